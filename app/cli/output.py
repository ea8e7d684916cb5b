"""How the command line prints its own lines: each is a :class:`words.Message` (code ``cli.…``), said in the
user's language (:func:`words.use_language`, set by :func:`app.cli.main`) from the catalogue.

A value the core gives is said the same way when it is a Message; one that is still an English string (core
code not yet converted) goes through :func:`app.cli.english_lines.english_rest`, the old tables — the one place
to delete once the core says only Messages.
"""

from __future__ import annotations

import sys
from typing import TextIO

from app.console import escape_controls
from words import Message, say


def said(value: Message | str) -> str:
    """``value`` in the user's language: a Message from the catalogue, an English string by the old tables."""
    if isinstance(value, Message):
        return say(value)
    from app.cli.english_lines import english_rest

    return english_rest(str(value))


def core_value(value: Message | str) -> Message | str:
    """``value`` to put in a Message of the command line: a Message as it is (said with the line, in the same
    language), an English string by the old tables (:func:`app.cli.english_lines.english_rest`)."""
    if isinstance(value, Message):
        return value
    from app.cli.english_lines import english_rest

    return english_rest(str(value))


def say_line(message: Message, file: TextIO | None = None, *, escape: bool = False) -> None:
    """Print ``message`` said in the user's language as one line on ``file`` (stdout by default); ``escape``
    shows control characters a book or a file name brings escaped (:func:`app.console.escape_controls`)."""
    text = say(message)
    print(escape_controls(text) if escape else text, file=file or sys.stdout)
