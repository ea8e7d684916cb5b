"""The core's one-line messages in the interface language.

The Qt-free core (:mod:`app.book`, :mod:`app.print`, :mod:`app.build`, :mod:`model`) reports problems in
English sentences, which the command line prints as they are. The desktop app shows them translated:
:func:`translate_message` matches each known sentence with a rule (a regular expression with named parts)
and fills the parts into the sentence's translation (``QCoreApplication.translate("CoreMessages", ...)``,
so the templates are in the ``.ts`` files with every other string). A message is "where: what" — a page, the
cover or a photo file, then the sentence — and both halves are translated. A message no rule knows is shown
as it is: never lost, only untranslated.

The rules mirror the sentences in :mod:`app.book.photos`, :mod:`app.book.project`, :mod:`app.book.story`,
:mod:`app.book.closed`, :mod:`app.book.safejson`, :mod:`app.print.painter`, :mod:`app.print.pdf`,
:mod:`app.book.lock`, :mod:`app.book.video`, :mod:`model.pipelines.prompt`, :mod:`model.engines.diffusion`, :mod:`model.pipelines.checks`,
:mod:`model.pipelines.lora`,
:mod:`model.pipelines.loading`, :mod:`model.runtime.process` and the drawing server's answers
(:mod:`app.serve.intake`, :mod:`app.serve.api`); tests/test_messages.py makes each of those
sentences with the core itself and checks that it is translated. The sentences themselves are the table
:data:`app.viewmodels.message_table.SENTENCES`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from app.viewmodels.field_messages import FIELD_TEMPLATE, fill_field_message
from app.viewmodels.message_table import SENTENCES
from words import Message, say


def _t(text: str) -> str:
    return QCoreApplication.translate("CoreMessages", text)


_PART_PATTERNS = {
    "size": r"[\d,]+ megapixels|\d+×\d+ pixels|\d+×\d+|far too many pixels",
    "pipeline": r"\w+",
    "memory": r"(?: \(the computer may have run out of memory\))?",
    "hint": r"(?:; the previous save is in book\.json\.bak)?",
    "path_field": r"[\w.]+",  # a drawing server's refusal names two fields of a request
    "hash_field": r"[\w.]+",
}
"""Parts matched more narrowly than "any text": those at the start of a sentence, so that a "where: " before
it is not taken as part of the sentence, and the optional out-of-memory hint."""


def _pattern(template: str) -> str:
    """The regular expression of an English ``template``: its text literally, each ``{part}`` a named group."""
    return re.sub(
        r"\\\{(\w+)\\\}",
        lambda g: f"(?P<{g.group(1)}>{_PART_PATTERNS.get(g.group(1), '.+?')})",
        re.escape(template),
    )


template_pattern = _pattern
"""Public name of :func:`_pattern` (the command line matches its own summary lines the same way)."""


@lru_cache(maxsize=1)
def _sentence_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """(compiled pattern, English template) for every sentence of :data:`SENTENCES`."""
    rules = [rule if isinstance(rule, tuple) else (_pattern(rule), rule) for rule in SENTENCES]
    return tuple((re.compile(pattern + r"\Z"), template) for pattern, template in rules)


def _translate_part(name: str) -> str:
    """A part of a page named in the does-not-fit sentence (app/print/painter.py), or a picture without a
    photo's file name in the DPI sentence (app/print/document.py)."""
    known = {
        "story text": QCoreApplication.translate("CoreMessages", "story text"),
        "title": QCoreApplication.translate("CoreMessages", "title"),
        "subtitle": QCoreApplication.translate("CoreMessages", "subtitle"),
        "dedication": QCoreApplication.translate("CoreMessages", "dedication"),
        "colophon": QCoreApplication.translate("CoreMessages", "colophon text"),
        "cover": QCoreApplication.translate("CoreMessages", "the cover picture"),
        "illustration": QCoreApplication.translate("CoreMessages", "the illustration"),
        "memory": QCoreApplication.translate("CoreMessages", " (the computer may have run out of memory)"),
        "hint": QCoreApplication.translate("CoreMessages", "; the previous save is in book.json.bak"),
        "the Memory Picture Book app": QCoreApplication.translate(
            "CoreMessages", "the Memory Picture Book app"
        ),
        "a program saving the book": QCoreApplication.translate("CoreMessages", "a program saving the book"),
    }
    return known.get(name, name)


def _translate_size(text: str) -> str:
    """A photo size as the core words it ("1,600 megapixels", "640×480 pixels", "far too many pixels")."""
    if text == "far too many pixels":
        return QCoreApplication.translate("CoreMessages", "far too many pixels")
    if text.endswith(" megapixels"):
        size = text.removesuffix(" megapixels")
        try:
            wan = f"{float(size.replace(',', '')) * 100:,.0f}"  # in ten-thousands (万), how Chinese counts pixels
        except ValueError:
            wan = size
        # the translation may use {size} (millions) or {wan} (ten-thousands)
        return QCoreApplication.translate("CoreMessages", "{size} megapixels").format(size=size, wan=wan)
    if text.endswith(" pixels"):
        size = text.removesuffix(" pixels")
        return QCoreApplication.translate("CoreMessages", "{size} pixels").format(size=size)
    return text


def translate_sentence(text: str) -> str | None:
    """``text`` translated when it is a known sentence of the core, else None."""
    for pattern, template in _sentence_patterns():
        match = pattern.match(text)
        if match:
            parts = match.groupdict()
            if template == FIELD_TEMPLATE:
                return fill_field_message(parts, translate_sentence)
            if "place" in parts:  # a page named by the book model ("page 3 「阿花」")
                parts["place"] = translate_where(parts["place"])
            if "what" in parts:
                parts["what"] = _translate_part(parts["what"])
            if "size" in parts:
                parts["size"] = _translate_size(parts["size"])
            if "owner" in parts:
                parts["owner"] = _translate_part(parts["owner"])
            if "memory" in parts:
                parts["memory"] = _translate_part("memory") if parts["memory"] else ""
            if "hint" in parts:
                parts["hint"] = _translate_part("hint") if parts["hint"] else ""
            if "reduced" in parts:
                parts["reduced"] = _translate_size(parts["reduced"])
            if "reason" in parts:  # what a drawing server answered: a message of its own
                parts["reason"] = translate_message(parts["reason"])
            if parts.get("label") in ("cover", "illustration"):  # pictures without a photo's file name
                parts["label"] = _translate_part(parts["label"])
            return _t(template).format(**parts)
    return None


_PAGE = re.compile(
    r"page (?P<number>\d+)(?: “(?P<title>.*)”| 「(?P<model_title>.*)」| \((?P<story_title>.*)\))?\Z"
)
_PAGES = re.compile(r"pages (?P<numbers>\d+(?:, \d+)+)\Z")


def translate_where(text: str) -> str:
    """A place named by the core ("page 3 “阿花”", "pages 1, 2", "cover", "colophon") in the interface
    language; anything else (a file name) as it is."""
    if text == "cover":
        return QCoreApplication.translate("CoreMessages", "cover")
    if text == "colophon":
        return QCoreApplication.translate("CoreMessages", "colophon")
    if text == "back cover":
        return QCoreApplication.translate("CoreMessages", "back cover")
    if ": " in text:  # "page 1 (Title): photo.jpg" — each part
        head, rest = text.split(": ", 1)
        return QCoreApplication.translate("CoreMessages", "{where}: {message}").format(
            where=translate_where(head), message=translate_where(rest)
        )
    match = _PAGE.match(text)
    if match:
        other = match.group("story_title") or match.group("model_title")
        if other is not None:
            return QCoreApplication.translate("CoreMessages", "page {number} “{title}”").format(
                number=match.group("number"), title=other
            )
        if match.group("title") is not None:
            return QCoreApplication.translate("CoreMessages", "page {number} “{title}”").format(
                **match.groupdict()
            )
        return QCoreApplication.translate("CoreMessages", "page {number}").format(
            number=match.group("number")
        )
    match = _PAGES.match(text)
    if match:
        numbers = match.group("numbers").split(", ")
        return QCoreApplication.translate("CoreMessages", "pages {numbers}").format(
            numbers=QCoreApplication.translate("CoreMessages", ", ").join(numbers)
        )
    return text


def translate_message(text: str | Message) -> str:
    """One message of the core in the interface language: a :class:`words.Message` said from the catalogue
    (:func:`words.say`); an English sentence (what is not yet a message) a known sentence, or "where:
    sentence" with both halves translated; otherwise ``text`` unchanged."""
    if isinstance(text, Message):
        return say(text)
    whole = translate_sentence(text)
    if whole is not None:
        return whole
    start = 0
    while (index := text.find(": ", start)) != -1:
        sentence = translate_sentence(text[index + 2 :])
        if sentence is not None:
            return QCoreApplication.translate("CoreMessages", "{where}: {message}").format(
                where=translate_where(text[:index]), message=sentence
            )
        start = index + 2
    return text


def translate_messages(texts: Sequence[str | Message]) -> list[str]:
    """:func:`translate_message` of each."""
    return [translate_message(text) for text in texts]


def join_messages(texts: Sequence[str | Message]) -> str:
    """Several messages translated and joined into one line (the same message once)."""
    separator = QCoreApplication.translate("CoreMessages", "; ")
    return separator.join(dict.fromkeys(translate_messages(texts)))


def interface_language(chosen: str | None) -> str:
    """The interface's language, "zh" or "en": ``chosen`` (the settings' ``language``) when it names one, else the
    system's, as :func:`app.ui.language.install_language` picks it — so an English book exported in a Chinese
    window reads its preflight in Chinese."""
    from PySide6.QtCore import QLocale

    if chosen in ("zh", "en"):
        return chosen
    return "zh" if QLocale.system().language() == QLocale.Language.Chinese else "en"
