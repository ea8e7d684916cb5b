"""Transcription in a separate ``spawn`` process, with progress and cancel.

Why a process: CTranslate2 and FFmpeg decoding are long stretches of C work; in the app's own process they
would compete with the window for the GIL (the reason for :mod:`model.runtime.process`, whose idea this
follows in small). A cancel, or the parent going away, ends the child; the chunks it finished stay saved
(:mod:`model.speech.transcribe`), so the next run resumes.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable

from model.errors import Cancelled, ModelError
from model.speech.transcribe import ChunkProgress, Segment, transcribe_file

POLL_SECONDS = 0.1
"""How often the parent checks its cancel flag while it waits for the child, seconds."""


def _child(conn, args: tuple) -> None:
    def progress(p: ChunkProgress) -> None:
        conn.send(("progress", p))

    try:
        segments = transcribe_file(*args, on_progress=progress)
        conn.send(("done", segments))
    except ModelError as err:  # AudioError too: a line for the user
        conn.send(("error", str(err)))
    except Exception as err:  # noqa: BLE001 - anything else still reaches the parent as one line
        conn.send(("error", f"transcription failed: {type(err).__name__}: {err}"))
    finally:
        conn.close()


def transcribe_in_process(
    path: str | os.PathLike[str],
    state_dir: str | os.PathLike[str],
    model_name: str,
    language: str = "auto",
    chunk_s: float | None = None,
    on_progress: Callable[[ChunkProgress], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> list[Segment]:
    """:func:`model.speech.transcribe.transcribe_file` in a child process; same arguments and errors.

    Raises Cancelled when ``cancel()`` turns true (the child is terminated), ModelError with the child's
    line when it fails, ModelError when the child dies without a word (killed, out of memory).
    """
    from model.speech.transcribe import CHUNK_SECONDS

    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    args = (os.fspath(path), os.fspath(state_dir), model_name, language, chunk_s or CHUNK_SECONDS)
    proc = ctx.Process(target=_child, args=(child, args), daemon=True, name="memorybook-speech")
    proc.start()
    child.close()
    try:
        while True:
            if cancel and cancel():
                raise Cancelled("transcription cancelled; the chunks finished so far are kept")
            if not parent.poll(POLL_SECONDS):
                if proc.is_alive() or parent.poll(0):
                    continue
            try:
                kind, value = parent.recv()
            except EOFError:
                proc.join(5)
                raise ModelError(
                    f"{path}: the transcription process stopped (exit {proc.exitcode}); run the command again "
                    "to resume from the last finished chunk"
                ) from None
            if kind == "progress" and on_progress:
                on_progress(value)
            elif kind == "done":
                return value
            elif kind == "error":
                raise ModelError(value)
    finally:
        if proc.is_alive():
            proc.terminate()
        proc.join(5)
        parent.close()
