"""The smaller snags a volunteer met in the app, each fixed and pinned: one undo history, page numbers named
once, no local path in the colophon, training asked first and "stopped" only once it has stopped, stale
messages cleared, a readable preview, controls only where they apply, export choices kept across restarts."""

from __future__ import annotations

import sys
import textwrap

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.settings import Settings
from tests.test_viewmodels import _config_dir, _sample_template, book_vm, sample_book  # noqa: F401 (fixtures)


def make_window(qtbot, book, settings: Settings, language: str = "en"):
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    make_application(language=language)
    win = MainWindow(settings, autosave_ms=300)
    qtbot.addWidget(win)
    assert win.open_book(book)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot, sample_book):  # noqa: F811
    win = make_window(qtbot, sample_book, Settings(engine="sketch", first_run_done=True, language="en"))
    yield win
    win.shutdown()


def test_undo_in_the_story_box_is_the_books_undo(qtbot, window):
    page = window.vm.book.pages[0]
    before = page.text
    window.vm.set_current(0)
    editor = window.editor.text_edit
    editor.setFocus()
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(editor, " more")
    assert page.text == before + " more"
    assert window.act_undo.text().endswith("story")  # "Undo Edit story", never the field's code name "text"
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # typed in the story box
    assert page.text == before and editor.toPlainText() == before
    assert window.act_redo.isEnabled()  # the menu's redo knows what Ctrl+Z took back
    window.act_redo.trigger()
    assert page.text == before + " more" and editor.toPlainText() == page.text
    assert not editor.isUndoRedoEnabled()  # no second, private history in the field


def test_undo_labels_are_translated(qtbot, sample_book):  # noqa: F811
    win = make_window(qtbot, sample_book, Settings(engine="sketch", first_run_done=True, language="zh"), "zh")
    try:
        win.vm.set_page_field(win.vm.book.pages[0].id, "text", "新的故事")
        label = win.act_undo.text()
        assert "text" not in label and "故事" in label, label
    finally:
        win.shutdown()
        from app.ui.app import make_application

        make_application(language="en")


def test_a_warning_repeated_for_one_page_names_it_once():
    from app.build import grouped_warnings
    from words import Message

    lines = grouped_warnings(["page 5: too small"] * 4 + ["page 2: too small", "page 3: other"])
    assert [str(line) for line in lines] == ["pages 5, 2: too small", "page 3: other"]
    assert [str(line) for line in grouped_warnings(["page 5: x"] * 4)] == ["page 5: x"]
    small = Message("print.where.photo")  # any message, said on its page
    on = [Message("located", where=Message("where.page", number=n), message=small) for n in (5, 5, 2)]
    assert grouped_warnings(on) == [
        Message("located", where=Message("where.pages", numbers=[5, 2]), message=small)
    ]


@pytest.mark.parametrize(
    ("model", "shown"),
    [
        ("/home/ann/models/my-sd15", "my-sd15"),
        ("C:\\Users\\ann\\Models\\waipo.safetensors", "waipo"),
        ("./models/sd", "sd"),
        ("stabilityai/sd-turbo", "SD-Turbo"),
        ("someone/some-model", "someone/some-model"),
    ],
)
def test_the_colophon_names_the_model_never_its_path(tmp_path, model, shown, monkeypatch):
    import app.build.summary as build
    from app.book.story import create_book_from_story
    from assets import EXAMPLES_DIR

    project = create_book_from_story(
        EXAMPLES_DIR / "waipo-zh.md", tmp_path / "b.mbook", EXAMPLES_DIR / "photos"
    )
    monkeypatch.setattr(build, "_picture_makers", lambda _project: [("diffusion", model)])
    lines = build.colophon_lines(project, illustrator=None, summary=None)
    text = "\n".join(lines)
    assert f"扩散模型 {shown}" in text
    assert "ann" not in text and "\\" not in text


def test_training_asks_first_with_a_time_estimate(qtbot, window, monkeypatch, examples):
    panel = window.people
    person = window.vm.add_person("外婆")
    assert window.vm.add_person_photo(person.id, examples / "photos" / "coffee.png")
    person = window.vm.book.person(person.id)
    window.settings.model = "/models/sd15"
    panel.training.current_person = lambda: person
    started, asked = [], []
    monkeypatch.setattr(panel.training_vm, "start", lambda *a, **k: started.append(a) or True)

    def answer(reply):
        def question(_parent, _title, text, *_args):
            asked.append(text)
            return reply

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    panel.training.start_button.click()
    assert asked and not started
    assert "16 minutes" in asked[-1] and "estimate" in asked[-1]  # 400 steps × 2.4 s, not yet measured here
    window.settings.training_seconds_per_step = 0.6  # a GPU: measured by the last training
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    panel.training.start_button.click()
    assert started and "4 minutes" in asked[-1] and "measured" in asked[-1]


CHILD_OUTLIVES_PARENT = textwrap.dedent(
    """
    import os, signal, subprocess, sys, time
    # a worker that ignores the stop signal until it is let go (as Accelerate's workers may while they save):
    # it ends when the file sys.argv[1] appears (the test's event), at the latest after 120 s
    child = subprocess.Popen([sys.executable, "-c",
        "import os, signal, sys, time; signal.signal(signal.SIGINT, signal.SIG_IGN); end = time.monotonic() + 120\\n"
        "open(sys.argv[1] + '.ready', 'w').close()\\n"
        "while not os.path.exists(sys.argv[1]) and time.monotonic() < end: time.sleep(0.05)", sys.argv[1]])
    end = time.monotonic() + 120  # the step line only once the worker ignores SIGINT (it raced the cancel)
    while not os.path.exists(sys.argv[1] + ".ready") and time.monotonic() < end:
        time.sleep(0.05)
    print('{"step": 1, "total": 400}', flush=True)
    try:
        time.sleep(60)
    except KeyboardInterrupt:
        sys.exit(1)  # the command itself ends at once
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to another process is POSIX")
def test_training_says_stopped_only_when_every_process_has_ended(
    qtbot,
    book_vm,  # noqa: F811
    examples,
    tmp_path,
    monkeypatch,
):
    """Events, not clocks: the command ends on SIGINT while its worker keeps running until the test lets it go;
    "stopped" comes only after that (it used to race a 1.5 s sleep, and timed out on a loaded machine)."""
    import time

    from app.viewmodels import training as training_module
    from app.viewmodels.training import TrainingViewModel

    # the stop's kill after STOP_WAIT_MS (20 s) is not what this test is about (it fired in loaded runs started
    # in the background, where the command inherited SIGINT ignored: see the test below)
    monkeypatch.setattr(training_module, "STOP_WAIT_MS", 600_000)
    person = book_vm.add_person("外婆")
    assert book_vm.add_person_photo(person.id, examples / "photos" / "coffee.png")
    training = TrainingViewModel(book_vm)
    let_go = tmp_path / "let-go"
    with qtbot.waitSignal(training.progress_changed, timeout=60000):
        program = (sys.executable, ["-c", CHILD_OUTLIVES_PARENT, str(let_go)])
        assert training.start(person.id, "any", program=program)
    stopped = []
    training.cancelled_changed.connect(lambda: stopped.append(True))
    killed = []
    training._kill_timer.timeout.connect(lambda: killed.append(True))
    tree, began = [child.pid for child in training._tree], time.monotonic()
    training.cancel()
    qtbot.waitUntil(lambda: training.process is None, timeout=60000)  # the command itself has ended
    seen = (
        f"tree at the last step {tree}, at the stop {[child.pid for child in training._tree]}, "
        f"the command ended {time.monotonic() - began:.1f} s after the cancel, killed: {bool(killed)}"
    )
    assert not stopped and training.running, seen  # the worker still runs: not "stopped" yet
    let_go.touch()
    qtbot.waitUntil(lambda: bool(stopped), timeout=60000)
    assert not training.running


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to another process is POSIX")
def test_the_training_command_hears_the_stop_even_when_the_app_ignores_sigint(
    qtbot,
    book_vm,  # noqa: F811
    examples,
    tmp_path,
):
    """An app started in the background (``nohup``, ``&`` in a script) has SIGINT ignored, and a child inherits
    that: the command never heard the stop, ran on, and was killed 20 s later (the cause of this file's
    training-stop test failing in loaded runs started so). The command starts with SIGINT at its default."""
    import signal

    from app.viewmodels.training import TrainingViewModel

    person = book_vm.add_person("外婆")
    assert book_vm.add_person_photo(person.id, examples / "photos" / "coffee.png")
    training = TrainingViewModel(book_vm)
    said = tmp_path / "sigint.txt"
    code = "import signal, sys; open(sys.argv[1], 'w').write(str(signal.getsignal(signal.SIGINT)))"
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # as an app started with `&` has it
    try:
        with qtbot.waitSignal(training.running_changed, timeout=60000, check_params_cb=lambda on: not on):
            assert training.start(person.id, "any", program=(sys.executable, ["-c", code, str(said)]))
    finally:
        signal.signal(signal.SIGINT, previous)
    assert said.read_text() == str(signal.default_int_handler), said.read_text()  # Python's KeyboardInterrupt


def test_stale_status_cleared_on_page_change(qtbot, window):
    window.panel.status.setText("4 variations ready: pick the one you like")
    window.vm.set_current(2)
    assert window.panel.status.text() == ""


def test_preview_stays_readable_with_variations_shown(qtbot, window):
    from PySide6.QtGui import QColor, QImage

    from app.ui.illustrate_panel import PREVIEW_MIN_HEIGHT
    from app.viewmodels.illustrate import PageDone

    thumb = QImage(120, 90, QImage.Format.Format_RGB32)
    thumb.fill(QColor("white"))
    page = window.vm.current_page()
    done = [PageDone(page.id, f"k{i}", thumb, seed=i) for i in range(4)]
    window.panel._show_variations(page.id, done)
    window.resize(1000, 560)
    qtbot.wait(50)
    assert window.panel.variations.isVisible()
    assert window.panel.preview.height() >= PREVIEW_MIN_HEIGHT


def test_strength_and_seed_only_with_a_diffusion_model(qtbot, sample_book):  # noqa: F811
    sketch = make_window(qtbot, sample_book, Settings(engine="sketch", first_run_done=True, language="en"))
    try:
        assert not sketch.editor.strength_spin.isVisible() and not sketch.editor.seed_spin.isVisible()
        assert sketch.editor.style_combo.isVisible()
    finally:
        sketch.shutdown()
    model = Settings(engine="diffusion", model="/models/tiny", first_run_done=True, language="en")
    diffusion = make_window(qtbot, sample_book, model)
    try:
        assert diffusion.editor.strength_spin.isVisible() and diffusion.editor.seed_spin.isVisible()
    finally:
        diffusion.shutdown()


def test_export_choices_survive_a_restart(qtbot, sample_book, tmp_path):  # noqa: F811
    from app.viewmodels.exporter import ExportOptions

    first = make_window(qtbot, sample_book, Settings(engine="sketch", first_run_done=True, language="en"))
    first.export_vm.remember(tmp_path / "out" / "waipo-print.pdf", ExportOptions(trim="a5", bleed=True))
    first.shutdown()
    again = make_window(qtbot, sample_book, Settings.load())  # a new start: settings read from disk
    try:
        options = again.export_vm.default_options()
        assert options.trim == "a5" and options.bleed
        assert again.export_vm.default_path() == tmp_path / "out" / "waipo-print.pdf"
    finally:
        again.shutdown()
