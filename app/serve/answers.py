"""What a drawing server answered, as a message the client says in its user's language.

A server's error body is ``{"error": "<English sentence>", "message": {"code": …, "params": {…}}}``
(:func:`app.serve.failures.answer`). The client says the ``message`` from its own catalogue — never by reading the
English back — when it is one: a code the catalogue knows, with every value its sentence names, each value text,
a number or such a message again (a few levels deep at most). Anything else a server sends (an older server, a
proxy, a hostile one) is shown as its ``error`` text, its control characters escaped and cut short, never a
traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.console import escape_controls
from words import Message, template
from words.catalogue import fields

MAX_TEXT = 500
"""Longest text taken from a server's answer, characters."""
MAX_DEPTH = 4
"""How deeply a server's message may nest messages and lists (a field, its problem, a list of names)."""


def said_by_server(body: Any, fallback: str) -> Message | str:
    """What a server's answer ``body`` (its JSON) says: its message when it is one this client can say, else its
    ``error`` text (escaped), else ``fallback`` (``HTTP 502``)."""
    if not isinstance(body, Mapping):
        return fallback
    found = body.get("message")
    if isinstance(found, Mapping):
        try:
            message = Message.from_json(found)
        except (ValueError, TypeError, RecursionError):
            message = None
        if message is not None and _sayable(message, 0):
            return _cleaned(message)
    text = body.get("error")
    return shown_text(text) if isinstance(text, str) and text.strip() else fallback


def _sayable(value: Any, depth: int) -> bool:
    if isinstance(value, Message):
        sentence = template(value.code) if depth < MAX_DEPTH else None
        return (
            sentence is not None
            and len(value.params) <= 32
            and fields(sentence) <= set(value.params)
            and all(_sayable(v, depth + 1) for v in value.params.values())
        )
    if isinstance(value, list):
        return depth < MAX_DEPTH and len(value) <= 64 and all(_sayable(v, depth + 1) for v in value)
    return isinstance(value, str | int | float) and not isinstance(value, bool)


def _cleaned(value: Any) -> Any:
    if isinstance(value, Message):
        return Message(value.code, **{k: _cleaned(v) for k, v in value.params.items()})
    if isinstance(value, list):
        return [_cleaned(v) for v in value]
    return shown_text(value) if isinstance(value, str) else value


def shown_text(text: str) -> str:
    """A server's text as one visible line: control characters and line ends escaped, at most
    :data:`MAX_TEXT` characters."""
    shown = escape_controls(text)
    return shown if len(shown) <= MAX_TEXT else shown[: MAX_TEXT - 1] + "…"
