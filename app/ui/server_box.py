"""The "Draw on a drawing server" part of the model dialog: the connection code pasted from the server's
operator, checked at once (the server reached, the token taken), and which of the server's models draws."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.settings import Settings
from app.viewmodels.messages import translate_message
from app.viewmodels.server import ServerCheck, ServerViewModel


class ServerBox(QWidget):
    """Connection code, check and model choice; ``code()`` and ``model()`` are what the dialog saves."""

    def __init__(self, settings: Settings, vm: ServerViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self._wanted_model = settings.server_model
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 0, 0, 0)
        box.addWidget(QLabel(self.tr("Paste the connection code from the server's operator:")))
        self.code_edit = QLineEdit(settings.server_code or "")
        self.code_edit.setPlaceholderText(self.tr("one line, from the operator"))
        self.code_edit.setEchoMode(QLineEdit.EchoMode.Password)  # it holds the token
        self.check_button = QPushButton(self.tr("Check"))
        self.check_button.clicked.connect(self.check)
        row = QHBoxLayout()
        row.addWidget(self.code_edit, 1)
        row.addWidget(self.check_button)
        box.addLayout(row)
        self.models_combo = QComboBox()
        self.models_combo.hide()
        box.addWidget(self.models_combo)
        self.status = QLabel()
        self.status.setWordWrap(True)
        box.addWidget(self.status)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(600)
        self._timer.timeout.connect(self.check)
        self.code_edit.textChanged.connect(lambda _t: self._timer.start())
        vm.checked.connect(self._checked)
        vm.failed.connect(self._failed)
        if self.code_edit.text():
            self._timer.start()

    def code(self) -> str:
        """The connection code as pasted (spaces and line breaks around it removed)."""
        return self.code_edit.text().strip()

    def model(self) -> str | None:
        """The server's model chosen (None: the server's first, or not checked yet)."""
        if self.models_combo.count() == 0:
            return self._wanted_model
        return self.models_combo.currentData()

    @Slot()
    def check(self) -> None:
        """Ask the server (in the worker) whether the code works."""
        if self.vm.check(self.code()):
            self.status.setText(self.tr("Reaching the drawing server…"))
        else:
            self.status.clear()

    @Slot(object)
    def _checked(self, found: ServerCheck) -> None:
        self.models_combo.clear()
        for served in found.models:
            self.models_combo.addItem(f"{served.name} — {translate_message(served.licence)}", served.name)
        index = self.models_combo.findData(self._wanted_model) if self._wanted_model else 0
        self.models_combo.setCurrentIndex(max(index, 0))
        self.models_combo.setVisible(bool(found.models))
        self.status.setText(
            self.tr("✓ Connected to %s; %n job(s) in its queue.", "", found.queue) % found.address
        )

    @Slot(str)
    def _failed(self, text: str) -> None:
        self.models_combo.clear()
        self.models_combo.hide()
        self.status.setText(self.tr("Not connected: %s") % text)
