"""Reading JSON a stranger wrote (``book.json``, illustration sidecars) within bounds.

Python's ``json`` module recurses once per nesting level (a file nested 200,000 deep raises RecursionError,
which can take the desktop app down) and turns any run of digits into an int (a 5,000-digit "seed" raises
a ValueError about Python's digit limit). :func:`loads_bounded` refuses both before they happen, and
``NaN``/``Infinity`` (not JSON), with one line naming the file and what to do. The bounds are far above
anything the app writes: ``book.json`` is 5 levels deep and its longest number (a seed) has 10 digits.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from app.book.errors import BookFileError, located, os_reason
from words import Message

MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted (the app writes 5)."""
MAX_NUMBER_CHARS = 40
"""Longest number accepted, in characters (a seed ≤ 2³² − 1 has 10 digits; a float repr has ≤ 24)."""
MAX_JSON_BYTES = 64 * 1024**2
"""Largest ``book.json`` or sidecar read (64 MiB; a 500-page book is well under 1 MiB)."""

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
"""A JSON string, escapes included (the unrolled form: 5× faster than an alternation on long texts)."""
_NOT_BRACKET = re.compile(rb"[^\[\]{}]")


class BadJsonError(BookFileError, ValueError):
    """JSON that is unreadable, not JSON, or beyond the bounds above; a ValueError too, as ``json.loads``
    raises, so callers that caught that keep working."""


def json_depth(raw: bytes, stop_at: int = MAX_DEPTH) -> int:
    """Deepest nesting of ``[``/``{`` in ``raw`` outside strings, counted without recursion; stops
    counting once past ``stop_at``."""
    brackets = _NOT_BRACKET.sub(b"", _STRING.sub(b"", raw))
    depth = deepest = 0
    for char in brackets:
        depth += 1 if char in b"[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > stop_at:
                break
    return deepest


def _bounded_number(kind: type):
    def parse(text: str):
        if len(text) > MAX_NUMBER_CHARS:
            raise _LongNumber(len(text))
        return kind(text)

    return parse


class _DuplicateKey(ValueError):
    """A JSON object holding the same key twice (RFC 8259 §4: names SHOULD be unique; parsers differ in
    which one they keep, so a stranger's file could mean one thing here and another elsewhere)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


def _no_constant(text: str):
    raise _NotANumber(text)


class _LongNumber(ValueError):
    """A number longer than :data:`MAX_NUMBER_CHARS` characters (its length is the argument)."""


class _NotANumber(ValueError):
    """``NaN``, ``Infinity`` or ``-Infinity``: Python reads them, JSON has no such numbers."""


def _detail(err: BaseException) -> Message | str:
    """Why the text is not JSON, as a message where this module knows why, else the decoder's words."""
    if isinstance(err, _LongNumber):
        return Message("book.json.long_number", length=err.args[0], limit=MAX_NUMBER_CHARS)
    if isinstance(err, _NotANumber):
        return Message("book.json.not_a_number", text=err.args[0])
    if isinstance(err, RecursionError):
        return Message("book.json.too_deep_to_read")
    return str(err).splitlines()[0] if str(err) else type(err).__name__


def _too_large(source: str, size: int, hint: Message | str = "") -> BadJsonError:
    large = Message("book.json.too_large", size=size, limit=MAX_JSON_BYTES, hint=hint)
    return BadJsonError(located(source, large))


def read_bounded(path: Path) -> bytes:
    """The bytes of ``path``, refused without reading when larger than :data:`MAX_JSON_BYTES`.

    Raises :class:`BadJsonError` (one line) when it cannot be read or is too large.
    """
    try:
        size = path.stat().st_size
        if size > MAX_JSON_BYTES:
            raise _too_large(str(path), size)
        with open(path, "rb") as handle:  # bounded: a device (/dev/zero) says size 0 and never ends
            raw = handle.read(MAX_JSON_BYTES + 1)
        if len(raw) > MAX_JSON_BYTES:
            raise _too_large(str(path), len(raw))
        return raw
    except OSError as err:
        raise BadJsonError(located(path, Message("book.json.unreadable", why=os_reason(err)))) from err


def loads_bounded(raw: bytes, source: str, hint: Message | str = "") -> Any:
    """``json.loads`` of UTF-8 ``raw`` (a leading BOM, as Windows Notepad saves, is skipped) within :data:`MAX_DEPTH`,
    :data:`MAX_NUMBER_CHARS` and :data:`MAX_JSON_BYTES`.

    ``source`` names the file in messages; ``hint`` (a message, or "") is appended (e.g. where the previous
    save is).
    Raises :class:`BadJsonError` (one line) for text that is not UTF-8 JSON, lies beyond a bound, or holds
    an object with the same key twice.
    """
    if len(raw) > MAX_JSON_BYTES:
        raise _too_large(source, len(raw), hint)
    depth = json_depth(raw)
    if depth > MAX_DEPTH:
        raise BadJsonError(located(source, Message("book.json.too_deep", depth=MAX_DEPTH, hint=hint)))
    try:
        return json.loads(
            raw.decode("utf-8-sig"),
            parse_int=_bounded_number(int),
            parse_float=_bounded_number(float),
            parse_constant=_no_constant,
            object_pairs_hook=_unique_keys,
        )
    except _DuplicateKey as err:
        twice = Message("book.json.key_twice", key=repr(str(err)), hint=hint)
        raise BadJsonError(located(source, twice)) from err
    except json.JSONDecodeError as err:  # where, not the parser's English ("Expecting value")
        damaged = Message("book.json.damaged_at", line=err.lineno, column=err.colno, hint=hint)
        raise BadJsonError(located(source, damaged)) from err
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        damaged = Message("book.json.damaged", detail=_detail(err), hint=hint)
        raise BadJsonError(located(source, damaged)) from err
