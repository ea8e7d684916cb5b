"""Tiny models that draw bad pictures, for the picture-check tests (tests/test_checks.py, test_preflight.py).

Each is one of the three black-picture causes of issue 11, made with the product's own tiny models:
a NaN planted in the VAE, a VAE whose half precision overflows, and a safety checker that flags everything.
"""

from __future__ import annotations

from pathlib import Path

import torch

from model.tiny import make_tiny_pipeline, save_tiny_pipeline, with_safety_checker


def plant_vae_nan(pipe) -> None:
    """Make the VAE decoder's last convolution output NaN (every decoded picture is NaN)."""
    with torch.no_grad():
        pipe.vae.decoder.conv_out.bias.fill_(float("nan"))


def half_vae_that_overflows(pipe) -> None:
    """Put the VAE in float16 (inputs cast to float16, outputs back to float32, as a half-precision VAE in a
    float32 pipeline) and scale the decoder's first convolution by 10⁵ (its weights still fit): float16 (largest 65504) overflows to
    Inf/NaN there, float32 does not (the GroupNorm after it normalises the scale away)."""
    vae = pipe.vae
    with torch.no_grad():
        vae.decoder.conv_in.weight.mul_(1e5)
        vae.decoder.conv_in.bias.mul_(1e5)
    vae.to(torch.float16)

    def to_half(module, args, kwargs):
        cast = [a.half() if torch.is_tensor(a) and a.is_floating_point() else a for a in args]
        return tuple(cast), kwargs

    def to_float(module, args, kwargs, output):
        return output.float() if torch.is_tensor(output) and output.is_floating_point() else output

    for part in (vae.decoder, vae.post_quant_conv):
        part.register_forward_pre_hook(to_half, with_kwargs=True)
        part.register_forward_hook(to_float, with_kwargs=True)


def save_nan_model(folder: Path) -> Path:
    """A tiny SD model folder whose VAE decodes to NaN (see :func:`plant_vae_nan`)."""
    pipe = make_tiny_pipeline("sd")
    plant_vae_nan(pipe)
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder


def save_flagging_model(folder: Path) -> Path:
    """A tiny SD model folder shipping a safety checker that flags every picture."""
    with_safety_checker(make_tiny_pipeline("sd")).save_pretrained(folder, safe_serialization=True)
    return folder


__all__ = [
    "half_vae_that_overflows",
    "plant_vae_nan",
    "save_flagging_model",
    "save_nan_model",
    "save_tiny_pipeline",
]
