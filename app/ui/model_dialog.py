"""Choosing how pictures are drawn: the built-in sketch engine or a diffusion model (a local folder, a
single ``.safetensors`` file, or a hub id). Shown on first run (no model chosen yet) and from the menu; the
choice is remembered in :class:`app.settings.Settings`. Catalogue models (size, licence, GPU needs) are
listed when the app ships a catalogue (``model.catalog``); the placement plan is explained in words when
the app ships a planner (``model.placement``).
"""

from __future__ import annotations

import importlib.util

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.settings import Settings


def _has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


class ModelDialog(QDialog):
    """Engine and model choice; ``first_run`` adds a welcome line. Saves Settings on OK."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, first_run: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("How should the pictures be drawn?"))
        layout = QVBoxLayout(self)
        if first_run:
            welcome = QLabel(
                self.tr(
                    "Welcome! Memory Book can draw pictures right away with its built-in sketch engine "
                    "(no download, works on any computer). You can choose a picture model later."
                )
            )
            welcome.setWordWrap(True)
            layout.addWidget(welcome)
        self.sketch_radio = QRadioButton(self.tr("Built-in sketch engine (offline, no model needed)"))
        self.model_radio = QRadioButton(self.tr("A picture model (diffusion)"))
        group = QButtonGroup(self)
        group.addButton(self.sketch_radio)
        group.addButton(self.model_radio)
        layout.addWidget(self.sketch_radio)
        layout.addWidget(self.model_radio)

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
        self.model_box = QWidget()
        box = QVBoxLayout(self.model_box)
        box.setContentsMargins(24, 0, 0, 0)
        box.addLayout(row)
        self.catalog = None
        if _has("model.catalog"):
            self.catalog = QListWidget()
            self._fill_catalog()
            self.catalog.currentItemChanged.connect(self._catalog_chosen)
            box.addWidget(QLabel(self.tr("Or choose a known model:")))
            box.addWidget(self.catalog)
        self.plan_label = None
        if _has("model.placement"):
            self.plan_label = QLabel()
            self.plan_label.setWordWrap(True)
            box.addWidget(self.plan_label)
        layout.addWidget(self.model_box)
        self.hint = QLabel(
            self.tr("Hub models are downloaded the first time they are used; without a graphics card they are slow.")
        )
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        use_model = settings.engine == "diffusion" or (settings.engine == "auto" and bool(settings.model))
        (self.model_radio if use_model else self.sketch_radio).setChecked(True)
        self.model_radio.toggled.connect(self.model_box.setEnabled)
        self.model_box.setEnabled(use_model)
        self.model_edit.textChanged.connect(self._explain_plan)
        self._explain_plan()
        self.resize(640, 0)

    def _fill_catalog(self) -> None:
        from model import catalog

        entries = getattr(catalog, "CATALOG", None) or getattr(catalog, "load_catalog", lambda: {})()
        items = entries.values() if isinstance(entries, dict) else entries
        for entry in items:
            ident = getattr(entry, "id", None) or getattr(entry, "repo", "")
            size = getattr(entry, "size_gb", None) or getattr(entry, "download_gb", None)
            licence = getattr(entry, "licence", None) or getattr(entry, "license", "")
            gpu = getattr(entry, "min_vram_gb", None) or getattr(entry, "vram_gb", None)
            parts = [str(ident)]
            if size:
                parts.append(self.tr("%s GB") % size)
            if licence:
                parts.append(str(licence))
            if gpu:
                parts.append(self.tr("GPU %s GB") % gpu)
            item = QListWidgetItem(" · ".join(parts))
            item.setData(256, ident)
            self.catalog.addItem(item)

    def _catalog_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.model_edit.setText(item.data(256))

    def _explain_plan(self) -> None:
        if self.plan_label is None:
            return
        text = ""
        try:
            from model import placement

            explain = getattr(placement, "explain_source", None)
            if explain and self.model_edit.text().strip():
                text = explain(self.model_edit.text().strip())
        except Exception as err:  # a plan that cannot be made is explained, never fatal
            text = str(err)
        self.plan_label.setText(text)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Model folder"))
        if path:
            self.model_edit.setText(path)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Model file"), "", "*.safetensors")
        if path:
            self.model_edit.setText(path)

    def chosen(self) -> tuple[str, str | None]:
        """(engine, model) as chosen in the dialog."""
        if self.sketch_radio.isChecked():
            return "sketch", self.settings.model
        model = self.model_edit.text().strip() or None
        return ("diffusion", model) if model else ("sketch", None)

    def accept(self) -> None:
        engine, model = self.chosen()
        self.settings.engine, self.settings.model = engine, model
        self.settings.first_run_done = True
        self.settings.save()
        super().accept()
