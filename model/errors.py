"""Errors the inference core raises for problems a user can fix (one clear line each).

Each is raised with a :class:`words.Message` as its only argument (a code and its values): ``str(err)`` is the
English sentence (logs), ``words.message_of(err)`` the message an edge says in its reader's language.
"""

from __future__ import annotations

from words import Message


class ModelError(Exception):
    """A model cannot be found, loaded, trusted or run; its message names the file, id or value."""

    def __init__(self, message: Message | str, *args: object) -> None:
        super().__init__(message, *args)

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class UnsafeWeightsError(ModelError):
    """Pickle-based weights (.ckpt/.bin/.pt/.pth) were refused because loading them can run code."""


class ProcessDied(ModelError):
    """A model process stopped while it worked (killed, out of memory, crashed): its work was not done, and the
    process is started afresh on the next call (:class:`model.runtime.process.EngineProcess`). A caller that
    hands out work (the drawing server) gives the work to a process again; others show the one line."""


class Cancelled(Exception):
    """The work was cancelled by the user; nothing half-made was written."""


PICTURE_PROBLEMS = ("nan", "flagged", "black", "blank")
"""The problems a drawn picture can have (:mod:`model.pipelines.checks`); ``"failed"`` when unknown."""


class PictureError(ModelError):
    """A drawn picture failed its checks (:mod:`model.pipelines.checks`) after every retry and was not kept.

    ``code`` is the problem (``"nan"``, ``"flagged"``, ``"black"``, ``"blank"``, or ``"failed"`` when unknown).
    Raised with a :class:`words.Message` (``model.picture.failed``, whose ``problem`` value is the problem's
    own message ``model.picture.<problem>``), the code is read from the message where it is not given, so an
    error rebuilt from its message (across the model process) keeps it; this module imports nothing of the
    project but :mod:`words`, so it stays at the bottom of every import chain.
    """

    def __init__(self, message: Message | str, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code or _problem_of(message) or "failed"

    def __reduce__(self):
        return (type(self), (self.args[0], self.code))


def _problem_of(message: Message | str) -> str | None:
    """The problem code a picture's message names: the ``model.picture.<code>`` message at the end of its chain
    of ``problem`` values (a titled failure holds the description, which holds what happened), or None."""
    said: object = message  # a ``problem`` value may be anything a message holds
    while isinstance(said, Message):
        code = said.code.removeprefix("model.picture.")
        if said.code.startswith("model.picture.") and code in PICTURE_PROBLEMS:
            return code
        said = said.params.get("problem")
    return None
