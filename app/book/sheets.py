"""Character sheets: one portrait per person and era, drawn once, approved, then a reference on every page.

A reference-taking model draws a new likeness on every page from the same photos; a character sheet — the
person's portrait drawn once from the references of one era (:mod:`app.book.eras`) in the book's style, and
approved by the volunteer — goes to every page of that era as the person's first reference photo, so the
drawn grandmother is one person throughout (the practice of picture-book illustrators, and of the
character-reference sheets of comic tools).

- :func:`sheet_page` — the page a sheet is drawn as (a portrait scene, the era by name), so the sheet takes
  the same illustration path as the pages (:func:`app.book.requests.request_for_page`).
- :func:`store_sheet` / :func:`approve_sheet` — a drawn portrait kept in ``photos/`` (by content hash) and
  recorded as the era's :class:`app.book.model.CharacterSheet`, unapproved; drawing it again replaces it.
- :func:`approved_sheet` — the sheet a page of that era gets (approved only).
- :func:`sheet_changes` — the people of a drawn picture whose sheet is no longer the one their era gives:
  the page is stale, and the preflight names whose sheet it was (:mod:`app.preflight.sheets`).

A person without eras has one sheet for their whole life (:data:`app.book.eras.ALL_LIFE`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from app.book.eras import ALL_LIFE, EraChoice, choose_era
from app.book.model import MAX_SEED, CharacterSheet, Era, Page, Person
from app.book.project import BookProject
from words import Message

SHEET_SCENE = (
    "a head-and-shoulders portrait of {name}, facing the viewer, a calm face, a plain light background",
    "{name}的半身肖像，正面，神情平静，浅色素净背景",
)
"""The scene a sheet is drawn from (English, Chinese): a portrait, so that the face fills the picture."""


def find_era(person: Person, era_name: str) -> Era | None:
    """The era of ``person`` named ``era_name``; None for :data:`ALL_LIFE` (the whole life).

    Raises KeyError (the message names the person's eras) for a name they do not have.
    """
    if era_name == ALL_LIFE:
        return None
    for era in person.eras:
        if era.name == era_name:
            return era
    names = [ALL_LIFE] + [e.name for e in person.eras]
    raise KeyError(Message("book.era.no_such_era", name=person.name, era=era_name, eras=names))


def era_photos(person: Person, era_name: str) -> list[str]:
    """The reference photos (file names in ``photos/``) of ``person``'s era ``era_name``; raises KeyError."""
    era = find_era(person, era_name)
    if era is None:  # the whole life: what an undated page gives them
        return list(choose_era(person, Page()).photos)
    return list(era.photos)


def current_sheet(person: Person, era_name: str) -> CharacterSheet | None:
    """The sheet of ``person``'s era ``era_name`` (approved or not), or None; raises KeyError."""
    era = find_era(person, era_name)
    return person.sheet if era is None else era.sheet


def next_seed(person: Person, era_name: str) -> int:
    """The seed of the next drawing of the sheet: one derived from person and era for the first, then the
    previous sheet's seed + 1 (modulo 2³²), so drawing it again gives another portrait. Raises KeyError."""
    sheet = current_sheet(person, era_name)
    if sheet is not None:
        return (sheet.seed + 1) % (MAX_SEED + 1)
    return int.from_bytes(hashlib.sha256(f"{person.id}/{era_name}".encode()).digest()[:4], "big")


def sheet_page(person: Person, era_name: str, language: str, photo: str | None = None, seed: int = 0) -> Page:
    """The page a sheet is drawn as: ``person`` alone, on their era ``era_name`` by name (so the era's
    references go with them), a portrait scene in ``language`` ("zh" or "en"), ``seed`` (see
    :func:`next_seed`), and ``photo`` (a reference photo, file name in ``photos/``) as the picture to redraw
    for models that take no references. Not added to the book."""
    scene = SHEET_SCENE[1 if language == "zh" else 0].format(name=person.name)
    return Page(
        id=f"sheet-{person.id}"[:64],
        title=person.name,
        scene=scene,
        people=[person.id],
        era=None if era_name == ALL_LIFE else era_name,
        photo=photo,
        seed=seed,
        strength=0.6,
    )


def store_sheet(
    project: BookProject, person: Person, era_name: str, key: str, style: str, seed: int
) -> CharacterSheet:
    """Keep a drawn portrait as the sheet of ``person``'s era ``era_name``, unapproved.

    The picture (already stored as illustration ``key``) is copied into ``photos/`` under its content hash
    (:meth:`BookProject.add_photo`: atomic, stored once) and registered as a photo named after the person
    and era. The sheet records the content hashes of the era's reference photos, ``style`` and ``seed``. A
    sheet drawn
    before is replaced (the pages drawn from it become stale). The book is not saved. Raises KeyError for an
    era the person does not have, BookError/PhotoError when the copy cannot be written.
    """
    era = find_era(person, era_name)
    name = project.add_photo(project.illustration_path(key))
    sheet_word = "人物定妆像" if project.book.language == "zh" else "character sheet"  # the book's language
    project.book.photos[name].original_name = f"{person.name} · {era_name} · {sheet_word}"
    sheet = CharacterSheet(
        photo=name,
        references=[n.split(".")[0] for n in era_photos(person, era_name)],
        style=style,
        illustration=key,
        seed=seed,
    )
    if era is None:
        person.sheet = sheet
    else:
        era.sheet = sheet
    return sheet


def approve_sheet(person: Person, era_name: str) -> CharacterSheet:
    """Approve the sheet of ``person``'s era ``era_name``: from now on the pages of that era get it.

    Raises KeyError for an era the person does not have, ValueError when the era has no sheet yet.
    """
    sheet = current_sheet(person, era_name)
    if sheet is None:
        raise ValueError(Message("book.sheet.none_yet", name=person.name, era=era_name))
    sheet.approved = True
    return sheet


def approved_sheet(person: Person, choice: EraChoice) -> CharacterSheet | None:
    """The approved sheet of ``person``'s era ``choice`` (:func:`app.book.eras.choose_era`), or None."""
    try:
        sheet = current_sheet(person, choice.name)
    except KeyError:  # a time without an era of theirs (no photos): no sheet either
        return None
    return sheet if sheet is not None and sheet.approved else None


@dataclass(frozen=True)
class SheetChange:
    """A person of a drawn picture whose era's sheet changed since: ``person`` (name), ``era`` (its name),
    ``drawn`` (the sheet's content hash the picture was drawn from, "" for none) and ``now`` (the sheet the
    era gives now, "" for none: regenerated and not yet approved)."""

    person: str
    era: str
    drawn: str
    now: str


def sheet_changes(project: BookProject, page: Page, drawn: dict[str, Any]) -> list[SheetChange]:
    """The people of ``page`` whose sheet differs from the one the picture was drawn from (``drawn`` is
    the picture's sidecar request). Only pictures drawn with reference photos count (a sheet is one); a
    picture drawn before sheets existed counts only when a sheet has been approved since."""
    out = []
    for recorded in drawn.get("people", []):
        if not recorded.get("reference_sha256"):
            continue
        person = _person_named(project, page, recorded.get("name"))
        if person is None:
            continue
        choice = choose_era(person, page)
        sheet = approved_sheet(person, choice)
        now = sheet.photo.split(".")[0] if sheet else ""
        if (recorded.get("sheet_sha256") or "") != now:
            out.append(SheetChange(person.name, choice.name, recorded.get("sheet_sha256") or "", now))
    return out


def _person_named(project: BookProject, page: Page, name: str | None) -> Person | None:
    for key in page.people:
        try:
            person = project.book.person(key)
        except KeyError:
            continue
        if person.name == name:
            return person
    return None


def sheet_outdated(person: Person, era_name: str, style: str) -> list[str]:
    """What changed since the sheet of ``person``'s era was drawn: ``"references"`` (the era's reference
    photos) and/or ``"style"`` (the book's style, ``style`` now); empty when nothing did or there is no
    sheet. Raises KeyError for an era the person does not have."""
    sheet = current_sheet(person, era_name)
    if sheet is None:
        return []
    changed = []
    if sheet.references != [n.split(".")[0] for n in era_photos(person, era_name)]:
        changed.append("references")
    if sheet.style != style:
        changed.append("style")
    return changed
