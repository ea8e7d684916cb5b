"""Bringing in several photos at once: every good one comes in, each bad one is listed.

Used by ``memorybook new --from STORY --photos DIR`` (via :func:`app.book.story.create_book_from_story`) and
``memorybook person add``. Single photos go through :func:`app.book.photos.store_photo`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from app.book.errors import BookError, PhotoError
from app.book.photos import LoadedPhoto, store_photo
from words import Message, message_of


@dataclass
class StoredPhotos:
    """What :func:`store_photos` brought in: ``stored`` (stored name, loaded photo) for each good photo, in
    the order given, and ``refused``, one message per photo that could not come in (naming the file, saying
    why)."""

    stored: list[tuple[str, LoadedPhoto]] = field(default_factory=list)
    refused: list[Message | str] = field(default_factory=list)


def store_photos(paths: list[str | os.PathLike[str]], photos_dir: str | os.PathLike[str]) -> StoredPhotos:
    """:func:`store_photo` for each of ``paths``: every good photo comes in, each bad one is listed.

    One bad file never stops the rest: a photo that cannot come in (PhotoError: damaged, not a photo, a
    FIFO…) is listed in ``refused`` and the next one is taken. A failure of the book folder itself
    (BookError: disk full, read-only) removes the photos this call stored that were not there before and
    raises, so the caller gets all the good photos or nothing stored.
    """
    folder = Path(photos_dir)
    result = StoredPhotos()
    try:
        there_before = set(os.listdir(folder))
    except OSError:
        there_before = set()
    for path in paths:
        try:
            name, loaded = store_photo(path, folder)
        except PhotoError as err:
            result.refused.append(message_of(err))
            continue
        except BookError:
            for name, _ in result.stored:
                if name not in there_before:
                    (folder / name).unlink(missing_ok=True)
            raise
        result.stored.append((name, loaded))
    return result
