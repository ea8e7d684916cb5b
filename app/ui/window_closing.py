"""Closing the book window: asking before drawing is stopped, saving (or a rescue copy), and the session end.

:class:`WindowClosingMixin` is part of :class:`app.ui.main_window.MainWindow` (kept here so that each module
stays small). Closing while pictures are being drawn asks first, cancels the work, waits for the worker thread
to stop and saves the book; a folder that refuses the save is asked about until the book is saved elsewhere,
its changes discarded, or the close cancelled.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication


class WindowClosingMixin:
    """Methods of :class:`app.ui.main_window.MainWindow` about closing (uses its ``vm``, ``bridge``,
    ``people_built``, ``illustrate_vm``, ``export_built``, ``banner``, ``memory`` and ``splitter``)."""

    def closeEvent(self, event: QCloseEvent) -> None:
        # The dialog classes are imported where a dialog is opened: PySide makes a class, and a Python enum of
        # each of its enums, when a module first names it (QMessageBox, QFileDialog, QDialog: 8 enums fewer at start).
        from PySide6.QtWidgets import QMessageBox

        people = self.people_built
        training = people is not None and people.training is not None and people.training_vm.running
        exporting = self.export_built is not None and self.export_built.running
        if (self.illustrate_vm.running or exporting or training) and not self._closing:
            answer = QMessageBox.question(
                self,
                self.tr("Pictures are being drawn"),
                self.tr("Stop drawing and close? The pictures already finished are kept."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        if not self._closing and not self._save_before_close():
            event.ignore()
            return
        self.shutdown()
        event.accept()

    def _save_before_close(self) -> bool:
        """Save; when the folder refuses, ask until the book is saved (here or elsewhere) or the person
        discards the changes (True: close) or cancels (False: the window stays open)."""
        from PySide6.QtWidgets import QFileDialog

        while self.vm.is_open and not self.vm.save():
            choice = self.ask_failed_save()
            if choice == "discard":
                self.vm.discard_changes()
            elif choice == "elsewhere":
                folder = QFileDialog.getSaveFileName(self, self.tr("Save the book in a new folder"))[0]
                if folder:
                    self.vm.save_elsewhere(folder)
            elif choice == "cancel":
                return False
        return True

    def ask_failed_save(self) -> str:
        """Ask what to do with a book whose folder refused the save: "elsewhere", "retry", "discard" or
        "cancel" (the banner already says why)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("The book could not be saved"))
        box.setText(
            self.tr(
                "The latest changes are not saved: %s\nSave the book in another folder, try again, or close "
                "without them?"
            )
            % self.banner.text()
        )
        buttons = {
            box.addButton(self.tr("Save elsewhere…"), QMessageBox.ButtonRole.AcceptRole): "elsewhere",
            box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.ActionRole): "retry",
            box.addButton(self.tr("Close without saving"), QMessageBox.ButtonRole.DestructiveRole): "discard",
            box.addButton(QMessageBox.StandardButton.Cancel): "cancel",
        }
        box.exec()
        return buttons.get(box.clickedButton(), "cancel")

    def commit_data(self, manager=None) -> None:
        """The desktop session is ending (Qt's ``commitDataRequest``): save the book now, asking when the
        folder refuses and the session manager allows it, else writing a rescue copy; stop the model process
        (it starts again if the logout is cancelled). The session manager then quits the app."""
        if not self.vm.is_open or self.vm.save():
            pass
        elif manager is not None and manager.allowsInteraction():
            if not self._save_before_close():
                manager.cancel()
            manager.release()
        else:
            self.vm.rescue()
        from model.runtime.process import shared_engine

        shared_engine().close()

    def end_session(self) -> None:
        """Told to stop from outside (SIGTERM, SIGHUP): save without asking (a rescue copy when the book folder
        refuses), stop the work and the model process. The caller then quits the event loop."""
        if self.vm.is_open and not self.vm.save():
            self.vm.rescue()
        self.shutdown()

    def shutdown(self) -> None:
        """Cancel work, wait for the worker thread, apply what arrived, save the book (a rescue copy when its
        folder refuses: nobody is asked any more), stop the model process."""
        if self._closing:
            return
        self._closing = True
        self.memory.save(self, {"main": self.splitter})
        people = self.people_built
        if people is not None and people.training is not None:
            people.training_vm.stop()
        self.bridge.shutdown()
        self.end_quiet_start()  # closed before its first frame: the screen fitter is back for what comes next
        QApplication.sendPostedEvents()
        self.illustrate_vm.close()
        if not self.vm.save():
            self.vm.rescue()
        self.vm.release()  # the book's lock: other windows and programs may write it now
        process = sys.modules.get("model.runtime.process")  # not imported: no model process was ever started
        if process is not None:
            process.shared_engine().close()  # the model process, with the model it holds (numpy not imported
            # just to find there is none: ≈ 0.2 s at every close)
