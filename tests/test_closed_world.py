"""A book is a closed world (app.book.closed): every name in book.json, a story script or on disk stays
inside its folder — refused on open, unpack, build, the app's export and train, with one line naming the
field, and the same words whether or not the outside file exists."""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from app.book.closed import OutsideBookError
from app.book.errors import BookError, BookFileError
from app.book.model import Book, Page, Person
from app.book.project import BookProject
from app.cli import main

SECRET_PIXEL = (13, 250, 7)


@pytest.fixture
def outside(tmp_path) -> Path:
    """A picture outside any book: what a hostile book would like printed."""
    folder = tmp_path / "home"
    folder.mkdir()
    Image.new("RGB", (320, 240), SECRET_PIXEL).save(folder / "secret.png")
    (folder / "secret.safetensors").write_bytes(b"\0" * 64)
    return folder


def make_book(root: Path, tmp_path: Path) -> BookProject:
    """A one-page book with a stored photo, a cover photo and a person with that photo as reference."""
    photo = tmp_path / "cat.png"
    Image.new("RGB", (200, 150), (120, 90, 60)).save(photo)
    project = BookProject.create(root, Book(title="Closed", language="en"))
    name = project.add_photo(photo)
    project.book.cover_photo = name
    project.book.pages.append(Page(title="P", text="a page", photo=name))
    project.book.people.append(Person(name="Grandma", photos=[name]))
    project.save()
    return project


FIELDS = {
    "cover_photo": lambda data, v: data.update(cover_photo=v),
    "pages.0.photo": lambda data, v: data["pages"][0].update(photo=v),
    "pages.0.illustration": lambda data, v: data["pages"][0].update(illustration=v),
    "pages.0.history.0": lambda data, v: data["pages"][0].update(history=[v]),
    "people.0.photos.0": lambda data, v: data["people"][0].update(photos=[v]),
    "people.0.lora": lambda data, v: data["people"][0].update(lora=v),
    "photos": lambda data, v: data["photos"].update({v: next(iter(data["photos"].values()))}),
}


def hostile_json(root: Path, field: str, value: str) -> None:
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    FIELDS[field](data, value)
    (root / "book.json").write_text(json.dumps(data), encoding="utf-8")


def values(outside: Path, name: str) -> list[str]:
    """The ways out: up and out, an absolute path, a Windows path."""
    return [f"../../home/{name}", str(outside / name), f"..\\..\\home\\{name}"]


def one_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


@pytest.mark.parametrize("field", sorted(FIELDS))
def test_open_refuses_each_field_leading_out_naming_it(tmp_path, outside, field):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    name = "secret.safetensors" if field.endswith("lora") else "secret.png"
    for value in values(outside, name):
        hostile_json(root, field, value)
        with pytest.raises(BookFileError) as caught:
            BookProject.open(root)
        message = one_line(str(caught.value))
        assert f"field '{field.removesuffix('.0') if field == 'photos' else field}" in message
        assert "inside the book folder" in message


def test_refusal_does_not_tell_whether_the_outside_file_exists(tmp_path, outside):
    messages = []
    for name in ("secret.png", "nothing-here.png"):
        root = tmp_path / f"{name}.mbook"
        make_book(root, tmp_path)
        hostile_json(root, "pages.0.photo", f"../../home/{name}")
        with pytest.raises(BookFileError) as caught:
            BookProject.open(root)
        messages.append(str(caught.value).replace(str(root), "BOOK").replace(name, "NAME"))
    assert messages[0] == messages[1]


def test_a_link_out_of_the_book_is_refused_with_the_same_words_target_or_not(tmp_path, outside):
    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    stored = root / "photos" / project.book.pages[0].photo
    messages = []
    for target in (outside / "secret.png", outside / "nothing-here.png"):
        stored.unlink()
        os.symlink(target, stored)
        with pytest.raises(OutsideBookError) as caught:
            BookProject.open(root)
        messages.append(one_line(str(caught.value)))
        assert "field 'photos." in messages[-1] and "outside the book folder" in messages[-1]
    assert messages[0] == messages[1]


@pytest.mark.parametrize("field", sorted(FIELDS))
def test_unpack_refuses_a_packed_book_leading_out(tmp_path, outside, field, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    hostile_json(root, field, "../../home/secret.png" if field != "people.0.lora" else "loras/../../x")
    archive = tmp_path / "hostile.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in sorted(root.rglob("*")):
            if path.is_file() and path.name != "book.json.bak":
                zf.write(path, path.relative_to(root).as_posix())
    assert main(["unpack", str(archive), str(tmp_path / "received")]) == 1
    line = one_line(capsys.readouterr().err)
    assert str(archive) in line and "field '" in line and field.split(".")[0] in line
    assert not (tmp_path / "received").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.mbook", "cat.png", "home", "hostile.zip"]


@pytest.mark.parametrize("field", sorted(FIELDS))
@pytest.mark.parametrize("command", ["build", "train", "pack", "person"])
def test_commands_refuse_before_reading_anything(tmp_path, outside, command, field, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    hostile_json(root, field, str(outside / "secret.png"))
    argv = {
        "build": ["build", str(root), "-o", str(tmp_path / "out.pdf"), "--engine", "sketch"],
        "train": ["train", str(root), "--person", "Grandma", "--model", str(tmp_path / "no-model")],
        "pack": ["pack", str(root)],
        "person": ["person", "add", str(root), "Grandpa", "--photos", str(tmp_path / "cat.png")],
    }[command]
    assert main(argv) == 1
    line = one_line(capsys.readouterr().err)
    assert f"field '{field.split('.0')[0]}" in line and "inside the book folder" in line
    assert not (tmp_path / "out.pdf").exists() and not (root / "cache").exists()
    assert not (tmp_path / "b.zip").exists()


def test_build_refuses_a_stored_photo_turned_into_a_link_after_opening(tmp_path, outside):
    from app.build import BuildRequest, build_book

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    stored = root / "photos" / project.book.pages[0].photo
    stored.unlink()
    os.symlink(outside / "secret.png", stored)
    with pytest.raises(OutsideBookError, match="outside the book folder"):
        build_book(project, tmp_path / "out.pdf", BuildRequest(engine="sketch"))
    assert not (tmp_path / "out.pdf").exists()


def test_the_apps_export_never_prints_an_outside_picture(qtbot, tmp_path, outside):
    """A book opened in the app whose photo becomes a link out: export refuses with one line, no PDF."""
    from app.settings import Settings
    from app.viewmodels.book import BookViewModel
    from app.viewmodels.exporter import ExportOptions, ExportViewModel
    from app.viewmodels.illustrate import IllustratorCache
    from app.viewmodels.worker import WorkerBridge

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    book_vm = BookViewModel(autosave_ms=200)
    assert book_vm.open(root)
    stored = root / "photos" / project.book.pages[0].photo
    stored.unlink()
    os.symlink(outside / "secret.png", stored)
    bridge = WorkerBridge()
    exporter = ExportViewModel(book_vm, bridge, Settings(engine="sketch"), IllustratorCache())
    out = tmp_path / "out.pdf"
    with qtbot.waitSignal(exporter.error_changed, timeout=60000) as blocker:
        exporter.export(out, ExportOptions(trim="a5", bleed=False, large_print=True))
    message = one_line(blocker.args[0])
    assert "outside the book folder" in message or "书" in message
    assert not out.exists()
    bridge.shutdown()


@pytest.mark.parametrize("field", sorted(FIELDS))
def test_the_app_shows_the_refusal_and_opens_nothing(qtbot, tmp_path, outside, field):
    from app.viewmodels.book import BookViewModel

    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    hostile_json(root, field, str(outside / "secret.safetensors"))
    vm = BookViewModel(autosave_ms=200)
    with qtbot.waitSignal(vm.error_changed, timeout=30_000) as blocker:
        assert not vm.open(root)
    assert f"field '{field.split('.0')[0]}" in one_line(blocker.args[0]) and vm.project is None


@pytest.mark.parametrize("name", ["../home/secret.png", "/etc/hostname", "a/../../home/secret.png"])
def test_a_story_photo_must_stay_in_the_photo_folder(tmp_path, outside, name):
    from app.book.story import create_book_from_story

    photos = tmp_path / "photos"
    photos.mkdir()
    story = tmp_path / "s.md"
    story.write_text(f"# T\n## P1\nphoto: {name}\n\nok\n", encoding="utf-8")
    with pytest.raises(OutsideBookError) as caught:
        create_book_from_story(story, tmp_path / "out.mbook", photos)
    assert one_line(str(caught.value)).startswith("page 1 (P1): photo: ")
    assert not (tmp_path / "out.mbook").exists()


def test_a_link_in_the_photo_folder_leading_out_is_not_followed(tmp_path, outside):
    from app.book.story import create_book_from_story

    photos = tmp_path / "photos"
    photos.mkdir()
    os.symlink(outside / "secret.png", photos / "cat.png")
    story = tmp_path / "s.md"
    story.write_text("# T\n## P1\nphoto: cat.png\n\nok\n", encoding="utf-8")
    with pytest.raises(BookError, match="cat.png: is a link leading outside .*photos; copy the photo itself"):
        create_book_from_story(story, tmp_path / "out.mbook", photos)


def test_sidecar_paths_are_never_opened(tmp_path, outside):
    """A sidecar naming an outside photo or LoRA changes nothing: only its engine, model and seed are read."""
    from app.build import BuildRequest, build_book

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    build_book(project, tmp_path / "first.pdf", BuildRequest(engine="sketch"))
    key = project.book.pages[0].illustration
    sidecar = project.illustration_sidecar(key)
    sidecar["request"]["photo_path"] = str(outside / "secret.png")
    (root / "illustrations" / f"{key}.json").write_text(json.dumps(sidecar), encoding="utf-8")
    project = BookProject.open(root)
    build_book(project, tmp_path / "second.pdf", BuildRequest(engine="sketch"))
    assert project.book.pages[0].illustration == key  # the cached picture, not one drawn from the sidecar


def test_a_book_folder_that_is_a_link_out_is_refused(tmp_path, outside):
    import shutil

    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    shutil.copytree(root / "photos", outside / "photos")
    shutil.rmtree(root / "photos")
    os.symlink(outside / "photos", root / "photos")
    with pytest.raises(OutsideBookError, match=r"field '(photos|cover_photo)"):
        BookProject.open(root)
    assert project.book.pages[0].photo  # (the book itself was fine)
