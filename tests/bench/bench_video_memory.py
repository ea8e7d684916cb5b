"""Benchmark the memory a video's decoding takes: peak RSS of a process scanning a large video and of one
decoding one still of it.

Run from the repository root: ``python tests/bench/bench_video_memory.py [--frames 6]``. It writes, in a
temporary folder, videos of large frames (the sample photo ``chelsea.png`` stretched, with noise so the
encoder keeps detail): MJPEG 8000×4000 and 6000×4000 (codecs with libavcodec's ``lowres``: decoded at 1/2,
1/4 or 1/8 where the still allows) and H.264 7680×4320 (no ``lowres``: decoded at full size, scaled to the
still right after). For each it runs, each in a fresh child process, :func:`app.book.video.scan_range` over
the whole video and :func:`app.book.video.grab_still` of its middle frame, and prints each child's peak
resident memory (``VmHWM`` of ``/proc/self/status`` on Linux — ``ru_maxrss`` there keeps the high-water mark
of the process that forked the child —, else ``resource.getrusage(RUSAGE_SELF).ru_maxrss``) and, for comparison, that of a child that
only imports the same libraries and opens the file. Figures are for this machine; the difference between a
child and the baseline is what decoding costs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import av
import numpy as np
from PIL import Image

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.video_helpers import mux_frames  # noqa: E402

PHOTO = REPO / "assets" / "examples" / "photos" / "chelsea.png"

CHILD = r"""
import json, resource, sys
sys.path.insert(0, sys.argv[1])
import av, cv2  # noqa: F401 (the libraries every decoding process loads)
from app.book.video import grab_still, open_video, probe_video, scan_range
what, path = sys.argv[2], sys.argv[3]
probe_video(path)
out = {}
if what == "scan":
    out["samples"] = len(scan_range(path, 0, None).samples)
elif what == "still":
    with open_video(path) as container:
        pts = [p.pts for p in container.demux(container.streams.video[0]) if p.pts is not None]
    out["size"] = grab_still(path, sorted(pts)[len(pts) // 2]).size
status = open("/proc/self/status").read().split("VmHWM:")[1] if sys.platform == "linux" else ""
out["maxrss_kb"] = int(status.split()[0]) if status else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps(out))
"""

VIDEOS = (("mjpeg", 8000, 4000, "mjpeg.avi"), ("mjpeg", 6000, 4000, "mjpeg6k.avi"),
          ("libx264", 7680, 4320, "h264.mp4"))  # fmt: skip


def make_video(path: Path, codec: str, width: int, height: int, frames: int) -> None:
    """``frames`` frames (2 fps) of the sample photo at ``width`` × ``height`` with a little noise."""
    base = np.asarray(Image.open(PHOTO).convert("RGB").resize((width, height), Image.BILINEAR))
    rng = np.random.default_rng(3)
    with av.open(str(path), mode="w") as out:
        stream = out.add_stream(codec, rate=2)
        stream.width, stream.height = width, height
        stream.pix_fmt = "yuvj420p" if codec == "mjpeg" else "yuv420p"
        if codec == "libx264":
            stream.options = {"preset": "ultrafast", "g": "4"}
        noise = (rng.integers(-6, 7, base.shape) for _ in range(frames))
        mux_frames(out, stream, (np.clip(base.astype(np.int16) + n, 0, 255).astype(np.uint8) for n in noise))


def child(what: str, path: Path) -> dict:
    """Run one measurement in a fresh interpreter; its JSON line."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(REPO), what, str(path)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=6)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        for codec, width, height, name in VIDEOS:
            if codec not in av.codecs_available:
                print(f"{name}: encoder {codec} not in this FFmpeg, skipped")
                continue
            video = Path(tmp) / name
            make_video(video, codec, width, height, args.frames)
            base = child("open", video)["maxrss_kb"]
            scan, still = child("scan", video), child("still", video)
            print(f"{name} {width}×{height} ({video.stat().st_size / 1e6:.1f} MB): baseline {base / 1024:.0f} MB; "
                  f"scan peak {scan['maxrss_kb'] / 1024:.0f} MB (+{(scan['maxrss_kb'] - base) / 1024:.0f}); "
                  f"still {still['size'][0]}×{still['size'][1]} peak {still['maxrss_kb'] / 1024:.0f} MB "
                  f"(+{(still['maxrss_kb'] - base) / 1024:.0f})")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
