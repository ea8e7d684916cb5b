"""The page editor: title, story text, scene, photo (drop or browse), style, strength and seed.

Every change goes to :class:`app.viewmodels.book.BookViewModel` (undoable, autosaved). When the page changes
from elsewhere (undo, a finished picture) the fields are refreshed without moving the cursor of the field
being typed in. The page's people and their reference photos are in :mod:`app.ui.page_people`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.book.model import MAX_SEED
from app.ui.language import current_language
from app.ui.page_people import PagePeopleMixin
from app.ui.sharp import sharp_pixmap
from app.ui.theme import DropFrame, page_font, section_title
from app.ui.undo_route import BookUndoRoute
from app.viewmodels.book import BookViewModel

STORY_MIN_LINES = 5
"""The story box shows at least this many lines of text (the editor scrolls on a small screen instead)."""

PHOTO_FILTER = "*.jpg *.jpeg *.png *.heic *.heif *.tif *.tiff *.bmp *.gif *.webp"


class PageEditor(PagePeopleMixin, QWidget):
    """Edits the current page of ``vm``. Accepts a photo file dropped anywhere on it."""

    def __init__(self, vm: BookViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.model_name: str | None = None
        """The picture model chosen (settings); set by the main window, see :meth:`set_model`."""
        self.setAcceptDrops(True)
        self._loading = False
        self._large = False

        self.title_edit = QLineEdit()
        self.text_edit = QPlainTextEdit()
        self.text_edit.setTabChangesFocus(True)
        self.scene_edit = QPlainTextEdit()
        self.scene_edit.setTabChangesFocus(True)
        self.scene_edit.setMaximumHeight(90)
        self.photo_label = DropFrame()
        self.photo_label.setFixedSize(160, 110)
        self.photo_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.photo_label.setObjectName("photoDrop")
        self.photo_button = QPushButton()
        self.photo_remove = QPushButton()
        self.on_cover = QCheckBox()
        self.on_cover.setObjectName("onCover")
        self.style_combo = QComboBox()
        self.strength_spin = QDoubleSpinBox()
        self.strength_spin.setRange(0.0, 1.0)
        self.strength_spin.setSingleStep(0.05)
        self.strength_spin.setDecimals(2)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, min(MAX_SEED, 2**31 - 1))
        self.seed_auto = QCheckBox()
        self.large_text = QCheckBox()
        self.people_title = section_title(QLabel())
        self.people_list = QListWidget()
        self.people_list.setFlow(QListWidget.Flow.LeftToRight)
        self.people_list.setWrapping(True)
        self.people_list.setMaximumHeight(64)
        self.references_label = QLabel()
        self.references_label.setWordWrap(True)
        self.references_label.setObjectName("hint")

        self.title_label, self.text_label, self.scene_label = QLabel(), QLabel(), QLabel()
        for label in (self.title_label, self.text_label, self.scene_label):
            section_title(label)
        self.photo_title, self.style_label, self.strength_label, self.seed_label = (
            QLabel(),
            QLabel(),
            QLabel(),
            QLabel(),
        )
        section_title(self.photo_title)
        for label, buddy in (
            (self.title_label, self.title_edit),
            (self.text_label, self.text_edit),
            (self.scene_label, self.scene_edit),
            (self.style_label, self.style_combo),
            (self.strength_label, self.strength_spin),
            (self.seed_label, self.seed_spin),
        ):
            label.setBuddy(buddy)

        photo_buttons = QHBoxLayout()  # under the photo: the editor stays narrow beside the people panel
        photo_buttons.addWidget(self.photo_button)
        photo_buttons.addWidget(self.photo_remove)
        photo_buttons.addStretch()
        photo_row = QVBoxLayout()
        photo_row.addWidget(self.photo_label, 0, Qt.AlignmentFlag.AlignLeft)
        photo_row.addLayout(photo_buttons)
        photo_row.addWidget(self.on_cover)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.seed_auto)

        settings = self.settings_form = QFormLayout()
        settings.addRow(self.style_label, self.style_combo)
        settings.addRow(self.strength_label, self.strength_spin)
        settings.addRow(self.seed_label, seed_row)
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.addWidget(self.title_label)
        layout.addWidget(self.title_edit)
        layout.addSpacing(6)
        layout.addWidget(self.text_label)
        layout.addWidget(self.text_edit, 1)
        layout.addSpacing(6)
        layout.addWidget(self.scene_label)
        layout.addWidget(self.scene_edit)
        layout.addSpacing(6)
        layout.addWidget(self.photo_title)
        layout.addLayout(photo_row)
        layout.addWidget(self.people_title)
        layout.addWidget(self.people_list)
        layout.addWidget(self.references_label)
        layout.addSpacing(6)
        layout.addLayout(settings)
        layout.addWidget(self.large_text)

        self.title_edit.textEdited.connect(self._title_edited)
        self.text_edit.textChanged.connect(self._text_edited)
        self.scene_edit.textChanged.connect(self._scene_edited)
        self.photo_button.clicked.connect(self.browse_photo)
        self.photo_remove.clicked.connect(self._remove_photo)
        self.on_cover.toggled.connect(self._cover_toggled)
        self.style_combo.activated.connect(self._style_chosen)
        self.strength_spin.valueChanged.connect(self._strength_changed)
        self.seed_spin.valueChanged.connect(self._seed_changed)
        self.seed_auto.toggled.connect(self._seed_auto_toggled)
        self.large_text.toggled.connect(self.set_large_text)
        self.people_list.itemChanged.connect(self._people_edited)
        vm.people_changed.connect(self._fill_people)

        self.undo_route = BookUndoRoute(vm.undo_stack, self)
        self.undo_route.watch(self.title_edit, self.text_edit, self.scene_edit)
        vm.current_page_changed.connect(self._load_current)
        vm.page_changed.connect(self._page_changed)
        vm.book_changed.connect(self._load_current)
        vm.book_fields_changed.connect(self._fill_styles)
        vm.book_fields_changed.connect(self._show_cover_choice)
        vm.pages_model.thumbs.thumbnail_changed.connect(self._thumbnail_ready)
        vm.photo_added.connect(lambda _page, _ok: self._show_photo())
        self.set_large_text(False)
        self.retranslate()
        self._load_current()

    def show_model_controls(self, shown: bool) -> None:
        """Show strength and seed only where they mean something: with a diffusion model (the sketch engine
        uses neither)."""
        for label in (self.strength_label, self.seed_label):  # the rows' labels: the seed row is a layout
            self.settings_form.setRowVisible(label, shown)

    # -- language --------------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title_label.setText(self.tr("&Title"))
        self.text_label.setText(self.tr("&Story"))
        self.scene_label.setText(self.tr("S&cene"))
        self.photo_title.setText(self.tr("Photo"))
        self.style_label.setText(self.tr("St&yle"))
        self.strength_label.setText(self.tr("Stre&ngth"))
        self.seed_label.setText(self.tr("See&d"))
        self.text_edit.setPlaceholderText(self.tr("What happened? Type the story as it was told."))
        self.scene_edit.setPlaceholderText(
            self.tr("What the picture shows (optional; English works with most models)")
        )
        self.photo_button.setText(self.tr("Choose photo…"))
        self.photo_remove.setText(self.tr("Remove photo"))
        self.on_cover.setText(self.tr("Use this picture on the cover"))
        self.on_cover.setToolTip(
            self.tr("Without a choice the cover shows the picture of the first page with a photo")
        )
        self.strength_spin.setToolTip(
            self.tr("How far the picture may move away from the photo (0 = keep it, 1 = free)")
        )
        self.seed_auto.setText(self.tr("automatic"))
        self.large_text.setText(self.tr("Large text on screen"))
        self.people_title.setText(self.tr("People on this page"))
        self._fill_styles()
        self._show_photo()

    def _fill_styles(self) -> None:
        from model.styles import load_styles

        chinese = current_language() == "zh"
        current = self.style_combo.currentData()
        self.style_combo.clear()
        book_style = self.vm.book.style if self.vm.is_open else ""
        self.style_combo.addItem(self.tr("Book style"), None)
        for name, style in load_styles().items():
            label = style.label_zh if chinese else style.label_en
            if name == book_style:
                label = f"{label} ✓"
            self.style_combo.addItem(label, name)
        index = self.style_combo.findData(current)
        self.style_combo.setCurrentIndex(max(index, 0))

    # -- loading ---------------------------------------------------------------------------------------
    @Slot()
    def _load_current(self, *_args) -> None:
        page = self.vm.current_page() if self.vm.is_open else None
        self.setEnabled(page is not None)
        self._loading = True
        try:
            self.title_edit.setText(page.title if page else "")
            self.text_edit.setPlainText(page.text if page else "")
            self.scene_edit.setPlainText(page.scene if page else "")
            self._load_settings(page)
        finally:
            self._loading = False
        self._show_photo()

    def _load_settings(self, page) -> None:
        index = self.style_combo.findData(page.style if page else None)
        self.style_combo.setCurrentIndex(max(index, 0))
        self.strength_spin.setValue(page.strength if page else 0.55)
        auto = page is None or page.seed is None
        self.seed_auto.setChecked(auto)
        self.seed_spin.setEnabled(not auto)
        self.seed_spin.setValue(min(page.effective_seed(), self.seed_spin.maximum()) if page else 0)
        self._fill_people()

    @Slot(str)
    def _page_changed(self, page_id: str) -> None:
        page = self.vm.current_page()
        if page is None or page.id != page_id:
            return
        self._loading = True
        try:
            if self.title_edit.text() != page.title:
                self.title_edit.setText(page.title)
            if self.text_edit.toPlainText() != page.text:
                self.text_edit.setPlainText(page.text)
            if self.scene_edit.toPlainText() != page.scene:
                self.scene_edit.setPlainText(page.scene)
            self._load_settings(page)
        finally:
            self._loading = False
        self._show_photo()

    def _show_photo(self) -> None:
        page = self.vm.current_page() if self.vm.is_open else None
        image = self.vm.pages_model.thumbs.photo(page.photo) if page and page.photo else None
        if image is not None and not image.isNull():
            self.photo_label.setPixmap(sharp_pixmap(image, self.photo_label.contentsRect().size(), self))
        else:
            self.photo_label.setPixmap(QPixmap())
            self.photo_label.setText(self.tr("Drop a photo here"))
        self.photo_remove.setEnabled(bool(page and page.photo))
        self._show_cover_choice()

    def _show_cover_choice(self) -> None:
        """The cover box: ticked when the book's cover shows this page's photo, only for a page with a photo."""
        page = self.vm.current_page() if self.vm.is_open else None
        chosen = bool(page and page.photo and self.vm.book.cover_photo == page.photo)
        self.on_cover.blockSignals(True)
        self.on_cover.setChecked(chosen)
        self.on_cover.blockSignals(False)
        self.on_cover.setEnabled(bool(page and page.photo))

    @Slot(bool)
    def _cover_toggled(self, checked: bool) -> None:
        page = self.vm.current_page() if self.vm.is_open else None
        if page is None or not page.photo or self._loading:
            return
        chosen = page.photo if checked else None
        self.vm.set_book_fields({"cover_photo": chosen}, text=self.tr("Choose the cover picture"))

    @Slot(str)
    def _thumbnail_ready(self, ident: str) -> None:
        page = self.vm.current_page() if self.vm.is_open else None
        if page is not None and ident == f"photo:{page.photo}":
            self._show_photo()

    # -- editing ---------------------------------------------------------------------------------------
    def _edit(self, name: str, value) -> None:
        page = self.vm.current_page()
        if page is not None and not self._loading:
            self.vm.set_page_field(page.id, name, value)

    @Slot(str)
    def _title_edited(self, text: str) -> None:
        self._edit("title", text)

    @Slot()
    def _text_edited(self) -> None:
        self._edit("text", self.text_edit.toPlainText())

    @Slot()
    def _scene_edited(self) -> None:
        self._edit("scene", self.scene_edit.toPlainText())

    @Slot(int)
    def _style_chosen(self, index: int) -> None:
        self._edit("style", self.style_combo.itemData(index))

    @Slot(float)
    def _strength_changed(self, value: float) -> None:
        self._edit("strength", round(value, 2))

    @Slot(int)
    def _seed_changed(self, value: int) -> None:
        if not self.seed_auto.isChecked():
            self._edit("seed", value)

    @Slot(bool)
    def _seed_auto_toggled(self, auto: bool) -> None:
        self.seed_spin.setEnabled(not auto)
        self._edit("seed", None if auto else self.seed_spin.value())

    @Slot(bool)
    def set_large_text(self, large: bool) -> None:
        """Show page text larger (the printed size is set in the book details)."""
        self._large = large
        font = page_font(large)
        for widget in (self.title_edit, self.text_edit, self.scene_edit):
            widget.setFont(font)
        # the story box keeps STORY_MIN_LINES lines however little room the window has (the editor scrolls)
        margins = self.text_edit.contentsMargins()
        frame = 2 * self.text_edit.frameWidth() + margins.top() + margins.bottom()
        document = 2 * self.text_edit.document().documentMargin()
        lines = self.text_edit.fontMetrics().lineSpacing() * STORY_MIN_LINES
        self.text_edit.setMinimumHeight(int(lines + document + frame))
        if self.large_text.isChecked() != large:
            self.large_text.setChecked(large)

    # -- photos ----------------------------------------------------------------------------------------
    @Slot()
    def browse_photo(self) -> None:
        """Ask for a photo file and put it on the page."""
        from PySide6.QtWidgets import QFileDialog  # dialog classes when first used (app.ui.window_closing)

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a photo"), "", self.tr("Photos (%s)") % PHOTO_FILTER
        )
        if path:
            self.add_photo(path)

    def add_photo(self, path: str | Path) -> bool:
        """Put the photo at ``path`` on the current page (checked and copied in the worker)."""
        page = self.vm.current_page()
        if page is None:
            return False
        return self.vm.add_photo(page.id, path)

    @Slot()
    def _remove_photo(self) -> None:
        page = self.vm.current_page()
        if page is not None:
            self.vm.remove_photo(page.id)

    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if urls:
            self.add_photo(urls[0].toLocalFile())
            event.acceptProposedAction()
