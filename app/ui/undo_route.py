"""One undo history: undo and redo typed in a text field go to the book's ``QUndoStack``.

A ``QLineEdit``/``QPlainTextEdit`` keeps an undo history of its own and takes Ctrl+Z before the window's
Undo action sees it: the menu's Redo then knows nothing of what Ctrl+Z took back, and Ctrl+Z in the story box
undoes letters the book already saved. The page editor's fields have their own history switched off
(``setUndoRedoEnabled(False)``) and :class:`BookUndoRoute` sends the platform's undo and redo keys
(``QKeySequence.StandardKey.Undo``/``Redo``: Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z, ⌘Z on macOS) to the stack, where
typing in one field of one page is one step (``SetPageFields.mergeWith``) and the menu shows it by name.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class BookUndoRoute(QObject):
    """An event filter for text fields: their undo/redo keys act on ``stack`` (the book's history)."""

    def __init__(self, stack: QUndoStack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack = stack

    def watch(self, *fields: QWidget) -> None:
        """Route the undo/redo keys of ``fields`` to the stack (and switch off their own history)."""
        for field in fields:
            if isinstance(field, QPlainTextEdit):
                field.setUndoRedoEnabled(False)
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(
            event, QKeyEvent
        ):
            return False
        undo = event.matches(QKeySequence.StandardKey.Undo)
        redo = event.matches(QKeySequence.StandardKey.Redo)
        if not (undo or redo):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes to the field as a key press (not to a window shortcut) ...
            return True
        (self.stack.undo if undo else self.stack.redo)()  # ... and goes to the book's history here
        return True
