"""`memorybook check` (app/preflight/registry.py): the sample book, a book with each finding planted, the JSON shape,
the book's language, exit status 1 when something blocks printing, and the registry other checks plug into."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from PIL import Image

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.build import illustrate_pages
from app.cli import main
from app.preflight import PAGE_CHECKS, SEVERITIES, page_check, run_preflight
from app.preflight.checks import dry_run_layout
from model.engines.sketch import SketchIllustrator
from tests.conftest import EXAMPLES
from tests.test_said_in_chinese import english_in
from words import Message, say


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The Chinese sample book built with the sketch engine (pages 1, 6, 7, 8 have no photo)."""
    root = tmp_path_factory.mktemp("sample")
    project = create_book_from_story(EXAMPLES / "waipo-zh.md", root / "w.mbook", EXAMPLES / "photos")
    illustrate_pages(project, SketchIllustrator())  # the pictures only: the preflight needs no PDF
    return project.root


def _copy(sample, tmp_path) -> BookProject:
    return BookProject.open(shutil.copytree(sample, tmp_path / "w.mbook"))


def _codes(report) -> dict[int, list[str]]:
    return {p["number"]: [f["code"] for f in p["findings"]] for p in report["pages"]}


def test_the_sample_book_passes_with_notes_in_chinese(sample, capsys):
    assert main(["check", str(sample), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"pages", "blocking"} and report["blocking"] == 0
    assert [p["number"] for p in report["pages"]] == list(range(1, 9))
    for page in report["pages"]:
        assert set(page) == {"number", "title", "findings"}
        for finding in page["findings"]:
            assert set(finding) == {"code", "severity", "message"}
            assert finding["severity"] in SEVERITIES
    codes = _codes(report)
    assert codes[1] == ["wash_only"] and codes[6] == ["wash_only"]  # no photo, no model: say why
    assert "low_dpi" in codes[3]  # chelsea.png is a small scan
    first = report["pages"][0]
    assert first["title"] == "晒被子的夏天" and "没有照片" in first["findings"][0]["message"]
    assert main(["check", str(sample)]) == 0
    assert "提示：第 1 页“晒被子的夏天”：没有插图" in capsys.readouterr().out


def _text_with_a_short_continuation(project, page) -> str:
    """Story text just longer than the page holds (after the print layout's own fitting), so a few lines
    are carried onto a continuation page."""
    page.text = "春" * 1000
    lines = dry_run_layout(project)[page.id]["continuations"]
    assert lines, "1000 characters should not fit on one page"
    per_line = 1000 // (sum(lines) + 18)  # a rough count of characters per line, to step by lines
    length = 1000 - sum(lines) * per_line
    while length < 1000:
        page.text = "春" * length
        if dry_run_layout(project)[page.id]["continuations"]:
            return page.text
        length += per_line
    raise AssertionError("no length gives a continuation page")


def test_each_finding_planted_is_named_on_its_page(sample, tmp_path, capsys):
    project = _copy(sample, tmp_path)
    pages = project.book.pages
    (project.root / "photos" / pages[1].photo).unlink()  # page 2: the photo file is gone
    black = Image.new("RGB", Image.open(project.illustration_path(pages[3].illustration)).size)
    black.save(
        project.illustration_path(pages[3].illustration)
    )  # page 4: a black picture from older versions
    pages[4].seed = 4242  # page 5: drawn with another seed than the page now asks for
    pages[5].text += "\ue000"  # page 6: a private-use character no shipped font has
    pages[6].text = _text_with_a_short_continuation(project, pages[6])  # page 7
    pages[2].illustration = None  # page 3: no picture yet
    project.save()
    assert main(["check", str(project.root), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    codes = _codes(report)
    assert "photo_missing" in codes[2]
    assert codes[3][0] == "no_picture"
    assert "bad_picture" in codes[4]
    assert "stale" in codes[5]
    assert "missing_glyphs" in codes[6]
    assert "short_continuation" in codes[7]
    assert report["blocking"] == 3  # the missing photo, the black picture, the missing character
    messages = {f["code"]: f["message"] for p in report["pages"] for f in p["findings"]}
    assert "随机种子" in messages["stale"]
    assert "(U+E000)" in messages["missing_glyphs"]
    assert re.search(r"那一页只有 [1-4] 行", messages["short_continuation"])


def test_an_english_book_gets_english_findings(tmp_path):
    project = create_book_from_story(EXAMPLES / "waipo-en.md", tmp_path / "e.mbook", EXAMPLES / "photos")
    project.book.pages = project.book.pages[:2]
    result = run_preflight(project, engine="sketch")
    assert result.language == "en"
    lines = result.lines()
    first = next(line for line in lines if line.params.get("where", {}) == result_where(project, 1))
    # a designed text page: worth knowing, not a fault
    assert first == Message(
        "preflight.line",
        severity=Message("preflight.severity.note"),
        where=result_where(project, 1),
        message=Message("preflight.wash_only"),
    )
    assert say(first, result.language).startswith("note: page 1 “")
    assert Message("preflight.no_picture") in [line.params.get("message") for line in lines]


def result_where(project, number: int) -> Message:
    return Message("where.page_titled", number=number, title=project.book.pages[number - 1].title)


def test_a_preflight_said_in_chinese_holds_no_english(sample, tmp_path):
    """Every line of a preflight with findings of many kinds, said in Chinese, is Chinese (issue 48)."""
    project = _copy(sample, tmp_path)
    pages = project.book.pages
    (project.root / "photos" / pages[1].photo).unlink()
    pages[4].seed = 4242
    pages[5].text += "\ue000"
    project.book.title = "很长的书名" * 40
    project.save()
    result = run_preflight(project, engine="sketch", language="zh")
    codes = {f.code for _, f in result.findings()}
    assert {"photo_missing", "stale", "missing_glyphs", "text_cut", "low_dpi", "wash_only"} <= codes
    for line in result.lines():
        said = say(line, "zh")
        assert not english_in(line, "zh"), said


def test_other_checks_plug_into_the_registry(sample):
    project = BookProject.open(sample)

    @page_check
    def likeness(ctx):
        if ctx.number == 2:
            yield ctx.finding("likeness", "note", Message("preflight.photo_missing", name="外公"))

    try:
        result = run_preflight(project, engine="sketch")
    finally:
        PAGE_CHECKS.remove(likeness)
    notes = [(p.number, f.message) for p, f in result.findings() if f.code == "likeness"]
    assert notes == [(2, Message("preflight.photo_missing", name="外公"))]


def test_a_story_running_over_several_pages_is_noted_once(sample, tmp_path):
    """A very long story is one note on its page ("continues on 3 extra pages (…) lines"), not one
    identical line per extra page."""
    project = _copy(sample, tmp_path)
    page = project.book.pages[6]
    page.text = "春" * 2500
    project.save()
    extra = dry_run_layout(project)[page.id]["continuations"]
    assert len(extra) >= 2, extra
    result = run_preflight(project, engine="sketch")
    notes = [f.message for _, f in result.findings() if f.code == "continuation"]
    assert notes == [Message("preflight.continuation_pages", pages=len(extra), n=sum(extra))]


def test_text_the_layout_cannot_fit_blocks_on_its_page_and_on_the_cover(sample, tmp_path, capsys):
    """A title too long even at the smallest size loses lines in print (the build warned, ``check`` passed):
    the preflight names the cover, or the page, with how many lines would not print."""
    project = _copy(sample, tmp_path)
    project.book.title = "很长的书名" * 40
    project.book.pages[2].title = "很长的页标题" * 30
    project.save()
    assert main(["check", str(project.root), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    cover = next(p for p in report["pages"] if p["number"] == 0)
    assert [f["code"] for f in cover["findings"]] == ["text_cut"]
    assert re.fullmatch(
        r"标题缩到 [\d.]+ 磅也放不下：\d+ 行里有 \d+ 行印不出来；请删短一些，或选大一点的开本",
        cover["findings"][0]["message"],
    )  # the JSON says the findings in the book's language
    found = run_preflight(project, engine="sketch")
    cut = next(f.message for p in found.pages if p.page_id == "cover" for f in p.findings)
    assert cut.code == "preflight.text_cut" and cut.params["what"] == Message("print.part.title")
    assert int(cut.params["over"]) > 0 and int(cut.params["lines"]) > int(cut.params["over"])
    assert "text_cut" in _codes(report)[3]
    assert main(["check", str(project.root)]) == 1
    assert "妨碍印刷：封面：标题缩到" in capsys.readouterr().out
