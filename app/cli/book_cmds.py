"""Book commands: ``new``, ``person add``, ``build``, ``demo``, ``pack``, ``unpack``."""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from app.book.errors import BookError
from app.book.fileio import printable_name
from app.cli.arg_types import positive_float, positive_int
from app.cli.choice import add_choice_arguments
from app.cli.output import said, say_line
from app.cli.print_options import add_print_options, build_request, order_arguments
from app.console import escape_controls
from words import Message, say


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "new",
        help=say(Message("cli.help.new")),
        epilog=say(Message("cli.help.refused_epilog", some_refused=EXIT_SOME_REFUSED)),
    )
    p.add_argument("book", type=Path, help=say(Message("cli.help.new.book")))
    p.add_argument("--from", dest="story", type=Path, help=say(Message("cli.help.new.from")))
    p.add_argument("--photos", type=Path, help=say(Message("cli.help.new.photos")))
    p.add_argument("--title", help=say(Message("cli.help.new.title")))
    p.add_argument("--lang", choices=["zh", "en"], help=say(Message("cli.help.new.lang")))
    p.set_defaults(func=cmd_new)

    p = sub.add_parser("person", help=say(Message("cli.help.person")))
    psub = p.add_subparsers(dest="person_command", metavar="ACTION", required=True)
    a = psub.add_parser(
        "add",
        help=say(Message("cli.help.person.add")),
        epilog=say(Message("cli.help.refused_epilog", some_refused=EXIT_SOME_REFUSED)),
    )
    a.add_argument("book", type=Path)
    a.add_argument("name")
    a.add_argument(
        "--photos",
        type=Path,
        nargs="+",
        default=[],
        metavar="FILE",
        help=say(Message("cli.help.person.add.photos")),
    )
    a.add_argument("--trigger", default="", help=say(Message("cli.help.person.add.trigger")))
    a.add_argument("--relation", default="", help=say(Message("cli.help.person.add.relation")))
    a.set_defaults(func=cmd_person_add)

    _register_build(sub)

    p = sub.add_parser("demo", help=say(Message("cli.help.demo")))
    p.add_argument("--lang", choices=["zh", "en"], default="zh", help=say(Message("cli.help.demo.lang")))
    p.add_argument("--keep", type=Path, metavar="BOOKDIR", help=say(Message("cli.help.demo.keep")))
    add_output_options(p, default_output=Path("demo.pdf"))
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("pack", help=say(Message("cli.help.pack")))
    p.add_argument("book", type=Path)
    p.add_argument("-o", "--output", type=Path, help=say(Message("cli.help.pack.output")))
    p.add_argument(
        "--with-recordings",
        action=argparse.BooleanOptionalAction,
        default=False,
        help=say(Message("cli.help.pack.with_recordings")),
    )
    p.set_defaults(func=cmd_pack)

    p = sub.add_parser("unpack", help=say(Message("cli.help.unpack")))
    p.add_argument("archive", type=Path)
    p.add_argument("book", type=Path, help=say(Message("cli.help.unpack.book")))
    p.set_defaults(func=cmd_unpack)


def _register_build(sub: argparse._SubParsersAction) -> None:
    """``memorybook build``."""
    p = sub.add_parser(
        "build",
        help=say(Message("cli.help.build")),
        epilog=say(Message("cli.help.build.epilog", order_refused=EXIT_ORDER_REFUSED)),
    )
    p.add_argument("book", type=Path)
    add_output_options(p, default_output=None)
    p.add_argument(
        "--rebuild",
        action="store_true",
        help=say(Message("cli.help.build.rebuild")),
    )
    p.set_defaults(func=cmd_build)


def add_output_options(p: argparse.ArgumentParser, default_output: Path | None) -> None:
    """Options shared by ``build`` and ``demo``."""
    p.add_argument(
        "-o", "--output", type=Path, default=default_output, help=say(Message("cli.help.build.output"))
    )
    p.add_argument("--size", choices=["a4", "a5", "square"], help=say(Message("cli.help.build.size")))
    p.add_argument("--bleed", action="store_true", help=say(Message("cli.help.build.bleed")))
    p.add_argument(
        "--print-shop",
        action="store_true",
        help=say(Message("cli.help.build.print_shop")),
    )
    add_print_options(p)  # --large-print, --normal-print, --for and its companions
    add_choice_arguments(p, "build")  # --engine, --model (a folder, .safetensors or hub id), …
    p.add_argument(
        "--placement",
        metavar="STRATEGY",
        help=say(Message("cli.help.build.placement")),
    )
    p.add_argument(
        "--model-processes",
        type=positive_int,
        metavar="N",
        help=say(Message("cli.help.build.model_processes")),
    )
    p.add_argument(
        "--distributed",
        action="store_true",
        help=say(Message("cli.help.build.distributed")),
    )
    p.add_argument(
        "--timeout",
        type=positive_float,
        default=300,
        metavar="SECONDS",
        help=say(Message("cli.help.build.timeout")),
    )
    from app.cli.serve import add_server_options

    add_server_options(p)


def cmd_new(args: argparse.Namespace) -> int:
    from app.book.model import Book
    from app.book.project import BookProject
    from app.book.story import create_book_from_story

    refused: list[Message | str] = []
    if args.story:
        project = create_book_from_story(args.story, args.book, args.photos, refused)
    else:
        if args.photos:
            raise BookError(Message("cli.new.photos_without_story"))
        title = args.title or printable_name(args.book.stem)  # a folder name may not be UTF-8
        project = BookProject.create(args.book, Book(title=title, language=args.lang or "zh"))
    book = project.book
    say_line(
        Message(
            "cli.new.created",
            path=project.root,
            title=book.title,
            pages=len(book.pages),
            photos=len(book.photos),
        )
    )
    _print_photo_warnings(project, list(book.photos))
    return _report_refused(refused)


def cmd_person_add(args: argparse.Namespace) -> int:
    from app.book.intake import store_photos
    from app.book.model import Person
    from app.book.photos import photo_info
    from app.book.project import BookProject

    name = args.name.strip()
    if not name:
        raise BookError(Message("cli.person.empty_name"))
    project = BookProject.open(args.book)
    _note_shared(args.book)
    intake = store_photos(args.photos, project.root / "photos")  # the good ones, or nothing stored
    if args.photos and not intake.stored:
        _report_refused(intake.refused)
        raise BookError(Message("cli.person.no_photo_came_in", name=name, book=args.book))
    names = []
    for stored, loaded in intake.stored:
        project.book.photos[stored] = photo_info(loaded)
        names.append(stored)
    existing = next((p for p in project.book.people if p.name == name), None)
    if existing is None:
        project.book.people.append(
            Person(name=name, trigger=args.trigger, relation=args.relation, photos=names)
        )
        done = Message("cli.person.added", name=name, photos=len(names), book=args.book)
    else:  # adding photos (or a trigger word) to someone already in the book
        names = [n for n in names if n not in existing.photos]  # a photo they have already is not new
        existing.photos += names
        if args.trigger:
            existing.trigger = args.trigger
        if args.relation:
            existing.relation = args.relation
        done = Message("cli.person.updated", name=name, photos=len(names), book=args.book)
    project.save()
    say_line(done)
    _print_photo_warnings(project, names)
    return _report_refused(intake.refused)


EXIT_ORDER_REFUSED = 4
"""Exit status of ``build --for SERVICE`` when something blocks the order: nothing was written (--force)."""

EXIT_SOME_REFUSED = 3
"""Exit status of ``new --from`` and ``person add`` when the book was made but some photos were refused."""


def _report_refused(refused: list[Message | str]) -> int:
    """Print each refused photo on stderr, one line each; the exit status (0, or :data:`EXIT_SOME_REFUSED`)."""
    for line in refused:
        say_line(Message("cli.refused", message=line), sys.stderr, escape=True)
    return EXIT_SOME_REFUSED if refused else 0


def _note_shared(book) -> None:
    """Say so when the book is open in the app too (both keep their edits: saves merge, app.book.lock)."""
    from app.book.lock import shared_note

    note = shared_note(book)
    if note:
        print(say(note), file=sys.stderr)


def _print_photo_warnings(project, names) -> None:
    """Tell the user what photo intake noticed (blurry, very wide, animated …), one line per photo."""
    for name in names:
        info = project.book.photos.get(name)
        for warning in info.said_warnings() if info else []:
            where = Message("located", where=info.original_name, message=warning)
            say_line(Message("cli.warning", message=where), escape=True)


def cmd_build(args: argparse.Namespace) -> int:
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    _note_shared(args.book)
    output = args.output or args.book.with_suffix(".pdf")
    return run_build(project, output, args)


def cmd_demo(args: argparse.Namespace) -> int:
    from app.book.story import create_book_from_story
    from assets import EXAMPLES_DIR

    story = EXAMPLES_DIR / f"waipo-{args.lang}.md"
    if args.keep:
        project = create_book_from_story(story, args.keep, EXAMPLES_DIR / "photos")
        return run_build(project, args.output, args)
    with tempfile.TemporaryDirectory(prefix="memorybook-demo-") as tmp:
        project = create_book_from_story(story, Path(tmp) / "demo.mbook", EXAMPLES_DIR / "photos")
        return run_build(project, args.output, args)


def _progress(project, args: argparse.Namespace):
    """The progress bar of a build and its ``on_event`` callback; its label and each page's message (a drawing
    server's "not answering; trying again", say) in the user's language (the bar's line is cut to fit, so it is
    translated before, not at the stream)."""
    from tqdm import tqdm

    bar = tqdm(
        total=len(project.book.pages),
        unit=say(Message("cli.build.page_unit")),
        desc=say(Message("cli.build.illustrating")),
        file=sys.stderr,
        leave=False,
        # no bar in logs (None: only on a terminal); under --distributed the main process prints the summary
        disable=True if args.distributed else None,
    )

    last = {"line": "", "at": 0.0}

    def on_event(event) -> None:
        bar.total = event.pages
        if event.step == event.steps and event.steps:
            bar.n = event.page
        bar.set_postfix_str(say(event.message)[:40])
        bar.refresh()
        # no bar (a log, a pipe): the drawing server's waits are said as lines
        if bar.disable and _server_says(event.message):
            _say_once(last, say(event.message))

    return bar, on_event


SERVER_SAYS = "serve.client."
"""The code prefix of what the drawing server's client says while it waits (:mod:`app.serve.client`); the
steps of drawing a page ("drawing", "finishing") are the bar's alone and are not printed as lines."""


def _server_says(message: Message | str) -> bool:
    """Whether ``message`` is the drawing server's client saying it waits (printed as a line without a bar)."""
    if isinstance(message, Message):
        return message.code.startswith(SERVER_SAYS)
    return message.startswith("the drawing server ")  # an English line from an older drawing server


def _say_once(last: dict, line: str, every_s: float = 30.0) -> None:
    """Print ``line`` to stderr when it differs from the last one but for its numbers (the seconds of a
    wait count up), or :data:`every_s` seconds after it was last said; a log then shows each wait once."""
    import re
    import time

    shape, now = re.sub(r"\d+", "#", line), time.monotonic()
    if shape != last["line"] or now - last["at"] >= every_s:
        print(line, file=sys.stderr, flush=True)
        last.update(line=shape, at=now)


def run_build(project, output: Path, args: argparse.Namespace) -> int:
    """Build with a progress bar and print the summary (ending with the preflight). Returns 1 when a page's
    picture failed its checks or the preflight (the book's, or a print service's) finds something that blocks
    printing, :data:`EXIT_ORDER_REFUSED` when an order was refused before writing, else 0."""
    from app.book.fileio import sweep_output_folder
    from app.build import build_book
    from app.cli.choice import choose
    from app.cli.serve import remote_illustrator
    from app.print.order import OrderRefused

    order = order_arguments(project, args)
    sweep_output_folder(Path(output).parent)  # a killed build's temporary PDF files
    remote = remote_illustrator(args)  # --server: drawn on a drawing server, stored here as each arrives
    if remote is not None:
        engine, model = remote.name, remote.model
    else:
        choice = choose(project, args)  # the book's or the command line's, never a setting nobody asked for
        engine, model = choice.engine, choice.model
        if choice.note:
            print(said(choice.note), file=sys.stderr)
    bar, on_event = _progress(project, args)
    try:
        request = build_request(args, order, engine, model)
        summary = build_book(project, output, request, on_event=on_event, illustrator=remote)
    except OrderRefused as refused:
        language = request.language or project.book.language  # the findings' (as `check` says them)
        for line in refused.lines:
            print(escape_controls(say(line, language)), file=sys.stderr)
        return EXIT_ORDER_REFUSED
    finally:
        bar.close()
        if remote is not None:
            remote.close()
    if args.distributed:  # not after an error: the launcher stops the others, no process waits for it
        from model.runtime.distributed import finish

        finish()  # every process, once the main one has written the PDF
    return _report(summary)


def _report(summary) -> int:
    """Print a build's summary; its exit status (see :func:`run_build`)."""
    if summary is None:  # a helper process of a distributed build: the main process reports
        return 0
    findings = summary.findings_lines() + (summary.order.lines() if summary.order is not None else [])
    language = summary.preflight.language if summary.preflight is not None else None
    for line in summary.lines():  # the findings in theirs (the user's, else the book's), as `check` says them
        print(say(line, language) if isinstance(line, Message) and line in findings else said(line))
    blocked = summary.preflight is not None and summary.preflight.blocking
    ordered = summary.order is not None and any(f.severity == "blocking" for f in summary.order.findings)
    return (
        1 if summary.failed or blocked or ordered else 0
    )  # the PDF is written; exit 1 says it is not ready to print


def cmd_pack(args: argparse.Namespace) -> int:
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    out = project.pack(args.output or args.book.with_suffix(".zip"), with_recordings=args.with_recordings)
    megabytes = f"{out.stat().st_size / 1e6:.1f}"
    say_line(Message("cli.pack.packed", book=args.book, archive=out, megabytes=megabytes))
    return 0


def cmd_unpack(args: argparse.Namespace) -> int:
    from app.book.project import BookProject

    left_out: list[str] = []
    project = BookProject.unpack(args.archive, args.book, left_out)
    book = project.book
    pages = len(book.pages)
    say_line(
        Message("cli.unpack.opened", archive=args.archive, book=project.root, title=book.title, pages=pages)
    )
    if left_out:
        shown = ", ".join(left_out[:8]) + (f" … (+{len(left_out) - 8})" if len(left_out) > 8 else "")
        say_line(Message("cli.unpack.left_out", files=shown))
    return 0
