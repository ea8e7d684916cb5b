"""The printed book's units, trim sizes, margins, type scale and print input values (pages, document,
options), in millimetres (and points). Qt-free.

Page geometry itself (where each frame goes) is :mod:`app.book.geometry`.

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
lines for the family's own memories), ``photo`` (a page added the same way: one of the book's photos no page
shows, whole, in the content area), ``blank`` (an empty page) and ``back-cover`` (title, a line of the
dedication, the date).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from words import Message

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

PageKind = Literal["cover", "story", "story-text", "colophon", "notes", "photo", "blank", "back-cover"]
PAGE_KINDS: tuple[str, ...] = (
    "cover", "story", "story-text", "colophon", "notes", "photo", "blank", "back-cover"
)  # fmt: skip


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


PAGE_NUMBER_ROOM_MM = 9.0
"""Room for the page number between the text and the safety margin, in mm (a 14 pt line at 1.4 is 6.9 mm)."""


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
    large_print: bool = False
    """Whether this is the large-print scale: story pictures then carry a caption naming who is on them."""
    caption: float = 14.0
    """The size of a large-print picture caption (RNIB Clear Print's floor for large print is 14 pt)."""


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
            large_print=True,
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
    size_pt: float | None = None
    """A continuation page's largest type size, in pt: the size its story was set at on the page before, so a
    story keeps one size over its pages (a short last page would otherwise come out larger). None: the
    page's own."""
    caption: str = ""
    """Who the picture shows and when, e.g. 外婆（张秀兰），一九五八年: printed under a story page's picture in
    large print (:func:`app.print.captions.caption`)."""

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
    spare_photos: list[PrintPage] = field(default_factory=list)
    """Photo pages (kind ``photo``) of the book's photos no page shows: what padding uses first, before notes
    pages (:mod:`app.print.padding`)."""


@dataclass(frozen=True)
class PrintOptions:
    """How to print: ``trim`` in :data:`TRIM_SIZES_MM`, ``bleed`` adds bleed (+ crop marks),
    ``large_print`` keeps body text at 16 pt or more, ``print_shop`` writes PDF/X in CMYK (``pdfx``: "PDF/X-4",
    or "PDF/X-1a:2001" for IngramSpark) — padded to a multiple of 4 with a back cover unless the caller pads
    (:mod:`app.print.pdfx`; bleed is then always on).

    What a print-on-demand preset (:mod:`app.print.services`) sets besides: ``bleed_mm`` (3 mm, or the
    services' 0.125 in = 3.175 mm), ``crop_marks`` (Lulu, KDP and IngramSpark refuse them: no slug then, the
    MediaBox is the BleedBox), ``inner_bleed`` (False: bleed only at the top, bottom and outside edge, as KDP
    sizes an interior page: trim + 0.125 in wide, + 0.25 in high), ``trim_mm`` (the service's exact trim,
    width × height in mm, e.g. 8.5 × 8.5 in; the margins stay those of ``trim``) and ``safety_mm`` (the
    service's safety margin: every margin is at least this wide)."""

    trim: str = "a4"
    bleed: bool = False
    large_print: bool = True
    print_shop: bool = False
    bleed_mm: float = BLEED_MM
    crop_marks: bool = True
    inner_bleed: bool = True
    trim_mm: tuple[float, float] | None = None
    safety_mm: float = 0.0
    pdfx: str = "PDF/X-4"
    ink_limit: float = 330.0
    """The most total ink (C + M + Y + K, %) a CMYK file may lay down: FOGRA39's 330 %, or the service's
    (:attr:`app.print.services.Service.max_ink_pct`, e.g. IngramSpark's 240 %)."""

    def __post_init__(self) -> None:
        if self.trim not in TRIM_SIZES_MM:
            raise ValueError(
                Message("book.layout.unknown_trim", trim=repr(self.trim), choices=list(TRIM_SIZES_MM))
            )

    @property
    def trim_size_mm(self) -> tuple[float, float]:
        """The finished page, width × height in mm: ``trim_mm`` when set, else :data:`TRIM_SIZES_MM`."""
        return self.trim_mm or TRIM_SIZES_MM[self.trim]

    @property
    def slug_mm(self) -> float:
        """The slug outside the bleed, in mm: :data:`SLUG_MM` when bleed and crop marks are on, else 0."""
        return SLUG_MM if self.bleed and self.crop_marks else 0.0

    def margins(self) -> Margins:
        """The trim's :data:`MARGINS_MM`, each at least ``safety_mm`` + 1 mm, the bottom one at least
        ``safety_mm`` + :data:`PAGE_NUMBER_ROOM_MM` (the page number stays inside the safety margin too)."""
        m = MARGINS_MM[self.trim]
        if not self.safety_mm:
            return m
        floor = self.safety_mm + 1.0
        bottom = max(m.bottom, self.safety_mm + PAGE_NUMBER_ROOM_MM)
        return Margins(max(m.top, floor), bottom, max(m.inner, floor), max(m.outer, floor))
