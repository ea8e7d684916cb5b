"""The threads that draw the queued jobs with the served illustration engines: one worker per model process,
each drawing one job at a time.

A model served with several model processes (``--model-processes N``, or ``--placement auto`` where the planner
makes a ``replicas`` plan: one whole copy per GPU) is a :class:`model.runtime.replicas.ReplicaPool`; worker ``i``
draws with its replica ``i`` (:meth:`~model.runtime.replicas.ReplicaPool.replica`), and every worker takes its
next job from the store the moment it is free (:meth:`app.serve.store.JobStore.claim`, fair between tokens), so
the SQLite queue is the only scheduler. A model in this process (``sketch``, or a diffusers model through
:func:`model.engines.make_illustrator`, loaded on its first job) is drawn by worker 0. When a model process
dies under a job (:class:`model.errors.ProcessDied`: killed, out of memory) the job goes back to the queue for
the next free worker — or is named failed after :data:`app.serve.store.MAX_TRIES` deaths — and that worker's
process is started afresh; the other workers' jobs go on. Progress is kept in memory for the event streams; a
cancel sets the job's :class:`model.api.CancelToken`, which the engines check between steps.
"""

from __future__ import annotations

import io
import json
import logging
import os
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.book.project import PNG_COMPRESS_LEVEL
from app.serve.log import note
from app.serve.store import MAX_TRIES, PICTURE, JobStore
from model.api import CancelToken, IllustrationRequest, Illustrator, Progress
from model.errors import Cancelled, ModelError, PictureError, ProcessDied
from words import Message, message_of

if TYPE_CHECKING:
    from model.runtime.process import EngineProcess
    from model.runtime.replicas import ReplicaPool

SWEEP_S = 3600.0
"""How often an idle worker deletes jobs past the retention, seconds."""
KEPT_STEPS = 64
"""Steps of a running job kept for its event streams (a stream that fell further behind skips the oldest)."""
PREVIEW_SIDE = 256
"""Longest side of a live preview sent in the event stream, px (the engine's latent preview is smaller)."""


@dataclass
class Live:
    """A running job's steps for its event streams: the newest :data:`KEPT_STEPS`, each numbered (``version``
    grows with every step), so a stream that looks every fraction of a second still sends every step."""

    version: int = 0
    steps: deque = field(default_factory=lambda: deque(maxlen=KEPT_STEPS))
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, data: dict[str, Any]) -> None:
        """Keep one step: ``{"step", "total", "message"[, "preview"]}``."""
        with self.lock:
            self.version += 1
            self.steps.append((self.version, data))

    def since(self, seen: int) -> list[tuple[int, dict[str, Any]]]:
        """The steps kept after version ``seen``, oldest first."""
        with self.lock:
            return [(v, d) for v, d in self.steps if v > seen]


def preview_text(image) -> str:
    """A step preview (PIL image) for the event stream: RGB, scaled to :data:`PREVIEW_SIDE` px at most, JPEG
    (quality 80), base64."""
    import base64

    small = image.convert("RGB")
    small.thumbnail((PREVIEW_SIDE, PREVIEW_SIDE))
    buffer = io.BytesIO()
    small.save(buffer, format="JPEG", quality=80)
    return base64.b64encode(buffer.getvalue()).decode()


@dataclass
class Served:
    """A served model: its name (as clients ask for it), engine name, fingerprint and the illustrator;
    ``pool`` is its :class:`model.runtime.replicas.ReplicaPool` when several model processes draw it (the
    illustrator is then the pool), else None (drawn by worker 0)."""

    name: str
    engine: str
    fingerprint: str
    illustrator: Illustrator
    prompt_languages: tuple[str, ...] = ("en",)
    max_references: int = 0
    licence: str = ""
    pool: ReplicaPool | None = None

    def workers(self) -> int:
        """How many workers draw this model: one per model process of its pool, else 1."""
        return len(self.pool.replicas) if self.pool is not None else 1


def serve_models(
    names: list[str],
    placement: str | None = None,
    cache: Path | None = None,
    processes: int | None = None,
) -> dict[str, Served]:
    """The models to serve: ``sketch`` is the offline engine, anything else a diffusers model (folder,
    ``.safetensors`` or hub id). Licences come from the catalogue (:func:`model.catalog.find_model`).
    ``processes`` = N draws each diffusion model with N model processes (one per GPU; N on the CPU), and
    ``placement`` "auto"/"replicas" does where the planner makes a ``replicas`` plan (every GPU holds the whole
    model): :func:`app.build.placement.model_pool`, as a local ``build --model-processes`` — the models share the
    processes. Otherwise ``placement`` ("auto" or a strategy name) places each diffusion model across this
    machine's devices with the build's planner (:func:`app.build.placement.plan_loader`; the plan is logged and
    recorded in every picture's sidecar), ``cache`` holding the device inventory and offloaded weights. Raises
    ModelError for a model that cannot be found or placed."""
    from app.build.placement import model_pool
    from model.engines import make_illustrator

    if processes is not None and processes < 1:
        raise ModelError(Message("serve.model_processes", count=processes))
    served: dict[str, Served] = {}
    engines: list[tuple[str, EngineProcess]] = []  # (device, process) of the first pool, shared by later ones
    for name in names or ["sketch"]:
        loader, pool = None, None
        if name == "sketch" and processes is not None:
            note(Message("serve.log.in_process", model=name))
        if name != "sketch" and (processes is not None or placement in ("auto", "replicas")):
            pool, _ = model_pool(name, placement, processes)
        if pool is not None:
            pool = _share_processes(pool, engines)
            note(
                Message("serve.log.replicas", model=name, count=len(pool.devices), devices=list(pool.devices))
            )
        elif placement and name != "sketch":
            from app.build.placement import plan_loader

            loader, plan = plan_loader(name, placement, cache or Path("cache"))
            why = plan.explanation.splitlines()[0]
            note(Message("serve.log.placed", model=name, strategy=plan.strategy, why=why))
        illustrator = pool or make_illustrator(
            "sketch" if name == "sketch" else "diffusion", None if name == "sketch" else name, loader=loader
        )
        note(Message("serve.log.loading", model=name))
        served[name] = Served(
            name=name,
            engine=illustrator.name,
            fingerprint=illustrator.fingerprint(),
            illustrator=illustrator,
            prompt_languages=tuple(illustrator.prompt_languages),
            max_references=illustrator.max_references,
            licence=_licence(name),
            pool=pool,
        )
    return served


def _licence(name: str) -> str:
    """The served model's licence, as the catalogue (:func:`model.catalog.find_model`) names it."""
    from model.catalog import find_model

    if name == "sketch":
        return "no model (OpenCV filters, Apache-2.0)"
    entry = find_model(name)
    return entry.licence if entry else "not in the catalogue: see the model's own licence"


def _share_processes(pool, engines: list):
    """``pool`` again over the model processes an earlier served model started (``engines``; the first pool's
    are kept there), so that each GPU holds one process, whatever the number of models."""
    from model.runtime.replicas import ReplicaPool

    if not engines:
        engines.extend(zip(pool.devices, pool.engines, strict=True))
        return pool
    devices = [device for device, _ in engines]
    if list(pool.devices) != devices[: len(pool.devices)]:
        return pool  # other devices: its own processes
    shared = [engine for _, engine in engines[: len(pool.devices)]]
    pool.close()  # nothing started yet: its processes start on their first call
    return ReplicaPool(pool.model, pool.devices, threads=pool.threads, engines=shared)


def close_models(models: dict[str, Served]) -> None:
    """Free every served model and stop the model processes (the server is stopping)."""
    for served in models.values():
        served.illustrator.close()
    for served in models.values():  # the processes shared by later pools belong to the first
        for engine in served.pool.engines if served.pool is not None else ():
            engine.close()


class Bell:
    """Wakes idle workers: :meth:`set` rings every worker's own event (a worker clears its own before it looks
    at the queue, so a job queued while it looked is never missed)."""

    def __init__(self) -> None:
        self._events: list[threading.Event] = []
        self._lock = threading.Lock()

    def add(self) -> threading.Event:
        """A new worker's event (set: look at the queue)."""
        event = threading.Event()
        event.set()
        with self._lock:
            self._events.append(event)
        return event

    def set(self) -> None:
        """Ring: every worker looks at the queue."""
        with self._lock:
            for event in self._events:
                event.set()


@dataclass
class Worker:
    """Draws the store's jobs on daemon threads (:meth:`start`): one per model process of the served models'
    pools (at least one), each drawing one job at a time; ``retention_s`` bounds how long any job is kept
    (:meth:`JobStore.expire`)."""

    store: JobStore
    models: dict[str, Served]
    retention_s: float = 24 * 3600.0
    live: dict[str, Live] = field(default_factory=dict)
    cancels: dict[str, CancelToken] = field(default_factory=dict)
    wake: Bell = field(default_factory=Bell)
    stopping: threading.Event = field(default_factory=threading.Event)
    last_served: dict[str, float] = field(default_factory=dict)
    pids: dict[int, set[int]] = field(default_factory=dict)
    """Worker → every process that has drawn for it (its model processes, each restart's too)."""
    threads: list[threading.Thread] = field(default_factory=list)
    """The drawing threads :meth:`start` started."""

    @property
    def count(self) -> int:
        """How many workers draw: the most model processes any served model has, at least 1."""
        return max([s.workers() for s in self.models.values()] + [1])

    def start(self) -> list[threading.Thread]:
        """Start the drawing threads, one per worker (daemons: the server's stop ends them; their jobs are
        queued again on the next start)."""
        threads = [
            threading.Thread(target=self._loop, args=(n,), name=f"memorybook-serve-worker-{n}", daemon=True)
            for n in range(self.count)
        ]
        for thread in threads:
            thread.start()
        self.threads = threads
        return threads

    def problem(self) -> Message | None:
        """Why this worker cannot draw (not started, stopping, a drawing thread ended), else None. A
        model process that died is no problem: the next job starts it afresh (:meth:`ready`)."""
        if not self.threads:
            return Message("serve.not_started")
        if self.stopping.is_set():
            return Message("serve.stopping")
        ended = [n for n, thread in enumerate(self.threads) if not thread.is_alive()]
        if ended:
            return Message("serve.worker_stopped", worker=ended[0] + 1, count=len(self.threads))
        return None

    def cancel(self, job_id: str) -> None:
        """Cancel a queued or running job."""
        if not self.store.cancel_queued(job_id) and job_id in self.cancels:
            self.cancels[job_id].cancel()

    def ready(self, n: int) -> tuple[dict[str, Illustrator], dict[str, int]]:
        """Worker ``n``'s illustrators by model name — replica ``n`` of each pool with that many processes,
        and (worker 0) the models drawn in this process — and, by model name, the id of the process that draws
        it (its model process, started here if needed; this server's own for in-process models). Raises
        ModelError."""
        illustrators: dict[str, Illustrator] = {}
        pids: dict[str, int] = {}
        for name, served in self.models.items():
            if served.pool is not None and n < served.workers():
                illustrators[name], pids[name] = served.pool.replica(n)
            elif served.pool is None and n == 0:
                illustrators[name], pids[name] = served.illustrator, os.getpid()
        return illustrators, pids

    def _loop(self, n: int) -> None:
        bell, swept = self.wake.add(), time.monotonic()
        while not self.stopping.is_set():
            if n == 0 and time.monotonic() - swept > SWEEP_S:
                swept = time.monotonic()
                self.store.expire(self.retention_s)
                for job_id in [j for j in self.live if self.store.get(j) is None]:  # steps of jobs now gone
                    self.live.pop(job_id, None)
            bell.clear()
            try:
                illustrators, pids = self.ready(n)
                self._say_ready(n, pids)
                job = self.store.claim(self.last_served, set(illustrators), n, pids)
            except (
                Exception
            ) as err:  # a disk, database or process fault: said, and tried again on the next wake
                note(Message("serve.log.internal", job="-", kind=type(err).__name__), logging.ERROR)
                job = None
            if job is None:
                bell.wait(timeout=60)
                continue
            self._run(job, illustrators.get(job.model))

    def _say_ready(self, n: int, pids: dict[str, int]) -> None:
        """Log each process that now draws for worker ``n`` — at the start, and after it was started afresh."""
        for pid in dict.fromkeys(pids.values()):
            if pid not in self.pids.setdefault(n, set()):
                self.pids[n].add(pid)
                models = [name for name, p in pids.items() if p == pid]
                note(Message("serve.log.worker_ready", worker=n, pid=pid, models=models))

    def _run(self, job, illustrator) -> None:
        live = self.live.setdefault(job.id, Live())
        cancel = self.cancels.setdefault(job.id, CancelToken())

        def progress(p: Progress) -> None:
            # "message": English text (older clients show it); "said": the Message, said in the client's language
            data: dict[str, Any] = {"step": p.step, "total": p.total, "message": str(p.message)[:200]}
            if isinstance(p.message, Message):
                data["said"] = p.message.to_json()
            if p.preview is not None:
                data["preview"] = preview_text(p.preview)
            live.add(data)

        started = time.perf_counter()
        said = {"job": job.id, "token": job.token}
        try:
            if illustrator is None:
                raise ModelError(Message("serve.model_gone", model=job.model))
            note(Message("serve.log.drawing", **said, model=job.model, worker=job.worker, pid=job.pid))
            request = IllustrationRequest.from_dict(job.request)
            picture = illustrator.illustrate(request, on_progress=progress, cancel=cancel)
            self._keep(job.id, picture.image, picture.info)
        except Cancelled:
            self.store.finish(job.id, "cancelled")
            note(Message("serve.log.cancelled", **said))
        except ProcessDied:  # before PictureError/ModelError: the job is not at fault, its process is
            self._lost(job)
            self.wake.set()  # a free worker takes it again
        except PictureError as err:  # the client notes the page and goes on, as a local build does
            self.store.finish(job.id, "failed", error=_reason(err), info={"picture_problem": err.code})
            note(Message("serve.log.failed", **said, reason=err.code))
        except ModelError as err:
            self.store.finish(job.id, "failed", error=_reason(err))
            note(Message("serve.log.failed", **said, reason=type(err).__name__))
        except Exception as err:  # never the request in the log; the client hears one line
            note(Message("serve.log.internal", job=job.id, kind=type(err).__name__), logging.ERROR)
            self.store.finish(job.id, "failed", error=Message("serve.internal"))
        else:
            note(Message("serve.log.done", **said, seconds=round(time.perf_counter() - started, 1)))
        finally:
            self.cancels.pop(job.id, None)

    def _lost(self, job) -> None:
        """Say that the model process drawing ``job`` stopped: the job queued again, failed, or already gone."""
        state = self.store.lost(job.id)
        said = {"job": job.id, "token": job.token, "worker": job.worker, "pid": job.pid}
        if state == "queued":
            note(Message("serve.log.lost_queued", **said), logging.WARNING)
        elif state == "failed":
            note(Message("serve.log.lost_failed", **said, most=MAX_TRIES), logging.WARNING)
        else:
            note(Message("serve.log.lost_gone", **said), logging.WARNING)

    def _keep(self, job_id: str, image, info: dict[str, Any]) -> None:
        """Write the picture (PNG, lossless) atomically into the job's folder, then mark the job done."""
        folder = self.store.folder(job_id)
        buffer = io.BytesIO()
        image.convert("RGB").save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
        try:
            temp = folder / (PICTURE + ".part")
            with open(temp, "wb") as handle:
                handle.write(buffer.getvalue())
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, folder / PICTURE)
        except FileNotFoundError:  # the job was deleted while it was drawn
            return
        self.store.finish(job_id, "done", info=json.loads(json.dumps(info, default=str)))


def _reason(err: Exception) -> Message | str:
    """Why a job failed, for its owner: the error's message, or its first line (at most 500 characters)."""
    said = message_of(err)
    return said if isinstance(said, Message) else said.splitlines()[0][:500] if said else type(err).__name__
