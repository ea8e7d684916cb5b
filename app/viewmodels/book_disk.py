"""The open book and the disk: other programs' saves taken in, and a book whose folder refuses the save.

:class:`BookDiskMixin` is part of :class:`app.viewmodels.book.BookViewModel` (kept here so that each module
stays small). Other programs' saves (``build``, ``train``, ``person add`` while the app is open) are merged
into the book in memory, field by field, keeping the edits made here (:mod:`app.book.merge`). When the book
folder refuses the save (a full disk, a read-only folder), the book can be saved in a new folder, discarded,
or — when nobody can be asked — written as a rescue copy (:mod:`app.book.rescue`).
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import TYPE_CHECKING

from app.book.errors import BookError
from app.viewmodels.messages import translate_message
from words import Message, message_of, say

DISK_REASONS = {
    errno.ENOSPC: Message("app.disk.full"),
    errno.EROFS: Message("app.disk.read_only"),
    errno.EACCES: Message("app.disk.no_permission"),
}
"""Why a disk refuses a save, for the usual causes (the system's ``errno``)."""


def not_saved(reason: Message | str) -> str:
    """“The book could not be saved: ‹reason›” in the interface language (a reason the core still words in
    English translated as the app knows it)."""
    return say(
        Message(
            "app.book.not_saved", reason=reason if isinstance(reason, Message) else translate_message(reason)
        )
    )


if TYPE_CHECKING:
    from app.book.project import BookProject


class BookDiskMixin:
    """Methods of :class:`app.viewmodels.book.BookViewModel` about the book folder on disk (uses its
    ``project``, ``book``, ``pages_model``, timers and signals)."""

    project: BookProject | None

    def check_disk(self) -> bool:
        """Take in what another program saved to ``book.json`` since this one last read or wrote it, keeping
        the edits made here (see :mod:`app.book.merge`). True when the book here changed."""
        from app.book.merge import disk_signature, merge_from_disk, read_disk

        if self.project is None or disk_signature(self.project.root) == self.project.disk_signature:
            return False
        disk, signature = read_disk(self.project.root)
        before = self._snapshot()
        self.project.disk_signature = signature
        changed = merge_from_disk(self.project, disk)
        if changed:
            self._show_merged(before)
        return changed

    def _snapshot(self) -> tuple[list[str], dict[str, dict]]:
        pages = self.book.pages
        return [p.id for p in pages], {p.id: p.model_dump() for p in pages}

    def _show_merged(self, before: tuple[list[str], dict[str, dict]]) -> None:
        """Refresh the views after another program's changes were merged into the book."""
        order, pages = before
        if [p.id for p in self.book.pages] != order:
            self.pages_model.set_project(self.project)
            row = min(self._current, len(self.book.pages) - 1)
            self._current = -2
            self.set_current(row)
        for page in self.book.pages:
            if pages.get(page.id) != page.model_dump():
                self.pages_model.page_updated(page.id)
                self.page_changed.emit(page.id)
        self.people_changed.emit()
        self.book_fields_changed.emit()
        self.message_changed.emit(say(Message("app.book.merged")))

    def disk_reason(self, err: OSError) -> Message | str:
        """Why the disk refused: a message for the usual causes (full, read-only, no permission), else the
        system's own words (in the interface language where the app knows them)."""
        return DISK_REASONS.get(err.errno) or translate_message(err.strerror or str(err))

    def save_elsewhere(self, folder: str | Path) -> bool:
        """Copy the whole book, with the edits not yet saved, into the new folder ``folder`` and go on there
        (the original folder is left as it is). False (and ``error_changed``) when that fails too."""
        from app.book.rescue import save_copy

        if self.project is None:
            return True
        try:
            target = save_copy(self.project, folder)
        except (BookError, OSError) as err:
            self.error_changed.emit(
                not_saved(message_of(err) if isinstance(err, BookError) else self.disk_reason(err))
            )
            return False
        self._autosave.stop()
        self._deadline.stop()
        self.project = None  # its folder refused the save: do not try it again on the way out
        return self.open(target)

    def discard_changes(self) -> None:
        """Close the book without saving the changes made since the last save (the person chose so)."""
        self._autosave.stop()
        self._deadline.stop()
        self.project = None
        self._set_project(None)

    def rescue(self) -> Path | None:
        """When nobody can be asked (the session ends, the app is told to stop) and the book folder refuses
        the save: write ``book.json`` as it is in memory into the app's rescue folder (``rescue/`` in the
        settings folder) and return its path; None when there was nothing to rescue or that failed too."""
        from app.book.rescue import rescue_copy
        from app.settings import config_dir

        if self.project is None or self._saved:
            return None
        try:
            return rescue_copy(self.project, config_dir() / "rescue")
        except OSError:
            return None
