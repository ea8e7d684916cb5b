"""``memorybook gui BOOK --export OUT.pdf``: the app exports the book as a volunteer does, then quits.

For checks of the installed app (``packaging/smoke-test.sh``): once the window is idle the export dialog opens with
its defaults, the path is typed into it and its Export button is clicked; the dialog checks the book and writes the
PDF in the worker, as by hand. The exit status is 0 with the dialog's summary on stdout; 1 with the message the app
showed (its banner or the dialog's status) on stderr when the export failed, asked a question a script cannot answer
(a preflight finding that blocks printing, a model to load) or did not end within :data:`LIMIT_MS`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

LIMIT_MS = 600_000
"""How long the export may take (ms): the sketch engine's 8-page sample takes ≈ 10 s on 2 cores."""


def export_when_idle(app: QApplication, window, path: Path) -> None:
    """Open the export dialog of ``window`` once it is idle, export the book to ``path`` and quit ``app`` with the
    status of the module docstring."""
    from app.ui.export_dialog import ExportDialog

    def finish(status: int, text: str) -> None:
        print(text, file=sys.stdout if status == 0 else sys.stderr, flush=True)
        window.shutdown()
        app.exit(status)

    def start() -> None:
        if not window.vm.is_open:
            finish(1, "memorybook: error: no book is open")
            return
        dialog = ExportDialog(window.export_vm, window)
        dialog.path_edit.setText(str(path.absolute()))  # where it was asked from, as the shell means it
        window.export_vm.exported_changed.connect(lambda _result: QTimer.singleShot(0, done))
        window.export_vm.error_changed.connect(lambda text: finish(1, f"memorybook: error: {text}"))
        dialog.show()

        def done() -> None:
            finish(0, dialog.status.text())

        def asked() -> (
            None
        ):  # a modal question (QMessageBox) stands in front of the dialog: nobody to answer it
            modal = QApplication.activeModalWidget()
            if modal is not None and modal is not dialog and not isinstance(modal, ExportDialog):
                text = getattr(modal, "text", lambda: "")()
                finish(1, f"memorybook: error: the export asks a question: {text}")
                if isinstance(modal, QDialog):
                    modal.done(QDialog.DialogCode.Rejected)

        QTimer.singleShot(0, dialog.export_button.click)
        watch = QTimer(dialog)
        watch.timeout.connect(asked)
        watch.start(500)

    window.idle.connect(lambda: QTimer.singleShot(0, start), Qt.ConnectionType.SingleShotConnection)
    QTimer.singleShot(0, window._check_idle)
    QTimer.singleShot(
        LIMIT_MS, lambda: finish(1, f"memorybook: error: the export did not end in {LIMIT_MS // 1000} s")
    )
