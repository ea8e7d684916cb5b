"""Decoding a video's frames with bounded memory: the decoder set up before it opens, frames scaled to what a
still needs, the filter graphs (scene-change scan, deinterlacing) built for the frames as decoded.

What a decoding process holds (:func:`prepare_decoder`, :func:`still_image`), in bytes, for a video whose
frames are ``W × H`` pixels (at most :data:`MAX_FRAME_PIXELS`)::

    (DECODE_THREADS + R + 3) × (⌈W / 2^L⌉ × ⌈H / 2^L⌉) × b   +   5 × 3 × w × h

- ``L`` the ``lowres`` factor (:func:`lowres_for`): libavcodec decodes codecs that support it (MJPEG,
  MPEG-1/2, MPEG-4 part 2, DV, H.263, WMV1/2 …: ``max_lowres`` 3) straight at 1/2, 1/4 or 1/8 of the size,
  the largest factor still leaving the long side at least :data:`STILL_LONG_SIDE_PX`; 0 for the others
  (H.264, HEVC, VP9, AV1), which are decoded at full size;
- :data:`DECODE_THREADS` frames in flight in the frame-threaded decoder, ``R`` the reference frames the codec
  keeps (none for MJPEG, 2 for MPEG-2, at most 16 for H.264/HEVC — 6 or fewer at 8K by their levels), 3 the
  frames ``yadif`` looks at (interlaced video only) or the one the scan's filter graph holds;
- ``b`` bytes per pixel of the decoder's format: 1.5 for 8-bit 4:2:0 (phones, camcorders), 2 for 4:2:2, 3
  for 4:4:4, twice that at 10 bits;
- ``w × h`` the still (long side at most :data:`STILL_LONG_SIDE_PX`): the frame is converted to RGB at that
  size in one FFmpeg (swscale) step, so no full-size RGB copy of an 8K frame is ever made; at most five
  RGB copies of the still exist for a moment (FFmpeg's, PyAV's buffer, the picture, its RGB and upright
  copies).

An 8K (7680×4320) H.264 frame is thus decoded at 50 MB (4:2:0) but its still is 3840×2160 RGB (25 MB), not
100 MB; an 8000×4000 MJPEG frame is decoded at 4000×2000 (lowres 1).
"""

from __future__ import annotations

import os
from fractions import Fraction

from PIL import Image

MAX_FRAME_PIXELS = 8192 * 4320
"""Largest frame accepted, in pixels (35.4 megapixels: 8K UHD-2 and DCI 8K, the largest any camera or phone
films). One decoded frame of a 16000×12000 video is 288 MB as RGB, and FFmpeg's decoder holds several; such
a file is refused by name before a frame is decoded, and the other videos come in."""

STILL_LONG_SIDE_PX = 3840
"""The long side of a still, at most, in pixels: 4K UHD's width, so stills from every video up to 4K are its
frames unchanged. A still prints at most on a whole A4 page with bleed (303.35 × 216.35 mm with the print
services' 3.175 mm bleed), which at the 300 DPI the PDF embeds (:data:`app.print.pictures.MAX_DPI`) needs
3583 × 2556 px; 5K-8K frames are scaled down to this."""

DECODE_THREADS = min(4, os.cpu_count() or 1)
"""Threads of one video decoder (frame and slice threads): each frame thread holds a frame in flight, so the
decoder's memory grows with it; FFmpeg's own choice would be one per core, up to 16. Several decoding
processes give the parallelism (:func:`app.book.video_import.find_stills`)."""

MAX_LOWRES = 3
"""libavcodec's largest ``lowres`` (1/8 size); a decoder clamps it to its own ``max_lowres`` (0 for H.264)."""


def open_video(path: str | os.PathLike[str]):
    """``av.open`` of ``path`` for reading with libavcodec's ``max_pixels`` option set to
    :data:`MAX_FRAME_PIXELS` for every stream: the decoder refuses a larger frame before allocating it
    (``av_image_check_size2``), also while FFmpeg probes the streams, so no file can make it hold gigabytes.
    Decoders are set up by :func:`prepare_decoder`. Raises what ``av.open`` raises."""
    import av

    return av.open(str(path), mode="r", options={"max_pixels": str(MAX_FRAME_PIXELS)})


def lowres_for(width: int, height: int) -> int:
    """The largest ``lowres`` factor ``L`` (0-:data:`MAX_LOWRES`) whose frame, ``⌈side / 2^L⌉`` as libavcodec
    rounds, keeps a long side of at least :data:`STILL_LONG_SIDE_PX` pixels; 0 for a frame no larger."""
    long_side = max(width, height)
    factor = 0
    while factor < MAX_LOWRES and -(-long_side >> (factor + 1)) >= STILL_LONG_SIDE_PX:
        factor += 1
    return factor


def prepare_decoder(stream, *, frame_threads: bool = True) -> int:
    """Set up ``stream``'s decoder before its first frame (PyAV opens it then; a RuntimeError after): the
    ``max_pixels`` limit (``av.open``'s options reach only FFmpeg's probing), ``lowres`` from
    :func:`lowres_for`, and :data:`DECODE_THREADS` frame and slice threads (slice threads only with
    ``frame_threads=False``, for reading one frame: frame threads would decode several at once). Returns the ``lowres`` asked for
    (the codec may support less; frames then come larger, and :func:`still_image` scales them)."""
    ctx = stream.codec_context
    lowres = lowres_for(ctx.width, ctx.height)
    options = {"max_pixels": str(MAX_FRAME_PIXELS)}
    if lowres:  # only then: a codec without it would log that it clamps the value to 0
        options["lowres"] = str(lowres)
    ctx.options = options
    ctx.thread_count = DECODE_THREADS
    ctx.thread_type = "AUTO" if frame_threads else "SLICE"
    return lowres


def still_size(width: int, height: int) -> tuple[int, int]:
    """A frame's size fitted inside :data:`STILL_LONG_SIDE_PX` on its long side, aspect kept (never larger)."""
    scale = STILL_LONG_SIDE_PX / max(width, height)
    if scale >= 1:
        return width, height
    return max(1, round(width * scale)), max(1, round(height * scale))


def still_image(frame, rotation: int) -> Image.Image:
    """A decoded frame as an upright 8-bit RGB still: converted to RGB at :func:`still_size` in one swscale
    step (area averaging when it shrinks; a frame no larger is converted as it is), then turned by the
    display matrix's counter-clockwise ``rotation`` (what FFmpeg's player applies)."""
    width, height = still_size(frame.width, frame.height)
    if (width, height) == (frame.width, frame.height):
        image = frame.to_image()
    else:
        image = frame.to_image(width=width, height=height, interpolation="AREA")
    turns = {90: Image.Transpose.ROTATE_90, 180: Image.Transpose.ROTATE_180, -180: Image.Transpose.ROTATE_180,
             -90: Image.Transpose.ROTATE_270, 270: Image.Transpose.ROTATE_270}  # fmt: skip
    rgb = image.convert("RGB")
    return rgb.transpose(turns[rotation]) if rotation in turns else rgb


def scan_graph(frame, time_base: Fraction, width_px: int):
    """buffer (``frame``'s size and format, as decoded) → scale to ``width_px`` wide grey → ``scdet``
    (metadata ``lavfi.scd.score`` and ``lavfi.scd.mafd``)."""
    return _graph(frame, time_base, ("scale", f"{width_px}:-2:flags=area"), ("format", "gray"),
                  ("scdet", "threshold=100"))  # fmt: skip


def deinterlace_graph(frame, time_base: Fraction):
    """buffer (``frame``'s size and format) → ``yadif`` (one frame per frame, spatial check on)."""
    return _graph(frame, time_base, ("yadif", "mode=send_frame:parity=auto:deint=interlaced"))


def drain(graph) -> list:
    """Every frame the filter graph has ready (none while it waits for more input)."""
    import av

    out = []
    while True:
        try:
            out.append(graph.pull())
        except (av.error.BlockingIOError, av.error.EOFError):
            return out


def _graph(frame, time_base: Fraction, *filters: tuple[str, str]):
    """A configured graph: a buffer source for frames like ``frame`` → ``filters`` in order → a sink. Sized
    from the frame, not the stream: with ``lowres`` the frames are smaller than the stream says."""
    import av.filter

    graph = av.filter.Graph()
    node = graph.add_buffer(width=frame.width, height=frame.height, format=frame.format, time_base=time_base)
    for name, args in (*filters, ("buffersink", "")):
        following = graph.add(name, args) if args else graph.add(name)
        node.link_to(following)
        node = following
    graph.configure()
    return graph
