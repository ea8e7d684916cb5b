"""Unpacking a stranger's archive safely: entries, counts, compression ratio, free space, errors.

Every entry of a packed book is checked before anything is written (:func:`check_archive_entries`): its
name (only ``book.json``, ``photos/``, ``illustrations/``, ``loras/``), its compression ratio (a zip bomb),
the number of entries against what ``book.json`` names, and the total size; then the free space of the
disk (:func:`check_free_space`). :func:`extract_archive` turns a damaged entry or a full disk into one line.
"""

from __future__ import annotations

import shutil
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from pydantic import ValidationError

from app.book.closed import book_file_fields
from app.book.errors import BookError
from app.book.model import Book
from app.book.safejson import MAX_JSON_BYTES, loads_bounded

BOOK_FILE = "book.json"
"""The book itself, at the top of the folder and of an archive."""
SUBFOLDERS = ("photos", "illustrations", "loras", "recordings", "transcripts")
"""The book's folders (and the only folders an archive may hold)."""
MAX_UNPACKED_BYTES = 20 * 1024**3
"""Largest total size a book archive may unpack to (20 GiB): guards against zip bombs."""
MAX_COMPRESSION_RATIO = 100
"""Largest unpacked : packed size of one archive entry. Photos and PNGs are stored already compressed
(about 1:1) and book.json deflates about 5:1; a bomb deflates over 1000:1."""
RATIO_FREE_BYTES = 1024**2
"""Entries up to 1 MiB unpacked are not ratio-checked (a small JSON file may deflate far)."""
ENTRY_MULTIPLE = 2
"""An archive may hold at most this many entries per file its ``book.json`` names (plus
:data:`ENTRY_ALLOWANCE`): ``pack`` writes exactly one per named file, so 200,000 junk entries are refused
before anything is written."""
ENTRY_ALLOWANCE = 16
"""Entries allowed beyond :data:`ENTRY_MULTIPLE` × the named files (folder entries a zip tool adds)."""
FREE_SPACE_MARGIN = 64 * 1024**2
"""Space left free on the disk after unpacking (64 MiB), so the system and the book's saves still fit."""


def check_archive_entries(zf: zipfile.ZipFile, archive: Path) -> int:
    """Check every entry of a packed book before anything is written; returns the unpacked size in bytes.

    Refused (BookError, one line naming the archive): no ``book.json``; an entry outside ``book.json``,
    ``photos/``, ``illustrations/`` and ``loras/`` (absolute, ``..``); an entry over
    :data:`MAX_COMPRESSION_RATIO` (a zip bomb), or a whole archive over it once past 64 MiB; a total over
    :data:`MAX_UNPACKED_BYTES`.
    """
    if BOOK_FILE not in zf.namelist():
        raise BookError(
            f"{archive}: not a packed Memory Book (no {BOOK_FILE} at its top; a zip made by hand must hold "
            f"{BOOK_FILE} and photos/ themselves, not a folder around them); make it with `memorybook pack`"
        )
    check_entry_count(zf, archive)
    total = packed = 0
    for info in zf.infolist():
        parts = PurePosixPath(info.filename).parts
        if info.filename != BOOK_FILE and (
            len(parts) < 2 or parts[0] not in SUBFOLDERS or ".." in parts or info.filename.startswith("/")
        ):
            raise BookError(f"{archive}: unexpected entry {info.filename!r}; the archive is not safe to open")
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > RATIO_FREE_BYTES and ratio > MAX_COMPRESSION_RATIO:
            raise BookError(
                f"{archive}: entry {info.filename!r} would grow {ratio:,.0f} times when unpacked (a zip bomb; "
                f"a book's files grow at most {MAX_COMPRESSION_RATIO}:1); the archive is not safe to open"
            )
        total += info.file_size
        packed += info.compress_size
    if total > 64 * RATIO_FREE_BYTES and total / max(packed, 1) > MAX_COMPRESSION_RATIO:
        raise BookError(  # many small entries, each under the per-entry check, can make a bomb too
            f"{archive}: would grow {total / max(packed, 1):,.0f} times when unpacked (a zip bomb; a book's files "
            f"grow at most {MAX_COMPRESSION_RATIO}:1); the archive is not safe to open"
        )
    if total > MAX_UNPACKED_BYTES:
        raise BookError(f"{archive}: would unpack to {total} bytes, more than a book can hold")
    return total


def check_entry_count(zf: zipfile.ZipFile, archive: Path) -> None:
    """Refuse (BookError, one line) an archive with more entries than :data:`ENTRY_MULTIPLE` × the files its
    ``book.json`` names + :data:`ENTRY_ALLOWANCE`. ``book.json`` is read within :mod:`app.book.safejson`'s
    bounds; one that is not a valid book allows only the allowance (its refusal comes when it is opened)."""
    named = 0
    info = zf.getinfo(BOOK_FILE)
    if info.file_size <= MAX_JSON_BYTES:
        try:
            book = Book.model_validate(loads_bounded(zf.read(info), str(archive)))
            named = len({relative for _, relative in book_file_fields(book)}) + 1
        except (BookError, ValidationError, ValueError, OSError, zipfile.BadZipFile, zlib.error, EOFError):
            named = 0
    limit = ENTRY_MULTIPLE * named + ENTRY_ALLOWANCE
    count = len(zf.infolist())
    if count > limit:
        raise BookError(
            f"{archive}: holds {count:,} entries but its book names {named:,} file(s) (at most {limit:,} "
            "entries expected); the archive is not safe to open"
        )


def check_free_space(folder: Path, needed: int, archive: Path) -> None:
    """Refuse (BookError) when ``folder``'s disk has less than ``needed`` bytes + 64 MiB free."""
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return  # unknown: writing will say so if it fails
    if free < needed + FREE_SPACE_MARGIN:
        raise BookError(
            f"{archive}: needs {needed / 1e6:,.0f} MB to unpack but {folder} has {free / 1e6:,.0f} MB free; "
            "make room or unpack it onto another disk"
        )


def extract_archive(zf: zipfile.ZipFile, archive: Path, target: Path) -> None:
    """Extract every entry into ``target``; a damaged entry (bad CRC, bad data, unknown compression) or a
    write error (disk full) becomes one BookError line naming the archive."""
    try:
        zf.extractall(target)
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, ValueError) as err:
        raise BookError(f"{archive}: damaged ({one_line(err)}); ask for the book again") from err
    except OSError as err:
        raise BookError(f"{archive}: cannot be unpacked into {target.parent} ({one_line(err)})") from err


def one_line(err: BaseException) -> str:
    """The first line of an exception's text (its type name when it has none)."""
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__
