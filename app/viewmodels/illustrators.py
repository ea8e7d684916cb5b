"""The illustrator the worker draws with, kept between jobs: the sketch engine in this process, or the diffusion
engine in one model process — or in several (replicas fed from one queue) when the planner or the settings say so.
Qt-free, used only inside the worker thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from model.cancel import CancelToken

if TYPE_CHECKING:  # the engines' classes are imported when a picture is drawn, not while the window opens
    from model.api import Illustrator


class IllustratorCache:
    """Keeps one illustrator between jobs; used only inside the worker thread.

    The diffusion engine runs in a separate process (:class:`model.runtime.hosted.ProcessIllustrator`, which keeps
    the model loaded there): importing torch and diffusers holds Python's GIL for hundreds of milliseconds
    at a time, which the GUI thread would feel as a frozen window; in the app's own process only the sketch
    engine runs. When the planner gives the model a ``replicas`` plan (every GPU holds it whole), or the
    settings ask for several model processes, the engine is a :class:`model.runtime.replicas.ReplicaPool`: the
    shared model process draws on the first device, one more process per other device.
    """

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._illustrator: Illustrator | None = None

    def get(
        self,
        engine: str,
        model: str | None,
        cancel: CancelToken | None = None,
        *,
        describe: bool = True,
        processes: int = 0,
        pages: int = 2,
        server: str | None = None,
    ) -> Illustrator:
        """The illustrator for ``engine``/``model`` (made, and the old one closed, when they change). For a
        diffusion model, with ``describe``, its description is fetched here (waiting stops when ``cancel`` is
        set, even while the process is still loading). ``processes`` (0: as the planner says for a book of
        ``pages`` pages) is the number of model processes. Engine ``"server"`` draws on the drawing server of
        the connection code ``server`` (:class:`app.serve.client.RemoteIllustrator`), ``model`` naming one of
        its models (None: its first). Raises ModelError, Cancelled."""
        from model.engines import make_illustrator, resolve_engine

        resolved = "server" if engine == "server" else resolve_engine(engine, model)
        key = (resolved, model if resolved in ("diffusion", "server") else None, processes, server)
        illustrator = self._illustrator
        if key != self._key or illustrator is None:
            self.close()
            if resolved == "server":
                illustrator = _server_illustrator(server, model)
            elif resolved == "diffusion" and model:  # resolve_engine gives "diffusion" only with a model
                illustrator = _diffusion_illustrator(model, processes, pages, cancel)
            else:
                illustrator = make_illustrator(resolved, model)
            self._illustrator, self._key = illustrator, key
        if describe:
            illustrator.describe(cancel=cancel)
        return illustrator

    def close(self) -> None:
        """Free the loaded model."""
        if self._illustrator is not None:
            self._illustrator.close()
        self._illustrator, self._key = None, None


def _server_illustrator(code: str | None, model: str | None) -> Illustrator:
    """The drawing server of the connection code ``code``. Raises ModelError (no code, or the server's
    refusal)."""
    from app.serve.client import RemoteIllustrator
    from model.errors import ModelError
    from words import Message

    if not code:
        raise ModelError(Message("serve.client.none_chosen"))
    return RemoteIllustrator(code, model=model)


def _diffusion_illustrator(model: str, processes: int, pages: int, cancel: CancelToken | None) -> Illustrator:
    """The app's shared model process, or a replica pool starting with it (see :class:`IllustratorCache`).
    The devices are asked of the model process (it imports torch; this process must not). Raises ModelError
    (the full app's line, :data:`model.installed.FULL_APP_DIFFUSION`) in the light app, before any process
    starts."""
    from model.errors import ModelError
    from model.installed import require_diffusion
    from model.runtime.hosted import ProcessIllustrator
    from model.runtime.process import shared_engine
    from model.runtime.replicas import ReplicaPool, cpu_threads_each

    require_diffusion()
    try:
        devices = shared_engine().call(
            "model.runtime.replicas:replica_devices",
            model,
            processes=processes or None,
            pages=pages,
            cancel=cancel,
        )
    except ModelError:
        if processes:
            raise  # asked for by the person: say why not
        devices = []  # not a plannable model (a single file, a hub id): one process, as before
    if len(devices) < 2 and not processes:
        return ProcessIllustrator(model)
    threads = cpu_threads_each(len(devices)) if all(d == "cpu" for d in devices) else None
    return ReplicaPool(model, devices, threads=threads, engines=[shared_engine()])
