"""Draw one page of the book with a ``QPainter``: the same code feeds the PDF and the on-screen preview.

:func:`paint_page` draws in millimetres: the caller maps 1 painter unit to 1 mm with the origin at the top-left
of the MediaBox (:func:`begin_mm` does this for any paint device at a given DPI). Geometry comes from
:func:`app.book.layout.page_geometry`; text is broken and fitted by :mod:`app.print.text`.

The look: warm paper-coloured pages, dark brown ink, titles in the Bold weight, generous margins, pictures
fitted without distortion (:mod:`app.print.pictures`: cropped to fill their frame when the shapes are close,
otherwise fitted whole), page numbers on story pages, and crop marks in the slug when bleed is on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.book.geometry import PageGeometry, page_geometry
from app.book.layout import PrintDocument, PrintOptions
from app.print.context import PageContext, PageResult
from app.print.drawing import LAYING_OUT, crop_marks, draw_fit, qcolor, rectf
from app.print.pages import PAGE_KINDS, colophon
from app.print.palette import INK, PAPER, current, palette_for, using
from app.print.pictures import LAYOUT_ONLY, MAX_DPI
from app.print.text import fit_text
from app.print.voice_codes import draw_voice_code
from words import Message

if TYPE_CHECKING:
    from PySide6.QtGui import QImage, QPainter


PAGE_NAMES = {
    "cover": Message("where.cover"),
    "colophon": Message("where.colophon"),
    "back-cover": Message("where.back_cover"),
    "blank": Message("print.where.blank"),
    "notes": Message("print.where.notes"),
    "photo": Message("print.where.photo"),
}
"""How reports name the pages that are no story page, by kind."""

PICTURE_LABELS = {
    "cover": Message("print.picture.cover"),
    "illustration": Message("print.picture.illustration"),
}
"""How a warning names a picture without a photo's file name (:attr:`app.book.layout.PrintPage.image_label`)."""


def page_name(doc: PrintDocument, index: int) -> Message:
    """How reports name page ``index``: ``cover``, ``page 3 “阿花”``, ``colophon``, ``back cover`` (a place,
    :class:`words.Message`)."""
    page = doc.pages[index]
    if page.kind in PAGE_NAMES:
        return PAGE_NAMES[page.kind]
    number = page.number if page.number is not None else index
    if page.title:
        return Message("where.page_titled", number=number, title=page.title)
    return Message("where.page", number=number)


def begin_mm(painter: QPainter, dpi: float) -> None:
    """Map the painter so 1 unit = 1 mm, for a device of ``dpi`` pixels per inch."""
    painter.resetTransform()
    painter.scale(dpi / 25.4, dpi / 25.4)


def paint_page(
    painter: QPainter,
    doc: PrintDocument,
    index: int,
    options: PrintOptions,
    geometry: PageGeometry | None = None,
    *,
    max_dpi: float = MAX_DPI,
) -> PageResult:
    """Draw page ``index`` of ``doc`` with ``painter``, whose units must be millimetres with the origin at
    the top-left of the MediaBox (see :func:`begin_mm`). ``geometry`` defaults to
    ``page_geometry(kind, options, index)``. Images are downscaled to ``max_dpi`` for their frame.

    The paper, then the page's own content (:data:`app.print.pages.PAGE_KINDS`; an unknown kind draws as the
    colophon), the page number on story pages and crop marks when the geometry has them. Returns a
    :class:`PageResult` with the images' effective DPI and warnings (text that does not fit). Raises
    IndexError for a bad index.
    """
    page = doc.pages[index]
    geo = geometry or page_geometry(page.kind, options, index)
    result = PageResult()
    token = LAYING_OUT.set(max_dpi <= LAYOUT_ONLY)  # a dry run measures, draws no glyph
    try:
        with using(palette_for(geo.fonts.large_print)):  # large print: the high-contrast colours
            _paint(painter, doc, index, geo, result, max_dpi)
    finally:
        LAYING_OUT.reset(token)
    return result


def _paint(painter: QPainter, doc: PrintDocument, index: int, geo: PageGeometry, result, max_dpi: float):
    """:func:`paint_page`'s drawing: the paper, the page's kind, its number, voice code and crop marks (the
    last three not in a dry run)."""
    page, frames = doc.pages[index], geo.frames
    painter.save()
    painter.fillRect(rectf(frames["art"]), qcolor(PAPER))
    ctx = PageContext(painter, doc, page, geo, result, page_name(doc, index), max_dpi)
    PAGE_KINDS.get(page.kind, colophon)(ctx)
    if page.number is not None and page.kind in ("story", "story-text"):
        size = geo.fonts.page_number
        frame = frames["page_number"]
        fit = fit_text(str(page.number), frame.w, frame.h * 2, size, size)
        draw_fit(painter, fit, frame, color=current().accent, align="center", valign="center")
    if not LAYING_OUT.get():
        draw_voice_code(painter, page.voice_url, frames)
        if geo.has_crop_marks:
            crop_marks(painter, geo)
    painter.restore()


def render_page_image(doc: PrintDocument, index: int, options: PrintOptions, dpi: float = 96.0) -> QImage:
    """Page ``index`` rendered for the screen: a ``QImage`` (``Format_RGB32``) of the whole MediaBox at
    ``dpi`` pixels per inch (an A4 page at 96 DPI is 794 × 1123 px). The slug is white, as on paper.
    Pictures are downscaled to ``dpi`` first, so previews stay fast."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    from app.print.fonts import register_fonts

    register_fonts()
    geo = page_geometry(doc.pages[index].kind, options, index)
    width = max(1, round(geo.media.w / 25.4 * dpi))
    height = max(1, round(geo.media.h / 25.4 * dpi))
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        begin_mm(painter, dpi)
        paint_page(painter, doc, index, options, geo, max_dpi=max(dpi, 1.0))
    finally:
        painter.end()
    return image


__all__ = [
    "INK",
    "PAPER",
    "PageResult",
    "begin_mm",
    "page_name",
    "paint_page",
    "render_page_image",
]
