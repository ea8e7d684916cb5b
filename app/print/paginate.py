"""Long stories continue on the next page instead of being cut off.

:func:`paginate` lays out each story page once (a dry run of the same painter that draws the PDF, on a tiny
image), and when the story text does not fit, keeps what fits on the page and moves the rest to a
text-only continuation page right after it — as many as needed. Printed page numbers are then renumbered
in order.
"""

from __future__ import annotations

from dataclasses import replace

from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.painter import LAYOUT_ONLY, PageResult, begin_mm, paint_page
from app.print.text import TextFit

DRY_RUN_DPI = 8.0
"""Resolution of the dry run's scratch image: text layout is in millimetres, so only speed depends on it."""


def _dry_run(doc: PrintDocument, index: int, options: PrintOptions) -> PageResult:
    from PySide6.QtGui import QImage, QPainter

    from app.book.layout import page_geometry

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


def split_fitted(text: str, fit: TextFit) -> tuple[str, str] | None:
    """Split ``text`` after the lines of ``fit`` that fit its frame: ``(printed here, the rest)``.

    Returns None when nothing needs to move or no line fits at all (then there is nothing to gain).
    """
    shown = len(fit.lines) - fit.overflow
    if fit.overflow <= 0 or shown <= 0:
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


def paginate(doc: PrintDocument, options: PrintOptions) -> PrintDocument:
    """A copy of ``doc`` where no story text overflows its page (see the module docstring). Needs a Qt
    application (see :func:`app.print.fonts.ensure_qt_app`)."""
    pages = list(doc.pages)
    work = replace(doc, pages=pages)
    added = False
    i = 0
    while i < len(pages):
        page = pages[i]
        if page.kind in ("story", "story-text") and page.text.strip():
            fit = _dry_run(work, i, options).story_fit
            parts = split_fitted(page.text, fit) if fit is not None else None
            if parts is not None:
                head, rest = parts
                pages[i] = replace(page, text=head)
                pages.insert(i + 1, PrintPage(kind="story-text", title="", text=rest, number=page.number))
                added = True
        i += 1
    if added:  # renumber the printed pages in order, from the first story page's number
        numbered = [p.number for p in pages if p.kind in ("story", "story-text") and p.number is not None]
        number = (numbered[0] if numbered else 1) - 1
        for j, page in enumerate(pages):
            if page.kind in ("story", "story-text"):
                number += 1
                pages[j] = replace(page, number=number)
    return work
