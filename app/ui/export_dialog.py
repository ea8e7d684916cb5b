"""The export dialog: the preflight's findings (each selects its page), trim size, bleed and crop marks, large
print, for a print shop (PDF/X-4, CMYK) or for screens and home printers, where to save; progress; then a look
at the written PDF's pages (drawn by PDFium in the worker).

Before writing, blocking findings ask first, and pages still without a picture are never drawn with a
diffusion model without asking: how many, with which model, about how long (from the last measured seconds
per picture), with the offline sketch engine offered instead."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal, Slot
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
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.screen_fit import fit_to_screen, scrolling
from app.ui.sharp import sharp_icon
from app.viewmodels.exporter import DrawingPlan, ExportOptions, ExportProgress, ExportResult, ExportViewModel


class ExportDialog(QDialog):
    """Export the open book to a PDF and show the result.

    Signals: ``page_selected(page id)`` when a finding is clicked, ``add_photo_requested(page id)`` and
    ``choose_model_requested()`` from the offer on a page that can only get a colour wash.
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
        self.large_check = QCheckBox(self.tr("Large print (easier to read)"))
        self.large_check.setChecked(options.large_print)
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
        self.export_button = QPushButton(self.tr("Export"))
        self.export_button.setObjectName("primary")
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
        self.choose_model_button.clicked.connect(self.choose_model_requested)
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
        form.addRow(self.tr("Trim size (finished page)"), self.trim_combo)
        form.addRow("", self.bleed_check)
        form.addRow("", self.large_check)
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
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.warnings_title)
        column.addWidget(self.warnings)
        column.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.findings_title)
        layout.addWidget(self.findings)
        layout.addLayout(offer)
        layout.addWidget(scrolling(body), 1)  # on a small screen the choices scroll; the buttons stay
        layout.addLayout(buttons)

        self.export_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(vm.cancel)
        self.close_button.clicked.connect(self.reject)
        vm.running_changed.connect(self._running)
        vm.progress_changed.connect(self._progress)
        vm.exported_changed.connect(self._exported)
        vm.pdf_pages_changed.connect(self._show_pages)
        vm.error_changed.connect(self.status.setText)
        vm.cancelled_changed.connect(lambda: self.status.setText(self.tr("Cancelled.")))
        self._running(vm.running)
        self.refresh_preflight()
        fit_to_screen(self, QSize(820, 560))

    def options(self) -> ExportOptions:
        """The options as chosen in the dialog."""
        return ExportOptions(
            trim=self.trim_combo.currentData(),
            bleed=self.bleed_check.isChecked(),
            large_print=self.large_check.isChecked(),
            print_shop=self.print_shop_check.isChecked(),
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

    def refresh_preflight(self):
        """Run the preflight for the chosen options and list its findings, most serious first; returns it."""
        from app.preflight import page_label, severity_label

        result = self.vm.preflight(self.options())
        zh = result.language == "zh"
        self.findings.clear()
        for page, finding in result.findings():
            item = QListWidgetItem(
                f"{severity_label(finding.severity, zh)} · {page_label(page, zh)}: {finding.message}"
            )
            item.setData(Qt.ItemDataRole.UserRole, page.page_id)
            item.setData(Qt.ItemDataRole.UserRole + 1, finding.code)
            item.setToolTip(finding.message)
            self.findings.addItem(item)
        count = self.findings.count()
        self.findings_title.setText(
            self.tr("Before printing: %n finding(s), %1 blocking", "", count).replace(
                "%1", str(result.blocking)
            )
            if count
            else self.tr("Before printing: nothing found.")
        )
        self.findings.setVisible(bool(count))
        return result

    def _selected_page(self) -> str | None:
        item = self.findings.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    @Slot(QListWidgetItem)
    def _finding_clicked(self, item: QListWidgetItem) -> None:
        self.page_selected.emit(item.data(Qt.ItemDataRole.UserRole))
        wash = item.data(Qt.ItemDataRole.UserRole + 1) == "wash_only"
        self.add_photo_button.setVisible(wash)
        self.choose_model_button.setVisible(wash)

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

    @Slot()
    def start(self) -> None:
        """Check the book, ask what needs asking, then write the PDF (in the worker); its pages are shown
        when it is done."""
        path = self.path_edit.text().strip()
        if not path or self.vm.running:
            return
        result = self.refresh_preflight()
        if result.blocking and not self.ask_blocking(result.blocking):
            return
        engine = None
        plan = self.vm.drawing_plan()
        if plan.engine == "diffusion" and plan.pages:
            engine = self.ask_drawing(plan)
            if engine is None:
                return
        self.status.setText(self.tr("Making the PDF…"))
        self.vm.export(path, self.options(), engine=engine)

    @Slot(bool)
    def _running(self, running: bool) -> None:
        self.export_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.progress.setVisible(running)

    @Slot(object)
    def _progress(self, progress: ExportProgress) -> None:
        self.progress.setRange(0, max(progress.pages, 1))
        self.progress.setValue(progress.page)

    @Slot(object)
    def _exported(self, result: ExportResult) -> None:
        lines = [
            self.tr("Saved %s (%.1f MB)") % (result.path, result.bytes / 1e6),
            self.tr("%n story page(s)", "", result.pages)
            + " · "
            + self.tr("pictures: %s drawn, %s reused") % (result.made, result.reused),
        ]
        self.status.setText("\n".join(lines))
        self.refresh_preflight()
        self.warnings.setPlainText("\n".join(result.warnings))
        self.warnings_title.setVisible(bool(result.warnings))
        self.warnings.setVisible(bool(result.warnings))
        self.vm.render_pdf(result.path)

    @Slot(list)
    def _show_pages(self, images: list) -> None:
        self.pages.clear()
        for number, image in enumerate(images, start=1):
            self.pages.addItem(QListWidgetItem(sharp_icon(image, self.pages.iconSize(), self), str(number)))
        self.pages.setVisible(bool(images))
        if images:
            fit_to_screen(self, QSize(max(self.width(), 1000), max(self.height(), 860)))
