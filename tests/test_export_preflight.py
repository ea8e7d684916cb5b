"""The app's export runs the preflight first (pytest-qt): findings listed and each selects its page, a page
with only a colour wash offers a photo or a model, blocking findings ask first, missing pictures are never
drawn with a diffusion model without asking (pages, model, estimated time; the sketch engine offered), and
the export button is disabled while an export runs."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.test_ui import window  # noqa: F401 (fixture: the main window on the sample book, sketch engine)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def _dialog(qtbot, window, tmp_path):  # noqa: F811
    from app.ui.export_dialog import ExportDialog

    dialog = ExportDialog(window.export_vm, window)
    qtbot.addWidget(dialog)
    dialog.path_edit.setText(str(tmp_path / "book.pdf"))
    return dialog


def _items(dialog):
    return [dialog.findings.item(i) for i in range(dialog.findings.count())]


def test_findings_are_listed_and_a_click_selects_the_page(qtbot, window, tmp_path):  # noqa: F811
    dialog = _dialog(qtbot, window, tmp_path)
    dialog.page_selected.connect(window.select_page)
    wash = [i for i in _items(dialog) if i.data(Qt.ItemDataRole.UserRole + 1) == "wash_only"]
    assert len(wash) == 4 and "第 6 页" in wash[1].text()  # a Chinese book: its findings are in Chinese
    rect = dialog.findings.visualItemRect(wash[1])
    qtbot.mouseClick(dialog.findings.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.vm.current_row == 5
    assert dialog.add_photo_button.isVisibleTo(dialog) and dialog.choose_model_button.isVisibleTo(dialog)
    with qtbot.waitSignal(dialog.add_photo_requested) as asked:
        dialog.add_photo_button.click()
    assert asked.args == [window.vm.book.pages[5].id]
    with qtbot.waitSignal(dialog.choose_model_requested):
        dialog.choose_model_button.click()


def test_blocking_findings_ask_before_exporting(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    window.vm.book.pages[0].text += "\ue000"  # a private-use character: no shipped font draws it
    dialog = _dialog(qtbot, window, tmp_path)
    asked = []

    def answer(reply):
        return lambda *args, **kwargs: asked.append(args[2]) or reply

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    dialog.export_button.click()
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
    monkeypatch.setattr(ExportDialog, "ask_drawing", lambda self, plan: None)
    dialog.export_button.click()
    assert not window.export_vm.running and not (tmp_path / "book.pdf").exists()
