"""Benchmark: pages per minute with 1 and with 2 model processes drawing one book from a queue (replicas,
:class:`model.runtime.replicas.ReplicaPool`), on this machine's CPU (or its GPUs with ``--device cuda``).

The same requests (``--pages`` pages, different seeds) are drawn by a pool of 1 process and by a pool of 2,
after one warm-up page in every process (start, import torch, load weights: reported apart). On the CPU both
pools use every core: 1 process with all of them, 2 processes with half each (``cpu_threads_each``); with
``--equal-threads`` every process gets 1 thread (the bit-identical setting, docs/PLACEMENT.md "Exactness").
Prints pages per minute for each and the ratio (2 processes / 1), and checks the pictures: equal bit for bit
at equal thread counts, else the largest difference in 8-bit levels. Nothing is downloaded.

Run: ``python tests/bench/bench_replicas.py [--pages 8] [--steps 8] [--size 128] [--mid] [--equal-threads]``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def _pages_per_minute(pool, requests) -> tuple[float, list, list[int]]:
    images: dict[int, object] = {}
    started = time.perf_counter()
    drawn_by = pool.illustrate_many(requests, lambda i, ill: images.setdefault(i, ill.image))
    seconds = time.perf_counter() - started
    return len(requests) / seconds * 60, [images[i] for i in range(len(requests))], drawn_by


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=8)
    parser.add_argument("--steps", type=int, default=8)
    parser.add_argument("--size", type=int, default=128)
    parser.add_argument("--mid", action="store_true", help="the mid-sized model instead of the tiny one")
    parser.add_argument("--equal-threads", action="store_true", help="1 CPU thread in every process")
    parser.add_argument("--device", default="cpu", help="cpu, or cuda (2 processes on cuda:0 and cuda:1)")
    args = parser.parse_args(argv)

    import numpy as np

    from model.api import IllustrationRequest
    from model.runtime.replicas import ReplicaPool, cpu_threads_each

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "model"
        from tests.bench.bench_illustrate import save_bench_model

        save_bench_model(folder, mid=args.mid)
        requests = [
            IllustrationRequest(
                engine="diffusion",
                prompt="a kite by the river",
                style="none",
                seed=seed,
                steps=args.steps,
                width=args.size,
                height=args.size,
            )
            for seed in range(args.pages)
        ]
        results = {}
        for count in (1, 2):
            if args.device == "cpu":
                devices = ["cpu"] * count
                threads = 1 if args.equal_threads else cpu_threads_each(count)
            else:
                devices, threads = [f"{args.device}:{i}" for i in range(count)], None
            pool = ReplicaPool(str(folder), devices, threads=threads)
            try:
                warm = time.perf_counter()
                pool.illustrate_many(requests[:count], lambda i, ill: None)  # every process loaded
                warm = time.perf_counter() - warm
                rate, images, drawn_by = _pages_per_minute(pool, requests)
            finally:
                pool.close()
            results[count] = (rate, images)
            shares = [drawn_by.count(r) for r in range(count)]
            print(
                f"{count} model process(es) on {', '.join(devices)}, {threads or 'default'} thread(s) each: "
                f"{rate:.1f} pages/min (start+load {warm:.1f} s; pages per process {shares})"
            )
    ratio = results[2][0] / results[1][0]
    diff = max(
        int(np.abs(np.asarray(a, np.int16) - np.asarray(b, np.int16)).max())
        for a, b in zip(results[1][1], results[2][1], strict=True)
    )
    name = "mid" if args.mid else "tiny"
    print(f"model {name}, {args.size}x{args.size} px, {args.steps} steps, {args.pages} pages")
    print(f"ratio 2 processes / 1 process: {ratio:.2f}; largest picture difference {diff}/255")
    return 0


if __name__ == "__main__":
    sys.exit(main())
