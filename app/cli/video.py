"""``memorybook video add BOOKDIR VIDEO... [--every S] [--max N] [--processes N] [--distributed]``.

Finds the shots of each home video (a folder stands for the video files directly inside it, see
:data:`app.book.video.VIDEO_SUFFIXES`), picks the best still of each moment and brings the stills into the book
like photos, each recorded with its video's name and time code; then lists them, naming the book's people
recognised in each (faces compared with their reference photos; with ``--max`` stills showing them are kept
first). A progress bar shows the time code reached. Files that are not videos are refused by name, a damaged or cut-off video gives the stills
before the damage and one line; the other videos still come in. Under ``torchrun`` / ``accelerate launch``
with ``--distributed`` the videos' time ranges are shared between the launched processes (on one machine or
several) and only the main process writes the book. Exit status 0 when every file gave stills, 3 when some
did and some were refused (each named, as the photo commands do), 1 when none did; 130 when cancelled
(Ctrl-C), leaving the book as it was.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tqdm import tqdm

from app.book.video import VIDEO_SUFFIXES, time_code
from app.cli.book_cmds import EXIT_SOME_REFUSED
from app.cli.output import say_line
from words import Message, say


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``video`` command group (``video add``) to the ``memorybook`` parser."""
    from app.book.video_import import DEFAULT_EVERY_S, DEFAULT_MAX_PER_VIDEO

    video = subparsers.add_parser("video", help=say(Message("cli.help.video")))
    video_sub = video.add_subparsers(dest="video_command", metavar="SUBCOMMAND", required=True)
    add = video_sub.add_parser(
        "add",
        help=say(Message("cli.help.video.add")),
        description=say(Message("cli.help.video.add.description")),
    )
    add.add_argument("book", type=Path, metavar="BOOKDIR")
    add.add_argument("videos", nargs="+", metavar="VIDEO", help=say(Message("cli.help.video.add.videos")))
    add.add_argument(
        "--every", type=float, default=DEFAULT_EVERY_S, metavar="SECONDS",
        help=say(Message("cli.help.video.add.every", seconds=f"{DEFAULT_EVERY_S:g}")),
    )  # fmt: skip
    add.add_argument(
        "--max", type=int, default=DEFAULT_MAX_PER_VIDEO, metavar="N",
        help=say(Message("cli.help.video.add.max", count=DEFAULT_MAX_PER_VIDEO)),
    )  # fmt: skip
    add.add_argument(
        "--processes", type=int, default=1, metavar="N", help=say(Message("cli.help.video.add.processes"))
    )
    add.add_argument(
        "--distributed", action="store_true",
        help=say(Message("cli.help.video.add.distributed")),
    )  # fmt: skip
    add.set_defaults(func=run_add)


def run_add(args: argparse.Namespace) -> int:
    """Find and add the stills; print one line per still and per problem; 0 if every file gave stills, 3 if
    some were refused, 1 if none gave any."""
    from app.book.errors import BookError
    from app.book.likeness import reference_photo_paths
    from app.book.lock import shared_note
    from app.book.project import BookProject
    from app.book.video_import import add_stills, find_stills
    from app.cli.photos import expand_paths

    if args.every <= 0 or args.max < 1 or args.processes < 1:
        raise BookError(Message("cli.video.bad_numbers"))
    project = BookProject.open(args.book)  # refused before any decoding when it is not a book
    note = shared_note(args.book)  # the app has it open: both keep their edits (saves merge)
    if note:
        print(say(note), file=sys.stderr)
    files, skipped = expand_paths(args.videos, VIDEO_SUFFIXES)
    if skipped:
        say_line(Message("cli.video.skipped", files=", ".join(skipped)), sys.stderr, escape=True)
    if not files:
        raise BookError(Message("cli.video.none_found", paths=", ".join(args.videos)))
    main = True
    if args.distributed:
        from model.runtime.distributed import is_main_process

        main = is_main_process()
    with tqdm(
        total=1.0,
        unit=say(Message("cli.video.unit")),
        disable=None if main else True,
        leave=False,
        file=sys.stderr,
    ) as bar:

        def progress(done: float, total: float, label: str) -> None:
            bar.total = round(total, 1)
            bar.n = round(done, 1)
            bar.set_description(label)  # a video's file name and a time code: no words to say

        results = find_stills(
            files, every_s=args.every, max_per_video=args.max, processes=args.processes,
            distributed=args.distributed, progress=progress, people=reference_photo_paths(project),
        )  # fmt: skip
    if args.distributed:
        from model.runtime.distributed import finish

        finish()
    if not main:
        return 0
    names = add_stills(project, results)
    return _report(results, names)


def _report(results, names: list[str]) -> int:
    stored = iter(names)
    failed = 0
    for result in results:
        for problem in result.problems:
            refused = Message("cli.video.refused", message=problem)
            say_line(Message("cli.video.in_part", message=problem) if result.stills else refused, escape=True)
        if not result.stills:
            failed += 1
            continue
        say_line(Message("cli.video.stills", video=result.video, count=len(result.stills)), escape=True)
        for still in result.stills:
            who = f"  ({', '.join(still.people)})" if still.people else ""
            at = f"{time_code(still.time_s):>9}"
            line = say(Message("cli.video.still", time=at, shot=still.shot + 1, photo=next(stored)))
            print(f"    {line}{who}")
    good, total = len(results) - failed, len(results)
    say_line(Message("cli.video.added", count=len(names), good=good, total=total))
    if not failed:
        return 0
    return EXIT_SOME_REFUSED if failed < len(results) else 1
