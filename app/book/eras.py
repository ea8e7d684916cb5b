"""When a page happens, and which of a person's reference photos show them then (pure functions, no files).

- :func:`chinese_number` — 二十二 → 22, 一九八三 → 1983, 两千零五 → 2005, 〇 and 零 as zero.
- :func:`suggest_time` — the time a story names: a year (1958, 一九五八年, 五八年, 两千零五年), an age with the
  person's birth year (那年我二十岁, 我二十二岁那年, when I was 22), a decade (八十年代, the 1980s); the volunteer
  confirms it (``memorybook page era``).
- :func:`page_time` — the years a page is set in: its ``year``, or its ``era`` read as a time (1980s).
- :func:`choose_era` — a person's era on a page: by the page's era name, else by its time (the era whose years,
  or ages from the birth year, overlap most); a person without eras has one era covering all (books made
  before eras).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.book.model import Era, Page, Person
from words import Message

DIGITS = {
    "零": 0,
    "〇": 0,
    "○": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
_NUMERAL = "零〇○一二两三四五六七八九十百千万"
ALL_LIFE = "all"
"""Name of the one era of a person without eras: all their reference photos, for every page."""


def chinese_number(text: str) -> int | None:
    """The value of a Chinese numeral, or an Arabic one; None when ``text`` is neither.

    Digit strings read digit by digit (一九八三 → 1983, 二〇〇五 → 2005); with units they read positionally
    (二十二 → 22, 十八 → 18, 一百零三 → 103, 两千零五 → 2005); 零 only holds a place.
    """
    text = text.strip()
    if text.isascii() and text.isdigit():
        return int(text)
    if not text or any(ch not in DIGITS and ch not in UNITS for ch in text):
        return None
    if not any(ch in UNITS for ch in text):
        return int("".join(str(DIGITS[ch]) for ch in text))
    total, section, digit = 0, 0, None
    for ch in text:
        if ch in DIGITS:
            digit = DIGITS[ch]
            continue
        unit = UNITS[ch]
        if unit == 10000:
            total += (section + (digit or 0)) * unit
            section, digit = 0, None
            continue
        section += (1 if digit is None else digit) * unit  # 十八: a unit without a digit before it is one
        digit = None
    return total + section + (digit or 0)


@dataclass(frozen=True)
class TimeHint:
    """A time named in a story: ``years`` (first, last, inclusive), the words it came from (``text``) and what
    kind of words they were (``kind``: "year", "age", "decade")."""

    years: tuple[int, int]
    text: str
    kind: str


_FULL_YEAR = re.compile(rf"(?<![\d{_NUMERAL}])(1[89]\d\d|20\d\d|[{_NUMERAL}]{{2,6}})\s*年(?!代|纪|级)")
_ARABIC_YEAR = re.compile(r"(?<![\d.])(1[89]\d\d|20\d\d)(?![\ds.]|'s|\s*年代)")
_SHORT_YEAR = re.compile(rf"(?<![\d{_NUMERAL}])(\d\d|[零〇○一二三四五六七八九]{{2}})\s*年(?!代|纪|级)")
_AGE = re.compile(rf"(?:我|她|他|那年)\s*(?:才|刚|已经|只有)?\s*([\d{_NUMERAL}]{{1,4}})\s*(?:岁|周岁)")
_AGE_EN = re.compile(
    r"\b(?:when|as)\s+(?:I|she|he)\s+was\s+(\d{1,3})\b|\bat\s+(?:the\s+)?age\s+(?:of\s+)?(\d{1,3})\b", re.I
)
_DECADE = re.compile(r"(?:(1[89]|20)?(\d)0\s*年代|([一二三四五六七八九])十\s*年代)")
_DECADE_EN = re.compile(r"\b(?:the\s+)?(1[89]|20)(\d)0'?s\b", re.I)


def suggest_time(text: str, birth_year: int | None = None) -> TimeHint | None:
    """The time ``text`` names, or None. A full year wins over an age, an age over a two-digit year (五八年,
    58年: the century after the birth year when it is known, else the 1900s), that over a decade (八十年代,
    1980s: the 1900s unless a century is written); the first such words in the text are taken.
    Ages need ``birth_year`` (the person's): year = birth year + age.
    """
    for finder in (_full_year, lambda t: _age(t, birth_year), lambda t: _short_year(t, birth_year), _decade):
        hint = finder(text)
        if hint is not None:
            return hint
    return None


def _full_year(text: str) -> TimeHint | None:
    hits = []
    for match in _FULL_YEAR.finditer(text):
        value = chinese_number(match.group(1))
        if value is not None and 1800 <= value <= 2200:
            hits.append((match.start(), value, match.group(0)))
    for match in _ARABIC_YEAR.finditer(text):
        hits.append((match.start(), int(match.group(1)), match.group(0)))
    if not hits:
        return None
    _, year, words = min(hits)
    return TimeHint((year, year), words, "year")


def _age(text: str, birth_year: int | None) -> TimeHint | None:
    if birth_year is None:
        return None
    hits = [(m.start(), chinese_number(m.group(1)), m.group(0)) for m in _AGE.finditer(text)]
    hits += [(m.start(), int(m.group(1) or m.group(2)), m.group(0)) for m in _AGE_EN.finditer(text)]
    ages = [(at, age, words) for at, age, words in hits if age is not None and 0 <= age <= 120]
    if not ages:
        return None
    _, year, words = min(ages)
    return TimeHint((birth_year + year, birth_year + year), words, "age")


def _short_year(text: str, birth_year: int | None) -> TimeHint | None:
    match = _SHORT_YEAR.search(text)
    if match is None:
        return None
    two = chinese_number(match.group(1))
    if two is None or two > 99:
        return None
    century = 1900
    if birth_year is not None and century + two < birth_year:
        century = 2000
    return TimeHint((century + two, century + two), match.group(0), "year")


def _decade(text: str) -> TimeHint | None:
    hits = []
    for match in _DECADE.finditer(text):
        if match.group(3):
            start = 1900 + DIGITS[match.group(3)] * 10
        else:
            start = int(match.group(1) or 19) * 100 + int(match.group(2)) * 10
        hits.append((match.start(), start, match.group(0)))
    for match in _DECADE_EN.finditer(text):
        hits.append((match.start(), int(match.group(1)) * 100 + int(match.group(2)) * 10, match.group(0)))
    if not hits:
        return None
    _, start, words = min(hits)
    return TimeHint((start, start + 9), words, "decade")


def page_time(page: Page) -> tuple[int, int] | None:
    """The years (first, last) ``page`` is set in: its ``year``, else its ``era`` read as a time (1958, 1980s,
    八十年代), else None (undated, or dated only by an era's name)."""
    if page.year is not None:
        return page.year, page.year
    if page.era:
        hint = suggest_time(page.era)
        return hint.years if hint else None
    return None


@dataclass(frozen=True)
class EraChoice:
    """A person's era on a page: its ``name`` (:data:`ALL_LIFE` for a person without eras) and its reference
    ``photos`` (file names in ``photos/``; empty when the page's time has no photos of them). ``dated`` is
    False when the page names no time, so the person's whole-life photos were taken."""

    name: str
    photos: tuple[str, ...]
    dated: bool = True


def era_years(era: Era, birth_year: int | None) -> tuple[int, int] | None:
    """The calendar years ``era`` covers: its ``years``, else its ``ages`` + ``birth_year``, else None."""
    if era.years is not None:
        return era.years
    if era.ages is not None and birth_year is not None:
        return birth_year + era.ages[0], birth_year + era.ages[1]
    return None


def choose_era(person: Person, page: Page) -> EraChoice:
    """The era of ``person`` on ``page`` (see the module). A page with an era's name gets that era; a dated
    page the era overlapping its years most (none overlapping: an era with no photos, named after the time);
    an undated page the whole-life photos, or every era's photos when the person has only eras."""
    whole = tuple(person.photos)
    if not person.eras:
        return EraChoice(ALL_LIFE, whole, dated=page_time(page) is not None or bool(page.era))
    for era in person.eras:
        if page.era and era.name == page.era:
            return EraChoice(era.name, tuple(era.photos))
    years = page_time(page)
    if years is None:
        every = whole + tuple(n for era in person.eras for n in era.photos if n not in whole)
        return EraChoice(ALL_LIFE, tuple(dict.fromkeys(every)), dated=False)
    best, overlap = None, 0
    for era in person.eras:
        span = era_years(era, person.birth_year)
        if span is None:
            continue
        shared = min(span[1], years[1]) - max(span[0], years[0]) + 1
        if shared > overlap:
            best, overlap = era, shared
    if best is None:
        label = str(years[0]) if years[0] == years[1] else f"{years[0]}-{years[1]}"
        return EraChoice(label, ())
    return EraChoice(best.name, tuple(best.photos))


def parse_range(text: str) -> tuple[int, int]:
    """``"1955-1962"`` (or ``1955–1962``, ``1955~1962``, one number ``1958``) → ``(1955, 1962)``.

    Raises ValueError with a message naming the text and the form expected.
    """
    parts = [p.strip() for p in re.split(r"\s*[-–—~～至到]\s*", text.strip(), maxsplit=1)]
    numbers = [chinese_number(p) for p in parts]
    if not parts or any(n is None for n in numbers):
        raise ValueError(Message("book.era.not_a_range", range=repr(text)))
    start, end = numbers[0] or 0, numbers[-1] or 0  # numbers, each (checked above)
    if start > end:
        raise ValueError(Message("book.era.range_reversed", range=repr(text)))
    return start, end
