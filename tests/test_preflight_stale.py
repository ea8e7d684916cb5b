"""The preflight's stale picture is a real one (issue 24, item 2): a picture drawn in the app by a model that
takes reference photos, after ticking a person on the page, is not called stale ("the story text changed");
a wash drawn by the sketch engine before a model was chosen is named as such, never as "no model chosen"."""

from __future__ import annotations

import shutil

import pytest
from PIL import Image

from app.book.model import Person
from app.book.project import BookProject
from app.book.requests import request_for_page
from app.book.story import create_book_from_story
from app.build import illustrate_pages
from app.preflight import run_preflight
from model.engines.sketch import SketchIllustrator
from tests.conftest import EXAMPLES


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    root = tmp_path_factory.mktemp("stale")
    project = create_book_from_story(EXAMPLES / "waipo-zh.md", root / "w.mbook", EXAMPLES / "photos")
    illustrate_pages(project, SketchIllustrator())
    return project.root


def _copy(sample, tmp_path) -> BookProject:
    return BookProject.open(shutil.copytree(sample, tmp_path / "w.mbook"))


def _codes(result) -> list[str]:
    return [f.code for _, f in result.findings()]


def _draw_with_references(project: BookProject, page, model: str, limit: int) -> None:
    """Store a picture for ``page`` as the app's export would with an editing model taking ``limit`` photos."""
    request, _ = request_for_page(project, page, "diffusion", model, ("zh", "en"), limit)
    references = [{"person": p.name, "sha256": h} for p in request.people for h in p.reference_sha256][:limit]
    info = {"engine": "diffusion", "model": model, "fingerprint": "f", "references": references}
    key = request.cache_key("f")
    project.store_illustration(
        key, Image.linear_gradient("L").convert("RGB"), {"request": request.to_dict(), "info": info}
    )
    page.illustration = key


def test_a_page_drawn_with_its_person_as_reference_photos_is_not_stale(sample, tmp_path):
    project = _copy(sample, tmp_path)
    photos = [p.photo for p in project.book.pages if p.photo]
    person = Person(name="外婆", trigger="waipo", photos=photos[:2])
    project.book.people.append(person)
    page = next(p for p in project.book.pages if p.photo)
    page.people = [person.id]  # ticked in the app, then illustrated there
    _draw_with_references(project, page, "flux2-klein-4b", 4)
    project.save()
    result = run_preflight(project, engine="diffusion", model="flux2-klein-4b")
    assert "stale" not in _codes(result), result.lines()
    page.text += "又一句。"  # now the story really changed: the instruction the model reads changed with it
    page.scene = "外婆在弄堂里晒被子"
    result = run_preflight(project, engine="diffusion", model="flux2-klein-4b")
    assert "stale" in _codes(result), result.lines()


def test_a_sketch_wash_under_a_chosen_model_is_not_called_no_model_chosen(sample, tmp_path):
    project = _copy(sample, tmp_path)
    result = run_preflight(project, engine="diffusion", model="some/model")
    codes = _codes(result)
    assert "wash_only" not in codes, result.lines()
    assert codes.count("wash_drawn") == sum(1 for p in project.book.pages if not p.photo)
    assert "wash_only" in _codes(
        run_preflight(project, engine="sketch")
    )  # under the sketch engine: only a wash
