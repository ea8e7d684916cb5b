"""People across a lifetime: the time a story names (Chinese numerals, Arabic years, ages, decades), each
person's era on a page, the era's references in the illustration request, and books made before eras."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from app.book.eras import ALL_LIFE, chinese_number, choose_era, parse_range, suggest_time
from app.book.model import Book, Era, Page, Person
from app.book.project import BookProject
from app.book.requests import request_for_page
from app.cli import main as cli_main
from words import Message, say


@pytest.mark.parametrize(
    ("text", "value"),
    [("二十二", 22), ("十八", 18), ("一九八三", 1983), ("两千零五", 2005), ("二〇〇五", 2005), ("一百零三", 103),
     ("八十", 80), ("58", 58), ("abc", None), ("", None)],
)  # fmt: skip
def test_chinese_numerals(text, value):
    assert chinese_number(text) == value


@pytest.mark.parametrize(
    ("text", "born", "years", "kind"),
    [
        ("一九五八年的春天，我们结婚了。", None, (1958, 1958), "year"),
        ("那是1958年，村里来了电影队。", None, (1958, 1958), "year"),
        ("两千零五年，孙子出生了。", None, (2005, 2005), "year"),
        ("五八年我们结婚", 1936, (1958, 1958), "year"),
        ("08年奥运会", 1936, (2008, 2008), "year"),  # 1908 is before she was born
        ("那年我二十岁，第一次进城。", 1936, (1956, 1956), "age"),
        ("我二十二岁那年，嫁到了李家。", 1936, (1958, 1958), "age"),
        ("When I was 22 we married.", 1936, (1958, 1958), "age"),
        ("八十年代，家里买了第一台电视。", None, (1980, 1989), "decade"),
        ("In the 1980s we moved.", None, (1980, 1989), "decade"),
        ("1980年代的事", None, (1980, 1989), "decade"),
        ("我二十岁，1960年去了北京", 1936, (1960, 1960), "year"),  # a written year wins over an age
    ],
)
def test_time_named_in_a_story(text, born, years, kind):
    hint = suggest_time(text, born)
    assert hint is not None and (hint.years, hint.kind) == (years, kind)
    assert hint.text in text


def test_no_time_in_a_story():
    assert suggest_time("过了二十年，我们还住在老房子里。") is None
    assert suggest_time("那年我二十岁") is None  # an age without a birth year names no year


def test_ranges():
    assert parse_range("1955-1962") == (1955, 1962) == parse_range("1955–1962")
    assert parse_range("二十到三十") == (20, 30)
    with pytest.raises(ValueError) as err:
        parse_range("1962-1955")
    assert err.value.args[0] == Message("book.era.range_reversed", range="'1962-1955'")
    with pytest.raises(ValueError) as err:
        parse_range("young")
    assert err.value.args[0] == Message("book.era.not_a_range", range="'young'")
    assert "开始-结束" in say(err.value.args[0], "zh")


def _person() -> Person:
    return Person(
        name="外婆",
        birth_year=1936,
        photos=["a" * 64 + ".png"],
        eras=[
            Era(name="少女时代", years=(1950, 1962), photos=["b" * 64 + ".png"]),
            Era(name="中年", ages=(40, 60), photos=["c" * 64 + ".png", "d" * 64 + ".png"]),
            Era(name="晚年", ages=(75, 100)),
        ],
    )


def test_era_chosen_by_name_year_decade_and_age():
    person = _person()
    assert choose_era(person, Page(era="少女时代")).photos == ("b" * 64 + ".png",)
    assert choose_era(person, Page(year=1958)).name == "少女时代"
    assert choose_era(person, Page(era="八十年代")).name == "中年"  # 1976-1996 from her ages 40-60
    empty = choose_era(person, Page(year=2020))
    assert (empty.name, empty.photos) == ("晚年", ())  # her old age has no photos yet
    gap = choose_era(person, Page(year=1970))
    assert (gap.name, gap.photos) == ("1970", ())  # no era covers 1970
    undated = choose_era(person, Page())
    assert undated.name == ALL_LIFE and not undated.dated and len(undated.photos) == 4


def test_a_person_without_eras_has_one_for_all():
    person = Person(name="Grandpa", photos=["e" * 64 + ".png"])
    for page in (Page(), Page(year=1958), Page(era="1980s")):
        assert choose_era(person, page).photos == ("e" * 64 + ".png",)


def _photo(path, colour):
    """A 96×64 px photo of one colour with a light patch (FLUX.2 takes references of 64 px and more)."""
    image = Image.new("RGB", (96, 64), colour)
    image.paste((240, 220, 200), (20, 10, 44, 38))
    image.save(path)
    return path


@pytest.fixture
def lifetime(tmp_path):
    return make_lifetime(tmp_path)


def make_lifetime(tmp_path):
    """外婆 with two eras (少女时代 1950-1962, 晚年 from 75), her wedding (1958) on page 1 and last spring (晚年)
    on page 2; returns the project and the two photos' stored names."""
    project = BookProject.create(tmp_path / "b.mbook", Book(title="一生"))
    young = project.add_photo(_photo(tmp_path / "young.png", (200, 50, 50)))
    old = project.add_photo(_photo(tmp_path / "old.png", (50, 50, 200)))
    person = Person(
        name="外婆", birth_year=1936,
        eras=[Era(name="少女时代", years=(1950, 1962), photos=[young]), Era(name="晚年", ages=(75, 100), photos=[old])],
    )  # fmt: skip
    project.book.people.append(person)
    project.book.pages += [
        Page(text="我二十二岁那年结婚。", people=[person.id], year=1958),
        Page(text="去年春天", people=[person.id], era="晚年"),
    ]
    project.save()
    return project, young, old


def test_references_of_each_era_in_the_request(lifetime):
    project, young, old = lifetime
    (wedding, spring) = project.book.pages
    first, _ = request_for_page(project, wedding, "diffusion", None, ("zh", "en"), max_references=3)
    second, _ = request_for_page(project, spring, "diffusion", None, ("zh", "en"), max_references=3)
    (p1,), (p2,) = first.people, second.people
    assert p1.reference_sha256 == (young.split(".")[0],) and p1.era == "少女时代"
    assert p2.reference_sha256 == (old.split(".")[0],) and p2.era == "晚年"
    assert first.cache_key() != second.cache_key()
    assert type(first).from_dict(json.loads(json.dumps(first.to_dict()))) == first  # the sidecar keeps it


def test_a_book_made_before_eras(tmp_path):
    project = BookProject.create(tmp_path / "old.mbook", Book(title="旧书"))
    photo = project.add_photo(_photo(tmp_path / "p.png", (90, 120, 60)))
    project.save()
    data = json.loads((project.root / "book.json").read_text("utf-8"))
    data["people"] = [{"id": "waipo", "name": "外婆", "photos": [photo]}]  # written before eras existed
    data["pages"] = [{"id": "p1", "text": "一九五八年", "people": ["waipo"]}]
    for key in ("people", "pages"):
        for item in data[key]:
            assert not {"eras", "birth_year", "year", "era"} & item.keys()
    (project.root / "book.json").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    reopened = BookProject.open(project.root)
    request, _ = request_for_page(reopened, reopened.book.pages[0], "diffusion", None, ("zh",), 3)
    (person,) = request.people
    assert person.reference_sha256 == (photo.split(".")[0],) and person.era == ""


def test_cli_era_and_page(lifetime, tmp_path, capsys):
    project, young, _ = lifetime
    middle = _photo(tmp_path / "middle.png", (60, 160, 60))
    assert cli_main(["person", "era", "add", str(project.root), "外婆", "中年", "--ages", "40-60",
                     "--photos", str(middle)]) == 0  # fmt: skip
    assert cli_main(["page", "era", str(project.root), "2", "八十年代"]) == 0
    assert "外婆: 中年 (1 reference photo(s))" in capsys.readouterr().out
    assert cli_main(["page", "era", str(project.root), "1", "--suggest"]) == 0  # 我二十二岁那年 → 1958
    out = capsys.readouterr().out
    assert "1958" in out and "少女时代" in out
    book = BookProject.open(project.root).book
    assert (book.pages[0].year, book.pages[1].era) == (1958, "八十年代")
    assert cli_main(["person", "era", "add", str(project.root), "外婆", "x", "--years", "1962-1950"]) == 1
    assert "ends before it starts" in capsys.readouterr().err
    assert cli_main(["page", "era", str(project.root), "9", "1958"]) == 1
    assert "no page '9'" in capsys.readouterr().err
