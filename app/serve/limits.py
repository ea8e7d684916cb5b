"""Per-token rate limit of the drawing server: how many jobs one token may send a minute.

A token bucket per token name (the committed-rate bucket of RFC 2697, section 3, with one rate): the
bucket holds up to ``per_minute`` jobs, refills at ``per_minute`` a minute, and each ``POST /jobs`` takes one.
A client that sends more waits (``429`` with ``Retry-After``) rather than failing the book; a token that floods
the server is refused before its body is read, so the flood costs the server almost nothing. The queue limit
(:class:`app.serve.store.QueueFull`) bounds what a token keeps on the server; this bounds how fast it asks.
Kept in memory: a restart gives every token a full bucket, which only lets a few more requests through.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

DEFAULT_PER_MINUTE = 120
"""Jobs one token may send a minute (a 40-page book through a client drawing two at a time sends 40)."""


class RateLimit:
    """Token buckets by token name: ``per_minute`` jobs a minute, bursts up to ``per_minute``; ``clock`` gives
    seconds (``time.monotonic``; a test passes its own). ``per_minute`` 0 turns the limit off."""

    def __init__(self, per_minute: int = DEFAULT_PER_MINUTE, clock: Callable[[], float] = time.monotonic):
        self.per_minute = per_minute
        self.clock = clock
        self.lock = threading.Lock()
        self.buckets: dict[str, tuple[float, float]] = {}  # name → (jobs left, when counted)

    def take(self, name: str) -> float:
        """Take one job from ``name``'s bucket: 0.0 when allowed, else the seconds until one is there again
        (nothing taken)."""
        if self.per_minute <= 0:
            return 0.0
        rate = self.per_minute / 60.0
        with self.lock:
            now = self.clock()
            left, then = self.buckets.get(name, (float(self.per_minute), now))
            left = min(float(self.per_minute), left + (now - then) * rate)
            if left >= 1.0:
                self.buckets[name] = (left - 1.0, now)
                return 0.0
            self.buckets[name] = (left, now)
            return (1.0 - left) / rate

    def forget(self, name: str) -> None:
        """Drop ``name``'s bucket (a revoked token)."""
        with self.lock:
            self.buckets.pop(name, None)
