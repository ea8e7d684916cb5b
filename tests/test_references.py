"""Reference-guided pages: an editing model (tiny FLUX.2 [klein], Qwen-Image-Edit) gets the page photo and the
people's reference photos as its images, with an instruction; the picture equals the bare diffusers pipeline's,
and the request, its cache key and its sidecar name every input image by hash."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from app.book.model import Book, Page, Person
from app.book.project import BookProject
from app.book.requests import request_for_page
from model.api import IllustrationRequest, PersonAdapter
from model.engines.diffusion import DiffusionIllustrator
from model.pipelines.instruction import compose_instruction
from model.pipelines.prompt import NO_ENGLISH_TEXT_WARNING
from model.pipelines.references import fit_photo, load_reference
from model.tiny import make_tiny_pipeline
from tests.test_illustrate import one_thread  # noqa: F401 (autouse: one intra-op thread)

W, H = 128, 96  # multiples of 16 (FLUX.2 packs 2×2 latent patches, VAE scale 8)


@pytest.fixture(scope="module")
def klein():
    return make_tiny_pipeline("flux2-klein")


@pytest.fixture(scope="module")
def photos(examples):
    folder = examples / "photos"
    return folder / "coffee.png", folder / "chelsea.png", folder / "camera.png"


def _people(*paths) -> tuple[PersonAdapter, ...]:
    return (
        PersonAdapter(
            "外婆", reference_paths=tuple(map(str, paths)), reference_sha256=("h1", "h2")[: len(paths)]
        ),
    )


def _pixels(image) -> np.ndarray:
    return np.asarray(image.convert("RGB")).astype(np.int16)


def test_klein_with_photo_and_references_equals_the_bare_pipeline(klein, photos):
    photo, ref1, ref2 = photos
    illustrator = DiffusionIllustrator.from_pipeline(klein, "tiny-klein")
    assert illustrator.max_references == 4 and illustrator.prompt_languages == ("zh", "en")
    request = IllustrationRequest(
        engine="diffusion",
        prompt="把图1重新画成绘本插画。外婆就是图2、图3中的人。",
        photo_path=str(photo),
        people=_people(ref1, ref2),
        seed=3,
        steps=2,
        width=W,
        height=H,
    )
    first = illustrator.illustrate(request)
    again = illustrator.illustrate(request)
    bare = klein(
        prompt=request.prompt,
        image=[fit_photo(photo, W, H), load_reference(str(ref1), "外婆"), load_reference(str(ref2), "外婆")],
        generator=torch.Generator("cpu").manual_seed(3),
        num_inference_steps=2,
        width=W,
        height=H,
    ).images[0]
    assert first.image.size == (W, H)
    assert np.array_equal(_pixels(first.image), _pixels(again.image))
    assert np.array_equal(_pixels(first.image), _pixels(bare))
    assert first.info["images"] == 3
    assert [r["sha256"] for r in first.info["references"]] == ["h1", "h2"]
    assert first.info["warnings"] == []
    # the references shape the picture: without them it is another picture
    alone = illustrator.illustrate(IllustrationRequest(**(request.to_dict() | {"people": ()})))
    assert not np.array_equal(_pixels(first.image), _pixels(alone.image))


def test_qwen_image_edit_with_a_reference_equals_the_bare_pipeline(photos, tmp_path):
    """Written by ``memorybook models make-tiny --arch qwen-image-edit``, loaded as a real model is."""
    from app.cli import main
    from model.pipelines.loading import load_pipeline
    from model.pipelines.sources import inspect_source

    folder = tmp_path / "qwen-edit"
    assert main(["models", "make-tiny", str(folder), "--arch", "qwen-image-edit"]) == 0
    illustrator = DiffusionIllustrator(str(folder), device="cpu")
    pipe = load_pipeline(inspect_source(folder), device="cpu")
    request = IllustrationRequest(
        engine="diffusion",
        prompt="外婆在巷子里晒被子",
        people=_people(photos[1]),
        seed=5,
        steps=2,
        width=64,
        height=64,
    )
    made = illustrator.illustrate(request)
    bare = pipe(
        prompt=request.prompt,
        image=[load_reference(str(photos[1]), "外婆")],
        generator=torch.Generator("cpu").manual_seed(5),
        num_inference_steps=2,
        width=64,
        height=64,
    ).images[0]
    assert np.array_equal(_pixels(made.image), _pixels(bare))
    assert made.info["pipeline"] == "QwenImageEditPlusPipeline" and made.info["images"] == 1


def test_more_references_than_the_model_takes_are_left_out_with_a_warning(klein, photos):
    illustrator = DiffusionIllustrator.from_pipeline(klein, "tiny-klein")
    people = (PersonAdapter("外婆", reference_paths=(str(photos[1]),) * 5, reference_sha256=("h",) * 5),)
    request = IllustrationRequest(engine="diffusion", prompt="x", people=people, steps=1, width=64, height=64)
    made = illustrator.illustrate(request)
    assert made.info["images"] == 4
    assert made.info["warnings"] == [
        "the model takes at most 4 reference photos; some photos of 外婆 were left out"
    ]


def test_instruction_names_the_pictures_in_the_page_language():
    people = (PersonAdapter("外婆", reference_paths=("a", "b")), PersonAdapter("阿花"))
    zh, negative, warnings = compose_instruction(
        "watercolour", people, "", "外婆在巷子里晒被子。", ("zh", "en"), has_photo=True
    )
    assert zh.startswith("把图1重新画成水彩风格的儿童绘本插画") and "外婆就是图2、图3中的人" in zh
    assert zh.endswith("画面：外婆在巷子里晒被子。") and "阿花" not in zh and warnings == []
    assert "photorealistic" in negative
    en, _, _ = compose_instruction(
        "none", people, "Grandma hangs quilts", "", ("en",), has_photo=False, limit=1
    )
    assert en.startswith("Draw a children's picture book illustration.")
    assert "外婆 is the person in picture 1;" in en and "picture 2" not in en
    _, _, warned = compose_instruction("none", people, "", "外婆晒被子。", ("en",), has_photo=True)
    assert warned == [NO_ENGLISH_TEXT_WARNING]


def _book(tmp_path, photos) -> tuple[BookProject, Page]:
    project = BookProject.create(tmp_path / "refs.mbook", Book(title="外婆"))
    photo = project.add_photo(photos[0])
    person = Person(name="外婆", photos=[project.add_photo(photos[1]), project.add_photo(photos[2])])
    project.book.people.append(person)
    page = Page(text="外婆在巷子里晒被子。", photo=photo, people=[person.id])
    project.book.pages.append(page)
    project.save()
    return project, page


def test_page_request_carries_the_photo_and_references_by_hash(tmp_path, photos):
    project, page = _book(tmp_path, photos)
    request, warnings = request_for_page(project, page, "diffusion", "m", ("zh", "en"), max_references=4)
    (person,) = request.people
    assert person.reference_sha256 == tuple(n.split(".")[0] for n in project.book.people[0].photos)
    assert all(p.endswith(".png") for p in person.reference_paths) and person.lora_path is None
    assert request.prompt.startswith("把图1重新画成") and "外婆就是图2、图3中的人" in request.prompt
    assert "外婆在巷子里晒被子" in request.prompt and warnings == []  # Chinese goes in as written
    key = request.cache_key("diffusion:x")
    # the key follows the reference photos' content, not their paths
    moved = IllustrationRequest.from_dict(
        request.to_dict() | {"people": [{**person.__dict__, "reference_paths": ("/elsewhere/a.png",)}]}
    )
    assert moved.cache_key("diffusion:x") == key
    project.book.people[0].photos = project.book.people[0].photos[:1]
    fewer, _ = request_for_page(project, page, "diffusion", "m", ("zh", "en"), max_references=4)
    assert fewer.cache_key("diffusion:x") != key
    # an older model keeps image-to-image + trigger words (+ LoRA): no references in its request or key
    old, old_warnings = request_for_page(project, page, "diffusion", "m", ("en",))
    assert old.people[0].reference_paths == () and "把图1" not in old.prompt and old_warnings
    assert old.to_dict()["people"][0]["reference_sha256"] == ()


def test_a_book_built_with_an_editing_model_redraws_when_the_references_change(tmp_path, photos, klein):
    from app.build import illustrate_pages

    project, page = _book(tmp_path, photos)
    settings = project.book.illustration
    settings.steps, settings.width, settings.height = 1, 64, 64
    project.save()
    illustrator = DiffusionIllustrator.from_pipeline(klein, "tiny-klein")
    summary = illustrate_pages(project, illustrator, project.book.pages)
    assert summary.made == 1
    sidecar = project.illustration_sidecar(project.book.pages[0].illustration)
    assert len(sidecar["request"]["people"][0]["reference_sha256"]) == 2
    assert sidecar["info"]["images"] == 3
    assert illustrate_pages(project, illustrator, project.book.pages).reused == 1
    project.book.people[0].photos.pop()
    project.save()
    assert illustrate_pages(project, illustrator, project.book.pages).made == 1


def test_keys_of_pictures_made_before_references_stay_the_same():
    """A request without reference photos has the key the previous version computed (its people had no
    reference fields), so books illustrated before this change are not drawn again."""
    import hashlib
    import json

    request = IllustrationRequest(
        engine="diffusion", prompt="p", people=(PersonAdapter("a", lora_sha256="x"),)
    )
    data = request.to_dict()
    data.pop("photo_path")
    data.pop("safety_checker")  # added with the picture checks; not part of any key either
    data.pop("photo_restored_from")  # added with restoration (app.book.restore): recorded, not keyed
    for person in data["people"]:
        for field in (
            "lora_path",
            "reference_paths",
            "reference_sha256",
            "era",
            "restored_from",
            "sheet_sha256",
        ):
            person.pop(field)
    data["engine_fingerprint"] = "f"
    before = hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    assert request.cache_key("f") == before


def test_flux2_dev_with_references_equals_the_bare_pipeline(photos):
    pipe = make_tiny_pipeline("flux2")
    illustrator = DiffusionIllustrator.from_pipeline(pipe, "tiny-flux2")
    request = IllustrationRequest(
        engine="diffusion",
        prompt="p",
        people=_people(photos[1], photos[2]),
        seed=2,
        steps=1,
        width=64,
        height=64,
    )
    refs = [load_reference(str(p), "外婆") for p in photos[1:]]
    bare = pipe(
        prompt="p",
        image=refs,
        generator=torch.Generator("cpu").manual_seed(2),
        num_inference_steps=1,
        width=64,
        height=64,
    ).images[0]
    assert np.array_equal(_pixels(illustrator.illustrate(request).image), _pixels(bare))


def test_z_image_takes_no_references_and_draws_image_to_image_like_the_bare_pipeline(photos):
    from diffusers import ZImageImg2ImgPipeline

    pipe = make_tiny_pipeline("z-image")
    illustrator = DiffusionIllustrator.from_pipeline(pipe, "tiny-z-image")
    assert illustrator.max_references == 0
    request = IllustrationRequest(
        engine="diffusion",
        prompt="外婆的猫",
        photo_path=str(photos[1]),
        strength=0.5,
        seed=4,
        steps=2,
        width=64,
        height=64,
    )
    made = illustrator.illustrate(request)
    bare = ZImageImg2ImgPipeline.from_pipe(pipe)(
        prompt="外婆的猫",
        image=fit_photo(photos[1], 64, 64),
        strength=0.5,
        generator=torch.Generator("cpu").manual_seed(4),
        num_inference_steps=2,
        width=64,
        height=64,
    ).images[0]
    assert made.info["pipeline"] == "ZImageImg2ImgPipeline" and made.info["images"] == 0
    assert np.array_equal(_pixels(made.image), _pixels(bare))
