"""Home videos read through PyAV (FFmpeg): what a file holds, a scan of a time range, one frame as a still.

Three steps, each usable from any process (nothing here writes anywhere):

- :func:`probe_video` opens a file read-only and returns a :class:`VideoInfo`, or raises :class:`VideoError`
  (one line naming the file) for a missing file, a file that is not a video (a photo, a song, a document) or
  one with no readable picture.
- :func:`scan_range` decodes the frames whose time lies in ``[start_s, end_s)``, seeking first to the
  keyframe before ``start_s`` (so ranges decode independently, in parallel processes), and returns one
  :class:`FrameSample` per :data:`SAMPLE_STEP_S` bucket of time: its sharpness, exposure and FFmpeg's
  scene-change score (the ``scdet`` filter: mean absolute frame difference, 0-100). Every value depends only
  on the frame and the one before it, never on where a range starts, so the samples are identical however a
  video is split between processes. A file cut off part way yields the frames it has; the damage is
  reported in :attr:`RangeScan.problem`.
- :func:`grab_still` decodes the frame at one exact presentation time, deinterlaced with FFmpeg's
  ``yadif`` when the frame is interlaced (camcorder footage), turned upright by the stream's display matrix
  (phone videos), as 8-bit RGB at full size up to 4K and scaled to 3840 px on the long side above
  (:data:`~app.book.video_decode.STILL_LONG_SIDE_PX`).

Every decoder is set up by :func:`app.book.video_decode.prepare_decoder`: frames over
:data:`MAX_FRAME_PIXELS` refused, a bounded number of threads, and frames decoded smaller where the codec can
(libavcodec's ``lowres``) and the still allows; the memory one decoding process takes is given there as a
formula.

PyAV, FFmpeg and OpenCV are imported where they are used, not with this module: the desktop app's window
process only hands the work to decoding processes and would otherwise stall while their large libraries load.
"""

from __future__ import annotations

import dataclasses
import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from app.book.errors import BookError, located
from app.book.video_decode import (  # noqa: F401 (MAX_FRAME_PIXELS, STILL_LONG_SIDE_PX, open_video re-exported)
    MAX_FRAME_PIXELS,
    STILL_LONG_SIDE_PX,
    deinterlace_graph,
    drain,
    open_video,
    prepare_decoder,
    scan_graph,
    still_image,
)
from words import Message

SAMPLE_STEP_S = Fraction(1, 10)
"""Time buckets of the scan, in seconds: the first frame of each bucket is a still candidate (10 per second),
and a bucket's cut score is the largest scene-change score of all its frames (no cut is missed)."""

ANALYSIS_WIDTH_PX = 320
"""Frames are scored at this width (grey, aspect kept): enough for sharpness, cheap for 4K footage."""

PRIME_S = 1.0
"""A range is decoded from the keyframe at least this many seconds before its start, so the scene-change score
of its first frame compares with the true previous frame, as in a decode from the beginning."""

PICTURE_FORMATS = ("image2", "png_pipe", "jpeg_pipe", "webp_pipe", "bmp_pipe", "tiff_pipe", "gif", "apng")
"""FFmpeg demuxers of still pictures: such a file is refused here (it belongs in the book as a photo)."""

VIDEO_SUFFIXES = {
    ".mp4", ".m4v", ".mov", ".3gp", ".mts", ".m2ts", ".ts", ".avi", ".mkv", ".webm", ".mpg", ".mpeg",
    ".vob", ".wmv", ".flv", ".dv", ".mod", ".tod",
}  # fmt: skip
"""Names (lower-cased suffixes) of home-video files: phones (MP4, MOV, 3GP), camcorders (AVCHD ``.mts``, DV,
MPEG-2 ``.mod``/``.tod``, DVD ``.vob``), computers (AVI, MKV, WebM, WMV). Used to pick videos out of a folder
and to word the message for a damaged one; any file FFmpeg reads as a video is accepted when named."""

_CANCEL_CHECK_EVERY = 16


class VideoError(BookError):
    """A video cannot be used; the message names the file and what to do."""


@dataclass(frozen=True)
class VideoInfo:
    """What a video holds. ``duration_s`` in seconds (0 when the file does not say), ``rotation`` the
    counter-clockwise degrees the display matrix turns the picture (0, 90, 180, -90), ``fps`` frames/s."""

    path: Path
    duration_s: float
    width: int
    height: int
    fps: float
    rotation: int
    codec: str


@dataclass(frozen=True)
class FrameSample:
    """One scored frame: ``pts`` in the stream's time base, ``time_s`` in seconds from the start of the
    video; ``cut`` the largest ``scdet`` score (0-100) of the frames in its bucket (high at a hard cut only:
    FFmpeg's score is the change of the frame difference, so steady motion and fades score low); ``motion``
    the frame's mean absolute difference from the previous frame (``scdet``'s ``mafd``, 0-100: high while
    the camera moves or a fade or dissolve runs); ``sharpness`` the variance of the Laplacian of the grey frame at
    :data:`ANALYSIS_WIDTH_PX` (Pech-Pacheco et al. 2000); ``brightness`` the mean grey level 0-255;
    ``clipped`` the fraction of pixels at or below 8 or at or above 247 (lost shadows and highlights);
    ``contrast`` the standard deviation of the grey levels (0-255; a flat single-colour frame has only the
    sensor's noise, a few levels)."""

    pts: int
    time_s: float
    cut: float
    motion: float
    sharpness: float
    brightness: float
    clipped: float
    contrast: float = 255.0


@dataclass(frozen=True)
class RangeScan:
    """The samples of one time range, in time order, and the one-line problem met (``None`` when clean)."""

    samples: list[FrameSample]
    problem: Message | None = None


def probe_video(path: str | os.PathLike[str]) -> VideoInfo:
    """Open ``path`` read-only and describe its first video stream.

    Raises :class:`VideoError` for a missing file, a folder, a file FFmpeg cannot read as a container, a
    picture (see :data:`PICTURE_FORMATS`), a file without a video stream (a song, a document) and frames
    over :data:`MAX_FRAME_PIXELS` (before any frame is decoded).
    """
    source = Path(path)
    name = str(path)
    if source.is_dir():
        raise VideoError(located(name, Message("book.video.is_folder")))
    if not source.is_file():
        raise VideoError(located(name, Message("book.photo.no_such_file")))
    if source.stat().st_size == 0:
        raise VideoError(located(name, Message("book.video.empty")))
    import av

    try:
        container = open_video(source)
    except (av.error.FFmpegError, UnicodeDecodeError, ValueError):
        if source.suffix.lower() in VIDEO_SUFFIXES:
            raise VideoError(located(name, Message("book.video.unreadable"))) from None
        raise VideoError(located(name, Message("book.video.not_a_video_file"))) from None
    with container:
        if container.format.name in PICTURE_FORMATS or container.format.name.endswith("_pipe"):
            raise VideoError(located(name, Message("book.video.is_picture")))
        stream = _picture_stream(container)
        if stream is None:
            raise VideoError(located(name, Message("book.video.no_picture")))
        ctx = stream.codec_context
        if ctx.width * ctx.height > MAX_FRAME_PIXELS or not (ctx.width and ctx.height):
            size = (  # no size: the decoder refused the frame size (max_pixels, open_video)
                Message("book.photo.pixels", width=ctx.width, height=ctx.height)
                if ctx.width and ctx.height
                else Message("book.photo.huge")
            )
            large = Message("book.video.too_large", size=size, limit=round(MAX_FRAME_PIXELS / 1e6))
            raise VideoError(located(name, large))
        duration = _duration_s(container, stream)
        rate = stream.average_rate or stream.guessed_rate or 0
        prepare_decoder(stream, frame_threads=False)  # the rotation is read from the first frame
        rotation = _stream_rotation(container, stream)
        return VideoInfo(source, duration, ctx.width, ctx.height, float(rate), rotation, ctx.name)


def time_code(seconds: float) -> str:
    """``H:MM:SS.s`` (or ``M:SS.s`` under an hour) for a time in seconds, as volunteers read it."""
    tenths = int(round(max(0.0, seconds) * 10))
    hours, rest = divmod(tenths, 36000)
    minutes, rest = divmod(rest, 600)
    secs = rest / 10
    return f"{hours}:{minutes:02d}:{secs:04.1f}" if hours else f"{minutes}:{secs:04.1f}"


def scan_range(
    path: str | os.PathLike[str],
    start_s: float,
    end_s: float | None,
    should_stop: Callable[[], bool] = lambda: False,
) -> RangeScan:
    """Score the frames whose presentation time is in ``[start_s, end_s)`` (``end_s=None``: to the end).

    ``start_s`` and ``end_s`` should be multiples of :data:`SAMPLE_STEP_S` so adjoining ranges split no
    bucket. ``should_stop`` is polled every few frames; when it returns true the scan stops and returns what it
    has (the caller discards it). A truncated or damaged file gives the samples decoded before the damage and a
    one-line ``problem``; the file is never written.
    """
    import av

    start = Fraction(start_s).limit_denominator(1000)
    end = None if end_s is None else Fraction(end_s).limit_denominator(1000)
    samples: list[FrameSample] = []
    problem = None
    with open_video(path) as container:
        stream = _picture_stream(container)
        prepare_decoder(stream)
        base = stream.time_base or Fraction(1, 90000)
        origin = stream.start_time or 0
        if start > PRIME_S:
            container.seek(origin + int((start - Fraction(PRIME_S)) / base), stream=stream, backward=True)
        graph = bucket_of = None
        try:
            for count, frame in enumerate(container.decode(stream)):
                if count % _CANCEL_CHECK_EVERY == 0 and should_stop():
                    break
                if frame.pts is None:
                    continue
                if frame.is_corrupt:  # the last, partial frame of a cut-off file
                    problem = problem or cut_off_message(path, (frame.pts - origin) * base)
                    continue
                graph = graph or scan_graph(frame, base, ANALYSIS_WIDTH_PX)
                graph.push(frame)
                scored = graph.pull()
                t = (frame.pts - origin) * base
                if t < start:
                    continue
                if end is not None and t >= end:
                    break
                bucket = math.floor(t / SAMPLE_STEP_S)
                cut = float(scored.metadata.get("lavfi.scd.score", 0.0))
                if bucket == bucket_of:
                    last = samples[-1]
                    samples[-1] = _with_cut(last, max(last.cut, cut))
                    continue
                bucket_of = bucket
                motion = float(scored.metadata.get("lavfi.scd.mafd", 0.0))
                samples.append(_sample(frame.pts, float(t), cut, motion, scored.to_ndarray()))
        except (av.error.FFmpegError, EOFError):
            problem = problem or cut_off_message(path, _last_time(samples, start))
    return RangeScan(samples, problem)


def grab_still(path: str | os.PathLike[str], pts: int) -> Image.Image:
    """The frame presented at ``pts`` (the stream's time base) as an upright 8-bit RGB image, its long side at
    most :data:`~app.book.video_decode.STILL_LONG_SIDE_PX` (a frame no larger comes at full size).

    Decodes from the keyframe before it (through ``yadif`` when frames are interlaced) so the result is the
    same whichever process asks; with libavcodec's ``lowres`` where the codec has it and the still allows, with
    a bounded number of threads, converted to RGB at the still's size (the memory this takes:
    :mod:`app.book.video_decode`). Raises :class:`VideoError` when that frame cannot be decoded.
    """
    import av

    with open_video(path) as container:
        stream = _picture_stream(container)
        base = stream.time_base or Fraction(1, 90000)
        prepare_decoder(stream)
        rotation = _stream_rotation(container, stream)
        container.seek(max(pts - int(Fraction(PRIME_S) / base), 0), stream=stream, backward=True)
        graph: Any = None  # the deinterlacing filter graph; False for a progressive video
        try:
            for frame in container.decode(stream):
                if frame.pts is None:
                    continue
                if graph is None:
                    graph = deinterlace_graph(frame, base) if frame.interlaced_frame else False
                if not graph:
                    if frame.pts >= pts:
                        return still_image(frame, rotation)
                    continue
                graph.push(frame)  # yadif holds one frame back (it looks at the next field)
                for out in drain(graph):
                    if out.pts is not None and out.pts >= pts:
                        return still_image(out, rotation)
            if graph:
                graph.push(None)  # the end: yadif gives the frame it held
                for out in drain(graph):
                    if out.pts is not None and out.pts >= pts:
                        return still_image(out, rotation)
        except (av.error.FFmpegError, EOFError):
            pass
    raise VideoError(located(Path(path).name, Message("book.video.frame_lost", pts=pts)))


# --- internals ------------------------------------------------------------------------------------------


def _picture_stream(container):
    """The first video stream that is a film, not a song's cover art (FFmpeg's ``attached_pic``); or None."""
    import av

    for stream in container.streams.video:
        if not stream.disposition & av.stream.Disposition.attached_pic:
            return stream
    return None


def _duration_s(container, stream) -> float:
    import av

    if stream.duration and stream.time_base:
        return float(stream.duration * stream.time_base)
    if container.duration:
        return container.duration / av.time_base
    return 0.0


def _stream_rotation(container, stream) -> int:
    """The display matrix's counter-clockwise rotation, read from the first frame (PyAV exposes the stream's
    side data on decoded frames); 0 when there is none."""
    import av

    try:
        container.seek(0, stream=stream)
        for frame in container.decode(stream):
            rotation = int(round(frame.rotation or 0))
            container.seek(0, stream=stream)
            return rotation
    except (av.error.FFmpegError, EOFError):
        pass
    return 0


def _sample(pts: int, time_s: float, cut: float, motion: float, grey: np.ndarray) -> FrameSample:
    import cv2

    sharpness = float(cv2.Laplacian(grey, cv2.CV_64F).var())
    clipped = float(np.count_nonzero((grey <= 8) | (grey >= 247))) / grey.size
    return FrameSample(pts, time_s, cut, motion, sharpness, float(grey.mean()), clipped, float(grey.std()))


def _with_cut(sample: FrameSample, cut: float) -> FrameSample:
    return dataclasses.replace(sample, cut=cut)


def cut_off_message(path: str | os.PathLike[str], at: float | Fraction) -> Message:
    """The message for a video damaged or cut off at ``at`` seconds (its file name, the time code)."""
    return located(Path(path).name, Message("book.video.cut_off", time=time_code(float(at))))


def _last_time(samples: list[FrameSample], start: Fraction) -> float:
    return samples[-1].time_s if samples else float(start)
