"""Whether a book's model was chosen on this computer: a book from someone else may name a *local* model (a
folder or a ``.safetensors`` file), and loading it runs code paths a stranger chose on files the receiver
never picked. Such a model is loaded only when the receiver chose it: with ``--model`` or
``--trust-book-model`` on the command line (:mod:`app.cli.choice`), or, in the desktop app, as the model of
its settings or by answering the question the app asks for that book (remembered per book folder and model).
A hub id (``org/name``) is not a local path and is looked up as usual.
"""

from __future__ import annotations

from pathlib import Path

ANSWER_BOOK = "book"
"""The receiver said: load the model the book names."""
ANSWER_MINE = "mine"
"""The receiver said: draw this book with my own model (the one of my settings)."""


def is_local_path(model: str) -> bool:
    """True when ``model`` names a file or folder on this computer rather than a hub id: absolute, starting
    with ``.`` or ``~``, holding a backslash, ending in ``.safetensors``/``.ckpt``/``.bin``, more than one
    ``/``, or present on disk."""
    text = model.strip()
    return (
        Path(text).expanduser().is_absolute()
        or text.startswith((".", "~"))
        or "\\" in text
        or text.lower().endswith((".safetensors", ".ckpt", ".bin"))
        or text.count("/") > 1
        or Path(text).expanduser().exists()
    )


def book_key(root: str | Path) -> str:
    """The key a book's remembered answer is kept under: its folder, resolved (``str``)."""
    return str(Path(root).resolve())


def remembered_answer(answers: dict[str, dict], root: str | Path, model: str) -> str | None:
    """:data:`ANSWER_BOOK`, :data:`ANSWER_MINE` or None (never asked, or asked about another model: a book
    that later names another path is asked about again). ``answers``: book folder → ``{"model", "answer"}``
    (``Settings.book_models``); a malformed entry counts as never asked."""
    entry = answers.get(book_key(root))
    if not isinstance(entry, dict) or entry.get("model") != model:
        return None
    answer = entry.get("answer")
    return answer if answer in (ANSWER_BOOK, ANSWER_MINE) else None


def needs_question(book_model: str | None, chosen_model: str | None, answer: str | None) -> bool:
    """True when ``book_model`` (the book's ``illustration.model``) is a local path that is not
    ``chosen_model`` (this computer's own choice) and the receiver has not answered for it."""
    if not book_model:
        return False
    return is_local_path(book_model) and book_model != chosen_model and answer is None
