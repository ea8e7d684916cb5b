"""The character-sheet page check of the preflight (registered on import, :data:`app.preflight.registry.PAGE_CHECKS`):

- ``sheet_stale`` (worth fixing): the page's picture was drawn from another character sheet of a person than
  the one their era gives now (:func:`app.book.sheets.sheet_changes`) — a sheet drawn again, approved
  since, or waiting for approval — named by person and era;
- ``sheet_waiting`` (note): on the first page of a person's era, a sheet drawn but not yet approved;
- ``sheet_outdated`` (worth fixing): on the first page of a person's era, an approved sheet drawn from other
  reference photos or in another style than the era and the book have now.
"""

from __future__ import annotations

from collections.abc import Iterator

from app.book.eras import choose_era
from app.book.likeness import people_on_page
from app.book.sheets import current_sheet, sheet_changes, sheet_outdated
from app.preflight.registry import Finding, PageContext, page_check
from words import Message

SHEET_CHANGES = {
    ("references",): Message("preflight.sheet_changed.references"),
    ("style",): Message("preflight.sheet_changed.style"),
    ("references", "style"): Message("preflight.sheet_changed.both"),
}
"""What changed since an approved character sheet was drawn (:func:`app.book.sheets.sheet_outdated`)."""


@page_check
def character_sheets(ctx: PageContext) -> Iterator[Finding]:
    """Pages drawn from another character sheet; sheets waiting for approval or outdated (first page)."""
    yield from _stale_sheets(ctx)
    earlier = ctx.project.book.pages[: ctx.number - 1]
    for person in people_on_page(ctx.project, ctx.page):
        choice = choose_era(person, ctx.page)
        if any(
            person in people_on_page(ctx.project, page) and choose_era(person, page).name == choice.name
            for page in earlier
        ):
            continue  # said once, on the first page of the person's era
        try:
            sheet = current_sheet(person, choice.name)
        except KeyError:  # a time without an era of theirs
            continue
        if sheet is None:
            continue
        values = {"name": person.name, "era": choice.name}
        if not sheet.approved:
            yield ctx.finding("sheet_waiting", "note", Message("preflight.sheet_waiting", **values))
            continue
        changed = sheet_outdated(person, choice.name, ctx.project.book.style)  # sheets: the book's style
        if changed:
            what = SHEET_CHANGES.get(tuple(changed)) or SHEET_CHANGES[("references", "style")]
            yield ctx.finding(
                "sheet_outdated", "worth_fixing", Message("preflight.sheet_outdated", what=what, **values)
            )


def _stale_sheets(ctx: PageContext) -> Iterator[Finding]:
    page = ctx.page
    if not page.illustration or not ctx.project.has_illustration(page.illustration):
        return
    try:
        drawn = ctx.project.illustration_sidecar(page.illustration).get("request") or {}
    except (OSError, ValueError):
        return
    for change in sheet_changes(ctx.project, page, drawn):
        values = {"name": change.person, "era": change.era}
        if not change.now:
            message = Message("preflight.sheet_stale_waiting", **values)
        elif not change.drawn:
            message = Message("preflight.sheet_stale_unapproved", **values)
        else:
            message = Message("preflight.sheet_stale", **values)
        yield ctx.finding("sheet_stale", "worth_fixing", message)
