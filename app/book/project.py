"""A book project on disk: a folder holding ``book.json``, ``photos/``, ``illustrations/`` and ``loras/``.

Layout of ``Waipo.mbook/``::

    book.json           the Book (app.book.model), schema-versioned
    book.json.bak       the previous save (restore it by renaming if book.json is ever damaged)
    photos/             originals copied in untouched, named <sha256><suffix>: the same photo is stored once
    illustrations/      <cache key>.png + <cache key>.json (the sidecar: how the picture was made)
    loras/              people's LoRA files
    book.lock           while the desktop app has the book open: who (app.book.lock)
    book.json.lock      while a program saves: one writer at a time, each merging the others' saves

Saves are atomic (temporary file, fsync, ``os.replace``). A ``book.json`` that is corrupt, truncated,
invalid or from a newer app is refused with one line and never overwritten. A whole book packs into one
``.zip`` that opens on another computer (volunteer hand-off).

A book from someone else is not trusted: ``book.json`` is read within bounds (:mod:`app.book.safejson`),
every file it names must lie inside the folder (:mod:`app.book.closed`, checked on open and where files are
used), and an archive is checked entry by entry (names, compression ratio, total size, free space) before
anything is written. Temporary files a killed run left are removed when the book is next opened.
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
import zipfile
import zlib
from pathlib import Path, PurePosixPath
from typing import Any

from PIL import Image
from pydantic import ValidationError

from app.book.closed import check_book_files, inside
from app.book.errors import BookError, BookFileError
from app.book.fileio import atomic_write_bytes, atomic_writer, remove_stale_temp_files
from app.book.model import Book
from app.book.safejson import loads_bounded, read_bounded

BOOK_FILE = "book.json"
BACKUP_FILE = "book.json.bak"
SUBFOLDERS = ("photos", "illustrations", "loras", "recordings", "transcripts")
MAX_UNPACKED_BYTES = 20 * 1024**3
"""Largest total size a book archive may unpack to (20 GiB): guards against zip bombs."""
MAX_COMPRESSION_RATIO = 100
"""Largest unpacked : packed size of one archive entry. Photos and PNGs are stored already compressed
(about 1:1) and book.json deflates about 5:1; a bomb deflates over 1000:1."""
RATIO_FREE_BYTES = 1024**2
"""Entries up to 1 MiB unpacked are not ratio-checked (a small JSON file may deflate far)."""
FREE_SPACE_MARGIN = 64 * 1024**2
"""Space left free on the disk after unpacking (64 MiB), so the system and the book's saves still fit."""


def describe_validation_error(err: ValidationError, source: str) -> str:
    """One line naming the first invalid field (dotted path), what is wrong, and how many more there are."""
    problems = err.errors()
    first = problems[0]
    where = ".".join(str(part) for part in first["loc"]) or "(top level)"
    loc = list(first["loc"])
    if len(loc) >= 2 and loc[0] in ("pages", "people") and isinstance(loc[1], int):
        what = "page" if loc[0] == "pages" else "person"
        where += f" ({what} {loc[1] + 1})"
    more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
    value = first.get("input")
    shown = (
        f" (got {value!r})" if isinstance(value, (str, int, float, bool)) and len(repr(value)) < 60 else ""
    )
    message = first["msg"].removeprefix("Value error, ")
    return f"{source}: field '{where}': {message}{shown}{more}"


class BookProject:
    """An open book folder. ``book`` is the in-memory :class:`Book`; call :meth:`save` to write it."""

    def __init__(self, root: Path, book: Book) -> None:
        self.root = Path(root)
        self.book = book
        self.base: dict | None = None  # book.json as last read or written here (app.book.merge)
        self.disk_signature: tuple = ()

    # -- opening and saving -------------------------------------------------------------------------
    @classmethod
    def create(cls, root: str | Path, book: Book) -> BookProject:
        """Make a new book folder at ``root`` (which must not exist, or be an empty folder) and save ``book``.

        Raises BookError if ``root`` holds anything already (nothing is overwritten).
        """
        root = Path(root)
        if root.exists() and (not root.is_dir() or any(root.iterdir())):
            raise BookError(f"{root}: already exists and is not empty; choose a new folder name")
        root.mkdir(parents=True, exist_ok=True)
        project = cls(root, book)
        project._make_folders()
        project.save()
        return project

    @classmethod
    def open(cls, root: str | Path) -> BookProject:
        """Read the book folder at ``root``.

        Raises BookFileError (one line) when the folder or ``book.json`` is missing, unreadable, not JSON,
        truncated, invalid (naming the field), or written by a newer version of the app.
        """
        root = Path(root)
        path = root / BOOK_FILE
        if not root.is_dir():
            raise BookFileError(f"{root}: no such book folder")
        if not path.is_file():
            raise BookFileError(f"{root}: not a Memory Book folder (it has no {BOOK_FILE})")
        hint = f"; the previous save is in {BACKUP_FILE}" if (root / BACKUP_FILE).is_file() else ""
        data = loads_bounded(read_bounded(path), str(path), hint)
        if not isinstance(data, dict):
            raise BookFileError(f"{path}: not a book (expected a JSON object){hint}")
        try:
            book = Book.model_validate(data)
        except ValidationError as err:
            raise BookFileError(describe_validation_error(err, str(path)) + hint) from err
        project = cls(root, book)
        project.base = data
        check_book_files(project)
        project._make_folders()
        project.remove_stale_temp_files()
        return project

    def save(self) -> bool:
        """Write ``book.json`` atomically, first keeping the current file as ``book.json.bak``.

        One writer at a time (the book's write lock, :mod:`app.book.lock`); what another program saved since
        this one read the book is merged in first, field by field (:mod:`app.book.merge`). Returns True when
        that merge changed the book in memory. Raises OSError, BookLockedError (another program's save did not
        finish within seconds).
        """
        from app.book.merge import save_merged

        return save_merged(self, self._write)

    def _write(self) -> None:
        path = self.root / BOOK_FILE
        data = self.book.model_dump_json(indent=2).encode("utf-8")
        if path.is_file():
            previous = path.read_bytes()
            if previous == data:
                return
            atomic_write_bytes(self.root / BACKUP_FILE, previous)
        atomic_write_bytes(path, data)

    def _make_folders(self) -> None:
        for name in SUBFOLDERS:
            (self.root / name).mkdir(exist_ok=True)

    # -- photos ------------------------------------------------------------------------------------
    def add_photo(self, source: str | Path) -> str:
        """Copy a photo into ``photos/`` (untouched, stored once by content) and register it in the book.

        Returns the stored file name. Raises PhotoError (naming the file) for a photo that cannot come in.
        The book is not saved; call :meth:`save`.
        """
        from app.book.photos import photo_info, store_photo

        name, loaded = store_photo(Path(source), self.root / "photos")
        self.book.photos[name] = photo_info(loaded)
        return name

    def photo_path(self, name: str) -> Path:
        """Path of a stored photo. Raises BookError when it is missing from ``photos/``."""
        path = inside(self.root, f"photos/{name}", "photo")
        if not path.is_file():
            raise BookError(f"{path}: photo missing from the book folder; add the photo again")
        return path

    # -- illustrations -----------------------------------------------------------------------------
    def illustration_path(self, key: str) -> Path:
        """Where the illustration with cache key ``key`` is (or would be) stored: ``illustrations/<key>.png``."""
        return inside(self.root, f"illustrations/{key}.png", "illustration")

    def has_illustration(self, key: str) -> bool:
        """True when both the image and its sidecar exist."""
        path = self.illustration_path(key)
        return path.is_file() and path.with_suffix(".json").is_file()

    def store_illustration(self, key: str, image: Image.Image, sidecar: dict[str, Any]) -> Path:
        """Write the image (lossless PNG) and then its JSON sidecar, each atomically; returns the image path."""
        path = self.illustration_path(key)
        buffer = io.BytesIO()
        image.convert("RGB").save(buffer, format="PNG")
        atomic_write_bytes(path, buffer.getvalue())
        text = json.dumps(sidecar, ensure_ascii=False, indent=2, default=str)
        atomic_write_bytes(path.with_suffix(".json"), text.encode("utf-8"))
        return path

    def load_illustration(self, key: str) -> Image.Image:
        """The stored illustration as an RGB PIL image. Raises BookError when missing or unreadable."""
        path = self.illustration_path(key)
        try:
            with Image.open(path) as image:
                return image.convert("RGB")
        except (OSError, ValueError) as err:
            raise BookError(f"{path}: illustration missing or unreadable; build the book again") from err

    def illustration_sidecar(self, key: str) -> dict[str, Any]:
        """The sidecar dict saved with an illustration (``{"request": ..., "info": ...}``).

        Raises OSError when unreadable and BadJsonError (a ValueError and a BookError) when it is not
        bounded JSON (:mod:`app.book.safejson`).
        """
        path = self.illustration_path(key).with_suffix(".json")
        return loads_bounded(read_bounded(path), str(path), "; build the book again to redraw it")

    def remove_stale_temp_files(self) -> list[Path]:
        """Remove temporary files a killed save, build or pack left in the book's folders
        (:func:`app.book.fileio.remove_stale_temp_files`); returns those removed."""
        folders = [self.root, *(self.root / name for name in SUBFOLDERS)]
        folders += [self.root / "cache" / "upright", self.root / "cache" / "thumbs"]
        return [path for folder in folders for path in remove_stale_temp_files(folder)]

    # -- closed world (app.book.closed) --------------------------------------------------------------
    def lora_path(self, relative: str) -> Path:
        """The LoRA file at ``relative`` (a person's ``lora``), checked to lie inside the book folder.

        Raises :class:`app.book.closed.OutsideBookError` when, links followed, it leads outside.
        """
        return inside(self.root, relative, "lora")

    # -- hand-off ----------------------------------------------------------------------------------
    def pack(self, archive: str | Path, with_recordings: bool = False) -> Path:
        """Zip the whole book (book.json, photos, illustrations, LoRAs, transcripts) into ``archive``, atomically.

        Photos and PNGs are stored without recompression (they are compressed already). The recordings of
        her voice (``recordings/``) go in only with ``with_recordings`` (privacy: docs/VOICE.md).
        """
        archive = Path(archive)
        self.save()
        try:
            with atomic_writer(archive) as handle, zipfile.ZipFile(handle, "w") as zf:
                zf.write(self.root / BOOK_FILE, BOOK_FILE, compress_type=zipfile.ZIP_DEFLATED)
                for folder in SUBFOLDERS:
                    if folder == "recordings" and not with_recordings:
                        continue
                    for path in sorted((self.root / folder).rglob("*")):
                        if path.is_file() and not path.name.startswith("."):
                            arcname = path.relative_to(self.root).as_posix()
                            zf.write(path, arcname, compress_type=zipfile.ZIP_STORED)
        except (OSError, zipfile.LargeZipFile, ValueError) as err:  # disk full, a file gone, …
            raise BookError(
                f"{archive}: could not be written ({one_line(err)}); nothing was changed"
            ) from err
        return archive

    @classmethod
    def unpack(cls, archive: str | Path, root: str | Path) -> BookProject:
        """Open a packed book ``archive`` into the new folder ``root`` and return it.

        Raises BookError when the archive is not a book, holds unsafe paths, is too large, or ``root``
        already exists. Nothing is left behind on failure.
        """
        archive, root = Path(archive), Path(root)
        if root.exists():
            raise BookError(f"{root}: already exists; choose a new folder to open the book into")
        try:
            zf = zipfile.ZipFile(archive)
        except (OSError, zipfile.BadZipFile, ValueError, EOFError) as err:
            raise BookError(f"{archive}: not a packed Memory Book ({one_line(err)})") from err
        with zf:
            total = check_archive_entries(zf, archive)
            root.parent.mkdir(parents=True, exist_ok=True)
            check_free_space(root.parent, total, archive)
            staging = Path(tempfile.mkdtemp(prefix=f".{root.name}.", dir=root.parent))
            try:
                extract_archive(zf, archive, staging)
                try:
                    cls.open(staging)
                except BookError as err:  # name the archive, not the hidden staging folder
                    raise type(err)(str(err).replace(str(staging / BOOK_FILE), str(archive))) from err
                staging.rename(root)
            except BaseException:
                shutil.rmtree(staging, ignore_errors=True)
                raise
        return cls.open(root)


# -- unpacking a stranger's archive: entries, ratio, free space, errors (issue: hostile inputs) ----------
def check_archive_entries(zf: zipfile.ZipFile, archive: Path) -> int:
    """Check every entry of a packed book before anything is written; returns the unpacked size in bytes.

    Refused (BookError, one line naming the archive): no ``book.json``; an entry outside ``book.json``,
    ``photos/``, ``illustrations/`` and ``loras/`` (absolute, ``..``); an entry over
    :data:`MAX_COMPRESSION_RATIO` (a zip bomb), or a whole archive over it once past 64 MiB; a total over
    :data:`MAX_UNPACKED_BYTES`.
    """
    if BOOK_FILE not in zf.namelist():
        raise BookError(f"{archive}: not a packed Memory Book (no {BOOK_FILE} inside)")
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


def upright_photo(project: BookProject, name: str) -> Path:
    """An upright RGB PNG working copy of stored photo ``name`` (EXIF orientation applied, CMYK/16-bit/
    palette converted by photo intake), cached in ``cache/upright/``; engines read this, never the original.

    Raises PhotoError / BookError when the stored photo is missing or unreadable.
    """
    from app.book.photos import load_photo

    cache = project.root / "cache" / "upright"
    target = inside(project.root, f"cache/upright/{Path(name).stem}.png", "photo")
    if not target.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        loaded = load_photo(project.photo_path(name))
        buffer = io.BytesIO()
        loaded.image.save(buffer, format="PNG")
        atomic_write_bytes(target, buffer.getvalue())
    return target
