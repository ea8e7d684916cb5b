"""``memorybook person era sheet``: a person's character sheet for one era, drawn, looked at, approved; and an
era's own LoRA (``person era add --lora``).

- ``memorybook person era sheet BOOK PERSON ERA [--engine …] [--model …]`` draws the sheet (again: the next
  seed, another portrait) through the same path as the pages (:func:`app.build.sheets.draw_sheet`) and
  prints where it is; it waits for approval, and pages drawn from an earlier sheet are stale.
- ``memorybook person era sheet BOOK PERSON ERA --approve`` approves it: every page of that era gets it as
  the person's first reference photo (models that take reference photos).

``ERA`` is an era's name, or ``all`` for the whole life of a person without eras.
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path

from app.book.errors import BookError
from app.cli.output import core_value, say_line
from words import Message, say


def register_sheet(era_sub: argparse._SubParsersAction) -> None:
    """Add ``sheet`` to the ``person era`` group."""
    from app.cli.choice import add_choice_arguments

    s = era_sub.add_parser("sheet", help=say(Message("cli.help.person.era.sheet")))
    s.add_argument("book", type=Path)
    s.add_argument("person", help=say(Message("cli.help.person.era.sheet.person")))
    s.add_argument("era", help=say(Message("cli.help.person.era.sheet.era")))
    s.add_argument("--approve", action="store_true", help=say(Message("cli.help.person.era.sheet.approve")))
    add_choice_arguments(s, "sheet")
    s.set_defaults(func=cmd_era_sheet)


def cmd_era_sheet(args: argparse.Namespace) -> int:
    from app.book.project import BookProject
    from app.book.sheets import approve_sheet, current_sheet

    project = BookProject.open(args.book)
    try:
        person = project.book.person(args.person)
    except KeyError:
        no_person = Message("cli.era.no_person", name=repr(args.person))
        raise BookError(Message("located", where=str(args.book), message=no_person)) from None
    try:
        sheet = current_sheet(person, args.era)
    except KeyError as err:  # the message names the person's eras
        raise BookError(Message("located", where=str(args.book), message=core_value(err.args[0]))) from None
    if args.approve:
        if sheet is None:
            raise BookError(
                Message(
                    "cli.sheet.none_yet",
                    name=person.name,
                    era=args.era,
                    book=args.book,
                    again=person.name,
                    era_again=args.era,
                )
            )
        approve_sheet(person, args.era)
        project.save()
        say_line(Message("cli.sheet.approved", who=person.name, era=args.era, photo=sheet.photo))
        return 0
    sheet, warnings = _draw(project, person.id, args)
    for warning in warnings:
        say_line(Message("cli.warning", message=core_value(warning)))
    drawn = project.root / "photos" / sheet.photo
    say_line(Message("cli.sheet.drawn", who=person.name, era=args.era, path=drawn))
    command = f"memorybook person era sheet {args.book} {person.name} {args.era} --approve"
    say_line(Message("cli.sheet.look_then_approve", command=command))
    return 0


def _draw(project, person_id: str, args: argparse.Namespace):
    from app.build.sheets import draw_sheet
    from app.cli.choice import choose
    from model.engines import make_illustrator

    choice = choose(project, args)
    illustrator = make_illustrator(choice.engine, choice.model)
    try:
        return draw_sheet(project, illustrator, person_id, args.era)
    finally:
        illustrator.close()


def store_lora(project, person, source: Path) -> str:
    """Copy the LoRA file ``source`` into the book (``loras/<person id>-eras/<sha256>.safetensors``,
    atomically, once) and return its path relative to the book, as an era's ``lora``. Raises BookError for a
    file that is missing or not a ``.safetensors`` file."""
    from app.book.fileio import atomic_write_bytes

    if source.suffix.lower() != ".safetensors" or not source.is_file():
        raise BookError(Message("located", where=str(source), message=Message("cli.lora.not_safetensors")))
    try:
        data = source.read_bytes()
    except OSError as err:
        unreadable = Message("cli.lora.unreadable", why=core_value(err.strerror or str(err)))
        raise BookError(Message("located", where=str(source), message=unreadable)) from None
    relative = f"loras/{person.id}-eras/{hashlib.sha256(data).hexdigest()}.safetensors"
    target = project.root / relative
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(target, data)
    return relative
