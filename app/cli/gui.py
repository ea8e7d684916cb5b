"""``memorybook gui [BOOKDIR] [--screenshot OUT.png] [--lang zh|en] [--page N]``: the desktop app.

With ``--screenshot`` the app opens the book, waits until the window is idle (pictures loaded, preview
drawn), saves the window as a PNG and quits (for the README and for checks in CI). Only Qt and the book
core are imported before the window shows; torch and diffusers load later, in the worker thread.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("gui", help="open the desktop app")
    p.add_argument("book", nargs="?", type=Path, help="a book folder to open")
    p.add_argument("--screenshot", type=Path, metavar="OUT.png", help="save the window to OUT.png and quit")
    p.add_argument("--lang", choices=["zh", "en"], help="interface language for this run")
    p.add_argument("--page", type=int, default=1, metavar="N", help="show page N first (1-based)")
    p.set_defaults(func=cmd_gui)


def cmd_gui(args: argparse.Namespace) -> int:
    """Run the desktop app; one-line error when BOOKDIR is not a book folder."""
    from app.book.errors import BookError

    if args.book is not None and not (args.book / "book.json").is_file():
        raise BookError(f"{args.book}: not a Memory Book folder (it has no book.json)")
    from app.ui.app import run

    return run(args.book, args.screenshot, args.lang, page=args.page)
