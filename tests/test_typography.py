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


@pytest.mark.parametrize(
    ("text", "full"),
    [
        ("因为“一杯要八毛钱呢”。", [2, 10]),
        ("她说：‘好。’", [3, 6]),
        ("。”“走", [1, 2]),  # closing and opening quote between Chinese punctuation
        ("“Yes,” he said. Tom’s kite.", []),  # Latin text keeps the font's own quotes
        ("他叫“Tom”", [2, 6]),  # a Latin word quoted in Chinese
    ],
)
def test_which_quotes_are_set_full_width(text, full):
    from app.book.cjk import sets_full_width

    assert [i for i in range(len(text)) if sets_full_width(text, i)] == full


def _char_boxes(path, page_index: int) -> list[tuple[str, float, float, float]]:
    """(character, left, right, bottom) in points for each printed character of a page, from PDFium."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        textpage = pdf[page_index].get_textpage()
        out = []
        for i in range(textpage.count_chars()):
            ch = textpage.get_text_range(i, 1)
            if ch.strip():
                left, bottom, right, _ = textpage.get_charbox(i, loose=True)
                out.append((ch, left, right, round(bottom)))
        return out
    finally:
        pdf.close()


def test_quotes_in_chinese_take_a_full_em_and_copy_back_as_typed(tmp_path):
    """In a Chinese sentence each curly quote takes a whole character's width (GB/T 15834), drawn from the
    shipped full-width quote font; the text still copies back exactly (no inserted spaces); an English
    sentence keeps the narrow quotes of the main font; and no line is wider than its frame."""
    import pikepdf

    from app.print.fonts import PUNCT_FAMILY

    zh = "因为“一杯要八毛钱呢”。她说：‘好。’" * 6
    pages = [PrintPage("cover", "T"), PrintPage("story-text", "", zh, number=1)]
    pages.append(PrintPage("story-text", "", "“Yes,” he said.", number=2))
    path = tmp_path / "q.pdf"
    write_pdf(PrintDocument("T", language="zh", pages=pages), path, PrintOptions("a5"))

    boxes = _char_boxes(path, 1)
    em = boxes[1][2] - boxes[1][1]  # 为: one em wide
    quotes = 0
    for (ch, left, _, line), (_, next_left, _, next_line) in zip(boxes, boxes[1:], strict=False):
        if ch in "“”‘’" and line == next_line:  # the quote's advance: to the next character on its line
            quotes += 1
            assert abs(next_left - left - em) < 0.05 * em, (ch, next_left - left, em)
    assert quotes >= 20
    assert "".join(ch for ch, *_ in boxes).rstrip("0123456789") == zh  # the page number last
    assert " " not in pypdf.PdfReader(path).pages[1].extract_text().replace("\n", "")
    with pikepdf.open(path) as pdf:
        fonts = {
            "/" + str(f.BaseFont).lstrip("/").split("+")[-1] for f in pdf.pages[1].Resources.Font.values()
        }
        english = {
            "/" + str(f.BaseFont).lstrip("/").split("+")[-1] for f in pdf.pages[2].Resources.Font.values()
        }
    quotes_font = "/MemoryBookWenKaiPunctuation-Regular"
    assert PUNCT_FAMILY == "MemoryBook WenKai Punctuation"
    assert quotes_font in fonts and quotes_font not in english
    en = _char_boxes(path, 2)
    assert en[1][1] - en[0][1] < 0.5 * (en[1][2] - en[1][1]) + (en[0][2] - en[0][1])  # “ stays narrow
    with pikepdf.open(path) as pdf:
        width_pt = float(pdf.pages[1].TrimBox[2])
    assert max(right for _, _, right, _ in boxes) < width_pt  # measured as drawn: nothing runs off the page


@pytest.mark.parametrize("bold", [False, True])
def test_a_line_is_measured_as_wide_as_it_is_drawn(bold):
    """Line breaking measures (``line_advance``) exactly what ``draw_line`` lays out run by run, full-width
    quotes included, so a full line never runs past its frame."""
    from app.print.fonts import font_runs, printable
    from app.print.glyphs import _single_family, shape
    from app.print.text import line_advance

    register_fonts()
    from PySide6.QtGui import QFontMetricsF

    font = make_font(16, bold)
    metrics = QFontMetricsF(font)
    lines = ["因为“一杯要八毛钱呢”。她说：‘好。’……", "他叫“Tom”，9:00～10:00", "“Yes,” Tom’s kite… fine…"]
    for line in lines:
        drawn = sum(
            shape(printable(line[a:b]), _single_family(font, family))[2] for a, b, family in font_runs(line)
        )
        assert line_advance(metrics, font, line) == pytest.approx(drawn, abs=0.5), line


def test_a_two_line_title_breaks_at_its_pause_and_keeps_clear_of_the_subtitle(tmp_path):
    """A cover title too long for one line is broken where it pauses (after the colon), not one word from
    its end, and its last line keeps clear of the subtitle below (by glyph positions, PDFium)."""
    from tests.test_paginate import lines_by_position

    title = "外婆的弄堂：一九八三年的夏天"
    doc = PrintDocument(
        title, "给外婆的记忆绘本", "献给外婆", "zh", [PrintPage("cover"), PrintPage("colophon")]
    )
    path = tmp_path / "cover.pdf"
    write_pdf(doc, path, PrintOptions("a5"))
    lines = lines_by_position(path, 0)
    assert lines[:3] == ["外婆的弄堂：", "一九八三年的夏天", "给外婆的记忆绘本"], lines
    boxes = _char_boxes_tb(path, 0)
    title_bottom = min(b for ch, b, _ in boxes if ch in "夏天")
    subtitle_top = max(t for ch, _, t in boxes if ch in "给绘")
    assert title_bottom - subtitle_top > 2.0, (title_bottom, subtitle_top)  # pt of air between them


def _char_boxes_tb(path, page_index: int) -> list[tuple[str, float, float]]:
    """(character, bottom, top) in points of each character's glyph box on a page (PDFium)."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        textpage = pdf[page_index].get_textpage()
        out = []
        for i in range(textpage.count_chars()):
            _, bottom, _, top = textpage.get_charbox(i)
            out.append((textpage.get_text_range(i, 1), bottom, top))
        return out
    finally:
        pdf.close()


def test_an_english_ellipsis_sits_on_the_baseline_a_chinese_one_in_the_middle(tmp_path):
    """English sets … on the baseline (Chicago §13.50), Chinese centres its dots (GB/T 15834): the same
    character, drawn from two fonts by its neighbours; both copy back as U+2026."""
    from app.book.cjk import sets_latin_ellipsis

    assert sets_latin_ellipsis("fine… really", 4) and not sets_latin_ellipsis("外婆说……好", 3)
    pages = [PrintPage("cover", "T"), PrintPage("story-text", "", "It was fine… really.", number=1)]
    pages.append(PrintPage("story-text", "", "外婆说……好吧。", number=2))
    path = tmp_path / "e.pdf"
    write_pdf(PrintDocument("T", language="en", pages=pages), path, PrintOptions("a5"))
    for page, letter, low in ((1, "e", True), (2, "说", False)):
        boxes = {ch: (bottom, top) for ch, bottom, top in _char_boxes_tb(path, page)}
        dots, ref = boxes["…"], boxes[letter]
        if low:  # the dots' bottom at the letter's baseline (within 1 pt), not half way up
            assert abs(dots[0] - ref[0]) < 1.0, (dots, ref)
        else:  # centred: well above the ideograph's bottom
            assert dots[0] > ref[0] + 0.3 * (ref[1] - ref[0]), (dots, ref)
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:  # PDFium (pypdf starts a new line where a line changes font)
        assert "fine… really" in pdf[1].get_textpage().get_text_range()
    finally:
        pdf.close()
