"""The one value for something the program tells a person: a code and its values."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Message:
    """What happened, as a stable ``code`` (``"book.no_folder"``) and the values its sentence names.

    A value is a string, a number, a path, another :class:`Message` (said in the same language: a place,
    a reason) or a list of those (said one after the other with the language's separator). The sentence itself
    is in the catalogues (:mod:`words.catalogue`); ``str()`` gives English, for logs and tracebacks.
    Messages compare equal when their codes and values are equal, and pickle (they cross process boundaries).
    """

    __slots__ = ("code", "params")

    code: str
    params: Mapping[str, Any]

    def __init__(self, code: str, /, **params: Any) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", dict(params))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Message is a value; make a new one")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.code, dict(self.params)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.code, self.params) == (other.code, other.params)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted((k, repr(v)) for k, v in self.params.items()))))

    def __repr__(self) -> str:
        values = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Message({self.code!r}{values})"

    def __str__(self) -> str:
        from words.catalogue import say

        return say(self, "en")

    def to_json(self) -> dict[str, Any]:
        """``{"code": …, "params": {…}}`` with nested messages as objects of the same shape (API bodies)."""
        return {"code": self.code, "params": {k: _json_value(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """The message :meth:`to_json` wrote; raises ``ValueError`` for anything else."""
        code, params = data.get("code"), data.get("params", {})
        if not isinstance(code, str) or not isinstance(params, Mapping):
            raise ValueError("not a message: needs a string code and an object of params")
        return cls(code, **{str(k): _from_json_value(v) for k, v in params.items()})


def _rebuild(code: str, params: dict[str, Any]) -> Message:
    return Message(code, **params)


def _json_value(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [_json_value(v) for v in value]
    if isinstance(value, int | float | str | bool) or value is None:
        return value
    return str(value)


def _from_json_value(value: Any) -> Any:
    if isinstance(value, Mapping) and "code" in value:
        return Message.from_json(value)
    if isinstance(value, list):
        return [_from_json_value(v) for v in value]
    return value


def message_of(error: BaseException | Message | str) -> Message | str:
    """The :class:`Message` an error was raised with (its first argument), else its text."""
    if isinstance(error, Message | str):
        return error
    if error.args and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)
