"""A refused field of a received book reads as one line in the volunteer's language (issue 23 item 6): the
file, the field, the page by number and title, the problem in our words (not pydantic's "Input should be …"),
the value found and the fix — made here by the core itself from hand-edited book.json files as a message (a code and its values), and
said in Chinese from the catalogue."""

from __future__ import annotations

import json
import re

import pytest

from app.book.errors import BookError
from app.book.model import Book, Page
from app.book.project import BookProject
from words import Message, message_of, say

PYDANTIC = re.compile(r"Input should|String should|List should|Value error|Extra inputs")
ENGLISH = re.compile(
    r"\b(?:must|should|field|page|person|the|correct|ask|got|more|problem|characters?|allowed)\b"
)

EDITS = {  # what a careless hand or a stranger did to book.json → the code of the problem said, and its values
    "a word for a seed": (lambda d: d["pages"][1].update(seed="abc"), "book.field.whole_number", {}),
    "a strength of 5": (lambda d: d["pages"][0].update(strength=5), "book.field.at_most", {"le": "1.0"}),
    "a 500-character title": (
        lambda d: d.update(title="长" * 500),
        "book.field.too_long_text",
        {"length": "500", "max_length": "300"},
    ),
    "an unknown field": (lambda d: d["pages"][1].update(colour="red"), "book.field.unknown", {}),
    "a list for a title": (lambda d: d["pages"][1].update(title=["a"]), "book.field.text", {}),
    "a control character": (
        lambda d: d["pages"][1].update(title="\x1b[2J"),
        "book.field.control_characters",
        {"shown": "\\u001b[2J"},
    ),
    "two pages with one id": (
        lambda d: d["pages"][1].update(id=d["pages"][0]["id"]),
        "book.page.id_twice",
        {},
    ),
    "an unknown style": (lambda d: d.update(style="neon"), "book.style.unknown", {"style": "'neon'"}),
    "three careless edits": (
        lambda d: (d["pages"][0].update(strength=5), d["pages"][1].update(seed="abc", colour="red")),
        "book.field.at_most",
        {},
    ),
    "a newer format": (lambda d: d.update(schema_version=99), "book.file.newer", {"format": 99}),
}


@pytest.fixture
def refusals(tmp_path) -> dict[str, BookError]:
    """Each edit of :data:`EDITS` made to a saved two-page book, and the error its opening raised."""
    book = Book(
        title="外婆的故事", pages=[Page(title="晒被子", text="夏天。"), Page(title="阿花", text="猫。")]
    )
    said = {}
    for name, (edit, _, _) in EDITS.items():
        root = tmp_path / name.replace(" ", "-")
        BookProject.create(root, book).save()
        data = json.loads((root / "book.json").read_text(encoding="utf-8"))
        edit(data)
        (root / "book.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        with pytest.raises(BookError) as err:
            BookProject.open(root)
        said[name] = err.value
    return said


def _said(err: BookError) -> Message:
    """What the refusal says after the file's name (``located``: the book.json path, then this)."""
    located = message_of(err)
    assert isinstance(located, Message) and located.code == "located", located
    assert str(located.params["where"]).endswith("book.json")
    return located.params["message"]


def test_each_refused_field_is_named_in_our_words_with_the_fix(refusals):
    for name, err in refusals.items():
        said = _said(err)
        problem = said.params["problem"]
        assert isinstance(problem, Message) and problem.code == EDITS[name][1], (name, said)
        for key, value in EDITS[name][2].items():
            assert problem.params[key] == value, (name, problem)
        line = str(err)
        assert "\n" not in line and "\x1b" not in line, line
        assert not PYDANTIC.search(line), line
    seed = _said(refusals["a word for a seed"])
    assert seed.code == "book.field.refused"
    assert seed.params["field"] == "pages.1.seed"
    assert seed.params["place"] == Message("book.field.place_page_titled", number=2, title="阿花")
    assert seed.params["shown"] == Message("book.field.got", value="'abc'")
    assert _said(refusals["a strength of 5"]).params["fix"] == Message("book.field.fix")
    assert _said(refusals["three careless edits"]).params["more"] == Message(
        "book.field.more_fields", count=2, fields=["pages.1.seed", "pages.1.colour"]
    )
    assert "field 'pages.1.seed (page 2 「阿花」)'" in str(refusals["a word for a seed"])  # the English line


def test_refused_fields_read_chinese(refusals):
    for name, err in refusals.items():
        shown = say(message_of(err), "zh")
        words = re.sub(r"\S*book\.json\S*|'[^']*'|“[^”]*”|\\u\w+|\[2J", "", shown)
        assert re.search(r"[\u4e00-\u9fff]", shown) and not ENGLISH.search(words), (name, shown)
    seed = say(message_of(refusals["a word for a seed"]), "zh")
    assert "字段“pages.1.seed”（第 2 页「阿花」）：必须是整数（现在是 'abc'）" in seed, seed


def test_every_pydantic_type_we_word_has_a_sentence_in_both_languages():
    """Each of pydantic's error types in :data:`app.book.field_errors.PROBLEM_CODES` names a catalogue code."""
    from app.book.field_errors import PROBLEM_CODES
    from words import template

    for kind, code in PROBLEM_CODES.items():
        assert template(code, "en") and template(code, "zh"), (kind, code)
