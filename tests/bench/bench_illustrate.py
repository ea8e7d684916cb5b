"""Benchmark: the diffusion illustrator against the bare diffusers pipeline, same model, same process.

For each model (the tiny test model, and a mid-sized random SD-layout model built here: UNet
block_out_channels 64/128/256/256, CLIP text encoder width 256, VAE 32/64/128/128) it runs the bare
``pipe(prompt, generator=..., num_inference_steps=N, width=W, height=H)`` and ``DiffusionIllustrator.illustrate``
with the same settings, interleaved, ``--runs`` times each, and prints the median wall times, their ratio (goal
≤ 1.03), the illustrator's ratio when it also makes a preview every step, seconds per denoising step at the
size, and the process's peak resident memory. Nothing is downloaded.

Run: ``python tests/bench/bench_illustrate.py [--runs 5] [--steps 4] [--size 512] [--skip-mid]``.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def save_bench_model(folder, mid: bool = False) -> None:
    """Save the benchmarks' model in ``folder``: the mid-sized random model (``mid``) or the tiny test model."""
    if mid:
        make_mid_pipeline().save_pretrained(folder, safe_serialization=True)
    else:
        from model.tiny import save_tiny_pipeline

        save_tiny_pipeline(folder)


def make_mid_pipeline(seed: int = 0):
    """A mid-sized random Stable Diffusion 1.x-layout pipeline (about 1/10 of SD 1.5's UNet), fp32, CPU."""
    import torch
    from diffusers import AutoencoderKL, DDIMScheduler, StableDiffusionPipeline, UNet2DConditionModel
    from transformers import CLIPTextConfig, CLIPTextModel

    from model.tiny import make_tiny_tokenizer

    tokenizer = make_tiny_tokenizer()
    torch.manual_seed(seed)
    unet = UNet2DConditionModel(
        block_out_channels=(64, 128, 256, 256),
        layers_per_block=2,
        sample_size=64,
        in_channels=4,
        out_channels=4,
        down_block_types=("CrossAttnDownBlock2D",) * 3 + ("DownBlock2D",),
        up_block_types=("UpBlock2D",) + ("CrossAttnUpBlock2D",) * 3,
        cross_attention_dim=256,
        attention_head_dim=8,
        norm_num_groups=32,
    ).eval()
    vae = AutoencoderKL(
        block_out_channels=(32, 64, 128, 128),
        down_block_types=("DownEncoderBlock2D",) * 4,
        up_block_types=("UpDecoderBlock2D",) * 4,
        latent_channels=4,
        norm_num_groups=32,
        layers_per_block=2,
        sample_size=512,
    ).eval()
    text = CLIPTextModel(
        CLIPTextConfig(
            bos_token_id=0,
            eos_token_id=1,
            pad_token_id=1,
            hidden_size=256,
            intermediate_size=1024,
            num_attention_heads=4,
            num_hidden_layers=4,
            vocab_size=len(tokenizer),
            max_position_embeddings=77,
        )
    ).eval()
    scheduler = DDIMScheduler(
        beta_start=0.00085, beta_end=0.012, beta_schedule="scaled_linear", clip_sample=False, steps_offset=1
    )
    pipe = StableDiffusionPipeline(
        unet=unet,
        vae=vae,
        text_encoder=text,
        tokenizer=tokenizer,
        scheduler=scheduler,
        safety_checker=None,
        feature_extractor=None,
        requires_safety_checker=False,
    )
    pipe.set_progress_bar_config(disable=True)
    return pipe


def _params(pipe) -> int:
    import torch

    return sum(
        p.numel() for c in pipe.components.values() if isinstance(c, torch.nn.Module) for p in c.parameters()
    )


def bench(label: str, pipe, runs: int, steps: int, width: int, height: int) -> None:
    import numpy as np
    import torch

    from model.api import IllustrationRequest
    from model.engines.diffusion import DiffusionIllustrator

    illustrator = DiffusionIllustrator.from_pipeline(pipe, label)
    prompt = "a grandmother sewing a patched quilt by lamplight"
    request = IllustrationRequest(
        engine="diffusion", prompt=prompt, style="none", seed=1, steps=steps, width=width, height=height
    )

    def bare():
        return pipe(
            prompt,
            generator=torch.Generator("cpu").manual_seed(1),
            num_inference_steps=steps,
            width=width,
            height=height,
        ).images[0]

    # warm-up (first calls allocate and pick kernels), and the equality the tests assert
    same = np.array_equal(np.asarray(bare()), np.asarray(illustrator.illustrate(request).image))
    # wall time and process CPU time (user+sys of all threads: much less disturbed by other processes on a
    # shared machine), interleaved so that load changes hit both sides alike
    times = {"bare": ([], []), "illustrator": ([], []), "+ preview per step": ([], [])}
    calls = {
        "bare": bare,
        "illustrator": lambda: illustrator.illustrate(request),
        "+ preview per step": lambda: illustrator.illustrate(request, on_progress=lambda progress: None),
    }
    names = list(calls)
    for run in range(runs):
        for name in names[run % 3 :] + names[: run % 3]:  # rotate the order: no side always goes first
            call = calls[name]
            wall, cpu = time.perf_counter(), time.process_time()
            call()
            times[name][0].append(time.perf_counter() - wall)
            times[name][1].append(time.process_time() - cpu)
    print(
        f"{label}: {_params(pipe) / 1e6:.2f} M parameters, {width}×{height} px, {steps} steps, {runs} runs; "
        f"identical pixels: {same}"
    )
    bare_wall, bare_cpu = (statistics.median(t) for t in times["bare"])
    for name, (wall, cpu) in times.items():
        m_wall, m_cpu = statistics.median(wall), statistics.median(cpu)
        pairs = statistics.median(a / b for a, b in zip(wall, times["bare"][0], strict=True))
        line = f"  {name:<19} wall median {m_wall:7.3f} s (min {min(wall):.3f}), CPU median {m_cpu:7.3f} s"
        if name != "bare":
            line += (
                f"; ratio to bare: wall {m_wall / bare_wall:.3f} (paired {pairs:.3f}, "
                f"min {min(wall) / min(times['bare'][0]):.3f}), CPU {m_cpu / bare_cpu:.3f} (goal ≤ 1.03)"
            )
        else:
            line += f" ({m_wall / steps:.3f} s/step incl. text encoder + VAE)"
        print(line)
    # the illustrator's own work outside the pipeline call (prompt, photo, LoRA bookkeeping, sidecar info):
    # measured inside one process, so other processes' load hardly affects it
    overhead = []
    for _ in range(runs):
        info = illustrator.illustrate(request).info
        overhead.append(info["seconds"] - info["pipeline_seconds"])
    m_over = statistics.median(overhead)
    print(
        f"  illustrator overhead outside the pipeline call: median {m_over * 1000:.1f} ms "
        f"= {m_over / bare_wall:.4f} of the bare call → ratio {1 + m_over / bare_wall:.4f} (goal ≤ 1.03)"
    )
    # denoising steps alone: time the UNet calls (CFG doubles the batch, so one call per step)
    unet_times = []
    handle_pre = pipe.unet.register_forward_pre_hook(lambda *a: unet_times.append(-time.perf_counter()))
    handle_post = pipe.unet.register_forward_hook(lambda *a: unet_times.append(time.perf_counter()))
    try:
        illustrator.illustrate(request)
    finally:
        handle_pre.remove()
        handle_post.remove()
    per_step = [unet_times[i] + unet_times[i + 1] for i in range(0, len(unet_times), 2)]
    print(f"  UNet alone         median {statistics.median(per_step):.3f} s/step")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak resident memory of the process so far: {peak:.0f} MiB", flush=True)


def main() -> None:
    import torch

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--size", type=int, default=512, help="square size for the mid model (px)")
    parser.add_argument("--skip-mid", action="store_true", help="only the tiny model")
    args = parser.parse_args()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} CPU threads")
    from model.tiny import make_tiny_pipeline

    bench("tiny sd", make_tiny_pipeline("sd"), args.runs, args.steps, 768, 512)
    if not args.skip_mid:
        bench("mid sd", make_mid_pipeline(), args.runs, args.steps, args.size, args.size)


if __name__ == "__main__":
    main()
