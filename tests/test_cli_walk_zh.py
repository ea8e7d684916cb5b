"""A Chinese volunteer's walk through the command line (issue 48, item 2): under ``LANG=zh_CN.UTF-8`` every
line the main flows print — new, photos check, person add, check, build (sketch), interview show, pack/unpack
and a few of their errors — and every ``--help`` holds no Latin-script word outside what
:func:`words.latin.untranslated_words` allows, once what the volunteer typed (the command line's own words,
paths, file names) is taken out.

The command line's own lines and its help are said from the catalogue and must be clean. Lines that still carry
an English sentence of core code not yet converted are listed in :data:`KNOWN_LEAKS` with the file:line that
makes them; the lead strikes them as the other conversions land (a listed leak that no longer shows fails).
"""

from __future__ import annotations

import argparse
import re

import pytest

from app.cli import build_parser, main
from tests.conftest import EXAMPLES
from words import use_language
from words.latin import untranslated_words

KNOWN_LEAKS: dict[str, str] = {}
"""A regular expression matching a leaking line → the file:line whose English it carries."""

TYPED = (
    r"\S*[/\\]\S*",  # paths
    r"[\w.-]+\.(?:mbook|zip|pdf|epub|png|jpe?g|md|json|m4a|mp4|txt)\b",  # file names
    r"(?<![\w-])--?[A-Za-z][\w-]*",  # option strings
    r"\{[^{}]*\}",  # choices {a,b}
    r"`[^`]*`",  # a command to type
)


def vocabulary() -> set[str]:
    """Every word a volunteer types: sub-command names, metavars, positional names and choices."""
    words = {"memorybook"}

    def walk(parser: argparse.ArgumentParser) -> None:
        for action in parser._actions:
            metavar = action.metavar if isinstance(action.metavar, tuple) else (action.metavar,)
            words.update(str(n) for n in [action.dest, action.dest.upper(), *metavar] if n)
            words.update(str(c) for c in (action.choices or ()))
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    walk(sub)

    walk(build_parser())
    return {w for word in words for w in re.split(r"[^A-Za-z0-9_-]+", word) if w}


def english_in(line: str, typed: set[str]) -> list[str]:
    rest = line
    for pattern in TYPED:
        rest = re.sub(pattern, " ", rest)
    return [w for w in untranslated_words(rest) if w not in typed]


@pytest.fixture
def walk(tmp_path, monkeypatch, capsys):
    """``run(*argv)`` → ``(status, printed)`` in-process under ``LANG=zh_CN.UTF-8``; the lines left with
    English are gathered in ``run.english`` (known leaks apart, in ``run.known``)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    use_language("zh")
    vocabulary_words = vocabulary()
    use_language("en")

    def run(*argv) -> tuple[int, str]:
        argv = [str(a) for a in argv]
        try:
            status = main(argv)
        except SystemExit as exit_:
            status = exit_.code
        printed = "".join(capsys.readouterr())
        typed = vocabulary_words | {w for a in argv for w in re.split(r"[^A-Za-z0-9_-]+", a) if w}
        lines = printed.splitlines()
        if "--help" in argv:  # one text: a backquoted command may be wrapped over two lines
            lines = [re.sub(r"\s*\n\s*", " ", printed)]
        for line in lines:
            if not english_in(line, typed):
                continue
            known = [pattern for pattern in KNOWN_LEAKS if re.search(pattern, line)]
            (run.known if known else run.english).append(f"memorybook {' '.join(argv)}: {line}")
            run.seen.update(known)
        return status, printed

    run.english, run.known, run.seen = [], [], set()
    yield run
    use_language("en")


def every_help(parser: argparse.ArgumentParser, prefix: list[str]) -> list[list[str]]:
    out = [[*prefix, "--help"]]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out += every_help(sub, [*prefix, name])
    return out


def test_every_help_is_said_in_chinese(walk):
    for argv in every_help(build_parser(), []):
        status, printed = walk(*argv)
        assert status == 0 and printed.startswith("用法："), (argv, printed[:200])
    assert walk.english == [] and walk.known == [], "\n".join(walk.english + walk.known)


def test_the_main_flows_are_said_in_chinese(walk, tmp_path):
    book, photos = tmp_path / "W.mbook", EXAMPLES / "photos"
    expect = [
        (0, ["new", tmp_path / "B.mbook", "--title", "空白"]),
        (1, ["new", tmp_path / "B.mbook", "--title", "空白"]),
        (1, ["new", tmp_path / "C.mbook", "--photos", photos]),
        (0, ["new", book, "--from", EXAMPLES / "waipo-zh.md", "--photos", photos]),
        (0, ["photos", "check", photos]),
        (1, ["photos", "check", tmp_path / "missing.jpg"]),
        (0, ["person", "add", book, "外婆", "--photos", photos / "camera.png", "--relation", "外婆"]),
        (1, ["person", "add", book, " ", "--photos", photos / "camera.png"]),
        (1, ["page", "era", book, "99", "1958"]),
        (0, ["check", book]),
        (1, ["check", tmp_path / "nope.mbook"]),
        (0, ["build", book, "--engine", "sketch", "-o", tmp_path / "W.pdf"]),
        (1, ["build", book, "--binding", "hardcover"]),
        (0, ["interview", "show", book]),
        (0, ["pack", book]),
        (0, ["unpack", tmp_path / "W.zip", tmp_path / "U.mbook"]),
        (1, ["unpack", tmp_path / "W.zip", tmp_path / "U.mbook"]),
        (2, ["build"]),
        (2, ["nope"]),
        (2, ["build", book, "--model-processes", "0"]),
    ]
    for status, argv in expect:
        got, printed = walk(*argv)
        assert got == status, (argv, got, printed[-400:])
    assert walk.english == [], "\n".join(walk.english)
    assert walk.seen == set(KNOWN_LEAKS), f"no longer leaking, strike: {set(KNOWN_LEAKS) - walk.seen}"
