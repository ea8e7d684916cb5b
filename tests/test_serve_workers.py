"""The drawing server's workers from the inside (no model processes): one worker per replica of a pool, each
drawing one job at a time from the SQLite queue, the worker and process recorded per job; a job whose model
process dies goes back to the queue (failed after MAX_TRIES deaths) and the other jobs go on; a database made
before the workers existed is brought up to date."""

from __future__ import annotations

import sqlite3
import threading
import time

from PIL import Image

from app.serve.store import MAX_TRIES, JobStore
from app.serve.worker import Served, Worker
from model.api import Illustration, IllustrationRequest, IllustratorBase
from model.errors import ProcessDied

DEADLINE_S = 60.0


def add_job(store: JobStore, token: str, seed: int) -> str:
    request = IllustrationRequest(engine="sketch", width=64, height=64, seed=seed)
    job_id, _ = store.new_folder()
    store.add(job_id, token, request.cache_key("pool-1"), "pool", request.to_dict())
    return job_id


def wait_until(condition, what: str) -> None:
    """Poll ``condition()`` until true; fail naming ``what`` after a generous deadline (not a bound)."""
    end = time.monotonic() + DEADLINE_S
    while not condition():
        assert time.monotonic() < end, f"not seen within {DEADLINE_S} s: {what}"
        time.sleep(0.01)


class Replica(IllustratorBase):
    """One fake model process: its first job waits for ``release`` (the test sets it once it has seen two jobs
    running at once); the job of a seed in ``dies_on`` raises ProcessDied, once."""

    name = "sketch"

    def __init__(self, release: threading.Event, dies_on: set[int], drawn: list):
        self.release, self.dies_on, self.drawn, self.first = release, dies_on, drawn, True

    def illustrate(self, request, on_progress=None, cancel=None):
        if self.first:
            self.first = False
            assert self.release.wait(timeout=DEADLINE_S)
        if request.seed in self.dies_on:
            self.dies_on.discard(request.seed)
            raise ProcessDied("the drawing process stopped unexpectedly (exit code -9)")
        self.drawn.append(request.seed)
        return Illustration(Image.new("RGB", (64, 64), (request.seed, 0, 0)), request, {"engine": "sketch"})


class Pool(IllustratorBase):
    """What the worker needs of :class:`model.runtime.replicas.ReplicaPool`: its replicas and ``replica(n)``."""

    name = "sketch"

    def __init__(self, replicas):
        self.replicas = replicas

    def replica(self, n):
        return self.replicas[n], 1000 + n

    def fingerprint(self):
        return "pool-1"


def test_two_workers_draw_two_tokens_jobs_at_once_and_a_lost_job_is_drawn_again(tmp_path):
    store = JobStore(tmp_path / "data")
    release, drawn = threading.Event(), []
    dies_on = {1}  # ann's first job: its process dies under it once
    pool = Pool([Replica(release, dies_on, drawn), Replica(release, dies_on, drawn)])
    worker = Worker(store, {"pool": Served("pool", "sketch", "pool-1", pool, pool=pool)})
    assert worker.count == 2
    ids = {
        seed: add_job(store, token, seed) for seed, token in [(1, "ann"), (2, "ben"), (3, "ann"), (4, "ben")]
    }
    assert len(worker.start()) == 2
    running: list = []

    def two_running() -> bool:
        running[:] = [j for j in (store.get(i) for i in ids.values()) if j.state == "running"]
        return len(running) == 2

    wait_until(two_running, "two jobs running at once")
    assert {j.token for j in running} == {"ann", "ben"}  # the two tokens' first jobs, at the same time,
    assert {(j.worker, j.pid) for j in running} == {(0, 1000), (1, 1001)}  # on the two workers' processes
    release.set()
    wait_until(lambda: all(store.get(j).state == "done" for j in ids.values()), "every job done")
    worker.stopping.set()
    worker.wake.set()
    jobs = {seed: store.get(job_id) for seed, job_id in ids.items()}
    assert jobs[1].lost == 1 and jobs[1].tries == 2  # the lost job, queued again and drawn by a free worker
    assert all(j.lost == 0 and j.tries == 1 for seed, j in jobs.items() if seed != 1)  # the others: once
    assert sorted(drawn) == [1, 2, 3, 4]
    for seed, job in jobs.items():  # each job's own picture
        with Image.open(store.folder(job.id) / "picture.png") as picture:
            assert picture.getpixel((0, 0)) == (seed, 0, 0)


def test_a_job_whose_process_dies_every_time_is_named_failed_and_the_queue_goes_on(tmp_path):
    store = JobStore(tmp_path / "data")
    doomed, other = add_job(store, "ann", 1), add_job(store, "ben", 2)
    states = []
    for _ in range(MAX_TRIES):
        job = store.claim({}, {"pool"}, 1, 4242)
        assert job.id == doomed and (job.worker, job.pid) == (1, 4242)
        states.append(store.lost(doomed))  # queued again: the oldest job, it is taken first again
    assert states == ["queued"] * (MAX_TRIES - 1) + ["failed"]
    failed = store.get(doomed)
    assert failed.state == "failed" and failed.lost == MAX_TRIES and failed.tries == MAX_TRIES
    assert f"stopped {MAX_TRIES} times" in failed.error
    assert store.lost(doomed) is None  # no longer running: nothing changes
    assert store.claim({}, {"pool"}).id == other  # the others go on
    assert store.claim({}, {"another model"}) is None and store.claim({}, set()) is None


def test_a_database_made_before_the_workers_is_brought_up_to_date(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    db = sqlite3.connect(data / "serve.db")
    db.executescript(
        """CREATE TABLE tokens(name TEXT PRIMARY KEY, hash TEXT UNIQUE NOT NULL, created REAL NOT NULL);
        CREATE TABLE jobs(id TEXT PRIMARY KEY, token TEXT NOT NULL, key TEXT NOT NULL, model TEXT NOT NULL,
            request TEXT NOT NULL, state TEXT NOT NULL, created REAL NOT NULL, started REAL, finished REAL,
            error TEXT, info TEXT);"""
    )
    db.execute(
        "INSERT INTO jobs VALUES ('a' || hex(randomblob(15)), 'ann', 'k', 'sketch', '{}', 'queued', 1, NULL, NULL, NULL, NULL)"
    )
    db.commit()
    db.close()
    store = JobStore(data)
    (job,) = store.of_token("ann")
    assert (job.state, job.tries, job.lost, job.worker) == ("queued", 0, 0, None)
    claimed = store.claim({}, None, 0, 7)
    assert (claimed.id, claimed.tries, claimed.pid) == (job.id, 1, 7)


def test_model_processes_are_checked_and_sketch_is_drawn_in_the_server(caplog):
    import logging

    import pytest

    from app.serve.worker import serve_models
    from model.errors import ModelError
    from words import Message, message_of, say

    with pytest.raises(ModelError) as refused:
        serve_models(["sketch"], processes=0)
    assert message_of(refused.value) == Message("serve.model_processes", count=0)
    with caplog.at_level(logging.INFO, logger="memorybook.serve"):
        served = serve_models(["sketch"], processes=2)
    assert served["sketch"].pool is None and served["sketch"].workers() == 1  # no model process for sketch
    assert say(Message("serve.log.in_process", model="sketch")) in caplog.text  # said, not silently ignored
