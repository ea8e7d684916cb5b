"""The large-print page check of the preflight (issue 27 item 5): in a large-print book every story picture's
caption names the people on it by their relation to the family (:mod:`app.print.captions`); a person on the
page without a relation is named by their name alone, which a grandchild may not place — a ``note`` saying
how to set it."""

from __future__ import annotations

from collections.abc import Iterator

from app.preflight.registry import Finding, PageContext, page_check
from words import Message


@page_check
def caption_relation(ctx: PageContext) -> Iterator[Finding]:
    """People on a large-print book's story page who have no relation for its caption."""
    book = ctx.project.book
    if not book.large_print:
        return
    people = {p.id: p for p in book.people}
    for person_id in ctx.page.people:
        person = people.get(person_id)
        if person is not None and not person.relation.strip():
            yield ctx.finding(
                "caption_relation", "note", Message("preflight.caption_relation", name=person.name)
            )
