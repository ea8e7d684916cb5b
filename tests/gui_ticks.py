"""How long the GUI thread stops: a 10 ms timer in it records the gap between its ticks (ms) while a block runs.

with gui_ticks() as gaps:
    ...  # waits on signals, so the event loop runs
assert max(gaps) < 100, gaps
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QElapsedTimer, QTimer


@contextmanager
def gui_ticks(interval_ms: int = 10) -> Iterator[list[int]]:
    """The gaps between ticks of a GUI-thread timer started here, in milliseconds (filled while the block runs)."""
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(interval_ms)
    timer.timeout.connect(tick)
    timer.start()
    try:
        yield gaps
    finally:
        timer.stop()
