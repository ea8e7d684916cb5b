"""Benchmark: the diffusion engine in the model process (what the desktop app uses) against the same engine
in this process.

A model folder (the tiny test model; with ``--mid``, the mid-sized random SD-layout model of
bench_illustrate.py, saved to a temporary folder) is drawn by :class:`model.engines.diffusion.DiffusionIllustrator`
here and by :class:`model.runtime.hosted.ProcessIllustrator` in a child process, with the same request and a
progress callback (previews cross the pipe), interleaved, ``--runs`` times each after one warm-up call.
Prints the first call of each (the process: start, import torch, load), the median wall time per picture,
their ratio, and the median time a progress event takes to arrive. Nothing is downloaded.

Run: ``python tests/bench/bench_process.py [--runs 5] [--steps 8] [--size 256] [--mid]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--steps", type=int, default=8)
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--mid", action="store_true", help="the mid-sized model instead of the tiny one")
    args = parser.parse_args(argv)

    from model.api import IllustrationRequest
    from model.engines.diffusion import DiffusionIllustrator
    from model.runtime.hosted import ProcessIllustrator
    from model.runtime.process import EngineProcess

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "model"
        from tests.bench.bench_illustrate import save_bench_model

        save_bench_model(folder, mid=args.mid)
        request = IllustrationRequest(
            engine="diffusion",
            prompt="a cat on a quilt",
            seed=3,
            steps=args.steps,
            width=args.size,
            height=args.size,
        )
        here = DiffusionIllustrator(str(folder))
        engine = EngineProcess("memorybook-bench")
        there = ProcessIllustrator(str(folder), engine=engine)
        arrivals: list[float] = []

        def timed(illustrator, track: bool = False) -> float:
            sent: list[float] = []

            def on_progress(progress) -> None:
                if track and progress.preview is not None:
                    sent.append(time.perf_counter())

            started = time.perf_counter()
            illustrator.illustrate(request, on_progress=on_progress)
            ended = time.perf_counter()
            if track and len(sent) > 1:
                arrivals.append(statistics.median(b - a for a, b in zip(sent, sent[1:], strict=False)))
            return ended - started

        first_here, first_there = timed(here), timed(there)
        times_here, times_there = [], []
        for _ in range(args.runs):
            times_here.append(timed(here))
            times_there.append(timed(there, track=True))
        engine.close()
    name = "mid" if args.mid else "tiny"
    m_here, m_there = statistics.median(times_here), statistics.median(times_there)
    print(
        f"model {name}, {args.size}x{args.size} px, {args.steps} steps, {args.runs} runs each (after one warm-up)"
    )
    print(
        f"first call: in-process {first_here:.2f} s; model process {first_there:.2f} s (start, import, load)"
    )
    print(
        f"median per picture: in-process {m_here:.3f} s; model process {m_there:.3f} s; ratio {m_there / m_here:.3f}"
    )
    if arrivals:
        print(
            f"median time between step events received from the process: {statistics.median(arrivals) * 1000:.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
