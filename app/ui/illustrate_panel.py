"""The right-hand panel: the page as it will print, the illustrate buttons, progress with the live preview
and cancel, variations to pick from, and the page's earlier pictures (bring one back)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.ui.sharp import sharp_icon
from app.ui.theme import primary_button, section_title
from app.viewmodels.book import BookViewModel
from app.viewmodels.illustrate import IllustrateProgress, IllustrateViewModel, PageDone
from app.viewmodels.messages import translate_message
from app.viewmodels.preview import PreviewViewModel

PREVIEW_MIN_WIDTH = 200
"""Nor narrower than this (logical px), so that the panel fits beside the editor and the people panel."""

PREVIEW_MIN_HEIGHT = 320
"""The page preview is never drawn smaller than this (logical px): with the variations and earlier pictures
shown, the panel scrolls instead of shrinking the page to a stamp."""


class ScaledImage(QLabel):
    """A label showing a QImage scaled to fit, sharp on high-DPI screens; ``resized`` after a resize."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._image = QImage()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(PREVIEW_MIN_WIDTH, PREVIEW_MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_image(self, image: QImage) -> None:
        """Show ``image`` (scaled to fit)."""
        self._image = image
        self._rescale()

    def image(self) -> QImage:
        """The image shown (unscaled)."""
        return self._image

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._rescale()
        self.resized.emit()

    def _rescale(self) -> None:
        if self._image.isNull():
            self.setPixmap(QPixmap())
            return
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap.fromImage(self._image).scaled(
            self.size() * ratio,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        pixmap.setDevicePixelRatio(ratio)
        self.setPixmap(pixmap)


def _icon_list() -> QListWidget:
    view = QListWidget()
    view.setViewMode(QListWidget.ViewMode.IconMode)
    view.setFlow(QListWidget.Flow.LeftToRight)
    view.setWrapping(False)
    view.setIconSize(QSize(120, 90))
    view.setFixedHeight(130)
    view.setMovement(QListWidget.Movement.Static)
    return view


class IllustratePanel(QWidget):
    """Shows and drives :class:`IllustrateViewModel` for the current page."""

    def __init__(
        self, vm: BookViewModel, illustrate: IllustrateViewModel, preview: PreviewViewModel, parent=None
    ) -> None:
        super().__init__(parent)
        self.vm, self.ivm, self.preview_vm = vm, illustrate, preview
        self.preview = ScaledImage()
        self.preview.setObjectName("pagePreview")
        self.illustrate_button = primary_button(QPushButton())
        self.variations_button = QPushButton()
        self.cancel_button = QPushButton()
        self.pages_bar = QProgressBar()
        self.steps_bar = QProgressBar()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self._waiting = ""  # the drawing server's wait said in the status line, until drawing goes on
        self.variations_title = section_title(QLabel())
        self.variations_title.setWordWrap(True)
        self.variations = _icon_list()
        self.history_title = section_title(QLabel())
        self.history_title.setWordWrap(True)
        self.history = _icon_list()

        # the buttons and the progress come first, so that they are in view however short the window is
        # (a banner above, a 1366×768 laptop at 150 %); two rows keep the panel narrow
        buttons = QGridLayout()
        buttons.addWidget(self.illustrate_button, 0, 0, 1, 2)
        buttons.addWidget(self.variations_button, 1, 0)
        buttons.addWidget(self.cancel_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.pages_bar)
        layout.addWidget(self.steps_bar)
        layout.addWidget(self.status)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.variations_title)
        layout.addWidget(self.variations)
        layout.addWidget(self.history_title)
        layout.addWidget(self.history)

        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(250)
        self._render_timer.timeout.connect(self.render_preview)

        self.preview.resized.connect(self.schedule_preview)
        preview.preview_changed.connect(self._preview_ready)
        self.illustrate_button.clicked.connect(self.illustrate_current)
        self.variations_button.clicked.connect(self.make_variations)
        self.cancel_button.clicked.connect(self.ivm.cancel)
        self.variations.itemActivated.connect(self._variation_chosen)
        self.variations.itemClicked.connect(self._variation_chosen)
        self.history.itemActivated.connect(self._bring_back)
        self.history.itemClicked.connect(self._bring_back)
        illustrate.running_changed.connect(self._running_changed)
        illustrate.progress_changed.connect(self._progress)
        illustrate.preview_changed.connect(self.preview.set_image)
        illustrate.variations_changed.connect(self._show_variations)
        illustrate.finished_changed.connect(self.status.setText)
        illustrate.error_changed.connect(self.status.setText)
        illustrate.cancelled_changed.connect(lambda: self.status.setText(self.tr("Cancelled.")))
        vm.current_page_changed.connect(self._page_switched)
        vm.page_changed.connect(self._page_edited)
        vm.book_changed.connect(self._page_switched)
        vm.book_changed.connect(
            lambda: self.status.setText("")
        )  # "3 pages illustrated" was about another book
        vm.book_fields_changed.connect(self.schedule_preview)
        vm.pages_model.thumbs.thumbnail_changed.connect(self._thumbnail_ready)
        self._running_changed(False)
        self._variations_visible()
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.preview.setAccessibleName(self.tr("The page as it will be printed"))
        self.illustrate_button.setText(self.tr("Illustrate this page"))
        self.variations_button.setText(self.tr("Make variations"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.variations_title.setText(self.tr("Variations: click the one you like"))
        self.history_title.setText(self.tr("Earlier pictures: click one to bring it back"))
        self.pages_bar.setFormat(self.tr("page %v of %m"))
        self.steps_bar.setFormat(self.tr("step %v of %m"))

    # -- actions ---------------------------------------------------------------------------------------
    @Slot()
    def illustrate_current(self) -> None:
        """Illustrate the page being edited."""
        page = self.vm.current_page()
        if page is not None:
            self.ivm.illustrate([page.id])

    @Slot()
    def make_variations(self) -> None:
        """Draw four versions of the page being edited."""
        page = self.vm.current_page()
        if page is not None:
            self.ivm.make_variations(page.id)

    @Slot(QListWidgetItem)
    def _variation_chosen(self, item: QListWidgetItem) -> None:
        if not self.ivm.running:
            self.ivm.choose_variation(self.variations.row(item))

    @Slot(QListWidgetItem)
    def _bring_back(self, item: QListWidgetItem) -> None:
        page = self.vm.current_page()
        if page is not None:
            self.ivm.bring_back(page.id, item.data(Qt.ItemDataRole.UserRole))

    # -- view-model updates ----------------------------------------------------------------------------
    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.cancel_button.setEnabled(running)
        self.illustrate_button.setEnabled(not running)
        self.variations_button.setEnabled(not running)
        self.pages_bar.setVisible(running)
        self.steps_bar.setVisible(running)
        if running:
            # a moving bar until the first step arrives (loading a model can take a while)
            self.pages_bar.setRange(0, 0)
            self.steps_bar.setRange(0, 0)
            self.status.setText(self.tr("Drawing… you can keep editing."))
        else:
            self.schedule_preview()

    @Slot(object)
    def _progress(self, progress: IllustrateProgress) -> None:
        self._say_waiting(progress)
        self.pages_bar.setFormat(
            self.tr("version %v of %m") if progress.variations else self.tr("page %v of %m")
        )
        self.pages_bar.setRange(0, progress.pages)
        self.pages_bar.setValue(progress.page)
        self.steps_bar.setRange(0, max(progress.steps, 1))
        self.steps_bar.setValue(progress.step)

    def _say_waiting(self, progress: IllustrateProgress) -> None:
        """A step of no steps with a message is the drawing server being waited for (:mod:`app.serve.client`:
        not answering, full, or a limit per token): said in the status line in the volunteer's language; the
        next real step says drawing goes on."""
        if progress.steps == 0 and progress.message:
            self._waiting = translate_message(progress.message)
            self.status.setText(self._waiting)
        elif self._waiting and progress.steps > 0:
            self._waiting = ""
            self.status.setText(self.tr("The drawing server answers again; drawing goes on."))

    @Slot(str, list)
    def _show_variations(self, page_id: str, done: list[PageDone]) -> None:
        self.variations.clear()
        for number, variation in enumerate(done, start=1):
            item = QListWidgetItem(
                sharp_icon(variation.thumbnail, self.variations.iconSize(), self), str(number)
            )
            item.setToolTip(self.tr("seed %s") % variation.seed)
            item.setData(Qt.ItemDataRole.UserRole, variation.key)
            self.variations.addItem(item)
        self._mark_chosen()
        self._variations_visible()

    def _mark_chosen(self) -> None:
        """Select the variation that is the page's picture now (if any)."""
        page = self.vm.current_page() if self.vm.is_open else None
        self.variations.clearSelection()
        for row in range(self.variations.count()):
            item = self.variations.item(row)
            if page is not None and item.data(Qt.ItemDataRole.UserRole) == page.illustration:
                item.setSelected(True)

    def _variations_visible(self) -> None:
        shown = self.variations.count() > 0 or self.ivm.bridge.has_job("variations")
        self.variations.setVisible(shown)
        self.variations_title.setVisible(shown)

    @Slot()
    def _page_switched(self, *_args) -> None:
        page = self.vm.current_page() if self.vm.is_open else None
        if not self.ivm.running:
            self.status.setText("")  # "4 variations ready" was about the page left behind
        if self.ivm.variations and (page is None or self.ivm.variations[0].page_id != page.id):
            self.variations.clear()
        self._variations_visible()
        self._fill_history()
        self.schedule_preview()

    @Slot(str)
    def _page_edited(self, page_id: str) -> None:
        page = self.vm.current_page()
        if page is not None and page.id == page_id:
            self._fill_history()
            self._mark_chosen()
            self.schedule_preview()

    @Slot(str)
    def _thumbnail_ready(self, ident: str) -> None:
        page = self.vm.current_page() if self.vm.is_open else None
        if page is not None and ident.startswith("picture:") and ident[8:] in page.history:
            self._fill_history()

    def _fill_history(self) -> None:
        self.history.clear()
        page = self.vm.current_page() if self.vm.is_open else None
        keys = list(reversed(page.history)) if page else []
        for key in keys:
            if not self.vm.open_project.has_illustration(key):
                continue
            image = self.vm.pages_model.thumbs.picture(key)
            item = QListWidgetItem(sharp_icon(image, self.history.iconSize(), self), "")
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.history.addItem(item)
        self.history.setVisible(self.history.count() > 0)
        self.history_title.setVisible(self.history.count() > 0)

    @Slot()
    def schedule_preview(self, *_args) -> None:
        """Draw the page preview again shortly (edits are coalesced)."""
        self._render_timer.start()

    @Slot()
    def render_preview(self) -> None:
        """Draw the current page as it will print, at the screen's resolution."""
        if self.ivm.running and not self.preview.image().isNull():
            return  # the live picture is showing; the page is drawn again when the job ends
        ratio = self.preview.devicePixelRatioF()
        dpi = self.preview_vm.dpi_to_fit(self.preview.width() * ratio, self.preview.height() * ratio)
        self.preview_vm.request(self.vm.current_row, dpi=dpi)

    @Slot(int, QImage)
    def _preview_ready(self, row: int, image: QImage) -> None:
        if row == self.vm.current_row and not (self.ivm.running and not self.preview.image().isNull()):
            self.preview.set_image(image)
