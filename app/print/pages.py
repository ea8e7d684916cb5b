"""Each kind of page of the book, drawn from its :class:`app.print.context.PageContext`: the cover, a story
page (picture above, text below), a designed page for a story without a picture (:mod:`app.print.textpage`),
the colophon, a notes page and the print-shop back cover. :data:`PAGE_KINDS` maps ``PrintPage.kind`` to its
function; :func:`app.print.painter.paint_page` calls it and adds what every page has (paper, page number, crop
marks). Frames come from :func:`app.book.layout.page_geometry`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.book.geometry import line_mm
from app.book.layout import MM_PER_PT, Rect
from app.print.context import PageContext
from app.print.drawing import draw_fit, ornament, page_title, qcolor, text_block
from app.print.fitting import StoryLayout, fit_story
from app.print.palette import FRAME, current
from app.print.pictures import COVER_CROP_TOLERANCE, LAYOUT_ONLY
from app.print.textpage import story_text


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
    subtitle: dict[str, Any] = dict(color=current().accent, align="center", valign="top", line_spacing=1.4)
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
    dedication: dict[str, Any] = dict(align="center", valign="center")
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


PICTURE_PAGE_CENTRE = 0.4
"""On a story page whose picture and story leave room under the text (a wide picture fitted whole, a short
story), that room is shared out: this share of it goes above the title, moving title, picture and text down together
(the rest stays under the text), so the page's weight sits a little above its middle, as on a designed page
(:data:`app.print.textpage.TEXT_PAGE_CENTRE`), instead of leaving its lower part empty."""
BALANCE_MIN_MM = 12.0
"""Room under the text (mm) below which a story page is left as laid out (a line or two of ragged foot)."""


def _balanced(frames: dict[str, Rect], layout: StoryLayout) -> tuple[Rect, Rect, Rect]:
    """The title, picture and text frames (mm) of a story page moved down by :data:`PICTURE_PAGE_CENTRE` of
    the room its fitted text leaves under it (:data:`BALANCE_MIN_MM` at least; never when lines overflow)."""
    fit, text = layout.fit, layout.text_frame
    used = len(fit.lines) * fit.line_height_mm
    room = text.h - used
    if fit.overflow or room < BALANCE_MIN_MM:
        return frames["title"], layout.image_frame, text
    dy = room * PICTURE_PAGE_CENTRE
    title, image = frames["title"], layout.image_frame
    return (
        Rect(title.x, title.y + dy, title.w, title.h),
        Rect(image.x, image.y + dy, image.w, image.h),
        Rect(text.x, text.y + dy, text.w, text.h - dy),
    )


def story(ctx: PageContext) -> None:
    """A story page: its title, the picture at the top of its frame, the text below what the picture covers
    (fitted by :func:`app.print.fitting.fit_story`), all three moved down together when a short story leaves
    room under the text (:func:`_balanced`)."""
    frames, fonts = ctx.geo.frames, ctx.geo.fonts
    drawn = ctx.max_dpi > LAYOUT_ONLY  # a dry run reads only the picture's size, never its pixels
    picture = ctx.page.picture() if drawn else None
    size = picture.size if picture is not None else (None if drawn else ctx.page.picture_size())
    caption = ctx.page.caption if fonts.large_print and size is not None else ""
    caption_h = line_mm(fonts.caption, 1.5) if caption else 0.0
    if caption:  # the text moves down by the caption's line, under what the picture covers
        text = frames["text"]
        frames = {**frames, "text": Rect(text.x, text.y + caption_h, text.w, text.h - caption_h)}
    layout = fit_story(size, ctx.page.text, frames, fonts, 2.0 if ctx.zh else 0.0)
    title_frame, image_frame, text_frame = _balanced(frames, layout)
    page_title(ctx.painter, ctx.page.title, title_frame, fonts, ctx.result.warnings, ctx.where, 1.25)
    shown = ctx.add_image(image_frame, top=True, picture=picture, size=size)
    if caption:
        where = Rect(shown.x, shown.bottom + 1.5, shown.w, caption_h)
        text_block(
            ctx.painter, caption, where, fonts.caption, fonts.caption, ctx.result.warnings, ctx.where,
            "caption", color=current().accent, align="center",
        )  # fmt: skip
    ctx.note_overflow(layout.fit)
    draw_fit(ctx.painter, layout.fit, text_frame)


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
    title: dict[str, Any] = dict(bold=True, align="center", valign="bottom", line_spacing=1.3, balance=True)
    text_block(
        painter, ctx.doc.title, frames["title"], fonts.cover_title, small, warnings, where, "title", **title
    )
    ornament(painter, frames["ornament"])
    line: dict[str, Any] = dict(align="center", color=current().accent)
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
    dated: dict[str, Any] = dict(align="center", valign="bottom")
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
