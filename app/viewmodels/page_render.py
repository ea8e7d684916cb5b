"""Drawing story pages as they print, in any thread: the preview's page, the page strip's miniature of a
designed page, and the printed page numbers (laid out as the PDF lays them out).

Moved out of :mod:`app.viewmodels.preview` so the page strip's thumbnails (:mod:`app.viewmodels.images`) can
draw a page without importing the view-models above them.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage

from app.book.project import BookProject

if TYPE_CHECKING:  # Pillow is imported when a picture is read, not while the window opens (≈ 7 ms)
    from PIL import Image

_CACHE_SIZE = 6
_LENGTHS_SIZE = 256


class _CachedProject(BookProject):
    """A read-only view of the open book with decoded illustrations kept in an LRU cache."""

    def __init__(self, project: BookProject, book, cache: OrderedDict[str, Image.Image]) -> None:
        super().__init__(project.root, book)
        self._cache = cache

    def load_illustration(self, key: str) -> Image.Image:
        """The decoded illustration ``key``, from the cache when it was decoded lately."""
        image = self._cache.get(key)
        if image is None:
            image = super().load_illustration(key)
            self._cache[key] = image
            while len(self._cache) > _CACHE_SIZE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return image

    def save(self) -> bool:
        """Never: previews do not write the book (nothing merged: False)."""
        return False


def side_by_side(images: list[QImage], gap_px: int = 12) -> QImage:
    """``images`` (pages of one size) next to each other on a light grey ground, ``gap_px`` apart."""
    from PySide6.QtGui import QColor, QPainter

    width = sum(i.width() for i in images) + gap_px * (len(images) - 1)
    height = max(i.height() for i in images)
    out = QImage(width, height, QImage.Format.Format_RGB32)
    out.fill(QColor("#e9e4da"))
    painter = QPainter(out)
    x = 0
    for image in images:
        painter.drawImage(x, 0, image)
        x += image.width() + gap_px
    painter.end()
    return out


def printed_length(project: BookProject, book, row: int, cache: OrderedDict, lengths: OrderedDict) -> int:
    """How many printed pages story page ``row`` (0-based) takes: 1, plus the pages its story continues on.

    Laid out as :func:`app.print.paginate.paginate` lays out the PDF; remembered in ``lengths`` (an LRU by the
    page's title, text, picture and photo, the trim size and large print) so typing on one page does not lay
    out the others again."""
    from app.print.document import document_for_book
    from app.print.paginate import paginate

    page = book.pages[row]
    key = (page.title, page.text, page.illustration, page.photo, book.trim_size, book.large_print)
    if key in lengths:
        lengths.move_to_end(key)
        return lengths[key]
    from app.book.layout import PrintOptions

    single = book.model_copy(update={"pages": [page]})
    document = document_for_book(_CachedProject(project, single, cache), [])
    options = PrintOptions(trim=book.trim_size, bleed=False, large_print=book.large_print)
    lengths[key] = len(paginate(document, options).pages) - 2  # less the cover and the colophon
    while len(lengths) > _LENGTHS_SIZE:
        lengths.popitem(last=False)
    return lengths[key]


def printed_number(project: BookProject, book, row: int, cache: OrderedDict, lengths: OrderedDict) -> int:
    """The page number story page ``row`` (0-based) prints with in the PDF: 1 plus the printed lengths of the
    pages before it (see :func:`printed_length`)."""
    return 1 + sum(printed_length(project, book, earlier, cache, lengths) for earlier in range(row))


def render_story_page(
    project: BookProject,
    book,
    row: int,
    dpi: float,
    cache: OrderedDict[str, Image.Image],
    lengths: OrderedDict | None = None,
) -> QImage:
    """Story page ``row`` (0-based) of ``book`` (a snapshot; pictures read from ``project``'s folder through
    ``cache``) drawn at ``dpi`` by the print painter — with the pages its story continues on, side by side,
    when it is too long for one page. The page number is the one it prints with: earlier stories that
    continue on extra pages count (see :func:`printed_length`; ``lengths`` remembers their lengths). Safe in
    any thread (QImage and QPainter only). Raises BookError when the page's picture cannot be read."""
    from app.book.layout import PrintOptions, PrintPage
    from app.print.document import document_for_book
    from app.print.paginate import paginate
    from app.print.painter import render_page_image

    lengths = OrderedDict() if lengths is None else lengths
    number = printed_number(project, book, row, cache, lengths)
    page = book.pages[row]
    single = book.model_copy(update={"pages": [page]})
    document = document_for_book(_CachedProject(project, single, cache), [])
    cover, story, colophon = document.pages
    story.number = number
    # Left- and right-hand pages have mirrored margins, so the page keeps the parity of its place in the
    # book (a placeholder page before it, never drawn, when needed).
    before = [PrintPage(kind="story-text", number=number - 1)] if (number - 1) % 2 else []
    document.pages = [cover, *before, story, colophon]
    options = PrintOptions(trim=book.trim_size, bleed=False, large_print=book.large_print)
    # A long story continues on the following pages, as in the PDF: show them side by side.
    document = paginate(document, options)
    first = 1 + len(before)
    images = [render_page_image(document, i, options, dpi=dpi) for i in range(first, len(document.pages) - 1)]
    return images[0] if len(images) == 1 else side_by_side(images)
