"""Matching the commands' own lines and sentences (:mod:`app.cli.command_lines`) to their translations.

Used by :func:`app.cli.english_lines.translate_cli_line` after the core's messages (:mod:`app.viewmodels.messages`)
had their turn: a whole line of a command (``interview``, ``epub``, ``plan`` …), a sentence after a
``where: `` (an error naming a file, a recording, a token), the clauses of a plan's reasons (joined by
``"; "``), the exactness line of a build, a ``photos check`` line with its warnings. All lookups go through
``QCoreApplication.translate("CliMessages", …)``: without an installed translation every text comes back as
it was.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

_PARTS = {
    "threads": r"\d+|\?",
    "count": r"\d+",
    "levels": r"\d+",
    "tolerance": r"\d+",
    "strategy": r"[a-z_]+",
    "size": r"[\d.]+ [KMGT]?B|\d+",
    "free": r"[\d.]+ [KMGT]?B",
    "total": r"[\d.]+ [KMGT]?B",
    "part": r"[\d.]+ [KMGT]?B",
    "device": r"'?[\w:.-]+'?",  # cuda:0, cpu, disk ('tpu:0' as the user gave it)
    "licence": r".+?",  # may hold "; " (SD-Turbo's)
    "use": r"commercial use allowed|non-commercial",  # a catalogue line's licence may hold ", "
    "hub": r"[\w.:/-]+",  # a hub id (stabilityai/sd-turbo) or the hub's address: never a model name's "(base)"
    "why": r".+?",
    "reason": r".+?",
}
"""Parts matched more narrowly than "any text", where a line holds several and a lazy match would cut one
in the wrong place ("cpu, cpu (mesh [2], gloo), 1 CPU thread(s)"). Any other part holds no ``"; "`` (the
planner joins its clauses with it); a "why" or a "reason" may."""

_ANY = r"(?:(?!; ).)+?"


def _pattern(template: str) -> re.Pattern[str]:
    """The regular expression of an English ``template``: its text literally, each ``{part}`` a named group."""
    body = re.sub(
        r"\\\{(\w+)\\\}",
        lambda g: f"(?P<{g.group(1)}>{_PARTS.get(g.group(1), _ANY)})",
        re.escape(template),
    )
    return re.compile(body + r"\Z")


def _tr(text: str) -> str:
    return QCoreApplication.translate("CliMessages", text)


@lru_cache(maxsize=1)
def _tables() -> dict[str, tuple[tuple[re.Pattern[str], str], ...]]:
    from app.cli import command_lines as c

    def compiled(templates) -> tuple[tuple[re.Pattern[str], str], ...]:
        return tuple((_pattern(t), t) for t in templates)

    return {
        "lines": compiled(c.COMMAND_LINES + c.PLAN_LINES + c.EXACTNESS_LINES),
        "sentences": compiled(c.COMMAND_SENTENCES + c.PLAN_CLAUSES),
        "placed": compiled(c.PLACED_PARTS),
    }


def _fill(template: str, match: re.Match[str]) -> str:
    """``template``'s translation with the parts of ``match``, each part translated where it can be."""
    return _tr(template).format(**{k: _part(k, v) for k, v in match.groupdict().items()})


def _part(name: str, value: str) -> str:
    """One part of a line in the installed language: a known word, a plan's reasons, the placement of an
    exactness line, a catalogue licence; anything else (a name, a path, a figure) as it is."""
    from app.cli.command_lines import COMMAND_WORDS

    if value in COMMAND_WORDS:
        return _tr(COMMAND_WORDS[value])
    if name in ("why", "reason"):
        return sentence(value) or clauses(value, partial=True)
    if name in ("how", "placed"):
        return _placed(value)
    if name == "licence":
        return _licence(value)
    if name == "owner":  # who holds a book's lock: "the Memory Picture Book app" (app/book/lock.py)
        return QCoreApplication.translate("CoreMessages", value)
    return value


def _placed(text: str) -> str:
    """The exactness line's placements ("cpu (whole), 1 CPU thread(s); cuda:0 (split), 8 CPU thread(s)")."""
    out = []
    for piece in text.split("; "):
        for pattern, template in _tables()["placed"]:
            match = pattern.match(piece)
            if match:
                piece = _fill(template, match)
                break
        out.append(piece)
    return QCoreApplication.translate("CoreMessages", "; ").join(out)


def _licence(text: str) -> str:
    """A catalogue model's licence in Chinese where the catalogue gives one (``licence_zh``), when the
    translation in use is Chinese."""
    if _tr("non-commercial") == "non-commercial":
        return text
    from model.catalog import load_catalog

    for entry in load_catalog().values():
        if entry.licence == text and entry.licence_zh:
            return entry.licence_zh
    return text


def sentence(text: str) -> str | None:
    """``text`` translated when it is one of :data:`~app.cli.command_lines.COMMAND_SENTENCES` or a plan's
    clause, else None."""
    for pattern, template in _tables()["sentences"]:
        match = pattern.match(text)
        if match:
            return _fill(template, match)
    return None


_STRATEGY_PREFIX = re.compile(r"(?P<strategy>[a-z_]+): (?P<reason>.+)\Z", re.S)


def clauses(text: str, partial: bool = False) -> str | None:
    """A plan's "why" or reason: its ``"; "`` clauses translated (the longest run of clauses that is one
    sentence first, since a sentence may hold a "; " itself; a clause may start with the strategy it is about,
    "single: …", as the planner's "does not fit" list does). A clause no rule knows: None, or with ``partial``
    the clause as it is."""
    pieces = text.split("; ")
    out, start = [], 0
    while start < len(pieces):
        for end in range(len(pieces), start, -1):
            candidate = "; ".join(pieces[start:end])
            found = sentence(candidate)
            named = _STRATEGY_PREFIX.match(candidate)
            if (
                found is None
                and named is not None
                and (reason := sentence(named.group("reason"))) is not None
            ):
                where = QCoreApplication.translate("CoreMessages", "{where}: {message}")
                found = where.format(where=named.group("strategy"), message=reason)
            if found is not None:
                out.append(found)
                start = end
                break
        else:
            if not partial:
                return None
            out.append(pieces[start])
            start += 1
    return QCoreApplication.translate("CoreMessages", "; ").join(out)


def translate_rest(text: str) -> str:
    """A message after ``memorybook: error: `` / ``warning: ``: a command's sentence, else a core message
    (:func:`translate_message`), else a command's sentence after "where: " (the place translated by :func:`translate_where`);
    unchanged when no rule knows it."""
    from app.viewmodels.messages import translate_message, translate_where

    whole = sentence(text)  # first: a command's sentence may hold a part the core's would leave in English
    if whole is not None:
        return whole
    done = translate_message(text)
    if done != text:
        return done
    start = 0
    while (index := text.find(": ", start)) != -1:
        rest = sentence(text[index + 2 :])
        if rest is not None:
            return QCoreApplication.translate("CoreMessages", "{where}: {message}").format(
                where=translate_where(text[:index]), message=rest
            )
        start = index + 2
    return text


_NOT_CHOSEN = re.compile(r"  (?P<strategy>[a-z_]+): (?P<reason>.+)\Z")
_FINDING = re.compile(r"(?P<indent>\s*)(?P<severity>blocks printing|worth fixing|note): (?P<finding>.+)\Z")
_CHECKED_PHOTO = re.compile(r"(?P<head>✓ .+?  \d+×\d+)(?P<warnings>(?:  — .+)+)\Z")


def command_line(line: str) -> str | None:
    """``line`` translated when it is a line a command prints (a whole line of the tables, a plan's "Not
    chosen" reason, an English book's preflight finding, a checked photo with its warnings), else None."""
    from app.cli.command_lines import FINDING, NOT_CHOSEN, SEVERITIES

    for pattern, template in _tables()["lines"]:
        match = pattern.match(line)
        if match:
            return _fill(template, match)
    match = _NOT_CHOSEN.match(line)
    if match and (reason := clauses(match.group("reason"))) is not None:
        return _tr(NOT_CHOSEN).format(strategy=match.group("strategy"), reason=reason)
    match = _FINDING.match(line)  # an English book's preflight in a Chinese session (`demo --lang en`)
    if match:
        severity = _tr(SEVERITIES[match.group("severity")])
        finding = _tr(FINDING).format(severity=severity, finding=translate_rest(match.group("finding")))
        return match.group("indent") + finding
    match = _CHECKED_PHOTO.match(line)
    if match:
        warnings = match.group("warnings").split("  — ")[1:]
        return match.group("head") + "".join(f"  — {translate_rest(w)}" for w in warnings)
    return None
