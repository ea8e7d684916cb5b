"""Tiny random-weight diffusion pipelines, built fully offline, for tests and smoke runs.

``make_tiny_pipeline(arch)`` returns a real diffusers pipeline whose components are tiny (a few hundred
thousand parameters) and whose tokenizer is written locally (a byte-level vocabulary: every UTF-8 byte is a
token, Chinese included), so nothing is downloaded. ``save_tiny_pipeline(dir, arch)`` writes it in the
standard diffusers folder layout (``model_index.json`` + one folder per component, safetensors weights), and
it then loads through exactly the same code as a real model. Weights are seeded, so the same call always
gives the same model.

The component configs mirror the real architectures' structure (cross-attention UNet, 4-level VAE with a
scale factor of 8 like Stable Diffusion's) at toy widths; they follow the tiny configs diffusers' own test
suite uses (tests/pipelines/stable_diffusion/test_stable_diffusion.py, .../stable_diffusion_xl/
test_stable_diffusion_xl.py and .../flux/test_pipeline_flux.py, get_dummy_components). Flux's T5 tokenizer is
a ``T5Tokenizer`` over a locally written Unigram vocabulary (printable ASCII characters), again no download.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

# The public names, re-exported for the tests and the CLI (torch is imported only when a pipeline is built).
from model.tiny.parts import (
    TEXT_MAX_LENGTH,
    TINY_VAE_SCALING_FACTOR,
    make_tiny_t5_tokenizer,
    make_tiny_tokenizer,
)

__all__ = [
    "TEXT_MAX_LENGTH",
    "TINY_ARCHITECTURES",
    "TINY_VAE_SCALING_FACTOR",
    "make_tiny_pipeline",
    "make_tiny_safety_checker",
    "make_tiny_t5_tokenizer",
    "make_tiny_tokenizer",
    "save_tiny_pipeline",
    "with_safety_checker",
]

TINY_ARCHITECTURES = (
    "sd",
    "sdxl",
    "flux",
    "flux2",
    "flux2-klein",
    "qwen-image-edit",
    "qwen-image-edit-2511",
    "z-image",
    "joyai-image-edit-plus",
)
"""Architectures :func:`make_tiny_pipeline` can build."""


def make_tiny_pipeline(arch: str = "sd", seed: int = 0):
    """Build a tiny random pipeline in memory (fp32, CPU).

    Args:
        arch: one of :data:`TINY_ARCHITECTURES`: "sd" (Stable Diffusion 1.x layout), "sdxl" (two CLIP text
            encoders, size/crop conditioning), "flux" (FluxTransformer2DModel + CLIP + T5, flow matching), and the
            reference-era ones of :mod:`model.tiny.edit`: "flux2" (FLUX.2 [dev]), "flux2-klein", "qwen-image-edit"
            (Qwen-Image-Edit-2509/Plus, takes reference images), "qwen-image-edit-2511" (the same with 2511's
            ``zero_cond_t`` transformer) and "z-image" (Z-Image-Turbo); "joyai-image-edit-plus"
            (JoyAI-Image-Edit-Plus, takes reference images: :mod:`model.tiny.joyai`).
        seed: seeds the random weights; the same seed gives the same weights.

    Returns:
        ``StableDiffusionPipeline`` / ``StableDiffusionXLPipeline`` whose default image size is 256×256 px
        (latent 32×32, VAE scale factor 8), or ``FluxPipeline`` whose default is Flux's 1024×1024 px; the
        :mod:`model.tiny.edit` pipelines (``Flux2Pipeline``, ``Flux2KleinPipeline``, ``QwenImageEditPlusPipeline``,
        ``ZImagePipeline``, ``JoyImageEditPlusPipeline``) keep their classes' defaults. Each accepts any size that is a multiple of 8 px (16 px
        for the FLUX and Qwen/Z-Image transformers, which take 2×2 latent patches).

    Raises:
        ValueError: unknown ``arch``.
    """
    if arch not in TINY_ARCHITECTURES:
        raise ValueError(f"unknown tiny architecture {arch!r}; choose one of {', '.join(TINY_ARCHITECTURES)}")
    from model.tiny.edit import BUILDERS
    from model.tiny.joyai import make_joyai_image_edit_plus
    from model.tiny.sd import _make_flux, _make_sd, _make_sdxl

    builders: dict[str, Callable[[int], Any]] = {
        "sd": _make_sd,
        "sdxl": _make_sdxl,
        "flux": _make_flux,
        **BUILDERS,
    }
    builders["joyai-image-edit-plus"] = make_joyai_image_edit_plus
    pipe = builders[arch](seed)
    pipe.set_progress_bar_config(disable=True)
    return pipe


def save_tiny_pipeline(folder: str | Path, arch: str = "sd", seed: int = 0) -> Path:
    """Write a tiny pipeline to ``folder`` in the diffusers layout (safetensors weights); returns the folder.

    The folder is a few MB. Raises ValueError for an unknown ``arch``.
    """
    folder = Path(folder)
    pipe = make_tiny_pipeline(arch, seed)
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder


def make_tiny_safety_checker(flag_everything: bool = True, seed: int = 0):
    """See :func:`model.tiny.sd.make_tiny_safety_checker` (imported on use: it needs torch)."""
    from model.tiny.sd import make_tiny_safety_checker as make

    return make(flag_everything, seed)


def with_safety_checker(pipe, flag_everything: bool = True):
    """See :func:`model.tiny.sd.with_safety_checker` (imported on use: it needs torch)."""
    from model.tiny.sd import with_safety_checker as wrap

    return wrap(pipe, flag_everything)
