"""Transcription in a separate ``spawn`` process, with progress, cancel and a stall bound.

Why a process: CTranslate2 and FFmpeg decoding are long stretches of C work; in the app's own process they
would compete with the window for the GIL (the reason for :mod:`model.runtime.process`, whose idea this
follows in small). A cancel, the parent going away, or a child that stops answering ends the child; the
chunks it finished stay saved (:mod:`model.speech.transcribe`), so the next run resumes.

The child says something at least once per decoded segment (a few seconds of speech) and once per chunk. A
child silent for :data:`STALL_SECONDS` is taken as stuck (a deadlock in native code; nothing the user can
fix by waiting): its Python stack is written to its stderr (``faulthandler``, for the maintainers), it is
ended, and the caller gets a ModelError saying to run again.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable

from model.errors import Cancelled, ModelError
from model.speech.transcribe import ChunkProgress, Segment, transcribe_file
from words import Message, message_of

POLL_SECONDS = 0.1
"""How often the parent checks its cancel flag while it waits for the child, seconds."""

STALL_SECONDS = 900.0
"""Seconds without a word from the child before it is taken as stuck. faster-whisper's README benchmark
(``small``, int8, 8 CPU threads) decodes 13 min of audio in about 2 min: about 5 s per 30 s window, under a
minute on one core; 15 minutes of silence is far beyond any honest pause."""


def _child(conn, args: tuple[str, str, str, str, float]) -> None:
    import faulthandler

    faulthandler.enable()  # a native crash prints the Python stack to stderr
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, all_threads=True)  # the parent's "where are you stuck?"

    def progress(p: ChunkProgress) -> None:
        conn.send(("progress", p))

    def alive() -> bool:  # asked between segments: a heartbeat, never a cancel (the parent terminates)
        conn.send(("alive", None))
        return False

    try:
        segments = transcribe_file(*args, on_progress=progress, cancel=alive)
        conn.send(("done", segments))
    except ModelError as err:  # AudioError too: a line for the user
        conn.send(("error", message_of(err)))  # a Message crosses the process boundary as itself
    except Exception as err:  # noqa: BLE001 - anything else still reaches the parent as one line
        conn.send(("error", Message("model.speech.failed", kind=type(err).__name__, reason=str(err))))
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
    stall_s: float | None = None,
) -> list[Segment]:
    """:func:`model.speech.transcribe.transcribe_file` in a child process; same arguments and errors.

    ``stall_s``: seconds of silence from the child before it is ended (default :data:`STALL_SECONDS`).
    Raises Cancelled when ``cancel()`` turns true (the child is terminated), ModelError with the child's
    line when it fails, ModelError when the child dies without a word (killed, out of memory) or stays
    silent for ``stall_s`` seconds, and ModelError (:data:`model.installed.FULL_APP_SPEECH`) in the light app,
    which has no speech recognition, before any process starts.
    """
    from model.installed import require_speech
    from model.speech.transcribe import CHUNK_SECONDS

    require_speech()

    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    args = (os.fspath(path), os.fspath(state_dir), model_name, language, chunk_s or CHUNK_SECONDS)
    proc = ctx.Process(target=_child, args=(child, args), daemon=True, name="memorybook-speech")
    proc.start()
    child.close()
    try:
        return _follow(proc, parent, path, on_progress, cancel, STALL_SECONDS if stall_s is None else stall_s)
    finally:
        if proc.is_alive():
            proc.terminate()
        proc.join(5)
        if proc.is_alive():  # SIGTERM not taken within 5 s: a daemon child must not outlive the call
            proc.kill()
            proc.join(5)
        parent.close()


def _follow(proc, parent, path, on_progress, cancel, stall_s: float) -> list[Segment]:
    """Read the child's messages until it is done; the bounds and errors of :func:`transcribe_in_process`."""
    heard = time.monotonic()
    while True:
        if cancel and cancel():
            raise Cancelled(Message("model.speech.cancelled"))
        if not parent.poll(POLL_SECONDS):
            if proc.is_alive() and time.monotonic() - heard > stall_s:
                _dump_stack(proc)
                raise ModelError(Message("model.speech.stalled", path=path, seconds=round(stall_s)))
            if proc.is_alive() or parent.poll(0):
                continue
        try:
            kind, value = parent.recv()
        except EOFError:
            proc.join(5)
            raise ModelError(Message("model.speech.died", path=path, code=str(proc.exitcode))) from None
        heard = time.monotonic()
        if kind == "progress" and on_progress:
            on_progress(value)
        elif kind == "done":
            return value
        elif kind == "error":
            raise ModelError(value)


def _dump_stack(proc) -> None:
    """Ask a stuck child for its Python stack (written to its stderr by ``faulthandler``), wait 1 s."""
    if hasattr(signal, "SIGUSR1") and proc.pid:
        try:
            os.kill(proc.pid, signal.SIGUSR1)
        except OSError:
            return
        proc.join(1)
