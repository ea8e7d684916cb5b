"""Is the drawing server on this machine alive? ``memorybook serve alive``, a container's HEALTHCHECK.

It reads the address and the certificate's fingerprint that ``memorybook serve`` wrote into ``DATA/server.json``
when it started, asks ``GET /live`` (no token: :mod:`app.serve.api`) on this machine's loopback address at that
port — a server listening on every interface answers there too — over TLS pinned to that fingerprint where the
server speaks TLS (:func:`app.serve.tls.pinned_context`), and says what it found in one line.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlsplit

from model.errors import ModelError

ALIVE_TIMEOUT_S = 10.0
"""How long one check may take, connecting and answering (s); a container runtime's own timeout should be longer."""


def local_address(data: Path) -> tuple[str, str]:
    """``(URL of /live on the loopback address, certificate pin or "")`` from ``data/server.json``. Raises
    ModelError when the file is missing or damaged (no server has started with this data folder)."""
    try:
        found = json.loads((data / "server.json").read_text(encoding="utf-8"))
        parts = urlsplit(str(found["address"]))
        port = int(parts.port or (443 if parts.scheme == "https" else 80))
        pin = str(found.get("fingerprint") or "")
    except (OSError, ValueError, KeyError, TypeError):
        raise ModelError(
            f"{data / 'server.json'}: no drawing server has started with this data folder; start it with "
            "`memorybook serve --data DIR`"
        ) from None
    return f"{'https' if pin else parts.scheme}://127.0.0.1:{port}/live", pin


def check_alive(data: Path, timeout_s: float = ALIVE_TIMEOUT_S) -> str:
    """Ask the server started with ``data`` whether it and its drawing workers run; returns the address asked.
    Raises ModelError (one line: nothing answers, another certificate, the server's own reason) when not."""
    import httpx

    url, pin = local_address(data)
    verify: object = True
    if pin:
        from app.serve.tls import pinned_context

        parts = urlsplit(url)
        verify = pinned_context(parts.hostname or "127.0.0.1", parts.port or 443, pin, timeout_s=timeout_s)
    try:
        response = httpx.get(url, verify=verify, timeout=timeout_s)
    except httpx.HTTPError as err:
        raise ModelError(f"the drawing server at {url} does not answer ({type(err).__name__})") from None
    if response.status_code == 200:
        return url
    try:
        reason = str(response.json().get("error") or response.status_code)
    except ValueError:
        reason = str(response.status_code)
    raise ModelError(f"the drawing server at {url} is not well: {reason}")
