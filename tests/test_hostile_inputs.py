"""Hostile inputs get one line each, never a traceback: deep or huge-number book.json, damaged and bomb
zips, a full disk, a hostile safetensors header; stale temporary files of killed runs are removed."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from app.book.errors import BookError, BookFileError
from app.book.fileio import remove_stale_temp_files
from app.book.model import Book, Page
from app.book.project import MAX_COMPRESSION_RATIO, BookProject
from app.book.safejson import MAX_DEPTH, json_depth, loads_bounded
from app.cli import main
from tests.no_work import never_parsed
from words import Message, message_of


def one_line(text: str) -> str:
    assert "\n" not in text.strip() and "Traceback" not in text, text
    return text.strip()


@pytest.fixture
def book(tmp_path) -> Path:
    root = tmp_path / "b.mbook"
    photo = tmp_path / "p.png"
    Image.new("RGB", (120, 90), (200, 10, 10)).save(photo)
    project = BookProject.create(root, Book(title="Hostile", language="en"))
    project.book.pages.append(Page(title="P", text="x", photo=project.add_photo(photo)))
    project.save()
    return root


def write_book_json(root: Path, text: str) -> None:
    (root / "book.json").write_text(text, encoding="utf-8")


# --- book.json: nesting and numbers --------------------------------------------------------------------


def test_nesting_200000_deep_is_refused_fast_in_one_line(book, monkeypatch):
    write_book_json(book, '{"title": "x", "pages": ' + "[" * 200_000 + "]" * 200_000 + "}")
    with never_parsed(monkeypatch), pytest.raises(BookFileError) as caught:  # refused by the depth pre-scan
        BookProject.open(book)
    assert f"nested more than {MAX_DEPTH} levels" in one_line(str(caught.value))


@pytest.mark.parametrize(
    ("value", "words"),
    [("9" * 5000, "5000 characters long"), ("1" + "0" * 60 + ".5", "characters long"), ("NaN", "NaN")],
    ids=["5000-digit-seed", "long-float", "nan"],
)
def test_numbers_beyond_bounds_are_refused(book, value, words):
    data = json.loads((book / "book.json").read_text(encoding="utf-8"))
    text = json.dumps(data).replace('"seed": null', f'"seed": {value}')
    assert value in text
    write_book_json(book, text)
    with pytest.raises(BookFileError) as caught:
        BookProject.open(book)
    assert words in one_line(str(caught.value))


def test_brackets_inside_strings_do_not_count_as_nesting():
    raw = json.dumps({"title": "[[[{{{" * 1000, "pages": [[{"a": ['\\"[']}]]}).encode()
    assert json_depth(raw) == 5  # {, [, [, {, [
    assert loads_bounded(raw, "x")["title"].startswith("[[[")


def test_the_app_shows_a_deep_book_and_stays_open(qtbot, book):
    from app.viewmodels.book import BookViewModel

    write_book_json(book, "[" * 100_000 + "]" * 100_000)
    vm = BookViewModel(autosave_ms=200)
    with qtbot.waitSignal(vm.error_changed, timeout=30_000) as blocker:
        assert not vm.open(book)
    assert "book.json" in one_line(blocker.args[0]) and vm.project is None


def test_cli_build_of_a_deep_book_is_one_line(book, tmp_path, capsys):
    write_book_json(book, "[" * 50_000 + "]" * 50_000)
    assert main(["build", str(book), "-o", str(tmp_path / "o.pdf"), "--engine", "sketch"]) == 1
    one_line(capsys.readouterr().err)


# --- zip archives ---------------------------------------------------------------------------------------


def packed(book: Path, tmp_path: Path) -> Path:
    return BookProject.open(book).pack(tmp_path / "b.zip")


def test_a_bad_crc_is_one_line_and_leaves_nothing(book, tmp_path, capsys):
    archive = packed(book, tmp_path)
    data = bytearray(archive.read_bytes())
    with zipfile.ZipFile(archive) as zf:
        info = next(i for i in zf.infolist() if i.filename.startswith("photos/"))
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    data[start + 20] ^= 0xFF  # a stored (uncompressed) photo: one byte of its data flipped
    archive.write_bytes(bytes(data))
    assert main(["unpack", str(archive), str(tmp_path / "got")]) == 1
    line = one_line(capsys.readouterr().err)
    assert str(archive) in line and "damaged" in line and "CRC" in line
    assert not (tmp_path / "got").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".got")]


def test_a_zip_bomb_entry_is_refused_before_anything_is_written(book, tmp_path):
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("book.json", (book / "book.json").read_bytes())
        zf.writestr("photos/huge.png", b"\0" * (8 * 1024**2))  # 8 MiB of zeros deflate ~1000:1
    assert archive.stat().st_size < 100_000
    with pytest.raises(BookError) as caught:
        BookProject.unpack(archive, tmp_path / "got")
    message = one_line(str(caught.value))
    assert "'photos/huge.png'" in message and f"{MAX_COMPRESSION_RATIO}:1" in message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.mbook", "bomb.zip", "p.png"]


def test_a_bomb_of_many_small_entries_is_refused_too(book, tmp_path):
    archive = tmp_path / "many.zip"
    data = json.loads((book / "book.json").read_text(encoding="utf-8"))  # names every entry: not too many
    data["photos"] |= {f"{i}.png": {"original_name": "x.png", "width": 1, "height": 1} for i in range(130)}
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("book.json", json.dumps(data))
        for i in range(130):  # 130 × 512 KiB: each entry under the 1 MiB per-entry check
            zf.writestr(f"photos/{i}.png", b"\0" * (512 * 1024))
    with pytest.raises(BookError, match="times when unpacked") as caught:
        BookProject.unpack(archive, tmp_path / "got")
    assert str(archive) in one_line(str(caught.value)) and not (tmp_path / "got").exists()


def test_unpack_checks_free_space_first(book, tmp_path, monkeypatch):
    import shutil

    archive = packed(book, tmp_path)
    usage = shutil.disk_usage(tmp_path)
    monkeypatch.setattr(shutil, "disk_usage", lambda _: usage._replace(free=10 * 1024**2))
    with pytest.raises(BookError, match="MB to unpack but .* MB free; make room"):
        BookProject.unpack(archive, tmp_path / "got")
    assert not (tmp_path / "got").exists()


def test_not_a_zip_is_one_line(tmp_path):
    (tmp_path / "x.zip").write_bytes(b"PK\x03\x04" + b"\xff" * 100)
    with pytest.raises(BookError) as err:
        BookProject.unpack(tmp_path / "x.zip", tmp_path / "got")
    assert message_of(err.value).params["message"] == Message("book.archive.not_zip")


def test_pack_onto_a_failing_disk_is_one_line(book, tmp_path, monkeypatch):
    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    project = BookProject.open(book)
    monkeypatch.setattr(zipfile.ZipFile, "write", full)
    with pytest.raises(BookError) as caught:
        project.pack(tmp_path / "b.zip")
    assert "No space left on device" in one_line(str(caught.value))
    assert not (tmp_path / "b.zip").exists() and not list(tmp_path.glob(".b.zip.*"))


# --- safetensors ------------------------------------------------------------------------------------------


def test_a_safetensors_header_claiming_a_terabyte_is_one_line_for_train(tmp_path):
    from training.base_model import load_base_pipeline
    from training.errors import TrainingError

    hostile = tmp_path / "model.safetensors"
    hostile.write_bytes(struct.pack("<Q", 2**40) + b"{}")
    with pytest.raises(TrainingError) as caught:
        load_base_pipeline(str(hostile))
    assert str(hostile) in one_line(str(caught.value))


# --- stale temporary files -----------------------------------------------------------------------------


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def aged(path: Path, data: bytes = b"partial") -> Path:
    path.write_bytes(data)
    old = time.time() - 3600
    os.utime(path, (old, old))
    return path


def test_stale_temp_files_of_dead_makers_go_live_ones_stay(tmp_path):
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        dead = dead_pid()
        stale = [
            aged(tmp_path / f".b.zip.{dead}.abcd1234.tmp"),
            aged(tmp_path / f".out.pdf.{dead}.abcd1234.qt.tmp"),
            aged(tmp_path / ".book.json.x1y2z3w4.tmp"),  # a name from before the pid was in it: age alone
        ]
        kept = [
            aged(tmp_path / f".b.zip.{sleeper.pid}.abcd1234.tmp"),  # its maker still runs
            tmp_path / f".b.zip.{dead}.fresh123.tmp",  # written after this process started
            aged(tmp_path / "notes.tmp"),  # not one of ours
            aged(tmp_path / ".hidden-photo.jpg"),
        ]
        kept[1].write_bytes(b"x")
        assert sorted(remove_stale_temp_files(tmp_path)) == sorted(stale)
        assert all(p.exists() for p in kept) and not any(p.exists() for p in stale)
    finally:
        sleeper.kill()
        sleeper.wait()


def test_pack_build_and_open_sweep_what_killed_runs_left(book, tmp_path):
    dead = dead_pid()
    left = [
        aged(tmp_path / f".b.zip.{dead}.abcd1234.tmp", b"\0" * 4096),
        aged(tmp_path / f".o.pdf.{dead}.abcd1234.qt.tmp"),
        aged(tmp_path / f".o.pdf.{dead}.abcd1234.tmp"),
        aged(tmp_path / f".o.pdf.{dead}.abcd1234.spool.tmp", b"\xff\xd8" * 1024),  # a killed build's pictures
        aged(book / f".book.json.{dead}.abcd1234.tmp"),
        aged(book / "illustrations" / f".k.png.{dead}.abcd1234.tmp"),
    ]
    project = BookProject.open(book)
    assert not left[4].exists() and not left[5].exists()
    project.pack(tmp_path / "b.zip")
    assert not left[0].exists()
    assert main(["build", str(book), "-o", str(tmp_path / "o.pdf"), "--engine", "sketch"]) == 0
    assert not left[1].exists() and not left[2].exists() and not left[3].exists()


@pytest.mark.parametrize("kind", ["device", "pipe", "huge"])
def test_a_story_that_is_a_device_a_pipe_or_huge_is_refused_before_it_is_read(
    tmp_path, capsys, kind, monkeypatch
):
    """``new --from /dev/zero`` read until the kernel killed it (21 GB); a FIFO would wait for a writer."""
    import app.book.story as story_module

    story = {"device": "/dev/zero", "pipe": str(tmp_path / "pipe.md"), "huge": str(tmp_path / "huge.md")}[
        kind
    ]
    if kind == "pipe":
        os.mkfifo(story)
    if kind == "huge":
        monkeypatch.setattr(story_module, "MAX_STORY_BYTES", 1000)
        Path(story).write_text("# Big\n\n## P\n\n" + "x" * 2000, encoding="utf-8")
    assert main(["new", str(tmp_path / "b.mbook"), "--from", story]) == 1
    line = one_line(capsys.readouterr().err)
    said = "larger than 0 MB, which no story script is" if kind == "huge" else "is not a story file"
    assert story in line and said in line, line
    assert not (tmp_path / "b.mbook").exists()


def test_a_book_json_saved_with_a_bom_opens(book):
    """Old Windows Notepad saves UTF-8 with a byte-order mark; the file is whole, not "damaged"."""
    path = book / "book.json"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert BookProject.open(book).book.title == "Hostile"
