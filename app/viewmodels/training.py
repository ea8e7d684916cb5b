""" "Teach the model this person": the training command runs as a separate process (``QProcess``), so a
long training never slows the window, and its progress (one JSON object per line on stdout:
``{"step", "total", "loss", "seconds_per_step", "eta_seconds"}``) is shown as it comes.

The command is ``memorybook train BOOKDIR --person NAME --model M [--era ERA] --json`` (:mod:`app.cli.train`),
started with the same Python as the app: the whole life, or one era of it (grandmother at 20, from that era's
photos; the pages set in that era use its LoRA). The book is saved first; when the command succeeds, the LoRA
fields it wrote into ``book.json`` (the person's, or the era's) are taken into the open book (through the undo
stack), so the next autosave keeps them.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

import psutil
from PySide6.QtCore import QObject, QProcess, QTimer, Signal, Slot

if TYPE_CHECKING:
    from app.book.model import Person

from app.viewmodels.book import BookViewModel
from words import Message, say

STOP_WAIT_MS = 20000
TREE_POLL_MS = 150
"""How often a stopped training's processes are checked for having ended (ms)."""
"""How long a cancelled training may take to stop before it is killed, in milliseconds (the command gives its
own processes 15 s)."""


def training_available() -> bool:
    """True when the training command ships with this app (``app.cli.train``) and can run here: the light app
    carries the command but not what it runs (:func:`model.installed.can_train`)."""
    from model.installed import can_train

    try:
        return importlib.util.find_spec("app.cli.train") is not None and can_train()
    except ModuleNotFoundError:
        return False


MESSAGE_MARK = "train_lora: message: "
"""How the training script writes its error as a message (``words.Message.to_json``) after its English line."""


def last_error(lines: list[str], code: int) -> Message | str:
    """The training script's last error in ``lines`` (its last stderr lines): the message it wrote (said in the
    app's language), else the text after its ``error:`` (a library's own words), else its last line, else
    the exit status."""
    for line in reversed(lines):
        if MESSAGE_MARK in line:
            try:
                return Message.from_json(json.loads(line.split(MESSAGE_MARK, 1)[1]))
            except (ValueError, TypeError, AttributeError, RecursionError):
                continue
    errors = [e.split("error:", 1)[1].strip() for e in lines if "error:" in e]
    return errors[-1] if errors else (lines[-1] if lines else str(code))


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
        """The progress in one JSON line of ``memorybook train --json``, or None when it holds none."""
        line = line.strip()
        if not line.startswith("{"):
            return None
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
        self.era: str | None = None
        self._cancelled = False
        self._buffers = {"out": b"", "err": b""}
        self._errors: list[str] = []
        self._last_step = -1
        self._tree: list[psutil.Process] = []
        self._kill_timer = QTimer(self)
        self._kill_timer.setSingleShot(True)
        self._kill_timer.setInterval(STOP_WAIT_MS)
        self._kill_timer.timeout.connect(self._kill)

    @property
    def running(self) -> bool:
        """True while a training process runs (or, after a stop, any process it started still runs)."""
        return self.process is not None or bool(self._tree)

    def command(self, person_name: str, model: str, era: str | None = None) -> tuple[str, list[str]]:
        """(program, arguments) of the training command for the open book (``era``: one era's name, None: the
        whole life)."""
        root = str(self.book_vm.open_project.root)
        arguments = ["-m", "app.cli", "train", root, "--person", person_name, "--model", model]
        return sys.executable, [*arguments, *(["--era", era] if era else []), "--json"]

    def start(
        self,
        person_id: str,
        model: str | None,
        program: tuple[str, list[str]] | None = None,
        extra: list[str] | None = None,
        era: str | None = None,
    ) -> bool:
        """Start training ``person_id``'s LoRA on ``model`` (a folder, file or hub id) from the photos of their
        ``era`` (its name; None: the whole life, their own reference photos). False (and ``error_changed``) when
        no model is chosen, the era is gone or has no photos, or a training already runs."""
        if self.running or not self.book_vm.is_open:
            return False
        person = self.book_vm.book.person(person_id)
        chosen = next((e for e in person.eras if e.name == era), None) if era else None
        if era and chosen is None:
            self.error_changed.emit(say(Message("app.training.no_era", person=person.name, era=era)))
            return False
        if not (chosen.photos if chosen else person.photos):
            what = f"{person.name} ({era})" if era else person.name
            self.error_changed.emit(say(Message("app.training.no_photos", who=what)))
            return False
        if not model:
            self.error_changed.emit(say(Message("app.training.no_model")))
            return False
        self.book_vm.save()
        executable, arguments = program or self.command(person.id, model, era)
        arguments = [*arguments, *(extra or [])]
        self.person_id, self._cancelled, self._errors, self._last_step = person_id, False, [], -1
        self.era = era
        self._tree = []
        self._buffers = {"out": b"", "err": b""}
        process = QProcess(self)
        process.setProgram(executable)
        process.setArguments(arguments)
        process.readyReadStandardOutput.connect(self._read_stdout)
        process.readyReadStandardError.connect(self._read_stderr)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._failed_to_start)
        # the stop is a SIGINT: never ignored because the app was started so (nohup, `&` in a script)
        if os.name == "posix":
            process.setUnixProcessParameters(QProcess.UnixProcessFlag.ResetSignalHandlers)
        self.process = process
        process.start()
        self.running_changed.emit(True)
        return True

    @Slot()
    def cancel(self) -> None:
        """Ask the training to stop: SIGINT (the command then stops every process it started), killed after
        :data:`STOP_WAIT_MS` if it is still there. Returns at once; ``cancelled_changed`` follows. The command
        starts with every signal at its default (Qt's ``ResetSignalHandlers``): an app started in the background
        (``nohup``, ``&`` in a script: SIGINT ignored, and inherited so) would otherwise never see it stop."""
        if self.process is None or self._cancelled:
            return
        self._cancelled = True
        pid = self.process.processId()
        self._remember_tree()
        if os.name == "posix" and pid > 0:
            os.kill(pid, signal.SIGINT)
        else:  # pragma: no cover - Windows has no SIGINT for another process
            self.process.terminate()
        self._kill_timer.start()

    def stop(self) -> None:
        """Cancel and wait until the process has ended (used when the app closes)."""
        if self.process is None:
            return
        process = self.process
        self.cancel()
        if not process.waitForFinished(STOP_WAIT_MS):
            process.kill()
            process.waitForFinished(STOP_WAIT_MS)

    @Slot()
    def _kill(self) -> None:
        if self.process is not None:
            self.process.kill()
        for child in self._tree:
            try:
                child.kill()
            except psutil.Error:
                pass

    def _remember_tree(self) -> None:
        """Add the processes the training command has started so far to :attr:`_tree` (taken at each step and at
        the stop: a worker seen once is waited for even if a later look misses it, or it has been reparented)."""
        pid = self.process.processId() if self.process is not None else 0
        try:
            found = psutil.Process(pid).children(recursive=True) if pid > 0 else []
        except psutil.Error:
            found = []
        self._tree = [*self._tree, *(child for child in found if child not in self._tree)]

    def _tree_alive(self) -> list[psutil.Process]:
        """The processes the training started (Accelerate's workers) that still run."""
        alive = []
        for child in self._tree:
            try:
                if child.is_running() and child.status() != psutil.STATUS_ZOMBIE:
                    alive.append(child)
            except psutil.Error:
                pass
        return alive

    @Slot()
    def _wait_for_tree(self) -> None:
        """After a stop: ``cancelled_changed`` (and ``running_changed(False)``) only once every process of the
        training has ended — "stopped" is never shown while a worker still trains. Polled every
        :data:`TREE_POLL_MS`; what is still there after :data:`STOP_WAIT_MS` is killed."""
        self._tree = self._tree_alive()
        if self._tree:
            if not self._kill_timer.isActive():
                self._kill()
            QTimer.singleShot(TREE_POLL_MS, self._wait_for_tree)
            return
        self._kill_timer.stop()
        self.running_changed.emit(False)
        self.cancelled_changed.emit()

    # -- the process ----------------------------------------------------------------------------------------
    @Slot()
    def _read_stdout(self) -> None:
        if self.process is not None:
            self._read("out", bytes(self.process.readAllStandardOutput().data()))

    @Slot()
    def _read_stderr(self) -> None:
        if self.process is not None:
            self._read("err", bytes(self.process.readAllStandardError().data()))

    def _read(self, stream: str, data: bytes) -> None:
        """Split ``data`` into lines and report progress and errors."""
        data = self._buffers[stream] + data
        *parts, self._buffers[stream] = re.split(rb"[\r\n]", data)
        for raw in parts:
            line = raw.decode("utf-8", "replace").strip()
            if not line:
                continue
            progress = TrainingProgress.parse(line)
            if progress is not None:
                if progress.step != self._last_step:
                    self._last_step = progress.step
                    self._remember_tree()
                    self.progress_changed.emit(progress)
            elif stream == "err":
                self._errors = (self._errors + [line])[-5:]

    @Slot(QProcess.ProcessError)
    def _failed_to_start(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self.process is not None:
            self.process = None
            self.running_changed.emit(False)
            self.error_changed.emit(say(Message("app.training.not_started")))

    @Slot(int, QProcess.ExitStatus)
    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        if self.process is None:
            return
        self.process.deleteLater()
        self.process = None
        if self._cancelled:
            self._wait_for_tree()
            return
        self._kill_timer.stop()
        self._tree = []  # ended by itself: its workers ended with it (Accelerate waits for them)
        self.running_changed.emit(False)
        if code == 0 and status == QProcess.ExitStatus.NormalExit:
            self._take_lora()
            self.finished_changed.emit(self.person_id or "")
        else:
            self.error_changed.emit(
                say(Message("app.training.failed", reason=last_error(self._errors, code)))
            )

    def _take_lora(self) -> None:
        """Copy the LoRA fields the command wrote from ``book.json`` into the open book — the person's ``lora``,
        ``trigger`` and ``base_model``, or for an era's training that era's ``lora`` and the trigger — then save
        the open book (the command wrote the book as it was when training began)."""
        from app.book.errors import BookError
        from app.book.project import BookProject

        person_id = self.person_id or ""  # the person trained ("": none, which no person is)
        on_disk: Person | None
        person: Person | None
        try:
            on_disk = BookProject.open(self.book_vm.open_project.root).book.person(person_id)
            person = self.book_vm.book.person(person_id)
        except (BookError, KeyError):
            on_disk = person = None
        if on_disk is None or person is None:
            pass
        elif self.era is None and on_disk.lora:
            values = {"lora": on_disk.lora, "trigger": on_disk.trigger, "base_model": on_disk.base_model}
            self.book_vm.update_person(person_id, values)
        elif self.era is not None:
            learned = next((e.lora for e in on_disk.eras if e.name == self.era and e.lora), None)
            eras = [e.model_dump() for e in person.eras]
            for era in eras:
                if era["name"] == self.era and learned:
                    era["lora"] = learned
            if learned:
                self.book_vm.update_person(person_id, {"eras": eras, "trigger": on_disk.trigger})
        self.book_vm.save()
