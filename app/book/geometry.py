"""Where everything goes on a page of the printed book, in millimetres (origin top-left of the MediaBox, y down;
see :mod:`app.book.layout` for the units, trim sizes, margins and type scale). Qt-free.

:func:`page_geometry` gives one page's boxes (media ⊇ bleed ⊇ trim ⊇ content) and its frames: each page kind
has its own frame builder in :data:`FRAME_BUILDERS`. :func:`media_size_mm` is the size of every page of a
file under given options.

Bleed: on every side by default; with ``PrintOptions.inner_bleed`` off only at the top, the bottom and the
outside edge (the binding edge has none), which is how KDP sizes an interior with bleed ("trim + 0.125 in
wide, + 0.25 in high", KDP Help "Set trim size, bleed, and margins"). Crop marks (and the slug that holds
them) only with ``PrintOptions.crop_marks``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.book.layout import (
    MM_PER_PT,
    PAGE_KINDS,
    PT_PER_MM,
    FontSizes,
    PrintOptions,
    Rect,
    font_sizes,
)


@dataclass(frozen=True)
class PageGeometry:
    """Where everything goes on one page, in mm (origin top-left of the MediaBox).

    ``frames`` maps frame names to rectangles. Names used: ``image`` (the picture's maximum area),
    ``art`` (background art area: bleed box when bleed is on, else trim), ``title``, ``subtitle``,
    ``dedication``, ``text``, ``page_number``, ``ornament``, ``lines`` (a notes page's ruled area).
    ``has_crop_marks``: whether the slug carries crop marks.
    """

    kind: str
    media: Rect
    bleed: Rect
    trim: Rect
    content: Rect
    frames: dict[str, Rect]
    fonts: FontSizes
    has_bleed: bool
    recto: bool
    has_crop_marks: bool = True

    @property
    def media_size_pt(self) -> tuple[float, float]:
        return (self.media.w * PT_PER_MM, self.media.h * PT_PER_MM)

    def trim_box_pt(self) -> list[float]:
        """The TrimBox as a PDF box in points."""
        return self.trim.to_pdf_box(self.media.h)

    def bleed_box_pt(self) -> list[float]:
        """The BleedBox as a PDF box in points (equals the TrimBox without bleed)."""
        return self.bleed.to_pdf_box(self.media.h)


def media_size_mm(options: PrintOptions) -> tuple[float, float]:
    """MediaBox width, height in mm: the trim, plus bleed and slug on each side that has them."""
    w, h = options.trim_size_mm
    if not options.bleed:
        return (w, h)
    edge = options.bleed_mm + options.slug_mm
    sides = 2 if options.inner_bleed else 1
    return (w + sides * edge, h + 2 * edge)


def line_mm(size_pt: float, spacing: float = 1.0) -> float:
    """The height in mm of a line of ``size_pt`` type at ``spacing`` × its size."""
    return size_pt * spacing * MM_PER_PT


def _boxes(options: PrintOptions, recto: bool) -> tuple[Rect, Rect, Rect]:
    """(media, bleed, trim) of a page; with ``inner_bleed`` off, the binding edge (left on a recto) has
    neither bleed nor slug."""
    tw, th = options.trim_size_mm
    mw, mh = media_size_mm(options)
    media = Rect(0.0, 0.0, mw, mh)
    if not options.bleed:
        return media, Rect(0.0, 0.0, tw, th), Rect(0.0, 0.0, tw, th)
    off, b = options.bleed_mm + options.slug_mm, options.bleed_mm
    if options.inner_bleed:
        trim = Rect(off, off, tw, th)
        return media, trim.grow(b), trim
    x = 0.0 if recto else off
    trim = Rect(x, off, tw, th)
    bleed = Rect(x if recto else x - b, off - b, tw + b, th + 2 * b)
    return media, bleed, trim


def _cover(f: dict[str, Rect], trim: Rect, bleed: Rect, content: Rect, fonts: FontSizes, bled: bool) -> None:
    # The picture fills the top of the page: to the bleed edge when bleed is on, otherwise inside the
    # margins (a desktop printer cannot print to the paper edge).
    band_bottom = trim.y + trim.h * 0.58
    if bled:
        f["image"] = Rect(bleed.x, bleed.y, bleed.w, band_bottom - bleed.y)
    else:
        f["image"] = Rect(content.x, content.y, content.w, band_bottom - content.y)
    # Below the picture: title, subtitle, a small ornament, and the dedication at the foot.
    top = band_bottom + trim.h * 0.04
    region = Rect(content.x, top, content.w, content.bottom - top)
    f["title"] = Rect(region.x, region.y, region.w, region.h * 0.40)
    f["subtitle"] = Rect(region.x, f["title"].bottom, region.w, region.h * 0.22)
    f["ornament"] = Rect(region.x, f["subtitle"].bottom, region.w, region.h * 0.06)
    ded_h = region.h * 0.28
    f["dedication"] = Rect(region.x, region.bottom - ded_h, region.w, ded_h)


def _story(f: dict[str, Rect], content: Rect, fonts: FontSizes) -> None:
    title_h = line_mm(fonts.title, 1.4)
    f["title"] = Rect(content.x, content.y, content.w, title_h)
    img_y = content.y + title_h + 5.0
    img_h = content.h * 0.5
    f["image"] = Rect(content.x, img_y, content.w, img_h)
    text_y = img_y + img_h + 7.0
    f["text"] = Rect(content.x, text_y, content.w, content.bottom - text_y)


def _heading(f: dict[str, Rect], content: Rect, fonts: FontSizes, down: float) -> float:
    """A title ``down`` (a share of the content's height) from the content's top with the ornament under
    it; returns where the title ends (mm)."""
    title_y = content.y + content.h * down
    title_h = line_mm(fonts.title, 1.4)
    f["title"] = Rect(content.x, title_y, content.w, title_h)
    f["ornament"] = Rect(content.x, title_y + title_h + 3.0, content.w, 4.0)
    return title_y + title_h


def _story_text(f: dict[str, Rect], content: Rect, fonts: FontSizes) -> None:
    text_y = _heading(f, content, fonts, 0.12) + 14.0
    inset = content.w * 0.06
    f["text"] = Rect(content.x + inset, text_y, content.w - 2 * inset, content.bottom - text_y)


def _back_cover(f: dict[str, Rect], content: Rect, fonts: FontSizes) -> None:
    top = content.y + content.h * 0.30
    title_h = line_mm(fonts.cover_title, 1.3) * 2
    f["title"] = Rect(content.x, top, content.w, title_h)
    f["ornament"] = Rect(content.x, top + title_h + 4.0, content.w, 4.0)
    f["dedication"] = Rect(content.x, top + title_h + 14.0, content.w, line_mm(fonts.body, 1.5) * 3)
    dated_h = line_mm(fonts.colophon, 1.5) * 2
    f["text"] = Rect(content.x, content.bottom - dated_h, content.w, dated_h)


def _notes(f: dict[str, Rect], content: Rect, fonts: FontSizes) -> None:
    lines_y = _heading(f, content, fonts, 0.08) + 16.0
    f["lines"] = Rect(content.x, lines_y, content.w, content.bottom - lines_y)


def _photo(f: dict[str, Rect], content: Rect, fonts: FontSizes) -> None:
    inset = content.h * 0.06  # a little air above and below: a photo page, not a poster
    f["image"] = content.inset(0.0, inset, 0.0, inset)


def _colophon(f: dict[str, Rect], content: Rect, fonts: FontSizes) -> None:
    top = content.y + content.h * 0.45
    inset = content.w * 0.08
    title_h = line_mm(fonts.title, 1.4)
    f["title"] = Rect(content.x + inset, top, content.w - 2 * inset, title_h)
    f["ornament"] = Rect(content.x + inset, top + title_h + 2.0, content.w - 2 * inset, 4.0)
    text_y = top + title_h + 10.0
    f["text"] = Rect(content.x + inset, text_y, content.w - 2 * inset, content.bottom - text_y)


FRAME_BUILDERS: dict[str, Callable[[dict[str, Rect], Rect, FontSizes], None]] = {
    "story": _story,
    "story-text": _story_text,
    "back-cover": _back_cover,
    "notes": _notes,
    "photo": _photo,
    "blank": lambda f, content, fonts: None,
    "colophon": _colophon,
}
"""Page kind → the function adding that kind's frames (the cover's, which also needs trim and bleed, is
:func:`_cover`)."""


def page_geometry(kind: str, options: PrintOptions, index: int = 0) -> PageGeometry:
    """The geometry of page ``index`` (0-based, the cover is 0) of kind ``kind`` under ``options``.

    Even indices are recto (right-hand) pages, whose binding edge is on the left; odd ones are verso.
    Raises ValueError for an unknown kind or trim.
    """
    if kind not in PAGE_KINDS:
        raise ValueError(f"unknown page kind {kind!r}; expected one of {', '.join(PAGE_KINDS)}")
    recto = index % 2 == 0
    media, bleed, trim = _boxes(options, recto)
    m = options.margins()
    left, right = (m.inner, m.outer) if recto else (m.outer, m.inner)
    content = trim.inset(left, m.top, right, m.bottom)
    fonts = font_sizes(options.large_print)
    frames: dict[str, Rect] = {"art": bleed}
    frames["page_number"] = Rect(
        content.x, trim.bottom - m.bottom * 0.75, content.w, line_mm(fonts.page_number, 1.4)
    )
    if options.safety_mm:  # the page number inside the service's safety margin (IngramSpark counts it)
        number = frames["page_number"]
        limit = trim.bottom - options.safety_mm - number.h
        frames["page_number"] = Rect(number.x, min(number.y, limit), number.w, number.h)
    if kind == "cover":
        _cover(frames, trim, bleed, content, fonts, options.bleed)
    else:
        FRAME_BUILDERS[kind](frames, content, fonts)
    return PageGeometry(
        kind=kind,
        media=media,
        bleed=bleed,
        trim=trim,
        content=content,
        frames=frames,
        fonts=fonts,
        has_bleed=options.bleed,
        recto=recto,
        has_crop_marks=options.bleed and options.crop_marks,
    )
