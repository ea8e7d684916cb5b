"""Stills from home videos in the app: decoding in the background, the volunteer ticks the stills to keep.

:class:`VideoStillsViewModel` runs :func:`app.book.video_import.find_stills` as a job of the one
:class:`~app.viewmodels.worker.WorkerBridge` (its own decoding processes under it when the computer has cores to
spare), reports progress with the time code reached, and hands the stills to the dialog with small
thumbnails (``QImage``, safe to make off the GUI thread). :meth:`VideoStillsViewModel.keep` stores the ticked
stills through the photo intake — again in the worker — and puts each on a new page after the current one,
as one undoable step. Nothing is stored before the volunteer keeps stills; cancelling stops the decoding and
leaves the book as it was.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PIL import ImageQt
from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QImage

from app.book.model import Page
from app.viewmodels import commands
from app.viewmodels.messages import translate_message, translate_messages
from words import Message

JOB_FIND = "video-stills"
JOB_KEEP = "video-keep"
THUMB_PX = 200
"""Long side of a still's thumbnail in the grid, in pixels."""


def decoding_processes() -> int:
    """Worker processes for decoding in the app: half the computer's cores, at least 2 and at most 4. Always
    separate processes, never the worker thread itself: dlib's face detector holds Python's GIL for up to
    seconds, which would stop the window."""
    return max(2, min(4, (os.cpu_count() or 2) // 2))


class VideoStillsViewModel(QObject):
    """Signals: ``progress_changed(fraction 0-1, label "name.mp4 0:12.3")``, ``stills_ready(list of
    (label, QImage thumbnail))``, ``problems_changed(list of translated lines)``, ``kept(count)``,
    ``busy_changed(bool)``, ``failed(message)``."""

    progress_changed = Signal(float, str)
    stills_ready = Signal(list)
    problems_changed = Signal(list)
    kept = Signal(int)
    busy_changed = Signal(bool)
    failed = Signal(str)

    def __init__(self, book_vm, bridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book_vm, self.bridge = book_vm, bridge
        self.stills: list = []
        self.busy = False
        bridge.progress_changed.connect(self._progress)
        bridge.job_finished.connect(self._finished)
        bridge.job_failed.connect(self._failed)
        bridge.job_cancelled.connect(self._cancelled)

    def find(self, videos: list[str | Path], every_s: float, max_per_video: int) -> None:
        """Start finding the stills of ``videos`` in the background (any earlier search is cancelled)."""
        from app.book.likeness import reference_photo_paths

        self.bridge.cancel(JOB_FIND)
        self.stills = []
        processes = decoding_processes()
        people = reference_photo_paths(self.book_vm.project) if self.book_vm.project is not None else {}

        def run(ctx):
            from app.book.video import time_code
            from app.book.video_import import find_stills  # imported here: av, cv2 and dlib take a while

            results = find_stills(
                videos, every_s=every_s, max_per_video=max_per_video, processes=processes,
                progress=lambda done, total, label: ctx.report((done / total, label)),
                should_stop=lambda: ctx.cancel.cancelled,
                people=people,
            )  # fmt: skip
            shown = [
                ((s, f"{s.video.name}  {time_code(s.time_s)}"), _thumbnail(s.image))
                for r in results
                for s in r.stills
            ]
            return shown, [p for r in results for p in r.problems]

        self._set_busy(True)
        self.bridge.submit(JOB_FIND, run)

    def cancel(self) -> None:
        """Stop the search (nothing has been stored)."""
        self.bridge.cancel(JOB_FIND)

    def keep(self, rows: list[int]) -> None:
        """Store the stills at ``rows`` (of the last ``stills_ready`` list) in the book and put each on a new
        page after the current one; ``kept(count)`` follows."""
        from app.book.video_import import store_stills

        chosen = [self.stills[r] for r in sorted(set(rows)) if 0 <= r < len(self.stills)]
        if not chosen or self.book_vm.project is None:
            self.kept.emit(0)
            return
        root = self.book_vm.project.root
        self._set_busy(True)
        self.bridge.submit(JOB_KEEP, lambda _ctx: (root, store_stills(root / "photos", chosen)))

    # -- results (GUI thread) ---------------------------------------------------------------------------
    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)

    @Slot(str, object)
    def _progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_FIND:
            fraction, label = payload
            self.progress_changed.emit(float(fraction), label)

    @Slot(str, object)
    def _finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_FIND:
            shown, problems = result
            self.stills = [still for (still, _), _ in shown]
            self.problems_changed.emit(translate_messages(problems))
            self.stills_ready.emit([(label, thumb) for (_, label), thumb in shown])
            self._set_busy(False)
        elif kind == JOB_KEEP:
            root, stored = result
            self._set_busy(False)
            self.kept.emit(self._put_on_pages(root, stored))

    def _put_on_pages(self, root: Path, stored: list) -> int:
        vm = self.book_vm
        if vm.project is None or vm.project.root != root:
            return 0
        row = vm.current_row + 1
        vm.undo_stack.beginMacro(self.tr("Add stills from video"))
        for offset, (name, info) in enumerate(stored):
            vm.book.photos.setdefault(name, info)
            page = Page(photo=name)  # the photo record keeps the video and time code
            vm.undo_stack.push(commands.InsertPage(vm, row + offset, page, self.tr("Add page")))
        vm.undo_stack.endMacro()
        return len(stored)

    @Slot(str, object)
    def _failed(self, kind: str, message: Message | str) -> None:
        if kind in (JOB_FIND, JOB_KEEP):
            self._set_busy(False)
            self.failed.emit(translate_message(message))

    @Slot(str)
    def _cancelled(self, kind: str) -> None:
        if kind in (JOB_FIND, JOB_KEEP):
            self._set_busy(False)


def _thumbnail(image) -> QImage:
    small = image.copy()
    small.thumbnail((THUMB_PX, THUMB_PX))
    return ImageQt.ImageQt(small.convert("RGBA")).copy()
