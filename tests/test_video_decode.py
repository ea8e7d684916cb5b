"""Video frames decoded with bounded memory: the decoder is asked for ``lowres`` where the codec has it
(MJPEG) and the still allows, frames of other codecs (H.264) are converted to RGB at the still's size, threads
are bounded, and the stills are still one per shot, of the right photo. The still size is lowered to 100 px
here so small test videos stand for 8K ones."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

import app.book.video as video
import app.book.video_decode as video_decode
from app.book.video_decode import DECODE_THREADS, MAX_LOWRES, lowres_for, still_size
from app.book.video_import import find_stills
from tests.video_helpers import make_home_video, shot_frames

SIZE = (480, 336)
STILL_PX = 100


def test_lowres_is_the_largest_factor_keeping_the_still_size():
    assert video_decode.STILL_LONG_SIDE_PX == 3840
    assert lowres_for(8192, 4320) == 1  # 8K: decoded at 4096×2160
    assert lowres_for(7680, 4320) == 1  # exactly 3840 wide at 1/2
    assert lowres_for(7679, 4320) == 1  # 3840 at 1/2 by libavcodec's rounding up
    assert lowres_for(7678, 4320) == 0  # 3839 at 1/2: too small
    assert lowres_for(6000, 4000) == 0 and lowres_for(3840, 2160) == 0 and lowres_for(640, 480) == 0
    assert lowres_for(4320, 8192) == 1  # a phone held upright: the long side counts
    assert lowres_for(10**6, 10) == MAX_LOWRES
    assert still_size(7680, 4320) == (3840, 2160)
    assert still_size(4000, 6000) == (2560, 3840)
    assert still_size(1920, 1080) == (1920, 1080) and still_size(3840, 2160) == (3840, 2160)


@pytest.fixture
def spied(monkeypatch):
    """The still size lowered to :data:`STILL_PX`; records what each decoder was asked for (its options,
    thread count, the lowres returned) and the size of every frame made into a still or scanned."""
    monkeypatch.setattr(video_decode, "STILL_LONG_SIDE_PX", STILL_PX)
    asked, still_frames, scanned = [], [], []

    def prepare(stream, **kwargs):
        lowres = video_decode.prepare_decoder(stream, **kwargs)
        ctx = stream.codec_context
        asked.append((dict(ctx.options), ctx.thread_count, ctx.thread_type.name, lowres))
        return lowres

    def still(frame, rotation):
        still_frames.append((frame.width, frame.height))
        return video_decode.still_image(frame, rotation)

    def graph(frame, time_base, width_px):
        scanned.append((frame.width, frame.height))
        return video_decode.scan_graph(frame, time_base, width_px)

    monkeypatch.setattr(video, "prepare_decoder", prepare)
    monkeypatch.setattr(video, "still_image", still)
    monkeypatch.setattr(video, "scan_graph", graph)
    return asked, still_frames, scanned


def _assert_stills_right(result) -> None:
    assert [s.shot for s in result.stills] == [0, 1, 2] and not result.problems
    for still in result.stills:
        assert max(still.image.size) == STILL_PX and still.image.mode == "RGB"
        pixels = np.asarray(still.image, dtype=np.float32)
        errors = [np.abs(pixels - ref.astype(np.float32)).mean() for ref in shot_frames(still.image.size)]
        assert int(np.argmin(errors)) == still.shot and min(errors) < 12, errors


def test_mjpeg_is_decoded_at_the_lowres_the_still_allows(tmp_path, spied):
    asked, still_frames, scanned = spied
    path = tmp_path / "camera.avi"
    make_home_video(path, size=SIZE, codec="mjpeg", pix_fmt="yuvj420p")
    (result,) = find_stills([path])
    _assert_stills_right(result)
    assert result.stills[0].image.size == (100, 70)
    # 480 px → 120 px at 1/4 (1/8 would be 60, under the still's 100): asked, and given by the decoder
    options = {"max_pixels": str(video.MAX_FRAME_PIXELS), "lowres": "2"}
    assert asked and all(a[0] == options and a[1] == DECODE_THREADS and a[3] == 2 for a in asked)
    # the probe reads one frame with slice threads; the scan and the stills with frame threads too
    assert sorted(a[2] for a in asked) == ["AUTO"] * (len(asked) - 1) + ["SLICE"]
    assert set(still_frames) == {(120, 84)} and set(scanned) == {(120, 84)}


def test_h264_without_lowres_is_converted_at_the_still_size(tmp_path, spied):
    asked, still_frames, scanned = spied
    path = tmp_path / "phone.mp4"
    make_home_video(path, size=SIZE)
    (result,) = find_stills([path])
    _assert_stills_right(result)
    # the decoder was asked for 1/4 too; H.264 has no lowres, so it gives full frames and the still is scaled
    assert asked and all(a[0].get("lowres") == "2" and a[1] == DECODE_THREADS for a in asked)
    assert set(still_frames) == {SIZE} and set(scanned) == {SIZE}
    assert result.stills[0].image.size == (100, 70)


def test_a_still_scaled_in_ffmpeg_matches_one_scaled_after(tmp_path, monkeypatch):
    """The one-step conversion (swscale, area) gives the picture a full-size RGB frame resized gives."""
    monkeypatch.setattr(video_decode, "STILL_LONG_SIDE_PX", STILL_PX)
    path = tmp_path / "phone.mp4"
    make_home_video(path, size=SIZE, rotation=90)
    with video.open_video(path) as container:
        frame = next(container.decode(video=0))
        full = frame.to_image()
    still = video_decode.still_image(frame, 90)
    assert full.size == (336, 480)  # stored turned; played upright
    expected = full.resize((70, 100), Image.Resampling.BOX).transpose(Image.Transpose.ROTATE_90)
    assert still.size == (100, 70)
    assert np.abs(np.asarray(still, np.float32) - np.asarray(expected, np.float32)).mean() < 4
