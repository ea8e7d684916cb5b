"""People across a lifetime: ``person era add``, ``page era`` and ``photos restore``.

- ``memorybook person era add BOOK PERSON NAME (--years 1955-1962 | --ages 20-30) [--born 1936] --photos …``
  gives a person reference photos for one time of their life (:class:`app.book.model.Era`).
  ``--lora FILE`` gives the era its own LoRA (pages of that era use it instead of the person's).
- ``memorybook person era sheet BOOK PERSON ERA [--approve]`` draws or approves the era's character sheet
  (:mod:`app.cli.sheets`).
- ``memorybook page era BOOK PAGE [ERA|YEAR] [--suggest]`` sets when a page happens (a year, an era's name, a
  time such as 1980s), or with ``--suggest`` reads it from the page's story (:func:`app.book.eras.suggest_time`)
  and sets it; without a value it says which era each person on the page gets.
- ``memorybook photos restore BOOK [PHOTO…]`` stores restored copies of the book's photos (all, or those named
  by stored or original file name) beside the originals (:mod:`app.book.restore`).

``PAGE`` is a page's id or its 1-based number.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from app.book.errors import BookError
from app.cli.output import say_line
from app.cli.sheets import register_sheet, store_lora
from words import Message, message_of, say


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``person era add`` (to the ``person`` group), ``page era`` and ``photos restore``."""
    person = _group(sub, "person")
    era = person.add_parser("era", help=say(Message("cli.help.person.era")))
    era_sub = era.add_subparsers(dest="era_command", metavar="ACTION", required=True)
    a = era_sub.add_parser("add", help=say(Message("cli.help.person.era.add")))
    a.add_argument("book", type=Path)
    a.add_argument("person", help=say(Message("cli.help.person.era.add.person")))
    a.add_argument("name", help=say(Message("cli.help.person.era.add.name")))
    a.add_argument("--years", help=say(Message("cli.help.person.era.add.years")))
    a.add_argument("--ages", help=say(Message("cli.help.person.era.add.ages")))
    a.add_argument("--born", type=int, help=say(Message("cli.help.person.era.add.born")))
    a.add_argument(
        "--photos",
        type=Path,
        nargs="*",
        default=[],
        metavar="FILE",
        help=say(Message("cli.help.person.era.add.photos")),
    )
    a.add_argument("--lora", type=Path, metavar="FILE", help=say(Message("cli.help.person.era.add.lora")))
    a.set_defaults(func=cmd_era_add)
    register_sheet(era_sub)

    page = sub.add_parser("page", help=say(Message("cli.help.page")))
    page_sub = page.add_subparsers(dest="page_command", metavar="ACTION", required=True)
    p = page_sub.add_parser("era", help=say(Message("cli.help.page.era")))
    p.add_argument("book", type=Path)
    p.add_argument("page", help=say(Message("cli.help.page.era.page")))
    p.add_argument("value", nargs="?", help=say(Message("cli.help.page.era.value")))
    p.add_argument("--suggest", action="store_true", help=say(Message("cli.help.page.era.suggest")))
    p.set_defaults(func=cmd_page_era)

    photos = _group(sub, "photos")
    r = photos.add_parser("restore", help=say(Message("cli.help.photos.restore")))
    r.add_argument("book", type=Path)
    r.add_argument("photos", nargs="*", metavar="PHOTO", help=say(Message("cli.help.photos.restore.photos")))
    r.set_defaults(func=cmd_restore)


def _group(sub: argparse._SubParsersAction, command: str) -> argparse._SubParsersAction:
    """The sub-command group of ``command`` (``person`` from :mod:`app.cli.book_cmds`, ``photos`` from
    :mod:`app.cli.photos`, registered before this module in :data:`app.cli.COMMAND_MODULES`), so that
    ``person era`` and ``photos restore`` sit beside ``person add`` and ``photos check``. argparse keeps a
    parser's sub-command actions in ``_actions`` (Lib/argparse.py, ``add_subparsers``)."""
    parser = sub.choices[command]
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))


def _range(text: str | None, what: str) -> tuple[int, int] | None:
    from app.book.eras import parse_range

    if text is None:
        return None
    try:
        return parse_range(text)
    except ValueError as err:
        raise BookError(Message("located", where=what, message=message_of(err))) from None


def cmd_era_add(args: argparse.Namespace) -> int:
    from app.book.intake import store_photos
    from app.book.model import Era
    from app.book.photos import photo_info
    from app.book.project import BookProject
    from app.cli.book_cmds import _report_refused

    project = BookProject.open(args.book)
    try:
        person = project.book.person(args.person)
    except KeyError:
        no_person = Message("cli.era.no_person", name=repr(args.person))
        raise BookError(Message("located", where=str(args.book), message=no_person)) from None
    if args.born is not None:
        person.birth_year = args.born
    years, ages = _range(args.years, "--years"), _range(args.ages, "--ages")
    if ages is not None and person.birth_year is None:
        raise BookError(Message("cli.era.ages_need_birth_year", name=person.name))
    intake = store_photos(args.photos, project.root / "photos")
    if args.photos and not intake.stored:
        _report_refused(intake.refused)
        raise BookError(Message("cli.person.no_photo_came_in", name=person.name, book=args.book))
    names = []
    for stored, loaded in intake.stored:
        project.book.photos[stored] = photo_info(loaded)
        names.append(stored)
    lora = store_lora(project, person, args.lora) if args.lora else None
    existing = next((e for e in person.eras if e.name == args.name), None)
    if existing is None:
        person.eras.append(Era(name=args.name, years=years, ages=ages, photos=names, lora=lora))
    else:
        existing.photos += [n for n in names if n not in existing.photos]
        existing.years = years or existing.years
        existing.ages = ages or existing.ages
        existing.lora = lora or existing.lora
    project.save()
    say_line(Message("cli.era.added", who=person.name, era=args.name, count=len(names), book=args.book))
    return _report_refused(intake.refused)


def _page(project, key: str):
    pages = project.book.pages
    if key.isdigit() and 1 <= int(key) <= len(pages):
        return pages[int(key) - 1]
    try:
        return project.book.page(key)
    except KeyError:
        no_page = Message("cli.page.no_page", page=repr(key), count=len(pages))
        raise BookError(Message("located", where=str(project.root), message=no_page)) from None


def cmd_page_era(args: argparse.Namespace) -> int:
    from app.book.eras import choose_era, suggest_time
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    page = _page(project, args.page)
    if args.suggest:
        born = next((p.birth_year for p in _people(project, page) if p.birth_year), None)
        hint = suggest_time(f"{page.title}\n{page.text}", born)
        if hint is None:
            where = Message("where.page", number=args.page)
            raise BookError(Message("located", where=where, message=Message("cli.page.no_time")))
        first, last = hint.years
        say_line(Message("cli.page.suggested", page=args.page, words=hint.text, first=first, last=last))
        args.value = str(hint.years[0]) if hint.years[0] == hint.years[1] else f"{hint.years[0]}s"
    if args.value is not None:
        value = args.value.strip()
        page.year, page.era = (int(value), None) if value.isdigit() else (None, value or None)
        project.save()
    for person in _people(project, page):
        choice = choose_era(person, page)
        say_line(Message("cli.page.era_chosen", who=person.name, era=choice.name, count=len(choice.photos)))
    return 0


def _people(project, page):
    from app.book.likeness import people_on_page

    return people_on_page(project, page)


def cmd_restore(args: argparse.Namespace) -> int:
    from app.book.project import BookProject
    from app.book.restore import restore_photo

    project = BookProject.open(args.book)
    photos = project.book.photos
    restored_names = {info.restored for info in photos.values() if info.restored}
    chosen = [n for n in photos if n not in restored_names] if not args.photos else []
    for given in args.photos:
        match = [n for n, info in photos.items() if given in (n, info.original_name)]
        if not match:
            no_photo = Message("cli.photos.no_photo", photo=repr(given))
            raise BookError(Message("located", where=str(args.book), message=no_photo))
        chosen += match
    for name in chosen:
        stored = restore_photo(project, name)
        say_line(Message("cli.photos.restored", photo=photos[name].original_name, stored=stored))
    project.save()
    return 0
