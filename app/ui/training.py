"""The "Teach the model this person" control of the people panel: which time of their life to learn (their
whole life, or one era: grandmother at 20 from that era's photos), start, progress (steps, time left), stop."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.settings import Settings
from app.viewmodels.training import TrainingProgress, TrainingViewModel

TRAINING_STEPS = 400
"""Steps of the training the app starts (``memorybook train``'s default)."""
ASSUMED_SECONDS_PER_STEP = 2.4
"""Seconds per step assumed before a training has been measured here: Stable Diffusion 1.5 LoRA steps at
512 px on a laptop CPU (400 steps took 14–18 minutes in the volunteer tests)."""


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
        self.era_label = QLabel()
        # the whole life, then each era of the person (shown only when they have eras); a long era name must not
        # widen the people panel on a small screen: the box keeps about 10 characters, the name in its tooltip
        self.era_box = QComboBox()
        self.era_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.era_box.setMinimumContentsLength(10)
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
        era_row = QHBoxLayout()
        era_row.addWidget(self.era_label)
        era_row.addWidget(self.era_box, 1)
        layout.addLayout(era_row)
        layout.addLayout(row)
        layout.addWidget(self.bar)
        layout.addWidget(self.status)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        vm.running_changed.connect(self._running)
        vm.progress_changed.connect(self._progress)
        vm.finished_changed.connect(
            lambda _p: self.status.setText(self.tr("Done: the model now knows this person."))
        )

        def ended(running: bool) -> None:  # keep the measured speed
            if not running:
                self.settings.save()

        vm.running_changed.connect(ended)
        vm.error_changed.connect(self.status.setText)
        vm.cancelled_changed.connect(lambda: self.status.setText(self.tr("Stopped.")))
        self.retranslate()
        self._running(vm.running)
        self.show_person(None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_person(self, person) -> None:
        """Offer ``person``'s eras to learn (``app.book.model.Person`` or None): their whole life first, then
        each era by name (the era chosen before stays chosen while it is there: an edit of the person redraws
        the list); the choice is hidden for a person without eras (the whole life is all there is)."""
        chosen = self.era_box.currentData()
        self.era_box.clear()
        self.era_box.addItem(self.tr("their whole life"), None)
        for era in person.eras if person is not None else []:
            self.era_box.addItem(era.name, era.name)
            self.era_box.setItemData(self.era_box.count() - 1, era.name, Qt.ItemDataRole.ToolTipRole)
        self.era_box.setCurrentIndex(max(0, self.era_box.findData(chosen)) if chosen else 0)
        visible = bool(person is not None and person.eras)
        self.era_label.setVisible(visible)
        self.era_box.setVisible(visible)

    def chosen_era(self) -> str | None:
        """The era chosen to learn (its name), or None for the whole life."""
        return self.era_box.currentData() if self.era_box.isVisibleTo(self) else None

    def retranslate(self) -> None:
        self.era_label.setText(self.tr("Learn from:"))
        if self.era_box.count():
            self.era_box.setItemText(0, self.tr("their whole life"))
        self.start_button.setText(self.tr("Teach the model this person"))
        self.stop_button.setText(self.tr("Stop"))
        self.start_button.setToolTip(
            self.tr(
                "Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU."
            )
        )

    def estimate_minutes(self) -> tuple[int, bool]:
        """(minutes, measured): how long :data:`TRAINING_STEPS` steps take here — from the last training's
        seconds per step when there was one, else :data:`ASSUMED_SECONDS_PER_STEP`."""
        measured = self.settings.training_seconds_per_step
        seconds = TRAINING_STEPS * (measured or ASSUMED_SECONDS_PER_STEP)
        return max(1, round(seconds / 60)), measured is not None

    def confirm(self, name: str) -> bool:
        """Ask before a training that takes many minutes (the time estimated, and how it was)."""
        minutes, measured = self.estimate_minutes()
        how = (
            self.tr("measured by the last training on this computer")
            if measured
            else self.tr("an estimate; the first training measures it")
        )
        text = self.tr(
            "Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn "
            "more slowly meanwhile. Start now?"
        )
        answer = QMessageBox.question(
            self,
            self.tr("Teach the model this person"),
            text.replace("%1", name).replace("%2", str(minutes)).replace("%3", how),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot()
    def start(self) -> None:
        """Start training the selected person's LoRA on the chosen model, once the person has agreed to the
        time it takes (not asked when the training could not start anyway: the reason is shown instead)."""
        person = self.current_person()
        if person is None:
            return
        # the base model: the book's own, else the one chosen in Pictures → Model and engine
        model = self.vm.book_vm.book.illustration.model or self.settings.model
        era_name = self.chosen_era()
        era = next((e for e in person.eras if e.name == era_name), None)
        photos = era.photos if era is not None else person.photos
        could_start = bool(photos and model and not self.vm.running)
        who = f"{person.name} ({era_name})" if era is not None else person.name
        if could_start and not self.confirm(who):
            return
        if self.vm.start(person.id, model, era=era_name):
            self.status.setText(self.tr("Starting the training…"))

    @Slot()
    def stop(self) -> None:
        """Ask the training to stop; "stopped" follows only when its processes have ended."""
        if self.vm.running:
            self.status.setText(self.tr("Stopping…"))
            self.vm.cancel()

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
        self.status.setText(" · ".join(parts))
        # the loss means nothing to a volunteer; it stays within reach for whoever looks into a training
        self.status.setToolTip(
            self.tr("training loss %.3f") % progress.loss if progress.loss is not None else ""
        )
        if progress.seconds_per_step and progress.step >= 2:  # the first step includes loading the model
            self.settings.training_seconds_per_step = progress.seconds_per_step
