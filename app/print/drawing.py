"""Drawing primitives every page is made of, in millimetres on a ``QPainter`` (see
:func:`app.print.painter.begin_mm`): fitted text blocks, titles, the ornament, pictures and crop marks.
Colours are :mod:`app.print.palette`'s; text is broken and fitted by :mod:`app.print.text` and drawn glyph run by glyph run (:func:`app.print.glyphs.draw_line`), pictures placed by
:mod:`app.print.pictures`.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import TYPE_CHECKING, Protocol

from app.book.layout import (
    CROP_MARK_LENGTH_MM,
    CROP_MARK_OFFSET_MM,
    CROP_MARK_WIDTH_PT,
    MM_PER_PT,
    Rect,
)
from app.print.glyphs import draw_line
from app.print.images import active_spool
from app.print.palette import FRAME, MARK, current
from app.print.pictures import (
    CROP_TOLERANCE,
    LAYOUT_ONLY,
    PicturePlan,
    pil_to_qimage,
    plan_picture,
    render_picture,
)
from app.print.text import UNITS_PER_MM, TextFit, fit_text, line_advance, make_font
from words import Message

TEXT_PARTS = {
    "title": Message("print.part.title"),
    "subtitle": Message("print.part.subtitle"),
    "dedication": Message("print.part.dedication"),
    "colophon": Message("print.part.colophon"),
    "caption": Message("print.part.caption"),
    "story text": Message("print.part.story"),
}
"""The parts of a page a "does not fit" warning names (:func:`text_block`'s ``what``)."""


def not_printed(where: Message | str, what: str, fit: TextFit) -> Message:
    """The warning that ``fit`` (the ``what`` of the page ``where``) leaves lines out even at its smallest
    size: ``located`` around ``print.text_not_fit`` (``what``, ``size``, ``over``, ``lines``)."""
    part = TEXT_PARTS.get(what, what)
    cut = Message(
        "print.text_not_fit", what=part, size=f"{fit.size_pt:g}", over=fit.overflow, lines=len(fit.lines)
    )
    return Message("located", where=where, message=cut)


if TYPE_CHECKING:
    from PIL.Image import Image
    from PySide6.QtGui import QPainter


LAYING_OUT: ContextVar[bool] = ContextVar("laying_out", default=False)
"""True while :func:`app.print.painter.paint_page` lays a page out without drawing it (a dry run at
``LAYOUT_ONLY``): text is fitted and measured but no glyph is drawn (:func:`draw_fit`), as no one sees it."""


def qcolor(value: str):
    """``value`` (``#RRGGBB`` or ``#AARRGGBB``) as a ``QColor``."""
    from PySide6.QtGui import QColor

    return QColor(value)


def rectf(r: Rect):
    """``r`` (mm) as a ``QRectF`` in painter units."""
    from PySide6.QtCore import QRectF

    return QRectF(r.x, r.y, r.w, r.h)


def draw_fit(
    painter: QPainter,
    fit: TextFit,
    frame: Rect,
    *,
    bold: bool = False,
    color: str | None = None,
    align: str = "left",
    valign: str = "top",
) -> None:
    """Draw the lines of ``fit`` that fit into ``frame`` (mm) in ``color`` (default: the current palette's
    ink, :func:`app.print.palette.current`); lines past the frame are not drawn (the caller has reported
    them). Draws nothing while :data:`LAYING_OUT`."""
    from PySide6.QtGui import QFontMetricsF

    if LAYING_OUT.get():
        return

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
    painter.setPen(qcolor(color or current().ink))
    painter.setFont(font)
    painter.translate(frame.x, frame.y)
    painter.scale(1 / UNITS_PER_MM, 1 / UNITS_PER_MM)
    indents = fit.indents or [0.0] * len(fit.lines)
    for i, line in enumerate(lines):
        if not line:
            continue
        if align == "center":
            x = (frame.w * UNITS_PER_MM - line_advance(metrics, font, line)) / 2
        else:
            x = indents[i] * UNITS_PER_MM
        draw_line(painter, x, y0 + i * line_h + metrics.ascent(), line, font)
    painter.restore()


def text_block(
    painter: QPainter,
    text: str,
    frame: Rect,
    size: float,
    min_size: float,
    warnings: list[Message | str],
    where: Message | str,
    what: str,
    *,
    bold: bool = False,
    color: str | None = None,
    align: str = "left",
    valign: str = "top",
    line_spacing: float = 1.55,
    indent_em: float = 0.0,
    no_lone_word: bool = False,
    balance: bool = False,
) -> TextFit | None:
    """Fit ``text`` into ``frame`` (mm) at ``size`` pt, shrinking to ``min_size`` pt (:func:`fit_text`), and
    draw it; with ``balance`` (centred titles) a text of several lines is set in lines of even length
    (:func:`balanced`). When it still does not fit, a line naming ``where`` (the page) and ``what`` (title,
    dedication, …) is added to ``warnings`` and the lines past the frame are left out. Returns the fit, or
    None for empty text."""
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
    if balance:
        fit = balanced(text, fit, frame, bold=bold, line_spacing=line_spacing)
    if fit.overflow:
        warnings.append(not_printed(where, what, fit))
    draw_fit(painter, fit, frame, bold=bold, color=color, align=align, valign=valign)
    return fit


BALANCE_BREAKS = "：，、；—:,;"
"""Punctuation after which a balanced title prefers to break (a title's natural pause)."""


def balanced(text: str, fit: TextFit, frame: Rect, *, bold: bool, line_spacing: float) -> TextFit:
    """``fit`` (a centred title that takes two or more lines of ``frame``) set in lines of even length, as
    a designer sets a title (CSS Text 4 ``text-wrap: balance``): the narrowest width that still gives the
    same number of lines at the same size, found by bisection. A two-line title that reads well broken
    after a pause (:data:`BALANCE_BREAKS`: ``外婆的弄堂：`` / ``一九八三年的夏天``) is broken there instead,
    when each half fits the frame. Returns ``fit`` itself when it has one line or overflows."""
    from PySide6.QtGui import QFontMetricsF

    lines = [line for line in fit.lines if line]
    if len(lines) < 2 or fit.overflow or "\n" in text.strip():
        return fit

    def at(width: float) -> TextFit:
        return fit_text(text, width, frame.h, fit.size_pt, fit.size_pt, bold=bold, line_spacing=line_spacing)

    if len(lines) == 2:
        font = make_font(fit.size_pt, bold)
        metrics = QFontMetricsF(font)
        limit = frame.w * UNITS_PER_MM
        pauses = [i + 1 for i, ch in enumerate(text[:-1]) if ch in BALANCE_BREAKS]
        for cut in sorted(pauses, key=lambda i: abs(2 * i - len(text))):
            head, tail = text[:cut].rstrip(), text[cut:].strip()
            if max(line_advance(metrics, font, head), line_advance(metrics, font, tail)) <= limit:
                return TextFit([head, tail], fit.size_pt, fit.line_height_mm, [0.0, 0.0])
    low, high = frame.w / len(lines), frame.w
    for _ in range(10):
        middle = (low + high) / 2
        trial = at(middle)
        if len(trial.lines) == len(fit.lines) and not trial.overflow:
            high = middle
        else:
            low = middle
    return at(high)


def page_title(
    painter, text: str, frame: Rect, fonts, warnings: list, where: Message | str, line_spacing=1.55
):
    """A page's centred bold title in ``frame``, shrinking to no less than body size (a line added to
    ``warnings`` if it overflows)."""
    text_block(
        painter,
        text,
        frame,
        fonts.title,
        max(fonts.body_min, fonts.title * 0.7),
        warnings,
        where,
        "title",
        bold=True,
        balance=True,
        align="center",
        valign="center",
        line_spacing=line_spacing,
    )


def ornament(painter: QPainter, frame: Rect, width_mm: float = 36.0) -> None:
    """A short centred rule with a small diamond in the middle."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen, QPolygonF

    cx, cy = frame.x + frame.w / 2, frame.y + frame.h / 2
    accent = current().accent
    pen = QPen(qcolor(accent))
    pen.setWidthF(0.35)
    painter.save()
    painter.setPen(pen)
    painter.drawLine(QPointF(cx - width_mm / 2, cy), QPointF(cx - 3.0, cy))
    painter.drawLine(QPointF(cx + 3.0, cy), QPointF(cx + width_mm / 2, cy))
    painter.setBrush(qcolor(accent))
    d = 1.4
    painter.drawPolygon(
        QPolygonF([QPointF(cx, cy - d), QPointF(cx + d, cy), QPointF(cx, cy + d), QPointF(cx - d, cy)])
    )
    painter.restore()


def draw_image(
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
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPen

    plan = plan_picture(image.size, frame, max_dpi, None, tolerance, top)
    if max_dpi <= LAYOUT_ONLY:
        return plan
    spool = active_spool()  # writing a PDF: the spool embeds Pillow's JPEG in place of a stand-in
    qimage = spool.add(image, plan) if spool is not None else pil_to_qimage(render_picture(image, plan))
    painter.drawImage(rectf(plan.target), qimage)
    if border:
        pen = QPen(qcolor(FRAME))
        pen.setWidthF(0.3)
        painter.save()
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)  # not a transparent brush: that is live transparency in a PDF
        painter.drawRect(rectf(plan.target))
        painter.restore()
    return plan


class Trimmed(Protocol):
    """What :func:`crop_marks` reads of a page's geometry (:class:`app.book.geometry.PageGeometry`, or a cover's
    trim alone)."""

    @property
    def trim(self) -> Rect: ...


def crop_marks(painter: QPainter, geometry: Trimmed) -> None:
    """Crop marks at the four trim corners, in the slug: each starts :data:`CROP_MARK_OFFSET_MM` outside the
    trim edge (the bleed edge) and runs :data:`CROP_MARK_LENGTH_MM` outwards, on the trim lines."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen

    pen = QPen(qcolor(MARK))
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
