"""``memorybook gui [BOOKDIR] [--screenshot OUT.png | --export OUT.pdf] [--lang zh|en] [--page N]``: the desktop app.

With ``--screenshot`` the app opens the book, waits until the window is idle (pictures loaded, preview
drawn), saves the window as a PNG and quits (for the README and for checks in CI). Only Qt and the book
core are imported before the window shows; torch and diffusers load later, in the worker thread.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from words import Message, say


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("gui", help=say(Message("cli.help.gui")))
    p.add_argument("book", nargs="?", type=Path, help=say(Message("cli.help.gui.book")))
    p.add_argument("--screenshot", type=Path, metavar="OUT.png", help=say(Message("cli.help.gui.screenshot")))
    p.add_argument(
        "--export",
        type=Path,
        metavar="OUT.pdf",
        help=say(Message("cli.help.gui.export")),
    )
    p.add_argument("--lang", choices=["zh", "en"], help=say(Message("cli.help.gui.lang")))
    p.add_argument("--page", type=int, default=1, metavar="N", help=say(Message("cli.help.gui.page")))
    p.add_argument(
        "--screen",
        default="1440x900",
        metavar="WxH",
        help=say(Message("cli.help.gui.screen")),
    )
    p.set_defaults(func=cmd_gui)


def refusal(args: argparse.Namespace) -> Message | None:
    """Why ``gui`` cannot start with these arguments, found before any window (the command line then says it
    in the user's language: :func:`app.cli.main`); None when it can start."""
    if args.book is not None and not (args.book / "book.json").is_file():
        return Message("located", where=str(args.book), message=Message("cli.gui.not_a_book"))
    if args.export and args.book is None:
        return Message("located", where="--export", message=Message("cli.gui.export_needs_book"))
    return None


def cmd_gui(args: argparse.Namespace) -> int:
    """Run the desktop app; one-line error (:func:`refusal`) when it cannot start with these arguments."""
    from app.book.errors import BookError

    if (problem := refusal(args)) is not None:
        raise BookError(problem)
    if args.screenshot:
        offscreen_screen(args.screen)
    from app.ui.app import run

    return run(args.book, args.screenshot, args.lang, page=args.page, export=args.export)


def offscreen_screen(size: str) -> None:
    """On Qt's offscreen platform (a screenshot without a display) describe one screen of ``size``
    ("1440x900", logical px) through the platform's config file, so the window is sized as on that screen
    (it fits itself to the screen it opens on). Nothing changes on a real display."""
    import json
    import os
    import tempfile

    if os.environ.get("QT_QPA_PLATFORM", "") != "offscreen":
        return
    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError as err:
        from app.book.errors import BookError

        where = f"--screen {size}"
        raise BookError(Message("located", where=where, message=Message("cli.gui.bad_screen"))) from err
    screen = {"name": "screenshot", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
              "logicalBaseDpi": 96, "dpr": 1}  # fmt: skip
    config = Path(tempfile.mkdtemp(prefix="memorybook-screen-")) / "screens.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
