"""Likeness by era, with real faces (tests/data/faces, public domain): a page is compared with the references
of the person's era on that page — Eileen Collins' face matches her 'young' era and not her 'old' one (whose
reference is Grace Hopper's face, standing for her at 80) — a page whose era has no references says so, and
one era's references that show two people are flagged while two eras that differ are not; a group page says who
was found and who is missing, each face given to one person at most."""

from __future__ import annotations

import pytest
from PIL import Image, ImageOps

from app.book.likeness import likeness_findings, page_likeness, reference_disagreements
from app.book.model import Book, Era, Page, Person
from app.book.project import BookProject
from model.faces import SAME_PERSON_SIMILARITY
from tests.test_likeness import FACES, _picture_with
from words import say


@pytest.fixture(scope="module")
def lifetime(tmp_path_factory):
    root = tmp_path_factory.mktemp("eras") / "b.mbook"
    project = BookProject.create(root, Book(title="外婆的一生", language="zh"))
    young, old = project.add_photo(FACES / "astronaut.jpg"), project.add_photo(FACES / "hopper.jpg")
    waipo = Person(
        name="外婆",
        birth_year=1936,
        eras=[
            Era(name="少女时代", years=(1950, 1962), photos=[young]),
            Era(name="晚年", ages=(75, 100), photos=[old]),
            Era(name="中年", years=(1975, 1995)),  # no photos of her middle years
        ],
    )
    mixed = Person(name="Two people", eras=[Era(name="1980s", years=(1980, 1989), photos=[young, old])])
    project.book.people += [waipo, mixed]
    key = "young-face"
    project.store_illustration(key, _picture_with("astronaut.jpg"), {"request": {}, "info": {}})
    for year in (1958, 2020, 1985):  # her youth, her old age, her middle years
        project.book.pages.append(Page(people=[waipo.id], year=year, illustration=key))
    project.save()
    return project


def test_each_page_compared_with_the_right_eras_references(lifetime):
    (young,), (old,), middle = (page_likeness(lifetime, page) for page in lifetime.book.pages)
    assert young.era == "少女时代" and young.looks_like and young.similarity > 0.8
    assert old.era == "晚年" and not old.looks_like and old.similarity < SAME_PERSON_SIMILARITY
    assert middle == []  # nothing to compare with: said by the era line below


def test_page_whose_era_has_no_references_and_one_era_of_two_people(lifetime):
    lines = [say(m, "zh") for m in likeness_findings(lifetime)]  # a Chinese book's volunteer
    assert any(line.startswith("第 2 页：外婆可能不像本人") for line in lines)
    assert "第 3 页：外婆在这一页的时期（中年）没有参考照片" in "\n".join(lines)
    (d,) = reference_disagreements(lifetime)  # her two eras differ, and are not flagged
    assert d.person.name == "Two people"
    from app.preflight import run_preflight

    codes = {p.number: [f.code for f in p.findings] for p in run_preflight(lifetime).pages}
    assert "likeness_era" in codes[3] and "likeness_era" not in codes[1] and "likeness" in codes[2]


@pytest.fixture(scope="module")
def group(tmp_path_factory):
    root = tmp_path_factory.mktemp("group") / "g.mbook"
    project = BookProject.create(root, Book(title="全家福", language="en"))
    astronaut, hopper = project.add_photo(FACES / "astronaut.jpg"), project.add_photo(FACES / "hopper.jpg")
    mirrored = root.parent / "mirrored.png"
    ImageOps.mirror(Image.open(FACES / "astronaut.jpg")).save(mirrored)
    her, him = Person(name="Eileen", photos=[astronaut]), Person(name="Grace", photos=[hopper])
    twin = Person(name="Twin", photos=[project.add_photo(mirrored)])  # looks like Eileen
    project.book.people += [her, him, twin]
    both = _picture_with("astronaut.jpg")
    both.paste(Image.open(FACES / "hopper.jpg").convert("RGB").resize((200, 200), Image.LANCZOS), (40, 120))
    project.store_illustration("one", _picture_with("astronaut.jpg"), {"request": {}, "info": {}})
    project.store_illustration("two", both, {"request": {}, "info": {}})
    pages = (("one", [her, him]), ("one", [her, twin]), ("two", [her, him]), ("two", [twin, her]))
    for key, people in pages:
        project.book.pages.append(Page(people=[p.id for p in people], illustration=key))
    project.save()
    return project


def test_a_group_page_reports_each_person_found_or_missing(group):
    pair, twins, both, other = (page_likeness(group, page) for page in group.book.pages)
    assert [(r.person.name, r.looks_like, r.group) for r in pair] == [
        ("Eileen", True, True),
        ("Grace", False, True),
    ]
    # one face for two people who look alike: given to one of them only, the other is missing
    assert sorted(r.looks_like for r in twins) == [False, True] and None in {r.similarity for r in twins}
    assert all(r.looks_like for r in both) and both[0].faces == 2
    lines = [str(m) for m in likeness_findings(group)]
    assert any(
        line.startswith("page 1: group picture with 1 face(s): Eileen found (likeness") for line in lines
    )
    assert "Grace missing (no face left)" in lines[0] and not any(line.startswith("page 3") for line in lines)
    # two faces, two look-alikes: the likelier pair first, the other gets only Grace's face, not theirs
    (lost,) = [r for r in other if not r.looks_like]
    assert sum(r.looks_like for r in other) == 1 and lost.similarity < SAME_PERSON_SIMILARITY
    page4 = next(line for line in lines if line.startswith("page 4: "))
    assert f"{lost.person.name} missing (closest face {lost.similarity:.2f})" in page4
    from app.preflight import run_preflight

    codes = {p.number: [f.code for f in p.findings] for p in run_preflight(group).pages}
    assert "likeness_group" in codes[1] and "likeness_group" in codes[2] and "likeness_group" not in codes[3]
    assert "likeness" not in codes[1] + codes[2]  # said once, as a roll call, not per person
