"""``memorybook --help``, usage and argument errors in the user's language.

Two kinds of text make up what argparse prints, and both are translated from the "CliHelp" context of
``app/i18n/memorybook_zh_CN.ts`` (the sentences themselves: :mod:`app.cli.help_texts`):

- argparse's own words ("usage: ", "positional arguments", "options", "show this help message and exit",
  "the following arguments are required: %s" …). ``Lib/argparse.py`` (3.11) imports ``gettext`` as ``_`` and
  ``ngettext`` at module level and calls them each time it builds a parser, formats usage or reports an error,
  so :func:`parser_language` points those two module globals at the translation while the parser is built and
  the command line parsed, and puts gettext's back after (the hook gettext itself offers is a ``.mo`` catalogue
  for the process-wide "messages" domain, which would bind every other library's strings too);
- the commands' own help, descriptions and group titles, given to ``add_parser``/``add_argument`` in English
  and translated when the help is formatted by :class:`TranslatingFormatter` (a mixin put in front of each
  parser's ``formatter_class``, so ``RawDescriptionHelpFormatter`` keeps its line breaks).

A text with no translation is printed in English, never lost. The lookup uses a ``QTranslator`` of its own
(no ``QCoreApplication`` is needed, so ``--help`` stays quick).
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

_translator = None
"""The ``QTranslator`` used while :func:`parser_language` is active, else None (English)."""


@lru_cache(maxsize=2)
def _load(language: str):
    """A loaded ``QTranslator`` for ``language``, None for English or when the ``.qm`` file does not load."""
    if language != "zh":
        return None
    from PySide6.QtCore import QTranslator

    from app.cli.language import I18N_DIR

    translator = QTranslator()
    return translator if translator.load(str(I18N_DIR / "memorybook_zh_CN.qm")) else None


@lru_cache(maxsize=1)
def _templates() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Help texts with a ``{part}`` (a list made when the parser is built), as patterns."""
    from app.cli.help_texts import HELP_TEXTS
    from app.viewmodels.messages import template_pattern

    made = [t for t in HELP_TEXTS if re.search(r"\{\w+\}", t)]
    return tuple((re.compile(template_pattern(t) + r"\Z", re.S), t) for t in made)


def translate_help(text: str | None) -> str | None:
    """``text`` (a help string, description, group title or one of argparse's own) in the language of
    :func:`parser_language`; unchanged when no translation is active or known. None stays None."""
    if not text or _translator is None:
        return text
    found = _translator.translate("CliHelp", text)
    if found:
        return found
    for pattern, template in _templates():
        match = pattern.match(text)
        if match:
            found = _translator.translate("CliHelp", template)
            return found.format(**match.groupdict()) if found else text
    return text


def _ngettext(singular: str, plural: str, n: int) -> str:
    """argparse's plural lookup: Chinese has one form, so the translation of the form English would use."""
    return translate_help(singular if n == 1 else plural)


_TOKENS = re.compile(
    r"\s+|[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef\U00020000-\U0003ffff]|[^\s\u2e80-\u9fff\u3000-\u303f\uff00-\uffef\U00020000-\U0003ffff]+"
)
"""A wrapping unit: a run of spaces, one CJK character or full-width sign, or a run of anything else (a word,
a path, an option: never broken)."""

_NO_LINE_START = set("，。、；：！？）》」』”’")
"""Full-width signs a line must not start with (they stay at the end of the line before, as a typesetter
keeps them: the "kinsoku" rule of CJK line breaking)."""


def display_width(text: str) -> int:
    """Terminal columns of ``text``: 2 for a wide or full-width character (Unicode East Asian Width W/F,
    UAX #11), 1 for any other."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap_by_width(text: str, width: int) -> list[str]:
    """``text`` (spaces collapsed, as argparse does) broken into lines of at most ``width`` terminal columns:
    between any two CJK characters or at a space, never inside a word or path, never before a closing
    full-width sign (a line may then run over by that one sign). A word wider than ``width`` gets a line of
    its own."""
    lines: list[str] = []
    line, used = "", 0
    for token in _TOKENS.findall(" ".join(text.split())):
        if token.isspace():
            if line:
                line, used = line + " ", used + 1
            continue
        size = display_width(token)
        if line and used + size > width and token not in _NO_LINE_START:
            lines.append(line.rstrip())
            line, used = "", 0
        line, used = line + token, used + size
    if line.strip():
        lines.append(line.rstrip())
    return lines


def _is_wide(text: str) -> bool:
    return any(unicodedata.east_asian_width(c) in "WF" for c in text)


class TranslatingFormatter:
    """A mixin for an ``argparse.HelpFormatter``: help strings, descriptions, epilogs and section headings
    pass through :func:`translate_help` before argparse wraps them (``%(default)s`` expansion still works:
    a translation keeps the placeholder). Text with CJK characters is wrapped by terminal columns
    (:func:`wrap_by_width`; argparse's ``textwrap`` counts a Chinese character as one column, so its lines
    run twice too wide), and a translated section heading ends in a full-width colon."""

    def _get_help_string(self, action: argparse.Action) -> str:
        return translate_help(super()._get_help_string(action))

    def _format_text(self, text: str) -> str:
        return super()._format_text(translate_help(text))

    def start_section(self, heading: str | None) -> None:
        translated = translate_help(heading)
        if translated and _is_wide(translated):  # argparse's own titles come translated by _()
            self._headings = getattr(self, "_headings", set()) | {translated}
        super().start_section(translated)

    def _split_lines(self, text: str, width: int) -> list[str]:
        plain = super()._split_lines.__func__ is argparse.HelpFormatter._split_lines
        return wrap_by_width(text, width) if plain and _is_wide(text) else super()._split_lines(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        plain = super()._fill_text.__func__ is argparse.HelpFormatter._fill_text
        if not (plain and _is_wide(text)):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap_by_width(text, width - len(indent)))

    def format_help(self) -> str:
        text = super().format_help()
        for heading in getattr(
            self, "_headings", ()
        ):  # argparse writes "heading:\n" (HelpFormatter._Section)
            text = re.sub(rf"(?m)^(\s*){re.escape(heading)}:$", rf"\g<1>{heading}：", text)
        return text


@lru_cache(maxsize=8)
def _translating(formatter_class: type) -> type:
    """``formatter_class`` with :class:`TranslatingFormatter` in front (one class per formatter class)."""
    return type(f"Translating{formatter_class.__name__}", (TranslatingFormatter, formatter_class), {})


class MemorybookParser(argparse.ArgumentParser):
    """The ``memorybook`` parser: argparse's, with help formatted by :class:`TranslatingFormatter`.
    Sub-parsers are of the same class (``add_subparsers`` takes the parent's class), so every level of
    ``memorybook … --help`` is translated."""

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _translating(self.formatter_class)(prog=self.prog)


def describe_positionals(parser: argparse.ArgumentParser) -> None:
    """Give every positional argument of ``parser`` and its sub-commands that has no help the one in
    :data:`app.cli.help_texts.POSITIONAL_HELP` (``memorybook build --help`` says what ``book`` is)."""
    from app.cli.help_texts import POSITIONAL_HELP

    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                describe_positionals(sub)
        elif not action.option_strings and not action.help:
            action.help = POSITIONAL_HELP.get(
                f"{parser.prog} {action.dest}", POSITIONAL_HELP.get(action.dest)
            )


@contextmanager
def parser_language(language: str) -> Iterator[None]:
    """While active, argparse speaks ``language`` ("zh" or "en"): its own words through ``argparse._`` and
    ``argparse.ngettext`` (module globals it looks up at each call, Lib/argparse.py 3.11), the commands' help
    through :class:`MemorybookParser`. Build the parser and parse inside it; gettext's functions are put back
    on leaving, even when parsing ends in ``SystemExit`` (``--help``, a usage error)."""
    global _translator
    translator = _load(language)
    if translator is None:
        yield
        return
    saved = argparse._, argparse.ngettext, _translator
    argparse._, argparse.ngettext, _translator = translate_help, _ngettext, translator
    try:
        yield
    finally:
        argparse._, argparse.ngettext, _translator = saved
