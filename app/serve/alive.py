"""Is the drawing server on this machine alive? ``memorybook serve alive``, a container's HEALTHCHECK.

It reads the address and the certificate's fingerprint that ``memorybook serve`` wrote into ``DATA/server.json``
when it started, asks ``GET /live`` (no token: :mod:`app.serve.routes`) on this machine's loopback address at that
port — a server listening on every interface answers there too — over TLS pinned to that fingerprint where the
server speaks TLS (:func:`app.serve.tls.pinned_context`), and says what it found in one line.
"""

from __future__ import annotations

import json
import ssl
from pathlib import Path
from urllib.parse import urlsplit

from model.errors import ModelError
from words import Message, message_of

ALIVE_TIMEOUT_S = 6.0
"""How long each of the check's two steps may take (s): fetching the certificate, then asking ``/live`` — at most
twice this in all, inside the Dockerfile HEALTHCHECK's 20 s."""
MAX_SERVER_JSON_BYTES = 64 * 1024
"""``server.json`` is a line of JSON; a larger file is not one the server wrote."""


def local_address(data: Path) -> tuple[str, str]:
    """``(URL of /live on the loopback address, certificate pin or "")`` from ``data/server.json``. Raises
    ModelError when the file is missing or damaged (no server has started with this data folder)."""
    path = data / "server.json"
    try:
        if not path.is_file() or path.is_symlink() or path.stat().st_size > MAX_SERVER_JSON_BYTES:
            raise ValueError(path)
        found = json.loads(path.read_text(encoding="utf-8"))
        parts = urlsplit(str(found["address"]))
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(found["address"])
        port = int(parts.port or (443 if parts.scheme == "https" else 80))
        pin = str(found.get("fingerprint") or "")
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        raise ModelError(Message("serve.no_server_json", file=data / "server.json")) from None
    return f"{'https' if pin else parts.scheme}://127.0.0.1:{port}/live", pin


def check_alive(data: Path, timeout_s: float = ALIVE_TIMEOUT_S) -> str:
    """Ask the server started with ``data`` whether it and its drawing workers run; returns the address asked.
    Raises ModelError (one line: nothing answers, another certificate, the server's own reason) when not."""
    import httpx

    from app.serve.answers import said_by_server

    url, pin = local_address(data)
    verify: ssl.SSLContext | bool = True
    if pin:
        from app.serve.tls import pinned_context

        parts = urlsplit(url)
        try:
            verify = pinned_context(
                parts.hostname or "127.0.0.1", parts.port or 443, pin, timeout_s=timeout_s
            )
        except ModelError as err:
            said = message_of(err)
            if not isinstance(said, Message) or said.code != "serve.other_certificate":
                raise
            raise ModelError(
                Message("serve.alive_other_certificate", address=url, file=data / "server.json")
            ) from None
    try:
        response = httpx.get(url, verify=verify, timeout=timeout_s)
    except httpx.HTTPError as err:
        raise ModelError(Message("serve.alive_silent", address=url, why=type(err).__name__)) from None
    try:
        answer = response.json()
    except ValueError:
        answer = None
    answer = answer if isinstance(answer, dict) else {}
    if response.status_code == 200 and answer.get("ok") is True:
        return url
    if response.status_code == 200:  # something answers there, not a drawing server
        raise ModelError(Message("serve.not_a_server", address=url))
    reason = said_by_server(answer, str(response.status_code))
    raise ModelError(Message("serve.not_well", address=url, reason=reason))
