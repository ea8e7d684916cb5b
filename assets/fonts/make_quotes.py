"""Build ``MemoryBookWenKaiQuotes-Regular.ttf`` / ``-Bold.ttf``: the curly quotes “ ” ‘ ’ of the shipped
WenKai fonts set full width, for quotes in Chinese text.

Chinese typesetting gives each quotation mark a whole character's width (GB/T 15834-2011 §5.1.3 "标点符号的
位置和书写形式"; W3C clreq §3.1.5 "Punctuation Width Adjustment": full-width quotes sit at the inner side of
their em box, the blank on the outer side). WenKai shares its quote glyphs with Latin text (350 of 1000 units
wide), so in a Chinese sentence they look squeezed against the characters. This font holds the same four
outlines in a 1000-unit em: the opening quotes moved to the right of the box, the closing ones left where
they are. :func:`app.print.fonts.font_runs` draws a quote with it when the quote stands next to CJK text
(:func:`app.book.cjk.sets_full_width`); Latin text keeps WenKai's own quotes. The characters stay U+201C,
U+201D, U+2018, U+2019, so copy and search find them as typed.

The glyphs are WenKai's (SIL Open Font License 1.1, see ``copyright``), renamed as the licence asks of
modified copies.

Usage (from the repository root, after ``make_subset.py``)::

    python assets/fonts/make_quotes.py
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset

QUOTES = {"“": "open", "‘": "open", "”": "close", "’": "close"}
"""The quotes set full width, and which side of the em box their glyph sits on (opening: the right)."""

FAMILY = "MemoryBook WenKai Quotes"


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
        subsetter.populate(text="".join(QUOTES))
        subsetter.subset(font)
        widen(font)
        rename(font, style)
        out = here / f"MemoryBookWenKaiQuotes-{style}.ttf"
        subset.save_font(font, str(out), options)
        print(out, out.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
