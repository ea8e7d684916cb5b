"""``memorybook photos check PATH... [--json]``: will these family photos come into a book?

For each file (a folder stands for the photo files directly inside it, sorted by name: files with an image
suffix such as ``.jpg`` or ``.heic``; hidden files, system files and other names are listed as skipped on
stderr — name such a file itself to check it anyway) one line: ``✓ path  W×H`` plus any warnings, or ``✗`` and the reason it is refused. With ``--json``
a list of ``{"path", "ok", "width", "height", "warnings", "error"}`` instead. Exit status 0 when every file
will come in, 1 when any is refused (or nothing was found to check).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tqdm import tqdm

from app.book.photos import PhotoCheck, check_photo, printable_name
from app.cli.output import said, say_line
from app.console import escape_controls
from words import Message, say

SKIPPED_NAMES = {"Thumbs.db", "desktop.ini"}
"""System files that sit in photo folders on Windows (hidden files, such as macOS's ``.DS_Store``, start with
a dot and are skipped too)."""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``photos`` command group (``photos check``) to the ``memorybook`` parser."""
    photos = subparsers.add_parser("photos", help=say(Message("cli.help.photos")))
    photos_sub = photos.add_subparsers(dest="photos_command", metavar="SUBCOMMAND", required=True)
    check = photos_sub.add_parser(
        "check",
        help=say(Message("cli.help.photos.check")),
        description=say(Message("cli.help.photos.check.description")),
    )
    check.add_argument("paths", nargs="+", metavar="PATH", help=say(Message("cli.help.photos.check.paths")))
    check.add_argument("--json", action="store_true", help=say(Message("cli.help.photos.check.json")))
    check.set_defaults(func=run_check)


PHOTO_SUFFIXES = {
    ".jpg", ".jpeg", ".jpe", ".jfif", ".png", ".gif", ".webp", ".tif", ".tiff", ".bmp", ".dib",
    ".heic", ".heif", ".hif", ".avif", ".jp2", ".j2k", ".ppm", ".pgm", ".pbm", ".mpo",
}  # fmt: skip
"""Names (lower-cased suffixes) a folder's file must have to be checked as a photo when the folder is given."""


def expand_paths(paths: list[str], suffixes: set[str] = PHOTO_SUFFIXES) -> tuple[list[str], list[str]]:
    """``(files to check, names skipped)``: files as given; each folder replaced by the files directly
    inside it with one of ``suffixes`` (photos by default, see :data:`PHOTO_SUFFIXES`), sorted by name — a
    FIFO or device named like one too, so that it is reported as refused. Skipped: other visible files
    (reported), hidden and system files and subfolders (silently)."""
    files: list[str] = []
    skipped: list[str] = []
    for given in paths:
        folder = Path(given)
        if not folder.is_dir():
            files.append(given)
            continue
        for child in sorted(folder.iterdir(), key=lambda p: p.name):
            if child.is_dir() or child.name.startswith(".") or child.name in SKIPPED_NAMES:
                continue
            if child.suffix.lower() in suffixes:
                files.append(str(child))
            else:
                skipped.append(printable_name(child))
    return files, skipped


def format_check(check: PhotoCheck, marks: tuple[str, str] = ("✓", "✗")) -> str:
    """One line for a person: ``✓ path  W×H  — warning …`` or ``✗ path: reason`` (the reason names it)."""
    if not check.ok:
        return f"{marks[1]} {said(check.error or '')}"
    line = f"{marks[0]} {check.path}  {check.width}×{check.height}"
    if check.warnings:
        line += "".join(f"  — {said(warning)}" for warning in check.warnings)
    return line


def _marks() -> tuple[str, str]:
    """✓ and ✗, or plain words where the output cannot encode them (a legacy Windows code page)."""
    try:
        "✓✗".encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return ("OK", "NO")
    return ("✓", "✗")


def run_check(args: argparse.Namespace) -> int:
    """Check every photo named by ``args.paths``; print lines or JSON; 0 if all will come in, else 1."""
    files, skipped = expand_paths(args.paths)
    marks = _marks()
    if skipped:
        say_line(Message("cli.photos.skipped", files=", ".join(skipped)), sys.stderr, escape=True)
    if not files:
        say_line(
            Message("cli.error", message=Message("cli.photos.none_found", paths=", ".join(args.paths))),
            sys.stderr,
        )
        return 1
    checks: list[PhotoCheck] = []
    with tqdm(
        total=len(files), unit=say(Message("cli.photos.unit")), disable=None, leave=False, file=sys.stderr
    ) as bar:
        for path in files:
            bar.set_description(printable_name(Path(path).name)[:30])
            check = check_photo(path)
            checks.append(check)
            if not args.json:
                bar.write(escape_controls(format_check(check, marks)), file=sys.stdout)
            bar.update()
    refused = sum(not check.ok for check in checks)
    if args.json:
        json.dump([check.to_dict() for check in checks], sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        good = len(checks) - refused
        say_line(Message("cli.photos.checked", checked=len(checks), good=good, refused=refused))
    return 1 if refused else 0
