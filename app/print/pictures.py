"""Placing a picture in its frame: where it goes on the page (:func:`plan_picture`, geometry only) and the
pixels that print there (:func:`render_picture`: transparency flattened, cropped, downscaled).

The two steps are apart so the PDF writer can lay a page out at once and leave the pixel work to the
encoder threads (:class:`app.print.images.ImageSpool`); :func:`place_image` does both for the screen.

The rules: pictures are fitted without distortion — cropped to fill their frame when the shapes are close
(:data:`CROP_TOLERANCE`), otherwise fitted whole — never upscaled, and downscaled to :data:`MAX_DPI` only
above :data:`RESAMPLE_SLACK` × that resolution.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.book.layout import Rect
from app.print.palette import PAPER

if TYPE_CHECKING:
    from PIL.Image import Image

MAX_DPI = 300.0
"""Images holding more than :data:`RESAMPLE_SLACK` × this many pixels per inch of their printed size are
downscaled to this many."""
RESAMPLE_SLACK = 1.25
"""A picture up to 1.25 × :data:`MAX_DPI` (375 DPI) is embedded at its own resolution: resampling it by so
little would soften it and cost more time than the few bytes it saves."""
LAYOUT_ONLY = 0.0
"""``max_dpi`` for laying a page out without its pictures' pixels (pagination's dry runs): frames are placed
from the pictures' sizes, nothing is resampled or encoded."""
LOW_DPI = 150.0
"""Below this effective resolution a printed picture looks soft; the build warns."""
CROP_TOLERANCE = 1.3
"""An image is cropped to fill its frame when the two aspect ratios differ by at most this factor;
otherwise it is fitted whole (a 15:1 panorama is never cropped to a sliver or distorted)."""
COVER_CROP_TOLERANCE = 2.0
"""The cover picture fills its band more eagerly (up to half the picture may be cropped away)."""


@dataclass(frozen=True)
class PicturePlan:
    """Where a picture goes and what of it prints: ``target`` (mm on the page), ``box`` (left, top, right,
    bottom in source pixels, floats) is the part shown, ``size`` (width, height in px) what is embedded,
    ``resample`` whether ``box`` is resampled to ``size`` (else it is cropped, or used whole), ``native_dpi``
    the source's pixels per inch of the printed size, ``effective_dpi`` what is embedded (0 for a
    :data:`LAYOUT_ONLY` plan), ``cropped`` whether it was cropped to fill the frame."""

    target: Rect
    box: tuple[float, float, float, float]
    size: tuple[int, int]
    resample: bool
    native_dpi: float
    effective_dpi: float
    cropped: bool

    def prints_unchanged(self, image: Image) -> bool:
        """Whether ``image`` (the plan's source) prints exactly as it is: RGB, not cropped, not resampled."""
        whole = tuple(round(v) for v in self.box) == (0, 0, *image.size)
        return image.mode == "RGB" and whole and not self.resample


@dataclass
class PlacedImage:
    """An image prepared for a frame: ``image`` (PIL, RGB, already cropped and downscaled) drawn into
    ``target`` (mm). ``native_dpi``: source pixels per inch of the printed size; ``effective_dpi``: what
    is embedded (``min(native, max_dpi)``). ``cropped``: whether it was cropped to fill the frame."""

    image: Image
    target: Rect
    native_dpi: float
    effective_dpi: float
    cropped: bool


def plan_picture(
    size: tuple[int, int],
    frame: Rect,
    max_dpi: float = MAX_DPI,
    crop: bool | None = None,
    tolerance: float = CROP_TOLERANCE,
    top: bool = False,
) -> PicturePlan:
    """Plan a picture of ``size`` (width, height px) in ``frame`` (mm), touching no pixels.

    ``crop=None`` chooses: crop to fill when the aspect ratios differ by at most ``tolerance``
    (vertical crops keep the upper part, where faces usually are: 35 % of the excess above, 65 % below),
    else fit whole, centred (at the top of the frame when ``top``, so text can follow right below a wide
    picture). A picture holding more than :data:`RESAMPLE_SLACK` × ``max_dpi`` pixels per inch of its
    printed size is planned at ``max_dpi``; it is never upscaled. ``max_dpi`` = :data:`LAYOUT_ONLY` plans
    the frame only (effective DPI 0)."""
    w, h = size
    ia, fa = w / h, frame.w / frame.h
    if crop is None:
        crop = max(ia / fa, fa / ia) <= tolerance
    if crop:
        if ia > fa:  # too wide: trim the sides equally
            cw = h * fa
            box = ((w - cw) / 2, 0.0, (w + cw) / 2, float(h))
        else:  # too tall: keep 35 % of the excess above, 65 % below
            ch = w / fa
            above = (h - ch) * 0.35
            box = (0.0, above, float(w), above + ch)
        target = frame
    else:
        box = (0.0, 0.0, float(w), float(h))
        if ia > fa:
            th = frame.w / ia
            target = Rect(frame.x, frame.y + (0.0 if top else (frame.h - th) / 2), frame.w, th)
        else:
            tw = frame.h * ia
            target = Rect(frame.x + (frame.w - tw) / 2, frame.y, tw, frame.h)
    native_dpi = (box[2] - box[0]) / (target.w / 25.4)
    if max_dpi <= LAYOUT_ONLY:
        return PicturePlan(target, box, size, False, native_dpi, 0.0, crop)
    resample = native_dpi > max_dpi * RESAMPLE_SLACK
    if resample:
        out = (max(1, round(target.w / 25.4 * max_dpi)), max(1, round(target.h / 25.4 * max_dpi)))
    else:
        left, upper, right, lower = (round(v) for v in box)
        out = (right - left, lower - upper)
    effective = out[0] / (target.w / 25.4)
    return PicturePlan(target, box, out, resample, native_dpi, min(effective, native_dpi), crop)


def render_picture(image: Image, plan: PicturePlan) -> Image:
    """The pixels ``plan`` prints of ``image`` (any PIL mode, upright): RGB (transparency composited onto
    :data:`PAPER`), ``plan.box`` resampled to ``plan.size`` (an integer box reduction, then Lanczos over the
    last factor < 2) or cropped. Returns ``image`` itself when it prints unchanged. Safe to call on a
    worker thread once ``image`` is loaded (Pillow releases the GIL while it resamples)."""
    from PIL import Image as PILImage

    if plan.prints_unchanged(image):
        return image
    if image.mode != "RGB":
        if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
            rgba = image.convert("RGBA")
            background = PILImage.new("RGBA", rgba.size, PAPER)
            image = PILImage.alpha_composite(background, rgba).convert("RGB")
        else:
            image = image.convert("RGB")
    if plan.resample:
        return image.resize(plan.size, PILImage.Resampling.LANCZOS, box=plan.box, reducing_gap=2.0)
    left, top, right, bottom = (round(v) for v in plan.box)
    return (
        image if (left, top, right, bottom) == (0, 0, *image.size) else image.crop((left, top, right, bottom))
    )


def place_image(
    image: Image,
    frame: Rect,
    max_dpi: float = MAX_DPI,
    crop: bool | None = None,
    tolerance: float = CROP_TOLERANCE,
    top: bool = False,
) -> PlacedImage:
    """Fit ``image`` (any PIL mode, upright) into ``frame`` (mm) without distortion: :func:`plan_picture`
    then :func:`render_picture` (see both for the rules). ``max_dpi`` = :data:`LAYOUT_ONLY` places without
    touching pixels (``image`` is returned as it is, effective DPI 0)."""
    plan = plan_picture(image.size, frame, max_dpi, crop, tolerance, top)
    pixels = image if max_dpi <= LAYOUT_ONLY else render_picture(image, plan)
    return PlacedImage(pixels, plan.target, plan.native_dpi, plan.effective_dpi, plan.cropped)


def pil_to_qimage(image: Image):
    """An RGB PIL image as a ``QImage`` in ``Format_RGB32`` (no alpha, so Qt's PDF engine writes a plain
    DCT image without a soft mask). Pixel data only: no EXIF or other metadata can travel along."""
    import numpy as np
    from PySide6.QtGui import QImage

    rgb = image if image.mode == "RGB" else image.convert("RGB")
    w, h = rgb.size
    # Copy into a QImage Qt owns (a QImage over a Python buffer would alias memory Python may free).
    # RGB32 pixels are 0xFFRRGGBB words: bytes B, G, R, A.
    qimage = QImage(w, h, QImage.Format.Format_RGB32)
    view = np.frombuffer(qimage.bits(), dtype=np.uint8).reshape(h, qimage.bytesPerLine())
    pixels = view[:, : 4 * w].reshape(h, w, 4)
    src = np.asarray(rgb, dtype=np.uint8)
    pixels[..., 0] = src[..., 2]
    pixels[..., 1] = src[..., 1]
    pixels[..., 2] = src[..., 0]
    pixels[..., 3] = 255
    return qimage
