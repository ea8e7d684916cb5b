"""Home videos → stills: a synthetic home video made here with PyAV (3 shots of distinct photos, fades to
black, a rotation tag, a cut-off copy) gives one still per shot, inside its shot, upright; the same stills
with 1 and 2 processes; files that are not videos are refused by name; the book records video and time."""

from __future__ import annotations

import json

import av
import numpy as np
import pytest

from app.book.model import Book
from app.book.project import BookProject
from app.book.stills import TRANSITION_MARGIN_S
from app.book.video import VideoError, probe_video, scan_range, time_code
from app.book.video_import import add_stills, find_stills, plan_ranges, still_png
from app.cli import main as cli_main
from tests.video_helpers import cut_off, make_home_video, shot_frames
from words import Message, message_of

SIZE = (160, 112)


@pytest.fixture(scope="module")
def videos(tmp_path_factory):
    """``plain.mp4`` (keyframe every 0.7 s), ``phone.mp4`` (display matrix: turn 90°), ``camcorder.mts``
    and its first 60 % (``cut.mts``), with the shots' (start, end) seconds."""
    root = tmp_path_factory.mktemp("videos")
    shots = make_home_video(root / "plain.mp4", size=SIZE, gop=7)
    make_home_video(root / "phone.mp4", size=SIZE, rotation=90)
    make_home_video(root / "camcorder.mts", size=SIZE)
    cut_off(root / "camcorder.mts", root / "cut.mts", 0.6)
    return root, shots


def _which_photo(image) -> int:
    """Index of the shot photo the still shows (nearest by mean absolute difference)."""
    pixels = np.asarray(image.convert("RGB"), dtype=np.float32)
    errors = [np.abs(pixels - ref.astype(np.float32)).mean() for ref in shot_frames(image.size)]
    return int(np.argmin(errors))


def _assert_one_still_per_shot(result, shots) -> None:
    assert [s.shot for s in result.stills] == [0, 1, 2]
    for still, (start, end) in zip(result.stills, shots, strict=True):
        assert start + TRANSITION_MARGIN_S <= still.time_s < end - TRANSITION_MARGIN_S, still.label
        assert still.image.size == SIZE and still.image.mode == "RGB"
        assert _which_photo(still.image) == still.shot


def test_one_still_per_shot_upright_and_identical_with_two_processes(videos):
    root, shots = videos
    one = find_stills([root / "plain.mp4", root / "phone.mp4"], processes=1)
    for result in one:
        assert not result.problems
        _assert_one_still_per_shot(result, shots)  # the phone video comes out upright, 160 wide
    seen = []
    two = find_stills([root / "plain.mp4"], processes=2, progress=lambda *report: seen.append(report))
    assert [still_png(s) for s in one[0].stills] == [still_png(s) for s in two[0].stills]
    assert seen[-1][0] == pytest.approx(seen[-1][1]) == pytest.approx(6.0)
    # 1-second ranges for 2 processes, each reported with its time code as it finishes
    assert sorted(label for *_, label in seen) == [f"plain.mp4 0:0{s}.0" for s in range(1, 7)]


def test_samples_do_not_depend_on_where_ranges_start(videos):
    root, _ = videos
    whole = scan_range(root / "plain.mp4", 0, None).samples
    parts = [scan_range(root / "plain.mp4", a, b).samples for a, b in ((0, 1), (1, 3), (3, None))]
    assert whole == [s for part in parts for s in part]
    assert len(whole) == 60  # 6 s at 10 frames/s, one sample per 0.1 s
    assert [(r.start_s, r.end_s) for r in plan_ranges("x", 6.0, 1)] == [(0, 2), (2, 4), (4, None)]


def test_cut_off_video_gives_what_it_has_and_one_line(videos):
    root, shots = videos
    (result,) = find_stills([root / "cut.mts"])
    (problem,) = result.problems
    assert problem.params["where"] == "cut.mts" and problem.params["message"].code == "book.video.cut_off"
    assert 1 <= len(result.stills) < 3
    for still, (start, end) in zip(result.stills, shots, strict=False):
        assert start <= still.time_s < end and _which_photo(still.image) == still.shot


def test_not_videos_are_refused_by_name(tmp_path, videos):
    root, _ = videos
    photo = tmp_path / "cat.png"
    from PIL import Image

    Image.fromarray(shot_frames(SIZE)[0]).save(photo)
    (tmp_path / "notes.txt").write_text("not a video")
    (tmp_path / "empty.mp4").write_bytes(b"")
    cut_mp4 = cut_off(root / "plain.mp4", tmp_path / "half.mp4", 0.5)  # MP4 index at the end: lost
    song = tmp_path / "song.wav"
    with av.open(str(song), "w") as out:  # sound only
        stream = out.add_stream("pcm_s16le", rate=8000, layout="mono")
        frame = av.AudioFrame.from_ndarray(np.zeros((1, 800), np.int16), format="s16", layout="mono")
        frame.sample_rate = 8000
        for packet in [*stream.encode(frame), *stream.encode()]:
            out.mux(packet)
    expected = {
        song: "book.video.no_picture",
        photo: "book.video.is_picture",
        tmp_path / "notes.txt": "book.video.not_a_video_file",
        tmp_path / "empty.mp4": "book.video.empty",
        cut_mp4: "book.video.unreadable",
        tmp_path / "missing.mov": "book.photo.no_such_file",
    }
    for path, code in expected.items():
        with pytest.raises(VideoError) as err:
            probe_video(path)
        said = message_of(err.value)
        assert said.params["where"] == str(path) and said.params["message"].code == code
        assert str(err.value).startswith(str(path))
    results = find_stills([*expected, root / "plain.mp4"])
    assert [len(r.stills) for r in results] == [0, 0, 0, 0, 0, 0, 3]
    assert all(len(r.problems) == 1 for r in results[:6])


def test_cli_video_add_records_video_and_time_code(tmp_path, videos, capsys):
    root, _ = videos
    project = BookProject.create(tmp_path / "b.mbook", Book(title="Home videos"))
    status = cli_main(["video", "add", str(project.root), str(root / "plain.mp4"), str(root / "cut.mts")])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "! cut.mts: damaged or cut off" in out and "5 still(s) added from 2 of 2 video(s)." in out
    book = json.loads((project.root / "book.json").read_text("utf-8"))
    plain = [info for info in book["photos"].values() if info["video"] == "plain.mp4"]
    assert len(plain) == 3
    for info in plain:
        assert info["original_name"] == f"plain.mp4 {time_code(info['video_time_s'])}"
        assert time_code(info["video_time_s"]) in out
    assert len(list((project.root / "photos").iterdir())) == len(book["photos"])


def test_cli_refuses_non_video_and_leaves_book_alone_when_nothing_comes(tmp_path, capsys):
    project = BookProject.create(tmp_path / "b.mbook", Book(title="Home videos"))
    before = (project.root / "book.json").read_bytes()
    (tmp_path / "song.txt").write_text("la la la")
    assert cli_main(["video", "add", str(project.root), str(tmp_path / "song.txt")]) == 1
    assert "✗ " + str(tmp_path / "song.txt") + ": not a video file" in capsys.readouterr().out
    assert (project.root / "book.json").read_bytes() == before


def test_cancel_writes_nothing(tmp_path, videos):
    root, _ = videos
    from model.errors import Cancelled

    project = BookProject.create(tmp_path / "b.mbook", Book(title="Home videos"))
    calls = []
    with pytest.raises(Cancelled):
        find_stills([root / "plain.mp4"], should_stop=lambda: calls.append(1) or len(calls) > 1)
    assert list((project.root / "photos").iterdir()) == []
    results = find_stills([root / "plain.mp4"], max_per_video=2)
    assert len(results[0].stills) == 2  # --max keeps the best two, in time order
    assert results[0].stills[0].time_s < results[0].stills[1].time_s
    add_stills(project, results)
    add_stills(project, results)  # the same stills again: stored once, records kept
    assert len(BookProject.open(project.root).book.photos) == 2


def test_old_books_without_video_fields_still_open():
    from app.book.model import PhotoInfo

    info = PhotoInfo.model_validate({"original_name": "a.jpg", "width": 10, "height": 10, "warnings": []})
    assert info.video is None and info.video_time_s is None


def test_video_add_under_torchrun_equals_one_process(tmp_path, videos):
    """The same command under ``torchrun`` with 2 CPU processes (gloo): the main process writes the book,
    with the same stills as a plain run."""
    import os
    import subprocess
    import sys

    from tests.conftest import REPO

    root, _ = videos
    books = [BookProject.create(tmp_path / f"{n}.mbook", Book(title="Home videos")).root for n in (1, 2)]
    assert cli_main(["video", "add", str(books[0]), str(root / "plain.mp4")]) == 0
    env = dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1")
    run = subprocess.run(
        [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
         "-m", "app.cli", "video", "add", str(books[1]), str(root / "plain.mp4"), "--distributed"],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.count("3 still(s) added from 1 of 1 video(s).") == 1  # printed by the main process only
    one, two = (json.loads((b / "book.json").read_text("utf-8"))["photos"] for b in books)
    assert one == two and len(one) == 3


def test_interlaced_camcorder_frames_are_deinterlaced(tmp_path):
    import av

    from app.book.video import grab_still
    from tests.video_helpers import combing, make_interlaced_video

    video = tmp_path / "dv.mts"
    make_interlaced_video(video)
    with av.open(str(video)) as container:
        raw = [f for f in container.decode(video=0)]
    assert raw[8].interlaced_frame
    still = grab_still(video, raw[8].pts)
    assert still.size == (160, 120)
    assert combing(still) < 0.5 * combing(raw[8].to_image())


def _crash(item) -> None:
    import os

    os._exit(3)  # a decoder dying outright, as FFmpeg might on a hostile file


def test_a_crashed_decoding_process_is_one_line_naming_the_video():
    from app.book.video_import import _Runner

    runner = _Runner(2, False, lambda: False)
    with pytest.raises(VideoError) as err:
        runner.map(_crash, [("/videos/tape.mts", 0, False)] * 2, None)
    assert message_of(err.value) == Message(
        "located", where="tape.mts", message=Message("book.video.decoder_stopped")
    )
    assert runner.pool is None
