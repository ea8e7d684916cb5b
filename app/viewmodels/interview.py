"""“Add from a recording…” in the app: recordings transcribed in the background, the transcript corrected
segment by segment with the storyteller, approved, and turned into pages.

:class:`InterviewViewModel` runs :func:`app.book.recordings.store_recording` and
:func:`app.book.recordings.transcribe_stored` as one job of the window's
:class:`~app.viewmodels.worker.WorkerBridge` (the recogniser itself runs in its own ``spawn`` process,
:mod:`model.speech.process`), so the window never waits; Cancel stops it and the finished chunks stay for the
next try. The transcript edits are the core's (:func:`app.book.recordings.edit_segment`, ``merge_segments``,
``split_segment``): each is written to ``transcripts/<recording>.json`` at once and withdraws the approval.
Pages come only from an approved transcript (:mod:`app.book.interview_pages`); accepting them puts them after
the current page as one undo step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from app.book.errors import BookError
from app.viewmodels import commands
from app.viewmodels.messages import translate_message, translate_messages
from words import Message, message_of, say

if TYPE_CHECKING:
    from app.book.recordings import Transcript

JOB_ADD = "interview-add"
SPEAKERS = ("storyteller", "volunteer", "other")
"""The speaker marks, in the order the view offers them."""


class InterviewViewModel(QObject):
    """Signals: ``progress_changed(fraction 0-1, label)``, ``busy_changed(bool)``, ``failed(message)``,
    ``problems_changed(list of lines)``, ``recordings_changed()``, ``transcript_changed()``,
    ``suggestions_changed()``, ``pages_accepted(count)`` and ``play_requested(path, start ms, end ms)``.

    ``name`` is the recording shown, ``transcript`` its :class:`~app.book.recordings.Transcript` (None when
    none is chosen), ``suggestions`` the pages suggested from it (:class:`SuggestedPage`)."""

    progress_changed = Signal(float, str)
    busy_changed = Signal(bool)
    failed = Signal(str)
    problems_changed = Signal(list)
    recordings_changed = Signal()
    transcript_changed = Signal()
    suggestions_changed = Signal()
    pages_accepted = Signal(int)
    play_requested = Signal(str, int, int)

    def __init__(self, book_vm, bridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book_vm, self.bridge = book_vm, bridge
        self.name: str | None = None
        self.transcript: Transcript | None = None
        self.suggestions: list = []
        self.busy = False
        bridge.progress_changed.connect(self._progress)
        bridge.job_finished.connect(self._finished)
        bridge.job_failed.connect(self._failed)
        bridge.job_cancelled.connect(self._cancelled)

    # -- recordings ---------------------------------------------------------------------------------
    def recordings(self) -> list[tuple[str, str]]:
        """(file name, label "original.m4a  3:05") of the open book's recordings, in the order added."""
        if self.book_vm.project is None:
            return []
        out = []
        for name, info in self.book_vm.book.recordings.items():
            minutes, seconds = divmod(int(round(info.duration_s)), 60)
            out.append((name, f"{info.original_name}  {minutes}:{seconds:02d}"))
        return out

    def add(self, paths: list[str | Path], language: str = "auto", model: str | None = None) -> None:
        """Copy ``paths`` into the book and transcribe them in the background (``language``: auto, zh, yue,
        en; ``model``: a speech model name, else the language's default, :func:`model.speech.models.
        default_model`). A file that cannot be heard is one line of ``problems_changed``; the others go on.
        Where speech cannot be turned into text (the light app: :func:`model.installed.can_transcribe`) each
        recording is kept with a transcript to type by hand (:func:`app.book.recordings.typed_transcript`)."""
        from model.installed import can_transcribe
        from model.speech.models import default_model

        if self.book_vm.project is None or not paths:
            return
        root, model = self.book_vm.project.root, model or default_model(language)
        files = [Path(p) for p in paths]
        recognise = can_transcribe()

        def run(ctx):
            return _store_and_transcribe(root, files, language, model, ctx, recognise)

        self._set_busy(True)
        self.bridge.submit(JOB_ADD, run)

    def cancel(self) -> None:
        """Stop the transcription; the chunks it finished are kept, so adding the file again resumes."""
        self.bridge.cancel(JOB_ADD)

    def select(self, name: str | None) -> None:
        """Show recording ``name``'s transcript (``failed`` when it cannot be read)."""
        from app.book.recordings import load_transcript

        self.name, self.transcript, self.suggestions = name, None, []
        if name is not None and self.book_vm.project is not None:
            try:
                self.transcript = load_transcript(self.book_vm.project, name)
            except BookError as err:
                self.failed.emit(translate_message(message_of(err)))
        self.transcript_changed.emit()
        self.suggestions_changed.emit()

    # -- the transcript -----------------------------------------------------------------------------
    def set_text(self, index: int, text: str) -> None:
        """Replace segment ``index``'s text (no change, no write)."""
        from app.book.recordings import edit_segment

        if self.transcript is not None and self.transcript.segments[index].text != text.strip():
            self._apply(lambda t: edit_segment(t, index, text=text))

    def set_speaker(self, index: int, speaker: str) -> None:
        """Mark segment ``index`` as spoken by ``speaker`` (one of :data:`SPEAKERS`)."""
        from app.book.recordings import edit_segment

        if self.transcript is not None and self.transcript.segments[index].speaker != speaker:
            self._apply(lambda t: edit_segment(t, index, speaker=speaker))

    def merge(self, index: int) -> None:
        """Merge segment ``index`` with the next."""
        from app.book.recordings import merge_segments

        self._apply(lambda t: merge_segments(t, index))

    def split(self, index: int, at: int) -> None:
        """Split segment ``index`` before character ``at``."""
        from app.book.recordings import split_segment

        self._apply(lambda t: split_segment(t, index, at))

    def set_approved(self, approved: bool) -> None:
        """The storyteller read the transcript and agrees (or withdraws it)."""
        if self.transcript is not None and self.transcript.approved != approved:
            self._apply(lambda t: t.model_copy(update={"approved": approved}))

    def play(self, index: int) -> None:
        """Ask the view to play segment ``index`` of the recording (``play_requested``)."""
        from app.book.recordings import recording_path

        if self.transcript is None or self.book_vm.project is None or self.name is None:
            return
        seg = self.transcript.segments[index]
        try:
            path = recording_path(self.book_vm.project, self.name)
        except BookError as err:
            self.failed.emit(translate_message(message_of(err)))
            return
        self.play_requested.emit(str(path), round(seg.start * 1000), round(seg.end * 1000))

    def _apply(self, edit) -> None:
        from app.book.recordings import save_transcript

        if self.transcript is None:
            return
        try:
            changed = edit(self.transcript)
            save_transcript(self.book_vm.project, changed)
        except (BookError, OSError, ValueError) as err:
            self.failed.emit(translate_message(_first_line(message_of(err))))
            return
        self.transcript = changed
        if not changed.approved and self.suggestions:
            self.suggestions = []
            self.suggestions_changed.emit()
        self.transcript_changed.emit()

    # -- pages ----------------------------------------------------------------------------------------
    def suggest(self, target_chars: int = 400, pause_s: float = 3.0) -> None:
        """Suggest pages from the approved transcript (``failed`` when it is not approved)."""
        from app.book.interview_pages import suggest_pages

        if (
            self.transcript is not None and not self.transcript.approved
        ):  # the app's words for the core's rule
            self.failed.emit(say(Message("app.interview.not_approved")))
            return
        self._pages(lambda _pages, transcript: suggest_pages(transcript, target_chars, pause_s))

    def merge_page(self, index: int) -> None:
        """Merge suggested page ``index`` with the next."""
        from app.book.interview_pages import merge_pages

        self._pages(lambda pages, _transcript: merge_pages(pages, index))

    def split_page(self, index: int, at: int) -> None:
        """Split suggested page ``index`` before character ``at`` (at a segment boundary in time)."""
        from app.book.interview_pages import split_page

        self._pages(lambda pages, transcript: split_page(pages, index, at, transcript))

    def _pages(self, change: Callable[[list, Transcript], list]) -> None:
        """The suggested pages changed by ``change(pages, transcript)``, with a transcript loaded."""
        if self.transcript is None:
            return
        try:
            self.suggestions = change(self.suggestions, self.transcript)
        except BookError as err:
            self.failed.emit(translate_message(message_of(err)))
            return
        self.suggestions_changed.emit()

    def accept(self) -> None:
        """Put the suggested pages after the current page, as one undo step; ``pages_accepted(count)``."""
        from app.book.interview_pages import pages_for

        vm = self.book_vm
        if not self.suggestions or vm.project is None or self.transcript is None or self.name is None:
            self.pages_accepted.emit(0)
            return
        row = vm.current_row + 1
        added = pages_for(self.name, self.suggestions)
        vm.undo_stack.beginMacro(self.tr("Add pages from a recording"))
        for offset, page in enumerate(added):
            vm.undo_stack.push(commands.InsertPage(vm, row + offset, page, self.tr("Add page")))
        vm.undo_stack.endMacro()
        self.suggestions = []
        self.suggestions_changed.emit()
        self.pages_accepted.emit(len(added))

    # -- results (GUI thread) ---------------------------------------------------------------------------
    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)

    @Slot(str, object)
    def _progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_ADD:
            fraction, label = payload
            self.progress_changed.emit(float(fraction), label)

    @Slot(str, object)
    def _finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind != JOB_ADD:
            return
        root, added, problems = result
        self._set_busy(False)
        self.problems_changed.emit(translate_messages(problems))
        vm = self.book_vm
        if vm.project is None or vm.project.root != root or not added:
            return
        recordings = {**vm.book.recordings, **{name: info for name, info in added}}
        vm.set_book_fields({"recordings": recordings}, self.tr("Add a recording"))
        vm.save()
        self.recordings_changed.emit()
        self.select(added[-1][0])

    @Slot(str, object)
    def _failed(self, kind: str, message: Message | str) -> None:
        if kind == JOB_ADD:
            self._set_busy(False)
            self.failed.emit(translate_message(message))

    @Slot(str)
    def _cancelled(self, kind: str) -> None:
        if kind == JOB_ADD:
            self._set_busy(False)


def _store_and_transcribe(root: Path, files: list[Path], language: str, model: str, ctx, recognise=True):
    """The worker's job: each file stored and transcribed (without ``recognise``: given a transcript to type
    by hand); returns (root, [(name, RecordingInfo)], problems). Raises Cancelled when the volunteer cancels
    (what was finished stays on disk)."""
    from app.book.recordings import store_recording, transcribe_stored, typed_transcript
    from model.errors import ModelError

    added, problems = [], []
    for number, file in enumerate(files):

        def progress(p, number=number, file=file):
            fraction = (number + p.done / max(p.total, 1)) / len(files)
            ctx.report((fraction, f"{file.name}  {p.done}/{p.total}"))

        try:
            name, info = store_recording(root, file, language)
            if recognise:
                transcribe_stored(root, name, language, model, progress, cancel=lambda: ctx.cancel.cancelled)
            else:
                typed_transcript(root, name, info)
        except (BookError, ModelError, OSError) as err:  # Cancelled is none of these: it ends the job
            problems.append(message_of(err))
            continue
        added.append((name, info))
    return root, added, problems


def _first_line(message: Message | str) -> Message | str:
    """A message as it is; a text (a library's validation error) only its first line."""
    return message if isinstance(message, Message) else message.splitlines()[0]
