"""A refused field of a received book reads as one line in the volunteer's language (issue 23 item 6): the
file, the field, the page by number and title, the problem in our words (not pydantic's "Input should be …"),
the value found and the fix — made here by the core itself from hand-edited book.json files, and shown in
Chinese by the app's and the command line's translation."""

from __future__ import annotations

import json
import re

import pytest

from app.book.errors import BookError
from app.book.field_errors import PROBLEMS
from app.book.model import Book, Page
from app.book.project import BookProject
from app.viewmodels.field_messages import BOOK_RULE_SENTENCES, PROBLEM_SENTENCES

PYDANTIC = re.compile(r"Input should|String should|List should|Value error|Extra inputs")
ENGLISH = re.compile(
    r"\b(?:must|should|field|page|person|the|correct|ask|got|more|problem|characters?|allowed)\b"
)

EDITS = {  # what a careless hand or a stranger did to book.json → a word the English line must hold
    "a word for a seed": (lambda d: d["pages"][1].update(seed="abc"), "must be a whole number (got 'abc')"),
    "a strength of 5": (lambda d: d["pages"][0].update(strength=5), "must be at most 1"),
    "a 500-character title": (lambda d: d.update(title="长" * 500), "is 500 characters long; at most 300"),
    "an unknown field": (lambda d: d["pages"][1].update(colour="red"), "is not a field this app knows"),
    "a list for a title": (lambda d: d["pages"][1].update(title=["a"]), "must be text"),
    "a control character": (lambda d: d["pages"][1].update(title="\x1b[2J"), "holds control characters"),
    "two pages with one id": (lambda d: d["pages"][1].update(id=d["pages"][0]["id"]), "of an earlier page"),
    "an unknown style": (lambda d: d.update(style="neon"), "style 'neon' is not a style of this app"),
    "three careless edits": (
        lambda d: (d["pages"][0].update(strength=5), d["pages"][1].update(seed="abc", colour="red")),
        "(and 2 more problem(s): pages.1.seed, pages.1.colour)",
    ),
    "a newer format": (lambda d: d.update(schema_version=99), "saved by a newer Memory Picture Book"),
}


@pytest.fixture
def refusals(tmp_path) -> dict[str, str]:
    """Each edit of :data:`EDITS` made to a saved two-page book, and the one line its opening raised."""
    book = Book(
        title="外婆的故事", pages=[Page(title="晒被子", text="夏天。"), Page(title="阿花", text="猫。")]
    )
    said = {}
    for name, (edit, _) in EDITS.items():
        root = tmp_path / name.replace(" ", "-")
        BookProject.create(root, book).save()
        data = json.loads((root / "book.json").read_text(encoding="utf-8"))
        edit(data)
        (root / "book.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        with pytest.raises(BookError) as err:
            BookProject.open(root)
        said[name] = str(err.value)
    return said


def test_each_refused_field_is_named_in_our_words_with_the_fix(refusals):
    for name, line in refusals.items():
        assert EDITS[name][1] in line, (name, line)
        assert "book.json" in line and "\n" not in line and "\x1b" not in line, line
        assert not PYDANTIC.search(line), line
    assert "field 'pages.1.seed (page 2 「阿花」)'" in refusals["a word for a seed"]
    assert "correct it in the app (or in book.json)" in refusals["a strength of 5"]


def test_refused_fields_read_chinese_in_the_app_and_the_cli(refusals, qapp):
    from app.cli.sentences import translate_rest
    from app.ui.language import install_language
    from app.viewmodels.messages import translate_message

    install_language("zh")
    try:
        for name, line in refusals.items():
            for shown in (translate_message(line), translate_rest(line)):
                words = re.sub(r"\S*book\.json\S*|'[^']*'|“[^”]*”|\\u\w+|\[2J", "", shown)
                assert re.search(r"[\u4e00-\u9fff]", shown) and not ENGLISH.search(words), (name, shown)
        seed = translate_message(refusals["a word for a seed"])
        assert "字段“pages.1.seed”（第 2 页「阿花」）：必须是整数（现在是 'abc'）" in seed, seed
    finally:
        install_language("en")


def test_every_problem_sentence_is_in_the_translators_table():
    """:data:`app.book.field_errors.PROBLEMS` and its translator's copy hold the same sentences."""
    sentences = set(PROBLEMS.values()) | {"must be at least {min_length} characters long"}
    assert sentences == set(PROBLEM_SENTENCES)
    assert len(set(BOOK_RULE_SENTENCES)) == len(BOOK_RULE_SENTENCES)
