"""The preflight of a print-on-demand order: the service's rules (:mod:`app.print.services`) checked on the
planned book before anything is written (:func:`plan_findings`) and on the written files (:func:`file_findings`),
each finding a :class:`words.Message` (``print.order.*``) with the page and what to do.

Before writing: the page count against the binding's maximum, how much of the book is padding, whether the
spine may carry the title, a size the service prints only nearby. On the files (read back with pikepdf and
PDFium): text inside the safety margin, type below the service's smallest size, pictures below its ppi,
RGB where the service wants CMYK, total ink above the service's limit (``Service.max_ink_pct``), text in four-colour black, live transparency where it wants it flattened, fonts not embedded,
annotations, crop marks (a slug) where the service refuses them, more blank pages in a row than it allows,
and the cover's size against the service's formula.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from app.book.layout import PT_PER_MM, PrintDocument
from app.print.ink import heavy_ink, is_rich_black, text_colours
from app.print.services import FOGRA39_TAC, INCH_MM, SOURCES, Preset
from app.print.wrap import CoverWrap
from words import Message

BINDING_NAMES = {
    "paperback": Message("print.binding.paperback"),
    "hardcover": Message("print.binding.hardcover"),
    "saddle": Message("print.binding.saddle"),
}
"""How findings name a binding."""

TOTAL_INK_LIMIT = FOGRA39_TAC
"""The most ink (C + M + Y + K, %) a CMYK file may lay down unless the service says less
(:attr:`app.print.services.Service.max_ink_pct`): the shipped FOGRA39 profile's own limit."""

TOLERANCE_MM = 0.05
"""How far a measured box may differ from the formula (PDF boxes are rounded to 1/1000 pt = 0.0004 mm)."""


@dataclass(frozen=True)
class OrderFinding:
    """One finding: ``code``, ``severity`` ("blocking", "worth_fixing" or "note", as the book's preflight),
    ``page`` (1-based interior page, None for the whole book or the cover) and ``message`` (what and what to
    do: a :class:`words.Message`, said at the edge)."""

    code: str
    severity: str
    message: Message | str
    page: int | None = None

    def line(self) -> Message:
        """``blocks the order: page 3: …`` / ``妨碍下单：第 3 页：…``."""
        head = SEVERITY_LABELS.get(self.severity, SEVERITY_LABELS["note"])
        if self.page is None:
            return Message("print.order.line", severity=head, message=self.message)
        return Message("print.order.line_page", severity=head, page=self.page, message=self.message)


SEVERITY_LABELS = {
    "blocking": Message("print.order.severity.blocking"),
    "worth_fixing": Message("preflight.severity.worth_fixing"),
    "note": Message("preflight.severity.note"),
}
"""How an order's finding names its severity."""

ON_COVER = Message("print.order.on_cover")
"""What an order's finding on the cover begins with ("the cover: ")."""


def _on(is_cover: bool) -> Message | str:
    return ON_COVER if is_cover else ""


def plan_findings(doc: PrintDocument, preset: Preset, added: int, wrap: CoverWrap) -> list[OrderFinding]:
    """What the service would reject or the family should know, from the planned (paginated, padded) book."""
    s, b = preset.service, preset.binding
    pages, out = len(doc.pages), []
    binding = BINDING_NAMES[b.key]
    if pages > b.max_pages:
        message = Message(
            "print.order.too_many_pages", pages=pages, name=s.name, binding=binding, max=b.max_pages
        )
        out.append(OrderFinding("too_many_pages", "blocking", message))
    if added * 2 > pages:
        message = Message("print.order.mostly_padding", added=added, pages=pages, name=s.name)
        out.append(OrderFinding("mostly_padding", "worth_fixing", message))
    if not b.saddle and not wrap.spine_text:
        message = Message("print.order.no_spine_text", name=s.name, min=b.spine_text_min_pages, pages=pages)
        out.append(OrderFinding("no_spine_text", "note", message))
    approximate = "approximate" in SOURCES[preset.paper.source] or "approximate" in SOURCES[b.source]
    if approximate and not b.saddle:
        spine = f"{wrap.spine_mm:.2f}"
        message = Message("print.order.spine_approximate", spine=spine, name=s.name, pages=pages)
        out.append(OrderFinding("spine_approximate", "note", message))
    run = longest_blank_run(doc)
    if run > s.max_blank_run:
        message = Message("print.order.blank_run", run=run, name=s.name, most=s.max_blank_run)
        out.append(OrderFinding("blank_run", "blocking", message))
    return out


def longest_blank_run(doc: PrintDocument) -> int:
    """The most ``blank`` pages in a row in ``doc``."""
    longest = current = 0
    for page in doc.pages:
        current = current + 1 if page.kind == "blank" else 0
        longest = max(longest, current)
    return longest


def file_findings(
    interior: Path, cover: Path, preset: Preset, wrap: CoverWrap, images, language: str
) -> list[OrderFinding]:
    """Read back the written ``interior`` and ``cover`` (see the module docstring); ``images`` the interior
    report's ``(label, effective dpi)`` pairs."""
    import pikepdf

    from app.print.painter import PICTURE_LABELS

    s, out = preset.service, []
    soft = [
        Message("print.order.picture_ppi", label=PICTURE_LABELS.get(label, label), ppi=f"{dpi:.0f}")
        for label, dpi in images
        if dpi < s.min_ppi
    ]
    if soft:
        values = {"n": len(soft), "ppi": f"{s.min_ppi:.0f}", "name": s.name, "which": soft}
        out.append(OrderFinding("low_ppi", "worth_fixing", Message("print.order.low_ppi", **values)))
    for path, is_cover in ((interior, False), (cover, True)):
        with pikepdf.open(path) as pdf:
            out += _structure(pdf, preset, is_cover)
            if is_cover:
                out += _cover_size(pdf, wrap, s.name)
    out += _text_positions(interior, preset)
    return out + _cover_text(cover, wrap, s.name)


def char_boxes_mm(page, media_h_mm: float):
    """Each drawn character of a PDFium ``page`` as a :class:`Rect` in mm from the MediaBox's top-left."""
    from app.book.layout import Rect

    text = page.get_textpage()
    for i in range(text.count_chars()):
        if text.get_text_range(i, 1).isspace():
            continue
        left, bottom, right, top = (v / PT_PER_MM for v in text.get_charbox(i))
        yield Rect(left, media_h_mm - top, right - left, top - bottom)


def _cover_text(cover: Path, wrap: CoverWrap, name: str) -> list[OrderFinding]:
    """Characters of the cover outside the panels' safe zones (and the spine's, when it carries the title) or
    in the barcode area."""
    import pypdfium2

    zones = [wrap.back_safe, wrap.front_safe, *([wrap.spine_safe] if wrap.spine_text else [])]

    def inside(c, z) -> bool:
        return (
            c.x >= z.x - 0.2 and c.right <= z.right + 0.2 and c.y >= z.y - 0.2 and c.bottom <= z.bottom + 0.2
        )

    def overlaps(c, z) -> bool:
        return c.x < z.right and c.right > z.x and c.y < z.bottom and c.bottom > z.y

    document = pypdfium2.PdfDocument(str(cover))
    try:
        slug = wrap.slug_mm  # measured from the art's top-left, as the zones are
        chars = [replace(c, x=c.x - slug, y=c.y - slug) for c in char_boxes_mm(document[0], wrap.page_mm[1])]
    finally:
        document.close()
    outside = sum(not any(inside(c, z) for z in zones) for c in chars)
    barcode = sum(overlaps(c, wrap.barcode) for c in chars)
    out = []
    if outside:
        message = Message("print.order.cover_text_outside", n=outside, name=name)
        out.append(OrderFinding("cover_text_outside", "blocking", message))
    if barcode:
        out.append(OrderFinding("cover_barcode", "blocking", Message("print.order.cover_barcode", n=barcode)))
    return out


def _structure(pdf, preset: Preset, is_cover: bool) -> list[OrderFinding]:
    """Fonts, annotations, colour, transparency and slug of each page of ``pdf``."""
    from app.print.pdfx1a import transparency_problems

    s, out, w = preset.service, [], _on(is_cover)
    cmyk = s.colour != "srgb"
    for number, page in enumerate(pdf.pages, start=1):
        at = None if is_cover else number
        if len(page.obj.get("/Annots", [])):
            message = Message("print.order.annotations", w=w, name=s.name)
            out.append(OrderFinding("annotations", "blocking", message, at))
        for name in unembedded_fonts(page):
            message = Message("print.order.font_not_embedded", w=w, font=name)
            out.append(OrderFinding("font_not_embedded", "blocking", message, at))
        if cmyk and has_rgb(page):
            message = Message("print.order.rgb", w=w, name=s.name, key=s.key)
            out.append(OrderFinding("rgb", "blocking", message, at))
        if not s.crop_marks and [round(float(v), 2) for v in page.obj.MediaBox] != [
            round(float(v), 2) for v in page.obj.BleedBox
        ]:
            message = Message("print.order.crop_marks", w=w, name=s.name)
            out.append(OrderFinding("crop_marks", "blocking", message, at))
    if cmyk:
        for number, ink in heavy_ink(pdf, s.max_ink_pct):
            values = {
                "w": w,
                "ink": f"{ink:.0f}",
                "limit": f"{s.max_ink_pct:.0f}",
                "name": s.name,
                "key": s.key,
            }
            message = Message("print.order.total_ink", **values)
            out.append(OrderFinding("total_ink", "blocking", message, None if is_cover else number))
        out += text_ink(pdf, preset, is_cover)
    if preset.service.key == "kdp" or s.colour == "pdfx1a":
        for number, found in transparency_problems(pdf):
            message = Message("print.order.transparency", w=w, found=found, name=s.name, key=s.key)
            out.append(OrderFinding("transparency", "blocking", message, None if is_cover else number))
    return out


def text_ink(pdf, preset: Preset, is_cover: bool = False) -> list[OrderFinding]:
    """Text in a rich black (:func:`app.print.ink.is_rich_black`: worth fixing, it fringes when the plates
    shift) or in more total ink than the service's press takes (blocking), one finding per page and colour."""
    s, out, w = preset.service, [], _on(is_cover)
    for number, page in enumerate(pdf.pages, start=1):
        for c, m, y, k in text_colours(page):
            total = 100.0 * (c + m + y + k)
            over, rich = total > s.max_ink_pct + 0.5, is_rich_black((c, m, y, k))
            if not (over or rich):
                continue
            inks = {n: f"{v * 100:.0f}" for n, v in (("c", c), ("m", m), ("y", y), ("k", k))}
            values = {"w": w, **inks, "total": f"{total:.0f}", "key": s.key}
            if over:
                limit = f"{s.max_ink_pct:.0f}"
                message = Message("print.order.text_ink_over", limit=limit, name=s.name, **values)
            else:
                message = Message("print.order.text_ink", **values)
            severity = "blocking" if over else "worth_fixing"
            out.append(OrderFinding("text_ink", severity, message, None if is_cover else number))
    return out


def unembedded_fonts(page) -> list[str]:
    """The ``/BaseFont`` names of the fonts ``page`` uses without an embedded font program."""
    out = []
    for font in page.obj.get("/Resources", {}).get("/Font", {}).values():
        described = font.DescendantFonts[0] if "/DescendantFonts" in font else font
        descriptor = described.get("/FontDescriptor", {})
        if not any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")):
            out.append(str(font.get("/BaseFont", "?")).lstrip("/"))
    return out


def has_rgb(page) -> bool:
    """Whether ``page`` paints in RGB: an ``rg``/``RG`` operator, a ``cs``/``CS`` selecting an RGB space, or an
    RGB image it draws (a colour space only declared in its resources paints nothing)."""
    import pikepdf

    from app.print.pdfx1a import is_rgb

    resources = page.obj.get("/Resources", {})
    spaces = resources.get("/ColorSpace", {})
    for image in resources.get("/XObject", {}).values():
        if image.get("/Subtype") == "/Image" and is_rgb(image.get("/ColorSpace")):
            return True
    for instruction in pikepdf.parse_content_stream(page.obj):
        operands, op = instruction.operands, instruction.operator
        name = str(op)
        if name in ("rg", "RG"):
            return True
        if name in ("cs", "CS") and is_rgb(spaces.get(operands[0], operands[0])):
            return True
    return False


def _cover_size(pdf, wrap: CoverWrap, name: str) -> list[OrderFinding]:
    """The cover's art (its BleedBox: the MediaBox less any slug) against the formula (width and height in mm)."""
    box = [float(v) for v in pdf.pages[0].obj.get("/BleedBox", pdf.pages[0].obj.MediaBox)]  # the art, no slug
    width, height = (box[2] - box[0]) / PT_PER_MM, (box[3] - box[1]) / PT_PER_MM
    if abs(width - wrap.media.w) <= TOLERANCE_MM and abs(height - wrap.media.h) <= TOLERANCE_MM:
        return []
    sizes = {"w": width, "h": height, "fw": wrap.media.w, "fh": wrap.media.h}
    message = Message("print.order.cover_size", name=name, **{k: f"{v:.2f}" for k, v in sizes.items()})
    return [OrderFinding("cover_size", "blocking", message)]


def type_size_pt(text, index: int) -> float:
    """The printed size in pt of character ``index`` of a PDFium text page: the ``Tf`` size PDFium reports
    times the vertical scale of the character's matrix (text matrix × CTM; Qt draws with a ``Tf`` in its own
    units and scales them)."""
    import ctypes
    import math

    import pypdfium2.raw as raw

    matrix = raw.FS_MATRIX()
    size = raw.FPDFText_GetFontSize(text.raw, index)
    if not raw.FPDFText_GetMatrix(text.raw, index, ctypes.byref(matrix)):
        return size
    return size * math.hypot(matrix.c, matrix.d)


def _text_positions(interior: Path, preset: Preset) -> list[OrderFinding]:
    """Characters outside the safety margin or below the smallest type, one finding per page (PDFium)."""
    import pikepdf
    import pypdfium2

    s, out = preset.service, []
    with pikepdf.open(interior) as pdf:
        trims = [[float(v) for v in page.obj.TrimBox] for page in pdf.pages]
    document = pypdfium2.PdfDocument(str(interior))
    try:
        for index, page in enumerate(document):
            text = page.get_textpage()
            x0, y0, x1, y1 = trims[index]
            safe = s.safety_mm * PT_PER_MM - 0.5  # half a point for the glyph boxes' rounding
            outside = small = 0
            for i in range(text.count_chars()):
                if text.get_text_range(i, 1).isspace():
                    continue
                left, bottom, right, top = text.get_charbox(i)
                if left < x0 + safe or right > x1 - safe or bottom < y0 + safe or top > y1 - safe:
                    outside += 1
                if type_size_pt(text, i) < s.min_font_pt - 0.01:
                    small += 1
            if outside:
                values = {"n": outside, "mm": f"{s.safety_mm:.1f}", "name": s.name, "key": s.key}
                message = Message("print.order.text_in_margin", **values)
                out.append(OrderFinding("text_in_margin", "blocking", message, index + 1))
            if small:
                message = Message("print.order.small_type", n=small, pt=f"{s.min_font_pt:g}")
                out.append(OrderFinding("small_type", "blocking", message, index + 1))
    finally:
        document.close()
    return out


__all__ = ["INCH_MM", "OrderFinding", "file_findings", "longest_blank_run", "plan_findings"]
