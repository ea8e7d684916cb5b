"""Checks on a picture where it is made: nothing black, blank, broken or blacked out becomes a page's picture.

A diffusion pipeline can hand back a picture that looks like a result and is not one:

``nan``      the decoded image holds NaN/Inf values. An fp16 VAE decoder overflows on some latents (the SD/SDXL
             "black image" problem); numpy's cast to 8-bit then turns NaN into 0, a black square.
``flagged``  the checkpoint's safety checker (every Stable Diffusion 1.x checkpoint ships one) judged the picture
             unsafe and replaced it with black; the pipeline says so only in ``nsfw_content_detected``.
``black``    every pixel is (nearly) black.
``blank``    the picture is one flat colour: nothing was drawn.

:func:`output_problem` reads a pipeline output (``output_type="np"``: float pixels in [0, 1], so NaN is still
visible) and names the first problem; :func:`image_problem` checks 8-bit pixels (a stored picture, any engine).
:class:`model.illustrate.DiffusionIllustrator` runs them on every picture it draws and retries as
docs/DIFFUSION.md ("Picture checks") describes; the preflight (:mod:`app.preflight`) runs :func:`image_problem`
on the pictures a book already holds. Qt-free and torch-free (numpy and PIL only).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image

PROBLEMS = ("nan", "flagged", "black", "blank")
"""Problem codes, in the order :func:`output_problem` tests them."""

WHAT_HAPPENED = {
    "nan": "the decoded picture holds NaN/Inf values (the VAE overflowed), so it would print as a black square",
    "flagged": "the model's safety checker flagged the picture and blacked it out",
    "black": "the picture came out all black",
    "blank": "the picture came out one flat colour, with nothing drawn",
}
"""One English sentence per problem code: what happened."""

WHAT_TO_DO = {
    "nan": "draw it on a GPU with the VAE in float32, or choose another model",
    "flagged": (
        "change the page's scene wording and draw it again, or turn the model's safety checker off in the "
        "book's picture settings"
    ),
    "black": "draw it again with another seed, or choose another model",
    "blank": "draw it again with another seed, or choose another model",
}
"""One English sentence per problem code: what the person can do."""

SAFETY_REDRAWS = 2
"""How many times a picture the safety checker flagged is drawn again with another seed before it is reported
(so at most 1 + 2 = 3 drawings per page)."""

FLAT_STD = 1.0
"""A picture whose standard deviation is below this (8-bit levels, in every channel) is one flat colour."""

DARK_MEAN = 8.0
"""A flat picture whose mean is below this (8-bit levels) is black rather than blank."""


def redraw_seed(seed: int, attempt: int) -> int:
    """The seed of redraw number ``attempt`` (1, 2, …) of a picture first drawn with ``seed``:
    ``(seed + 1000·attempt) mod 2³²`` — deterministic, so a rebuild redraws the same way."""
    return (int(seed) + 1000 * int(attempt)) % 2**32


def decoded_problem(pixels: np.ndarray) -> str | None:
    """``"nan"`` when float ``pixels`` (any shape, e.g. H×W×3 in [0, 1]) hold a NaN or ±Inf, else None."""
    array = np.asarray(pixels)
    if np.issubdtype(array.dtype, np.floating) and not np.isfinite(array).all():
        return "nan"
    return None


def image_problem(image: Image.Image | np.ndarray) -> str | None:
    """``"black"`` or ``"blank"`` for a picture that is one flat colour, else None.

    ``image``: a PIL image (converted to RGB) or an H×W×C uint8 array. Flat means every channel's standard
    deviation is under :data:`FLAT_STD` levels; black means flat with a mean under :data:`DARK_MEAN`.
    """
    array = np.asarray(image.convert("RGB") if isinstance(image, Image.Image) else image, dtype=np.float32)
    if array.ndim == 2:
        array = array[..., None]
    if array.size == 0:
        return "blank"
    if float(array.reshape(-1, array.shape[-1]).std(axis=0).max()) >= FLAT_STD:
        return None
    return "black" if float(array.mean()) < DARK_MEAN else "blank"


def flagged(output: Any, index: int = 0) -> bool:
    """Whether the pipeline output's safety checker flagged picture ``index`` (``nsfw_content_detected``;
    False when the pipeline has no checker or it did not run)."""
    flags = getattr(output, "nsfw_content_detected", None)
    if flags is None:
        return False
    try:
        return bool(flags[index])
    except (IndexError, TypeError):
        return bool(flags)


def to_image(pixels: np.ndarray) -> Image.Image:
    """Float H×W×3 pixels in [0, 1] → an RGB PIL image, the way diffusers' ``VaeImageProcessor.numpy_to_pil``
    does it (``round(x·255)`` as uint8), so the picture equals the pipeline's own ``output_type="pil"``.
    Non-finite values become 0 (never reached for a stored picture: :func:`decoded_problem` rejects them)."""
    array = np.nan_to_num(np.asarray(pixels, dtype=np.float32), nan=0.0, posinf=1.0, neginf=0.0)
    if array.ndim == 4:
        array = array[0]
    if array.shape[-1] == 1:
        array = array[..., 0]
    return Image.fromarray((array * 255).round().astype("uint8")).convert("RGB")


def output_problem(output: Any, index: int = 0) -> str | None:
    """The first problem (see :data:`PROBLEMS`) of picture ``index`` in a diffusers pipeline output, or None.

    ``output.images`` is a float array (``output_type="np"``) or a list of PIL images; the safety flag is read
    first, because a flagged picture is black by design.
    """
    if flagged(output, index):
        return "flagged"
    picture = output.images[index]
    if not isinstance(picture, Image.Image):
        problem = decoded_problem(picture)
        if problem:
            return problem
        picture = to_image(picture)
    return image_problem(picture)


def describe(problem: str, *, tries: int = 1) -> str:
    """``"<what happened> (<tries> tries); <what to do>"`` for a problem code, in English (the app translates
    it through :mod:`app.viewmodels.messages`)."""
    times = f" ({tries} tries)" if tries > 1 else ""
    return f"{WHAT_HAPPENED[problem]}{times}; {WHAT_TO_DO[problem]}"


def problem_of_message(message: str) -> str | None:
    """The problem code whose sentence ``message`` contains (for an error rebuilt from its text alone, e.g.
    across the model process), or None."""
    return next((code for code in PROBLEMS if WHAT_HAPPENED[code] in message), None)
