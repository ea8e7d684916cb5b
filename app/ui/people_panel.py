"""The people of the book: name, trigger word, reference photos and LoRA (imported ``.safetensors``).

"Teach the model this person" (training a LoRA) appears here only when the training command
(``app/cli/train.py``) is part of the app and can run (:func:`model.installed.can_train`); the light app says
instead, in one line, that training needs the full app. Each time of their life, with its character sheet drawn and approved
here, is :class:`app.ui.eras_box.ErasBox`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.settings import Settings
from app.ui.sharp import sharp_icon
from app.viewmodels.book import BookViewModel
from app.viewmodels.sheets import SheetViewModel
from app.viewmodels.training import TrainingViewModel, training_available


class PeoplePanel(QWidget):
    """Lists the book's people and edits the selected one."""

    def __init__(
        self, vm: BookViewModel, settings: Settings, sheets: SheetViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.vm, self.settings = vm, settings
        self.model_name: str | None = settings.model
        """The model pages are drawn with (see :meth:`set_model`)."""
        self.list = QListWidget()
        self.list.setMaximumHeight(140)
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.name_edit = QLineEdit()
        self.trigger_edit = QLineEdit()
        self.photos = QListWidget()
        self.photos.setViewMode(QListWidget.ViewMode.IconMode)
        self.photos.setIconSize(QSize(80, 80))
        self.photos.setFixedHeight(110)
        self.add_photo_button = QPushButton()
        self.lora_label = QLabel()
        self.lora_label.setWordWrap(True)
        self.references_note = QLabel()
        self.references_note.setWordWrap(True)
        self.references_note.setObjectName("hint")
        self.lora_button = QPushButton()
        self.name_label, self.trigger_label, self.photos_label, self.lora_title = (
            QLabel(),
            QLabel(),
            QLabel(),
            QLabel(),
        )
        self.name_label.setBuddy(self.name_edit)
        self.trigger_label.setBuddy(self.trigger_edit)

        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # labels above: the dock is narrow
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.trigger_label, self.trigger_edit)
        form.addRow(self.photos_label, self.photos)
        form.addRow("", self.add_photo_button)
        form.addRow(self.lora_title, self.lora_label)
        form.addRow("", self.lora_button)
        self.form = QWidget()
        self.form.setLayout(form)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(row)
        layout.addWidget(self.form)
        layout.addWidget(self.references_note)
        from app.ui.eras_box import ErasBox

        self.eras = ErasBox(vm, sheets)  # times of life and their character sheets, drawn here
        self.draw_sheet_button = self.eras.draw_button
        layout.addWidget(self.eras)
        self.training = None
        self.training_note: QLabel | None = None
        if training_available():
            from app.ui.training import TrainingControl

            self.training_vm = TrainingViewModel(vm)
            self.training = TrainingControl(self.training_vm, settings, self.current_person)
            layout.addWidget(self.training)
        else:
            self.training_note = QLabel(
                self.tr(
                    "Teaching the model a person's face (LoRA training) needs the full Memory Picture Book app, "
                    "from the project's Releases page."
                )
            )
            self.training_note.setWordWrap(True)
            layout.addWidget(self.training_note)
        layout.addStretch()

        self.add_button.clicked.connect(self._add)
        self.remove_button.clicked.connect(self._remove)
        self.list.currentRowChanged.connect(self._show_person)
        self.name_edit.editingFinished.connect(lambda: self._edit("name", self.name_edit.text().strip()))
        self.trigger_edit.editingFinished.connect(
            lambda: self._edit("trigger", self.trigger_edit.text().strip())
        )
        self.add_photo_button.clicked.connect(self._add_photo)
        self.lora_button.clicked.connect(self._import_lora)
        vm.people_changed.connect(self._refresh)
        vm.book_changed.connect(self._refresh)
        vm.pages_model.thumbs.thumbnail_changed.connect(
            lambda ident: self._show_person(self.list.currentRow()) if ident.startswith("photo:") else None
        )
        self.retranslate()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add person…"))
        self.remove_button.setText(self.tr("Remove"))
        self.name_label.setText(self.tr("&Name"))
        self.trigger_label.setText(self.tr("&Trigger word"))
        self.trigger_edit.setPlaceholderText(self.tr("the word the LoRA was trained with"))
        self.photos_label.setText(self.tr("Reference photos"))
        self.add_photo_button.setText(self.tr("Add reference photo…"))
        self.lora_title.setText(self.tr("LoRA"))
        self.lora_button.setText(self.tr("Import LoRA…"))
        self.lora_button.setToolTip(self.tr("A .safetensors file (other formats can run code)"))
        self._show_person(self.list.currentRow())

    def current_person(self):
        """The person selected in the list, or None."""
        item = self.list.currentItem()
        if item is None or not self.vm.is_open:
            return None
        try:
            return self.vm.book.person(item.data(Qt.ItemDataRole.UserRole))
        except KeyError:
            return None

    @Slot()
    def _refresh(self) -> None:
        current = self.current_person()
        self.list.blockSignals(True)
        self.list.clear()
        people = self.vm.book.people if self.vm.is_open else []
        for person in people:
            item = QListWidgetItem(person.name)
            item.setData(Qt.ItemDataRole.UserRole, person.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        ids = [p.id for p in people]
        row = ids.index(current.id) if current and current.id in ids else (0 if ids else -1)
        self.list.setCurrentRow(row)
        self._show_person(row)

    @Slot(int)
    def _show_person(self, row: int) -> None:
        person = self.current_person()
        self.form.setEnabled(person is not None)
        self.remove_button.setEnabled(person is not None)
        self.add_button.setEnabled(self.vm.is_open)
        self.name_edit.setText(person.name if person else "")
        self.trigger_edit.setText(person.trigger if person else "")
        self.photos.clear()
        for name in person.photos if person else []:
            image = self.vm.pages_model.thumbs.photo(name)
            self.photos.addItem(QListWidgetItem(sharp_icon(image, self.photos.iconSize(), self), ""))
        learned = person.lora if person and person.lora else ""
        self.lora_label.setText(
            self.tr("learned (%s)") % Path(learned).name if learned else self.tr("none yet")
        )
        self.eras.show_person(person)
        if self.training is not None:
            self.training.show_person(person)
        self._show_model_needs()

    def set_model(self, name: str | None) -> None:
        """The pages will be drawn with model ``name`` (None: the sketch engine); say what people need for it."""
        self.model_name = name
        self._show_model_needs()

    def _show_model_needs(self) -> None:
        """With a model that takes reference photos (FLUX.2, Qwen-Image-Edit; :func:`model.catalog.reference_count`)
        say that no training is needed and hide "Teach the model this person"; otherwise show training."""
        from model.catalog import find_model, reference_count

        references = reference_count(self.model_name)
        if references:
            entry = find_model(self.model_name)
            name = entry.name if entry else self.model_name
            self.references_note.setText(
                self.tr(
                    "%s draws each person from their reference photos (up to %d): no training needed. "
                    "Add a few clear photos of the face."
                )
                % (name, references)
            )
        self.references_note.setVisible(bool(references))
        if self.training is not None:
            self.training.setVisible(not references)

    def _edit(self, name: str, value: str) -> None:
        person = self.current_person()
        if person is not None and getattr(person, name) != value and (value or name != "name"):
            self.vm.update_person(person.id, {name: value})

    @Slot()
    def _add(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Add person"), self.tr("Name:"))
        if ok and name.strip():
            self.vm.add_person(name)

    @Slot()
    def _remove(self) -> None:
        person = self.current_person()
        if person is not None:
            self.vm.remove_person(person.id)

    @Slot()
    def _add_photo(self) -> None:
        person = self.current_person()
        if person is None:
            return
        from app.ui.page_editor import PHOTO_FILTER

        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Reference photos"), "", self.tr("Photos (%s)") % PHOTO_FILTER
        )
        if paths:  # every good photo comes in; the refused ones are named together in the banner
            self.vm.add_person_photos(person.id, paths)

    @Slot()
    def _import_lora(self) -> None:
        person = self.current_person()
        if person is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import LoRA"), "", "LoRA (*.safetensors)")
        if path:
            self.vm.import_lora(person.id, path)
