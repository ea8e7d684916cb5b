"""Long stories continue on the next page instead of being cut off — never onto a scrap page.

:func:`paginate` lays out each story page once (a dry run of the same painter that draws the PDF, on a tiny
image). A story overflowing by a few lines is first fitted on its page (tighter leading, a smaller picture:
:mod:`app.print.fitting`); when it still does not fit, what fits stays and the rest moves to a text-only
continuation page right after it — as many as needed — and a continuation page always holds at least
:data:`MIN_CONTINUATION_LINES` lines (more lines move over from the page before). Printed page numbers are
then renumbered in order. :func:`continuations` reports each continuation page (for ``memorybook check``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.painter import PageResult, begin_mm, paint_page
from app.print.pictures import LAYOUT_ONLY
from app.print.text import TextFit
from app.print.typography import typeset

MIN_CONTINUATION_LINES = 3
"""A continuation page never holds fewer lines than this (a page of one or two lines is a scrap page)."""

DRY_RUN_DPI = 8.0
"""Resolution of the dry run's scratch image: text layout is in millimetres, so only speed depends on it."""


def _dry_run(doc: PrintDocument, index: int, options: PrintOptions) -> PageResult:
    from PySide6.QtGui import QImage, QPainter

    from app.book.geometry import page_geometry

    geo = page_geometry(doc.pages[index].kind, options, index)
    image = QImage(
        max(1, int(geo.media.w / 25.4 * DRY_RUN_DPI)),
        max(1, int(geo.media.h / 25.4 * DRY_RUN_DPI)),
        QImage.Format.Format_RGB32,
    )
    painter = QPainter(image)
    try:
        begin_mm(painter, DRY_RUN_DPI)
        return paint_page(painter, doc, index, options, geo, max_dpi=LAYOUT_ONLY)
    finally:
        painter.end()


@dataclass(frozen=True)
class Continuation:
    """A continuation page :func:`paginate` made: ``index`` in the paginated document, the ``title`` and
    printed ``number`` of the story page it continues, and how many ``lines`` of text it holds."""

    index: int
    title: str
    number: int | None
    lines: int


def split_fitted(text: str, fit: TextFit, keep: int | None = None) -> tuple[str, str] | None:
    """Split ``text`` after the lines of ``fit`` that fit its frame (or after its first ``keep`` lines):
    ``(printed here, the rest)``.

    Returns None when nothing needs to move or no line fits at all (then there is nothing to gain).
    """
    shown = len(fit.lines) - fit.overflow if keep is None else keep
    if shown >= len(fit.lines) or shown <= 0:
        return None
    pos = 0
    for line in fit.lines[:shown]:
        piece = line.strip()
        if not piece:
            continue
        found = text.find(piece, pos)
        if found < 0:
            return None
        pos = found + len(piece)
    head, rest = text[:pos].rstrip(), text[pos:].lstrip()
    return (head, rest) if rest else None


def mid_paragraph(text: str, head: str, rest: str) -> bool:
    """Whether :func:`split_fitted` cut ``text`` into ``head`` and ``rest`` inside a paragraph (no line break
    between them): the continuation then carries on that paragraph, without a new first-line indent."""
    return "\n" not in text[len(head) : len(text) - len(rest)]


def _split_page(
    work: PrintDocument, i: int, options: PrintOptions, results: dict[int, PageResult]
) -> int | None:
    """Split page ``i`` of ``work`` (in place) if its story overflows; returns the continuation's line count,
    None when nothing moved. Moves more lines over until the continuation holds at least
    :data:`MIN_CONTINUATION_LINES` (or the page keeps a single line). The dry runs' results are left in
    ``results`` under the pages' indexes (``i``, and ``i + 1`` for a continuation made)."""
    pages, page = work.pages, work.pages[i]
    if i not in results:  # a continuation made by the page before was laid out already
        results[i] = _dry_run(work, i, options)
    result = results[i]
    fit = result.story_fit
    if fit is None or fit.fits:
        return None
    keep, inserted = len(fit.lines) - fit.overflow, False
    while True:
        parts = split_fitted(page.text, fit, keep)
        if parts is None:
            return None
        head, rest = parts
        pages[i] = replace(page, text=head)
        continued = mid_paragraph(page.text, head, rest)
        follow = PrintPage(kind="story-text", title="", text=rest, number=page.number, continued=continued,
                           size_pt=fit.size_pt)  # fmt: skip
        if inserted:
            pages[i + 1] = follow
        else:
            pages.insert(i + 1, follow)
            inserted = True
        results[i + 1] = _dry_run(work, i + 1, options)
        rest_fit = results[i + 1].story_fit
        lines = len(rest_fit.lines) - rest_fit.overflow if rest_fit else 0
        if lines >= MIN_CONTINUATION_LINES or rest_fit is None or rest_fit.overflow or keep <= 1:
            return lines
        keep -= MIN_CONTINUATION_LINES - lines


def paginate(
    doc: PrintDocument,
    options: PrintOptions,
    report: list[Continuation] | None = None,
    layouts: dict[int, PageResult] | None = None,
) -> PrintDocument:
    """A copy of ``doc`` as printed — typeset (:func:`app.print.typography.typeset`: English curly quotes) and
    with no story text overflowing its page (see the module docstring); each continuation page made is
    appended to ``report`` when given, and ``layouts`` (when given) gets each story page's dry-run
    :class:`~app.print.painter.PageResult` by its index in the copy (its pictures' printed DPI: the
    preflight reads the book's layout from here instead of laying it out again). Each story page is laid out
    once, and each continuation page once; no picture is decoded (sizes only). Needs a
    Qt application (see :func:`app.print.fonts.ensure_qt_app`)."""
    doc = typeset(doc)
    pages = list(doc.pages)
    work = replace(doc, pages=pages)
    made: dict[int, int] = {}  # index of a page continued → lines on its continuation (right after it)
    results: dict[int, PageResult] = {}
    i = 0
    while i < len(pages):
        page = pages[i]
        if page.kind in ("story", "story-text") and (page.text.strip() or layouts is not None):
            lines = _split_page(work, i, options, results)
            if lines is not None:
                made[i] = lines
        elif page.kind in ("cover", "colophon") and layouts is not None:  # text that may not fit (preflight)
            results[i] = _dry_run(work, i, options)
        i += 1
    if made:  # renumber the printed pages in order, from the first story page's number
        numbered = [p.number for p in pages if p.kind in ("story", "story-text") and p.number is not None]
        number = (numbered[0] if numbered else 1) - 1
        for j, page in enumerate(pages):
            if page.kind in ("story", "story-text"):
                number += 1
                pages[j] = replace(page, number=number)
    if report is not None:
        for index, lines in made.items():
            source = next(p for p in reversed(pages[: index + 1]) if p.title or p.kind == "story")
            report.append(Continuation(index + 1, source.title, source.number, lines))
    if layouts is not None:
        layouts.update(results)
    return work


def continuations(doc: PrintDocument, options: PrintOptions) -> list[Continuation]:
    """The continuation pages printing ``doc`` with ``options`` makes, each with how many lines it holds (for
    ``memorybook check``: a story that overflows its page). Needs a Qt application."""
    report: list[Continuation] = []
    paginate(doc, options, report)
    return report
