"""Draw one page of the book with a ``QPainter``: the same code feeds the PDF and the on-screen preview.

:func:`paint_page` draws in millimetres: the caller maps 1 painter unit to 1 mm with the origin at the top-left
of the MediaBox (:func:`begin_mm` does this for any paint device at a given DPI). Geometry comes from
:func:`app.book.layout.page_geometry`; text is broken and fitted by :mod:`app.print.text`.

The look: warm paper-coloured pages, dark brown ink, titles in the Bold weight, generous margins, pictures
fitted without distortion (:mod:`app.print.pictures`: cropped to fill their frame when the shapes are close,
otherwise fitted whole), page numbers on story pages, and crop marks in the slug when bleed is on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.book.layout import (
    CROP_MARK_LENGTH_MM,
    CROP_MARK_OFFSET_MM,
    CROP_MARK_WIDTH_PT,
    MM_PER_PT,
    PageGeometry,
    PrintDocument,
    PrintOptions,
    Rect,
    page_geometry,
)
from app.print.fitting import fit_story
from app.print.glyphs import draw_line
from app.print.images import active_spool
from app.print.pictures import (
    COVER_CROP_TOLERANCE,
    CROP_TOLERANCE,
    LAYOUT_ONLY,
    MAX_DPI,
    PAPER,
    PicturePlan,
    pil_to_qimage,
    plan_picture,
    render_picture,
)
from app.print.text import UNITS_PER_MM, TextFit, fit_text, make_font

if TYPE_CHECKING:
    from PIL.Image import Image
    from PySide6.QtGui import QImage, QPainter

INK = "#3A2E26"
"""Text colour: a dark warm brown (softer than pure black, still high contrast: about 13:1 on PAPER)."""
ACCENT = "#A86F45"
"""Ornaments, page numbers, subtitles: a muted terracotta."""
PANEL = "#F3E7D3"
"""The soft panel behind text-led pages and empty picture frames."""
MARK = "#000000"
"""Crop marks: black."""


@dataclass
class PageResult:
    """What drawing a page found: ``warnings`` (one line each, naming the page) and ``images``
    as ``(label, effective_dpi)`` pairs."""

    warnings: list[str] = field(default_factory=list)
    images: list[tuple[str, float]] = field(default_factory=list)
    story_fit: TextFit | None = None
    """How the story text was fitted on a "story"/"story-text" page (used to continue long stories)."""


def page_name(doc: PrintDocument, index: int) -> str:
    """How reports name page ``index``: ``cover``, ``page 3 “阿花”``, ``colophon``, ``back cover``."""
    page = doc.pages[index]
    if page.kind == "cover":
        return "cover"
    if page.kind in ("colophon", "back-cover", "blank"):
        return {"back-cover": "back cover", "blank": "blank page"}.get(page.kind, page.kind)
    number = page.number if page.number is not None else index
    return f"page {number} “{page.title}”" if page.title else f"page {number}"


def begin_mm(painter: QPainter, dpi: float) -> None:
    """Map the painter so 1 unit = 1 mm, for a device of ``dpi`` pixels per inch."""
    painter.resetTransform()
    painter.scale(dpi / 25.4, dpi / 25.4)


def _qcolor(value: str):
    from PySide6.QtGui import QColor

    return QColor(value)


def _rectf(r: Rect):
    from PySide6.QtCore import QRectF

    return QRectF(r.x, r.y, r.w, r.h)


def _draw_fit(
    painter: QPainter,
    fit: TextFit,
    frame: Rect,
    *,
    bold: bool = False,
    color: str = INK,
    align: str = "left",
    valign: str = "top",
) -> None:
    """Draw the lines of ``fit`` that fit into ``frame`` (mm); lines past the frame are not drawn (the
    caller has reported them)."""
    from PySide6.QtGui import QFontMetricsF

    font = make_font(fit.size_pt, bold)
    metrics = QFontMetricsF(font)
    lines = fit.lines[: len(fit.lines) - fit.overflow]
    line_h = fit.line_height_mm * UNITS_PER_MM
    glyph_h = metrics.ascent() + metrics.descent()
    used = max(0.0, (len(lines) - 1) * line_h + glyph_h)
    y0 = 0.0
    if valign == "center":
        y0 = max(0.0, (frame.h * UNITS_PER_MM - used) / 2)
    elif valign == "bottom":
        y0 = max(0.0, frame.h * UNITS_PER_MM - used)
    painter.save()
    painter.setPen(_qcolor(color))
    painter.setFont(font)
    painter.translate(frame.x, frame.y)
    painter.scale(1 / UNITS_PER_MM, 1 / UNITS_PER_MM)
    indents = fit.indents or [0.0] * len(fit.lines)
    for i, line in enumerate(lines):
        if not line:
            continue
        if align == "center":
            x = (frame.w * UNITS_PER_MM - metrics.horizontalAdvance(line)) / 2
        else:
            x = indents[i] * UNITS_PER_MM
        draw_line(painter, x, y0 + i * line_h + metrics.ascent(), line, font)
    painter.restore()


def _text_block(
    painter: QPainter,
    text: str,
    frame: Rect,
    size: float,
    min_size: float,
    warnings: list[str],
    where: str,
    what: str,
    *,
    bold: bool = False,
    color: str = INK,
    align: str = "left",
    valign: str = "top",
    line_spacing: float = 1.55,
    indent_em: float = 0.0,
    no_lone_word: bool = False,
) -> TextFit | None:
    if not text.strip():
        return None
    fit = fit_text(
        text,
        frame.w,
        frame.h,
        size,
        min_size,
        bold=bold,
        line_spacing=line_spacing,
        first_indent_em=indent_em,
        no_lone_word=no_lone_word,
    )
    if fit.overflow:
        warnings.append(
            f"{where}: the {what} does not fit its frame even at {fit.size_pt:g} pt; "
            f"{fit.overflow} of {len(fit.lines)} lines are not printed — shorten it or choose a larger page size"
        )
    _draw_fit(painter, fit, frame, bold=bold, color=color, align=align, valign=valign)
    return fit


def _page_title(painter, text: str, frame: Rect, fonts, result: PageResult, where: str, line_spacing=1.55):
    """A page's centred bold title in ``frame``, shrinking to no less than body size (warned if it overflows)."""
    _text_block(
        painter,
        text,
        frame,
        fonts.title,
        max(fonts.body_min, fonts.title * 0.7),
        result.warnings,
        where,
        "title",
        bold=True,
        align="center",
        valign="center",
        line_spacing=line_spacing,
    )


def _ornament(painter: QPainter, frame: Rect, width_mm: float = 36.0) -> None:
    """A short centred rule with a small diamond in the middle."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen, QPolygonF

    cx, cy = frame.x + frame.w / 2, frame.y + frame.h / 2
    pen = QPen(_qcolor(ACCENT))
    pen.setWidthF(0.35)
    painter.save()
    painter.setPen(pen)
    painter.drawLine(QPointF(cx - width_mm / 2, cy), QPointF(cx - 3.0, cy))
    painter.drawLine(QPointF(cx + 3.0, cy), QPointF(cx + width_mm / 2, cy))
    painter.setBrush(_qcolor(ACCENT))
    d = 1.4
    painter.drawPolygon(
        QPolygonF([QPointF(cx, cy - d), QPointF(cx + d, cy), QPointF(cx, cy + d), QPointF(cx - d, cy)])
    )
    painter.restore()


def _draw_image(
    painter: QPainter,
    image: Image,
    frame: Rect,
    max_dpi: float,
    *,
    tolerance: float = CROP_TOLERANCE,
    border: bool = True,
    top: bool = False,
) -> PicturePlan:
    """Draw ``image`` into ``frame`` (mm) as :func:`app.print.pictures.plan_picture` places it; returns the
    plan. While a PDF is written the pixels are prepared and encoded by the image spool's worker threads."""
    from PySide6.QtGui import QPen

    plan = plan_picture(image.size, frame, max_dpi, None, tolerance, top)
    if max_dpi <= LAYOUT_ONLY:
        return plan
    spool = active_spool()  # writing a PDF: the spool embeds Pillow's JPEG in place of a stand-in
    qimage = spool.add(image, plan) if spool is not None else pil_to_qimage(render_picture(image, plan))
    painter.drawImage(_rectf(plan.target), qimage)
    if border:
        pen = QPen(_qcolor("#D9C6A8"))
        pen.setWidthF(0.3)
        painter.save()
        painter.setPen(pen)
        painter.setBrush(_qcolor("#00000000"))
        painter.drawRect(_rectf(plan.target))
        painter.restore()
    return plan


WASH_PAPER_SHARE = 0.3
"""How much paper colour is mixed into a text-led page's background picture (0–1), so it stays a light wash
under the title and the text panel."""


def _background_wash(painter: QPainter, image: Image, frame: Rect, max_dpi: float) -> None:
    """Draw ``image`` (the sketch engine's wash for a page without a photo) over the whole of ``frame`` (the
    art area, bleed included), cropped to fill and lightened with :data:`WASH_PAPER_SHARE` of :data:`PAPER`.
    Not reported as a picture: a wash is meant to be soft, so no resolution warning applies."""
    from PIL import Image as PILImage

    if max_dpi <= LAYOUT_ONLY:
        return
    rgb = image.convert("RGB")
    wash = PILImage.blend(rgb, PILImage.new("RGB", rgb.size, PAPER), WASH_PAPER_SHARE)
    _draw_image(painter, wash, frame, max_dpi, tolerance=float("inf"), border=False)


def _crop_marks(painter: QPainter, geometry: PageGeometry) -> None:
    """Crop marks at the four trim corners, in the slug: each starts :data:`CROP_MARK_OFFSET_MM` outside the
    trim edge (the bleed edge) and runs :data:`CROP_MARK_LENGTH_MM` outwards, on the trim lines."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen

    pen = QPen(_qcolor(MARK))
    pen.setWidthF(CROP_MARK_WIDTH_PT * MM_PER_PT)
    painter.save()
    painter.setPen(pen)
    t = geometry.trim
    a, b = CROP_MARK_OFFSET_MM, CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM
    for x, sx in ((t.x, -1), (t.right, 1)):
        for y, sy in ((t.y, -1), (t.bottom, 1)):
            painter.drawLine(QPointF(x + sx * a, y), QPointF(x + sx * b, y))  # horizontal, on the trim line
            painter.drawLine(QPointF(x, y + sy * a), QPointF(x, y + sy * b))  # vertical
    painter.restore()


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

    Returns a :class:`PageResult` with the images' effective DPI and warnings (text that does not fit).
    Raises IndexError for a bad index.
    """
    page = doc.pages[index]
    geo = geometry or page_geometry(page.kind, options, index)
    fonts = geo.fonts
    result = PageResult()
    where = page_name(doc, index)
    zh = doc.language == "zh"
    frames = geo.frames

    painter.save()
    painter.fillRect(_rectf(frames["art"]), _qcolor(PAPER))

    def add_image(
        frame: Rect,
        *,
        border: bool = True,
        tolerance: float = CROP_TOLERANCE,
        top: bool = False,
        picture=None,
    ) -> Rect:
        """Draw the page's picture (``picture`` if already loaded) into ``frame``; return what it covers (mm)."""
        image = picture if picture is not None else page.picture()
        if image is None:
            painter.fillRect(_rectf(frame), _qcolor(PANEL))
            return frame
        placed = _draw_image(painter, image, frame, max_dpi, border=border, tolerance=tolerance, top=top)
        label = page.image_label or where
        result.images.append((label, round(placed.effective_dpi, 1)))
        return placed.target

    if page.kind == "cover":
        add_image(frames["image"], border=not geo.has_bleed, tolerance=COVER_CROP_TOLERANCE)
        title = page.title or doc.title
        _text_block(
            painter,
            title,
            frames["title"],
            fonts.cover_title,
            max(fonts.body_min, fonts.cover_title * 0.6),
            result.warnings,
            where,
            "title",
            bold=True,
            align="center",
            valign="bottom",
            line_spacing=1.3,
        )
        _text_block(
            painter,
            doc.subtitle,
            frames["subtitle"],
            fonts.subtitle,
            fonts.body_min,
            result.warnings,
            where,
            "subtitle",
            color=ACCENT,
            align="center",
            valign="top",
            line_spacing=1.4,
        )
        _ornament(painter, frames["ornament"])
        _text_block(
            painter,
            doc.dedication,
            frames["dedication"],
            fonts.body_min,
            fonts.body_min,
            result.warnings,
            where,
            "dedication",
            align="center",
            valign="center",
        )
    elif page.kind == "story":
        _page_title(painter, page.title, frames["title"], fonts, result, where, line_spacing=1.25)
        picture = page.picture()
        layout = fit_story(picture, page.text, frames, fonts, 2.0 if zh else 0.0)
        add_image(layout.image_frame, top=True, picture=picture)
        result.story_fit = fit = layout.fit
        if fit.overflow:
            result.warnings.append(
                f"{where}: the story text does not fit its frame even at {fit.size_pt:g} pt; {fit.overflow} of "
                f"{len(fit.lines)} lines are not printed — shorten it or choose a larger page size"
            )
        _draw_fit(painter, fit, layout.text_frame)
    elif page.kind == "story-text":
        # Fit the text first, then centre title + ornament + a panel hugging the text on the page.
        text_frame = frames["text"]
        fit = fit_text(
            page.text,
            text_frame.w,
            text_frame.h,
            fonts.body + 2.0,
            fonts.body_min,
            line_spacing=fonts.line_spacing + 0.1,
            first_indent_em=2.0 if zh else 0.0,
        )
        result.story_fit = fit
        if fit.overflow:
            result.warnings.append(
                f"{where}: the story text does not fit its frame even at {fit.size_pt:g} pt; {fit.overflow} of "
                f"{len(fit.lines)} lines are not printed — shorten it or choose a larger page size"
            )
        shown = len(fit.lines) - fit.overflow
        text_h = max(1, shown) * fit.line_height_mm
        pad = 8.0
        top = frames["title"].y
        block_h = (text_frame.y - top) + text_h + pad
        wanted = geo.content.y + geo.content.h * 0.45 - block_h / 2  # block centred at 45 % of the page
        new_top = min(max(wanted, geo.content.y), max(geo.content.y, geo.content.bottom - block_h))
        dy = new_top - top
        shift = lambda r: Rect(r.x, r.y + dy, r.w, r.h)  # noqa: E731
        text_box = Rect(text_frame.x, text_frame.y + dy, text_frame.w, text_h)
        wash = page.picture()
        if wash is not None:
            _background_wash(painter, wash, frames["art"], max_dpi)
        painter.save()
        painter.setPen(_qcolor("#00000000"))
        painter.setBrush(_qcolor(PANEL))
        painter.drawRoundedRect(_rectf(text_box.inset(-pad, -pad, -pad, -pad * 0.6)), 4.0, 4.0)
        painter.restore()
        _page_title(painter, page.title, shift(frames["title"]), fonts, result, where, line_spacing=1.25)
        _ornament(painter, shift(frames["ornament"]))
        _draw_fit(painter, fit, Rect(text_box.x, text_box.y, text_box.w, text_frame.h))
    elif page.kind == "back-cover":
        _back_cover(painter, doc, page, frames, fonts, result.warnings, where)
    elif page.kind == "blank":
        pass
    else:  # colophon
        title = page.title or ("这本书是怎么做的" if zh else "How this book was made")
        _page_title(painter, title, frames["title"], fonts, result, where)
        _ornament(painter, frames["ornament"])
        text = page.text or "\n".join(doc.colophon)
        _text_block(
            painter,
            text,
            frames["text"],
            fonts.colophon,
            fonts.body_min if fonts.colophon >= fonts.body_min else fonts.colophon,
            result.warnings,
            where,
            "colophon",
            align="center",
            line_spacing=1.5,
            no_lone_word=True,
        )

    if page.number is not None and page.kind in ("story", "story-text"):
        fit = fit_text(
            str(page.number),
            frames["page_number"].w,
            frames["page_number"].h * 2,
            fonts.page_number,
            fonts.page_number,
        )
        _draw_fit(painter, fit, frames["page_number"], color=ACCENT, align="center", valign="center")
    if geo.has_bleed:
        _crop_marks(painter, geo)
    painter.restore()
    return result


def _back_cover(painter, doc: PrintDocument, page, frames, fonts, warnings: list[str], where: str) -> None:
    """The back cover of a print-shop book: the title, one line of the dedication (``page.title``), the date
    line (``page.text``), centred."""
    title = dict(bold=True, align="center", valign="bottom", line_spacing=1.3)
    small = fonts.body_min
    _text_block(
        painter, doc.title, frames["title"], fonts.cover_title, small, warnings, where, "title", **title
    )
    _ornament(painter, frames["ornament"])
    _text_block(
        painter,
        page.title,
        frames["dedication"],
        fonts.body,
        small,
        warnings,
        where,
        "dedication",
        align="center",
        color=ACCENT,
    )
    _text_block(
        painter,
        page.text,
        frames["text"],
        fonts.colophon,
        min(small, fonts.colophon),
        warnings,
        where,
        "colophon",
        align="center",
        valign="bottom",
    )


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
