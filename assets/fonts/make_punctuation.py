"""Build ``MemoryBookWenKaiPunct-Regular.ttf`` / ``-Bold.ttf``: the punctuation WenKai draws one way that
Chinese and English set two ways — its curly quotes “ ” ‘ ’ set full width for Chinese text, and an
ellipsis on the baseline for English text.

Chinese typesetting gives each quotation mark a whole character's width (GB/T 15834-2011 §5.1.3 "标点符号的
位置和书写形式"; W3C clreq §3.1.5 "Punctuation Width Adjustment": full-width quotes sit at the inner side of
their em box, the blank on the outer side). WenKai shares its quote glyphs with Latin text (350 of 1000 units
wide), so in a Chinese sentence they look squeezed against the characters. This font holds the same four
outlines in a 1000-unit em: the opening quotes moved to the right of the box, the closing ones left where
they are. :func:`app.print.fonts.font_runs` draws a quote with it when the quote stands next to CJK text
(:func:`app.book.cjk.sets_full_width`); Latin text keeps WenKai's own quotes. WenKai's ellipsis … is the
Chinese one, its dots centred between the lines (GB/T 15834 §4.11); English sets the ellipsis on the
baseline (The Chicago Manual of Style §13.50), so this font's ellipsis is three of WenKai's full stops, and
:func:`app.book.cjk.sets_latin_ellipsis` says where it is used. The characters stay what they were (U+201C,
U+201D, U+2018, U+2019, U+2026), so copy and search find them as typed.

The glyphs are WenKai's (SIL Open Font License 1.1, see ``copyright``), renamed as the licence asks of
modified copies.

Usage (from the repository root, after ``make_subset.py``)::

    python assets/fonts/make_punctuation.py
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset

QUOTES = {"“": "open", "‘": "open", "”": "close", "’": "close"}
"""The quotes set full width, and which side of the em box their glyph sits on (opening: the right)."""

FAMILY = "MemoryBook WenKai Punctuation"

ELLIPSIS_STEP = 0.8
"""The Latin ellipsis' dots follow each other at this share of the full stop's advance."""


def widen(font) -> None:
    """Give each quote glyph of ``font`` (a subset holding only them) a full em of advance; move the opening
    quotes' outlines right by what was added, so the blank falls on the outer side."""
    em = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    glyf, hmtx = font["glyf"], font["hmtx"]
    for ch, side in QUOTES.items():
        name = cmap[ord(ch)]
        advance, lsb = hmtx[name]
        shift = em - advance if side == "open" else 0
        glyph = glyf[name]
        if shift and glyph.numberOfContours > 0:
            glyph.coordinates.translate((shift, 0))
            glyph.recalcBounds(glyf)
        hmtx[name] = (em, lsb + shift)
    font["hhea"].advanceWidthMax = max(font["hhea"].advanceWidthMax, em)


def baseline_ellipsis(font) -> None:
    """Make ``font``'s ellipsis three of its full stops on the baseline (a composite glyph), each
    :data:`ELLIPSIS_STEP` of the stop's advance after the one before, and map only the ellipsis (the full
    stop stays in the font as the component, not in its cmap)."""
    from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent

    cmap = font.getBestCmap()
    period, ellipsis = cmap[ord(".")], cmap[ord("…")]
    glyf, hmtx = font["glyf"], font["hmtx"]
    step = round(hmtx[period][0] * ELLIPSIS_STEP)
    glyph = Glyph()
    glyph.numberOfContours = -1
    glyph.components = []
    for k in range(3):
        component = GlyphComponent()
        component.glyphName, component.x, component.y, component.flags = period, k * step, 0, 0
        glyph.components.append(component)
    glyf[ellipsis] = glyph
    glyph.recalcBounds(glyf)
    hmtx[ellipsis] = (3 * step, glyph.xMin)
    for table in font["cmap"].tables:
        table.cmap.pop(ord("."), None)


def rename(font, style: str) -> None:
    """Name the font :data:`FAMILY` (name IDs 1, 4, 6, 16; 2 and 17 keep the style); copyright and licence
    records (0, 13, 14) stay."""
    names = font["name"]
    postscript = FAMILY.replace(" ", "") + f"-{style}"
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = f"{FAMILY} {style}" if style != "Regular" else FAMILY
        elif record.nameID == 6:
            record.string = postscript
        elif record.nameID in (3,):
            record.string = f"{postscript};memorybook"


def main() -> None:
    here = Path(__file__).parent
    for style in ("Regular", "Bold"):
        options = subset.Options()
        options.layout_features = []
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.hinting = False
        font = subset.load_font(str(here / f"MemoryBookWenKai-{style}.ttf"), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text="".join(QUOTES) + "….")
        subsetter.subset(font)
        widen(font)
        baseline_ellipsis(font)
        rename(font, style)
        out = here / f"MemoryBookWenKaiPunct-{style}.ttf"
        subset.save_font(font, str(out), options)
        print(out, out.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
