"""The door of the closed world (issue 23, item 1): ``book.json``, ``book.json.bak``, the locks and the
folders the product writes into are the book's own — a symbolic link in their place (a folder copied as it
is from a USB stick, rsync or a synced cloud folder) is refused in one line naming it, before anything is
read, copied, packed or written through it."""

from __future__ import annotations

import json
import os

import pytest

from app.book.closed import OutsideBookError
from app.book.project import BookProject
from app.cli import main
from tests.hostile_helpers import make_book, one_line, snapshot


@pytest.fixture
def outside(tmp_path):
    """A folder outside the book holding a valid book.json of someone else's (a secret title)."""
    folder = tmp_path / "home"
    folder.mkdir()
    (folder / "secret.json").write_text(json.dumps({"title": "SECRET-TITLE"}), encoding="utf-8")
    return folder


@pytest.mark.parametrize("command", ["check", "build", "pack"])
def test_book_json_as_a_link_out_is_refused_before_it_is_read(tmp_path, outside, command, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    (root / "book.json").unlink()
    os.symlink(outside / "secret.json", root / "book.json")
    before = snapshot(tmp_path)
    argv = {"check": ["check", str(root)], "build": ["build", str(root), "-o", str(tmp_path / "o.pdf")],
            "pack": ["pack", str(root), "-o", str(tmp_path / "o.zip")]}[command]  # fmt: skip
    assert main(argv) == 1
    out, err = capsys.readouterr()
    line = one_line(err)
    assert (
        line.startswith("memorybook: error: ") and "'book.json'" in line and "outside the book folder" in line
    )
    assert "SECRET-TITLE" not in out + err
    assert snapshot(tmp_path) == before  # no .bak copy of the secret, no PDF, no archive, no temp file


def test_a_link_in_place_of_the_backup_is_never_written_through(tmp_path, outside):
    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    (root / "book.json.bak").unlink(missing_ok=True)
    os.symlink(outside / "secret.json", root / "book.json.bak")
    secret = (outside / "secret.json").read_bytes()
    with pytest.raises(OutsideBookError) as caught:
        BookProject.open(root)
    assert "'book.json.bak'" in one_line(str(caught.value))
    project.book.title = "changed"
    with pytest.raises(OutsideBookError):
        project.save()  # a link put in after opening: refused too
    assert (outside / "secret.json").read_bytes() == secret
    assert json.loads((root / "book.json").read_text(encoding="utf-8"))["title"] == "Hostile"


@pytest.mark.parametrize("lock", ["book.json.lock", "book.lock"])
def test_a_lock_that_is_a_link_is_refused_by_name(tmp_path, outside, lock):
    from app.book.lock import lock_book

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    os.symlink(outside / "secret.json", root / lock)
    secret = (outside / "secret.json").read_bytes()
    with pytest.raises(OutsideBookError) as caught:
        project.save() if lock == "book.json.lock" else lock_book(root)
    assert f"'{lock}'" in one_line(str(caught.value))
    assert (outside / "secret.json").read_bytes() == secret and (root / lock).is_symlink()


def test_a_fifo_in_place_of_book_json_is_refused_without_opening_it(tmp_path, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    (root / "book.json").unlink()
    os.mkfifo(root / "book.json")  # opening it for reading would hang for ever
    assert main(["check", str(root)]) == 1
    assert "'book.json'" in one_line(capsys.readouterr().err)


def test_a_photos_folder_linked_out_takes_no_photo(tmp_path, outside, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    os.rename(root / "photos", outside / "photos")
    os.symlink(outside / "photos", root / "photos")
    before = snapshot(outside)
    assert main(["person", "add", str(root), "Gran", "--photos", str(tmp_path / "p.png")]) == 1
    assert "'photos'" in one_line(capsys.readouterr().err)
    assert snapshot(outside) == before


def test_the_refusal_is_translated(tmp_path, outside):
    from words import message_of, say

    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    (root / "book.json").unlink()
    os.symlink(outside / "secret.json", root / "book.json")
    with pytest.raises(OutsideBookError) as caught:
        BookProject.open(root)
    shown = say(message_of(caught.value), "zh")
    assert shown != str(caught.value) and "book.json" in shown and "outside the book" not in shown, shown


def test_a_book_json_turned_into_a_link_after_opening_is_never_merged_in(tmp_path, outside):
    from app.book.merge import merge_from_disk, read_disk

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    (root / "book.json").unlink()
    os.symlink(outside / "secret.json", root / "book.json")
    assert read_disk(root) == (None, ())
    assert merge_from_disk(project) is False and project.book.title == "Hostile"
