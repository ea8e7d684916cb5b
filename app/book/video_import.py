"""Home videos → stills in a book: split into time ranges, decoded in parallel processes, one still per moment.

:func:`find_stills` runs in three steps, each over a list of independent jobs shared between processes:

1. every video is probed (:func:`app.book.video.probe_video`); files that are not videos are refused by name
   (in the worker processes too: with ``processes`` > 1 the calling process never loads FFmpeg, OpenCV or
   dlib, so a window calling it does not stall);
2. each video is cut into time ranges (:func:`plan_ranges`), each range scanned by
   :func:`app.book.video.scan_range` in a process of its own (each seeks to the keyframe before its range);
3. the samples are joined in time order, the moments and their candidates chosen
   (:func:`app.book.stills.plan_moments`, the same in every process), and the candidates decoded at full size
   and checked for faces and open eyes, again shared between processes; the best candidate of each moment is
   the still.

Processes: ``processes`` local worker processes (``concurrent.futures`` with the ``spawn`` start method, so
no thread state is forked), and/or — with ``distributed=True`` under ``torchrun`` / ``accelerate launch`` — the
launcher's processes on one or more machines, each taking its share of the jobs through Accelerate's
``PartialState`` (:mod:`model.runtime.distributed`); every process then holds all the results and only the main process
writes the book (:func:`add_stills`). The stills do not depend on how many processes there are: every scan
value depends only on a frame and the ones just before it, never on where a range starts.

Nothing is written until every still is chosen: a cancelled or failed run leaves the book as it was.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from PIL import Image

from app.book.errors import located
from app.book.still_intake import add_stills, still_png, store_stills  # noqa: F401 (re-exported)
from app.book.stills import (  # noqa: F401 (Still, VideoResult re-exported)
    Moment,
    Still,
    VideoResult,
    face_factor,
    keep_stills,
    plan_moments,
    quality,
)
from app.book.video import (
    FrameSample,
    VideoError,
    VideoInfo,
    cut_off_message,
    grab_still,
    probe_video,
    scan_range,
    time_code,
)
from model.errors import Cancelled
from words import Message, message_of

DEFAULT_EVERY_S = 20.0
"""A shot gets one still per this many seconds (``--every``)."""

DEFAULT_MAX_PER_VIDEO = 24
"""At most this many stills per video (``--max``): the best ones, kept in time order."""

MIN_RANGE_S = 1
MAX_RANGE_S = 60
"""A time range decoded by one job is 1-60 s long (whole seconds, so ranges split no sample bucket): about
four per process, so progress moves and processes that finish early find more work."""

STILL_FACES_LONG_SIDE_PX = 640
"""Video stills are searched for faces at this size (doubled once: faces from ~6 % of the frame's width up),
a third less work than the 800 px used for book pictures; face checks are most of the time a video takes."""

Progress = Callable[[float, float, str], None]
"""``progress(done_s, total_s, label)``: seconds of video scanned so far, of all, and e.g. ``"a.mp4 1:05.0"``."""


@dataclass(frozen=True)
class _Range:
    video: str
    start_s: int
    end_s: int | None
    length_s: float


def plan_ranges(path: str | os.PathLike[str], duration_s: float, processes: int) -> list[_Range]:
    """Time ranges covering a video of ``duration_s`` seconds (the last open-ended, so frames past a wrong
    duration are not lost): about four per process, :data:`MIN_RANGE_S`-:data:`MAX_RANGE_S` s each."""
    length = min(MAX_RANGE_S, max(MIN_RANGE_S, math.ceil(duration_s / max(1, 4 * processes))))
    count = max(1, math.ceil(duration_s / length))
    return [
        _Range(str(path), i * length, None if i == count - 1 else (i + 1) * length, min(length, duration_s))
        for i in range(count)
    ]


def find_stills(
    videos: Sequence[str | os.PathLike[str]],
    *,
    every_s: float = DEFAULT_EVERY_S,
    max_per_video: int = DEFAULT_MAX_PER_VIDEO,
    processes: int = 1,
    distributed: bool = False,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] = lambda: False,
    people: Mapping[str, Sequence[str]] | None = None,
) -> list[VideoResult]:
    """Choose the stills of each video (see the module). Returns one :class:`VideoResult` per video given,
    in order; a video that cannot be used has no stills and its reason in ``problems``. ``people`` maps the
    book's people's names to their reference photos (paths): each chosen still records who of them it shows
    (:attr:`Still.people`, faces compared as in :mod:`app.book.likeness`), and where ``max_per_video`` leaves
    stills out, those showing the book's people are kept first. Raises
    :class:`model.errors.Cancelled` when ``should_stop()`` turns true, :class:`ValueError` for ``every_s`` ≤ 0 or
    ``max_per_video`` / ``processes`` < 1."""
    if max_per_video < 1 or processes < 1:
        raise ValueError("max_per_video and processes must be at least 1")
    runner = _Runner(processes, distributed, should_stop)
    try:
        results, samples = _scan_all(runner, videos, progress)
        moments = {i: plan_moments(s, every_s) for i, s in samples.items() if s}
        names = list(people or {})
        refs = dict(
            zip(
                names,
                runner.map(_references_job, [list((people or {})[n]) for n in names], None),
                strict=True,
            )
        )
        grabbed = _grab_candidates(runner, {str(results[i].video): moments[i] for i in moments}, bool(refs))
        chosen = {i: _choose(results[i], samples[i], moments.get(i, []), grabbed, refs) for i in samples}
    finally:
        runner.close()
    for i, stills in chosen.items():  # each told once, spread over the whole length (app.book.stills)
        results[i].stills = keep_stills(stills, max_per_video, results[i].duration_s)
    for result in results:
        if not result.stills and not result.problems:  # never a silent nothing
            result.problems.append(located(result.video.name, Message("book.video.no_moment")))
    return results


def _scan_all(
    runner, videos, progress: Progress | None
) -> tuple[list[VideoResult], dict[int, list[FrameSample]]]:
    """Probe every video and scan all their time ranges: the results (problems filled in) and each usable
    video's samples in time order, by the video's index."""
    results, ranges = [], []
    for video, info in zip(videos, runner.map(_probe_job, [str(v) for v in videos], None), strict=True):
        result = VideoResult(Path(video))
        results.append(result)
        if isinstance(info, Message | str):
            result.problems.append(info)
            continue
        ranges += [(len(results) - 1, r) for r in plan_ranges(video, info.duration_s, runner.workers)]
        result.duration_s = info.duration_s
    # each launched process (distributed) shows its own share: the main process's bar is its part of the work
    total = sum(ranges[i][1].length_s for i in runner.mine(len(ranges))) or 1.0
    done = [0.0]

    def scanned(index: int) -> None:
        done[0] += ranges[index][1].length_s
        job = ranges[index][1]
        end = job.end_s if job.end_s is not None else job.start_s + job.length_s
        if progress:
            progress(min(done[0], total), total, f"{Path(job.video).name} {time_code(end)}")

    scans = runner.map(_scan_job, [r for _, r in ranges], scanned)
    samples: dict[int, list[FrameSample]] = {}
    for (owner, _), scan in zip(ranges, scans, strict=True):
        samples.setdefault(owner, []).extend(scan.samples)
        if scan.problem and not results[owner].problems:
            results[owner].problems.append(scan.problem)
    return results, samples


# --- jobs (module level, so worker processes can unpickle them) ------------------------------------------


def _probe_job(video: str) -> VideoInfo | Message | str:
    """The video's :class:`VideoInfo`, or the message saying why it cannot be used."""
    try:
        return probe_video(video)
    except VideoError as err:
        return message_of(err)


def _scan_job(job: _Range):
    return scan_range(job.video, job.start_s, job.end_s)


def _grab_job(job: tuple[str, int, bool]) -> tuple[Image.Image, int, int, list]:
    """Decode one candidate at full size; count its faces and those with open eyes; with ``job[2]`` also
    the faces' embeddings (to recognise the book's people)."""
    from model.faces import FaceModelMissing, detect_faces, embed_faces, eyes_open

    video, pts, embed = job
    image = grab_still(video, pts)
    try:
        faces = detect_faces(image, long_side_px=STILL_FACES_LONG_SIDE_PX)
    except FaceModelMissing:  # pragma: no cover - dlib-bin is a dependency
        return image, 0, 0, []
    found = embed_faces(image, faces) if embed and faces else []
    return image, len(faces), sum(eyes_open(image, f) for f in faces), found


def _references_job(photos: list[str]) -> list:
    """The reference face embeddings of one person (their photo files)."""
    from app.book.likeness import reference_faces

    return reference_faces(photos)


def _grab_candidates(runner, moments: dict[str, list[Moment]], embed: bool) -> dict:
    """``{(video, pts): (image, faces, open eyes, embeddings)}`` for the candidates that can win: each
    moment's best candidate first; the others only where it blinks (candidates are in falling quality and
    :func:`~app.book.stills.face_factor` is at most 1, so a best candidate without closed eyes wins)."""
    firsts = [(video, m.candidates[0].pts, embed) for video, ms in moments.items() for m in ms]
    grabbed = {job[:2]: out for job, out in zip(firsts, runner.map(_grab_job, firsts, None), strict=True)}
    rest = [
        (video, c.pts, embed)
        for video, ms in moments.items()
        for m in ms
        if face_factor(*grabbed[(video, m.candidates[0].pts)][1:3]) < 1.0
        for c in m.candidates[1:]
    ]
    grabbed.update({job[:2]: out for job, out in zip(rest, runner.map(_grab_job, rest, None), strict=True)})
    return grabbed


def _choose(result: VideoResult, samples, moments: list[Moment], grabbed, refs: dict) -> list[Still | None]:
    """The best candidate of each moment (time order), with the names of ``refs`` (name → reference
    embeddings) whose faces it shows; notes a video that ends before its duration."""
    from model.faces import SAME_PERSON_SIMILARITY, similarity

    duration = result.duration_s
    if samples and duration and samples[-1].time_s < duration - 1.0 and not result.problems:
        result.problems.append(cut_off_message(result.video, samples[-1].time_s))
    chosen = []
    for moment in moments:
        best = None
        for candidate in moment.candidates:
            if (str(result.video), candidate.pts) not in grabbed:
                continue  # a better candidate won without being checked further
            image, faces, open_eyes, found = grabbed[(str(result.video), candidate.pts)]
            score = quality(candidate) * face_factor(faces, open_eyes)
            if best is None or score > best.score:
                who = tuple(
                    name
                    for name, ref in refs.items()
                    if any(similarity(f, r) >= SAME_PERSON_SIMILARITY for f in found for r in ref)
                )
                best = Still(
                    result.video, candidate.time_s, candidate.pts, moment.shot, score, faces, image, who
                )
        chosen.append(best)
    return chosen


def _job_name(item) -> str:
    """The video file a job is about, for a message."""
    video = item.video if isinstance(item, _Range) else item[0] if isinstance(item, tuple) else item
    return Path(str(video)).name if isinstance(video, str | os.PathLike) else "a video"


class _Runner:
    """Maps a job function over items: split between launcher processes (``distributed``), each using a
    local pool of ``processes`` spawn workers (or running in-process for 1); results in item order."""

    def __init__(self, processes: int, distributed: bool, should_stop: Callable[[], bool]) -> None:
        self.processes = processes
        self.should_stop = should_stop
        self.state = None
        if distributed:
            from model.runtime.distributed import process_state

            self.state = process_state()
        self.pool: ProcessPoolExecutor | None = None
        self.workers = processes * (self.state.num_processes if self.state is not None else 1)
        """Processes working in all: local ones times the launcher's."""

    def mine(self, count: int) -> list[int]:
        """The indices of ``count`` items this launched process works on (all without a launcher)."""
        if self.state is not None and self.state.num_processes > 1:
            from model.runtime.distributed import my_indices

            return my_indices(count, self.state)
        return list(range(count))

    def map(self, fn: Callable[[Any], Any], items: list, done: Callable[[int], None] | None) -> list:
        mine = self.mine(len(items))
        local = self._local(fn, items, mine, done or (lambda i: None))
        if self.state is not None and self.state.num_processes > 1:
            from accelerate.utils import gather_object

            local = gather_object(local)
        found = dict(local)
        return [found[i] for i in range(len(items))]

    def _local(self, fn, items: list, mine: list[int], done: Callable[[int], None]) -> list:
        if self.processes == 1:
            out = []
            for i in mine:
                if self.should_stop():
                    raise Cancelled()
                out.append((i, fn(items[i])))
                done(i)
            return out
        if self.pool is None:
            self.pool = ProcessPoolExecutor(self.processes, mp_context=get_context("spawn"))
        pending = {self.pool.submit(fn, items[i]): i for i in mine}
        out = []
        while pending:
            finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            if self.should_stop():
                self.close()
                raise Cancelled()
            for future in finished:
                i = pending.pop(future)
                try:
                    out.append((i, future.result()))
                except BrokenProcessPool:  # a decoder crashed outright (a hostile or badly damaged file)
                    self.close()
                    stopped = Message("book.video.decoder_stopped")
                    raise VideoError(located(_job_name(items[i]), stopped)) from None
                done(i)
        return out

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None
