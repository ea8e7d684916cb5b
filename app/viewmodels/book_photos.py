"""Photos and pictures on the pages of the open book: bringing a photo in, choosing and keeping pictures.

:class:`BookPhotosMixin` is part of :class:`app.viewmodels.book.BookViewModel` (kept here so that each
module stays small). A photo is checked and copied on the worker thread when a bridge is attached (the app)
and at once otherwise (tests of the models); one that cannot come in is one line on ``error_changed``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Slot

from app.book.errors import BookError
from app.viewmodels.messages import join_messages, translate_message
from words import Message, message_of, say

JOB_PHOTO = "photo"
"""Worker job kind of a page photo being checked and copied in."""


class BookPhotosMixin:
    """Methods of :class:`app.viewmodels.book.BookViewModel` about page photos and pictures (uses its
    ``project``, ``book``, ``bridge``, ``undo_stack`` and signals)."""

    def attach(self, bridge) -> None:
        """Bring photos in on ``bridge``'s worker thread from now on (checking and copying a large photo
        takes a moment); results arrive in the GUI thread."""
        self.bridge = bridge
        bridge.job_finished.connect(self._photo_stored)
        bridge.job_finished.connect(self._references_checked)  # BookPeopleMixin: a face in new references?
        bridge.job_failed.connect(self._photo_failed)

    def add_photo(self, page_id: str, path: str | Path) -> bool:
        """Bring a photo into the book (copied untouched) and put it on the page.

        With a worker bridge attached (the app), the photo is checked and copied in the worker and
        ``photo_added(page_id, ok)`` follows; the return value is True when the work was started. Without
        one (tests of the models), it happens now and the return value says whether the photo came in.
        A photo that cannot come in (not a photo, damaged, too large) is reported with ``error_changed``
        naming the file; never raises for a bad file.
        """
        if self.bridge is not None:
            root = self.project.root

            def run(_ctx) -> tuple[Path, str, str, object]:
                from app.book.photos import photo_info, store_photo

                name, loaded = store_photo(Path(path), root / "photos")
                return root, page_id, name, photo_info(loaded)

            self.bridge.submit(JOB_PHOTO, run)
            return True
        try:
            name = self.project.add_photo(path)
        except Exception as err:  # PhotoError, or an unexpected decoder failure: never a crash
            self._photo_failed(
                JOB_PHOTO,
                message_of(err)
                if isinstance(err, BookError)
                else Message("located", where=Path(path).name, message=str(err)),
            )
            return False
        return self._put_photo(page_id, name)

    @Slot(str, object)
    def _photo_stored(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind != JOB_PHOTO or self.project is None:
            return
        root, page_id, name, info = result
        if root != self.project.root:
            return
        self.book.photos[name] = info
        ok = any(p.id == page_id for p in self.book.pages) and self._put_photo(page_id, name)
        self.photo_added.emit(page_id, ok)

    @Slot(str, object)
    def _photo_failed(self, kind: str, message: Message | str) -> None:
        if kind == JOB_PHOTO:
            self.error_changed.emit(say(Message("app.photo.not_added", reason=translate_message(message))))
            self.photo_added.emit("", False)

    def _put_photo(self, page_id: str, name: str) -> bool:
        info = self.book.photos.get(name)
        ok = self.set_page_fields(page_id, {"photo": name}, text=self.tr("Add photo"))
        if info is not None and info.warnings:
            self.message_changed.emit(join_messages(info.said_warnings()))
        self._changed()
        return ok

    def remove_photo(self, page_id: str) -> None:
        """Take the photo off the page (the stored photo stays in the book folder)."""
        self.set_page_fields(page_id, {"photo": None}, text=self.tr("Remove photo"))

    def choose_illustration(
        self, page_id: str, key: str, seed: int | None = None, text: str = "", auto_seed: bool = False
    ) -> None:
        """Make ``key`` the page's picture; the one it replaces goes into the page's history (undoable). With
        ``seed``, the page's seed becomes it; with ``auto_seed``, the page goes back to its automatic seed."""
        page = self.page(page_id)
        history = [k for k in page.history if k != key]
        if page.illustration and page.illustration != key:
            history.append(page.illustration)
        values: dict[str, Any] = {"illustration": key, "history": history}
        if seed is not None:
            values["seed"] = seed
        elif auto_seed:
            values["seed"] = None
        self.set_page_fields(page_id, values, text=text or self.tr("Choose picture"))

    def keep_picture(self, page_id: str, key: str) -> None:
        """Keep picture ``key`` among the page's earlier pictures without showing it (a variation not chosen
        yet), so that it can be brought back, after a restart too. Saved with the next autosave; not an undo
        step (nothing the person sees changes). A page that is gone is ignored."""
        page = next((p for p in self.book.pages if p.id == page_id), None)
        if page is None or key == page.illustration or key in page.history:
            return
        page.history.append(key)
        self.page_changed.emit(page_id)
        self._changed()
