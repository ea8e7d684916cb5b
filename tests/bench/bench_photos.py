"""Benchmark photo intake: time and peak memory of :func:`app.book.photos.check_photo` per shared photo.

Run from the repository root: ``python tests/bench/bench_photos.py [DATA_DIR]`` (default ``../shared/data``).
For each file of ``photos-hard/`` and ``photos/``, and two generated 12 MP phone-sized JPEGs (one in sRGB, one
in Adobe RGB with EXIF orientation 6, made from rocket.jpg), it prints

- the median wall time of ``check_photo`` over ``--repeat`` runs, in milliseconds;
- the baseline, measured in the same process on the same file: Pillow's plain
  ``Image.open(path).convert("RGB")`` (no orientation, colour management or checks; "-" where Pillow raises),
  and the ratio ours / baseline;
- the peak memory of one ``check_photo`` call, in MB: the peak resident set size during the call above the
  resident size before it (Linux; it sees Pillow's and libheif's C buffers, which ``tracemalloc`` does not),
  and ``tracemalloc``'s peak of Python-level allocations.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from PIL import Image

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from app.book.photos import check_photo  # noqa: E402


def peak_rss_growth_mb(func) -> float | None:
    """Peak resident memory during ``func()`` above the resident memory before it, in MB (Linux: the
    high-water mark VmHWM is reset by writing 5 to /proc/self/clear_refs); ``None`` where unsupported."""
    try:
        with open("/proc/self/clear_refs", "w") as refs:
            refs.write("5")
        before = _status_kb("VmRSS")
        func()
        return (_status_kb("VmHWM") - before) / 1024
    except OSError:
        return None


def _status_kb(field: str) -> int:
    with open("/proc/self/status") as status:
        return int(re.search(rf"{field}:\s+(\d+)", status.read()).group(1))


def median_ms(func, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def baseline(path: Path) -> None:
    with Image.open(path) as im:
        im.convert("RGB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="bench_photos-"))
    rocket = Image.open(args.data / "photos" / "rocket.jpg")
    big = rocket.convert("RGB").resize((4000, 3000), Image.Resampling.BICUBIC)
    exif = Image.Exif()
    exif[274] = 6
    big.save(
        scratch / "phone-12mp-adobergb-orient6.jpg",
        quality=90,
        exif=exif,
        icc_profile=rocket.info["icc_profile"],
    )
    big.save(scratch / "phone-12mp-srgb.jpg", quality=90)
    files = [
        p
        for sub in ("photos-hard", "photos")
        for p in sorted((args.data / sub).iterdir())
        if p.suffix != ".md"
    ]
    files += sorted(scratch.iterdir())
    warmup = args.data / "photos-hard" / "tiny-16px.png"
    check_photo(warmup)
    print(f"{'file':32} {'result':8} {'ours ms':>8} {'Pillow ms':>9} {'ratio':>6} {'RSS MB':>7} {'py MB':>6}")
    for path in files:
        result = check_photo(path)
        ours = median_ms(lambda p=path: check_photo(p), args.repeat)
        try:
            base = median_ms(lambda p=path: baseline(p), args.repeat)
            base_text, ratio_text = f"{base:9.1f}", f"{ours / base:6.2f}"
        except Exception:
            base_text, ratio_text = f"{'-':>9}", f"{'-':>6}"
        tracemalloc.start()
        check_photo(path)
        py_peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
        rss = peak_rss_growth_mb(lambda p=path: check_photo(p))
        rss_text = f"{rss:7.1f}" if rss is not None else f"{'-':>7}"
        status = "ok" if result.ok else "refused"
        print(f"{path.name:32} {status:8} {ours:8.1f} {base_text} {ratio_text} {rss_text} {py_peak:6.1f}")

    shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
