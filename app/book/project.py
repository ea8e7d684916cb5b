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
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

from PIL import Image
from pydantic import ValidationError

from app.book.errors import BookError, BookFileError
from app.book.fileio import atomic_write_bytes, atomic_writer
from app.book.model import Book

BOOK_FILE = "book.json"
BACKUP_FILE = "book.json.bak"
SUBFOLDERS = ("photos", "illustrations", "loras")
MAX_UNPACKED_BYTES = 20 * 1024**3
"""Largest total size a book archive may unpack to (20 GiB): guards against zip bombs."""


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
    return f"{source}: field '{where}': {first['msg']}{shown}{more}"


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
        try:
            raw = path.read_bytes()
        except OSError as err:
            raise BookFileError(f"{path}: cannot be read ({err.strerror})") from err
        hint = f"; the previous save is in {BACKUP_FILE}" if (root / BACKUP_FILE).is_file() else ""
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as err:
            raise BookFileError(f"{path}: damaged or truncated ({err}); it was left as it is{hint}") from err
        if not isinstance(data, dict):
            raise BookFileError(f"{path}: not a book (expected a JSON object){hint}")
        try:
            book = Book.model_validate(data)
        except ValidationError as err:
            raise BookFileError(describe_validation_error(err, str(path)) + hint) from err
        project = cls(root, book)
        project.base = data
        project._make_folders()
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
        path = self.root / "photos" / name
        if not path.is_file():
            raise BookError(f"{path}: photo missing from the book folder; add the photo again")
        return path

    # -- illustrations -----------------------------------------------------------------------------
    def illustration_path(self, key: str) -> Path:
        """Where the illustration with cache key ``key`` is (or would be) stored: ``illustrations/<key>.png``."""
        return self.root / "illustrations" / f"{key}.png"

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
        """The sidecar dict saved with an illustration (``{"request": ..., "info": ...}``)."""
        return json.loads(self.illustration_path(key).with_suffix(".json").read_text(encoding="utf-8"))

    # -- hand-off ----------------------------------------------------------------------------------
    def pack(self, archive: str | Path) -> Path:
        """Zip the whole book (book.json, photos, illustrations, LoRAs) into ``archive``, atomically.

        Photos and PNGs are stored without recompression (they are compressed already).
        """
        archive = Path(archive)
        self.save()
        with atomic_writer(archive) as handle, zipfile.ZipFile(handle, "w") as zf:
            zf.write(self.root / BOOK_FILE, BOOK_FILE, compress_type=zipfile.ZIP_DEFLATED)
            for folder in SUBFOLDERS:
                for path in sorted((self.root / folder).rglob("*")):
                    if path.is_file() and not path.name.startswith("."):
                        arcname = path.relative_to(self.root).as_posix()
                        zf.write(path, arcname, compress_type=zipfile.ZIP_STORED)
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
        except (OSError, zipfile.BadZipFile) as err:
            raise BookError(f"{archive}: not a packed Memory Book ({err})") from err
        with zf:
            names = zf.namelist()
            if BOOK_FILE not in names:
                raise BookError(f"{archive}: not a packed Memory Book (no {BOOK_FILE} inside)")
            total = 0
            for info in zf.infolist():
                parts = PurePosixPath(info.filename).parts
                if info.filename != BOOK_FILE and (
                    len(parts) < 2
                    or parts[0] not in SUBFOLDERS
                    or ".." in parts
                    or info.filename.startswith("/")
                ):
                    raise BookError(
                        f"{archive}: unexpected entry {info.filename!r}; the archive is not safe to open"
                    )
                total += info.file_size
            if total > MAX_UNPACKED_BYTES:
                raise BookError(f"{archive}: would unpack to {total} bytes, more than a book can hold")
            root.parent.mkdir(parents=True, exist_ok=True)
            staging = Path(tempfile.mkdtemp(prefix=f".{root.name}.", dir=root.parent))
            try:
                zf.extractall(staging)
                cls.open(staging)
                staging.rename(root)
            except BaseException:
                shutil.rmtree(staging, ignore_errors=True)
                raise
        return cls.open(root)


def upright_photo(project: BookProject, name: str) -> Path:
    """An upright RGB PNG working copy of stored photo ``name`` (EXIF orientation applied, CMYK/16-bit/
    palette converted by photo intake), cached in ``cache/upright/``; engines read this, never the original.

    Raises PhotoError / BookError when the stored photo is missing or unreadable.
    """
    from app.book.photos import load_photo

    cache = project.root / "cache" / "upright"
    target = cache / f"{Path(name).stem}.png"
    if not target.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        loaded = load_photo(project.photo_path(name))
        buffer = io.BytesIO()
        loaded.image.save(buffer, format="PNG")
        atomic_write_bytes(target, buffer.getvalue())
    return target
