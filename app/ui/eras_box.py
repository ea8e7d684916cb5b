"""A person's times of life in the people panel: each era (its years or ages, how many reference photos) and
its character sheet (:mod:`app.book.sheets`) — shown, and approved here; a sheet is drawn with
``memorybook person era sheet`` (docs/LIFETIME.md)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from app.book.eras import ALL_LIFE
from app.book.model import Person
from app.book.sheets import current_sheet
from app.ui.sharp import sharp_pixmap
from app.viewmodels.book import BookViewModel

SHEET_SIZE = QSize(96, 96)
"""Size (logical px) of the sheet's picture in the panel."""


class ErasBox(QWidget):
    """The eras of the person shown (:meth:`show_person`), each with its sheet's state, and "Approve"."""

    def __init__(self, vm: BookViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.person: Person | None = None
        self.title = QLabel()
        self.list = QListWidget()
        self.list.setMaximumHeight(90)
        self.sheet = QLabel()
        self.sheet.setFixedSize(SHEET_SIZE)
        self.sheet.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setObjectName("hint")
        self.approve_button = QPushButton()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.title, self.list, self.sheet, self.hint, self.approve_button):
            layout.addWidget(widget)
        self.list.currentRowChanged.connect(self._show_era)
        self.approve_button.clicked.connect(self._approve)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Times of life and character sheets"))
        self.approve_button.setText(self.tr("Approve character sheet"))
        self.show_person(self.person)

    def eras(self) -> list[str]:
        """The era names listed: the person's eras, and their whole life when they have no eras or a sheet of it."""
        person = self.person
        if person is None:
            return []
        names = [era.name for era in person.eras]
        if not person.eras or person.sheet is not None:
            names.append(ALL_LIFE)
        return names

    def show_person(self, person: Person | None) -> None:
        """List ``person``'s eras (nothing for None), keeping the era selected when it is still there."""
        selected = self.list.currentItem().data(Qt.ItemDataRole.UserRole) if self.list.currentItem() else None
        self.person = person
        self.list.blockSignals(True)
        self.list.clear()
        for name in self.eras():
            item = QListWidgetItem(self._row_text(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.list.addItem(item)
        self.list.blockSignals(False)
        names = self.eras()
        self.list.setCurrentRow(names.index(selected) if selected in names else (0 if names else -1))
        self._show_era(self.list.currentRow())

    def _row_text(self, name: str) -> str:
        person = self.person
        era = next((e for e in person.eras if e.name == name), None)
        shown = self.tr("whole life") if name == ALL_LIFE else name
        if era is not None and era.years:
            shown += f" · {era.years[0]}–{era.years[1]}"
        elif era is not None and era.ages:
            shown += " · " + self.tr("age %d–%d") % era.ages
        count = len(era.photos) if era is not None else len(person.photos)
        shown += " · " + self.tr("%d photo(s)") % count
        sheet = current_sheet(person, name)
        if sheet is None:
            return shown
        return shown + " · " + (self.tr("sheet approved") if sheet.approved else self.tr("sheet waiting"))

    @Slot(int)
    def _show_era(self, row: int) -> None:
        name = self.list.item(row).data(Qt.ItemDataRole.UserRole) if row >= 0 else None
        sheet = current_sheet(self.person, name) if name is not None else None
        self.sheet.clear()
        if sheet is not None:
            image = self.vm.pages_model.thumbs.photo(sheet.photo)
            if not image.isNull():
                self.sheet.setPixmap(sharp_pixmap(image, SHEET_SIZE, self))
        self.sheet.setVisible(sheet is not None)
        self.approve_button.setEnabled(sheet is not None and not sheet.approved)
        if name is None:
            self.hint.setText("")
        elif sheet is None:
            self.hint.setText(
                self.tr("No character sheet yet; the command line draws one (see docs/LIFETIME.md).")
            )
        elif sheet.approved:
            self.hint.setText(self.tr("Every page of this time gets this portrait as a reference photo."))
        else:
            self.hint.setText(
                self.tr(
                    "Look at the portrait: once approved, every page of this time gets it, and pages drawn "
                    "before are drawn again at the next build."
                )
            )

    @Slot()
    def _approve(self) -> None:
        item = self.list.currentItem()
        if self.person is not None and item is not None:
            self.vm.approve_sheet(self.person.id, item.data(Qt.ItemDataRole.UserRole))
