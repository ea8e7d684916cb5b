"""Where a book goes when its own folder refuses the save (a full disk, a read-only folder, a removed stick).

Two ways out, both atomic (:mod:`app.book.fileio`):

- :func:`save_copy`: the whole book (``book.json``, photos, illustrations, LoRAs) into a new folder the person
  chose ("Save elsewhere…"); the copy is a complete book that opens like any other.
- :func:`rescue_copy`: only ``book.json``, into a rescue folder of the app's own (used when nobody can be asked:
  the desktop session is ending, the app was told to stop). The text, the page order and every choice are in
  that file; the pictures and photos stay in the book folder, which the file names.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from app.book.errors import BookError, located
from app.book.fileio import atomic_write_bytes
from words import Message

SKIPPED = ("cache", "book.lock", "book.json.lock", "book.json", "book.json.bak")
"""What :func:`save_copy` does not copy: the cache (remade on demand), the locks and the old book files."""


def save_copy(project, folder: str | Path) -> Path:
    """Copy the book ``project`` (a :class:`app.book.project.BookProject`, as it is in memory) into the new
    folder ``folder`` and return it; the original folder is left as it is.

    Files are copied into a hidden staging folder beside ``folder``, which is renamed into place at the end:
    an interrupted copy leaves no half book. Raises BookError when ``folder`` exists already, OSError when the
    target disk refuses (the staging folder is then removed).
    """
    target = Path(folder)
    if target.exists():
        raise BookError(located(target, Message("book.folder.exists")))
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = target.parent / f".{target.name}.{int(time.time())}.saving"
    try:
        shutil.copytree(project.root, staging, ignore=lambda _d, names: [n for n in names if _skip(n)])
        data = project.book.model_dump_json(indent=2).encode("utf-8")
        atomic_write_bytes(staging / "book.json", data)
        staging.rename(target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return target


def _skip(name: str) -> bool:
    return name in SKIPPED or (name.startswith(".") and name.endswith(".tmp"))


def rescue_copy(project, folder: str | Path) -> Path:
    """Write the in-memory book of ``project`` as ``<folder>/<book folder name>-<YYYYmmdd-HHMMSS>.json`` and
    return the path. The file is a ``book.json``: copy it into the book folder under that name to restore it.
    Raises OSError when this disk refuses too."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{Path(project.root).name}-{stamp}.json"
    atomic_write_bytes(path, project.book.model_dump_json(indent=2).encode("utf-8"))
    return path
