"""Rewrite the ToUnicode maps Qt wrote, from the glyphs actually drawn (see :mod:`app.print.glyphs`).

PDF 1.7 (ISO 32000-1) §9.10.3: a ToUnicode CMap maps character codes (here CIDs, 2 bytes, Identity-H) to
UTF-16BE strings; ``bfchar`` blocks hold at most 100 entries. Supplementary-plane characters are written as
surrogate pairs, a glyph that stood for several characters (a ligature) as the whole string, the space
glyph as U+0020.
"""

from __future__ import annotations

import math

from app.print.glyphs import FontLog, GlyphLog
from words import Message

WIDTH_TOLERANCE = 2.0
"""How far (1/1000 em) a subset glyph's ``/W`` width may differ from the logged glyph's advance (Qt rounds)."""

_HEADER = (
    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
    "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
)
_FOOTER = "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"


def to_unicode_cmap(texts: dict[int, str]) -> bytes:
    """A ToUnicode CMap (bytes) mapping each CID of ``texts`` (0–65535) to its string; empty strings are left
    out (those glyphs extract as nothing)."""
    entries = [(cid, text) for cid, text in sorted(texts.items()) if text]
    out = [_HEADER]
    for start in range(0, len(entries), 100):
        block = entries[start : start + 100]
        out.append(f"{len(block)} beginbfchar\n")
        for cid, text in block:
            out.append(f"<{cid:04X}> <{text.encode('utf-16-be').hex().upper()}>\n")
        out.append("endbfchar\n")
    out.append(_FOOTER)
    return "".join(out).encode("ascii")


def _cid_widths(w_array) -> dict[int, float]:
    """The ``/W`` array of a CIDFont (``c [w1 w2 …]`` or ``c_first c_last w`` groups) as CID → width."""
    import pikepdf

    items = list(w_array)
    widths: dict[int, float] = {}
    i = 0
    while i < len(items):
        first = int(items[i])
        if i + 1 < len(items) and isinstance(items[i + 1], pikepdf.Array):
            for k, width in enumerate(items[i + 1]):
                widths[first + k] = float(width)
            i += 2
        else:
            last, width = int(items[i + 1]), float(items[i + 2])
            for cid in range(first, last + 1):
                widths[cid] = width
            i += 3
    return widths


def _font_texts(log: FontLog, widths: dict[int, float], default: float) -> dict[int, str] | None:
    """CID → text for a subset whose CIDs number ``log.order`` from 1; None when the subset's widths
    (``widths``, else ``default``, the ``/DW``) show the numbering is not that (then Qt's map is kept)."""
    texts = {}
    for cid, glyph in enumerate(log.order, start=1):
        expected, actual = log.widths.get(glyph, math.nan), widths.get(cid, default)
        if not math.isnan(expected) and abs(actual - expected) > WIDTH_TOLERANCE:
            return None
        texts[cid] = log.text_of(glyph)
    return texts


def _named(text: str) -> str:
    """``text`` with its code points, so an invisible or look-alike character can be told apart:
    ``〈 (U+3008)``."""
    return f"{text} ({' '.join(f'U+{ord(c):04X}' for c in text)})"


def rewrite_to_unicode(pdf, log: GlyphLog) -> list[Message | str]:
    """Replace the ToUnicode map of every Type0 font in ``pdf`` (a ``pikepdf.Pdf`` Qt wrote) that ``log``
    knows (by ``/BaseFont``) with one made from the logged glyphs. Returns problems, one line each: a font
    whose subset does not number glyphs as drawn (its map is left as Qt wrote it), or a glyph that stood
    for different characters (copy/paste gives back the most frequent)."""
    import pikepdf

    problems: list[Message | str] = []
    done: set[tuple[int, int]] = set()
    for page in pdf.pages:
        fonts = page.obj.get("/Resources", {}).get("/Font", {})
        for font in fonts.values():
            if font.objgen in done or font.get("/Subtype") != "/Type0":
                continue
            done.add(font.objgen)
            name = str(font.get("/BaseFont", ""))[1:]
            font_log = log.fonts.get(name)
            if font_log is None:
                continue
            cid_font = font.DescendantFonts[0]
            widths = _cid_widths(cid_font.get("/W", []))
            texts = _font_texts(font_log, widths, float(cid_font.get("/DW", 1000)))
            where = Message("print.where.font", name=name)
            if texts is None:
                problems.append(Message("located", where=where, message=Message("print.glyph_numbering")))
                continue
            font[pikepdf.Name.ToUnicode] = pikepdf.Stream(pdf, to_unicode_cmap(texts))
            for glyph, chars in font_log.conflicts():
                shared = Message(
                    "print.shared_glyph",
                    chars=[_named(c) for c in chars],
                    kept=_named(font_log.text_of(glyph)),
                )
                problems.append(Message("located", where=where, message=shared))
    return problems
