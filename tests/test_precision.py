"""Precision by capability (model/pipelines/precision.py): bf16 only where the device computes it natively,
asked per device; fp16 elsewhere on GPUs with the VAE in fp32 and T5-family encoders never fp16; on CPUs fp32
unless the CPU has native bf16. The capability queries are monkeypatched (no GPU here), and
``torch.cuda.is_bf16_supported`` is made to fail: it counts emulation and asks only the current device."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from model.pipelines import precision
from model.pipelines.precision import apply_precision, choose_dtype, has_native_bf16

T4, V100, A100, H100 = (7, 5), (7, 0), (8, 0), (9, 0)


@pytest.fixture()
def gpus(monkeypatch):
    """``gpus(cap0, cap1, …)``: CUDA devices with these compute capabilities; cuda:0 is current."""

    def install(*capabilities):
        def capability(index=None):
            return capabilities[0 if index is None else int(index)]

        monkeypatch.setattr(torch.cuda, "get_device_capability", capability)
        monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
        monkeypatch.setattr(torch.cuda, "is_bf16_supported", _must_not_be_asked)

    return install


def _must_not_be_asked(*args, **kwargs):
    raise AssertionError("is_bf16_supported() counts emulation and asks only the current device")


@pytest.fixture()
def cpu_flags(monkeypatch):
    """``cpu_flags(**flags)``: the CPU's capability table (``torch.cpu.get_capabilities``) holds only these."""

    def install(**flags):
        monkeypatch.setattr(torch.cpu, "get_capabilities", lambda: {"architecture": "x86_64", **flags})

    return install


@pytest.mark.parametrize(
    ("capability", "expected"),
    [(T4, torch.float16), (V100, torch.float16), (A100, torch.bfloat16), (H100, torch.bfloat16)],
)
def test_bf16_only_from_compute_capability_8(gpus, capability, expected):
    gpus(capability)
    assert choose_dtype("cuda") == expected
    assert choose_dtype("cuda:0", "bf16") == expected  # asked bf16 on a T4/V100: fp16, not emulated bf16
    assert choose_dtype("cuda:0", "fp16") == torch.float16 and choose_dtype("cuda:0", "fp32") == torch.float32


def test_each_device_is_asked_and_a_split_takes_what_all_of_them_have(gpus):
    gpus(A100, V100)
    assert choose_dtype("cuda:0") == torch.bfloat16
    assert choose_dtype("cuda:1") == torch.float16  # not cuda:0's answer
    assert choose_dtype(["cuda:0", "cuda:1"]) == torch.float16
    assert choose_dtype(["cuda:0", "cuda:0"]) == torch.bfloat16
    assert has_native_bf16("cuda") and not has_native_bf16("cuda:1")


@pytest.mark.parametrize(
    ("flags", "native"),
    [({}, False), ({"avx512_f": True}, False), ({"avx512_bf16": True}, True), ({"amx_bf16": True}, True)],
)
def test_cpu_bf16_only_where_the_cpu_has_it(cpu_flags, flags, native):
    cpu_flags(**flags)
    assert precision.cpu_has_native_bf16() is native
    assert choose_dtype("cpu", "bf16") == (torch.bfloat16 if native else torch.float32)
    assert choose_dtype("cpu") == torch.float32  # unasked: float32 (pixels equal the plain pipeline's)
    assert choose_dtype("cpu", torch.float16) == torch.float32  # never fp16 on a CPU


def test_fp16_keeps_the_t5_encoder_wide_and_the_vae_in_fp32_and_still_draws(cpu_flags):
    """FLUX.1's T5 in fp16 overflows; under fp16 it runs in fp32 (no native bf16 here), the VAE in fp32, and
    the fp16 transformer gets its inputs in fp16 (no dtype mismatch in the call)."""
    from model.tiny import make_tiny_pipeline

    cpu_flags()
    pipe = make_tiny_pipeline("flux").to(dtype=torch.float16)
    apply_precision(pipe, torch.float16, "cpu")
    assert pipe.text_encoder_2.dtype == torch.float32 and pipe.vae.dtype == torch.float32
    assert pipe.transformer.dtype == torch.float16 and pipe.text_encoder.dtype == torch.float16
    assert pipe.memorybook_dtype == torch.float16
    out = pipe(
        "a kite", num_inference_steps=1, width=32, height=32, generator=torch.Generator().manual_seed(0)
    )
    assert np.isfinite(np.asarray(out.images[0], dtype=np.float32)).all()


def test_t5_goes_to_bf16_where_the_device_has_it(cpu_flags):
    from model.tiny import make_tiny_pipeline

    cpu_flags(avx512_bf16=True)
    pipe = make_tiny_pipeline("flux").to(dtype=torch.float16)
    assert precision.keep_text_encoders_wide(pipe, torch.float16, "cpu") == ["text_encoder_2"]
    assert pipe.text_encoder_2.dtype == torch.bfloat16
    assert precision.keep_text_encoders_wide(pipe, torch.bfloat16, "cpu") == []  # only fp16 needs it
