"""Likeness: do the book's people look like themselves in its pictures?

For each person with reference photos, the largest face of each reference photo is embedded with dlib's face
recognition model (:mod:`model.faces`). Then:

- :func:`page_likeness` — for each page the person is on (named in ``page.people``, their trigger word in the
  page's scene, or one of their reference photos is the page's photo), every face in the page's picture is
  compared with each of the person's references; the best :func:`model.faces.similarity` is the page's
  likeness for that person. Under :data:`model.faces.SAME_PERSON_SIMILARITY` (0.5, dlib's 0.6 distance) the
  person may not look like themselves there. On a group page each face goes to one person at most
  (:func:`assign_faces`), and :func:`group_said` says who was found and who is missing.
- :func:`reference_disagreements` — pairs of one person's reference photos of one era whose faces are not the
  same person by that threshold (two people under one name, or a photo of the wrong person).

A person with eras (:mod:`app.book.eras`) is compared, page by page, with the references of their era on that
page; :func:`era_without_references` names the people whose era on a page has no reference photos.

:func:`likeness_findings` gives both as messages, said at the edge in its reader's language (``memorybook
likeness``; ``memorybook check`` uses :func:`page_likeness` through its page-check registry when that is present).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from itertools import combinations
from multiprocessing import get_context
from pathlib import Path

import numpy as np

from app.book.eras import EraChoice, choose_era
from app.book.errors import BookError, located
from app.book.faces_where import faces_isolated, isolate_faces
from app.book.model import Page, Person
from app.book.project import BookProject
from model.faces import SAME_PERSON_SIMILARITY, embed_faces, similarity
from words import Message


@dataclass(frozen=True)
class PageLikeness:
    """One person on one page: ``similarity`` (0-1) of the best-matching face in the page's picture, or
    ``None`` when the picture has no face; ``faces`` how many faces the picture has."""

    person: Person
    similarity: float | None
    faces: int
    era: str = ""
    group: bool = False
    """True on a page with more than one person with references: each face is then given to one person at
    most (:func:`assign_faces`), and ``similarity`` None says no face was left for them."""

    @property
    def looks_like(self) -> bool:
        """True when some face in the picture is the person by dlib's threshold."""
        return self.similarity is not None and self.similarity >= SAME_PERSON_SIMILARITY


@dataclass(frozen=True)
class Disagreement:
    """Two reference photos of ``person`` (file names in ``photos/``) whose faces differ: ``similarity``."""

    person: Person
    photo_a: str
    photo_b: str
    similarity: float


def reference_embeddings(
    project: BookProject, person: Person, photos: Sequence[str] | None = None
) -> dict[str, np.ndarray]:
    """``{photo name: 128-float embedding}`` of the largest face of each reference photo of ``person`` (or of
    ``photos``, file names in ``photos/``: one era's) that has one (photos without a face or that cannot be
    read are left out)."""
    out = {}
    for name in person.photos if photos is None else photos:
        try:
            path = project.photo_path(name)
            found = _photo_embeddings(str(path), path.stat().st_mtime_ns)
        except (BookError, OSError):  # a missing or damaged photo is reported where photos are checked
            continue
        if found:
            out[name] = found[0]
    return out


def reference_photo_paths(project: BookProject) -> dict[str, list[str]]:
    """``{name: [reference photo paths]}`` of the book's people who have reference photos in the folder."""
    folder = project.root / "photos"
    people = {
        p.name: [str(folder / n) for n in p.photos if (folder / n).is_file()] for p in project.book.people
    }
    return {name: photos for name, photos in people.items() if photos}


def reference_faces(photos: Sequence[str | os.PathLike[str]]) -> list[np.ndarray]:
    """Embeddings of the largest face of each photo file in ``photos`` (those without a face, or that cannot
    be read, are left out); cached per file and modification time."""
    out = []
    for photo in photos:
        try:
            found = _photo_embeddings(str(photo), Path(photo).stat().st_mtime_ns)
        except (BookError, OSError):
            continue
        out += found[:1]
    return out


def people_on_page(project: BookProject, page: Page) -> list[Person]:
    """The people a page shows: named in ``page.people``, their trigger word in its scene, or one of their
    reference photos is the page's photo."""
    scene = page.scene.casefold()
    return [
        person
        for person in project.book.people
        if person.id in page.people
        or (person.trigger and person.trigger.casefold() in scene)
        or (page.photo is not None and page.photo in _all_photos(person))
    ]


def _all_photos(person: Person) -> list[str]:
    return person.photos + [name for era in person.eras for name in era.photos]


def era_without_references(project: BookProject, page: Page) -> list[tuple[Person, EraChoice]]:
    """The people on ``page`` who have reference photos, but none of their era on this page."""
    out = []
    for person in people_on_page(project, page):
        choice = choose_era(person, page)
        if _all_photos(person) and not choice.photos:
            out.append((person, choice))
    return out


def era_said(person: Person, choice: EraChoice) -> Message:
    """The finding for a page whose era (``choice``) of ``person`` has no reference photos."""
    return Message("book.likeness.era_without_photos", name=person.name, era=choice.name)


def page_likeness(project: BookProject, page: Page) -> list[PageLikeness]:
    """For each person with usable reference faces on ``page``, the likeness of the page's picture (its
    chosen illustration). Empty when the page has no picture yet or nobody with references is on it."""
    if not page.illustration or not project.has_illustration(page.illustration):
        return []
    eras = [(p, choose_era(p, page)) for p in people_on_page(project, page)]
    people = [(p, e, reference_embeddings(project, p, e.photos)) for p, e in eras]
    people = [(p, e, refs) for p, e, refs in people if refs]
    if not people:
        return []
    picture = project.illustration_path(page.illustration)
    try:
        faces = _photo_embeddings(str(picture), picture.stat().st_mtime_ns, largest_only=False)
    except (BookError, OSError):  # an unreadable picture is the missing-picture check's finding
        return []
    scores = [[max(similarity(f, r) for r in refs.values()) for f in faces] for _, _, refs in people]
    group = len(people) > 1
    chosen = assign_faces(scores) if group else [None if not faces else _best(scores[0])]
    out = []
    for (person, era, _), row, face in zip(people, scores, chosen, strict=True):
        value = None if face is None else row[face]
        out.append(PageLikeness(person, value, len(faces), era.name if person.eras else "", group))
    return out


def _best(row: list[float]) -> int:
    return max(range(len(row)), key=row.__getitem__)


def assign_faces(scores: list[list[float]]) -> list[int | None]:
    """For each person (a row of ``scores``: their similarity to each face of the picture), the face given
    to them, or None when none is left: each face goes to one person at most, the most alike pairs first
    (greedy matching; with the few people of a page it gives the optimal assignment but for near ties).
    So two people whose photos look alike cannot both be found in one face of a group picture."""
    pairs = sorted(
        ((value, person, face) for person, row in enumerate(scores) for face, value in enumerate(row)),
        reverse=True,
    )
    chosen: list[int | None] = [None] * len(scores)
    taken: set[int] = set()
    for _, person, face in pairs:
        if chosen[person] is None and face not in taken:
            chosen[person] = face
            taken.add(face)
    return chosen


def group_said(results: Sequence[PageLikeness]) -> Message:
    """The finding for a group page where someone was not found: each person found (with the figure) or
    missing, then the fix."""
    faces = results[0].faces if results else 0
    told = [
        Message("book.likeness.found", name=r.person.name, similarity=f"{r.similarity:.2f}")
        for r in results
        if r.looks_like
    ] + [
        Message("book.likeness.missing", name=r.person.name, figure=_figure(r))
        for r in results
        if not r.looks_like
    ]
    return Message("book.likeness.group", faces=faces, told=_one_after_another(told))


def _one_after_another(parts: list[Message]) -> Message | str:
    """``a; b; c`` (``a；b；c`` in Chinese): the parts said one after another."""
    if not parts:
        return ""
    told: Message = parts[-1]
    for part in reversed(parts[:-1]):
        told = Message("book.likeness.then", first=part, rest=told)
    return told


def _figure(result: PageLikeness) -> Message:
    if result.similarity is None:
        return Message("book.likeness.no_face_left")
    return Message("book.likeness.closest", similarity=f"{result.similarity:.2f}")


def reference_disagreements(project: BookProject) -> list[Disagreement]:
    """Pairs of reference photos of one person whose faces are not one person (see the module)."""
    return [d for person in project.book.people for d in person_disagreements(project, person)]


def person_disagreements(project: BookProject, person: Person) -> list[Disagreement]:
    """Pairs of ``person``'s reference photos of one era (their whole-life photos are one more) whose faces are
    not one person by dlib's threshold; photos of different eras are not compared (she was 20, then 80)."""
    groups = [person.photos] + [era.photos for era in person.eras]
    out = []
    for group in groups:
        refs = reference_embeddings(project, person, group)
        for (a, ea), (b, eb) in combinations(refs.items(), 2):
            value = similarity(ea, eb)
            if value < SAME_PERSON_SIMILARITY:
                out.append(Disagreement(person, a, b, value))
    return out


def likeness_findings(project: BookProject) -> list[Message]:
    """One message per problem: pages where a person may not look like themselves (with the likeness
    figure) and people whose reference photos disagree."""
    found: list[Message] = []
    for number, page in enumerate(project.book.pages, start=1):
        where = Message("where.page", number=number)
        results = page_likeness(project, page)
        if any(r.group for r in results) and not all(r.looks_like for r in results):
            found.append(located(where, group_said(results)))
        for result in results if not any(r.group for r in results) else ():
            if not result.looks_like:
                found.append(located(where, likeness_said(result)))
        for person, choice in era_without_references(project, page):
            found.append(located(where, era_said(person, choice)))
    found += [disagreement_said(project, d) for d in reference_disagreements(project)]
    return found


def disagreement_said(project: BookProject, d: Disagreement) -> Message:
    """The warning for two reference photos of one person that show two people, with the figure."""
    a, b = (_shown_name(project, n) for n in (d.photo_a, d.photo_b))
    apart = Message("book.likeness.references_disagree", a=a, b=b, similarity=f"{d.similarity:.2f}")
    return located(d.person.name, apart)


def likeness_said(result: PageLikeness) -> Message:
    """The finding for a page where ``result.person`` may not look like themselves, with the figure."""
    name = result.person.name
    if result.similarity is None:
        return Message("book.likeness.no_face", name=name)
    return Message("book.likeness.unlike", name=name, similarity=f"{result.similarity:.2f}")


def _shown_name(project: BookProject, name: str) -> str:
    info = project.book.photos.get(name)
    return info.original_name if info else name


_FACE_PROCESS: dict[str, ProcessPoolExecutor] = {}


def use_face_process(isolate: bool = True) -> None:
    """From now on compute face embeddings in one separate process (``spawn``), kept once started
    (:func:`app.book.faces_where.isolate_faces`, which the desktop app calls without importing this module);
    False: in this process again, the face process shut down. The command line computes them in its own process
    (the default)."""
    isolate_faces(isolate)
    if not isolate and "pool" in _FACE_PROCESS:
        _FACE_PROCESS.pop("pool").shutdown(wait=False, cancel_futures=True)
    elif isolate and "pool" not in _FACE_PROCESS:
        _FACE_PROCESS["pool"] = ProcessPoolExecutor(1, mp_context=get_context("spawn"))


@functools.lru_cache(maxsize=256)
def _photo_embeddings(path: str, mtime_ns: int, largest_only: bool = True) -> list[np.ndarray]:
    """Embeddings of the faces in the picture at ``path``, largest face first; cached by path and
    modification time; computed in the face process when :func:`use_face_process` is on."""
    if faces_isolated() and "pool" not in _FACE_PROCESS:
        use_face_process()
    pool = _FACE_PROCESS.get("pool")
    if pool is None:
        return _embed_file(path, largest_only)
    try:
        return pool.submit(_embed_file, path, largest_only).result()
    except BrokenProcessPool:  # the face process died (out of memory, killed): a new one next time
        _FACE_PROCESS.pop("pool", None)
        use_face_process()
        raise BookError(located(path, Message("book.likeness.search_stopped"))) from None


def _embed_file(path: str, largest_only: bool) -> list[np.ndarray]:
    """Faces of the picture at ``path`` (upright, through the photo intake) → embeddings."""
    from app.book.photos import load_photo
    from model.faces import detect_faces

    image = load_photo(Path(path)).image
    faces = detect_faces(image)
    return embed_faces(image, faces[:1] if largest_only else faces)
