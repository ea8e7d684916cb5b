""" "Teach the model this person": the training command runs as a separate process (``QProcess``), so a
long training never slows the window, and its progress (one JSON object per line on stdout:
``{"step", "total", "loss", "seconds_per_step", "eta_seconds"}``) is shown as it comes.

The command is ``memorybook train BOOKDIR --person NAME --model M`` (:mod:`app.cli.train`), started with the
same Python as the app. The book is saved first; when the command succeeds, the person's LoRA fields that it
wrote into ``book.json`` are taken into the open book (through the undo stack), so the next autosave keeps
them.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from dataclasses import dataclass

from PySide6.QtCore import QObject, QProcess, Signal, Slot

from app.viewmodels.book import BookViewModel

TERMINATE_WAIT_MS = 5000
"""How long a cancelled training may take to stop before it is killed, in milliseconds."""


def training_available() -> bool:
    """True when the training command ships with this app (``app.cli.train``)."""
    try:
        return importlib.util.find_spec("app.cli.train") is not None
    except ModuleNotFoundError:
        return False


@dataclass
class TrainingProgress:
    """One line of the training command: ``step`` of ``total``, the loss, seconds per step, seconds left."""

    step: int
    total: int
    loss: float | None = None
    seconds_per_step: float | None = None
    eta_seconds: float | None = None

    @classmethod
    def parse(cls, line: str) -> TrainingProgress | None:
        """The progress in one stdout line, or None when the line is not a progress object."""
        try:
            data = json.loads(line)
            return cls(
                step=int(data["step"]),
                total=int(data["total"]),
                loss=_float(data.get("loss")),
                seconds_per_step=_float(data.get("seconds_per_step")),
                eta_seconds=_float(data.get("eta_seconds")),
            )
        except (ValueError, KeyError, TypeError):
            return None


def _float(value) -> float | None:
    return None if value is None else float(value)


class TrainingViewModel(QObject):
    """Runs one training at a time. Signals: ``running_changed(bool)``, ``progress_changed(TrainingProgress)``,
    ``finished_changed(person id)``, ``error_changed(text)``, ``cancelled_changed()``."""

    running_changed = Signal(bool)
    progress_changed = Signal(object)
    finished_changed = Signal(str)
    error_changed = Signal(str)
    cancelled_changed = Signal()

    def __init__(self, book_vm: BookViewModel) -> None:
        super().__init__(book_vm)
        self.book_vm = book_vm
        self.process: QProcess | None = None
        self.person_id: str | None = None
        self._cancelled = False
        self._buffer = b""
        self._errors: list[str] = []

    @property
    def running(self) -> bool:
        """True while a training process runs."""
        return self.process is not None

    def command(self, person_name: str, model: str) -> tuple[str, list[str]]:
        """(program, arguments) of the training command for the open book."""
        root = str(self.book_vm.project.root)
        return sys.executable, ["-m", "app.cli", "train", root, "--person", person_name, "--model", model]

    def start(self, person_id: str, model: str | None, program: tuple[str, list[str]] | None = None) -> bool:
        """Start training ``person_id``'s LoRA on ``model`` (a folder, file or hub id). False (and
        ``error_changed``) when no model is chosen or a training already runs."""
        if self.running or not self.book_vm.is_open:
            return False
        if not model:
            self.error_changed.emit(self.tr("Choose a picture model first (Pictures → Model and engine…)."))
            return False
        person = self.book_vm.book.person(person_id)
        if not person.photos:
            self.error_changed.emit(self.tr("Add a few reference photos of %s first.") % person.name)
            return False
        self.book_vm.save()
        executable, arguments = program or self.command(person.name, model)
        self.person_id, self._cancelled, self._buffer, self._errors = person_id, False, b"", []
        process = QProcess(self)
        process.setProgram(executable)
        process.setArguments(arguments)
        process.readyReadStandardOutput.connect(self._read_stdout)
        process.readyReadStandardError.connect(self._read_stderr)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._failed_to_start)
        self.process = process
        process.start()
        self.running_changed.emit(True)
        return True

    @Slot()
    def cancel(self) -> None:
        """Ask the training to stop (terminate, then kill after :data:`TERMINATE_WAIT_MS`)."""
        if self.process is None:
            return
        self._cancelled = True
        self.process.terminate()
        if not self.process.waitForFinished(TERMINATE_WAIT_MS):
            self.process.kill()
            self.process.waitForFinished(TERMINATE_WAIT_MS)

    # -- the process ----------------------------------------------------------------------------------------
    @Slot()
    def _read_stdout(self) -> None:
        self._buffer += bytes(self.process.readAllStandardOutput().data())
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            progress = TrainingProgress.parse(line.decode("utf-8", "replace"))
            if progress is not None:
                self.progress_changed.emit(progress)

    @Slot()
    def _read_stderr(self) -> None:
        text = bytes(self.process.readAllStandardError().data()).decode("utf-8", "replace")
        self._errors = (self._errors + [t for t in text.splitlines() if t.strip()])[-5:]

    @Slot(QProcess.ProcessError)
    def _failed_to_start(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self.process is not None:
            self.process = None
            self.running_changed.emit(False)
            self.error_changed.emit(self.tr("The training could not be started."))

    @Slot(int, QProcess.ExitStatus)
    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        if self.process is None:
            return
        self.process.deleteLater()
        self.process = None
        self.running_changed.emit(False)
        if self._cancelled:
            self.cancelled_changed.emit()
        elif code == 0 and status == QProcess.ExitStatus.NormalExit:
            self._take_lora()
            self.finished_changed.emit(self.person_id or "")
        else:
            last = next((line for line in reversed(self._errors) if line.strip()), "")
            self.error_changed.emit(self.tr("The training stopped with an error: %s") % last)

    def _take_lora(self) -> None:
        """Copy the LoRA fields the command wrote for the person from ``book.json`` into the open book."""
        from app.book.errors import BookError
        from app.book.project import BookProject

        try:
            on_disk = BookProject.open(self.book_vm.project.root).book.person(self.person_id)
        except (BookError, KeyError):
            return
        values = {"lora": on_disk.lora, "trigger": on_disk.trigger, "base_model": on_disk.base_model}
        self.book_vm.update_person(self.person_id, values)
