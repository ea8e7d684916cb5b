"""Clips for the voice tests: the committed espeak-ng clip (tests/data/voice), longer ones made from it,
and files that cannot be heard."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

DATA = Path(__file__).parent / "data" / "voice"
ENGLISH_CLIP = DATA / "grandmother_en.m4a"
ENGLISH_TEXT = "My grandmother grew up in a small village by the river. Every morning she walked to school with her brother."


def samples_of(path: Path) -> np.ndarray:
    """The whole clip at 16 kHz mono float32 (small test clips only)."""
    from model.speech.audio import iter_chunks

    return np.concatenate(list(iter_chunks(path, 600.0)))


def write_wav(path: Path, samples: np.ndarray, rate: int = 16000) -> Path:
    """``samples`` (float32 -1..1) as a 16-bit mono WAV file at ``path``."""
    pcm = (np.clip(samples, -1, 1) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())
    return path


def repeated_clip(path: Path, times: int) -> Path:
    """The English clip ``times`` times over with a second of silence between, as WAV."""
    speech = samples_of(ENGLISH_CLIP)
    gap = np.zeros(16000, np.float32)
    return write_wav(path, np.concatenate([np.concatenate([speech, gap])] * times))


def video_without_sound(path: Path) -> Path:
    """A 5-frame MP4 with a picture and no sound track."""
    import av

    with av.open(str(path), "w") as out:
        stream = out.add_stream("mpeg4", rate=5)
        stream.width, stream.height, stream.pix_fmt = 64, 48, "yuv420p"
        for i in range(5):
            frame = av.VideoFrame.from_ndarray(np.full((48, 64, 3), i * 40, np.uint8), format="rgb24")
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return path


def word_error_rate(reference: str, hypothesis: str) -> float:
    """Word error rate: word-level Levenshtein distance / reference words (lower case, letters only)."""
    import re

    ref = re.sub(r"[^a-z' ]", " ", reference.lower()).split()
    hyp = re.sub(r"[^a-z' ]", " ", hypothesis.lower()).split()
    row = list(range(len(hyp) + 1))
    for i, word in enumerate(ref, start=1):
        prev, row[0] = row[0], i
        for j, other in enumerate(hyp, start=1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (word != other))
    return row[-1] / len(ref)


def silent_wav(path: Path, hours: float, rate: int = 8000) -> Path:
    """A WAV of ``hours`` of digital silence (16-bit mono at ``rate`` Hz) made in an instant: the header is
    written and the file is extended with ``truncate``, which leaves a sparse file of zero bytes (zero is
    silence in signed PCM), so 10 hours take no disk blocks and no time to write."""
    import struct

    data = int(hours * 3600 * rate) * 2
    header = b"RIFF" + struct.pack("<I", 36 + data) + b"WAVE"
    header += b"fmt " + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16)
    header += b"data" + struct.pack("<I", data)
    with path.open("wb") as fh:
        fh.write(header)
        fh.truncate(len(header) + data)
    return path


def silent_child(conn, seconds: float) -> None:
    """A stand-in for a stuck transcription child: holds its end of the pipe and says nothing."""
    import time

    time.sleep(seconds)
    conn.close()
