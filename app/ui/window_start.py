"""How the main window comes up: its first frame before anything that frame does not show.

While the main window is built and first painted, two things take the GUI thread's time and put nothing in that
frame:

- the screen fitter's application-wide event filter (:class:`app.ui.screen_fit.ScreenFitter`): PySide hands
  every event of every object to Python (≈ 3,600 while the window opens), and the first object of a class it
  has no binding for (``QGestureManager``, made with the first scroll area) makes it build every class of
  QtCore, QtGui and QtWidgets to find the nearest one it knows;
- the worker thread's jobs (the page strip's thumbnails): Pillow's import and Python code around the decoding
  take the GIL from the painting thread, and the thumbnails come after the first frame either way.

:meth:`WindowStartMixin.start_quietly` (``make_window`` calls it, the app's own start) takes the fitter off the
application and holds the worker's jobs; the event-loop turn after the window's first paint puts both back
(as does closing the window first). The main window fits itself to the screen from its own show, move and
resize events all along (``fits_itself``), so it never depends on when the fitter is on.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from app.ui.screen_fit import install_screen_fitter, keep_on_screen, remove_screen_fitter


def fitter_off_while_built() -> None:
    """The application's screen fitter off before the main window's QMainWindow constructor runs: the events
    it sends would otherwise reach the fitter's Python filter, and the first of them makes PySide build its
    classes of events (≈ 1.3 ms). :meth:`WindowStartMixin.start_quietly` keeps it off until the first frame."""
    remove_screen_fitter(QApplication.instance())


class WindowStartMixin:
    """For the main window (a ``QMainWindow`` with ``bridge``, a :class:`app.viewmodels.worker.WorkerBridge`, and
    ``memory``, the :class:`app.ui.screen_fit.WindowMemory` of its ``splitter``):
    it keeps itself on the screen (:func:`app.ui.screen_fit.keep_on_screen` from its own events; the
    application's fitter skips it) and, after :meth:`start_quietly`, waits for its first frame."""

    fits_itself = True
    """Read by :class:`app.ui.screen_fit.ScreenFitter`: this window is not the fitter's to fit."""

    _waiting_for_first_frame = False
    _laid_out = False

    def start_quietly(self) -> None:
        """Until the turn after the first paint: the application's screen fitter off, the worker's jobs held
        (queued, not started)."""
        remove_screen_fitter(QApplication.instance())
        self.bridge.hold()
        self._waiting_for_first_frame = True

    def end_quiet_start(self) -> None:
        """Put the screen fitter back and let the worker's jobs run (the turn after the first paint, or when the
        window closes first); nothing when the window was not started quietly or already ended it."""
        if not self._waiting_for_first_frame or not isValid(self):
            return
        self._waiting_for_first_frame = False
        install_screen_fitter(QApplication.instance())
        self.bridge.release()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self._waiting_for_first_frame:
            # not at once: the window's children paint after it, in this same event
            QTimer.singleShot(0, self.end_quiet_start)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._laid_out:  # laid out now: the splitter's kept positions exactly (WindowMemory)
            self._laid_out = True
            self.memory.restore_splitters({"main": self.splitter})
        keep_on_screen(self, QEvent.Type.Show)

    def moveEvent(self, event) -> None:
        super().moveEvent(event)
        keep_on_screen(self, QEvent.Type.Move)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        keep_on_screen(self, QEvent.Type.Resize)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            # framed by now (a restored position the window manager keeps is never moved)
            keep_on_screen(self, QEvent.Type.WindowActivate)
