"""The seigaiha pattern (:mod:`app.print.motifs`) in the PDF as Form XObjects: each row's rings written once
per book, not once per page (issue 24: drawing the pattern ring by ring through Qt was most of a cached
rebuild — Qt wrote and compressed some 330 kB of path operators per designed page).

While a :class:`FormSpool` is active (:func:`drawing_forms`), :func:`app.print.motifs.seigaiha` draws a tiny
stand-in ``QImage`` over the band instead of the pattern (2 pixels high, its width the band's number + 1)
and the spool notes the band. :meth:`FormSpool.mark` (before pikepdf saves the file) puts in each stand-in's
place a Form XObject (ISO 32000-1 §8.10) whose ``/Matrix`` maps the band in mm onto the image's unit square,
so it paints where the stand-in was, inside the band's clip (set by the painter, as Qt writes it for the
pattern drawn ring by ring): for each row and ring its colours and one
``Do`` of a shared form holding that ring of every circle in a row (rows of a parity differ only by a
vertical shift, :func:`app.print.motifs.pattern_rows`). The geometry and the order of painting are those
the painter draws (Qt's ellipse of four Bézier curves, ``B*``, the same pen), so the page looks the same.

Only for the regular PDF: the print-shop pass rewrites colours in page content streams only
(:mod:`app.print.pdfx`), so a print-shop PDF draws the pattern through Qt as the preview does.
"""

from __future__ import annotations

import contextvars
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from app.book.layout import Rect

KAPPA = 0.5522847498
"""Qt's Bézier control distance for a quarter circle (``QT_PATH_KAPPA``): the ellipse Qt's painter draws."""

PEN_MM = 0.25
"""Width (mm) of the line around each ring (:func:`app.print.motifs.seigaiha`'s pen)."""


def _num(value: float) -> str:
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@lru_cache(maxsize=256)
def _rgb(colour: str) -> str:
    value = colour.lstrip("#")[-6:]
    return " ".join(_num(int(value[i : i + 2], 16) / 255) for i in (0, 2, 4))


def ellipse_ops(x: float, y: float, r: float) -> str:
    """The PDF path operators of Qt's ``QPainterPath.addEllipse(QPointF(x, y), r, r)`` (mm): from the
    rightmost point, four cubic Béziers, closed."""
    k = r * KAPPA
    points = [
        ((x + r, y + k), (x + k, y + r), (x, y + r)),
        ((x - k, y + r), (x - r, y + k), (x - r, y)),
        ((x - r, y - k), (x - k, y - r), (x, y - r)),
        ((x + k, y - r), (x + r, y - k), (x + r, y)),
    ]
    out = [f"{_num(x + r)} {_num(y)} m"]
    out += [" ".join(f"{_num(a)} {_num(b)}" for a, b in curve) + " c" for curve in points]
    return "\n".join(out) + "\nh"


@dataclass
class _Band:
    band: Rect
    rows: list[tuple[str, str, float, str]]  # (fill, pen colour, y, shared form key) per row and ring


@dataclass
class FormSpool:
    """The pattern bands drawn into one PDF (see the module docstring): ``bands`` in stand-in order, and the
    shared ring forms' content by key (``rings``)."""

    bands: list[_Band] = field(default_factory=list)
    rings: dict[str, str] = field(default_factory=dict)
    _keys: dict[tuple, str] = field(default_factory=dict)  # (centres, radius) → key

    def add(self, band: Rect, rows):
        """Note a band (mm) painted as ``rows`` — ``(y, centres, radius, fills, pen)`` per row
        (:func:`app.print.motifs.pattern_rows`, colours ``#rrggbb``, a fill per ring) — and return the
        stand-in ``QImage`` to draw over it."""
        from PySide6.QtGui import QColor, QImage

        painted = []
        for y, centres, radius, fills, pen in rows:
            for ring, fill in enumerate(fills):
                r = radius * (1 - ring / len(fills))
                shape = (tuple(round(x, 6) for x in centres), round(r, 6))
                key = self._keys.get(shape)
                if key is None:  # a ring not yet written: its path once for the whole book
                    key = self._keys[shape] = f"/Ring{len(self._keys)}"
                    self.rings[key] = "\n".join(ellipse_ops(x, 0.0, r) for x in centres) + "\nB*"
                painted.append((fill, pen, y, key))
        self.bands.append(_Band(band, painted))
        stand_in = QImage(len(self.bands), 2, QImage.Format.Format_RGB32)
        stand_in.fill(QColor(40, 120, 200))  # coloured: Qt writes grey images as DeviceGray
        return stand_in

    def _band_content(self, entry: _Band) -> bytes:
        ops = ["q", f"{_num(PEN_MM)} w 2 J 2 j [] 0 d"]
        for fill, pen, y, key in entry.rows:
            ops.append(f"{_rgb(fill)} rg {_rgb(pen)} RG q 1 0 0 1 0 {_num(y)} cm {key} Do Q")
        ops.append("Q")
        return "\n".join(ops).encode("ascii")

    def mark(self, pdf) -> int:
        """In ``pdf`` (a ``pikepdf.Pdf`` Qt wrote) put each band's Form XObject in its stand-in's place;
        returns how many. Raises RuntimeError when a band has no stand-in."""
        import pikepdf

        from app.print.images import resource_dicts

        if not self.bands:
            return 0
        big = [-1e4, -1e4, 1e4, 1e4]
        rings = pikepdf.Dictionary(
            {
                key: pdf.make_indirect(_form(pdf, content.encode("ascii"), big))
                for key, content in self.rings.items()
            }
        )
        marked = 0
        for resources in resource_dicts(pdf):
            xobjects = resources.get("/XObject", {})
            for name in list(xobjects.keys()):
                number = int(xobjects[name].get("/Width", 0)) - 1
                if xobjects[name].get("/Height") == 2 and 0 <= number < len(self.bands):
                    entry = self.bands[number]
                    b = entry.band
                    form = _form(pdf, self._band_content(entry), big)  # clipped where it is drawn
                    form.Matrix = pikepdf.Array([1 / b.w, 0, 0, -1 / b.h, -b.x / b.w, b.bottom / b.h])
                    form.Resources = pikepdf.Dictionary(XObject=rings)
                    xobjects[name] = pdf.make_indirect(form)
                    marked += 1
        if marked < len(self.bands):
            raise RuntimeError(
                f"{len(self.bands) - marked} of {len(self.bands)} pattern bands have no stand-in"
            )
        return marked


def _form(pdf, content: bytes, bbox: list[float]):
    """A Form XObject stream of ``content`` with ``bbox``, Flate-compressed by qpdf when saved."""
    import pikepdf

    form = pikepdf.Stream(pdf, content)
    form.Type = pikepdf.Name.XObject
    form.Subtype = pikepdf.Name.Form
    form.BBox = pikepdf.Array(bbox)
    return form


_ACTIVE: contextvars.ContextVar[FormSpool | None] = contextvars.ContextVar("form_spool", default=None)


def active_forms() -> FormSpool | None:
    """The :class:`FormSpool` pattern bands go to now (None: the painter draws them)."""
    return _ACTIVE.get()


@contextmanager
def drawing_forms(spool: FormSpool | None) -> Iterator[FormSpool | None]:
    """Send the pattern bands the painter draws in this block to ``spool`` (None: draw them)."""
    token = _ACTIVE.set(spool)
    try:
        yield spool
    finally:
        _ACTIVE.reset(token)
