"""Page geometry of the printed book, in millimetres (and points), plus the print input values. Qt-free.

Coordinates: the origin is the top-left corner of the PDF page (the MediaBox), x grows right, y grows down,
all lengths in millimetres; :meth:`Rect.to_pdf_box` converts to a PDF box in points (origin bottom-left).
1 pt = 25.4 / 72 mm (the PostScript / PDF point, ISO 32000-1 §8.3.2.3).

Page anatomy when bleed is on (outside in): slug (holds the crop marks) → bleed (3 mm of background art that
is trimmed away) → trim (the finished page) → margins → frames. Without bleed, MediaBox = TrimBox = the
finished page. Trim sizes: ISO 216 A4 (210 × 297 mm) and A5 (148 × 210 mm), and a 210 mm square.
The 3 mm bleed is the common commercial-printing value (e.g. ISO 12647 print workflows, most print shops).

Page kinds: ``cover`` (title, subtitle, dedication, cover picture), ``story`` (title, illustration, text,
page number), ``story-text`` (a text-led page without picture), ``colophon`` (how the book was made); in a
print-shop book also ``notes`` (a page added to make the page count a multiple of 4: a heading and ruled
lines for the family's own memories), ``blank`` (an empty page) and ``back-cover`` (title, a line of the
dedication, the date).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:  # PIL is only needed by whoever fills PrintPage.image
    from PIL.Image import Image

MM_PER_PT = 25.4 / 72.0
"""Millimetres per PDF point (1 pt = 1/72 inch)."""

PT_PER_MM = 72.0 / 25.4

TRIM_SIZES_MM: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "a5": (148.0, 210.0),
    "square": (210.0, 210.0),
}
"""Finished page (trim) width × height in mm: ISO 216 A4, A5, and a 210 mm square."""

BLEED_MM = 3.0
"""Bleed beyond the trim on every side, in mm, when bleed is on."""

SLUG_MM = 10.0
"""Area outside the bleed that carries the crop marks, in mm (marks run from 3 mm to 9 mm outside trim)."""

CROP_MARK_OFFSET_MM = 3.0
"""Gap between the trim corner and the start of a crop mark, in mm: equal to the bleed, so a mark never
enters the bleed area that may carry art."""

CROP_MARK_LENGTH_MM = 6.0
"""Length of each crop mark, in mm (ends 1 mm inside the slug edge)."""

CROP_MARK_WIDTH_PT = 0.25
"""Stroke width of crop marks in points (hairline-ish, the usual 0.25 pt)."""

PageKind = Literal["cover", "story", "story-text", "colophon", "notes", "blank", "back-cover"]
PAGE_KINDS: tuple[str, ...] = ("cover", "story", "story-text", "colophon", "notes", "blank", "back-cover")


@dataclass(frozen=True)
class Margins:
    """Page margins in mm from the trim edge. ``inner`` is the binding (spine) side."""

    top: float
    bottom: float
    inner: float
    outer: float


MARGINS_MM: dict[str, Margins] = {
    "a4": Margins(top=20.0, bottom=24.0, inner=24.0, outer=18.0),
    "a5": Margins(top=15.0, bottom=19.0, inner=19.0, outer=14.0),
    "square": Margins(top=18.0, bottom=22.0, inner=24.0, outer=18.0),
}
"""Margins per trim size: the inner (binding) margin is 6 mm wider than the outer so text stays clear of
the spine when the book is stapled or perfect-bound; the bottom margin holds the page number."""


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in mm, origin top-left of the MediaBox, y down."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def inset(self, left: float, top: float, right: float, bottom: float) -> Rect:
        """A smaller rectangle, each side moved inwards by the given mm (negative values grow it)."""
        return Rect(self.x + left, self.y + top, self.w - left - right, self.h - top - bottom)

    def grow(self, d: float) -> Rect:
        """This rectangle grown by ``d`` mm on every side."""
        return self.inset(-d, -d, -d, -d)

    def to_pt(self) -> tuple[float, float, float, float]:
        """(x, y, w, h) in points, same origin and direction as the mm rectangle."""
        return (self.x * PT_PER_MM, self.y * PT_PER_MM, self.w * PT_PER_MM, self.h * PT_PER_MM)

    def to_pdf_box(self, media_height_mm: float) -> list[float]:
        """``[llx, lly, urx, ury]`` in points with PDF's bottom-left origin, for a page whose MediaBox is
        ``media_height_mm`` tall; values rounded to 1/1000 pt."""
        llx = self.x * PT_PER_MM
        urx = self.right * PT_PER_MM
        lly = (media_height_mm - self.bottom) * PT_PER_MM
        ury = (media_height_mm - self.y) * PT_PER_MM
        return [round(v, 3) for v in (llx, lly, urx, ury)]


@dataclass(frozen=True)
class FontSizes:
    """Font sizes in points. ``body_min`` is the smallest size text may shrink to when it does not fit."""

    body: float
    body_min: float
    title: float
    cover_title: float
    subtitle: float
    page_number: float
    colophon: float
    line_spacing: float = 1.55
    """Line height as a multiple of the font size."""


def font_sizes(large_print: bool) -> FontSizes:
    """The type scale. Large print (the default, for older readers) keeps body text at 16 pt or more — the
    lower bound of common large-print guidance (e.g. UK RNIB "Clear Print": 16-18 pt for partially sighted
    readers); regular print keeps it at 12 pt or more."""
    if large_print:
        return FontSizes(
            body=18.0,
            body_min=16.0,
            title=26.0,
            cover_title=40.0,
            subtitle=22.0,
            page_number=14.0,
            colophon=16.0,
        )
    return FontSizes(
        body=14.0,
        body_min=12.0,
        title=22.0,
        cover_title=34.0,
        subtitle=18.0,
        page_number=11.0,
        colophon=12.0,
    )


@dataclass
class PrintPage:
    """One page to print.

    ``kind``: one of :data:`PAGE_KINDS`. ``image``: an upright RGB ``PIL.Image`` (any size, no EXIF needed)
    or None. ``image_loader``: instead of ``image``, a function returning it, called each time the page is
    drawn, so a long book never holds all its pictures in memory at once. ``image_label``: how the build
    names the image in reports (e.g. the photo's file name). ``number``: the printed page number, or None.
    """

    kind: PageKind
    title: str = ""
    text: str = ""
    image: Image | None = None
    image_label: str = ""
    number: int | None = None
    image_loader: Callable[[], Image] | None = None
    continued: bool = False
    """Whether ``text`` begins in the middle of a paragraph (a continuation page): no first-line indent."""
    voice_url: str | None = None
    """The address of the page's clip of her voice, printed as a QR code (:mod:`app.print.voice_codes`)."""
    image_size: Callable[[], tuple[int, int]] | None = None
    """With ``image_loader``: a function returning the picture's (width, height) in px without decoding its
    pixels (a file header read), for layout-only dry runs; None: the picture is loaded to learn its size."""

    @property
    def has_picture(self) -> bool:
        """Whether the page has a picture (``image`` or ``image_loader``)."""
        return self.image is not None or self.image_loader is not None

    def picture(self) -> Image | None:
        """The page's picture: ``image``, else what ``image_loader`` returns (loaded anew each call), else None.
        Raises whatever the loader raises (BookError for a missing illustration)."""
        if self.image is not None:
            return self.image
        return self.image_loader() if self.image_loader is not None else None

    def picture_size(self) -> tuple[int, int] | None:
        """The picture's (width, height) in px without decoding it when ``image_size`` is given (else it is
        loaded as :meth:`picture` loads it); None without a picture."""
        if self.image is not None:
            return self.image.size
        if self.image_loader is not None and self.image_size is not None:
            return self.image_size()
        picture = self.picture()
        return picture.size if picture is not None else None


@dataclass
class PrintDocument:
    """A whole book ready to print: the cover is ``pages[0]`` (kind ``cover``), the colophon the last page.

    ``subtitle`` and ``dedication`` are drawn on the cover; ``colophon`` holds the lines saying how the book
    was made (engine, model, date), which the colophon page prints.
    """

    title: str
    subtitle: str = ""
    dedication: str = ""
    language: Literal["zh", "en"] = "zh"
    pages: list[PrintPage] = field(default_factory=list)
    colophon: list[str] = field(default_factory=list)
    palette: tuple[str, ...] = ()
    """The book style's colours (``#rrggbb``, ``assets/styles.toml``): the pattern of its designed pages
    (:mod:`app.print.motifs`); empty: the print palette's accent."""


@dataclass(frozen=True)
class PrintOptions:
    """How to print: ``trim`` in :data:`TRIM_SIZES_MM`, ``bleed`` adds 3 mm bleed + crop marks,
    ``large_print`` keeps body text at 16 pt or more, ``print_shop`` writes PDF/X-4 in CMYK with the page
    count padded to a multiple of 4 and a back cover (:mod:`app.print.pdfx`; bleed is then always on)."""

    trim: str = "a4"
    bleed: bool = False
    large_print: bool = True
    print_shop: bool = False

    def __post_init__(self) -> None:
        if self.trim not in TRIM_SIZES_MM:
            raise ValueError(f"unknown trim size {self.trim!r}; choose one of {', '.join(TRIM_SIZES_MM)}")


@dataclass(frozen=True)
class PageGeometry:
    """Where everything goes on one page, in mm (origin top-left of the MediaBox).

    ``frames`` maps frame names to rectangles. Names used: ``image`` (the picture's maximum area),
    ``art`` (background art area: bleed box when bleed is on, else trim), ``title``, ``subtitle``,
    ``dedication``, ``text``, ``page_number``, ``ornament``.
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
    """MediaBox width, height in mm: the trim, plus 2 × (bleed + slug) when bleed is on."""
    w, h = TRIM_SIZES_MM[options.trim]
    if options.bleed:
        extra = 2 * (BLEED_MM + SLUG_MM)
        return (w + extra, h + extra)
    return (w, h)


def _line_mm(size_pt: float, spacing: float = 1.0) -> float:
    return size_pt * spacing * MM_PER_PT


def page_geometry(kind: str, options: PrintOptions, index: int = 0) -> PageGeometry:
    """The geometry of page ``index`` (0-based, the cover is 0) of kind ``kind`` under ``options``.

    Even indices are recto (right-hand) pages, whose binding edge is on the left; odd ones are verso.
    Raises ValueError for an unknown kind or trim.
    """
    if kind not in PAGE_KINDS:
        raise ValueError(f"unknown page kind {kind!r}; expected one of {', '.join(PAGE_KINDS)}")
    tw, th = TRIM_SIZES_MM[options.trim]
    off = BLEED_MM + SLUG_MM if options.bleed else 0.0
    mw, mh = media_size_mm(options)
    media = Rect(0.0, 0.0, mw, mh)
    trim = Rect(off, off, tw, th)
    bleed = trim.grow(BLEED_MM) if options.bleed else trim
    art = bleed
    recto = index % 2 == 0
    m = MARGINS_MM[options.trim]
    left, right = (m.inner, m.outer) if recto else (m.outer, m.inner)
    content = trim.inset(left, m.top, right, m.bottom)
    fonts = font_sizes(options.large_print)
    frames: dict[str, Rect] = {"art": art}
    frames["page_number"] = Rect(
        content.x, trim.bottom - m.bottom * 0.75, content.w, _line_mm(fonts.page_number, 1.4)
    )

    if kind == "cover":
        # The picture fills the top of the page: to the bleed edge when bleed is on, otherwise inside the
        # margins (a desktop printer cannot print to the paper edge).
        band_bottom = trim.y + th * 0.58
        if options.bleed:
            frames["image"] = Rect(bleed.x, bleed.y, bleed.w, band_bottom - bleed.y)
        else:
            frames["image"] = Rect(content.x, content.y, content.w, band_bottom - content.y)
        # Below the picture: title, subtitle, a small ornament, and the dedication at the foot.
        top = band_bottom + th * 0.04
        region = Rect(content.x, top, content.w, content.bottom - top)
        frames["title"] = Rect(region.x, region.y, region.w, region.h * 0.40)
        frames["subtitle"] = Rect(region.x, frames["title"].bottom, region.w, region.h * 0.22)
        frames["ornament"] = Rect(region.x, frames["subtitle"].bottom, region.w, region.h * 0.06)
        ded_h = region.h * 0.28
        frames["dedication"] = Rect(region.x, region.bottom - ded_h, region.w, ded_h)
    elif kind == "story":
        title_h = _line_mm(fonts.title, 1.4)
        frames["title"] = Rect(content.x, content.y, content.w, title_h)
        img_y = content.y + title_h + 5.0
        img_h = content.h * 0.5
        frames["image"] = Rect(content.x, img_y, content.w, img_h)
        text_y = img_y + img_h + 7.0
        frames["text"] = Rect(content.x, text_y, content.w, content.bottom - text_y)
    elif kind == "story-text":
        title_y = content.y + content.h * 0.12
        title_h = _line_mm(fonts.title, 1.4)
        frames["title"] = Rect(content.x, title_y, content.w, title_h)
        frames["ornament"] = Rect(content.x, title_y + title_h + 3.0, content.w, 4.0)
        text_y = title_y + title_h + 14.0
        inset = content.w * 0.06
        frames["text"] = Rect(content.x + inset, text_y, content.w - 2 * inset, content.bottom - text_y)
    elif kind == "back-cover":
        top = content.y + content.h * 0.30
        title_h = _line_mm(fonts.cover_title, 1.3) * 2
        frames["title"] = Rect(content.x, top, content.w, title_h)
        frames["ornament"] = Rect(content.x, top + title_h + 4.0, content.w, 4.0)
        frames["dedication"] = Rect(content.x, top + title_h + 14.0, content.w, _line_mm(fonts.body, 1.5) * 3)
        frames["text"] = Rect(
            content.x,
            content.bottom - _line_mm(fonts.colophon, 1.5) * 2,
            content.w,
            _line_mm(fonts.colophon, 1.5) * 2,
        )
    elif kind == "notes":
        title_y = content.y + content.h * 0.08
        title_h = _line_mm(fonts.title, 1.4)
        frames["title"] = Rect(content.x, title_y, content.w, title_h)
        frames["ornament"] = Rect(content.x, title_y + title_h + 3.0, content.w, 4.0)
        lines_y = title_y + title_h + 16.0
        frames["lines"] = Rect(content.x, lines_y, content.w, content.bottom - lines_y)
    elif kind == "blank":
        pass
    else:  # colophon
        top = content.y + content.h * 0.45
        inset = content.w * 0.08
        title_h = _line_mm(fonts.title, 1.4)
        frames["title"] = Rect(content.x + inset, top, content.w - 2 * inset, title_h)
        frames["ornament"] = Rect(content.x + inset, top + title_h + 2.0, content.w - 2 * inset, 4.0)
        text_y = top + title_h + 10.0
        frames["text"] = Rect(content.x + inset, text_y, content.w - 2 * inset, content.bottom - text_y)
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
    )
