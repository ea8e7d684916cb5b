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
from words import Message

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


def what_was_added(pages: list[PrintPage]) -> Message:
    """``2 photo pages and 3 “Your memories” pages`` / ``2 页照片、3 页“写下您的回忆”`` for the added
    ``pages``."""
    photos = sum(p.kind == "photo" for p in pages)
    notes = sum(p.kind == "notes" for p in pages)
    photo_pages = Message(
        "print.added.photo_page" if photos == 1 else "print.added.photo_pages", count=photos
    )
    notes_pages = Message("print.added.notes_page" if notes == 1 else "print.added.notes_pages", count=notes)
    if photos and notes:
        return Message("print.added.both", photos=photo_pages, notes=notes_pages)
    return photo_pages if photos else notes_pages


def back_cover_page(doc: PrintDocument) -> PrintPage:
    """The back cover of ``doc``: kind ``back-cover``, the first line of the dedication as ``title`` and the
    colophon's line holding the date (YYYY-MM-DD) as ``text``."""
    dedication = next((line.strip() for line in doc.dedication.splitlines() if line.strip()), "")
    dated = next((line for line in doc.colophon if _DATE.search(line)), "")
    return PrintPage(kind="back-cover", title=dedication, text=dated)


def padding_note(added: int, pages: list[PrintPage] | None = None) -> Message | None:
    """The line the build prints about the ``added`` pages :func:`pad_for_print_shop` put before the back
    cover (``pages``: those pages; notes pages when not given), None for none."""
    if added <= 0:
        return None
    what = what_was_added(pages if pages is not None else [PrintPage(kind="notes")] * added)
    return Message("print.padding.print_shop", what=what)


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


def service_padding_note(added: list[PrintPage], service: str, binding: Message, rule) -> Message | None:
    """The line an export prints about the ``added`` pages :func:`pad_pages` put after the colophon for
    ``service`` (its name), whose ``binding`` takes ``rule`` (:class:`app.print.services.PageRule`: its
    ``min_pages`` and ``multiple``); None for none added."""
    if not added:
        return None
    what = what_was_added(added)
    values = {"what": what, "service": service, "binding": binding, "min": rule.min_pages}
    return Message("print.padding.service", multiple=rule.multiple, **values)
