"""A book is a closed world: every file it names lies inside its own folder.

Books are handed between volunteers, so ``book.json`` comes from a stranger. The names it holds are checked
twice:

1. **As text**, when ``book.json`` is read (pydantic validators on :mod:`app.book.model`): a photo, a cover
   photo, a person's reference photo, an illustration (and its history) is a *plain file name* — no folder
   part, no ``..``, no drive, no NUL; a LoRA is a relative path under ``loras/`` made of plain names. This
   check never touches the disk, so a refusal says nothing about whether an outside file exists.
2. **On disk**, when a file is used (:func:`inside`): the path is resolved (symbolic links followed) and must
   still lie inside the book folder — a link ``photos/x.jpg → /home/…`` is refused, with the same words
   whether its target exists or not.

Story scripts get the same treatment for their ``photo:`` lines (:func:`story_photo_name`): a name inside the
folder the user chose. Illustration sidecars are read for their engine, model and seed only; no path in a
sidecar is ever opened.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from app.book.errors import BookError, located
from words import Message

MAX_NAME_LENGTH = 255
"""Longest file name (bytes on most file systems, characters here)."""

_FORBIDDEN = re.compile(r"[/\\\x00-\x1f]|^[A-Za-z]:")
"""A folder separator (either kind), a control character or NUL, or a Windows drive."""

LORA_FOLDER = "loras"


class OutsideBookError(BookError):
    """A name in a book (or story script) that would lead outside its folder; names the field."""


def plain_name_problem(value: str) -> Message | None:
    """Why ``value`` is not a plain file name, or None when it is one."""
    if not value or value in (".", ".."):
        return Message("book.closed.not_a_file_name")
    if len(value) > MAX_NAME_LENGTH or _FORBIDDEN.search(value):
        return Message("book.closed.folder_part")
    return None


def check_plain_name(value: str) -> str:
    """``value`` when it is a plain file name; raises ValueError (for pydantic, which names the field)."""
    problem = plain_name_problem(value)
    if problem:
        raise ValueError(problem)
    return value


def check_lora_path(value: str) -> str:
    """``value`` when it is ``loras/<name>`` or ``loras/<folder>/<name>`` made of plain names (POSIX
    separators, as :mod:`app.cli.train` and the app write it); raises ValueError otherwise."""
    parts = value.split("/")
    if (
        len(parts) < 2
        or parts[0] != LORA_FOLDER
        or any(plain_name_problem(part) for part in parts[1:])
        or PurePosixPath(value).is_absolute()
    ):
        raise ValueError(Message("book.closed.lora_folder", folder=LORA_FOLDER))
    return value


def inside(root: Path, relative: str, field: str) -> Path:
    """``root / relative`` after checking that, symbolic links followed, it still lies inside ``root``.

    ``field`` names where the name came from (``"pages.3.photo"``). Raises :class:`OutsideBookError` (one
    line naming the field) otherwise; the message is the same whether or not the outside file exists.
    """
    path = root / relative
    base = root.resolve()
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError):  # a link loop
        resolved = None
    if resolved is None or not resolved.is_relative_to(base) or resolved == base:
        outside = Message("book.closed.outside", field=field, name=repr(relative))
        raise OutsideBookError(located(root, outside))
    return path


DOOR_FILES = ("book.json", "book.json.bak", "book.lock", "book.json.lock")
"""The files the product itself reads and writes at the top of a book folder: the book, its previous save
and the two locks (:mod:`app.book.project`, :mod:`app.book.lock`)."""
WRITTEN_FOLDERS = ("photos", "illustrations", "loras", "cache")
"""The folders the product writes into inside a book."""


def link_refused(root: Path, name: str) -> OutsideBookError:
    """The one line for a file or folder of the book that is a symbolic link (or not a plain file): the
    product never reads or writes through it, whatever it points to."""
    return OutsideBookError(located(root, Message("book.closed.link", name=repr(name))))


def check_door(root: Path) -> None:
    """Check the door of the closed world: ``book.json``, ``book.json.bak`` and the locks
    (:data:`DOOR_FILES`) are, when present, regular files of the folder itself — not symbolic links (even
    to a file inside the folder), not FIFOs or devices — and the folders the product writes into
    (:data:`WRITTEN_FOLDERS`) are not links out of it.

    A folder copied as it is (a USB stick, rsync, a synced cloud folder) may carry a link
    ``book.json → /home/…/secret.json``; it is refused before it is read, so nothing outside the book is
    printed, copied into ``book.json.bak`` or packed. Raises :class:`OutsideBookError` (one line naming the
    file). One ``lstat`` per name.
    """
    import os
    import stat

    for name in DOOR_FILES:
        try:
            mode = os.lstat(root / name).st_mode
        except FileNotFoundError:
            continue
        except OSError as err:  # a name too long, a permission refused: the book cannot be used either way
            raise link_refused(root, name) from err
        if not stat.S_ISREG(mode):
            raise link_refused(root, name)
    for name in WRITTEN_FOLDERS:
        if (root / name).is_symlink():
            inside(root, name, name)


def book_file_fields(book) -> list[tuple[str, str]]:
    """``[(field, relative path), …]`` of every file ``book`` names: its photos (the register, the cover,
    pages, people's reference photos and those of their eras, character sheets), each page's illustration
    and history (``.png`` and ``.json`` sidecar) and people's LoRAs (and their eras'); the same file may
    appear under several fields."""
    fields: list[tuple[str, str]] = [(f"photos.{name}", f"photos/{name}") for name in book.photos]
    if book.cover_photo:
        fields.append(("cover_photo", f"photos/{book.cover_photo}"))
    for index, page in enumerate(book.pages):
        if page.photo:
            fields.append((f"pages.{index}.photo", f"photos/{page.photo}"))
        for key in filter(None, [page.illustration, *page.history]):
            fields += [
                (f"pages.{index}.illustration", f"illustrations/{key}.png"),
                (f"pages.{index}.illustration", f"illustrations/{key}.json"),
            ]
    for index, person in enumerate(book.people):
        fields += [(f"people.{index}.photos", f"photos/{name}") for name in person.photos]
        if person.lora:
            fields.append((f"people.{index}.lora", person.lora))
        if person.sheet:
            fields.append((f"people.{index}.sheet", f"photos/{person.sheet.photo}"))
        for number, era in enumerate(person.eras):
            where = f"people.{index}.eras.{number}"
            fields += [(f"{where}.photos", f"photos/{name}") for name in era.photos]
            if era.lora:
                fields.append((f"{where}.lora", era.lora))
            if era.sheet:
                fields.append((f"{where}.sheet", f"photos/{era.sheet.photo}"))
    return fields


def check_book_files(project) -> None:
    """Check on disk that every file ``project``'s book names lies inside its folder (see :func:`inside`).

    Called when a book is opened (and so after unpacking): a book whose photos, illustrations or LoRAs are
    links to elsewhere is refused with one line naming the first such field. Missing files are not an
    error here (they are reported where they are used).
    """
    root = project.root
    checked: set[str] = set()
    for field, relative in book_file_fields(project.book):
        folder = relative.rsplit("/", 1)[0]
        if folder not in checked:  # the folder itself (photos/, loras/x/) may be a link out
            inside(root, folder, field)
            checked.add(folder)
        if (root / relative).is_symlink():  # one lstat per file; only links are resolved
            inside(root, relative, field)


def check_story_photo(name: str) -> str:
    """A story script's ``photo:`` value when it is a relative path of plain names (``cat.jpg``,
    ``1998/cat.jpg``); raises :class:`OutsideBookError` otherwise, before anything is looked up on disk
    (the caller adds the page)."""
    if PurePosixPath(name).is_absolute() or any(plain_name_problem(part) for part in name.split("/")):
        raise OutsideBookError(Message("book.closed.story_photo", name=repr(name)))
    return name


def inside_folder(folder: Path, name: str) -> Path | None:
    """``folder / name`` when it is there (not a folder) and, links followed, lies inside ``folder``; else
    None (a link out of the folder is treated as not there, so nothing outside is read or reported)."""
    path = folder / name
    try:
        if path.resolve().is_relative_to(folder.resolve()) and path.exists() and not path.is_dir():
            return path  # a FIFO or device too: photo intake refuses it, by name, without opening it
    except (OSError, RuntimeError):
        pass
    return None
