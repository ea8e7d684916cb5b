"""The export dialog's print service (pytest-qt, offscreen): the volunteer picks the service the family orders
from (the presets of ``--for``), sees what it implies (the service's page size, bleed, crop marks, colour, the
interior's page count with padding, the spine width for that count, the cover file and its size), the
service's findings join the list, a choice the service does not offer says so, and Export writes the interior
and ``-cover.pdf`` as the command line does."""

from __future__ import annotations

import pikepdf
from PySide6.QtWidgets import QMessageBox

from app.print.services import INCH_MM, preset
from app.print.wrap import cover_wrap
from tests.test_ui import window  # noqa: F401 (fixture: the main window on the sample book, sketch engine)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def _dialog(qtbot, win, tmp_path):
    from app.ui.export_dialog import ExportDialog

    dialog = ExportDialog(win.export_vm, win)
    qtbot.addWidget(dialog)
    dialog.path_edit.setText(str(tmp_path / "book.pdf"))
    qtbot.waitUntil(lambda: not dialog.checking_now, timeout=60000)
    return dialog


def _choose(qtbot, dialog, service: str, binding: str | None = None) -> None:
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData(service))
    if binding is not None:
        dialog.binding_combo.setCurrentIndex(dialog.binding_combo.findData(binding))
    qtbot.waitUntil(lambda: dialog._recheck.isActive() or dialog.checking_now, timeout=30_000)
    qtbot.waitUntil(lambda: not dialog._recheck.isActive() and not dialog.checking_now, timeout=60000)


def test_choosing_lulu_hardcover_shows_its_size_pages_spine_and_cover(qtbot, window, tmp_path):  # noqa: F811
    dialog = _dialog(qtbot, window, tmp_path)
    assert dialog.service_combo.currentData() == ""  # no service: the regular PDF, bleed and print-shop boxes
    assert not dialog.service_info.isVisibleTo(dialog) and dialog.bleed_check.isVisibleTo(dialog)
    assert not dialog.binding_combo.isEnabled()
    _choose(qtbot, dialog, "lulu")
    assert [dialog.binding_combo.itemData(i) for i in range(dialog.binding_combo.count())] == [
        "hardcover",
        "paperback",
    ]  # Lulu's default first
    assert not dialog.bleed_check.isVisibleTo(dialog) and not dialog.print_shop_check.isVisibleTo(dialog)
    outline = dialog.outline()
    assert outline.planned and not outline.error
    chosen = preset("lulu", "hardcover", None, window.vm.book.trim_size)
    wrap = cover_wrap(chosen, outline.pages)
    assert outline.pages >= 24 and outline.pages % 2 == 0  # Lulu hardcover: 24 pages at least, even
    assert abs(outline.spine_mm - wrap.spine_mm) < 1e-9 and abs(wrap.spine_mm - 0.25 * INCH_MM) < 1e-9
    text = dialog.service_info.text()
    w, h = chosen.trim_mm
    assert f"{w:.1f} × {h:.1f} mm" in text and "bleed 3.2 mm" in text and "no crop marks" in text
    assert "sRGB" in text and f"spine {wrap.spine_mm:.2f} mm" in text
    assert f"book-cover.pdf, {wrap.media.w:.1f} × {wrap.media.h:.1f} mm" in text
    assert f"Interior pages: {outline.pages}" in text
    if outline.added:
        assert f"({outline.added} of them added" in text
    items = [dialog.findings.item(i).text() for i in range(dialog.findings.count())]
    # the service's own finding, in the window's language as the book's findings are
    assert any(t.startswith("Lulu · ") and "spine" in t for t in items), items
    # the cover file's name follows the path as it is typed
    dialog.path_edit.setText(str(tmp_path / "oma.pdf"))
    assert "oma-cover.pdf" in dialog.service_info.text()


def test_a_size_the_service_does_not_print_says_so_and_export_writes_nothing(qtbot, window, tmp_path):  # noqa: F811
    dialog = _dialog(qtbot, window, tmp_path)
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("square"))
    _choose(qtbot, dialog, "kdp", "hardcover")  # KDP hardcovers come in no square size
    assert "cannot be printed" in dialog.service_info.text() and "--size" in dialog.service_info.text()
    dialog.start()
    assert "cannot be printed" in dialog.status.text()
    assert not window.export_vm.running and not (tmp_path / "book.pdf").exists()


def test_export_for_ingram_writes_the_interior_and_the_cover(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes
    )
    dialog = _dialog(qtbot, window, tmp_path)
    _choose(qtbot, dialog, "ingram")
    outline = dialog.outline()
    outcome = window.export_vm.preflight_outcome(dialog.options())
    blocking = outcome.preflight.blocking + outline.blocking
    with qtbot.waitSignal(window.export_vm.exported_changed, timeout=180000) as done:
        dialog.start()
    result = done.args[0]
    interior, cover = tmp_path / "book.pdf", tmp_path / "book-cover.pdf"
    assert result.cover == cover and cover.is_file() and "book-cover.pdf" in dialog.status.text()
    with pikepdf.open(interior) as pdf:
        assert len(pdf.pages) == outline.pages  # the page count the dialog announced
        assert str(pdf.Root.OutputIntents[0].S) == "/GTS_PDFX"  # IngramSpark: CMYK PDF/X-1a
        assert (
            str(pdf.trailer.Info.GTS_PDFXConformance) == "PDF/X-1a:2001"
        )  # ISO 15930-1: Version PDF/X-1:2001
    wrap = cover_wrap(preset("ingram", None, None, window.vm.book.trim_size), outline.pages)
    with pikepdf.open(cover) as pdf:
        box = [float(v) for v in pdf.pages[0].obj.MediaBox]
        assert abs(box[2] / 72 * 25.4 - wrap.media.w) < 0.05 and abs(box[3] / 72 * 25.4 - wrap.media.h) < 0.05
    assert len(asked) == (1 if blocking else 0)  # asked first only when something blocks the order
    assert window.export_vm.default_options().service == "ingram"  # remembered for this book
