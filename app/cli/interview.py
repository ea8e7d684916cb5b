"""``memorybook interview …`` and ``memorybook companion``: her recorded voice becomes the book's text.

- ``interview add BOOK FILE… [--language auto|zh|yue|en] [--model NAME]`` — copy recordings into the book
  and transcribe them (a separate process; a bar shows the chunks; Ctrl-C keeps the finished chunks and the
  next run resumes).
- ``interview show BOOK [RECORDING]`` — the recordings, or one transcript with times and speakers.
- ``interview edit BOOK RECORDING --to FILE`` / ``--from FILE`` — the transcript as a text file and back.
- ``interview approve BOOK RECORDING`` — the storyteller read it and agrees.
- ``interview pages BOOK RECORDING [--target-chars N] [--pause S] [--accept]`` — pages from her words.
- ``interview codes BOOK --audio-url-prefix URL | --off`` — print a QR code of its clip on those pages.
- ``interview models`` — the speech models on this computer, with size, languages and licence.
- ``companion BOOK DIR`` — an offline folder of HTML pages that play her voice (:mod:`app.book.companion`).
- ``epub BOOK FILE.epub`` — a fixed-layout EPUB 3 whose pages read aloud in her voice (:mod:`app.book.epub`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.cli.output import core_value, say_line
from words import Message, message_of, say, used_language


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``interview`` (add, show, edit, approve, pages, codes) and ``companion`` to the parser."""
    group = subparsers.add_parser("interview", help=say(Message("cli.help.interview")))
    sub = group.add_subparsers(dest="interview_command", metavar="SUBCOMMAND", required=True)
    add = sub.add_parser("add", help=say(Message("cli.help.interview.add")))
    add.add_argument("book", type=Path, metavar="BOOKDIR")
    add.add_argument(
        "files", nargs="+", type=Path, metavar="FILE", help=say(Message("cli.help.interview.add.files"))
    )
    add.add_argument("--language", choices=["auto", "zh", "yue", "en"], default="auto")
    add.add_argument("--model", help=say(Message("cli.help.interview.add.model")))
    add.add_argument(
        "--chunk-seconds", type=float, default=None, help=say(Message("cli.help.interview.add.chunk_seconds"))
    )
    add.set_defaults(func=run_add)
    show = sub.add_parser("show", help=say(Message("cli.help.interview.show")))
    show.add_argument("book", type=Path, metavar="BOOKDIR")
    show.add_argument("recording", nargs="?")
    show.set_defaults(func=run_show)
    edit = sub.add_parser("edit", help=say(Message("cli.help.interview.edit")))
    edit.add_argument("book", type=Path, metavar="BOOKDIR")
    edit.add_argument("recording")
    way = edit.add_mutually_exclusive_group(required=True)
    way.add_argument("--to", type=Path, metavar="FILE", help=say(Message("cli.help.interview.edit.to")))
    way.add_argument(
        "--from", dest="source", type=Path, metavar="FILE", help=say(Message("cli.help.interview.edit.from"))
    )
    edit.set_defaults(func=run_edit)
    approve = sub.add_parser("approve", help=say(Message("cli.help.interview.approve")))
    approve.add_argument("book", type=Path, metavar="BOOKDIR")
    approve.add_argument("recording")
    approve.set_defaults(func=run_approve)
    pages = sub.add_parser("pages", help=say(Message("cli.help.interview.pages")))
    pages.add_argument("book", type=Path, metavar="BOOKDIR")
    pages.add_argument("recording")
    pages.add_argument("--target-chars", type=int, default=400, metavar="N")
    pages.add_argument(
        "--pause",
        type=float,
        default=3.0,
        metavar="SECONDS",
        help=say(Message("cli.help.interview.pages.pause")),
    )
    pages.add_argument("--accept", action="store_true", help=say(Message("cli.help.interview.pages.accept")))
    pages.set_defaults(func=run_pages)
    codes = sub.add_parser("codes", help=say(Message("cli.help.interview.codes")))
    codes.add_argument("book", type=Path, metavar="BOOKDIR")
    choice = codes.add_mutually_exclusive_group(required=True)
    choice.add_argument(
        "--audio-url-prefix", metavar="URL", help=say(Message("cli.help.interview.codes.audio_url_prefix"))
    )
    choice.add_argument("--off", action="store_true", help=say(Message("cli.help.interview.codes.off")))
    codes.set_defaults(func=run_codes)
    models = sub.add_parser("models", help=say(Message("cli.help.interview.models")))
    models.set_defaults(func=run_models)
    _register_companion(subparsers)


def _register_companion(subparsers: argparse._SubParsersAction) -> None:
    """Add ``companion`` and ``epub``."""
    comp = subparsers.add_parser("companion", help=say(Message("cli.help.companion")))
    comp.add_argument("book", type=Path, metavar="BOOKDIR")
    comp.add_argument("folder", type=Path, metavar="DIR", help=say(Message("cli.help.companion.folder")))
    comp.set_defaults(func=run_companion)
    ebook = subparsers.add_parser("epub", help=say(Message("cli.help.epub")))
    ebook.add_argument("book", type=Path, metavar="BOOKDIR")
    ebook.add_argument("output", type=Path, metavar="FILE.epub")
    ebook.set_defaults(func=run_epub)


def run_add(args: argparse.Namespace) -> int:
    """Copy and transcribe each file; one line per file; 0 when all came in, 1 otherwise."""
    from tqdm import tqdm

    from app.book.errors import BookError
    from app.book.project import BookProject
    from app.book.recordings import add_recording, transcribe
    from model.errors import Cancelled, ModelError
    from model.speech.models import default_model

    project = BookProject.open(args.book)
    model = args.model or default_model(args.language)
    failed = 0
    for file in args.files:
        try:
            name = add_recording(project, file, args.language)
            project.save()
            with tqdm(
                total=1,
                unit=say(Message("cli.interview.chunk_unit")),
                desc=file.name,
                file=sys.stderr,
                leave=False,
            ) as bar:

                def progress(p, bar=bar):
                    bar.total, bar.n = p.total, p.done
                    bar.refresh()

                transcript = transcribe(
                    project, name, model, on_progress=progress, chunk_s=args.chunk_seconds
                )
        except Cancelled:
            raise
        except (BookError, ModelError) as err:
            say_line(Message("cli.error", message=core_value(message_of(err))), sys.stderr)
            failed += 1
            continue
        say_line(Message("cli.interview.added", file=file, name=name, count=len(transcript.segments)))
    return 1 if failed else 0


def run_show(args: argparse.Namespace) -> int:
    """Print the recordings (name, length, approved) or one transcript in its text form."""
    from app.book.project import BookProject
    from app.book.recordings import export_text, load_transcript, transcript_path

    project = BookProject.open(args.book)
    if args.recording:
        print(export_text(load_transcript(project, args.recording), used_language()), end="")
        return 0
    for name, info in project.book.recordings.items():
        line = {"name": name, "seconds": f"{info.duration_s:.1f}", "original": info.original_name}
        if not transcript_path(project, name).is_file():
            say_line(Message("cli.interview.not_transcribed", **line))
        elif load_transcript(project, name).approved:
            say_line(Message("cli.interview.approved_line", **line))
        else:
            say_line(Message("cli.interview.not_approved", **line))
    if not project.book.recordings:
        say_line(Message("cli.interview.none_yet"))
    return 0


def run_edit(args: argparse.Namespace) -> int:
    """Export the transcript to ``--to`` or import ``--from`` (withdrawing the approval when it changed)."""
    from app.book.errors import BookError
    from app.book.fileio import atomic_write_bytes
    from app.book.project import BookProject
    from app.book.recordings import export_text, import_text, load_transcript, save_transcript

    project = BookProject.open(args.book)
    transcript = load_transcript(project, args.recording)
    if args.to:
        atomic_write_bytes(args.to, export_text(transcript, used_language()).encode("utf-8"))
        say_line(Message("cli.interview.wrote", path=args.to, recording=args.recording))
        return 0
    try:
        text = args.source.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        not_utf8 = Message("cli.interview.not_utf8")
        raise BookError(Message("located", where=str(args.source), message=not_utf8)) from err
    duration = project.book.recordings[args.recording].duration_s
    edited = import_text(text, transcript, duration, str(args.source))
    save_transcript(project, edited)
    count = len(edited.segments)
    if edited.approved:
        say_line(Message("cli.interview.saved", recording=args.recording, count=count))
    else:
        say_line(Message("cli.interview.saved_not_approved", recording=args.recording, count=count))
    return 0


def run_approve(args: argparse.Namespace) -> int:
    """Mark the transcript approved."""
    from app.book.project import BookProject
    from app.book.recordings import load_transcript, save_transcript

    project = BookProject.open(args.book)
    transcript = load_transcript(project, args.recording)
    save_transcript(project, transcript.model_copy(update={"approved": True}))
    say_line(Message("cli.interview.approved", recording=args.recording, again=args.recording))
    return 0


def run_pages(args: argparse.Namespace) -> int:
    """Print the suggested pages; with ``--accept`` add them to the book."""
    from app.book.interview_pages import accept_pages, suggest_pages
    from app.book.project import BookProject
    from app.book.recordings import load_transcript

    project = BookProject.open(args.book)
    pages = suggest_pages(load_transcript(project, args.recording), args.target_chars, args.pause)
    for page in pages:
        start, end = f"{page.start:.1f}", f"{page.end:.1f}"
        say_line(Message("cli.interview.page_heading", title=page.title, start=start, end=end))
        print(page.text)
        print()
    if args.accept and pages:
        accept_pages(project, args.recording, pages)
        project.save()
        say_line(Message("cli.interview.pages_added", count=len(pages), book=args.book))
    return 0


def run_codes(args: argparse.Namespace) -> int:
    """Turn the printed voice codes on (with the address prefix) or off."""
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    project.book.voice_codes = not args.off
    if args.audio_url_prefix:
        project.book.audio_url_prefix = args.audio_url_prefix.rstrip("/")
    project.save()
    url = f"{project.book.audio_url_prefix}/<page>.m4a"
    say_line(Message("cli.interview.codes_off") if args.off else Message("cli.interview.codes_on", url=url))
    return 0


def run_models(args: argparse.Namespace) -> int:
    """List the known speech models found here, then the defaults per language."""
    from model.installed import is_bundle
    from model.speech.models import DEFAULT_MODELS, KNOWN_MODELS, list_models

    found = {m.name: m for m in list_models()}
    for name, known in KNOWN_MODELS.items():
        langs = ", ".join(known.languages)
        if "*" in known.languages:
            every = "yue" in known.languages
            langs = say(
                Message("cli.interview.all_languages_cantonese" if every else "cli.interview.all_languages")
            )
        size = f"{found[name].size_bytes / 1e6 if name in found else known.size_mb:.0f}"
        line = {"name": name, "size": size, "languages": langs, "licence": known.licence}
        if name in found:
            say_line(Message("cli.interview.model_here", **line, path=found[name].path))
        elif is_bundle():  # a packaged app has no hf command
            say_line(Message("cli.interview.model_missing", **line))
        else:
            command = f"hf download {known.repo_id}"
            say_line(Message("cli.interview.model_missing_fetch", **line, command=command))
    choices = ", ".join(f"{lang} → {name}" for lang, name in DEFAULT_MODELS.items())
    say_line(Message("cli.interview.defaults", choices=choices))
    return 0


def run_companion(args: argparse.Namespace) -> int:
    """Write the companion folder."""
    from app.book.companion import write_companion
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    count = write_companion(project, args.folder)
    say_line(Message("cli.companion.wrote", folder=args.folder, count=count))
    return 0


def run_epub(args: argparse.Namespace) -> int:
    """Write the EPUB 3 with media overlays."""
    from app.book.epub import write_epub
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    voiced = write_epub(project, args.output)
    say_line(Message("cli.epub.wrote", path=args.output, pages=len(project.book.pages), voiced=voiced))
    return 0
