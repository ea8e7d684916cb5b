"""Cancel in the app's transcript view (“Add from a recording…”) while a recording is being transcribed: the
transcription process stops, the chunks transcribed so far are kept (adding the recording again resumes from
them, not redoing them), and nothing half-written is left — no transcript, no temporary file, the recording
copied whole and not yet in book.json (issue 28, item 1; the process-level cancel is in test_voice_speech.py).
"""

from __future__ import annotations

import json
import re

import psutil

import model.speech.transcribe
from app.ui.interview_dialog import open_interview_dialog
from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from tests.test_voice_speech import needs_tiny_en
from tests.voice_helpers import repeated_clip

CHUNK_S = 2.0
"""Chunks of 2 s instead of 5 min, so that a 16 s clip has 8 and the cancel lands between them."""

PROGRESS = re.compile(r"(?P<done>\d+)/(?P<total>\d+)\Z")
HALF_WRITTEN = re.compile(r"^\..+\.(tmp|part)$|\.tmp$|\.part$")
"""The names of files being written (app/book/fileio.py: ``.<target>.<pid>.<random>.tmp``, ``.part``)."""


def speech_processes(before: set[int]) -> list[psutil.Process]:
    """This process's children started since ``before`` that run a ``spawn`` child (the recogniser's)."""
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if child.pid not in before and "spawn_main" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.NoSuchProcess:
            continue
    return found


@needs_tiny_en
def test_cancel_stops_the_transcription_and_keeps_the_finished_chunks(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    monkeypatch.setattr(model.speech.transcribe, "CHUNK_SECONDS", CHUNK_S)
    clip = repeated_clip(tmp_path / "long.wav", 2)  # about 16 s of speech and pauses: 8 chunks
    root = window.vm.project.root
    recordings_before = dict(window.vm.book.recordings)
    dialog = open_interview_dialog(window)
    dialog.language.setCurrentIndex(3)  # English: tiny.en
    vm = window.interview_vm
    before = {p.pid for p in psutil.Process().children(recursive=True)}
    running: list[psutil.Process] = []

    def cancel_after_two_chunks(_fraction: float, label: str) -> None:
        match = PROGRESS.search(label)
        if match and int(match["done"]) >= 2 and not running:
            running.extend(speech_processes(before))  # the recogniser, alive while it reports
            dialog.cancel.click()

    vm.progress_changed.connect(cancel_after_two_chunks)
    with qtbot.waitSignal(vm.busy_changed, check_params_cb=lambda busy: not busy, timeout=180_000):
        dialog.choose_recordings([str(clip)])
        assert dialog.cancel.isEnabled()
    vm.progress_changed.disconnect(cancel_after_two_chunks)

    assert running, "the transcription ran in a process of its own"
    for process in running:  # stopped (and reaped): none of it goes on in the background
        assert not psutil.pid_exists(process.pid) or process.status() == psutil.STATUS_ZOMBIE
    assert not dialog.cancel.isEnabled() and dialog.add.isEnabled()

    (state,) = (root / "transcripts").glob(".*.chunks")
    name = state.name[1 : -len(".chunks")]
    kept = sorted(state.glob("chunk-*.json"))
    assert 2 <= len(kept) < 8, [p.name for p in kept]  # the finished chunks stay, the rest was not done
    kept_segments = [json.loads(path.read_text("utf-8")) for path in kept]  # whole JSON, each one
    assert any(segment["text"] for chunk in kept_segments for segment in chunk)
    assert not (root / "transcripts" / f"{name}.json").exists(), "no transcript from a cancelled run"
    assert [p for p in root.rglob("*") if HALF_WRITTEN.search(p.name)] == []
    assert (root / "recordings" / name).read_bytes() == clip.read_bytes()  # copied whole
    assert window.vm.book.recordings == recordings_before  # not in the book until transcribed

    stamps = {path.name: path.stat().st_mtime_ns for path in kept}
    with qtbot.waitSignal(vm.recordings_changed, timeout=180_000):  # adding it again resumes
        dialog.choose_recordings([str(clip)])
    assert {p.name: p.stat().st_mtime_ns for p in kept} == stamps, "the kept chunks were not redone"
    assert len(list(state.glob("chunk-*.json"))) == 8
    transcript = json.loads((root / "transcripts" / f"{name}.json").read_text("utf-8"))
    texts = [segment["text"] for segment in transcript["segments"]]
    head = [segment["text"] for chunk in kept_segments for segment in chunk]
    assert texts[: len(head)] == head and len(texts) > len(head)
    assert name in window.vm.book.recordings
    dialog.reject()
