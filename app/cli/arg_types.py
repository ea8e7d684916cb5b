"""Argument types for counts and durations that must be above zero (``--model-processes 0`` or ``--timeout -5``
were taken and failed later, or waited forever). argparse reports a refused value as ``argument --timeout:
<message>``; the message is in the user's language (the ``CliHelp`` context, with argparse's own words)."""

from __future__ import annotations

import argparse

WORDS = (
    "{value} is not a whole number above 0; give e.g. 2",
    "{value} is not a number above 0; give e.g. 300",
)
"""The refusals (for translators in :data:`app.cli.help_texts.ARGPARSE_WORDS`, context ``CliHelp``)."""


def positive_int(text: str) -> int:
    """``int(text)`` when it is at least 1; raises ``argparse.ArgumentTypeError`` (one translated line)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(_t(WORDS[0]).format(value=repr(text)))
    return value


def positive_float(text: str) -> float:
    """``float(text)`` when it is above 0 and finite, in seconds or any unit; raises
    ``argparse.ArgumentTypeError`` (one translated line)."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(_t(WORDS[1]).format(value=repr(text)))
    return value


def _t(text: str) -> str:
    from app.cli.parser_language import translate_help

    return translate_help(text) or text
