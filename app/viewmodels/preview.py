"""The page preview: one page drawn by the same painter that draws the PDF (what is on screen is printed).

:meth:`PreviewViewModel.render` builds the print document of the current page with
:func:`app.print.document.document_for_book` and paints it with :func:`app.print.painter.render_page_image`
at a screen resolution. Decoded illustrations are kept in a small cache, so typing does not decode the
picture again; rendering one A4 page at 96 dpi takes some tens of milliseconds in the GUI thread.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QImage

from app.viewmodels.book import BookViewModel
from app.viewmodels.messages import translate_message
from app.viewmodels.page_render import printed_length, printed_number, render_story_page, side_by_side
from words import Message, message_of

__all__ = [
    "PREVIEW_DPI",
    "PreviewViewModel",
    "printed_length",
    "printed_number",
    "render_story_page",
    "side_by_side",
]

if TYPE_CHECKING:  # Pillow is imported when a picture is read, not while the window opens (≈ 7 ms)
    from PIL import Image

PREVIEW_DPI = 96
"""Resolution of the on-screen page, in dots per inch (the UI multiplies by the screen's pixel ratio)."""


class PreviewViewModel(QObject):
    """Draws one story page of the open book as it will print.

    :meth:`request` draws in the worker thread when a bridge is attached (decoding a large picture and laying
    out a long story take a few hundred milliseconds) and delivers ``preview_changed(row, image)``; the
    newest request wins. :meth:`render` draws at once, in the calling thread.
    """

    preview_changed = Signal(int, QImage)
    JOB = "preview"

    def __init__(self, book_vm: BookViewModel, bridge=None) -> None:
        super().__init__(book_vm)
        self.book_vm = book_vm
        self.bridge = bridge
        self._images: OrderedDict[str, Image.Image] = OrderedDict()
        self._worker_images: OrderedDict[str, Image.Image] = OrderedDict()  # touched by the worker only
        self._lengths: OrderedDict = OrderedDict()  # printed lengths of pages, GUI thread only
        self._worker_lengths: OrderedDict = OrderedDict()  # touched by the worker only
        self._sequence = 0
        book_vm.book_changed.connect(self._images.clear)
        if bridge is not None:
            bridge.job_finished.connect(self._on_finished)
            bridge.job_failed.connect(self._on_failed)

    def dpi_to_fit(self, width_px: float, height_px: float) -> float:
        """The resolution at which the open book's page fills ``width_px`` × ``height_px`` device pixels
        (kept between 36 and 300 dpi), so the preview is sharp on high-DPI screens and cheap on small ones."""
        from app.book.layout import TRIM_SIZES_MM

        trim = self.book_vm.book.trim_size if self.book_vm.is_open else "a4"
        width_mm, height_mm = TRIM_SIZES_MM[trim]
        dpi = min(width_px / (width_mm / 25.4), height_px / (height_mm / 25.4))
        return max(36.0, min(300.0, dpi))

    def render(self, row: int, dpi: float = PREVIEW_DPI) -> QImage:
        """Story page ``row`` (0-based) drawn now at ``dpi`` (see :func:`render_story_page`); a null QImage
        when there is no such page or its picture cannot be read (reported by ``book_vm.error_changed``)."""
        from app.book.errors import BookError

        if not self.book_vm.is_open or not 0 <= row < len(self.book_vm.book.pages):
            return QImage()
        try:
            return render_story_page(
                self.book_vm.open_project, self.book_vm.book, row, dpi, self._images, self._lengths
            )
        except BookError as err:
            self.book_vm.error_changed.emit(translate_message(message_of(err)))
            return QImage()

    def request(self, row: int, dpi: float = PREVIEW_DPI) -> None:
        """Draw page ``row`` in the worker (at once without a bridge); ``preview_changed`` follows."""
        if self.bridge is None or not self.book_vm.is_open or not 0 <= row < len(self.book_vm.book.pages):
            self.preview_changed.emit(row, self.render(row, dpi))
            return
        self._sequence += 1
        sequence, project = self._sequence, self.book_vm.open_project
        cache, lengths = self._worker_images, self._worker_lengths
        book = self.book_vm.book.model_copy(
            update={"pages": [p.model_copy() for p in self.book_vm.book.pages]}
        )

        def run(_ctx) -> tuple[int, int, QImage]:
            return sequence, row, render_story_page(project, book, row, dpi, cache, lengths)

        self.bridge.cancel(self.JOB)  # an older request still waiting is not wanted any more
        self.bridge.submit(self.JOB, run)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind == self.JOB:
            sequence, row, image = result
            if sequence == self._sequence:
                self.preview_changed.emit(row, image)

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
        if kind == self.JOB:
            self.book_vm.error_changed.emit(translate_message(message))
            self.preview_changed.emit(-1, QImage())
