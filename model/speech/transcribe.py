"""Transcription with faster-whisper, one chunk at a time, each finished chunk saved so a killed run resumes.

``state_dir`` holds ``chunk-00000.json`` … (one per finished chunk: its segments, in recording seconds) and
``job.json`` (the model, language and chunk length the run was started with; a different request starts
afresh). A run killed with ``kill -9`` loses at most the chunk it was decoding. Each file is written to a
temporary name and moved into place (``os.replace``), so a chunk file is whole or absent.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from model.errors import Cancelled, ModelError
from model.speech.audio import SAMPLE_RATE, SILENT_PEAK, duration_s, iter_chunks
from model.speech.models import default_model, find_model
from words import Message

CHUNK_SECONDS = 300.0
"""Five-minute chunks: 19.2 MB of float32 samples each; Whisper itself works in 30 s windows inside one."""


@dataclass
class Segment:
    """A stretch of speech: ``start``/``end`` in seconds from the recording's start, its ``text``."""

    start: float
    end: float
    text: str


@dataclass
class ChunkProgress:
    """Progress of a transcription: ``done`` of ``total`` chunks finished; ``resumed`` of them were saved
    by an earlier run."""

    done: int
    total: int
    resumed: int = 0


def _write_json(path: Path, data) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _prepare_state(state_dir: Path, job: dict) -> None:
    """Keep saved chunks only when they come from the same job; else start afresh."""
    state_dir.mkdir(parents=True, exist_ok=True)
    job_file = state_dir / "job.json"
    try:
        same = json.loads(job_file.read_text(encoding="utf-8")) == job
    except (OSError, ValueError):
        same = False
    if not same:
        for old in state_dir.glob("chunk-*.json"):
            old.unlink()
        _write_json(job_file, job)


def _saved(state_dir: Path, index: int) -> list[Segment] | None:
    try:
        data = json.loads((state_dir / f"chunk-{index:05d}.json").read_text(encoding="utf-8"))
        return [Segment(float(s["start"]), float(s["end"]), str(s["text"])) for s in data]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def load_whisper(model_name: str, threads: int = 0):
    """A ``faster_whisper.WhisperModel`` on the CPU (int8: CTranslate2's fastest CPU type). Raises ModelError."""
    found = find_model(model_name)
    return _load(found, model_name, threads)


def _load(found, model_name: str, threads: int):
    from faster_whisper import WhisperModel

    try:
        return WhisperModel(os.fspath(found.path), device="cpu", compute_type="int8", cpu_threads=threads)
    except (RuntimeError, ValueError, OSError) as err:
        raise ModelError(Message("model.speech.unloadable", name=model_name, reason=str(err))) from err


def transcribe_file(
    path: str | os.PathLike[str],
    state_dir: str | os.PathLike[str],
    model_name: str,
    language: str = "auto",
    chunk_s: float = CHUNK_SECONDS,
    on_progress: Callable[[ChunkProgress], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> list[Segment]:
    """All segments of the recording at ``path``, in time order, resuming from chunks saved in ``state_dir``.

    ``language``: ``auto`` (Whisper detects it per chunk), ``zh``, ``yue`` or ``en``. Raises AudioError for a
    file that cannot be heard, ModelError for a missing model, Cancelled when ``cancel()`` turns true
    (between Whisper's 30 s windows; finished chunks stay saved).
    """
    path, state_dir = Path(path), Path(state_dir)
    found = find_model(model_name)
    if not found.speaks(language):
        spoken = Message("model.speech.english_only") if found.languages == ("en",) else list(found.languages)
        raise ModelError(
            Message(
                "model.speech.wrong_language",
                name=model_name,
                spoken=spoken,
                language=language,
                model=default_model(language),
            )
        )
    total_s = duration_s(path)
    total = max(1, int(-(-total_s // chunk_s)))
    _prepare_state(state_dir, {"model": model_name, "language": language, "chunk_s": chunk_s})
    segments: list[Segment] = []
    first_missing = next((i for i in range(total) if _saved(state_dir, i) is None), total)
    for i in range(first_missing):
        segments += _saved(state_dir, i) or []
    resumed = first_missing
    if on_progress:
        on_progress(ChunkProgress(first_missing, total, resumed))
    if first_missing < total:
        whisper = _load(found, model_name, 0)
        for index, samples in enumerate(iter_chunks(path, chunk_s, first_missing), start=first_missing):
            heard = _transcribe_chunk(whisper, samples, index * chunk_s, language, cancel)
            _write_json(state_dir / f"chunk-{index:05d}.json", [asdict(s) for s in heard])
            segments += heard
            if on_progress:
                on_progress(ChunkProgress(min(index + 1, total), total, resumed))
    return segments


def _transcribe_chunk(whisper, samples, offset_s: float, language: str, cancel) -> list[Segment]:
    """Segments of one chunk (float32 ``(n,)`` at 16 kHz), their times moved by ``offset_s`` seconds."""
    if samples.size < SAMPLE_RATE // 10:  # under 0.1 s: nothing Whisper could hear
        return []
    if float(np.abs(samples).max()) < SILENT_PEAK:  # a silent chunk: Whisper would only invent "Thank you."
        return []
    lang = None if language == "auto" else language
    pieces, _info = whisper.transcribe(samples, language=lang, beam_size=5, vad_filter=False)
    out = []
    length = samples.size / SAMPLE_RATE
    for piece in pieces:  # a generator: each 30 s window is decoded as it is asked for
        if cancel and cancel():
            raise Cancelled(Message("model.speech.cancelled"))
        text = piece.text.strip()
        if text and piece.start < length:  # Whisper can stamp times past a short chunk's end: kept inside it
            start, end = piece.start, min(max(piece.end, piece.start), length)
            out.append(Segment(round(offset_s + start, 2), round(offset_s + end, 2), text))
    return out
