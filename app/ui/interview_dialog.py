"""“Add from a recording…”: the transcript of a conversation, corrected with the storyteller and approved.

The volunteer chooses recordings (m4a, mp3, wav, aac, ogg, mp4, mov); :class:`~app.viewmodels.interview.
InterviewViewModel` copies and transcribes them in the background (progress bar, Cancel). The table lists the
chosen recording's segments — time, speaker, text and a ▶ button that plays the segment — and the box under
it edits the selected segment: its text, who spoke (the storyteller, the volunteer, another person), merge
with the next, split at the cursor. Every change withdraws the approval; the storyteller's approval is the
tick box. The pages panel (:mod:`app.ui.interview_pages_panel`) suggests pages from the approved transcript.

The light app cannot turn speech into text (:func:`model.installed.can_transcribe`): a line at the top says so
and where the full app is, and each recording added gets one empty segment to type what was said into.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.book.recordings import AUDIO_SUFFIXES
from app.ui.interview_pages_panel import InterviewPagesPanel
from app.ui.screen_fit import fit_to_screen
from app.ui.segment_player import SegmentPlayer
from app.viewmodels.interview import SPEAKERS, InterviewViewModel
from model.installed import can_transcribe

LANGUAGE_CODES = ("auto", "zh", "yue", "en")
"""The recognition languages offered, in the order of the language box."""


def _clock(seconds: float) -> str:
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}:{rest:04.1f}"


class InterviewDialog(QDialog):
    """The transcript view over an :class:`InterviewViewModel`; ``choose_recordings`` can be given paths
    (tests) instead of asking with a file dialog."""

    def __init__(self, vm: InterviewViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.setWindowTitle(self.tr("Recorded conversations"))
        self.recording = QComboBox()
        self.recording.currentIndexChanged.connect(self._recording_chosen)
        self.language = QComboBox()
        for text in (
            self.tr("Detect the language"),
            self.tr("Mandarin"),
            self.tr("Cantonese"),
            self.tr("English"),
        ):
            self.language.addItem(text)
        self.add = QPushButton(self.tr("Add from a recording…"))
        self.add.clicked.connect(lambda: self.choose_recordings())
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Recording")))
        top.addWidget(self.recording, 1)
        top.addWidget(QLabel(self.tr("Language")))
        top.addWidget(self.language)
        top.addWidget(self.add)
        self.full_app_note: QLabel | None = None
        if not can_transcribe():
            self.full_app_note = QLabel(
                self.tr(
                    "Turning speech into text needs the full Memory Picture Book app (download it from the "
                    "project's Releases page; the guide's “Which package?” says which one to take). Here you can "
                    "add recordings, listen to each part and type what was said; “Split at the cursor” makes a "
                    "new part."
                )
            )
            self.full_app_note.setWordWrap(True)
            self.full_app_note.setObjectName("fullAppNote")

        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.where = QLabel()
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.clicked.connect(vm.cancel)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.where)
        row.addWidget(self.cancel)

        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Time"), self.tr("Speaker"), self.tr("Text"), ""])
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.currentCellChanged.connect(lambda row, _c, old, _o: self._row_changed(row, old))

        self.text = QPlainTextEdit()
        self.text.setPlaceholderText(self.tr("The selected segment's words; correct them here."))
        self.speaker = QComboBox()
        for text in (self.tr("The storyteller"), self.tr("The volunteer"), self.tr("Another person")):
            self.speaker.addItem(text)
        self.speaker.activated.connect(lambda i: self._with_row(lambda r: vm.set_speaker(r, SPEAKERS[i])))
        self.merge = QPushButton(self.tr("Merge with the next"))
        self.merge.clicked.connect(lambda: self._with_row(vm.merge))
        self.split = QPushButton(self.tr("Split at the cursor"))
        self.split.clicked.connect(
            lambda: self._with_row(lambda r: vm.split(r, self.text.textCursor().position()))
        )
        tools = QHBoxLayout()
        tools.addWidget(QLabel(self.tr("Spoken by")))
        tools.addWidget(self.speaker)
        tools.addStretch(1)
        tools.addWidget(self.merge)
        tools.addWidget(self.split)
        self.approved = QCheckBox(self.tr("The storyteller has read this transcript and approves it"))

        def approve(checked: bool) -> None:
            self._commit()
            vm.set_approved(checked)

        self.approved.clicked.connect(approve)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setObjectName("interviewProblems")

        editor = QWidget()
        box = QVBoxLayout(editor)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.text, 1)
        box.addLayout(tools)
        box.addWidget(self.approved)
        self.pages = InterviewPagesPanel(vm)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(editor)
        split.addWidget(self.pages)
        split.setStretchFactor(0, 3)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.problems, 1)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        if self.full_app_note is not None:
            layout.addWidget(self.full_app_note)
        layout.addLayout(row)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)
        self.player = SegmentPlayer(self)
        self.player.failed.connect(self.problems.setText)
        vm.play_requested.connect(self.player.play)
        vm.progress_changed.connect(self._progress)
        vm.busy_changed.connect(self._busy)
        vm.failed.connect(self.problems.setText)
        vm.problems_changed.connect(lambda lines: self.problems.setText("\n".join(lines)))
        vm.recordings_changed.connect(self._fill_recordings)
        vm.transcript_changed.connect(self._show_transcript)

        def finished(_result: int) -> None:
            self._commit()
            self.player.stop()

        self.finished.connect(finished)
        self._fill_recordings()
        self._busy(vm.busy)
        fit_to_screen(self, QSize(900, 760))

    # -- recordings -------------------------------------------------------------------------------------
    def choose_recordings(self, paths: list[str] | None = None) -> None:
        """Ask for recordings (or take ``paths``) and start transcribing them in the chosen language."""
        if paths is None:
            patterns = " ".join(f"*{s}" for s in AUDIO_SUFFIXES)
            paths, _ = QFileDialog.getOpenFileNames(
                self, self.tr("Choose recordings"), "", self.tr("Recordings (%s)") % patterns
            )
        if paths:
            self._commit()
            self.problems.clear()
            self.vm.add([Path(p) for p in paths], LANGUAGE_CODES[self.language.currentIndex()])

    def _fill_recordings(self) -> None:
        self.recording.blockSignals(True)
        self.recording.clear()
        for name, label in self.vm.recordings():
            self.recording.addItem(label, name)
        index = self.recording.findData(self.vm.name) if self.vm.name else self.recording.count() - 1
        self.recording.setCurrentIndex(index)
        self.recording.blockSignals(False)
        if self.recording.currentData() != self.vm.name or self.vm.transcript is None:
            self.vm.select(self.recording.currentData())

    def _recording_chosen(self, index: int) -> None:
        self._commit()
        self.vm.select(self.recording.itemData(index))

    # -- the transcript ---------------------------------------------------------------------------------
    def _show_transcript(self) -> None:
        transcript = self.vm.transcript
        keep = max(0, self.table.currentRow())
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        segments = transcript.segments if transcript is not None else []
        self.table.setRowCount(len(segments))
        names = [self.speaker.itemText(i) for i in range(self.speaker.count())]
        for row, seg in enumerate(segments):
            self.table.setItem(row, 0, QTableWidgetItem(f"{_clock(seg.start)}–{_clock(seg.end)}"))
            self.table.setItem(row, 1, QTableWidgetItem(names[SPEAKERS.index(seg.speaker)]))
            self.table.setItem(row, 2, QTableWidgetItem(seg.text))
            play = QToolButton()
            play.setText("▶")
            play.setToolTip(self.tr("Play this segment"))
            play.clicked.connect(lambda _c=False, r=row: self.vm.play(r))
            self.table.setCellWidget(row, 3, play)
        self.table.resizeRowsToContents()
        self.table.blockSignals(False)
        if segments:
            self.table.setCurrentCell(min(keep, len(segments) - 1), 2)
        self._row_changed(self.table.currentRow(), -1, commit=False)
        self.approved.setChecked(bool(transcript and transcript.approved))
        self.approved.setEnabled(bool(segments))
        if transcript is not None and not segments:
            self.problems.setText(self.tr("No words were heard in this recording."))

    def play_button(self, row: int) -> QToolButton:
        """The ▶ button of segment ``row``."""
        button = self.table.cellWidget(row, 3)
        assert isinstance(button, QToolButton)  # every row has its button (_show_transcript)
        return button

    def _row_changed(self, row: int, old: int, commit: bool = True) -> None:
        if commit and old >= 0:
            self._commit(old)
        segments = self.vm.transcript.segments if self.vm.transcript is not None else []
        has = 0 <= row < len(segments)
        self.text.blockSignals(True)
        self.text.setPlainText(segments[row].text if has else "")
        self.text.blockSignals(False)
        if has:
            self.speaker.setCurrentIndex(SPEAKERS.index(segments[row].speaker))
        for widget in (self.text, self.speaker, self.split):
            widget.setEnabled(has)
        self.merge.setEnabled(has and row + 1 < len(segments))

    def _commit(self, row: int | None = None) -> None:
        """Write the editor's text into segment ``row`` (the selected one) when it changed."""
        row = self.table.currentRow() if row is None else row
        if self.vm.transcript is not None and 0 <= row < len(self.vm.transcript.segments):
            self.vm.set_text(row, self.text.toPlainText())

    def _with_row(self, action) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self._commit(row)
            action(row)

    def _progress(self, fraction: float, label: str) -> None:
        self.progress.setValue(round(fraction * 1000))
        self.where.setText(label)

    def _busy(self, busy: bool) -> None:
        self.cancel.setEnabled(busy)
        self.add.setEnabled(not busy)
        self.progress.setVisible(busy)


def open_interview_dialog(window) -> InterviewDialog:
    """Show the dialog over ``window``'s open book (its book view-model ``vm`` and worker ``bridge``); the
    view-model is made once per window and kept, so its signal connections are not repeated."""
    vm = getattr(window, "interview_vm", None)
    if vm is None:
        vm = window.interview_vm = InterviewViewModel(window.vm, window.bridge, window)
    dialog = InterviewDialog(vm, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
