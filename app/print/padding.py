"""Pages added to a book to reach the page count its printer needs, laid out so a family would not notice
(issue 27): the book's photos no page shows, one to a page (``photo``), then "notes" pages (a heading such as 写下您的回忆 / Your memories and ruled lines,
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

    The pages added are the book's spare photos, then ``notes`` pages (a heading and ruled lines,
    :func:`app.print.pages.notes`), never empty ones, so a book never prints blank pages in a row (Amazon KDP
    allows at most two; issue 27).

    The back cover (kind ``back-cover``, always the last page) prints the title, the first line of the
    dedication (``PrintPage.title``) and the colophon's line holding the date (``PrintPage.text``)."""
    back = back_cover_page(doc)
    added = (-(len(doc.pages) + 1)) % SHEET_PAGES
    return replace(doc, pages=[*doc.pages, *fillers(doc, added), back])


def fillers(doc: PrintDocument, count: int) -> list[PrintPage]:
    """``count`` pages to pad ``doc`` with: its spare photo pages first (``PrintDocument.spare_photos``, the
    photos no page shows), then notes pages."""
    photos = list(doc.spare_photos[:count])
    return [*photos, *(PrintPage(kind="notes") for _ in range(count - len(photos)))]


def what_was_added(pages: list[PrintPage], language: str) -> str:
    """``2 photo pages and 3 “Your memories” pages`` / ``2 页照片、3 页“写下您的回忆”`` for the added
    ``pages``."""
    photos = sum(p.kind == "photo" for p in pages)
    notes = sum(p.kind == "notes" for p in pages)
    if language == "zh":
        parts = [f"{photos} 页照片（书里没用上的照片）"] if photos else []
        return "、".join([*parts, *([f"{notes} 页“写下您的回忆”"] if notes else [])])
    parts = [f"{photos} photo page{'s' if photos != 1 else ''} (the book's unused photos)"] if photos else []
    notes_text = f"{notes} “Your memories” page{'s' if notes != 1 else ''}"
    return " and ".join([*parts, *([notes_text] if notes else [])])


def back_cover_page(doc: PrintDocument) -> PrintPage:
    """The back cover of ``doc``: kind ``back-cover``, the first line of the dedication as ``title`` and the
    colophon's line holding the date (YYYY-MM-DD) as ``text``."""
    dedication = next((line.strip() for line in doc.dedication.splitlines() if line.strip()), "")
    dated = next((line for line in doc.colophon if _DATE.search(line)), "")
    return PrintPage(kind="back-cover", title=dedication, text=dated)


def padding_note(added: int, language: str, pages: list[PrintPage] | None = None) -> str:
    """The line the build prints about the ``added`` pages :func:`pad_for_print_shop` put before the back
    cover (``pages``: those pages; notes pages when not given), ``""`` for none, in ``language`` ("zh" or
    else English)."""
    if added <= 0:
        return ""
    what = what_was_added(pages if pages is not None else [PrintPage(kind="notes")] * added, language)
    if language == "zh":
        return f"加了 {what}（封底之前）：印刷厂的书页数须为 4 的倍数"
    return f"added {what} before the back cover: a print-shop book has a multiple of 4 pages"


def pad_pages(doc: PrintDocument, minimum: int, multiple: int, last_blank: bool) -> tuple[PrintDocument, int]:
    """``doc`` with notes pages appended (after the colophon) until it has at least ``minimum`` pages and a
    multiple of ``multiple``, then, with ``last_blank``, one blank last page (counted). The pages added are
    :func:`fillers` (spare photos, then notes pages). Returns the padded document and how many pages were
    added (the blank last page not counted). Never two blank pages in a row: the only blank page is the last
    one, and neither a photo nor a notes page is blank."""
    extra = 1 if last_blank else 0
    total = max(len(doc.pages) + extra, minimum)
    total += (-total) % max(1, multiple)
    added = total - len(doc.pages) - extra
    pages = [*doc.pages, *fillers(doc, added)]
    if last_blank:
        pages.append(PrintPage(kind="blank"))
    return replace(doc, pages=pages), added


def service_padding_note(added: list[PrintPage], language: str, service: str, why: str) -> str:
    """The line an export prints about the ``added`` pages :func:`pad_pages` put after the colophon for
    ``service`` (its name), ``why`` being the rule in ``language`` ("" for none added)."""
    if not added:
        return ""
    what = what_was_added(added, language)
    if language == "zh":
        return f"加了 {what}（版权页之后）：{service} {why}"
    return f"added {what} after the colophon: {service} {why}"
