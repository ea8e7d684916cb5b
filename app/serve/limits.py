"""Per-token rate limit of the drawing server: how many jobs one token may send a minute.

A token bucket per token name (the committed-rate bucket of RFC 2697, section 3, with one rate): the
bucket holds up to ``per_minute`` jobs, refills at ``per_minute`` a minute, and each ``POST /jobs`` takes one.
A client that sends more waits (``429`` with ``Retry-After``) rather than failing the book; a token that floods
the server is refused before its body is read, so the flood costs the server almost nothing. The queue limit
(:class:`app.serve.store.QueueFull`) bounds what a token keeps on the server; this bounds how fast it asks.

The buckets live in the server's database (the ``buckets`` table of ``DATA/serve.db``, beside the jobs), so a
restart of the server — or a crash — does not hand a flooding token a full bucket again; their times are wall
clock seconds (``time.time``), which survive a restart. Only a job taken from a bucket is written (one small
commit per accepted request); a refusal only reads its bucket's row.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable
from contextlib import nullcontext

DEFAULT_PER_MINUTE = 120
"""Jobs one token may send a minute (a 40-page book through a client drawing two at a time sends 40)."""

SCHEMA = "CREATE TABLE IF NOT EXISTS buckets(name TEXT PRIMARY KEY, left REAL NOT NULL, at REAL NOT NULL)"


class RateLimit:
    """Token buckets by token name: ``per_minute`` jobs a minute, bursts up to ``per_minute``; ``clock`` gives
    seconds (wall clock, ``time.time``; a test passes its own; a clock set back refills nothing until it has
    caught up). ``per_minute`` 0 turns the limit off.

    ``db`` (the server's database, :func:`app.serve.store.open_database`) keeps the buckets across restarts, its
    ``buckets`` table made here; ``db_lock`` is the lock its other users hold (``JobStore.lock``: one connection
    for every thread). Without ``db`` the buckets are in memory. Raises sqlite3.Error when the table cannot be
    made."""

    def __init__(
        self,
        per_minute: int = DEFAULT_PER_MINUTE,
        clock: Callable[[], float] = time.time,
        db: sqlite3.Connection | None = None,
        db_lock: threading.Lock | None = None,
    ):
        self.per_minute = per_minute
        self.clock = clock
        self.lock = threading.Lock()
        self.buckets: dict[str, tuple[float, float]] = {}  # name → (jobs left, when counted), without db
        self.db = db
        self.db_lock = db_lock or nullcontext()
        if db is not None:
            with self.db_lock, db:
                db.execute(SCHEMA)

    def take(self, name: str) -> float:
        """Take one job from ``name``'s bucket: 0.0 when allowed, else the seconds until one is there again
        (nothing taken). Raises sqlite3.Error when the database cannot be written."""
        if self.per_minute <= 0:
            return 0.0
        rate = self.per_minute / 60.0
        with self.lock:
            now = self.clock()
            left, then = self._read(name, now)
            left = min(float(self.per_minute), left + max(0.0, now - then) * rate)
            if left < 1.0:  # the wait, and (a clock set back) until the clock is where the bucket was counted
                return (1.0 - left) / rate + max(0.0, then - now)
            self._write(name, left - 1.0, max(now, then))
            return 0.0

    def forget(self, name: str) -> None:
        """Drop ``name``'s bucket (a revoked token)."""
        with self.lock:
            self.buckets.pop(name, None)
            if self.db is not None:
                forget_bucket(self.db, name, self.db_lock)

    def _read(self, name: str, now: float) -> tuple[float, float]:
        full = (float(self.per_minute), now)
        if self.db is None:
            return self.buckets.get(name, full)
        with self.db_lock:
            row = self.db.execute("SELECT left, at FROM buckets WHERE name = ?", (name,)).fetchone()
        return (float(row[0]), float(row[1])) if row else full

    def _write(self, name: str, left: float, at: float) -> None:
        if self.db is None:
            self.buckets[name] = (left, at)
            return
        with self.db_lock, self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO buckets(name, left, at) VALUES (?, ?, ?)", (name, left, at)
            )


def forget_bucket(db: sqlite3.Connection, name: str, db_lock=None) -> None:
    """Delete ``name``'s bucket from the server's database (``serve token revoke``: a token made again under
    the same name starts full)."""
    with db_lock or nullcontext(), db:
        db.execute(SCHEMA)
        db.execute("DELETE FROM buckets WHERE name = ?", (name,))
