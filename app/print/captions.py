"""Large-print picture captions (issue 27 item 5): who a story page's picture shows and when, e.g.
外婆（张秀兰），一九五八年 / Grandma (Zhang Xiulan), 1958 — each person on the page by their relation to the
family (``Person.relation``) with their name, then the page's year (Chinese numerals in a Chinese book) or
era. Readers with failing sight, and grandchildren, are told who is who without guessing from the picture.
"""

from __future__ import annotations

from app.book.model import Book, Page

_DIGITS = "〇一二三四五六七八九"


def chinese_year(year: int) -> str:
    """``1958`` → ``一九五八年`` (the digits read one by one, as Chinese years are written)."""
    return "".join(_DIGITS[int(d)] for d in str(year)) + "年"


def who(book: Book, page: Page) -> list[str]:
    """The people on ``page``: ``外婆（张秀兰）`` / ``Grandma (Zhang Xiulan)``, or the name alone when no relation
    is set (the relation alone when it is the name)."""
    zh = book.language == "zh"
    people = {p.id: p for p in book.people}
    out = []
    for person_id in page.people:
        person = people.get(person_id)
        if person is None:
            continue
        relation, name = person.relation.strip(), person.name.strip()
        if relation and relation != name:
            out.append(f"{relation}（{name}）" if zh else f"{relation} ({name})")
        else:
            out.append(name)
    return out


def caption(book: Book, page: Page) -> str:
    """The caption of ``page``'s picture ("" when it names nobody and no time)."""
    zh = book.language == "zh"
    parts = ["、".join(who(book, page)) if zh else ", ".join(who(book, page))]
    if page.year is not None:
        parts.append(chinese_year(page.year) if zh else str(page.year))
    elif page.era:
        parts.append(page.era.strip())
    return ("，" if zh else ", ").join(p for p in parts if p)
