"""Where the likeness checks search faces: in this process, or in one face process of their own.

dlib holds Python's GIL while it searches a picture (300 ms per 800 px picture measured here), which would stop the
desktop app's window if done in its worker thread; so the app calls :func:`isolate_faces` before anything checks a
likeness, and :mod:`app.book.likeness` (which imports numpy and, on first use, dlib) then computes the embeddings in
a separate ``spawn`` process, started at the first search. Kept apart from that module so that opening the window
imports neither.
"""

from __future__ import annotations

_ISOLATED = [False]


def isolate_faces(isolate: bool = True) -> None:
    """From now on (``isolate``) compute face embeddings in one separate process, or (False) in this one — the
    command line's default. Holds for checks in any thread of this process, not for processes it starts."""
    _ISOLATED[0] = isolate


def faces_isolated() -> bool:
    """Whether :func:`isolate_faces` is on in this process."""
    return _ISOLATED[0]
