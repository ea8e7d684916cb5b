"""The export dialog's preflight list and the questions asked before writing.

:class:`ExportFindingsMixin` is part of :class:`app.ui.export_dialog.ExportDialog` (kept here so that each
module stays small): asking the worker for a check, greying the list under "Checking…" meanwhile, listing the
findings (each selects its page), and the questions asked before an export — blocking findings, a book that
could not be checked, pictures to be drawn with a diffusion model (how many, with which model, about how long).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtWidgets import QListWidgetItem, QMessageBox

from app.viewmodels.export_types import DrawingPlan, PreflightOutcome
from app.viewmodels.messages import translate_message
from words import Message


class ExportFindingsMixin:
    """Methods of :class:`app.ui.export_dialog.ExportDialog` about the preflight and the questions (uses its
    ``vm``, ``findings``, ``findings_title``, ``checking``, ``_recheck``, ``_request`` and the offer buttons)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """Qt's ``tr``; a plural (``n`` ≥ 0) is looked up under each class the dialog is made of, as PySide does
        for other strings: PySide looks for a plural only under the dialog's own class name, so this mixin's
        plurals ("Before printing: %n finding(s)…") came out in English in a Chinese session."""
        if n < 0:
            return super().tr(text, disambiguation)
        untranslated = QCoreApplication.translate("", text, disambiguation, n)
        for cls in type(self).__mro__:
            found = QCoreApplication.translate(cls.__name__, text, disambiguation, n)
            if found != untranslated:
                return found
        return untranslated

    @Slot()
    def refresh_preflight(self) -> int:
        """Check the book for the chosen options in the worker (the list greys under "Checking…" until the
        answer comes, :meth:`_preflight_arrived`); returns the request's number."""
        self._recheck.stop()
        self._request = self.vm.request_preflight(self.options())
        self._show_checking(
            self.tr("Waiting for the work under way, then checking the book before printing…")
            if self.vm.preflight_waits()
            else self.tr("Checking the book before printing…")
        )
        return self._request

    @Slot()
    def _changed(self) -> None:
        """An option, the book or the model choice changed: check again shortly (quick changes make one
        check); the list shown is out of date meanwhile."""
        if not self._connections:
            return
        self._show_checking(self.tr("Checking the book before printing…"))
        self._recheck.start()

    def _show_checking(self, text: str) -> None:
        self.findings_title.setText(text)
        self.findings.setEnabled(False)  # the last check's findings, greyed until the new ones come
        self.checking.show()
        self.add_photo_button.hide()
        self.choose_model_button.hide()

    @property
    def checking_now(self) -> bool:
        """True while this dialog waits for a preflight's answer."""
        return self.checking.isVisibleTo(self)

    @Slot(object)
    def _preflight_arrived(self, outcome: PreflightOutcome) -> None:
        if outcome.request != self._request or self._recheck.isActive():
            return  # another dialog's request, or already out of date (a new check starts soon)
        self.show_findings(outcome)
        if self._export_waiting:
            QTimer.singleShot(0, self, self.start)  # outside the worker's signal: the questions are modal

    def show_findings(self, outcome: PreflightOutcome) -> None:
        """List the preflight's findings, most serious first (each selects its page); a check that could not
        run is one line saying why."""
        from app.preflight import page_label, severity_label
        from words import Message, say

        self.checking.hide()
        self.findings.setEnabled(True)
        self.findings.clear()
        result = outcome.preflight
        if result is None:
            item = QListWidgetItem(self.tr("The book could not be checked: %1").replace("%1", outcome.error))
            item.setToolTip(outcome.error)
            self.findings.addItem(item)
            self.findings_title.setText(self.tr("Before printing: the check could not run."))
            self.findings.setVisible(True)
            return
        language = result.language
        for page, finding in result.findings():
            line = Message(
                "preflight.list_item",
                severity=severity_label(finding.severity),
                where=page_label(page),
                message=finding.message,
            )
            item = QListWidgetItem(say(line, language))
            item.setData(Qt.ItemDataRole.UserRole, page.page_id)
            item.setData(Qt.ItemDataRole.UserRole + 1, finding.code)
            item.setToolTip(say(finding.message, language))
            self.findings.addItem(item)
        order = outcome.order
        self.show_outline(order)
        for finding in order.findings if order is not None else []:
            item = QListWidgetItem(
                f"{order.service} · {say(finding.line(), language)}"
            )  # the service's: no page of the book
            item.setToolTip(say(finding.message, language))
            self.findings.addItem(item)
        count = self.findings.count()
        blocking = result.blocking + (order.blocking if order is not None else 0)
        self.findings_title.setText(
            self.tr("Before printing: %n finding(s), %1 blocking", "", count).replace("%1", str(blocking))
            if count
            else self.tr("Before printing: nothing found.")
        )
        self.findings.setVisible(bool(count))

    def _selected_page(self) -> str | None:
        item = self.findings.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    @Slot(QListWidgetItem)
    def _finding_clicked(self, item: QListWidgetItem) -> None:
        page_id = item.data(Qt.ItemDataRole.UserRole)
        if not page_id:
            return  # the line of a check that could not run
        self.page_selected.emit(page_id)
        code = item.data(Qt.ItemDataRole.UserRole + 1)
        # a wash with no model chosen: add a photo or choose a model; a wash drawn before the model was chosen:
        # add a photo (or export, which draws it again with the model)
        self.add_photo_button.setVisible(code in ("wash_only", "wash_drawn"))
        self.choose_model_button.setVisible(code == "wash_only")

    @Slot()
    def _choose_model(self) -> None:
        self.choose_model_requested.emit()  # the model dialog is modal: the choice is made when this returns
        self._changed()

    def ask_blocking(self, count: int) -> bool:
        """Ask whether to export although ``count`` findings block printing; True to go on."""
        answer = QMessageBox.question(
            self,
            self.tr("Export anyway?"),
            self.tr("%n problem(s) would show in the printed book (see the list). Export anyway?", "", count),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_unchecked(self, error: str | Message) -> bool:
        """Ask whether to export although the book could not be checked (``error``: why); True to go on."""
        answer = QMessageBox.question(
            self,
            self.tr("Export anyway?"),
            self.tr("The book could not be checked (see the list). Export anyway?")
            + "\n"
            + translate_message(error),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def drawing_question(self, plan: DrawingPlan) -> str:
        """The question asked before drawing ``plan.pages`` pictures with a diffusion model."""
        text = self.tr(
            "%n page(s) have no picture yet. Draw them with the model %1?", "", plan.pages
        ).replace("%1", plan.model or "")
        seconds = plan.estimated_seconds
        if seconds is None:
            return (
                text
                + "\n"
                + self.tr("How long it takes is not known yet (no picture measured on this computer).")
            )
        minutes = max(1, round(seconds / 60))
        return (
            text
            + "\n"
            + self.tr("About %n minute(s) (%1 s per picture, last measured).", "", minutes).replace(
                "%1", f"{plan.seconds_per_picture:.0f}"
            )
        )

    def ask_drawing(self, plan: DrawingPlan) -> str | None:
        """Ask how to draw the missing pictures: "diffusion", "sketch" (the offline sketch engine), or None
        to stop."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Draw the missing pictures?"),
            self.drawing_question(plan),
            parent=self,
        )
        draw = box.addButton(self.tr("Draw with the model"), QMessageBox.ButtonRole.AcceptRole)
        sketch = box.addButton(self.tr("Use the sketch engine"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(sketch)
        box.exec()
        clicked = box.clickedButton()
        return "diffusion" if clicked is draw else "sketch" if clicked is sketch else None
