"""Replicas in one process tree: several model processes, one per device, the pages handed out as a queue.

A ``replicas`` placement plan (:mod:`model.placement`) names one device per whole copy of the pipeline
(``plan.replicas``: ``cuda:0``, ``cuda:1``…). :class:`ReplicaPool` starts one :class:`model.runtime.process.EngineProcess`
per device, each hosting the diffusion engine on its device (:class:`model.runtime.hosted.ProcessIllustrator`), and
:meth:`ReplicaPool.illustrate_many` feeds them from one queue: each process takes the next page as soon as it
has finished its last one, so a fast GPU takes more pages than a slow one, and every picture is handed to the
caller (who stores it) the moment it arrives. Nothing here imports torch: the parent of the model processes
may be the desktop app.

Exactness: a picture depends on the placement arithmetic (the device and its kernels) and on the number of CPU
threads torch uses for it, never on which process draws it. Processes on the same kind of device with the
same thread count give bit-identical pictures (tests/test_replicas.py); :data:`THREADS_TOLERANCE` is the
largest difference measured between thread counts (docs/PLACEMENT.md, "Exactness").
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from model.api import (
    BatchDone,
    BatchFailed,
    BatchProgress,
    CancelToken,
    Illustration,
    IllustrationRequest,
    IllustratorBase,
    ProgressCallback,
)
from model.errors import ModelError
from model.runtime.batch import draw_from_queue
from model.runtime.hosted import ProcessIllustrator, SourceInfo
from model.runtime.process import EngineProcess
from words import Message

THREADS_TOLERANCE = 2
"""Largest per-channel difference (in 8-bit levels, of 255) measured between pictures drawn with 1 and with 2
CPU threads (tiny SD model on this project's 2-core machine: 1; the issue's measurement with the sample book:
2). At equal thread counts and the same placement the difference is 0."""


def cpu_threads_each(processes: int) -> int:
    """CPU threads for each of ``processes`` CPU model processes sharing this machine: the cores divided
    evenly, at least 1 (``os.sched_getaffinity`` where there is one, else ``os.cpu_count``)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        cores = os.cpu_count() or 1
    return max(1, cores // max(1, processes))


class ReplicaPool(IllustratorBase):
    """One model process per device, drawing pages from one queue; implements :class:`model.api.Illustrator`.

    Args:
        model: a diffusers folder, a ``.safetensors`` file or a cached hub id (as for
            :class:`model.runtime.hosted.ProcessIllustrator`).
        devices: one device name per replica (``plan.replicas``, e.g. ``["cuda:0", "cuda:1"]``; ``"cpu"``
            may repeat: several CPU processes).
        threads: torch's CPU threads in each process (None: unchanged, torch's default or ``OMP_NUM_THREADS``).
            Pictures are bit-identical to any other process's only at equal thread counts.
        engines: processes to use for the first replicas (the desktop app passes its shared model process,
            so the engine it already warmed is used); the others are started here. Processes started here
            are stopped by :meth:`close`; those passed in are only asked to unload the model.
        allow_pickle: as for :class:`~model.engines.diffusion.DiffusionIllustrator`.

    Raises ModelError for no device, or more engines than devices.
    """

    name = "diffusion"

    def __init__(
        self,
        model: str,
        devices: Sequence[str],
        *,
        threads: int | None = None,
        engines: Sequence[EngineProcess] = (),
        allow_pickle: bool = False,
    ) -> None:
        if not devices:
            raise ModelError(Message("model.replicas.no_device"))
        if len(engines) > len(devices):
            raise ModelError(
                Message("model.replicas.too_many_engines", devices=len(devices), engines=len(engines))
            )
        self._model = model
        self.devices = tuple(devices)
        self.threads = threads
        self._owned = [EngineProcess(f"memorybook-replica-{i}") for i in range(len(engines), len(devices))]
        self.engines = [*engines, *self._owned]
        self.replicas = [
            ProcessIllustrator(model, engine=engine, device=device, allow_pickle=allow_pickle)
            for engine, device in zip(self.engines, self.devices, strict=True)
        ]
        self._threads_in: dict[int, int | None] = {}  # replica → the process id its threads were set in

    # -- what the model is (asked of the first replica) ------------------------------------------------------
    def describe(self, cancel: CancelToken | None = None) -> dict[str, Any]:
        """As :meth:`model.runtime.hosted.ProcessIllustrator.describe` (the first replica)."""
        return self.replicas[0].describe(cancel)

    @property
    def source(self) -> SourceInfo:
        """The model's name, kind and architecture."""
        return self.replicas[0].source

    @property
    def model(self) -> str:
        """The model as it was given."""
        return self._model

    @property
    def model_name(self) -> str | None:
        """The model's name (its source's)."""
        return self.source.name

    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """The languages the model's text encoder understands."""
        return self.replicas[0].prompt_languages

    @property
    def max_references(self) -> int:
        """How many reference images the model takes (0: none), as each replica's."""
        return self.replicas[0].max_references

    def fingerprint(self) -> str:
        """The model's fingerprint (the same in every replica: the same weights)."""
        return self.replicas[0].fingerprint()

    def warm(self) -> None:
        """Start every process and import the engine there, without loading weights."""
        for replica in self.replicas:
            replica.warm()

    # -- drawing ---------------------------------------------------------------------------------------------
    def _prepare(self, index: int) -> None:
        """Set torch's threads in replica ``index``'s process — again after that process was started afresh
        (it died: the new one has torch's default, and its pictures would differ by a level or two)."""
        engine = self.engines[index]
        if self.threads is not None and (engine.pid is None or self._threads_in.get(index) != engine.pid):
            engine.call("torch:set_num_threads", self.threads)
            self._threads_in[index] = engine.pid

    def replica(self, index: int) -> tuple[ProcessIllustrator, int]:
        """Replica ``index`` (0 ≤ index < ``len(devices)``) ready to draw — its process started, its threads set —
        and that process's id, for a caller that hands out work itself (the drawing server's workers,
        :mod:`app.serve.worker`: one job at a time each). Call it before each piece of work: a process that died
        (:class:`model.errors.ProcessDied`) is started afresh here. Raises ModelError, IndexError."""
        engine = self.engines[index]
        engine.start()
        self._prepare(index)
        return self.replicas[index], engine.pid or 0

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """Draw one picture in the first replica (one page needs no queue)."""
        self._prepare(0)
        return self.replicas[0].illustrate(request, on_progress, cancel)

    def illustrate_many(
        self,
        requests: Sequence[IllustrationRequest],
        on_done: BatchDone,
        on_progress: BatchProgress | None = None,
        cancel: CancelToken | None = None,
        on_failed: BatchFailed | None = None,
    ) -> list[int]:
        """Draw ``requests`` on every replica, each taking the next request from one queue.

        ``on_done(i, illustration)`` is called once per finished picture, as it arrives, one call at a time
        (under a lock, from the thread that waits for that replica): store the picture there.
        ``on_progress(i, progress)`` forwards the engine's steps (also one at a time).
        A picture that fails its checks (:class:`model.errors.PictureError`: NaN, black, flagged — nothing to
        store) goes to ``on_failed(i, error)`` (one call at a time, like ``on_done``) and the replica takes
        the next request: one bad page does not stop the book; without ``on_failed`` it is raised like any
        other error. Returns the replica index that drew each request (-1 for a failed picture). When one
        replica fails otherwise, the others stop after the page they are drawing and the first error is
        raised (ModelError, OSError…); when ``cancel`` is set
        every replica is cancelled and Cancelled is raised. Pictures finished before are kept (``on_done``
        was called for them).
        """
        return self._draw_on(self.replicas, requests, on_done, on_progress, cancel, on_failed)

    def _draw_on(
        self,
        replicas: Sequence[Any],
        items: Sequence[Any],
        on_done: BatchDone,
        on_progress: BatchProgress | None,
        cancel: CancelToken | None,
        on_failed: BatchFailed | None,
    ) -> list[int]:
        """``items`` drawn by ``replicas`` (one per process, in order: each has ``illustrate(item, on_progress,
        cancel)``) from one queue (:func:`model.runtime.batch.draw_from_queue`), each process prepared first."""

        def draw(
            r: int, item: Any, forward: ProgressCallback | None, stop: CancelToken
        ) -> tuple[Illustration, int]:
            return replicas[r].illustrate(item, forward, stop), r

        return draw_from_queue(
            len(replicas),
            draw,
            items,
            on_done,
            on_progress,
            cancel,
            on_failed,
            prepare=self._prepare,
            name="memorybook-replica",
        )

    def close(self) -> None:
        """Free the model in every replica; stop the processes this pool started."""
        for replica in self.replicas:
            replica.close()
        for engine in self._owned:
            engine.close()


def replica_devices(
    model: str,
    *,
    processes: int | None = None,
    placement: str = "auto",
    width: int | None = None,
    height: int | None = None,
    pages: int = 2,
) -> list[str]:
    """The devices to start one model process on each, for ``model`` on this machine (imports torch).

    - ``processes`` = N: N processes — one per GPU of the planner's ``replicas`` plan (the first N), or N CPU
      processes on a machine without an accelerator (threads divided between them: :func:`cpu_threads_each`).
    - otherwise, ``placement`` "auto" or "replicas": the devices of the planner's plan when it is ``replicas``
      (it needs 2+ accelerators that each hold the whole pipeline, and a book of 2+ pages); else ``[]`` (one
      process, placed as the plan says).

    ``model`` is a catalogue id or a local diffusers folder (see :func:`model.placement.plan_for`).
    Raises ModelError: more processes than GPUs that hold the model, or ``placement="replicas"`` where the
    planner cannot make a replicas plan (the planner's reason).
    """
    from model.devices import inventory
    from model.placement import Strategy, plan_for

    here = inventory()
    if processes is not None and processes < 1:
        raise ModelError(Message("model.replicas.bad_count", processes=processes))
    if processes and not here.accelerators:
        return ["cpu"] * processes
    forced = "replicas" if processes or placement == "replicas" else None
    plan = plan_for(
        model, here, width=width, height=height, pages=max(2, pages), placement=forced, parallel=False
    )
    if plan.strategy != Strategy.REPLICAS:
        return []
    if processes and processes > len(plan.replicas):
        raise ModelError(
            Message(
                "model.replicas.too_many",
                processes=processes,
                gpus=len(plan.replicas),
                devices=list(plan.replicas),
            )
        )
    return list(plan.replicas[:processes] if processes else plan.replicas)
