"""The app's export for a print-on-demand service (``ExportOptions.service``): the view-model writes the
interior and ``-cover.pdf`` as the service takes them and hands back the order's lines with the warnings;
the choice is remembered with the book's other export choices."""

from __future__ import annotations

import pikepdf

from app.settings import Settings
from tests.test_viewmodels import _config_dir, _sample_template, book_vm, bridge, sample_book  # noqa: F401


def test_export_for_kdp_writes_the_interior_and_the_cover(qtbot, book_vm, bridge, tmp_path):  # noqa: F811
    from app.viewmodels.exporter import ExportOptions, ExportViewModel
    from app.viewmodels.illustrate import IllustratorCache

    exporter = ExportViewModel(book_vm, bridge, Settings(engine="sketch"), IllustratorCache())
    out = tmp_path / "kdp.pdf"
    options = ExportOptions(trim="a5", service="kdp", binding="paperback")
    with qtbot.waitSignal(exporter.exported_changed, timeout=120000) as blocker:
        assert exporter.export(out, options)
    result = blocker.args[0]
    cover = tmp_path / "kdp-cover.pdf"
    assert out.is_file() and cover.is_file()
    with pikepdf.open(out) as pdf:
        assert len(pdf.pages) >= 24 and len(pdf.pages) % 2 == 0  # KDP paperback: 24 pages at least
        assert list(pdf.pages[0].obj.MediaBox) == list(pdf.pages[0].obj.BleedBox)  # no crop marks
    order = [line for line in result.warnings if "Amazon KDP" in line]
    assert any("书脊" in line or "spine" in line for line in order), result.warnings  # cover and spine named
    assert exporter.default_options().service == "kdp"  # remembered for the next export of this book
