"""The precision a pipeline computes in, and the VAE kept in float32 beside a half-precision denoiser."""

from __future__ import annotations

import logging
from typing import Any

import torch

from model.errors import ModelError

log = logging.getLogger(__name__)


def default_device() -> str:
    """ "cuda" when a CUDA GPU is usable, "mps" on Apple silicon, else "cpu"."""
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def choose_dtype(device: str, dtype: torch.dtype | str | None = None) -> torch.dtype:
    """The compute dtype: float32 on CPU always (half precision on CPU is slow and lossy); on CUDA the
    requested one, else bfloat16 where supported, else float16."""
    if isinstance(dtype, str):
        try:
            dtype = {
                "fp32": torch.float32,
                "float32": torch.float32,
                "fp16": torch.float16,
                "float16": torch.float16,
                "bf16": torch.bfloat16,
                "bfloat16": torch.bfloat16,
            }[dtype]
        except KeyError:
            raise ModelError(f"unknown dtype {dtype!r}; choose fp32, fp16 or bf16") from None
    kind = torch.device(device).type
    if kind == "cpu":
        if dtype not in (None, torch.float32):
            log.warning("using float32 on the CPU (%s is not used on CPUs)", dtype)
        return torch.float32
    if dtype is not None:
        return dtype
    if kind == "cuda":
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    return torch.float16


def keep_vae_fp32(pipe: Any) -> None:
    """Keep the VAE in float32 while the rest of the pipeline runs in fp16/bf16.

    An fp16 VAE decoder overflows on some latents (the SD/SDXL "black image" bug); running it in float32
    avoids that. Forward hooks cast each VAE part's input to float32 and its output back to the caller's
    dtype, so the pipeline code needs no change. No-op when the pipeline has no ``vae``.
    """
    vae = getattr(pipe, "vae", None)
    if vae is None or getattr(vae, "_memorybook_fp32", False):
        return
    vae.to(torch.float32)

    def before(module, args, kwargs):
        dtypes = [a.dtype for a in args if torch.is_tensor(a) and a.is_floating_point()]
        module._memorybook_in_dtype = dtypes[0] if dtypes else None
        args = tuple(a.float() if torch.is_tensor(a) and a.is_floating_point() else a for a in args)
        kwargs = {
            k: v.float() if torch.is_tensor(v) and v.is_floating_point() else v for k, v in kwargs.items()
        }
        return args, kwargs

    def after(module, args, kwargs, output):
        dtype = getattr(module, "_memorybook_in_dtype", None)
        if dtype is not None and torch.is_tensor(output) and output.is_floating_point():
            return output.to(dtype)
        return output

    for part in ("encoder", "decoder", "quant_conv", "post_quant_conv"):
        module = getattr(vae, part, None)
        if isinstance(module, torch.nn.Module):
            module.register_forward_pre_hook(before, with_kwargs=True)
            module.register_forward_hook(after, with_kwargs=True)
    vae._memorybook_fp32 = True
