"""``memorybook check BOOKDIR``: the preflight (see :mod:`app.preflight`) on the command line."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.cli.choice import add_choice_arguments
from app.cli.output import say_line
from words import Message, say

JSON_SHAPE = '{"pages": [{"number", "title", "findings": [{"code", "severity", "message"}]}], "blocking": N}'
"""What ``check --json`` prints, as its help shows it (the same in every language)."""


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``check`` to the ``memorybook`` sub-commands."""
    p = sub.add_parser(
        "check",
        help=say(Message("cli.help.check")),
        description=say(Message("cli.help.check.description")),
    )
    p.add_argument("book", type=Path, help=say(Message("cli.help.check.book")))
    p.add_argument("--size", choices=["a4", "a5", "square"], help=say(Message("cli.help.check.size")))
    p.add_argument("--bleed", action="store_true", help=say(Message("cli.help.check.bleed")))
    p.add_argument("--normal-print", action="store_true", help=say(Message("cli.help.check.normal_print")))
    from app.print.services import SERVICES

    p.add_argument("--for", dest="service", choices=list(SERVICES), help=say(Message("cli.help.check.for")))
    p.add_argument(
        "--binding", choices=["paperback", "hardcover", "saddle"], help=say(Message("cli.help.check.binding"))
    )
    p.add_argument("--paper", metavar="NAME", help=say(Message("cli.help.check.paper")))
    add_choice_arguments(p, "check")
    p.add_argument(
        "--json",
        action="store_true",
        help=say(Message("cli.help.check.json", shape=JSON_SHAPE)),
    )
    p.set_defaults(func=cmd_check)


def cmd_check(args: argparse.Namespace) -> int:
    """Print the preflight; 1 when anything blocks printing, else 0."""
    from app.book.model import dangling_people
    from app.book.project import BookProject
    from app.cli.choice import choose
    from app.cli.language import findings_language
    from app.preflight import run_preflight

    project = BookProject.open(args.book)
    for dangling in dangling_people(project.book):  # a stranger's book: reported, the rest is checked
        say_line(Message("cli.warning", message=dangling), sys.stderr)
    choice = choose(project, args)  # what `build` would use: the book's or the command line's
    result = run_preflight(
        project,
        trim=args.size,
        bleed=args.bleed,
        large_print=False if args.normal_print else None,
        engine=choice.engine,
        model=choice.model,
        language=None if args.json else findings_language(),  # JSON: the book's, as before
    )
    order = _order_findings(project, args, choice) if args.service else []
    if args.json:
        data = result.to_dict()
        if args.service:
            data["order"] = [
                {"code": f.code, "severity": f.severity, "message": say(f.message, result.language)}
                for f in order
            ]
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        for line in result.lines():  # in the findings' language (the user's, else the book's)
            print(say(line, result.language))
        for finding in order:
            print(say(finding.line(), result.language))
    return 1 if result.blocking or any(f.severity == "blocking" for f in order) else 0


def _order_findings(project, args: argparse.Namespace, choice) -> list:
    """What ``--for SERVICE`` would refuse or note about the book as it is (:func:`app.build.order.plan_for_check`)."""
    from app.build.order import plan_for_check, resolve

    chosen = resolve(project, args.service, args.binding, args.paper, args.size)
    large = project.book.large_print and not args.normal_print
    return plan_for_check(project, chosen, large, choice.engine, choice.model).findings
