"""The book's colours (sRGB hex): warm paper, dark brown ink, a muted terracotta accent. The print-shop export
converts them to CMYK (:mod:`app.print.pdfx`). A large-print book draws its text in :data:`HIGH_CONTRAST`
(:func:`palette_for`; :func:`app.print.painter.paint_page` chooses it per page, :func:`current` hands it to
whatever draws text)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

PAPER = "#FBF5EA"
"""Page background: a warm off-white, like uncoated book paper (transparent pictures are flattened onto it)."""
INK = "#3A2E26"
"""Text colour: a dark warm brown (softer than pure black, still high contrast: about 13:1 on PAPER)."""
ACCENT = "#A86F45"
"""Ornaments, page numbers, subtitles: a muted terracotta."""
PANEL = "#F3E7D3"
"""The soft panel behind text-led pages and empty picture frames."""
FRAME = "#D9C6A8"
"""The thin rule around a picture on a page without bleed."""
MARK = "#000000"
"""Crop marks: black (the only pure black on a page)."""

HIGH_CONTRAST_INK = "#2B211B"
"""Text in a large-print book: a near-black warm brown, 14.5:1 on PAPER and 12.9:1 on PANEL."""
HIGH_CONTRAST_ACCENT = "#5C3A20"
"""Page numbers, subtitles, captions and ornaments in a large-print book: a deep brown, 9.3:1 on PAPER and
8.3:1 on PANEL (the terracotta ACCENT is 3.9:1, below WCAG's 4.5:1 even for normal text)."""

AAA_CONTRAST = 7.0
"""The least contrast ratio a large-print book's text keeps against what is behind it: WCAG 2.x success
criterion 1.4.6 "Contrast (Enhanced)", level AAA, 7:1 for text (https://www.w3.org/TR/WCAG21/#contrast-enhanced)."""


@dataclass(frozen=True)
class Palette:
    """The colours text is set in: ``ink`` (story, titles, dedication) and ``accent`` (page numbers,
    subtitles, captions, ornaments), each ``#rrggbb``."""

    ink: str
    accent: str


REGULAR = Palette(INK, ACCENT)
"""The regular book: soft brown ink, terracotta accents."""
HIGH_CONTRAST = Palette(HIGH_CONTRAST_INK, HIGH_CONTRAST_ACCENT)
"""A large-print book (issue 27 item 5): every text colour at least :data:`AAA_CONTRAST` against PAPER and
PANEL (a designed page's seal keeps it too: :func:`app.print.motifs.seal_colour`)."""

_CURRENT: ContextVar[Palette] = ContextVar("palette", default=REGULAR)


def palette_for(large_print: bool) -> Palette:
    """:data:`HIGH_CONTRAST` for a large-print book, else :data:`REGULAR`."""
    return HIGH_CONTRAST if large_print else REGULAR


def current() -> Palette:
    """The palette of the page being drawn in this thread (:func:`using`), :data:`REGULAR` outside one."""
    return _CURRENT.get()


@contextmanager
def using(palette: Palette) -> Iterator[Palette]:
    """Draw with ``palette`` inside the block (per thread: each PDF writer or preview worker its own)."""
    token = _CURRENT.set(palette)
    try:
        yield palette
    finally:
        _CURRENT.reset(token)


def luminance(colour: tuple[float, float, float]) -> float:
    """WCAG 2.x relative luminance of an sRGB colour given as 0–1 floats (the sRGB transfer function undone,
    then 0.2126 R + 0.7152 G + 0.0722 B)."""
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in colour]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast_ratio(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05), 1–21, of two sRGB colours as 0–1 floats."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
