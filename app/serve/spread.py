"""One book over several drawing servers: :class:`ServerPool` sends each page to the server whose queue is
shortest when the page is sent.

The pool is an illustrator with ``illustrate_many`` (the protocol of :class:`model.runtime.replicas.ReplicaPool`),
so :func:`app.build.illustrate_pages` hands it every page still to draw and stores each picture as it arrives.
It keeps at most :data:`IN_FLIGHT_PER_SERVER` pages per server out at once (far below a server's queue limit
per token, and pages not yet sent can still go to whichever server frees first); each next page goes to the
server with the fewest jobs queued or running — every volunteer's, as its ``/health`` says — then to the one
with fewer of this book's pages sent there and not yet back. All servers must serve the same model
(the same fingerprint), so the picture of a page, and its cache key, do not depend on which server drew it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait

from app.serve.client import RemoteIllustrator
from model.api import CancelToken, Illustration, IllustrationRequest, Progress, ProgressCallback
from model.errors import Cancelled, ModelError, PictureError
from words import Message

IN_FLIGHT_PER_SERVER = 2
"""Pages out at once, per server given: with one drawn and the next waiting, no server idles between pages."""


class ServerPool:
    """Draws on every server of ``remotes`` (at least one). Raises ModelError when they serve different models
    (fingerprints); ``name``, ``model``, ``fingerprint()``, ``prompt_languages``, ``max_references`` and
    ``source`` are the first server's. ``drawn_by`` counts the pages each server drew (by address)."""

    def __init__(self, remotes: Sequence[RemoteIllustrator]) -> None:
        if not remotes:
            raise ModelError(Message("serve.no_servers"))
        first = remotes[0]
        for other in remotes[1:]:
            if other.fingerprint() != first.fingerprint():
                raise ModelError(
                    Message(
                        "serve.different_models",
                        first=first.address,
                        second=other.address,
                        one=first.model,
                        other=other.model,
                    )
                )
        self.remotes = list(remotes)
        self.name, self.model, self.source = first.name, first.model, first.source
        self.prompt_languages, self.max_references = first.prompt_languages, first.max_references
        self.address = ", ".join(r.address for r in self.remotes)
        self.drawn_by: dict[str, int] = {r.address: 0 for r in self.remotes}
        self._sent = {r.address: 0 for r in self.remotes}
        self._lock = threading.Lock()

    def fingerprint(self) -> str:
        """The served model's fingerprint (the same on every server)."""
        return self.remotes[0].fingerprint()

    def close(self) -> None:
        """Close every server's connection."""
        for remote in self.remotes:
            remote.close()

    def shortest(self) -> RemoteIllustrator:
        """The server with the fewest jobs queued or running (``/health``), then the fewest of this book's
        pages sent there and not back, then the first given. Raises ModelError."""
        lengths = [(r.queue_length(), self._sent[r.address], n) for n, r in enumerate(self.remotes)]
        return self.remotes[min(lengths)[2]]

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """One picture, on the server with the shortest queue (see :meth:`RemoteIllustrator.illustrate`)."""
        remote = self.shortest()
        picture = remote.illustrate(request, on_progress, cancel)
        self.drawn_by[remote.address] += 1
        return picture

    def illustrate_many(
        self,
        requests: Sequence[IllustrationRequest],
        on_done: Callable[[int, Illustration], None],
        on_progress: Callable[[int, Progress], None] | None = None,
        cancel: CancelToken | None = None,
        on_failed: Callable[[int, PictureError], None] | None = None,
    ) -> list[int]:
        """Draw ``requests`` over the servers, each sent when a place is free to the shortest queue;
        ``on_done(i, picture)`` as each arrives (one call at a time), ``on_failed(i, error)`` for a picture that
        failed its checks. Returns the index of the server that drew each request (-1: failed). On another
        error the pages still out are cancelled and it is raised (pictures that arrived were stored); when
        ``cancel`` is set, every page still out is cancelled on its server and Cancelled is raised."""
        todo = list(range(len(requests)))
        drawn_by = [-1] * len(requests)
        stop = CancelToken()
        out: dict[Future, tuple[int, RemoteIllustrator]] = {}
        places = IN_FLIGHT_PER_SERVER * len(self.remotes)
        with ThreadPoolExecutor(max_workers=places, thread_name_prefix="memorybook-servers") as threads:
            try:
                while todo or out:
                    while todo and len(out) < places and not _stopped(cancel):
                        i = todo.pop(0)
                        remote = self._send(requests[i])
                        sent = remote.submit(requests[i], _relay(on_progress, i))
                        future = threads.submit(remote.collect, sent, _relay(on_progress, i), stop)
                        out[future] = (i, remote)
                    if _stopped(cancel):
                        raise Cancelled()
                    finished, _ = wait(out, timeout=0.2, return_when=FIRST_COMPLETED)
                    for future in finished:
                        i, remote = out.pop(future)
                        self._landed(future, i, remote, drawn_by, on_done, on_failed)
            except BaseException:
                stop.cancel()  # every collect still out cancels its job on its server and ends
                raise
        return drawn_by

    def _send(self, request: IllustrationRequest) -> RemoteIllustrator:
        remote = self.shortest()
        with self._lock:
            self._sent[remote.address] += 1
        return remote

    def _landed(
        self, future: Future, i: int, remote: RemoteIllustrator, drawn_by, on_done, on_failed
    ) -> None:
        """Hand on one finished page: stored, noted as failed, or raised."""
        with self._lock:
            self._sent[remote.address] -= 1
        try:
            picture = future.result()
        except PictureError as err:
            if on_failed is None:
                raise
            on_failed(i, err)
            return
        drawn_by[i] = self.remotes.index(remote)
        self.drawn_by[remote.address] += 1
        on_done(i, picture)


def _stopped(cancel: CancelToken | None) -> bool:
    return cancel is not None and cancel.cancelled


_PROGRESS_LOCK = threading.Lock()


def _relay(on_progress: Callable[[int, Progress], None] | None, i: int) -> ProgressCallback | None:
    """``on_progress(i, p)`` for page ``i``, one call at a time (the pages' threads report at once)."""
    if on_progress is None:
        return None

    def relay(p: Progress) -> None:
        with _PROGRESS_LOCK:
            on_progress(i, p)

    return relay
