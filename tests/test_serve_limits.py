"""The drawing server under one token's flood and between two tokens: 1000 jobs from one token refused beyond
the queue and rate limits with one line each while the server stays up; two tokens' jobs drawn in turns; live
previews in the event stream; a book spread over two servers by their queue lengths."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from PIL import Image

from app.serve.limits import RateLimit
from app.serve.worker import Served
from model.api import Illustration, IllustrationRequest, IllustratorBase, Progress
from tests.serve_helpers import add_token, free_port, start_server
from tests.test_serve_queue import serve_in_process
from words import Message, message_of


def test_the_rate_limit_refills_at_its_rate():
    now = [0.0]
    rate = RateLimit(per_minute=6, clock=lambda: now[0])
    assert [rate.take("ann") for _ in range(6)] == [0.0] * 6  # a full bucket: a burst of 6
    assert rate.take("ann") == 10.0  # empty: one more in 10 s (6 a minute)
    assert rate.take("ben") == 0.0  # another token has its own bucket
    now[0] = 5.0
    assert rate.take("ann") == 5.0
    now[0] = 10.0
    assert rate.take("ann") == 0.0 and rate.take("ann") == 10.0
    assert RateLimit(per_minute=0).take("ann") == 0.0  # 0: no limit


def test_the_buckets_kept_in_the_database_survive_a_restart(tmp_path):
    from app.serve.limits import forget_bucket
    from app.serve.store import open_database

    now = [1000.0]
    rate = RateLimit(per_minute=6, clock=lambda: now[0], db=open_database(tmp_path))
    assert [rate.take("ann") for _ in range(6)] == [0.0] * 6
    again = RateLimit(per_minute=6, clock=lambda: now[0], db=open_database(tmp_path))  # the next start
    assert again.take("ann") == 10.0 and again.take("ben") == 0.0  # still empty; another token full
    now[0] = 1010.0
    assert again.take("ann") == 0.0 and again.take("ann") == 10.0
    now[0] = 900.0  # the clock set back: nothing refills until it has caught up
    assert again.take("ann") == 120.0  # 110 s to catch up with 1010, then 10 s for one job
    forget_bucket(open_database(tmp_path), "ann")  # `serve token revoke ann`, from another process
    assert again.take("ann") == 0.0


def test_a_server_killed_and_started_again_keeps_a_tokens_rate_limit(tmp_path):
    data = tmp_path / "data"
    server = start_server(data, free_port(), "--rate-limit", "2")
    try:
        token, _ = add_token(data, "flood")
        headers = {"Authorization": f"Bearer {token}"}
        answers = [
            httpx.post(f"{server.url}/jobs", content=b"{}", headers=headers, timeout=60) for _ in range(3)
        ]
        assert [a.status_code for a in answers] == [400, 400, 429]  # each request takes one, even a bad one
    finally:
        server.kill()
    server = start_server(data, free_port(), "--rate-limit", "2", log_name="second.log")
    try:
        refused = httpx.post(f"{server.url}/jobs", content=b"{}", headers=headers, timeout=60)
        assert refused.status_code == 429
        said = Message.from_json(refused.json()["message"])
        assert said.code == "serve.rate_limited" and said.params["count"] == 2
        assert 0 < int(refused.headers["retry-after"]) <= 30  # one job comes back in 30 s at 2 a minute
        assert httpx.get(f"{server.url}/health", headers=headers, timeout=60).json()["ok"] is True
    finally:
        server.stop()


def sketch_body(seed: int) -> dict:
    request = IllustrationRequest(engine="sketch", width=64, height=64, seed=seed)
    return {"model": "sketch", "key": request.cache_key("x"), "request": request.to_dict(), "files": {}}


def test_a_thousand_jobs_from_one_token_are_refused_beyond_the_limits(tmp_path):
    server = start_server(tmp_path / "data", free_port(), "--queue-limit", "50", "--rate-limit", "200")
    try:
        token, _ = add_token(server.data, "flood")
        other, _ = add_token(server.data, "calm")
        answers, retry = [], set()
        started = time.monotonic()
        with httpx.Client(
            base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=60
        ) as http:
            for n in range(1000):
                response = http.post("/jobs", json=sketch_body(n))
                error = "" if response.status_code == 201 else response.json()["message"]["code"]
                answers.append((response.status_code, error))
                if error:
                    retry.add("retry-after" in response.headers)
            elapsed = time.monotonic() - started
            assert http.get("/health").json()["ok"] is True  # the server stays up
            assert len(http.get("/jobs").json()["jobs"]) == 50
        full = (429, "serve.queue_full")
        fast = (429, "serve.rate_limited")
        assert set(answers) == {(201, ""), full, fast} and retry == {True}
        assert answers[:50] == [(201, "")] * 50  # the queue limit: pictures drawn and not fetched count too
        assert fast not in answers[:200]  # the bucket's first 200
        passed = 1000 - answers.count(fast)  # every job the rate let through: accepted, or the queue was full
        assert 200 <= passed <= 200 + 200 * elapsed / 60 + 1
        with httpx.Client(
            base_url=server.url, headers={"Authorization": f"Bearer {other}"}, timeout=60
        ) as http:
            assert http.post("/jobs", json=sketch_body(5000)).status_code == 201  # another token is served
        log = server.log.read_text()
        assert "Traceback" not in log and log.count("accepted from flood") == 50
    finally:
        server.stop()


class Gated(IllustratorBase):
    """An engine that draws nothing until ``gate`` is set, then a white picture; records each job's seed."""

    name = "sketch"

    def __init__(self, hold: threading.Event | None = None) -> None:
        self.gate = threading.Event()
        self.hold = hold  # when given: after the step is reported, wait for it before the picture
        self.order: list[int] = []

    def illustrate(self, request, on_progress=None, cancel=None):
        while not self.gate.wait(0.01):
            if cancel is not None and cancel.cancelled:
                from model.errors import Cancelled

                raise Cancelled()
        self.order.append(request.seed)
        preview = Image.new("RGB", (512, 256), (30, 200, 90))
        if on_progress is not None:
            on_progress(Progress(step=1, total=2, preview=preview, message=Message("model.sketch.drawing")))
        while self.hold is not None and not self.hold.wait(0.01):
            pass
        return Illustration(Image.new("RGB", (64, 64), "white"), request, {"engine": "sketch"})


def gated_body(seed: int) -> dict:
    request = IllustrationRequest(engine="sketch", width=64, height=64, seed=seed)
    return {"model": "sketch", "key": request.cache_key("gated-1"), "request": request.to_dict(), "files": {}}


def test_two_tokens_jobs_are_drawn_in_turns(tmp_path):
    from app.serve.access import add_token as new_token

    engine = Gated()
    served = {"sketch": Served("sketch", "sketch", "gated-1", engine)}
    for store, _worker, http in serve_in_process(tmp_path, served):
        ann = http
        ben = httpx.Client(
            base_url=ann.base_url,
            headers={"Authorization": f"Bearer {new_token(store.db, 'ben')}"},
            timeout=60,
        )
        first = ann.post("/jobs", json=gated_body(1)).json()
        while store.get(first["id"]).state != "running":  # the event: the worker took ann's first job
            time.sleep(0.01)
        for seed in (2, 3, 4):
            assert ann.post("/jobs", json=gated_body(seed)).status_code == 201
        for seed in (101, 102):
            assert ben.post("/jobs", json=gated_body(seed)).status_code == 201
        engine.gate.set()
        while store.queue_length():
            time.sleep(0.01)
        ben.close()
    assert engine.order == [1, 101, 2, 102, 3, 4]  # ben waits for one of ann's jobs, not for all of them


def test_live_previews_come_through_the_event_stream(tmp_path):
    from app.serve.client import RemoteIllustrator

    seen: list[Progress] = []
    engine = Gated(hold=threading.Event())
    engine.gate.set()

    def on_progress(progress: Progress) -> None:
        seen.append(progress)
        if progress.preview is not None:
            engine.hold.set()  # the event: the preview reached the client; the engine may finish

    for _store, _worker, http in serve_in_process(
        tmp_path, {"sketch": Served("sketch", "sketch", "g", engine)}
    ):
        remote = RemoteIllustrator(str(http.base_url), http.headers["Authorization"].split()[1])
        picture = remote.illustrate(IllustrationRequest(engine="sketch", width=64, height=64), on_progress)
        remote.close()
    previews = [p.preview for p in seen if p.preview is not None]
    assert picture.image.size == (64, 64) and previews
    assert previews[0].size == (256, 128)  # scaled to 256 px on the server, the aspect kept
    r, g, b = previews[0].getpixel((128, 64))
    assert abs(r - 30) < 12 and abs(g - 200) < 12 and abs(b - 90) < 12  # the engine's preview (JPEG)
    # the step's Message crosses the stream as JSON beside its English text, and is said by the client's side
    assert any(p.step == 1 and p.total == 2 and p.message == Message("model.sketch.drawing") for p in seen)


def test_a_book_spreads_over_two_servers_by_queue_length(tmp_path):
    import pytest

    from app.serve.access import add_token as new_token
    from app.serve.client import RemoteIllustrator
    from app.serve.spread import ServerPool
    from model.errors import ModelError

    busy, free = Gated(), Gated()
    free.gate.set()
    first = serve_in_process(tmp_path / "a", {"sketch": Served("sketch", "sketch", "gated-1", busy)})
    second = serve_in_process(tmp_path / "b", {"sketch": Served("sketch", "sketch", "gated-1", free)})
    (store_a, _, http_a), (_, _, http_b) = next(first), next(second)
    other = httpx.Client(
        base_url=http_a.base_url, headers={"Authorization": f"Bearer {new_token(store_a.db, 'ivy')}"}
    )
    for seed in range(900, 906):  # another volunteer's six jobs wait on the first server
        assert other.post("/jobs", json=gated_body(seed)).status_code == 201
    remotes = [
        RemoteIllustrator(str(h.base_url), h.headers["Authorization"].split()[1]) for h in (http_a, http_b)
    ]
    pool = ServerPool(remotes)
    assert pool.shortest() is remotes[1]
    requests = [IllustrationRequest(engine="sketch", width=64, height=64, seed=s) for s in range(4)]
    done = []
    drawn_by = pool.illustrate_many(requests, lambda i, picture: done.append(i))
    assert drawn_by == [1, 1, 1, 1] and sorted(done) == [0, 1, 2, 3]  # none waited behind the six
    assert sorted(free.order) == [0, 1, 2, 3] and busy.order == []
    assert pool.drawn_by == {remotes[0].address: 0, remotes[1].address: 4}
    busy.gate.set()
    while store_a.queue_length():
        time.sleep(0.01)
    assert pool.shortest() is remotes[0]  # both queues empty: the first given
    other.close()
    unlike = serve_in_process(tmp_path / "c", {"sketch": Served("sketch", "sketch", "another-2", free)})
    _, _, http_c = next(unlike)
    with pytest.raises(ModelError) as different:
        ServerPool(
            [remotes[0], RemoteIllustrator(str(http_c.base_url), http_c.headers["Authorization"].split()[1])]
        )
    assert message_of(different.value).code == "serve.different_models"
    pool.close()
    for running in (first, second, unlike):
        next(running, None)  # the generator's end: each server stops


def test_a_queue_that_stays_full_ends_the_build_with_the_servers_line(tmp_path):
    """Jobs left on the server by a killed build fill the token's queue and nobody fetches them: the client
    waits as the server asks for up to its budget, then stops with the server's own line (it waited forever,
    silently)."""
    from app.serve.client import RemoteIllustrator
    from model.errors import ModelError

    server = start_server(tmp_path / "data", free_port(), "--queue-limit", "1", "--model", "sketch")
    try:
        token, _ = add_token(server.data, "volunteer")
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}) as http:
            assert http.post("/jobs", json=sketch_body(1)).status_code == 201  # left there, never fetched
        remote = RemoteIllustrator(server.url, token, unreachable_s=2)
        said = []
        started = time.monotonic()
        with pytest.raises(ModelError) as full:
            remote.illustrate(
                IllustrationRequest(engine="sketch", width=64, height=64, seed=9),
                on_progress=lambda p: said.append(p.message),
            )
        assert message_of(full.value) == Message(
            "serve.client.refused", reason=Message("serve.queue_full", count=1)
        )
        assert time.monotonic() - started < 30
        assert said and said[0] == Message("serve.client.asks_to_wait", seconds=said[0].params["seconds"])
        remote.close()
    finally:
        server.stop()


def test_without_a_terminal_the_servers_waits_are_lines_each_said_once(capsys):
    """A build's progress bar is off in a log or a pipe; what the drawing server says (wait, trying again)
    still reaches it, one line per kind of wait, not one per second of counting."""
    import argparse
    from types import SimpleNamespace

    from app.cli.book_cmds import _progress

    book = SimpleNamespace(book=SimpleNamespace(pages=[1, 2]))
    bar, on_event = _progress(book, argparse.Namespace(distributed=False))
    assert bar.disable  # capsys: not a terminal
    for message in [
        Message("model.sketch.drawing"),  # a page's steps are the bar's alone: never lines in a log
        Message("serve.client.retrying_silent", seconds=1),
        Message("serve.client.retrying_silent", seconds=2),
        Message("serve.client.asks_to_wait", seconds=30),
        Message("model.sketch.finishing"),
        "",
    ]:
        on_event(SimpleNamespace(pages=2, page=1, step=0, steps=0, message=message))
    bar.close()
    assert capsys.readouterr().err.splitlines() == [
        "the drawing server is not answering; trying again (1 s)",
        "the drawing server asks to wait 30 s (its limit per token)",
    ]
