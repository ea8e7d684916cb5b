"""A book folder zipped by hand (Explorer, Finder, PowerShell) opens: its one top folder is taken off, GBK
names are read as meant, and the folder's own leftovers are left out and named; a name twice or a control
character in a name is refused before anything is written."""

from __future__ import annotations

import warnings
import zipfile

import pytest

from app.book.errors import BookError
from app.book.project import BookProject
from app.cli import main
from tests.hostile_helpers import make_book, one_line, snapshot


def hand_zip(project: BookProject, archive, top="Waipo.mbook", extra=()):
    """Zip the whole book folder as a person would: the folder itself, with its cache and leftovers."""
    (project.root / "cache" / "upright").mkdir(parents=True, exist_ok=True)
    (project.root / "cache" / "upright" / "x.png").write_bytes(b"cached")
    (project.root / ".DS_Store").write_bytes(b"finder")
    project.save()  # a second save: book.json.bak exists
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr(f"{top}/", b"")
        for path in sorted(project.root.rglob("*")):
            name = f"{top}/{path.relative_to(project.root).as_posix()}"
            zf.write(path, name + ("/" if path.is_dir() else ""))
        zf.writestr(f"__MACOSX/{top}/._book.json", b"resource fork")
        for name, data in extra:
            zf.writestr(name, data)
    return archive


def test_a_book_folder_zipped_by_hand_opens_and_names_what_it_left_out(tmp_path, capsys):
    project = make_book(tmp_path / "Waipo.mbook", tmp_path)
    archive = hand_zip(project, tmp_path / "by-hand.zip")
    assert (project.root / "book.json.bak").is_file()
    assert main(["unpack", str(archive), str(tmp_path / "got.mbook")]) == 0
    out = capsys.readouterr().out
    opened = BookProject.open(tmp_path / "got.mbook")
    assert opened.book == BookProject.open(project.root).book
    assert (
        opened.photo_path(opened.book.pages[0].photo).read_bytes()
        == project.photo_path(project.book.pages[0].photo).read_bytes()
    )
    assert not (opened.root / "cache" / "upright" / "x.png").exists()
    assert not (opened.root / "book.json.bak").exists() and not (opened.root / ".DS_Store").exists()
    left = next(line for line in out.splitlines() if line.startswith("left out"))
    for name in (
        ".DS_Store",
        "book.json.bak",
        "cache/upright/x.png",
        f"__MACOSX/{project.root.name}/._book.json",
    ):
        assert name in left, left


def test_names_without_the_utf8_flag_are_read_as_the_chinese_windows_code_page(tmp_path):
    project = make_book(tmp_path / "b.mbook", tmp_path)
    archive = tmp_path / "gbk.zip"
    gbk = "recordings/外婆的话.wav".encode("gb18030")
    placeholder = b"recordings/" + b"X" * (len(gbk) - len(b"recordings/"))
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(project.root / "book.json", "book.json")
        zf.write(project.photo_path(project.book.pages[0].photo), f"photos/{project.book.pages[0].photo}")
        zf.writestr(placeholder.decode("ascii"), b"RIFF")
    archive.write_bytes(archive.read_bytes().replace(placeholder, gbk))  # what Explorer writes: no flag 11
    with zipfile.ZipFile(archive) as zf:
        assert not zf.infolist()[-1].flag_bits & 0x800
    opened = BookProject.unpack(archive, tmp_path / "got.mbook")
    assert (opened.root / "recordings" / "外婆的话.wav").read_bytes() == b"RIFF"


@pytest.mark.parametrize(
    ("names", "said"),
    [
        (
            ["book.json", "book.json"],
            "holds 'book.json' twice (changed after it was made); ask for the book again",
        ),
        (["book.json", "photos/A.png", "photos/a.png"], "holds 'photos/a.png' twice"),
        (
            ["book.json", "photos/a\x1b[2J.png"],
            r"an entry name holds a control character ('photos/a\x1b[2J.png')",
        ),
        (
            ["Top/book.json", "Other/photos/a.png"],
            "no book.json at its top or in one folder around everything",
        ),
        (["Top/book.json", "Top/../../evil.txt"], "unexpected entry 'Top/../../evil.txt'"),
        (["Top/book.json", "Top/notes.txt"], "unexpected entry 'Top/notes.txt'"),
    ],
)
def test_a_name_twice_a_control_character_or_a_stray_entry_is_refused_before_writing(tmp_path, names, said):
    project = make_book(tmp_path / "b.mbook", tmp_path)
    archive = tmp_path / "bad.zip"
    with warnings.catch_warnings(), zipfile.ZipFile(archive, "w") as zf:
        warnings.simplefilter("ignore", UserWarning)  # zipfile warns of a duplicate name; it writes it anyway
        for name in names:  # writestr: the name as given (write() would tidy "..")
            zf.writestr(name, (project.root / "book.json").read_bytes())
    before = snapshot(tmp_path)
    with pytest.raises(BookError) as refused:
        BookProject.unpack(archive, tmp_path / "got.mbook")
    assert said in one_line(str(refused.value)), refused.value
    assert snapshot(tmp_path) == before
