"""A synthetic home video made with PyAV for the video tests and the benchmark: shots of distinct photos with
fades to black between them, optionally a display-matrix rotation (a phone held upright) or MPEG-TS (a
camcorder's AVCHD ``.mts``), and a way to cut a copy off part way."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import av
import numpy as np
from PIL import Image

from tests.conftest import EXAMPLES

SHOT_PHOTOS = ("chelsea.png", "coffee.png", "camera.png")
"""Photos of ``assets/examples/photos`` shown one per shot (a cat, a cup of coffee, a photographer)."""


def shot_frames(size: tuple[int, int]) -> list[np.ndarray]:
    """The shots' pictures as ``H×W×3`` uint8 arrays of ``size`` (width, height)."""
    return [
        np.asarray(Image.open(EXAMPLES / "photos" / name).convert("RGB").resize(size, Image.BILINEAR))
        for name in SHOT_PHOTOS
    ]


def make_home_video(
    path: Path,
    *,
    shot_s: float = 2.0,
    fade_s: float = 0.5,
    fps: int = 10,
    size: tuple[int, int] = (160, 112),
    rotation: int = 0,
    shots: int = 3,
    gop: int = 10,
    codec: str = "libx264",
    pix_fmt: str = "yuv420p",
    pictures: list[np.ndarray] | None = None,
) -> list[tuple[float, float]]:
    """Write a video of ``shots`` shots, each ``shot_s`` seconds of one still photo (with faint noise, as a
    camera gives) fading out to black over its last ``fade_s`` s and in from black over the next shot's
    first ``fade_s`` s. ``rotation``: counter-clockwise degrees of the display matrix — the pixels are stored
    turned the other way, so the video *plays* upright. ``pictures`` (``H×W×3`` uint8 of ``size``) replace
    the sample photos; ``pix_fmt`` the stored format (``"yuvj420p"`` for MJPEG). Returns each shot's
    ``(start_s, end_s)``."""
    pictures = shot_frames(size) if pictures is None else pictures
    rng = np.random.default_rng(7)
    with av.open(str(path), mode="w") as out:
        stream = out.add_stream(codec, rate=fps)
        stored = size if rotation in (0, 180) else (size[1], size[0])
        stream.width, stream.height = stored
        stream.pix_fmt = pix_fmt
        stream.options = {"g": str(gop), "bf": "0"} if codec == "libx264" else {"g": str(gop)}
        if rotation:
            stream.set_display_rotation(rotation)
        per_shot = round(shot_s * fps)
        fade = round(fade_s * fps)

        def frames():
            for index in range(shots * per_shot):
                shot, k = divmod(index, per_shot)
                level = min(
                    1.0, (k + 1) / fade if shot else 1.0, (per_shot - k) / fade if shot < shots - 1 else 1.0
                )
                noise = rng.integers(-3, 4, pictures[0].shape)
                pixels = np.clip(pictures[shot % len(pictures)] * level + noise, 0, 255).astype(np.uint8)
                yield np.rot90(pixels, k=-(rotation // 90) % 4)  # stored turned clockwise by the tag's angle

        mux_frames(out, stream, frames())
    return [(s * shot_s, (s + 1) * shot_s) for s in range(shots)]


def cut_off(source: Path, target: Path, fraction: float) -> Path:
    """A copy of ``source`` holding only its first ``fraction`` of bytes (an interrupted copy)."""
    data = source.read_bytes()
    target.write_bytes(data[: int(len(data) * fraction)])
    return target


def make_interlaced_video(path: Path, frames: int = 20, size: tuple[int, int] = (160, 120)) -> None:
    """An interlaced MPEG-2 video (as a DV/MPEG-2 camcorder writes) of a white bar moving right: the top
    field's lines show it 6 px further left than the bottom field's, so a frame shown as is has combed edges."""
    width, height = size
    with av.open(str(path), mode="w", format="mpegts") as out:
        stream = out.add_stream("mpeg2video", rate=25)
        stream.width, stream.height, stream.pix_fmt = width, height, "yuv420p"
        stream.options = {"flags": "+ilme+ildct", "top": "1", "g": "12"}
        pictures = [np.zeros((height, width, 3), np.uint8) for _ in range(frames)]
        for index, pixels in enumerate(pictures):
            x = 20 + index * 4
            pixels[0::2, x : x + 40] = 255
            pixels[1::2, x + 6 : x + 46] = 255
        mux_frames(out, stream, pictures)


def mux_frames(out, stream, pictures: Iterable[np.ndarray]) -> None:
    """Encode ``pictures`` (``H×W×3`` uint8 RGB) as frames 0, 1, 2, … of ``stream`` into the container ``out``,
    then flush the encoder."""
    for index, pixels in enumerate(pictures):
        frame = av.VideoFrame.from_ndarray(np.ascontiguousarray(pixels), format="rgb24")
        frame.pts = index
        for packet in stream.encode(frame):
            out.mux(packet)
    for packet in stream.encode():
        out.mux(packet)


def combing(image: Image.Image) -> float:
    """Mean absolute difference of each line from the mean of its neighbours (grey levels): high where the
    two fields of an interlaced frame disagree."""
    grey = np.asarray(image.convert("L"), dtype=np.float32)
    return float(np.abs(grey[1:-1] - (grey[:-2] + grey[2:]) / 2).mean())
