"""Videos: one bad video never stops the rest, and the stills tell the truth (issue 23, items 3 and 4; issue
24 item 7). A 16000×12000 MJPEG is refused by name before a frame is decoded (and the decoder could not
hold one: ``max_pixels``) while the good video beside it comes in, exit 3; a static video gives one still,
not 24 copies; stills are spread over the whole length; a flat single-colour video offers no moment."""

from __future__ import annotations

import io
import json
import struct

import av
import numpy as np
import pytest
from PIL import Image

from app.book.model import Book
from app.book.project import BookProject
from app.book.video import MAX_FRAME_PIXELS
from app.cli import main
from tests.hostile_helpers import one_line, snapshot
from tests.video_helpers import make_home_video, shot_frames

SIZE = (160, 112)


def huge_mjpeg(path) -> None:
    """An AVI of five JPEG frames that each claim 16000×12000 pixels (10 KB on disk)."""
    buffer = io.BytesIO()
    Image.new("RGB", (160, 120), (90, 120, 150)).save(buffer, "JPEG")
    jpeg = bytearray(buffer.getvalue())
    sof = jpeg.find(b"\xff\xc0")
    struct.pack_into(">HH", jpeg, sof + 5, 12000, 16000)
    with av.open(str(path), "w") as out:
        stream = out.add_stream("mjpeg", rate=5)
        stream.width, stream.height, stream.pix_fmt = 16000, 12000, "yuvj420p"
        for k in range(5):
            packet = av.Packet(bytes(jpeg))
            packet.stream, packet.pts, packet.dts = stream, k, k
            out.mux(packet)


@pytest.fixture
def book(tmp_path):
    return BookProject.create(tmp_path / "b.mbook", Book(title="Home videos", language="en")).root


def stored_stills(root) -> list[dict]:
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    return [info for info in data["photos"].values() if info.get("video")]


def test_a_huge_video_is_refused_by_name_and_the_good_one_comes_in(tmp_path, book, capsys):
    assert 16000 * 12000 > MAX_FRAME_PIXELS
    huge, good = tmp_path / "huge.avi", tmp_path / "good.mp4"
    huge_mjpeg(huge)
    make_home_video(good, size=SIZE)
    before = {k: v for k, v in snapshot(tmp_path).items() if not k.startswith("b.mbook")}
    assert main(["video", "add", str(book), str(huge), str(good)]) == 3
    out = capsys.readouterr().out.splitlines()
    refused = [line for line in out if line.startswith("✗ ")]
    assert len(refused) == 1 and one_line(refused[0]).startswith(f"✗ {huge}: far too many pixels a frame"), (
        out
    )
    assert "megapixels" in refused[0] and "smaller copy" in refused[0]
    assert f"✓ {good}: 3 still(s)" in out and "3 still(s) added from 1 of 2 video(s)." in out
    assert len(stored_stills(book)) == 3
    after = {k: v for k, v in snapshot(tmp_path).items() if not k.startswith("b.mbook")}
    assert after == before  # nothing written beside the videos
    assert not [p for p in book.rglob(".*") if p.is_file()]  # no temporary file left in the book


def test_a_static_video_gives_one_still_and_says_so(tmp_path, book, capsys):
    video = tmp_path / "static.mp4"
    make_home_video(video, size=SIZE, shots=1, shot_s=40.0, fps=2, pictures=shot_frames(SIZE)[:1])
    assert main(["video", "add", str(book), str(video), "--every", "2"]) == 0
    out = capsys.readouterr().out
    assert f"✓ {video}: 1 still(s)" in out and "1 still(s) added from 1 of 1 video(s)." in out, out
    assert len(stored_stills(book)) == 1


def test_stills_are_spread_over_the_whole_length(tmp_path, book, capsys):
    pictures = shot_frames(SIZE)
    pictures += [np.ascontiguousarray(p[:, ::-1]) for p in pictures]  # six different pictures
    video = tmp_path / "long.mp4"
    make_home_video(video, size=SIZE, shots=6, shot_s=10.0, fps=2, pictures=pictures)
    assert main(["video", "add", str(book), str(video), "--every", "1", "--max", "3"]) == 0
    times = sorted(info["video_time_s"] for info in stored_stills(book))
    assert len(times) == 3 and times[0] < 20 <= times[1] < 40 <= times[2], times
    assert "3 still(s) added" in capsys.readouterr().out


def test_a_flat_single_colour_video_offers_no_moment(tmp_path, book, capsys):
    video = tmp_path / "grey.mp4"
    flat = np.full((SIZE[1], SIZE[0], 3), 128, np.uint8)
    make_home_video(video, size=SIZE, shots=1, shot_s=6.0, pictures=[flat])
    before = (book / "book.json").read_bytes()
    assert main(["video", "add", str(book), str(video)]) == 1
    out = capsys.readouterr().out
    line = one_line(next(line for line in out.splitlines() if line.startswith("✗ ")))
    assert line == (
        "✗ grey.mp4: no moment to take a still of (every frame is blank, one flat colour or moving fast); "
        "nothing was taken from it"
    )
    assert stored_stills(book) == [] and json.loads((book / "book.json").read_bytes()) == json.loads(before)
