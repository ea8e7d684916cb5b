"""Small dialogs: a new book (blank or from a story script)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from app.ui.theme import ok_cancel


def _path_row(edit: QLineEdit, button: QPushButton) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(edit, 1)
    layout.addWidget(button)
    return row


class NewBookDialog(QDialog):
    """Asks for the new book folder and either a title and language, or a story script (and photos folder).

    OK is enabled only when what is needed is filled in; pressing it checks the paths (the story script is a
    file, the photos folder a folder, the new book folder new or empty) and, when one is wrong, says which in
    the dialog and stays open, so nothing typed is lost."""

    def __init__(self, parent: QWidget | None = None, from_story: bool = False) -> None:
        super().__init__(parent)
        self.from_story = from_story
        self.setWindowTitle(self.tr("New book from a story") if from_story else self.tr("New book"))
        self.folder_edit = QLineEdit()
        self.folder_button = QPushButton(self.tr("Choose…"))
        self.folder_button.clicked.connect(self._choose_folder)
        self.title_edit = QLineEdit()
        self.language_combo = QComboBox()
        self.language_combo.addItem("中文", "zh")
        self.language_combo.addItem("English", "en")
        self.story_edit = QLineEdit()
        self.story_button = QPushButton(self.tr("Choose…"))
        self.story_button.clicked.connect(self._choose_story)
        self.photos_edit = QLineEdit()
        self.photos_edit.setPlaceholderText(self.tr("optional: the folder holding the story's photos"))
        self.photos_button = QPushButton(self.tr("Choose…"))
        self.photos_button.clicked.connect(self._choose_photos)
        form = QFormLayout(self)
        if from_story:
            form.addRow(self.tr("Story script (.md)"), _path_row(self.story_edit, self.story_button))
            form.addRow(self.tr("Photos folder"), _path_row(self.photos_edit, self.photos_button))
        else:
            form.addRow(self.tr("Title"), self.title_edit)
            form.addRow(self.tr("Language of the book"), self.language_combo)
        form.addRow(self.tr("New book folder"), _path_row(self.folder_edit, self.folder_button))
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a33a2a;")
        form.addRow(self.problem)
        buttons = ok_cancel(self)
        form.addRow(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        for edit in (self.folder_edit, self.story_edit, self.photos_edit, self.title_edit):
            edit.textChanged.connect(self._update)
        self._update()
        self.resize(640, 0)

    def _update(self) -> None:
        ready = bool(self.folder()) and (bool(self.story()) if self.from_story else True)
        self.ok_button.setEnabled(ready)
        self.problem.setText("")  # what was wrong may be fixed now

    def problem_text(self) -> str:
        """What is wrong with the paths given ("" when nothing is)."""
        if self.from_story:
            story = Path(self.story()).expanduser()
            if not self.story():
                return self.tr("Choose the story script.")
            if not story.is_file():
                return self.tr("There is no story script at %s.") % story
            if self.photos() and not Path(self.photos()).expanduser().is_dir():
                return self.tr("There is no folder at %s for the photos.") % self.photos()
        if not self.folder():
            return self.tr("Choose where the new book goes.")
        folder = Path(self.folder()).expanduser()
        if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
            return (
                self.tr("%s is already there and not empty: choose a new name for the book folder.") % folder
            )
        return ""

    def accept(self) -> None:
        """Close with OK only when the paths are right; otherwise say what is wrong and stay open."""
        problem = self.problem_text()
        if problem:
            self.problem.setText(problem)
            return
        super().accept()

    def _choose_folder(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("New book folder"), "", "")
        if path:
            self.folder_edit.setText(path if path.endswith(".mbook") else path + ".mbook")

    def _choose_story(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Story script"), "", self.tr("Story (*.md *.txt)")
        )
        if path:
            self.story_edit.setText(path)
            if not self.folder_edit.text():
                self.folder_edit.setText(str(Path(path).with_suffix(".mbook")))

    def _choose_photos(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Photos folder"))
        if path:
            self.photos_edit.setText(path)

    def folder(self) -> str:
        return self.folder_edit.text().strip()

    def title(self) -> str:
        return self.title_edit.text().strip()

    def language(self) -> str:
        return self.language_combo.currentData()

    def story(self) -> str:
        return self.story_edit.text().strip()

    def photos(self) -> str:
        return self.photos_edit.text().strip()


def show_input_method_help(parent: QWidget) -> None:
    """Help → Typing Chinese: which input method the app talks to, and what to do when typing does not work
    (fcitx5: turn on its IBus front end; IBus works as it is; Windows and macOS: nothing to do)."""
    from app.ui.input_method import LAST_CHOICE

    lines = [
        QCoreApplication.translate(
            "InputMethodHelp",
            "Memory Picture Book works with the input method you already use: the one of Windows or macOS, IBus, "
            "and fcitx5 (through fcitx5's IBus front end, which is on unless it was turned off).",
        )
    ]
    if LAST_CHOICE is not None and LAST_CHOICE.seen == "fcitx":
        lines.append(
            QCoreApplication.translate(
                "InputMethodHelp",
                "This computer uses fcitx5; the app talks to it as IBus. If typing Chinese does not work, "
                "open fcitx5's settings (fcitx5-configtool) → Addons, turn on “IBus Frontend”, log out and "
                "in again.",
            )
        )
    QMessageBox.information(
        parent, QCoreApplication.translate("InputMethodHelp", "Typing Chinese"), "\n\n".join(lines)
    )
