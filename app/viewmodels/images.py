"""PIL ↔ ``QImage`` and the small thumbnails of the page strip (safe in any thread: no QPixmap here).

Thumbnails of illustrations are cached as ``cache/thumbs/<cache key>.png`` in the book folder
(:data:`THUMB_SIDE` px on the longest side), written atomically, so the strip opens quickly.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QImage

from app.book.closed import inside
from app.book.errors import BookError
from app.book.fileio import atomic_write_bytes
from app.book.project import BookProject

if TYPE_CHECKING:  # Pillow is imported when a picture is read, not while the window opens (≈ 7 ms)
    from PIL import Image

THUMB_SIDE = 400
"""Longest side of a thumbnail, in pixels: sharp at 200 % for the largest place one is shown (the page
editor's 160 × 110 photo, the 120 × 90 variation icons)."""


def pil_to_qimage(image: Image.Image) -> QImage:
    """An independent RGB888 ``QImage`` copy of a PIL image (any mode; converted to RGB)."""
    rgb = image.convert("RGB")
    data = rgb.tobytes()
    qimage = QImage(data, rgb.width, rgb.height, 3 * rgb.width, QImage.Format.Format_RGB888)
    return qimage.copy()


def thumbnail_path(project: BookProject, key: str) -> Path:
    """Where the thumbnail of illustration ``key`` is cached; raises BookError when, links followed, that
    lies outside the book folder (app.book.closed)."""
    return inside(project.root, f"cache/thumbs/{key}-{THUMB_SIDE}.png", "illustration")


def make_thumbnail(project: BookProject, key: str) -> QImage:
    """The thumbnail of illustration ``key`` (read from the cache, else made and cached).

    Returns a null QImage when the illustration is missing or unreadable, or leads outside the book.
    """
    from PIL import Image

    try:
        path = thumbnail_path(project, key)
        source = project.illustration_path(key)
    except BookError:
        return QImage()
    if path.is_file():
        qimage = QImage(str(path))
        if not qimage.isNull():
            return qimage
    try:
        with Image.open(source) as image:
            image.draft("RGB", (THUMB_SIDE, THUMB_SIDE))
            small = image.convert("RGB")
    except (OSError, ValueError):
        return QImage()
    small.thumbnail((THUMB_SIDE, THUMB_SIDE))
    buffer = io.BytesIO()
    small.save(buffer, format="PNG")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, buffer.getvalue())
    except OSError:
        pass
    return pil_to_qimage(small)


def photo_thumbnail(project: BookProject, name: str) -> QImage:
    """A thumbnail of stored photo ``name`` (upright), or a null QImage when it cannot be read."""
    from PIL import Image

    from app.book.project import upright_photo

    try:
        path = upright_photo(project, name)
        with Image.open(path) as image:
            image.draft("RGB", (THUMB_SIDE, THUMB_SIDE))
            small = image.convert("RGB")
    except Exception:  # a damaged photo must never break the page strip
        return QImage()
    small.thumbnail((THUMB_SIDE, THUMB_SIDE))
    return pil_to_qimage(small)


class ThumbnailCache(QObject):
    """Thumbnails by id (``"picture:<cache key>"``, ``"photo:<file name>"`` or ``"designed:<page id>:…"``, a
    miniature of a designed text page drawn from a snapshot of the book), made in the worker thread.

    :meth:`get` returns the cached image, or a null ``QImage`` and asks the worker for it; when it is ready
    ``thumbnail_changed(id)`` is emitted. Without a worker bridge (tests of the models alone) thumbnails are
    made at once.
    """

    thumbnail_changed = Signal(str)
    JOB = "thumbnails"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.project: BookProject | None = None
        self.bridge = None
        self._images: dict[str, QImage] = {}
        self._wanted: list[tuple[str, Callable[[], object] | None]] = []
        self._asked: set[str] = set()

    def set_project(self, project: BookProject | None) -> None:
        """Forget every thumbnail: another book is open (or none)."""
        self.project = project
        self._images.clear()
        self._wanted.clear()
        self._asked.clear()

    def attach(self, bridge) -> None:
        """Make thumbnails in ``bridge``'s worker thread from now on."""
        self.bridge = bridge
        bridge.progress_changed.connect(self._on_progress)

    def picture(self, key: str) -> QImage:
        """Thumbnail of the illustration with cache key ``key`` (null while it is being made)."""
        return self.get(f"picture:{key}")

    def photo(self, name: str) -> QImage:
        """Thumbnail of the stored photo ``name`` (null while it is being made)."""
        return self.get(f"photo:{name}")

    def get(self, ident: str, snapshot: Callable[[], object] | None = None) -> QImage:
        """Thumbnail ``ident`` from the cache, else a null image and a request to the worker. ``snapshot``
        gives the one-page book a ``designed:`` thumbnail is drawn from (called in this thread, when asked)."""
        image = self._images.get(ident)
        if image is not None:
            return image
        if self.project is None:
            return QImage()
        if self.bridge is None:
            image = self._images[ident] = _make(self.project, ident, snapshot() if snapshot else None)
            return image
        if ident not in self._asked:
            self._asked.add(ident)
            self._wanted.append((ident, snapshot() if snapshot else None))
            if len(self._wanted) == 1:
                QTimer.singleShot(0, self._submit)
        return QImage()

    def put(self, ident: str, image: QImage) -> None:
        """Store a thumbnail made elsewhere and announce it with ``thumbnail_changed``."""
        self._images[ident] = image
        self.thumbnail_changed.emit(ident)

    def _submit(self) -> None:
        wanted, self._wanted = self._wanted, []
        project = self.project
        bridge = self.bridge
        if not wanted or project is None or bridge is None:  # no bridge: made at once (thumbnail)
            return

        def run(ctx) -> None:
            for ident, book in wanted:
                if ctx.cancel.cancelled:
                    return
                ctx.report((project.root, ident, _make(project, ident, book)))

        bridge.submit(self.JOB, run)

    @Slot(str, object)
    def _on_progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind == self.JOB and self.project is not None:
            root, ident, image = payload
            if root == self.project.root:
                self.put(ident, image)


def _make(project: BookProject, ident: str, book=None) -> QImage:
    kind, _, name = ident.partition(":")
    if kind == "picture":
        return make_thumbnail(project, name)
    if kind == "designed":
        return designed_thumbnail(project, book) if book is not None else QImage()
    return photo_thumbnail(project, name)


DESIGNED_DPI = 30
"""Resolution of a designed page's miniature (an A4 page: 248 × 351 px, ≈ 14 ms in the worker; the strip
shows it 72 px high)."""


def designed_thumbnail(project: BookProject, book) -> QImage:
    """The designed text page that prints in place of a sketch engine's wash (``book``: a snapshot holding that
    one page), drawn by the print painter at :data:`DESIGNED_DPI`: the strip shows the page as it prints, not
    the wash. A null QImage when it cannot be drawn (its picture's files unreadable or gone: the preflight names
    them), as :func:`make_thumbnail` gives for a picture, so the strip's other thumbnails are still made."""
    from collections import OrderedDict

    from app.viewmodels.page_render import render_story_page

    try:
        return render_story_page(project, book, 0, DESIGNED_DPI, OrderedDict())
    except (BookError, OSError):  # BadJsonError is a BookError
        return QImage()
