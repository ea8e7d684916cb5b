"""What drawing one page of the book needs and what it found: :class:`PageContext` (the painter, the document,
the page and its geometry) and :class:`PageResult` (warnings, pictures' DPI, the story's fit). The page kinds
(:mod:`app.print.pages`, :mod:`app.print.textpage`) draw from it; :func:`app.print.painter.paint_page` makes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.book.geometry import PageGeometry
from app.book.layout import PrintDocument, PrintPage, Rect
from app.print.drawing import draw_image, qcolor, rectf
from app.print.palette import PANEL
from app.print.pictures import CROP_TOLERANCE, LAYOUT_ONLY, MAX_DPI, RESAMPLE_SLACK, PicturePlan, plan_picture
from app.print.text import TextFit
from words import Message

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter


def printed_dpi(plan: PicturePlan) -> float:
    """The effective DPI the PDF gives a picture planned layout-only (``plan``): its native DPI, or
    :data:`MAX_DPI` when it holds more than :data:`RESAMPLE_SLACK` × that (it is then downscaled)."""
    return MAX_DPI if plan.native_dpi > MAX_DPI * RESAMPLE_SLACK else plan.native_dpi


@dataclass
class PageResult:
    """What drawing a page found: ``warnings`` (one line each, naming the page) and ``images``
    as ``(label, effective_dpi)`` pairs."""

    warnings: list[Message | str] = field(default_factory=list)
    images: list[tuple[Message | str, float]] = field(default_factory=list)
    story_fit: TextFit | None = None
    """How the story text was fitted on a "story"/"story-text" page (used to continue long stories)."""


@dataclass
class PageContext:
    """What drawing one page needs: the ``painter`` (mm units), the ``doc`` and its ``page``, the page's
    ``geo``\\ metry, the ``result`` being filled, ``where`` (the page's name in reports) and ``max_dpi``
    (pictures are downscaled to it for their frame)."""

    painter: QPainter
    doc: PrintDocument
    page: PrintPage
    geo: PageGeometry
    result: PageResult
    where: Message | str
    max_dpi: float

    @property
    def zh(self) -> bool:
        """Whether the book is in Chinese (paragraphs indented by two characters)."""
        return self.doc.language == "zh"

    def add_image(
        self, frame: Rect, *, border=True, tolerance=CROP_TOLERANCE, top=False, picture=None, size=None
    ) -> Rect:
        """Draw the page's picture (``picture`` if already loaded) into ``frame`` (mm), noting its effective
        DPI in the result; an empty panel when the page has none. In a layout-only dry run (``max_dpi`` ≤
        ``LAYOUT_ONLY``) only its ``size`` (px; read from the page when not given) is used: nothing is
        decoded or drawn, and the DPI noted is what the PDF would print (:func:`printed_dpi`). Returns what
        it covers (mm)."""
        if self.max_dpi <= LAYOUT_ONLY:
            size = size or self.page.picture_size()
            if size is None:
                return frame
            plan = plan_picture(size, frame, LAYOUT_ONLY, None, tolerance, top)
            self.result.images.append((self.page.image_label or self.where, round(printed_dpi(plan), 1)))
            return plan.target
        image = picture if picture is not None else self.page.picture()
        if image is None:
            self.painter.fillRect(rectf(frame), qcolor(PANEL))
            return frame
        plan = draw_image(
            self.painter, image, frame, self.max_dpi, border=border, tolerance=tolerance, top=top
        )
        self.result.images.append((self.page.image_label or self.where, round(plan.effective_dpi, 1)))
        return plan.target

    def note_overflow(self, fit: TextFit) -> None:
        """Record ``fit`` as the page's story text and warn when lines of it are not printed."""
        self.result.story_fit = fit
        if fit.overflow:
            from app.print.drawing import not_printed

            self.result.warnings.append(not_printed(self.where, "story text", fit))
