"""The book window: the page strip, the page editor, the preview and illustrate panel, the people panel.

Menus reach everything with the keyboard (standard shortcuts for new/open/save/undo/redo/quit). Problems a
person can fix (a photo that will not come in, a book that cannot be opened) appear in a banner at the top
of the window, never as a crash. Closing while pictures are being drawn asks first, cancels the work, waits
for the worker thread to stop and saves the book.

Where things are: the panels and their signals here; the actions, menus and their words in
:mod:`app.ui.window_menus`; opening and making books in :mod:`app.ui.window_books`; closing and the
session's end in :mod:`app.ui.window_closing`; the message strip in :mod:`app.ui.banner`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QLabel,
    QListView,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.book.faces_where import isolate_faces
from app.settings import Settings
from app.ui.banner import Banner
from app.ui.illustrate_panel import IllustratePanel
from app.ui.language import install_language
from app.ui.page_editor import PageEditor
from app.ui.screen_fit import WindowMemory, available_geometry, fit_to_screen, frame_extra, scrolling
from app.ui.theme import page_strip
from app.ui.window_books import WindowBooksMixin
from app.ui.window_closing import WindowClosingMixin
from app.ui.window_menus import WindowMenusMixin
from app.ui.window_start import WindowStartMixin, fitter_off_while_built
from app.viewmodels.book import BookViewModel
from app.viewmodels.illustrate import IllustrateViewModel
from app.viewmodels.models import ModelsViewModel
from app.viewmodels.pages import PageIdRole
from app.viewmodels.preview import PreviewViewModel
from app.viewmodels.sheets import SheetViewModel
from app.viewmodels.worker import WorkerBridge


class MainWindow(WindowStartMixin, WindowMenusMixin, WindowBooksMixin, WindowClosingMixin, QMainWindow):
    """The main window over one :class:`BookViewModel` (a book may be opened, created or replaced): ``book``
    is opened at once (the start page is built only without one), ``quietly`` puts its first frame first
    (:meth:`~app.ui.window_start.WindowStartMixin.start_quietly`)."""

    idle = Signal()
    """Emitted once the window has shown a book and has no work waiting (used by ``--screenshot``)."""

    def __init__(
        self, settings: Settings | None = None, autosave_ms: int | None = None, book: str | Path | None = None,
        quietly: bool = False,
    ):  # fmt: skip
        if quietly:
            fitter_off_while_built()
        super().__init__()
        self.settings = settings or Settings.load()
        self.bridge = WorkerBridge(self)
        if quietly:
            self.start_quietly()  # no screen fitter, no worker jobs until the first frame (app.ui.window_start)
        self.vm = BookViewModel(self) if autosave_ms is None else BookViewModel(self, autosave_ms=autosave_ms)
        self.illustrate_vm = IllustrateViewModel(self.vm, self.bridge, self.settings)
        self.preview_vm = PreviewViewModel(self.vm, self.bridge)
        self.sheets_vm = SheetViewModel(self.vm, self.bridge, self.illustrate_vm)
        self.export_built = None  # the export view-model (self.export_vm), made when first needed
        self.vm.pages_model.thumbs.attach(self.bridge)
        self.vm.attach(self.bridge)
        self.models_vm = ModelsViewModel(self.bridge, self)
        # likeness checks search faces with dlib, which holds the GIL: not in this process (numpy and dlib are
        # imported only when the first check runs, not while the window opens)
        isolate_faces()
        self._closing = False

        # Built from the window inwards: every time a finished panel is put into a parent each of its widgets
        # takes its style and palette again (measured under the style sheet the app had: a panel of 45 widgets
        # put through four parents cost 3× what it cost put in place once).
        central = QWidget()
        self.setCentralWidget(central)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        self.banner = Banner()
        layout.addWidget(self.banner)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        self.welcome_built = None  # the start page (self.welcome), built when first needed
        self.welcome_scroll = scrolling(None)
        self.stack.addWidget(self.welcome_scroll)
        splitter = self.splitter = QSplitter()
        splitter.setObjectName("mainSplitter")
        self.stack.addWidget(splitter)
        self.strip = page_strip(QListView())
        self.strip.setObjectName("pageStrip")
        self.strip.setModel(self.vm.pages_model)
        self.strip.setIconSize(QSize(96, 72))
        self.strip.setSpacing(5)  # room between pages (the palette gives no padding of its own)
        self.strip.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.strip.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.strip.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.strip.setDragEnabled(True)
        self.strip.setAcceptDrops(True)
        self.strip.setDropIndicatorShown(True)
        self.strip.setMinimumWidth(100)  # a 96 px thumbnail: on 1280×800 at 200 % every pane fits
        self.strip.setWordWrap(True)
        self.strip.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip.setTextElideMode(Qt.TextElideMode.ElideRight)
        splitter.addWidget(self.strip)
        editor_scroll, panel_scroll = scrolling(None, keep_width=True), scrolling(None, keep_width=True)
        splitter.addWidget(editor_scroll)
        splitter.addWidget(panel_scroll)
        self.editor = PageEditor(self.vm)
        editor_scroll.setWidget(self.editor)
        self.panel = IllustratePanel(self.vm, self.illustrate_vm, self.preview_vm)
        panel_scroll.setWidget(self.panel)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        splitter.setSizes([240, 570, 550])  # the strip: two lines of an English title beside its picture

        self.people_built = None  # the people panel (self.people), built when it is first needed
        self._people_model: str | None = None
        self.people_dock = QDockWidget()
        self.people_dock.setObjectName("peopleDock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.people_dock)
        self.people_dock.hide()
        self.people_dock.visibilityChanged.connect(self._people_shown)

        self.save_label = QLabel()
        self.statusBar().addPermanentWidget(self.save_label)
        self._make_actions()
        self._make_menus()
        self._connect()
        self.memory = WindowMemory("main")
        if not self.memory.restore(self, {"main": self.splitter}):
            fit_to_screen(self, QSize(1360, 860))
        self.retranslate()
        if book is None or not self.open_book(book):  # the start page is built only without a book
            self._book_opened()

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
        self.illustrate_vm.model_question.connect(self._ask_book_model)
        self.sheets_vm.error_changed.connect(lambda text: self.banner.show_message(text, "error"))
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
        for action in (self.act_people, self.act_large, self.act_video, self.act_interview):
            action.setEnabled(is_open)
        if not is_open:
            self.welcome.refresh()
        if is_open:
            if self.settings.remember_book(self.vm.open_project.root):
                self.settings.save()  # written (and synced) only when the list changed: no disk wait at start
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

    @property
    def people(self):
        """The people panel (:class:`app.ui.people_panel.PeoplePanel`) in its dock, built the first time it is
        needed — shown, or asked for —, not while the window opens (the dock starts hidden)."""
        if self.people_built is None:
            from app.ui.people_panel import PeoplePanel

            panel = PeoplePanel(self.vm, self.settings, self.sheets_vm)
            panel.setMaximumWidth(420)
            panel.set_model(self._people_model)
            self.people_dock.setWidget(scrolling(panel, keep_width=True))
            self.people_built = panel
        return self.people_built

    @property
    def export_vm(self):
        """The export view-model (:class:`app.viewmodels.exporter.ExportViewModel`), made the first time it is
        needed, not while the window opens (its module and the export's types: ≈ 3 ms of the start)."""
        if self.export_built is None:
            from app.viewmodels.exporter import ExportViewModel

            vm = ExportViewModel(self.vm, self.bridge, self.settings, self.illustrate_vm.illustrators)
            vm.error_changed.connect(lambda text: self.banner.show_message(text, "error"))
            self.export_built = vm
        return self.export_built

    @Slot(bool)
    def _people_shown(self, visible: bool) -> None:
        """Where the people panel cannot sit beside the page without the window growing past the screen
        (a 1366×768 laptop at 200 %), it opens as a window of its own (fitted to the screen as every window)."""
        if visible and self.people_built is None:
            self.people  # noqa: B018 - built before its size is asked,
            if (layout := self.layout()) is not None:  # the window's minimum size hint asked again with it
                layout.invalidate()
        if visible and not self.people_dock.isFloating():
            room = available_geometry(self).width() - frame_extra(self).width()
            if self.minimumSizeHint().width() > room:
                self.people_dock.setScreen(self.screen())  # its own window opens on this window's screen
                self.people_dock.setFloating(True)
                # placed two turns of the event loop later: in the first, Qt puts the new window where it likes
                QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self._place_floating_people))

    def _place_floating_people(self) -> None:
        """Once the layout has settled: the window back inside the screen (the docked panel had pushed it
        past), and the people panel over its right-hand side, on the same screen."""
        fit_to_screen(self)
        dock, inner = self.people_dock, self.geometry()
        dock.setScreen(self.screen())
        dock.move(max(inner.left(), inner.right() + 1 - dock.frameGeometry().width()), inner.top())
        fit_to_screen(dock)

    @Slot()
    def _update_title(self) -> None:
        name = self.tr("Memory Picture Book")
        self.setWindowTitle(f"{self.vm.book.title} — {name}" if self.vm.is_open else name)

    @Slot(bool)
    def _saved_changed(self, saved: bool) -> None:
        text = self.tr("All changes saved") if saved else self.tr("Saving soon…")
        self.save_label.setText(text if self.vm.is_open else "")

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

    @Slot(str)
    def _ask_book_model(self, model: str) -> None:
        """The book names a local model not chosen here: ask before drawing (nothing is loaded on cancel)."""
        from app.ui.book_model_question import ask_book_model

        self.illustrate_vm.answer_model_question(ask_book_model(self, model, self.settings.model))
        self._engine_changed()  # "use my own model" may change which model's controls are shown

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
        """Make the page with ``page_id`` the current one (a preflight finding was clicked); False: not in the book."""
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
        drawing = engine in ("diffusion", "server") or (engine == "auto" and bool(model))
        self.editor.show_model_controls(drawing)
        # the model the pages will be drawn with: whose reference photos are used, training or not
        self.editor.set_model(model if drawing else None)
        self._people_model = model if drawing else None
        if self.people_built is not None:
            self.people_built.set_model(self._people_model)

    @Slot()
    def about(self) -> None:
        """Show the version and what the app is for."""
        from PySide6.QtWidgets import QMessageBox  # dialog classes when first used (app.ui.window_closing)

        from app import __version__

        QMessageBox.about(
            self,
            self.tr("About Memory Picture Book"),
            self.tr("Memory Picture Book %s\nStories and old photos become a picture book to print.")
            % __version__,
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
