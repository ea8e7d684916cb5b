"""Book folders on disk: round trip, atomic saves with a backup, refusing damaged files, hand-off zips."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import zipfile

import pytest
from PIL import Image

from app.book.errors import BookError, BookFileError
from app.book.model import SCHEMA_VERSION, Book, Page, Person
from app.book.project import BookProject
from tests.conftest import REPO
from words import Message, message_of


def _code(err) -> str:
    """The code of what a refusal says after its place."""
    return message_of(err.value).params["message"].code


def make_book(tmp_path, name="Waipo.mbook"):
    book = Book(title="外婆的弄堂", subtitle="副", language="zh")
    book.pages.append(Page(title="晒被子", text="那年夏天，弄堂两边的竹竿上晒满了被子。", scene="quilts"))
    book.people.append(Person(name="外婆", trigger="waipo"))
    return BookProject.create(tmp_path / name, book)


def test_round_trip_keeps_everything(tmp_path):
    project = make_book(tmp_path)
    again = BookProject.open(project.root)
    assert again.book == project.book
    data = json.loads((project.root / "book.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["pages"][0]["text"].startswith("那年夏天")
    for folder in ("photos", "illustrations", "loras"):
        assert (project.root / folder).is_dir()


def test_save_keeps_previous_version_as_backup(tmp_path):
    project = make_book(tmp_path)
    first = (project.root / "book.json").read_bytes()
    project.book.title = "新标题"
    project.save()
    assert (project.root / "book.json.bak").read_bytes() == first
    assert BookProject.open(project.root).book.title == "新标题"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b'{"schema_version": 1, "title": "x", "pages": [', "damaged or truncated"),
        (b"\xff\xfe garbage", "damaged or truncated"),
        (b"[1, 2]", "expected a JSON object"),
        (b'{"schema_version": 99, "title": "x"}', "newer Memory Picture Book"),
        (b'{"schema_version": 1, "title": "x", "pages": [{"strength": 1.5}]}', "pages.0.strength"),
        (b'{"schema_version": 1, "title": ""}', "field 'title'"),
    ],
)
def test_damaged_or_newer_book_is_refused_in_one_line_and_left_alone(tmp_path, content, expected):
    project = make_book(tmp_path)
    path = project.root / "book.json"
    path.write_bytes(content)
    with pytest.raises(BookFileError) as err:
        BookProject.open(project.root)
    message = str(err.value)
    assert expected in message and "\n" not in message
    assert str(path) in message
    assert path.read_bytes() == content


def test_open_names_missing_folder_and_file(tmp_path):
    with pytest.raises(BookFileError) as err:
        BookProject.open(tmp_path / "nope")
    assert message_of(err.value) == Message(
        "located", where=str(tmp_path / "nope"), message=Message("book.folder.missing")
    )
    (tmp_path / "empty").mkdir()
    with pytest.raises(BookFileError) as err:
        BookProject.open(tmp_path / "empty")
    assert _code(err) == "book.folder.no_book_file"


def test_create_refuses_non_empty_folder(tmp_path):
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "letter.txt").write_text("keep me")
    with pytest.raises(BookError, match="not empty"):
        BookProject.create(tmp_path / "full", Book(title="x"))
    assert (tmp_path / "full" / "letter.txt").read_text() == "keep me"


KILL_MID_SAVE = textwrap.dedent(
    """
    import os, sys
    sys.path.insert(0, {repo!r})
    from app.book.project import BookProject
    import app.book.fileio as fileio
    project = BookProject.open({root!r})
    project.book.dedication = "half-written " * 50
    real_fdopen = os.fdopen
    class Dying:
        def __init__(self, handle): self.handle = handle
        def __enter__(self): return self
        def __exit__(self, *a): return False
        def write(self, data):
            self.handle.write(data[: len(data) // 2]); self.handle.flush()
            os._exit(9)   # the process dies half way through writing
        def __getattr__(self, name): return getattr(self.handle, name)
    fileio.os.fdopen = lambda fd, mode: Dying(real_fdopen(fd, mode))
    project.save()
    """
)


def test_save_killed_half_way_leaves_previous_book_intact(tmp_path):
    project = make_book(tmp_path)
    before = (project.root / "book.json").read_bytes()
    script = KILL_MID_SAVE.format(repo=str(REPO), root=str(project.root))
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 9, result.stderr
    assert (project.root / "book.json").read_bytes() == before
    assert BookProject.open(project.root).book.title == "外婆的弄堂"


def test_illustrations_are_stored_with_sidecars(tmp_path):
    project = make_book(tmp_path)
    image = Image.new("RGB", (32, 16), (200, 100, 50))
    project.store_illustration("abc", image, {"request": {"seed": 1}, "info": {"engine": "sketch"}})
    assert project.has_illustration("abc")
    assert project.load_illustration("abc").getpixel((0, 0)) == (200, 100, 50)
    assert project.illustration_sidecar("abc")["info"]["engine"] == "sketch"
    assert not project.has_illustration("missing")
    with pytest.raises(BookError, match="build the book again"):
        project.load_illustration("missing")


def test_pack_and_unpack_hand_off(tmp_path):
    project = make_book(tmp_path)
    project.store_illustration("k1", Image.new("RGB", (8, 8)), {"request": {}, "info": {}})
    archive = project.pack(tmp_path / "handoff.zip")
    opened = BookProject.unpack(archive, tmp_path / "other-computer" / "Waipo.mbook")
    assert opened.book == project.book
    assert opened.has_illustration("k1")
    with pytest.raises(BookError) as err:
        BookProject.unpack(archive, opened.root)
    assert _code(err) == "book.archive.target_exists"


def test_unpack_refuses_unsafe_or_foreign_archives(tmp_path):
    evil = tmp_path / "evil.zip"
    with zipfile.ZipFile(evil, "w") as zf:
        zf.writestr("book.json", Book(title="x").model_dump_json())
        zf.writestr("../../escape.txt", "boo")
    with pytest.raises(BookError) as err:
        BookProject.unpack(evil, tmp_path / "out")
    assert _code(err) == "book.archive.unexpected_entry"
    assert not (tmp_path / "out").exists()
    foreign = tmp_path / "holiday.zip"
    with zipfile.ZipFile(foreign, "w") as zf:
        zf.writestr("readme.txt", "hi")
    with pytest.raises(BookError) as err:
        BookProject.unpack(foreign, tmp_path / "out")
    assert _code(err) == "book.archive.no_book_file"
    (tmp_path / "notzip.zip").write_text("hello")
    with pytest.raises(BookError) as err:
        BookProject.unpack(tmp_path / "notzip.zip", tmp_path / "out")
    assert _code(err) == "book.archive.not_zip"
    assert not (tmp_path / "out").exists()
