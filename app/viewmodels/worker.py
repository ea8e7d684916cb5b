"""The one worker bridge: long work (illustrating, exporting, rendering a PDF) runs in one background thread.

A :class:`WorkerBridge` owns a ``QThread`` and a ``QObject`` worker moved into it. The GUI thread submits a
job (a plain callable taking a :class:`JobContext`); the worker runs jobs one at a time, in order, and every
result, progress report and error comes back to the GUI thread through queued signals. Jobs never touch
widgets or ``QPixmap`` (a job may build a ``QImage``, which is safe in any thread). Cancelling sets the
job's :class:`model.api.CancelToken`; the engines check it between steps and raise
:class:`model.errors.Cancelled`. :meth:`WorkerBridge.shutdown` cancels, stops the thread and waits for it, so
Qt never reports "QThread: Destroyed while thread is still running". Before its thread starts, the bridge
hands garbage collection to the GUI thread (:func:`app.viewmodels.gc_guard.collect_in_the_gui_thread`): a
collection started by the worker's allocations must never destroy the GUI thread's Qt objects.
"""

from __future__ import annotations

import logging
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from app.viewmodels.gc_guard import collect_in_the_gui_thread
from model.cancel import CancelToken
from words import Message, message_of

log = logging.getLogger(__name__)


@dataclass
class JobContext:
    """What a running job gets: its cancel token and ``report(payload)`` to send progress to the GUI."""

    cancel: CancelToken
    report: Callable[[Any], None]


@dataclass
class Job:
    """One piece of background work. ``run(ctx)`` returns the result delivered by ``job_finished``."""

    kind: str
    run: Callable[[JobContext], Any]
    cancel: CancelToken = field(default_factory=CancelToken)


def describe_error(err: BaseException) -> Message | str:
    """What a person is told of a failed job: the :class:`words.Message` of a BookError/ModelError (its text
    while the core still raises some in English), else ``app.unexpected``: the error's type and text, and the log
    that holds its traceback (:data:`app.console.LOG_NAME` in :func:`app.console.log_dir`)."""
    from app.book.errors import BookError, os_reason
    from model.errors import ModelError

    message = message_of(err)
    if isinstance(err, OSError) and err.strerror and not isinstance(message, Message):  # "[Errno 13] …"
        reason = os_reason(err)  # the system's reason by its errno, said in the interface language
        return Message("located", where=str(err.filename), message=reason) if err.filename else reason
    if isinstance(err, (BookError, ModelError, OSError)):
        return message
    from app.console import LOG_NAME, log_dir

    return Message("app.unexpected", kind=type(err).__name__, text=str(err), log=str(log_dir() / LOG_NAME))


class _Worker(QObject):
    """Lives in the worker thread; runs each job it is handed and reports by signals (queued to the GUI)."""

    progress = Signal(str, object)
    finished = Signal(str, object)
    failed = Signal(str, object)
    cancelled = Signal(str)

    @Slot(object)
    def run_job(self, job: Job) -> None:
        """Run ``job`` here, in the worker thread, and report its end by a signal."""
        from model.errors import Cancelled

        ctx = JobContext(cancel=job.cancel, report=lambda payload: self.progress.emit(job.kind, payload))
        try:
            if job.cancel.cancelled:
                raise Cancelled()
            result = job.run(ctx)
        except Cancelled:
            self.cancelled.emit(job.kind)
        except Exception as err:  # reported at one boundary, as one line
            # an unexpected error's traceback is what the log is for (app.unexpected points the reader there)
            expected = isinstance(message_of(err), Message)
            (log.debug if expected else log.error)("job %s failed:\n%s", job.kind, traceback.format_exc())
            self.failed.emit(job.kind, describe_error(err))
        else:
            self.finished.emit(job.kind, result)


class WorkerBridge(QObject):
    """Runs jobs in one background thread, in order; signals arrive in the GUI thread.

    Signals: ``busy_changed(bool)``, ``progress_changed(kind, payload)``, ``job_finished(kind, result)``,
    ``job_failed(kind, message)`` (a :class:`words.Message` or, for what is not yet one, a line), ``job_cancelled(kind)``.
    """

    busy_changed = Signal(bool)
    progress_changed = Signal(str, object)
    job_finished = Signal(str, object)
    job_failed = Signal(str, object)
    job_cancelled = Signal(str)
    _start = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        collect_in_the_gui_thread()  # from now on no collection starts in the worker thread
        self._thread = QThread()
        self._thread.setObjectName("memorybook-worker")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._start.connect(self._worker.run_job)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.cancelled.connect(self._on_cancelled)
        self._queue: deque[Job] = deque()
        self._current: Job | None = None
        self._held = False
        self._thread.start()

    # -- state ------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a job runs or waits."""
        return self._current is not None or bool(self._queue)

    def running_kind(self) -> str | None:
        """The kind of the running job, or None."""
        return self._current.kind if self._current else None

    def has_job(self, kind: str) -> bool:
        """True when a job of ``kind`` runs or waits."""
        return any(job.kind == kind for job in ([self._current] if self._current else []) + list(self._queue))

    # -- submitting and cancelling -------------------------------------------------------------------
    def submit(self, kind: str, run: Callable[[JobContext], Any]) -> Job:
        """Queue ``run`` (called in the worker thread with a :class:`JobContext`); returns the job."""
        job = Job(kind, run)
        was_busy = self.busy
        self._queue.append(job)
        self._next()
        if not was_busy:
            self.busy_changed.emit(True)
        return job

    def hold(self) -> None:
        """Keep submitted jobs waiting (queued, not started) until :meth:`release` (the main window holds them
        until its first frame is painted: :mod:`app.ui.window_start`)."""
        self._held = True

    def release(self) -> None:
        """Start the jobs that waited since :meth:`hold`, one after another as usual."""
        self._held = False
        self._next()

    def cancel(self, kind: str | None = None) -> None:
        """Cancel the running job and drop waiting ones (only those of ``kind`` when given)."""
        kept = deque(job for job in self._queue if kind is not None and job.kind != kind)
        dropped = [job for job in self._queue if job not in kept]
        self._queue = kept
        for job in dropped:
            self.job_cancelled.emit(job.kind)
        if self._current and (kind is None or self._current.kind == kind):
            self._current.cancel.cancel()
        if not self.busy:
            self.busy_changed.emit(False)

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """Cancel everything, stop the thread and wait for it (at most ``timeout_ms``). True when stopped."""
        self._queue.clear()
        if self._current:
            self._current.cancel.cancel()
        self._thread.quit()
        stopped = self._thread.wait(timeout_ms)
        return bool(stopped)

    # -- worker results (GUI thread) ----------------------------------------------------------------
    def _next(self) -> None:
        if self._current is None and self._queue and not self._held and self._thread.isRunning():
            self._current = self._queue.popleft()
            self._start.emit(self._current)

    def _done(self) -> None:
        self._current = None
        self._next()
        if not self.busy:
            self.busy_changed.emit(False)

    @Slot(str, object)
    def _on_progress(self, kind: str, payload: object) -> None:
        self.progress_changed.emit(kind, payload)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: object) -> None:
        self._done()
        self.job_finished.emit(kind, result)

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
        self._done()
        self.job_failed.emit(kind, message)

    @Slot(str)
    def _on_cancelled(self, kind: str) -> None:
        self._done()
        self.job_cancelled.emit(kind)
