"""GPU check (skipped without CUDA; about a minute on one GPU): the denoiser split between GPU and CPU.

A full-size Stable Diffusion 1.5 pipeline with random weights (the catalogue's shipped UNet/VAE/CLIP configs, the
tiny byte-level tokenizer; nothing downloaded) is saved in fp16, then drawn at 512×512 px, 8 steps:

- whole on cuda:0 (the reference);
- denoiser split by the planner between cuda:0 and CPU memory (blocks mapped to "cpu" stream to the GPU each step);
- model CPU offload and sequential offload onto cuda:0.

Prints, for each, the largest pixel difference against the whole model and the time ratio. Run:
``python -m pytest tests/gpu/test_gpu_placement.py -s``.
"""

from __future__ import annotations

import os
import time

import pytest
import torch

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA"),
]

SIZE, STEPS = 512, 8


def _sd15_random(folder):
    from diffusers import AutoencoderKL, DDIMScheduler, StableDiffusionPipeline, UNet2DConditionModel
    from transformers import CLIPTextConfig, CLIPTextModel

    from model.catalog import get_model
    from model.tiny import make_tiny_tokenizer

    entry = get_model("sd15")
    torch.manual_seed(0)
    te_cfg = {k: v for k, v in entry.config("text_encoder").items() if k != "architectures"}
    pipe = StableDiffusionPipeline(
        unet=UNet2DConditionModel.from_config(entry.config("unet")),
        vae=AutoencoderKL.from_config(entry.config("vae")),
        text_encoder=CLIPTextModel(CLIPTextConfig(**te_cfg)),
        tokenizer=make_tiny_tokenizer(),
        scheduler=DDIMScheduler(beta_schedule="scaled_linear", beta_start=0.00085, beta_end=0.012),
        safety_checker=None,
        feature_extractor=None,
        requires_safety_checker=False,
    ).to(torch.float16)
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder


def _draw(pipe):
    g = torch.Generator("cpu").manual_seed(5)
    torch.cuda.synchronize()
    start = time.perf_counter()
    image = pipe(
        "外婆的院子 grandmother's garden",
        num_inference_steps=STEPS,
        height=SIZE,
        width=SIZE,
        generator=g,
        output_type="pt",
    ).images
    torch.cuda.synchronize()
    return image.float().cpu(), time.perf_counter() - start


def test_split_between_gpu_and_cpu(tmp_path):
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = False
    from accelerate import init_empty_weights
    from diffusers import UNet2DConditionModel

    from model.devices import Device, Inventory
    from model.placement import (
        ACCELERATOR_RESERVE,
        Strategy,
        component_sizes_for_folder,
        denoiser_layout,
        plan_placement,
    )
    from model.runtime.placed import load_with_plan

    folder = _sd15_random(tmp_path / "sd15")
    sizes, classes = component_sizes_for_folder(folder, dtype_bytes=2)
    with init_empty_weights():
        module = UNet2DConditionModel.from_config(classes["unet"][1])
    layout = denoiser_layout(module, torch.float16)
    unet = next(c for c in sizes if c.role == "denoiser")
    others = sum(c.bytes for c in sizes if c is not unet)
    act = max(c.activation(SIZE, SIZE) for c in sizes)
    gpu_budget = others + act + ACCELERATOR_RESERVE + unet.bytes // 2  # room for half the UNet
    inv = Inventory((Device("cuda:0", gpu_budget, gpu_budget),), Device("cpu", 64 * 2**30, 64 * 2**30), None)
    kw = dict(width=SIZE, height=SIZE, layout=layout)
    split = plan_placement(sizes, inv, placement="disk_offload", **kw)
    print("\n" + split.explanation)
    assert set(split.denoiser_device_map.values()) == {"cuda:0", "cpu"}
    whole = plan_placement(sizes, Inventory((Device("cuda:0", 2**40, 2**40),), inv.cpu, None), **kw)
    assert whole.strategy == Strategy.SINGLE

    pipe = load_with_plan(folder, torch.float16, plan=whole)
    _draw(pipe)  # warm-up: kernels, allocator
    ref, t_whole = _draw(pipe)
    del pipe
    torch.cuda.empty_cache()
    print(f"whole on cuda:0: {t_whole:.2f} s")

    variants = {"split cuda:0+cpu": split}
    for name, strategy in (
        ("model offload", Strategy.MODEL_OFFLOAD),
        ("sequential offload", Strategy.SEQUENTIAL_OFFLOAD),
    ):
        variants[name] = plan_placement(sizes, inv, placement=strategy.value, **kw)
    failures = []
    for name, plan in variants.items():
        try:
            pipe = load_with_plan(folder, torch.float16, plan=plan)
            _draw(pipe)
            image, seconds = _draw(pipe)
        except Exception as err:  # report every variant, then fail
            failures.append(f"{name}: {type(err).__name__}: {err}")
            print(f"{name}: FAILED {type(err).__name__}: {err}")
            continue
        finally:
            torch.cuda.empty_cache()
        diff = (image - ref).abs().max().item() * 255
        print(f"{name}: max pixel difference {diff:.3f} /255, time ×{seconds / t_whole:.2f} of whole")
        if name == "split cuda:0+cpu":
            assert diff == 0.0, "the split denoiser must draw the same picture"
    assert not [f for f in failures if f.startswith("split")], failures
