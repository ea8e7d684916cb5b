"""Benchmark home-video stills: seconds of video processed per second of wall time, 1 vs 2 processes.

Run from the repository root: ``python tests/bench/bench_video.py [--minutes 10] [--height 720] [--fps 30]
[--processes 1 2]``. It generates a home video of that length (H.264, shots of 8 s of the sample photos with
a slow pan, keyframe every 2 s, as a phone writes) in a temporary folder, then measures in this process:

- the baseline: decode-only, PyAV/FFmpeg reading every frame of the same video (frame threads on), which is
  the least any still finder has to do;
- :func:`app.book.video_import.find_stills` with each ``--processes`` count (time ranges decoded in parallel
  processes, shots, candidates decoded again and checked for faces);

and prints for each the seconds of video per wall second and the ratio to the baseline (higher is faster),
and whether the stills were identical for every process count.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import av
import numpy as np
from PIL import Image

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from app.book.video_import import find_stills, still_png  # noqa: E402

PHOTOS = REPO / "assets" / "examples" / "photos"
SHOT_S = 8


def make_video(path: Path, minutes: float, height: int, fps: int) -> float:
    """Write the benchmark video; returns its length in seconds."""
    width = height * 16 // 9 // 2 * 2
    pictures = [
        np.asarray(Image.open(p).convert("RGB").resize((width * 5 // 4, height), Image.BILINEAR))
        for p in sorted(PHOTOS.glob("*.png"))
    ]
    frames = int(minutes * 60 * fps)
    with av.open(str(path), mode="w") as out:
        stream = out.add_stream("libx264", rate=fps)
        stream.width, stream.height, stream.pix_fmt = width, height, "yuv420p"
        stream.options = {"preset": "ultrafast", "crf": "23", "g": str(2 * fps)}
        for index in range(frames):
            shot, k = divmod(index, SHOT_S * fps)
            picture = pictures[shot % len(pictures)]
            x = (picture.shape[1] - width) * k // (SHOT_S * fps)  # a slow pan across the photo
            frame = av.VideoFrame.from_ndarray(
                np.ascontiguousarray(picture[:, x : x + width]), format="rgb24"
            )
            frame.pts = index
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode():
            out.mux(packet)
    return frames / fps


def decode_only(path: Path) -> None:
    """The baseline: FFmpeg decodes every frame (as ``ffmpeg -i video -f null -`` does)."""
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        stream.thread_type = "AUTO"
        for _ in container.decode(stream):
            pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--height", type=int, default=720)
    parser.add_argument("--fps", type=int, default=30)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        video = Path(tmp) / "home.mp4"
        start = time.perf_counter()
        seconds = make_video(video, args.minutes, args.height, args.fps)
        print(f"video: {seconds:.0f} s at {args.height}p {args.fps} fps, {video.stat().st_size / 1e6:.1f} MB "
              f"(made in {time.perf_counter() - start:.0f} s)")  # fmt: skip
        start = time.perf_counter()
        decode_only(video)
        base = seconds / (time.perf_counter() - start)
        print(f"decode only (baseline): {base:8.1f} s of video per s")
        stills = {}
        for count in args.processes:
            start = time.perf_counter()
            (result,) = find_stills([video], processes=count)
            speed = seconds / (time.perf_counter() - start)
            stills[count] = [still_png(s) for s in result.stills]
            print(f"find_stills, {count} process(es): {speed:8.1f} s of video per s, {speed / base:.2f}× the "
                  f"baseline, {len(result.stills)} stills")  # fmt: skip
        same = len({tuple(v) for v in stills.values()}) == 1
        print(f"stills identical for {args.processes} processes: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
