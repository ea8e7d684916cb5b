"""Nothing lost: the tiny SD pipeline placed every way this CPU-only machine can run gives the identical image.

Covers text-to-image, image-to-image (tensors made on one device and used on another are the classic bug of split
pipelines) and a LoRA loaded under a split. 64×64 px, 2 steps, fp32.
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np
import pytest
import torch

from model.devices import Device, Inventory
from model.errors import ModelError
from model.placement import (
    CPU_RESERVE,
    Plan,
    Strategy,
    component_sizes_for_folder,
    denoiser_layout,
    plan_placement,
)
from model.runtime.placed import load_with_plan

SIZE = 64
STEPS = 2


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "sd", "sd")


@pytest.fixture(scope="module")
def lora_dir(tiny, tmp_path_factory):
    """A random rank-4 LoRA on the tiny UNet's attention projections, saved the diffusers way."""
    from diffusers import StableDiffusionPipeline, UNet2DConditionModel
    from peft import LoraConfig, get_peft_model_state_dict

    unet = UNet2DConditionModel.from_pretrained(tiny, subfolder="unet")
    torch.manual_seed(7)
    unet.add_adapter(LoraConfig(r=4, lora_alpha=4, target_modules=["to_q", "to_k", "to_v", "to_out.0"]))
    with torch.no_grad():
        for name, p in unet.named_parameters():
            if "lora_B" in name:
                p.normal_(0, 0.5)  # peft starts B at zero: make the LoRA actually change the image
    out = tmp_path_factory.mktemp("lora")
    StableDiffusionPipeline.save_lora_weights(out, unet_lora_layers=get_peft_model_state_dict(unet))
    return out


def _photo() -> torch.Tensor:
    g = torch.Generator().manual_seed(3)
    return torch.rand(1, 3, SIZE, SIZE, generator=g)


def _t2i(pipe):
    g = torch.Generator("cpu").manual_seed(11)
    return pipe(
        "a red kite over the river 河边的风筝",
        num_inference_steps=STEPS,
        height=SIZE,
        width=SIZE,
        generator=g,
        output_type="pt",
    ).images


def _i2i(pipe):
    from diffusers import StableDiffusionImg2ImgPipeline

    # The constructor, not from_pipe: from_pipe ends with .to(dtype), which Accelerate refuses for a model with
    # blocks offloaded to disk ("You can't move a model that has some modules offloaded to cpu or disk").
    i2i = StableDiffusionImg2ImgPipeline(**pipe.components)
    i2i.set_progress_bar_config(disable=True)
    g = torch.Generator("cpu").manual_seed(12)
    return i2i(
        "grandmother's garden",
        image=_photo(),
        strength=0.6,
        num_inference_steps=STEPS * 2,
        generator=g,
        output_type="pt",
    ).images


def _cpu_inventory(cpu_bytes: int) -> Inventory:
    return Inventory((), Device("cpu", cpu_bytes, cpu_bytes), Device("disk", 10**12, 10**12))


def _plans(folder) -> dict[str, Plan]:
    from diffusers import UNet2DConditionModel

    sizes, classes = component_sizes_for_folder(folder, dtype_bytes=4)
    class_path, config = classes["unet"]
    with __import__("accelerate").init_empty_weights():
        module = UNet2DConditionModel.from_config(config)
    layout = denoiser_layout(module, torch.float32)
    kw = dict(width=SIZE, height=SIZE, layout=layout)
    whole = plan_placement(sizes, _cpu_inventory(64 * 2**30), **kw)
    unet = next(c for c in sizes if c.role == "denoiser")
    others = sum(c.bytes for c in sizes if c is not unet)
    acts = max(c.activation(SIZE, SIZE) for c in sizes)
    # CPU memory for everything but half the UNet: the rest of the UNet must go to disk
    tight = others + CPU_RESERVE + acts + unet.bytes // 2
    split = plan_placement(sizes, _cpu_inventory(tight), placement="disk_offload", **kw)
    on_cpu = dataclasses.replace(whole, lines=(), execution_device="cpu")
    return {
        "whole": whole,
        "cpu+disk": split,
        "model_offload": dataclasses.replace(on_cpu, strategy=Strategy.MODEL_OFFLOAD),
        # the planner's packing, every component hooked (one CPU here: the hooks' paths, not the devices)
        "components": dataclasses.replace(
            on_cpu, strategy=Strategy.COMPONENTS, device_map={c.name: "cpu" for c in sizes}, denoiser="unet"
        ),
        "vae_tiling": dataclasses.replace(whole, vae_tiling=True),
    }


def test_split_plan_really_splits(tiny):
    plans = _plans(tiny)
    assert plans["whole"].strategy == Strategy.SINGLE
    split = plans["cpu+disk"]
    assert split.strategy == Strategy.DISK_OFFLOAD
    assert set(split.denoiser_device_map.values()) == {"cpu", "disk"}
    assert split.needs_offload_folder


@pytest.mark.parametrize("name", ["cpu+disk", "model_offload", "components", "vae_tiling"])
def test_text_to_image_and_image_to_image_identical(tiny, tmp_path, name):
    plans = _plans(tiny)
    whole = load_with_plan(tiny, torch.float32, plan=plans["whole"])
    ref_t2i, ref_i2i = _t2i(whole), _i2i(whole)
    placed = load_with_plan(tiny, torch.float32, plan=plans[name], offload_folder=tmp_path / "offload")
    if name == "cpu+disk":
        assert any(tmp_path.joinpath("offload").iterdir()), "no block was written to the offload folder"
    assert torch.equal(_t2i(placed), ref_t2i)
    assert torch.equal(_i2i(placed), ref_i2i)


def test_components_and_tiling_plans_load_as_planned(tiny):
    plans = _plans(tiny)
    pipe = load_with_plan(tiny, torch.float32, plan=plans["components"])
    assert hasattr(pipe.unet, "_hf_hook") and pipe.hf_device_map == plans["components"].device_map
    assert load_with_plan(tiny, torch.float32, plan=plans["vae_tiling"]).vae.use_tiling


def test_lora_under_split_identical(tiny, lora_dir, tmp_path):
    plans = _plans(tiny)
    base = _t2i(load_with_plan(tiny, torch.float32, plan=plans["whole"]))
    whole = load_with_plan(tiny, torch.float32, plan=plans["whole"], loras=[lora_dir])
    ref = _t2i(whole)
    assert not torch.equal(ref, base), "the LoRA should change the picture"
    split = load_with_plan(
        tiny, torch.float32, plan=plans["cpu+disk"], offload_folder=tmp_path / "off", loras=[lora_dir]
    )
    assert any((tmp_path / "off").iterdir())
    assert torch.equal(_t2i(split), ref)
    assert torch.equal(_i2i(split), _i2i(whole))


@pytest.mark.xfail(
    strict=True,
    raises=TypeError,
    reason="enable_sequential_cpu_offload(device='cpu') on this CPU-only machine (accelerate 1.15, transformers "
    "5.24, torch 2.13): after AlignDevicesHook.pre_forward the CLIP text encoder's Embedding.weight is a plain "
    "Tensor in _parameters, and post_forward's Parameter re-creation raises TypeError; "
    "tests/gpu/test_gpu_placement.py tries sequential offload on CUDA",
)
def test_sequential_offload_identical(tiny):
    plans = _plans(tiny)
    ref = _t2i(load_with_plan(tiny, torch.float32, plan=plans["whole"]))
    seq = dataclasses.replace(plans["model_offload"], strategy=Strategy.SEQUENTIAL_OFFLOAD)
    assert torch.equal(_t2i(load_with_plan(tiny, torch.float32, plan=seq)), ref)


def test_loader_seam_with_partial(tiny):
    """``functools.partial(load_with_plan, plan=plan)`` is a ``loader(source, dtype)``; source may have ``.path``."""
    plan = _plans(tiny)["whole"]
    loader = functools.partial(load_with_plan, plan=plan)
    source = type("Source", (), {"path": tiny})()
    pipe = loader(source, torch.float32)
    assert np.isfinite(_t2i(pipe).numpy()).all()


def test_parallel_plans_need_a_launch(tiny):
    """Outside torchrun a tensor/context parallel plan is refused with how to launch it (the 2-process runs are in
    tests/test_parallel_launch.py)."""
    plan = dataclasses.replace(_plans(tiny)["whole"], strategy=Strategy.TENSOR_PARALLEL)
    with pytest.raises(ModelError, match="torchrun"):
        load_with_plan(tiny, torch.float32, plan=plan)


def test_not_a_model_folder(tmp_path):
    with pytest.raises(ModelError, match="model_index.json"):
        load_with_plan(tmp_path, torch.float32, plan=Plan(Strategy.SINGLE, (), {}, ""))
