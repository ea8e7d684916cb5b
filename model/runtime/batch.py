"""One queue of requests drawn by several workers at once: the one implementation of ``illustrate_many`` for
illustrators that draw on more than one thing (model processes: :class:`model.runtime.replicas.ReplicaPool`;
drawing servers: :class:`app.serve.spread.ServerPool`).

Each worker (a thread) takes the next request as soon as it has finished its last one, so a fast worker takes
more than a slow one; every picture is handed to the caller the moment it arrives, and the callbacks are called
one at a time (under one lock). Nothing here imports torch.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from model.api import BatchDone, BatchFailed, BatchProgress, Illustration, Progress, ProgressCallback
from model.cancel import CancelToken
from model.errors import Cancelled, PictureError

Item = TypeVar("Item")

Draw = Callable[[int, Item, ProgressCallback | None, CancelToken], tuple[Illustration, int]]
"""``draw(worker, item, on_progress, stop) -> (illustration, drawn_by)``: worker ``worker`` draws one item;
``drawn_by`` is what the caller is told drew it (a replica's or a server's index). ``stop`` is set when the
caller cancels or another worker failed."""


def draw_from_queue(
    workers: int,
    draw: Draw[Item],
    items: Sequence[Item],
    on_done: BatchDone,
    on_progress: BatchProgress | None = None,
    cancel: CancelToken | None = None,
    on_failed: BatchFailed | None = None,
    *,
    prepare: Callable[[int], None] | None = None,
    name: str = "memorybook-worker",
) -> list[int]:
    """Draw ``items`` with ``workers`` threads from one queue (:meth:`model.api.BatchIllustrator.illustrate_many`'s
    contract): ``prepare(worker)`` first in each thread, then ``draw`` until the queue is empty.

    A picture that fails its checks goes to ``on_failed`` and the worker takes the next item (raised without
    ``on_failed``). When one worker fails otherwise, the others stop after the item they are drawing and the first
    error is raised; when ``cancel`` is set every worker is stopped and Cancelled is raised. Returns the
    ``drawn_by`` of each item (-1: failed)."""
    shared = _SharedQueue(draw, items, on_done, on_progress, on_failed, prepare)
    threads = [
        threading.Thread(target=shared.work, args=(w,), name=f"{name}-{w}", daemon=True)
        for w in range(min(workers, len(items)))
    ]
    watcher = threading.Thread(target=shared.watch, args=(cancel,), name=f"{name}-cancel", daemon=True)
    watcher.start()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    shared.stop.cancel()
    watcher.join()
    return shared.outcome(cancel)


class _SharedQueue(Generic[Item]):
    """One :func:`draw_from_queue` call: the items' queue, the callbacks (one at a time, under one lock), what
    drew each item, and the errors; ``stop`` is set on the first error or cancel."""

    def __init__(
        self,
        draw: Draw[Item],
        items: Sequence[Item],
        on_done: BatchDone,
        on_progress: BatchProgress | None,
        on_failed: BatchFailed | None,
        prepare: Callable[[int], None] | None,
    ) -> None:
        self.draw, self.items, self.prepare = draw, items, prepare
        self.on_done, self.on_progress, self.on_failed = on_done, on_progress, on_failed
        self.todo: queue.SimpleQueue[int] = queue.SimpleQueue()
        for i in range(len(items)):
            self.todo.put(i)
        self.stop = CancelToken()
        self.lock = threading.Lock()
        self.drawn_by = [-1] * len(items)
        self.errors: list[BaseException] = []

    def watch(self, cancel: CancelToken | None) -> None:
        """Relay the caller's cancel to the workers' own token (until everything stopped)."""
        while not self.stop.cancelled:
            if cancel is not None and cancel.cancelled:
                self.stop.cancel()
                return
            time.sleep(0.02)

    def work(self, worker: int) -> None:
        """Worker ``worker`` takes items until the queue is empty or ``stop`` is set; its error is kept."""
        try:
            if self.prepare is not None:
                self.prepare(worker)
            while not self.stop.cancelled:
                try:
                    i = self.todo.get_nowait()
                except queue.Empty:
                    return
                self._draw(worker, i)
        except BaseException as err:  # noqa: BLE001 - re-raised in the caller's thread
            with self.lock:
                self.errors.append(err)
            self.stop.cancel()

    def _draw(self, worker: int, i: int) -> None:
        forward: ProgressCallback | None = None
        on_progress = self.on_progress
        if on_progress is not None:

            def forward(p: Progress, i: int = i) -> None:
                with self.lock:
                    on_progress(i, p)

        try:
            illustration, drawn_by = self.draw(worker, self.items[i], forward, self.stop)
        except PictureError as err:
            if self.on_failed is None:
                raise
            with self.lock:
                self.on_failed(i, err)
            return
        with self.lock:
            self.drawn_by[i] = drawn_by
            self.on_done(i, illustration)

    def outcome(self, cancel: CancelToken | None) -> list[int]:
        """``drawn_by``; raises the first real error, else Cancelled when anything was cancelled."""
        real = [e for e in self.errors if not isinstance(e, Cancelled)]
        if real:
            raise real[0]
        if self.errors or (cancel is not None and cancel.cancelled):
            raise Cancelled()
        return self.drawn_by
