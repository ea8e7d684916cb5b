"""The designed page: a story page without a picture (issue 24: "a page without a picture is a designed
page", never a fog-coloured wash).

Top down: a band of the seigaiha pattern in the book's palette (:mod:`app.print.motifs`) — to the bleed
when bleed is on, else inside the margins with rounded corners, as a desktop printer cannot print to the
paper's edge — a round seal holding the title's first character where the band ends, the title set as a
heading (:data:`HEADING_SCALE` × the title size), the ornament, and the story at :data:`TEXT_STEP_PT` above
the body size; title, ornament and story are centred together in the space under the seal at
:data:`TEXT_PAGE_CENTRE`. A thin band of the same pattern closes the page at its foot. A continuation page
(no title: the rest of a long story) gets the thin bands only, its text from the top.

The picture a sketch engine made for such a page (its wash) is not printed. Decoration is skipped in a
layout-only dry run (``max_dpi`` ≤ :data:`app.print.pictures.LAYOUT_ONLY`): it moves no text. What the PDF
prints is what the app's preview shows: both draw this function (:func:`app.print.painter.paint_page`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.book.layout import MM_PER_PT, Rect
from app.print.drawing import draw_fit, ornament, text_block
from app.print.motifs import page_colours, seal, seal_colour, seigaiha
from app.print.pictures import LAYOUT_ONLY
from app.print.text import fit_text

if TYPE_CHECKING:
    from app.print.context import PageContext

TEXT_PAGE_CENTRE = 0.38
"""Title, ornament and story are centred together at this height (0–1, from the top) of the space between
the seal and the foot of the content area: a little above the middle, where the eye expects a page's weight."""
HEADING_SCALE = 1.2
"""The designed page's title is set this many times the story page's title size (a heading, 31 pt in large
print)."""
TEXT_STEP_PT = 3.0
"""The designed page's story is this many points above the body size (21 pt in large print, 17 pt normal),
still shrinking to the body's minimum when it is long."""
BAND_SHARE = 0.22
"""The pattern band ends this share of the trim height below the trim's top edge."""
FOOT_BAND_MM = 7.0
"""Height of the thin pattern band at the top of a continuation page, from the trim edge inwards."""
WAVE_SHARE = 0.05
"""The pattern's circles are this share of the trim width across half (10.5 mm on A4, 7.4 mm on A5)."""
FOOT_WAVE = 0.6
"""The foot band's arcs are this share of the top band's (one row of small arcs under the page number)."""


def _bands(ctx: PageContext, titled: bool, wave: float) -> tuple[Rect, Rect, float, float]:
    """The top and foot pattern bands (mm), their corner rounding and the foot band's arc radius (mm): to
    the bleed with bleed on, the foot band one row of arcs of radius ``wave`` standing on the trim edge;
    without bleed inside the margins, the foot band between the content area and the page number."""
    geo = ctx.geo
    trim, art, content = geo.trim, geo.frames["art"], geo.content
    top_bottom = trim.y + (trim.h * BAND_SHARE if titled else FOOT_BAND_MM)
    if geo.has_bleed:
        top = Rect(art.x, art.y, art.w, top_bottom - art.y)
        return top, Rect(art.x, trim.bottom - wave, art.w, wave), 0.0, wave
    top = Rect(content.x, trim.y + 6.0, content.w, top_bottom - trim.y - 6.0)
    wave = max(1.0, min(wave, geo.frames["page_number"].y - content.bottom - 1.5))
    return top, Rect(content.x, content.bottom + 0.5, content.w, wave), 1.5, wave


def story_text(ctx: PageContext) -> None:
    """Draw a designed story page from ``ctx`` (module docstring): the story fitted first (recorded for
    pagination by ``ctx.note_overflow``), then the title block centred with it under the seal."""
    geo, fonts, page, painter = ctx.geo, ctx.geo.fonts, ctx.page, ctx.painter
    content = geo.content
    titled = bool(page.title.strip())
    wave = geo.trim.w * WAVE_SHARE
    top_band, foot_band, rounded, foot_wave = _bands(ctx, titled, wave * FOOT_WAVE)
    radius = geo.trim.w * 0.045
    inset = content.w * 0.06
    heading = fonts.title * HEADING_SCALE
    title_h = heading * MM_PER_PT * 1.3 * (2 if titled else 0)
    above_text = title_h + (16.0 if titled else 0.0)  # the title, then the ornament with air on both sides
    space_top = top_band.bottom + radius + 5.0 if titled else top_band.bottom + 8.0
    space_top = max(space_top, content.y)
    space_bottom = min(content.bottom, foot_band.y - 4.0)
    text_w, text_h = content.w - 2 * inset, space_bottom - space_top - above_text
    size = fonts.body + (TEXT_STEP_PT if titled else 2.0)
    size = min(size, page.size_pt) if page.size_pt else size  # a continuation: the size the story began at
    fit = fit_text(
        page.text,
        text_w,
        text_h,
        size,
        fonts.body_min,
        line_spacing=fonts.line_spacing + 0.1,
        first_indent_em=2.0 if ctx.zh else 0.0,
        continued=page.continued,
    )
    ctx.note_overflow(fit)
    shown = max(1, len(fit.lines) - fit.overflow) * fit.line_height_mm
    block = above_text + shown
    wanted = space_top + (space_bottom - space_top) * TEXT_PAGE_CENTRE - block / 2
    top = min(max(wanted, space_top), max(space_top, space_bottom - block)) if titled else space_top
    if ctx.max_dpi > LAYOUT_ONLY:
        colours = page_colours(ctx.doc.palette, page.number)
        seigaiha(painter, top_band, colours, wave, rounded)
        seigaiha(painter, foot_band, colours, foot_wave, rounded)
        if titled:
            glyph = next((ch for ch in page.title if ch.isalnum()), "")
            seal(painter, (content.x + content.w / 2, top_band.bottom), radius, glyph, seal_colour(colours))
    if titled:
        frame = Rect(content.x, top, content.w, title_h)
        text_block(
            painter, page.title, frame, heading, max(fonts.body_min, fonts.title * 0.8), ctx.result.warnings,
            ctx.where, "title", bold=True, align="center", valign="bottom", line_spacing=1.3, balance=True,
        )  # fmt: skip
        ornament(painter, Rect(content.x, frame.bottom + 4.0, content.w, 4.0), width_mm=44.0)
    draw_fit(painter, fit, Rect(content.x + inset, top + above_text, text_w, text_h))
