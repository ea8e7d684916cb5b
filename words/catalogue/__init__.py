"""The catalogues: for each language, every message code's sentence (``<language>.po``, compiled to ``.mo``).

The format is GNU gettext's, one monolingual catalogue per language keyed by code (``msgid`` is the code,
``msgstr`` the sentence with ``{name}`` for each value, Python's :meth:`str.format` syntax). Why gettext: the
standard library reads the compiled ``.mo`` without Qt or any other import (the command line starts fast and
Qt-free), Babel writes and checks it, and translators' tools (Poedit, Weblate's "monolingual gettext") edit it.
Keyed by code, not by the English sentence, so that rewording English never orphans a translation.
``python -m words.build`` compiles the ``.po`` files; ``tests/test_words.py`` checks that they agree.
"""

from __future__ import annotations

import gettext
import logging
import string
from functools import cache
from pathlib import Path
from typing import Any

from words.message import Message

HERE = Path(__file__).resolve().parent

LANGUAGES = {"en": "en", "zh": "zh_CN"}
"""The languages said, as the program names them (``"zh"``), and their catalogue's file name (``zh_CN``)."""

_used = "en"
_log = logging.getLogger(__name__)


def use_language(language: str) -> None:
    """Say messages in ``language`` (``"en"`` or ``"zh"``) from now on where no language is given: each edge
    sets it once as it starts (the command line from the locale, the app from its settings)."""
    global _used
    _used = language if language in LANGUAGES else "en"


def used_language() -> str:
    """The language set by :func:`use_language` (English until an edge sets one)."""
    return _used


@cache
def _catalogue(language: str) -> gettext.NullTranslations:
    path = HERE / f"{LANGUAGES.get(language, 'en')}.mo"
    try:
        with path.open("rb") as f:
            return gettext.GNUTranslations(f)
    except OSError:  # a broken install: English sentences are still in the source tree's en.mo
        _log.error("the catalogue %s is missing; messages are shown by their codes", path)
        return gettext.NullTranslations()


def template(code: str, language: str = "en") -> str | None:
    """The sentence of ``code`` in ``language`` with its ``{name}`` fields, None when the catalogue lacks it."""
    found = _catalogue(language).gettext(code)
    return None if found == code else found


def codes(language: str = "en") -> list[str]:
    """Every code of ``language``'s catalogue, sorted."""
    catalogue = _catalogue(language)
    return sorted(k for k in getattr(catalogue, "_catalog", {}) if isinstance(k, str) and k)


def _value(value: Any, language: str) -> Any:
    if isinstance(value, Message):
        return say(value, language)
    if isinstance(value, list | tuple):
        separator = template("list.separator", language) or ", "
        return separator.join(str(_value(v, language)) for v in value)
    return value


def say(message: Message | str, language: str | None = None) -> str:
    """``message`` as a sentence in ``language`` (default: :func:`used_language`). A string is returned as it
    is (text the program did not write: a name, a library's own words). Never raises: a code missing from
    ``language`` is said in English, one missing from English as its code and values (and logged)."""
    if not isinstance(message, Message):
        return str(message)
    language = language or _used
    values = {k: _value(v, language) for k, v in message.params.items()}
    for lang in dict.fromkeys((language, "en")):
        sentence = template(message.code, lang)
        if sentence is None:
            continue
        try:
            return sentence.format_map(values)
        except (KeyError, IndexError, ValueError, AttributeError):
            _log.error("the %s sentence of %s does not take its values %s", lang, message.code, values)
    _log.error("no sentence for the message code %s", message.code)
    return f"{message.code} {values}" if values else message.code


def fields(sentence: str) -> set[str]:
    """The ``{name}`` fields of a catalogue sentence."""
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}
