"""The export dialog: trim size, bleed and crop marks, large print, for a print shop (PDF/X-4, CMYK) or for
screens and home printers, where to save; progress; then a look at the written PDF's pages (drawn by PDFium in
the worker)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Slot
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

from app.ui.screen_fit import fit_to_screen, scrolling
from app.ui.sharp import sharp_icon
from app.viewmodels.exporter import ExportOptions, ExportProgress, ExportResult, ExportViewModel


class ExportDialog(QDialog):
    """Export the open book to a PDF and show the result."""

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
        fit_to_screen(self, QSize(820, 420))

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

    @Slot()
    def start(self) -> None:
        """Write the PDF (in the worker); its pages are shown when it is done."""
        path = self.path_edit.text().strip()
        if path:
            self.status.setText(self.tr("Making the PDF…"))
            self.vm.export(path, self.options())

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
