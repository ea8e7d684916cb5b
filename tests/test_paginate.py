"""Long stories continue on following pages: nothing is cut off, page numbers run in order."""

from __future__ import annotations

import re

import pypdf
import pytest
from PIL import Image

from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.paginate import MIN_CONTINUATION_LINES, continuations, paginate
from app.print.pdf import write_pdf

SENTENCE = "那年夏天的被子晒满了弄堂，阳光的味道一直留在被角上。"


def document(text, lang="zh"):
    return PrintDocument(
        title="T",
        subtitle="",
        dedication="",
        language=lang,
        colophon=["made"],
        pages=[
            PrintPage(kind="cover", title="T"),
            PrintPage(
                kind="story",
                title="长",
                text=text,
                image=Image.new("RGB", (600, 400), (200, 150, 100)),
                number=1,
            ),
            PrintPage(kind="story-text", title="短", text="一句话。", number=2),
            PrintPage(kind="colophon", text="made"),
        ],
    )


@pytest.mark.parametrize("trim", ["a4", "a5"])
def test_long_chinese_story_continues_on_next_pages(tmp_path, trim):
    text = "\n".join("外婆说，" + SENTENCE * 10 for _ in range(12))
    report = write_pdf(document(text), tmp_path / "long.pdf", PrintOptions(trim=trim))
    assert not [w for w in report.warnings if "not printed" in str(w)]
    reader = pypdf.PdfReader(tmp_path / "long.pdf")
    assert report.pages == len(reader.pages) > 4
    printed = re.sub(r"[\s\d]+", "", "".join(p.extract_text() for p in reader.pages))  # page numbers out
    assert printed.count("阳光的味道") == text.count("阳光的味道")
    numbers = [
        int(m) for p in reader.pages[1:-1] for m in re.findall(r"^\s*(\d+)\s*$", p.extract_text(), re.M)
    ]
    assert numbers == list(range(1, len(reader.pages) - 1))


def test_long_english_story_keeps_every_word(tmp_path):
    words = [f"word{i}" for i in range(1500)]
    write_pdf(document(" ".join(words), "en"), tmp_path / "en.pdf", PrintOptions(trim="a5"))
    printed = re.sub(
        r"\s+", " ", " ".join(p.extract_text() for p in pypdf.PdfReader(tmp_path / "en.pdf").pages)
    )
    assert all(f"word{i} " in printed + " " for i in (0, 700, 1499))
    assert sum(printed.count(f"word{i} ") for i in range(1500)) >= 1500 - 5


def story_doc(text, lang="zh"):
    return document(text, lang)


def test_a_story_overflowing_by_one_line_is_fitted_on_its_page():
    from app.book.geometry import page_geometry
    from app.print.fitting import FIT_MAX_OVERFLOW, fit_story

    options = PrintOptions(trim="a5")
    geo = page_geometry("story", options, 1)
    picture = Image.new("RGB", (600, 400))
    text = SENTENCE
    while fit_story(picture, text, geo.frames, geo.fonts, 2.0).tightened == 0.0:
        text += "好"
    layout = fit_story(picture, text, geo.frames, geo.fonts, 2.0)
    assert layout.fit.fits and (layout.tightened > 0 or layout.picture_scale < 1)
    assert layout.tightened <= 0.2 and layout.picture_scale >= 0.8  # within the stated limits
    doc = story_doc(text)
    assert len(paginate(doc, options).pages) == len(doc.pages)  # no continuation page
    assert continuations(doc, options) == []
    assert FIT_MAX_OVERFLOW >= 1


@pytest.mark.parametrize("extra_lines", [4, 5, 6])
def test_a_continuation_page_holds_at_least_three_lines(extra_lines):
    from app.book.geometry import page_geometry
    from app.print.fitting import fit_story

    options = PrintOptions(trim="a5")
    geo = page_geometry("story", options, 1)
    picture = Image.new("RGB", (600, 400))
    text = SENTENCE
    while fit_story(picture, text, geo.frames, geo.fonts, 2.0).fit.overflow < extra_lines:
        text += SENTENCE[:8]
    found = continuations(story_doc(text), options)
    assert found and all(c.lines >= MIN_CONTINUATION_LINES for c in found), found
    assert found[0].title == "长"


def lines_by_position(path, page_index):
    """The text of each printed line of a page, from PDFium's character boxes (grouped by baseline)."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        textpage = pdf[page_index].get_textpage()
        rows: dict[int, list[tuple[float, str]]] = {}
        for i in range(textpage.count_chars()):
            ch = textpage.get_text_range(i, 1)
            if ch.strip():
                left, bottom, _, _ = textpage.get_charbox(i, loose=True)  # font box: one bottom per line
                rows.setdefault(round(bottom), []).append((left, ch))
        return ["".join(c for _, c in sorted(row)) for _, row in sorted(rows.items(), reverse=True)]
    finally:
        pdf.close()


def test_no_paragraph_ends_with_a_lone_character_in_the_pdf(tmp_path):
    from app.print.text import is_lone

    paragraphs = ["外婆说" + SENTENCE * 2 + "好" * n + "。" for n in range(0, 24, 2)]
    doc = PrintDocument(
        title="T",
        language="zh",
        pages=[PrintPage(kind="cover", title="T")]
        + [PrintPage(kind="story-text", title="", text=p, number=k + 1) for k, p in enumerate(paragraphs)],
    )
    path = tmp_path / "lone.pdf"
    write_pdf(doc, path, PrintOptions(trim="a5"))
    for index in range(1, len(paragraphs) + 1):
        rows = [r for r in lines_by_position(path, index) if not r.isdigit()]  # page number out
        assert len(rows) >= 2 and not is_lone(rows[-1]), rows


def first_line_indents(path, page_index) -> list[float]:
    """The left edge (pt) of each printed line's first character on a page, top to bottom, from PDFium."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        textpage = pdf[page_index].get_textpage()
        rows: dict[int, float] = {}
        for i in range(textpage.count_chars()):
            if textpage.get_text_range(i, 1).strip():
                left, bottom, _, _ = textpage.get_charbox(i, loose=True)
                rows[round(bottom)] = min(left, rows.get(round(bottom), left))
        return [rows[b] for b in sorted(rows, reverse=True)]
    finally:
        pdf.close()


def test_a_paragraph_carried_onto_the_next_page_gets_no_new_indent(tmp_path):
    """A paragraph cut by the page end goes on at the left margin of the continuation page (a new paragraph
    there is indented by two characters, as on any page)."""
    from app.print.paginate import mid_paragraph

    text = "外婆说，" + SENTENCE * 12 + "\n" + "第二段。" + SENTENCE * 3
    doc = document(text)
    paginated = paginate(doc, PrintOptions(trim="a5"))
    follow = paginated.pages[2]
    assert follow.kind == "story-text" and follow.continued and "第二段" in follow.text
    path = tmp_path / "c.pdf"
    write_pdf(doc, path, PrintOptions(trim="a5"))
    lefts = first_line_indents(path, 2)[:-1]  # the page number out
    margin = min(lefts)
    assert abs(lefts[0] - margin) < 0.5, lefts  # the carried-on paragraph: no indent
    assert any(left > margin + 20 for left in lefts[1:]), lefts  # the second paragraph's indent
    assert mid_paragraph("一二\n三四", "一二", "三四") is False and mid_paragraph("一二三四", "一二", "三四")


@pytest.mark.parametrize("paragraphs", [5, 9, 12])
def test_a_story_keeps_one_type_size_over_its_pages(paragraphs):
    """The last page of a long story held few lines and was set larger than the pages before it (fitted on
    its own from the largest size): every page of a story now prints at the size the story began at."""
    from app.print.paginate import paginate

    text = "\n".join("外婆说，" + SENTENCE * 10 for _ in range(paragraphs))
    layouts: dict = {}
    printed = paginate(document(text), PrintOptions(trim="a5"), [], layouts)
    story = [i for i, p in enumerate(printed.pages) if p.kind in ("story", "story-text") and p.title != "短"]
    sizes = {round(layouts[i].story_fit.size_pt, 2) for i in story}
    assert len(story) > 1 and len(sizes) == 1, (len(story), sizes)
