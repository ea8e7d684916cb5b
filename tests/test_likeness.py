"""Likeness check with real faces (tests/data/faces, public domain): a person's face pasted into a picture
matches their reference photo, another person's face does not (a finding with the figure), a picture without
a face is named, and a person whose reference photos show two people is warned about."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image, ImageOps

from app.book.likeness import likeness_findings, page_likeness, reference_disagreements
from app.book.model import Book, Page, Person
from app.book.project import BookProject
from app.cli import main as cli_main
from model.faces import SAME_PERSON_SIMILARITY, detect_faces, embed_faces, eyes_open, similarity
from tests.conftest import EXAMPLES
from words import say
from words.latin import untranslated_words

FACES = Path(__file__).parent / "data" / "faces"


def _picture_with(face_file: str | None) -> Image.Image:
    """A 600×400 picture (the coffee photo) with the face of ``face_file`` pasted in, 200 px wide."""
    picture = Image.open(EXAMPLES / "photos" / "coffee.png").convert("RGB")
    if face_file:
        face = Image.open(FACES / face_file).convert("RGB")
        picture.paste(face.resize((200, 200), Image.LANCZOS), (330, 120))
    return picture


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    root = tmp_path_factory.mktemp("likeness") / "b.mbook"
    project = BookProject.create(root, Book(title="外婆的故事", language="zh"))
    second = root.parent / "astronaut-mirrored.png"
    ImageOps.mirror(Image.open(FACES / "astronaut.jpg")).resize((300, 300)).save(second)
    waipo = Person(name="外婆", trigger="waipo", photos=[project.add_photo(FACES / "astronaut.jpg"),
                                                       project.add_photo(second)])  # fmt: skip
    mixed = Person(name="Two people", photos=[project.add_photo(FACES / "astronaut.jpg"),
                                              project.add_photo(FACES / "hopper.jpg")])  # fmt: skip
    project.book.people += [waipo, mixed]
    for number, face in enumerate(["astronaut.jpg", "hopper.jpg", None], start=1):
        key = f"picture{number}"
        project.store_illustration(key, _picture_with(face), {"request": {}, "info": {}})
        scene = "waipo in the kitchen" if number == 2 else "the kitchen"
        people = [waipo.id] if number != 2 else []  # page 2 names her by her trigger word only
        project.book.pages.append(Page(title=f"p{number}", scene=scene, people=people, illustration=key))
    project.book.pages.append(Page(title="no picture yet", people=[waipo.id]))
    project.save()
    return project


def test_faces_found_embedded_and_told_apart():
    astronaut = Image.open(FACES / "astronaut.jpg")
    hopper = Image.open(FACES / "hopper.jpg").resize((256, 256))
    (face,) = detect_faces(astronaut)
    assert eyes_open(astronaut, face)
    (ea,), (eh,) = embed_faces(astronaut, [face]), embed_faces(hopper)
    assert ea.shape == (128,) and similarity(ea, ea) == pytest.approx(1.0)
    assert similarity(ea, eh) < SAME_PERSON_SIMILARITY
    mirrored = embed_faces(ImageOps.mirror(astronaut).resize((400, 400)))[0]
    assert similarity(ea, mirrored) > 0.8


def test_pasted_face_matches_its_person_and_another_does_not(book):
    results = [page_likeness(book, page) for page in book.book.pages]
    (own,), (other,), (blank,), nothing = results
    assert own.person.name == "外婆" and own.looks_like and own.similarity > 0.8
    assert other.faces == 1 and not other.looks_like and other.similarity < SAME_PERSON_SIMILARITY
    assert blank.faces == 0 and blank.similarity is None and not blank.looks_like
    assert nothing == []  # no picture yet: nothing to compare


def test_findings_in_the_books_language_with_the_figure(book, capsys):
    other = page_likeness(book, book.book.pages[1])[0].similarity
    (d,) = reference_disagreements(book)
    assert d.person.name == "Two people" and d.similarity < SAME_PERSON_SIMILARITY
    lines = [say(m, "zh") for m in likeness_findings(book)]
    assert lines[0] == (
        f"第 2 页：外婆可能不像本人（相似度 {other:.2f}）——换一个种子再画，或换一张更清楚的参考照片"
    )
    assert lines[1].startswith("第 3 页：画中没有看得出的人脸，外婆可能认不出来")
    assert lines[2].startswith("Two people：参考照片「astronaut.jpg」和「hopper.jpg」看起来不是同一个人")
    assert len(lines) == 3
    assert cli_main(["likeness", str(book.root), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert [p["looks_like"] for p in out["pages"]] == [True, False, False]
    assert out["pages"][1]["similarity"] == pytest.approx(other, abs=1e-3)


def test_video_stills_name_the_books_people_and_are_kept_first(tmp_path):
    """A home video of three shots — Eileen Collins, a cup of coffee, Grace Hopper: with 外婆's reference
    photo (Collins) the first still is named as showing her, and ``max_per_video=2`` keeps that one."""
    import numpy as np

    from app.book.video_import import find_stills
    from tests.video_helpers import make_home_video

    size = (600, 400)
    pictures = [
        np.asarray(_picture_with(face).resize(size)) for face in ("astronaut.jpg", None, "hopper.jpg")
    ]
    video = tmp_path / "family.mp4"
    make_home_video(video, size=size, pictures=pictures)
    people = {"外婆": [str(FACES / "astronaut.jpg")]}
    (result,) = find_stills([video], people=people, max_per_video=2)
    # three moments, two kept: hers first, then the better of the other two
    assert len(result.stills) == 2
    hers = [s for s in result.stills if s.people]
    assert len(hers) == 1 and hers[0].people == ("外婆",) and hers[0].shot == 0 and hers[0].faces == 1
    assert [s.people for s in result.stills if s is not hers[0]] == [()]


def test_faces_searched_in_a_separate_process_give_the_same_figures(book):
    """The app searches faces in a separate process (dlib holds the GIL): same likeness figures."""
    from app.book import likeness

    plain = [r.similarity for page in book.book.pages[:2] for r in page_likeness(book, page)]
    likeness._photo_embeddings.cache_clear()
    likeness.use_face_process()
    try:
        isolated = [r.similarity for page in book.book.pages[:2] for r in page_likeness(book, page)]
        assert "pool" in likeness._FACE_PROCESS
    finally:
        likeness.use_face_process(False)
    assert isolated == pytest.approx(plain, abs=1e-9)


def test_memorybook_check_names_the_page_where_she_may_not_look_like_herself(book):
    """The likeness check is a page check of the preflight: ``memorybook check`` reports it (worth fixing,
    with the figure) on the page that shows another face and on the page whose picture has no face."""
    from app.preflight import run_preflight

    report = run_preflight(book)
    codes = {p.number: [f.code for f in p.findings] for p in report.pages}
    assert "likeness" not in codes[1]  # her own face
    page2 = next(f for f in report.pages[1].findings if f.code == "likeness")
    assert page2.severity == "worth_fixing" and page2.message.code == "book.likeness.unlike"
    assert page2.message.params["name"] == "外婆"
    chinese = say(page2.message, "zh")  # said by the edge in its reader's language, not chosen by the book's
    assert "外婆可能不像本人（相似度 0." in chinese and not untranslated_words(chinese)
    assert "likeness" in codes[3]  # no face at all
