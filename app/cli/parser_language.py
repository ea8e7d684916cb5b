"""``memorybook --help``, usage and argument errors in the user's language, from the catalogue (:mod:`words`).

Two kinds of text make up what argparse prints:

- the commands' own help, descriptions and epilogs: each ``register()`` says them from the catalogue as the
  parser is built (``help=say(Message("cli.help.build.trim"))``); the language is set before
  (:func:`words.use_language` in :func:`app.cli.main`), so nothing is translated afterwards;
- argparse's own words ("usage: ", "options", "the following arguments are required: %s" …).
  ``Lib/argparse.py`` (3.11) imports ``gettext`` as ``_`` and ``ngettext`` at module level and calls them with
  its English msgids each time it builds a parser, formats usage or reports an error. Those msgids are
  argparse's stable keys (they are its gettext domain's): :data:`ARGPARSE_CODES` maps each to a catalogue
  code (``cli.argparse.…``), and :func:`parser_language` points argparse's two module globals at
  :func:`argparse_text` while the parser is built and the command line parsed (the hook gettext itself offers
  is a ``.mo`` for the process-wide "messages" domain, which would bind every other library's strings too).
  A msgid the dict lacks is printed as argparse wrote it, never lost.

Nothing here imports Qt: ``memorybook --help`` starts quickly.
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, cast

from words import Message, say, template

# fmt: off
ARGPARSE_CODES = {
    "usage: ": "cli.argparse.usage",
    "positional arguments": "cli.argparse.positional_arguments",
    "options": "cli.argparse.options",
    "subcommands": "cli.argparse.subcommands",
    "show this help message and exit": "cli.argparse.help",
    "show program's version number and exit": "cli.argparse.version",
    "%(prog)s: error: %(message)s\n": "cli.argparse.error",
    "the following arguments are required: %s": "cli.argparse.required",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "expected %s argument": "cli.argparse.expected_n",
    "expected %s arguments": "cli.argparse.expected_n_plural",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "ignored explicit argument %r": "cli.argparse.ignored_explicit",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "unexpected option string: %s": "cli.argparse.unexpected_option",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "cli.argparse.unknown_parser",
    "can't open '%(filename)s': %(error)s": "cli.argparse.cannot_open",
}
# fmt: on
"""argparse's own msgids (``Lib/argparse.py``, what it passes to ``_()`` and ``ngettext()``) → catalogue codes.
A sentence names argparse's ``%(name)s`` values as ``{name}``; an unnamed ``%s``/``%r`` is the one field the
sentence has that the msgid does not name (:func:`argparse_text` puts argparse's placeholder back)."""

_PLACEHOLDER = re.compile(r"%\((\w+)\)[sr]|%[sr]")


def argparse_text(msgid: str | None) -> str | None:
    """argparse's ``msgid`` in the language in use (:func:`words.used_language`), with argparse's own
    ``%``-placeholders, for argparse to fill; the msgid itself when the catalogue has no code for it."""
    code = ARGPARSE_CODES.get(msgid or "")
    sentence = template(code, _language()) or template(code) if code else None
    if not sentence or msgid is None:
        return msgid
    specs = [m.group(0) for m in _PLACEHOLDER.finditer(msgid)]
    named = {m.group(1): m.group(0) for m in _PLACEHOLDER.finditer(msgid) if m.group(1)}
    unnamed = iter(s for s in specs if s not in named.values())
    if specs:  # argparse fills it with %: a % of the sentence's own is doubled
        sentence = sentence.replace("%", "%%")

    def placeholder(match: re.Match[str]) -> str:
        return named.get(match.group(1)) or next(unnamed, "%s")

    return re.sub(r"\{(\w+)\}", placeholder, sentence).replace("{{", "{").replace("}}", "}")


def _ngettext(singular: str, plural: str, n: int) -> str:
    """argparse's plural lookup: one sentence per code (Chinese has one form), said with argparse's ``%s``."""
    return argparse_text(singular if n == 1 else plural) or (singular if n == 1 else plural)


def _language() -> str:
    from words import used_language

    return used_language()


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


class WideTextFormatter(argparse.HelpFormatter):
    """A mixin for an ``argparse.HelpFormatter`` (the help comes said in the user's language already): text
    with CJK characters is wrapped by terminal columns (:func:`wrap_by_width`; argparse's ``textwrap`` counts
    a Chinese character as one column, so its lines run twice too wide), and a Chinese section heading ends
    in a full-width colon."""

    def _argparse_own(self, name: str) -> bool:
        """Whether the formatter this mixin is put in front of takes ``name`` from ``argparse.HelpFormatter``
        itself (a raw formatter keeps its own lines as they are)."""
        mro = type(self).__mro__
        return (
            next(c for c in mro[mro.index(WideTextFormatter) + 1 :] if name in vars(c))
            is argparse.HelpFormatter
        )

    def start_section(self, heading: str | None) -> None:
        if heading and _is_wide(heading):  # argparse's own titles come said by argparse_text
            self._headings = getattr(self, "_headings", set()) | {heading}
        super().start_section(heading)

    def _split_lines(self, text: str, width: int) -> list[str]:
        plain = self._argparse_own("_split_lines")
        return wrap_by_width(text, width) if plain and _is_wide(text) else super()._split_lines(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        plain = self._argparse_own("_fill_text")
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
def _wide(formatter_class: type) -> type:
    """``formatter_class`` with :class:`WideTextFormatter` in front (one class per formatter class)."""
    return type(f"Wide{formatter_class.__name__}", (WideTextFormatter, formatter_class), {})


class MemorybookParser(argparse.ArgumentParser):
    """The ``memorybook`` parser: argparse's, with help formatted by :class:`WideTextFormatter`.
    Sub-parsers are of the same class (``add_subparsers`` takes the parent's class), so every level of
    ``memorybook … --help`` wraps Chinese by its width."""

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _wide(cast(type, self.formatter_class))(prog=self.prog)


POSITIONAL_HELP = {
    "book": Message("cli.help.positional.book"),
    "archive": Message("cli.help.positional.archive"),
    "recording": Message("cli.help.positional.recording"),
    "output": Message("cli.help.positional.output"),
    "memorybook person add name": Message("cli.help.positional.person_name"),
    "memorybook serve token add name": Message("cli.help.positional.token_name"),
    "memorybook serve token revoke name": Message("cli.help.positional.revoked_token"),
}
"""Help for positional arguments the commands give none: by ``dest``, or by ``"prog dest"`` where the same
name means different things ("name": a person's, a token's)."""


def describe_positionals(parser: argparse.ArgumentParser) -> None:
    """Give every positional argument of ``parser`` and its sub-commands that has no help the one in
    :data:`POSITIONAL_HELP`, said (``memorybook build --help`` says what ``book`` is)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                describe_positionals(sub)
        elif not action.option_strings and not action.help:
            found = POSITIONAL_HELP.get(f"{parser.prog} {action.dest}", POSITIONAL_HELP.get(action.dest))
            action.help = say(found) if found is not None else None


@contextmanager
def parser_language() -> Iterator[None]:
    """While active, argparse says its own words in the language in use (:func:`words.use_language`) through
    ``argparse._`` and ``argparse.ngettext`` (module globals it looks up at each call, Lib/argparse.py 3.11).
    Build the parser and parse inside it; gettext's functions are put back on leaving, even when parsing ends
    in ``SystemExit`` (``--help``, a usage error)."""
    module: Any = argparse  # its gettext names are not in its stub: they are module globals (Lib/argparse.py)
    saved = module._, module.ngettext
    module._, module.ngettext = argparse_text, _ngettext
    try:
        yield
    finally:
        module._, module.ngettext = saved
