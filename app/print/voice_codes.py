"""Her voice on the printed page: a QR code that opens the page's clip.

A page made from a recording (:mod:`app.book.recordings`) carries its time span; when the book asks for codes
(``Book.voice_codes``) with an address prefix the volunteer hosts (``Book.audio_url_prefix``), the code says
``<prefix>/<page id>.m4a`` — the file :mod:`app.book.companion` writes into its ``audio/`` folder. The code
is drawn in the bottom margin, beside the page number, right-aligned with the text, no larger than
:data:`MAX_CODE_MM` and never into the text frame; the painter's units are millimetres
(:func:`app.print.painter.begin_mm`).

Encoding: segno (ISO/IEC 18004 QR Code), error correction level M (15 % of the code may be smudged), its
four-module quiet zone kept white (ISO/IEC 18004 §6.3.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.book.layout import Rect
from app.print.drawing import qcolor, rectf
from app.print.palette import current

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter

MAX_CODE_MM = 16.0
"""The largest code, mm (quiet zone included); a phone reads a 25-33 module code at this size from 20 cm."""

MIN_CODE_MM = 9.0
"""Below this a phone camera may not resolve the modules (0.3 mm at version 3); the code is drawn no smaller."""


def voice_url(book, page) -> str | None:
    """The address a page's code opens, or None when the book prints no codes or the page has no clip."""
    from app.book.companion import clip_name

    if not (
        book.voice_codes and book.audio_url_prefix and page.recording and page.recording_end_s is not None
    ):
        return None
    return f"{book.audio_url_prefix.rstrip('/')}/{clip_name(page.id)}"


def code_frame(frames: dict[str, Rect]) -> Rect:
    """Where the code goes (mm): right-aligned with the page number's frame, centred on its line, its top
    at least 1.5 mm below the text frame."""
    number = frames["page_number"]
    centre = number.y + number.h / 2
    top = frames["text"].bottom + 1.5 if "text" in frames else centre - MAX_CODE_MM / 2
    size = max(MIN_CODE_MM, min(MAX_CODE_MM, 2 * (centre - top)))
    return Rect(number.right - size, centre - size / 2, size, size)


def draw_voice_code(painter: QPainter, url: str | None, frames: dict[str, Rect]) -> None:
    """Draw the QR code of ``url`` into :func:`code_frame` (nothing when ``url`` is None)."""
    if not url:
        return
    import segno

    matrix = [list(row) for row in segno.make_qr(url, error="m").matrix_iter(scale=1, border=4)]
    frame = code_frame(frames)
    module = frame.w / len(matrix)
    painter.fillRect(rectf(frame), qcolor("#FFFFFF"))
    ink = qcolor(current().ink)
    for row, bits in enumerate(matrix):
        for col, bit in enumerate(bits):
            if bit:
                # a hair over one module, so no paper shows between touching modules when rasterised
                cell = Rect(frame.x + col * module, frame.y + row * module, module * 1.02, module * 1.02)
                painter.fillRect(rectf(cell), ink)
