"""The cancel flag an illustrator, a build or a training checks between its steps.

Kept apart from :mod:`model.api` (the request and picture dataclasses) so that the desktop app's worker can
make one while the window opens without building those classes (bench_startup: ≈ 2.3 ms).
"""

from __future__ import annotations

import threading


class CancelToken:
    """Thread-safe cancel flag handed to an illustrator; ``cancel()`` from any thread."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        """Ask the work holding this token to stop at its next check."""
        self._event.set()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._event.is_set()
