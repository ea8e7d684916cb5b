"""Character sheets: a person's portrait per era drawn once through the pages' path (tiny FLUX.2 [klein], the
sketch engine), approved, then the first reference of every page of that era (its hash in the cache key);
drawing it again makes those pages stale and the preflight names whose sheet it was. And an era's own LoRA."""

from __future__ import annotations

import json

import pytest

from app.book.model import Page
from app.book.project import BookProject
from app.book.requests import page_people, request_for_page
from app.book.sheets import approve_sheet, current_sheet
from app.build import illustrate_pages
from app.build.sheets import draw_sheet
from app.cli import main as cli_main
from app.preflight import run_preflight
from model.engines.diffusion import DiffusionIllustrator
from model.engines.sketch import SketchIllustrator
from model.tiny import make_tiny_pipeline
from tests.test_eras import _photo, make_lifetime
from tests.test_illustrate import one_thread  # noqa: F401 (autouse: one intra-op thread)


@pytest.fixture(scope="module")
def klein():
    return DiffusionIllustrator.from_pipeline(make_tiny_pipeline("flux2-klein"), "tiny-klein")


@pytest.fixture
def lifetime(tmp_path):
    """test_eras' life of 外婆 (her youth on page 1, her old age on page 2), a page more of her youth, drawn
    small and in one step."""
    project, _, _ = make_lifetime(tmp_path)
    settings = project.book.illustration
    settings.steps, settings.width, settings.height = 1, 64, 64
    project.book.pages.append(Page(text="一九六〇年进城。", people=[project.book.people[0].id], year=1960))
    project.save()
    return project


def _refs(project, page):
    (person,) = page_people(project, page, references=True)
    return person


def test_an_approved_sheet_leads_the_references_of_its_eras_pages(lifetime, klein):
    project = lifetime
    wedding, spring, town = project.book.pages
    before = request_for_page(project, wedding, "diffusion", "m", ("zh", "en"), 4)[0].cache_key("f")
    sheet, _ = draw_sheet(project, klein, "外婆", "少女时代")
    assert not sheet.approved and sheet.photo in project.book.photos and sheet.style == "watercolour"
    assert (project.root / "photos" / sheet.photo).is_file()
    sidecar = project.illustration_sidecar(sheet.illustration)
    assert sidecar["info"]["images"] == 1  # the era's one photo, as a reference: no page photo
    assert sidecar["request"]["people"][0]["sheet_sha256"] == ""  # a sheet is not drawn from a sheet
    assert _refs(project, wedding).sheet_sha256 == ""  # not approved yet: not given to pages
    approve_sheet(project.book.person("外婆"), "少女时代")
    stem = sheet.photo.split(".")[0]
    for page in (wedding, town):  # every page of her youth, and only those
        person = _refs(project, page)
        assert person.sheet_sha256 == stem and person.reference_sha256[0] == stem
        assert len(person.reference_sha256) == 2
    assert _refs(project, spring).sheet_sha256 == ""
    after = request_for_page(project, wedding, "diffusion", "m", ("zh", "en"), 4)[0]
    assert after.cache_key("f") != before and "图1、图2" in after.prompt
    # drawing it again takes the next seed: another portrait, unapproved, recorded
    again, _ = draw_sheet(project, klein, "外婆", "少女时代")
    assert again.seed == sheet.seed + 1 and again.illustration != sheet.illustration and not again.approved


def test_pages_drawn_from_an_earlier_sheet_are_stale_by_name(lifetime, klein):
    project = lifetime
    draw_sheet(project, klein, "外婆", "少女时代")
    approve_sheet(project.book.person("外婆"), "少女时代")
    project.save()
    assert illustrate_pages(project, klein).made == 3

    def findings():
        report = run_preflight(project, engine="diffusion", model="m")
        return {p.number: [(f.code, f.message) for f in p.findings] for p in report.pages}

    assert not any(code.startswith("sheet") or code == "stale" for f in findings().values() for code, _ in f)
    draw_sheet(project, klein, "外婆", "少女时代")  # drawn again: waits for approval
    found = findings()
    for number in (1, 3):
        codes = [code for code, _ in found[number]]
        assert "sheet_stale" in codes and "stale" not in codes  # named, not "the story text changed"
        message = dict(found[number])["sheet_stale"]
        assert "外婆（少女时代）" in message and "确认" in message
    assert [c for c, _ in found[1]].count("sheet_waiting") == 1 and "sheet_waiting" not in dict(found[3])
    assert "sheet_stale" not in dict(found[2])  # her old age has no sheet: untouched
    approve_sheet(project.book.person("外婆"), "少女时代")
    project.save()
    assert "以前的人物定妆像" in dict(findings()[1])["sheet_stale"]
    summary = illustrate_pages(project, klein)
    assert (summary.made, summary.reused) == (2, 1)  # the two pages of her youth, drawn again
    assert not any(code.startswith("sheet") for f in findings().values() for code, _ in f)


def test_a_sheet_drawn_from_other_photos_is_outdated(lifetime, tmp_path):
    project = lifetime
    draw_sheet(project, SketchIllustrator(), "外婆", "少女时代")
    person = project.book.person("外婆")
    approve_sheet(person, "少女时代")
    project.book.pages[0].style = "crayon"  # one page's own style: not the sheet's business
    project.save()
    assert not any(f.code == "sheet_outdated" for p in run_preflight(project).pages for f in p.findings)
    person.eras[0].photos.append(project.add_photo(_photo(tmp_path / "more.png", (10, 120, 10))))
    project.book.style = "ink_wash"
    project.save()
    report = run_preflight(project, engine="sketch")
    (message,) = [f.message for f in report.pages[0].findings if f.code == "sheet_outdated"]
    assert "参考照片、画风修改之前" in message and "memorybook person era sheet" in message


def test_cli_draws_and_approves_a_sheet(lifetime, capsys):
    project = lifetime
    root = str(project.root)
    assert cli_main(["person", "era", "sheet", root, "外婆", "晚年", "--approve"]) == 1
    assert "no character sheet yet" in capsys.readouterr().err
    assert cli_main(["person", "era", "sheet", root, "外婆", "中年"]) == 1
    assert "their eras are: all, 少女时代, 晚年" in capsys.readouterr().err
    assert cli_main(["person", "era", "sheet", root, "Grace Hopper", "all"]) == 1
    assert "no person 'Grace Hopper'" in capsys.readouterr().err
    assert cli_main(["person", "era", "sheet", root, "外婆", "晚年", "--engine", "sketch"]) == 0
    assert "--approve" in capsys.readouterr().out
    assert cli_main(["person", "era", "sheet", root, "外婆", "晚年", "--approve"]) == 0
    sheet = current_sheet(BookProject.open(project.root).book.person("外婆"), "晚年")
    assert sheet is not None and sheet.approved
    assert f"photos/{sheet.photo}" in BookProject.open(project.root).packed_files()


def test_an_eras_lora_on_the_pages_of_that_era(lifetime, tmp_path):
    project = lifetime
    lora = tmp_path / "young.safetensors"
    lora.write_bytes(b"not really a LoRA, only its bytes are hashed here")
    assert cli_main(["person", "era", "add", str(project.root), "外婆", "少女时代", "--lora", str(lora)]) == 0
    project = BookProject.open(project.root)
    wedding, spring, _ = project.book.pages
    (young,) = page_people(project, wedding)
    (old,) = page_people(project, spring)
    assert young.lora_path and young.lora_path.endswith(".safetensors") and young.era == "少女时代"
    assert old.lora_path is None and old.era == "晚年"
    assert cli_main(["person", "era", "add", str(project.root), "外婆", "x", "--lora", str(tmp_path)]) == 1


def test_the_drawing_server_takes_a_request_with_a_sheet(lifetime):
    """A request whose person leads with a sheet passes the drawing server's intake; a sheet that is not a
    content hash is refused there, naming the field."""
    from pydantic import ValidationError

    from app.serve.intake import RequestIn

    project = lifetime
    draw_sheet(project, SketchIllustrator(), "外婆", "少女时代")
    approve_sheet(project.book.person("外婆"), "少女时代")
    request, _ = request_for_page(project, project.book.pages[0], "diffusion", "m", ("zh", "en"), 4)
    data = json.loads(json.dumps(request.to_dict()))  # as the client sends it
    assert RequestIn.model_validate(data).people[0].sheet_sha256 == request.people[0].sheet_sha256 != ""
    data["people"][0]["sheet_sha256"] = "../../etc/passwd"
    with pytest.raises(ValidationError, match="sheet_sha256"):
        RequestIn.model_validate(data)


def test_the_sheet_and_era_lines_in_chinese():
    """Under a Chinese locale the lines of person era sheet / era add / page era / photos restore are Chinese:
    each is a message of the command line, said from the catalogue."""
    from words import Message, say

    lines = {
        Message("cli.sheet.drawn", who="外婆", era="少女时代", path="/b/photos/ab.png"): (
            "外婆（少女时代）：人物定妆像画好了 → /b/photos/ab.png"
        ),
        Message(
            "cli.sheet.look_then_approve", command="memorybook person era sheet b 外婆 少女时代 --approve"
        ): ("  请看一看，再确认：memorybook person era sheet b 外婆 少女时代 --approve"),
        Message("cli.sheet.approved", who="外婆", era="少女时代", photo="ab.png"): (
            "外婆（少女时代）：人物定妆像 photos/ab.png 已确认；这个时期的每一页都会用它"
        ),
        Message("cli.page.era_chosen", who="外婆", era="中年", count=1): "外婆：中年（1 张参考照片）",
        Message("cli.page.suggested", page="1", words="我二十二岁那年", first=1958, last=1958): (
            "第 1 页：«我二十二岁那年» → 1958–1958"
        ),
    }
    for message, chinese in lines.items():
        assert say(message, "zh") == chinese
