"""Python's garbage collector runs in the GUI thread only.

An automatic collection runs in whichever thread happens to allocate; if that is the worker thread and the
garbage holds Qt objects of the GUI thread, Qt objects are destroyed in the wrong thread (a crash). The
usual remedy for threaded Qt applications: switch automatic collection off and collect from a timer in the
GUI thread, generation by generation, when the allocation counts pass the collector's own thresholds.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer, Slot

INTERVAL_MS = 500
"""How often the GUI thread checks whether a collection is due, in milliseconds."""


class GuiThreadGarbageCollector(QObject):
    """Create once, in the GUI thread, after the QApplication; it disables automatic collection."""

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
