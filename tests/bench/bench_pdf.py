"""Benchmark: write an 8-story-page book of 2000 × 1500 pictures at A4 with bleed.

Prints the median wall time of ``write_pdf`` over N runs, the process's peak RSS, the PDF size, and — as the
in-process baseline — the median time Pillow needs to JPEG-encode the same pictures at Qt's quality (94),
already downscaled to the size the PDF embeds (≤ 300 DPI for their frame), so the ratio shows what the PDF
costs beyond the unavoidable JPEG encoding.

Usage: python tests/bench/bench_pdf.py [--runs 5] [--pages 8]
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

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

from app.book.layout import PrintDocument, PrintOptions, PrintPage, page_geometry  # noqa: E402
from app.print.painter import place_image  # noqa: E402
from app.print.pdf import QT_JPEG_QUALITY, write_pdf  # noqa: E402
from tests.conftest import EXAMPLES  # noqa: E402
from tests.test_pdf import parse_story  # noqa: E402


def photo_like(seed: int, size=(2000, 1500)) -> Image.Image:
    """A smooth colour field with fine noise: compresses like a photograph, not like a flat drawing."""
    rng = np.random.default_rng(seed)
    w, h = size
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    base = np.stack(
        [
            128 + 90 * np.sin(x / (170 + 20 * seed) + seed),
            128 + 80 * np.cos(y / 210 + x / 530),
            128 + 70 * np.sin((x + y) / 330 + seed / 3),
        ],
        axis=-1,
    )
    noisy = base + rng.normal(0, 12, size=base.shape)
    return Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8), "RGB")


def build_document(pages: int) -> PrintDocument:
    title, subtitle, dedication, sections = parse_story(EXAMPLES / "waipo-zh.md")
    images = [photo_like(i) for i in range(pages + 1)]
    doc_pages = [PrintPage("cover", title, image=images[0], image_label="cover")]
    for n in range(pages):
        page_title, _, text = sections[n % len(sections)]
        doc_pages.append(PrintPage("story", page_title, text, images[n + 1], f"picture-{n + 1}", n + 2))
    doc_pages.append(PrintPage("colophon"))
    return PrintDocument(title, subtitle, dedication, "zh", doc_pages, ["本书由“记忆绘本”制作。", "基准测试"])


def prepare(doc: PrintDocument, options: PrintOptions) -> list[Image.Image]:
    """The pictures as the PDF embeds them (cropped, downscaled to ≤ 300 DPI for their frame)."""
    prepared = []
    for index, page in enumerate(doc.pages):
        if page.image is not None:
            frame = page_geometry(page.kind, options, index).frames["image"]
            prepared.append(place_image(page.image, frame).image)
    return prepared


def jpeg_baseline(prepared: list[Image.Image], subsampling: int = -1) -> tuple[float, int]:
    """Seconds and bytes for Pillow to JPEG-encode the pictures at Qt's quality.
    ``subsampling``: -1 Pillow's default (4:2:0), 0 for 4:4:4."""
    start = time.perf_counter()
    total = 0
    for image in prepared:
        buffer = io.BytesIO()
        image.save(buffer, "JPEG", quality=QT_JPEG_QUALITY, subsampling=subsampling)
        total += buffer.tell()
    return time.perf_counter() - start, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", type=int, default=8)
    args = parser.parse_args(argv)

    options = PrintOptions("a4", bleed=True)
    doc = build_document(args.pages)
    pdf_times, jpeg_times, jpeg444_times, size = [], [], [], 0
    prepared = prepare(doc, options)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.pdf"
        write_pdf(doc, path, options)  # warm-up: fonts registered, Qt started
        for _ in range(args.runs):
            start = time.perf_counter()
            report = write_pdf(doc, path, options)
            pdf_times.append(time.perf_counter() - start)
            size = report.bytes
            seconds, jpeg_bytes = jpeg_baseline(prepared)
            jpeg_times.append(seconds)
            seconds, jpeg444_bytes = jpeg_baseline(prepared, subsampling=0)
            jpeg444_times.append(seconds)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB
    pdf_median, jpeg_median = statistics.median(pdf_times), statistics.median(jpeg_times)
    print(f"book: {len(doc.pages)} pages ({args.pages} story pages), pictures 2000x1500, A4 with bleed")
    print(
        f"write_pdf median over {args.runs} runs: {pdf_median:.3f} s  (runs: {', '.join(f'{t:.3f}' for t in pdf_times)})"
    )
    jpeg444_median = statistics.median(jpeg444_times)
    print(
        f"Pillow JPEG encode of the same {len(prepared)} pictures (quality {QT_JPEG_QUALITY}, 4:2:0) median: "
        f"{jpeg_median:.3f} s, {jpeg_bytes / 1e6:.2f} MB"
    )
    print(f"Pillow JPEG encode, 4:4:4 chroma: {jpeg444_median:.3f} s, {jpeg444_bytes / 1e6:.2f} MB")
    print(
        f"ratio write_pdf / JPEG encode: {pdf_median / jpeg_median:.2f}x (4:2:0), {pdf_median / jpeg444_median:.2f}x (4:4:4)"
    )
    print(f"PDF size: {size / 1e6:.2f} MB; embedded DPI: {sorted({round(d) for _, d in report.images})}")
    print(f"peak RSS: {peak_mib:.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
