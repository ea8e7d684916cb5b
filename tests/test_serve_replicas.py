"""A drawing server with two model processes of a tiny model (``serve --model-processes 2``, on the CPU): two
volunteers' jobs are drawn at the same time by the two processes (seen in the server's own job table: two jobs
running at once, each with its worker and process id), a kill -9 of one model process in mid-job sends that job
back to the queue, a worker draws it again, and both books complete with the pictures of a local build."""

from __future__ import annotations

import os
import re
import shutil
import signal
import sqlite3
import threading
import time

import numpy as np

from app.book.project import BookProject
from app.cli import main
from tests.serve_helpers import add_token, free_port, start_server
from tests.test_serve_build import pictures, small_book

DEADLINE_S = 300.0
"""Generous: two model processes import torch and load the model on two shared cores."""


def running_jobs(data) -> list[tuple]:
    """``(id, token, worker, pid)`` of the jobs running now, from the server's database (read-only)."""
    db = sqlite3.connect(f"file:{data / 'serve.db'}?mode=ro", uri=True, timeout=30)
    try:
        return db.execute("SELECT id, token, worker, pid FROM jobs WHERE state = 'running'").fetchall()
    finally:
        db.close()


def ready_lines(server) -> list[tuple[str, str]]:
    """``(worker, pid)`` of each "worker N ready: process PID" line of the server's log so far."""
    return re.findall(r"worker (\d+) ready: process (\d+)", server.log.read_text())


def two_or_none(found: list) -> list | None:
    """``found`` when it holds two, else None (not yet)."""
    return found if len(found) == 2 else None


def wait_for(condition, what: str, interval_s: float = 0.05):
    """Poll ``condition()`` until it gives something true, and return that; fail naming ``what`` after
    :data:`DEADLINE_S` (a generous deadline, not a bound)."""
    end = time.monotonic() + DEADLINE_S
    while not (found := condition()):
        assert time.monotonic() < end, f"not seen within {DEADLINE_S} s: {what}"
        time.sleep(interval_s)
    return found


class Volunteers:
    """Two volunteers (tokens ``ann`` and ``ben``) each building their copy of a book on the server at once,
    each in a thread of its own with its own client; ``summaries`` and ``errors`` as they end."""

    def __init__(self, server, books: list[BookProject], folder) -> None:
        self.summaries: dict[str, object] = {}
        self.errors: list[BaseException] = []
        tokens = {name: add_token(server.data, name)[0] for name in ("ann", "ben")}
        self.threads = [
            threading.Thread(target=self._draw, args=(server.url, tokens[name], name, book, folder))
            for name, book in zip(("ann", "ben"), books, strict=True)
        ]

    def _draw(self, url: str, token: str, name: str, book: BookProject, folder) -> None:
        from app.build import BuildRequest, build_book
        from app.serve.client import RemoteIllustrator

        remote = RemoteIllustrator(url, token)
        try:
            self.summaries[name] = build_book(
                book, folder / f"{name}.pdf", BuildRequest(), illustrator=remote
            )
        except BaseException as err:  # noqa: BLE001 - named by the test's assertion
            self.errors.append(err)
        finally:
            remote.close()

    def start(self) -> None:
        for thread in self.threads:
            thread.start()

    def join(self) -> None:
        for thread in self.threads:
            thread.join(DEADLINE_S)
        assert not any(t.is_alive() for t in self.threads) and not self.errors, self.errors


def test_two_model_processes_draw_two_books_at_once_and_a_killed_one_loses_no_job(tmp_path):
    from model.tiny import save_tiny_pipeline

    tiny = str(save_tiny_pipeline(tmp_path / "tiny-sd", "sd"))
    local = small_book(tmp_path / "local.mbook", 2)  # a text page and a photo page (image-to-image)
    books = [BookProject.open(shutil.copytree(local.root, tmp_path / f"{n}.mbook")) for n in ("ann", "ben")]
    model = ["--engine", "diffusion", "--model", tiny, "--model-processes", "2"]  # the same CPU threads each
    assert main(["build", str(local.root), "-o", str(tmp_path / "local.pdf"), *model]) == 0
    server = start_server(tmp_path / "data", free_port(), "--model", tiny, "--model-processes", "2")
    try:
        volunteers = Volunteers(server, books, tmp_path)
        wait_for(lambda: len(ready_lines(server)) >= 2, "both processes up")
        volunteers.start()
        both = wait_for(lambda: two_or_none(running_jobs(server.data)), "two jobs running at once", 0.02)
        killed_job, killed_worker, killed_pid = both[0][0], both[0][2], both[0][3]
        assert killed_pid not in (None, server.process.pid)  # a model process, not the server
        os.kill(killed_pid, signal.SIGKILL)
        volunteers.join()
        restarted = wait_for(  # the killed worker's process, started afresh
            lambda: two_or_none([pid for worker, pid in ready_lines(server) if worker == str(killed_worker)]),
            "the killed worker started again",
        )
        assert restarted[0] == str(killed_pid) != restarted[1]
    finally:
        server.stop()
    assert {token for _, token, _, _ in both} == {"ann", "ben"}  # two volunteers' jobs at the same time,
    assert len({w for _, _, w, _ in both}) == 2 and len({p for _, _, _, p in both}) == 2  # by two processes
    log = server.log.read_text()
    drawn = re.findall(r"job (\w+) \((\w+)\): drawing with .+ on worker (\d+) \(pid (\d+)\)", log)
    lost = re.findall(
        r"job (\w+) \(\w+\): the model process of worker \d+ \(pid (\d+)\) stopped; the job is queued", log
    )
    assert lost == [(killed_job, str(killed_pid))]  # killed in mid-job, and queued again
    again = [pid for job, _, _, pid in drawn if job == killed_job]
    assert len(again) == 2 and again[0] == str(killed_pid) != again[1]  # drawn again by a live process
    per_job = [job for job, _, _, _ in drawn if job != killed_job]
    assert len(per_job) == len(set(per_job)) == 3  # every other job drawn once: none lost, none twice
    assert len(set(re.findall(r"job (\w+) \(\w+\): done", log))) == 4
    for name in ("ann", "ben"):
        assert volunteers.summaries[name].made == 2 and not volunteers.summaries[name].failed
    here = pictures(local.root)
    for book in books:
        there = pictures(book.root)
        assert here.keys() == there.keys()
        for page_id in here:
            assert np.array_equal(here[page_id], there[page_id]), (book.root.name, page_id)
    assert not list((server.data / "jobs").iterdir())  # every picture fetched, nothing left
