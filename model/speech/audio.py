"""Decoding recordings with PyAV (FFmpeg) into what Whisper hears: 16 kHz mono float32 samples in -1..1.

A recording is read one chunk at a time (:func:`read_chunk`: seek, decode, resample), so a two-hour phone
recording never sits in memory whole: a 300 s chunk is 300 × 16000 × 4 bytes = 19.2 MB. Files that cannot be
heard get one line naming the file and the fix (:class:`AudioError`).
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import numpy as np

from model.errors import ModelError
from words import Message

SAMPLE_RATE = 16000
"""Whisper's input rate, Hz (openai/whisper ``audio.py``: ``SAMPLE_RATE = 16000``)."""


class AudioError(ModelError):
    """A recording that cannot be heard; the message is one line naming the file."""


MEDIA_SIGNATURES = (
    (4, b"ftyp"),
    (0, b"RIFF"),
    (0, b"OggS"),
    (0, b"ID3"),
    (0, b"fLaC"),
    (0, b"\xff\xf1"),
    (0, b"\xff\xf9"),
    (0, b"\xff\xfb"),
    (0, b"\x1aE\xdf\xa3"),
)
"""(offset, bytes) that begin MP4/MOV/M4A, WAV, Ogg, MP3 (ID3 or frame sync), FLAC, ADTS AAC and Matroska
files: such a file FFmpeg cannot open is damaged, not something else."""


def _looks_like_media(path: Path) -> bool:
    with path.open("rb") as fh:
        head = fh.read(16)
    return any(head[at : at + len(sig)] == sig for at, sig in MEDIA_SIGNATURES)


def _open(path: Path):
    import av

    if not path.is_file():
        raise AudioError(Message("model.speech.no_file", path=path))
    if path.stat().st_size == 0:
        raise AudioError(Message("model.speech.empty_file", path=path))
    try:
        container = av.open(os.fspath(path))
    except av.error.InvalidDataError as err:
        if _looks_like_media(path):
            raise AudioError(Message("model.speech.cut_short", path=path)) from err
        raise AudioError(Message("model.speech.not_audio", path=path)) from err
    except (av.error.FFmpegError, OSError) as err:
        raise AudioError(Message("model.speech.damaged", path=path, reason=str(err))) from err
    if not container.streams.audio:
        container.close()
        raise AudioError(Message("model.speech.no_sound_track", path=path))
    return container


def duration_s(path: str | os.PathLike[str]) -> float:
    """Length of the first audio stream of ``path`` in seconds. Raises AudioError (one line).

    The container's stated length when there is one, else the stream's; a file that states none is decoded
    to its end once (a raw ``.aac`` stream)."""
    path = Path(path)
    container = _open(path)
    with container:
        stream = container.streams.audio[0]
        if stream.duration is not None and stream.time_base is not None:
            return float(stream.duration * stream.time_base)
        if container.duration is not None:
            return container.duration / 1_000_000
    return sum(len(c) for c in iter_chunks(path, 600.0)) / SAMPLE_RATE


def iter_chunks(path: str | os.PathLike[str], chunk_s: float, start_chunk: int = 0):
    """Yield the recording as float32 arrays of shape ``(n,)`` at :data:`SAMPLE_RATE`, ``chunk_s`` seconds
    each (the last shorter), from chunk ``start_chunk`` on (seeking there first). Raises AudioError."""
    import av

    path = Path(path)
    per_chunk = int(round(chunk_s * SAMPLE_RATE))
    skip = start_chunk * per_chunk  # samples before the first chunk wanted
    container = _open(path)
    with container:
        stream = container.streams.audio[0]
        if skip and stream.time_base is not None:
            container.seek(int(start_chunk * chunk_s / stream.time_base), stream=stream, backward=True)
        resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
        pending: list[np.ndarray] = []
        have = 0
        position = None  # sample index of the first pending sample
        try:
            for packet in container.demux(stream):
                for frame in packet.decode():
                    if position is None:
                        t = float(frame.pts * frame.time_base) if frame.pts is not None else 0.0
                        position = max(0, int(round(t * SAMPLE_RATE)))
                    for out in resampler.resample(frame):
                        pending.append(out.to_ndarray().reshape(-1))
                        have += pending[-1].size
                    pending, have, position = yield from _emit(pending, have, position, skip, per_chunk)
            for out in resampler.resample(None):
                pending.append(out.to_ndarray().reshape(-1))
                have += pending[-1].size
        except av.error.FFmpegError as err:
            raise AudioError(Message("model.speech.damaged", path=path, reason=str(err))) from err
        pending, have, position = yield from _emit(pending, have, position, skip, per_chunk)
        if have and position is not None:
            samples = np.concatenate(pending)
            if position < skip:
                samples = samples[skip - position :]
            if samples.size:
                yield samples.astype(np.float32, copy=False)


def _emit(pending, have, position, skip, per_chunk):
    """Yield whole chunks out of ``pending`` (dropping samples before ``skip``); return what is left."""
    if position is None:
        return pending, have, position
    if position < skip and have:
        samples = np.concatenate(pending)
        drop = min(skip - position, samples.size)
        samples, position = samples[drop:], position + drop
        pending, have = ([samples] if samples.size else []), samples.size
    while position >= skip and have >= per_chunk:
        samples = np.concatenate(pending)
        yield samples[:per_chunk].astype(np.float32, copy=False)
        rest = samples[per_chunk:]
        pending, have, position = ([rest] if rest.size else []), rest.size, position + per_chunk
    return pending, have, position


SILENT_PEAK = 10 ** (-60 / 20)
"""Loudest sample of a stretch that counts as silence: −60 dBFS (0.001 of full scale). A phone's room noise
sits around −50 to −40 dBFS, so only a muted microphone or digital silence stays below it."""

LISTEN_SPOTS = 48
"""How many one-second places :func:`is_silent` listens to across a recording (seeking to each): the check
costs the same for a 10-hour file as for a 1-minute one."""


def is_silent(path: str | os.PathLike[str], length_s: float) -> bool:
    """True when one second at each of :data:`LISTEN_SPOTS` evenly spaced places of ``path`` (``length_s``
    seconds long) is below :data:`SILENT_PEAK`; a recording under :data:`LISTEN_SPOTS` seconds is heard
    whole. Raises AudioError for an unreadable file."""
    if length_s <= LISTEN_SPOTS:
        return all(float(np.abs(c).max(initial=0.0)) < SILENT_PEAK for c in iter_chunks(path, 60.0))
    for k in range(LISTEN_SPOTS):
        second = int((k + 0.5) * length_s / LISTEN_SPOTS)
        chunks = iter_chunks(path, 1.0, start_chunk=second)
        try:
            heard = next(chunks, np.zeros(0, np.float32))
        finally:
            chunks.close()
        if float(np.abs(heard).max(initial=0.0)) >= SILENT_PEAK:
            return False
    return True


def silent_message(path: str | os.PathLike[str], length_s: float) -> Message:
    """The one line for a recording :func:`is_silent` found silent, naming the file and its length."""
    hours, rest = divmod(int(round(length_s)), 3600)
    if hours:
        return Message("model.speech.silent_hours", path=path, hours=hours, minutes=f"{rest // 60:02d}")
    return Message("model.speech.silent", path=path, minutes=rest // 60, seconds=f"{rest % 60:02d}")


CLIP_RATE = 44100
"""Sample rate of a cut clip, Hz (AAC-LC at CD rate: every browser and phone plays it)."""


def cut_clip(
    source: str | os.PathLike[str], target: str | os.PathLike[str], start_s: float, end_s: float
) -> None:
    """Write seconds ``start_s``–``end_s`` of ``source``'s sound as a mono AAC ``.m4a`` (MP4 container) at
    ``target`` (PyAV's FFmpeg ``aac`` encoder, 96 kb/s). Raises AudioError for an unreadable source."""
    import av

    target = Path(target)
    with av.open(os.fspath(target), "w", format="mp4") as out:
        stream = out.add_stream("aac", rate=CLIP_RATE, layout="mono")
        stream.bit_rate = 96_000
        resampler = av.AudioResampler(format="fltp", layout="mono", rate=CLIP_RATE)
        frames = _clip_frames(Path(source), start_s, end_s, resampler)
        for frame in frames:
            frame.pts = None
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)


def _clip_frames(source: Path, start_s: float, end_s: float, resampler):
    """Resampled frames of ``source`` whose samples fall within ``start_s``–``end_s`` (trimmed to it).

    A resampled sample's time is counted from the first decoded frame's time stamp, sample by sample, so
    the resampler's internal delay never shifts or drops the clip's end."""
    import av

    container = _open(source)
    with container:
        stream = container.streams.audio[0]
        if start_s > 0 and stream.time_base is not None:
            container.seek(int(start_s / stream.time_base), stream=stream, backward=True)
        position: float | None = None  # seconds of the next resampled sample
        frames = container.decode(stream)
        for frame in itertools.chain(frames, [None]):  # None flushes the resampler
            if frame is not None and position is None:
                position = float(frame.pts * frame.time_base) if frame.pts is not None else 0.0
            for out in resampler.resample(frame):
                assert position is not None  # the first frame set it (a flush comes after frames only)
                data = out.to_ndarray()
                first = max(0, int(round((start_s - position) * CLIP_RATE)))
                last = min(data.shape[1], int(round((end_s - position) * CLIP_RATE)))
                position += data.shape[1] / CLIP_RATE
                if last > first:
                    piece = av.AudioFrame.from_ndarray(
                        data[:, first:last].copy(), format="fltp", layout="mono"
                    )
                    piece.sample_rate = CLIP_RATE
                    yield piece
            if position is not None and position >= end_s:
                break
