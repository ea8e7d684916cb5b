"""Recorded conversations in a book: stored once, transcribed, corrected, approved, turned into pages.

Files in the book folder:

- ``recordings/<sha256[:16]><ext>`` — the audio or video as the phone gave it (copied byte for byte,
  atomically; the original is never touched); :attr:`app.book.model.Book.recordings` names it.
- ``transcripts/<recording>.json`` — its :class:`Transcript`: segments (start/end seconds, text, speaker)
  and whether the storyteller approved it; ``transcripts/.<recording>.chunks/`` — the chunks a running
  transcription has finished (:mod:`model.speech.transcribe`), so a killed run resumes.

Nothing from a recording enters a page until its transcript is approved
(:func:`app.book.interview_pages.suggest_pages` refuses). Editing the transcript — as text (:func:`export_text`,
:func:`import_text`) or segment by segment in the app (:func:`edit_segment`, :func:`merge_segments`,
:func:`split_segment`) — withdraws the approval.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.book.cjk import wrap_separator
from app.book.errors import BookError, located
from app.book.fileio import atomic_write_bytes, atomic_writer, printable_name, sha256_file
from app.book.model import RecordingInfo
from words import Message, say

AUDIO_SUFFIXES = (".m4a", ".mp3", ".wav", ".aac", ".ogg", ".mp4", ".mov")
"""What ``interview add`` takes (decoded with PyAV, so FFmpeg's demuxers decide what is inside)."""

Speaker = Literal["storyteller", "volunteer", "other"]
SPEAKER_MARKS: dict[str, Speaker] = {"S": "storyteller", "V": "volunteer", "O": "other"}
"""One letter per speaker in the text form of a transcript (:func:`export_text`)."""


class TranscriptSegment(BaseModel):
    """A stretch of the conversation: seconds from the recording's start, its text, who spoke."""

    model_config = ConfigDict(extra="forbid")
    start: float = Field(ge=0)
    end: float = Field(ge=0)
    text: str = Field(max_length=20000)
    speaker: Speaker = "storyteller"


class Transcript(BaseModel):
    """``transcripts/<recording>.json``: the segments in time order and the storyteller's approval."""

    model_config = ConfigDict(extra="forbid")
    recording: str
    model: str = ""
    language: str = "auto"
    approved: bool = False
    segments: list[TranscriptSegment] = Field(default_factory=list)


def add_recording(project, source: str | Path, language: str = "auto") -> str:
    """Copy ``source`` into ``recordings/`` (stored once by content) and register it; returns its file name.

    Raises BookError for a suffix not in :data:`AUDIO_SUFFIXES`, AudioError (one line) for a file that cannot
    be heard. The book is not saved; call ``project.save()``.
    """
    name, info = store_recording(project.root, source, language)
    project.book.recordings[name] = info
    return name


def store_recording(root: Path, source: str | Path, language: str = "auto") -> tuple[str, RecordingInfo]:
    """Copy ``source`` into ``root/recordings/`` (once by content; atomically) without touching ``book.json``;
    returns its file name and the :class:`RecordingInfo` to register. Safe off the GUI thread.

    Raises BookError for a suffix not in :data:`AUDIO_SUFFIXES`, AudioError (one line) for a file that cannot
    be heard (empty, damaged, no sound track, not media, or silent throughout:
    :func:`model.speech.audio.is_silent`)."""
    from model.speech.audio import AudioError, duration_s, is_silent, silent_message

    source = Path(source)
    suffix = source.suffix.lower()
    if suffix not in AUDIO_SUFFIXES:
        kinds = " ".join(AUDIO_SUFFIXES)
        raise BookError(located(source, Message("book.recording.not_a_recording", suffixes=kinds)))
    length = duration_s(source)  # refuses empty, damaged, silent-less and non-media files
    if is_silent(source, length):  # before hashing and copying: a 10-hour silence costs 48 seeks
        raise AudioError(silent_message(source, length))
    name = sha256_file(source)[:16] + suffix
    folder = Path(root) / "recordings"
    folder.mkdir(exist_ok=True)
    target = folder / name
    if not target.is_file():
        with source.open("rb") as src, atomic_writer(target) as dst:
            while block := src.read(1 << 20):
                dst.write(block)
    return name, RecordingInfo(
        original_name=printable_name(source.name), duration_s=round(length, 3), language=language
    )


def recording_path(project, name: str) -> Path:
    """Path of a stored recording. Raises BookError naming the fix when the book has no such recording."""
    if name not in project.book.recordings:
        known = list(project.book.recordings) or Message("book.recording.none_yet")
        raise BookError(located(name, Message("book.recording.no_such_recording", known=known)))
    path = project.root / "recordings" / name
    if not path.is_file():
        raise BookError(located(path, Message("book.recording.missing")))
    return path


def transcript_path(project, name: str) -> Path:
    """``transcripts/<name>.json`` (the folder is made when missing)."""
    return _transcript_file(project.root, name)


def _transcript_file(root: Path, name: str) -> Path:
    folder = Path(root) / "transcripts"
    folder.mkdir(exist_ok=True)
    return folder / f"{name}.json"


def transcribe(project, name: str, model: str, on_progress=None, cancel=None, chunk_s=None) -> Transcript:
    """Transcribe recording ``name`` in a separate process (resuming saved chunks) and save its transcript.

    Every segment is marked as the storyteller's; the volunteer marks their own questions in the edit.
    Raises BookError, ModelError (AudioError), Cancelled.
    """
    recording_path(project, name)
    language = project.book.recordings[name].language
    return transcribe_stored(project.root, name, language, model, on_progress, cancel, chunk_s)


def transcribe_stored(
    root: Path, name: str, language: str, model: str, on_progress=None, cancel=None, chunk_s=None
) -> Transcript:
    """:func:`transcribe` for ``root/recordings/<name>`` without reading ``book.json`` (the app's worker
    thread calls it before the recording is registered). Raises ModelError (AudioError), Cancelled."""
    from model.speech.process import transcribe_in_process

    root = Path(root)
    state = root / "transcripts" / f".{name}.chunks"
    found = transcribe_in_process(
        root / "recordings" / name, state, model, language, chunk_s, on_progress=on_progress, cancel=cancel
    )
    transcript = Transcript(
        recording=name,
        model=model,
        language=language,
        segments=[TranscriptSegment(start=s.start, end=max(s.end, s.start), text=s.text) for s in found],
    )
    _write_transcript(root, transcript)
    return transcript


def typed_transcript(root: Path, name: str, info: RecordingInfo) -> Transcript:
    """The transcript of ``root/recordings/<name>`` to be typed by hand, where speech cannot be turned into
    text (the light app, :func:`model.installed.can_transcribe`): one empty segment over the whole recording
    (``info.duration_s``), the storyteller's, written to ``transcripts/<name>.json``. A transcript already
    there (typed earlier, or made by the full app) is kept and returned instead; one that cannot be read is
    replaced."""
    path = _transcript_file(root, name)
    if path.is_file():
        try:
            return Transcript.model_validate_json(path.read_bytes())
        except ValueError:
            pass
    transcript = Transcript(
        recording=name,
        language=info.language,
        segments=[TranscriptSegment(start=0.0, end=max(info.duration_s, 0.0), text="")],
    )
    _write_transcript(root, transcript)
    return transcript


def load_transcript(project, name: str) -> Transcript:
    """The saved transcript of ``name``. Raises BookError when it was never transcribed or is unreadable."""
    recording_path(project, name)
    path = transcript_path(project, name)
    if not path.is_file():
        raise BookError(located(name, Message("book.transcript.not_yet")))
    try:
        return Transcript.model_validate_json(path.read_bytes())
    except ValueError as err:
        detail = str(err).splitlines()[0] if str(err) else type(err).__name__
        raise BookError(located(path, Message("book.transcript.damaged", detail=detail))) from err


def save_transcript(project, transcript: Transcript) -> None:
    """Write ``transcripts/<recording>.json`` atomically."""
    _write_transcript(project.root, transcript)


def _write_transcript(root: Path, transcript: Transcript) -> None:
    data = transcript.model_dump_json(indent=1).encode("utf-8")
    atomic_write_bytes(_transcript_file(root, transcript.recording), data)


def _clock(seconds: float) -> str:
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes):02d}:{rest:05.2f}"


def export_text(transcript: Transcript, language: str | None = None) -> str:
    """The transcript as text, one segment a line: ``[mm:ss.ss-mm:ss.ss] S: text`` (S storyteller,
    V volunteer, O other); ``#`` lines are comments, the instructions said in ``language`` (default: the
    language the edge set, :func:`words.used_language`). :func:`import_text` reads it back."""
    marks = {v: k for k, v in SPEAKER_MARKS.items()}
    how = [
        Message("book.transcript.how_lines", recording=transcript.recording),
        Message("book.transcript.how_edit"),
    ]
    lines = [f"# {line}" for message in how for line in say(message, language).splitlines()]
    lines += [
        f"[{_clock(s.start)}-{_clock(s.end)}] {marks[s.speaker]}: {s.text}" for s in transcript.segments
    ]
    return "\n".join(lines) + "\n"


_LINE = re.compile(r"^\[\s*([0-9:.]+)\s*-\s*([0-9:.]+)\s*\]\s*([SVOsvo])\s*[:：]\s?(.*)$")


def _seconds(text: str, where: Message) -> float:
    try:
        parts = [float(p) for p in text.split(":")]
    except ValueError:
        raise BookError(located(where, Message("book.transcript.not_a_time", text=repr(text)))) from None
    value = 0.0
    for part in parts:
        value = value * 60 + part
    return value


def import_text(text: str, transcript: Transcript, duration_s: float, source: str) -> Transcript:
    """The transcript as edited in ``text`` (the :func:`export_text` form); the approval is withdrawn when
    anything changed. Raises BookError naming ``source`` and the line for a line that cannot be read, a time
    past the recording's end (``duration_s``, seconds) or an end before its start."""
    segments = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        where = Message("book.transcript.line", source=source, line=number)
        match = _LINE.match(line.strip())
        if not match:
            raise BookError(located(where, Message("book.transcript.bad_line", found=repr(line[:40]))))
        start, end = _seconds(match[1], where), _seconds(match[2], where)
        if end < start or end > duration_s + 0.5:
            outside = Message(
                "book.transcript.time_outside", start=match[1], end=match[2], length=_clock(duration_s)
            )
            raise BookError(located(where, outside))
        if match[4].strip():
            segments.append(
                TranscriptSegment(
                    start=start, end=end, text=match[4].strip(), speaker=SPEAKER_MARKS[match[3].upper()]
                )
            )
    segments.sort(key=lambda s: (s.start, s.end))
    return _edited(transcript, segments)


# -- editing in the app's transcript view (app/viewmodels/interview.py); every edit withdraws the approval --
def _edited(transcript: Transcript, segments: list[TranscriptSegment]) -> Transcript:
    changed = segments != transcript.segments
    return transcript.model_copy(
        update={"segments": segments, "approved": transcript.approved and not changed}
    )


def _segment(transcript: Transcript, index: int) -> TranscriptSegment:
    if not 0 <= index < len(transcript.segments):
        missing = Message("book.transcript.no_segment", number=index + 1, count=len(transcript.segments))
        raise BookError(located(transcript.recording, missing))
    return transcript.segments[index]


def edit_segment(transcript: Transcript, index: int, text: str | None = None, speaker: str | None = None):
    """The transcript with segment ``index``'s text and/or speaker replaced (``speaker``: storyteller,
    volunteer or other). Raises BookError for an index out of range, ValueError for an unknown speaker."""
    old = _segment(transcript, index)
    update = {} if text is None else {"text": text.strip()}
    if speaker is not None:
        update["speaker"] = speaker
    new = TranscriptSegment.model_validate({**old.model_dump(), **update})
    return _edited(transcript, [*transcript.segments[:index], new, *transcript.segments[index + 1 :]])


def merge_segments(transcript: Transcript, index: int) -> Transcript:
    """Segment ``index`` and the next as one: the first's start and speaker, the second's end, the texts
    joined as wrapped lines join (:func:`app.book.cjk.wrap_separator`). Raises BookError when there is no
    next segment."""
    first, second = _segment(transcript, index), _segment(transcript, index + 1)
    text = first.text + wrap_separator(first.text, second.text) + second.text
    merged = first.model_copy(update={"end": max(first.end, second.end), "text": text})
    return _edited(transcript, [*transcript.segments[:index], merged, *transcript.segments[index + 2 :]])


def split_segment(transcript: Transcript, index: int, at: int) -> Transcript:
    """Segment ``index`` cut before character ``at`` of its text into two of the same speaker.

    The cut's time is estimated in proportion to the characters before it (speech runs at a roughly even
    rate within one Whisper segment, which covers at most 30 s); the volunteer can correct it in the text
    form. Raises BookError when ``at`` leaves either part without text."""
    seg = _segment(transcript, index)
    before, after = seg.text[:at].strip(), seg.text[at:].strip()
    if not before or not after:
        cursor = Message("book.transcript.split_where", number=index + 1)
        raise BookError(located(transcript.recording, cursor))
    cut = round(seg.start + (seg.end - seg.start) * at / len(seg.text), 2)
    parts = [
        seg.model_copy(update={"end": cut, "text": before}),
        seg.model_copy(update={"start": cut, "text": after}),
    ]
    return _edited(transcript, [*transcript.segments[:index], *parts, *transcript.segments[index + 1 :]])
