"""Large-print captions (issue 27 item 5): a story picture in a large-print book names who it shows by their
relation to the family and when (外婆（张秀兰），一九五八年), between the picture and the story; none in
normal print; the preflight notes a person without a relation."""

from __future__ import annotations

import pypdfium2
import pytest

from app.book.model import Book, Page, Person
from app.book.project import BookProject
from app.cli import main
from app.preflight import run_preflight
from app.print.captions import caption, chinese_year
from words import Message, say


def test_caption_words():
    grandma = Person(name="张秀兰", relation="外婆")
    grandpa = Person(name="Li Guohua", relation="Grandpa")
    page = Page(title="t", people=[grandma.id], year=1958)
    assert chinese_year(1958) == "一九五八年" and chinese_year(2006) == "二〇〇六年"
    assert caption(Book(title="书", people=[grandma], pages=[page]), page) == "外婆（张秀兰），一九五八年"
    english = Book(
        title="B", language="en", people=[grandpa], pages=[page.model_copy(update={"people": [grandpa.id]})]
    )
    assert caption(english, english.pages[0]) == "Grandpa (Li Guohua), 1958"
    nameless = Person(name="阿花")
    both = Page(title="t", people=[grandma.id, nameless.id], era="八十年代")
    assert (
        caption(Book(title="书", people=[grandma, nameless], pages=[both]), both)
        == "外婆（张秀兰）、阿花，八十年代"
    )
    assert caption(Book(title="书", pages=[Page(title="t")]), Page(title="t")) == ""


@pytest.fixture(scope="module")
def family_book(tmp_path_factory):
    """The sample book with 外公 on page 2 (外公的相机), 1958."""
    tmp = tmp_path_factory.mktemp("captions")
    book = tmp / "waipo.mbook"
    assert main(["demo", "--keep", str(book), "-o", str(tmp / "first.pdf"), "--engine", "sketch"]) == 0
    assert main(["person", "add", str(book), "张国华", "--relation", "外公"]) == 0
    project = BookProject.open(book)
    project.book.pages[1].people = [project.book.people[0].id]
    project.book.pages[1].year = 1958
    project.save()
    return book


def page_chars(path, index: int) -> tuple[str, list[tuple[float, float, float, float]]]:
    document = pypdfium2.PdfDocument(str(path))
    try:
        text = document[index].get_textpage()
        count = text.count_chars()
        return text.get_text_range(), [text.get_charbox(i) for i in range(count)]
    finally:
        document.close()


def test_the_caption_sits_between_the_picture_and_the_story(family_book, tmp_path):
    out = tmp_path / "large.pdf"
    assert main(["build", str(family_book), "-o", str(out), "--engine", "sketch"]) == 0
    words, boxes = page_chars(out, 2)  # cover, page 1, page 2
    assert "外公（张国华），一九五八年" in words
    at = words.index("外公（张国华）")
    story = words.index(BookProject.open(family_book).book.pages[1].text[:4])
    title = words.index("外公的相机")
    # PDF y grows upwards: the title above the caption, the caption above the story's first line
    assert boxes[title][1] > boxes[at][3] > boxes[at][1] > boxes[story][3]
    normal = tmp_path / "normal.pdf"
    assert main(["build", str(family_book), "-o", str(normal), "--engine", "sketch", "--normal-print"]) == 0
    assert "一九五八年" not in page_chars(normal, 2)[0]


def test_the_preflight_notes_a_person_without_a_relation(family_book):
    project = BookProject.open(family_book)
    project.book.people[0].relation = ""
    found = [f for p in run_preflight(project).pages for f in p.findings if f.code == "caption_relation"]
    assert len(found) == 1 and found[0].severity == "note"
    assert found[0].message == Message("preflight.caption_relation", name="张国华")
    assert "--relation 外婆" in say(found[0].message, "zh")
