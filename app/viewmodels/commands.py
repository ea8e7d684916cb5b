"""Undoable edits of a book (``QUndoCommand``s pushed on the book's ``QUndoStack``).

Each command stores what it needs to go back: the old field values, the removed page, the rows of a move.
Typing into one field of one page merges into a single command (Qt's ``mergeWith``), so undo takes back a
whole edit rather than one letter.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.book.model import Book, Page

MERGE_PAGE_TEXT = 1001


class EditedBook(Protocol):
    """What an undoable edit needs of the book it edits (:class:`app.viewmodels.book.BookViewModel` is one):
    the book, its page list model, a page by id, and the calls that apply fields and announce a change."""

    @property
    def book(self) -> Book: ...

    pages_model: Any  # app.viewmodels.pages.PageListModel: insert_page / remove_page / move_page

    def page(self, page_id: str) -> Page: ...

    def _changed(self, select: int | None = None) -> None: ...

    def _apply_page_fields(self, page_id: str, values: dict[str, Any]) -> None: ...

    def _apply_book_fields(self, values: dict[str, Any]) -> None: ...


def field_label(name: str) -> str:
    """How the Edit menu names page field ``name`` ("撤消 编辑故事"), never by its code name ("text")."""
    translate = QCoreApplication.translate
    labels = {
        "title": translate("Commands", "title"),
        "text": translate("Commands", "story"),
        "scene": translate("Commands", "scene"),
        "style": translate("Commands", "style"),
        "strength": translate("Commands", "strength"),
        "seed": translate("Commands", "seed"),
        "photo": translate("Commands", "photo"),
        "people": translate("Commands", "people"),
        "illustration": translate("Commands", "picture"),
    }
    return labels.get(name, name)


class SetPageFields(QUndoCommand):
    """Set some fields of one page (``{"title": ..., "seed": ...}``); typing in one field merges."""

    def __init__(self, vm: EditedBook, page_id: str, values: dict[str, Any], text: str, merge: bool) -> None:
        super().__init__(text)
        self.vm, self.page_id, self.merge = vm, page_id, merge
        page = vm.page(page_id)
        self.new = dict(values)
        self.old = {name: _copy(getattr(page, name)) for name in values}

    def id(self) -> int:
        return MERGE_PAGE_TEXT if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetPageFields) or not other.merge:
            return False
        if other.page_id != self.page_id or other.new.keys() != self.new.keys():
            return False
        self.new = dict(other.new)
        return True

    def redo(self) -> None:
        self.vm._apply_page_fields(self.page_id, self.new)

    def undo(self) -> None:
        self.vm._apply_page_fields(self.page_id, self.old)


class InsertPage(QUndoCommand):
    """Insert ``page`` at ``row`` (add, duplicate)."""

    def __init__(self, vm: EditedBook, row: int, page: Page, text: str) -> None:
        super().__init__(text)
        self.vm, self.row, self.page = vm, row, page

    def redo(self) -> None:
        self.vm.pages_model.insert_page(self.row, self.page)
        self.vm._changed(select=self.row)

    def undo(self) -> None:
        self.vm.pages_model.remove_page(self.row)
        self.vm._changed(select=min(self.row, len(self.vm.book.pages) - 1))


class RemovePage(QUndoCommand):
    """Delete the page at ``row`` (undo puts it back, pictures and all)."""

    def __init__(self, vm: EditedBook, row: int, text: str) -> None:
        super().__init__(text)
        self.vm, self.row = vm, row
        self.page: Page | None = None

    def redo(self) -> None:
        self.page = self.vm.pages_model.remove_page(self.row)
        self.vm._changed(select=min(self.row, len(self.vm.book.pages) - 1))

    def undo(self) -> None:
        assert self.page is not None
        self.vm.pages_model.insert_page(self.row, self.page)
        self.vm._changed(select=self.row)


class MovePage(QUndoCommand):
    """Move the page at ``source`` to row ``destination``."""

    def __init__(self, vm: EditedBook, source: int, destination: int, text: str) -> None:
        super().__init__(text)
        self.vm, self.source, self.destination = vm, source, destination

    def redo(self) -> None:
        self.vm.pages_model.move_page(self.source, self.destination)
        self.vm._changed(select=self.destination)

    def undo(self) -> None:
        self.vm.pages_model.move_page(self.destination, self.source)
        self.vm._changed(select=self.source)


class SetBookData(QUndoCommand):
    """Replace top-level book fields (title, language, style, trim size, people, illustration settings)."""

    def __init__(self, vm: EditedBook, values: dict[str, Any], text: str) -> None:
        super().__init__(text)
        self.vm = vm
        self.new = {k: _copy(v) for k, v in values.items()}
        self.old = {k: _copy(getattr(vm.book, k)) for k in values}

    def redo(self) -> None:
        self.vm._apply_book_fields(self.new)

    def undo(self) -> None:
        self.vm._apply_book_fields(self.old)


def _copy(value: Any) -> Any:
    """A deep copy of a field value (pydantic models, lists) so the command's record never changes."""
    if hasattr(value, "model_copy"):
        return value.model_copy(deep=True)
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value
