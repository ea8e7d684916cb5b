"""The applications-menu entry from inside the app (app/ui/menu_entry.py), as the frozen Linux bundle runs it: the
first start asks once (yes writes the entry, no is remembered, a second start does not ask), Help → "Show in the
applications menu" adds and removes it, and a failure is one translated sentence."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from app import desktop_entry
from app.settings import Settings
from tests.bundle_helpers import clean_data_home, fake_bundle, run_from
from tests.test_viewmodels import _config_dir  # noqa: F401 (fixture: settings in a temporary folder)

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def bundle(monkeypatch, tmp_path):
    folder = fake_bundle(tmp_path / "memorybook")
    clean_data_home(monkeypatch, tmp_path)
    run_from(monkeypatch, folder)
    return folder


def _window(qtbot, language="en"):
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    make_application(language=language)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    return window


def _answer(monkeypatch, button) -> list[str]:
    """QMessageBox.question answers ``button``; returns the questions asked."""
    asked = []

    def question(parent, title, text, *args):
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def _warnings(monkeypatch) -> list[str]:
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


def test_yes_on_the_first_start_adds_the_app_and_a_second_start_does_not_ask(qtbot, monkeypatch, bundle):
    from app.ui.menu_entry import offer_menu_entry

    Settings(first_run_done=True, language="en").save()
    asked = _answer(monkeypatch, Yes)
    window = _window(qtbot)
    assert offer_menu_entry(window)
    assert asked == [
        "Add Memory Picture Book to the applications menu? Then you can start it from there, without opening "
        "this folder first."
    ]
    entry = desktop_entry.menu_entry_path().read_text(encoding="utf-8")
    assert f"TryExec={bundle.resolve() / 'memorybook'}\n" in entry
    assert desktop_entry.has_menu_entry()
    assert not offer_menu_entry(_window(qtbot))  # the second start: the menu has it
    assert len(asked) == 1 and not Settings.load().menu_entry_declined


def test_no_is_remembered_and_never_asked_again(qtbot, monkeypatch, bundle):
    from app.ui.menu_entry import offer_menu_entry

    Settings(first_run_done=True, language="en").save()
    asked = _answer(monkeypatch, No)
    assert offer_menu_entry(_window(qtbot))
    assert Settings.load().menu_entry_declined and not desktop_entry.menu_entry_path().exists()
    assert not offer_menu_entry(_window(qtbot))  # the next start
    assert len(asked) == 1


def test_the_first_start_asks_after_the_first_run_choice(qtbot, monkeypatch, bundle):
    """app.ui.app.run's first questions: the engine choice first (modal), then the menu entry, once."""
    import app.ui.app as ui_app
    import app.ui.menu_entry

    order = []
    monkeypatch.setattr(ui_app, "offer_first_run", lambda window: order.append("engine"))
    monkeypatch.setattr(app.ui.menu_entry, "offer_menu_entry", lambda window: order.append("menu"))
    ui_app.first_questions(_window(qtbot))
    assert order == ["engine", "menu"]


def test_the_question_is_asked_in_chinese(qtbot, monkeypatch, bundle):
    from app.ui.menu_entry import offer_menu_entry

    Settings(first_run_done=True, language="zh").save()
    asked = _answer(monkeypatch, No)
    try:
        offer_menu_entry(_window(qtbot, language="zh"))
    finally:
        from app.ui.language import install_language

        install_language("en")
    assert asked == ["要把记忆绘本添加到应用程序菜单吗？以后就可以直接从菜单里打开，不用先找到这个文件夹。"]


def test_nothing_is_asked_from_source(qtbot, monkeypatch, tmp_path):
    from app.ui.menu_entry import offer_menu_entry

    clean_data_home(monkeypatch, tmp_path)
    asked = _answer(monkeypatch, Yes)
    window = _window(qtbot)
    assert not offer_menu_entry(window) and not asked
    assert not window.act_menu_entry.isVisible()


def test_the_help_menu_adds_and_removes_the_entry(qtbot, monkeypatch, bundle):
    window = _window(qtbot)
    action = window.act_menu_entry
    assert action.isVisible() and action.text() == "Show in the applications menu"
    assert action in window.menu_help.actions()
    window._refresh_menu_entry()
    assert not action.isChecked()
    action.trigger()  # checks it: add
    assert action.isChecked() and desktop_entry.has_menu_entry()
    action.trigger()  # unchecks it: remove, and do not offer it again
    assert not action.isChecked() and not desktop_entry.menu_entry_path().exists()
    assert Settings.load().menu_entry_declined


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            "Memory Picture Book was not added to the applications menu: cannot write {icon}: Not a directory. Start it from its folder",
        ),
        (
            "zh",
            "记忆绘本没有添加到应用程序菜单：无法写入 {icon}：路径中的一段不是文件夹。请像以前一样从它的文件夹里打开",
        ),
    ],
)
def test_a_failure_is_one_sentence_in_the_interface_language(
    qtbot, monkeypatch, bundle, tmp_path, language, expected
):
    (tmp_path / "file").write_text("not a folder")
    data = tmp_path / "file" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    icon = data / "icons" / "hicolor" / "256x256" / "apps" / "memorybook.png"  # the first file written
    shown = _warnings(monkeypatch)
    window = _window(qtbot, language=language)
    try:
        window.act_menu_entry.trigger()
    finally:
        from app.ui.language import install_language

        install_language("en")
    assert not window.act_menu_entry.isChecked()
    assert len(shown) == 1 and shown[0].startswith(expected.format(icon=icon))
    assert "Traceback" not in shown[0] and "\n" not in shown[0]
