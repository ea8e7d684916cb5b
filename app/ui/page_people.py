"""The people on a page in the page editor: one tick box per person, and whose reference photos are used.

:class:`PagePeopleMixin` is part of :class:`app.ui.page_editor.PageEditor` (kept here so that each module
stays small). Ticking a person is one undoable edit of the page's ``people``; under the list, for a model that
takes reference photos (:func:`model.catalog.reference_count`), one line says whose photos it draws from and
who on the page has none yet.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QListWidgetItem


class PagePeopleMixin:
    """Methods of :class:`app.ui.page_editor.PageEditor` about the page's people (uses its ``vm``,
    ``people_list``, ``people_title``, ``references_label`` and ``model_name``)."""

    def _fill_people(self) -> None:
        """One tick box per person of the book, ticked when they are on the current page."""
        page = self.vm.current_page() if self.vm.is_open else None
        people = self.vm.book.people if self.vm.is_open else []
        self.people_list.blockSignals(True)
        self.people_list.clear()
        for person in people:
            item = QListWidgetItem(person.name)
            item.setData(Qt.ItemDataRole.UserRole, person.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on_page = page is not None and person.id in page.people
            item.setCheckState(Qt.CheckState.Checked if on_page else Qt.CheckState.Unchecked)
            self.people_list.addItem(item)
        self.people_list.blockSignals(False)
        self.people_list.setVisible(bool(people))
        self.people_title.setVisible(bool(people))
        self._show_references()

    def set_model(self, name: str | None) -> None:
        """The picture model is now ``name``: say whose reference photos it will be given."""
        self.model_name = name
        self._show_references()

    def _show_references(self) -> None:
        """Under the people: whose reference photos the model draws this page from (models that take references,
        :func:`model.catalog.reference_count`), and who on the page has none yet."""
        page = self.vm.current_page() if self.vm.is_open else None
        people = [p for p in self.vm.book.people if page and p.id in page.people] if page else []
        if not people or not _takes_references(self.model_name):
            self.references_label.hide()
            return
        used = [f"{p.name} ({len(p.photos)})" for p in people if p.photos]
        missing = [p.name for p in people if not p.photos]
        lines = [self.tr("Drawn from the reference photos of: %s") % self.tr(", ").join(used)] if used else []
        if missing:
            lines.append(
                self.tr("No reference photos yet for %s: add them under People.")
                % self.tr(", ").join(missing)
            )
        self.references_label.setText("\n".join(lines))
        self.references_label.show()

    @Slot(QListWidgetItem)
    def _people_edited(self, _item: QListWidgetItem) -> None:
        ids = [
            self.people_list.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.people_list.count())
            if self.people_list.item(row).checkState() == Qt.CheckState.Checked
        ]
        self._edit("people", ids)
        self._show_references()


def _takes_references(model_name: str | None) -> bool:
    """Whether the model ``model_name`` takes reference photos (:func:`model.catalog.reference_count`); without a
    model chosen the catalogue is not read (bench_startup: 2.4 ms of the app's start)."""
    if not model_name:
        return False
    from model.catalog import reference_count

    return reference_count(model_name) > 0
