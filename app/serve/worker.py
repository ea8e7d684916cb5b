"""The thread that draws the queued jobs, one at a time, with the served illustration engines.

One worker drives one illustrator per served model (``sketch``, or a diffusers model through
:func:`model.engines.make_illustrator`, loaded on its first job); jobs are taken from the store fairly between
tokens (:meth:`app.serve.store.JobStore.claim`). Progress is kept in memory for the event streams; a cancel
sets the job's :class:`model.api.CancelToken`, which the engines check between steps.
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
from typing import Any

from app.book.project import PNG_COMPRESS_LEVEL
from app.serve.store import PICTURE, JobStore
from app.serve.words import say
from model.api import CancelToken, IllustrationRequest, Progress
from model.errors import Cancelled, ModelError, PictureError

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
    """A served model: its name (as clients ask for it), engine name, fingerprint and the illustrator."""

    name: str
    engine: str
    fingerprint: str
    illustrator: Any
    prompt_languages: tuple[str, ...] = ("en",)
    max_references: int = 0
    licence: str = ""


def serve_models(
    names: list[str], placement: str | None = None, cache: Path | None = None
) -> dict[str, Served]:
    """The models to serve: ``sketch`` is the offline engine, anything else a diffusers model (folder,
    ``.safetensors`` or hub id). Licences come from the catalogue (:func:`model.catalog.find_model`).
    ``placement`` ("auto" or a strategy name) places each diffusion model across this machine's devices with the
    build's planner (:func:`app.build.placement.plan_loader`; the plan is logged and recorded in every picture's
    sidecar), ``cache`` holding the device inventory and offloaded weights. Raises ModelError for a model that
    cannot be found or placed."""
    from model.catalog import find_model
    from model.engines import make_illustrator

    served = {}
    for name in names or ["sketch"]:
        loader = None
        if placement and name != "sketch":
            from app.build.placement import plan_loader

            loader, plan = plan_loader(name, placement, cache or Path("cache"))
            say("placed", model=name, strategy=plan.strategy, why=plan.explanation.splitlines()[0])
        illustrator = make_illustrator(
            "sketch" if name == "sketch" else "diffusion", None if name == "sketch" else name, loader=loader
        )
        say("loading", model=name)
        entry = find_model(name) if name != "sketch" else None
        if name == "sketch":
            licence = "no model (OpenCV filters, Apache-2.0)"
        else:
            licence = entry.licence if entry else "not in the catalogue: see the model's own licence"
        served[name] = Served(
            name=name,
            engine=illustrator.name,
            fingerprint=illustrator.fingerprint(),
            illustrator=illustrator,
            prompt_languages=tuple(getattr(illustrator, "prompt_languages", ("en",))),
            max_references=int(getattr(illustrator, "max_references", 0) or 0),
            licence=licence,
        )
    return served


@dataclass
class Worker:
    """Draws the store's jobs on a daemon thread (:meth:`start`); ``retention_s`` bounds how long any job is
    kept (:meth:`JobStore.expire`)."""

    store: JobStore
    models: dict[str, Served]
    retention_s: float = 24 * 3600.0
    live: dict[str, Live] = field(default_factory=dict)
    cancels: dict[str, CancelToken] = field(default_factory=dict)
    wake: threading.Event = field(default_factory=threading.Event)
    stopping: threading.Event = field(default_factory=threading.Event)
    last_served: dict[str, float] = field(default_factory=dict)

    def start(self) -> threading.Thread:
        """Start the drawing thread (a daemon: the server's stop ends it; its job is queued again on start)."""
        thread = threading.Thread(target=self._loop, name="memorybook-serve-worker", daemon=True)
        thread.start()
        return thread

    def cancel(self, job_id: str) -> None:
        """Cancel a queued or running job."""
        if not self.store.cancel_queued(job_id) and job_id in self.cancels:
            self.cancels[job_id].cancel()

    def _loop(self) -> None:
        swept = time.monotonic()
        while not self.stopping.is_set():
            if time.monotonic() - swept > SWEEP_S:
                swept = time.monotonic()
                self.store.expire(self.retention_s)
                for job_id in [j for j in self.live if self.store.get(j) is None]:  # steps of jobs now gone
                    self.live.pop(job_id, None)
            try:
                job = self.store.claim(self.last_served)
            except Exception as err:  # a disk or database fault: said, and tried again on the next wake
                say("internal", logging.ERROR, job="-", kind=type(err).__name__)
                job = None
            if job is None:
                self.wake.wait(timeout=60)
                self.wake.clear()
                continue
            self._run(job)

    def _run(self, job) -> None:
        live = self.live.setdefault(job.id, Live())
        cancel = self.cancels.setdefault(job.id, CancelToken())
        served = self.models.get(job.model)

        def progress(p: Progress) -> None:
            data: dict[str, Any] = {"step": p.step, "total": p.total, "message": p.message[:200]}
            if p.preview is not None:
                data["preview"] = preview_text(p.preview)
            live.add(data)

        started = time.perf_counter()
        try:
            if served is None:
                raise ModelError(f"this server no longer serves the model {job.model}; draw the page again")
            say("drawing", job=job.id, token=job.token, model=job.model)
            request = IllustrationRequest.from_dict(job.request)
            picture = served.illustrator.illustrate(request, on_progress=progress, cancel=cancel)
            self._keep(job.id, picture.image, picture.info)
        except Cancelled:
            self.store.finish(job.id, "cancelled")
            say("cancelled", job=job.id, token=job.token)
        except PictureError as err:  # the client notes the page and goes on, as a local build does
            info = {"picture_problem": err.code}
            self.store.finish(job.id, "failed", error=str(err).splitlines()[0][:500], info=info)
            say("failed", job=job.id, token=job.token, reason=err.code)
        except ModelError as err:
            self.store.finish(job.id, "failed", error=str(err).splitlines()[0][:500])
            say("failed", job=job.id, token=job.token, reason=type(err).__name__)
        except Exception as err:  # never the request in the log; the client hears one line
            say("internal", logging.ERROR, job=job.id, kind=type(err).__name__)
            self.store.finish(
                job.id, "failed", error="internal error on the drawing server; the operator's log names it"
            )
        else:
            say("done", job=job.id, token=job.token, seconds=time.perf_counter() - started)
        finally:
            self.cancels.pop(job.id, None)

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
