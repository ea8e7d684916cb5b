"""Python's garbage collector runs in the GUI thread only.

An automatic collection runs in whichever thread happens to allocate. If that is the worker thread (a build
allocates a great deal: pikepdf parsing every page's content stream for a print-shop PDF) and the garbage holds
Qt objects of the GUI thread — a view-model with a running ``QTimer``, a dialog, anything left in a reference
cycle — Qt destroys them in the wrong thread: ``QObject::~QObject: Timers cannot be stopped from another
thread``, the timer stays registered with the GUI thread's event dispatcher, and its next tick is delivered to
freed memory (a segfault in ``QApplicationPrivate::notify_helper``). The usual remedy for threaded Qt
applications (calibre's ``GarbageCollector``; Qt's rule that a QObject is deleted in the thread it lives in,
QObject::~QObject in qobject.cpp): switch automatic collection off and collect from a timer in the GUI thread,
generation by generation, when the allocation counts pass the collector's own thresholds.

:func:`collect_in_the_gui_thread` installs it once per application; :class:`app.viewmodels.worker.WorkerBridge`
calls it before it starts its thread, so every process that runs Python in a worker next to Qt objects has it.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Slot

INTERVAL_MS = 500
"""How often the GUI thread checks whether a collection is due, in milliseconds."""

_installed: GuiThreadGarbageCollector | None = None


class GuiThreadGarbageCollector(QObject):
    """Create once, in the GUI thread, after the QApplication; it disables automatic collection (for the whole
    process: :func:`gc.disable`) and collects from a ``QTimer`` every :data:`INTERVAL_MS` ms instead."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    @Slot()
    def check(self) -> None:
        """Collect the oldest generation whose count passed its threshold (as the automatic collector would)."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                gc.collect(generation)
                return


def collect_in_the_gui_thread() -> GuiThreadGarbageCollector:
    """The application's :class:`GuiThreadGarbageCollector`, made on the first call (a child of the
    ``QCoreApplication``, so it lives as long as the application); later calls return the same one.

    Raises RuntimeError when no ``QCoreApplication`` exists yet or when called from another thread than the
    application's (a collector whose timer ticked in a worker would bring back the crash it prevents)."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("collect_in_the_gui_thread() needs a QCoreApplication; make it first")
    if QThread.currentThread() is not app.thread():
        raise RuntimeError("collect_in_the_gui_thread() must be called in the GUI thread")
    if _installed is None or not shiboken6.isValid(_installed):
        _installed = GuiThreadGarbageCollector(app)
    return _installed
