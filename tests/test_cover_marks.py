"""The cover of a service that takes crop marks (a Chinese printer, a PDF/X-4 print shop) has a slug with crop
marks at the wrap's trim corners and fold marks at the spine folds (the middle of a saddle-stitched cover);
the print-on-demand services' covers stay without (they refuse marks). The order's cover checks measure the
art, not the slug."""

from __future__ import annotations

import pikepdf
import pypdfium2
import pytest

from app.book.layout import (
    CROP_MARK_LENGTH_MM,
    CROP_MARK_OFFSET_MM,
    PT_PER_MM,
    SLUG_MM,
    PrintDocument,
    PrintPage,
)
from app.print.order_checks import _cover_size, _cover_text
from app.print.services import preset
from app.print.wrap import cover_wrap


def test_the_wrap_has_a_slug_and_fold_lines_only_where_marks_are_taken():
    saddle = cover_wrap(preset("cn-print", "saddle", None, "a5"), 12)
    assert saddle.slug_mm == SLUG_MM and saddle.page_mm == (saddle.media.w + 20, saddle.media.h + 20)
    assert saddle.fold_lines_x() == [pytest.approx(saddle.media.w / 2)]  # no spine: the fold in the middle
    bound = cover_wrap(preset("pdfx4", "paperback", None, "a5"), 120)
    assert bound.fold_lines_x() == [pytest.approx(bound.spine.x), pytest.approx(bound.spine.right)]
    media, trim, bleed = bound.boxes_pt()
    assert media[2] == pytest.approx((bound.media.w + 2 * SLUG_MM) * PT_PER_MM, abs=0.01)
    assert bleed[0] == pytest.approx(SLUG_MM * PT_PER_MM, abs=0.01) and trim[0] > bleed[0]
    lulu = cover_wrap(preset("lulu", "hardcover", None, "a5"), 40)
    assert lulu.slug_mm == 0 and lulu.boxes_pt()[0] == lulu.boxes_pt()[2]  # no slug: MediaBox = BleedBox


def test_a_chinese_printers_cover_prints_its_marks(tmp_path):
    from app.print.cover_pdf import write_cover

    chosen = preset("cn-print", "saddle", None, "a5")
    doc = PrintDocument(
        "外婆的弄堂", dedication="给外婆", colophon=["2026-12-02"], pages=[PrintPage("cover")]
    )
    report = write_cover(doc, tmp_path / "cover.pdf", chosen, 12, True)
    wrap = report.wrap
    with pikepdf.open(report.path) as pdf:
        box = [float(v) for v in pdf.pages[0].obj.MediaBox]
        assert box[2] == pytest.approx(wrap.page_mm[0] * PT_PER_MM, abs=0.01)
        assert _cover_size(pdf, wrap, chosen.service.name) == []  # the art has the formula's size
    assert _cover_text(report.path, wrap, chosen.service.name) == []  # text in the safe zones
    document = pypdfium2.PdfDocument(str(report.path))
    try:
        dpi = 150
        image = document[0].render(scale=dpi / 72).to_pil().convert("L")
    finally:
        document.close()
    px = lambda mm: round(mm / 25.4 * dpi)  # noqa: E731
    mid_mark = wrap.slug_mm + wrap.trim.y - CROP_MARK_OFFSET_MM - CROP_MARK_LENGTH_MM / 2  # in the slug
    fold = wrap.slug_mm + wrap.fold_lines_x()[0]
    darkest = min(image.getpixel((px(fold) + d, px(mid_mark))) for d in (-1, 0, 1))
    assert darkest < 128  # the fold mark above the fold
    corner = wrap.slug_mm + wrap.trim.x
    assert min(image.getpixel((px(corner) + d, px(mid_mark))) for d in (-1, 0, 1)) < 128  # a crop mark
    between = wrap.slug_mm + (wrap.trim.x + wrap.fold_lines_x()[0]) / 2
    assert image.getpixel((px(between), px(mid_mark))) > 240  # and nothing else in the slug
