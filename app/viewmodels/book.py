"""The open book: its pages, people and settings, every edit undoable, saved automatically.

:class:`BookViewModel` wraps an :class:`app.book.project.BookProject`. Every change goes through the
``QUndoStack`` (:mod:`app.viewmodels.commands`) and is saved by two single-shot timers: one restarted by
every change (:data:`AUTOSAVE_MS` after the last edit, while the person pauses) and one started by the first
unsaved change and never restarted (:data:`AUTOSAVE_MAX_MS`), so that someone typing without a pause is saved
too: a killed app loses at most the last :data:`AUTOSAVE_MAX_MS` plus the time a save takes (under 5 s). Saving is atomic
(``BookProject.save``: temporary file, fsync, ``os.replace``, previous save kept as ``book.json.bak``).
Errors a person can fix (a photo that cannot come in, a field that is too long) are reported as one line by
``message_changed`` and never raised into the event loop.

One writer per book (:mod:`app.book.lock`): an open book holds the folder's session lock, so a second window
on it is refused with one line saying where it is open. Command-line tools that change the book while it is
open here (``build``, ``train``, ``person add``) save under the write lock and merge; this view-model notices
their saves (:data:`DISK_CHECK_MS`) and takes their changes in, field by field, keeping its own unsaved edits
(:mod:`app.book.merge`); every save here merges the same way.

Where things are: pages, current page, book fields, undo and saving here; page photos and pictures in
:mod:`app.viewmodels.book_photos`; people in :mod:`app.viewmodels.book_people`; the folder on disk (other
programs' saves, a refused save) in :mod:`app.viewmodels.book_disk`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError
from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QUndoStack

from app.book.errors import BookError
from app.book.field_errors import field_message
from app.book.fileio import printable_name
from app.book.lock import LockFile, lock_book
from app.book.model import Book, Page
from app.book.project import BookProject
from app.viewmodels import commands
from app.viewmodels.book_disk import BookDiskMixin, not_saved
from app.viewmodels.book_people import BookPeopleMixin
from app.viewmodels.book_photos import BookPhotosMixin
from app.viewmodels.messages import join_messages, translate_message
from app.viewmodels.pages import PageListModel
from words import Message, message_of

AUTOSAVE_MS = 2000
"""Autosave delay after the last edit, in milliseconds."""

AUTOSAVE_MAX_MS = 4000
"""Longest time an edit stays unsaved however fast someone types, in milliseconds (counted from the first
unsaved edit; the README promises at most 5 s lost, and a save itself takes a moment)."""

DISK_CHECK_MS = 1500
"""How often the open book's ``book.json`` is checked for saves by other programs, in milliseconds."""

TEXT_FIELDS = ("title", "text", "scene")


class BookViewModel(QObject, BookPhotosMixin, BookPeopleMixin, BookDiskMixin):
    """The open book. Signals: ``book_changed`` (opened/closed/replaced), ``page_changed(page_id)``,
    ``current_page_changed(row)``, ``saved_changed(bool)`` (True when everything is on disk),
    ``message_changed(text)`` (one line for the status area), ``error_changed(text)`` (a problem to show),
    ``people_changed``, ``book_fields_changed`` (title, language, style, print or illustration settings)."""

    book_changed = Signal()
    page_changed = Signal(str)
    current_page_changed = Signal(int)
    saved_changed = Signal(bool)
    message_changed = Signal(str)
    error_changed = Signal(str)
    people_changed = Signal()
    book_fields_changed = Signal()
    photo_added = Signal(str, bool)

    def __init__(
        self,
        parent: QObject | None = None,
        autosave_ms: int = AUTOSAVE_MS,
        autosave_max_ms: int = AUTOSAVE_MAX_MS,
    ) -> None:
        super().__init__(parent)
        self.project: BookProject | None = None
        self.undo_stack = QUndoStack(self)
        self.pages_model = PageListModel(self)
        self.pages_model.move_requested.connect(self.move_page)
        self.book_fields_changed.connect(self.pages_model.redraw_designed)  # the style or shape changed
        self._current = -1
        self._saved = True
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(autosave_ms)
        self._autosave.timeout.connect(self.save)
        self._deadline = QTimer(self)  # from the first unsaved edit; not restarted by the next ones
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(max(autosave_ms, autosave_max_ms))
        self._deadline.timeout.connect(self.save)
        self._disk_check = QTimer(self)
        self._disk_check.setInterval(DISK_CHECK_MS)
        self._disk_check.timeout.connect(self.check_disk)
        self._lock: LockFile | None = None
        self.bridge = None

    # -- the book ------------------------------------------------------------------------------------
    @property
    def book(self) -> Book:
        """The open :class:`Book` (asserts that one is open)."""
        assert self.project is not None, "no book is open"
        return self.project.book

    @property
    def open_project(self) -> BookProject:
        """The open book's :class:`BookProject` (asserts that one is open), for what runs only with a book open."""
        assert self.project is not None, "no book is open"
        return self.project

    @property
    def is_open(self) -> bool:
        """True while a book is open."""
        return self.project is not None

    @property
    def is_saved(self) -> bool:
        """True when every change is on disk."""
        return self._saved

    def page(self, page_id: str) -> Page:
        """The page with ``page_id``; raises KeyError."""
        return self.book.page(page_id)

    def open(self, path: str | Path) -> bool:
        """Open the book folder at ``path``; False (and ``error_changed``) when it cannot be opened, or is open
        in another window or program that holds its lock (the message says where)."""
        if self.project is not None and Path(path).resolve() == self.project.root.resolve():
            return True  # open here already
        try:
            project = BookProject.open(path)
        except BookError as err:
            self.error_changed.emit(translate_message(message_of(err)))
            return False
        return self._set_project(project)

    def create_blank(self, path: str | Path, title: str, language: Literal["zh", "en"] = "zh") -> bool:
        """Make a new empty book folder with one blank page; False (and ``error_changed``) on failure."""
        try:
            book = Book(title=title or printable_name(Path(path).stem), language=language)
            book.pages.append(Page())
            project = BookProject.create(path, book)
        except BookError as err:
            self.error_changed.emit(translate_message(message_of(err)))
            return False
        except ValidationError as err:
            self.error_changed.emit(translate_message(field_message(err, str(path))))
            return False
        return self._set_project(project)

    def create_from_story(
        self, story: str | Path, path: str | Path, photos: str | Path | None = None
    ) -> bool:
        """Make a new book folder from a story script (see :mod:`app.book.story`). A photo that will not
        come in does not stop the rest: the book is made and each refused photo is named, with the
        reason, in ``error_changed`` (one line)."""
        from app.book.story import create_book_from_story

        refused: list[Message | str] = []
        try:
            project = create_book_from_story(story, path, photos, refused)
        except BookError as err:
            self.error_changed.emit(translate_message(message_of(err)))
            return False
        if not self._set_project(project):
            return False
        if refused:
            self.error_changed.emit(join_messages(refused))
        return True

    def close(self) -> None:
        """Save and close the book."""
        if self.project is not None:
            self.save()
        self._set_project(None)

    def _set_project(self, project: BookProject | None) -> bool:
        """Show ``project`` (None: no book), taking its session lock; False (and ``error_changed``) when another
        window or program holds it. A folder that cannot hold the lock file (read-only) opens unlocked."""
        lock = None
        if project is not None:
            try:
                lock = lock_book(project.root)
            except BookError as err:
                self.error_changed.emit(translate_message(message_of(err)))
                return False
            except OSError:
                lock = None  # a read-only folder: nobody can write it, so nobody needs to wait
        if self.project is not None and project is not self.project:
            self.save()
        self.release()
        self._lock = lock
        self.project = project
        if project is not None:
            self._disk_check.start()
        self.undo_stack.clear()
        self.pages_model.set_project(project)
        self._set_saved(True)
        self.book_changed.emit()
        self.people_changed.emit()
        self.set_current(0 if project and project.book.pages else -1)
        return True

    def release(self) -> None:
        """Give up the open book's session lock (on the way out; the book stays in memory)."""
        self._disk_check.stop()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # -- current page ----------------------------------------------------------------------------------
    @property
    def current_row(self) -> int:
        """Row (0-based) of the page being edited, or -1."""
        return self._current

    def current_page(self) -> Page | None:
        """The page being edited, or None."""
        if self.project is None or not 0 <= self._current < len(self.book.pages):
            return None
        return self.book.pages[self._current]

    @Slot(int)
    def set_current(self, row: int) -> None:
        """Edit the page at ``row`` (emits ``current_page_changed`` when it changes)."""
        if row != self._current:
            self._current = row
            self.current_page_changed.emit(row)

    # -- page edits (all undoable) ---------------------------------------------------------------------
    def set_page_field(self, page_id: str, name: str, value: Any) -> bool:
        """Set one field of a page (title, text, scene, style, strength, seed, photo, people).

        Typing into a text field merges into one undo step. Returns False (and ``error_changed``) when the
        value is not allowed (e.g. too long).
        """
        return self.set_page_fields(page_id, {name: value}, merge=name in TEXT_FIELDS)

    def set_page_fields(
        self, page_id: str, values: dict[str, Any], merge: bool = False, text: str = ""
    ) -> bool:
        """Set several fields of a page as one undo step (``merge``: typing merges). False (and
        ``error_changed``) when a value is not allowed."""
        page = self.page(page_id)
        values = {k: v for k, v in values.items() if getattr(page, k) != v}
        if not values:
            return True
        try:
            Page.model_validate({**page.model_dump(), **values})
        except ValidationError as err:
            self.error_changed.emit(translate_message(field_message(err, self.tr("page"))))
            return False
        label = text or self.tr("Edit %s") % self.tr(", ").join(commands.field_label(name) for name in values)
        self.undo_stack.push(commands.SetPageFields(self, page_id, values, label, merge))
        return True

    def add_page(self, after: int | None = None) -> int:
        """Insert a blank page after row ``after`` (default: the current page); returns its row."""
        row = (self._current if after is None else after) + 1
        row = max(0, min(row, len(self.book.pages)))
        self.undo_stack.push(commands.InsertPage(self, row, Page(), self.tr("Add page")))
        return row

    def duplicate_page(self, row: int) -> int:
        """Copy the page at ``row`` (text, photo, picture) right after it; returns the new row."""
        source = self.book.pages[row]
        data = source.model_dump()
        data.pop("id")
        copy = Page.model_validate(data)
        self.undo_stack.push(commands.InsertPage(self, row + 1, copy, self.tr("Duplicate page")))
        return row + 1

    def delete_page(self, row: int) -> None:
        """Delete the page at ``row`` (undo brings it back with its pictures)."""
        if 0 <= row < len(self.book.pages):
            self.undo_stack.push(commands.RemovePage(self, row, self.tr("Delete page")))

    @Slot(int, int)
    def move_page(self, source: int, destination: int) -> None:
        """Move the page at ``source`` to row ``destination`` (undoable)."""
        count = len(self.book.pages)
        if source != destination and 0 <= source < count and 0 <= destination < count:
            self.undo_stack.push(commands.MovePage(self, source, destination, self.tr("Move page")))

    # -- book settings and people ----------------------------------------------------------------------
    def set_book_fields(self, values: dict[str, Any], text: str = "") -> bool:
        """Set top-level book fields as one undo step; False (and ``error_changed``) when not allowed."""
        values = {k: v for k, v in values.items() if getattr(self.book, k) != v}
        if not values:
            return True
        try:
            Book.model_validate({**self.book.model_dump(), **{k: _dump(v) for k, v in values.items()}})
        except ValidationError as err:
            self.error_changed.emit(translate_message(field_message(err, self.tr("book"))))
            return False
        self.undo_stack.push(commands.SetBookData(self, values, text or self.tr("Edit book")))
        return True

    # -- applying commands (called by app.viewmodels.commands) -------------------------------------
    def _apply_page_fields(self, page_id: str, values: dict[str, Any]) -> None:
        page = self.page(page_id)
        for name, value in values.items():
            setattr(page, name, commands._copy(value))
        if {"title", "illustration", "photo"} & values.keys():
            self.pages_model.page_updated(page_id)
        self.page_changed.emit(page_id)
        self._changed()

    def _apply_book_fields(self, values: dict[str, Any]) -> None:
        for name, value in values.items():
            setattr(self.book, name, commands._copy(value))
        if "people" in values:
            self.people_changed.emit()
        self.book_fields_changed.emit()
        self._changed()

    def _changed(self, select: int | None = None) -> None:
        self._set_saved(False)
        self._autosave.start()
        if not self._deadline.isActive():
            self._deadline.start()
        if select is not None:
            self._current = -1
            self.set_current(select)

    # -- saving ----------------------------------------------------------------------------------------
    @Slot()
    def save(self) -> bool:
        """Write the book now (atomic). Returns False (and ``error_changed``) when the disk refuses."""
        self._autosave.stop()
        self._deadline.stop()
        if self.project is None:
            return True
        before = self._snapshot()
        try:
            merged = self.project.save()
        except OSError as err:
            self.error_changed.emit(not_saved(self.disk_reason(err)))
            return False
        except BookError as err:  # another program's save did not finish
            self.error_changed.emit(not_saved(message_of(err)))
            return False
        if merged:
            self._show_merged(before)
        self._set_saved(True)
        return True

    def _set_saved(self, saved: bool) -> None:
        if saved != self._saved:
            self._saved = saved
            self.saved_changed.emit(saved)


def _dump(value: Any) -> Any:
    if hasattr(value, "model_dump"):
        return value.model_dump()
    if isinstance(value, list):
        return [_dump(v) for v in value]
    return value
