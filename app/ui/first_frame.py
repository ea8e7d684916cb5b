"""Work the first frame of a window does not need waits until that frame is painted.

While the main window opens, the GUI thread builds it, paints it, and only then should it take on what nothing
in that frame shows: the screen fitter watching every window (:func:`app.ui.screen_fit.built_holding_screen_fitter`)
and the worker thread's jobs (the page strip's thumbnails are not in the first frame either way: they come
from the worker). Python code the worker runs meanwhile takes the GIL from the painting thread.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstFrame(QObject):
    """On ``window``: calls ``callback`` once, in the event-loop turn after the window's first paint, or at
    the first turn when the window is not shown by then (a window built and never shown, as in tests)."""

    def __init__(self, window: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(window)
        self._window, self._callback = window, callback
        window.installEventFilter(self)
        QTimer.singleShot(0, self, self._first_turn)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._callback is not None:
            QTimer.singleShot(0, self, self._done)  # the turn after: the frame is on the screen by then
        return False

    def _first_turn(self) -> None:
        if not self._window.isVisible():
            self._done()

    def _done(self) -> None:
        callback, self._callback = self._callback, None
        if callback is None:
            return
        self._window.removeEventFilter(self)
        self.deleteLater()
        callback()


def after_first_frame(window: QWidget, callback: Callable[[], object]) -> None:
    """Call ``callback`` (in the GUI thread) once ``window`` has painted its first frame: in the event-loop turn
    after its first paint, or at the first turn when it is not shown by then. Nothing is called when the
    window goes first."""
    _FirstFrame(window, callback)
