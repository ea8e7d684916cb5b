"""Argument types for counts and durations that must be above zero (``--model-processes 0`` or ``--timeout -5``
were taken and failed later, or waited forever). argparse reports a refused value as ``argument --timeout:
<message>``; the message is said in the user's language (:mod:`words`), as argparse's own words are."""

from __future__ import annotations

import argparse

from words import Message, say


def positive_int(text: str) -> int:
    """``int(text)`` when it is at least 1; raises ``argparse.ArgumentTypeError`` (one translated line)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(say(Message("cli.argtype.positive_int", value=repr(text))))
    return value


def positive_float(text: str) -> float:
    """``float(text)`` when it is above 0 and finite, in seconds or any unit; raises
    ``argparse.ArgumentTypeError`` (one translated line)."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(say(Message("cli.argtype.positive_float", value=repr(text))))
    return value
