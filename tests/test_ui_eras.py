"""The People panel lists a person's times of life with their character sheets, draws a sheet in the worker
thread (the window goes on while it is drawn), shows it, keeps it in the book (one undo step) and approves it
(one undo step): the pages of that era then get it."""

from __future__ import annotations

from app.book.project import BookProject
from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def test_the_people_panel_draws_shows_and_approves_a_sheet(qtbot, window):  # noqa: F811
    vm, sheets = window.vm, window.sheets_vm
    person = vm.add_person("外婆")
    photo = next(iter(vm.book.photos))
    eras = [
        {"name": "少女时代", "years": (1950, 1962), "photos": [photo]},
        {"name": "晚年", "ages": (75, 90)},
    ]
    assert vm.update_person(person.id, {"eras": eras})
    panel, box = window.people, window.people.eras
    panel.list.setCurrentRow(len(vm.book.people) - 1)
    assert box.list.count() == 2 and box.list.item(0).text() == "少女时代 · 1950–1962 · 1 photo(s)"
    box.list.setCurrentRow(1)  # a time without photos: nothing to draw from
    assert not box.draw_button.isEnabled() and "Add reference photos of this time first" in box.hint.text()
    # asked all the same: one line, nothing kept
    with qtbot.waitSignal(sheets.error_changed, timeout=30_000) as refused:
        assert sheets.draw(person.id, "晚年")
    assert refused.args == ["外婆 has no reference photos for 晚年; add some with memorybook person era add"]
    assert vm.book.person(person.id).eras[1].sheet is None and not sheets.running
    box.list.setCurrentRow(0)
    assert "No character sheet yet" in box.hint.text()
    assert box.draw_button.isEnabled() and not box.approve_button.isEnabled()

    with qtbot.waitSignal(sheets.drawn, timeout=120_000) as drawn:
        box.draw_button.click()
        # the click returned at once: the sheet is drawn in the worker, the window goes on
        assert sheets.running and vm.book.person(person.id).eras[0].sheet is None
        assert not box.draw_button.isEnabled() and "Drawing the character sheet" in box.hint.text()
    assert drawn.args == [person.id, "少女时代"]
    sheet = vm.book.person(person.id).eras[0].sheet
    assert sheet is not None and not sheet.approved and sheet.photo in vm.book.photos
    assert (vm.project.root / "photos" / sheet.photo).is_file()
    word = "人物定妆像" if vm.book.language == "zh" else "character sheet"  # named in the book's language
    assert vm.book.photos[sheet.photo].original_name == f"外婆 · 少女时代 · {word}"
    assert box.list.item(0).text().endswith("· sheet waiting") and box.approve_button.isEnabled()
    assert not box.sheet.isHidden() and not box.sheet.pixmap().isNull()  # shown
    assert box.draw_button.isEnabled()  # drawing it again gives another portrait
    assert vm.save()
    assert BookProject.open(vm.project.root).book.person(person.id).eras[0].sheet == sheet  # in the book

    box.approve_button.click()
    assert vm.book.person(person.id).eras[0].sheet.approved
    assert box.list.item(0).text().endswith("· sheet approved") and not box.approve_button.isEnabled()
    vm.undo_stack.undo()
    assert not vm.book.person(person.id).eras[0].sheet.approved
    assert box.approve_button.isEnabled()
    vm.undo_stack.undo()  # drawing it was one undo step too
    assert vm.book.person(person.id).eras[0].sheet is None and "No character sheet yet" in box.hint.text()
