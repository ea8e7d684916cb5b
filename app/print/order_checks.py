"""The preflight of a print-on-demand order: the service's rules (:mod:`app.print.services`) checked on the
planned book before anything is written (:func:`plan_findings`) and on the written files (:func:`file_findings`),
each finding in the book's language with the page and what to do.

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

BINDING_NAMES = {
    "paperback": ("paperback", "平装（胶装）"),
    "hardcover": ("hardcover", "精装"),
    "saddle": ("saddle-stitched", "骑马钉"),
}
"""How findings name a binding, (English, Chinese)."""

TOTAL_INK_LIMIT = FOGRA39_TAC
"""The most ink (C + M + Y + K, %) a CMYK file may lay down unless the service says less
(:attr:`app.print.services.Service.max_ink_pct`): the shipped FOGRA39 profile's own limit."""

TOLERANCE_MM = 0.05
"""How far a measured box may differ from the formula (PDF boxes are rounded to 1/1000 pt = 0.0004 mm)."""


@dataclass(frozen=True)
class OrderFinding:
    """One finding: ``code``, ``severity`` ("blocking", "worth_fixing" or "note", as the book's preflight),
    ``page`` (1-based interior page, None for the whole book or the cover) and ``message`` (what and what to
    do, in the book's language)."""

    code: str
    severity: str
    message: str
    page: int | None = None

    def line(self, zh: bool) -> str:
        """``妨碍下单：第 3 页：…`` / ``blocks the order: page 3: …``."""
        label = {"blocking": ("blocks the order", "妨碍下单"), "worth_fixing": ("worth fixing", "值得修改")}
        head = label.get(self.severity, ("note", "提示"))[1 if zh else 0]
        where = "" if self.page is None else (f"第 {self.page} 页：" if zh else f"page {self.page}: ")
        return f"{head}{'：' if zh else ': '}{where}{self.message}"


PICTURE_LABELS_ZH = {"cover": "封面图", "illustration": "插图"}
"""The interior report's labels of pictures without a photo's file name, in a Chinese book's findings."""


def _say(zh: bool, en: str, cn: str, **values) -> str:
    return (cn if zh else en).format(**values)


def plan_findings(doc: PrintDocument, preset: Preset, added: int, wrap: CoverWrap) -> list[OrderFinding]:
    """What the service would reject or the family should know, from the planned (paginated, padded) book."""
    zh, s, b = doc.language == "zh", preset.service, preset.binding
    pages, out = len(doc.pages), []
    binding = BINDING_NAMES[b.key][1 if zh else 0]
    names = {
        "name": s.name,
        "binding": binding,
        "pages": pages,
        "max": b.max_pages,
        "min": b.spine_text_min_pages,
    }
    if pages > b.max_pages:
        en = "the book has {pages} pages; {name} prints {binding} books of at most {max}: shorten it or split it"
        cn = "这本书有 {pages} 页；{name} 的{binding}书最多 {max} 页：请删减或分成两册"
        out.append(OrderFinding("too_many_pages", "blocking", _say(zh, en, cn, **names)))
    if added * 2 > pages:
        en = "{added} of the {pages} pages were added to reach {name}'s minimum: add stories"
        cn = "{pages} 页中有 {added} 页是为达到 {name} 最少页数而加的：请多写几个故事"
        out.append(OrderFinding("mostly_padding", "worth_fixing", _say(zh, en, cn, added=added, **names)))
    if not b.saddle and not wrap.spine_text:
        en = "the spine stays without the title: {name} allows spine text from {min} pages (this book has {pages})"
        cn = "书脊上不印书名：{name} 从 {min} 页起才允许书脊文字（这本书 {pages} 页）"
        out.append(OrderFinding("no_spine_text", "note", _say(zh, en, cn, **names)))
    approximate = "approximate" in SOURCES[preset.paper.source] or "approximate" in SOURCES[b.source]
    if approximate and not b.saddle:
        en = "the spine ({spine:.2f} mm) uses a published approximation: compare book-cover.pdf with {name}'s own cover template for {pages} pages before ordering"
        cn = "书脊宽度（{spine:.2f} 毫米）按公开的近似值计算：下单前请与 {name} 自己的 {pages} 页封面模板对照"
        out.append(OrderFinding("spine_approximate", "note", _say(zh, en, cn, spine=wrap.spine_mm, **names)))
    run = longest_blank_run(doc)
    if run > s.max_blank_run:
        en = "{run} blank pages in a row; {name} accepts at most {most}: fill them or remove them"
        cn = "连续 {run} 页空白；{name} 最多接受 {most} 页：请填上内容或删去"
        out.append(
            OrderFinding("blank_run", "blocking", _say(zh, en, cn, run=run, most=s.max_blank_run, **names))
        )
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

    zh, s, out = language == "zh", preset.service, []
    named = PICTURE_LABELS_ZH if zh else {}
    soft = [f"{named.get(label, label)} ({dpi:.0f})" for label, dpi in images if dpi < s.min_ppi]
    if soft:
        en = "{n} picture(s) print below the {ppi:.0f} ppi {name} asks for: {which}; use larger scans or draw them larger"
        cn = "{n} 张图片低于 {name} 要求的 {ppi:.0f} ppi：{which}；请用更大的扫描件或画更大的图"
        values = {
            "n": len(soft),
            "ppi": s.min_ppi,
            "name": s.name,
            "which": "、".join(soft) if zh else ", ".join(soft),
        }
        out.append(OrderFinding("low_ppi", "worth_fixing", _say(zh, en, cn, **values)))
    for path, is_cover in ((interior, False), (cover, True)):
        with pikepdf.open(path) as pdf:
            out += _structure(pdf, preset, zh, is_cover)
            if is_cover:
                out += _cover_size(pdf, wrap, zh, s.name)
    out += _text_positions(interior, preset, zh)
    return out + _cover_text(cover, wrap, zh, s.name)


def char_boxes_mm(page, media_h_mm: float):
    """Each drawn character of a PDFium ``page`` as a :class:`Rect` in mm from the MediaBox's top-left."""
    from app.book.layout import Rect

    text = page.get_textpage()
    for i in range(text.count_chars()):
        if text.get_text_range(i, 1).isspace():
            continue
        left, bottom, right, top = (v / PT_PER_MM for v in text.get_charbox(i))
        yield Rect(left, media_h_mm - top, right - left, top - bottom)


def _cover_text(cover: Path, wrap: CoverWrap, zh: bool, name: str) -> list[OrderFinding]:
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
        en = "the cover: {n} characters lie outside {name}'s safe zones (trim, spine folds); export again"
        cn = "封面：{n} 个字在 {name} 的安全区之外（靠近裁切线或书脊折线）；请重新导出"
        out.append(OrderFinding("cover_text_outside", "blocking", _say(zh, en, cn, n=outside, name=name)))
    if barcode:
        en = "the cover: {n} characters lie in the barcode area at the lower right of the back; export again"
        cn = "封面：{n} 个字落在封底右下角的条码区；请重新导出"
        out.append(OrderFinding("cover_barcode", "blocking", _say(zh, en, cn, n=barcode)))
    return out


def _structure(pdf, preset: Preset, zh: bool, is_cover: bool) -> list[OrderFinding]:
    """Fonts, annotations, colour, transparency and slug of each page of ``pdf``."""
    from app.print.pdfx1a import transparency_problems

    s, out, what = preset.service, [], ("the cover", "封面") if is_cover else ("", "")
    cmyk = s.colour != "srgb"
    for number, page in enumerate(pdf.pages, start=1):
        at = None if is_cover else number
        if len(page.obj.get("/Annots", [])):
            en, cn = (
                "{w}annotations or links: {name} refuses them; export again",
                "{w}有批注或链接：{name} 不接受；请重新导出",
            )
            out.append(
                OrderFinding("annotations", "blocking", _say(zh, en, cn, w=_w(what, zh), name=s.name), at)
            )
        for name in unembedded_fonts(page):
            en, cn = "{w}the font {font} is not embedded; export again", "{w}字体 {font} 没有嵌入；请重新导出"
            out.append(
                OrderFinding("font_not_embedded", "blocking", _say(zh, en, cn, w=_w(what, zh), font=name), at)
            )
        if cmyk and has_rgb(page):
            en = "{w}RGB colour where {name} wants CMYK only; export again with --for {key}"
            cn = "{w}含有 RGB 颜色，{name} 只接受 CMYK；请用 --for {key} 重新导出"
            out.append(
                OrderFinding("rgb", "blocking", _say(zh, en, cn, w=_w(what, zh), name=s.name, key=s.key), at)
            )
        if not s.crop_marks and [round(float(v), 2) for v in page.obj.MediaBox] != [
            round(float(v), 2) for v in page.obj.BleedBox
        ]:
            en, cn = (
                "{w}has a slug with printer's marks; {name} refuses crop marks",
                "{w}带裁切线区域；{name} 不接受裁切线",
            )
            out.append(
                OrderFinding("crop_marks", "blocking", _say(zh, en, cn, w=_w(what, zh), name=s.name), at)
            )
    if cmyk:
        for number, ink in heavy_ink(pdf, s.max_ink_pct):
            en = "{w}{ink:.0f} % total ink, above the {limit:.0f} % {name}'s press takes; export again with --for {key}"
            cn = "{w}总墨量 {ink:.0f}%，超过 {name} 印刷能承受的 {limit:.0f}%；请用 --for {key} 重新导出"
            values = {"w": _w(what, zh), "ink": ink, "limit": s.max_ink_pct, "name": s.name, "key": s.key}
            out.append(
                OrderFinding(
                    "total_ink", "blocking", _say(zh, en, cn, **values), None if is_cover else number
                )
            )
        out += text_ink(pdf, preset, zh, is_cover)
    if preset.service.key == "kdp" or s.colour == "pdfx1a":
        for number, found in transparency_problems(pdf):
            en = "{w}live transparency ({found}): {name} wants it flattened; export again with --for {key}"
            cn = "{w}含有透明效果（{found}）：{name} 要求拼合透明；请用 --for {key} 重新导出"
            values = {"w": _w(what, zh), "found": found, "name": s.name, "key": s.key}
            out.append(
                OrderFinding(
                    "transparency", "blocking", _say(zh, en, cn, **values), None if is_cover else number
                )
            )
    return out


def text_ink(pdf, preset: Preset, zh: bool, is_cover: bool = False) -> list[OrderFinding]:
    """Text in a rich black (:func:`app.print.ink.is_rich_black`: worth fixing, it fringes when the plates
    shift) or in more total ink than the service's press takes (blocking), one finding per page and colour."""
    s, out, what = preset.service, [], ("the cover", "封面") if is_cover else ("", "")
    for number, page in enumerate(pdf.pages, start=1):
        for c, m, y, k in text_colours(page):
            total = 100.0 * (c + m + y + k)
            over, rich = total > s.max_ink_pct + 0.5, is_rich_black((c, m, y, k))
            if not (over or rich):
                continue
            values = {"w": _w(what, zh), "c": c * 100, "m": m * 100, "y": y * 100, "k": k * 100}
            values |= {"total": total, "limit": s.max_ink_pct, "name": s.name, "key": s.key}
            en = "{w}text in four-colour black (C {c:.0f} M {m:.0f} Y {y:.0f} K {k:.0f}, {total:.0f} % ink)"
            cn = "{w}文字用了四色黑（C {c:.0f} M {m:.0f} Y {y:.0f} K {k:.0f}，总墨量 {total:.0f}%）"
            if over:
                en += ", above the {limit:.0f} % {name}'s press takes"
                cn += "，超过 {name} 印刷能承受的 {limit:.0f}%"
            en += ": set text in black ink only (K 100); export again with --for {key}, which does"
            cn += "：文字应只用黑墨（K 100）；请用 --for {key} 重新导出（会自动改好）"
            severity = "blocking" if over else "worth_fixing"
            out.append(
                OrderFinding("text_ink", severity, _say(zh, en, cn, **values), None if is_cover else number)
            )
    return out


def _w(what: tuple[str, str], zh: bool) -> str:
    text = what[1 if zh else 0]
    return f"{text}: " if text else ""


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


def _cover_size(pdf, wrap: CoverWrap, zh: bool, name: str) -> list[OrderFinding]:
    """The cover's art (its BleedBox: the MediaBox less any slug) against the formula (width and height in mm)."""
    box = [float(v) for v in pdf.pages[0].obj.get("/BleedBox", pdf.pages[0].obj.MediaBox)]  # the art, no slug
    width, height = (box[2] - box[0]) / PT_PER_MM, (box[3] - box[1]) / PT_PER_MM
    if abs(width - wrap.media.w) <= TOLERANCE_MM and abs(height - wrap.media.h) <= TOLERANCE_MM:
        return []
    en = "the cover is {w:.2f} × {h:.2f} mm, {name}'s formula gives {fw:.2f} × {fh:.2f} mm; export again"
    cn = "封面是 {w:.2f} × {h:.2f} 毫米，{name} 的公式是 {fw:.2f} × {fh:.2f} 毫米；请重新导出"
    values = {"w": width, "h": height, "fw": wrap.media.w, "fh": wrap.media.h, "name": name}
    return [OrderFinding("cover_size", "blocking", _say(zh, en, cn, **values))]


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


def _text_positions(interior: Path, preset: Preset, zh: bool) -> list[OrderFinding]:
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
                en = "{n} characters lie within {mm:.1f} mm of the trim ({name}'s safety margin); export with --for {key} again"
                cn = "{n} 个字离裁切线不到 {mm:.1f} 毫米（{name} 的安全边距）；请用 --for {key} 重新导出"
                values = {"n": outside, "mm": s.safety_mm, "name": s.name, "key": s.key}
                out.append(OrderFinding("text_in_margin", "blocking", _say(zh, en, cn, **values), index + 1))
            if small:
                en, cn = "{n} characters are smaller than {pt:g} pt", "{n} 个字小于 {pt:g} 磅"
                values = {"n": small, "pt": s.min_font_pt}
                out.append(OrderFinding("small_type", "blocking", _say(zh, en, cn, **values), index + 1))
    finally:
        document.close()
    return out


__all__ = ["INCH_MM", "OrderFinding", "file_findings", "longest_blank_run", "plan_findings"]
