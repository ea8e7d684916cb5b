"""The client side of the drawing server: :class:`RemoteIllustrator`, an illustrator (see
:class:`model.api.Illustrator`) whose pictures are drawn on a ``memorybook serve`` machine.

Handed to :func:`app.build.build_book` like a local engine, it is driven by the same page loop
(:func:`app.build.illustrate_pages`), which stores each picture in the book as soon as it arrives and skips
every page whose picture is stored, so a killed client's rerun draws no stored page again. The server is
asked for the picture of a cache key at most once per token: a rerun that asks again for a page the server is
still drawing (or has drawn) gets that job back rather than a new one. When the server cannot be reached
(restarted, network lost) the client says so through the progress messages and tries again, with growing
pauses, for up to ``unreachable_s`` seconds; so does a server that answers it is full (503: its limit of
connections) or a proxy whose server is down (502, 504), each named in the last line. A server's limit (``429`` with ``Retry-After``: the token's queue or
rate limit, :mod:`app.serve.limits`) makes it wait that long, saying so, and go on — for up to ``unreachable_s`` in
all, then the server's own line ends the build (a queue that stays full: jobs nobody fetches). The job's steps arrive with
the engine's live previews (:func:`_read_events`), as from a local model.
"""

from __future__ import annotations

import base64
import io
import json
import ssl
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
from PIL import Image

from app.serve.access import read_connection_code
from app.serve.answers import said_by_server
from model.api import (
    CancelToken,
    Illustration,
    IllustrationRequest,
    IllustratorBase,
    Progress,
    ProgressCallback,
)
from model.errors import Cancelled, ModelError, PictureError
from words import Message

UNREACHABLE_S = 600.0
"""How long the client keeps trying a server that does not answer before it stops, seconds."""
MAX_PREVIEW_CHARS = 400_000
"""Largest live preview accepted from a server, base64 characters (its 256 px JPEG is some 20 000)."""
BUSY = (502, 503, 504)
"""Answers tried again like a silence: 503, the server at its limit of connections (uvicorn's
``limit_concurrency``) or a proxy's; 502 and 504, a reverse proxy whose server behind it is down or slow."""
FIRST_CONTACT_S = 30.0
"""How long the first contact (the health check when the client is made) is tried, seconds: a server that is
not there at the start of a build is said at once, not after ten minutes."""


def server_address(server: str, token: str | None) -> tuple[str, str, str]:
    """``(address, token, certificate pin)`` from ``--server`` (an address or a connection code) and
    ``--token``. Raises ModelError when there is no token or the address is not http(s)."""
    pin = ""
    if server.strip().startswith("memorybook1:"):
        server, coded, pin = read_connection_code(server)
        token = token or coded
    if not server.startswith(("http://", "https://")):
        raise ModelError(Message("located", where=server, message=Message("serve.client.address_scheme")))
    if not token:
        raise ModelError(Message("serve.client.needs_token"))
    return server.rstrip("/"), token, pin


@dataclass
class Sent:
    """A request queued on a server: the request, the body sent (to send again if the job vanished) and the
    job's id there."""

    request: IllustrationRequest
    body: dict[str, Any]
    job: str


class RemoteIllustrator(IllustratorBase):
    """Draws on the server at ``server`` (an address or a connection code) with ``token``; ``model`` names
    one of the server's models (default its first). Raises ModelError (one line) when the server refuses the
    token or serves no such model; after construction, ``name``, ``fingerprint()``, ``prompt_languages``,
    ``max_references``, ``model`` and ``model_name`` are the served model's."""

    def __init__(
        self,
        server: str,
        token: str | None = None,
        model: str | None = None,
        *,
        unreachable_s: float = UNREACHABLE_S,
    ):
        self.address, token, pin = server_address(server, token)
        self.unreachable_s = unreachable_s
        verify: ssl.SSLContext | bool = True
        if pin:
            parts = urlsplit(self.address)
            from app.serve.tls import pinned_context

            verify = pinned_context(parts.hostname or "", parts.port or 443, pin)
        self.http = httpx.Client(
            base_url=self.address,
            headers={"Authorization": f"Bearer {token}"},
            verify=verify,
            timeout=httpx.Timeout(60.0, connect=10.0),
        )
        health = self._call("GET", "/health", budget_s=min(FIRST_CONTACT_S, unreachable_s))
        entries = health["models"]
        entry = next((m for m in entries if m["name"] == model), None) if model else entries[0]
        if entry is None:
            served = [str(m["name"]) for m in entries]
            raise ModelError(Message("serve.client.no_such_model", served=served, wanted=model))
        self.served: list[dict[str, Any]] = entries
        """Every model the server serves, as its ``/health`` names them (name, engine, licence, …)."""
        self._entry = entry
        self.name = entry["engine"]
        self._fingerprint = entry["fingerprint"]

    @property
    def model(self) -> str:
        """The served model's name."""
        return self._entry["name"]

    @property
    def model_name(self) -> str:
        """The served model's name (requests record it)."""
        return self._entry["name"]

    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """The languages the served model's text encoder understands."""
        return tuple(self._entry["prompt_languages"])

    @property
    def max_references(self) -> int:
        """How many reference images the served model takes."""
        return int(self._entry["max_references"])

    def fingerprint(self) -> str:
        """The served model's fingerprint (as the server's own engine gives it: cache keys match)."""
        return self._fingerprint

    def close(self) -> None:
        """Close the connection."""
        self.http.close()

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """Send the request and its files, follow the job's events (steps and live previews), fetch the
        picture, then delete the job on the server. Raises Cancelled, PictureError (the picture failed its
        checks on the server: the page is noted and the build goes on), ModelError (the server's one-line
        reason, or a server silent for ``unreachable_s``)."""
        return self.collect(self.submit(request, on_progress), on_progress, cancel)

    def submit(self, request: IllustrationRequest, on_progress: ProgressCallback | None = None) -> Sent:
        """Queue the request on the server (or find the job of the same page there); returns what
        :meth:`collect` needs. Raises ModelError."""
        body = {
            "model": self.model,
            "key": request.cache_key(self._fingerprint),
            "request": request.to_dict(),
            "files": _files(request),
        }
        return Sent(request, body, self._call("POST", "/jobs", json=body, on_progress=on_progress)["id"])

    def collect(
        self, sent: Sent, on_progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> Illustration:
        """Follow the job of :meth:`submit` to its end and return its picture (see :meth:`illustrate`)."""
        state = self._follow(sent.job, on_progress, cancel)
        if state["state"] == "deleted":  # gone from the server (retention, or revoked): ask once more
            sent.job = self._call("POST", "/jobs", json=sent.body, on_progress=on_progress)["id"]
            state = self._follow(sent.job, on_progress, cancel)
        if state["state"] != "done":
            self._call("DELETE", f"/jobs/{sent.job}", on_progress=on_progress)  # nothing of it is needed
        if state["state"] == "cancelled":
            raise Cancelled()
        if state.get("picture_problem"):  # drawn, but failed its checks: noted for the page, the rest go on
            reason = said_by_server(state, "")
            raise PictureError(reason or Message("serve.client.failed_checks"), str(state["picture_problem"]))
        if state["state"] != "done":
            reason = said_by_server(state, str(state["state"]))
            raise ModelError(Message("serve.client.not_drawn", reason=reason))
        result = self._call("GET", f"/jobs/{sent.job}/result", on_progress=on_progress)
        image = Image.open(io.BytesIO(base64.b64decode(result["png"]))).convert("RGB")
        self._call("DELETE", f"/jobs/{sent.job}", on_progress=on_progress)
        info = dict(result["info"])
        info.update(server=self.address, server_model=self.model, model_fingerprint=self._fingerprint)
        return Illustration(image=image, request=sent.request, info=info)

    def queue_length(self) -> int:
        """Jobs queued or running on the server now, every token's (``GET /health``). Raises ModelError."""
        return int(self._call("GET", "/health")["queue"])

    def _follow(self, job_id: str, on_progress, cancel) -> dict:
        """Read the job's events until it ends; reconnects after a lost connection. Returns the final state."""
        start = None
        while True:
            if cancel is not None and cancel.cancelled:
                self._call("DELETE", f"/jobs/{job_id}")  # cancelled there, and nothing of it kept
                raise Cancelled()
            try:
                with self.http.stream("GET", f"/jobs/{job_id}/events") as response:
                    if response.status_code == 404:
                        return {"state": "deleted"}
                    if response.status_code in BUSY:
                        start = self._pause(start, on_progress, full=response.status_code == 503)
                        continue
                    _raise_for(response, read=True)
                    start = None
                    state = _read_events(response, on_progress, cancel)
                    if state is not None:
                        return state
            except httpx.TransportError:
                start = self._pause(start, on_progress)

    def _call(
        self, method: str, path: str, *, json=None, on_progress=None, budget_s: float | None = None
    ) -> dict:
        """One request, tried again while the server cannot be reached. Raises ModelError for an answer
        that is an error (its one line)."""
        start = limited = None
        while True:
            try:
                response = self.http.request(method, path, json=json)
            except httpx.TransportError:
                start = self._pause(start, on_progress, budget_s)
                continue
            if response.status_code in BUSY:  # full, or down behind its proxy: tried again like a silence
                start = self._pause(start, on_progress, budget_s, full=response.status_code == 503)
                continue
            if response.status_code == 429 and "retry-after" in response.headers:  # a limit: wait, go on
                limited = time.monotonic() if limited is None else limited
                if time.monotonic() - limited <= (self.unreachable_s if budget_s is None else budget_s):
                    _wait_for_turn(response, on_progress)
                    continue  # past the budget (the token's queue stays full: jobs nobody fetches) its line
            _raise_for(response)
            return response.json()

    def _pause(
        self, start: float | None, on_progress, budget_s: float | None = None, full: bool = False
    ) -> float:
        """Wait before trying the server again (0.1 s doubling up to 5 s); raises ModelError once it has been
        unreachable (``full``: answering 503, at its limit of connections) for ``budget_s`` (default
        ``unreachable_s``). Returns when the silence started."""
        now = time.monotonic()
        start = now if start is None else start
        waited = now - start
        budget_s = self.unreachable_s if budget_s is None else budget_s
        if waited > budget_s and full:
            raise ModelError(Message("serve.client.full", address=self.address))
        if waited > budget_s:
            raise ModelError(Message("serve.client.silent", address=self.address, seconds=round(budget_s)))
        if on_progress is not None:
            seconds = round(waited)
            said = (
                Message("serve.client.retrying_full", seconds=seconds)
                if full
                else Message("serve.client.retrying_silent", seconds=seconds)
            )
            on_progress(Progress(step=0, total=0, message=said))
        time.sleep(min(5.0, 0.1 * 2 ** min(6, int(waited))))
        return start


def _read_events(response: httpx.Response, on_progress, cancel) -> dict | None:
    """Read server-sent events: ``progress`` to ``on_progress`` (with its decoded preview), until the
    ``state`` event, which is returned; None when the stream ends first or ``cancel`` is set."""
    event = ""
    for text in response.iter_lines():
        if cancel is not None and cancel.cancelled:
            return None
        if text.startswith("event: "):
            event = text[7:]
        elif text.startswith("data: "):
            data = _event_data(text[6:])
            if event == "state":
                return data if isinstance(data.get("state"), str) else {"state": "failed"}
            if on_progress is not None and data:
                step = _step(data)
                if step is not None:
                    on_progress(step)
    return None


def _event_data(text: str) -> dict:
    """An event's JSON object; ``{}`` for anything else a server sent (never a traceback)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _step(data: dict) -> Progress | None:
    """A ``progress`` event as a step (its preview decoded; its ``said`` Message when this client can say it,
    else its English ``message`` text as one escaped line), None when malformed."""
    try:
        step, total = int(data["step"]), int(data["total"])
    except (KeyError, TypeError, ValueError):
        return None
    text = data.get("message")
    said = said_by_server({"message": data.get("said"), "error": text}, "")  # the Message; else its text
    return Progress(step, total, _preview(data.get("preview")), said)


def _preview(text: str | None) -> Image.Image | None:
    """A live preview from the event stream (base64 JPEG), or None when absent or not a small picture."""
    if not text or len(text) > MAX_PREVIEW_CHARS:
        return None
    try:
        image = Image.open(io.BytesIO(base64.b64decode(text)))
        if image.format != "JPEG" or max(image.size) > 1024:
            return None
        return image.convert("RGB")
    except (OSError, ValueError, Image.DecompressionBombError):
        return None


def _wait_for_turn(response: httpx.Response, on_progress) -> None:
    """Wait as long as the server's ``Retry-After`` (seconds, at most a minute), saying why."""
    try:
        wait = min(60.0, max(0.1, float(response.headers["retry-after"])))
    except ValueError:
        wait = 5.0
    if on_progress is not None:
        on_progress(Progress(0, 0, message=Message("serve.client.asks_to_wait", seconds=round(wait))))
    time.sleep(wait)


def _raise_for(response: httpx.Response, read: bool = False) -> None:
    if response.status_code < 400:
        return
    if read:
        response.read()
    if response.status_code == 401:
        raise ModelError(Message("serve.client.token_refused"))
    try:
        body = response.json()
    except (ValueError, RecursionError):  # not JSON (a proxy's page): its status
        body = None
    reason = said_by_server(body, f"HTTP {response.status_code}")
    raise ModelError(Message("serve.client.refused", reason=reason))


def _files(request: IllustrationRequest) -> dict[str, str]:
    """The files a request's path fields name, base64, by slot (see :mod:`app.serve.intake`)."""

    def read(path: str) -> str:
        return base64.b64encode(Path(path).read_bytes()).decode()

    files = {}
    if request.photo_path:
        files["photo"] = read(request.photo_path)
    for p, person in enumerate(request.people):
        for n, path in enumerate(person.reference_paths):
            files[f"ref/{p}/{n}"] = read(path)
        if person.lora_path:
            files[f"lora/{p}"] = read(person.lora_path)
    return files
