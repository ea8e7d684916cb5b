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


def test_two_model_processes_draw_two_books_at_once_and_a_killed_one_loses_no_job(tmp_path):
    from app.build import build_book
    from app.serve.client import RemoteIllustrator
    from model.tiny import save_tiny_pipeline

    tiny = str(save_tiny_pipeline(tmp_path / "tiny-sd", "sd"))
    local = small_book(tmp_path / "local.mbook", 2)  # a text page and a photo page (image-to-image)
    books = [BookProject.open(shutil.copytree(local.root, tmp_path / f"{n}.mbook")) for n in ("ann", "ben")]
    model = ["--engine", "diffusion", "--model", tiny, "--model-processes", "2"]  # the same CPU threads each
    assert main(["build", str(local.root), "-o", str(tmp_path / "local.pdf"), *model]) == 0
    server = start_server(tmp_path / "data", free_port(), "--model", tiny, "--model-processes", "2")
    summaries, errors = {}, []
    try:
        tokens = {name: add_token(server.data, name)[0] for name in ("ann", "ben")}

        def draw(name: str, book: BookProject) -> None:
            remote = RemoteIllustrator(server.url, tokens[name])
            try:
                summaries[name] = build_book(book, tmp_path / f"{name}.pdf", illustrator=remote)
            except BaseException as err:  # noqa: BLE001 - named by the assertion below
                errors.append(err)
            finally:
                remote.close()

        clients = [threading.Thread(target=draw, args=(n, b)) for n, b in zip(("ann", "ben"), books)]
        for client in clients:
            client.start()
        end, both = time.monotonic() + DEADLINE_S, []
        while len(both) < 2:  # the state: two jobs running at once
            assert time.monotonic() < end and not errors, f"never two jobs running at once: {errors}"
            both = running_jobs(server.data)
            time.sleep(0.02)
        killed_job, killed_pid = both[0][0], both[0][3]
        assert killed_pid not in (None, server.process.pid)  # a model process, not the server
        os.kill(killed_pid, signal.SIGKILL)
        for client in clients:
            client.join(DEADLINE_S)
        assert not any(c.is_alive() for c in clients) and not errors, errors
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
        assert summaries[name].made == 2 and not summaries[name].failed
    here = pictures(local.root)
    for book in books:
        there = pictures(book.root)
        assert here.keys() == there.keys()
        for page_id in here:
            assert np.array_equal(here[page_id], there[page_id]), (book.root.name, page_id)
    assert not list((server.data / "jobs").iterdir())  # every picture fetched, nothing left
