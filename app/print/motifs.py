"""The pattern and the seal of a designed page (a story page without a picture, :func:`app.print.pages.story_text`).

The pattern is *seigaiha* (青海波, "waves of the blue sea"): rows of concentric half-rings, each row set half a
circle over and a quarter of a circle down, drawn top row first so each row laps over the one above — a
traditional East Asian textile pattern (it is on Tang-dynasty silks and Japanese kimono; Dower, *The
Elements of Japanese Design*, 1971). The rings are tints of the book's palette (the style's colours in
``PrintDocument.palette``, else :mod:`app.print.palette`'s accent) mixed with the paper colour, so the page
matches the pictures of the book and stays light enough to print text near it.

Only solid fills and strokes are used (no gradients, no transparency), so the print-shop pass converts every
colour to CMYK (:mod:`app.print.pdfx`). All lengths in mm.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from app.book.layout import Rect
from app.print.palette import ACCENT, FRAME, PAPER

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter

TINT_FILL = 0.3
"""Share of the palette colour in a ring's fill (the rest is paper): a light tint under no text."""
TINT_LINE = 0.75
"""Share of the palette colour in the thin line around each ring."""
RINGS = 4
"""Concentric rings per circle of the pattern."""


def mix(colour: str, share: float, base: str = PAPER) -> str:
    """``colour`` (``#rrggbb``) mixed with ``base`` (``#rrggbb``): ``share`` 0 gives ``base``, 1 ``colour``.
    Returns ``#rrggbb``. Raises ValueError for a colour that is not ``#rrggbb``."""
    a, b = _rgb(colour), _rgb(base)
    return "#" + "".join(f"{round(x * share + y * (1 - share)):02x}" for x, y in zip(a, b, strict=True))


def _unit(value: str) -> tuple[float, float, float]:
    """``"#rrggbb"`` as components 0–1."""
    r, g, b = _rgb(value)
    return r / 255, g / 255, b / 255


def _rgb(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    if len(value) != 6:
        raise ValueError(f"{value!r} is not a #rrggbb colour")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def page_colours(palette: tuple[str, ...] | list[str], number: int | None) -> tuple[str, str]:
    """The two colours of page ``number``'s pattern, from ``palette`` (the book style's ``#rrggbb`` colours;
    empty: :data:`app.print.palette.ACCENT` and :data:`FRAME`): each page takes the next pair, so the
    designed pages of a book differ while sharing its colours. Too light a colour (a paper tone) is skipped."""
    usable = [c for c in palette if sum(_rgb(c)) < 3 * 225] or [ACCENT, FRAME]
    start = (number or 0) % len(usable)
    return usable[start], usable[(start + 1) % len(usable)]


def seal_colour(colours: tuple[str, str]) -> str:
    """The seal's ink (``#rrggbb``): the darker of a page's two pattern ``colours``, mixed at least 40 % towards
    the current palette's ink (:func:`app.print.palette.current`), and further until the glyph keeps the
    contrast its text must have on :data:`PAPER`: 4.5:1 (WCAG 2.1 SC 1.4.3); in a large-print book the ink
    itself, which keeps 7:1 against all behind it (:data:`app.print.palette.AAA_CONTRAST`, SC 1.4.6)."""
    from app.print.palette import HIGH_CONTRAST, contrast_ratio, current

    palette = current()
    if (
        palette == HIGH_CONTRAST
    ):  # large print: the ink itself (the pattern's tints behind a stroke's edge too)
        return palette.ink
    least = 4.5
    darker = min(colours, key=lambda c: sum(_rgb(c)))
    paper = _unit(PAPER)
    for share in (0.6, 0.5, 0.4, 0.3, 0.2, 0.1):
        colour = mix(darker, share, palette.ink)
        if contrast_ratio(_unit(colour), paper) >= least:
            return colour
    return palette.ink


def pattern_rows(band: Rect, colours: tuple[str, str], radius: float):
    """The rows of the seigaiha pattern filling ``band`` (mm), top row first: ``(y, centres, radius, fills,
    pen)`` — the row's centre line (mm), its circles' centres along it (mm), the circles' radius, the fill of
    each of its :data:`RINGS` rings from the outside in and the colour of the line around them (``#rrggbb``,
    tints of ``colours``). Rows stand on the band's bottom edge, so it ends in whole arcs."""
    fills = [mix(c, TINT_FILL) for c in colours]
    pens = [mix(c, TINT_LINE) for c in colours]
    step_y = radius / 2
    rows = math.ceil((band.h + radius) / step_y)
    out = []
    for row in range(rows + 1):
        y = band.bottom - (rows - row) * step_y
        if y + radius < band.y:  # wholly above the band
            continue
        first = band.x - (radius if (rows - row) % 2 else 0.0)
        count = int((band.right + radius - first) // (2 * radius)) + 1
        centres = [first + 2 * radius * k for k in range(count)]
        rings = [fills[row % 2] if ring % 2 == 0 else PAPER for ring in range(RINGS)]
        out.append((y, centres, radius, rings, pens[row % 2]))
    return out


def seigaiha(painter: QPainter, band: Rect, colours: tuple[str, str], radius: float, rounded: float = 0.0):
    """Fill ``band`` (mm) with the seigaiha pattern (module docstring) of circles ``radius`` mm across
    half, ringed in tints of ``colours`` (two ``#rrggbb``); ``rounded`` > 0 rounds the band's corners by that
    many mm (a band inside the margins). Drawing is clipped to the band. While a PDF is written the band
    goes to the form spool (:mod:`app.print.forms`: each row's rings written once per book)."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainterPath, QPen

    from app.print.drawing import qcolor, rectf
    from app.print.forms import PEN_MM, active_forms

    rows = pattern_rows(band, colours, radius)
    forms = active_forms()
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(band.x, band.y, band.w, band.h), rounded, rounded)
    painter.setClipPath(clip)
    if forms is not None:
        painter.drawImage(rectf(band), forms.add(band, rows))
        painter.restore()
        return
    for y, centres, r0, fills, line in rows:
        pen = QPen(qcolor(line))
        pen.setWidthF(PEN_MM)
        painter.setPen(pen)
        for ring, fill in enumerate(
            fills
        ):  # circles of a row never overlap: each ring of the row is one path
            r = r0 * (1 - ring / RINGS)
            path = QPainterPath()
            for x in centres:
                path.addEllipse(QPointF(x, y), r, r)
            painter.setBrush(qcolor(fill))
            painter.drawPath(path)
    painter.restore()


def seal(painter: QPainter, centre: tuple[float, float], radius: float, glyph: str, colour: str) -> None:
    """A round seal at ``centre`` (mm): a paper disc of ``radius`` mm with a double ring in ``colour`` and
    ``glyph`` (the page title's first character) in the middle, in the bold face, as a drop initial."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QPen

    from app.book.layout import PT_PER_MM
    from app.print.drawing import qcolor

    cx, cy = centre
    painter.save()
    pen = QPen(qcolor(colour))
    pen.setWidthF(0.7)
    painter.setPen(pen)
    painter.setBrush(qcolor(PAPER))
    painter.drawEllipse(QPointF(cx, cy), radius, radius)
    pen.setWidthF(0.3)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)  # no transparent fill: live transparency in a PDF/X-1a
    painter.drawEllipse(QPointF(cx, cy), radius * 0.86, radius * 0.86)
    painter.restore()
    if glyph.strip():
        _seal_glyph(painter, centre, radius * 1.05 * PT_PER_MM, glyph, colour)


def _seal_glyph(
    painter: QPainter, centre: tuple[float, float], size_pt: float, glyph: str, colour: str
) -> None:
    """``glyph`` centred on ``centre`` (mm) at ``size_pt`` in the bold face of the shipped family that has it
    (:func:`app.print.fonts.family_for`), filled in ``colour`` as an outline, not as text: the seal repeats the
    title's first character as an ornament, and a reader copying the page or reading it aloud should meet the
    title once. Not drawn in a dry run (:data:`app.print.drawing.LAYING_OUT`)."""
    from PySide6.QtGui import QPainterPath

    from app.print.drawing import LAYING_OUT, qcolor
    from app.print.fonts import family_for
    from app.print.text import UNITS_PER_MM, make_font

    if LAYING_OUT.get():
        return
    path = QPainterPath()
    path.addText(0.0, 0.0, make_font(size_pt, True, family_for(glyph[0])), glyph)
    box = path.boundingRect()
    painter.save()
    painter.translate(*centre)
    painter.scale(1 / UNITS_PER_MM, 1 / UNITS_PER_MM)
    painter.translate(-box.center())
    painter.fillPath(path, qcolor(colour))
    painter.restore()
