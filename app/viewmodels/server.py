"""Drawing on a drawing server (docs/SERVER.md): checking a pasted connection code in the worker thread — the
server is reached, the token taken, and its models, their licences and its queue are named."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from app.viewmodels.worker import JobContext, WorkerBridge
from words import Message

JOB_SERVER = "server-check"
CHECK_UNREACHABLE_S = 8.0
"""How long a check tries a server that does not answer before it says so, seconds."""


@dataclass
class ServedModel:
    """One model a drawing server serves: the name a client asks for, its engine and licence (a message, or
    the licence's own name: :func:`served_licence`)."""

    name: str
    engine: str
    licence: Message | str


@dataclass
class ServerCheck:
    """What the check found: the server's address, its models and how many jobs its queue holds."""

    address: str
    models: list[ServedModel]
    queue: int


class ServerViewModel(QObject):
    """Checks connection codes. Signals: ``checked(ServerCheck)`` when the server answered and took the token,
    ``failed(text)`` with the reason (translated) when not."""

    checked = Signal(object)
    failed = Signal(str)

    def __init__(self, bridge: WorkerBridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        bridge.job_finished.connect(self._on_finished)
        bridge.job_failed.connect(self._on_failed)

    def check(self, code: str) -> bool:
        """Reach the server of ``code`` in the worker; the answer arrives by ``checked`` or ``failed``. False
        (nothing asked) when ``code`` is empty."""
        code = code.strip()
        if not code:
            return False
        self.bridge.cancel(JOB_SERVER)

        def run(ctx: JobContext) -> ServerCheck:
            from app.serve.client import RemoteIllustrator

            remote = RemoteIllustrator(code, unreachable_s=CHECK_UNREACHABLE_S)
            try:
                models = [ServedModel(m["name"], m["engine"], served_licence(m)) for m in remote.served]
                return ServerCheck(remote.address, models, remote.queue_length())
            finally:
                remote.close()

        self.bridge.submit(JOB_SERVER, run)
        return True

    @Slot(str, object)
    def _on_finished(self, kind: str, result: object) -> None:
        if kind == JOB_SERVER:
            self.checked.emit(result)

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
        from app.viewmodels.messages import translate_message

        if kind == JOB_SERVER:
            self.failed.emit(translate_message(message))


def served_licence(served: dict) -> Message | str:
    """The licence a server's ``/health`` names for one of its models, as the app says it: the built-in sketch
    engine's in the app's own words (it draws with no model; a server names it in English), a message the
    server sent as one (``{"code": …, "params": …}``), else the licence's own name ("Apache-2.0")."""
    licence = served.get("licence", "")
    if served.get("engine") == "sketch":
        return Message("app.server.sketch_licence")
    if isinstance(licence, dict):
        return Message.from_json(licence)
    return str(licence)
