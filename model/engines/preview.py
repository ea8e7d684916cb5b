"""Cheap previews of a picture still being denoised: latents → a small RGB image, no VAE.

Stable Diffusion's 4-channel latents map to RGB almost linearly; the 4×3 factors below are the ones ComfyUI
uses for its "latent2rgb" previews (comfy/latent_formats.py, classes ``SD15`` and ``SDXL``), first fitted by
Keturn (https://discuss.huggingface.co/t/decoding-latents-to-rgb-without-upscaling/23204). For other latent
spaces (Flux's packed 16-channel latents, SD3, tiny test models) the preview falls back to the first three
channels, each stretched to its own min..max: a rough picture of the composition, not of the colours.
"""

from __future__ import annotations

import numpy as np
import torch
from PIL import Image

SD15_LATENT_RGB = (
    (0.3512, 0.2297, 0.3227),
    (0.3250, 0.4974, 0.2350),
    (-0.2829, 0.1762, 0.2721),
    (-0.2120, -0.2616, -0.7177),
)
"""Rows: latent channels 0-3; columns: R, G, B (ComfyUI comfy/latent_formats.py, SD15)."""

SDXL_LATENT_RGB = (
    (0.3651, 0.4232, 0.4341),
    (-0.2533, -0.0042, 0.1068),
    (0.1076, 0.1111, -0.0362),
    (-0.3165, -0.2492, -0.2188),
)
"""Rows: latent channels 0-3; columns: R, G, B (ComfyUI comfy/latent_formats.py, SDXL)."""

SDXL_LATENT_RGB_BIAS = (0.1084, -0.0175, -0.0011)

LATENT_RGB = {"sd": (SD15_LATENT_RGB, None), "sdxl": (SDXL_LATENT_RGB, SDXL_LATENT_RGB_BIAS)}
"""Architecture → (factors, bias) for the linear preview."""


def unpack_flux_latents(
    latents: torch.Tensor, height: int, width: int, vae_scale_factor: int = 8
) -> torch.Tensor:
    """Flux's packed ``(B, H/16·W/16, C·4)`` sequence → ``(B, C, H/8, W/8)`` (FluxPipeline._unpack_latents)."""
    b, _, c = latents.shape
    h = 2 * (height // (vae_scale_factor * 2))
    w = 2 * (width // (vae_scale_factor * 2))
    x = latents.view(b, h // 2, w // 2, c // 4, 2, 2).permute(0, 3, 1, 4, 2, 5)
    return x.reshape(b, c // 4, h, w)


def latents_to_preview(latents: torch.Tensor, arch: str = "sd") -> Image.Image:
    """One small RGB preview (PIL, latent resolution: image size / 8) of the first image in ``latents``.

    Args:
        latents: ``(B, C, h, w)`` denoiser latents, any float dtype and device.
        arch: "sd" or "sdxl" use the linear factors; anything else (or a channel count other than 4) uses
            the min..max stretch of the first three channels.
    """
    x = latents[0].detach().float().cpu()  # (C, h, w)
    factors = LATENT_RGB.get(arch)
    if factors is not None and x.shape[0] == 4:
        weights, bias = factors
        rgb = torch.einsum("chw,cr->rhw", x, torch.tensor(weights))
        if bias is not None:
            rgb = rgb + torch.tensor(bias).view(3, 1, 1)
        rgb = ((rgb + 1.0) / 2.0).clamp(0, 1)
    else:
        rgb = x[:3] if x.shape[0] >= 3 else x[:1].expand(3, -1, -1)
        lo = rgb.amin(dim=(1, 2), keepdim=True)
        hi = rgb.amax(dim=(1, 2), keepdim=True)
        rgb = (rgb - lo) / (hi - lo).clamp_min(1e-6)
    array = (rgb.permute(1, 2, 0).numpy() * 255).round().astype(np.uint8)
    return Image.fromarray(array, "RGB")


def step_preview(latents: torch.Tensor, height: int, width: int, vae_scale_factor: int, arch: str):
    """The preview of one denoising step's ``latents`` for an image of ``width``×``height`` px, or None for a
    latent layout the preview does not know (5-D video-style latents, a packing that does not match the size).

    3-D latents are packed 2×2 patch sequences (FLUX.1, FLUX.2, Qwen-Image) and are unpacked first.
    """
    try:
        if latents.ndim == 3:
            latents = unpack_flux_latents(latents, height, width, vae_scale_factor)
        if latents.ndim != 4:
            return None
        return latents_to_preview(latents, arch)
    except RuntimeError:
        return None
