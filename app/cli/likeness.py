"""``memorybook likeness BOOKDIR [--json]``: pages where a person may not look like themselves.

For each page with a picture and a person with reference photos on it, the faces in the picture are compared
with the person's reference faces (:mod:`app.book.likeness`); a page where none matches is named with the
likeness figure, and so is a person whose reference photos show two different people. Sentences are in the
book's language. Exit status 0 when nothing was found, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from words import Message, say


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``likeness`` to the ``memorybook`` parser."""
    p = subparsers.add_parser(
        "likeness",
        help=say(Message("cli.help.likeness")),
    )
    p.add_argument("book", type=Path, metavar="BOOKDIR")
    p.add_argument("--json", action="store_true", help=say(Message("cli.help.likeness.json")))
    p.set_defaults(func=run_likeness)


def run_likeness(args: argparse.Namespace) -> int:
    """Print one line per problem (or JSON); 0 when every person looks like themselves."""
    from app.book.likeness import likeness_findings, page_likeness
    from app.book.project import BookProject

    project = BookProject.open(args.book)
    lines = [say(finding) for finding in likeness_findings(project)]  # in the command line's language
    if args.json:
        pages = [
            {
                "number": number,
                "person": r.person.name,
                "similarity": None if r.similarity is None else round(r.similarity, 3),
                "faces": r.faces,
                "looks_like": r.looks_like,
                "era": r.era,
                "group": r.group,
            }
            for number, page in enumerate(project.book.pages, start=1)
            for r in page_likeness(project, page)
        ]
        json.dump({"pages": pages, "problems": lines}, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        for line in lines or [say(Message("cli.likeness.nothing_found"))]:
            print(line)
    return 1 if lines else 0
