"""The drawing server's doors: tokens, one token's jobs hidden from another, hostile requests refused with one
line of JSON while the server stays up, the queue limit, TLS pinned by the connection code, the files a job
leaves behind. A real ``memorybook serve`` (sketch engine) on 127.0.0.1."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import socket
import struct
import zlib

import httpx
import pytest
from PIL import Image

from model.api import IllustrationRequest
from tests.serve_helpers import add_token, free_port, start_server
from words import Message


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    data = tmp_path_factory.mktemp("serve") / "data"
    running = start_server(data, free_port(), "--queue-limit", "3")
    yield running
    running.stop()


def client(server, token: str | None) -> httpx.Client:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.Client(base_url=server.url, headers=headers, timeout=60)


def said(response: httpx.Response) -> Message:
    """The message of an error answer (its code and values), after checking that its English ``error`` is the
    same message said in one line."""
    body = response.json()
    message = Message.from_json(body["message"])
    assert body["error"] == str(message) and "\n" not in body["error"], body
    return message


def refusal(message: Message) -> tuple[str | None, str | None]:
    """``(field, code)`` of a refusal: the field it names (``located``) and its problem's code (None for a
    text, e.g. the photo intake's own words), else ``(None, code)``."""
    if message.code != "located":
        return None, message.code
    inner = message.params["message"]
    return str(message.params["where"]), inner.code if isinstance(inner, Message) else None


def png_bytes(width: int = 96, height: int = 64) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 120, 40)).save(buffer, format="PNG")
    return buffer.getvalue()


def png_header(width: int, height: int) -> bytes:
    """A valid PNG signature and IHDR claiming ``width``×``height``, with almost no pixel data."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(b"\0" * 64))
        + chunk(b"IEND", b"")
    )


def job_body(seed: int = 0, photo: bytes | None = None) -> dict:
    request = IllustrationRequest(engine="sketch", width=64, height=64, seed=seed)
    files = {}
    if photo is not None:
        request = IllustrationRequest(
            engine="sketch", photo_path="page.png", photo_sha256=hashlib.sha256(photo).hexdigest(), seed=seed
        )
        files["photo"] = base64.b64encode(photo).decode()
    return {"model": "sketch", "key": request.cache_key("x"), "request": request.to_dict(), "files": files}


def wait_until_ended(http: httpx.Client, job_id: str) -> dict:
    """Follow the job's server-sent events to its ``state`` event."""
    with http.stream("GET", f"/jobs/{job_id}/events") as response:
        assert response.status_code == 200
        event = ""
        for line in response.iter_lines():
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: ") and event == "state":
                return json.loads(line[6:])
    raise AssertionError("the event stream ended without a state")


def test_no_valid_token_is_served_and_the_refusal_reveals_nothing(server):
    token, _ = add_token(server.data, "tess")
    with client(server, token) as owner:
        job = owner.post("/jobs", json=job_body(seed=11)).json()
    revoked, _ = add_token(server.data, "gone")
    from app.cli import main

    assert main(["serve", "token", "revoke", "gone", "--data", str(server.data)]) == 0
    answers = set()
    for presented in (None, "wrong", token + "x", revoked):
        with client(server, presented) as http:
            for method, path in (
                ("GET", "/health"),
                ("GET", "/jobs"),
                ("GET", f"/jobs/{job['id']}"),
                ("GET", f"/jobs/{job['id']}/result"),
                ("POST", "/jobs"),
                ("DELETE", f"/jobs/{job['id']}"),
            ):
                response = http.request(method, path, json=job_body(seed=12) if method == "POST" else None)
                assert response.status_code == 401, (presented, path)
                answers.add(response.text)
    assert len(answers) == 1  # the same answer, whatever was presented
    assert Message.from_json(json.loads(answers.pop())["message"]) == Message("serve.no_token")
    with client(server, token) as owner:
        assert owner.get(f"/jobs/{job['id']}").status_code == 200  # nothing the others tried touched it


def test_one_token_cannot_see_fetch_or_cancel_anothers_job(server):
    alice, _ = add_token(server.data, "alice")
    bob, _ = add_token(server.data, "bob")
    with client(server, alice) as a, client(server, bob) as b:
        job = a.post("/jobs", json=job_body(seed=1)).json()
        assert wait_until_ended(a, job["id"])["state"] == "done"
        unknown = "0" * 32
        for path in (f"/jobs/{job['id']}", f"/jobs/{job['id']}/result", f"/jobs/{job['id']}/events"):
            theirs, nobodys = b.get(path), b.get(path.replace(job["id"], unknown))
            assert theirs.status_code == nobodys.status_code == 404
            assert theirs.text == nobodys.text
            assert said(theirs) == Message("serve.no_job")
        assert b.post(f"/jobs/{job['id']}/cancel").status_code == 404
        assert b.delete(f"/jobs/{job['id']}").status_code == 404
        assert b.get("/jobs").json() == {"jobs": []}
        result = a.get(f"/jobs/{job['id']}/result").json()
        assert Image.open(io.BytesIO(base64.b64decode(result["png"]))).size == (64, 64)
        assert [j["id"] for j in a.get("/jobs").json()["jobs"]] == [job["id"]]


def declared_gigabyte(server, token: str) -> str:
    """The raw answer to a POST whose Content-Length claims 1 GB (httpx would refuse to send it)."""
    port = int(server.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port)) as raw:  # a declared 1 GB body: refused unread
        raw.sendall(
            f"POST /jobs HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
            "Content-Length: 1000000000\r\n\r\n{}".encode()
        )
        answer = b""
        while not answer.endswith(b"}"):  # the JSON body may come in a second packet
            answer += raw.recv(4096)
        answer = answer.decode()
    return answer


def hostile_cases(bomb: bytes) -> dict:
    """Name → (httpx keyword arguments of a POST /jobs, the status it gets, ``(field, code)`` of its refusal:
    :func:`refusal`)."""
    return {
        "bad json": ({"content": b'{"model": "sketch", '}, 400, (None, "serve.body_not_json")),
        "nested": ({"content": b"[" * 100000}, 400, (None, "serve.body_too_deep")),
        "not an object": ({"json": [1, 2]}, 400, (None, "serve.body_not_object")),
        "path, no file": (
            {"json": {**job_body(), "request": {**job_body()["request"], "photo_path": "/etc/passwd"}}},
            400,
            (None, "serve.go_together"),
        ),
        "path as a slot": (
            {"json": {**job_body(), "files": {"../../etc/passwd": "AA=="}}},
            400,
            ("files.../../etc/passwd.[key]", "serve.problem.string_pattern_mismatch"),
        ),
        "file announced, not sent": (
            {"json": {**job_body(photo=png_bytes()), "files": {}}},
            400,
            ("files.photo", "serve.file_missing"),
        ),
        "65000² PNG": ({"json": job_body(photo=bomb)}, 400, ("files.photo", "book.photo.too_large")),
        "not base64": (
            {"json": {**job_body(photo=png_bytes()), "files": {"photo": "@@@"}}},
            400,
            ("files.photo", "serve.not_base64"),
        ),
        "long prompt": (
            {"json": {**job_body(), "request": {**job_body()["request"], "prompt": "x" * 5000}}},
            400,
            ("request.prompt", "serve.problem.string_too_long"),
        ),
        "unknown field": (
            {"json": {**job_body(), "request": {**job_body()["request"], "script": "rm -rf /"}}},
            400,
            ("request.script", "serve.problem.extra_forbidden"),
        ),
        "odd size": (
            {"json": {**job_body(), "request": {**job_body()["request"], "width": 65}}},
            400,
            ("request.width", "serve.problem.multiple_of"),
        ),
        "unknown model": ({"json": {**job_body(), "model": "/etc/passwd"}}, 400, ("model", "serve.models")),
    }


def test_hostile_requests_get_one_line_and_the_server_stays_up(server):
    token, _ = add_token(server.data, "mallory")
    bomb = png_header(65000, 65000)
    folders_before = set((server.data / "jobs").iterdir())
    cases = hostile_cases(bomb)
    with client(server, token) as http:
        for name, (kwargs, status, expected) in cases.items():
            response = http.post("/jobs", **kwargs)
            assert response.status_code == status, (name, response.text)
            assert refusal(said(response)) == expected and "Traceback" not in response.text, (
                name,
                response.text,
            )
        refused = http.post("/jobs", json=job_body(photo=bomb))
        assert str(server.data) not in refused.text  # the intake's guard, no server path
        assert said(refused).params["message"]  # the photo intake's own reason, whatever it is

        answer = declared_gigabyte(server, token)
        assert answer.startswith("HTTP/1.1 413")
        body = json.loads(answer.split("\r\n\r\n", 1)[1])
        assert Message.from_json(body["message"]) == Message("serve.body_too_large", mib=64)

        def chunks():  # no Content-Length: cut off as the bytes pass the limit
            for _ in range(66):
                yield b" " * 2**20

        response = http.post("/jobs", content=chunks())
        assert response.status_code == 413 and said(response) == Message("serve.body_too_large", mib=64)
        assert said(http.get("/nowhere")) == Message("serve.no_address")
        assert http.get("/health").json()["ok"] is True
        assert not http.get("/jobs").json()["jobs"]  # nothing was queued
    assert set((server.data / "jobs").iterdir()) == folders_before  # nor left on disk
    log = server.log.read_text()
    assert "Traceback" not in log and "rm -rf" not in log and "etc/passwd" not in log


def test_a_photo_job_keeps_only_the_picture_until_it_is_fetched(server):
    token, _ = add_token(server.data, "pat")
    with client(server, token) as http:
        job = http.post("/jobs", json=job_body(seed=3, photo=png_bytes())).json()
        again = http.post("/jobs", json=job_body(seed=3, photo=png_bytes()))  # the same page: the same job
        assert again.status_code == 200 and again.json()["id"] == job["id"]
        assert wait_until_ended(http, job["id"])["state"] == "done"
        assert [p.name for p in (server.data / "jobs" / job["id"]).iterdir()] == ["picture.png"]
        assert http.delete(f"/jobs/{job['id']}").status_code == 200
        assert not (server.data / "jobs" / job["id"]).exists()
        assert http.get(f"/jobs/{job['id']}").status_code == 404


def test_the_queue_limit_of_a_token(server):
    token, _ = add_token(server.data, "quinn")
    with client(server, token) as http:
        ids = [http.post("/jobs", json=job_body(seed=100 + n)).json()["id"] for n in range(3)]
        refused = http.post("/jobs", json=job_body(seed=200))
        assert refused.status_code == 429 and said(refused) == Message("serve.queue_full", count=3)
        http.delete(f"/jobs/{ids[0]}")
        assert http.post("/jobs", json=job_body(seed=200)).status_code == 201
        assert http.get("/health").json()["queue_limit"] == 3


def test_tls_off_loopback_rule_and_the_pinned_certificate(tmp_path):
    from app.serve.access import connection_code, read_connection_code
    from app.serve.client import RemoteIllustrator
    from model.errors import ModelError

    port = free_port()
    data = tmp_path / "data"
    running = start_server(data, port, "--tls")
    try:
        _, code = add_token(data, "tina")
        address, token, pin = read_connection_code(code)
        assert address == f"https://127.0.0.1:{port}" and len(pin) == 64
        remote = RemoteIllustrator(code)
        assert remote.fingerprint().startswith("sketch-") and remote.name == "sketch"
        remote.close()
        with pytest.raises(ModelError, match="different certificate"):
            RemoteIllustrator(connection_code(address, token, "0" * 64))
        with pytest.raises(httpx.HTTPError):  # plain HTTP is not spoken
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=30)
        assert (data / "tls" / "key.pem").stat().st_mode & 0o077 == 0
    finally:
        running.stop()
    from app.serve.run import ServerOptions, tls_files

    assert (
        tls_files(ServerOptions(data=tmp_path / "d2", host="192.0.2.10")) is not None
    )  # off loopback (TEST-NET-1): TLS
    assert tls_files(ServerOptions(data=tmp_path / "d3", host="127.0.0.1")) is None
    own = ServerOptions(
        data=tmp_path / "d4", host="192.0.2.10", cert=tmp_path / "c.pem", key=tmp_path / "k.pem"
    )
    assert tls_files(own) == (tmp_path / "c.pem", tmp_path / "k.pem")  # the operator's certificate
    with pytest.raises(ModelError, match="--cert and --key go together"):
        tls_files(ServerOptions(data=tmp_path / "d5", cert=tmp_path / "c.pem"))


def test_a_token_never_starts_with_a_dash(tmp_path, monkeypatch):
    """``--token -x…`` would be read as an option, so a token drawn with a leading ``-`` is drawn again."""
    import secrets

    from app.serve import access
    from app.serve.store import open_database

    drawn = iter(["-starts-with-a-dash", "fine-token"])
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n: next(drawn))
    db = open_database(tmp_path / "data")
    try:
        assert access.add_token(db, "tess") == "fine-token"
    finally:
        db.close()
