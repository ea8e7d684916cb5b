"""How the drawing server answers an error: one line of JSON, ``{"error": "<English sentence>", "message":
{"code": …, "params": {…}}}`` (:meth:`words.Message.to_json`: a client we did not write reads the sentence,
ours says the code in its user's language), never a traceback."""

from __future__ import annotations

from app.serve.intake import MAX_BODY_BYTES
from words import Message


class Failure(Exception):
    """An HTTP error answered as one line of JSON (with ``headers``, e.g. ``Retry-After``): :func:`answer`."""

    def __init__(self, status: int, message: Message, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers


def answer(message: Message | str) -> dict:
    """An error's JSON body: the English sentence (``error``) and, for a message, its code and values."""
    if isinstance(message, str):
        return {"error": message}
    return {"error": str(message), "message": message.to_json()}


def too_big() -> Message:
    """What a body over the limit is told."""
    return Message("serve.body_too_large", mib=MAX_BODY_BYTES // 2**20)
