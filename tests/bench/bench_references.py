"""Benchmark: the illustrator against the bare diffusers pipeline for a reference-taking model (tiny FLUX.2 [klein],
and optionally tiny Qwen-Image-Edit), same model, same process.

Each run draws one page from a photo and two reference photos. The bare side is
``pipe(prompt, image=[fit_photo(photo), load_reference(r1), load_reference(r2)], generator=..., num_inference_steps=N,
width=W, height=H)`` with the images read inside the timed call (a caller has to read them too); the illustrator
side is ``DiffusionIllustrator.illustrate(request)`` with the same photo and references in the request. Calls are
interleaved, ``--runs`` times each; it prints the median wall and CPU times, their ratio (goal ≤ 1.03), whether the
pixels are identical, and the illustrator's own time outside the pipeline call. Nothing is downloaded.

Run: ``python tests/bench/bench_references.py [--runs 5] [--steps 4] [--width 512 --height 384] [--qwen]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

PHOTOS = Path(__file__).resolve().parents[2] / "assets" / "examples" / "photos"


def bench(arch: str, runs: int, steps: int, width: int, height: int) -> None:
    import numpy as np
    import torch

    from model.api import IllustrationRequest, PersonAdapter
    from model.engines.diffusion import DiffusionIllustrator
    from model.pipelines.references import fit_photo, load_reference
    from model.tiny import make_tiny_pipeline

    pipe = make_tiny_pipeline(arch)
    illustrator = DiffusionIllustrator.from_pipeline(pipe, f"tiny-{arch}")
    photo, refs = PHOTOS / "coffee.png", [str(PHOTOS / "chelsea.png"), str(PHOTOS / "camera.png")]
    prompt = "把图1重新画成水彩绘本插画。外婆就是图2、图3中的人。"
    request = IllustrationRequest(
        engine="diffusion",
        prompt=prompt,
        photo_path=str(photo),
        people=(PersonAdapter("外婆", reference_paths=tuple(refs), reference_sha256=("a", "b")),),
        seed=1,
        steps=steps,
        width=width,
        height=height,
    )

    def bare():
        images = [fit_photo(photo, width, height)] + [load_reference(r, "外婆") for r in refs]
        return pipe(
            prompt=prompt,
            image=images,
            generator=torch.Generator("cpu").manual_seed(1),
            num_inference_steps=steps,
            width=width,
            height=height,
        ).images[0]

    same = np.array_equal(np.asarray(bare()), np.asarray(illustrator.illustrate(request).image))  # + warm-up
    calls = {"bare": bare, "illustrator": lambda: illustrator.illustrate(request)}
    times = {name: ([], []) for name in calls}
    for run in range(runs):
        for name in list(calls) if run % 2 == 0 else list(calls)[::-1]:  # alternate who goes first
            wall, cpu = time.perf_counter(), time.process_time()
            calls[name]()
            times[name][0].append(time.perf_counter() - wall)
            times[name][1].append(time.process_time() - cpu)
    bare_wall, bare_cpu = (statistics.median(t) for t in times["bare"])
    ill_wall, ill_cpu = (statistics.median(t) for t in times["illustrator"])
    paired = statistics.median(a / b for a, b in zip(times["illustrator"][0], times["bare"][0], strict=True))
    print(
        f"tiny {arch}: photo + 2 references, {width}×{height} px, {steps} steps, {runs} runs; identical: {same}"
    )
    print(
        f"  bare         wall median {bare_wall:.3f} s, CPU {bare_cpu:.3f} s ({bare_wall / steps:.3f} s/step)"
    )
    print(
        f"  illustrator  wall median {ill_wall:.3f} s, CPU {ill_cpu:.3f} s; ratio to bare: wall "
        f"{ill_wall / bare_wall:.3f} (paired {paired:.3f}), CPU {ill_cpu / bare_cpu:.3f} (goal ≤ 1.03)"
    )
    overhead = []
    for _ in range(runs):
        info = illustrator.illustrate(request).info
        overhead.append(info["seconds"] - info["pipeline_seconds"])
    m_over = statistics.median(overhead)
    print(
        f"  illustrator time outside the pipeline call (reading and fitting the photos included): "
        f"{m_over * 1000:.1f} ms = {m_over / bare_wall:.4f} of the bare call",
        flush=True,
    )


def main() -> None:
    import torch

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--width", type=int, default=512)
    parser.add_argument("--height", type=int, default=384)
    parser.add_argument(
        "--qwen", action="store_true", help="also tiny Qwen-Image-Edit (slow on CPU: 1024² VAE)"
    )
    args = parser.parse_args()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} CPU threads")
    bench("flux2-klein", args.runs, args.steps, args.width, args.height)
    if args.qwen:
        bench("qwen-image-edit", args.runs, args.steps, args.width, args.height)


if __name__ == "__main__":
    main()
