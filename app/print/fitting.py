"""Fitting a story page before continuing it: a story that overflows its page by a few lines is fitted with
slightly tighter leading, then a slightly smaller picture, before :mod:`app.print.paginate` moves lines to a
continuation page (a page of two lines is a scrap page).

The limits (stated here, used everywhere): leading tightens by at most :data:`LEADING_SLACK` (1.55 → 1.35
times the size), the picture shrinks to no less than :data:`PICTURE_MIN_SCALE` of its frame, and only when
the text overflows by at most :data:`FIT_MAX_OVERFLOW` lines at the normal layout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.book.layout import Rect
from app.print.text import TextFit, fit_text

if TYPE_CHECKING:
    from PIL.Image import Image

LEADING_SLACK = 0.2
"""How much the line spacing (a multiple of the font size) may tighten to keep a story on its page."""
PICTURE_MIN_SCALE = 0.8
"""The smallest share of its frame's width and height a picture may shrink to for the same reason."""
FIT_MAX_OVERFLOW = 3
"""Only a story overflowing by at most this many lines is squeezed; a longer one continues on a new page."""

_TRIES = (
    (0.0, 1.0),
    (0.1, 1.0),
    (LEADING_SLACK, 1.0),
    (LEADING_SLACK, 0.9),
    (LEADING_SLACK, PICTURE_MIN_SCALE),
)


@dataclass(frozen=True)
class StoryLayout:
    """A story page's layout: the picture's ``image_frame`` (mm), the ``text_frame`` under what the picture
    covers, the text's ``fit``, and what was given up: ``tightened`` (line spacing less than normal) and
    ``picture_scale`` (1.0 = the full frame)."""

    image_frame: Rect
    text_frame: Rect
    fit: TextFit
    tightened: float = 0.0
    picture_scale: float = 1.0


def _scaled(frame: Rect, scale: float) -> Rect:
    """``frame`` scaled by ``scale`` about its top centre."""
    w, h = frame.w * scale, frame.h * scale
    return Rect(frame.x + (frame.w - w) / 2, frame.y, w, h)


GROW_CROP = 1.25
"""A picture grown into the page's free space may be cropped to fill a frame up to this much taller than the
picture is at the frame's width: just under the crop rule of every picture
(:data:`app.print.pictures.CROP_TOLERANCE`, 1.3), so the grown frame is still filled, and a wide photo loses
at most 20 % of its width at the sides."""


def picture_size(picture: Image | tuple[int, int] | None) -> tuple[int, int] | None:
    """``picture``'s (width, height) in px: a PIL image's size, a size as it is, or None."""
    if picture is None or isinstance(picture, tuple):
        return picture
    return picture.size


def grown_frame(
    picture: Image | tuple[int, int] | None, text: str, frames: dict[str, Rect], fonts, indent_em: float
) -> Rect:
    """``frames["image"]`` grown downwards into what the story text leaves of ``frames["text"]`` (issue 24:
    "picture pages use the page"): the text's height at ``fonts.body`` (lines × leading, one line spare) is
    kept free below the picture and the gap between them. A wide picture grows only to
    :data:`GROW_CROP` × its height at the frame's width, so it is never cropped more than a close shape is.
    Never smaller than ``frames["image"]``."""
    base, text_frame = frames["image"], frames["text"]
    fit = fit_text(
        text,
        text_frame.w,
        10_000.0,
        fonts.body,
        fonts.body,
        line_spacing=fonts.line_spacing,
        first_indent_em=indent_em,
    )
    needed = (len(fit.lines) + 1) * fit.line_height_mm if text.strip() else 0.0
    height = text_frame.bottom - base.y - (text_frame.y - base.bottom) - needed
    size = picture_size(picture)
    if size is not None and size[0] > 0:
        height = min(height, base.w * size[1] / size[0] * GROW_CROP)
    return Rect(base.x, base.y, base.w, max(base.h, height))


def fit_story(
    picture: Image | tuple[int, int] | None, text: str, frames: dict[str, Rect], fonts, indent_em: float
) -> StoryLayout:
    """Lay out a "story" page: the picture (a PIL image or its (width, height) in px; ``None``: an empty frame) at the top of ``frames["image"]``, the
    text below it in ``frames["text"]`` at ``fonts.body`` shrinking to ``fonts.body_min`` (see
    :func:`app.print.text.fit_text`). When it overflows by 1..:data:`FIT_MAX_OVERFLOW` lines, tighter leading
    and then a smaller picture are tried (module docstring); the first layout that fits is returned, else the
    normal one (its ``fit.overflow`` says how many lines must continue)."""
    from app.print.pictures import LAYOUT_ONLY, plan_picture

    gap = frames["text"].y - frames["image"].bottom
    size = picture_size(picture)
    grown = grown_frame(size, text, frames, fonts, indent_em)
    first = None
    for tighten, scale in _TRIES:
        image_frame = _scaled(grown, scale)
        shown = plan_picture(size, image_frame, LAYOUT_ONLY, top=True).target if size else image_frame
        top = shown.bottom + gap  # a wide picture fitted whole leaves room: the text moves up
        text_frame = Rect(frames["text"].x, top, frames["text"].w, frames["text"].bottom - top)
        fit = fit_text(
            text,
            text_frame.w,
            text_frame.h,
            fonts.body,
            fonts.body_min,
            line_spacing=fonts.line_spacing - tighten,
            first_indent_em=indent_em,
        )
        layout = StoryLayout(image_frame, text_frame, fit, tighten, scale)
        first = first or layout
        if fit.fits:
            return layout
        if first.fit.overflow > FIT_MAX_OVERFLOW:
            break
    assert first is not None  # _TRIES is never empty
    return first
