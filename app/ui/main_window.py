"""The book window: the page strip, the page editor, the preview and illustrate panel, the people panel.

Menus reach everything with the keyboard (standard shortcuts for new/open/save/undo/redo/quit). Problems a
person can fix (a photo that will not come in, a book that cannot be opened) appear in a banner at the top
of the window, never as a crash. Closing while pictures are being drawn asks first, cancels the work, waits
for the worker thread to stop and saves the book.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelectionModel, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.book.likeness import use_face_process
from app.settings import Settings
from app.ui.dialogs import show_input_method_help
from app.ui.illustrate_panel import IllustratePanel
from app.ui.language import install_language
from app.ui.page_editor import PageEditor
from app.ui.people_panel import PeoplePanel
from app.ui.screen_fit import WindowMemory, fit_to_screen, scrolling
from app.ui.video_dialog import open_video_dialog
from app.ui.welcome import WelcomePage
from app.viewmodels.book import BookViewModel
from app.viewmodels.exporter import ExportViewModel
from app.viewmodels.illustrate import IllustrateViewModel
from app.viewmodels.models import ModelsViewModel
from app.viewmodels.pages import PageIdRole
from app.viewmodels.preview import PreviewViewModel
from app.viewmodels.worker import WorkerBridge


class Banner(QWidget):
    """A calm message strip at the top of the window (kind "error" or "info"), closed with ✕."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setObjectName("banner")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton("✕")
        self.close_button.setFixedWidth(40)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.hide()

    def show_message(self, text: str, kind: str = "error") -> None:
        """Show ``text``; ``kind`` is "error" or "info" (colours)."""
        self.label.setProperty("kind", kind)
        self.label.style().unpolish(self.label)
        self.label.style().polish(self.label)
        self.label.setText(text)
        self.show()

    def text(self) -> str:
        """The text shown, or "" when the banner is hidden."""
        return self.label.text() if self.isVisible() else ""


class MainWindow(QMainWindow):
    """The main window over one :class:`BookViewModel` (a book may be opened, created or replaced)."""

    idle = Signal()
    """Emitted once the window has shown a book and has no work waiting (used by ``--screenshot``)."""

    def __init__(self, settings: Settings | None = None, autosave_ms: int | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings.load()
        self.bridge = WorkerBridge(self)
        self.vm = BookViewModel(self) if autosave_ms is None else BookViewModel(self, autosave_ms=autosave_ms)
        self.illustrate_vm = IllustrateViewModel(self.vm, self.bridge, self.settings)
        self.preview_vm = PreviewViewModel(self.vm, self.bridge)
        self.export_vm = ExportViewModel(self.vm, self.bridge, self.settings, self.illustrate_vm.illustrators)
        self.vm.pages_model.thumbs.attach(self.bridge)
        self.vm.attach(self.bridge)
        self.models_vm = ModelsViewModel(self.bridge, self)
        use_face_process()  # likeness checks search faces with dlib, which holds the GIL: not in this process
        self._closing = False

        self.banner = Banner()
        self.strip = QListView()
        self.strip.setObjectName("pageStrip")
        self.strip.setModel(self.vm.pages_model)
        self.strip.setIconSize(QSize(96, 72))
        self.strip.setSpacing(2)
        self.strip.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.strip.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.strip.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.strip.setDragEnabled(True)
        self.strip.setAcceptDrops(True)
        self.strip.setDropIndicatorShown(True)
        self.strip.setMinimumWidth(120)
        self.strip.setWordWrap(True)
        self.strip.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.editor = PageEditor(self.vm)
        editor_scroll = QScrollArea()
        editor_scroll.setWidgetResizable(True)
        editor_scroll.setWidget(self.editor)
        editor_scroll.setMinimumWidth(220)
        self.panel = IllustratePanel(self.vm, self.illustrate_vm, self.preview_vm)
        splitter = QSplitter()
        splitter.setObjectName("mainSplitter")
        splitter.addWidget(self.strip)
        splitter.addWidget(editor_scroll)
        splitter.addWidget(scrolling(self.panel, horizontal=True))
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        splitter.setSizes([260, 560, 540])
        self.splitter = splitter
        self.welcome = WelcomePage(self.settings)
        self.welcome.sample_requested.connect(self.make_sample_book)
        self.welcome.story_requested.connect(self.new_book_from_story)
        self.welcome.new_requested.connect(self.new_book)
        self.welcome.open_requested.connect(self.open_book_dialog)
        self.welcome.recent_chosen.connect(self.open_book)
        self.stack = QStackedWidget()
        self.stack.addWidget(scrolling(self.welcome))
        self.stack.addWidget(splitter)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.people = PeoplePanel(self.vm, self.settings)
        self.people_dock = QDockWidget()
        self.people_dock.setObjectName("peopleDock")
        self.people_dock.setWidget(scrolling(self.people))
        self.people.setMaximumWidth(420)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.people_dock)
        self.people_dock.hide()

        self.save_label = QLabel()
        self.statusBar().addPermanentWidget(self.save_label)
        self._make_actions()
        self._make_menus()
        self._connect()
        self.memory = WindowMemory("main")
        if not self.memory.restore(self, {"main": self.splitter}):
            fit_to_screen(self, QSize(1360, 860))
        self.retranslate()
        self._book_opened()

    # -- actions and menus -----------------------------------------------------------------------------
    def _action(self, slot, shortcut=None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(self.new_book, K.New)
        self.act_new_story = self._action(self.new_book_from_story)
        self.act_open = self._action(self.open_book_dialog, K.Open)
        self.act_save = self._action(self.vm.save, K.Save)
        self.act_export = self._action(self.export_pdf, "Ctrl+E")
        self.act_details = self._action(self.edit_details)
        self.act_video = self._action(lambda: open_video_dialog(self))
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
        self.act_typing = self._action(lambda: show_input_method_help(self))
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
        self.menu_help.addActions([self.act_typing, self.act_about])
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
            self.act_large: self.tr("Large text"),
            self.act_about: self.tr("About Memory Book"),
            self.act_typing: self.tr("Typing Chinese…"),
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
        self.people_dock.setWindowTitle(self.tr("People in this book"))
        self._update_title()
        self._saved_changed(self.vm.is_saved)

    # -- signals -----------------------------------------------------------------------------------------
    def _connect(self) -> None:
        vm = self.vm
        vm.book_changed.connect(self._book_opened)
        vm.book_fields_changed.connect(self._update_title)
        vm.error_changed.connect(lambda text: self.banner.show_message(text, "error"))
        vm.message_changed.connect(lambda text: self.banner.show_message(text, "info"))
        vm.saved_changed.connect(self._saved_changed)
        vm.current_page_changed.connect(self._select_row)
        self.strip.selectionModel().currentChanged.connect(lambda cur, _prev: vm.set_current(cur.row()))
        self.illustrate_vm.error_changed.connect(lambda text: self.banner.show_message(text, "error"))
        self.illustrate_vm.running_changed.connect(self._running_changed)
        self.export_vm.error_changed.connect(lambda text: self.banner.show_message(text, "error"))
        self._running_changed(False)

    @Slot()
    def _book_opened(self) -> None:
        is_open = self.vm.is_open
        if is_open:
            self.banner.hide()  # a message about an earlier book, or a failed attempt, is not about this one
        for action in (
            self.act_save,
            self.act_export,
            self.act_details,
            self.act_add_page,
            self.act_duplicate,
            self.act_delete,
            self.act_up,
            self.act_down,
            self.act_illustrate_page,
            self.act_illustrate_selected,
            self.act_illustrate_all,
            self.act_variations,
        ):
            action.setEnabled(is_open)
        self.panel.setEnabled(is_open)
        self.stack.setCurrentIndex(1 if is_open else 0)
        for action in (self.act_people, self.act_large, self.act_video):
            action.setEnabled(is_open)
        if not is_open:
            self.welcome.refresh()
        if is_open:
            self.settings.remember_book(self.vm.project.root)
            self.settings.save()
        self._update_title()
        self._saved_changed(self.vm.is_saved)
        self._select_row(self.vm.current_row)
        self._engine_changed()
        QTimer.singleShot(0, self._check_idle)

    def _check_idle(self) -> None:
        if self.bridge.busy or self.panel._render_timer.isActive():
            QTimer.singleShot(100, self._check_idle)
        else:
            self.idle.emit()

    @Slot()
    def _update_title(self) -> None:
        name = self.tr("Memory Book")
        if self.vm.is_open:
            self.setWindowTitle(f"{self.vm.book.title} — {name}")
        else:
            self.setWindowTitle(name)

    @Slot(bool)
    def _saved_changed(self, saved: bool) -> None:
        if not self.vm.is_open:
            self.save_label.setText("")
            return
        self.save_label.setText(self.tr("All changes saved") if saved else self.tr("Saving soon…"))

    @Slot(int)
    def _select_row(self, row: int) -> None:
        if 0 <= row < self.vm.pages_model.rowCount():
            index = self.vm.pages_model.index(row)
            if self.strip.currentIndex() != index:
                self.strip.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.act_cancel.setEnabled(running)
        for action in (self.act_illustrate_page, self.act_illustrate_selected, self.act_illustrate_all):
            action.setEnabled(self.vm.is_open and not running)

    # -- page actions -----------------------------------------------------------------------------------
    def _with_row(self, fn) -> None:
        if self.vm.is_open and self.vm.current_row >= 0:
            fn(self.vm.current_row)

    def _move(self, delta: int) -> None:
        row = self.vm.current_row
        if self.vm.is_open and 0 <= row + delta < len(self.vm.book.pages):
            self.vm.move_page(row, row + delta)

    def selected_page_ids(self) -> list[str]:
        """Ids of the pages selected in the strip, in book order."""
        rows = sorted(i.row() for i in self.strip.selectionModel().selectedRows())
        return [self.vm.pages_model.data(self.vm.pages_model.index(r), PageIdRole) for r in rows]

    @Slot()
    def _delete_pages(self) -> None:
        if not self.vm.is_open:
            return
        rows = sorted((i.row() for i in self.strip.selectionModel().selectedRows()), reverse=True)
        for row in rows or [self.vm.current_row]:
            self.vm.delete_page(row)

    @Slot()
    def illustrate_selected(self) -> None:
        """Illustrate the pages selected in the strip."""
        ids = self.selected_page_ids()
        if ids:
            self.illustrate_vm.illustrate(ids)

    # -- books --------------------------------------------------------------------------------------------
    @Slot(str)
    def open_book(self, path: str | Path) -> bool:
        """Open the book folder at ``path``; False (and the banner) when it cannot be opened."""
        return self.vm.open(path)

    @Slot()
    def open_book_dialog(self) -> None:
        """Ask for a book folder and open it."""
        path = QFileDialog.getExistingDirectory(self, self.tr("Open a book folder"))
        if path:
            self.open_book(path)

    @Slot()
    def new_book(self) -> None:
        """Ask for a folder, title and language and make a new blank book."""
        from app.ui.dialogs import NewBookDialog

        dialog = NewBookDialog(self, from_story=False)
        self._until_made(
            dialog, lambda: self.vm.create_blank(dialog.folder(), dialog.title(), dialog.language())
        )

    @Slot()
    def new_book_from_story(self) -> None:
        """Ask for a story script (and photos folder) and make a book from it."""
        from app.ui.dialogs import NewBookDialog

        dialog = NewBookDialog(self, from_story=True)
        self._until_made(
            dialog,
            lambda: self.vm.create_from_story(dialog.story(), dialog.folder(), dialog.photos() or None),
        )

    def _until_made(self, dialog, make) -> bool:
        """Show ``dialog`` until ``make()`` succeeds or the person cancels; a failure (a photo in the story
        that will not come in, say) is shown in the dialog, which opens again with everything still typed."""
        while dialog.exec():
            errors: list[str] = []
            self.vm.error_changed.connect(errors.append)
            try:
                made = make()
            finally:
                self.vm.error_changed.disconnect(errors.append)
            if made:
                return True
            self.banner.hide()  # the dialog says it, where the paths can be changed
            dialog.problem.setText(errors[-1] if errors else self.tr("The book could not be made."))
        return False

    @Slot()
    def make_sample_book(self) -> bool:
        """Make the shipped sample book (in the interface language) in the user's documents and open it."""
        from app.ui.language import current_language
        from app.ui.welcome import sample_book_folder
        from assets import EXAMPLES_DIR

        language = current_language()
        folder = sample_book_folder(language)
        story = EXAMPLES_DIR / f"waipo-{language}.md"
        if self.vm.create_from_story(story, folder, EXAMPLES_DIR / "photos"):
            self.banner.show_message(self.tr("The sample book is in %s") % folder, "info")
            return True
        return False

    def _fill_recent(self) -> None:
        self.menu_recent.clear()
        for path in self.settings.recent_books:
            action = self.menu_recent.addAction(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_book(p))
        self.menu_recent.setEnabled(bool(self.settings.recent_books))

    @Slot()
    def export_pdf(self) -> None:
        """Open the export dialog."""
        from app.ui.export_dialog import ExportDialog

        if self.vm.is_open:
            dialog = ExportDialog(self.export_vm, self)
            dialog.page_selected.connect(self.select_page)
            dialog.add_photo_requested.connect(
                lambda page_id: self.select_page(page_id) and self.editor.browse_photo()
            )
            dialog.choose_model_requested.connect(self.choose_model)
            dialog.exec()
            dialog.deleteLater()  # closed: its check was cancelled and it hears nothing more

    @Slot(str)
    def select_page(self, page_id: str) -> bool:
        """Make the page with ``page_id`` the current one (a preflight finding was clicked); False when it is
        not in the book."""
        rows = (
            [i for i, page in enumerate(self.vm.book.pages) if page.id == page_id] if self.vm.is_open else []
        )
        if rows:
            self.vm.set_current(rows[0])
        return bool(rows)

    @Slot()
    def edit_details(self) -> None:
        """Open the book details dialog."""
        from app.ui.book_dialog import BookDialog

        if self.vm.is_open:
            BookDialog(self.vm, self).exec()
            self._engine_changed()

    @Slot()
    def choose_model(self) -> None:
        """Open the engine and model dialog."""
        from app.ui.model_dialog import ModelDialog

        ModelDialog(self.settings, self.models_vm, self).exec()
        self._engine_changed()

    def _engine_changed(self) -> None:
        """Controls that only a diffusion model uses (strength, seed) are shown only with one."""
        engine, model = (
            self.illustrate_vm.engine_choice() if self.vm.is_open else (self.settings.engine, None)
        )
        drawing = engine == "diffusion" or (engine == "auto" and bool(model))
        self.editor.show_model_controls(drawing)
        # the model the pages will be drawn with: whose reference photos are used, training or not
        self.editor.set_model(model if drawing else None)
        self.people.set_model(model if drawing else None)

    @Slot()
    def about(self) -> None:
        """Show the version and what the app is for."""
        from app import __version__

        QMessageBox.about(
            self,
            self.tr("About Memory Book"),
            self.tr("Memory Book %s\nStories and old photos become a picture book to print.") % __version__,
        )

    def set_language(self, language: str | None) -> None:
        """Switch the interface language now and remember it."""
        self.settings.language = language
        self.settings.save()
        install_language(language)

    @Slot(bool)
    def _large_text_changed(self, large: bool) -> None:
        """The editor's and the menu's large-text switches agree, and the choice is remembered."""
        self.act_large.setChecked(large)
        if self.settings.large_text != large:
            self.settings.large_text = large
            self.settings.save()

    # -- closing --------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        training = self.people.training is not None and self.people.training_vm.running
        if (self.illustrate_vm.running or self.export_vm.running or training) and not self._closing:
            answer = QMessageBox.question(
                self,
                self.tr("Pictures are being drawn"),
                self.tr("Stop drawing and close? The pictures already finished are kept."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        if not self._closing and not self._save_before_close():
            event.ignore()
            return
        self.shutdown()
        event.accept()

    def _save_before_close(self) -> bool:
        """Save; when the folder refuses, ask until the book is saved (here or elsewhere) or the person
        discards the changes (True: close) or cancels (False: the window stays open)."""
        while self.vm.is_open and not self.vm.save():
            choice = self.ask_failed_save()
            if choice == "discard":
                self.vm.discard_changes()
            elif choice == "elsewhere":
                folder = QFileDialog.getSaveFileName(self, self.tr("Save the book in a new folder"))[0]
                if folder:
                    self.vm.save_elsewhere(folder)
            elif choice == "cancel":
                return False
        return True

    def ask_failed_save(self) -> str:
        """Ask what to do with a book whose folder refused the save: "elsewhere", "retry", "discard" or
        "cancel" (the banner already says why)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("The book could not be saved"))
        box.setText(
            self.tr(
                "The latest changes are not saved: %s\nSave the book in another folder, try again, or close "
                "without them?"
            )
            % self.banner.text()
        )
        buttons = {
            box.addButton(self.tr("Save elsewhere…"), QMessageBox.ButtonRole.AcceptRole): "elsewhere",
            box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.ActionRole): "retry",
            box.addButton(self.tr("Close without saving"), QMessageBox.ButtonRole.DestructiveRole): "discard",
            box.addButton(QMessageBox.StandardButton.Cancel): "cancel",
        }
        box.exec()
        return buttons.get(box.clickedButton(), "cancel")

    def commit_data(self, manager=None) -> None:
        """The desktop session is ending (Qt's ``commitDataRequest``): save the book now, asking when the
        folder refuses and the session manager allows it, else writing a rescue copy; stop the model process
        (it starts again if the logout is cancelled). The session manager then quits the app."""
        if not self.vm.is_open or self.vm.save():
            pass
        elif manager is not None and manager.allowsInteraction():
            if not self._save_before_close():
                manager.cancel()
            manager.release()
        else:
            self.vm.rescue()
        from model.runtime.process import shared_engine

        shared_engine().close()

    def end_session(self) -> None:
        """Told to stop from outside (SIGTERM, SIGHUP): save without asking (a rescue copy when the book folder
        refuses), stop the work and the model process. The caller then quits the event loop."""
        if self.vm.is_open and not self.vm.save():
            self.vm.rescue()
        self.shutdown()

    def shutdown(self) -> None:
        """Cancel work, wait for the worker thread, apply what arrived, save the book (a rescue copy when its
        folder refuses: nobody is asked any more), stop the model process."""
        if self._closing:
            return
        self._closing = True
        self.memory.save(self, {"main": self.splitter})
        if self.people.training is not None:
            self.people.training_vm.stop()
        self.bridge.shutdown()
        QApplication.sendPostedEvents()
        self.illustrate_vm.close()
        if not self.vm.save():
            self.vm.rescue()
        self.vm.release()  # the book's lock: other windows and programs may write it now
        from model.runtime.process import shared_engine

        shared_engine().close()  # the model process, with the model it holds
