"""The app's export runs the preflight first (pytest-qt): findings listed and each selects its page, a page
with only a colour wash offers a photo or a model, blocking findings ask first, missing pictures are never
drawn with a diffusion model without asking (pages, model, estimated time; the sketch engine offered), and
the export button is disabled while an export runs.

The preflight runs in the worker thread: the GUI thread keeps ticking while a slow check runs, only the answer
to the latest request is shown, closing the dialog mid-check cancels it cleanly, a failing check is one line in
the list, Export waits for the check, and the check reads a copy of the book (edits made meanwhile cannot reach
it). Slow checks are stand-ins for :func:`app.preflight.run_preflight` that sleep or wait on an event."""

from __future__ import annotations

import gc
import json
import threading
import time

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui_ticks import gui_ticks
from tests.test_ui import window  # noqa: F401 (fixture: the main window on the sample book, sketch engine)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def _dialog(qtbot, window, tmp_path):  # noqa: F811
    from app.ui.export_dialog import ExportDialog

    dialog = ExportDialog(window.export_vm, window)
    qtbot.addWidget(dialog)
    dialog.path_edit.setText(str(tmp_path / "book.pdf"))
    return dialog


def _checked(qtbot, dialog):
    """Wait until the dialog shows the answer of its check (the worker lays every page out: seconds)."""
    qtbot.waitUntil(lambda: not dialog.checking_now, timeout=60000)
    return dialog


def _items(dialog):
    return [dialog.findings.item(i) for i in range(dialog.findings.count())]


def _stand_in(win, calls, gate=None, error=None, blocking=False):
    """A stand-in for run_preflight: records the trim size it checks for, waits for ``gate`` (when given, while
    not cancelled), raises ``error`` or returns one finding per call ("checked for <trim>") on the first page."""
    from app.preflight import Finding, PageReport, Preflight
    from model.errors import Cancelled

    page_id = win.vm.book.pages[0].id

    def run(project, *, trim=None, cancel=None, **_options):
        calls.append(trim)
        while gate is not None and not gate.wait(0.02):
            if cancel is not None and cancel.cancelled:
                raise Cancelled()
        if error is not None:
            raise error
        severity = "blocking" if blocking else "note"
        return Preflight([PageReport(1, "", page_id, [Finding("x", severity, f"checked for {trim}")])], "en")

    return run


def test_findings_are_listed_and_a_click_selects_the_page(qtbot, window, tmp_path):  # noqa: F811
    dialog = _checked(qtbot, _dialog(qtbot, window, tmp_path))
    dialog.page_selected.connect(window.select_page)
    wash = [i for i in _items(dialog) if i.data(Qt.ItemDataRole.UserRole + 1) == "wash_only"]
    assert len(wash) == 4 and "page 6" in wash[1].text()  # an English window: the findings in English too
    rect = dialog.findings.visualItemRect(wash[1])
    qtbot.mouseClick(dialog.findings.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.vm.current_row == 5
    assert dialog.add_photo_button.isVisibleTo(dialog) and dialog.choose_model_button.isVisibleTo(dialog)
    with qtbot.waitSignal(dialog.add_photo_requested, timeout=30_000) as asked:
        dialog.add_photo_button.click()
    assert asked.args == [window.vm.book.pages[5].id]
    with qtbot.waitSignal(dialog.choose_model_requested, timeout=30_000):
        dialog.choose_model_button.click()


def test_blocking_findings_ask_before_exporting(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    window.vm.book.pages[0].text += "\ue000"  # a private-use character: no shipped font draws it
    dialog = _dialog(qtbot, window, tmp_path)
    asked = []

    def answer(reply):
        return lambda *args, **kwargs: asked.append(args[2]) or reply

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    dialog.export_button.click()  # the check may still run: Export waits for it
    qtbot.waitUntil(lambda: bool(asked), timeout=60000)
    assert "1 problem(s) would show in the printed book" in asked[0]
    assert not window.export_vm.running and not (tmp_path / "book.pdf").exists()

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    with qtbot.waitSignal(window.export_vm.pdf_pages_changed, timeout=60000):  # written, then looked at
        dialog.export_button.click()
        assert not dialog.export_button.isEnabled()  # disabled while the export runs
    assert (tmp_path / "book.pdf").is_file()
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled(), timeout=30000)


def test_missing_pictures_are_not_drawn_with_a_model_without_asking(qtbot, window, tmp_path):  # noqa: F811
    model = str(tmp_path / "some-model")
    window.settings.engine, window.settings.model = "diffusion", model
    sidecar = {"request": {"model": model}, "info": {"engine": "diffusion", "seconds": 90.0}}
    illustrations = window.vm.project.root / "illustrations"
    illustrations.mkdir(exist_ok=True)
    (illustrations / "earlier.json").write_text(json.dumps(sidecar), encoding="utf-8")
    plan = window.export_vm.drawing_plan()
    assert (plan.pages, plan.engine, plan.model, plan.seconds_per_picture) == (8, "diffusion", model, 90.0)
    dialog = _dialog(qtbot, window, tmp_path)
    question = dialog.drawing_question(plan)
    assert "8 page(s) have no picture yet" in question and model in question
    assert "About 12 minute(s) (90 s per picture, last measured)" in question

    seen = []

    def choose_sketch():  # once the question is on screen (the preflight runs first)
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(100, choose_sketch)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == "Use the sketch engine").click()

    QTimer.singleShot(100, choose_sketch)
    with qtbot.waitSignal(window.export_vm.exported_changed, timeout=60000) as done:
        dialog.export_button.click()
    qtbot.waitUntil(lambda: not window.export_vm.running, timeout=30000)  # the PDF's pages drawn for a look
    assert seen and "8 page(s) have no picture yet" in seen[0]
    assert done.args[0].made == 8
    engines = {
        window.vm.project.illustration_sidecar(p.illustration)["info"]["engine"] for p in window.vm.book.pages
    }
    assert engines == {"sketch"}  # drawn offline: no model was started


def test_cancelling_the_question_exports_nothing(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    from app.ui.export_dialog import ExportDialog

    window.settings.engine, window.settings.model = "diffusion", str(tmp_path / "m")
    dialog = _dialog(qtbot, window, tmp_path)
    asked = []
    monkeypatch.setattr(ExportDialog, "ask_drawing", lambda self, plan: asked.append(plan))
    dialog.export_button.click()
    qtbot.waitUntil(lambda: bool(asked), timeout=60000)  # after the check
    assert not window.export_vm.running and not (tmp_path / "book.pdf").exists()
    assert dialog.export_button.isEnabled()


def test_the_window_keeps_going_while_the_book_is_checked(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    """A 10 ms timer in the GUI thread records its longest gap while the dialog opens and a check that takes
    1.5 s longer than the real one runs (it used to run in the GUI thread: the window froze)."""
    import app.preflight

    real = app.preflight.run_preflight

    in_gui = []

    def slow(*args, **kwargs):
        in_gui.append(threading.current_thread() is threading.main_thread())
        time.sleep(1.5)
        return real(*args, **kwargs)

    monkeypatch.setattr(app.preflight, "run_preflight", slow)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # earlier tests' leftovers
    gc.collect()
    with gui_ticks() as gaps:
        dialog = _dialog(qtbot, window, tmp_path)
        dialog.show()
        assert dialog.checking_now and "Checking the book" in dialog.findings_title.text()
        _checked(qtbot, dialog)
    longest = max(gaps)
    print(f"GUI-thread longest gap while the book is checked: {longest} ms over {len(gaps)} ticks")
    assert in_gui and not any(in_gui), in_gui  # the check ran in the worker, never in the GUI thread
    assert dialog.findings.count() > 0 and dialog.findings.isEnabled()
    assert "finding(s)" in dialog.findings_title.text()


def test_only_the_latest_check_is_shown(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    import app.preflight

    calls, gate = [], threading.Event()
    gate.set()
    monkeypatch.setattr(app.preflight, "run_preflight", _stand_in(window, calls, gate))
    dialog = _checked(qtbot, _dialog(qtbot, window, tmp_path))
    assert calls == ["a4"] and "checked for a4" in dialog.findings.item(0).text()
    shown = []
    window.export_vm.preflight_changed.connect(lambda outcome: shown.append(outcome))

    gate.clear()  # the check for A5 hangs until the square one has been asked for
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("a5"))
    assert dialog.checking_now and not dialog.findings.isEnabled()  # the last list, greyed
    dialog.refresh_preflight()  # at once (an option change waits a moment for more changes)
    qtbot.waitUntil(lambda: calls[-1] == "a5", timeout=30000)
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("square"))
    dialog.refresh_preflight()
    gate.set()
    _checked(qtbot, dialog)
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=30000)
    assert [dialog.findings.item(i).text() for i in range(dialog.findings.count())] == [
        "note · page 1: checked for square"
    ]
    assert len(shown) == 1 and shown[0].preflight.pages[0].findings[0].message == "checked for square"

    # two quick changes (no event in between): one check, for the last choice
    del calls[:]
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("a5"))
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("a4"))
    _checked(qtbot, dialog)
    assert calls == ["a4"] and "checked for a4" in dialog.findings.item(0).text()


def test_closing_the_dialog_during_a_check_cancels_it(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    import app.preflight

    calls, gate = [], threading.Event()  # never set: only cancelling ends the check
    monkeypatch.setattr(app.preflight, "run_preflight", _stand_in(window, calls, gate))
    shown = []
    window.export_vm.preflight_changed.connect(lambda outcome: shown.append(outcome))
    dialog = _dialog(qtbot, window, tmp_path)
    dialog.show()
    qtbot.waitUntil(lambda: calls == ["a4"], timeout=30000)
    dialog.reject()
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=30000)  # cancelled: the worker is free again
    QCoreApplication.processEvents()
    assert not shown and dialog.checking_now  # no answer came, nothing was shown
    assert window.bridge._thread.isRunning()  # the one worker thread, ready for the next job

    gate.set()
    again = _checked(qtbot, _dialog(qtbot, window, tmp_path))
    assert "checked for a4" in again.findings.item(0).text()
    again.reject()
    window.shutdown()
    assert window.bridge._thread.isFinished()


def test_a_check_that_fails_is_one_line_in_the_list(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    import app.preflight

    monkeypatch.setattr(app.preflight, "run_preflight", _stand_in(window, [], error=RuntimeError("boom")))
    dialog = _checked(qtbot, _dialog(qtbot, window, tmp_path))
    shown = [dialog.findings.item(i).text() for i in range(dialog.findings.count())]
    assert len(shown) == 1 and shown[0].startswith("The book could not be checked: RuntimeError: boom"), shown
    assert "memorybook.log" in shown[0]  # an unexpected error points at the log that holds its traceback
    assert "could not run" in dialog.findings_title.text()
    selected = []
    dialog.page_selected.connect(selected.append)
    rect = dialog.findings.visualItemRect(dialog.findings.item(0))
    qtbot.mouseClick(dialog.findings.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not selected  # no page to select
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    dialog.export_button.click()
    qtbot.waitUntil(lambda: bool(asked), timeout=30000)
    assert "could not be checked" in asked[0] and "boom" in asked[0]
    assert not window.export_vm.running and not (tmp_path / "book.pdf").exists()


def test_export_waits_for_the_check(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    import app.preflight

    calls, gate = [], threading.Event()
    monkeypatch.setattr(app.preflight, "run_preflight", _stand_in(window, calls, gate, blocking=True))
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    dialog = _dialog(qtbot, window, tmp_path)
    dialog.export_button.click()
    assert not asked and not dialog.export_button.isEnabled() and dialog.cancel_button.isEnabled()
    assert "before exporting" in dialog.status.text()
    gate.set()
    qtbot.waitUntil(lambda: bool(asked), timeout=30000)  # then asks about the blocking finding, as before
    assert "1 problem(s) would show" in asked[0] and calls == ["a4"]
    assert dialog.export_button.isEnabled() and not (tmp_path / "book.pdf").exists()

    dialog.export_button.click()  # the list answers the book as it is: asked at once, no second check
    assert len(asked) == 2 and calls == ["a4"]
    window.vm.set_page_field(window.vm.book.pages[0].id, "title", "改过的标题")  # the list is out of date now
    dialog.export_button.click()
    assert len(asked) == 2 and dialog.checking_now
    qtbot.waitUntil(lambda: len(asked) == 3, timeout=30000)
    assert calls == ["a4", "a4"]


def test_the_check_reads_a_copy_of_the_book(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    """Edits made while the worker checks cannot reach the check; its answer is then not the book's any more."""
    import app.preflight

    real, gate, seen = app.preflight.run_preflight, threading.Event(), []

    def waiting(project, **kwargs):
        gate.wait(30)
        seen.append(project.book.pages[0].text)
        return real(project, **kwargs)

    monkeypatch.setattr(app.preflight, "run_preflight", waiting)
    vm = window.export_vm
    options = vm.default_options()
    text = window.vm.book.pages[0].text
    request = vm.request_preflight(options)
    window.vm.book.pages[0].text += "\ue000"  # no shipped font draws it: blocking, were it checked
    gate.set()
    with qtbot.waitSignal(vm.preflight_changed, timeout=60000) as arrived:
        pass
    outcome = arrived.args[0]
    assert outcome.request == request and seen == [text]
    assert "missing_glyphs" not in {f.code for _, f in outcome.preflight.findings()}
    assert vm.preflight_outcome(options) is None  # the book changed since: Export checks again
    window.vm.book.pages[0].text = text
    assert vm.preflight_outcome(options) is outcome


def test_a_check_stopped_from_outside_says_so(qtbot, window, monkeypatch):  # noqa: F811
    """Cancelling all the worker's jobs stops the check too: its answer says so (the list never hangs)."""
    import app.preflight

    calls, gate = [], threading.Event()  # never set: only cancelling ends the check
    monkeypatch.setattr(app.preflight, "run_preflight", _stand_in(window, calls, gate))
    vm = window.export_vm
    request = vm.request_preflight(vm.default_options())
    qtbot.waitUntil(lambda: calls == ["a4"], timeout=30000)
    with qtbot.waitSignal(vm.preflight_changed, timeout=30000) as arrived:
        window.bridge.cancel()
    assert arrived.args[0].request == request and arrived.args[0].preflight is None
    assert arrived.args[0].error == "The check was stopped before it ended."


def test_findings_are_in_the_windows_language_not_the_books(qtbot, window, monkeypatch):  # noqa: F811
    """An English window on the Chinese sample book reads its findings in English (and a Chinese one in
    Chinese), as ``memorybook check`` reads them in the session's language."""
    import re

    from words import say

    vm = window.export_vm
    options = vm.default_options()
    for language, cjk in (("en", False), ("zh", True)):
        monkeypatch.setattr(vm.settings, "language", language)
        vm.request_preflight(options)
        with qtbot.waitSignal(vm.preflight_changed, timeout=60000) as arrived:
            pass
        preflight = arrived.args[0].preflight
        washes = [
            say(f.message, preflight.language) for _, f in preflight.findings() if f.code == "wash_only"
        ]
        assert preflight.language == language and washes
        assert all(bool(re.search(r"[\u4e00-\u9fff]", m)) is cjk for m in washes), washes


def test_a_bare_file_name_is_exported_beside_the_book_folder(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    """'waipo.pdf' typed alone goes where the default goes (beside the book folder) and the box shows the whole
    path, never the folder the app happened to be started from (a tester's export landed there)."""
    started_in = tmp_path / "started here"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog = _dialog(qtbot, window, tmp_path)
    dialog.path_edit.setText("bare name.pdf")
    with qtbot.waitSignal(window.export_vm.exported_changed, timeout=60000) as done:
        dialog.export_button.click()
    qtbot.waitUntil(lambda: not window.export_vm.running, timeout=30000)
    beside = window.vm.project.root.parent / "bare name.pdf"
    assert done.args[0].path == beside and beside.read_bytes()[:5] == b"%PDF-"
    assert dialog.path_edit.text() == str(beside) and not list(started_in.iterdir())


def test_an_export_s_error_is_scrolled_into_view(qtbot, window, tmp_path):  # noqa: F811
    """On a small screen the dialog's choices scroll and its status line sat below the fold: a tester's export to
    a read-only folder seemed to do nothing. An error (or the result) scrolls the status line into view."""
    from PySide6.QtCore import QPoint

    dialog = _dialog(qtbot, window, tmp_path)
    dialog.resize(700, 360)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.body_area

    def seen() -> bool:  # its whole height within the viewport's (the choices never scroll sideways)
        top = dialog.status.mapTo(area.viewport(), QPoint(0, 0)).y()
        return 0 <= top and top + dialog.status.height() <= area.viewport().height()

    area.verticalScrollBar().setValue(0)
    assert not seen()  # the fold: below it at this size
    window.export_vm.error_changed.emit("cannot write /x/y.pdf: Read-only file system")
    qtbot.waitUntil(seen, timeout=5000)
    assert dialog.status.text().startswith("cannot write") and area.horizontalScrollBar().value() == 0
