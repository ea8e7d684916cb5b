"""How long the GUI thread stops: a 10 ms timer in it records the gap between its ticks (ms) while a block runs.

with gui_ticks() as gaps:
    ...  # waits on signals, so the event loop runs
print(max(gaps))  # a figure for the log; what a test asserts is calls_off_the_gui_thread()
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


def calls_off_the_gui_thread(monkeypatch, owner, name: str) -> list[bool]:
    """Wrap ``owner.name`` (a module function or a class's method) so that each call records whether it ran in
    the GUI thread; returns that list (``True`` = GUI thread). The deterministic form of "the window never stops":
    the work is shown to run elsewhere, whatever the machine's load (the gaps of :func:`gui_ticks` are printed as
    a figure, never asserted)."""
    import threading

    real = getattr(owner, name)
    in_gui: list[bool] = []

    def recorded(*args, **kwargs):
        in_gui.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, recorded)
    return in_gui
