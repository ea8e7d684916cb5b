"""Normalising a decoded photo: upright, 8-bit sRGB, flattened onto white paper, with no metadata.

Used by photo intake (:mod:`app.book.photos`) once the pixels are decoded and checked:

- :func:`upright` applies the EXIF orientation once (:func:`PIL.ImageOps.exif_transpose`); HEIC/HEIF opens
  through pillow-heif, which already turns the pixels upright and resets the tag.
- :func:`to_srgb` converts any Pillow mode to 8-bit RGB in sRGB: an embedded ICC profile (RGB, CMYK or grey)
  through LittleCMS (:mod:`PIL.ImageCms`, perceptual intent); 16-bit grey scaled with numpy (Pillow's own
  ``convert("L")`` clips above 255); transparency flattened onto white.
- :func:`without_metadata` drops EXIF (GPS, camera make), XMP, ICC and comments.
"""

from __future__ import annotations

import functools
from io import BytesIO

from PIL import Image, ImageCms, ImageOps

from words import Message

WHITE = (255, 255, 255)
"""The paper a transparent photo is flattened onto (8-bit sRGB)."""


def upright(im: Image.Image, warns: list[Message]) -> Image.Image:
    """Apply the EXIF orientation (pillow-heif has already applied it to HEIF and reset the tag); a damaged
    EXIF block leaves the picture as it is, with a warning appended to ``warns``. Returns a new image."""
    try:
        return ImageOps.exif_transpose(im)
    except Exception:
        warns.append(Message("book.photo.exif_damaged"))
        return im.copy()


def to_srgb(im: Image.Image, warns: list[Message]) -> Image.Image:
    """Any Pillow mode → 8-bit RGB in sRGB, flattened onto white; a profile that cannot be used appends a
    warning to ``warns``. Raises what Pillow or LittleCMS raise for pixels they cannot convert."""
    icc = im.info.get("icc_profile")
    if im.mode.startswith("I") or im.mode == "F":
        return _deep_gray_to_l(im).convert("RGB")
    if im.mode == "LAB":
        return ImageCms.profileToProfile(  # type: ignore[return-value]  # a new image: not inPlace
            im, ImageCms.createProfile("LAB"), ImageCms.createProfile("sRGB"), outputMode="RGB"
        )
    if im.mode == "1":
        im = im.convert("L")
    if im.mode in ("RGBA", "LA", "PA", "RGBa", "La") or (
        im.mode in ("P", "L", "RGB") and "transparency" in im.info
    ):
        im = _flatten(im)
    elif im.mode == "P":
        im = im.convert("RGB")
    if icc:
        converted = _apply_icc(im, icc, warns)
        if converted is not None:
            return converted
    return im if im.mode == "RGB" else im.convert("RGB")


def _flatten(im: Image.Image) -> Image.Image:
    """Composite onto white paper: out = white · (1 − α) + colour · α, per pixel."""
    rgba = im.convert("RGBA")
    paper = Image.new("RGB", rgba.size, WHITE)
    paper.paste(rgba.convert("RGB"), mask=rgba.getchannel("A"))
    return paper


def _deep_gray_to_l(im: Image.Image) -> Image.Image:
    """16/32-bit integer or float grey → 8-bit ``L``, keeping tones (Pillow's ``convert("L")`` clips).

    ``I;16*``: value / 257 (65535 → 255). ``I``/``F``: the same when the values fit 0-65535, as-is when they
    fit 0-255 (or ×255 for floats within 0-1), else stretched from their minimum to maximum.
    """
    import numpy as np  # only for 16-bit greys: opening a book or the window imports no numpy

    arr = np.asarray(im)
    if im.mode.startswith("I;16"):
        top = 65535.0
        low = 0.0
    else:
        low, high = float(arr.min()), float(arr.max())
        if low >= 0 and high <= 1.0 and im.mode == "F":
            top = 1.0
        elif low >= 0 and high <= 255:
            top = 255.0
        elif low >= 0 and high <= 65535:
            top = 65535.0
        else:
            top = high
        if low >= 0:
            low = 0.0
    span = max(top - low, 1e-12)
    scaled = (arr.astype(np.float32) - np.float32(low)) * np.float32(255.0 / span)
    return Image.fromarray(np.clip(np.rint(scaled), 0, 255).astype(np.uint8))


_ICC_SPACE_BY_MODE = {"RGB": "RGB", "CMYK": "CMYK", "L": "GRAY"}


def _apply_icc(im: Image.Image, icc: bytes, warns: list[Message]) -> Image.Image | None:
    """Convert with the embedded ICC profile to sRGB; ``None`` when not needed (an sRGB profile, or one for
    another colour space), ``None`` and a warning when the profile cannot be used."""
    try:
        transform = _icc_transform(icc, im.mode)
        return None if transform is None else transform.apply(im)
    except (ImageCms.PyCMSError, OSError, ValueError, TypeError):
        warns.append(Message("book.photo.profile_unreadable"))
        return None


@functools.lru_cache(maxsize=8)
def _icc_transform(icc: bytes, mode: str) -> ImageCms.ImageCmsTransform | None:
    """The LittleCMS transform from ``icc`` (for ``mode`` pixels) to sRGB, perceptual intent; cached, since a
    family's photos from one phone or scanner share one profile (building a transform takes ~10 ms).
    ``NOCACHE`` makes it safe to apply from several threads (LittleCMS's one-pixel cache is shared state)."""
    profile = ImageCms.ImageCmsProfile(BytesIO(icc))
    space = profile.profile.xcolor_space.strip()
    if _ICC_SPACE_BY_MODE.get(mode) != space:
        return None  # e.g. a grey profile left on a colour image: not meant for these pixels
    if mode == "RGB" and ImageCms.getProfileDescription(profile).strip().startswith("sRGB"):
        return None  # already sRGB: converting would only cost time
    return ImageCms.buildTransform(
        profile,
        ImageCms.createProfile("sRGB"),
        mode,
        "RGB",
        renderingIntent=ImageCms.Intent.PERCEPTUAL,
        flags=ImageCms.Flags.NOCACHE,
    )


def without_metadata(im: Image.Image) -> Image.Image:
    """Drop everything but the pixels: EXIF (GPS, camera make), XMP, ICC, comments; returns ``im`` itself."""
    im.info = {}
    if getattr(im, "_exif", None) is not None:
        im._exif = None
    return im
