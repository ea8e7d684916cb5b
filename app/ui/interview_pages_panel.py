"""Pages from the conversation: suggested from the approved transcript, merged or split, then accepted.

“Suggest pages” asks :meth:`app.viewmodels.interview.InterviewViewModel.suggest` for pages of about the target
length, split at pauses and topic turns (:mod:`app.book.interview_pages`); the list shows each page's title and
the span of the recording it came from, the box its text (the cursor marks where “Split at the cursor” cuts).
“Put these pages in the book” adds them after the current page as one undo step.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


def _span(start: float, end: float) -> str:
    return f"{int(start // 60)}:{start % 60:04.1f}–{int(end // 60)}:{end % 60:04.1f}"


class InterviewPagesPanel(QWidget):
    """The suggested pages of the transcript shown by ``vm`` (an ``InterviewViewModel``)."""

    def __init__(self, vm, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.target = QSpinBox()
        self.target.setRange(40, 4000)
        self.target.setSingleStep(50)
        self.target.setValue(400)
        self.target.setSuffix(self.tr(" characters"))
        self.pause = QDoubleSpinBox()
        self.pause.setRange(0.5, 60.0)
        self.pause.setDecimals(1)
        self.pause.setValue(3.0)
        self.pause.setSuffix(self.tr(" s"))
        self.suggest = QPushButton(self.tr("Suggest pages"))
        self.suggest.clicked.connect(lambda: vm.suggest(self.target.value(), self.pause.value()))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Pages of about")))
        top.addWidget(self.target)
        top.addWidget(QLabel(self.tr("a new page after a pause of")))
        top.addWidget(self.pause)
        top.addStretch(1)
        top.addWidget(self.suggest)

        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._page_chosen)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setPlaceholderText(self.tr("Approve the transcript, then suggest pages from her words."))
        self.merge = QPushButton(self.tr("Merge with the next page"))
        self.merge.clicked.connect(lambda: vm.merge_page(self.list.currentRow()))
        self.split = QPushButton(self.tr("Split at the cursor"))
        self.split.clicked.connect(
            lambda: vm.split_page(self.list.currentRow(), self.text.textCursor().position())
        )
        self.accept = QPushButton(self.tr("Put these pages in the book"))
        self.accept.clicked.connect(vm.accept)
        tools = QHBoxLayout()
        tools.addWidget(self.merge)
        tools.addWidget(self.split)
        tools.addStretch(1)
        tools.addWidget(self.accept)
        body = QHBoxLayout()
        body.addWidget(self.list, 1)
        body.addWidget(self.text, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        layout.addLayout(tools)
        vm.suggestions_changed.connect(self._show)
        vm.transcript_changed.connect(self._enable)
        self._show()

    def _show(self) -> None:
        keep = max(0, self.list.currentRow())
        self.list.blockSignals(True)
        self.list.clear()
        for page in self.vm.suggestions:
            self.list.addItem(f"{page.title}  ({_span(page.start, page.end)})")
        self.list.blockSignals(False)
        if self.vm.suggestions:
            self.list.setCurrentRow(min(keep, len(self.vm.suggestions) - 1))
        self._page_chosen(self.list.currentRow())
        self._enable()

    def _page_chosen(self, row: int) -> None:
        pages = self.vm.suggestions
        self.text.setPlainText(pages[row].text if 0 <= row < len(pages) else "")
        self.merge.setEnabled(0 <= row < len(pages) - 1)
        self.split.setEnabled(0 <= row < len(pages))

    def _enable(self) -> None:
        transcript = self.vm.transcript
        self.suggest.setEnabled(bool(transcript and transcript.approved))
        self.accept.setEnabled(bool(self.vm.suggestions))
