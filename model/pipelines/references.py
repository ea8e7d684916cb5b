"""The images a reference-taking editing model (FLUX.2, Qwen-Image-Edit) is given for one request.

In order: the page photo fitted to the output size (:func:`fit_photo`, so the model edits the
picture the page will show), then each person's reference photos, upright RGB, no larger than
:data:`REFERENCE_MAX_SIDE` px (the pipelines resize every input again themselves: FLUX.2 to at most 1024² px,
Qwen-Image-Edit to 384² px for its text encoder and 1024² px for its VAE). Files are only read.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from model.api import IllustrationRequest
from model.errors import ModelError
from words import Message

REFERENCE_MAX_SIDE = 1024
"""Longest side (px) a reference photo is reduced to before it goes to the pipeline (Lanczos, aspect kept)."""


def load_reference(path: str, person: str) -> Image.Image:
    """One reference photo as an RGB image whose longest side is at most :data:`REFERENCE_MAX_SIDE` px.

    EXIF orientation is applied. Raises ModelError naming the person and file when it cannot be read.
    """
    try:
        with Image.open(path) as opened:
            img = ImageOps.exif_transpose(opened).convert("RGB")
    except (OSError, UnidentifiedImageError) as err:
        raise ModelError(
            Message("model.photo.reference_unreadable", path=path, person=person, reason=str(err))
        ) from err
    if max(img.size) > REFERENCE_MAX_SIDE:
        img.thumbnail((REFERENCE_MAX_SIDE, REFERENCE_MAX_SIDE), Image.Resampling.LANCZOS)
    return img


def reference_images(request: IllustrationRequest, limit: int) -> tuple[list[Image.Image], list[Message]]:
    """``(images, warnings)`` for an editing model: the fitted page photo (if any), then the people's reference
    photos in page order, at most ``limit`` of them (a warning names the ones left out).

    Raises ModelError for a photo that cannot be read.
    """
    images: list[Image.Image] = []
    warnings: list[Message] = []
    if request.photo_path is not None:
        images.append(fit_photo(request.photo_path, request.width, request.height))
    left_out: list[str] = []
    used = 0
    for person in request.people:
        for path in person.reference_paths:
            if used < limit:
                images.append(load_reference(path, person.name))
                used += 1
            elif person.name not in left_out:
                left_out.append(person.name)
    if left_out:
        warnings.append(Message("model.photo.references_left_out", most=limit, people=list(left_out)))
    return images, warnings


def fit_photo(path: str | Path, width: int, height: int) -> Image.Image:
    """The photo as an RGB image of exactly ``width``×``height`` px for image-to-image.

    EXIF orientation is applied, then the photo is centre-cropped to the target aspect ratio and resized with
    Lanczos (``PIL.ImageOps.fit``): the composition's centre survives, nothing is stretched. The file is only
    read. Raises ModelError when it cannot be read as an image.
    """
    try:
        with Image.open(path) as opened:
            img = ImageOps.exif_transpose(opened).convert("RGB")
    except (OSError, UnidentifiedImageError) as err:
        raise ModelError(Message("model.photo.unreadable", path=path, reason=str(err))) from err
    return ImageOps.fit(img, (width, height), method=Image.Resampling.LANCZOS, centering=(0.5, 0.5))
