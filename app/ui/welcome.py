"""The start page shown while no book is open: make the sample book, start a new one, open one, or pick a
recent book. Large buttons, one line each, so the first step is obvious."""

from __future__ import annotations

from pathlib import Path

import platformdirs
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from app.settings import Settings
from app.ui.theme import primary_button, section_title


def sample_book_folder(language: str) -> Path:
    """A new folder for the sample book under the user's documents (``MemoryBook/``), never an existing one."""
    base = Path(platformdirs.user_documents_dir()) / "MemoryBook"
    stem = "外婆的弄堂" if language == "zh" else "Grandma's Lane"
    candidate = base / f"{stem}.mbook"
    number = 2
    while candidate.exists():
        candidate = base / f"{stem} ({number}).mbook"
        number += 1
    return candidate


class WelcomePage(QWidget):
    """Signals: ``sample_requested``, ``new_requested``, ``story_requested``, ``open_requested``,
    ``recent_chosen(path)``."""

    sample_requested = Signal()
    new_requested = Signal()
    story_requested = Signal()
    open_requested = Signal()
    recent_chosen = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 28pt; color: #5a4a32;")
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.sample_button = primary_button(QPushButton())
        self.story_button = QPushButton()
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        for button in (self.sample_button, self.story_button, self.new_button, self.open_button):
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        self.recent_title = section_title(QLabel())
        self.recent = QListWidget()
        self.recent.setMaximumHeight(160)
        column = QVBoxLayout()
        column.setSpacing(12)
        column.addWidget(self.title)
        column.addWidget(self.subtitle)
        column.addSpacing(18)
        for button in (self.sample_button, self.story_button, self.new_button, self.open_button):
            button.setMinimumHeight(44)
            column.addWidget(button)
        column.addSpacing(12)
        column.addWidget(self.recent_title)
        column.addWidget(self.recent)
        holder = QWidget()
        holder.setLayout(column)
        holder.setMinimumWidth(280)
        holder.setMaximumWidth(560)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(holder, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.sample_button.clicked.connect(self.sample_requested)
        self.story_button.clicked.connect(self.story_requested)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.recent.itemActivated.connect(lambda item: self.recent_chosen.emit(item.text()))
        self.recent.itemClicked.connect(lambda item: self.recent_chosen.emit(item.text()))
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Memory Picture Book"))
        self.subtitle.setText(self.tr("Stories and old photos become a picture book to print."))
        self.sample_button.setText(self.tr("Make the sample book (Grandma's Lane)"))
        self.story_button.setText(self.tr("New book from a story…"))
        self.new_button.setText(self.tr("New blank book…"))
        self.open_button.setText(self.tr("Open book…"))
        self.recent_title.setText(self.tr("Recent books"))
        self.refresh()

    def refresh(self) -> None:
        """List the recent books that still exist."""
        self.recent.clear()
        for path in self.settings.recent_books:
            if (Path(path) / "book.json").is_file():
                self.recent.addItem(QListWidgetItem(path))
        self.recent.setVisible(self.recent.count() > 0)
        self.recent_title.setVisible(self.recent.count() > 0)
