"""A person's times of life in the people panel: each era (its years or ages, how many reference photos) and
its character sheet (:mod:`app.book.sheets`) — drawn here in the worker thread
(:class:`app.viewmodels.sheets.SheetViewModel`, as ``memorybook person era sheet`` draws it), shown, and
approved (docs/LIFETIME.md)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from app.book.eras import ALL_LIFE
from app.book.model import Person
from app.book.sheets import current_sheet
from app.ui.sharp import sharp_pixmap
from app.viewmodels.book import BookViewModel
from app.viewmodels.sheets import SheetViewModel

SHEET_SIZE = QSize(96, 96)
"""Size (logical px) of the sheet's picture in the panel."""


class ErasBox(QWidget):
    """The eras of the person shown (:meth:`show_person`), each with its sheet's state, "Draw" and "Approve"."""

    def __init__(self, vm: BookViewModel, sheets: SheetViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm, self.sheets = vm, sheets
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
        self.draw_button = QPushButton()
        self.approve_button = QPushButton()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.title, self.list, self.sheet, self.hint, self.draw_button, self.approve_button):
            layout.addWidget(widget)
        self.list.currentRowChanged.connect(self._show_era)
        self.draw_button.clicked.connect(self._draw)
        self.approve_button.clicked.connect(self._approve)
        sheets.running_changed.connect(lambda _running: self._show_era(self.list.currentRow()))
        sheets.progress_changed.connect(self._progress)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Times of life and character sheets"))
        self.draw_button.setText(self.tr("Draw character sheet"))
        self.draw_button.setToolTip(
            self.tr(
                "A portrait drawn from this time's photos in the book's style; drawing it again gives another"
            )
        )
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

    @property
    def _shown(self) -> Person:
        """The person shown (the list has rows only while one is)."""
        assert self.person is not None
        return self.person

    def _row_text(self, name: str) -> str:
        person = self._shown
        era = next((e for e in person.eras if e.name == name), None)
        shown = self.tr("whole life") if name == ALL_LIFE else name
        if era is not None and era.years:
            shown += f" · {era.years[0]}–{era.years[1]}"
        elif era is not None and era.ages:
            shown += " · " + self.tr("age %d–%d") % era.ages
        shown += " · " + self.tr("%d photo(s)") % self._photo_count(name)
        sheet = current_sheet(person, name)
        if sheet is None:
            return shown
        return shown + " · " + (self.tr("sheet approved") if sheet.approved else self.tr("sheet waiting"))

    @Slot(int)
    def _show_era(self, row: int) -> None:
        name = self.list.item(row).data(Qt.ItemDataRole.UserRole) if row >= 0 else None
        sheet = current_sheet(self._shown, name) if name is not None else None
        self.sheet.clear()
        if sheet is not None:
            image = self.vm.pages_model.thumbs.photo(sheet.photo)
            if not image.isNull():
                self.sheet.setPixmap(sharp_pixmap(image, SHEET_SIZE, self))
        self.sheet.setVisible(sheet is not None)
        self.approve_button.setEnabled(sheet is not None and not sheet.approved and not self.sheets.running)
        self.draw_button.setEnabled(
            name is not None and self._photo_count(name) > 0 and not self.sheets.running
        )
        if name is None:
            self.hint.setText("")
        elif self.sheets.running:
            self.hint.setText(self.tr("Drawing the character sheet… you can go on editing."))
        elif self._photo_count(name) == 0:
            self.hint.setText(
                self.tr("Add reference photos of this time first: the sheet is drawn from them.")
            )
        elif sheet is None:
            self.hint.setText(
                self.tr("No character sheet yet: “Draw character sheet” draws one from this time's photos.")
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

    def _photo_count(self, name: str) -> int:
        """How many reference photos the era ``name`` of the person shown has (its whole life: theirs)."""
        era = next((e for e in self._shown.eras if e.name == name), None)
        return len(era.photos) if era is not None else len(self._shown.photos)

    @Slot(int, int)
    def _progress(self, step: int, steps: int) -> None:
        self.hint.setText(self.tr("Drawing the character sheet: step %d of %d…") % (step, steps))

    @Slot()
    def _draw(self) -> None:
        item = self.list.currentItem()
        if self.person is not None and item is not None:
            self.sheets.draw(self.person.id, item.data(Qt.ItemDataRole.UserRole))

    @Slot()
    def _approve(self) -> None:
        item = self.list.currentItem()
        if self.person is not None and item is not None:
            self.vm.approve_sheet(self.person.id, item.data(Qt.ItemDataRole.UserRole))
