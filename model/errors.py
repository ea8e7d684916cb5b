"""Errors the inference core raises for problems a user can fix (one clear line each)."""

from __future__ import annotations


class ModelError(Exception):
    """A model cannot be found, loaded, trusted or run; ``str(err)`` names the file, id or value."""


class UnsafeWeightsError(ModelError):
    """Pickle-based weights (.ckpt/.bin/.pt/.pth) were refused because loading them can run code."""


class Cancelled(Exception):
    """The work was cancelled by the user; nothing half-made was written."""


class PictureError(ModelError):
    """A drawn picture failed its checks (:mod:`model.checks`) after every retry and was not kept.

    ``code`` is the problem (``"nan"``, ``"flagged"``, ``"black"``, ``"blank"``); it is read back from the
    message when only the text travelled (the model process rebuilds errors from their text).
    """

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        if code is None:
            from model.checks import problem_of_message

            code = problem_of_message(message) or "failed"
        self.code = code
