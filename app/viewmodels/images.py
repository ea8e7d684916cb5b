"""PIL ↔ ``QImage`` and the small thumbnails of the page strip (safe in any thread: no QPixmap here).

Thumbnails of illustrations are cached as ``cache/thumbs/<cache key>.png`` in the book folder
(:data:`THUMB_SIDE` px on the longest side), written atomically, so the strip opens quickly.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image
from PySide6.QtGui import QImage

from app.book.fileio import atomic_write_bytes
from app.book.project import BookProject

THUMB_SIDE = 200
"""Longest side of a page-strip thumbnail, in pixels (sharp at 2× for the 100 px strip icons)."""


def pil_to_qimage(image: Image.Image) -> QImage:
    """An independent RGB888 ``QImage`` copy of a PIL image (any mode; converted to RGB)."""
    rgb = image.convert("RGB")
    data = rgb.tobytes()
    qimage = QImage(data, rgb.width, rgb.height, 3 * rgb.width, QImage.Format.Format_RGB888)
    return qimage.copy()


def thumbnail_path(project: BookProject, key: str) -> Path:
    """Where the thumbnail of illustration ``key`` is cached."""
    return project.root / "cache" / "thumbs" / f"{key}.png"


def make_thumbnail(project: BookProject, key: str) -> QImage:
    """The thumbnail of illustration ``key`` (read from the cache, else made and cached).

    Returns a null QImage when the illustration is missing or unreadable.
    """
    path = thumbnail_path(project, key)
    if path.is_file():
        qimage = QImage(str(path))
        if not qimage.isNull():
            return qimage
    try:
        with Image.open(project.illustration_path(key)) as image:
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
