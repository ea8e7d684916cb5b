"""Model work in a separate Python process, so that a process showing a window never imports torch.

Why: importing torch, diffusers and transformers runs long stretches of C code (loading ``libtorch_cpu``,
registering operators) that hold Python's GIL. Measured on this project's 2-core machine, a thread importing
torch and diffusers stopped every other thread of its process for 207–275 ms at a time (six stops over
50 ms per import); a window whose GUI thread stops that long stutters. Generation then competes only for
CPU time, which the operating system shares, not for the GIL. In a separate process none of it touches the
GUI thread.

How: :class:`EngineProcess` starts one child with :mod:`multiprocessing`'s ``forkserver`` method where the
platform has it (Linux, macOS; not in a frozen bundle), else ``spawn``. Either way no process that runs Qt threads
is forked: the fork server is a fresh interpreter that imports torch, diffusers and transformers once
(:data:`PRELOAD`) and forks each model process from itself, so a second model process (a replica, a restart
after a crash or a cancel) starts in a fraction of a second instead of importing them again (about 5.7 s of CPU
on this project's 2-core machine). The child takes the caller's environment, working folder and ``sys.path``
as they are when it starts (:func:`_take_callers_setting`), as a spawned one would. It talks to the caller over
a ``multiprocessing.Pipe``.
Each call ships a module-level function and its arguments (pickled) to the child, which runs calls one at a
time, in order, and sends back progress events, then the result or the error. A reader thread in the child
takes cancel requests while a call runs. The child passes ``on_progress`` and ``cancel`` to functions that
take them, so :func:`model.pipelines.loading.download` or an illustrator's ``illustrate`` report progress and stop on
cancel as they do in-process.

:class:`model.runtime.hosted.ProcessIllustrator` is the diffusion engine hosted in such a process.
"""

from __future__ import annotations

import atexit
import importlib
import inspect
import itertools
import logging
import multiprocessing
import multiprocessing.util  # noqa: F401 (its exit handler, which kills children, must run after ours)
import os
import pickle
import queue
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from typing import Any

from model.api import CancelToken
from model.errors import Cancelled, ModelError, PictureError, ProcessDied
from words import Message, message_of

log = logging.getLogger(__name__)

POLL_SECONDS = 0.05
"""How often a waiting caller checks its cancel token and whether the child is alive, in seconds."""

CANCEL_GRACE_SECONDS = 3.0
"""After a cancel, how long a caller waits for the child to confirm before it stops waiting, in seconds
(the child may be in a step that cannot be interrupted, such as loading weights; its late answer is dropped)."""

STOP_SECONDS = 2.0
"""How long :meth:`EngineProcess.close` lets the child finish before it terminates it, in seconds."""


PRELOAD = (
    "model.runtime.process",
    "torch",
    "diffusers",
    "diffusers.pipelines.pipeline_utils",
    "transformers",
    "model.runtime.hosted",
    "model.engines.diffusion",
)
"""What the fork server imports once, before it forks model processes (a module that fails to import is
skipped by :mod:`multiprocessing.forkserver` and then imported by each child as before)."""


def start_context() -> Any:
    """The :mod:`multiprocessing` context model processes start from: ``forkserver`` (preloading
    :data:`PRELOAD`) where the platform has it and the program is not a frozen bundle, else ``spawn``."""
    if "forkserver" in multiprocessing.get_all_start_methods() and not getattr(sys, "frozen", False):
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(PRELOAD))
        return context
    return multiprocessing.get_context("spawn")


def callers_setting() -> dict[str, Any]:
    """What a child takes from its caller at start: the environment, the working folder and ``sys.path``."""
    return {"environ": dict(os.environ), "cwd": os.getcwd(), "path": list(sys.path)}


def _take_callers_setting(setting: dict[str, Any]) -> None:
    """Make the child's environment, working folder and ``sys.path`` the caller's (a forked child has the fork
    server's, from when that started). torch reads ``OMP_NUM_THREADS`` when it is imported, which the fork
    server did: a different value here is applied with ``torch.set_num_threads``."""
    os.environ.clear()
    os.environ.update(setting["environ"])
    os.chdir(setting["cwd"])
    sys.path[:] = setting["path"]
    threads = os.environ.get("OMP_NUM_THREADS", "")
    if "torch" in sys.modules and threads.isdigit() and int(threads) > 0:
        sys.modules["torch"].set_num_threads(int(threads))


# -- the child --------------------------------------------------------------------------------------------


def _child_main(conn: Any, setting: dict[str, Any] | None = None) -> None:
    """The child's loop: run each ``("call", id, pickled (fn, args, kwargs))`` in order; a reader thread handles
    ``("cancel", id)`` and ``("stop",)`` (or the parent's end of the pipe closing).

    When the parent goes (killed, crashed: its end of the pipe closes) the running call is cancelled and the
    child exits quietly, with no BrokenPipe traceback. SIGINT and SIGHUP (sent to the whole process group by
    Ctrl+C or a closing terminal) are ignored: the parent saves the book and then stops the child itself.
    """
    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    if setting is not None:
        _take_callers_setting(setting)
    try:
        _serve(conn)
    except (_ParentGone, BrokenPipeError, ConnectionResetError, EOFError):
        pass  # the parent went away while an answer was being sent: nobody is left to tell
    finally:
        try:
            conn.close()
        except OSError:
            pass


class _ParentGone(Exception):
    """Raised in the child when the parent's end of the pipe is closed."""


class _Link:
    """The child's end of the pipe: :meth:`send` (one message at a time, from any thread) and :meth:`read` (the
    reader thread: queues calls in :attr:`calls`, sets their cancel tokens, notices the parent going)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.tokens: dict[int, CancelToken] = {}
        self.calls: queue.Queue[tuple | None] = queue.Queue()
        self.gone = threading.Event()
        self._lock = threading.Lock()

    def send(self, message: tuple) -> None:
        """Send ``message``. Raises _ParentGone when the parent's end is closed."""
        if self.gone.is_set():
            raise _ParentGone()
        try:
            with self._lock:
                self.conn.send(message)
        except (BrokenPipeError, ConnectionResetError, EOFError) as err:
            self.gone.set()
            raise _ParentGone() from err

    def read(self) -> None:
        """Until ``("stop",)`` or the parent goes (then every running call is cancelled): queue each call."""
        while True:
            try:
                message = self.conn.recv()
            except (EOFError, OSError):
                self.gone.set()  # the parent is gone: stop the work it asked for
                for token in list(self.tokens.values()):
                    token.cancel()
                break
            if message[0] == "call":
                self.tokens[message[1]] = CancelToken()
                self.calls.put(message)
            elif message[0] == "cancel":
                asked = self.tokens.get(message[1])
                if asked is not None:
                    asked.cancel()
            else:
                break
        self.calls.put(None)


def _serve(conn: Any) -> None:
    link = _Link(conn)
    threading.Thread(target=link.read, name="memorybook-engine-reader", daemon=True).start()
    while not link.gone.is_set() and (message := link.calls.get()) is not None:
        _, call_id, payload = message
        token = link.tokens[call_id]
        try:
            result = _run_call(payload, call_id, token, link.send)
            link.send(("done", call_id, result))
        except _ParentGone:
            break
        except BaseException as err:
            if link.gone.is_set():
                break  # cancelled, or failed, because the parent went away: nobody to answer
            if not isinstance(err, (Cancelled, ModelError, OSError)):
                traceback.print_exc()  # unexpected: the maintainers want the whole story on stderr
            link.send(("error", call_id, type(err).__module__, type(err).__qualname__, *_what_of(err)))
        finally:
            link.tokens.pop(call_id, None)


def _run_call(payload: bytes, call_id: int, token: CancelToken, send: Callable[[tuple], None]) -> Any:
    """Unpickle and run one call (here, so that a call that cannot be read is answered), passing
    ``on_progress`` and ``cancel`` to a function that takes them. Raises what it raises; Cancelled."""
    fn, args, kwargs = pickle.loads(payload)
    if isinstance(fn, str):  # "package.module:function", imported here only
        module, _, name = fn.partition(":")
        fn = getattr(importlib.import_module(module), name)
    try:
        takes: Mapping[str, inspect.Parameter] = inspect.signature(fn).parameters
    except (TypeError, ValueError):  # some built-ins have no signature: they take neither
        takes = {}
    if "on_progress" in takes:
        kwargs = dict(kwargs, on_progress=lambda item: send(("progress", call_id, item)))
    if "cancel" in takes:
        kwargs = dict(kwargs, cancel=token)
    if token.cancelled:
        raise Cancelled()
    return fn(*args, **kwargs)


def _what_of(err: BaseException) -> tuple[Message | str, str | None]:
    """What the parent needs to raise ``err`` again: its message (a :class:`words.Message` crosses the process
    boundary as itself: its values are strings, numbers, paths and messages, which pickle) and a
    :class:`PictureError`'s problem code."""
    return message_of(err), err.code if isinstance(err, PictureError) else None


def _rebuild_error(module: str, qualname: str, said: Message | str, code: str | None = None) -> BaseException:
    """The child's error as the parent raises it: Cancelled, the same :mod:`model.errors` class, the same
    built-in OSError (each with the child's message and, for a PictureError, its problem code), or a
    ModelError that names the original type."""
    if qualname == "Cancelled":
        return Cancelled()
    if module == "model.errors" or (module == "builtins" and qualname.endswith("Error")):
        cls = getattr(importlib.import_module(module), qualname, None)
        if isinstance(cls, type) and issubclass(cls, Exception):
            try:
                if cls is PictureError:
                    return PictureError(said, code=code)
                return cls(said)
            except Exception:
                pass
    return ModelError(Message("model.process.failed", kind=qualname, reason=said))


# -- the parent ---------------------------------------------------------------------------------------------


class EngineProcess:
    """One child process that runs model work; its calls block the calling thread (not the GIL).

    Thread-safe; calls run one at a time in the child, in the order they were made. The child starts on the
    first call and again after it died. Raises from :meth:`call`: whatever the function raised in the child
    (see :func:`_rebuild_error`), Cancelled, or ProcessDied (a ModelError) when the child stopped unexpectedly.
    """

    def __init__(self, name: str = "memorybook-engine") -> None:
        self.name = name
        self._process: Any = None
        self._conn: Any = None
        self._ids = itertools.count(1)
        self._lock = threading.RLock()

    @property
    def running(self) -> bool:
        """True while the child process is alive."""
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        """The child's process id while it runs, else None."""
        return self._process.pid if self.running else None

    def start(self) -> None:
        """Start the child unless it runs (a fork of the fork server: the first start waits for it to import
        :data:`PRELOAD`, later ones take a fraction of a second)."""
        with self._lock:
            if self.running:
                return
            self._discard()
            context = start_context()
            parent_end, child_end = context.Pipe()
            process = context.Process(
                target=_child_main, args=(child_end, callers_setting()), name=self.name, daemon=True
            )
            process.start()
            child_end.close()
            self._process, self._conn = process, parent_end

    def post(self, fn: Callable[..., Any] | str, *args: Any, **kwargs: Any) -> None:
        """Queue ``fn(*args, **kwargs)`` in the child without waiting; its result and errors are dropped."""
        with self._lock:
            self.start()
            self._send(("call", next(self._ids), pickle.dumps((fn, args, kwargs))))

    def call(
        self,
        fn: Callable[..., Any] | str,
        *args: Any,
        on_progress: Callable[[Any], None] | None = None,
        cancel: CancelToken | None = None,
        **kwargs: Any,
    ) -> Any:
        """Run ``fn(*args, **kwargs)`` in the child and return its result.

        ``fn`` is a module-level function (pickled by name, so its module is imported here too) or the string
        ``"package.module:function"`` (imported only in the child: use it for modules that import torch).
        Arguments and result must pickle, and unpickling the result must not import torch here. When
        ``fn`` takes ``on_progress`` or ``cancel``, the child passes its own, forwarding each progress payload
        to ``on_progress`` here (in the calling thread) and setting its token when ``cancel`` is set here.
        Once ``cancel`` is set the call raises Cancelled: when the child answers, or after at most
        :data:`CANCEL_GRACE_SECONDS` (the child's late answer is then dropped).
        """
        with self._lock:
            self.start()
            call_id = next(self._ids)
            self._send(("call", call_id, pickle.dumps((fn, args, kwargs))))
            give_up_at: float | None = None
            while True:
                if cancel is not None and cancel.cancelled:
                    if give_up_at is None:
                        self._send(("cancel", call_id))
                        give_up_at = time.monotonic() + CANCEL_GRACE_SECONDS
                    elif time.monotonic() > give_up_at:
                        raise Cancelled()
                message = self._receive()
                if message is None or message[1] != call_id:
                    continue  # nothing yet, or the late answer to a call that was given up or posted
                kind = message[0]
                if kind == "progress":
                    if on_progress is not None and give_up_at is None:
                        on_progress(message[2])
                elif give_up_at is not None:
                    raise Cancelled()  # cancelled here before the answer came: the answer is not wanted
                elif kind == "done":
                    return message[2]
                else:
                    raise _rebuild_error(*message[2:])

    def close(self) -> None:
        """Ask the child to stop, wait up to :data:`STOP_SECONDS`, then terminate it. Safe to call twice."""
        with self._lock:
            if self._process is not None and self._process.is_alive():
                try:
                    self._conn.send(("stop",))
                except OSError:
                    pass
                self._process.join(STOP_SECONDS)
                if self._process.is_alive():
                    self._process.terminate()
                    self._process.join(STOP_SECONDS)
            self._discard()

    # -- internals ------------------------------------------------------------------------------------------
    def _send(self, message: tuple) -> None:
        try:
            self._conn.send(message)
        except OSError as err:
            self._died(err)

    def _receive(self) -> tuple | None:
        """The next message, or None when none came within :data:`POLL_SECONDS`. Raises ModelError when the
        child is gone."""
        try:
            if self._conn.poll(POLL_SECONDS):
                return self._conn.recv()
        except (EOFError, OSError) as err:
            self._died(err)
        if not self._process.is_alive():
            self._died(None)
        return None

    def _died(self, err: BaseException | None) -> None:
        process = self._process
        if process is not None:
            process.join(1.0)
        code = process.exitcode if process is not None else None
        self._discard()
        if code in (-9, 137):
            raise ProcessDied(Message("model.process.died_out_of_memory", code=str(code))) from err
        raise ProcessDied(Message("model.process.died", code=str(code))) from err

    def _discard(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._process, self._conn = None, None


_shared: EngineProcess | None = None
_shared_lock = threading.Lock()


def shared_engine() -> EngineProcess:
    """The process-wide :class:`EngineProcess` (one loaded model per app), stopped at interpreter exit."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = EngineProcess()
            atexit.register(_shared.close)
        return _shared
