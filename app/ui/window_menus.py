"""The book window's actions, menus, toolbar and their words.

:class:`WindowMenusMixin` is part of :class:`app.ui.main_window.MainWindow` (kept here so that each module
stays small). Menus reach everything with the keyboard (standard shortcuts for new/open/save/undo/redo/quit);
every text is set again by :meth:`retranslate` when the interface language changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence


class WindowMenusMixin:
    """Methods of :class:`app.ui.main_window.MainWindow` that make its actions and menus (uses its ``vm``,
    ``settings``, ``panel``, ``editor``, ``illustrate_vm`` and ``people_dock``)."""

    def _action(self, slot, shortcut=None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _open_video_dialog(self) -> None:
        """File → Add stills from videos (the dialog and the video decoding it imports — PyAV, numpy — only when
        asked for, not while the window opens)."""
        from app.ui.video_dialog import open_video_dialog

        open_video_dialog(self)

    def _open_interview(self) -> None:
        """File → Interview (the dialog, its sound player and Qt Multimedia only when asked for: about 20 ms less
        while the window opens)."""
        from app.ui.interview_dialog import open_interview_dialog

        open_interview_dialog(self)

    def _typing_help(self) -> None:
        """Help → Typing Chinese (the dialogs' module only when asked for, not while the window opens)."""
        from app.ui.dialogs import show_input_method_help

        show_input_method_help(self)

    def _refresh_menu_entry(self) -> None:
        """Help → Show in the applications menu: checked while the menu has the app (looked up as the menu
        opens: the entry may have been added or removed outside the app)."""
        from app.ui.menu_entry import refresh

        refresh(self.act_menu_entry)

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(self.new_book, K.New)
        self.act_new_story = self._action(self.new_book_from_story)
        self.act_open = self._action(self.open_book_dialog, K.Open)
        self.act_save = self._action(self.vm.save, K.Save)
        self.act_export = self._action(self.export_pdf, "Ctrl+E")
        self.act_details = self._action(self.edit_details)
        self.act_video = self._action(self._open_video_dialog)
        self.act_interview = self._action(self._open_interview)
        self.act_quit = self._action(self.close, K.Quit)
        self.act_undo = self.vm.undo_stack.createUndoAction(self)
        self.act_undo.setShortcut(QKeySequence(K.Undo))
        self.act_redo = self.vm.undo_stack.createRedoAction(self)
        self.act_redo.setShortcut(QKeySequence(K.Redo))
        self.act_add_page = self._action(lambda: self.vm.add_page(), "Ctrl+Shift+N")
        self.act_duplicate = self._action(lambda: self._with_row(self.vm.duplicate_page), "Ctrl+D")
        self.act_delete = self._action(self._delete_pages, "Ctrl+Backspace")
        self.act_up = self._action(lambda: self._move(-1), "Ctrl+Up")
        self.act_down = self._action(lambda: self._move(1), "Ctrl+Down")
        self.act_illustrate_page = self._action(self.panel.illustrate_current, "Ctrl+R")
        self.act_illustrate_selected = self._action(self.illustrate_selected)
        self.act_illustrate_all = self._action(lambda: self.illustrate_vm.illustrate(), "Ctrl+Shift+R")
        self.act_variations = self._action(self.panel.make_variations)
        self.act_cancel = self._action(self.illustrate_vm.cancel, "Esc")
        self.act_model = self._action(self.choose_model)
        self.act_people = self.people_dock.toggleViewAction()
        self.act_large = QAction(self)
        self.act_large.setCheckable(True)
        self.act_large.toggled.connect(self.editor.set_large_text)
        self.editor.large_text.toggled.connect(self._large_text_changed)
        self.act_large.setChecked(self.settings.large_text)
        self.act_about = self._action(self.about)
        self.act_typing = self._action(self._typing_help)
        from app.ui.menu_entry import menu_entry_action  # here: the window's modules stay as they were

        self.act_menu_entry = menu_entry_action(self)  # visible only in the Linux bundle
        self.language_group = QActionGroup(self)
        self.act_lang = {}
        for code in (None, "zh", "en"):
            action = QAction(self.language_group)
            action.setCheckable(True)
            action.setChecked(self.settings.language == code)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.act_lang[code] = action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_recent = self.menu_file.addMenu("")
        self.menu_file.aboutToShow.connect(self._fill_recent)
        for action in (self.act_new, self.act_new_story, self.act_open):
            self.menu_file.insertAction(self.menu_recent.menuAction(), action)
        self.menu_file.addSeparator()
        self.menu_file.addActions([self.act_details, self.act_save, self.act_export])
        self.menu_file.insertAction(self.act_save, self.act_video)
        self.menu_file.insertAction(self.act_save, self.act_interview)
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)
        self.menu_edit = bar.addMenu("")
        self.menu_edit.addActions([self.act_undo, self.act_redo])
        self.menu_edit.addSeparator()
        self.menu_edit.addActions(
            [self.act_add_page, self.act_duplicate, self.act_delete, self.act_up, self.act_down]
        )
        self.menu_illustrate = bar.addMenu("")
        self.menu_illustrate.addActions(
            [
                self.act_illustrate_page,
                self.act_illustrate_selected,
                self.act_illustrate_all,
                self.act_variations,
            ]
        )
        self.menu_illustrate.addSeparator()
        self.menu_illustrate.addActions([self.act_cancel, self.act_model])
        self.menu_view = bar.addMenu("")
        self.menu_view.addActions([self.act_people, self.act_large])
        self.menu_language = self.menu_view.addMenu("")
        self.menu_language.addActions(list(self.act_lang.values()))
        self.menu_help = bar.addMenu("")
        self.menu_help.addActions([self.act_typing, self.act_menu_entry, self.act_about])
        self.menu_help.aboutToShow.connect(self._refresh_menu_entry)
        toolbar = self.addToolBar("main")
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addActions([self.act_add_page, self.act_illustrate_page, self.act_illustrate_all])
        toolbar.addSeparator()
        toolbar.addActions([self.act_export, self.act_people])
        self.toolbar = toolbar

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.menu_file.setTitle(self.tr("&Book"))
        self.menu_recent.setTitle(self.tr("Recent books"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_illustrate.setTitle(self.tr("&Pictures"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_language.setTitle(self.tr("Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        texts = {
            self.act_new: self.tr("New blank book…"),
            self.act_new_story: self.tr("New book from a story…"),
            self.act_open: self.tr("Open book…"),
            self.act_save: self.tr("Save"),
            self.act_export: self.tr("Export PDF…"),
            self.act_details: self.tr("Title, page size and style…"),
            self.act_quit: self.tr("Quit"),
            self.act_add_page: self.tr("Add page"),
            self.act_duplicate: self.tr("Duplicate page"),
            self.act_delete: self.tr("Delete page"),
            self.act_up: self.tr("Move page up"),
            self.act_down: self.tr("Move page down"),
            self.act_illustrate_page: self.tr("Illustrate this page"),
            self.act_illustrate_selected: self.tr("Illustrate selected pages"),
            self.act_illustrate_all: self.tr("Illustrate the whole book"),
            self.act_variations: self.tr("Make variations of this page"),
            self.act_cancel: self.tr("Cancel drawing"),
            self.act_model: self.tr("Model and engine…"),
            self.act_large: self.tr("Large text on screen"),
            self.act_about: self.tr("About Memory Picture Book"),
            self.act_typing: self.tr("Typing Chinese…"),
            self.act_menu_entry: self.tr("Show in the applications menu"),
            self.act_lang[None]: self.tr("Follow the system"),
            self.act_lang["zh"]: "中文",
            self.act_lang["en"]: "English",
        }
        for action, text in texts.items():
            action.setText(text)
        self.act_undo.setText(self.tr("Undo"))
        self.act_redo.setText(self.tr("Redo"))
        self.act_people.setText(self.tr("People"))
        self.act_video.setText(self.tr("Add from video…"))
        self.act_interview.setText(self.tr("Add from a recording…"))
        self.people_dock.setWindowTitle(self.tr("People in this book"))
        self._update_title()
        self._saved_changed(self.vm.is_saved)
