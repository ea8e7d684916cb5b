"""Video stills into a book: each still through the photo intake, stored once, recorded with its video and
time code (:func:`add_stills` for the command line, :func:`store_stills` for the app's chosen stills)."""

from __future__ import annotations

import io
import os
import shutil
from collections.abc import Sequence
from pathlib import Path

from app.book.errors import PhotoError, located
from app.book.fileio import printable_name, staging_folder
from app.book.model import PhotoInfo
from app.book.photos import photo_info, store_photo
from app.book.stills import Still, VideoResult
from words import Message, message_of


def add_stills(project, results: Sequence[VideoResult]) -> list[str]:
    """Bring every still of ``results`` into ``project`` (:func:`store_stills`), record each in the book's
    photo list (a still already in the book keeps its record) and save the book once. Returns the stored
    names, in order, one per still left in ``results``: a still identical to one stored before it in this
    run is dropped from its result (the count printed is the count stored), and a video whose stills photo
    intake refuses loses them, with one line in its ``problems`` naming the video — the other videos
    still come in. Only the main process of a distributed run may call this."""
    names: list[str] = []
    for result in results:
        try:
            stored = store_stills(project.root / "photos", result.stills)
        except PhotoError as err:
            said = message_of(err)  # the hidden temporary file's name is no use to anyone: the reason only
            reason = (
                said.params.get("message", said) if isinstance(said, Message) else said.split(": ", 1)[-1]
            )
            result.problems.append(located(result.video.name, reason))
            result.stills = []
            continue
        kept = []
        for still, (name, info) in zip(result.stills, stored, strict=True):
            if name in names:
                continue
            project.book.photos.setdefault(name, info)
            names.append(name)
            kept.append(still)
        result.stills = kept
    project.save()
    return names


def store_stills(photos_dir: str | os.PathLike[str], stills: Sequence[Still]) -> list[tuple[str, PhotoInfo]]:
    """Store each still in ``photos_dir`` through the photo intake (:func:`app.book.photos.store_photo`:
    checked, content-hashed, written atomically) and return ``(stored name, PhotoInfo)`` pairs, the info
    recording the video's file name and the still's time (``original_name`` is ``"name.mp4 0:12.3"``).
    Raises :class:`~app.book.errors.BookError` when the folder cannot be written."""
    out = []
    tmp = staging_folder(Path(photos_dir), "stills")  # in the book: swept when it is next opened if killed
    try:
        for number, still in enumerate(stills):
            file = Path(tmp) / f"still-{number}.png"
            file.write_bytes(still_png(still))
            name, loaded = store_photo(file, photos_dir)
            info = photo_info(loaded).model_copy(
                update={
                    "original_name": printable_name(still.label),
                    "video": printable_name(still.video.name),
                    "video_time_s": round(still.time_s, 3),
                }
            )
            out.append((name, info))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def still_png(still: Still) -> bytes:
    """The still as PNG bytes (Pillow's encoder, default settings: the same pixels always give the same
    bytes, so the same still gets the same content hash in every run)."""
    buffer = io.BytesIO()
    still.image.save(buffer, format="PNG")
    return buffer.getvalue()
