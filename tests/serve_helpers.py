"""A real drawing server for the tests: ``memorybook serve`` in a subprocess on 127.0.0.1 at a free port."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import REPO


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def refusing_address():
    """``http://127.0.0.1:<port>`` where nothing listens, for as long as the block runs: the port is held bound
    but never listened on, so every connection is refused (Linux answers RST) and no other test's server can
    take it meanwhile, as it could a port from :func:`free_port` once released."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{held.getsockname()[1]}"


@dataclass
class Server:
    """A running ``memorybook serve``: its process, address, data folder and log file."""

    process: subprocess.Popen
    url: str
    data: Path
    log: Path

    def kill(self) -> None:
        """kill -9, and wait for the process to be gone."""
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait()


def start_server(
    data: Path, port: int, *args: str, log_name: str = "server.log", locale: str = "C.UTF-8"
) -> Server:
    """Start ``memorybook serve --data DATA --port PORT ARGS`` under ``LANG=locale`` and return once it accepts
    connections (or raise with its log when it exits first)."""
    log = data.parent / f"{data.name}-{log_name}"
    env = dict(os.environ, PYTHONPATH=str(REPO), LANG=locale, LANGUAGE="", LC_ALL="")
    handle = open(log, "ab")
    process = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", "--data", str(data), "--port", str(port), *args],
        stdout=handle,
        stderr=subprocess.STDOUT,
        env=env,
        cwd=REPO,
    )
    handle.close()
    while True:  # waits for the event "the port accepts", not for a time
        if process.poll() is not None:
            raise RuntimeError(f"the server exited: {log.read_text()}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.05)
    scheme = "https" if "--tls" in args else "http"
    return Server(process, f"{scheme}://127.0.0.1:{port}", data, log)


def add_token(data: Path, name: str, address: str | None = None) -> tuple[str, str]:
    """``memorybook serve token add NAME --data DATA`` → (token, connection code)."""
    import contextlib
    import io

    from app.cli import main

    argv = ["serve", "token", "add", name, "--data", str(data)] + (["--address", address] if address else [])
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        assert main(argv) == 0
    out = buffer.getvalue()
    token_line, code_line = out.strip().splitlines()
    assert token_line.startswith(f"token for {name}: ") and code_line.startswith(
        "connection code: memorybook1:"
    )
    return token_line.split(": ", 1)[1], code_line.split(": ", 1)[1]
