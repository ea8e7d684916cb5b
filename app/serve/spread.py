"""One book over several drawing servers: :class:`ServerPool` sends each page to the server whose queue is
shortest when the page is sent.

The pool is an illustrator whose ``illustrate_many`` (:class:`model.api.BatchIllustrator`) draws from one queue
(:func:`model.runtime.batch.draw_from_queue`, as :class:`model.runtime.replicas.ReplicaPool`'s does), so
:func:`app.build.illustrate_pages` hands it every page still to draw and stores each picture as it arrives.
It keeps at most :data:`IN_FLIGHT_PER_SERVER` pages per server out at once (far below a server's queue limit
per token, and pages not yet sent can still go to whichever server frees first); each next page goes to the
server with the fewest jobs queued or running — every volunteer's, as its ``/health`` says — then to the one
with fewer of this book's pages sent there and not yet back. All servers must serve the same model
(the same fingerprint), so the picture of a page, and its cache key, do not depend on which server drew it.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from app.serve.client import RemoteIllustrator
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
from words import Message

IN_FLIGHT_PER_SERVER = 2
"""Pages out at once, per server given: with one drawn and the next waiting, no server idles between pages."""


class ServerPool(IllustratorBase):
    """Draws on every server of ``remotes`` (at least one). Raises ModelError when they serve different models
    (fingerprints); ``name``, ``model``, ``model_name``, ``fingerprint()``, ``prompt_languages`` and
    ``max_references`` are the first server's. ``drawn_by`` counts the pages each server drew (by address)."""

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
        self.name = first.name
        self.address = ", ".join(r.address for r in self.remotes)
        self.drawn_by: dict[str, int] = {r.address: 0 for r in self.remotes}
        self._sent = {r.address: 0 for r in self.remotes}
        self._lock = threading.Lock()

    @property
    def model(self) -> str:
        """The served model's name (the first server's)."""
        return self.remotes[0].model

    @property
    def model_name(self) -> str:
        """The served model's name (the first server's)."""
        return self.remotes[0].model_name

    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """The served model's prompt languages (the first server's)."""
        return self.remotes[0].prompt_languages

    @property
    def max_references(self) -> int:
        """How many reference images the served model takes (the first server's)."""
        return self.remotes[0].max_references

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
        on_done: BatchDone,
        on_progress: BatchProgress | None = None,
        cancel: CancelToken | None = None,
        on_failed: BatchFailed | None = None,
    ) -> list[int]:
        """Draw ``requests`` over the servers, each sent when a place is free to the shortest queue;
        ``on_done(i, picture)`` as each arrives (one call at a time), ``on_failed(i, error)`` for a picture that
        failed its checks. Returns the index of the server that drew each request (-1: failed). On another
        error the pages still out are cancelled and it is raised (pictures that arrived were stored); when
        ``cancel`` is set, every page still out is cancelled on its server and Cancelled is raised."""
        remotes = self.remotes

        def draw(
            _: int, request: IllustrationRequest, forward: ProgressCallback | None, stop: CancelToken
        ) -> tuple[Illustration, int]:
            remote = self._send(request)
            try:
                picture = remote.illustrate(request, forward, stop)
            finally:
                with self._lock:
                    self._sent[remote.address] -= 1
            with self._lock:
                self.drawn_by[remote.address] += 1
            return picture, remotes.index(remote)

        places = IN_FLIGHT_PER_SERVER * len(remotes)
        return draw_from_queue(
            places, draw, requests, on_done, on_progress, cancel, on_failed, name="memorybook-servers"
        )

    def _send(self, request: IllustrationRequest) -> RemoteIllustrator:
        """The server the next page goes to (:meth:`shortest`), counted as sent there."""
        with self._lock:
            remote = self.shortest()
            self._sent[remote.address] += 1
        return remote
