"""Drawing a character sheet (:mod:`app.book.sheets`): a person's portrait for one era, through the same path
as the pages — the request of a portrait page (:func:`app.build.pages.page_requests`), the illustrator, the
picture checks, the cache of pictures — then kept as the era's sheet, waiting for the volunteer's approval."""

from __future__ import annotations

from app.book.errors import BookError
from app.book.model import CharacterSheet
from app.book.project import BookProject
from app.book.sheets import era_photos, next_seed, sheet_page, store_sheet
from app.build.pages import page_requests
from model.api import CancelToken, Illustrator, ProgressCallback
from words import Message


def draw_sheet(
    project: BookProject,
    illustrator: Illustrator,
    person_key: str,
    era_name: str,
    on_progress: ProgressCallback | None = None,
    cancel: CancelToken | None = None,
) -> tuple[CharacterSheet, list[Message]]:
    """Draw (again) the sheet of person ``person_key`` (id or name) for their era ``era_name``
    (:data:`app.book.eras.ALL_LIFE` for the whole life) and keep it, unapproved; saves the book.

    A model taking reference photos gets the era's photos as references (no sheet: it is being drawn); any
    other engine redraws the era's first photo (image-to-image; the sketch engine, its stylised photo). The
    seed is :func:`app.book.sheets.next_seed`: drawing it again gives another portrait. The picture is stored
    as an illustration (with its sidecar) and copied into ``photos/``. Returns the sheet and the request's
    warnings. Raises BookError for an unknown person or era, or an era without photos; ModelError (a
    PictureError for a picture that failed its checks) and Cancelled from the illustrator.
    """
    try:
        person = project.book.person(person_key)
    except KeyError:
        no_person = Message("build.sheet.no_person", name=repr(person_key))
        raise BookError(Message("located", where=project.root, message=no_person)) from None
    try:
        photos = era_photos(person, era_name)
    except KeyError as err:
        raise BookError(err.args[0]) from None  # its Message, where it holds one
    if not photos:
        raise BookError(Message("build.sheet.no_photos", name=person.name, era=era_name))
    takes_references = illustrator.name == "diffusion" and illustrator.max_references > 0
    seed = next_seed(person, era_name)
    page = sheet_page(person, era_name, project.book.language, None if takes_references else photos[0], seed)
    ((_, request, key, warnings),) = page_requests(project, illustrator, [page], sheets=False)
    if not project.has_illustration(key):
        illustration = illustrator.illustrate(request, on_progress=on_progress, cancel=cancel)
        project.store_illustration(key, illustration.image, illustration.sidecar())
    sheet = store_sheet(project, person, era_name, key, request.style, seed)
    project.save()
    return sheet, warnings
