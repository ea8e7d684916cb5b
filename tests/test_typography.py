"""English typography as printed: curly quotes and apostrophes (the stored text unchanged), no lone word on
the colophon's last line, no lone character on a paragraph's last line."""

from __future__ import annotations

import pypdf
import pytest

from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.fonts import register_fonts
from app.print.pdf import write_pdf
from app.print.text import break_lines, is_lone, make_font
from app.print.typography import curly_quotes, typeset


@pytest.mark.parametrize(
    ("straight", "curly"),
    [
        ('She said "come in."', "She said “come in.”"),
        ("Grandma's lane", "Grandma’s lane"),
        ("'Tis the '90s", "‘Tis the ’90s"),
        ("He called it 'home' (\"ours\")", "He called it ‘home’ (“ours”)"),
        ('"Quoted" at the start', "“Quoted” at the start"),
        ("rock 'n' roll", "rock ‘n’ roll"),
    ],
)
def test_curly_quotes(straight, curly):
    assert curly_quotes(straight) == curly


def test_english_book_prints_curly_quotes_and_keeps_its_text(tmp_path):
    text = 'Grandma said, "Don\'t forget the lane."'
    page = PrintPage("story-text", "Grandma's lane", text, number=1)
    doc = PrintDocument("Grandma's book", language="en", pages=[PrintPage("cover", "T"), page])
    write_pdf(doc, tmp_path / "en.pdf", PrintOptions("a5"))
    printed = " ".join(pypdf.PdfReader(tmp_path / "en.pdf").pages[1].extract_text().split())
    assert "Grandma said, “Don’t forget the lane.”" in printed and "Grandma’s lane" in printed
    assert page.text == text and doc.title == "Grandma's book"  # the book's own text is not changed


def test_chinese_book_is_not_retyped():
    doc = PrintDocument("外婆", language="zh", pages=[PrintPage("story-text", "题", '他说"好"')])
    assert typeset(doc) is doc


@pytest.mark.parametrize("width", [40.0, 55.0, 70.0, 90.0])
def test_colophon_never_ends_a_paragraph_with_a_lone_word(width):
    register_fonts()
    font = make_font(10)
    for n in range(4, 30):
        text = " ".join(["Illustrations"] + ["made"] * n + ["locally."])
        lines, _ = break_lines(text, font, width, no_lone_word=True)
        if len(lines) > 1:
            assert " " in lines[-1], lines


@pytest.mark.parametrize("width", [30.0, 47.0, 61.0, 88.0])
def test_no_lone_character_on_a_paragraphs_last_line(width):
    register_fonts()
    font = make_font(12)
    for n in range(1, 60):
        lines, _ = break_lines(
            "那年夏天" + "弄堂里晒满了被子" * (n // 8) + "阳" * (n % 8) + "。", font, width
        )
        if len(lines) > 1:
            assert not is_lone(lines[-1]), lines
