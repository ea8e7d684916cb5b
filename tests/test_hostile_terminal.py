"""Terminal output cannot be forged (issue 23, item 2): control characters that a book, a story, a photo's
name or a video's name bring (ESC, BEL, OSC, C1, bidi overrides, line ends) are refused in titles and
names, and shown escaped wherever the command line prints — run as a real process, its bytes read back."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PIL import Image

from app.console import escape_controls, show_undecoded
from tests.conftest import REPO
from tests.hostile_helpers import make_book, snapshot

FORGED = "\x1b[2J\x1b[31mFAKE: all OK\x1b[0m\nline2\x07\x1b]0;pwned\x07\u202eevil\x9b"
"""A page title that would clear the screen, recolour it, forge a line, ring, set the window title and
reverse the text, were it printed raw."""
RAW = ("\x1b", "\x07", "\u202e", "\x9b")


def cli(tmp_path, *args: str) -> subprocess.CompletedProcess:
    env = dict(
        os.environ, PYTHONPATH=str(REPO), LANG="en_US.UTF-8", MEMORYBOOK_CONFIG_DIR=str(tmp_path / "cfg")
    )
    env.pop("LANGUAGE", None), env.pop("LC_ALL", None)
    return subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=300)  # fmt: skip


def no_raw_controls(text: str) -> None:
    assert not any(char in text for char in RAW), ascii(text)


@pytest.mark.parametrize(
    "field", ["title", "pages.0.title", "people.0.name", "photos.*.original_name", "photos.*.video"]
)
def test_a_book_with_control_characters_in_a_title_or_name_is_refused_escaped(tmp_path, field):
    """A hand-made ``book.json`` whose title, page title, person's name or photo's recorded file name (``*``:
    the book's one photo) holds control characters is refused in one line naming the field."""
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    data["people"] = [{"id": "p1", "name": "Gran"}]
    if field.startswith("photos."):  # keyed by a file name, itself holding a dot
        key = next(iter(data["photos"]))
        data["photos"][key][field.rsplit(".", 1)[1]] = FORGED
        field = field.replace("*", key)
    else:
        where = data
        *path, last = field.split(".")
        for part in path:
            where = where[int(part)] if part.isdigit() else where[part]
        where[last] = FORGED
    (root / "book.json").write_text(json.dumps(data), encoding="utf-8")
    before = snapshot(tmp_path)
    run = cli(tmp_path, "check", str(root))
    assert run.returncode == 1
    no_raw_controls(run.stdout + run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and f"field '{field}" in lines[0] and "control characters" in lines[0], lines
    assert "FAKE" not in run.stdout
    assert {k: v for k, v in snapshot(tmp_path).items() if not k.startswith("cfg")} == before


def test_a_photo_named_with_escapes_is_shown_escaped_in_one_line(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    name = "\x1b[2Jcat\u202egpj.\nFAKE ok.png"
    Image.new("RGB", (900, 700), (90, 120, 150)).save(folder / name, format="PNG")
    run = cli(tmp_path, "photos", "check", str(folder / name))
    no_raw_controls(run.stdout + run.stderr)
    assert not any(line.startswith("FAKE") for line in (run.stdout + run.stderr).splitlines())
    assert escape_controls(name) in run.stdout, ascii(run.stdout)


def test_a_photo_named_with_escapes_comes_into_a_book_under_its_escaped_name(tmp_path):
    """The name a photo had on disk is kept in the book escaped (``\\u001b``…), so the book, whose names refuse
    control characters, opens again; the stored photo is the same bytes."""
    from app.book.project import BookProject

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    photo = tmp_path / "\x1b[2Jcat\u202e\nFAKE ok.png"
    Image.new("RGB", (900, 700), (90, 120, 150)).save(photo, format="PNG")
    stored = project.add_photo(photo)
    project.save()
    assert BookProject.open(root).book.photos[stored].original_name == escape_controls(photo.name)
    assert (root / "photos" / stored).read_bytes() == photo.read_bytes()
    run = cli(tmp_path, "check", str(root))
    no_raw_controls(run.stdout + run.stderr)
    assert "original_name" not in run.stderr, run.stderr  # no refused field


def test_a_file_name_in_the_chinese_windows_code_page_is_shown_as_its_characters(tmp_path):
    """Bytes that are not UTF-8 (a name copied from a Chinese Windows disk) print as GB18030 (they printed as
    '����'); bytes that are neither print as U+FFFD, as the name is saved, never as '?'."""
    folder = tmp_path / "in"
    folder.mkdir()
    gbk, junk = os.fsdecode("外婆家.png".encode("gb18030")), os.fsdecode(b"\xff\xfe.png")
    for name in (gbk, junk):
        Image.new("RGB", (900, 700), (90, 120, 150)).save(folder / name, format="PNG")
    for name, shown in ((gbk, "/in/外婆家.png  900×700"), (junk, "/in/\ufffd\ufffd.png  900×700")):
        run = cli(tmp_path, "photos", "check", str(folder / name))
        assert shown in run.stdout and "?" not in run.stdout, ascii(run.stdout)
    assert show_undecoded(f"{junk} and {gbk}") == "\\xff\\xfe.png and 外婆家.png"  # the terminal's own escape


def test_a_story_page_title_with_escapes_is_refused_naming_the_page(tmp_path):
    story = tmp_path / "s.md"
    story.write_text(f"# Book\n\n## {FORGED.replace(chr(10), ' ')}\n\nText.\n", encoding="utf-8")
    run = cli(tmp_path, "new", str(tmp_path / "b.mbook"), "--from", str(story))
    assert run.returncode == 1
    no_raw_controls(run.stdout + run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "s.md: page 1" in lines[0] and "control characters" in lines[0], lines
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cfg") == ["s.md"]  # no book, no staging


def test_a_video_named_with_a_line_end_stays_one_line(tmp_path):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    fake = tmp_path / "home\nFAKE: 24 still(s) added\x1b[0m.mp4"
    fake.write_bytes(b"not a video at all" * 10)
    run = cli(tmp_path, "video", "add", str(root), str(fake))
    assert run.returncode == 1
    no_raw_controls(run.stdout + run.stderr)
    assert not any(line.startswith("FAKE") for line in (run.stdout + run.stderr).splitlines()), run.stdout


def test_escape_controls_keeps_text_and_is_json_safe():
    assert escape_controls("外婆 — “tea”\ttime") == "外婆 — “tea”\ttime"
    shown = escape_controls(FORGED)
    no_raw_controls(shown)
    assert "\n" not in shown and json.loads(f'"{shown.replace(chr(92) + "u", chr(92) + "u")}"') == FORGED
