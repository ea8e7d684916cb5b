"""No silent precision or placement traps: half precision computes on the CPU through load_with_plan only as bf16
on a CPU that has it natively (the VAE then in fp32, as in a plain load),
and a person's LoRA into a denoiser split to disk is refused in one line through DiffusionIllustrator (the
same LoRA through the whole model changes the picture, so the refusal is not hiding a no-op)."""

from __future__ import annotations

import functools

import numpy as np
import pytest
import torch

from model.api import IllustrationRequest, PersonAdapter
from model.engines.diffusion import DiffusionIllustrator
from model.errors import ModelError
from model.runtime.placed import load_with_plan
from tests.test_placed import _plans, lora_dir, tiny  # noqa: F401 (fixtures)


@pytest.fixture(scope="module")
def lora_file(lora_dir):  # noqa: F811
    """The random rank-4 LoRA of tests/test_placed.py as a person's .safetensors file."""
    return lora_dir / "pytorch_lora_weights.safetensors"


def test_load_with_plan_never_computes_in_half_precision_on_the_cpu(tiny, monkeypatch):  # noqa: F811
    plan = _plans(tiny)["whole"]
    assert plan.execution_device == "cpu"
    monkeypatch.setattr(torch.cpu, "get_capabilities", lambda: {"avx512_f": True})  # no native bf16
    for asked in (torch.float16, torch.bfloat16, "fp16", None):
        pipe = load_with_plan(tiny, asked, plan=plan)
        assert pipe.unet.dtype == torch.float32 and pipe.vae.dtype == torch.float32


def test_load_with_plan_takes_bf16_on_a_cpu_that_has_it_with_the_vae_in_fp32(tiny, monkeypatch):  # noqa: F811
    monkeypatch.setattr(torch.cpu, "get_capabilities", lambda: {"avx512_bf16": True})
    pipe = load_with_plan(tiny, "bf16", plan=_plans(tiny)["whole"])
    assert pipe.unet.dtype == torch.bfloat16 and pipe.vae.dtype == torch.float32  # as a plain load does
    assert pipe.memorybook_placement == {"strategy": "single", "degree": 1, "devices": ["cpu"], "mesh": None}


def _request(people=()) -> IllustrationRequest:
    return IllustrationRequest(
        engine="diffusion", prompt="grandpa by the kite", seed=3, steps=2, width=64, height=64, people=people
    )


def test_a_lora_into_a_denoiser_split_to_disk_is_refused_in_one_line(tiny, lora_file, tmp_path):  # noqa: F811
    plans = _plans(tiny)
    person = PersonAdapter("Grandpa", trigger="gp", lora_path=str(lora_file))
    whole = DiffusionIllustrator.from_pipeline(load_with_plan(tiny, plan=plans["whole"]), "tiny")
    with_lora = np.asarray(whole.illustrate(_request((person,))).image)
    assert not np.array_equal(with_lora, np.asarray(whole.illustrate(_request()).image)), (
        "the LoRA changes it"
    )

    loader = functools.partial(load_with_plan, plan=plans["cpu+disk"], offload_folder=tmp_path / "off")
    split = DiffusionIllustrator(str(tiny), loader=loader)
    assert split.illustrate(_request()).image.size == (64, 64)  # without a LoRA the split model draws
    with pytest.raises(ModelError) as caught:
        split.illustrate(_request((person,)))
    message = str(caught.value)
    assert "\n" not in message
    assert "Grandpa's LoRA cannot be added to a denoiser offloaded to disk" in message
