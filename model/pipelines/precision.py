"""The precision a pipeline computes in, chosen by what each device computes natively, and the parts that must
run wider than the rest (the VAE in float32, T5-family text encoders never in float16).

Rules: bfloat16 only where the hardware has it (CUDA compute capability ≥ 8.0, asked per device; CPUs with
AVX512_BF16/AMX-BF16/ARM BF16); elsewhere float16 on accelerators and float32 on CPUs. Sources: NVIDIA's CUDA
programming guide (bf16 arithmetic from compute capability 8.0), torch.cuda.is_bf16_supported's source (it counts
emulation unless ``including_emulation=False``), transformers' T5 ``_keep_in_fp32_modules``.
"""

from __future__ import annotations

import logging
from typing import Any

import torch

from model.errors import ModelError
from words import Message

log = logging.getLogger(__name__)


def default_device() -> str:
    """ "cuda" when a CUDA GPU is usable, "mps" on Apple silicon, else "cpu"."""
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


DTYPE_NAMES = {
    "fp32": torch.float32,
    "float32": torch.float32,
    "fp16": torch.float16,
    "float16": torch.float16,
    "bf16": torch.bfloat16,
    "bfloat16": torch.bfloat16,
}
"""The dtype names a user may give (``--dtype``) → torch dtypes."""

WIDE_TEXT_ENCODERS = ("T5EncoderModel", "UMT5EncoderModel", "MT5EncoderModel", "T5ForConditionalGeneration")
"""Text encoder classes whose activations overflow float16 (T5 v1.1 / T5-XXL / mT5: transformers keeps their
``wo`` layers in fp32 for that reason, ``_keep_in_fp32_modules``); they run in bf16 or fp32, never fp16."""


def cpu_has_native_bf16() -> bool:
    """True when this CPU computes bfloat16 in hardware: x86 AVX512_BF16 or AMX-BF16 (``torch.cpu``'s
    capability table, read from CPUID), AArch64's BF16 extension; elsewhere bf16 is emulated and slow."""
    capabilities = torch.cpu.get_capabilities()
    return any(bool(capabilities.get(flag)) for flag in ("avx512_bf16", "amx_bf16", "bf16"))


def cuda_has_native_bf16(index: int) -> bool:
    """True when CUDA device ``index`` has bfloat16 in hardware: compute capability ≥ 8.0 (Ampere and later).
    ``torch.cuda.is_bf16_supported()`` is not used: it asks only the current device and by default counts
    emulation (T4 and V100 answer True)."""
    return tuple(torch.cuda.get_device_capability(index)) >= (8, 0)


def has_native_bf16(device: str | torch.device) -> bool:
    """Whether ``device`` ("cpu", "cuda", "cuda:1", "mps", …) computes bfloat16 natively; "cuda" alone is the
    current device. MPS and other kinds answer False (fp16 is their half precision)."""
    device = torch.device(device)
    if device.type == "cpu":
        return cpu_has_native_bf16()
    if device.type == "cuda":
        index = device.index if device.index is not None else torch.cuda.current_device()
        return cuda_has_native_bf16(index)
    return False


def _parse(dtype: torch.dtype | str | None) -> torch.dtype | None:
    if not isinstance(dtype, str):
        return dtype
    try:
        return DTYPE_NAMES[dtype]
    except KeyError:
        raise ModelError(Message("model.load.unknown_dtype", dtype=dtype)) from None


def choose_dtype(device, dtype: torch.dtype | str | None = None) -> torch.dtype:
    """The compute dtype on ``device`` (one device, or a sequence of them: all must allow it), by capability.

    - CPU: float32 unless bfloat16 is asked and the CPU has it natively (:func:`cpu_has_native_bf16`); fp16 is
      never used on a CPU (slow and lossy), nor emulated bf16.
    - CUDA: the requested dtype, except bfloat16 where a device lacks it natively (compute capability < 8.0,
      e.g. T4, V100), which gets float16; unasked, bfloat16 where every device has it, else float16.
    - MPS and others: the requested one, bfloat16 becoming float16; unasked, float16.

    A request that cannot be honoured is logged as a warning. Raises ModelError for an unknown dtype name.
    """
    dtype = _parse(dtype)
    devices = [torch.device(d) for d in ([device] if isinstance(device, (str, torch.device)) else device)]
    kinds = {d.type for d in devices}
    if "cpu" in kinds:
        if dtype == torch.bfloat16 and all(has_native_bf16(d) for d in devices):
            return torch.bfloat16
        if dtype not in (None, torch.float32):
            log.warning("using float32 on the CPU (%s is not native on this CPU)", dtype)
        return torch.float32
    if dtype not in (None, torch.bfloat16):
        return dtype
    native = all(has_native_bf16(d) for d in devices)
    if dtype is None:
        return torch.bfloat16 if native else torch.float16
    if not native:
        log.warning("using float16: %s has no native bfloat16", ", ".join(map(str, devices)))
        return torch.float16
    return dtype


def cast_inputs_to(module: torch.nn.Module, dtype: torch.dtype) -> None:
    """A forward pre-hook casting ``module``'s floating-point tensor arguments to ``dtype`` (a denoiser fed by a
    text encoder that runs wider than it). Idempotent."""
    if getattr(module, "_memorybook_input_dtype", None) == dtype:
        return

    def before(mod, args, kwargs):
        def cast(v):
            return v.to(dtype) if torch.is_tensor(v) and v.is_floating_point() and v.dtype != dtype else v

        return tuple(cast(a) for a in args), {k: cast(v) for k, v in kwargs.items()}

    module.register_forward_pre_hook(before, with_kwargs=True)
    setattr(module, "_memorybook_input_dtype", dtype)  # noqa: B010 (a mark of ours on torch's module)


def keep_text_encoders_wide(pipe: Any, compute: torch.dtype, device=None) -> list[str]:
    """Under a float16 compute dtype, run the T5-family text encoders (:data:`WIDE_TEXT_ENCODERS`) in bfloat16
    where ``device`` has it natively, else float32, and cast the denoiser's inputs to float16
    (:func:`cast_inputs_to`). Returns the names of the components widened (empty for other dtypes)."""
    if compute != torch.float16:
        return []
    wide = torch.bfloat16 if device is not None and has_native_bf16(device) else torch.float32
    widened = []
    for name, component in getattr(pipe, "components", {}).items():
        if type(component).__name__ in WIDE_TEXT_ENCODERS and isinstance(component, torch.nn.Module):
            component.to(wide)
            widened.append(name)
    denoiser = getattr(pipe, "transformer", None) or getattr(pipe, "unet", None)
    if widened and isinstance(denoiser, torch.nn.Module):
        cast_inputs_to(denoiser, compute)
    return widened


def apply_precision(pipe: Any, compute: torch.dtype, device=None) -> Any:
    """The one precision policy of every loading path: the VAE in float32 beside a half-precision pipeline
    (:func:`keep_vae_fp32`), T5-family encoders never in float16 (:func:`keep_text_encoders_wide`), and
    ``pipe.memorybook_dtype`` recording ``compute``. Returns ``pipe``."""
    if compute != torch.float32:
        keep_vae_fp32(pipe)
    keep_text_encoders_wide(pipe, compute, device)
    pipe.memorybook_dtype = compute
    return pipe


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
