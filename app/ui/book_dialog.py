"""The book's own details: title, subtitle, dedication, language, page size, the style of its pictures and
large print. Changes go through the undo stack like every other edit."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from app.ui.language import current_language
from app.ui.theme import ok_cancel
from app.viewmodels.book import BookViewModel


class BookDialog(QDialog):
    """Edit the open book's details; OK applies them as one undoable step."""

    def __init__(self, vm: BookViewModel, parent: QWidget | None = None) -> None:
        from model.styles import load_styles

        super().__init__(parent)
        self.vm = vm
        book = vm.book
        self.setWindowTitle(self.tr("About this book"))
        self.title_edit = QLineEdit(book.title)
        self.subtitle_edit = QLineEdit(book.subtitle)
        self.dedication_edit = QPlainTextEdit(book.dedication)
        self.dedication_edit.setTabChangesFocus(True)
        self.dedication_edit.setMaximumHeight(80)
        self.language_combo = QComboBox()
        self.language_combo.addItem("中文", "zh")
        self.language_combo.addItem("English", "en")
        self.language_combo.setCurrentIndex(self.language_combo.findData(book.language))
        self.trim_combo = QComboBox()
        for name, label in (
            ("a4", self.tr("A4 (210 × 297 mm)")),
            ("a5", self.tr("A5 (148 × 210 mm)")),
            ("square", self.tr("Square (210 × 210 mm)")),
        ):
            self.trim_combo.addItem(label, name)
        self.trim_combo.setCurrentIndex(self.trim_combo.findData(book.trim_size))
        self.style_combo = QComboBox()
        chinese = current_language() == "zh"
        for name, style in load_styles().items():
            self.style_combo.addItem(style.label_zh if chinese else style.label_en, name)
        self.style_combo.setCurrentIndex(max(self.style_combo.findData(book.style), 0))
        self.large_check = QCheckBox(self.tr("Large print (bigger type, captions, high contrast)"))
        self.large_check.setToolTip(
            self.tr(
                "For readers who see poorly: story text of 16 pt or more, a caption under each picture "
                "naming who is on it, and text colours of at least 7:1 contrast. The one place to set it: "
                "every export and preview follows it."
            )
        )
        self.large_check.setChecked(book.large_print)
        form = QFormLayout(self)
        form.addRow(self.tr("Title"), self.title_edit)
        form.addRow(self.tr("Subtitle"), self.subtitle_edit)
        form.addRow(self.tr("Dedication"), self.dedication_edit)
        form.addRow(self.tr("Language of the book"), self.language_combo)
        form.addRow(self.tr("Trim size (finished page)"), self.trim_combo)
        form.addRow(self.tr("Style of the pictures"), self.style_combo)
        form.addRow("", self.large_check)
        buttons = ok_cancel(self)
        form.addRow(buttons)
        self.resize(600, 0)

    def values(self) -> dict:
        """The book fields as edited in the dialog."""
        return {
            "title": self.title_edit.text().strip(),
            "subtitle": self.subtitle_edit.text().strip(),
            "dedication": self.dedication_edit.toPlainText().strip(),
            "language": self.language_combo.currentData(),
            "trim_size": self.trim_combo.currentData(),
            "style": self.style_combo.currentData(),
            "large_print": self.large_check.isChecked(),
        }

    def accept(self) -> None:
        if self.vm.set_book_fields(self.values(), self.tr("Edit the book's details")):
            super().accept()
