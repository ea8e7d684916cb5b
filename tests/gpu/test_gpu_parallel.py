"""GPU check (skipped without CUDA; under 5 minutes): a wide random transformer whole against every placement the
GPUs here allow, with time ratios and image differences printed.

The pipeline: FLUX.1's layout with a wide random transformer (width 2048 = 16 heads × 128, 4 double-stream and 8
single-stream blocks, about 1.6 GB in bf16) and tiny random text encoders and VAE (model/tiny.py's), saved in bf16;
drawn at 512×512 px, 8 steps. Nothing is downloaded.

- one GPU: whole on cuda:0 (the reference), model CPU offload, sequential CPU offload, the transformer split
  between cuda:0 and CPU memory (the planner's map);
- two or more GPUs, in addition: replica 1 on cuda:1, components spread over the GPUs, the transformer sharded
  across GPUs (one process each), then tensor and context (Ulysses) parallelism under ``torchrun`` with one
  process per GPU (NCCL), each process comparing against the whole model on its own GPU.

Run: ``python -m pytest tests/gpu/test_gpu_parallel.py -s``.
"""

from __future__ import annotations

import os
import subprocess
import textwrap
import time
from pathlib import Path

import pytest
import torch

from tests.conftest import REPO, torchrun

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA"),
]


SIZE, STEPS = 512, 8


def _wide_flux(folder: Path) -> Path:
    from diffusers import FluxTransformer2DModel

    from model.tiny import make_tiny_pipeline

    pipe = make_tiny_pipeline("flux", seed=0)
    torch.manual_seed(0)
    pipe.transformer = FluxTransformer2DModel(
        patch_size=1,
        in_channels=16,
        num_layers=4,
        num_single_layers=8,
        attention_head_dim=128,
        num_attention_heads=16,
        joint_attention_dim=32,
        pooled_projection_dim=32,
        axes_dims_rope=(16, 56, 56),
    )
    pipe.to(torch.bfloat16).save_pretrained(folder, safe_serialization=True)
    return folder


def _draw(pipe):
    g = torch.Generator("cpu").manual_seed(5)
    torch.cuda.synchronize()
    start = time.perf_counter()
    image = pipe(
        "grandmother's garden",
        num_inference_steps=STEPS,
        height=SIZE,
        width=SIZE,
        max_sequence_length=64,
        generator=g,
        output_type="pt",
    ).images
    torch.cuda.synchronize()
    return image.float().cpu(), time.perf_counter() - start


def _one_process_variants(folder: Path) -> dict:
    from model.devices import Device, Inventory
    from model.placement import ACCELERATOR_RESERVE, Strategy, component_sizes_for_folder, plan_for

    sizes, _ = component_sizes_for_folder(folder, dtype_bytes=2)
    den = next(c for c in sizes if c.role == "denoiser")
    others = sum(c.bytes for c in sizes if c is not den)
    act = max(c.activation(SIZE, SIZE) for c in sizes)
    half = others + act + ACCELERATOR_RESERVE + den.bytes // 2  # room for half the transformer
    cpu = Device("cpu", 64 * 2**30, 64 * 2**30)
    one = Inventory((Device("cuda:0", half, half),), cpu, None)
    kw = dict(width=SIZE, height=SIZE, dtype="bfloat16")
    variants = {
        "whole": plan_for(str(folder), Inventory((Device("cuda:0", 2**40, 2**40),), cpu, None), **kw),
        "model offload": plan_for(str(folder), one, placement=Strategy.MODEL_OFFLOAD.value, **kw),
        "sequential offload": plan_for(str(folder), one, placement=Strategy.SEQUENTIAL_OFFLOAD.value, **kw),
        "split cuda:0+cpu": plan_for(str(folder), one, placement=Strategy.DISK_OFFLOAD.value, **kw),
    }
    n = torch.cuda.device_count()
    if n >= 2:
        roomy = tuple(Device(f"cuda:{i}", 2**40, 2**40) for i in range(n))
        variants["replica 1 (cuda:1)"] = plan_for(str(folder), Inventory(roomy, cpu, None), pages=n, **kw)
        tight = tuple(Device(f"cuda:{i}", half, half) for i in range(n))
        for name, strategy in (("components", "components"), ("sharded across GPUs", "sharded")):
            try:
                variants[name] = plan_for(str(folder), Inventory(tight, cpu, None), placement=strategy, **kw)
            except Exception as err:  # the planner's reason, printed; the others still run
                print(f"{name}: not planned: {err}")
    return variants


def test_every_placement_against_the_whole_model(tmp_path):
    from model.runtime.placed import load_with_plan

    folder = _wide_flux(tmp_path / "wide-flux")
    variants = _one_process_variants(folder)
    ref = t_whole = None
    failures = []
    for name, plan in variants.items():
        try:
            replica = 1 if name.startswith("replica") else 0
            pipe = load_with_plan(folder, torch.bfloat16, plan=plan, replica=replica)
            _draw(pipe)  # warm-up: kernels, allocator
            image, seconds = _draw(pipe)
            del pipe
        except Exception as err:  # report every variant, then fail
            failures.append(f"{name}: {type(err).__name__}: {err}")
            print(f"{name}: FAILED {type(err).__name__}: {err}")
            continue
        finally:
            torch.cuda.empty_cache()
        if ref is None:
            ref, t_whole = image, seconds
            print(f"\nwhole on cuda:0: {seconds:.2f} s per image")
            continue
        diff = (image - ref).abs().max().item() * 255
        print(f"{name}: max pixel difference {diff:.2f}/255, time ×{seconds / t_whole:.2f} of whole")
    assert not failures, failures


PARALLEL_SCRIPT = textwrap.dedent(
    """
    import sys, time, torch
    from diffusers import DiffusionPipeline
    from model.runtime.distributed import finish, process_state
    from model.runtime.parallel import PICTURE_TOLERANCE
    from model.runtime.placed import load_with_plan
    from model.placement.parallel import runtime_plan
    folder, size, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    state = process_state()
    device = str(state.device)
    def draw(pipe):
        g = torch.Generator("cpu").manual_seed(5)
        kw = dict(num_inference_steps=steps, height=size, width=size, max_sequence_length=64, output_type="pt")
        pipe("grandmother's garden", generator=g, **kw)  # warm-up
        torch.cuda.synchronize()
        start = time.perf_counter()
        image = pipe("grandmother's garden", generator=torch.Generator("cpu").manual_seed(5), **kw).images
        torch.cuda.synchronize()
        return image.float().cpu(), time.perf_counter() - start
    whole = DiffusionPipeline.from_pretrained(folder, dtype=torch.bfloat16).to(device)
    whole.set_progress_bar_config(disable=True)
    ref, t_whole = draw(whole)
    del whole
    torch.cuda.empty_cache()
    worst = 0.0
    for kind in ("tensor_parallel", "context_parallel"):
        plan = runtime_plan(kind, state.num_processes, device)
        pipe = load_with_plan(folder, torch.bfloat16, plan=plan)
        image, seconds = draw(pipe)
        diff = (image - ref).abs().max().item() * 255
        worst = max(worst, diff)
        if state.is_main_process:
            print(f"{kind} over {state.num_processes} GPUs (NCCL): max pixel difference {diff:.2f}/255, "
                  f"time ×{seconds / t_whole:.2f} of whole ({t_whole:.2f} s)", flush=True)
        del pipe
        torch.cuda.empty_cache()
    finish()
    if state.is_main_process:
        print(f"stated tolerance {PICTURE_TOLERANCE}/255 (fp32 on CPU); bf16 here: worst {worst:.2f}/255")
    """
)


@pytest.mark.skipif(torch.cuda.device_count() < 2, reason="needs 2 or more GPUs")
def test_tensor_and_context_parallel_on_gpus(tmp_path):
    folder = _wide_flux(tmp_path / "wide-flux")
    script = tmp_path / "parallel.py"
    script.write_text(PARALLEL_SCRIPT, encoding="utf-8")
    n = 2 if torch.cuda.device_count() < 4 else 4  # divides the 16 heads
    env = dict(os.environ, PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1")
    run = subprocess.run(
        [
            *torchrun(n),
            str(script),
            str(folder),
            str(SIZE),
            str(STEPS),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    print(run.stdout)
    assert run.returncode == 0, run.stderr[-4000:]
    assert "tensor_parallel over" in run.stdout and "context_parallel over" in run.stdout
