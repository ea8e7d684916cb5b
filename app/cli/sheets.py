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


def register_sheet(era_sub: argparse._SubParsersAction) -> None:
    """Add ``sheet`` to the ``person era`` group."""
    from app.cli.choice import add_choice_arguments

    s = era_sub.add_parser("sheet", help="draw or approve a person's character sheet for one era")
    s.add_argument("book", type=Path)
    s.add_argument("person", help="the person's name or id")
    s.add_argument("era", help="the era's name (all: the whole life of a person without eras)")
    s.add_argument("--approve", action="store_true", help="approve the sheet drawn: pages of the era get it")
    add_choice_arguments(s, "draws the sheet")
    s.set_defaults(func=cmd_era_sheet)


def cmd_era_sheet(args: argparse.Namespace) -> int:
    from app.book.project import BookProject
    from app.book.sheets import approve_sheet, current_sheet

    project = BookProject.open(args.book)
    try:
        person = project.book.person(args.person)
    except KeyError:
        raise BookError(
            f"{args.book}: no person {args.person!r}; add them first with memorybook person add"
        ) from None
    try:
        sheet = current_sheet(person, args.era)
    except KeyError as err:  # the message names the person's eras
        raise BookError(f"{args.book}: {err.args[0]}") from None
    if args.approve:
        if sheet is None:
            raise BookError(
                f"{person.name} ({args.era}) has no character sheet yet; draw one with "
                f"memorybook person era sheet {args.book} {person.name} {args.era}"
            )
        approve_sheet(person, args.era)
        project.save()
        print(
            f"{person.name} ({args.era}): character sheet photos/{sheet.photo} approved; pages of this era get it"
        )
        return 0
    sheet, warnings = _draw(project, person.id, args)
    for warning in warnings:
        print(f"warning: {warning}")
    print(f"{person.name} ({args.era}): character sheet drawn → {project.root / 'photos' / sheet.photo}")
    print(
        f"  look at it, then approve it: memorybook person era sheet {args.book} {person.name} {args.era} --approve"
    )
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
        raise BookError(f"{source}: not a .safetensors LoRA file; give the file memorybook train wrote")
    try:
        data = source.read_bytes()
    except OSError as err:
        raise BookError(f"{source}: cannot read the LoRA ({err.strerror or err})") from None
    relative = f"loras/{person.id}-eras/{hashlib.sha256(data).hexdigest()}.safetensors"
    target = project.root / relative
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(target, data)
    return relative
