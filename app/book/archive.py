"""Unpacking a stranger's archive safely: entries, names, counts, compression ratio, free space, errors.

Every entry of a packed book is checked before anything is written (:func:`check_archive_entries`): its
name (only ``book.json``, ``photos/``, ``illustrations/``, ``loras/``, ``recordings/``, ``transcripts/``;
no ``..``, no absolute path, no control character, no name twice), its compression ratio (a zip bomb), the
number of entries against what ``book.json`` names, and the total size; then the free space of the disk
(:func:`check_free_space`). :func:`extract_archive` writes only the checked entries and turns a damaged
entry or a full disk into one line.

A book folder zipped by hand is accepted too: its one top folder around ``book.json`` is taken off, names
without zip's UTF-8 flag are read as the Windows Chinese code page (GB18030, a superset of CP936/GBK) when
they are not UTF-8, and what is not part of the book (:data:`LEFT_OUT_FILES`, :data:`LEFT_OUT_FOLDERS`:
the previous save, the locks, the cache, other systems' folder files) is left out and named.
"""

from __future__ import annotations

import shutil
import unicodedata
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from pydantic import ValidationError

from app.book.closed import book_file_fields
from app.book.errors import BookError, located, os_reason
from app.book.model import Book
from app.book.safejson import MAX_JSON_BYTES, loads_bounded
from words import Message

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


LEFT_OUT_FILES = ("book.json.bak", "book.lock", "book.json.lock")
"""Files of a book folder that are not part of the book: the previous save and the locks."""
LEFT_OUT_FOLDERS = ("cache", "__MACOSX")
"""Folders left out: the book's cache (rebuilt when needed) and macOS's resource forks (``__MACOSX/``)."""
SYSTEM_FILES = (".DS_Store", "Thumbs.db", "desktop.ini")
"""Folder files that Finder and Explorer leave in every folder; left out wherever they are."""
UTF8_NAME_FLAG = 0x800
"""General-purpose bit 11 of a zip entry: its name is UTF-8 (PKWARE APPNOTE 6.3.10, section 4.4.4)."""


@dataclass(frozen=True)
class Entry:
    """One entry to unpack: the zip's ``info`` and its ``name`` inside the book folder (POSIX, decoded)."""

    info: zipfile.ZipInfo
    name: str


def entry_name(info: zipfile.ZipInfo) -> str:
    """The entry's name as its maker meant it. Without the UTF-8 flag, :mod:`zipfile` reads the bytes as
    CP437 (APPNOTE appendix D); they are read again as UTF-8 (macOS, Linux tools) and then as GB18030 (the
    Chinese Windows code page, which Explorer's "Send to compressed folder" uses), else kept as CP437."""
    if info.flag_bits & UTF8_NAME_FLAG:
        return info.filename
    raw = info.filename.encode("cp437")
    for encoding in ("utf-8", "gb18030"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    return info.filename


def book_entries(zf: zipfile.ZipFile, archive: Path) -> tuple[list[Entry], list[str]]:
    """The entries to unpack (folder entries dropped) and the names left out, in the archive's order.

    Raises BookError (one line naming the archive): no ``book.json`` at the top or in one folder around
    everything; a name with a control character; an unsafe or unexpected name; a name twice (compared
    case-folded: one file on Windows and macOS disks).
    """
    named = [(info, entry_name(info).replace("\\", "/")) for info in zf.infolist()]
    for _, name in named:
        if any(unicodedata.category(ch) == "Cc" for ch in name):
            raise BookError(located(archive, Message("book.archive.control_character", entry=repr(name))))
    prefix = _top_folder([name for _, name in named], archive)
    entries, left_out, seen = [], [], set()
    for info, name in named:
        relative = name[len(prefix) :] if name.startswith(prefix) else name
        parts = PurePosixPath(relative).parts
        if _left_out(name, relative, parts):
            if not name.endswith("/"):
                left_out.append(relative)
            continue
        if relative != BOOK_FILE and (
            len(parts) < 2
            or parts[0] not in SUBFOLDERS
            or ".." in parts
            or relative.startswith("/")
            or not name.startswith(prefix)
        ):
            if name.endswith("/") and (relative in ("", "/") or relative.rstrip("/") in SUBFOLDERS):
                continue  # a folder entry of the book itself
            raise BookError(located(archive, Message("book.archive.unexpected_entry", entry=repr(name))))
        if name.endswith("/"):
            continue
        if relative.casefold() in seen:
            raise BookError(located(archive, Message("book.archive.entry_twice", entry=repr(relative))))
        seen.add(relative.casefold())
        entries.append(Entry(info, relative))
    return entries, left_out


def _top_folder(names: list[str], archive: Path) -> str:
    """``""`` when ``book.json`` is at the top, ``"Folder/"`` when one folder holds everything (a book
    folder zipped by hand); else BookError."""
    if BOOK_FILE in names:
        return ""
    tops = {name.split("/", 1)[0] for name in names if not name.startswith("__MACOSX/")}
    if len(tops) == 1 and f"{next(iter(tops))}/{BOOK_FILE}" in names:
        return f"{next(iter(tops))}/"
    raise BookError(located(archive, Message("book.archive.no_book_file", file=BOOK_FILE)))


def _left_out(name: str, relative: str, parts: tuple[str, ...]) -> bool:
    """Whether an entry is a book folder's own leftover or a system's folder file (never unpacked)."""
    if name.startswith("__MACOSX/") or relative in LEFT_OUT_FILES:
        return True
    if parts and parts[0] in LEFT_OUT_FOLDERS and ".." not in parts:
        return True
    return bool(parts) and (parts[-1] in SYSTEM_FILES or parts[-1].startswith("._"))


def check_archive_entries(zf: zipfile.ZipFile, archive: Path) -> tuple[list[Entry], list[str], int]:
    """Check every entry of a packed book before anything is written: the entries to unpack, the names
    left out (:func:`book_entries`) and the unpacked size in bytes.

    Refused (BookError, one line naming the archive): what :func:`book_entries` refuses; more entries than
    the book names (:func:`check_entry_count`); an entry over :data:`MAX_COMPRESSION_RATIO` (a zip bomb), or
    a whole archive over it once past 64 MiB; a total over :data:`MAX_UNPACKED_BYTES`.
    """
    entries, left_out = book_entries(zf, archive)
    check_entry_count(zf, entries, archive)
    total = packed = 0
    for entry in entries:
        info = entry.info
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > RATIO_FREE_BYTES and ratio > MAX_COMPRESSION_RATIO:
            bomb = Message(
                "book.archive.entry_bomb",
                entry=repr(entry.name),
                ratio=round(ratio),
                limit=MAX_COMPRESSION_RATIO,
            )
            raise BookError(located(archive, bomb))
        total += info.file_size
        packed += info.compress_size
    if total > 64 * RATIO_FREE_BYTES and total / max(packed, 1) > MAX_COMPRESSION_RATIO:
        ratio = round(total / max(packed, 1))  # many small entries, each under the per-entry check
        bomb = Message("book.archive.bomb", ratio=ratio, limit=MAX_COMPRESSION_RATIO)
        raise BookError(located(archive, bomb))
    if total > MAX_UNPACKED_BYTES:
        raise BookError(located(archive, Message("book.archive.too_large", size=total)))
    return entries, left_out, total


def check_entry_count(zf: zipfile.ZipFile, entries: list[Entry], archive: Path) -> None:
    """Refuse (BookError, one line) an archive with more entries than :data:`ENTRY_MULTIPLE` × the files its
    ``book.json`` names + :data:`ENTRY_ALLOWANCE`. ``book.json`` is read within :mod:`app.book.safejson`'s
    bounds; one that is not a valid book allows only the allowance (its refusal comes when it is opened)."""
    named = 0
    info = next(entry.info for entry in entries if entry.name == BOOK_FILE)
    if info.file_size <= MAX_JSON_BYTES:
        try:
            book = Book.model_validate(loads_bounded(zf.read(info), str(archive)))
            named = len({relative for _, relative in book_file_fields(book)}) + 1
        except (BookError, ValidationError, ValueError, OSError, zipfile.BadZipFile, zlib.error, EOFError):
            named = 0
    limit = ENTRY_MULTIPLE * named + ENTRY_ALLOWANCE
    count = len(zf.infolist())
    if count > limit:
        many = Message("book.archive.too_many_entries", count=count, named=named, limit=limit)
        raise BookError(located(archive, many))


def check_free_space(folder: Path, needed: int, archive: Path) -> None:
    """Refuse (BookError) when ``folder``'s disk has less than ``needed`` bytes + 64 MiB free."""
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return  # unknown: writing will say so if it fails
    if free < needed + FREE_SPACE_MARGIN:
        room = Message(
            "book.archive.no_room", needed=round(needed / 1e6), folder=folder, available=round(free / 1e6)
        )
        raise BookError(located(archive, room))


def extract_archive(zf: zipfile.ZipFile, entries: list[Entry], archive: Path, target: Path) -> None:
    """Write the checked ``entries`` into ``target`` under their book names, each no longer than its
    header says; a damaged entry (bad CRC, bad data, unknown compression) or a write error (disk full)
    becomes one BookError line naming the archive."""
    try:
        for entry in entries:
            path = target.joinpath(*PurePosixPath(entry.name).parts)
            path.parent.mkdir(parents=True, exist_ok=True)
            with zf.open(entry.info) as source, open(path, "xb") as sink:
                _copy_bounded(source, sink, entry.info.file_size)
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, ValueError) as err:
        detail = err.args[0] if err.args and isinstance(err.args[0], Message) else one_line(err)
        raise BookError(located(archive, Message("book.archive.damaged", detail=detail))) from err
    except OSError as err:
        cannot = Message("book.archive.cannot_unpack", folder=target.parent, why=os_reason(err))
        raise BookError(located(archive, cannot)) from err


def _copy_bounded(source, sink, size: int) -> None:
    """Copy at most ``size`` bytes; more is a damaged entry (ValueError)."""
    left = size
    while chunk := source.read(min(1 << 20, left + 1)):
        left -= len(chunk)
        if left < 0:
            raise ValueError(Message("book.archive.entry_longer"))
        sink.write(chunk)


def one_line(err: BaseException) -> str:
    """The first line of an exception's text (its type name when it has none)."""
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__
