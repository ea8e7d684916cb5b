"""Benchmark: build the 8-page sample book with the sketch engine at A4 with bleed.

Prints the median wall time of a cold build (illustrations drawn), of a cached rebuild as ``memorybook build`` and
the app's export run it (nothing changed: the last build's PDF is reused, :mod:`app.build.reuse`) and of a cached
rebuild that lays the book out and writes the PDF again (``--rebuild``: every picture cached), the peak resident
memory, the PDF size, and the time to JPEG-encode the pictures the PDF prints with Pillow (the baseline: what the
PDF's image work would cost alone), as ratios; issue 24 asks ≤ 5× for the cached rebuild. The records go to a
temporary settings folder. Run: ``python tests/bench/bench_build.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import dataclasses
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
    from app.build import BuildRequest, build_book
    from assets import EXAMPLES_DIR

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    cold, warm, again, jpeg, sizes = [], [], [], [], []
    options = BuildRequest(engine="sketch", trim="a4", bleed=True)
    reused = dataclasses.replace(options, reuse=True)
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["MEMORYBOOK_CONFIG_DIR"] = str(Path(tmp) / "config")
            root = Path(tmp) / "b.mbook"
            project = create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")
            start = time.perf_counter()
            build_book(project, Path(tmp) / "a.pdf", reused)
            cold.append(time.perf_counter() - start)
            start = time.perf_counter()
            summary = build_book(BookProject.open(root), Path(tmp) / "b.pdf", reused)
            warm.append(time.perf_counter() - start)
            assert summary.unchanged_since is not None, "the cached rebuild did not reuse the PDF"
            start = time.perf_counter()
            build_book(BookProject.open(root), Path(tmp) / "c.pdf", options)
            again.append(time.perf_counter() - start)
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
            f"run {run + 1}: cold {cold[-1]:.2f} s, cached {warm[-1] * 1e3:.1f} ms, "
            f"laid out again {again[-1]:.3f} s, jpeg {jpeg[-1] * 1e3:.1f} ms",
            flush=True,
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    m_cold, m_warm, m_again, m_jpeg = (statistics.median(x) for x in (cold, warm, again, jpeg))
    print(f"median cold build:   {m_cold:.2f} s")
    print(f"median cached build (PDF reused): {m_warm * 1e3:.1f} ms")
    print(f"median cached build laid out and written again (--rebuild): {m_again * 1e3:.1f} ms")
    print(f"median JPEG encode of the printed pictures (Pillow q94): {m_jpeg * 1e3:.1f} ms")
    print(f"ratio cached build / JPEG encode: {m_warm / m_jpeg:.1f}x")
    print(f"ratio cached build laid out again / JPEG encode: {m_again / m_jpeg:.1f}x")
    print(f"peak RSS: {peak:.0f} MiB; PDF size: {statistics.median(sizes) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
