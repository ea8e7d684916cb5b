"""The question asked before a received book's own local model is loaded (:mod:`app.viewmodels.book_model`):
"this book asks for the model at …, which you have not chosen on this computer — use it / use my own model /
cancel". The answer is kept per book by the caller; cancel loads nothing."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from app.viewmodels.book_model import ANSWER_BOOK, ANSWER_MINE


def book_model_box(parent: QWidget | None, model: str, own: str | None) -> tuple[QMessageBox, dict]:
    """The question box (not shown) for the book's ``model`` path and the person's ``own`` model (None: the
    app's default), and its buttons: ``{ANSWER_BOOK: button, ANSWER_MINE: button, None: cancel button}``."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("BookModelQuestion", "A model chosen by the book"),
        "",
        parent=parent,
    )
    box.setText(
        QCoreApplication.translate(
            "BookModelQuestion",
            "This book asks for the model at {path}, which you have not chosen on this computer: it came "
            "with the book, not from your settings. A model file can run code; use it only if you trust "
            "whoever sent the book.",
        ).format(path=model)
    )
    box.setInformativeText(
        QCoreApplication.translate("BookModelQuestion", "Your own model: {own}").format(
            own=own or QCoreApplication.translate("BookModelQuestion", "the app's default")
        )
    )
    buttons = {
        ANSWER_BOOK: box.addButton(
            QCoreApplication.translate("BookModelQuestion", "Use it"), QMessageBox.ButtonRole.AcceptRole
        ),
        ANSWER_MINE: box.addButton(
            QCoreApplication.translate("BookModelQuestion", "Use my own model"),
            QMessageBox.ButtonRole.AcceptRole,
        ),
        None: box.addButton(QMessageBox.StandardButton.Cancel),
    }
    box.setDefaultButton(buttons[None])
    box.setEscapeButton(buttons[None])
    return box, buttons


def ask_book_model(parent: QWidget | None, model: str, own: str | None) -> str | None:
    """Ask (modal) whether to load the book's ``model``: :data:`ANSWER_BOOK`, :data:`ANSWER_MINE`, or None
    (cancel, or the box closed)."""
    box, buttons = book_model_box(parent, model, own)
    box.exec()
    clicked = box.clickedButton()
    answer = next((key for key, button in buttons.items() if button is clicked), None)
    box.deleteLater()
    return answer
