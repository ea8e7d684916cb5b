"""The "Teach the model this person" control of the people panel: start, progress (steps, time left), stop."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from app.settings import Settings
from app.viewmodels.training import TrainingProgress, TrainingViewModel


class TrainingControl(QWidget):
    """Drives :class:`TrainingViewModel` for the person ``current_person()`` returns."""

    def __init__(
        self,
        vm: TrainingViewModel,
        settings: Settings,
        current_person: Callable,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.vm, self.settings, self.current_person = vm, settings, current_person
        self.start_button = QPushButton()
        self.stop_button = QPushButton()
        self.bar = QProgressBar()
        self.status = QLabel()
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.bar)
        layout.addWidget(self.status)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(vm.cancel)
        vm.running_changed.connect(self._running)
        vm.progress_changed.connect(self._progress)
        vm.finished_changed.connect(
            lambda _p: self.status.setText(self.tr("Done: the model now knows this person."))
        )
        vm.error_changed.connect(self.status.setText)
        vm.cancelled_changed.connect(lambda: self.status.setText(self.tr("Stopped.")))
        self.retranslate()
        self._running(vm.running)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.start_button.setText(self.tr("Teach the model this person"))
        self.stop_button.setText(self.tr("Stop"))
        self.start_button.setToolTip(
            self.tr(
                "Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU."
            )
        )

    @Slot()
    def start(self) -> None:
        """Start training the selected person's LoRA on the chosen model."""
        person = self.current_person()
        if person is not None:
            # the base model: the book's own, else the one chosen in Pictures → Model and engine
            model = self.vm.book_vm.book.illustration.model or self.settings.model
            if self.vm.start(person.id, model):
                self.status.setText(self.tr("Starting the training…"))

    @Slot(bool)
    def _running(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.bar.setVisible(running)

    @Slot(object)
    def _progress(self, progress: TrainingProgress) -> None:
        self.bar.setRange(0, max(progress.total, 1))
        self.bar.setValue(progress.step)
        parts = [self.tr("step %s of %s") % (progress.step, progress.total)]
        if progress.eta_seconds is not None:
            parts.append(self.tr("about %s min left") % max(1, round(progress.eta_seconds / 60)))
        if progress.loss is not None:
            parts.append(self.tr("loss %.3f") % progress.loss)
        self.status.setText(" · ".join(parts))
