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
:class:`model.engines.diffusion.DiffusionIllustrator` runs them on every picture it draws and retries as
docs/DIFFUSION.md ("Picture checks") describes; the preflight (:mod:`app.preflight`) runs :func:`image_problem`
on the pictures a book already holds. :func:`draw_checked` is the drawing loop with its retries. Qt-free; torch is
imported only by :func:`draw_checked`.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any

import numpy as np
from PIL import Image

from words import Message

PROBLEMS = ("nan", "flagged", "black", "blank")
"""Problem codes, in the order :func:`output_problem` tests them."""

WHAT_HAPPENED = {
    "nan": Message("model.picture.nan"),
    "flagged": Message("model.picture.flagged"),
    "black": Message("model.picture.black"),
    "blank": Message("model.picture.blank"),
}
"""One message per problem code: what happened."""

WHAT_TO_DO = {
    "nan": Message("model.picture.do.nan"),
    "flagged": Message("model.picture.do.flagged"),
    "black": Message("model.picture.do.black"),
    "blank": Message("model.picture.do.blank"),
}
"""One message per problem code: what the person can do."""

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


def describe(problem: str, *, tries: int = 1) -> Message:
    """``"<what happened> (<tries> tries); <what to do>"`` for a problem code, as a message (its ``problem``
    value is :data:`WHAT_HAPPENED`'s, so :class:`model.errors.PictureError` reads the code back from it)."""
    if tries > 1:
        return Message(
            "model.picture.described_tries",
            problem=WHAT_HAPPENED[problem],
            tries=tries,
            what_to_do=WHAT_TO_DO[problem],
        )
    return Message("model.picture.described", problem=WHAT_HAPPENED[problem], what_to_do=WHAT_TO_DO[problem])


def draw_checked(
    pipe: Any, kwargs: dict[str, Any], request: Any, warnings: list[Message | str]
) -> tuple[Image.Image, dict[str, Any]]:
    """Call ``pipe(**kwargs)`` (a diffusers pipeline; ``kwargs["generator"]`` is replaced on a redraw) and check
    the picture (:func:`output_problem`); ``request`` is the :class:`model.api.IllustrationRequest` (its
    ``seed``, ``title`` and ``safety_checker``), ``warnings`` gets a line per redraw.

    NaN/Inf from a VAE running in half precision: drawn once more with the VAE upcast to float32
    (:func:`model.pipelines.precision.keep_vae_fp32`, what diffusers' ``upcast_vae``/``force_upcast`` do). Flagged by
    the safety checker: drawn again with :func:`redraw_seed` up to
    :data:`SAFETY_REDRAWS` times. Returns the RGB picture and the sidecar's ``checks`` record
    (``seed`` used, ``attempts``, ``vae_upcast``, ``safety_checker``: "on", "off" or "none").

    Raises:
        PictureError: the picture is still NaN, flagged, black or blank; nothing is returned to store.
    """
    import torch

    from model.errors import PictureError
    from model.pipelines.precision import keep_vae_fp32

    seed = int(request.seed)
    attempts: list[dict[str, Any]] = []
    upcast = False
    with _safety_checker(pipe, getattr(request, "safety_checker", True)) as checker:
        while True:
            output = pipe(**kwargs)
            problem = output_problem(output)
            attempts.append({"seed": seed, "problem": problem})
            if problem is None:
                break
            if problem == "nan" and not upcast and _vae_in_half_precision(pipe):
                keep_vae_fp32(pipe)
                upcast = True
                warnings.append(Message("model.picture.vae_upcast"))
            elif problem == "flagged" and len(attempts) <= SAFETY_REDRAWS:
                seed = redraw_seed(request.seed, len(attempts))
                warnings.append(Message("model.picture.redrawn", seed=seed))
            else:
                what = describe(problem, tries=len(attempts))
                if request.title:
                    what = Message("model.picture.failed_titled", title=request.title, problem=what)
                raise PictureError(what, code=problem)
            kwargs["generator"] = torch.Generator("cpu").manual_seed(seed)
    picture = output.images[0]
    image = picture.convert("RGB") if isinstance(picture, Image.Image) else to_image(picture)
    record = {"seed": seed, "attempts": attempts, "vae_upcast": upcast, "safety_checker": checker}
    return image, record


@contextmanager
def _safety_checker(pipe: Any, wanted: bool):
    """Run ``pipe`` with its safety checker, or without it when ``wanted`` is False (the book's setting);
    yields "on", "off" or "none" (the pipeline has none). The component is swapped on the instance only
    (``object.__setattr__``: the pipeline's saved config is left alone) and put back afterwards."""
    checker = getattr(pipe, "safety_checker", None)
    if checker is None:
        yield "none"
        return
    if wanted:
        yield "on"
        return
    object.__setattr__(pipe, "safety_checker", None)
    try:
        yield "off"
    finally:
        object.__setattr__(pipe, "safety_checker", checker)


def _vae_in_half_precision(pipe: Any) -> bool:
    """Whether the pipeline's VAE runs in float16/bfloat16 (so an upcast to float32 can help)."""
    import torch

    vae = getattr(pipe, "vae", None)
    if not isinstance(vae, torch.nn.Module) or getattr(vae, "_memorybook_fp32", False):
        return False
    first = next(vae.parameters(), None)
    return first is not None and first.dtype in (torch.float16, torch.bfloat16)
