"""The people of the open book: adding, editing and removing them, their reference photos and LoRAs.

:class:`BookPeopleMixin` is part of :class:`app.viewmodels.book.BookViewModel` (kept here so that each
module stays small). Every change is one undo step; a photo or LoRA that cannot come in is one line on
``error_changed`` naming the file, never an exception.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.book.errors import BookError
from app.book.field_errors import field_message
from app.book.model import Person
from app.viewmodels.messages import join_messages, translate_message
from words import Message, message_of, say

log = logging.getLogger(__name__)

JOB_REFERENCE_FACES = "reference-faces"
"""Worker job kind of new reference photos being searched for a face."""


class BookPeopleMixin:
    """Methods of :class:`app.viewmodels.book.BookViewModel` about the book's people (uses its ``project``,
    ``book``, ``undo_stack`` and signals)."""

    def add_person(self, name: str) -> Person | None:
        """Add a person called ``name`` (undoable); None when the name is empty or taken."""
        name = name.strip()
        if not name:
            return None
        if any(p.name == name for p in self.book.people):
            self.error_changed.emit(say(Message("app.people.name_taken", name=name)))
            return None
        person = Person(name=name)
        self.set_book_fields({"people": [*self.book.people, person]}, self.tr("Add person"))
        return person

    def update_person(self, person_id: str, values: dict[str, Any]) -> bool:
        """Change some fields of a person (undoable); False when a value is not allowed."""
        people = [p.model_copy(deep=True) for p in self.book.people]
        for index, person in enumerate(people):
            if person.id == person_id:
                try:
                    people[index] = Person.model_validate({**person.model_dump(), **values})
                except ValidationError as err:
                    self.error_changed.emit(translate_message(field_message(err, person.name)))
                    return False
        return self.set_book_fields({"people": people}, self.tr("Edit person"))

    def approve_sheet(self, person_id: str, era_name: str) -> bool:
        """Approve the character sheet of a person's era (:func:`app.book.sheets.approve_sheet`; undoable):
        every page of that era then gets it as the person's first reference photo. False (and one line on
        ``error_changed``) when the person or era is gone or has no sheet."""
        from app.book.sheets import approve_sheet

        people = [p.model_copy(deep=True) for p in self.book.people]
        person = next((p for p in people if p.id == person_id), None)
        try:
            if person is None:
                raise KeyError(person_id)
            approve_sheet(person, era_name)
        except (KeyError, ValueError):
            self.error_changed.emit(say(Message("app.people.no_sheet", era=era_name)))
            return False
        return self.set_book_fields({"people": people}, self.tr("Approve character sheet"))

    def remove_person(self, person_id: str) -> None:
        """Remove a person from the book (undoable)."""
        people = [p for p in self.book.people if p.id != person_id]
        self.set_book_fields({"people": people}, self.tr("Remove person"))

    def add_person_photo(self, person_id: str, path: str | Path) -> bool:
        """Add a reference photo of a person (intake errors reported, never raised)."""
        try:
            name = self.project.add_photo(path)
        except Exception as err:
            self.error_changed.emit(
                say(Message("app.photo.not_added", reason=translate_message(message_of(err))))
            )
            return False
        person = self.book.person(person_id)
        if name in person.photos:
            return True
        self._check_references(person_id, [(name, Path(path).name)])
        return self.update_person(person_id, {"photos": [*person.photos, name]})

    def add_person_photos(self, person_id: str, paths: Sequence[str | Path]) -> int:
        """Add several reference photos of a person: every good one comes in (one undo step), and each that
        cannot (damaged, not a photo, a FIFO…) is named with its reason in one ``error_changed`` line.
        Returns how many came in; a failing book folder (disk full) stores none of them."""
        from app.book.intake import store_photos
        from app.book.photos import photo_info

        try:
            intake = store_photos(list(paths), self.project.root / "photos")
        except BookError as err:
            self.error_changed.emit(translate_message(message_of(err)))
            return 0
        person = self.book.person(person_id)
        names: list[str] = []
        for name, loaded in intake.stored:
            self.book.photos[name] = photo_info(loaded)
            if name not in person.photos and name not in names:
                names.append(name)
        if names:
            self.update_person(person_id, {"photos": [*person.photos, *names]})
        stored = [(name, loaded.source.name) for name, loaded in intake.stored]
        self._check_references(person_id, stored, refused=intake.refused)
        return len(intake.stored)

    def _check_references(
        self, person_id: str, photos: list[tuple[str, str]], refused: list[str] | None = None
    ) -> None:
        """Name at once a reference photo that will not help the model: one at low resolution (the photo
        intake's rule, :data:`app.book.photos.BLURRY_LONG_SIDE_PX`) and one in which no face is found
        (:func:`app.book.likeness.reference_faces`, dlib; in the worker when a bridge is attached, as the
        search takes a second or more). ``photos``: (stored name, the file's own name) pairs; ``refused``:
        the intake's lines for photos that did not come in, said in the same line as the low-resolution ones."""
        person = self.book.person(person_id)
        low = [
            Message("located", where=shown, message=warning)
            for name, shown in photos
            for warning in (self.book.photos[name].said_warnings() if name in self.book.photos else [])
        ]
        if refused:
            self.error_changed.emit(join_messages([*refused, *low]))
        elif low:
            self.message_changed.emit(join_messages(low))
        paths = [(self.project.root / "photos" / name, shown) for name, shown in photos]
        if not paths:
            return

        def run(_ctx) -> tuple[str, list[str]]:
            from app.book.likeness import reference_faces

            try:
                return person.name, [shown for path, shown in paths if not reference_faces([path])]
            except Exception as err:  # dlib missing or broken: the likeness check says so at export
                log.warning("reference photos of %s not searched for faces: %s", person.name, err)
                return person.name, []

        if self.bridge is not None:
            self.bridge.submit(JOB_REFERENCE_FACES, run)
        else:
            self._references_checked(JOB_REFERENCE_FACES, run(None))

    def _references_checked(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind != JOB_REFERENCE_FACES:
            return
        name, faceless = result
        if faceless:
            self.message_changed.emit(say(Message("app.people.no_face", name=name, photos=list(faceless))))

    def import_lora(self, person_id: str, path: str | Path) -> bool:
        """Copy a LoRA (``.safetensors`` only: pickle files can run code) into ``loras/`` for a person."""
        import shutil

        source = Path(path)
        if source.suffix.lower() != ".safetensors":
            self.error_changed.emit(say(Message("app.people.lora_not_safetensors", file=source.name)))
            return False
        target = self.project.root / "loras" / source.name
        try:
            if source.resolve() != target.resolve():
                shutil.copyfile(source, target)
        except OSError as err:
            self.error_changed.emit(
                say(
                    Message("located", where=str(source), message=translate_message(err.strerror or str(err)))
                )
            )
            return False
        return self.update_person(person_id, {"lora": f"loras/{source.name}"})
