"""One bad file never stops the rest: story import, ``person add`` (atomic), ``photos check`` and the app
take every good photo and name each refused one; FIFOs and devices are refused unopened; names that are not
UTF-8 never crash; a 108-megapixel JPEG comes in reduced, only true bombs are refused."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from app.book.errors import BookError, PhotoError
from app.book.intake import store_photos
from app.book.photos import MAX_PIXELS, check_photo, load_photo
from app.book.project import BookProject
from app.cli import main
from app.cli.book_cmds import EXIT_SOME_REFUSED
from tests.conftest import REPO
from tests.no_work import finishes, pixels_never_decoded
from words import Message, message_of

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
NON_UTF8 = os.fsdecode(b"caf\xe9 1998.jpg")  # Latin-1 bytes, as a Windows zip unpacked on Linux names them


@pytest.fixture
def photos(tmp_path, sample_data) -> Path:
    """A folder a family hands over: two good photos, a truncated one, a text file, a FIFO."""
    folder = tmp_path / "photos"
    folder.mkdir()
    Image.open(sample_data / "photos" / "coffee.png").save(folder / "coffee.jpg")
    Image.open(sample_data / "photos" / "chelsea.png").save(folder / "cat.png")
    (folder / "cut.jpg").write_bytes((sample_data / "photos-hard" / "truncated.jpg").read_bytes())
    (folder / "list.jpg").write_bytes(b"milk, eggs\n")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.jpg")
    return folder


@needs_fifo
def test_new_from_story_takes_every_good_photo_and_lists_the_rest(tmp_path, photos, capsys):
    story = tmp_path / "s.md"
    pages = ["coffee.jpg", "cut.jpg", "cat.png", "pipe.jpg", "list.jpg"]
    story.write_text(
        "# T\n" + "".join(f"## P{i}\nphoto: {name}\n\ntext {i}\n" for i, name in enumerate(pages, 1)),
        encoding="utf-8",
    )
    start = time.perf_counter()
    status = main(["new", str(tmp_path / "b.mbook"), "--from", str(story), "--photos", str(photos)])
    assert time.perf_counter() - start < 30  # the FIFO did not hang it
    assert status == EXIT_SOME_REFUSED
    err = capsys.readouterr().err.strip().splitlines()
    assert [line.split(":")[0] for line in err] == ["refused"] * 3
    assert "page 2 (P2)" in err[0] and "cut.jpg" in err[0] and "cut off" in err[0]
    assert "page 4 (P4)" in err[1] and "not a regular file" in err[1]
    assert "page 5 (P5)" in err[2] and "not a picture file" in err[2]
    book = BookProject.open(tmp_path / "b.mbook").book
    assert [bool(p.photo) for p in book.pages] == [True, False, True, False, False]
    assert len(book.photos) == 2


def test_new_help_documents_the_exit_status(capsys):
    with pytest.raises(SystemExit):
        main(["new", "--help"])
    assert f"{EXIT_SOME_REFUSED} done, but some photos could not come in" in capsys.readouterr().out


@needs_fifo
def test_person_add_keeps_the_good_photos_and_lists_the_bad(tmp_path, photos, capsys):
    assert main(["new", str(tmp_path / "b.mbook"), "--lang", "en"]) == 0
    argv = ["person", "add", str(tmp_path / "b.mbook"), "Grandma", "--photos"]
    argv += [str(photos / n) for n in ("cut.jpg", "coffee.jpg", "pipe.jpg", "cat.png")]
    assert main(argv) == EXIT_SOME_REFUSED
    err = capsys.readouterr().err
    assert "cut.jpg" in err and "pipe.jpg" in err and "Traceback" not in err
    project = BookProject.open(tmp_path / "b.mbook")
    person = project.book.person("Grandma")
    assert len(person.photos) == 2
    assert sorted(os.listdir(project.root / "photos")) == sorted(person.photos)


def test_person_add_with_only_bad_photos_adds_and_stores_nothing(tmp_path, photos, capsys):
    assert main(["new", str(tmp_path / "b.mbook"), "--lang", "en"]) == 0
    argv = ["person", "add", str(tmp_path / "b.mbook"), "Grandma", "--photos", str(photos / "cut.jpg")]
    assert main(argv) == 1
    assert "nothing was added" in capsys.readouterr().err
    project = BookProject.open(tmp_path / "b.mbook")
    assert project.book.people == [] and os.listdir(project.root / "photos") == []


def test_store_photos_is_all_good_photos_or_nothing_when_the_folder_fails(tmp_path, photos, monkeypatch):
    from app.book import intake

    target = tmp_path / "store"
    target.mkdir()
    real = intake.store_photo

    def failing(path, folder):
        if Path(path).name == "cat.png":
            raise BookError(f"{folder}: cannot store the photo {path} there (No space left on device)")
        return real(path, folder)

    monkeypatch.setattr(intake, "store_photo", failing)
    with pytest.raises(BookError, match="No space left"):
        store_photos([photos / "coffee.jpg", photos / "cut.jpg", photos / "cat.png"], target)
    assert os.listdir(target) == []  # the coffee photo stored first was taken back
    done = store_photos([photos / "coffee.jpg", photos / "list.jpg"], target)
    assert (
        len(done.stored) == 1
        and len(done.refused) == 1
        and done.refused[0].params["where"].endswith("list.jpg")
    )


@needs_fifo
def test_a_fifo_or_device_is_refused_without_being_opened(tmp_path, capsys):
    os.mkfifo(tmp_path / "f.jpg")
    for path in (tmp_path / "f.jpg", Path("/dev/zero")):
        with pytest.raises(PhotoError) as err:
            finishes(load_photo, path)  # opening the FIFO to read it would hang
        assert message_of(err.value).params["message"] == Message("book.photo.not_regular")
        assert not finishes(check_photo, path).ok
    assert finishes(main, ["photos", "check", str(tmp_path)]) == 1  # a folder holding it: listed, not skipped
    assert "f.jpg: not a regular file" in capsys.readouterr().out


@needs_fifo
def test_the_app_refuses_a_fifo_on_its_worker_and_stays_responsive(qtbot, tmp_path):
    from app.viewmodels.book import BookViewModel
    from app.viewmodels.worker import WorkerBridge

    os.mkfifo(tmp_path / "f.jpg")
    vm = BookViewModel(autosave_ms=200)
    assert vm.create_blank(tmp_path / "b.mbook", "B", "en")
    bridge = WorkerBridge()
    vm.attach(bridge)
    try:
        with qtbot.waitSignal(vm.error_changed, timeout=10000) as blocker:
            assert vm.add_photo(vm.book.pages[0].id, tmp_path / "f.jpg")
        assert "not a regular file" in blocker.args[0] or "f.jpg" in blocker.args[0]
    finally:
        assert bridge.shutdown(10000)


@needs_fifo
def test_the_apps_reference_photos_take_the_good_and_name_the_bad_in_one_line(qtbot, tmp_path, photos):
    from app.viewmodels.book import BookViewModel

    vm = BookViewModel(autosave_ms=200)
    assert vm.create_blank(tmp_path / "b.mbook", "B", "en")
    person = vm.add_person("Grandma")
    paths = [photos / n for n in ("coffee.jpg", "cut.jpg", "pipe.jpg", "cat.png")]
    with qtbot.waitSignal(vm.error_changed, timeout=30_000) as blocker:
        assert vm.add_person_photos(person.id, paths) == 2
    line = blocker.args[0]
    assert "\n" not in line and "cut.jpg" in line and "pipe.jpg" in line
    assert len(vm.book.person(person.id).photos) == 2
    vm.undo_stack.undo()
    assert vm.book.person(person.id).photos == []  # one undo step


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="names are bytes only on Linux-like systems")
def test_names_that_are_not_utf8_never_crash(tmp_path, sample_data):
    folder = tmp_path / "zip-from-windows"
    folder.mkdir()
    Image.open(sample_data / "photos" / "coffee.png").save(folder / NON_UTF8)
    (folder / os.fsdecode(b"bad\xff.jpg")).write_bytes(b"not a photo")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONIOENCODING"} | {"PYTHONPATH": str(REPO)}

    def cli(*argv: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "app.cli", *argv], cwd=REPO, capture_output=True, env=env, timeout=120
        )

    done = cli("photos", "check", str(folder))
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert done.returncode == 1 and "Traceback" not in err, err
    assert "caf\ufffd 1998.jpg" in out and "bad\ufffd.jpg" in out
    done = cli("new", str(tmp_path / os.fsdecode(b"Gro\xdfmutter.mbook")), "--lang", "en")  # printed back
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    book = tmp_path / "b.mbook"
    assert main(["new", str(book), "--lang", "en"]) == 0
    assert main(["person", "add", str(book), "Grandma", "--photos", str(folder / NON_UTF8)]) == 0
    project = BookProject.open(book)  # saved and read back: the name is stored by content hash
    (name,) = project.book.person("Grandma").photos
    assert name.isascii() and project.book.photos[name].original_name == "caf\ufffd 1998.jpg"


@pytest.mark.parametrize(
    "pillow_limit", [None, 40_000_000], ids=["below-pillows-limit", "past-pillows-limit"]
)
def test_a_108_megapixel_jpeg_comes_in_reduced_with_a_note(tmp_path, monkeypatch, pillow_limit):
    """Past Pillow's own bomb limit (lowered here, as a 200-MP photo meets the real one) the JPEG plugin opens
    the header itself and the photo comes in reduced all the same."""
    if pillow_limit:
        monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", pillow_limit)
    path = tmp_path / "camera-108mp.jpg"
    Image.new("L", (12000, 9000), 128).save(path, quality=50)
    loaded = load_photo(path)
    assert (loaded.width, loaded.height) == (6000, 4500) and loaded.width * loaded.height <= MAX_PIXELS
    size = Message("book.photo.pixels", width=12000, height=9000)
    assert Message("book.photo.reduced", size=size, reduced="6000×4500") in loaded.warnings


def test_a_true_bomb_jpeg_is_still_refused(tmp_path):
    """A JPEG whose header claims 65000×65000 (4.2 gigapixels): even 1/4 would be too much."""
    small = tmp_path / "small.jpg"
    Image.new("RGB", (64, 48), (10, 20, 30)).save(small)
    data = bytearray(small.read_bytes())
    sof = data.index(b"\xff\xc0")
    data[sof + 5 : sof + 9] = (65000).to_bytes(2, "big") + (65000).to_bytes(2, "big")
    (tmp_path / "bomb.jpg").write_bytes(bytes(data))
    with pixels_never_decoded(), pytest.raises(PhotoError, match="megapixels|pixels"):
        load_photo(tmp_path / "bomb.jpg")
