"""A received book, story or archive (issue 23, items 3, 5, 6 and 8): every good page and photo of a story
comes in beside its bad ``photo:`` lines; a story page over the limit says which page and how to fix it;
duplicate keys and ids and unknown styles are refused in one line; an archive with junk entries is refused
before anything is written; ``pack`` carries only what the book uses."""

from __future__ import annotations

import json
import os
import zipfile

import pytest
from PIL import Image

from app.book.project import BookProject
from app.cli import main
from tests.hostile_helpers import make_book, one_line, snapshot


def story_with_bad_photo_lines(tmp_path):
    """A story of four pages: a good photo, a photo outside the folder, a link out, a missing photo."""
    home = tmp_path / "home"
    home.mkdir()
    Image.new("RGB", (64, 48), (1, 2, 3)).save(home / "secret.png")
    photos = tmp_path / "photos"
    photos.mkdir()
    Image.new("RGB", (900, 700), (120, 80, 40)).save(photos / "good.png")
    os.symlink(home / "secret.png", photos / "link.png")
    story = tmp_path / "s.md"
    story.write_text(
        "# Book\n\n## Good\nphoto: good.png\n\nOne.\n\n## Outside\nphoto: ../home/secret.png\n\nTwo.\n\n"
        "## Link\nphoto: link.png\n\nThree.\n\n## Missing\nphoto: gone.png\n\nFour.\n",
        encoding="utf-8",
    )
    return story, photos


def test_new_from_a_story_keeps_every_good_page_and_lists_each_bad_photo_line(tmp_path, capsys):
    story, photos = story_with_bad_photo_lines(tmp_path)
    before = snapshot(tmp_path)
    root = tmp_path / "b.mbook"
    assert main(["new", str(root), "--from", str(story), "--photos", str(photos)]) == 3
    out, err = capsys.readouterr()
    refused = err.strip().splitlines()
    assert [line.split(":")[1].strip() for line in refused] == [
        "page 2 (Outside)",
        "page 3 (Link)",
        "page 4 (Missing)",
    ]
    assert all(line.startswith("refused: page ") and "Traceback" not in line for line in refused), refused
    assert (
        "is a link leading outside" in refused[1] and "copy the photo itself" in refused[1]
    )  # not "not found"
    assert "“Book”, 4 page(s), 1 photo(s)" in one_line(out)
    book = BookProject.open(root).book
    assert [bool(page.photo) for page in book.pages] == [True, False, False, False]
    after = snapshot(tmp_path)
    assert {
        k: v for k, v in after.items() if not k.startswith("b.mbook")
    } == before  # nothing else, no staging


def test_a_story_page_over_the_limit_names_the_page_and_the_fix(tmp_path, capsys):
    story = tmp_path / "s.md"
    story.write_text(
        "# Book\n\n## One\n\nok\n\n## Two\n\nok\n\n## At the river\n\n" + "字" * 23_410 + "\n", "utf-8"
    )
    assert main(["new", str(tmp_path / "b.mbook"), "--from", str(story)]) == 1
    line = one_line(capsys.readouterr().err)
    assert line == (
        "memorybook: error: s.md: page 3 「At the river」 is 23,410 characters; the limit is 20,000 — split this "
        "page into two"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.md"]


def test_a_book_json_page_over_the_limit_names_the_page_too(tmp_path, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    data["pages"][0]["text"] = "x" * 20_001
    (root / "book.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["check", str(root)]) == 1
    line = one_line(capsys.readouterr().err)
    assert line.endswith(
        "book.json: page 1 「P」 is 20,001 characters; the limit is 20,000 — split this page into two; the "
        "previous save is in book.json.bak"
    )


def hostile(root, change) -> None:
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    text = change(data)
    (root / "book.json").write_text(text if isinstance(text, str) else json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: json.dumps(d)[:-1] + ', "title": "Other"}', "the key 'title' appears twice in one object"),
        (lambda d: d.update(people=[{"id": "a", "name": "X"}, {"id": "a", "name": "Y"}]),
         "person 2 (Y) has the id 'a' of an earlier person; give each person their own id"),
        (lambda d: d["pages"].append(dict(d["pages"][0])),
         "page 2 「P」 has the id"),
        (lambda d: d.update(style="cubism"), "style 'cubism' is not a style of this app; choose one of: "),
        (lambda d: d["pages"][0].update(style="cubism"), "page 1 「P」: style 'cubism' is not a style of this app"),
    ],
    ids=["duplicate-key", "duplicate-person-id", "duplicate-page-id", "unknown-book-style", "unknown-page-style"],
)  # fmt: skip
def test_strict_json_is_refused_in_one_line(tmp_path, capsys, change, words):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    hostile(root, change)
    before = snapshot(tmp_path)
    assert main(["check", str(root)]) == 1
    line = one_line(capsys.readouterr().err)
    assert line.startswith(f"memorybook: error: {root / 'book.json'}: ") and words in line, line
    assert snapshot(tmp_path) == before


def test_a_page_naming_an_unknown_person_is_reported(tmp_path, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    hostile(root, lambda d: d["pages"][0].update(people=["ghost"]))
    main(["check", str(root)])
    warnings = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning: ")]
    assert warnings == [
        "warning: page 1 「P」 names 'ghost', who is not among the book's people; add them or remove the name"
    ]


def test_unpack_refuses_junk_entries_before_writing(tmp_path, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    archive = tmp_path / "junk.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(root / "book.json", "book.json")
        for i in range(5000):
            zf.writestr(f"photos/junk{i}.bin", b"")
    before = snapshot(tmp_path)
    assert main(["unpack", str(archive), str(tmp_path / "got")]) == 1
    line = one_line(capsys.readouterr().err)
    assert "holds 5,001 entries but its book names 2 file(s) (at most 20 entries expected)" in line, line
    assert snapshot(tmp_path) == before


def test_pack_carries_only_what_the_book_uses(tmp_path, capsys):
    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    (root / "photos" / "big.bin").write_bytes(b"\0" * 1_000_000)
    (root / "loras" / "stray.safetensors").write_bytes(b"x")
    outside = tmp_path / "home.txt"
    outside.write_text("secret", encoding="utf-8")
    os.symlink(outside, root / "photos" / "unnamed-link.png")
    assert main(["pack", str(root), "-o", str(tmp_path / "b.zip")]) == 0
    with zipfile.ZipFile(tmp_path / "b.zip") as zf:
        names = zf.namelist()
    assert names == ["book.json", f"photos/{project.book.pages[0].photo}"]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary archive left


def test_a_bad_field_names_the_page_by_number_and_title(tmp_path, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    hostile(root, lambda d: d["pages"][0].update(strength=5))
    assert main(["check", str(root)]) == 1
    line = one_line(capsys.readouterr().err)
    assert (
        "field 'pages.0.strength (page 1 「P」)': must be at most 1.0 (got 5) — correct it in "
        "the app (or in book.json), or ask for the book again"
    ) in line


@pytest.mark.parametrize("part", ["png", "json"])
def test_a_damaged_stored_picture_is_named_by_check_and_drawn_again_by_build(tmp_path, capsys, part):
    """A stored picture overwritten with junk (its PNG or its sidecar): ``check`` names the page, ``build``
    draws that page again and writes the book (it used to stop with "build the book again to redraw it",
    which failed the same way every time)."""
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    out = tmp_path / "b.pdf"
    assert main(["build", str(root), "-o", str(out), "--engine", "sketch"]) == 0
    key = BookProject.open(root).book.pages[0].illustration
    (root / "illustrations" / f"{key}.{part}").write_text("{bad", encoding="utf-8")
    capsys.readouterr()
    assert main(["check", str(root)]) == 0  # worth fixing, not blocking: the build mends it
    checked = capsys.readouterr().out
    assert "its stored picture is damaged; the next build or export draws it again" in checked, checked
    assert main(["build", str(root), "-o", str(out), "--engine", "sketch"]) == 0
    printed = capsys.readouterr()
    assert "illustrations: 1 made, 0 reused" in printed.out, printed.out
    said = (
        "its stored picture was damaged or cut off"
        if part == "png"
        else "the record of how its stored picture"
    )
    assert f"page 1: {said}" in printed.err + printed.out
    assert BookProject.open(root).damaged_illustration(key) is None


def test_junk_under_a_photos_name_is_named_by_check_and_stops_only_its_page(tmp_path, capsys):
    """A received book whose photo file holds other bytes: ``check`` blocks on that page (it passed), and
    ``build`` draws the other pages, names the page and the photo by its own name, and writes the PDF (it
    stopped the whole book naming a hash)."""
    root = tmp_path / "b.mbook"
    project = make_book(root, tmp_path)
    project.book.pages.append(project.book.pages[0].model_copy(update={"id": "second", "title": "Q"}))
    project.book.pages[1].photo = project.add_photo(_photo(tmp_path / "q.png", (10, 200, 10)))
    project.save()
    (root / "photos" / project.book.pages[0].photo).write_bytes(b"not a picture at all")
    assert main(["check", str(root)]) == 1
    assert "page 1 “P”: its photo p.png is not a picture any more" in capsys.readouterr().out
    out = tmp_path / "b.pdf"
    main(["build", str(root), "-o", str(out), "--engine", "sketch"])
    printed = capsys.readouterr()
    assert "not drawn: page 1 “P”: its photo p.png cannot be used: not a picture file" in printed.out, printed
    assert "illustrations: 1 made" in printed.out and out.is_file()
    assert BookProject.open(root).book.pages[1].illustration


def _photo(path, colour):
    Image.new("RGB", (120, 90), colour).save(path)
    return path
