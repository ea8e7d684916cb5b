"""Text the print layout cannot fit, even at its smallest size: a title, subtitle, dedication or caption whose
lines past the frame would not print (:func:`app.print.drawing.text_block` leaves them out and says so in the
page's layout warnings). The build printed those warnings; ``check`` now reports the same from its dry run,
on the page — and on the cover and the colophon, which are no page of the book (:func:`cover_reports`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from app.preflight.registry import PageContext, PageReport, page_check

CUT = re.compile(
    r"the (?P<what>[\w ]+?) does not fit its frame even at (?P<pt>[\d.]+) pt; (?P<over>\d+) of (?P<lines>\d+) "
    r"lines are not printed"
)
"""A layout warning of :func:`app.print.drawing.text_block` (after its ``where: ``)."""

WHAT_ZH = {
    "title": "标题",
    "subtitle": "副标题",
    "dedication": "献辞",
    "colophon": "版权页文字",
    "caption": "图注",
}
"""The parts a layout warning names, in Chinese."""

SENTENCES = (
    "the {what} does not fit even at {pt} pt: {over} of its {lines} lines would not print; shorten it or choose a "
    "larger page size",
    "{what}缩到 {pt} 磅也放不下：{lines} 行里有 {over} 行印不出来；请删短一些，或选大一点的开本",
)


def cut_findings(ctx: PageContext, warnings: list[str]) -> list:
    """One blocking finding per layout warning in ``warnings`` that says lines are left out."""
    out = []
    for warning in warnings:
        match = CUT.search(warning)
        if match and match["what"] != "story text":  # a story's overflow goes on continuation pages
            what = WHAT_ZH.get(match["what"], match["what"]) if ctx.zh else match["what"]
            values = {"pt": match["pt"], "over": match["over"], "lines": match["lines"]}
            out.append(ctx.finding("text_cut", "blocking", SENTENCES, what=what, **values))
    return out


@page_check
def text_cut(ctx: PageContext) -> Iterator:
    """A page whose title (or other text) would lose lines in print."""
    yield from cut_findings(ctx, ctx.printed.get("cut", []))


def cover_reports(ctx: PageContext, printed: dict) -> list[PageReport]:
    """Reports for the cover and the colophon (``printed["cover"]``/``["colophon"]`` of the dry run) when their
    text would lose lines; ``ctx``: any page's context (for the language)."""
    reports = []
    for part in ("cover", "colophon"):
        findings = cut_findings(ctx, printed.get(part, {}).get("cut", []))
        if findings:
            reports.append(PageReport(0, "", part, findings))
    return reports
