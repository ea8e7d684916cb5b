"""Benchmark: placement planning, the cost of each offload strategy, and pages/min with 2 processes against 1.

1. Planning time (median of --runs) for every catalogue model on 1×24 GiB, 2×16 GiB and 8×80 GiB, the meta-device
   build of the denoiser included.
2. The tiny SD model (128×128 px, 4 steps, fp32, CPU) placed whole, split between CPU and disk, and with model CPU
   offload: median time per image and the ratio to the whole model, measured in this process.
3. The sample book's pages (assets/examples/waipo-en.md) drawn by the tiny model with ``torchrun`` (gloo) in 1 and
   in 2 processes: median pages per minute, process start-up and model loading included, and the ratio.

Run: ``python tests/bench/bench_placement.py [--runs N]``. On a 2-core machine 2 processes cannot be 2× faster.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

HARDWARE = {
    "1x24GiB": "cuda:0=24GiB,cpu=64GiB,disk=1000GiB",
    "2x16GiB": "cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB,disk=1000GiB",
    "8x80GiB": ",".join(f"cuda:{i}=80GiB" for i in range(8)) + ",cpu=512GiB,disk=1000GiB",
}

PAGES_SCRIPT = textwrap.dedent(
    """
    import sys, torch
    from diffusers import StableDiffusionPipeline
    from model.runtime.distributed import is_main_process, run_distributed
    folder, prompts = sys.argv[1], sys.argv[2:]
    torch.set_num_threads(1)
    pipe = StableDiffusionPipeline.from_pretrained(folder)
    pipe.set_progress_bar_config(disable=True)
    def page(i):
        g = torch.Generator("cpu").manual_seed(i)
        return pipe(prompts[i], num_inference_steps=4, height=128, width=128, generator=g, output_type="np").images[0]
    images = run_distributed(list(range(len(prompts))), page)
    if is_main_process():
        print("pages", len(images))
    """
)


def bench_planning(runs: int) -> None:
    from model.catalog import load_catalog
    from model.devices import parse_devices
    from model.placement import plan_for

    print("== planning time (median ms; the denoiser built on the meta device each time)")
    for model_id in load_catalog():
        cells = []
        for hw, spec in HARDWARE.items():
            times, strategy = [], ""
            for _ in range(runs):
                start = time.perf_counter()
                strategy = plan_for(model_id, parse_devices(spec), pages=8).strategy
                times.append(time.perf_counter() - start)
            cells.append(f"{hw} {statistics.median(times) * 1000:6.0f} ms ({strategy})")
        print(f"{model_id:14s} " + " | ".join(cells), flush=True)


def _tiny_plans(folder):
    import torch
    from accelerate import init_empty_weights
    from diffusers import UNet2DConditionModel

    from model.devices import Device, Inventory
    from model.placement import (
        CPU_RESERVE,
        Strategy,
        component_sizes_for_folder,
        denoiser_layout,
        plan_placement,
    )

    sizes, classes = component_sizes_for_folder(folder, dtype_bytes=4)
    with init_empty_weights():
        module = UNet2DConditionModel.from_config(classes["unet"][1])
    layout = denoiser_layout(module, torch.float32)

    def inv(cpu):
        return Inventory((), Device("cpu", cpu, cpu), Device("disk", 10**12, 10**12))

    kw = dict(width=128, height=128, layout=layout)
    whole = plan_placement(sizes, inv(64 * 2**30), **kw)
    unet = next(c for c in sizes if c.role == "denoiser")
    rest = sum(c.bytes for c in sizes if c is not unet) + max(c.activation(128, 128) for c in sizes)
    split = plan_placement(sizes, inv(rest + CPU_RESERVE + unet.bytes // 2), placement="disk_offload", **kw)
    offload = dataclasses.replace(whole, strategy=Strategy.MODEL_OFFLOAD, execution_device="cpu")
    return {"whole": whole, "cpu+disk split": split, "model offload": offload}


def bench_offload(folder: Path, runs: int) -> None:
    import torch

    from model.runtime.placed import load_with_plan

    print(
        "== offload strategies on the tiny model (128×128 px, 4 steps, CPU): median s/image, ratio to whole"
    )
    medians = {}
    for name, plan in _tiny_plans(folder).items():
        with tempfile.TemporaryDirectory() as off:
            pipe = load_with_plan(folder, torch.float32, plan=plan, offload_folder=off)
            times = []
            for i in range(runs + 1):
                g = torch.Generator("cpu").manual_seed(i)
                start = time.perf_counter()
                pipe("a kite", num_inference_steps=4, height=128, width=128, generator=g, output_type="np")
                times.append(time.perf_counter() - start)
            medians[name] = statistics.median(times[1:])  # the first call warms up
        ratio = medians[name] / medians["whole"]
        print(f"{name:16s} {medians[name]:.3f} s  ×{ratio:.2f}", flush=True)


def bench_pages(folder: Path, runs: int) -> None:
    from app.book.story import read_story
    from assets import EXAMPLES_DIR

    prompts = [p.scene or p.text[:120] for p in read_story(EXAMPLES_DIR / "waipo-en.md").pages]
    print(f"== sample book: {len(prompts)} pages, tiny model (128×128 px, 4 steps), torchrun gloo")
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "pages.py"
        script.write_text(PAGES_SCRIPT, encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1")
        rates = {}
        for nproc in (1, 2):
            times = []
            for _ in range(runs):
                cmd = [
                    sys.executable,
                    "-m",
                    "torch.distributed.run",
                    "--standalone",
                    "--nproc_per_node",
                    str(nproc),
                    str(script),
                    str(folder),
                    *prompts,
                ]
                start = time.perf_counter()
                subprocess.run(cmd, env=env, check=True, capture_output=True, cwd=tmp)
                times.append(time.perf_counter() - start)
            rates[nproc] = len(prompts) / statistics.median(times) * 60
            print(f"{nproc} process(es): {rates[nproc]:.1f} pages/min (median of {runs})", flush=True)
        print(f"ratio 2 processes / 1: ×{rates[2] / rates[1]:.2f} (on {os.cpu_count()} CPU cores)")


def main() -> None:
    from model.tiny import save_tiny_pipeline

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    bench_planning(args.runs)
    with tempfile.TemporaryDirectory() as tmp:
        folder = save_tiny_pipeline(Path(tmp) / "tiny", "sd")
        bench_offload(folder, args.runs)
        bench_pages(folder, args.runs)


if __name__ == "__main__":
    main()
