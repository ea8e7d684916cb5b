"""A Chinese session of every command reads Chinese (issue 24, item 6; issues 23, 26, 28): under
``LANG=zh_CN.UTF-8`` ``memorybook --help``, every sub-command's ``--help``, usage errors, and each command's
normal and error output on a tiny book hold no English word outside what the allow-list below keeps.

The commands run in-process (:func:`app.cli.main`, as tests/test_cli_book.py does), on a two-page book with one
photo, with the sketch engine and tiny inputs; nothing loads a diffusion or speech model.

What may stay in Latin letters in a Chinese line, and why (the allow-list):

- what the volunteer types: the command's own vocabulary read from the parser — sub-command names, option
  strings, metavars, positional names and choice values — and the words of the command line just run (a
  person's name, a token's name, a value that was refused);
- commands quoted to type (`` `memorybook interview show BOOK` ``, ``hf download …``), identifiers
  (``gpu_tflops=400``, ``text_encoder``), ``{…}`` JSON shapes, file extensions, random tokens and codes;
- names: paths and file names, model and catalogue ids, speech model names, diffusers component names, units,
  licences and product names (:data:`tests.english_probe.KEPT`), and :data:`NAMES`.
"""

from __future__ import annotations

import argparse
import re

import pytest

from app.cli import build_parser, main
from tests.conftest import EXAMPLES
from tests.english_probe import KEPT, english_sentences

STORY = """# 小院

## 外公的相机
photo: camera.png

外公年轻时在照相馆当学徒。

## 梧桐花落

四月里花落下来，淡紫色的，像一个个小铃铛。
"""

ENGLISH_STORY = "# Lane\n\n## Tea\n\nGrandma made tea every morning.\n"
"""An English book: a Chinese session reads its preflight in Chinese (``demo --lang en`` used to mix them)."""

NAMES = (
    *("cpu", "cuda", "mps", "xpu", "disk"),  # devices, as PyTorch and --devices name them
    *(
        "diffusers",
        "safetensors",
        "pickle",
        "accelerate",
        "gloo",
        "offscreen",
        "kohya",
        "ComfyUI",
    ),  # libraries, formats
    *("m4a", "mp3", "wav", "aac", "ogg", "mp4", "mov"),  # audio and video formats
    *(
        "main",
        "all",
        "none",
        "ohwx",
    ),  # values typed as they are: git's default branch, an era, a style, a trigger
    *("step", "total", "loss", "event", "done", "number", "title", "findings", "code", "severity", "message"),
    "blocking",  # JSON fields a program reads (the help of --json; wrapped, so not always inside {…})
)
"""Names that stay in Latin letters in Chinese text."""

PATTERNS = (
    r"memorybook1:\S+|sha256:\w+|[A-Za-z0-9_-]{24,}",  # a connection code, a fingerprint, a token, a hash
    r"`[^`]*`",  # a command to type
    r"\bhf download \S+",  # Hugging Face's own command
    r"(?<![\w-])--?[A-Za-z][\w-]*",  # option strings
    r"\{[ -~]*?\}",  # choices {a,b} and JSON shapes
    r"[A-Za-z0-9]*_[A-Za-z0-9_]*|[A-Za-z0-9_]+=[^\s,，）)]*",  # identifiers, key=value
    r"[A-Za-z0-9_-]*\.[a-z0-9]{2,5}\b",  # file names and extensions (index.html, .m4a、.mp3)
    r"\b(?:unet|vae|transformer|tokenizer|scheduler)\b",  # diffusers components (in plan's device lines)
)


def vocabulary() -> set[str]:
    """Every word a volunteer types to the command line: sub-command names, option strings, metavars,
    positional names and choices, of every parser; plus the catalogue's and the speech models' names."""
    from model.catalog import load_catalog
    from model.speech.models import KNOWN_MODELS

    words = {"memorybook", *NAMES, *load_catalog(), *KNOWN_MODELS}

    def walk(parser: argparse.ArgumentParser) -> None:
        for action in parser._actions:
            names = [action.dest, *(action.option_strings or [])]
            metavar = action.metavar if isinstance(action.metavar, tuple) else (action.metavar,)
            words.update(str(n) for n in names + list(metavar) if n)
            words.update(str(c) for c in (action.choices or ()))
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    walk(sub)

    walk(build_parser())
    return {w for word in words for w in re.split(r"[^A-Za-z0-9_.-]+", word) if w}


def english_left(text: str, allowed: set[str]) -> list[str]:
    """The lines of ``text`` that still hold English once the allow-list (module docstring) is taken out."""
    words = sorted(allowed, key=len, reverse=True)
    allowed_words = re.compile(
        r"(?<![A-Za-z0-9_.-])(?:" + "|".join(map(re.escape, words)) + r")(?![A-Za-z0-9_-])"
    )
    left = []
    for line in text.splitlines():
        rest = line
        for pattern in KEPT:  # paths first: an option pattern must not cut one
            rest = re.sub(pattern, " ", rest)
        rest = allowed_words.sub(" ", rest)
        for pattern in PATTERNS:
            rest = re.sub(pattern, " ", rest)
        if english_sentences([rest]):
            left.append(line)
    return left


@pytest.fixture
def session(tmp_path, monkeypatch, capsys):
    """``run(*argv)`` → ``(status, printed)``: ``memorybook ARGV`` in-process under ``LANG=zh_CN.UTF-8``;
    every line printed is checked, and the lines left in English are gathered in ``run.english``."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    base = vocabulary()
    typed: set[str] = set()  # the words of the command lines run so far (a token named before, listed now)

    def run(*argv) -> tuple[int, str]:
        argv = [str(a) for a in argv]
        try:
            status = main(argv)
        except SystemExit as exit_:
            status = exit_.code
        captured = capsys.readouterr()
        printed = captured.out + captured.err
        typed.update(w for a in argv for w in re.split(r"[^A-Za-z0-9_.-]+", a) if w)
        run.english += [
            f"memorybook {' '.join(argv)}: {line}" for line in english_left(printed, base | typed)
        ]
        return status, printed

    run.english = []
    return run


def every_help(parser: argparse.ArgumentParser, prefix: list[str]) -> list[list[str]]:
    """``[..., "--help"]`` for the parser and each of its sub-commands, at every level."""
    out = [[*prefix, "--help"]]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out += every_help(sub, [*prefix, name])
    return out


def test_every_help_and_usage_error_is_chinese(session):
    helps = every_help(build_parser(), [])
    assert len(helps) > 40
    for argv in helps:
        status, printed = session(*argv)
        assert status == 0 and printed.startswith("用法："), (argv, printed[:200])
    status, printed = session("build")
    assert status == 2 and "缺少必须给出的参数：book" in printed, printed
    assert session("nope")[0] == 2 and session("build", "B", "--engine", "nope")[0] == 2
    status, printed = session("plan", "--help")
    assert "选项：" in printed and "显示这份说明，然后退出" in printed  # argparse's own words too
    assert session.english == [], "\n".join(session.english)


def test_every_command_speaks_chinese_on_a_tiny_book(session, tmp_path):
    """Each command's normal and error output (the sketch engine, no model loaded)."""
    from tests.video_helpers import make_home_video

    story, book = tmp_path / "story.md", tmp_path / "T.mbook"
    story.write_text(STORY, encoding="utf-8")
    (tmp_path / "en.md").write_text(ENGLISH_STORY, encoding="utf-8")
    photo = EXAMPLES / "photos" / "camera.png"
    expect = [
        (0, ["new", tmp_path / "B.mbook", "--title", "空白"]),
        (1, ["new", tmp_path / "B.mbook", "--title", "空白"]),
        (0, ["new", book, "--from", story, "--photos", EXAMPLES / "photos"]),
        (0, ["person", "add", book, "外婆", "--photos", photo, "--relation", "外婆"]),
        (1, ["person", "add", book, " ", "--photos", photo]),
        (0, ["person", "era", "add", book, "外婆", "少女时代", "--years", "1955-1962", "--photos", photo]),
        (1, ["person", "era", "add", book, "Nobody", "少女时代", "--years", "1955-1962"]),
        (0, ["page", "era", book, "1", "1958"]),
        (1, ["page", "era", book, "99", "1958"]),
        (1, ["page", "era", book, "2", "--suggest"]),
        (0, ["photos", "check", photo]),
        (1, ["photos", "check", tmp_path / "missing.jpg"]),
        (1, ["photos", "restore", book, "missing.jpg"]),
        (1, ["video", "add", book, tmp_path / "story.md.mp4"]),
        (0, ["interview", "models"]),
        (0, ["interview", "show", book]),
        (1, ["interview", "add", book, story]),
        (1, ["interview", "approve", book, "nope"]),
        (0, ["interview", "codes", book, "--audio-url-prefix", "https://example.org/voice"]),
        (0, ["interview", "codes", book, "--off"]),
        (0, ["companion", book, tmp_path / "companion"]),
        (1, ["companion", book, tmp_path / "companion"]),
        (0, ["epub", book, tmp_path / "T.epub"]),
        (1, ["epub", book, tmp_path / "T.txt"]),
        (0, ["likeness", book]),
        (1, ["models", "make-tiny", book]),
        (0, ["models", "make-tiny", tmp_path / "tiny"]),
        (0, ["models", "inspect", "--model", tmp_path / "tiny"]),
        (1, ["models", "inspect", "--model", tmp_path / "no-model"]),
        (1, ["models", "download", "nobody/nothing"]),
        (1, ["illustrate", "--model", tmp_path / "no-model", "--prompt", "猫", "-o", tmp_path / "x.png"]),
        (1, ["train", book, "--person", "Nobody"]),
        (0, ["plan", "--model", "sd-turbo", "--devices", "cuda:0=16GiB,cpu=32GiB", "--pages", "4"]),
        (1, ["plan", "--model", "nope", "--devices", "cpu=8GiB"]),
        (1, ["plan", "--model", "sd15", "--devices", "tpu:0=8GiB"]),
        (0, ["check", book]),
        (0, ["new", tmp_path / "E.mbook", "--from", tmp_path / "en.md"]),
        (0, ["check", tmp_path / "E.mbook"]),
        (0, ["build", tmp_path / "E.mbook", "--engine", "sketch", "-o", tmp_path / "E.pdf"]),
        (1, ["check", tmp_path / "nope.mbook"]),
        (0, ["build", book, "--engine", "sketch", "-o", tmp_path / "T.pdf"]),
        (1, ["build", tmp_path / "nope.mbook"]),
        (1, ["build", book, "--binding", "hardcover"]),
        (1, ["build", book, "--engine", "diffusion", "-o", tmp_path / "D.pdf"]),
        (0, ["pack", book]),
        (0, ["unpack", tmp_path / "T.zip", tmp_path / "U.mbook"]),
        (1, ["unpack", tmp_path / "T.zip", tmp_path / "U.mbook"]),
        (0, ["serve", "token", "add", "volunteer", "--data", tmp_path / "server"]),
        (1, ["serve", "token", "add", "volunteer", "--data", tmp_path / "server"]),
        (0, ["serve", "token", "list", "--data", tmp_path / "server"]),
        (0, ["serve", "token", "revoke", "volunteer", "--data", tmp_path / "server"]),
        (1, ["serve", "token", "revoke", "volunteer", "--data", tmp_path / "server"]),
        (1, ["serve", "--cert", tmp_path / "none.pem", "--data", tmp_path / "server"]),
    ]
    make_home_video(tmp_path / "home.mp4", shots=1, shot_s=1.0)
    (tmp_path / "story.md.mp4").write_bytes(b"not a video")
    expect.insert(13, (0, ["video", "add", book, tmp_path / "home.mp4"]))
    for status, argv in expect:
        got, printed = session(*argv)
        assert got == status, (argv, got, printed[-400:])
    assert session.english == [], "\n".join(session.english)
