"""Three-way merge of ``book.json``: what another program saved is taken in, field by field, without losing
what this program changed.

``merge3(base, mine, theirs)`` works on the JSON form of a book (dicts, lists, plain values): ``base`` is the
book as this program last read or wrote it, ``mine`` the book in memory, ``theirs`` the book on disk now. For
every field, a side that did not change it takes the other side's value; when both changed it, ``mine`` wins
(this program is the one writing now, and its user is looking at it). Lists of objects with an ``"id"`` (pages,
people) are merged item by item: an item added on either side stays, an item removed on one side goes unless
the other side changed it (an edit is never lost to a deletion), and the order is the one of the side that
reordered (``mine`` when both did). Other lists (a page's picture history, a person's photos) are single
values.

:func:`merge_from_disk` applies this to an open :class:`app.book.project.BookProject` in place: the page and
person objects already in memory stay the same objects (a build loop holding a page keeps writing into the
book), only their fields change.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel

_MISSING = object()


def merge3(base: Any, mine: Any, theirs: Any) -> Any:
    """The merge of ``mine`` and ``theirs``, both changed from ``base`` (see the module text). Pure: the
    arguments are not changed; the result may share parts with them."""
    if mine == theirs or theirs == base:
        return mine
    if mine == base:
        return theirs
    if isinstance(mine, dict) and isinstance(theirs, dict):
        base = base if isinstance(base, dict) else {}
        out = {}
        for key in [*mine, *(k for k in theirs if k not in mine)]:
            value = merge3(base.get(key, _MISSING), mine.get(key, _MISSING), theirs.get(key, _MISSING))
            if value is not _MISSING:
                out[key] = value
        return out
    if _keyed(mine) and _keyed(theirs):
        return _merge_keyed(base if _keyed(base) else [], mine, theirs)
    return mine  # both changed one value: this program's wins


def _keyed(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, dict) and "id" in v for v in value)


def _merge_keyed(base: list[dict], mine: list[dict], theirs: list[dict]) -> list[dict]:
    """Merge lists of objects with ids: additions kept, removals unless the other side edited the item."""
    b, m, t = ({item["id"]: item for item in side} for side in (base, mine, theirs))
    merged: dict[str, Any] = {}
    for key in {*m, *t}:
        if key in m and key in t:
            merged[key] = merge3(b.get(key, _MISSING), m[key], t[key])
        elif key in m:  # they removed it (kept if I changed it) or I added it
            if key not in b or m[key] != b[key]:
                merged[key] = m[key]
        elif key not in b or t[key] != b[key]:  # I removed it (kept if they changed it) or they added it
            merged[key] = t[key]

    def order(side: list[dict]) -> list[str]:
        return [i["id"] for i in side if i["id"] in b]

    theirs_reordered = order(theirs) != order(base) and order(mine) == order(base)
    first, second = (theirs, mine) if theirs_reordered else (mine, theirs)
    ids = [i["id"] for i in first if i["id"] in merged]
    for index, item in enumerate(second):  # items only the other side has: after their neighbour there
        key = item["id"]
        if key in merged and key not in ids:
            before = next((s["id"] for s in reversed(second[:index]) if s["id"] in ids), None)
            ids.insert(ids.index(before) + 1 if before is not None else 0, key)
    return [merged[key] for key in ids]


def book_data(project) -> dict:
    """The JSON form of ``project.book`` (as ``BookProject.save`` writes it)."""
    return json.loads(project.book.model_dump_json())


def disk_signature(root: Path) -> tuple:
    """``book.json``'s (modification time in ns, size, inode): what changes when anyone saves it (cheap: one
    ``stat``); ``()`` when it cannot be read."""
    try:
        stat = (Path(root) / "book.json").stat()
    except OSError:
        return ()
    return stat.st_mtime_ns, stat.st_size, stat.st_ino


def read_disk(root: Path) -> tuple[dict | None, tuple]:
    """``(parsed book.json or None when it cannot be read, its stat signature)``; a ``book.json`` that is a
    symbolic link or not a regular file is never read (:func:`app.book.closed.check_door`): None."""
    import stat as kinds

    path = Path(root) / "book.json"
    try:
        stat = path.lstat()
        if not kinds.S_ISREG(stat.st_mode):
            return None, ()
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError):
        return None, ()
    return (data if isinstance(data, dict) else None), (stat.st_mtime_ns, stat.st_size, stat.st_ino)


def merge_from_disk(project, disk: dict | None = None) -> bool:
    """Take into ``project.book`` (in place) what was saved to its ``book.json`` by another program since
    ``project.base`` (the JSON this project last read or wrote); ``project.base`` becomes the disk's book.
    ``disk`` is ``book.json`` already read (else it is read now). Returns True when the book in memory
    changed. A ``book.json`` that cannot be read, or a merge that would not be a valid book, changes nothing
    (this program's book is then written over it on the next save, as before merging existed)."""
    from app.book.model import Book

    if disk is None:
        disk, project.disk_signature = read_disk(project.root)
    base = getattr(project, "base", None)
    if disk is None or base is None or disk == base:
        return False
    mine = book_data(project)
    merged = merge3(base, mine, disk)
    try:
        fresh = Book.model_validate(merged)
    except ValueError:
        return False
    project.base = disk
    if merged == mine:
        return False
    _transplant(project.book, fresh)
    return True


def _transplant(target: BaseModel, fresh: BaseModel) -> None:
    """Make ``target`` equal to ``fresh`` keeping the objects of items (pages, people) that both have."""
    for name in type(target).model_fields:
        new = getattr(fresh, name)
        old = getattr(target, name)
        if isinstance(new, list) and new and all(isinstance(v, BaseModel) and hasattr(v, "id") for v in new):
            kept = {item.id: item for item in old if isinstance(item, BaseModel) and hasattr(item, "id")}
            items = []
            for item in new:
                if item.id in kept:
                    _transplant(kept[item.id], item)
                    items.append(kept[item.id])
                else:
                    items.append(item)
            new = items
        elif isinstance(new, BaseModel) and isinstance(old, BaseModel) and type(new) is type(old):
            _transplant(old, new)
            continue
        if old is not new:
            setattr(target, name, new)


def save_merged(project, write) -> bool:
    """Under the write lock of ``project``'s folder: merge in what is on disk (:func:`merge_from_disk`), call
    ``write()`` (which writes ``book.json``), remember what was written as the new base. Returns True when the
    merge changed the book in memory. Raises OSError, BookLockedError."""
    from app.book.lock import write_lock

    with write_lock(project.root):
        disk, _ = read_disk(project.root)
        merged = merge_from_disk(project, disk)
        write()
        project.base, project.disk_signature = read_disk(project.root)
    return merged
