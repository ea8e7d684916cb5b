"""The drawing server's memory: tokens and jobs in SQLite (WAL journal, ``synchronous=FULL``), and each job's
files in ``DATA/jobs/<job id>/``.

A job is written to disk (its photos fsynced, then its row committed) before the client hears it was
accepted, so a server killed at any moment loses no accepted job: on start, jobs left ``running`` are queued
again (:meth:`JobStore.requeue_interrupted`). A job's photos are deleted as soon as it ends; its picture when
the client has fetched it (``DELETE /jobs/ID``) or, at the latest, after the retention (:meth:`JobStore.expire`).
States: ``queued`` → ``running`` → ``done`` | ``failed`` | ``cancelled``.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from words import Message

SCHEMA = """
CREATE TABLE IF NOT EXISTS tokens(name TEXT PRIMARY KEY, hash TEXT UNIQUE NOT NULL, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS jobs(
    id TEXT PRIMARY KEY, token TEXT NOT NULL, key TEXT NOT NULL, model TEXT NOT NULL, request TEXT NOT NULL,
    state TEXT NOT NULL, created REAL NOT NULL, started REAL, finished REAL, error TEXT, info TEXT,
    worker INTEGER, pid INTEGER, tries INTEGER NOT NULL DEFAULT 0, lost INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS jobs_by_token ON jobs(token, key);
CREATE INDEX IF NOT EXISTS jobs_by_state ON jobs(state, created);
"""
ADDED_COLUMNS = {
    "worker": "INTEGER",
    "pid": "INTEGER",
    "tries": "INTEGER NOT NULL DEFAULT 0",
    "lost": "INTEGER NOT NULL DEFAULT 0",
}
"""Columns a database made before the server had several workers lacks (added on open)."""
MAX_TRIES = 3
"""A job whose model process dies under it this many times is named failed, not queued again: the page itself
may be what kills the process (out of memory), and the other jobs must go on."""
ACTIVE = ("queued", "running")
ENDED = ("done", "failed", "cancelled")
PICTURE = "picture.png"


def open_database(data: Path) -> sqlite3.Connection:
    """The server's database ``DATA/serve.db`` (made with its tables when absent), in WAL mode. Raises
    OSError / sqlite3.Error when the folder cannot be written."""
    data.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(data / "serve.db", check_same_thread=False, timeout=30, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("PRAGMA secure_delete=ON")  # a forgotten request's text is overwritten, not left in free pages
    db.executescript(SCHEMA)
    have = {row[1] for row in db.execute("PRAGMA table_info(jobs)")}
    for name, kind in ADDED_COLUMNS.items():
        if name not in have:
            db.execute(f"ALTER TABLE jobs ADD COLUMN {name} {kind}")
    db.isolation_level = (
        "DEFERRED"  # back to implicit transactions for `with db:` (BEGIN DEFERRED, the default)
    )
    return db


@dataclass
class Job:
    """One job as stored: ``request`` is the illustration request with the server's own file paths (empty
    once the job ended), ``info`` what the engine reported (on ``done``); ``worker`` and ``pid`` the worker
    (0, 1…: one per model process) and the model process's id that last took it, ``tries`` how often it was
    taken, ``lost`` how often its model process died under it."""

    id: str
    token: str
    key: str
    model: str
    state: str
    created: float
    started: float | None = None
    finished: float | None = None
    error: str | None = None
    worker: int | None = None
    pid: int | None = None
    tries: int = 0
    lost: int = 0
    info: dict[str, Any] = field(default_factory=dict)
    request: dict[str, Any] = field(default_factory=dict)

    def public(self) -> dict[str, Any]:
        """What the job's owner sees: id, key, model, state, times, error."""
        return {
            "id": self.id,
            "key": self.key,
            "model": self.model,
            "state": self.state,
            "created": self.created,
            "finished": self.finished,
            "error": self.error,
            "message": self.info.get("error_message"),
        }


COLUMNS = (
    "id, token, key, model, state, created, started, finished, error, worker, pid, tries, lost, info, request"
)


def _job(row: tuple) -> Job:
    *head, info, request = row
    return Job(*head, info=json.loads(info or "{}"), request=json.loads(request or "{}"))  # type: ignore[misc]


class QueueFull(Exception):
    """A token has as many jobs on the server as its limit allows."""


class JobStore:
    """Jobs under ``data`` (thread-safe: one connection behind a lock). ``queue_limit`` is the most jobs one
    token may have on the server at once (queued, running, or done and not yet fetched)."""

    def __init__(self, data: Path, queue_limit: int = 64) -> None:
        self.data = data
        self.jobs_dir = data / "jobs"
        self.jobs_dir.mkdir(parents=True, exist_ok=True)
        self.db = open_database(data)
        self.queue_limit = queue_limit
        self.lock = threading.Lock()

    def folder(self, job_id: str) -> Path:
        """``DATA/jobs/<job id>`` (ids are 32 hex digits made here, never a client's text)."""
        return self.jobs_dir / job_id

    def new_folder(self) -> tuple[str, Path]:
        """A fresh job id and its (made) folder, for the intake to write the job's photos into."""
        job_id = secrets.token_hex(16)
        folder = self.folder(job_id)
        folder.mkdir()
        return job_id, folder

    def add(self, job_id: str, token: str, key: str, model: str, request: dict[str, Any]) -> tuple[Job, bool]:
        """Commit the job ``job_id`` (whose files are already in its folder), or — when this token already has
        a queued, running or done job of the same cache ``key`` and model — that one. Returns ``(job, new)``;
        when not new, the caller deletes the folder it made. Raises QueueFull."""
        with self.lock, self.db:
            row = self.db.execute(
                f"SELECT {COLUMNS} FROM jobs WHERE token = ? AND key = ? AND model = ? AND state IN "
                "('queued', 'running', 'done') ORDER BY created LIMIT 1",
                (token, key, model),
            ).fetchone()
            if row:
                return _job(row), False
            (count,) = self.db.execute(
                "SELECT COUNT(*) FROM jobs WHERE token = ? AND state != 'failed' AND state != 'cancelled'",
                (token,),
            ).fetchone()
            if count >= self.queue_limit:
                raise QueueFull()
            job = Job(job_id, token, key, model, "queued", time.time(), request=request)
            self.db.execute(
                "INSERT INTO jobs(id, token, key, model, request, state, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (job.id, token, key, model, json.dumps(request, ensure_ascii=False), job.state, job.created),
            )
        return job, True

    def get(self, job_id: str, token: str | None = None) -> Job | None:
        """The job ``job_id`` — only when it belongs to ``token`` (None: any owner, for the worker)."""
        with self.lock:
            row = self.db.execute(f"SELECT {COLUMNS} FROM jobs WHERE id = ?", (job_id,)).fetchone()
        job = _job(row) if row else None
        if job is None or (token is not None and job.token != token):
            return None
        return job

    def of_token(self, token: str) -> list[Job]:
        """The token's jobs, oldest first."""
        with self.lock:
            rows = self.db.execute(
                f"SELECT {COLUMNS} FROM jobs WHERE token = ? ORDER BY created", (token,)
            ).fetchall()
        return [_job(r) for r in rows]

    def queue_length(self) -> int:
        """Jobs queued or running, all tokens."""
        with self.lock:
            return self.db.execute(
                "SELECT COUNT(*) FROM jobs WHERE state IN ('queued', 'running')"
            ).fetchone()[0]

    def claim(
        self,
        last_served: dict[str, float],
        models: set[str] | None = None,
        worker: int | None = None,
        pid: int | dict[str, int] | None = None,
    ) -> Job | None:
        """Mark the next job ``running`` for ``worker`` (its model process ``pid``, or by model name: the process
        that draws that model) and return it, or None. Only jobs of ``models`` (None: any); fair between tokens: the oldest queued job of the token served longest
        ago (``last_served``: token → time its last job started; updated here, shared by the workers)."""
        if models is not None and not models:
            return None
        where = ""
        wanted: tuple[str, ...] = ()
        if models is not None:
            wanted = tuple(sorted(models))
            where = f" AND model IN ({', '.join('?' * len(wanted))})"
        with self.lock, self.db:
            rows = self.db.execute(
                f"SELECT {COLUMNS} FROM jobs WHERE state = 'queued'{where} ORDER BY created", wanted
            ).fetchall()
            if not rows:
                return None
            job = min((_job(r) for r in rows), key=lambda j: (last_served.get(j.token, 0.0), j.created))
            job.state, job.started, job.worker = "running", time.time(), worker
            job.pid = pid.get(job.model) if isinstance(pid, dict) else pid
            job.tries += 1
            self.db.execute(
                "UPDATE jobs SET state = 'running', started = ?, worker = ?, pid = ?, tries = ? WHERE id = ?",
                (job.started, worker, job.pid, job.tries, job.id),
            )
            last_served[job.token] = job.started
        return job

    def lost(self, job_id: str, max_tries: int = MAX_TRIES) -> str | None:
        """The model process drawing the running job ``job_id`` died: queue it again for the next free worker,
        or — the ``max_tries``-th time — end it ``failed``. Returns the job's new state, or None when it was no
        longer running (cancelled or deleted meanwhile)."""
        with self.lock, self.db:
            changed = self.db.execute(
                "UPDATE jobs SET lost = lost + 1 WHERE id = ? AND state = 'running'", (job_id,)
            ).rowcount
            if not changed:
                return None
            (lost,) = self.db.execute("SELECT lost FROM jobs WHERE id = ?", (job_id,)).fetchone()
            if lost < max_tries:
                self.db.execute("UPDATE jobs SET state = 'queued', started = NULL WHERE id = ?", (job_id,))
                return "queued"
        self.finish(job_id, "failed", error=Message("serve.process_died", count=lost))
        return "failed"

    def finish(
        self, job_id: str, state: str, error: Message | str | None = None, info: dict | None = None
    ) -> bool:
        """End a job (``done`` with its picture already in its folder, ``failed`` or ``cancelled``): its photos
        are deleted and its request forgotten. An ``error`` message is kept as its English sentence (``error``)
        and its code and values (``info["error_message"]``, for the owner's client to say in its own language).
        Returns False when the job is gone (deleted meanwhile)."""
        if isinstance(error, Message):
            info, error = {**(info or {}), "error_message": error.to_json()}, str(error)
        with self.lock, self.db:
            changed = self.db.execute(
                "UPDATE jobs SET state = ?, finished = ?, error = ?, info = ?, request = '{}' WHERE id = ?",
                (state, time.time(), error, json.dumps(info or {}), job_id),
            ).rowcount
        self._remove_inputs(job_id)
        if not changed:
            self.delete_files(job_id)
        return bool(changed)

    def cancel_queued(self, job_id: str) -> bool:
        """Cancel the job if it is still queued; True when it was."""
        with self.lock, self.db:
            changed = self.db.execute(
                "UPDATE jobs SET state = 'cancelled', finished = ?, request = '{}' WHERE id = ? AND state = 'queued'",
                (time.time(), job_id),
            ).rowcount
        if changed:
            self._remove_inputs(job_id)
        return bool(changed)

    def delete(self, job_id: str) -> None:
        """Forget the job and delete its folder (photos and picture)."""
        with self.lock, self.db:
            self.db.execute("DELETE FROM jobs WHERE id = ?", (job_id,))
        self.delete_files(job_id)

    def delete_files(self, job_id: str) -> None:
        """Delete the job's folder, whatever is in it."""
        shutil.rmtree(self.folder(job_id), ignore_errors=True)

    def _remove_inputs(self, job_id: str) -> None:
        folder = self.folder(job_id)
        for path in folder.glob("*") if folder.is_dir() else ():
            if path.name != PICTURE:
                path.unlink(missing_ok=True)

    def requeue_interrupted(self) -> int:
        """Queue again the jobs a stopped server left ``running``; returns how many."""
        with self.lock, self.db:
            return self.db.execute(
                "UPDATE jobs SET state = 'queued', started = NULL WHERE state = 'running'"
            ).rowcount

    def expire(self, retention_s: float) -> int:
        """Delete every job created more than ``retention_s`` seconds ago, and any job folder without a job
        (left by a stop between writing the photos and committing the job). Returns the jobs deleted."""
        cutoff = time.time() - retention_s
        with self.lock, self.db:
            old = [r[0] for r in self.db.execute("SELECT id FROM jobs WHERE created < ?", (cutoff,))]
            self.db.execute("DELETE FROM jobs WHERE created < ?", (cutoff,))
            known = {r[0] for r in self.db.execute("SELECT id FROM jobs")}
        for name in os.listdir(self.jobs_dir):
            if name not in known:
                self.delete_files(name)
        return len(old)

    def delete_token_jobs(self, token: str) -> list[str]:
        """Delete every job of ``token`` (after it is revoked); returns their ids (a running one is then
        discarded by the worker when it ends)."""
        with self.lock, self.db:
            ids = [r[0] for r in self.db.execute("SELECT id FROM jobs WHERE token = ?", (token,))]
            self.db.execute("DELETE FROM jobs WHERE token = ?", (token,))
        for job_id in ids:
            self.delete_files(job_id)
        return ids
