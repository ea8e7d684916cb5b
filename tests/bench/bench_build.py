"""Benchmark: build the 8-page sample book with the sketch engine at A4 with bleed.

Prints the median wall time of a cold build (illustrations drawn) and of a cached rebuild, the peak
resident memory, the PDF size, and the time to JPEG-encode the pictures the PDF prints with Pillow (the
baseline: what the PDF's image work would cost alone), as a ratio; issue 24 asks ≤ 5×. Run: ``python tests/bench/bench_build.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import io
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    from app.book.project import BookProject
    from app.book.story import create_book_from_story
    from app.build import build_book
    from assets import EXAMPLES_DIR

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    cold, warm, jpeg, sizes = [], [], [], []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "b.mbook"
            project = create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")
            start = time.perf_counter()
            build_book(project, Path(tmp) / "a.pdf", engine="sketch", trim="a4", bleed=True)
            cold.append(time.perf_counter() - start)
            start = time.perf_counter()
            build_book(BookProject.open(root), Path(tmp) / "b.pdf", engine="sketch", trim="a4", bleed=True)
            warm.append(time.perf_counter() - start)
            sizes.append((Path(tmp) / "b.pdf").stat().st_size)
            # the baseline: Pillow's JPEG of the pictures the PDF prints (pages with a photo; a page without one
            # is a designed text page, its sketch wash not printed)
            book = BookProject.open(root).book
            images = [project.load_illustration(p.illustration) for p in book.pages if p.photo]
            start = time.perf_counter()
            for image in images:
                image.save(io.BytesIO(), format="JPEG", quality=94)
            jpeg.append(time.perf_counter() - start)
        print(
            f"run {run + 1}: cold {cold[-1]:.2f} s, cached {warm[-1]:.2f} s, jpeg {jpeg[-1]:.3f} s",
            flush=True,
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    m_cold, m_warm, m_jpeg = (statistics.median(x) for x in (cold, warm, jpeg))
    print(f"median cold build:   {m_cold:.2f} s")
    print(f"median cached build: {m_warm:.2f} s")
    print(f"median JPEG encode of the printed pictures (Pillow q94): {m_jpeg:.3f} s")
    print(f"ratio cached build / JPEG encode: {m_warm / m_jpeg:.1f}x")
    print(f"peak RSS: {peak:.0f} MiB; PDF size: {statistics.median(sizes) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
