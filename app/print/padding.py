"""Pages added to a book to reach the page count its printer needs, laid out so a family would not notice
(issue 27): "notes" pages (a heading such as 写下您的回忆 / Your memories and ruled lines,
:func:`app.print.pages.notes`), never empty pages in a row — at most one blank page, the last one, where
IngramSpark wants it ("The final page should be blank", IngramSpark, *File Requirements for Print Books*);
Amazon KDP rejects more than two consecutive blank pages (KDP Help, *Paperback Submission Guidelines*).

- :func:`pad_for_print_shop`: the print-shop PDF/X-4 (a multiple of 4, then a back cover).
- :func:`pad_pages`: a print-on-demand preset's rule (:class:`app.print.services.PageRule`): at least the
  service's minimum, a multiple of its sheet, an optional blank last page.
"""

from __future__ import annotations

import re
from dataclasses import replace

from app.book.layout import PrintDocument, PrintPage

SHEET_PAGES = 4
"""The page count of a print-shop book is padded to a multiple of this."""

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def pad_for_print_shop(doc: PrintDocument) -> PrintDocument:
    """``doc`` with notes pages and a back cover appended so its page count is a multiple of 4.

    The pages added are ``notes`` pages (a heading and ruled lines, :func:`app.print.pages.notes`), never
    empty ones, so a book never prints blank pages in a row (Amazon KDP allows at most two; issue 27).

    The back cover (kind ``back-cover``, always the last page) prints the title, the first line of the
    dedication (``PrintPage.title``) and the colophon's line holding the date (``PrintPage.text``)."""
    back = back_cover_page(doc)
    blanks = (-(len(doc.pages) + 1)) % SHEET_PAGES
    pages = [*doc.pages, *(PrintPage(kind="notes") for _ in range(blanks)), back]
    return replace(doc, pages=pages)


def back_cover_page(doc: PrintDocument) -> PrintPage:
    """The back cover of ``doc``: kind ``back-cover``, the first line of the dedication as ``title`` and the
    colophon's line holding the date (YYYY-MM-DD) as ``text``."""
    dedication = next((line.strip() for line in doc.dedication.splitlines() if line.strip()), "")
    dated = next((line for line in doc.colophon if _DATE.search(line)), "")
    return PrintPage(kind="back-cover", title=dedication, text=dated)


def padding_note(added: int, language: str) -> str:
    """The line the build prints about ``added`` notes pages :func:`pad_for_print_shop` put before the back
    cover (``""`` for none), in ``language`` ("zh" or else English)."""
    if added <= 0:
        return ""
    if language == "zh":
        return f"加了 {added} 页“写下您的回忆”（封底之前）：印刷厂的书页数须为 4 的倍数"
    pages = "page" if added == 1 else "pages"
    return f"added {added} “Your memories” {pages} before the back cover: a print-shop book has a multiple of 4 pages"


def pad_pages(doc: PrintDocument, minimum: int, multiple: int, last_blank: bool) -> tuple[PrintDocument, int]:
    """``doc`` with notes pages appended (after the colophon) until it has at least ``minimum`` pages and a
    multiple of ``multiple``, then, with ``last_blank``, one blank last page (counted). Returns the padded
    document and how many notes pages were added. Never two blank pages in a row: the only blank page is the
    last one, and a notes page is not blank."""
    extra = 1 if last_blank else 0
    total = max(len(doc.pages) + extra, minimum)
    total += (-total) % max(1, multiple)
    added = total - len(doc.pages) - extra
    pages = [*doc.pages, *(PrintPage(kind="notes") for _ in range(added))]
    if last_blank:
        pages.append(PrintPage(kind="blank"))
    return replace(doc, pages=pages), added


def service_padding_note(added: int, language: str, service: str, why: str) -> str:
    """The line an export prints about ``added`` notes pages :func:`pad_pages` put after the colophon for
    ``service`` (its name), ``why`` being the rule in ``language`` ("" for none added)."""
    if added <= 0:
        return ""
    if language == "zh":
        return f"加了 {added} 页“写下您的回忆”（版权页之后）：{service} {why}"
    pages = "page" if added == 1 else "pages"
    return f"added {added} “Your memories” {pages} after the colophon: {service} {why}"
