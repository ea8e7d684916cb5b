"""Which engine and model the app draws a book with, and whether the book's model must be asked about first.

The person's choice of a drawing server wins; else the book's own engine and model, else the settings'. A
book from someone else that names a *local* model (a folder or file on this computer,
:func:`app.book.model_trust.is_local_path`) the person never chose — not the model of their settings, never
answered for this book — is not loaded until the app has asked (:func:`pending_model`): "use it" loads it,
"use my own model" draws this book with the settings' model, "cancel" loads nothing. The answer is kept in
the settings per book folder and model (``Settings.book_models``), never in the book (a book cannot vouch for
itself). The rule is the command line's :mod:`app.cli.choice` (``--trust-book-model``), asked instead.
"""

from __future__ import annotations

from pathlib import Path

from app.book.model import Book
from app.book.model_trust import ANSWER_BOOK, ANSWER_MINE, book_key, needs_question, remembered_answer
from app.settings import Settings

__all__ = ["ANSWER_BOOK", "ANSWER_MINE", "engine_choice", "pending_in", "pending_model", "remember_answer"]


def engine_choice(book: Book, settings: Settings, root: str | Path | None = None) -> tuple[str, str | None]:
    """(engine, model) for a book: ``("server", the server's model or None)`` when the person chose to draw on
    a drawing server (this computer's choice of where, whatever the book says it is drawn with); else the
    book's own choice when set, else the user's settings. ``root`` (the book's folder): when the person
    answered "use my own model" for this book's model, the settings' model instead of the book's."""
    if settings.engine == "server" and settings.server_code:
        return "server", settings.server_model
    engine = book.illustration.engine if book.illustration.engine != "auto" else settings.engine
    model = book.illustration.model or settings.model
    if root is not None and book.illustration.model:
        if remembered_answer(settings.book_models, root, book.illustration.model) == ANSWER_MINE:
            model = settings.model
    return engine, model


def pending_model(book: Book, settings: Settings, root: str | Path) -> str | None:
    """The book's model path when drawing it would load a local model the person never chose (ask first:
    see the module text), else None (a drawing server, the sketch engine, a hub id, the settings' model, or
    already answered, or the light app, which loads no model: drawing says so instead)."""
    from model.installed import can_draw_with_diffusion

    engine, _model = engine_choice(book, settings, root)
    wanted = book.illustration.model
    if engine in ("server", "sketch") or wanted is None or not can_draw_with_diffusion():
        return None
    answer = remembered_answer(settings.book_models, root, wanted)
    return wanted if needs_question(wanted, settings.model, answer) else None


def pending_in(book_vm, settings: Settings) -> str | None:
    """:func:`pending_model` for the book open in ``book_vm`` (a :class:`app.viewmodels.book.BookViewModel`)."""
    return pending_model(book_vm.book, settings, book_vm.project.root)


def remember_answer(settings: Settings, root: str | Path, model: str, answer: str) -> None:
    """Keep ``answer`` (:data:`ANSWER_BOOK` or :data:`ANSWER_MINE`) for the book in ``root`` and its
    ``model``, and save the settings. Raises ValueError for another answer (cancel is not remembered)."""
    if answer not in (ANSWER_BOOK, ANSWER_MINE):
        raise ValueError(f"answer must be {ANSWER_BOOK!r} or {ANSWER_MINE!r}, not {answer!r}")
    settings.book_models[book_key(root)] = {"model": model, "answer": answer}
    settings.save()
