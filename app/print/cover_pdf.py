"""Write the cover wrap as one PDF page (``book-cover.pdf``): back cover, spine and front cover (and a
hardcover's case wrap), sized by :func:`app.print.wrap.cover_wrap` for the interior's page count.

The paper colour runs over the whole file (bleed and wrap included); the front panel is drawn as the book's
cover page and the back panel as its back-cover page (:mod:`app.print.pages`), each inside the service's
cover safety margin, the back cover's date line lifted above the barcode area, which stays clear. The spine
carries the title only where :class:`app.print.wrap.CoverWrap` allows it, at no less than the service's
smallest type (7 pt): a Chinese title set vertically, one upright character under the other (top to
bottom, as Chinese spines read); any other title rotated to read from top to bottom (the spine convention
of English-language books, ISO 6357 "descending"). The TrimBox is back + spine + front; the BleedBox the
whole file. A CMYK service gets the same PDF/X pass as the interior (:func:`app.print.pdfx.make_print_shop`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from app.book.geometry import line_mm, page_geometry
from app.book.layout import (
    CROP_MARK_LENGTH_MM,
    CROP_MARK_OFFSET_MM,
    CROP_MARK_WIDTH_PT,
    MM_PER_PT,
    PrintDocument,
    PrintOptions,
    Rect,
)
from app.print.drawing import crop_marks, draw_fit, qcolor, rectf
from app.print.glyphs import GlyphLog, recording
from app.print.images import ImageSpool, spooling
from app.print.padding import back_cover_page
from app.print.painter import begin_mm, paint_page
from app.print.palette import MARK, PAPER, current, palette_for, using
from app.print.pictures import MAX_DPI
from app.print.services import Preset
from app.print.text import fit_text
from app.print.wrap import CoverWrap, cover_wrap
from words import Message

SPINE_MAX_PT = 16.0
"""The largest spine type, in pt."""


@dataclass
class CoverReport:
    """What writing the cover did: the ``path``, its ``wrap`` geometry, the spine type size (0 without spine
    text), warnings (one line each) and the pictures' ``(label, effective dpi)``."""

    path: Path
    wrap: CoverWrap
    spine_pt: float = 0.0
    warnings: list[Message | str] = field(default_factory=list)
    images: list[tuple[Message | str, float]] = field(default_factory=list)


def is_cjk(text: str) -> bool:
    """Whether ``text`` holds a CJK ideograph (a title to set vertically on the spine)."""
    return any("\u3400" <= ch <= "\u9fff" or "\U00020000" <= ch <= "\U0003134f" for ch in text)


def panel_options(preset: Preset, large_print: bool) -> PrintOptions:
    """Options that lay out one cover panel: the service's trim, no bleed (the wrap has its own), margins at
    least the cover safety margin."""
    return PrintOptions(
        trim=preset.trim,
        trim_mm=preset.trim_mm,
        large_print=large_print,
        safety_mm=preset.service.cover_safety_mm,
    )


def _panel(painter, doc: PrintDocument, index: int, options: PrintOptions, at: Rect, lift_to=None):
    """Draw page ``index`` of ``doc`` into the panel ``at`` (its trim); ``lift_to`` (mm from the panel's top):
    the back cover's date line ends above it. Returns the page's result."""
    geo = page_geometry(doc.pages[index].kind, options, 0)
    if lift_to is not None and "text" in geo.frames:
        dated = geo.frames["text"]
        frames = {
            **geo.frames,
            "text": Rect(dated.x, min(dated.y, lift_to - dated.h - 3.0), dated.w, dated.h),
        }
        geo = replace(geo, frames=frames)
    painter.save()
    painter.translate(at.x, at.y)
    result = paint_page(painter, doc, index, options, geo, max_dpi=MAX_DPI)
    painter.restore()
    return result


def spine_size_pt(title: str, band: Rect, vertical: bool) -> float:
    """The spine type size in pt: as large as the band's width allows (70 %) up to :data:`SPINE_MAX_PT`,
    smaller when a vertical title's characters (1.1 em each) would not fit the band's height."""
    size = min(SPINE_MAX_PT, band.w * 0.7 / MM_PER_PT)
    if vertical and title:
        size = min(size, band.h / (len(title) * 1.1) / MM_PER_PT)
    return size


def draw_spine(painter, title: str, wrap: CoverWrap, min_pt: float) -> float:
    """Set ``title`` on the spine (see the module docstring); returns the size used in pt, 0 when the spine
    carries no text (not allowed, or the title would be smaller than ``min_pt``)."""
    band = wrap.spine_safe
    vertical = is_cjk(title)
    size = spine_size_pt(title, band, vertical)
    if not (wrap.spine_text and title and size >= min_pt):
        return 0.0
    if vertical:
        step = size * 1.1 * MM_PER_PT
        top = band.y + (band.h - step * len(title)) / 2
        for i, ch in enumerate(title):
            cell = Rect(band.x, top + i * step, band.w, step)
            draw_fit(
                painter,
                fit_text(ch, cell.w, cell.h * 2, size, size),
                cell,
                color=current().ink,
                align="center",
            )
        return size
    fit = fit_text(title, band.h, band.w * 2, size, min_pt, bold=True)
    if fit.overflow or len(fit.lines) > 1:
        return 0.0
    painter.save()
    painter.translate(band.x + band.w, band.y)  # top-right corner; x along the spine, downwards
    painter.rotate(90.0)
    height = line_mm(fit.size_pt, 1.2)
    draw_fit(painter, fit, Rect(0.0, (band.w - height) / 2, band.h, height), bold=True, align="center")
    painter.restore()
    return fit.size_pt


def _draw_wrap(
    painter, doc: PrintDocument, preset: Preset, wrap: CoverWrap, large_print: bool, report
) -> None:
    """Paper over the whole file, the back panel, the front panel, the spine."""
    painter.fillRect(rectf(wrap.media), qcolor(PAPER))
    options = panel_options(preset, large_print)
    panels = PrintDocument(
        title=doc.title,
        subtitle=doc.subtitle,
        dedication=doc.dedication,
        language=doc.language,
        pages=[doc.pages[0], back_cover_page(doc)],
        colophon=doc.colophon,
    )
    lift = wrap.barcode.y - wrap.back.y
    for index, at, lift_to in ((1, wrap.back, lift), (0, wrap.front, None)):
        result = _panel(painter, panels, index, options, at, lift_to)
        report.warnings += [
            Message("located", where=Message("print.where.cover_wrap"), message=w) for w in result.warnings
        ]
        report.images += result.images
    with using(palette_for(large_print)):
        report.spine_pt = draw_spine(painter, doc.title, wrap, preset.service.min_font_pt)
    if wrap.slug_mm:
        cover_marks(painter, wrap)


@dataclass(frozen=True)
class _Trimmed:
    trim: Rect  # what :func:`app.print.drawing.crop_marks` reads of a page's geometry


def cover_marks(painter, wrap: CoverWrap) -> None:
    """In the slug: crop marks at the four corners of the wrap's trim (as on the interior's pages) and a fold
    mark above and below each spine fold (:meth:`CoverWrap.fold_lines_x`), on the fold line, starting
    :data:`CROP_MARK_OFFSET_MM` outside the trim (at the bleed's edge) and :data:`CROP_MARK_LENGTH_MM` long."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen

    crop_marks(painter, _Trimmed(wrap.trim))

    pen = QPen(qcolor(MARK))
    pen.setWidthF(CROP_MARK_WIDTH_PT * MM_PER_PT)
    painter.save()
    painter.setPen(pen)
    top, bottom = wrap.trim.y, wrap.trim.bottom
    a, b = CROP_MARK_OFFSET_MM, CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM
    for x in wrap.fold_lines_x():
        painter.drawLine(QPointF(x, top - a), QPointF(x, top - b))
        painter.drawLine(QPointF(x, bottom + a), QPointF(x, bottom + b))
    painter.restore()


def write_cover(doc: PrintDocument, path: Path, preset: Preset, pages: int, large_print: bool) -> CoverReport:
    """Write the cover of ``doc`` (its ``pages[0]`` is the front cover) for an interior of ``pages`` pages at
    ``path`` (atomically, as :func:`app.print.pdf.write_pdf` writes). Raises BookError when the folder is
    missing or not writable, or (CMYK) the shipped profile is missing."""
    from PySide6.QtGui import QPainter

    from app.book.errors import BookError
    from app.book.fileio import temp_prefix
    from app.print.fonts import register_fonts
    from app.print.pdf import CREATOR, PDF_RESOLUTION, TempOutputs, check_target, finish_file, open_writer
    from app.print.pdfx import make_print_shop, picture_transform, require_profile

    target, folder = check_target(path)
    register_fonts()
    options = preset.print_options(large_print)
    if options.print_shop:
        require_profile()
    wrap = cover_wrap(preset, pages)
    report = CoverReport(path=target, wrap=wrap)
    tmp = TempOutputs(target, folder)
    spool = ImageSpool(
        folder,
        transform=picture_transform(options.ink_limit) if options.print_shop else None,
        prefix=temp_prefix(target),
    )
    try:
        glyphs = GlyphLog()
        writer, shift_mm = open_writer(str(tmp.raw), wrap.page_mm, doc.title)
        painter = QPainter()
        if not painter.begin(writer):
            raise BookError(Message("print.qt_cannot_open", target=target, folder=folder))
        try:
            begin_mm(painter, PDF_RESOLUTION)
            painter.translate(wrap.slug_mm, wrap.slug_mm - shift_mm)  # the art's top-left, inside the slug
            with recording(glyphs), spooling(spool):
                _draw_wrap(painter, doc, preset, wrap, large_print, report)
        finally:
            if not painter.end():
                raise BookError(Message("print.qt_cannot_finish", target=target))
        report.warnings += finish_file(
            tmp.raw, tmp.final, doc.title, lambda _: wrap.boxes_pt(), glyphs, spool
        )
        if options.print_shop:
            report.warnings += make_print_shop(
                tmp.final, tmp.raw, doc.title, CREATOR, options.pdfx, options.ink_limit
            )
            tmp.raw.replace(tmp.final)
            tmp.files.remove(tmp.raw)
        tmp.publish()
    finally:
        spool.close()
        tmp.close()
    return report
