"""Fonts for every character, the same on every machine: the shipped fallbacks draw every CJK Unified
Ideograph (Extensions A–I, compatibility ideographs) and emoji; only shipped fonts reach the PDF; a character
no shipped font draws prints as 〓, is named by the build, and still copies back."""

from __future__ import annotations

import pikepdf
import pypdfium2
import pytest

from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.fonts import GETA, missing_glyphs, printable
from app.print.pdf import write_pdf
from tests.print_samples import hostile_document
from words import Message

CJK_BLOCKS = {
    "URO": (0x4E00, 0x9FFF),
    "A": (0x3400, 0x4DBF),
    "B": (0x20000, 0x2A6DF),
    "C": (0x2A700, 0x2B739),
    "D": (0x2B740, 0x2B81D),
    "E": (0x2B820, 0x2CEA1),
    "F": (0x2CEB0, 0x2EBE0),
    "G": (0x30000, 0x3134A),
    "H": (0x31350, 0x323AF),
    "I": (0x2EBF0, 0x2EE5D),
}
NO_FONT = "\U00010900"  # PHOENICIAN LETTER ALF: no shipped font draws it


@pytest.mark.parametrize("block", sorted(CJK_BLOCKS))
def test_every_cjk_unified_ideograph_is_drawn(block):
    lo, hi = CJK_BLOCKS[block]
    assert missing_glyphs("".join(map(chr, range(lo, hi + 1)))) == []


def test_compatibility_ideographs_and_emoji_are_drawn():
    compat = [chr(c) for c in range(0xF900, 0xFADA) if c not in (0xFA6E, 0xFA6F)]  # two unassigned
    assert (
        missing_glyphs("".join(compat) + "".join(map(chr, range(0x2F800, 0x2FA1E))) + "😀😂👍❤☺♥🌸🏮") == []
    )


def test_what_no_font_draws_is_named_and_replaced():
    assert missing_glyphs(f"好{NO_FONT}字{NO_FONT}") == [NO_FONT]
    assert printable(f"好{NO_FONT}𠀀") == f"好{GETA}𠀀"


def pdf_fonts(path) -> set[str]:
    with pikepdf.open(path) as pdf:
        return {
            "/" + str(font.get("/BaseFont")).lstrip("/").split("+")[-1]  # without the subset tag
            for page in pdf.pages
            for font in page.Resources.get("/Font", {}).values()
        }


def shown_codes(path) -> list[int]:
    """Every 2-byte glyph code shown with a Type0 font in the PDF's content streams."""
    codes = []
    with pikepdf.open(path) as pdf:
        for page in pdf.pages:
            for operands, operator in pikepdf.parse_content_stream(page):
                if str(operator) == "Tj":
                    strings = [operands[0]]
                elif str(operator) == "TJ":
                    strings = [s for s in operands[0] if isinstance(s, pikepdf.String)]
                else:
                    continue
                for string in strings:
                    data = bytes(string)
                    codes += [int.from_bytes(data[i : i + 2], "big") for i in range(0, len(data), 2)]
    return codes


@pytest.mark.parametrize("trim", ["a4", "a5", "square"])
def test_rare_characters_print_with_shipped_fonts_only(tmp_path, trim):
    path = tmp_path / "rare.pdf"
    report = write_pdf(hostile_document(), path, PrintOptions(trim))
    assert not [w for w in report.warnings if "cannot draw" in str(w) or "font" in str(w)]
    fonts = pdf_fonts(path)
    assert fonts and all(name.startswith("/MemoryBook") for name in fonts), fonts  # never the machine's
    assert {"/MemoryBookJigmoB-Regular", "/MemoryBookJigmoG-Regular", "/MemoryBookEmoji-Regular"} <= fonts
    assert 0 not in shown_codes(path)  # no .notdef glyph (an empty box) anywhere


def test_a_character_no_font_draws_prints_as_geta_and_is_named(tmp_path):
    doc = PrintDocument(
        "T",
        pages=[
            PrintPage("cover", "T"),
            PrintPage("story-text", "缺字", f"外婆写了一个{NO_FONT}字。", number=1),
        ],
    )
    path = tmp_path / "geta.pdf"
    report = write_pdf(doc, path, PrintOptions("a5"))
    place = Message("where.page_titled", number=1, title="缺字")
    cannot = Message("print.font_cannot_draw", chars=[f"{NO_FONT} (U+10900)"])
    assert Message("located", where=place, message=cannot) in report.warnings, report.warnings
    assert all(name.startswith("/MemoryBook") for name in pdf_fonts(path))
    assert 0 not in shown_codes(path)
    pdf = pypdfium2.PdfDocument(str(path))
    try:
        assert f"一个{NO_FONT}字" in pdf[1].get_textpage().get_text_range()  # copies back as written
    finally:
        pdf.close()
