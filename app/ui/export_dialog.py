"""The export dialog: the preflight's findings (each selects its page), trim size, bleed and crop marks, large
print, for a print shop (PDF/X-4, CMYK) or for screens and home printers, where to save; progress; then a look
at the written PDF's pages (drawn by PDFium in the worker).

The preflight runs in the worker (:meth:`ExportViewModel.request_preflight`), never in the GUI thread: when the
dialog opens, when an option changes, when the book or the model choice changes while the dialog is open, and
after an export. Meanwhile the list of the last check is greyed under "Checking…"; only the answer to the latest
request is shown, and a check that fails shows as one line in the list. Closing the dialog cancels its check.

Before writing, blocking findings ask first (Export waits for the check of the book as it is now, when the one
shown is older), and pages still without a picture are never drawn with a diffusion model without asking: how
many, with which model, about how long (from the last measured seconds per picture), with the offline sketch
engine offered instead. The list and the questions are in :mod:`app.ui.export_findings`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.export_findings import ExportFindingsMixin
from app.ui.export_service import ExportServiceMixin
from app.ui.screen_fit import fit_to_screen, scrolling
from app.ui.sharp import sharp_icon
from app.ui.theme import primary_button
from app.viewmodels.export_types import ExportOptions, ExportProgress, ExportResult
from app.viewmodels.exporter import ExportViewModel

RECHECK_MS = 250
"""An option or the book changed: the preflight runs again this long after the last change (several quick changes
make one check)."""


class ExportDialog(ExportFindingsMixin, ExportServiceMixin, QDialog):
    """Export the open book to a PDF and show the result.

    Signals: ``page_selected(page id)`` when a finding is clicked, ``add_photo_requested(page id)`` and
    ``choose_model_requested()`` from the offer on a page that prints as a text page (no photo, no model).
    """

    page_selected = Signal(str)
    add_photo_requested = Signal(str)
    choose_model_requested = Signal()

    def __init__(self, vm: ExportViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.setWindowTitle(self.tr("Export the book as a PDF"))
        options = vm.default_options()
        self.trim_combo = QComboBox()
        for name, label in (
            ("a4", self.tr("A4 (210 × 297 mm)")),
            ("a5", self.tr("A5 (148 × 210 mm)")),
            ("square", self.tr("Square (210 × 210 mm)")),
        ):
            self.trim_combo.addItem(label, name)
        self.trim_combo.setCurrentIndex(max(self.trim_combo.findData(options.trim), 0))
        self.bleed_check = QCheckBox(self.tr("Bleed and crop marks (3 mm, for a print shop)"))
        self.bleed_check.setChecked(options.bleed)
        self.large_note = QLabel()  # the book's own setting, shown: it is set in the book's details only
        self.large_note.setWordWrap(True)
        self.print_shop_check = QCheckBox(self.tr("For a print shop (PDF/X-4, CMYK)"))
        self.print_shop_check.setToolTip(
            self.tr(
                "Colours converted for offset printing, bleed on, pages padded to a multiple of 4 with a "
                "back cover. Leave it off for screens and home printers."
            )
        )
        self.print_shop_check.toggled.connect(self._print_shop_toggled)
        self.print_shop_check.setChecked(options.print_shop)
        self.path_edit = QLineEdit(str(vm.default_path()))
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._browse)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(browse)
        self.export_button = primary_button(QPushButton(self.tr("Export")))
        self.export_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.close_button = QPushButton(self.tr("Close"))
        self.progress = QProgressBar()
        self.progress.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.warnings_title = QLabel(self.tr("Worth checking before printing:"))
        self.warnings = QPlainTextEdit()
        self.warnings.setReadOnly(True)
        self.warnings.setFixedHeight(90)
        self.warnings_title.hide()
        self.warnings.hide()
        self.findings_title = QLabel()
        self.findings_title.setWordWrap(True)
        self.checking = QProgressBar()  # moving while the preflight runs in the worker
        self.checking.setRange(0, 0)
        self.checking.setTextVisible(False)
        self.checking.setMaximumWidth(160)
        keep_place = self.checking.sizePolicy()
        keep_place.setRetainSizeWhenHidden(True)  # the list does not jump when the check ends
        self.checking.setSizePolicy(keep_place)
        self.checking.hide()
        self.findings = QListWidget()
        self.findings.setMinimumHeight(70)
        self.findings.setMaximumHeight(150)
        self.findings.setWordWrap(True)  # whole sentences: what is wrong and what to do
        self.findings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.findings.itemClicked.connect(self._finding_clicked)
        self.add_photo_button = QPushButton(self.tr("Add a photo to this page…"))
        self.choose_model_button = QPushButton(self.tr("Choose a model…"))
        self.add_photo_button.clicked.connect(
            lambda: self.add_photo_requested.emit(self._selected_page() or "")
        )
        self.choose_model_button.clicked.connect(self._choose_model)
        offer = QHBoxLayout()
        offer.addWidget(self.add_photo_button)
        offer.addWidget(self.choose_model_button)
        offer.addStretch()
        self.add_photo_button.hide()
        self.choose_model_button.hide()
        self.pages = QListWidget()
        self.pages.setViewMode(QListWidget.ViewMode.IconMode)
        self.pages.setIconSize(QSize(180, 250))
        self.pages.setMinimumHeight(120)
        self.pages.hide()

        form = QFormLayout()
        self.build_service_rows(form, options)  # the print service first: it decides the rest
        form.addRow(self.tr("Trim size (finished page)"), self.trim_combo)
        form.addRow("", self.bleed_check)
        form.addRow("", self.large_note)
        form.addRow("", self.print_shop_check)
        form.addRow(self.tr("Save as"), path_row)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.close_button)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(form)
        column.addWidget(self.service_info)  # beside the form, not in it: a wrapped label there would be cut
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.warnings_title)
        column.addWidget(self.warnings)
        column.addWidget(self.pages, 1)
        title_row = QHBoxLayout()
        title_row.addWidget(self.findings_title, 1)
        title_row.addWidget(self.checking)
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        layout.addWidget(self.findings)
        layout.addLayout(offer)
        self.body_area = scrolling(body)
        layout.addWidget(self.body_area, 1)  # on a small screen the choices scroll; the buttons stay
        layout.addLayout(buttons)

        self._request = 0  # the preflight request whose answer this dialog waits for or shows
        self._export_waiting = False  # Export was pressed: go on when the check of the book as it is comes
        self._recheck = QTimer(self)
        self._recheck.setSingleShot(True)
        self._recheck.setInterval(RECHECK_MS)
        self._recheck.timeout.connect(self.refresh_preflight)
        self.export_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self._cancel)
        self.close_button.clicked.connect(self.reject)
        self.trim_combo.currentIndexChanged.connect(self.service_option_changed)
        self.bleed_check.toggled.connect(self._changed)
        self.path_edit.textChanged.connect(lambda _text: self.show_outline())  # the cover's name follows
        self._connections = [
            (vm.running_changed, self._running),
            (vm.progress_changed, self._progress),
            (vm.exported_changed, self._exported),
            (vm.pdf_pages_changed, self._show_pages),
            (vm.error_changed, self._error),
            (vm.cancelled_changed, self._cancelled),
            (vm.preflight_changed, self._preflight_arrived),
            (vm.book_vm.page_changed, self._changed),  # e.g. a photo added from the offer below
            (vm.book_vm.book_fields_changed, self._book_changed),
            (vm.book_vm.people_changed, self._changed),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        self._running(vm.running)
        self._say_large_print()
        self.refresh_preflight()
        fit_to_screen(self, QSize(820, 560))

    def done(self, result: int) -> None:
        """Closing: the check under way is cancelled (the worker drops it; nothing waits for it) and this
        dialog hears nothing more from the view-model (an export under way goes on and is kept)."""
        self._recheck.stop()
        self._export_waiting = False
        if self._connections:
            self.vm.cancel_preflight(self._request)
            for signal, slot in self._connections:
                signal.disconnect(slot)
            self._connections = []
        super().done(result)

    def options(self) -> ExportOptions:
        """The options as chosen in the dialog."""
        return ExportOptions(
            trim=self.trim_combo.currentData(),
            bleed=self.bleed_check.isChecked(),
            large_print=self._large_print(),
            print_shop=self.print_shop_check.isChecked(),
            **self.service_options(),
        )

    def _large_print(self) -> bool:
        """The book's large-print setting (the export follows it; the book's details change it)."""
        return self.vm.book_vm.is_open and self.vm.book_vm.book.large_print

    @Slot()
    def _book_changed(self) -> None:
        """The book's details changed (perhaps large print, which changes the page count): say so, check again."""
        self._say_large_print()
        self.service_option_changed()

    def _say_large_print(self) -> None:
        self.large_note.setText(
            self.tr(
                "Large print: on (bigger type, captions, high contrast). Change it in Book ▸ Title, page size and style…"
            )
            if self._large_print()
            else self.tr("Large print: off. Turn it on in Book ▸ Title, page size and style…")
        )

    @Slot(bool)
    def _print_shop_toggled(self, on: bool) -> None:
        """A print-shop file always has bleed: the bleed box is ticked and locked while it is chosen."""
        if on:
            self.bleed_check.setChecked(True)
        self.bleed_check.setEnabled(not on)

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the PDF"), self.path_edit.text(), "PDF (*.pdf)"
        )
        if path:
            self.path_edit.setText(path)

    @Slot()
    def start(self) -> None:
        """Export: wait for the check of the book as it is now with these options (asked for here when the
        list shown is older), ask what needs asking, then write the PDF (in the worker); its pages are shown
        when it is done. A bare file name goes beside the book folder (the default's place), never into whatever
        folder the app was started from."""
        path = self.path_edit.text().strip()
        if not path or self.vm.running or not self._connections:
            self._set_export_waiting(False)
            return
        if not Path(path).expanduser().is_absolute():  # a bare name: beside the book folder, and shown so
            path = str(self.vm.book_vm.open_project.root.parent / Path(path).expanduser())
            self.path_edit.setText(path)
        options = self.options()
        outcome = self.vm.preflight_outcome(options)
        mine = self.vm.preflight_request == self._request
        if outcome is None or not mine:
            if self._recheck.isActive() or not mine or not self.vm.preflight_pending(options):
                self.refresh_preflight()
            self._set_export_waiting(True)  # _preflight_arrived comes back here
            return
        self._set_export_waiting(False)
        order = outcome.order
        if order is not None and order.error:  # e.g. no hardcover in this size: nothing could be written
            self.status.setText(self.outline_text(order))
            return
        force = False
        if outcome.preflight is None:
            if not self.ask_unchecked(outcome.error):
                return  # unchecked but wanted: a service's order still refuses what blocks it (listed)
        elif blocking := outcome.preflight.blocking + (order.blocking if order is not None else 0):
            if not self.ask_blocking(blocking):
                return
            force = True  # asked and answered: the service's order is written all the same
        if not self._model_answered():
            return
        engine = None
        plan = self.vm.drawing_plan()
        if plan.engine == "diffusion" and plan.pages:
            engine = self.ask_drawing(plan)
            if engine is None:
                return
        self.status.setText(self.tr("Making the PDF…"))
        self.vm.export(path, self.options(), engine=engine, force=force)

    def _model_answered(self) -> bool:
        """True when the book's model may be loaded: it was chosen here, or the person was asked now (the
        answer kept for this book) and did not cancel (:mod:`app.viewmodels.book_model`)."""
        from app.ui.book_model_question import ask_book_model
        from app.viewmodels.book_model import pending_in, remember_answer

        book_vm, settings = self.vm.book_vm, self.vm.settings
        model = pending_in(book_vm, settings)
        if model is None:
            return True
        answer = ask_book_model(self, model, settings.model)
        if answer is not None:
            remember_answer(settings, book_vm.open_project.root, model, answer)
        return answer is not None

    def _set_export_waiting(self, waiting: bool) -> None:
        if waiting and not self._export_waiting:
            self.status.setText(self.tr("Checking the book before exporting…"))
        elif self._export_waiting and not waiting:
            self.status.clear()
        self._export_waiting = waiting
        self._running(self.vm.running)

    @Slot()
    def _cancel(self) -> None:
        """Cancel the export, or the wait for its check."""
        if self._export_waiting:
            self._set_export_waiting(False)
            self._cancelled()
        self.vm.cancel()

    @Slot(bool)
    def _running(self, running: bool) -> None:
        self.export_button.setEnabled(not running and not self._export_waiting)
        self.cancel_button.setEnabled(running or self._export_waiting)
        self.progress.setVisible(running)

    @Slot(str)
    def _error(self, text: str) -> None:
        self.status.setText(text)
        self._show_status()

    def _show_status(self) -> None:
        """Scroll the status line into view (at 1366×768 it sat below the fold: an export's error went unseen)."""

        def scroll() -> None:
            body = self.body_area.widget()
            if body is None:  # not laid out yet
                return
            bottom = self.status.mapTo(body, QPoint(0, self.status.height())).y()
            self.body_area.ensureVisible(0, bottom, 0, 12)  # downwards only: the left edge stays in view

        QTimer.singleShot(0, scroll)

    @Slot()
    def _cancelled(self) -> None:
        self.status.setText(self.tr("Cancelled."))
        self._show_status()

    @Slot(object)
    def _progress(self, progress: ExportProgress) -> None:
        self.progress.setRange(0, max(progress.pages, 1))
        self.progress.setValue(progress.page)

    @Slot(object)
    def _exported(self, result: ExportResult) -> None:
        lines = [
            self.tr("Saved %s (%.1f MB)") % (result.path, result.bytes / 1e6),
            *([self.tr("The cover: %1").replace("%1", str(result.cover))] if result.cover else []),
            self.tr("%n story page(s)", "", result.pages)
            + " · "
            + self.tr("pictures: %s drawn, %s reused") % (result.made, result.reused),
        ]
        if result.unchanged_since:
            when = result.unchanged_since.replace("T", " ")
            lines.append(
                self.tr("Nothing changed since the export of %1: its PDF is reused.").replace("%1", when)
            )
        self.status.setText("\n".join(lines))
        self._show_status()
        self.warnings.setPlainText("\n".join(result.warnings))
        self.warnings_title.setVisible(bool(result.warnings))
        self.warnings.setVisible(bool(result.warnings))
        self.vm.render_pdf(result.path)
        self.refresh_preflight()  # after the pages: the pictures drawn may have answered findings

    @Slot(list)
    def _show_pages(self, images: list) -> None:
        self.pages.clear()
        for number, image in enumerate(images, start=1):
            self.pages.addItem(QListWidgetItem(sharp_icon(image, self.pages.iconSize(), self), str(number)))
        self.pages.setVisible(bool(images))
        if images:
            fit_to_screen(self, QSize(max(self.width(), 1000), max(self.height(), 860)))
