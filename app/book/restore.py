"""Old photos restored before the models use them: scratches and dust, noise, fading and colour cast.

:func:`restore_pixels` is the pass on an RGB ``uint8`` array, every step from OpenCV:

1. scratches and dust — thin bright and dark defects found with a morphological top-hat and black-hat
   (``cv2.morphologyEx``: what a 7×7 opening/closing removes), thresholded, and filled in with
   ``cv2.inpaint`` (Telea's fast-marching method, radius 3 px);
2. noise — ``cv2.fastNlMeansDenoisingColored`` (non-local means, Buades et al. 2005);
3. colour cast — grey-world balance in Lab: the a/b channels shifted so their mean is neutral (128);
4. contrast — a faded photo's L (Lab lightness) stretched so its 1st–99th percentiles span
   :data:`STRETCH_TO`; CLAHE
   (``cv2.createCLAHE``, clip limit 1.5, 8×8 tiles) for local contrast on request.

:func:`restore_photo` applies it to a stored photo of a book: the original stays untouched in ``photos/``, the
restored copy is stored beside it as ``<sha256>.png`` (atomically) and recorded in the photo's
:attr:`app.book.model.PhotoInfo.restored`; :func:`working_photo` gives the models the restored copy.
"""

from __future__ import annotations

import hashlib
import io

import numpy as np
from PIL import Image

from app.book.fileio import atomic_write_bytes
from app.book.model import Book
from app.book.project import BookProject

DEFECT_KERNEL_PX = 7
"""Side of the structuring element: defects thinner than this (scratches, dust specks) are found."""
DEFECT_THRESHOLD = 40
"""Top-hat/black-hat response (0-255 grey levels) above which a pixel is a defect."""
DENOISE_H = 6
"""Filter strength of non-local means for lightness and colour (OpenCV's ``h``/``hColor``, grey levels)."""
FADED_RANGE = 120
"""A photo whose L 1st–99th percentile range (0-255 Lab lightness) is under this is faded and gets stretched."""
STRETCH_TO = (24.0, 232.0)
"""Where a faded photo's 1st and 99th L percentiles go: a print's range, short of paper white and ink black."""


def remove_defects(rgb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Inpaint thin bright and dark defects of ``rgb`` (H×W×3 uint8). Returns the image and the defect mask
    (H×W uint8, 255 where filled in)."""
    import cv2

    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (DEFECT_KERNEL_PX, DEFECT_KERNEL_PX))
    bright = cv2.morphologyEx(gray, cv2.MORPH_TOPHAT, kernel)
    dark = cv2.morphologyEx(gray, cv2.MORPH_BLACKHAT, kernel)
    mask: np.ndarray = ((np.maximum(bright, dark) > DEFECT_THRESHOLD) * 255).astype(np.uint8)
    mask = cv2.dilate(mask, np.ones((3, 3), np.uint8))
    if not mask.any():
        return rgb, mask
    return cv2.inpaint(rgb, mask, 3, cv2.INPAINT_TELEA), mask


def balance_colour(rgb: np.ndarray) -> np.ndarray:
    """Grey-world colour-cast correction in Lab: a and b shifted so their means are neutral (128)."""
    import cv2

    lab = cv2.cvtColor(rgb, cv2.COLOR_RGB2LAB).astype(np.float32)
    for channel in (1, 2):
        lab[..., channel] += 128.0 - float(lab[..., channel].mean())
    return cv2.cvtColor(np.clip(lab, 0, 255).astype(np.uint8), cv2.COLOR_LAB2RGB)


def restore_contrast(rgb: np.ndarray, local: bool = False) -> np.ndarray:
    """Stretch a faded photo's lightness (see :data:`FADED_RANGE`); with ``local``, then CLAHE on L of Lab
    (off by default: on the synthetic tests it cost 6 dB PSNR on an unfaded picture, it invents local contrast
    the photo never had)."""
    import cv2

    lab = cv2.cvtColor(rgb, cv2.COLOR_RGB2LAB)
    lightness = lab[..., 0].astype(np.float32)
    low, high = np.percentile(lightness, (1, 99))
    if high - low < FADED_RANGE and high > low:
        lightness = STRETCH_TO[0] + (lightness - low) * ((STRETCH_TO[1] - STRETCH_TO[0]) / (high - low))
    lab[..., 0] = np.clip(lightness, 0, 255).astype(np.uint8)
    if local:
        lab[..., 0] = cv2.createCLAHE(clipLimit=1.5, tileGridSize=(8, 8)).apply(lab[..., 0])
    return cv2.cvtColor(lab, cv2.COLOR_LAB2RGB)


def restore_pixels(rgb: np.ndarray) -> np.ndarray:
    """The whole pass (see the module) on ``rgb``, an H×W×3 ``uint8`` RGB array; returns a new one, same shape.

    Raises ValueError for another shape or dtype.
    """
    import cv2

    if rgb.dtype != np.uint8 or rgb.ndim != 3 or rgb.shape[2] != 3:
        raise ValueError(f"restore_pixels takes an H×W×3 uint8 RGB array, not {rgb.shape} {rgb.dtype}")
    image, _ = remove_defects(np.ascontiguousarray(rgb))
    image = cv2.fastNlMeansDenoisingColored(image, None, DENOISE_H, DENOISE_H, 7, 21)
    image = balance_colour(image)
    return restore_contrast(image)


def restore_photo(project: BookProject, name: str) -> str:
    """Restore stored photo ``name`` of ``project``; returns the restored copy's file name in ``photos/``.

    The original is read through the photo intake (upright, sRGB) and never written; the copy is a PNG named
    by its content hash, written atomically (the same copy is written once), and recorded in the photo's
    ``restored``. The book is not saved; call :meth:`BookProject.save`. Raises BookError / PhotoError for a
    photo missing or unreadable, KeyError for a name the book does not hold.
    """
    from app.book.photos import load_photo

    info = project.book.photos[name]
    loaded = load_photo(project.photo_path(name))
    restored = Image.fromarray(restore_pixels(np.asarray(loaded.image.convert("RGB"))))
    buffer = io.BytesIO()
    restored.save(buffer, format="PNG")
    data = buffer.getvalue()
    stored = hashlib.sha256(data).hexdigest() + ".png"
    target = project.root / "photos" / stored
    if not target.is_file():
        atomic_write_bytes(target, data)
    info.restored = stored
    return stored


def working_photo(book: Book, name: str) -> str:
    """The photo the models read for stored photo ``name``: its restored copy when there is one, else itself."""
    info = book.photos.get(name)
    return info.restored if info is not None and info.restored else name
