"""Windows that fit the screen they open on, and remember their size.

Volunteers use the laptops they have: 1366×768, or 1920×1080 at 125–200 % scaling (1280×720 or 960×540
logical pixels at 150 % and 200 %). Every top-level window of the app — the main window, each dialog — is
kept inside the *available* geometry of its screen (the screen less task bars and docks, in logical pixels,
``QScreen.availableGeometry``): :class:`ScreenFitter` watches windows being shown and shrinks and moves them
where needed. Content that cannot shrink scrolls instead (:func:`scrolling`), so a window is never taller
than the screen. :class:`WindowMemory` keeps a window's size and splitter positions between runs
(``QSettings``), and a remembered size is fitted to the screen again on a smaller screen.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QSplitter, QWidget
from shiboken6 import isValid

from app.settings import config_dir

SCREEN_SHARE = 0.94
"""Share of the available width and height a window may take when it is first sized (room for the
window frame, which the available geometry does not include)."""


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The available geometry (logical px) of the screen ``widget`` is on, else of the primary screen."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)


def frame_extra(window: QWidget) -> QSize:
    """How much the window frame (title bar, borders) adds to the client size, in logical px (0 before the
    window is shown on platforms that draw no frame, e.g. offscreen)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QSize(max(0, frame.width() - inner.width()), max(0, frame.height() - inner.height()))


def fitted_size(wanted: QSize, area: QRect, share: float = SCREEN_SHARE) -> QSize:
    """``wanted`` (px) no larger than ``share`` of ``area``'s width and height."""
    return QSize(
        min(wanted.width(), int(area.width() * share)), min(wanted.height(), int(area.height() * share))
    )


def fit_to_screen(window: QWidget, wanted: QSize | None = None) -> None:
    """Resize ``window`` (a top-level widget) to ``wanted`` (default: its current size) but never beyond the
    available geometry of its screen, then move it so that its frame lies inside that geometry.

    A window whose minimum size is still larger than the screen keeps its minimum size (Qt enforces it);
    layouts are built so that this does not happen (:func:`scrolling`), and tests/test_screen_fit.py checks
    it on small screens at high scaling."""
    area = available_geometry(window)
    extra = frame_extra(window)
    room = QRect(area.topLeft(), area.size() - extra)
    size = fitted_size(wanted or window.size(), room, share=1.0 if wanted is None else SCREEN_SHARE)
    size = size.expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    frame = window.frameGeometry()
    x = min(max(frame.x(), area.left()), max(area.left(), area.right() + 1 - frame.width()))
    y = min(max(frame.y(), area.top()), max(area.top(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        window.move(QPoint(x, y))


class ScreenFitter(QObject):
    """An application-wide event filter: each top-level window (main window, dialog, message box) is fitted
    to its screen (:func:`fit_to_screen`) when it is shown, whenever it grows past the screen, and once more
    when the window manager has placed and framed it: on X11 the frame (title bar, borders) is known only
    after the window is shown, and a window manager may place a window lower than asked (openbox put a
    1284×721 window at y = 40, its frame 18 px below a 768 px screen).

    Install with :func:`install_screen_fitter`. Pop-up menus, tool tips and combo-box lists
    are left to Qt, which already keeps them on screen."""

    SKIPPED = (Qt.WindowType.Popup, Qt.WindowType.ToolTip, Qt.WindowType.SplashScreen)
    SHOWN_AT = "screenFitShownAt"
    """Window property: where its client area was when shown (QPoint), until the window manager's placement
    or framing (the first move away from there: a frame added on X11 moves the client area) or the window's
    first activation, whichever comes first; None after."""

    WATCHED = (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.WindowActivate)
    """The events it acts on: every other event of the application passes through at the cost of one test
    (≈ 3,600 events while the main window opens)."""

    on = False
    """True while it is installed on the application (:func:`install_screen_fitter`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind in self.WATCHED
            and isinstance(watched, QWidget)
            and not getattr(watched, "fits_itself", False)
        ):
            keep_on_screen(watched, kind)
        return False


def keep_on_screen(window: QWidget, kind: QEvent.Type) -> None:
    """What :class:`ScreenFitter` does for ``window`` on one of its :attr:`ScreenFitter.WATCHED` events
    (``kind``): nothing unless it is a visible top-level window other than a pop-up, tool tip or splash screen.
    A window whose class sets ``fits_itself = True`` calls this from its own show, move and resize events
    instead (the main window: it opens before the application-wide filter is on, see
    :mod:`app.ui.window_start`)."""
    if not (window.isWindow() and window.windowType() not in ScreenFitter.SKIPPED and window.isVisible()):
        return
    area = available_geometry(window)
    frame = window.frameGeometry()
    shown_at = window.property(ScreenFitter.SHOWN_AT)
    if kind == QEvent.Type.Show:
        fit_to_screen(window)
        window.setProperty(ScreenFitter.SHOWN_AT, window.geometry().topLeft())
    elif (
        kind == QEvent.Type.Move and isinstance(shown_at, QPoint) and window.geometry().topLeft() != shown_at
    ) or (kind == QEvent.Type.WindowActivate and isinstance(shown_at, QPoint)):
        # the first move after showing is the window manager's placement, and by its first activation the window
        # is framed (a restored position the window manager keeps is never moved, and its frame's size is known
        # only now: openbox's 5 px bottom handle was counted as 1 px at show); later moves are the person's own
        # (dragging a window partly off the screen is theirs to do)
        window.setProperty(ScreenFitter.SHOWN_AT, None)
        if not area.contains(frame):
            fit_to_screen(window)
    elif kind == QEvent.Type.Resize and not area.contains(frame):
        fit_to_screen(window)


_fitter: ScreenFitter | None = None
"""The application's fitter, kept here rather than found with ``app.findChild`` (which makes a Python object of
each of the application's children to look at it: its style, with every enum of QStyle, ≈ 5 ms)."""


def install_screen_fitter(app: QObject) -> ScreenFitter:
    """Install the one :class:`ScreenFitter` on ``app`` (idempotent: Qt installs a filter once) and return it."""
    global _fitter
    if _fitter is None or not isValid(_fitter) or _fitter.parent() is not app:
        _fitter = ScreenFitter(app)
    app.installEventFilter(_fitter)
    _fitter.on = True
    return _fitter


def remove_screen_fitter(app: QObject) -> None:
    """Take the application's :class:`ScreenFitter` off ``app`` until :func:`install_screen_fitter` puts it back
    (while the main window is built and first painted: :mod:`app.ui.window_start`)."""
    if _fitter is not None and isValid(_fitter):
        app.removeEventFilter(_fitter)
        _fitter.on = False


def screen_fitter_on(app: QObject) -> bool:
    """True when the application's :class:`ScreenFitter` watches ``app``'s windows."""
    return _fitter is not None and isValid(_fitter) and _fitter.parent() is app and _fitter.on


class WidthKeepingScrollArea(QScrollArea):
    """A scroll area that scrolls only up and down and is never narrower than its content needs: its
    ``minimumSizeHint`` is the content's minimum width plus the vertical scroll bar, so a splitter or dock
    gives it that width (a control is never cut off at the side, nor reached by scrolling sideways)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content's minimum width may have changed (a section shown)
        return super().eventFilter(watched, event)

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().minimumSizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        width = content.minimumSizeHint().expandedTo(content.minimumSize()).width()
        return QSize(width + bar + 2 * self.frameWidth(), 80)


def scrolling(content: QWidget | None, horizontal: bool = False, keep_width: bool = False) -> QScrollArea:
    """``content`` in a frameless scroll area that resizes it: on a small screen the content scrolls
    (vertically; horizontally too when ``horizontal``) instead of making the window taller than the screen.
    With ``keep_width`` it scrolls only vertically and asks for the content's minimum width
    (:class:`WidthKeepingScrollArea`): for panels whose buttons must never be cut off at the side. With
    ``content`` None the area is empty: put in its place first, then given its content (``setWidget``)."""
    area = WidthKeepingScrollArea() if keep_width else QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    if content is not None:
        area.setWidget(content)
    if not horizontal or keep_width:
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    if not keep_width:
        area.setMinimumSize(QSize(120, 80))
    return area


class WindowMemory:
    """Keeps a window's geometry and its splitters' positions in ``QSettings`` under ``key``: an INI file,
    ``window.ini`` beside the app's settings (``app.settings.config_dir()``, so ``MEMORYBOOK_CONFIG_DIR``
    moves both).

    ``restore`` returns False when nothing was kept (the caller then sizes the window itself); a kept size is
    fitted to the screen it opens on (a window saved on a 1080p monitor opens inside a 1366×768 laptop)."""

    def __init__(self, key: str, settings: QSettings | None = None) -> None:
        self.key = key
        if settings is None:
            settings = QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)
        self.settings = settings

    def save(self, window: QWidget, splitters: dict[str, QSplitter] | None = None) -> None:
        """Keep the window's geometry and each named splitter's state."""
        self.settings.setValue(f"{self.key}/geometry", window.saveGeometry())
        for name, splitter in (splitters or {}).items():
            self.settings.setValue(f"{self.key}/splitter/{name}", splitter.saveState())
        self.settings.sync()

    def restore(self, window: QWidget, splitters: dict[str, QSplitter] | None = None) -> bool:
        """Bring back what :meth:`save` kept; True when a geometry was there."""
        self.restore_splitters(splitters or {})
        geometry = self.settings.value(f"{self.key}/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty() and window.restoreGeometry(geometry):
            fit_to_screen(window)
            return True
        return False

    def restore_splitters(self, splitters: dict[str, QSplitter]) -> None:
        """Each named splitter's kept positions. Call it again once the window is laid out (its first show): a
        splitter scales the sizes it was given before it had its own width, and the rounding moved a pane by a
        pixel at each start."""
        for name, splitter in splitters.items():
            state = self.settings.value(f"{self.key}/splitter/{name}")
            if isinstance(state, QByteArray) and not state.isEmpty():
                splitter.restoreState(state)
