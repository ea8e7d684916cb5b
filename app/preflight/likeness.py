"""The likeness page check of the preflight (``memorybook check``, registered in
:data:`app.preflight.registry.PAGE_CHECKS` on import): a page where a person it shows may not look like themselves —
no face of its picture matches their reference photos (:func:`app.book.likeness.page_likeness`, dlib face
embeddings of their era on that page) — with the likeness figure; on a group page, one finding saying who was found
and who is missing (each face given to one person at most); a page whose era of a person has no reference photos;
and, on the first page a person is on, reference photos of one era of theirs that show two different people. All
are ``worth_fixing``: the book prints, but the family may not recognise her.
"""

from __future__ import annotations

from collections.abc import Iterator

from app.book.likeness import (
    disagreement_said,
    era_said,
    era_without_references,
    group_said,
    likeness_said,
    page_likeness,
    people_on_page,
    person_disagreements,
)
from app.preflight.registry import Finding, PageContext, page_check


@page_check
def likeness(ctx: PageContext) -> Iterator[Finding]:
    """Pages where someone may not look like themselves; disagreeing reference photos (first page only)."""
    results = page_likeness(ctx.project, ctx.page)
    group = any(r.group for r in results)
    if group and not all(r.looks_like for r in results):  # each person found or missing, in one finding
        yield Finding("likeness_group", "worth_fixing", group_said(results))
    for result in results if not group else ():
        if not result.looks_like:
            yield Finding("likeness", "worth_fixing", likeness_said(result))
    for person, choice in era_without_references(ctx.project, ctx.page):
        yield Finding("likeness_era", "worth_fixing", era_said(person, choice))
    earlier = ctx.project.book.pages[: ctx.number - 1]
    for person in people_on_page(ctx.project, ctx.page):
        if any(person in people_on_page(ctx.project, page) for page in earlier):
            continue  # said once, on the person's first page
        for disagreement in person_disagreements(ctx.project, person):
            yield Finding("likeness_references", "worth_fixing", disagreement_said(ctx.project, disagreement))
