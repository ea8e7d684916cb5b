"""Page → :class:`model.api.IllustrationRequest`: everything that shapes a page's picture, in one value."""

from __future__ import annotations

import math
from dataclasses import replace

from app.book.eras import choose_era
from app.book.fileio import sha256_file
from app.book.model import Book, Page
from app.book.project import BookProject, upright_photo
from app.book.restore import working_photo
from app.book.sheets import approved_sheet
from model.api import IllustrationRequest, PersonAdapter
from words import Message

MAX_ASPECT = 2.5
"""Widest (and, inverted, tallest) aspect ratio asked of a diffusion model; wider photos are cropped by it."""


def page_people(
    project: BookProject, page: Page, references: bool = False, sheets: bool = True
) -> tuple[PersonAdapter, ...]:
    """The page's people as adapters (trigger word, LoRA path and content hash, weight).

    Each person's era on this page is :func:`app.book.eras.choose_era`'s. Without ``references`` the LoRA is
    the era's where it has one (a LoRA trained on her photos of that time), else the person's. With
    ``references`` (a model that takes reference images) each person's photos of that era come along as
    reference photos: upright working copies (:func:`app.book.project.upright_photo`) of the restored copies
    where there are (:func:`app.book.restore.working_photo`), and their content hashes (the stored name's
    stem), led by the era's approved character sheet (:mod:`app.book.sheets`) when ``sheets`` and it has
    one; the era's name, the sheet's hash and the originals of restored copies are recorded. Their LoRA stays
    out then: editing models keep the face from the photos, not a LoRA.
    """
    adapters = []
    for person_id in page.people:
        try:
            person = project.book.person(person_id)
        except KeyError:
            continue
        if references:
            adapters.append(_with_references(project, page, person, sheets))
            continue
        choice = choose_era(person, page)
        era = next((e for e in person.eras if e.name == choice.name and e.lora), None)
        lora = era.lora if era is not None else person.lora
        lora_path = str(project.lora_path(lora)) if lora else None
        lora_hash = sha256_file(lora_path) if lora_path else None
        adapters.append(
            PersonAdapter(
                name=person.name,
                trigger=person.trigger,
                lora_path=lora_path,
                lora_sha256=lora_hash,
                weight=person.lora_weight,
                era=choice.name if person.eras else "",
            )
        )
    return tuple(adapters)


def _with_references(project: BookProject, page: Page, person, sheets: bool) -> PersonAdapter:
    """``person`` with the references of their era on ``page`` (see :func:`page_people`)."""
    era = choose_era(person, page)
    sheet = approved_sheet(person, era) if sheets else None
    used = [working_photo(project.book, name) for name in era.photos]
    given = ([sheet.photo] if sheet else []) + used
    return PersonAdapter(
        name=person.name,
        reference_paths=tuple(str(upright_photo(project, name)) for name in given),
        reference_sha256=tuple(name.split(".")[0] for name in given),
        era=era.name if person.eras else "",
        restored_from=tuple(o.split(".")[0] for o, u in zip(era.photos, used, strict=True) if o != u),
        sheet_sha256=sheet.photo.split(".")[0] if sheet else "",
    )


def request_size(book: Book, page: Page) -> tuple[int, int]:
    """Output size in pixels (multiples of 8): the book's width×height area, in the photo's aspect ratio
    (clamped to :data:`MAX_ASPECT`) when the page has a photo."""
    width, height = book.illustration.width, book.illustration.height
    info = book.photos.get(page.photo) if page.photo else None
    if info is None:
        return width, height
    aspect = min(max(info.width / info.height, 1 / MAX_ASPECT), MAX_ASPECT)
    area = width * height
    w = math.sqrt(area * aspect)
    h = w / aspect
    return max(64, int(round(w / 8)) * 8), max(64, int(round(h / 8)) * 8)


def request_for_page(
    project: BookProject,
    page: Page,
    engine: str,
    model: str | None,
    languages: tuple[str, ...] = ("en",),
    max_references: int = 0,
    sheets: bool = True,
) -> tuple[IllustrationRequest, list[Message]]:
    """Build the request for ``page`` and any warnings (e.g. a Chinese story for an English-only model).

    ``engine`` is the resolved engine ("sketch" or "diffusion"); ``languages`` are the prompt languages the
    model's text encoder reads; ``max_references`` how many reference images it takes (0: none). For most
    models the prompt is the style preset + the people's trigger words + the page's scene, or its story when
    there is no scene (see :func:`model.pipelines.prompt.compose_prompt`); for a model taking references it is an
    instruction naming the page photo and each person's reference photos (:mod:`model.pipelines.instruction`), and the
    people's photos travel in the request as references (:func:`page_people`), led by their approved
    character sheets unless ``sheets`` is False (when a sheet itself is drawn).
    """
    book = project.book
    style = page.style or book.style
    references = engine == "diffusion" and max_references > 0
    people = page_people(project, page, references, sheets)
    photo = working_photo(book, page.photo) if page.photo else None
    photo_path = str(upright_photo(project, photo)) if photo else None
    photo_hash = photo.split(".")[0] if photo else None
    width, height = request_size(book, page)
    # Only what shapes the picture goes into the request (and so into its cache key): the sketch engine
    # draws the photo or a wash; the diffusion engine reads the prompt composed below, not the raw text.
    request = IllustrationRequest(
        engine=engine,
        model=model,
        style=style,
        scene=page.scene if engine == "diffusion" else "",
        people=people,
        photo_path=photo_path,
        photo_sha256=photo_hash,
        strength=page.strength,
        seed=page.effective_seed(),
        steps=book.illustration.steps,
        guidance=book.illustration.guidance,
        width=width,
        height=height,
        safety_checker=book.illustration.safety_checker,
        photo_restored_from=page.photo.split(".")[0] if page.photo and photo != page.photo else None,
    )
    return _with_prompt(request, page, people, languages, max_references if references else 0)


def _with_prompt(
    request: IllustrationRequest, page: Page, people, languages: tuple[str, ...], max_references: int
) -> tuple[IllustrationRequest, list[Message]]:
    """``request`` with the prompt a diffusion model reads, and its warnings: an instruction naming the photos
    for a model taking ``max_references`` > 0 references, else the style + trigger words + scene prompt;
    ``request`` unchanged for the sketch engine."""
    if max_references > 0:
        from model.pipelines.instruction import compose_instruction

        prompt, negative, warnings = compose_instruction(
            request.style,
            people,
            page.scene,
            page.text,
            languages,
            has_photo=request.photo_path is not None,
            limit=max_references,
        )
    elif request.engine == "diffusion":
        from model.pipelines.prompt import compose_prompt

        prompt, negative, warnings = compose_prompt(
            request.style, list(people), page.scene, page.text, languages
        )
    else:
        return request, []
    return replace(request, prompt=prompt, negative_prompt=negative), list(warnings)


def drawn_from_another_photo(project: BookProject, page: Page) -> bool:
    """True when the page's stored picture was drawn from another photo than the page's own now, or from none
    while the page has one since (its sidecar's ``photo_sha256``): a picture of the wrong photo, which a build that
    keeps the pictures chosen (the app's export) draws again. False without a readable sidecar (the build's other
    checks name it)."""
    if not page.illustration:
        return False
    try:
        drawn = project.illustration_sidecar(page.illustration).get("request") or {}
    except (OSError, ValueError):
        return False
    now = working_photo(project.book, page.photo).split(".")[0] if page.photo else None
    return "photo_sha256" in drawn and drawn["photo_sha256"] != now
