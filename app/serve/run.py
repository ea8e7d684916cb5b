"""Starting the drawing server: the store, the models, the worker, then uvicorn — over TLS whenever it listens
beyond the loopback interface (or when asked), with the operator's certificate or one made on first start."""

from __future__ import annotations

import ipaddress
import json
import logging
import os
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from app.serve.limits import DEFAULT_PER_MINUTE
from app.serve.log import LOG, note
from app.serve.store import JobStore
from model.errors import ModelError
from words import Message

DEFAULT_PORT = 8750
DEFAULT_RETENTION_H = 24.0
"""Longest a job (and its photos or picture) stays on the server, hours, whatever its state."""


@dataclass
class ServerOptions:
    """``memorybook serve``'s options: where to listen, what to serve, where to keep the data."""

    data: Path
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    models: tuple[str, ...] = ("sketch",)
    placement: str | None = None
    """"auto" or a strategy of :mod:`model.placement` for the diffusion models; None: whole on one device.
    "auto" (or "replicas") where every GPU holds the whole model: one model process per GPU."""
    model_processes: int | None = None
    """Draw each diffusion model with this many model processes (one per GPU; on the CPU, that many), each
    worker drawing one job at a time; None: as ``placement`` says."""
    retention_h: float = DEFAULT_RETENTION_H
    queue_limit: int = 64
    rate_limit: int = DEFAULT_PER_MINUTE
    tls: bool = False
    cert: Path | None = None
    key: Path | None = None


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (127.0.0.0/8, ::1)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def tls_files(options: ServerOptions) -> tuple[Path, Path] | None:
    """``(certificate, key)`` to serve with, or None for plain HTTP (loopback only, TLS not asked for).
    Raises ModelError when only one of --cert / --key is given."""
    if (options.cert is None) != (options.key is None):
        raise ModelError(Message("serve.cert_and_key"))
    if options.cert is not None and options.key is not None:
        return options.cert, options.key
    if is_loopback(options.host) and not options.tls:
        return None
    from app.serve.tls import ensure_certificate

    cert, key, made = ensure_certificate(options.data)
    if made:
        note(Message("serve.log.made_cert", path=cert.parent))
    return cert, key


def bound_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host``:``port`` (IPv6 for an IPv6 host), for uvicorn to listen on: bound before
    ``server.json`` names the address, so a server that cannot have its port never claims it. Raises OSError
    with a message (the port is taken, the address is not this machine's)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP as uvicorn binds it: asyncio sets TCP_NODELAY on accepted connections only for such a socket
    # (without it every answer waited ~40 ms for a delayed ACK)
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        why = err.strerror or type(err).__name__
        raise OSError(Message("serve.cannot_listen", host=host, port=port, why=why)) from None
    sock.set_inheritable(True)
    return sock


def address(options: ServerOptions, tls: bool) -> str:
    """The address clients use: ``https://HOST:PORT`` (this machine's name when listening on every
    interface) or ``http://127.0.0.1:PORT``."""
    host = options.host
    if host in ("0.0.0.0", "::", ""):
        host = socket.gethostname()
    if ":" in host:
        host = f"[{host}]"
    return f"{'https' if tls else 'http'}://{host}:{options.port}"


def serve(options: ServerOptions) -> int:
    """Run the server until interrupted; returns the exit status. Raises ModelError / OSError (one line)."""
    import uvicorn

    from app.serve.api import BodyLimit, create_app
    from app.serve.limits import RateLimit
    from app.serve.tls import fingerprint
    from app.serve.worker import Worker, close_models, serve_models

    _log_to_stderr()
    store = JobStore(options.data, options.queue_limit)
    requeued = store.requeue_interrupted()
    if requeued:
        note(Message("serve.log.requeued", count=requeued))
    expired = store.expire(options.retention_h * 3600)
    if expired:
        note(Message("serve.log.expired", count=expired, hours=options.retention_h))
    files = tls_files(options)
    models = serve_models(
        list(options.models), options.placement, options.data / "cache", options.model_processes
    )
    worker = Worker(store, models, options.retention_h * 3600)
    url = address(options, files is not None)
    pin = fingerprint(files[0].read_bytes()) if files else ""
    try:
        listening = bound_socket(options.host, options.port)  # before server.json: `serve alive` reads it
    except OSError:
        close_models(models)
        raise
    (options.data / "server.json").write_text(json.dumps({"address": url, "fingerprint": pin}))
    note(Message("serve.log.serving", url=url, models=list(models), data=options.data))
    if pin:
        note(Message("serve.log.tls", fingerprint=pin))
    worker.start()
    config = uvicorn.Config(
        BodyLimit(create_app(store, worker, RateLimit(options.rate_limit, db=store.db, db_lock=store.lock))),
        host=options.host,
        port=options.port,
        ssl_certfile=str(files[0]) if files else None,
        ssl_keyfile=str(files[1]) if files else None,
        log_level="warning",
        limit_concurrency=256,  # more connections at once get 503, the server stays up
        timeout_graceful_shutdown=2,
    )
    try:
        uvicorn.Server(config).run(sockets=[listening])
    finally:
        worker.stopping.set()
        worker.wake.set()
        close_models(models)
    return 0


def _log_to_stderr() -> None:
    if not LOG.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%d %H:%M:%S"))
        LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
    LOG.propagate = False
    # the libraries' warnings can quote a request's prompt (CLIP's "part of your input was truncated: [...]");
    # diffusers and transformers set their loggers' level from these variables when first imported
    os.environ["DIFFUSERS_VERBOSITY"] = os.environ["TRANSFORMERS_VERBOSITY"] = "error"
    for library in ("diffusers", "transformers", "accelerate", "huggingface_hub"):
        logging.getLogger(library).setLevel(logging.ERROR)
