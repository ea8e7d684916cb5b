"""``memorybook photos check``: one line per photo or a JSON list, exit status 0/1."""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
from pathlib import Path

import pytest
from PIL import Image

import app.cli.photos as photos_cli

CAT_NAME = "外婆 的猫 (1998).jpg"


def run(argv: list[str]) -> int:
    """Parse ``argv`` with a parser holding only the photos group (the full CLI needs every command module)."""
    parser = argparse.ArgumentParser(prog="memorybook")
    photos_cli.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return args.func(args)


@pytest.fixture
def folder(sample_data: Path, tmp_path: Path) -> Path:
    """A family's folder: two good photos, a tiny one, a text file named .jpg, a note, a hidden file and a
    subfolder."""
    hard = sample_data / "photos-hard"
    shutil.copyfile(hard / CAT_NAME, tmp_path / CAT_NAME)
    shutil.copyfile(hard / "phone.heic", tmp_path / "b-phone.heic")
    shutil.copyfile(hard / "tiny-16px.png", tmp_path / "c-tiny.png")
    (tmp_path / "notes.jpg").write_text("not a photo", encoding="utf-8")
    Image.new("RGB", (100, 100)).save(tmp_path / ".hidden.png")
    (tmp_path / "README.txt").write_text("photos from aunt Li", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    Image.new("RGB", (100, 100)).save(tmp_path / "sub" / "inside.png")
    return tmp_path


def test_text_output_one_line_per_file_and_exit_1_when_any_refused(folder, capsys):
    assert run(["photos", "check", str(folder)]) == 1
    captured = capsys.readouterr()
    assert captured.err.strip() == f"skipped (not photo files by their names): {folder / 'README.txt'}"
    lines = captured.out.splitlines()
    assert lines[0] == f"✓ {folder / 'b-phone.heic'}  640×427"
    assert lines[1].startswith(f"✓ {folder / 'c-tiny.png'}  16×11  — ") and "blurry" in lines[1]
    assert lines[2].startswith(f"✗ {folder / 'notes.jpg'}: not a picture file")
    assert lines[3] == f"✓ {folder / CAT_NAME}  451×300"
    assert lines[4] == "4 checked: 3 will come in, 1 refused."
    assert len(lines) == 5  # the note, the hidden file and the subfolder skipped


def test_a_file_named_explicitly_is_checked_whatever_its_name(folder, capsys):
    assert run(["photos", "check", str(folder / "README.txt")]) == 1
    assert capsys.readouterr().out.startswith(f"✗ {folder / 'README.txt'}: not a picture file")


def test_all_good_exits_0(sample_data, capsys):
    photos = sample_data / "photos"
    assert run(["photos", "check", str(photos / "rocket.jpg"), str(photos / "chelsea.png")]) == 0
    out = capsys.readouterr().out
    assert "✓" in out and "✗" not in out and "2 checked: 2 will come in, 0 refused." in out


def test_json_output(folder, sample_data, capsys):
    bomb = sample_data / "photos-hard" / "huge-dimensions.png"
    status = run(
        ["photos", "check", "--json", str(folder / CAT_NAME), str(bomb), str(folder / "missing.jpg")]
    )
    assert status == 1
    data = json.loads(capsys.readouterr().out)
    assert [set(item) for item in data] == [{"path", "ok", "width", "height", "warnings", "error"}] * 3
    good, huge, missing = data
    assert good == {
        "path": str(folder / CAT_NAME),
        "ok": True,
        "width": 451,
        "height": 300,
        "warnings": [],
        "error": None,
    }
    assert not huge["ok"] and huge["width"] is None and "megapixels" in huge["error"]
    assert not missing["ok"] and missing["error"].startswith(str(folder / "missing.jpg"))


def test_json_keeps_chinese_readable(folder, capsys):
    run(["photos", "check", "--json", str(folder / CAT_NAME)])
    assert "外婆 的猫" in capsys.readouterr().out


def test_empty_folder_is_an_error(tmp_path, capsys):
    assert run(["photos", "check", str(tmp_path)]) == 1
    assert "no photos found" in capsys.readouterr().err


def test_plain_marks_where_the_terminal_cannot_show_ticks(folder, capsys, monkeypatch):
    monkeypatch.setattr(photos_cli, "_marks", lambda: ("OK", "NO"))
    run(["photos", "check", str(folder / CAT_NAME), str(folder / "notes.jpg")])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("OK ") and lines[1].startswith("NO ")


@pytest.mark.skipif(
    importlib.util.find_spec("app.cli.book_cmds") is None, reason="the full CLI needs app.cli.book_cmds"
)
def test_through_the_memorybook_entry_point(folder, capsys):
    from app.cli import main

    assert main(["photos", "check", "--json", str(folder / CAT_NAME)]) == 0
    assert json.loads(capsys.readouterr().out)[0]["ok"] is True
