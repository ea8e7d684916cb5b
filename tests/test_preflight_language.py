"""Issue 24 item 4: a model that reads only English gets the pages with a Chinese scene (or a Chinese story and
no scene) flagged before anything is drawn, with the fix; a model that reads Chinese, a model taking reference
photos and the sketch engine are not flagged."""

from __future__ import annotations

import json

import pytest

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.cli import main
from app.preflight import run_preflight
from tests.conftest import EXAMPLES
from words import Message, say


def _model(tmp_path, class_name: str):
    folder = tmp_path / class_name
    folder.mkdir()
    (folder / "model_index.json").write_text(json.dumps({"_class_name": class_name}), encoding="utf-8")
    return str(folder)


@pytest.fixture
def book(tmp_path):
    project = create_book_from_story(EXAMPLES / "waipo-zh.md", tmp_path / "b.mbook", EXAMPLES / "photos")
    project.book.pages[2].scene = "窗台上蜷着一只虎斑猫"  # page 3: a Chinese scene
    project.book.pages[4].scene = ""  # page 5: no scene, and its story is Chinese
    project.save()
    return BookProject.open(tmp_path / "b.mbook")


def _flagged(result) -> dict[int, Message]:
    return {p.number: f.message for p in result.pages for f in p.findings if f.code == "scene_not_read"}


def test_an_english_only_model_gets_the_chinese_scenes_flagged_with_the_fix(book, tmp_path):
    model = _model(tmp_path, "StableDiffusionPipeline")
    flagged = _flagged(run_preflight(book, engine="diffusion", model=model))
    assert sorted(flagged) == [3, 5]
    assert flagged[3].code == flagged[5].code == "preflight.scene_not_read"
    assert flagged[3].params["what"] == Message("preflight.scene_not_read.scene")
    assert flagged[5].params["what"] == Message("preflight.scene_not_read.story")
    assert flagged[3].params["pages"] == [3, 5] and flagged[3].params["model"] == model
    assert "hunyuandit" in flagged[3].params["models"]  # the fix: a model that reads Chinese
    assert "第 3、5 页的中文场景描述不会被这个模型读到" in say(flagged[3], "zh")
    assert "第 3、5 页的中文故事（没有场景描述）不会被这个模型读到" in say(flagged[5], "zh")
    assert say(flagged[3], "en").startswith("the Chinese scene on pages 3, 5 will not be read by this model")


@pytest.mark.parametrize("class_name", ["HunyuanDiTPipeline", "Flux2KleinPipeline"])
def test_a_model_reading_chinese_or_taking_references_is_not_flagged(book, tmp_path, class_name):
    model = _model(tmp_path, class_name)
    assert _flagged(run_preflight(book, engine="diffusion", model=model)) == {}


def test_the_sketch_engine_is_not_flagged(book):
    assert _flagged(run_preflight(book, engine="sketch")) == {}


def test_check_names_the_pages_on_the_command_line_without_torch(book, tmp_path, capsys):
    model = _model(tmp_path, "StableDiffusionXLPipeline")
    main(["check", str(book.root), "--engine", "diffusion", "--model", model, "--json"])
    report = json.loads(capsys.readouterr().out)
    codes = {p["number"]: [f["code"] for f in p["findings"]] for p in report["pages"]}
    assert "scene_not_read" in codes[3] and "scene_not_read" in codes[5]
    assert "scene_not_read" not in codes[1]  # its scene is English
