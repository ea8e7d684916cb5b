"""The message strip at the top of the book window: problems a person can fix, and calm news.

A photo that will not come in or a book that cannot be opened appears here as one line, never as a crash.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from app.ui.theme import BANNER_SHEETS


class Banner(QWidget):
    """A calm message strip at the top of the window (kind "error" or "info"), closed with ✕."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setObjectName("banner")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton("✕")
        self.close_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.hide()

    def show_message(self, text: str, kind: str = "error") -> None:
        """Show ``text``; ``kind`` is "error" or "info" (colours). News that arrives while a problem is shown
        goes under it (a photo refused, then what the face search found), so the problem is not lost."""
        if kind == "info" and self.isVisible() and self.label.property("kind") == "error":
            text = f"{self.label.text()}\n{text}"
            kind = "error"
        self.label.setProperty("kind", kind)
        self.label.setStyleSheet(BANNER_SHEETS.get(kind, BANNER_SHEETS["error"]))
        self.label.setText(text)
        self.show()

    def text(self) -> str:
        """The text shown, or "" when the banner is hidden."""
        return self.label.text() if self.isVisible() else ""
