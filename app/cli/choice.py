"""What the command line draws with: what the book says, or what the command line says — never a setting of
the desktop app that the book and the command did not ask for.

``build`` and ``check`` take the engine from ``--engine`` or the book's ``illustration.engine`` and the model
from ``--model`` or the book's ``illustration.model`` (``engine: auto`` then means diffusion when a model is
named, else sketch: :func:`model.engines.resolve_engine`). The desktop app's own choice (its settings) is
used only when asked for: ``--engine app`` (the same book and command give the same book on every account).

A book from someone else may name a *local* model (a folder or a ``.safetensors`` file on this computer):
loading it runs code paths chosen by a stranger on files the receiver never picked, so such a model is
loaded only when the receiver chose it — given with ``--model``, the model of the desktop app's settings, or
confirmed with ``--trust-book-model``. A hub id (``org/name``) is not a local path and is looked up as usual.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from app.book.errors import BookError
from app.book.model_trust import is_local_path
from words import Message, say

__all__ = ["APP_CHOICE", "Choice", "add_choice_arguments", "choose", "is_local_path"]

APP_CHOICE = "app"
"""``--engine app``: the engine and model chosen in the desktop app (its settings)."""


@dataclass(frozen=True)
class Choice:
    """The engine (``auto``/``sketch``/``diffusion``), the model (or None) and a line saying where the model
    came from (None when no model is used)."""

    engine: str
    model: str | None
    note: Message | None


CHOICE_HELP = {
    "build": (Message("cli.help.build.engine"), Message("cli.help.build.model")),
    "check": (Message("cli.help.check.engine"), Message("cli.help.check.model")),
    "sheet": (Message("cli.help.person.era.sheet.engine"), Message("cli.help.person.era.sheet.model")),
}
"""The help of ``--engine`` and ``--model`` for what they draw: a book's pictures, missing ones, a sheet."""


def add_choice_arguments(parser: argparse.ArgumentParser, what: str) -> None:
    """Add ``--engine``, ``--model`` and ``--trust-book-model`` to ``parser`` (``what``: a key of
    :data:`CHOICE_HELP`)."""
    engine, model = CHOICE_HELP[what]
    parser.add_argument("--engine", choices=["auto", "sketch", "diffusion", APP_CHOICE], help=say(engine))
    parser.add_argument("--model", help=say(model))
    parser.add_argument(
        "--trust-book-model", action="store_true",
        help=say(Message("cli.help.build.trust_book_model")),
    )  # fmt: skip


def choose(project, args: argparse.Namespace) -> Choice:
    """The engine and model ``args`` and ``project``'s book ask for (see the module text). Raises BookError
    (one line naming the book and the model) for a local model named only by the book, not chosen here."""
    from app.settings import Settings

    settings = Settings.load()
    book = project.book.illustration
    if args.engine == APP_CHOICE:
        model = args.model or settings.model
        if not model:
            return Choice(settings.engine, model, None)
        said = Message("cli.model.from_command_line", model=model) if args.model else None
        said = said or Message("cli.model.from_app", model=model)
        return Choice(settings.engine, model, Message("cli.note", message=said))
    engine = args.engine or book.engine
    if engine == "sketch":
        return Choice(engine, None, None)
    if args.model:
        said = Message("cli.model.from_command_line", model=args.model)
        return Choice(engine, args.model, Message("cli.note", message=said))
    model = book.model
    if model is None:
        return Choice(engine, None, None)
    chosen = getattr(args, "trust_book_model", False) or model == settings.model
    if is_local_path(model) and not chosen:
        not_chosen = Message("cli.model.book_local_not_chosen", model=repr(model))
        raise BookError(Message("located", where=str(project.root), message=not_chosen))
    return Choice(engine, model, Message("cli.note", message=Message("cli.model.from_book", model=model)))
