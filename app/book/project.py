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
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from app.book.archive import (  # noqa: F401 (MAX_COMPRESSION_RATIO: re-exported)
    BOOK_FILE,
    MAX_COMPRESSION_RATIO,
    SUBFOLDERS,
    check_archive_entries,
    check_free_space,
    extract_archive,
    one_line,
)
from app.book.closed import book_file_fields, check_book_files, check_door, inside
from app.book.errors import BookError, BookFileError, located, os_reason
from app.book.field_errors import field_message
from app.book.fileio import (
    atomic_write_bytes,
    atomic_writer,
    refuse_output,
    staging_folder,
    sweep_output_folder,
)
from app.book.model import Book
from app.book.safejson import loads_bounded, read_bounded
from words import Message

if TYPE_CHECKING:  # Pillow is imported when a picture is read, not while the window opens (≈ 7 ms)
    from PIL import Image

BACKUP_FILE = "book.json.bak"
PNG_COMPRESS_LEVEL = 3
"""zlib level of the PNG files pictures are stored and handed over in (Pillow's default is 6). Measured on a
512 x 512 sketch: level 6 0.187 s and 215 KiB, level 3 0.070 s and 229 KiB, level 1 0.052 s and 250 KiB; 3 is
2.7 times faster for 6 % more bytes. Lossless either way: the pixels are the same."""


DAMAGED_PICTURE = Message("book.illustration.damaged")
DAMAGED_SIDECAR = Message("book.illustration.sidecar_damaged")
"""What a build says of a page whose stored picture it drew again (:meth:`BookProject.damaged_illustration`)."""

ARCHIVE_OUTPUT_WORDS = {
    "suffix": Message("book.archive.output_suffix", name=""),
    "folder": Message("book.output.is_folder", name=""),
    "inside": Message("book.archive.output_inside"),
    "other": Message("book.archive.output_other"),
}
"""What :meth:`BookProject.pack` says after an archive path it refuses (:func:`app.book.fileio.refuse_output`)."""


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
            raise BookError(located(root, Message("book.folder.not_empty")))
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
            raise BookFileError(located(root, Message("book.folder.missing")))
        check_door(root)  # book.json, its .bak and the locks: plain files of this folder, never links
        if not path.is_file():
            raise BookFileError(located(root, Message("book.folder.no_book_file", file=BOOK_FILE)))
        hint = Message("book.file.backup_hint") if (root / BACKUP_FILE).is_file() else ""
        data = loads_bounded(read_bounded(path), str(path), hint)
        if not isinstance(data, dict):
            raise BookFileError(located(path, Message("book.file.not_an_object", hint=hint)))
        try:
            book = Book.model_validate(data)
        except ValidationError as err:
            raise BookFileError(field_message(err, path, data, hint)) from err
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

        check_door(self.root)  # a link put in since the book was opened is not written through
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
        # recordings/ and transcripts/ are made when the first recording comes in (app.book.recordings)
        for name in ("photos", "illustrations", "loras"):
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
            raise BookError(located(path, Message("book.photo.missing")))
        return path

    # -- illustrations -----------------------------------------------------------------------------
    def illustration_path(self, key: str) -> Path:
        """Where the illustration with cache key ``key`` is (or would be) stored: ``illustrations/<key>.png``."""
        return inside(self.root, f"illustrations/{key}.png", "illustration")

    def has_illustration(self, key: str) -> bool:
        """True when both the image and its sidecar exist."""
        path = self.illustration_path(key)
        return path.is_file() and path.with_suffix(".json").is_file()

    def damaged_illustration(self, key: str) -> Message | None:
        """Which part of the stored picture ``key`` cannot be used, as :data:`DAMAGED_PICTURE` or
        :data:`DAMAGED_SIDECAR` (its PNG fails Pillow's ``verify`` — cut off, a chunk's CRC wrong, not a PNG at
        all — or its sidecar is not bounded JSON); None when both are whole (or not there:
        :meth:`has_illustration` says that). Reads both files, decodes no pixels."""
        from PIL import Image

        if not self.has_illustration(key):
            return None
        try:
            with Image.open(self.illustration_path(key)) as image:
                if image.format != "PNG":
                    return DAMAGED_PICTURE
                image.verify()
        except Exception:  # noqa: BLE001 - Pillow raises OSError, SyntaxError, struct.error …
            return DAMAGED_PICTURE
        try:
            self.illustration_sidecar(key)
        except (OSError, ValueError):  # BadJsonError is a ValueError
            return DAMAGED_SIDECAR
        return None

    def store_illustration(self, key: str, image: Image.Image, sidecar: dict[str, Any]) -> Path:
        """Write the JSON sidecar and then the image (lossless PNG, :data:`PNG_COMPRESS_LEVEL`), each
        atomically; returns the image path. The PNG comes last, so a picture's PNG in ``illustrations/`` means
        the whole picture is stored: a process killed between the two writes (kill -9 in a distributed build)
        leaves at most a sidecar, which :meth:`has_illustration` does not count and the next drawing replaces."""
        path = self.illustration_path(key)
        buffer = io.BytesIO()
        image.convert("RGB").save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
        text = json.dumps(sidecar, ensure_ascii=False, indent=2, default=str)
        atomic_write_bytes(path.with_suffix(".json"), text.encode("utf-8"))
        atomic_write_bytes(path, buffer.getvalue())
        return path

    def load_illustration(self, key: str) -> Image.Image:
        """The stored illustration as an RGB PIL image. Raises BookError when missing or unreadable."""
        from PIL import Image

        path = self.illustration_path(key)
        try:
            with Image.open(path) as image:
                return image.convert("RGB")
        except (OSError, ValueError) as err:
            raise BookError(located(path, Message("book.illustration.unreadable"))) from err

    def illustration_sidecar(self, key: str) -> dict[str, Any]:
        """The sidecar dict saved with an illustration (``{"request": ..., "info": ...}``).

        Raises OSError when unreadable and BadJsonError (a ValueError and a BookError) when it is not
        bounded JSON (:mod:`app.book.safejson`).
        """
        path = self.illustration_path(key).with_suffix(".json")
        return loads_bounded(read_bounded(path), str(path), Message("book.file.redraw_hint"))

    def drawn_by_sketch(self, key: str) -> bool:
        """True when illustration ``key`` was drawn by the offline sketch engine (its sidecar's ``engine``). For
        a page without a photo that picture is a wash, and the book prints the designed text page in its
        place (:func:`app.print.document.document_for_book`); the app's page strip shows that page too.
        Raises OSError / BadJsonError as :meth:`illustration_sidecar`."""
        sidecar = self.illustration_sidecar(key)
        info = sidecar.get("info") if isinstance(sidecar, dict) else None
        return isinstance(info, dict) and info.get("engine") == "sketch"

    def remove_stale_temp_files(self) -> list[Path]:
        """Remove temporary files and staging folders a killed save, build, pack or ``video add`` left in the
        book's folders (:func:`app.book.fileio.sweep_output_folder`); returns those removed."""
        folders = [self.root, *(self.root / name for name in SUBFOLDERS)]
        folders += [self.root / "cache" / "upright", self.root / "cache" / "thumbs"]
        return [path for folder in folders for path in sweep_output_folder(folder)]

    # -- closed world (app.book.closed) --------------------------------------------------------------
    def lora_path(self, relative: str) -> Path:
        """The LoRA file at ``relative`` (a person's ``lora``), checked to lie inside the book folder.

        Raises :class:`app.book.closed.OutsideBookError` when, links followed, it leads outside.
        """
        return inside(self.root, relative, "lora")

    # -- hand-off ----------------------------------------------------------------------------------
    def packed_files(self, with_recordings: bool = False) -> list[str]:
        """The book's files a pack carries, as sorted POSIX paths relative to the folder: those the book
        names (:func:`app.book.closed.book_file_fields`) that are there, each checked to lie inside the
        folder; the transcripts of its recordings (``transcripts/<recording>.json``) and, only with
        ``with_recordings``, the recordings of her voice themselves (privacy: docs/VOICE.md); and the build's cache of pictures (an ``illustrations/<key>.png`` with its ``<key>.json``
        sidecar, regular files, not links: the receiver's build reuses them instead of drawing for minutes).
        Anything else in the folder (a stray ``photos/big.bin``, ``cache/``) stays home. Raises
        :class:`app.book.closed.OutsideBookError` for a named file that leads outside."""
        used = set()
        for field, relative in book_file_fields(self.book):
            if inside(self.root, relative, field).is_file():
                used.add(relative)
        folder = self.root / "illustrations"
        for png in folder.glob("*.png") if not folder.is_symlink() else ():
            sidecar = png.with_suffix(".json")
            plain = not png.name.startswith(".") and not png.is_symlink() and not sidecar.is_symlink()
            if plain and png.is_file() and sidecar.is_file():
                used.update(f"illustrations/{p.name}" for p in (png, sidecar))
        for name in self.book.recordings:
            files = [f"transcripts/{name}.json"] + ([f"recordings/{name}"] if with_recordings else [])
            used.update(f for f in files if inside(self.root, f, "recordings").is_file())
        return sorted(used)

    def pack(self, archive: str | Path, with_recordings: bool = False) -> Path:
        """Zip the book (book.json and the photos, illustrations, LoRAs and transcripts it uses,
        :meth:`packed_files`) into ``archive``, atomically; a killed pack's temporary archive beside ``archive``
        is removed first. The recordings of her voice go in only with ``with_recordings``. An ``archive`` that is
        not a ``.zip`` name, a folder, inside the book folder or an existing file that is not a zip is refused
        before anything is written (``pack -o book.json`` overwrote the book).

        Photos and PNGs are stored without recompression (they are compressed already). Raises BookError.
        """
        archive = Path(archive)
        refuse_output(archive, self.root, ".zip", (b"PK\x03\x04", b"PK\x05\x06"), ARCHIVE_OUTPUT_WORDS)
        self.save()
        sweep_output_folder(archive.parent)  # a killed pack's (or build's) temporary files
        try:
            with atomic_writer(archive) as handle, zipfile.ZipFile(handle, "w") as zf:
                zf.write(self.root / BOOK_FILE, BOOK_FILE, compress_type=zipfile.ZIP_DEFLATED)
                for relative in self.packed_files(with_recordings):
                    zf.write(self.root / relative, relative, compress_type=zipfile.ZIP_STORED)
        except (OSError, zipfile.LargeZipFile, ValueError) as err:  # disk full, a file gone, …
            why = os_reason(err) if isinstance(err, OSError) else one_line(err)
            raise BookError(located(archive, Message("book.archive.not_written", why=why))) from err
        return archive

    @classmethod
    def unpack(cls, archive: str | Path, root: str | Path, left_out: list[str] | None = None) -> BookProject:
        """Open a packed book ``archive`` into the new folder ``root`` and return it.

        A book folder zipped by hand opens too (:mod:`app.book.archive`); the names it left out (the
        previous save, locks, cache, system folder files) are appended to ``left_out`` when given.
        Raises BookError when the archive is not a book, holds unsafe paths, is too large, or ``root``
        already exists. Nothing is left behind on failure.
        """
        archive, root = Path(archive), Path(root)
        if root.exists():
            raise BookError(located(root, Message("book.archive.target_exists")))
        try:
            zf = zipfile.ZipFile(archive)
        except FileNotFoundError:
            raise BookError(located(archive, Message("book.archive.missing"))) from None
        except (zipfile.BadZipFile, ValueError, EOFError) as err:
            raise BookError(located(archive, Message("book.archive.not_zip"))) from err
        except OSError as err:
            raise BookError(located(archive, Message("book.archive.unreadable", why=os_reason(err)))) from err
        with zf:
            entries, skipped, total = check_archive_entries(zf, archive)
            root.parent.mkdir(parents=True, exist_ok=True)
            check_free_space(root.parent, total, archive)
            sweep_output_folder(root.parent)  # what a killed unpack or new left beside it
            staging = staging_folder(root.parent, root.name)
            try:
                extract_archive(zf, entries, archive, staging)
                try:
                    cls.open(staging)
                except BookError as err:  # name the archive, not the hidden staging folder
                    raise type(err)(str(err).replace(str(staging / BOOK_FILE), str(archive))) from err
                staging.rename(root)
            except BaseException:
                shutil.rmtree(staging, ignore_errors=True)
                raise
        if left_out is not None:
            left_out += skipped
        return cls.open(root)


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
