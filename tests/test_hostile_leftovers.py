"""Nothing left behind (issue 23, item 5): what a killed ``pack``, ``unpack``, ``new``, ``video add`` or
``build`` left (hidden temporary files, staging folders) is removed at the start of the next command on that
book or output folder — once its maker is gone; a running command's files are never touched."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from app.cli import main
from tests.hostile_helpers import make_book, one_line, snapshot


@pytest.fixture(scope="module")
def dead_pid() -> int:
    """The pid of a process that has ended."""
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def left(path, *, old: bool = True, folder: bool = False):
    """A leftover at ``path`` (a file of 1 MB, or a folder with a file), written an hour ago."""
    if folder:
        path.mkdir()
        (path / "book.json").write_text("{}", encoding="utf-8")
    else:
        path.write_bytes(b"\0" * 1_000_000)
    if old:
        os.utime(path, (path.stat().st_atime - 3600, path.stat().st_mtime - 3600))
    return path


def test_pack_sweeps_a_killed_packs_temporary_archives(tmp_path, dead_pid, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    killed = left(tmp_path / f".b.zip.{dead_pid}.abcd1234.tmp")
    other = left(tmp_path / f".old.zip.{dead_pid}.zz99yy88.tmp")
    running = left(tmp_path / f".b.zip.{os.getpid()}.live0000.tmp")  # its maker is alive: kept
    assert main(["pack", str(root), "-o", str(tmp_path / "b.zip")]) == 0
    assert not killed.exists() and not other.exists() and running.exists()


@pytest.mark.parametrize("command", ["unpack", "new"])
def test_unpack_and_new_sweep_a_killed_runs_staging_folder(tmp_path, dead_pid, command, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    assert main(["pack", str(root), "-o", str(tmp_path / "b.zip")]) == 0
    staging = left(tmp_path / f".got.mbook.{dead_pid}.q1w2e3r4.staging", folder=True)
    if command == "unpack":
        argv = ["unpack", str(tmp_path / "b.zip"), str(tmp_path / "got.mbook")]
    else:
        (tmp_path / "s.md").write_text("# T\n\n## P\n\nok\n", encoding="utf-8")
        argv = ["new", str(tmp_path / "got.mbook"), "--from", str(tmp_path / "s.md")]
    assert main(argv) == 0
    assert not staging.exists()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".staging")]


def test_opening_a_book_sweeps_a_killed_video_adds_stills(tmp_path, dead_pid, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    stills = left(root / "photos" / f".stills.{dead_pid}.a1b2c3d4.staging", folder=True)
    part = left(root / "photos" / f".x.png.{dead_pid}.a1b2c3d4.part")
    assert main(["check", str(root)]) == 0
    assert not stills.exists() and not part.exists()


def test_build_sweeps_a_killed_builds_temporary_pdf(tmp_path, dead_pid, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    killed = left(out / f".b.pdf.{dead_pid}.k9k9k9k9.qt.tmp")
    assert main(["build", str(root), "-o", str(out / "b.pdf"), "--engine", "sketch"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["b.pdf"] and not killed.exists()


def test_pack_never_writes_over_the_book_or_another_file(tmp_path, capsys):
    """``pack -o`` pointed at the book's own book.json, one of its photos, the book folder, a story or a name
    without .zip is refused in one line and nothing changes (it used to zip over book.json, exit 0)."""
    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    story = tmp_path / "story.md"
    story.write_text("# A\n", encoding="utf-8")
    targets = {
        root / "book.json": "the archive must be a .zip file name",
        root / "photos" / project.book.pages[0].photo: "the archive must be a .zip file name",
        root / "inside.zip": "is inside the book folder; write the archive somewhere else",
        story: "the archive must be a .zip file name",
        tmp_path / "folder.zip": "is a folder; give a file name such as",
        tmp_path / "notes.zip": "exists and is not a packed book; it was left alone",
    }
    (tmp_path / "folder.zip").mkdir()
    (tmp_path / "notes.zip").write_text("my notes", encoding="utf-8")
    before = snapshot(tmp_path)
    for target, said in targets.items():
        assert main(["pack", str(root), "-o", str(target)]) == 1
        assert said in one_line(capsys.readouterr().err), target
    assert snapshot(tmp_path) == before
    assert main(["pack", str(root), "-o", str(tmp_path / "b.zip")]) == 0  # a zip beside it, and again over it
    assert main(["pack", str(root), "-o", str(tmp_path / "b.zip")]) == 0
