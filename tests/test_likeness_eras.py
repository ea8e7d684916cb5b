"""Likeness by era, with real faces (tests/data/faces, public domain): a page is compared with the references
of the person's era on that page — Eileen Collins' face matches her 'young' era and not her 'old' one (whose
reference is Grace Hopper's face, standing for her at 80) — a page whose era has no references says so, and
one era's references that show two people are flagged while two eras that differ are not."""

from __future__ import annotations

import pytest

from app.book.likeness import likeness_lines, page_likeness, reference_disagreements
from app.book.model import Book, Era, Page, Person
from app.book.project import BookProject
from model.faces import SAME_PERSON_SIMILARITY
from tests.test_likeness import FACES, _picture_with


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
    lines = likeness_lines(lifetime)
    assert any(line.startswith("第 2 页: 外婆可能不像本人") for line in lines)
    assert "第 3 页: 外婆在这一页的时期（中年）没有参考照片" in "\n".join(lines)
    (d,) = reference_disagreements(lifetime)  # her two eras differ, and are not flagged
    assert d.person.name == "Two people"
    from app.preflight import run_preflight

    codes = {p.number: [f.code for f in p.findings] for p in run_preflight(lifetime).pages}
    assert "likeness_era" in codes[3] and "likeness_era" not in codes[1] and "likeness" in codes[2]
