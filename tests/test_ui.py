"""The book window on the offscreen platform: open, edit, photo errors in the banner, illustrate with the
GUI-thread stall measured, closing during a job, translations."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QMessageBox

from app.book.project import BookProject
from app.settings import Settings
from tests.gui_ticks import calls_off_the_gui_thread, gui_ticks
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from words import Message, say


@pytest.fixture
def window(qtbot, sample_book):  # noqa: F811
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    make_application(language="en")
    win = MainWindow(Settings(engine="sketch", first_run_done=True, language="en"), autosave_ms=300)
    qtbot.addWidget(win)
    assert win.open_book(sample_book)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.shutdown()


def test_window_shows_the_book_and_edits_go_to_the_book(qtbot, window, sample_book):  # noqa: F811
    assert "外婆的弄堂" in window.windowTitle()
    assert window.strip.model().rowCount() == len(window.vm.book.pages)
    window.strip.setCurrentIndex(window.strip.model().index(2))
    assert window.vm.current_row == 2
    assert window.editor.title_edit.text() == window.vm.book.pages[2].title
    window.editor.title_edit.setFocus()
    window.editor.title_edit.selectAll()
    # a Chinese input method commits its text with an input-method event
    event = QInputMethodEvent()
    event.setCommitString("阿花和外婆")
    QCoreApplication.sendEvent(window.editor.title_edit, event)
    assert window.vm.book.pages[2].title == "阿花和外婆"
    assert "阿花和外婆" in window.strip.model().index(2).data()
    window.act_undo.trigger()
    assert window.vm.book.pages[2].title != "阿花和外婆"
    assert window.editor.title_edit.text() == window.vm.book.pages[2].title
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: window.vm.is_saved, timeout=30_000)
    assert BookProject.open(sample_book).book.pages[2].title == "阿花和外婆"


def test_photos_come_in_through_the_worker_and_bad_ones_show_in_the_banner(qtbot, window, sample_data):
    with qtbot.waitSignal(window.vm.photo_added, timeout=10000) as blocker:
        window.editor.add_photo(sample_data / "photos-hard" / "not-a-photo.jpg")
    assert blocker.args == ["", False]
    assert window.banner.isVisible()
    assert "not-a-photo.jpg" in window.banner.text()
    page = window.vm.current_page()
    with qtbot.waitSignal(window.vm.photo_added, timeout=10000) as blocker:
        window.editor.add_photo(sample_data / "photos-hard" / "phone-exif-orientation-6.jpg")
    assert blocker.args == [page.id, True]
    assert window.vm.book.photos[page.photo].width == 600  # upright once turned
    qtbot.waitUntil(
        lambda: (
            window.editor.photo_label.pixmap() is not None and not window.editor.photo_label.pixmap().isNull()
        ),
        timeout=30_000,
    )


def test_illustrate_from_the_window_and_measure_the_gui_stall(qtbot, window, monkeypatch):
    """The sketch engine draws two pages outside the GUI thread (a 10 ms GUI timer's longest gap is printed)."""
    from model.engines.sketch import SketchIllustrator

    drawing_in_gui = calls_off_the_gui_thread(monkeypatch, SketchIllustrator, "illustrate")
    rows = [i for i, p in enumerate(window.vm.book.pages) if p.photo][:2]
    ids = [window.vm.book.pages[r].id for r in rows]
    # leftovers of earlier tests (windows waiting for deleteLater, garbage) are not part of the measurement
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    qtbot.waitUntil(lambda: not window.panel._render_timer.isActive(), timeout=30_000)
    with (
        gui_ticks() as gaps,
        qtbot.waitSignal(
            window.illustrate_vm.running_changed, timeout=60000, check_params_cb=lambda r: not r
        ),
    ):
        assert window.illustrate_vm.illustrate(ids)
    longest = max(gaps)
    print(f"GUI-thread longest gap during sketch generation: {longest} ms over {len(gaps)} ticks")
    assert drawing_in_gui and not any(drawing_in_gui), drawing_in_gui
    assert all(window.vm.book.page(i).illustration for i in ids)


def test_closing_during_a_job_asks_cancels_waits_and_saves(qtbot, window, sample_book, monkeypatch):  # noqa: F811
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes
    )
    window.vm.set_page_field(window.vm.book.pages[0].id, "title", "关窗前的标题")
    with qtbot.waitSignal(window.illustrate_vm.progress_changed, timeout=30000):
        window.illustrate_vm.illustrate()
    assert window.bridge.busy
    window.close()
    assert asked, "closing during a job must ask first"
    assert window.bridge._thread.isFinished()
    assert not window.bridge.busy
    assert BookProject.open(sample_book).book.pages[0].title == "关窗前的标题"


def test_closing_during_a_job_can_be_refused(qtbot, window, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    with qtbot.waitSignal(window.illustrate_vm.progress_changed, timeout=30000):
        window.illustrate_vm.illustrate()
    window.close()
    assert window.isVisible()
    with qtbot.waitSignal(
        window.illustrate_vm.running_changed, timeout=30000, check_params_cb=lambda r: not r
    ):
        window.illustrate_vm.cancel()


def test_chinese_translation_loads_and_switches_back(qtbot, window):
    window.set_language("zh")
    qtbot.waitUntil(lambda: window.menu_file.title() == "书(&B)", timeout=30_000)
    assert window.panel.illustrate_button.text() == "给这一页画插图"
    assert QCoreApplication.translate("PageEditor", "&Story") == "故事(&S)"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.menu_file.title() == "&Book", timeout=30_000)
    assert Settings.load().language == "en"


def test_a_bad_photo_is_explained_in_chinese_in_the_banner(qtbot, window, sample_data):
    window.set_language("zh")
    try:
        with qtbot.waitSignal(window.vm.photo_added, timeout=10000):
            window.editor.add_photo(sample_data / "photos-hard" / "not-a-photo.jpg")
        text = window.banner.text()
        assert "not-a-photo.jpg" in text and "不是图片文件" in text and "not a picture" not in text, text
    finally:
        window.set_language("en")


def test_large_text_is_remembered(qtbot, window, sample_book):  # noqa: F811
    from app.ui.main_window import MainWindow

    window.editor.large_text.setChecked(True)
    assert window.act_large.isChecked() and Settings.load().large_text
    again = MainWindow(Settings.load(), autosave_ms=300)
    qtbot.addWidget(again)
    assert again.act_large.isChecked() and again.editor.large_text.isChecked()
    again.act_large.setChecked(False)
    assert not again.editor.large_text.isChecked() and not Settings.load().large_text
    again.shutdown()


def test_keyboard_moves_pages(qtbot, window):
    ids = [p.id for p in window.vm.book.pages]
    window.strip.setFocus()
    window.act_down.trigger()
    assert [p.id for p in window.vm.book.pages][:2] == [ids[1], ids[0]]
    assert window.vm.current_row == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [p.id for p in window.vm.book.pages] == ids


def test_first_run_dialog_remembers_the_sketch_engine(qtbot, window):
    from app.ui.model_dialog import ModelDialog

    window.settings.first_run_done = False
    dialog = ModelDialog(window.settings, window.models_vm, window, first_run=True)
    qtbot.addWidget(dialog)
    assert dialog.sketch_radio.isChecked()
    assert dialog.catalogue.count() > 0
    dialog.model_radio.setChecked(True)
    dialog.model_edit.setText("/models/tiny-sd")
    assert dialog.chosen() == ("diffusion", "/models/tiny-sd")
    dialog.sketch_radio.setChecked(True)
    dialog.accept()
    saved = Settings.load()
    assert saved.first_run_done and saved.engine == "sketch"


def test_export_dialog_writes_the_pdf_and_shows_its_pages(qtbot, window, tmp_path):
    from app.ui.export_dialog import ExportDialog

    dialog = ExportDialog(window.export_vm, window)
    qtbot.addWidget(dialog)
    dialog.path_edit.setText(str(tmp_path / "book.pdf"))
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("a5"))
    dialog.bleed_check.setChecked(True)
    with qtbot.waitSignal(window.export_vm.pdf_pages_changed, timeout=60000):
        dialog.export_button.click()
    assert (tmp_path / "book.pdf").is_file()
    assert dialog.pages.count() == len(window.vm.book.pages) + 2
    assert "book.pdf" in dialog.status.text()
    again = ExportDialog(window.export_vm, window)  # a second export of this book starts from these choices
    qtbot.addWidget(again)
    assert again.options() == dialog.options() and again.path_edit.text() == str(tmp_path / "book.pdf")
    again.bleed_check.setChecked(False)
    again.print_shop_check.setChecked(True)  # a print-shop file always has bleed
    assert again.bleed_check.isChecked() and not again.bleed_check.isEnabled()
    assert again.options().print_shop and again.options().bleed
    again.print_shop_check.setChecked(False)
    assert again.bleed_check.isEnabled() and not again.options().print_shop


def test_book_details_dialog_is_one_undoable_step(qtbot, window):
    from app.ui.book_dialog import BookDialog

    dialog = BookDialog(window.vm, window)
    qtbot.addWidget(dialog)
    dialog.title_edit.setText("外婆的弄堂（第二版）")
    dialog.trim_combo.setCurrentIndex(dialog.trim_combo.findData("a5"))
    dialog.accept()
    assert window.vm.book.title == "外婆的弄堂（第二版）" and window.vm.book.trim_size == "a5"
    assert "第二版" in window.windowTitle()
    window.act_undo.trigger()
    assert window.vm.book.title == "外婆的弄堂" and window.vm.book.trim_size == "a4"


def test_welcome_page_makes_the_sample_book(qtbot, tmp_path, monkeypatch):
    import platformdirs

    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path / "Documents"))
    make_application(language="zh")
    win = MainWindow(Settings(engine="sketch", first_run_done=True, language="zh"))
    qtbot.addWidget(win)
    win.show()
    assert win.stack.currentIndex() == 0 and win.welcome.isVisible()  # the welcome page (it scrolls)
    assert not win.act_export.isEnabled()
    qtbot.keyClick(win.welcome.sample_button, Qt.Key.Key_Return)  # Enter presses the focused button
    assert win.stack.currentIndex() == 1
    assert win.vm.book.title == "外婆的弄堂"
    assert (tmp_path / "Documents" / "MemoryBook" / "外婆的弄堂.mbook" / "book.json").is_file()
    assert "外婆的弄堂.mbook" in win.banner.text()
    win.shutdown()


def test_people_are_ticked_onto_a_page(qtbot, window):
    person = window.vm.add_person("外婆")
    assert window.editor.people_list.count() == 1
    item = window.editor.people_list.item(0)
    item.setCheckState(Qt.CheckState.Checked)
    assert window.vm.current_page().people == [person.id]
    window.act_undo.trigger()
    assert window.vm.current_page().people == []
    assert window.editor.people_list.item(0).checkState() == Qt.CheckState.Unchecked


def test_teach_action_is_there_only_with_the_training_command(qtbot, window):
    from app.viewmodels.training import training_available

    assert (window.people.training is not None) == training_available()
    if window.people.training is not None:
        person = window.vm.add_person("外婆")
        window.people._refresh()
        with qtbot.waitSignal(window.people.training_vm.error_changed, timeout=30_000) as blocker:
            window.people.training.start_button.click()  # no reference photos yet
        assert "外婆" in blocker.args[0]
        assert not window.people.training_vm.running
        assert person.id == window.people.current_person().id


def test_new_book_from_a_story_says_what_is_missing_and_stays_open(qtbot, tmp_path, examples):
    from app.ui.app import make_application
    from app.ui.dialogs import NewBookDialog

    make_application(language="zh")
    try:
        dialog = NewBookDialog(from_story=True)
        qtbot.addWidget(dialog)
        assert not dialog.ok_button.isEnabled()  # nothing filled in yet
        dialog.story_edit.setText(str(tmp_path / "nowhere.md"))
        dialog.folder_edit.setText(str(tmp_path / "Waipo.mbook"))
        assert dialog.ok_button.isEnabled()
        dialog.ok_button.click()
        assert dialog.isVisible() or dialog.result() == 0
        assert "nowhere.md" in dialog.problem.text() and "故事稿" in dialog.problem.text()
        (tmp_path / "Waipo.mbook").mkdir()
        (tmp_path / "Waipo.mbook" / "notes.txt").write_text("x")
        dialog.story_edit.setText(str(examples / "waipo-zh.md"))
        dialog.ok_button.click()
        assert "Waipo.mbook" in dialog.problem.text() and dialog.result() == 0
        dialog.folder_edit.setText(str(tmp_path / "Waipo2.mbook"))
        dialog.ok_button.click()
        assert dialog.result() == 1 and dialog.problem.text() == ""
    finally:
        make_application(language="en")


def test_a_story_whose_photo_will_not_come_in_is_made_and_names_the_photo(
    qtbot, tmp_path, sample_data, monkeypatch
):
    """One bad photo never stops the rest: the book is made with the good photo, the banner names the bad
    one and why, in Chinese."""
    from app.ui import dialogs
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    story = tmp_path / "story.md"
    story.write_text(
        "# 外婆\n\n## 第一页\nphoto: truncated.jpg\n\n那年夏天。\n\n## 第二页\nphoto: cmyk.jpg\n\n猫。\n",
        encoding="utf-8",
    )
    shown: list[str] = []

    def fake_exec(dialog) -> int:
        dialog.story_edit.setText(str(story))
        dialog.photos_edit.setText(str(sample_data / "photos-hard"))
        dialog.folder_edit.setText(str(tmp_path / "外婆.mbook"))
        shown.append("")
        return 1

    monkeypatch.setattr(dialogs.NewBookDialog, "exec", fake_exec)
    make_application(language="zh")
    win = MainWindow(Settings(engine="sketch", first_run_done=True, language="zh"))
    qtbot.addWidget(win)
    try:
        win.new_book_from_story()
        assert len(shown) == 1  # made at the first try
        assert win.banner.isVisibleTo(win)
        text = win.banner.label.text()
        page = say(
            Message("book.story.page", number=1, title="第一页"), "zh"
        )  # the story's page, as the core names it
        assert text.startswith(f"{page}：") and "truncated.jpg" in text and "文件只有一部分" in text, text
        pages = win.vm.book.pages
        assert len(pages) == 2 and pages[0].photo is None and pages[1].photo in win.vm.book.photos
    finally:
        win.shutdown()
        make_application(language="en")


def test_reference_photos_from_the_people_panel_take_the_good_and_name_the_bad(
    qtbot, window, sample_data, monkeypatch
):
    """Several photos chosen at once: the good ones come in, the banner names every refused one."""
    from app.ui import people_panel

    person = window.vm.add_person("Grandma")
    panel = window.people
    panel.list.setCurrentRow(len(window.vm.book.people) - 1)
    hard = sample_data / "photos-hard"
    chosen = [str(hard / n) for n in ("cmyk.jpg", "truncated.jpg", "not-a-photo.jpg", "tiny-16px.png")]
    monkeypatch.setattr(people_panel.QFileDialog, "getOpenFileNames", lambda *a, **k: (chosen, ""))
    panel._add_photo()
    assert len(window.vm.book.person(person.id).photos) == 2
    text = window.banner.text()
    assert "truncated.jpg" in text and "not-a-photo.jpg" in text and "\n" not in text, text
    assert panel.photos.count() == 2


def test_every_view_model_of_the_window_is_owned(qtbot, window):
    """Qt objects owned: each view-model hangs off the window's object tree (freed with it, never by Python's GC
    on a random thread)."""
    from PySide6.QtCore import QObject

    owned = [window.vm, window.illustrate_vm, window.preview_vm, window.export_vm, window.models_vm]
    if window.people.training is not None:
        owned.append(window.people.training_vm)
    for vm in owned:
        assert isinstance(vm, QObject)
        ancestor = vm
        while ancestor.parent() is not None:
            ancestor = ancestor.parent()
        assert ancestor is window, f"{type(vm).__name__} is not owned by the window"
