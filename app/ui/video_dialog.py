"""“Add from video…”: the stills of home videos as a grid with time codes; tick the ones to keep.

The volunteer chooses video files; :class:`~app.viewmodels.video.VideoStillsViewModel` decodes them in the
background (progress bar with the time code reached, Cancel stops it) and the grid fills with one still per
moment, all ticked. “Put ticked stills on new pages” stores them in the book and adds a page for each after the
current page (one undo step). Problems (a file that is not a video, a cut-off copy) are listed under the grid.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.book.video import VIDEO_SUFFIXES
from app.book.video_import import DEFAULT_EVERY_S, DEFAULT_MAX_PER_VIDEO
from app.ui.screen_fit import fit_to_screen
from app.viewmodels.video import THUMB_PX, VideoStillsViewModel


class VideoDialog(QDialog):
    """The grid of stills over a :class:`VideoStillsViewModel`; ``choose_videos`` can be given paths
    (tests) instead of asking with a file dialog."""

    def __init__(self, vm: VideoStillsViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.setWindowTitle(self.tr("Add from video"))
        self.choose = QPushButton(self.tr("Choose videos…"))
        self.choose.clicked.connect(lambda: self.choose_videos())
        self.every = QDoubleSpinBox()
        self.every.setRange(1.0, 3600.0)
        self.every.setDecimals(0)
        self.every.setValue(DEFAULT_EVERY_S)
        self.every.setSuffix(self.tr(" s"))
        self.max = QSpinBox()
        self.max.setRange(1, 500)
        self.max.setValue(DEFAULT_MAX_PER_VIDEO)
        top = QHBoxLayout()
        top.addWidget(self.choose)
        top.addStretch(1)
        top.addWidget(QLabel(self.tr("One still every")))
        top.addWidget(self.every)
        top.addWidget(QLabel(self.tr("At most per video")))
        top.addWidget(self.max)

        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.where = QLabel()
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.clicked.connect(vm.cancel)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.where)
        row.addWidget(self.cancel)

        self.grid = QListWidget()
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setIconSize(QSize(THUMB_PX, THUMB_PX))
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setSpacing(8)
        self.grid.setUniformItemSizes(True)
        self.grid.setMinimumSize(THUMB_PX + 40, THUMB_PX + 60)  # one still; more as the window allows
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setObjectName("videoProblems")
        self.keep = QPushButton(self.tr("Put ticked stills on new pages"))
        self.keep.clicked.connect(self._keep)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.keep)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(row)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.problems)
        layout.addLayout(bottom)
        vm.progress_changed.connect(self._progress)
        vm.stills_ready.connect(self._show)
        vm.problems_changed.connect(lambda lines: self.problems.setText("\n".join(lines)))
        vm.busy_changed.connect(self._busy)
        vm.failed.connect(self.problems.setText)
        vm.kept.connect(self._kept)
        self._busy(False)
        fit_to_screen(self, QSize(3 * (THUMB_PX + 24) + 40, 2 * (THUMB_PX + 40) + 200))

    def choose_videos(self, paths: list[str] | None = None) -> None:
        """Ask for video files (or take ``paths``) and start finding their stills."""
        if paths is None:
            patterns = " ".join(f"*{s}" for s in sorted(VIDEO_SUFFIXES))
            paths, _ = QFileDialog.getOpenFileNames(
                self, self.tr("Choose home videos"), "", self.tr("Videos (%s)") % patterns
            )
        if paths:
            self.grid.clear()
            self.problems.clear()
            self.vm.find([Path(p) for p in paths], self.every.value(), self.max.value())

    def ticked_rows(self) -> list[int]:
        """Rows of the grid whose still is ticked."""
        return [
            r for r in range(self.grid.count()) if self.grid.item(r).checkState() == Qt.CheckState.Checked
        ]

    def _progress(self, fraction: float, label: str) -> None:
        self.progress.setValue(round(fraction * 1000))
        self.where.setText(label)

    def _show(self, stills: list) -> None:
        self.grid.clear()
        for label, thumb in stills:
            item = QListWidgetItem(QPixmap.fromImage(thumb), label)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.grid.addItem(item)
        if not stills and not self.problems.text():
            self.problems.setText(self.tr("No stills were found in these videos."))
        self.where.setText(self.tr("%n still(s)", "", len(stills)))

    def _busy(self, busy: bool) -> None:
        self.cancel.setEnabled(busy)
        self.choose.setEnabled(not busy)
        self.keep.setEnabled(not busy and self.grid.count() > 0)
        self.progress.setVisible(busy)

    def _keep(self) -> None:
        self.vm.keep(self.ticked_rows())

    def _kept(self, count: int) -> None:
        if count:
            self.accept()
        else:
            self.problems.setText(self.tr("Tick the stills to keep first."))


def open_video_dialog(window) -> VideoDialog:
    """Show the dialog over ``window``'s open book (its book view-model ``vm`` and worker ``bridge``); the
    view-model is made once per window and kept, so its signal connections are not repeated."""
    vm = getattr(window, "video_vm", None)
    if vm is None:
        vm = window.video_vm = VideoStillsViewModel(window.vm, window.bridge, window)
    dialog = VideoDialog(vm, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.finished.connect(lambda _result: vm.cancel())
    dialog.open()
    return dialog
