"""Errors the inference core raises for problems a user can fix (one clear line each)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the message value (words/, the floor below everything)
    from words import Message


class ModelError(Exception):
    """A model cannot be found, loaded, trusted or run; ``str(err)`` names the file, id or value."""


class UnsafeWeightsError(ModelError):
    """Pickle-based weights (.ckpt/.bin/.pt/.pth) were refused because loading them can run code."""


class ProcessDied(ModelError):
    """A model process stopped while it worked (killed, out of memory, crashed): its work was not done, and the
    process is started afresh on the next call (:class:`model.runtime.process.EngineProcess`). A caller that
    hands out work (the drawing server) gives the work to a process again; others show the one line."""


class Cancelled(Exception):
    """The work was cancelled by the user; nothing half-made was written."""


class PictureError(ModelError):
    """A drawn picture failed its checks (:mod:`model.pipelines.checks`) after every retry and was not kept.

    ``code`` is the problem (``"nan"``, ``"flagged"``, ``"black"``, ``"blank"``, or ``"failed"`` when unknown).
    Where only the text travelled (the model process rebuilds errors from their text), the code is read back
    from the message by :func:`model.pipelines.checks.problem_of_message`; this module imports nothing of the
    project, so it stays at the bottom of every import chain.
    """

    def __init__(self, message: str | Message, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code or "failed"
