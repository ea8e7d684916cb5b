"""model.runtime.replicas: several model processes drawing one book from a queue. Pictures equal one process's at
equal thread counts (and stay within the stated tolerance across thread counts), every replica takes pages,
cancel stops all of them, and ``memorybook build --model-processes 2`` makes the same book as one process."""

from __future__ import annotations

import os
import shutil

import numpy as np
import pytest

from model.api import CancelToken, IllustrationRequest
from model.errors import Cancelled
from model.runtime.replicas import THREADS_TOLERANCE, ReplicaPool
from model.tiny import save_tiny_pipeline


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd")


@pytest.fixture(scope="module")
def pool(tiny):
    pool = ReplicaPool(str(tiny), ["cpu", "cpu"], threads=1)
    yield pool
    engines = list(pool.engines)
    pool.close()
    assert not any(engine.running for engine in engines)


def _request(seed: int, **values) -> IllustrationRequest:
    base = dict(engine="diffusion", prompt="a kite by the river", style="none", steps=3, width=64, height=64)
    return IllustrationRequest(**(base | {"seed": seed} | values))


def _levels(a, b) -> int:
    return int(np.abs(np.asarray(a, np.int16) - np.asarray(b, np.int16)).max())


def test_the_queue_gives_one_process_pictures_and_threads_stay_within_the_tolerance(pool, examples):
    photo = str(examples / "photos" / "chelsea.png")
    requests = [_request(s) for s in range(3)] + [_request(9, photo_path=photo, strength=0.6)]
    one = [pool.illustrate(r).image for r in requests]  # the first process alone, 1 thread, in order
    pool.engines[1].call("model.runtime.hosted:_warm")  # both ready: the queue then shares the pages
    arrived: dict[int, object] = {}
    drawn_by = pool.illustrate_many(requests, lambda i, ill: arrived.setdefault(i, ill.image))
    assert sorted(arrived) == list(range(len(requests)))
    assert set(drawn_by) == {0, 1}, f"both processes take pages from the queue: {drawn_by}"
    assert all(_levels(arrived[i], one[i]) == 0 for i in range(len(requests))), "bit-identical at 1 thread"

    pool.engines[0].call("torch:set_num_threads", 2)  # the same process, another thread count
    try:
        two_threads = [pool.replicas[0].illustrate(r).image for r in requests]
    finally:
        pool.engines[0].call("torch:set_num_threads", 1)
    measured = max(_levels(a, b) for a, b in zip(one, two_threads, strict=True))
    print(f"1 vs 2 CPU threads: largest difference {measured}/255")
    assert measured <= THREADS_TOLERANCE


def test_cancel_stops_every_replica(pool):
    token, started, steps = CancelToken(), set(), []

    def on_progress(i, progress) -> None:
        started.add(i)
        steps.append(progress.step)
        if len(started) == 2:  # both processes are drawing
            token.cancel()

    done = []
    with pytest.raises(Cancelled):
        pool.illustrate_many(
            [_request(s, steps=400) for s in range(4)], lambda i, ill: done.append(i), on_progress, token
        )
    assert done == []
    for engine in pool.engines:  # calls run in order in each process: an answer now means it stopped drawing
        assert engine.call(os.getpid) == engine.pid
    # No picture ran to its end: every process stopped mid-way (a step count, not a clock, so load cannot fail it).
    assert steps and max(steps) < 400, max(steps)


def test_one_failing_page_stops_every_replica_with_its_error(pool, tmp_path):
    from model.errors import ModelError

    bad = tmp_path / "scan.jpg"
    bad.write_text("not a photo")
    requests = [_request(1, photo_path=str(bad)), *[_request(s, steps=200) for s in range(2, 6)]]
    done = []
    with pytest.raises(ModelError, match="cannot be read as an image"):
        pool.illustrate_many(requests, lambda i, ill: done.append(i))
    assert len(done) < len(requests) - 1, "the other replica stopped instead of drawing every page"
    assert all(engine.call(os.getpid) == engine.pid for engine in pool.engines)


def test_build_with_two_model_processes_makes_the_one_process_book(tmp_path, tiny, monkeypatch, capsys):
    import torch

    from app.book.project import BookProject
    from app.book.story import create_book_from_story
    from app.cli import main
    from tests.conftest import EXAMPLES

    one = create_book_from_story(EXAMPLES / "waipo-en.md", tmp_path / "one.mbook", EXAMPLES / "photos")
    one.book.pages = one.book.pages[:3]
    settings = one.book.illustration
    settings.steps, settings.width, settings.height = 2, 64, 64
    one.save()
    two = BookProject.open(shutil.copytree(one.root, tmp_path / "two.mbook"))
    base = ["--engine", "diffusion", "--model", str(tiny)]
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # this process draws the reference with the model processes' thread count
    try:
        assert main(["build", str(one.root), "-o", str(tmp_path / "one.pdf"), *base]) == 0
    finally:
        torch.set_num_threads(threads)
    capsys.readouterr()
    monkeypatch.setenv("OMP_NUM_THREADS", "1")  # the model processes start with 1 thread each
    argv = ["build", str(two.root), "-o", str(tmp_path / "two.pdf"), *base, "--model-processes", "2"]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert "model processes: 2 (cpu, cpu)" in printed and "3 made, 0 reused" in printed
    assert "exactness: pictures drawn on cpu (whole), 1 CPU thread(s)" in printed
    a, b = BookProject.open(one.root), BookProject.open(two.root)
    for pa, pb in zip(a.book.pages, b.book.pages, strict=True):
        assert pa.illustration == pb.illustration
        assert (
            a.illustration_path(pa.illustration).read_bytes()
            == b.illustration_path(pb.illustration).read_bytes()
        )
