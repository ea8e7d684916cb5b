"""A book drawn on a real drawing server: the same pixels (and cache keys) as the server machine's own local
build, and a server killed with -9 in mid-book, restarted, finishing the book with no stored page drawn twice."""

from __future__ import annotations

import collections
import re
import shutil

import numpy as np
import pytest

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.cli import main
from tests.conftest import EXAMPLES
from tests.serve_helpers import add_token, free_port, start_server


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("models") / "tiny-sd", "sd")


def small_book(folder, pages: int):
    project = create_book_from_story(EXAMPLES / "waipo-en.md", folder, EXAMPLES / "photos")
    project.book.pages = project.book.pages[:pages]
    settings = project.book.illustration
    settings.steps, settings.width, settings.height = 2, 64, 64
    project.save()
    return project


def pictures(root) -> dict[str, np.ndarray]:
    book = BookProject.open(root)
    return {p.id: np.asarray(book.load_illustration(p.illustration)) for p in book.book.pages}


def test_a_book_drawn_on_the_server_equals_the_local_build(tmp_path, tiny_model, capsys):
    local = small_book(tmp_path / "local.mbook", 3)  # a text page and two photo pages (image-to-image)
    remote = BookProject.open(shutil.copytree(local.root, tmp_path / "remote.mbook"))
    model = ["--engine", "diffusion", "--model", str(tiny_model)]
    assert main(["build", str(local.root), "-o", str(tmp_path / "local.pdf"), *model]) == 0
    server = start_server(tmp_path / "data", free_port(), "--model", str(tiny_model))
    try:
        token, _ = add_token(server.data, "volunteer")
        argv = ["build", str(remote.root), "-o", str(tmp_path / "remote.pdf"), "--server", server.url]
        assert main([*argv, "--token", token]) == 0
        assert "3 made, 0 reused" in capsys.readouterr().out
        assert main([*argv, "--token", token + "x"]) == 1
        assert "refused the token" in capsys.readouterr().err
    finally:
        server.stop()
    here, there = pictures(local.root), pictures(remote.root)
    assert here.keys() == there.keys()
    for page_id in here:
        assert np.array_equal(here[page_id], there[page_id]), page_id
    drawn = BookProject.open(remote.root)
    keys = [p.illustration for p in drawn.book.pages]
    assert keys == [p.illustration for p in BookProject.open(local.root).book.pages]  # the same cache keys
    info = drawn.illustration_sidecar(keys[1])["info"]
    assert info["server"] == server.url and info["server_model"] == str(tiny_model)
    assert info["model_fingerprint"].startswith("diffusion:")
    assert not list((server.data / "jobs").iterdir())  # every picture fetched: nothing left on the server


def test_a_server_killed_mid_book_restarts_and_the_book_completes(tmp_path):
    from app.build import BuildRequest, build_book
    from app.serve.client import RemoteIllustrator

    project = small_book(tmp_path / "book.mbook", 6)
    port = free_port()
    data = tmp_path / "data"
    servers = [start_server(data, port)]
    token, _ = add_token(data, "volunteer")
    stored = collections.Counter()
    store = project.store_illustration

    def counting_store(key, image, sidecar):
        stored[key] += 1
        return store(key, image, sidecar)

    project.store_illustration = counting_store
    killed_at = []

    def on_event(event):  # in page 3's job, as the server draws it (or has drawn it): kill -9, start again
        if event.page >= 3 and event.steps and not killed_at:  # steps: the server's progress of a running job
            killed_at.append((event.page, len(stored)))
            servers[0].kill()
            servers.append(start_server(data, port, log_name="second.log"))

    remote = RemoteIllustrator(servers[0].url, token, unreachable_s=300)
    try:
        summary = build_book(
            project, tmp_path / "book.pdf", BuildRequest(), illustrator=remote, on_event=on_event
        )
    finally:
        remote.close()
        servers[-1].stop()
    assert killed_at and killed_at[0][1] == 2  # two pages were stored when the server died
    assert summary.made == 6 and not summary.failed
    assert len(stored) == 6 and set(stored.values()) == {1}  # every page stored once, none drawn twice
    book = BookProject.open(project.root)
    assert all(book.has_illustration(p.illustration) for p in book.book.pages)
    first, second = servers[0].log.read_text(), servers[-1].log.read_text()
    done_first = set(re.findall(r"job (\w+) \(volunteer\): done", first))
    drawn_second = set(re.findall(r"job (\w+) \(volunteer\): drawing", second))
    assert not done_first & drawn_second  # a job finished before the kill is not drawn again
    assert len(done_first) >= 2
    # the job of page 3 was either running (queued again on the restart, then drawn) or already done
    assert "1 job(s) interrupted by the last stop are queued again" in second or len(done_first) == 3


def test_a_client_killed_mid_book_reruns_without_drawing_a_stored_page_again(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time

    from app.build import BuildRequest, build_book
    from app.serve.client import RemoteIllustrator
    from tests.conftest import REPO

    project = create_book_from_story(EXAMPLES / "waipo-en.md", tmp_path / "book.mbook", EXAMPLES / "photos")
    server = start_server(tmp_path / "data", free_port())
    try:
        token, _ = add_token(server.data, "volunteer")
        env = dict(os.environ, PYTHONPATH=str(REPO), MEMORYBOOK_TOKEN=token)
        argv = ["build", str(project.root), "-o", str(tmp_path / "a.pdf"), "--server", server.url]
        client = subprocess.Popen([sys.executable, "-m", "app.cli", *argv], env=env, cwd=REPO)
        folder = project.root / "illustrations"
        while len(list(folder.glob("*.png"))) < 2:  # the event: two pictures stored (the PNG comes last)
            assert client.poll() is None, "the client ended before it could be killed"
            time.sleep(0.02)
        os.kill(client.pid, signal.SIGKILL)
        client.wait()
        before = {p.stem for p in folder.glob("*.png")}  # a sidecar alone (killed between the two writes) is
        # no stored picture: the rerun draws that page, rightly
        assert 2 <= len(before) < 8
        book = BookProject.open(project.root)
        stored = []
        store = book.store_illustration
        book.store_illustration = lambda key, image, sidecar: (
            stored.append(key),
            store(key, image, sidecar),
        )[1]
        remote = RemoteIllustrator(server.url, token)
        try:
            summary = build_book(book, tmp_path / "b.pdf", BuildRequest(), illustrator=remote)
        finally:
            remote.close()
    finally:
        server.stop()
    assert not before & set(stored)  # no stored page drawn again
    assert summary.reused == len(before) and summary.made == 8 - len(before) == len(set(stored))
    assert all(book.has_illustration(p.illustration) for p in book.book.pages)


def test_a_book_built_on_two_servers_equals_the_local_build(tmp_path, capsys, monkeypatch):
    from app.settings import Settings

    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    local = small_book(tmp_path / "local.mbook", 4)
    remote = BookProject.open(shutil.copytree(local.root, tmp_path / "remote.mbook"))
    assert main(["build", str(local.root), "-o", str(tmp_path / "local.pdf"), "--engine", "sketch"]) == 0
    servers = [start_server(tmp_path / f"data{n}", free_port()) for n in (1, 2)]
    try:
        codes = [add_token(s.data, "volunteer", address=s.url)[1] for s in servers]
        argv = ["build", str(remote.root), "-o", str(tmp_path / "remote.pdf")]
        assert main([*argv, "--server", "--server", codes[1]]) == 1  # alone: the app's code, none saved
        assert "none is saved" in capsys.readouterr().err
        Settings(engine="server", server_code=codes[0]).save()  # what the app's model dialog saves
        assert main([*argv, "--server", "--server", codes[1]]) == 0
        assert "4 made, 0 reused" in capsys.readouterr().out
    finally:
        for server in servers:
            server.stop()
    here, there = pictures(local.root), pictures(remote.root)
    assert here.keys() == there.keys()
    for page_id in here:
        assert np.array_equal(here[page_id], there[page_id]), page_id
    drawn = BookProject.open(remote.root)
    used = {drawn.illustration_sidecar(p.illustration)["info"]["server"] for p in drawn.book.pages}
    assert used <= {s.url for s in servers}
    for server in servers:
        assert not list((server.data / "jobs").iterdir())  # every picture fetched from both


def test_a_placed_model_behind_the_server_draws_what_the_placed_local_build_draws(
    tmp_path, tiny_model, capsys
):
    """``memorybook serve --placement auto``: the server plans the model with the build's planner (logged,
    recorded in the sidecar) and its pictures equal a local ``build --placement auto``'s."""
    local = small_book(tmp_path / "local.mbook", 2)
    remote = BookProject.open(shutil.copytree(local.root, tmp_path / "remote.mbook"))
    model = ["--engine", "diffusion", "--model", str(tiny_model), "--placement", "auto"]
    assert main(["build", str(local.root), "-o", str(tmp_path / "local.pdf"), *model]) == 0
    server = start_server(tmp_path / "data", free_port(), "--model", str(tiny_model), "--placement", "auto")
    try:
        token, _ = add_token(server.data, "volunteer")
        argv = ["build", str(remote.root), "-o", str(tmp_path / "remote.pdf"), "--server", server.url]
        assert main([*argv, "--token", token]) == 0
    finally:
        server.stop()
    here, there = pictures(local.root), pictures(remote.root)
    assert here.keys() == there.keys()
    for page_id in here:
        assert np.array_equal(here[page_id], there[page_id]), page_id
    drawn = BookProject.open(remote.root)
    info = drawn.illustration_sidecar(drawn.book.pages[0].illustration)["info"]
    local_info = BookProject.open(local.root).illustration_sidecar(drawn.book.pages[0].illustration)["info"]
    assert info["placement"]["strategy"] == local_info["placement"]["strategy"]
    assert f"placement {info['placement']['strategy']}" in server.log.read_text()
