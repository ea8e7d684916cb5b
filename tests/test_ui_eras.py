"""The People panel lists a person's times of life with their character sheets, and approves a sheet (one undo
step): the pages of that era then get it."""

from __future__ import annotations

from app.build.sheets import draw_sheet
from model.engines.sketch import SketchIllustrator
from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def test_the_people_panel_shows_eras_and_approves_a_sheet(qtbot, window):  # noqa: F811
    vm = window.vm
    person = vm.add_person("外婆")
    photo = next(iter(vm.book.photos))
    assert vm.update_person(
        person.id, {"eras": [{"name": "少女时代", "years": (1950, 1962), "photos": [photo]}]}
    )
    panel, box = window.people, window.people.eras
    panel.list.setCurrentRow(len(vm.book.people) - 1)
    assert box.list.count() == 1 and box.list.item(0).text() == "少女时代 · 1950–1962 · 1 photo(s)"
    assert "No character sheet yet" in box.hint.text() and "docs/LIFETIME.md" in box.hint.text()
    assert not box.approve_button.isEnabled()

    draw_sheet(vm.project, SketchIllustrator(), person.id, "少女时代")  # as the command line draws it
    vm.people_changed.emit()
    assert box.list.item(0).text().endswith("· sheet waiting") and box.approve_button.isEnabled()
    assert not box.sheet.isHidden()
    box.approve_button.click()
    assert vm.book.person(person.id).eras[0].sheet.approved
    assert box.list.item(0).text().endswith("· sheet approved") and not box.approve_button.isEnabled()
    vm.undo_stack.undo()
    assert not vm.book.person(person.id).eras[0].sheet.approved
    assert box.approve_button.isEnabled()
