"""Benchmark: write an 8-story-page book of 2000 × 1500 pictures at A4 with bleed.

Prints the median wall time of ``write_pdf`` over N runs, the process's peak RSS, the PDF size, and — as the
in-process baseline — the median time Pillow needs to JPEG-encode the same pictures (quality 94, 4:2:0)
as the PDF embeds them (cropped to their frame; downscaled only above 375 DPI), so the ratios show what the
PDF costs beyond the unavoidable JPEG encoding. The writer crops and encodes on up to 4 threads
(:func:`app.print.images.encoder_pool`) while Qt draws; the baseline is one thread, so the CPU time of
``write_pdf`` (all threads) is printed beside its wall time. Goals (issue 13): time ratio ≤ 1.5, size ratio ≤ 1.15, the
embedded pixels equal to Pillow's JPEGs of the same pictures within JPEG error (PSNR reported).

``--memory`` then builds 64- and 256-story-page books in fresh processes, pictures loaded from PNG files
when their page is drawn (``PrintPage.image_loader``, as :func:`app.print.document.document_for_book`
does), and prints each peak RSS (goal: 256 pages ≤ 64 pages + 25 %).

Usage: python tests/bench/bench_pdf.py [--runs 5] [--pages 8] [--memory]
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

from app.book.geometry import page_geometry  # noqa: E402
from app.book.layout import PrintDocument, PrintOptions, PrintPage  # noqa: E402
from app.print.images import JPEG_QUALITY  # noqa: E402
from app.print.pdf import write_pdf  # noqa: E402
from app.print.pictures import place_image  # noqa: E402
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
    """Seconds and bytes for Pillow to JPEG-encode the pictures at the PDF's quality.
    ``subsampling``: -1 Pillow's default (4:2:0), 0 for 4:4:4."""
    start = time.perf_counter()
    total = 0
    for image in prepared:
        buffer = io.BytesIO()
        image.save(buffer, "JPEG", quality=JPEG_QUALITY, subsampling=subsampling)
        total += buffer.tell()
    return time.perf_counter() - start, total


def psnr_against_pillow(path: Path, prepared: list[Image.Image]) -> float:
    """The lowest PSNR (dB) between each picture embedded in the PDF at ``path`` and Pillow's own JPEG of the
    same prepared picture (decoded), in page order: the PDF holds the pictures Pillow makes."""
    import pikepdf

    lowest = float("inf")
    with pikepdf.open(path) as pdf:
        embedded, seen = [], set()
        for page in pdf.pages:
            for xobject in page.Resources.get("/XObject", {}).values():
                if xobject.objgen not in seen:
                    seen.add(xobject.objgen)
                    embedded.append(pikepdf.PdfImage(xobject).as_pil_image().convert("RGB"))
    for got, want in zip(embedded, prepared, strict=True):
        buffer = io.BytesIO()
        want.save(buffer, "JPEG", quality=JPEG_QUALITY)
        ref = np.asarray(Image.open(buffer).convert("RGB"), dtype=np.float64)
        mse = float(np.mean((np.asarray(got, dtype=np.float64) - ref) ** 2))
        lowest = min(lowest, 99.0 if mse == 0 else 10 * np.log10(255.0**2 / mse))
    return lowest


def memory_child(pages: int, folder: Path) -> int:
    """Write a book of ``pages`` story pages whose pictures load from ``folder`` lazily; print peak RSS (MiB)."""
    files = sorted(folder.glob("*.png"))
    doc_pages = [PrintPage("cover", "Memory", image_loader=lambda: Image.open(files[0]).convert("RGB"))]
    for n in range(pages):
        loader = (lambda f: lambda: Image.open(f).convert("RGB"))(files[n % len(files)])
        doc_pages.append(PrintPage("story", f"Page {n}", "A short story line.", None, f"p{n}", n + 2, loader))
    doc_pages.append(PrintPage("colophon"))
    doc = PrintDocument("Memory", pages=doc_pages, language="en", colophon=["bench"])
    write_pdf(doc, folder / "book.pdf", PrintOptions("a4", bleed=True))
    # VmHWM: this process image's peak RSS (ru_maxrss would carry the parent's peak over fork + exec)
    status = Path("/proc/self/status").read_text()
    print(int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM:"))) / 1024)
    return 0


def memory_bench() -> None:
    import subprocess

    with tempfile.TemporaryDirectory() as tmp:
        for i in range(8):
            photo_like(i, (1600, 1200)).save(Path(tmp) / f"{i}.png")
        peaks = {}
        for pages in (64, 256):
            start = time.perf_counter()
            out = subprocess.run(
                [sys.executable, __file__, "--memory-child", str(pages), tmp],
                capture_output=True,
                text=True,
                check=True,
            )
            peaks[pages] = float(out.stdout.split()[-1])
            print(
                f"{pages} story pages: peak RSS {peaks[pages]:.0f} MiB ({time.perf_counter() - start:.0f} s)"
            )
        print(f"peak RSS 256 / 64 pages: {peaks[256] / peaks[64]:.2f} (goal ≤ 1.25)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", type=int, default=8)
    parser.add_argument("--memory", action="store_true", help="also compare peak memory of 64 / 256 pages")
    parser.add_argument("--memory-child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.memory_child:
        return memory_child(int(args.memory_child[0]), Path(args.memory_child[1]))

    options = PrintOptions("a4", bleed=True)
    doc = build_document(args.pages)
    pdf_times, pdf_cpu, jpeg_times, jpeg444_times, size = [], [], [], [], 0
    prepared = prepare(doc, options)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.pdf"
        write_pdf(doc, path, options)  # warm-up: fonts registered, Qt started
        for _ in range(args.runs):
            start, cpu = time.perf_counter(), time.process_time()
            report = write_pdf(doc, path, options)
            pdf_times.append(time.perf_counter() - start)
            pdf_cpu.append(time.process_time() - cpu)  # all threads: what the encoder threads cost too
            size = report.bytes
            seconds, jpeg_bytes = jpeg_baseline(prepared)
            jpeg_times.append(seconds)
            seconds, jpeg444_bytes = jpeg_baseline(prepared, subsampling=0)
            jpeg444_times.append(seconds)
        psnr = psnr_against_pillow(path, prepared)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB
    pdf_median, jpeg_median = statistics.median(pdf_times), statistics.median(jpeg_times)
    print(f"book: {len(doc.pages)} pages ({args.pages} story pages), pictures 2000x1500, A4 with bleed")
    print(
        f"write_pdf median over {args.runs} runs: {pdf_median:.3f} s  (runs: {', '.join(f'{t:.3f}' for t in pdf_times)})"
    )
    jpeg444_median = statistics.median(jpeg444_times)
    print(
        f"Pillow JPEG encode of the same {len(prepared)} pictures (quality {JPEG_QUALITY}, 4:2:0) median: "
        f"{jpeg_median:.3f} s, {jpeg_bytes / 1e6:.2f} MB"
    )
    print(f"Pillow JPEG encode, 4:4:4 chroma: {jpeg444_median:.3f} s, {jpeg444_bytes / 1e6:.2f} MB")
    print(
        f"ratio write_pdf / JPEG encode: {pdf_median / jpeg_median:.2f}x (4:2:0), {pdf_median / jpeg444_median:.2f}x (4:4:4)"
    )
    print(
        f"CPU time of write_pdf (all threads) median: {statistics.median(pdf_cpu):.3f} s = "
        f"{statistics.median(pdf_cpu) / jpeg_median:.2f}x the one-thread JPEG encode"
    )
    print(
        f"PDF size: {size / 1e6:.2f} MB ({size / jpeg_bytes:.3f}x the JPEGs); embedded DPI: "
        f"{sorted({round(d) for _, d in report.images})}"
    )
    print(f"embedded pictures vs Pillow's JPEGs of the same pictures: lowest PSNR {psnr:.1f} dB")
    print(f"peak RSS: {peak_mib:.0f} MiB")
    if args.memory:
        memory_bench()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
