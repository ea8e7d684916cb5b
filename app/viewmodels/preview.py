"""The page preview: one page drawn by the same painter that draws the PDF (what is on screen is printed).

:meth:`PreviewViewModel.render` builds the print document of the current page with
:func:`app.print.document.document_for_book` and paints it with :func:`app.print.painter.render_page_image`
at a screen resolution. Decoded illustrations are kept in a small cache, so typing does not decode the
picture again; rendering one A4 page at 96 dpi takes some tens of milliseconds in the GUI thread.
"""

from __future__ import annotations

from collections import OrderedDict

from PIL import Image
from PySide6.QtCore import QObject
from PySide6.QtGui import QImage

from app.book.project import BookProject
from app.viewmodels.book import BookViewModel

PREVIEW_DPI = 96
"""Resolution of the on-screen page, in dots per inch (the UI multiplies by the screen's pixel ratio)."""

_CACHE_SIZE = 6


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

    def save(self) -> None:
        """Never: previews do not write the book."""


class PreviewViewModel(QObject):
    """Draws one story page of the open book as it will print."""

    def __init__(self, book_vm: BookViewModel) -> None:
        super().__init__(book_vm)
        self.book_vm = book_vm
        self._images: OrderedDict[str, Image.Image] = OrderedDict()
        book_vm.book_changed.connect(self._images.clear)

    def dpi_to_fit(self, width_px: float, height_px: float) -> float:
        """The resolution at which the open book's page fills ``width_px`` × ``height_px`` device pixels
        (kept between 36 and 300 dpi), so the preview is sharp on high-DPI screens and cheap on small ones."""
        from app.book.layout import TRIM_SIZES_MM

        trim = self.book_vm.book.trim_size if self.book_vm.is_open else "a4"
        width_mm, height_mm = TRIM_SIZES_MM[trim]
        dpi = min(width_px / (width_mm / 25.4), height_px / (height_mm / 25.4))
        return max(36.0, min(300.0, dpi))

    def render(self, row: int, dpi: float = PREVIEW_DPI) -> QImage:
        """Story page ``row`` (0-based) drawn at ``dpi``; a null QImage when there is no such page or its
        picture cannot be read (the reason is reported by ``book_vm.error_changed``)."""
        from app.book.errors import BookError
        from app.book.layout import PrintOptions, PrintPage
        from app.print.document import document_for_book
        from app.print.painter import render_page_image

        if not self.book_vm.is_open or not 0 <= row < len(self.book_vm.book.pages):
            return QImage()
        book = self.book_vm.book
        page = book.pages[row]
        single = book.model_copy(update={"pages": [page]})
        project = _CachedProject(self.book_vm.project, single, self._images)
        try:
            document = document_for_book(project, [])
        except BookError as err:
            self.book_vm.error_changed.emit(str(err))
            return QImage()
        cover, story, colophon = document.pages
        story.number = row + 1
        # the page keeps its place in the book (left- and right-hand pages have mirrored margins); the
        # pages before it are placeholders that are never drawn
        document.pages = [cover, *(PrintPage(kind="story-text") for _ in range(row)), story, colophon]
        options = PrintOptions(trim=book.trim_size, bleed=False, large_print=book.large_print)
        return render_page_image(document, row + 1, options, dpi=dpi)
