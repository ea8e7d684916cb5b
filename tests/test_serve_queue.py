"""The drawing server's queue from the inside: progress as server-sent events, cancel of a running and of a
queued job, fair turns between tokens, interrupted jobs queued again, jobs past the retention deleted. A real
uvicorn server on 127.0.0.1 in this process, with an engine that draws until it is cancelled."""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest

from app.serve.access import add_token
from app.serve.api import BodyLimit, create_app
from app.serve.store import JobStore
from app.serve.worker import Served, Worker
from model.api import IllustrationRequest, IllustratorBase, Progress
from model.errors import Cancelled
from tests.serve_helpers import free_port
from words import Message


class UntilCancelled(IllustratorBase):
    """An engine whose every picture takes until it is cancelled (a step reported, then waiting)."""

    name = "sketch"

    def illustrate(self, request, on_progress=None, cancel=None):
        on_progress(Progress(step=1, total=10, message="working"))
        while not cancel.cancelled:
            time.sleep(0.01)
        raise Cancelled()


def body(seed: int) -> dict:
    request = IllustrationRequest(engine="sketch", width=64, height=64, seed=seed)
    return {"model": "slow", "key": request.cache_key("slow"), "request": request.to_dict(), "files": {}}


@pytest.fixture
def running(tmp_path):
    yield from serve_in_process(tmp_path, {"slow": Served("slow", "sketch", "slow-1", UntilCancelled())})


def serve_in_process(tmp_path, models):
    """A uvicorn server in this process over ``models``; yields (store, worker, client with a token)."""
    import uvicorn

    store = JobStore(tmp_path / "data")
    worker = Worker(store, models)
    worker.start()
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(BodyLimit(create_app(store, worker)), host="127.0.0.1", port=port, log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    token = add_token(store.db, "una")
    with httpx.Client(
        base_url=f"http://127.0.0.1:{port}", headers={"Authorization": f"Bearer {token}"}, timeout=60
    ) as http:
        yield store, worker, http
    server.should_exit = True
    thread.join()
    worker.stopping.set()
    worker.wake.set()


def test_progress_events_then_cancel_of_the_running_and_a_queued_job(running):
    store, worker, http = running
    first = http.post("/jobs", json=body(1)).json()
    second = http.post("/jobs", json=body(2)).json()
    assert http.post("/jobs/" + second["id"] + "/cancel").json() == {"ok": True}  # still queued
    assert http.get("/jobs/" + second["id"]).json()["state"] == "cancelled"
    seen = []
    with http.stream("GET", f"/jobs/{first['id']}/events") as response:
        event = ""
        for line in response.iter_lines():
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: "):
                data = json.loads(line[6:])
                seen.append((event, data))
                if event == "progress":
                    http.post(f"/jobs/{first['id']}/cancel")
                if event == "state":
                    break
    assert seen[0] == ("progress", {"step": 1, "total": 10, "message": "working", "state": "running"})
    assert seen[-1] == ("state", {"state": "cancelled", "error": None})
    assert not list(store.folder(first["id"]).iterdir())  # nothing of the job is kept


def test_turns_are_fair_between_tokens_and_a_restart_requeues(tmp_path):
    store = JobStore(tmp_path / "data")
    for n, token in enumerate(["ann", "ann", "ann", "ben", "ben"]):
        job_id, _ = store.new_folder()
        store.add(job_id, token, f"{n:064x}", "sketch", {"seed": n})
    served: dict[str, float] = {}
    order = []
    while (job := store.claim(served)) is not None:
        order.append(job.token)
        time.sleep(0.001)  # distinct start times
    assert order == ["ann", "ben", "ann", "ben", "ann"]
    assert store.requeue_interrupted() == 5 and store.queue_length() == 5
    again = JobStore(tmp_path / "data")  # the next start: nothing accepted was lost
    assert [j.state for j in again.of_token("ben")] == ["queued", "queued"]
    (again.jobs_dir / ("f" * 32)).mkdir()  # a folder whose job was never committed
    assert again.expire(3600) == 0 and not (again.jobs_dir / ("f" * 32)).exists()
    assert again.expire(0) == 5 and not list(again.jobs_dir.iterdir())


class Broken(IllustratorBase):
    """An engine with a bug: every picture raises an unexpected error whose text holds the prompt."""

    name = "sketch"

    def illustrate(self, request, on_progress=None, cancel=None):
        raise RuntimeError(f"bug while drawing {request.prompt}")


def test_an_engine_bug_fails_one_job_in_one_line_and_the_worker_goes_on(tmp_path, caplog):
    from model.engines.sketch import SketchIllustrator

    store = JobStore(tmp_path / "data")
    models = {
        "broken": Served("broken", "sketch", "b", Broken()),
        "sketch": Served("sketch", "sketch", "s", SketchIllustrator()),
    }
    worker = Worker(store, models)
    ids = []
    for model in ("broken", "sketch"):
        job_id, _ = store.new_folder()
        request = IllustrationRequest(engine="sketch", prompt="grandmother's secret", width=64, height=64)
        store.add(job_id, "una", request.cache_key(model), model, request.to_dict())
        ids.append(job_id)
    with caplog.at_level("INFO", logger="memorybook.serve"):
        worker.start()
        while store.get(ids[1]).state not in ("done", "failed"):  # the event: the second job ended
            time.sleep(0.01)
    worker.stopping.set()
    worker.wake.set()
    broken, fine = store.get(ids[0]), store.get(ids[1])
    assert broken.state == "failed" and broken.public()["message"] == {"code": "serve.internal", "params": {}}
    assert broken.error == str(Message("serve.internal"))  # in English too, for a client we did not write
    assert fine.state == "done" and (store.folder(ids[1]) / "picture.png").is_file()
    assert "internal error RuntimeError" in caplog.text and "secret" not in caplog.text


def test_the_operators_language_and_a_damaged_connection_code(caplog):
    """The operator's log is said in the language ``memorybook serve`` was started in (the locale's, set by the
    command line with :func:`words.use_language`)."""
    import logging

    from app.cli.language import locale_language
    from app.serve.access import connection_code, read_connection_code
    from app.serve.log import note
    from model.errors import ModelError
    from words import Message, message_of, use_language, used_language

    assert locale_language({"LANG": "zh_CN.UTF-8"}) == "zh"
    cancelled = Message("serve.log.cancelled", job="ab12", token="una")
    before = used_language()
    try:
        with caplog.at_level(logging.INFO, logger="memorybook.serve"):
            use_language("zh")
            note(cancelled)
            use_language("en")
            note(cancelled)
    finally:
        use_language(before)
    assert [r.getMessage() for r in caplog.records] == [
        "任务 ab12（una）：已取消",
        "job ab12 (una): cancelled",
    ]
    code = connection_code("https://gpu.example.org:8750", "t0ken", "ab" * 32)
    assert read_connection_code(code) == ("https://gpu.example.org:8750", "t0ken", "ab" * 32)
    for damaged in (
        code[:-5],
        "memorybook1:!!!",
        code.replace("memorybook1:", "mb:"),
        "memorybook1:" + "e30",
    ):
        with pytest.raises(ModelError) as refused:
            read_connection_code(damaged)
        assert message_of(refused.value) == Message("serve.code_damaged")


class BlackOnOddSeeds(IllustratorBase):
    """An engine whose pictures of odd seeds fail their checks (as a black picture does), even seeds drawn."""

    name = "sketch"

    def illustrate(self, request, on_progress=None, cancel=None):
        from model.api import Illustration
        from model.errors import PictureError

        if request.seed % 2:
            raise PictureError("the picture came out black; try another seed", "black")
        from PIL import Image

        return Illustration(Image.new("RGB", (64, 64), "white"), request, {"engine": "sketch"})


def test_a_picture_failing_its_checks_on_the_server_is_a_picture_error_for_the_client(tmp_path):
    from app.serve.client import RemoteIllustrator
    from model.errors import PictureError

    served = {"sketch": Served("sketch", "sketch", "odd-1", BlackOnOddSeeds(), prompt_languages=("en",))}
    for _store, _worker, http in serve_in_process(tmp_path, served):
        token = http.headers["Authorization"].split()[1]
        remote = RemoteIllustrator(str(http.base_url), token)
        with pytest.raises(PictureError, match="came out black") as caught:
            remote.illustrate(IllustrationRequest(engine="sketch", width=64, height=64, seed=1))
        assert caught.value.code == "black"
        assert remote.illustrate(
            IllustrationRequest(engine="sketch", width=64, height=64, seed=2)
        ).image.size == (64, 64)
        remote.close()
        assert http.get("/jobs").json() == {"jobs": []}  # both jobs deleted once the client had its answer
