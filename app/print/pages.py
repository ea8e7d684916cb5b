"""Each kind of page of the book, drawn from its :class:`PageContext`: the cover, a story page (picture above,
text below), a text-led story page (a panel over a soft wash), the colophon, a notes page and the print-shop back cover.
:data:`PAGE_KINDS` maps ``PrintPage.kind`` to its function; :func:`app.print.painter.paint_page` calls it
and adds what every page has (paper, page number, crop marks). Frames come from
:func:`app.book.layout.page_geometry`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.book.geometry import PageGeometry, line_mm
from app.book.layout import MM_PER_PT, PrintDocument, PrintPage, Rect
from app.print.drawing import (
    background_wash,
    draw_fit,
    draw_image,
    ornament,
    page_title,
    qcolor,
    rectf,
    text_block,
)
from app.print.fitting import fit_story
from app.print.palette import FRAME, PANEL, current
from app.print.pictures import COVER_CROP_TOLERANCE, CROP_TOLERANCE
from app.print.text import TextFit, fit_text

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter

TEXT_PAGE_CENTRE = 0.45
"""A text-led page centres its title, ornament and text panel at this height of the content area (0–1, from
the top): a little above the middle, where the eye expects a page's weight."""


@dataclass
class PageResult:
    """What drawing a page found: ``warnings`` (one line each, naming the page) and ``images``
    as ``(label, effective_dpi)`` pairs."""

    warnings: list[str] = field(default_factory=list)
    images: list[tuple[str, float]] = field(default_factory=list)
    story_fit: TextFit | None = None
    """How the story text was fitted on a "story"/"story-text" page (used to continue long stories)."""


@dataclass
class PageContext:
    """What drawing one page needs: the ``painter`` (mm units), the ``doc`` and its ``page``, the page's
    ``geo``\\ metry, the ``result`` being filled, ``where`` (the page's name in reports) and ``max_dpi``
    (pictures are downscaled to it for their frame)."""

    painter: QPainter
    doc: PrintDocument
    page: PrintPage
    geo: PageGeometry
    result: PageResult
    where: str
    max_dpi: float

    @property
    def zh(self) -> bool:
        """Whether the book is in Chinese (paragraphs indented by two characters)."""
        return self.doc.language == "zh"

    def add_image(
        self, frame: Rect, *, border=True, tolerance=CROP_TOLERANCE, top=False, picture=None
    ) -> Rect:
        """Draw the page's picture (``picture`` if already loaded) into ``frame`` (mm), noting its effective
        DPI in the result; an empty panel when the page has none. Returns what it covers (mm)."""
        image = picture if picture is not None else self.page.picture()
        if image is None:
            self.painter.fillRect(rectf(frame), qcolor(PANEL))
            return frame
        plan = draw_image(
            self.painter, image, frame, self.max_dpi, border=border, tolerance=tolerance, top=top
        )
        self.result.images.append((self.page.image_label or self.where, round(plan.effective_dpi, 1)))
        return plan.target

    def note_overflow(self, fit: TextFit) -> None:
        """Record ``fit`` as the page's story text and warn when lines of it are not printed."""
        self.result.story_fit = fit
        if fit.overflow:
            self.result.warnings.append(
                f"{self.where}: the story text does not fit its frame even at {fit.size_pt:g} pt; "
                f"{fit.overflow} of {len(fit.lines)} lines are not printed — shorten it or choose a larger "
                "page size"
            )


def cover(ctx: PageContext) -> None:
    """The cover: the picture filling its band, the title, subtitle, ornament and dedication."""
    frames, fonts, doc, warnings = ctx.geo.frames, ctx.geo.fonts, ctx.doc, ctx.result.warnings
    ctx.add_image(frames["image"], border=not ctx.geo.has_bleed, tolerance=COVER_CROP_TOLERANCE)
    title_min = max(fonts.body_min, fonts.cover_title * 0.6)
    title_frame = frames["title"]
    if doc.subtitle.strip():  # air between a (two-line) title and the subtitle: half the subtitle's size
        gap = fonts.subtitle * MM_PER_PT * 0.5
        title_frame = Rect(title_frame.x, title_frame.y, title_frame.w, title_frame.h - gap)
    text_block(
        ctx.painter,
        ctx.page.title or doc.title,
        title_frame,
        fonts.cover_title,
        title_min,
        warnings,
        ctx.where,
        "title",
        bold=True,
        align="center",
        valign="bottom",
        line_spacing=1.3,
        balance=True,
    )
    subtitle = dict(color=current().accent, align="center", valign="top", line_spacing=1.4)
    text_block(
        ctx.painter,
        doc.subtitle,
        frames["subtitle"],
        fonts.subtitle,
        fonts.body_min,
        warnings,
        ctx.where,
        "subtitle",
        **subtitle,
    )
    ornament(ctx.painter, frames["ornament"])
    dedication = dict(align="center", valign="center")
    text_block(
        ctx.painter,
        doc.dedication,
        frames["dedication"],
        fonts.body_min,
        fonts.body_min,
        warnings,
        ctx.where,
        "dedication",
        **dedication,
    )


def story(ctx: PageContext) -> None:
    """A story page: its title, the picture at the top of its frame, the text below what the picture covers
    (fitted by :func:`app.print.fitting.fit_story`)."""
    frames, fonts = ctx.geo.frames, ctx.geo.fonts
    page_title(ctx.painter, ctx.page.title, frames["title"], fonts, ctx.result.warnings, ctx.where, 1.25)
    picture = ctx.page.picture()
    caption = ctx.page.caption if fonts.large_print and picture is not None else ""
    caption_h = line_mm(fonts.caption, 1.5) if caption else 0.0
    if caption:  # the text moves down by the caption's line, under what the picture covers
        text = frames["text"]
        frames = {**frames, "text": Rect(text.x, text.y + caption_h, text.w, text.h - caption_h)}
    layout = fit_story(picture, ctx.page.text, frames, fonts, 2.0 if ctx.zh else 0.0)
    shown = ctx.add_image(layout.image_frame, top=True, picture=picture)
    if caption:
        where = Rect(shown.x, shown.bottom + 1.5, shown.w, caption_h)
        text_block(
            ctx.painter, caption, where, fonts.caption, fonts.caption, ctx.result.warnings, ctx.where,
            "caption", color=current().accent, align="center",
        )  # fmt: skip
    ctx.note_overflow(layout.fit)
    draw_fit(ctx.painter, layout.fit, layout.text_frame)


def story_text(ctx: PageContext) -> None:
    """A text-led story page: the text fitted first, then title + ornament + a panel hugging the text,
    centred together at :data:`TEXT_PAGE_CENTRE`, over the page's picture as a soft wash (if any)."""
    frames, fonts, geo, painter = ctx.geo.frames, ctx.geo.fonts, ctx.geo, ctx.painter
    text_frame = frames["text"]
    fit = fit_text(
        ctx.page.text,
        text_frame.w,
        text_frame.h,
        fonts.body + 2.0,
        fonts.body_min,
        line_spacing=fonts.line_spacing + 0.1,
        first_indent_em=2.0 if ctx.zh else 0.0,
        continued=ctx.page.continued,
    )
    ctx.note_overflow(fit)
    text_h = max(1, len(fit.lines) - fit.overflow) * fit.line_height_mm
    pad = 8.0
    top = frames["title"].y
    block_h = (text_frame.y - top) + text_h + pad
    wanted = geo.content.y + geo.content.h * TEXT_PAGE_CENTRE - block_h / 2
    new_top = min(max(wanted, geo.content.y), max(geo.content.y, geo.content.bottom - block_h))
    dy = new_top - top
    text_box = Rect(text_frame.x, text_frame.y + dy, text_frame.w, text_h)
    from PySide6.QtCore import Qt

    wash = ctx.page.picture()
    if wash is not None:
        background_wash(painter, wash, frames["art"], ctx.max_dpi)
    painter.save()
    painter.setPen(
        Qt.PenStyle.NoPen
    )  # no invisible stroke: a transparent pen is live transparency in the PDF
    painter.setBrush(qcolor(PANEL))
    painter.drawRoundedRect(rectf(text_box.inset(-pad, -pad, -pad, -pad * 0.6)), 4.0, 4.0)
    painter.restore()
    title = frames["title"]
    page_title(
        painter, ctx.page.title, Rect(title.x, title.y + dy, title.w, title.h), fonts, ctx.result.warnings,
        ctx.where, 1.25,
    )  # fmt: skip
    mark = frames["ornament"]
    ornament(painter, Rect(mark.x, mark.y + dy, mark.w, mark.h))
    draw_fit(painter, fit, Rect(text_box.x, text_box.y, text_box.w, text_frame.h))


def colophon(ctx: PageContext) -> None:
    """The colophon: how this book was made, centred, no lone word on its last line."""
    frames, fonts = ctx.geo.frames, ctx.geo.fonts
    title = ctx.page.title or ("这本书是怎么做的" if ctx.zh else "How this book was made")
    page_title(ctx.painter, title, frames["title"], fonts, ctx.result.warnings, ctx.where)
    ornament(ctx.painter, frames["ornament"])
    text_block(
        ctx.painter,
        ctx.page.text or "\n".join(ctx.doc.colophon),
        frames["text"],
        fonts.colophon,
        fonts.body_min if fonts.colophon >= fonts.body_min else fonts.colophon,
        ctx.result.warnings,
        ctx.where,
        "colophon",
        align="center",
        line_spacing=1.5,
        no_lone_word=True,
    )


def back_cover(ctx: PageContext) -> None:
    """The back cover of a print-shop book: the title, one line of the dedication (``page.title``), the date
    line (``page.text``), centred."""
    painter, frames, fonts, warnings, where = (
        ctx.painter,
        ctx.geo.frames,
        ctx.geo.fonts,
        ctx.result.warnings,
        ctx.where,
    )
    small = fonts.body_min
    title = dict(bold=True, align="center", valign="bottom", line_spacing=1.3, balance=True)
    text_block(
        painter, ctx.doc.title, frames["title"], fonts.cover_title, small, warnings, where, "title", **title
    )
    ornament(painter, frames["ornament"])
    line = dict(align="center", color=current().accent)
    text_block(
        painter,
        ctx.page.title,
        frames["dedication"],
        fonts.body,
        small,
        warnings,
        where,
        "dedication",
        **line,
    )
    dated = dict(align="center", valign="bottom")
    small_colophon = min(small, fonts.colophon)
    text_block(
        painter,
        ctx.page.text,
        frames["text"],
        fonts.colophon,
        small_colophon,
        warnings,
        where,
        "colophon",
        **dated,
    )


NOTES_TITLE = {"zh": "写下您的回忆", "en": "Your memories"}
"""The heading of a notes page (a page that pads a print-shop book to a multiple of 4)."""

NOTES_LINE_MM = 11.0
"""The distance between the ruled lines of a notes page: room for handwriting at about 5 mm x-height."""


def notes(ctx: PageContext) -> None:
    """A notes page: the heading :data:`NOTES_TITLE`, the ornament, and ruled lines in the accent colour
    every :data:`NOTES_LINE_MM` over the rest of the content area (issue 27: padding a family would not
    notice, instead of empty pages)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen

    frames, fonts = ctx.geo.frames, ctx.geo.fonts
    title = ctx.page.title or NOTES_TITLE["zh" if ctx.zh else "en"]
    page_title(ctx.painter, title, frames["title"], fonts, ctx.result.warnings, ctx.where)
    ornament(ctx.painter, frames["ornament"])
    box = frames["lines"]
    pen = QPen(qcolor(FRAME))
    pen.setWidthF(0.25)
    ctx.painter.save()
    ctx.painter.setPen(pen)
    y = box.y + NOTES_LINE_MM
    while y <= box.bottom - NOTES_LINE_MM * 0.5:
        ctx.painter.drawLine(QPointF(box.x, y), QPointF(box.x + box.w, y))
        y += NOTES_LINE_MM
    ctx.painter.restore()


def photo(ctx: PageContext) -> None:
    """A photo page (padding): one of the book's unused photos, whole and centred in the content area, with
    the thin frame story pictures have."""
    ctx.add_image(ctx.geo.frames["image"], tolerance=0.0)


PAGE_KINDS: dict[str, Callable[[PageContext], None]] = {
    "cover": cover,
    "story": story,
    "story-text": story_text,
    "colophon": colophon,
    "back-cover": back_cover,
    "notes": notes,
    "photo": photo,
    "blank": lambda ctx: None,
}
"""``PrintPage.kind`` → the function that draws that kind of page."""
