"""Choosing how pictures are drawn: the built-in sketch engine, a diffusion model (a local folder, a single
``.safetensors`` file, or a hub id, downloaded with a progress bar and cancel), or a drawing server's model
(:mod:`app.ui.server_box`). The light app (no diffusion stack: :func:`model.installed.can_draw_with_diffusion`)
offers the sketch engine and a drawing server only, and says in one sentence what the full app adds. Shown on
first run and from the menu; the choice is remembered in :class:`app.settings.Settings`. The catalogue (size, licence, GPU needs), the
download and the placement plan in words appear when the inference core ships them
(:class:`app.viewmodels.models.ModelsViewModel`).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.settings import Settings
from app.ui.language import current_language
from app.ui.screen_fit import fit_to_screen, scrolling
from app.ui.server_box import ServerBox
from app.ui.theme import ok_cancel
from app.viewmodels.models import CatalogueEntry, ModelsViewModel
from app.viewmodels.server import ServerViewModel
from model.installed import can_draw_with_diffusion

GB = 1024**3


def is_local_model(text: str) -> bool:
    """True when ``text`` names a folder or file on this computer (it exists, is an absolute or home path, or
    is a ``.safetensors`` file) rather than a hub id such as ``org/name``."""
    from pathlib import Path

    text = text.strip()
    if not text:
        return False
    path = Path(text).expanduser()
    return path.exists() or path.is_absolute() or text.startswith(("~", ".")) or path.suffix == ".safetensors"


class ModelDialog(QDialog):
    """Engine and model choice; ``first_run`` adds a welcome line. Saves Settings on OK."""

    def __init__(
        self,
        settings: Settings,
        models: ModelsViewModel,
        parent: QWidget | None = None,
        first_run: bool = False,
    ) -> None:
        super().__init__(parent)
        self.settings, self.models = settings, models
        self.setWindowTitle(self.tr("How should the pictures be drawn?"))
        self.full = can_draw_with_diffusion()  # the light app: no diffusion model, catalogue or download
        layout = QVBoxLayout(self)
        if first_run:
            welcome = QLabel(self._welcome_text())
            welcome.setWordWrap(True)
            layout.addWidget(welcome)
        self.sketch_radio = QRadioButton(self.tr("Built-in sketch engine (offline, no model needed)"))
        group = QButtonGroup(self)
        group.addButton(self.sketch_radio)
        layout.addWidget(self.sketch_radio)
        self.model_radio: QRadioButton | None = None
        self.model_box: QWidget | None = None
        if self.full:
            self.model_radio = QRadioButton(self.tr("A picture model (diffusion)"))
            group.addButton(self.model_radio)
            layout.addWidget(self.model_radio)
            self.model_box = self._build_model_box(settings, models)
        self.server_radio = QRadioButton(self.tr("Draw on a drawing server (no graphics card needed here)"))
        group.addButton(self.server_radio)
        self.server_box = ServerBox(settings, ServerViewModel(models.bridge, self))
        choices = QWidget()  # the model's part and the server's scroll together on a small screen
        column = QVBoxLayout(choices)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in (self.model_box, self.server_radio, self.server_box):
            if widget is not None:
                column.addWidget(widget)
        if not self.full:
            column.addStretch(1)  # the server's part at its own height, the full app's line below
        layout.addWidget(scrolling(choices), 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        models.error_changed.connect(self.status.setText)
        layout.addWidget(self.status)
        self.hint = QLabel(self._hint_text())
        self.hint.setWordWrap(True)
        self.hint.setObjectName("fullAppHint" if not self.full else "modelHint")
        layout.addWidget(self.hint)
        buttons = ok_cancel(self)
        layout.addWidget(buttons)
        use_model = self.full and (
            settings.engine == "diffusion" or (settings.engine == "auto" and bool(settings.model))
        )
        use_server = settings.engine == "server"
        radio = self.server_radio if use_server else self.model_radio if use_model else self.sketch_radio
        if radio is not None:
            radio.setChecked(True)
        if self.model_radio is not None and self.model_box is not None:
            self.model_radio.toggled.connect(self.model_box.setEnabled)
            self.model_box.setEnabled(use_model and not use_server)
            if self.model_edit.text():
                self._check_timer.start()
            self._local_or_hub(self.model_edit.text())
        self.server_radio.toggled.connect(self.server_box.setEnabled)
        self.server_box.setEnabled(use_server)
        fit_to_screen(self, QSize(780, 760) if self.full else QSize(640, 520))

    def _welcome_text(self) -> str:
        if self.full:
            return self.tr(
                "Welcome! Memory Picture Book can draw pictures right away with its built-in sketch engine "
                "(no download, works on any computer). You can choose a picture model later."
            )
        return self.tr(
            "Welcome! Memory Picture Book draws pictures right away with its built-in sketch engine (no "
            "download, works on any computer), or on a drawing server that someone runs for you."
        )

    def _hint_text(self) -> str:
        """Under the choices: how hub models behave (the full app), or what the full app adds (the light app)."""
        if self.full:
            return self.tr(
                "Hub models are downloaded the first time they are used; without a graphics card they are slow."
            )
        return self.tr(
            "This is the light Memory Picture Book app. The full app adds pictures drawn by a diffusion model "
            "on this computer, teaching the model a person's face (LoRA training) and turning recorded speech "
            "into text; download it from the project's Releases page (the guide's “Which package?” says which "
            "one to take)."
        )

    def _build_model_box(self, settings: Settings, models: ModelsViewModel) -> QWidget:
        """The diffusion model's part (the full app only): the field, the catalogue, the download, whether the
        model is here and how it would run. Asks the model process for the catalogue's GPU needs."""
        self.model_edit = QLineEdit(settings.model or "")
        self.model_edit.setPlaceholderText(self.tr("a model folder, a .safetensors file, or a hub id"))
        folder = QPushButton(self.tr("Folder…"))
        single = QPushButton(self.tr("File…"))
        folder.clicked.connect(self._choose_folder)
        single.clicked.connect(self._choose_file)
        row = QHBoxLayout()
        row.addWidget(self.model_edit, 1)
        row.addWidget(folder)
        row.addWidget(single)
        model_box = QWidget()
        box = QVBoxLayout(model_box)
        box.setContentsMargins(24, 0, 0, 0)
        box.addLayout(row)

        self.catalogue = QListWidget()
        self.catalogue.setMinimumHeight(120)
        self.catalogue.setWordWrap(True)
        self.catalogue.setAlternatingRowColors(True)
        self.catalogue.currentItemChanged.connect(self._catalogue_chosen)
        box.addWidget(QLabel(self.tr("Or choose a known model:")))
        box.addWidget(self.catalogue)
        models.catalogue_changed.connect(self._fill_catalogue)
        self._fill_catalogue(models.load_catalogue())

        self.download_bar = QProgressBar()
        self.download_bar.hide()
        self.download_cancel = QPushButton(self.tr("Stop download"))
        self.download_cancel.hide()
        self.download_button = QPushButton(self.tr("Download this model"))
        self.download_button.clicked.connect(self.download)
        down = QHBoxLayout()
        down.addWidget(self.download_button)
        down.addWidget(self.download_bar, 1)
        down.addWidget(self.download_cancel)
        box.addLayout(down)
        self.download_cancel.clicked.connect(models.cancel)
        models.download_progress_changed.connect(self._download_progress)
        models.download_finished_changed.connect(self._downloaded)
        models.running_changed.connect(self._downloading)
        models.cancelled_changed.connect(lambda: self.status.setText(self.tr("Download stopped.")))

        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        box.addWidget(self.source_label)
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(600)
        self._check_timer.timeout.connect(self._check)
        self.model_edit.textChanged.connect(lambda _t: self._check_timer.start())
        models.source_changed.connect(self._source_checked)
        self._build_plan(box, models)
        return model_box

    def _build_plan(self, box: QVBoxLayout, models: ModelsViewModel) -> None:
        """How the model in the field would run on this computer, worked out again as the field changes."""
        self.plan_label = QPlainTextEdit()
        self.plan_label.setReadOnly(True)
        self.plan_label.setMinimumHeight(70)
        self.plan_label.setMaximumHeight(150)
        box.addWidget(QLabel(self.tr("How it would run on this computer:")))
        # a moving bar while the plan is worked out (the first time, torch loads: half a minute or so)
        self.plan_busy = QProgressBar()
        self.plan_busy.setRange(0, 0)
        self.plan_busy.setTextVisible(True)
        self.plan_busy.setFormat(self.tr("Working out how this model would run…"))
        self.plan_busy.hide()
        box.addWidget(self.plan_busy)
        box.addWidget(self.plan_label)
        models.plan_changed.connect(self._plan_arrived)
        models.plan_details_changed.connect(self.plan_label.setToolTip)  # the planner's own words
        self._plan_timer = QTimer(self)
        self._plan_timer.setSingleShot(True)
        self._plan_timer.setInterval(600)
        self._plan_timer.timeout.connect(self._explain_plan)
        self.model_edit.textChanged.connect(lambda _t: self._plan_timer.start())
        self.model_edit.textChanged.connect(self._local_or_hub)
        if self.model_edit.text():
            self._plan_timer.start()

    # -- the plan -------------------------------------------------------------------------------------------
    @Slot()
    def _explain_plan(self) -> None:
        if self.models.explain_plan(self.model_edit.text()):
            self.plan_label.clear()
            self.plan_busy.show()
        else:
            self.plan_busy.hide()

    @Slot(str)
    def _plan_arrived(self, text: str) -> None:
        self.plan_busy.hide()
        self.plan_label.setPlainText(text)

    @Slot(str)
    def _local_or_hub(self, text: str) -> None:
        """Downloading is for hub models only: a folder or file on this computer has nothing to download."""
        local = is_local_model(text)
        self.download_button.setEnabled(
            bool(text.strip()) and not local and not self.download_cancel.isVisibleTo(self)
        )
        self.download_button.setToolTip(
            self.tr("This model is a folder or file on this computer: there is nothing to download.")
            if local
            else ""
        )

    # -- catalogue ------------------------------------------------------------------------------------------
    @Slot(list)
    def _fill_catalogue(self, entries: list[CatalogueEntry]) -> None:
        current = self.catalogue.currentRow()
        self.catalogue.blockSignals(True)
        self.catalogue.clear()
        for entry in entries:
            parts = [self.tr("download %.1f GB") % (entry.size_bytes / GB)]
            if entry.gpu_bytes:
                parts.append(self.tr("graphics card memory %.0f GB or more") % (entry.gpu_bytes / GB))
            licence = entry.licence_zh if current_language() == "zh" and entry.licence_zh else entry.licence
            if not entry.commercial_use:
                licence += " " + self.tr("(not for commercial use)")
            reads = [
                self.tr("prompts in Chinese and English")
                if "zh" in entry.languages
                else self.tr("prompts in English")
            ]
            if entry.max_references:
                reads.append(self.tr("keeps faces from up to %d photos, no training") % entry.max_references)
            lines = [entry.name, " · ".join(parts), " · ".join(reads), licence]
            item = QListWidgetItem("\n    ".join(lines))
            item.setData(Qt.ItemDataRole.UserRole, entry.hub_id)
            self.catalogue.addItem(item)
        self.catalogue.setCurrentRow(current)
        self.catalogue.blockSignals(False)

    @Slot(QListWidgetItem, QListWidgetItem)
    def _catalogue_chosen(self, item: QListWidgetItem | None, _previous=None) -> None:
        if item is not None:
            self.model_edit.setText(item.data(Qt.ItemDataRole.UserRole))

    # -- is it here? ----------------------------------------------------------------------------------------
    @Slot()
    def _check(self) -> None:
        self.source_label.clear()
        self.models.check_source(self.model_edit.text())

    @Slot(bool, str)
    def _source_checked(self, found: bool, text: str) -> None:
        if found:
            self.source_label.setText(self.tr("✓ This model is on this computer."))
        else:
            self.source_label.setText(self.tr("Not ready: %s") % text)

    # -- download -------------------------------------------------------------------------------------------
    @Slot()
    def download(self) -> None:
        """Download the hub model named in the field (progress below, can be stopped)."""
        if self.models.download(self.model_edit.text()):
            self.status.setText(self.tr("Downloading… you can keep using the app."))

    @Slot(int, int)
    def _download_progress(self, done: int, total: int) -> None:
        scale = 1024 * 1024
        self.download_bar.setRange(0, max(total // scale, 1))
        self.download_bar.setValue(done // scale)
        self.download_bar.setFormat(self.tr("%s of %s MB") % (done // scale, total // scale))

    @Slot(str)
    def _downloaded(self, model: str) -> None:
        self.model_edit.setText(model)
        self._check_timer.start()
        self.status.setText(self.tr("Downloaded. Press OK to use it."))

    @Slot(bool)
    def _downloading(self, running: bool) -> None:
        self.download_bar.setVisible(running)
        self.download_cancel.setVisible(running)
        self.download_button.setEnabled(not running and not is_local_model(self.model_edit.text()))

    # -- files ----------------------------------------------------------------------------------------------
    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Model folder"))
        if path:
            self.model_edit.setText(path)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Model file"), "", "*.safetensors")
        if path:
            self.model_edit.setText(path)

    def chosen(self) -> tuple[str, str | None]:
        """(engine, model) as chosen in the dialog: ``("server", the server's model)`` for a drawing server
        (with a connection code pasted); the sketch engine in the light app unless a server is chosen (the
        settings' model stays remembered for the full app)."""
        if self.server_radio.isChecked() and self.server_box.code():
            return "server", self.server_box.model()
        if self.model_radio is None or self.sketch_radio.isChecked() or self.server_radio.isChecked():
            return "sketch", self.settings.model
        model = self.model_edit.text().strip() or None
        return ("diffusion", model) if model else ("sketch", None)

    def accept(self) -> None:
        engine, model = self.chosen()
        if engine == "server":  # the local model stays remembered for when the server is not used
            self.settings.engine, self.settings.server_model = engine, model
            self.settings.server_code = self.server_box.code()
        else:
            self.settings.engine, self.settings.model = engine, model
        self.settings.first_run_done = True
        self.settings.save()
        super().accept()

    def reject(self) -> None:
        self.models.cancel()
        if not self.settings.first_run_done:
            self.settings.first_run_done = True  # asked once; the menu offers it again
            self.settings.save()
        super().reject()
