"""How the command line prints its own lines: each is a :class:`words.Message` (code ``cli.…``), said in the
user's language (:func:`words.use_language`, set by :func:`app.cli.main`) from the catalogue."""

from __future__ import annotations

import sys
from typing import TextIO

from app.console import escape_controls
from words import Message, say


def said(value: Message | str) -> str:
    """``value`` in the user's language: a Message from the catalogue; a string (a name, a library's own
    words) as it is."""
    return say(value)


def core_value(value: Message | str) -> Message | str:
    """``value`` to put in a Message of the command line: a Message is said with the line, in its language."""
    return value


def say_line(message: Message, file: TextIO | None = None, *, escape: bool = False) -> None:
    """Print ``message`` said in the user's language as one line on ``file`` (stdout by default); ``escape``
    shows control characters a book or a file name brings escaped (:func:`app.console.escape_controls`)."""
    text = say(message)
    print(escape_controls(text) if escape else text, file=file or sys.stdout)
