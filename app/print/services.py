"""Print-on-demand presets: what Lulu, Amazon KDP, IngramSpark and a Chinese printer want, as data (Qt-free).

``memorybook build BOOK -o book.pdf --for lulu|kdp|ingram|cn-print|pdfx4 [--binding …] [--paper …]``
resolves a :class:`Preset` here (:func:`preset`) and :mod:`app.print.order` writes the interior and
``book-cover.pdf`` from it. Every figure names its source in :data:`SOURCES` (the key in brackets in
each comment); docs/PRINT.md lists them with the formulas. Lengths are inches where the service publishes
inches (``*_in``) and millimetres elsewhere (``*_mm``); 1 in = 25.4 mm.

Where a service publishes no formula (IngramSpark's spine: only its cover-template generator; KDP's
hardcover wrap), the figure is the one third-party write-ups of the service's template agree on, marked
``approximate``; the order's preflight then says to compare the cover with the service's own template.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.book.errors import BookError
from app.book.layout import TRIM_SIZES_MM, PrintOptions
from words import Message

INCH_MM = 25.4

FOGRA39_TAC = 330.0
"""The most ink (C + M + Y + K, %) the shipped FOGRA39 conversion lays down (:mod:`app.print.pdfx`; FOGRA39
coated offset takes 330–350 %) [fogra39-tac]."""

SOURCES: dict[str, str] = {
    "lulu-spine": "Lulu API Help, How is spine width calculated? (help.api.lulu.com, article 64000254616)",
    "lulu-guide": "Lulu Book Creation Guide (bleed 0.125 in, safety 0.5 in, sRGB, 300 ppi, spine text from 80 pages)",
    "lulu-tips": "Lulu Help, Tips for formatting documents (0.5 in margins, no two-page spreads)",
    "lulu-calc": "Lulu Spine Width Calculator PDF (paperback from 32 pages, hardcover from 24)",
    "kdp-cover": "KDP Help, Create a Paperback Cover (G201953020): bleed 0.125 in, spine text from 79 pages, "
    "spine = pages × paper thickness",
    "kdp-sub": "KDP Help, Paperback Submission Guidelines (G201857950): no crop marks or annotations, "
    "transparency flattened, images ≥ 300 DPI",
    "kdp-trim": "KDP Help, Set trim size, bleed and margins: interior bleed 0.125 in top, bottom, outside; "
    "outside margin ≥ 0.375 in with bleed",
    "kdp-hc": "KDP Help, Create a Hardcover Cover (GDTKFJPNQCBTMRV6); wrap 0.625 in + bleed 0.125 in and hinge "
    "0.375 in as kdpcoverlab.com's KDP calculator gives them (approximate)",
    "ingram-req": "IngramSpark, File Requirements for Print Books: margins ≥ 0.5 in, no crop marks, fonts "
    "embedded, last page blank",
    "ingram-x1a": "IngramSpark Help, File Problems that Cause Printing Problems: PDF/X-1a:2001 default, "
    "1/16 in variance",
    "ingram-tips": "IngramSpark Help, Manufacturing and File Setup Tips: cover art ≥ 0.25 in from the trim",
    "ingram-pages": "Indie Author Magazine, Hardbacks Made Easy: IngramSpark from 18 pages, colour to 840",
    "caliper-70": "Patterson Printing, paper calipers: 70 lb white offset 5.1 mil per sheet (395 PPI); "
    "IngramSpark publishes no figure (approximate)",
    "issue-27": "the figures issue 27 gathered from Chinese printers: CMYK, 出血 3 mm, text ≥ 5 mm inside "
    "the trim, ≥ 300 dpi, saddle-stitched ≤ 32 pages in multiples of 4",
    "coated-157": "typical caliper of 157 g/m² coated art paper (铜版纸), 0.13 mm per sheet (approximate: "
    "the printer quotes the exact spine)",
    "ours": "our own conservative choice where each printer quotes its own (24–400 pages in sheets of 4, spine "
    "text from 80 pages, as Lulu): ask the printer",
    "fogra39-tac": "FOGRA39 (ISO 12647-2 coated offset) characterization: total area coverage 330 %, the limit "
    "of the shipped profile (assets/color/README.md)",
    "lightning-ink": "Lightning Source Help (IngramSpark's printer), Ink Coverage Exceeds 240% CMYK "
    "(help.lightningsource.com, article 360021155692): combined CMYK under 240 %, rich black 60/40/40/100",
    "cn-ink": "Chinese printers' usual 总墨量 ≤ 300 % on coated paper (approximate: ask the printer; "
    "FOGRA39's 330 % is the press's ceiling)",
    "text-k": "printers' artwork rule: text in 100 % K, never four-colour black (e.g. Drummond, 100% black "
    "verses 4-color black; plates shift on press and fringe small type)",
    "barcode": "KDP's barcode area, 2 × 1.2 in at the lower right of the back cover (the largest of the "
    "services'; kept clear on every cover)",
}


@dataclass(frozen=True)
class Paper:
    """An interior paper: ``inch_per_page`` is the thickness one page (half a sheet) adds to the spine."""

    key: str
    label: str
    inch_per_page: float
    source: str


@dataclass(frozen=True)
class Binding:
    """A binding a service offers: page-count rules (``min_pages``–``max_pages``, a multiple of
    ``multiple``), the spine (``spine_base_in`` added to pages × paper, or a ``spine_table`` of
    ``(up to pages, inches)`` rows; ``saddle``: no spine), the cover's extra beyond the trim on each outer
    edge (``wrap_in``: the bleed of a paperback cover, the case wrap of a hardcover), the ``hinge_in`` on each
    side of a hardcover's spine, and from how many pages the spine may carry text."""

    key: str
    min_pages: int
    max_pages: int
    multiple: int
    wrap_in: float
    spine_text_min_pages: int
    source: str
    spine_base_in: float = 0.0
    spine_table: tuple[tuple[int, float], ...] = ()
    hinge_in: float = 0.0
    saddle: bool = False


@dataclass(frozen=True)
class Service:
    """One print-on-demand service or printer (see the module docstring)."""

    key: str
    name: str
    colour: str  # "srgb", "pdfx1a" or "pdfx4"
    bleed_mm: float
    safety_mm: float
    crop_marks: bool
    inner_bleed: bool
    trims: dict[str, tuple[float, float]]
    bindings: dict[str, Binding]
    papers: dict[str, Paper]
    default_binding: str
    default_paper: str
    min_ppi: float
    sources: tuple[str, ...]
    cover_safety_mm: float = 0.25 * INCH_MM
    spine_margin_mm: float = 0.0625 * INCH_MM
    last_page_blank: bool = False
    max_blank_run: int = 2
    min_font_pt: float = 7.0
    max_ink_pct: float = FOGRA39_TAC
    """The most total ink (C + M + Y + K, %) the service's press takes in a CMYK file."""
    hardcover_trims: dict[str, tuple[float, float]] = field(default_factory=dict)


def _in(w: float, h: float) -> tuple[float, float]:
    return (round(w * INCH_MM, 3), round(h * INCH_MM, 3))


_ISO = {"a4": TRIM_SIZES_MM["a4"], "a5": TRIM_SIZES_MM["a5"]}
_POD_TRIMS = {**_ISO, "square": _in(8.5, 8.5)}  # the services' square is 8.5 × 8.5 in, not 210 mm
_LULU_CASE_TABLE = (
    (84, 0.25), (140, 0.5), (168, 0.625), (194, 0.6875), (222, 0.75), (250, 0.8125), (278, 0.875),
    (306, 0.9375), (334, 1.0), (360, 1.0625), (388, 1.125), (416, 1.1875), (444, 1.25), (472, 1.3125),
    (500, 1.375), (528, 1.4375), (556, 1.5), (582, 1.5625), (610, 1.625), (638, 1.6875), (666, 1.75),
    (694, 1.8125), (722, 1.875), (750, 1.9375), (778, 2.0), (800, 2.0625),
)  # fmt: skip
"""Lulu's hardcover casewrap spine table: (up to this many pages, spine inches) [lulu-spine]."""

_KDP_PAPERS = {
    "premium-color": Paper("premium-color", "premium colour, white paper", 0.002347, "kdp-cover"),
    "standard-color": Paper("standard-color", "standard colour, white paper", 0.002252, "kdp-cover"),
    "white": Paper("white", "black & white, white paper", 0.002252, "kdp-cover"),
    "cream": Paper("cream", "black & white, cream paper", 0.0025, "kdp-cover"),
}
_LULU_PAPERS = {"standard": Paper("standard", "Lulu's 444 PPI interior paper", 1 / 444, "lulu-spine")}
_INGRAM_PAPERS = {"white-70": Paper("white-70", "70 lb white (colour)", 0.0051 / 2, "caliper-70")}
_COATED = {
    "coated-157": Paper("coated-157", "157 g/m² 铜版纸 (coated art)", 0.13 / 2 / INCH_MM, "coated-157")
}

_CN_BINDINGS = {
    "saddle": Binding("saddle", 4, 32, 4, 3.0 / INCH_MM, 0, "issue-27", saddle=True),
    "paperback": Binding("paperback", 24, 400, 4, 3.0 / INCH_MM, 80, "ours"),
}

SERVICES: dict[str, Service] = {
    "lulu": Service(
        "lulu", "Lulu", "srgb", 0.125 * INCH_MM, 0.5 * INCH_MM, False, True, _POD_TRIMS,
        {
            "paperback": Binding("paperback", 32, 800, 2, 0.125, 80, "lulu-spine", spine_base_in=0.06),
            "hardcover": Binding("hardcover", 24, 800, 2, 0.75, 80, "lulu-spine", spine_table=_LULU_CASE_TABLE),
        },
        _LULU_PAPERS, "hardcover", "standard", 300.0, ("lulu-guide", "lulu-tips", "lulu-spine", "lulu-calc"),
    ),
    "kdp": Service(
        "kdp", "Amazon KDP", "srgb", 0.125 * INCH_MM, 0.375 * INCH_MM, False, False, _POD_TRIMS,
        {
            "paperback": Binding("paperback", 24, 828, 2, 0.125, 79, "kdp-cover"),
            "hardcover": Binding("hardcover", 75, 550, 2, 0.75, 79, "kdp-hc", spine_base_in=0.06, hinge_in=0.375),
        },
        _KDP_PAPERS, "paperback", "premium-color", 300.0, ("kdp-cover", "kdp-sub", "kdp-trim", "kdp-hc"),
        hardcover_trims={"a4": _in(8.25, 11.0), "a5": _in(5.5, 8.5)},
    ),
    "ingram": Service(
        "ingram", "IngramSpark", "pdfx1a", 0.125 * INCH_MM, 0.5 * INCH_MM, False, False, _POD_TRIMS,
        {
            "paperback": Binding("paperback", 18, 840, 2, 0.125, 48, "ingram-pages"),
            "hardcover": Binding("hardcover", 18, 840, 2, 0.75, 48, "ingram-pages", spine_base_in=0.06),
        },
        _INGRAM_PAPERS, "paperback", "white-70", 300.0,
        ("ingram-req", "ingram-x1a", "ingram-tips", "caliper-70", "lightning-ink"),
        last_page_blank=True, max_ink_pct=240.0,
    ),
    "cn-print": Service(
        "cn-print", "印刷厂 (China)", "pdfx4", 3.0, 5.0, True, True, dict(TRIM_SIZES_MM), _CN_BINDINGS,
        _COATED, "saddle", "coated-157", 300.0, ("issue-27", "coated-157", "cn-ink"), cover_safety_mm=5.0,
        spine_margin_mm=1.5, max_ink_pct=300.0,
    ),
    "pdfx4": Service(
        "pdfx4", "PDF/X-4 print shop", "pdfx4", 3.0, 5.0, True, True, dict(TRIM_SIZES_MM), _CN_BINDINGS,
        _COATED, "paperback", "coated-157", 300.0, ("issue-27", "coated-157"), cover_safety_mm=5.0,
        spine_margin_mm=1.5,
    ),
}  # fmt: skip
"""The presets, by the ``--for`` name."""


@dataclass(frozen=True)
class Preset:
    """A service with its binding and paper chosen and the book's trim mapped to the service's size."""

    service: Service
    binding: Binding
    paper: Paper
    trim: str
    trim_mm: tuple[float, float]

    def print_options(self, large_print: bool) -> PrintOptions:
        """The interior's :class:`PrintOptions`: bleed on at the service's size, its crop-mark rule, its
        safety margin, CMYK PDF/X where it wants it (``print_shop``, padding left to :mod:`app.print.order`)."""
        s = self.service
        return PrintOptions(
            trim=self.trim,
            bleed=True,
            large_print=large_print,
            print_shop=s.colour != "srgb",
            bleed_mm=s.bleed_mm,
            crop_marks=s.crop_marks,
            inner_bleed=s.inner_bleed,
            trim_mm=self.trim_mm,
            safety_mm=s.safety_mm,
            pdfx="PDF/X-1a:2001" if s.colour == "pdfx1a" else "PDF/X-4",
            ink_limit=s.max_ink_pct,
        )

    def spine_mm(self, pages: int) -> float:
        """The spine width in mm for ``pages`` interior pages: 0 for saddle stitching, else the binding's
        table row or ``pages × paper + base`` (inches converted) — each service's own formula."""
        b = self.binding
        if b.saddle:
            return 0.0
        if b.spine_table:
            inches = next((w for up_to, w in b.spine_table if pages <= up_to), b.spine_table[-1][1])
        else:
            inches = pages * self.paper.inch_per_page + b.spine_base_in
        return inches * INCH_MM

    def spine_text_allowed(self, pages: int) -> bool:
        """Whether the service allows spine text at ``pages`` pages (never on a saddle-stitched book)."""
        return not self.binding.saddle and pages >= self.binding.spine_text_min_pages


def preset(service: str, binding: str | None = None, paper: str | None = None, trim: str = "a4") -> Preset:
    """The :class:`Preset` for ``--for service [--binding …] [--paper …]`` and the book's ``trim``.

    Raises BookError naming the choices when the service, binding or paper is unknown, or when the service
    offers no size for the book's trim (e.g. KDP hardcovers come in no square size)."""
    s = SERVICES.get(service)
    if s is None:
        raise BookError(Message("print.unknown_service", service=service, choices=list(SERVICES)))
    b = s.bindings.get(binding or s.default_binding)
    if b is None:
        raise BookError(
            Message("print.no_binding", service=s.name, binding=binding, choices=list(s.bindings))
        )
    p = s.papers.get(paper or s.default_paper)
    if p is None:
        raise BookError(Message("print.no_paper", service=s.name, paper=paper, choices=list(s.papers)))
    trims = s.hardcover_trims if b.key == "hardcover" and s.hardcover_trims else s.trims
    if trim not in trims:
        raise BookError(
            Message("print.no_size", service=s.name, binding=b.key, trim=trim, sizes=" or ".join(trims))
        )
    return Preset(s, b, p, trim, trims[trim])
