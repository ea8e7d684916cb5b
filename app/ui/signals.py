"""Ending the app from outside without losing work: SIGTERM, SIGHUP and the desktop session ending.

SIGTERM (shutting down, ``kill``), SIGHUP (the terminal that started the app closed, logging out) and Qt's
``commitDataRequest`` (the session manager asks every app to save before the session ends) all save the book.
The two signals then stop the model process and quit; the session manager quits the app itself after
``commitDataRequest``.

Python runs a signal handler only when the interpreter gets control, and Qt's event loop runs in C++: the
handler would wait for the next Python slot. :func:`install_signal_handlers` therefore uses
``signal.set_wakeup_fd`` with a socket pair and a ``QSocketNotifier``: the signal writes a byte, the event loop
wakes, and the Python handler runs at once (the pattern the Python documentation gives for GUI event loops).
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

HANDLED = ("SIGTERM", "SIGHUP")
"""The signals that save and quit (those a platform lacks are left out: Windows has no SIGHUP)."""


class SignalWatcher(QObject):
    """Runs ``on_signal(signum)`` in the GUI thread for each of :data:`HANDLED` (and only those). Keep the
    object alive (give it a parent); :meth:`uninstall` restores the previous handlers."""

    def __init__(self, on_signal: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on_signal = on_signal
        self._read, self._write = socket.socketpair()
        for end in (self._read, self._write):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._write.fileno())
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._previous: dict[int, Any] = {}  # signal → its handler before (a function, SIG_DFL or SIG_IGN)
        for name in HANDLED:
            number = getattr(signal, name, None)
            if number is not None:
                self._previous[number] = signal.signal(number, self._handle)

    def _handle(self, signum: int, _frame) -> None:
        self._on_signal(signum)

    def _drain(self) -> None:
        try:
            while self._read.recv(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def uninstall(self) -> None:
        """Put back the handlers that were there before."""
        for number, previous in self._previous.items():
            signal.signal(number, previous)
        self._previous.clear()
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)


def install_signal_handlers(app, window) -> SignalWatcher:
    """Make SIGTERM/SIGHUP save the book in ``window``, stop its work and the model process, and quit with
    status 128 + the signal number (the shell's convention for "ended by a signal"); make the session
    manager's ``commitDataRequest`` save (see :meth:`app.ui.main_window.MainWindow.commit_data`)."""

    def stop(signum: int) -> None:
        window.end_session()
        # from the event loop: a signal that lands before app.exec() (the window still opening) would otherwise
        # be lost, since exit() does nothing while no loop runs, and the app would go on without its book's lock
        QTimer.singleShot(0, lambda: app.exit(128 + signum))

    app.commitDataRequest.connect(window.commit_data)
    return SignalWatcher(stop, app)
