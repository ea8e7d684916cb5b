"""The main job end to end: story + photos → book folder → print-ready PDF, through the command line."""

from __future__ import annotations

import re
import shutil

import pypdf
import pytest

from app.book.project import BookProject
from app.cli import main
from words import Message

FORBIDDEN_LINE_START = "，。、！？：；”’）》」』】…"


def pdf_text(path):
    """The PDF's text with runs of spaces and tabs folded to one space (pypdf may extract spaces as tabs)."""
    text = "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)
    return re.sub(r"[ \t]+", " ", text)


def apostrophe_gap(path, phrase: str) -> tuple[float, float]:
    """In the first page of ``path`` where ``phrase`` (a word with ’, a space, a word) prints: the ink gap
    after ’ and the ink gap of the space, in PDF points, from PDFium's glyph boxes."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        for page in pdf:
            textpage = page.get_textpage()
            boxes = []
            for i in range(textpage.count_chars()):
                ch = textpage.get_text_range(i, 1)
                if ch.strip():
                    left, _, right, _ = textpage.get_charbox(i)
                    boxes.append((ch, left, right))
            printed = "".join(ch for ch, _, _ in boxes)
            at = printed.find(phrase.replace(" ", ""))
            if at >= 0:
                q = at + phrase.index("’")
                s = at + phrase.index(" ")
                return boxes[q + 1][1] - boxes[q][2], boxes[s][1] - boxes[s - 1][2]
    finally:
        pdf.close()
    raise AssertionError(f"{phrase} is not printed in {path}")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_demo_end_to_end(tmp_path, capsys, lang):
    out = tmp_path / f"demo-{lang}.pdf"
    assert main(["demo", "--lang", lang, "-o", str(out), "--engine", "sketch"]) == 0
    summary = capsys.readouterr().out
    assert "pages: 8 of story, 10 in the PDF" in summary and "8 made, 0 reused (sketch)" in summary
    assert str(out) in summary and "text pages: 4 (no photo to draw from" in summary  # 1, 6, 7, 8
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == 10  # cover, 8 story pages, colophon
    text = pdf_text(out)
    if lang == "zh":
        assert "外婆的弄堂" in text and "阿花是外婆养了十四年的猫" in text.replace("\n", "")
        from tests.test_paginate import lines_by_position

        for index in range(len(reader.pages)):  # lines by glyph position (pypdf breaks at a font change)
            for line in lines_by_position(out, index):
                assert line[0] not in FORBIDDEN_LINE_START, line
    else:
        assert "Grandma’s Lane" in text and "Ahua" in text  # printed with a curly apostrophe
        gap, space = apostrophe_gap(out, "Grandma’s Lane")
        assert gap < 0.5 * space, (gap, space)  # issue 24: "Grandma’ s" (’ from the full-width font)
    data = out.read_bytes()
    assert b"/DCTDecode" in data and b"Exif" not in data
    assert b"/FontFile2" in data


def test_new_build_rebuild_and_bleed(tmp_path, capsys, sample_data):
    book = tmp_path / "Waipo.mbook"
    assert main(["new", str(book), "--from", str(sample_data / "stories" / "waipo-en.md")]) == 0
    out = tmp_path / "w.pdf"
    assert main(["build", str(book), "-o", str(out), "--size", "square", "--bleed"]) == 0
    assert "8 made, 0 reused" in capsys.readouterr().out
    box = pypdf.PdfReader(out).pages[1]
    assert (
        round(float(box.trimbox.width) * 25.4 / 72) == 210
        and round(float(box.bleedbox.width) * 25.4 / 72) == 216
    )
    project = BookProject.open(book)
    project.book.pages[2].text += " She purred."
    project.save()
    assert main(["build", str(book), "-o", str(out)]) == 0
    assert "0 made, 8 reused" in capsys.readouterr().out  # the sketch draws the photo, not the text
    project = BookProject.open(book)
    project.book.pages[2].seed = 99
    project.save()
    assert main(["build", str(book), "-o", str(out)]) == 0
    assert "1 made, 7 reused" in capsys.readouterr().out


def test_awkward_family_photos_build_into_a_clean_pdf(tmp_path, capsys, sample_data):
    hard = sample_data / "photos-hard"
    names = [
        "phone-exif-orientation-6.jpg",
        "phone.heic",
        "cmyk.jpg",
        "gray-16bit.png",
        "palette-transparent.png",
        "animated.gif",
        "tiny-16px.png",
        "panorama-15to1.jpg",
        "外婆 的猫 (1998).jpg",
    ]
    photos = tmp_path / "photos"
    photos.mkdir()
    for name in names:
        shutil.copy(hard / name, photos / name)
    sections = "\n".join(f"## Page {i}\nphoto: {name}\n\nStory {i}.\n" for i, name in enumerate(names, 1))
    story = tmp_path / "story.md"
    story.write_text(f"# Family\n\n{sections}", encoding="utf-8")
    book = tmp_path / "Family.mbook"
    assert main(["new", str(book), "--from", str(story), "--photos", str(photos)]) == 0
    out = tmp_path / "family.pdf"
    assert main(["build", str(book), "-o", str(out), "--bleed"]) == 0
    printed = capsys.readouterr().out
    assert "pages: 9" in printed
    # no camera data: no EXIF block in any embedded picture, and none of it in the PDF's metadata (a plain
    # byte search of the whole file also hits "GPS" by chance inside compressed streams)
    import pikepdf

    with pikepdf.open(out) as pdf:
        for obj in pdf.objects:
            if isinstance(obj, pikepdf.Stream) and obj.get("/Subtype") == "/Image":
                assert b"Exif\x00\x00" not in obj.read_raw_bytes()
        meta = repr(pdf.docinfo).encode() + (
            bytes(pdf.Root.Metadata.read_bytes()) if "/Metadata" in pdf.Root else b""
        )
        for secret in (b"GPS", b"Apple", b"iPhone"):
            assert secret not in meta
    assert b"Exif\x00\x00" not in out.read_bytes()
    info = BookProject.open(book).book.photos
    sizes = {p.original_name: (p.width, p.height) for p in info.values()}
    assert sizes["phone-exif-orientation-6.jpg"] == (600, 400) and sizes["phone.heic"] == (640, 427)
    assert any(
        isinstance(w, Message) and w.code == "book.photo.blurry"
        for w in info[next(k for k, v in info.items() if v.original_name == "tiny-16px.png")].said_warnings()
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["build", "{tmp}/nope.mbook"], "no such book folder"),
        (["new", "{tmp}/x.mbook", "--from", "{tmp}/missing.md"], "story file not found"),
        (["build", "{tmp}/empty", "--engine", "diffusion"], "not a Memory Picture Book folder"),
        (
            ["unpack", "{tmp}/missing.zip", "{tmp}/o"],
            "missing.zip: archive not found; check the name and folder",
        ),
    ],
)
def test_user_mistakes_give_one_line_and_exit_1(tmp_path, capsys, argv, message):
    (tmp_path / "empty").mkdir()
    status = main([a.format(tmp=tmp_path) for a in argv])
    err = capsys.readouterr().err
    assert status == 1
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and re.match(r"memorybook: error: ", err)


def test_diffusion_without_model_is_explained(tmp_path, capsys):
    book = tmp_path / "b.mbook"
    assert main(["new", str(book), "--title", "T"]) == 0
    assert main(["build", str(book), "--engine", "diffusion"]) == 1
    assert "needs a model" in capsys.readouterr().err


def test_person_add_and_pack(tmp_path, capsys, sample_data):
    book = tmp_path / "b.mbook"
    main(["new", str(book), "--title", "T"])
    assert (
        main(
            [
                "person",
                "add",
                str(book),
                "外婆",
                "--photos",
                str(sample_data / "photos" / "astronaut.png"),
                "--trigger",
                "waipo",
            ]
        )
        == 0
    )
    person = BookProject.open(book).book.people[0]
    assert (person.name, person.trigger, len(person.photos)) == ("外婆", "waipo", 1)
    assert (
        main(["person", "add", str(book), " 外婆 ", "--photos", str(sample_data / "photos" / "coffee.png")])
        == 0
    )
    assert len(BookProject.open(book).book.people[0].photos) == 2  # photos added to the same person
    capsys.readouterr()
    again = ["person", "add", str(book), "外婆", "--photos", str(sample_data / "photos" / "coffee.png")]
    assert main(again) == 0  # a photo she has already: not counted as new
    assert "updated 外婆 with 0 new photo(s)" in capsys.readouterr().out
    assert len(BookProject.open(book).book.people[0].photos) == 2
    assert main(["person", "add", str(book), "   "]) == 1
    assert "name is empty" in capsys.readouterr().err
    assert main(["pack", str(book), "-o", str(tmp_path / "b.zip")]) == 0
    assert main(["unpack", str(tmp_path / "b.zip"), str(tmp_path / "copy.mbook")]) == 0
    assert BookProject.open(tmp_path / "copy.mbook").book.people[0].name == "外婆"


def test_build_never_overwrites_what_is_not_its_pdf(tmp_path, capsys):
    book = tmp_path / "b.mbook"
    assert main(["new", str(book), "--title", "T"]) == 0
    photo = tmp_path / "victim.jpg"
    photo.write_bytes(b"\xff\xd8 family photo")
    fake = tmp_path / "notes.pdf"
    fake.write_text("my notes")
    (tmp_path / "folder").mkdir()
    for target, message in [
        (photo, "must be a .pdf"),
        (book / "book.json", "must be a .pdf"),
        (book / "inside.pdf", "inside the book folder"),
        (fake, "is not a PDF"),
        (tmp_path / "folder", "must be a .pdf"),
    ]:
        assert main(["build", str(book), "-o", str(target)]) == 1
        assert message in capsys.readouterr().err
    assert photo.read_bytes() == b"\xff\xd8 family photo" and fake.read_text() == "my notes"
    assert BookProject.open(book).book.title == "T"


def test_disk_problems_are_one_line(tmp_path, capsys, monkeypatch):
    import os

    from app.book import fileio

    def refuse(*args, **kwargs):
        raise OSError(30, "Read-only file system", str(tmp_path / "x"))

    monkeypatch.setattr(fileio.tempfile, "mkstemp", refuse)
    assert main(["new", str(tmp_path / "b.mbook"), "--title", "T"]) == 1
    err = capsys.readouterr().err
    assert "Read-only file system" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    monkeypatch.undo()
    os.umask(0o022)
    assert main(["new", str(tmp_path / "c.mbook"), "--title", "T"]) == 0
    assert (tmp_path / "c.mbook" / "book.json").stat().st_mode & 0o777 == 0o644
