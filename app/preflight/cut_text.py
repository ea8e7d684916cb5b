"""Text the print layout cannot fit, even at its smallest size: a title, subtitle, dedication or caption whose
lines past the frame would not print (:func:`app.print.drawing.text_block` leaves them out and says so in the
page's layout warnings, :func:`app.print.drawing.not_printed`). The build printed those warnings; ``check`` now reports the same from its dry run,
on the page — and on the cover and the colophon, which are no page of the book (:func:`cover_reports`).
"""

from __future__ import annotations

from collections.abc import Iterator

from app.preflight.registry import PageContext, PageReport, page_check
from words import Message


def cut_findings(ctx: PageContext, warnings: list) -> list:
    """One blocking finding per layout warning in ``warnings`` that says lines are left out
    (:func:`app.print.drawing.not_printed`: ``located`` around ``print.text_not_fit``)."""
    from app.print.drawing import TEXT_PARTS

    out = []
    for warning in warnings:
        cut = warning.params.get("message") if isinstance(warning, Message) else None
        if not (isinstance(cut, Message) and cut.code == "print.text_not_fit"):
            continue
        if cut.params["what"] == TEXT_PARTS["story text"]:  # a story's overflow goes on continuation pages
            continue
        values = {"what": cut.params["what"], "pt": cut.params["size"], "over": cut.params["over"]}
        message = Message("preflight.text_cut", lines=cut.params["lines"], **values)
        out.append(ctx.finding("text_cut", "blocking", message))
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
