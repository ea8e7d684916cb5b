"""Issue 24 item 1: a page without a picture is a designed page (a pattern band in the book's palette, a seal,
the title as a heading, larger type), never the sketch engine's fog-coloured wash; the app's preview of it is
what the PDF prints; a picture page's picture grows into the space its text leaves."""

from __future__ import annotations

import pikepdf
import pytest
from PIL import Image

from app.book.geometry import page_geometry
from app.book.layout import PrintDocument, PrintOptions, PrintPage, font_sizes
from app.print.fitting import fit_story, grown_frame
from app.print.motifs import TINT_FILL, mix, page_colours
from app.print.painter import PAPER, render_page_image
from app.print.pdf import write_pdf
from app.print.textpage import BAND_SHARE, TEXT_STEP_PT

PALETTE = ("#5b8db8", "#e3a857", "#c96f53", "#7fa77a", "#f2e3c6")  # the watercolour preset's colours
STORY = "那年夏天，弄堂两边的竹竿上晒满了被子。外婆的那床是蓝底白花的，被角上有一块补丁。"
WASH_BLUE = "#2050c0"  # a strong blue "wash" attached to the page: it must not print


def _doc(image=None) -> PrintDocument:
    return PrintDocument(
        "晒被子",
        pages=[
            PrintPage("cover", "晒被子"),
            PrintPage("story-text", "晒被子的夏天", STORY, image, "illustration", 1),
            PrintPage("colophon", text="x"),
        ],
        palette=PALETTE,
    )


def _distance(colour, hex_value: str) -> int:
    value = hex_value.lstrip("#")
    rgb = [int(value[i : i + 2], 16) for i in (0, 2, 4)]
    return sum(abs(a - b) for a, b in zip((colour.red(), colour.green(), colour.blue()), rgb, strict=True))


@pytest.mark.parametrize("bleed", [False, True])
def test_a_page_without_a_picture_prints_a_pattern_in_the_palette_and_no_wash(tmp_path, bleed):
    doc = _doc(Image.new("RGB", (96, 64), WASH_BLUE))
    options = PrintOptions("a5", bleed=bleed)
    report = write_pdf(doc, tmp_path / "page.pdf", options)
    with pikepdf.open(tmp_path / "page.pdf") as pdf:  # the wash is not embedded: no image at all
        assert not [o for o in pdf.objects if isinstance(o, pikepdf.Stream) and o.get("/Subtype") == "/Image"]
    assert report.images == []
    page = render_page_image(doc, 1, options, dpi=60)
    geo = page_geometry("story-text", options, 1)
    px = lambda mm: round(mm / 25.4 * 60)  # noqa: E731
    band_y = geo.trim.y + geo.trim.h * BAND_SHARE * 0.5
    band = [page.pixelColor(px(geo.content.x + geo.content.w * k / 40), px(band_y)) for k in range(1, 40)]
    first, second = page_colours(PALETTE, 1)
    tints = [mix(first, TINT_FILL), mix(second, TINT_FILL)]
    near_tint = [c for c in band if min(_distance(c, t) for t in tints) < 30]
    assert len(near_tint) > len(band) // 4, [c.name() for c in band]  # the band is the palette's tints
    assert any(_distance(c, PAPER) > 30 for c in band)  # and not plain paper
    every = [page.pixelColor(x, y) for x in range(0, page.width(), 4) for y in range(0, page.height(), 4)]
    assert min(_distance(c, WASH_BLUE) for c in every) > 120  # the blue wash is nowhere on the page


def test_a_designed_page_sets_its_story_larger_than_a_picture_page(tmp_path):
    from PySide6.QtGui import QImage, QPainter

    from app.print.painter import begin_mm, paint_page

    options = PrintOptions("a4")
    image = QImage(10, 10, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        begin_mm(painter, 1.0)
        result = paint_page(painter, _doc(), 1, options, max_dpi=0.0)
    finally:
        painter.end()
    assert result.story_fit is not None and result.story_fit.fits
    assert result.story_fit.size_pt == font_sizes(True).body + TEXT_STEP_PT


def test_the_preview_of_a_page_without_a_picture_is_what_the_pdf_prints(tmp_path):
    """Issue 24 item 7, "preview equals print for an empty page": the app's preview (render_page_image) and
    PDFium's rendering of the written PDF agree pixel for pixel, but for anti-aliasing."""
    import pypdfium2

    doc, options, dpi = _doc(), PrintOptions("a5"), 40
    write_pdf(doc, tmp_path / "page.pdf", options)
    preview = render_page_image(doc, 1, options, dpi=dpi)
    pdf = pypdfium2.PdfDocument(str(tmp_path / "page.pdf"))
    try:
        printed = pdf[1].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        pdf.close()
    assert (
        abs(printed.width - preview.width()) <= 1 and abs(printed.height - preview.height()) <= 1
    )  # rounding
    size = (printed.width // 6, printed.height // 6)  # 6 px blocks: anti-aliasing of fine lines averages out
    from PIL.ImageQt import fromqimage

    a = fromqimage(preview).convert("RGB").resize(size, Image.Resampling.BOX)
    b = printed.resize(size, Image.Resampling.BOX)
    paper = tuple(int(PAPER[i : i + 2], 16) for i in (1, 3, 5))

    def inked(image: Image.Image) -> list[bool]:  # which blocks show something other than bare paper
        return [
            sum(abs(v - p) for v, p in zip(image.getpixel((i, j)), paper, strict=True)) > 12
            for j in range(size[1])
            for i in range(size[0])
        ]

    agree = sum(x == y for x, y in zip(inked(a), inked(b), strict=True)) / (size[0] * size[1])
    assert agree > 0.98, agree  # the same things in the same places (a panel in one alone: ~70 %)
    assert 0.15 < sum(inked(b)) / (size[0] * size[1]) < 0.6  # and there is a pattern, a title and text


def test_a_picture_grows_into_the_space_its_short_text_leaves():
    geo = page_geometry("story", PrintOptions("a4"), 1)
    fonts, frames = geo.fonts, geo.frames
    square = Image.new("RGB", (800, 800), "#808080")
    layout = fit_story(square, "一句话。", frames, fonts, 2.0)
    assert layout.image_frame.h > frames["image"].h * 1.2  # grown well past half the content area
    assert layout.fit.fits and layout.text_frame.bottom <= frames["text"].bottom + 1e-6
    long_story = "这是很长的故事。" * 60
    assert grown_frame(square, long_story, frames, fonts, 2.0) == frames["image"]  # no room: as before
    wide = Image.new("RGB", (1500, 500), "#808080")  # 3:1 is fitted whole: its frame does not grow
    assert grown_frame(wide, "一句话。", frames, fonts, 2.0) == frames["image"]
    photo = Image.new("RGB", (1200, 900), "#808080")  # 4:3 grows, to at most 1.25 × its height at full width
    grown = grown_frame(photo, "一句话。", frames, fonts, 2.0)
    assert frames["image"].h < grown.h <= frames["image"].w * 0.75 * 1.25 + 1e-6


def _render(path, index: int, dpi: float):
    import numpy as np
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        return np.asarray(pdf[index].render(scale=dpi / 72).to_pil().convert("RGB")).astype(int)
    finally:
        pdf.close()


@pytest.mark.parametrize("bleed", [False, True])
def test_the_pattern_is_written_once_per_book_and_prints_as_drawn_ring_by_ring(tmp_path, monkeypatch, bleed):
    """Issue 24 ("no waiting"): the designed pages' pattern is one Form XObject per band whose rings are
    shared forms, written once for the book (no path on the pages themselves), and it prints as the painter
    draws it ring by ring (the print-shop way, :mod:`app.print.forms` off): the same pixels but for
    anti-aliasing."""
    import app.print.pdf as pdf_module

    doc = _doc()
    doc.pages.insert(2, PrintPage("story-text", "第二天", STORY, None, "illustration", 2))
    options = PrintOptions("a5", bleed=bleed)
    write_pdf(doc, tmp_path / "forms.pdf", options)
    with pikepdf.open(tmp_path / "forms.pdf") as pdf:
        rings = []
        for index in (1, 2):
            page = pdf.pages[index]
            ops = [str(op) for _, op in pikepdf.parse_content_stream(page.obj)]
            assert ops.count("c") < 400  # the seal's rings and glyph (~100 curves); no ring of the pattern
            bands = [x for x in page.obj.Resources.XObject.values() if x.get("/Subtype") == "/Form"]
            assert len(bands) == 2  # the top band and the foot band
            rings.append({r.objgen for band in bands for r in band.Resources.XObject.values()})
        assert rings[0] == rings[1]  # the second page's colours, the first page's rings
    monkeypatch.setattr(pdf_module, "FormSpool", lambda: None)  # the painter draws the rings itself
    write_pdf(doc, tmp_path / "rings.pdf", options)
    with pikepdf.open(tmp_path / "rings.pdf") as pdf:  # drawn ring by ring, a page holds thousands of curves
        assert [str(op) for _, op in pikepdf.parse_content_stream(pdf.pages[1].obj)].count("c") > 1000
    for index in (1, 2):
        drawn, printed = (
            _render(tmp_path / "rings.pdf", index, 100),
            _render(tmp_path / "forms.pdf", index, 100),
        )
        assert drawn.shape == printed.shape
        assert abs(drawn - printed).max() <= 24, abs(drawn - printed).max()  # anti-aliasing: 14 at most seen
        assert (abs(drawn - printed).max(axis=2) > 8).mean() < 0.01
