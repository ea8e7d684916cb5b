"""The cover wrap's geometry, in mm (origin top-left of the cover's MediaBox, y down; Qt-free).

Laid flat, left to right: the outer edge (a paperback's bleed, or a hardcover's case wrap), the back
cover, a hinge (hardcover), the spine, a hinge, the front cover, the outer edge; the same edge above and
below. A saddle-stitched book has no spine. Where the services put things (:mod:`app.print.services`
names each figure's source):

- every panel's text stays ``cover_safety_mm`` inside its trim (0.25 in for the print-on-demand services,
  5 mm for a Chinese printer);
- spine text stays ``spine_margin_mm`` inside each spine fold (KDP and IngramSpark allow the fold to move by
  1/16 in = 1.59 mm), and only when the service allows spine text at that page count;
- the barcode area (2 × 1.2 in) at the lower right of the back cover, 0.25 in from the spine fold and the
  bottom trim, is kept clear: the service prints the barcode there;
- a service that takes crop marks (a Chinese printer, a PDF/X-4 print shop) gets a slug of
  :data:`app.book.layout.SLUG_MM` round the art, with crop marks at the wrap's trim corners and fold marks
  where the spine folds (at the centre of a saddle-stitched cover), as its interior pages have.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.book.layout import PT_PER_MM, SLUG_MM, Rect
from app.print.services import INCH_MM, Preset

BARCODE_MM = (2.0 * INCH_MM, 1.2 * INCH_MM)
"""The barcode area kept clear on the back cover, width × height in mm [barcode]."""

BARCODE_INSET_MM = 0.25 * INCH_MM
"""The barcode area's distance from the spine fold and the bottom trim, in mm."""


@dataclass(frozen=True)
class CoverWrap:
    """Where each part of the cover is, in mm: ``media`` (the whole file), ``trim`` (back + hinges + spine +
    front, the TrimBox), ``back``/``front`` (each panel's trim), ``spine`` (zero width when saddle-stitched),
    ``back_safe``/``front_safe`` (where text may go), ``spine_safe`` (where spine text may go) and
    ``barcode`` (kept clear); ``spine_mm`` the computed spine width, ``pages`` the interior pages it is for,
    ``spine_text`` whether the spine carries the title. ``media`` is the art to the bleed's edge, the size the
    service's formula gives; ``slug_mm`` (crop-mark services only) is added round it in the file, every rect
    here staying measured from the art's top-left."""

    media: Rect
    trim: Rect
    back: Rect
    spine: Rect
    front: Rect
    back_safe: Rect
    front_safe: Rect
    spine_safe: Rect
    barcode: Rect
    spine_mm: float
    pages: int
    spine_text: bool
    slug_mm: float = 0.0

    @property
    def page_mm(self) -> tuple[float, float]:
        """The file's page, width × height in mm: the art and the slug on each side."""
        return (self.media.w + 2 * self.slug_mm, self.media.h + 2 * self.slug_mm)

    def in_file(self, rect: Rect) -> Rect:
        """``rect`` (from the art's top-left) measured from the file page's top-left."""
        return Rect(rect.x + self.slug_mm, rect.y + self.slug_mm, rect.w, rect.h)

    def boxes_pt(self) -> tuple[list[float], list[float], list[float]]:
        """(MediaBox, TrimBox, BleedBox) in PDF points; the BleedBox is all the art (the case wrap of a
        hardcover is printed art that folds round the boards), the whole file unless there is a slug."""
        w, h = self.page_mm
        media = [0, 0, round(w * PT_PER_MM, 3), round(h * PT_PER_MM, 3)]
        return media, self.in_file(self.trim).to_pdf_box(h), self.in_file(self.media).to_pdf_box(h)

    def fold_lines_x(self) -> list[float]:
        """Where the cover folds at the spine, mm from the art's left: both spine edges, or the middle of a
        saddle-stitched cover (no spine)."""
        return sorted({round(self.spine.x, 3), round(self.spine.right, 3)})


SPINE_TEXT_MIN_MM = 4.0
"""The narrowest spine-text band (spine less both margins) that holds a 7 pt line (2.5 mm) with air, mm."""


def cover_wrap(preset: Preset, pages: int) -> CoverWrap:
    """The :class:`CoverWrap` of a book of ``pages`` interior pages under ``preset``: width = 2 × edge +
    2 × trim width + 2 × hinge + spine, height = 2 × edge + trim height (each service's cover formula)."""
    tw, th = preset.trim_mm
    edge = preset.binding.wrap_in * INCH_MM
    hinge = preset.binding.hinge_in * INCH_MM
    spine_w = preset.spine_mm(pages)
    width = 2 * edge + 2 * tw + 2 * hinge + spine_w
    media = Rect(0.0, 0.0, width, th + 2 * edge)
    back = Rect(edge, edge, tw, th)
    spine = Rect(back.right + hinge, edge, spine_w, th)
    front = Rect(spine.right + hinge, edge, tw, th)
    safe = preset.service.cover_safety_mm
    margin = preset.service.spine_margin_mm
    spine_safe = spine.inset(margin, safe, margin, safe)
    bw, bh = BARCODE_MM
    barcode = Rect(back.right - BARCODE_INSET_MM - bw, back.bottom - BARCODE_INSET_MM - bh, bw, bh)
    return CoverWrap(
        media=media,
        trim=Rect(back.x, back.y, front.right - back.x, th),
        back=back,
        spine=spine,
        front=front,
        back_safe=back.grow(-safe),
        front_safe=front.grow(-safe),
        spine_safe=spine_safe,
        barcode=barcode,
        spine_mm=spine_w,
        pages=pages,
        spine_text=preset.spine_text_allowed(pages) and spine_safe.w >= SPINE_TEXT_MIN_MM,
        slug_mm=SLUG_MM if preset.service.crop_marks else 0.0,
    )
