"""Recorded conversations in a book: stored once, transcribed, corrected, approved, turned into pages.

Files in the book folder:

- ``recordings/<sha256[:16]><ext>`` — the audio or video as the phone gave it (copied byte for byte,
  atomically; the original is never touched); :attr:`app.book.model.Book.recordings` names it.
- ``transcripts/<recording>.json`` — its :class:`Transcript`: segments (start/end seconds, text, speaker)
  and whether the storyteller approved it; ``transcripts/.<recording>.chunks/`` — the chunks a running
  transcription has finished (:mod:`model.speech.transcribe`), so a killed run resumes.

Nothing from a recording enters a page until its transcript is approved (:func:`suggest_pages` refuses).
Editing the transcript as text (:func:`export_text`, :func:`import_text`) withdraws the approval.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.book.cjk import is_cjk, wrap_separator
from app.book.errors import BookError
from app.book.fileio import atomic_write_bytes, atomic_writer, sha256_file
from app.book.model import Page, RecordingInfo

AUDIO_SUFFIXES = (".m4a", ".mp3", ".wav", ".aac", ".ogg", ".mp4", ".mov")
"""What ``interview add`` takes (decoded with PyAV, so FFmpeg's demuxers decide what is inside)."""

Speaker = Literal["storyteller", "volunteer", "other"]
SPEAKER_MARKS = {"S": "storyteller", "V": "volunteer", "O": "other"}
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
    from model.speech.audio import duration_s

    source = Path(source)
    suffix = source.suffix.lower()
    if suffix not in AUDIO_SUFFIXES:
        raise BookError(f"{source}: not a recording this app reads; give one of {' '.join(AUDIO_SUFFIXES)}")
    length = duration_s(source)  # refuses empty, damaged, silent-less and non-media files
    name = sha256_file(source)[:16] + suffix
    folder = project.root / "recordings"
    folder.mkdir(exist_ok=True)
    target = folder / name
    if not target.is_file():
        with source.open("rb") as src, atomic_writer(target) as dst:
            while block := src.read(1 << 20):
                dst.write(block)
    project.book.recordings[name] = RecordingInfo(
        original_name=source.name, duration_s=round(length, 3), language=language
    )
    return name


def recording_path(project, name: str) -> Path:
    """Path of a stored recording. Raises BookError naming the fix when the book has no such recording."""
    if name not in project.book.recordings:
        known = ", ".join(project.book.recordings) or "none yet"
        raise BookError(
            f"{name}: no such recording in this book (it has: {known}); see `interview show BOOK`"
        )
    path = project.root / "recordings" / name
    if not path.is_file():
        raise BookError(f"{path}: recording missing from the book folder; add it again with `interview add`")
    return path


def transcript_path(project, name: str) -> Path:
    """``transcripts/<name>.json`` (the folder is made when missing)."""
    folder = project.root / "transcripts"
    folder.mkdir(exist_ok=True)
    return folder / f"{name}.json"


def transcribe(project, name: str, model: str, on_progress=None, cancel=None, chunk_s=None) -> Transcript:
    """Transcribe recording ``name`` in a separate process (resuming saved chunks) and save its transcript.

    Every segment is marked as the storyteller's; the volunteer marks their own questions in the edit.
    Raises BookError, ModelError (AudioError), Cancelled.
    """
    from model.speech.process import transcribe_in_process

    path = recording_path(project, name)
    language = project.book.recordings[name].language
    state = project.root / "transcripts" / f".{name}.chunks"
    found = transcribe_in_process(
        path, state, model, language, chunk_s, on_progress=on_progress, cancel=cancel
    )
    transcript = Transcript(
        recording=name,
        model=model,
        language=language,
        segments=[TranscriptSegment(start=s.start, end=max(s.end, s.start), text=s.text) for s in found],
    )
    save_transcript(project, transcript)
    return transcript


def load_transcript(project, name: str) -> Transcript:
    """The saved transcript of ``name``. Raises BookError when it was never transcribed or is unreadable."""
    recording_path(project, name)
    path = transcript_path(project, name)
    if not path.is_file():
        raise BookError(
            f"{name}: not transcribed yet; run `memorybook interview add` with the recording again"
        )
    try:
        return Transcript.model_validate_json(path.read_bytes())
    except ValueError as err:
        raise BookError(
            f"{path}: the transcript is damaged ({str(err).splitlines()[0]}); add it again"
        ) from err


def save_transcript(project, transcript: Transcript) -> None:
    """Write ``transcripts/<recording>.json`` atomically."""
    data = transcript.model_dump_json(indent=1).encode("utf-8")
    atomic_write_bytes(transcript_path(project, transcript.recording), data)


def _clock(seconds: float) -> str:
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes):02d}:{rest:05.2f}"


def export_text(transcript: Transcript) -> str:
    """The transcript as text, one segment a line: ``[mm:ss.ss-mm:ss.ss] S: text`` (S storyteller,
    V volunteer, O other); ``#`` lines are comments. :func:`import_text` reads it back."""
    marks = {v: k for k, v in SPEAKER_MARKS.items()}
    lines = [
        f"# {transcript.recording}: one segment a line — [start-end] SPEAKER: text",
        "# SPEAKER: S storyteller, V volunteer, O another person. To merge two segments, put both texts on",
        "# one line with the first start and the last end; to split one, make two lines and share its time.",
    ]
    lines += [
        f"[{_clock(s.start)}-{_clock(s.end)}] {marks[s.speaker]}: {s.text}" for s in transcript.segments
    ]
    return "\n".join(lines) + "\n"


_LINE = re.compile(r"^\[\s*([0-9:.]+)\s*-\s*([0-9:.]+)\s*\]\s*([SVOsvo])\s*[:：]\s?(.*)$")


def _seconds(text: str, where: str) -> float:
    try:
        parts = [float(p) for p in text.split(":")]
    except ValueError:
        raise BookError(f"{where}: {text!r} is not a time; write minutes:seconds such as 01:02.50") from None
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
        where = f"{source}, line {number}"
        match = _LINE.match(line.strip())
        if not match:
            raise BookError(
                f"{where}: expected '[mm:ss.ss-mm:ss.ss] S: text' (S, V or O), found {line[:40]!r}"
            )
        start, end = _seconds(match[1], where), _seconds(match[2], where)
        if end < start or end > duration_s + 0.5:
            raise BookError(
                f"{where}: the time {match[1]}-{match[2]} is not inside the recording "
                f"(0-{_clock(duration_s)}, end after start); correct it"
            )
        if match[4].strip():
            segments.append(
                TranscriptSegment(
                    start=start, end=end, text=match[4].strip(), speaker=SPEAKER_MARKS[match[3].upper()]
                )
            )
    segments.sort(key=lambda s: (s.start, s.end))
    changed = segments != transcript.segments
    return transcript.model_copy(
        update={"segments": segments, "approved": transcript.approved and not changed}
    )


@dataclass
class SuggestedPage:
    """A page suggested from a transcript: its text, a title, and the time span (seconds) it came from."""

    title: str
    text: str
    start: float
    end: float


def _join(before: str, after: str) -> str:
    if not before:
        return after
    if is_cjk(after[:1]) and before[-1:] not in "。！？；…，、”":
        before += "，"  # a pause Whisper left unpunctuated, as a Chinese reader expects it
    return before + wrap_separator(before, after) + after


def _finish(text: str) -> str:
    if text and text[-1] not in '.!?…。！？”"':
        text += "。" if is_cjk(text[-1]) else "."
    return text


def _title(text: str) -> str:
    """The first clause of ``text``: at most 12 characters of Chinese, 6 words of English."""
    first = re.split(r"[。！？；，,.!?;]", text, maxsplit=1)[0].strip()
    if any(is_cjk(ch) for ch in first):
        return first[:12]
    return " ".join(first.split()[:6])


def suggest_pages(
    transcript: Transcript, target_chars: int = 400, pause_s: float = 3.0
) -> list[SuggestedPage]:
    """Pages from an approved transcript: the storyteller's segments only, a new page after a pause of at
    least ``pause_s`` seconds or once a page holds ``target_chars`` characters. Lines join as the story
    import joins wrapped lines (:func:`app.book.cjk.wrap_separator`); numbers and names stay as spoken.

    Raises BookError when the transcript is not approved.
    """
    if not transcript.approved:
        raise BookError(
            f"{transcript.recording}: the transcript is not approved yet; read it with the storyteller, then run "
            f"`memorybook interview approve BOOK {transcript.recording}`"
        )
    pages: list[SuggestedPage] = []
    current: SuggestedPage | None = None
    for seg in transcript.segments:
        if seg.speaker != "storyteller":
            continue
        if current and (seg.start - current.end >= pause_s or len(current.text) >= target_chars):
            pages.append(current)
            current = None
        if current is None:
            current = SuggestedPage("", seg.text, seg.start, seg.end)
        else:
            current.text, current.end = _join(current.text, seg.text), seg.end
    if current:
        pages.append(current)
    for page in pages:
        page.text = _finish(page.text)
        page.title = _title(page.text)
    return pages


def accept_pages(project, name: str, pages: list[SuggestedPage]) -> list[Page]:
    """Add ``pages`` (from recording ``name``) at the end of the book, keeping their time spans; returns them.
    The book is not saved."""
    added = [
        Page(title=p.title, text=p.text, recording=name, recording_start_s=p.start, recording_end_s=p.end)
        for p in pages
    ]
    project.book.pages.extend(added)
    return added
