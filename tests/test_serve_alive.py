"""``GET /live`` and ``memorybook serve alive`` — the container's HEALTHCHECK (Dockerfile): no token needed and
nothing named but "ok"; 503 with the reason when a drawing worker has stopped; the command's exit status 0 against
a running server over pinned TLS, 1 (one line) once it is gone; and the Dockerfile's HEALTHCHECK command is one
memorybook's own parser reads as ``serve alive`` (so the two cannot drift apart)."""

from __future__ import annotations

import asyncio
import json
import re
import threading

import httpx

from app.cli import build_parser, main
from app.cli.serve import cmd_alive
from app.serve.api import create_app
from app.serve.store import JobStore
from app.serve.worker import Worker
from tests.conftest import REPO
from tests.serve_helpers import free_port, start_server
from words import Message


def test_serve_alive_answers_a_running_server_and_not_a_stopped_one(tmp_path, capsys):
    data = tmp_path / "data"
    server = start_server(data, free_port(), "--tls")
    try:
        live = httpx.get(server.url + "/live", verify=False, timeout=30)  # no token
        assert live.status_code == 200 and live.json() == {"ok": True}  # no model, job or token named
        assert (
            httpx.head(server.url + "/live", verify=False, timeout=30).status_code == 200
        )  # probes that HEAD
        assert httpx.get(server.url + "/health", verify=False, timeout=30).status_code == 401
        assert main(["serve", "alive", "--data", str(data)]) == 0
        assert re.search(
            r"the drawing server at https://127\.0\.0\.1:\d+/live is alive", capsys.readouterr().out
        )
    finally:
        server.stop()
    assert main(["serve", "alive", "--data", str(data)]) == 1
    error = capsys.readouterr().err.strip()
    assert error.startswith("memorybook: error: ") and len(error.splitlines()) == 1, error
    assert main(["serve", "alive", "--data", str(tmp_path / "never-served")]) == 1
    assert "no drawing server has started with this data folder" in capsys.readouterr().err


def test_live_is_503_with_the_reason_when_a_worker_has_stopped(tmp_path):
    """In this process (ASGI, no socket): before the workers start, and after one of them ended."""
    worker = Worker(JobStore(tmp_path / "data"), {})
    transport = httpx.ASGITransport(app=create_app(worker.store, worker))

    async def ask():
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
            return await http.get("/live")

    answer = asyncio.run(ask())
    assert answer.status_code == 503 and Message.from_json(answer.json()["message"]) == Message(
        "serve.not_started"
    )
    ended = threading.Thread(target=lambda: None)
    ended.start()
    ended.join()
    worker.threads = [ended]
    answer = asyncio.run(ask())
    assert answer.status_code == 503
    stopped = Message("serve.worker_stopped", worker=1, count=1)
    assert answer.json() == {"ok": False, "error": str(stopped), "message": stopped.to_json()}


def test_the_dockerfiles_healthcheck_runs_serve_alive():
    text = (REPO / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    line = next(x for x in text.splitlines() if x.startswith("HEALTHCHECK"))
    argv = json.loads(line.split(" CMD ", 1)[1].strip())
    assert argv[0] == "memorybook"
    args = build_parser().parse_args(argv[1:])
    assert args.func is cmd_alive and str(args.data) == "/data"
    assert re.search(r"--start-period=\d+m", line)  # a model loads before the server listens


def _other_program(status: int, body: bytes):
    """Something else on a port of 127.0.0.1 that answers every GET with ``status`` and ``body``; (server, port)."""
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Answer(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's name)
            self.send_response(status)
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def test_serve_alive_is_not_fooled_by_another_program_on_the_port(tmp_path, capsys):
    """A page that answers 200 is not a drawing server; a 503 whose JSON is no object is one line, not a
    traceback; a server.json that is a link or far too large is no server's."""
    for status, body, said in (
        (200, b"<html>not a drawing server</html>", "is not a drawing server"),
        (200, b'{"ok": false}', "is not a drawing server"),
        (503, b"[1, 2]", "is not well: 503"),
        (503, b"null", "is not well: 503"),
    ):
        other, port = _other_program(status, body)
        try:
            (tmp_path / "server.json").write_text(json.dumps({"address": f"http://127.0.0.1:{port}"}))
            assert main(["serve", "alive", "--data", str(tmp_path)]) == 1
            error = capsys.readouterr().err.strip()
            assert said in error and len(error.splitlines()) == 1, error
        finally:
            other.shutdown()
    (tmp_path / "server.json").unlink()
    (tmp_path / "server.json").symlink_to("/dev/zero")
    assert main(["serve", "alive", "--data", str(tmp_path)]) == 1
    assert "no drawing server has started" in capsys.readouterr().err


def test_a_server_that_cannot_have_its_port_leaves_server_json_alone(tmp_path, capsys):
    other, port = _other_program(200, b"x")
    try:
        data = tmp_path / "data"
        data.mkdir()
        (data / "server.json").write_text('{"address": "http://127.0.0.1:1", "fingerprint": ""}')
        assert main(["serve", "--data", str(data), "--port", str(port)]) == 1
        assert f"cannot listen on 127.0.0.1:{port}" in capsys.readouterr().err
        assert json.loads((data / "server.json").read_text())["address"] == "http://127.0.0.1:1"
    finally:
        other.shutdown()


def test_the_bound_socket_is_one_asyncio_sets_tcp_nodelay_on():
    """asyncio sets TCP_NODELAY on accepted connections only when the listening socket's proto is IPPROTO_TCP;
    a socket made without it slowed every answer by a delayed ACK (~40 ms: 1000 job requests 2 s → 34 s)."""
    import socket

    from app.serve.run import bound_socket

    sock = bound_socket("127.0.0.1", 0)
    try:
        assert sock.proto == socket.IPPROTO_TCP
    finally:
        sock.close()
