"""Benchmark: LoRA training on the tiny SD pipeline (CPU).

1. Steps per second and peak resident memory per process for 1 and 2 processes, each a real
   ``accelerate launch`` of ``training/train_lora.py`` (2 processes: DDP over gloo with ``--cpu``).
2. Our training step against a minimal reference step written directly with diffusers + PEFT (same UNet,
   LoRA, batch, optimiser; no Accelerate, no progress output), interleaved in this process: the ratio of
   median seconds per step, and of the best 10-step means, the figure least disturbed by other programs
   on a shared machine (goal ≤ 1.10).

Seconds per step are the trainer's own ``seconds_per_step`` (mean of the last 10 steps) after warm-up, and
the same 10-step means for the reference. One intra-op thread per process (2 cores shared here).
Run: ``python tests/bench/bench_training.py [--steps N] [--rounds N]``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ["OMP_NUM_THREADS"] = "1"

RESOLUTION, BATCH, RANK = 64, 2, 8


def trainer_argv(model: Path, photos: Path, out: Path, steps: int) -> list[str]:
    return [
        "--pretrained_model", str(model), "--instance_data_dir", str(photos), "--output_dir", str(out),
        "--resolution", str(RESOLUTION), "--train_batch_size", str(BATCH), "--rank", str(RANK),
        "--max_train_steps", str(steps), "--checkpointing_steps", str(10 * steps), "--no_progress_bar",
    ]  # fmt: skip


def step_seconds(stdout: str, warmup: int) -> list[float]:
    records = [json.loads(line) for line in stdout.splitlines() if line.startswith('{"step"')]
    return [r["seconds_per_step"] for r in records if r["step"] > warmup]


def launched(processes: int, model: Path, photos: Path, out: Path, steps: int) -> tuple[float, float]:
    """(median seconds per step, peak RSS MiB of the largest process) of one ``accelerate launch`` run."""
    from app.cli.train import launch_command

    cmd = launch_command(trainer_argv(model, photos, out, steps), processes, cpu=True, gpu=False)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    result = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    if result.returncode:
        sys.exit(result.stderr[-2000:])
    peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
    return statistics.median(step_seconds(result.stdout, warmup=10)), peak


def ours_in_process(model: Path, photos: Path, out: Path, steps: int) -> list[float]:
    """10-step means of our step (the trainer's ``seconds_per_step``) after 10 warm-up steps."""
    from training.train_lora import main, parse_args

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        main(parse_args(trainer_argv(model, photos, out, steps)))
    return step_seconds(buffer.getvalue(), warmup=10)


def reference(model: Path, photos: Path, steps: int) -> list[float]:
    """The minimal step: diffusers UNet + PEFT LoRA + AdamW, nothing else (same data, cached latents)."""
    import torch
    import torch.nn.functional as F
    from diffusers import DDPMScheduler, StableDiffusionPipeline
    from diffusers.models.autoencoders.vae import DiagonalGaussianDistribution
    from peft import LoraConfig

    from training.base_model import encode_photos, encode_prompt
    from training.photos import list_photos, prepare_photo

    torch.manual_seed(0)
    pipe = StableDiffusionPipeline.from_pretrained(model, safety_checker=None)
    pipe.set_progress_bar_config(disable=True)
    params, _ = encode_photos(
        pipe.vae, [prepare_photo(p, RESOLUTION) for p in list_photos(photos)], RESOLUTION
    )
    text = encode_prompt(pipe, "sd", "a photo of sks person")["encoder_hidden_states"].expand(BATCH, -1, -1)
    unet, scheduler = pipe.unet, DDPMScheduler.from_config(pipe.scheduler.config)
    unet.requires_grad_(False)
    unet.add_adapter(
        LoraConfig(
            r=RANK,
            lora_alpha=RANK,
            init_lora_weights="gaussian",
            target_modules=["to_q", "to_k", "to_v", "to_out.0"],
        )
    )
    lora = [p for p in unet.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(lora, lr=1e-4, weight_decay=1e-2)
    unet.train()
    times = []
    for step in range(steps):
        start = time.perf_counter()
        idx = [(step * BATCH + i) % len(params) for i in range(BATCH)]
        latents = DiagonalGaussianDistribution(params[idx]).sample() * pipe.vae.config.scaling_factor
        noise = torch.randn_like(latents)
        t = torch.randint(0, scheduler.config.num_train_timesteps, (BATCH,))
        loss = F.mse_loss(unet(scheduler.add_noise(latents, noise, t), t, text).sample.float(), noise)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(lora, 1.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        times.append(time.perf_counter() - start)
    means = [statistics.fmean(times[max(0, k - 9) : k + 1]) for k in range(len(times))]
    return means[10:]


def main() -> None:
    import torch

    from model.tiny import save_tiny_pipeline
    from tests.training_helpers import make_toy_photos

    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    torch.set_num_threads(1)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        model = save_tiny_pipeline(tmp / "tiny-sd", "sd")
        photos = tmp / "photos"
        make_toy_photos(photos, 4)
        print(f"tiny SD, {RESOLUTION} px, batch {BATCH} per process, LoRA rank {RANK}, CPU, 1 thread/process")
        for processes in (1, 2):
            runs = [
                launched(processes, model, photos, tmp / f"p{processes}-{r}", args.steps)
                for r in range(args.rounds)
            ]
            sec = statistics.median(r[0] for r in runs)
            peak = max(r[1] for r in runs)
            print(
                f"{processes} process(es): {1 / sec:6.2f} steps/s ({sec * 1000:.1f} ms/step, "
                f"{processes * BATCH / sec:.1f} images/s), peak RSS per process {peak:.0f} MiB"
            )
        ours, ref = [], []
        for r in range(args.rounds):  # interleaved, so load from other programs hits both alike
            ours += ours_in_process(model, photos, tmp / f"ours-{r}", args.steps)
            ref += reference(model, photos, args.steps)
        o, b = statistics.median(ours), statistics.median(ref)
        print(
            f"our step {o * 1000:.1f} ms, reference diffusers+PEFT step {b * 1000:.1f} ms (medians of 10-step means)"
        )
        print(f"ratio of medians {o / b:.3f}, of best 10-step means {min(ours) / min(ref):.3f} (goal ≤ 1.10)")


if __name__ == "__main__":
    main()
