"""Choosing a video's stills: shots from the scan's samples, candidate frames per moment, the best of them.

Pure functions over :class:`app.book.video.FrameSample` lists (no decoding here), so the choice is the same in
every process. Rules and their sources:

- A shot ends at a hard cut — a bucket whose ``scdet`` score reaches :data:`CUT_SCORE` (FFmpeg's own default
  threshold for that filter) — or at a run of near-black or near-white frames (a fade or a flash), the rule of
  PySceneDetect's ``ThresholdDetector`` (mean level under :data:`DARK_LEVEL`, its default is 12 of 255; we
  also take near-white, as fades to white are common in wedding videos).
- A shot longer than ``every_s`` seconds gives one still per ``every_s`` seconds (a long camcorder take holds
  several moments); moments shorter than :data:`MIN_MOMENT_S` give none (flashes, the black of a fade).
- Transition frames are not candidates: those within :data:`TRANSITION_MARGIN_S` of a shot boundary, those
  near black or white, and those moving more than :data:`MOTION_SCORE_MAX` against the previous frame (a pan
  or a dissolve), unless nothing else is left.
- A flat single-colour frame (a lens cap, a colour card, a wall: grey-level deviation under
  :data:`FLAT_CONTRAST`) is never a candidate: it is not a moment of anyone's life.
- The stills kept (:func:`keep_stills`) are told apart and spread: near-identical ones (a static camera)
  are kept once, and where more moments than ``max`` remain, the video's length is cut into ``max`` equal
  parts and each part gives its best still, so a two-hour tape is not told by its first eight minutes.
- A candidate's quality (:func:`quality`) is its sharpness (log of the Laplacian variance) times how well it
  is exposed; the :data:`CANDIDATES_PER_MOMENT` best are decoded at full size, and a candidate with faces
  whose eyes are all closed (:func:`face_factor`) loses to one with open eyes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from app.book.video import FrameSample, time_code
from words import Message

CUT_SCORE = 10.0
"""``scdet`` score (0-100) from which a frame starts a new shot: FFmpeg's default threshold for ``scdet``."""

DARK_LEVEL = 24
"""Mean grey level (0-255) under which a frame is black (a fade); ``255 - DARK_LEVEL`` and over is white."""

TRANSITION_MARGIN_S = 0.3
"""Seconds after a cut and before the next in which frames are not candidates (half-mixed or blurred)."""

MOTION_SCORE_MAX = 6.0
"""Mean absolute difference from the previous frame (``mafd``, 0-100) above which a frame is in a transition
(fade, dissolve) or a fast pan and is not a candidate while calmer frames exist. Sensor noise gives ~1-2."""

MOTION_SCALE = 2.0
"""Motion penalty of :func:`quality`: a frame moving by ``mafd`` counts ``1 / (1 + mafd / MOTION_SCALE)``."""

MIN_MOMENT_S = 0.5
"""A moment (shot, or part of a long shot) shorter than this, in seconds, gives no still."""

CANDIDATES_PER_MOMENT = 3
"""How many of a moment's best-scored frames are decoded at full size and checked for faces."""

FLAT_CONTRAST = 6.0
"""Standard deviation of the grey levels (0-255) under which a frame is one flat colour (sensor noise gives
1-3; a picture of anything gives tens)."""

NEAR_IDENTICAL_LEVEL = 4.0
"""Mean absolute difference (grey levels 0-255) of two stills' 32×32 thumbnails under which they are the same
picture (compression noise and sensor noise give 1-2; a person moving in the frame gives more)."""

CLOSED_EYES_FACTOR = 0.5
"""Quality multiplier of a frame whose faces all have their eyes closed (a blink)."""


@dataclass(frozen=True)
class Still:
    """A chosen still: the ``video`` it comes from, its time (``time_s``, ``pts``), shot number, quality
    (:func:`app.book.stills.quality` × :func:`app.book.stills.face_factor`), faces seen, and the upright RGB
    ``image`` at the video's full size."""

    video: Path
    time_s: float
    pts: int
    shot: int
    score: float
    faces: int
    image: Image.Image
    people: tuple[str, ...] = ()
    """Names of the book's people recognised in the still (see ``people`` of :func:`find_stills`)."""

    @property
    def label(self) -> str:
        """``"name.mp4 0:12.3"``: the video's file name and the still's time code."""
        return f"{self.video.name} {time_code(self.time_s)}"


@dataclass
class VideoResult:
    """What one video gave: its stills (time order) and the one-line problems met (refused, cut off…)."""

    video: Path
    duration_s: float = 0.0
    stills: list[Still] = field(default_factory=list)
    problems: list[Message | str] = field(default_factory=list)


@dataclass(frozen=True)
class Moment:
    """One stretch of a video that gets one still: ``start_s``-``end_s`` seconds, its ``shot`` number (0-based)
    and its ``candidates`` (best first)."""

    shot: int
    start_s: float
    end_s: float
    candidates: list[FrameSample]


def is_blank(sample: FrameSample) -> bool:
    """True for a near-black or near-white frame (a fade, a flash, a lens cap)."""
    return sample.brightness < DARK_LEVEL or sample.brightness > 255 - DARK_LEVEL


def quality(sample: FrameSample) -> float:
    """``log(1 + sharpness) · exposure / (1 + motion / MOTION_SCALE)``, where exposure = (1 − clipped
    fraction) · min(1, level / 64, (255 − level) / 64): 1 for a frame without lost shadows or highlights whose
    mean level is within 64-191, less for dark, bright or clipped ones; moving frames (a pan, a fade, a blur)
    count less. Unitless, ≥ 0; only compared within one video."""
    level = sample.brightness
    exposure = (1.0 - sample.clipped) * min(1.0, level / 64.0, (255.0 - level) / 64.0)
    steadiness = 1.0 / (1.0 + max(sample.motion, 0.0) / MOTION_SCALE)
    return math.log1p(max(sample.sharpness, 0.0)) * max(exposure, 0.0) * steadiness


def face_factor(faces: int, open_eyes: int) -> float:
    """Multiplier for a candidate with ``faces`` faces of which ``open_eyes`` show open eyes: 1 without faces
    or with any open eyes, :data:`CLOSED_EYES_FACTOR` when every face blinks."""
    return CLOSED_EYES_FACTOR if faces and not open_eyes else 1.0


def find_shots(samples: list[FrameSample]) -> list[tuple[int, int]]:
    """``[(first, stop), …]`` index ranges of ``samples`` (time-ordered) that form shots: split at hard cuts
    and removed where frames are blank (see the module's rules)."""
    shots: list[tuple[int, int]] = []
    first = None
    for i, sample in enumerate(samples):
        if is_blank(sample):
            if first is not None:
                shots.append((first, i))
            first = None
            continue
        if first is not None and sample.cut >= CUT_SCORE:
            shots.append((first, i))
            first = None
        if first is None:
            first = i
    if first is not None:
        shots.append((first, len(samples)))
    return shots


def plan_moments(samples: list[FrameSample], every_s: float) -> list[Moment]:
    """The moments of a video (each shot cut into ``every_s``-second parts) with their candidates, in time
    order. ``samples`` must be time-ordered; ``every_s`` > 0."""
    if every_s <= 0:
        raise ValueError(f"every_s must be above 0 seconds, got {every_s}")
    moments = []
    for number, (first, stop) in enumerate(find_shots(samples)):
        shot = samples[first:stop]
        shot_start, shot_end = shot[0].time_s, _end_time(samples, stop)
        parts = max(1, math.ceil((shot_end - shot_start) / every_s - 1e-9))
        for part in range(parts):
            start = shot_start + part * every_s
            end = min(shot_end, start + every_s)
            if end - start < MIN_MOMENT_S:
                continue
            inside = [s for s in shot if start <= s.time_s < end]
            candidates = _candidates(inside, shot_start, shot_end)
            if candidates:
                moments.append(Moment(number, start, end, candidates))
    return moments


def _end_time(samples: list[FrameSample], stop: int) -> float:
    if stop < len(samples):
        return samples[stop].time_s
    step = samples[-1].time_s - samples[-2].time_s if len(samples) > 1 else 0.1
    return samples[-1].time_s + step


def _candidates(inside: list[FrameSample], shot_start: float, shot_end: float) -> list[FrameSample]:
    calm = [
        s
        for s in inside
        if shot_start + TRANSITION_MARGIN_S <= s.time_s < shot_end - TRANSITION_MARGIN_S
        and s.motion <= MOTION_SCORE_MAX
        and not is_blank(s)
        and s.contrast >= FLAT_CONTRAST
    ]
    pool = calm or [s for s in inside if not is_blank(s) and s.contrast >= FLAT_CONTRAST]
    ranked = sorted(pool, key=lambda s: (-quality(s), s.time_s))
    return ranked[:CANDIDATES_PER_MOMENT]


def _thumbnail(image) -> np.ndarray:
    """A 32×32 grey thumbnail (float32, 0-255) of a PIL image, for telling stills apart."""
    return np.asarray(image.convert("L").resize((32, 32), Image.Resampling.BOX), dtype=np.float32)


def keep_stills(stills: list, most: int, duration_s: float) -> list:
    """The stills of one video to keep, in time order: near-identical ones (:data:`NEAR_IDENTICAL_LEVEL`)
    once — the best of them —, then at most ``most``, spread over ``duration_s`` seconds (each of ``most``
    equal parts gives its best; parts without a still leave their place to the best of the rest). "Best"
    puts stills showing the book's people first, then the score. ``stills`` are
    :class:`app.book.video_import.Still` (``time_s``, ``score``, ``people``, ``image``)."""
    ranked = sorted((s for s in stills if s is not None), key=lambda s: (not s.people, -s.score, s.time_s))
    kept: list[Any] = []
    thumbs: list[np.ndarray] = []
    for still in ranked:
        thumb = _thumbnail(still.image)
        if thumbs and float(np.abs(np.stack(thumbs) - thumb).mean(axis=(1, 2)).min()) < NEAR_IDENTICAL_LEVEL:
            continue
        kept.append(still)
        thumbs.append(thumb)
    if len(kept) > most:
        length = max(duration_s, max(s.time_s for s in kept) + 1e-3)
        parts: dict[int, object] = {}
        for still in kept:  # best first: the first seen in a part is its best
            parts.setdefault(min(most - 1, int(still.time_s / length * most)), still)
        chosen = list(parts.values())
        chosen += [s for s in kept if s not in chosen][: most - len(chosen)]
        kept = chosen
    return sorted(kept, key=lambda s: s.time_s)
