"""The page strip's model: one row per story page, with its title and a thumbnail; drag to reorder.

:class:`PageListModel` is a ``QAbstractListModel`` over ``project.book.pages``. It changes rows only through
``insert_page`` / ``remove_page`` / ``move_page`` (``beginInsertRows``/``beginRemoveRows``/``beginMoveRows``),
which the undo commands in :mod:`app.viewmodels.commands` call. A drop inside the view asks the owner to move
the page (so the move is undoable) and returns False, so the view never deletes the dragged row itself.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QImage

from app.book.model import Page
from app.book.project import BookProject
from app.viewmodels.images import ThumbnailCache


def screen_ratio() -> float:
    """The primary screen's device pixel ratio (1.0 without a screen), at least 1."""
    screen = QGuiApplication.primaryScreen()
    return max(1.0, screen.devicePixelRatio()) if screen is not None else 1.0


MIME_TYPE = "application/x-memorybook-page-row"

PageIdRole = Qt.ItemDataRole.UserRole + 1
ThumbnailRole = Qt.ItemDataRole.UserRole + 2
IllustratedRole = Qt.ItemDataRole.UserRole + 3

Index = QModelIndex | QPersistentModelIndex


class PageListModel(QAbstractListModel):
    """Rows are the book's pages. Display: "3  Title"; decoration/ThumbnailRole: a QImage thumbnail.

    ``move_requested(source row, destination row)`` is emitted when a row is dropped; the owner makes the
    move (undoably) through :meth:`move_page`.
    """

    move_requested = Signal(int, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._project: BookProject | None = None
        self.thumbs = ThumbnailCache(self)
        self.thumbs.thumbnail_changed.connect(self._thumbnail_ready)
        self._icons: dict[str, QImage] = {}
        self._sketch_keys: dict[str, bool] = {}
        self.icon_size = QSize(96, 72)
        """Size of the strip's decoration images, in device-independent pixels (the view sets it)."""

    # -- the book ------------------------------------------------------------------------------------
    def set_project(self, project: BookProject | None) -> None:
        """Show the pages of ``project`` (None: no book)."""
        self.beginResetModel()
        self._project = project
        self.thumbs.set_project(project)
        self._icons.clear()
        self._sketch_keys.clear()
        self.endResetModel()

    @property
    def pages(self) -> list[Page]:
        """The book's page list itself (the rows of this model)."""
        return self._project.book.pages if self._project else []

    def row_of(self, page_id: str) -> int:
        """The row of the page with ``page_id``, or -1."""
        for row, page in enumerate(self.pages):
            if page.id == page_id:
                return row
        return -1

    # -- Qt model interface --------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.pages)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.pages):
            return None
        page = self.pages[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            title = page.title or self.tr("(untitled)")
            return f"{index.row() + 1}  {title}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return page.text[:200] or page.title
        if role == Qt.ItemDataRole.DecorationRole:
            return self.icon(page)
        if role == ThumbnailRole:
            return self.thumbnail(page)
        if role == PageIdRole:
            return page.id
        if role == IllustratedRole:
            return page.illustration is not None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid():
            return base | Qt.ItemFlag.ItemIsDragEnabled
        return base | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes) -> QMimeData:
        mime = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        mime.setData(MIME_TYPE, QByteArray(",".join(map(str, rows)).encode()))
        return mime

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        return data.hasFormat(MIME_TYPE) and action == Qt.DropAction.MoveAction

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        raw = bytes(data.data(MIME_TYPE).data()).decode()
        rows = [int(r) for r in raw.split(",") if r]
        if len(rows) != 1:
            return False
        if row < 0:
            row = parent.row() if parent.isValid() else len(self.pages)
        source = rows[0]
        destination = row - 1 if row > source else row
        if destination != source:
            self.move_requested.emit(source, destination)
        return False

    # -- row changes (called by the undo commands) ----------------------------------------------------
    def insert_page(self, row: int, page: Page) -> None:
        """Insert ``page`` at ``row`` (beginInsertRows/endInsertRows)."""
        self.beginInsertRows(QModelIndex(), row, row)
        self.pages.insert(row, page)
        self.endInsertRows()
        self._renumber(row)

    def remove_page(self, row: int) -> Page:
        """Remove and return the page at ``row`` (beginRemoveRows/endRemoveRows)."""
        self.beginRemoveRows(QModelIndex(), row, row)
        page = self.pages.pop(row)
        self.endRemoveRows()
        self._renumber(row)
        return page

    def move_page(self, source: int, destination: int) -> None:
        """Move the page at ``source`` so that it ends at row ``destination``."""
        if source == destination:
            return
        qt_destination = destination + 1 if destination > source else destination
        self.beginMoveRows(QModelIndex(), source, source, QModelIndex(), qt_destination)
        page = self.pages.pop(source)
        self.pages.insert(destination, page)
        self.endMoveRows()
        self._renumber(min(source, destination))

    def page_updated(self, page_id: str) -> None:
        """Tell the views that a page's title or picture changed."""
        row = self.row_of(page_id)
        if row >= 0:
            self._icons.pop(page_id, None)
            index = self.index(row)
            self.dataChanged.emit(index, index)

    def set_thumbnail(self, key: str, image: QImage) -> None:
        """Use ``image`` (made in the worker) as the thumbnail of illustration ``key``."""
        self.thumbs.put(f"picture:{key}", image)

    def _thumbnail_ready(self, ident: str) -> None:
        for row, page in enumerate(self.pages):
            if self._thumb_id(page) == ident:
                self._icons.pop(page.id, None)
                index = self.index(row)
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole, ThumbnailRole])

    def redraw_designed(self) -> None:
        """The book's style or trim size may have changed: the miniatures of designed pages are asked for again
        (their ids name both; the pictures' and photos' stay cached)."""
        designed = [
            row for row, page in enumerate(self.pages) if (self._thumb_id(page) or "").startswith("designed:")
        ]
        for row in designed:
            self._icons.pop(self.pages[row].id, None)
            index = self.index(row)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole, ThumbnailRole])

    def _renumber(self, first: int) -> None:
        if first < len(self.pages):
            self.dataChanged.emit(self.index(first), self.index(len(self.pages) - 1))

    # -- thumbnails ----------------------------------------------------------------------------------
    def icon(self, page: Page) -> QImage:
        """The thumbnail scaled to :attr:`icon_size` at the screen's device pixel ratio (sharp at 125–200 %)."""
        cached = self._icons.get(page.id)
        if cached is None:
            image = self.thumbnail(page)
            if not image.isNull():
                ratio = screen_ratio()
                image = image.scaled(
                    self.icon_size * ratio,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
                image.setDevicePixelRatio(ratio)
            cached = self._icons[page.id] = image
        return cached

    def _thumb_id(self, page: Page) -> str | None:
        project = self._project
        if page.illustration and project and project.has_illustration(page.illustration):
            if not page.photo and self._sketched(page.illustration):
                book = project.book  # what the miniature shows: the seal's character, the palette, the shape
                return f"designed:{page.id}:{book.style}:{book.trim_size}:{page.title[:1]}"
            return f"picture:{page.illustration}"
        if page.photo:
            return f"photo:{page.photo}"
        return None

    def _sketched(self, key: str) -> bool:
        """Whether illustration ``key`` is the sketch engine's (its sidecar read once per key; unreadable: no)."""
        if key not in self._sketch_keys:
            try:
                self._sketch_keys[key] = self._project is not None and self._project.drawn_by_sketch(key)
            except (OSError, ValueError):
                self._sketch_keys[key] = False
        return self._sketch_keys[key]

    def thumbnail(self, page: Page) -> QImage:
        """The page's picture (else its photo) as a small image; null while it is being made. A page without a
        photo drawn by the sketch engine prints as the designed text page, not its wash, and shows a
        miniature of that page (:func:`app.viewmodels.images.designed_thumbnail`)."""
        ident = self._thumb_id(page)
        if ident is None:
            return QImage()
        if ident.startswith("designed:") and self._project is not None:
            book = self._project.book
            return self.thumbs.get(ident, lambda: book.model_copy(update={"pages": [page.model_copy()]}))
        return self.thumbs.get(ident)
