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

_APPROVE = "memorybook person era sheet BOOK {name} {era} --approve"
_DRAW = "memorybook person era sheet BOOK {name} {era}"


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
            yield ctx.finding(
                "sheet_waiting",
                "note",
                (
                    "{name}'s character sheet ({era}) waits for approval; look at it and approve it with "
                    + _APPROVE,
                    "{name}（{era}）的人物定妆像还没有确认；请看一看，再用 " + _APPROVE + " 确认",
                ),
                **values,
            )
            continue
        changed = sheet_outdated(person, choice.name, ctx.project.book.style)  # sheets: the book's style
        if changed:
            yield ctx.finding(
                "sheet_outdated",
                "worth_fixing",
                (
                    "{name}'s character sheet ({era}) was drawn before the {what} changed; draw it again with "
                    + _DRAW,
                    "{name}（{era}）的人物定妆像是在{what}修改之前画的；请用 " + _DRAW + " 重画",
                ),
                what=_words(changed, ctx.zh),
                **values,
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
            sentences = (
                "the picture was drawn from {name}'s character sheet ({era}), which was drawn again and waits "
                "for approval; approve it with " + _APPROVE + ", then draw the page again",
                "插图是照{name}（{era}）原来的人物定妆像画的，定妆像已经重画、还没有确认；请用 "
                + _APPROVE
                + " 确认后重画这一页",
            )
        elif not change.drawn:
            sentences = (
                "the picture was drawn before {name}'s character sheet ({era}) was approved; draw the page "
                "again so that {name} looks the same as on the other pages",
                "插图是在{name}（{era}）的人物定妆像确认之前画的；请重画这一页，让{name}和别的页上是同一个样子",
            )
        else:
            sentences = (
                "the picture was drawn from an earlier character sheet of {name} ({era}); draw the page again",
                "插图是照{name}（{era}）以前的人物定妆像画的；请重画这一页",
            )
        yield ctx.finding("sheet_stale", "worth_fixing", sentences, **values)


def _words(changed: list[str], zh: bool) -> str:
    words = {"references": ("reference photos", "参考照片"), "style": ("book's style", "画风")}
    names = [words[k][1 if zh else 0] for k in changed]
    return "、".join(names) if zh else " and ".join(names)
