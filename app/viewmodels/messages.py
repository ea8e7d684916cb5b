"""The core's messages in the interface language.

The Qt-free core (:mod:`app.book`, :mod:`app.print`, :mod:`app.build`, :mod:`model` …) says what happened as
:class:`words.Message` values — raised in errors (:func:`words.message_of`), returned as findings, warnings and
summaries. The app says them in the interface language (set by :func:`app.ui.language.install_language` through
:func:`words.use_language`) from the one catalogue, ``words/catalogue``; nothing here reads English back. A plain
string (a name, a library's own words) is shown as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from words import Message, say


def translate_message(text: str | Message) -> str:
    """One message of the core in the interface language (:func:`words.say`); a string as it is."""
    return say(text)


def translate_messages(texts: Sequence[str | Message]) -> list[str]:
    """:func:`translate_message` of each."""
    return [translate_message(text) for text in texts]


def join_messages(texts: Sequence[str | Message]) -> str:
    """Several messages said and joined into one line (the same message once)."""
    return say(Message("join.sentences")).join(dict.fromkeys(translate_messages(texts)))


def interface_language(chosen: str | None) -> str:
    """The interface's language, "zh" or "en": ``chosen`` (the settings' ``language``) when it names one, else the
    system's, as :func:`app.ui.language.install_language` picks it — so an English book exported in a Chinese
    window reads its preflight in Chinese."""
    from PySide6.QtCore import QLocale

    if chosen in ("zh", "en"):
        return chosen
    return "zh" if QLocale.system().language() == QLocale.Language.Chinese else "en"
