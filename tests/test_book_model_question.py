"""A received book naming a local model the person never chose is not loaded without asking (pytest-qt): the
question names the path, "cancel" starts no job and no model, "use it" draws with the book's model and is
remembered for that book, "use my own model" draws with the settings' model (issue 23, item 7)."""

from __future__ import annotations

from app.settings import Settings
from tests.test_ui import window  # noqa: F401 (fixture: the main window on the sample book, sketch engine)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def _stranger(win, tmp_path) -> str:
    """Make the open book ask for a local model folder (as a received book would)."""
    path = str(tmp_path / "stranger" / "model")
    win.vm.book.illustration.engine = "diffusion"
    win.vm.book.illustration.model = path
    return path


def _answer(monkeypatch, key):
    """Answer the question box with the button of ``key`` (``"book"``, ``"mine"``, None: cancel); returns the
    texts of every box shown."""
    from app.ui import book_model_question

    shown: list[str] = []
    real = book_model_question.book_model_box

    def box(parent, model, own):
        made, buttons = real(parent, model, own)
        made.exec = lambda: shown.append(made.text()) or buttons[key].click()
        return made, buttons

    monkeypatch.setattr(book_model_question, "book_model_box", box)
    return shown


def _loads(monkeypatch):
    """Record every (engine, model) an illustrator is made for, handing back the sketch engine."""
    from app.viewmodels.illustrators import IllustratorCache
    from model.engines import make_illustrator

    loaded: list[tuple[str, str | None]] = []

    def get(self, engine, model, cancel=None, **_options):
        loaded.append((engine, model))
        return make_illustrator("sketch")

    monkeypatch.setattr(IllustratorCache, "get", get)
    return loaded


def test_cancel_loads_nothing(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    path = _stranger(window, tmp_path)
    shown, loaded = _answer(monkeypatch, None), _loads(monkeypatch)
    page = window.vm.book.pages[0].id
    assert window.illustrate_vm.illustrate([page]) is False
    assert len(shown) == 1 and path in shown[0] and "not chosen" in shown[0]
    assert not window.illustrate_vm.running and loaded == []
    assert window.illustrate_vm.preload() is False  # not even the model's process before an answer
    assert Settings.load().book_models == {}  # cancel is not remembered: asked again next time
    assert window.illustrate_vm.make_variations(page) is False and len(shown) == 2 and loaded == []


def test_use_it_draws_with_the_books_model_and_is_remembered(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    path = _stranger(window, tmp_path)
    shown, loaded = _answer(monkeypatch, "book"), _loads(monkeypatch)
    page = window.vm.book.pages[0].id
    with qtbot.waitSignal(window.illustrate_vm.finished_changed, timeout=60000):
        assert window.illustrate_vm.illustrate([page]) is False  # asked first; the answer started the job
    assert len(shown) == 1 and loaded == [("diffusion", path)]
    assert window.illustrate_vm.pending_model() is None  # remembered for this book and this model
    remembered = Settings.load().book_models
    assert [entry["model"] for entry in remembered.values()] == [path]
    window.vm.book.illustration.model = path + "-other"  # the book names another path: asked again
    assert window.illustrate_vm.pending_model() == path + "-other"


def test_use_my_own_model_draws_with_the_settings_model(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    _stranger(window, tmp_path)
    window.settings.model = "org/own-model"
    shown, loaded = _answer(monkeypatch, "mine"), _loads(monkeypatch)
    with qtbot.waitSignal(window.illustrate_vm.finished_changed, timeout=60000):
        window.illustrate_vm.illustrate([window.vm.book.pages[0].id])
    assert len(shown) == 1 and loaded == [("diffusion", "org/own-model")]


def test_export_asks_and_cancel_writes_nothing(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    from app.ui.export_dialog import ExportDialog

    path = _stranger(window, tmp_path)
    shown, loaded = _answer(monkeypatch, None), _loads(monkeypatch)
    dialog = ExportDialog(window.export_vm, window)
    qtbot.addWidget(dialog)
    assert dialog._model_answered() is False and path in shown[0]
    pdf = tmp_path / "book.pdf"
    assert window.export_vm.export(pdf, dialog.options()) is False  # the view-model refuses on its own too
    assert loaded == [] and not pdf.exists()


def test_a_model_chosen_here_or_a_hub_id_is_not_asked_about(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    path = _stranger(window, tmp_path)
    window.settings.model = path  # the person's own choice
    assert window.illustrate_vm.pending_model() is None
    window.settings.model = None
    window.vm.book.illustration.model = "stabilityai/sd-turbo"
    assert window.illustrate_vm.pending_model() is None


def test_the_question_is_asked_in_chinese(qtbot, window):  # noqa: F811
    from app.ui.book_model_question import book_model_box
    from app.ui.language import install_language

    install_language("zh")
    try:
        box, buttons = book_model_box(window, "/x/y", None)
        assert "/x/y" in box.text() and "您没有在这台电脑上选过它" in box.text()
        assert [buttons[k].text() for k in ("book", "mine")] == ["使用它", "用我自己的模型"]
        box.deleteLater()
    finally:
        install_language("en")
