"""Shared pieces of the tests/test_hostile_*.py probes: a small book, one-line checks, a snapshot of a
folder (to show that nothing was written outside the book and nothing was left behind)."""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image

from app.book.model import Book, Page
from app.book.project import BookProject


def one_line(text: str) -> str:
    """``text`` stripped, after checking that it is a single line and no traceback."""
    assert "\n" not in text.strip() and "Traceback" not in text, text
    return text.strip()


def make_book(root: Path, photo_dir: Path, title: str = "Hostile") -> BookProject:
    """A book at ``root`` with one page and one photo (made in ``photo_dir``)."""
    photo = photo_dir / "p.png"
    Image.new("RGB", (120, 90), (200, 10, 10)).save(photo)
    project = BookProject.create(root, Book(title=title, language="en"))
    project.book.pages.append(Page(title="P", text="x", photo=project.add_photo(photo)))
    project.save()
    return project


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file and link under ``folder`` (links not followed): relative path → (size, mtime in ns)."""
    out = {}
    for base, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(base) / name
            stat = path.lstat()
            out[path.relative_to(folder).as_posix()] = (stat.st_size, stat.st_mtime_ns)
    return out
