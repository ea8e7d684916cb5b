"""Benchmark: tensor and context parallelism on 2 CPU processes against the whole model, and planning time for
the parallel strategies.

1. Planning time (median of --runs, ms) for FLUX.1-schnell where the planner chooses tensor parallelism (2×20 GiB),
   forced to it on 8×24 GiB, and for a transformer where it chooses context parallelism (synthetic sizes, 4096² px).
2. ``torchrun --nproc_per_node 2`` (gloo, one thread per process): each process times the tiny pipeline whole
   (the same-process baseline), then with its denoiser split by tensor / context parallelism (model.runtime.parallel):
   median seconds per image at --size px, 4 steps, and the ratio split/whole. On CPU the split only adds
   communication (2 processes share 2 cores), so the ratio measures the cost of the split, not a speed-up.

Run: ``python tests/bench/bench_parallel.py [--runs N] [--size PX]``.
"""

from __future__ import annotations

import argparse
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

SPLIT_SCRIPT = textwrap.dedent(
    """
    import statistics, sys, time, torch
    from model.runtime.distributed import finish, process_state
    from model.runtime.parallel import parallelize_pipeline
    from model.tiny import make_tiny_pipeline
    state = process_state()
    runs, size = int(sys.argv[1]), int(sys.argv[2])
    def timed(pipe, arch):
        kw = dict(prompt="a cat", num_inference_steps=4, height=size, width=size, output_type="np")
        if arch == "flux":
            kw["max_sequence_length"] = 64
        times = []
        for i in range(runs):
            t = time.perf_counter()
            pipe(**kw, generator=torch.Generator().manual_seed(i))
            times.append(time.perf_counter() - t)
        return statistics.median(times)
    for arch, kind in (("sd", "tensor_parallel"), ("flux", "tensor_parallel"), ("flux", "context_parallel")):
        pipe = make_tiny_pipeline(arch)
        whole = timed(pipe, arch)
        parallelize_pipeline(pipe, kind)
        split = timed(pipe, arch)
        if state.is_main_process:
            print(f"  {arch:5} {kind:17} whole {whole:.3f} s  split {split:.3f} s  ratio {split / whole:.2f}")
    finish()
    """
)


def bench_planning(runs: int) -> None:
    from model.catalog import build_empty, get_model, torch_dtype
    from model.devices import parse_devices
    from model.placement import ComponentSize, denoiser_layout, plan_for, plan_placement

    print("== planning time (median ms; the denoiser built on the meta device each time for plan_for)")
    cases = {
        "flux1-schnell 2x20GiB (auto: tensor_parallel)": lambda: plan_for(
            "flux1-schnell", parse_devices("cuda:0=20GiB,cuda:1=20GiB,cpu=64GiB")
        ),
        "flux1-schnell 8x24GiB (forced tensor_parallel)": lambda: plan_for(
            "flux1-schnell",
            parse_devices(",".join(f"cuda:{i}=24GiB" for i in range(8)) + ",cpu=128GiB"),
            placement="tensor_parallel",
        ),
    }
    entry = get_model("flux1-schnell")
    layout = denoiser_layout(build_empty(entry, entry.denoiser), torch_dtype(entry.dtype))
    den = ComponentSize(
        "transformer", 20 * 10**9, "denoiser", hidden=3072, pixels_per_token=16, text_tokens=512
    )
    vae = ComponentSize("vae", 2 * 10**8, "vae", hidden=8, pixels_per_token=1)
    inv = parse_devices("cuda:0=24GB,cuda:1=24GB,cpu=64GB")
    cases["transformer 2x24GB 4096² px (auto: context_parallel, layout built once)"] = lambda: plan_placement(
        [den, vae], inv, width=4096, height=4096, layout=layout
    )
    for name, call in cases.items():
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            plan = call()
            times.append((time.perf_counter() - t) * 1000)
        print(f"  {name}: {statistics.median(times):.0f} ms → {plan.strategy}")


def bench_split(runs: int, size: int) -> None:
    print(
        f"== 2 CPU processes (gloo, 1 thread each), tiny pipelines, {size}×{size} px, 4 steps, median of {runs}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "split.py"
        script.write_text(SPLIT_SCRIPT, encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1")
        cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2"]
        run = subprocess.run(
            [*cmd, str(script), str(runs), str(size)], env=env, capture_output=True, text=True, timeout=1800
        )
        print(run.stdout, end="")
        if run.returncode:
            print(run.stderr[-3000:])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size", type=int, default=128)
    args = parser.parse_args()
    bench_planning(args.runs)
    bench_split(args.runs, args.size)


if __name__ == "__main__":
    main()
