"""Spread a book's pages over processes: one GPU each (NCCL) or CPU processes (gloo), launched by ``torchrun`` or
``accelerate launch`` — on one machine or several (Accelerate multi-node; see docs/PLACEMENT.md).

:func:`run_distributed` gives each process its share of the items with Accelerate's
``PartialState.split_between_processes`` and gathers every result back (``accelerate.utils.gather_object``) in item
order. Run without a launcher it is a plain loop in one process.

:class:`Machines` is what a build that survives a lost machine needs, over the launcher's key-value store
(torch.distributed's TCPStore, which lives in the launcher on machine 0, not in a worker): a work queue
(each process takes the next page when it is free), a heartbeat per process, the host name of each, and
a place to hand pictures to the process that writes the book. A process silent for longer than the timeout
is named in one line (:meth:`Machines.silent`).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading
import time
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import TypeVar

from model.errors import ModelError
from words import Message

T = TypeVar("T")
R = TypeVar("R")


DEFAULT_TIMEOUT_S = 300
"""How long a machine may give no sign of life before a distributed build names it and stops, in seconds (the
user sets it with ``memorybook build --timeout``; gloo's own default would wait 30 minutes)."""


def process_state(timeout_s: float | None = None):
    """Accelerate's ``PartialState`` (initialises ``torch.distributed`` from the launcher's environment: NCCL when
    each process has a GPU, gloo on CPU). Without CUDA/XPU it is created with ``cpu=True``: Accelerate otherwise
    treats CPU processes started by ``torchrun`` as one process each (only ``accelerate launch --cpu`` sets that).
    ``timeout_s`` bounds every collective of the process group (``init_process_group(timeout=...)``); it takes
    effect on the first call in a process (the state is shared)."""
    import torch
    from accelerate import PartialState

    xpu = hasattr(torch, "xpu") and torch.xpu.is_available()
    first = not PartialState._shared_state
    kwargs = {"timeout": timedelta(seconds=timeout_s)} if timeout_s and first else {}
    if first:
        join_launch("nccl" if torch.cuda.is_available() else "xccl" if xpu else "gloo", timeout_s)
    return PartialState(cpu=not (torch.cuda.is_available() or xpu), **kwargs)


def join_launch(backend: str, timeout_s: float | None = None) -> bool:
    """Create the default process group over a store scoped to this attempt of the launch, before Accelerate
    would create it over the launcher's store as it is; returns True when it did.

    Why: ``torchrun`` (c10d and static rendezvous alike) keeps one key-value store in its agent for the whole run
    and hands the same address to the processes of every restart (``TORCHELASTIC_USE_AGENT_STORE=True``), while
    ``init_process_group`` writes the same keys in every attempt (torch's ``rendezvous.py``: "We create a new
    TCPStore for every retry so no need to add prefix" — no longer true since the store is shared; pytorch/pytorch
    #135712). A process restarted after ``--max-restarts`` then reads the killed process's gloo address or NCCL id
    (``Connection refused``) or waits on a barrier counted by the last attempt (a hang; seen here in 4 of 8
    restarts). The attempt number is agreed through the store itself — each process counts its own starts under
    ``memorybook/starts/<world size>/<rank>``, and every rank of a world starts once per attempt on every
    machine — because ``TORCHELASTIC_RESTART_COUNT`` differs between machines (each agent counts its own
    restarts). That holds for a fixed number of machines (static rendezvous, or ``--nnodes N``); a launch whose
    machines come and go (``--nnodes MIN:MAX``) is not what a book build is started with.

    Does nothing (False) without a launcher's store, for one process, or when a process group exists already.
    ``backend``: what Accelerate would choose (``"gloo"`` for CPU processes, ``"nccl"`` on CUDA, ``"xccl"`` on XPU).
    """
    import torch.distributed as dist

    world = int(os.environ.get("WORLD_SIZE", "1"))
    if os.environ.get("TORCHELASTIC_USE_AGENT_STORE") != "True" or world < 2 or dist.is_initialized():
        return False
    rank = int(os.environ["RANK"])
    timeout = timedelta(seconds=timeout_s or DEFAULT_TIMEOUT_S)
    agent = dist.TCPStore(os.environ["MASTER_ADDR"], int(os.environ["MASTER_PORT"]), world, is_master=False,
                          timeout=timeout)  # fmt: skip
    attempt = agent.add(f"memorybook/starts/{world}/{rank}", 1)
    store = dist.PrefixStore(f"memorybook/{world}/attempt_{attempt}/", agent)
    dist.init_process_group(backend, store=store, rank=rank, world_size=world, timeout=timeout)
    return True


def is_main_process() -> bool:
    """True in the process that should write files (rank 0), and when not launched distributed."""
    return process_state().is_main_process


def my_indices(count: int, state=None) -> list[int]:
    """The item indices this process works on: a contiguous share of ``range(count)`` (the first
    ``count % processes`` processes get one more), from ``PartialState.split_between_processes``."""
    state = state or process_state()
    with state.split_between_processes(list(range(count))) as mine:
        return list(mine)


def finish(state=None) -> None:
    """End a distributed run: wait for every process, then destroy the process group (a no-op without a
    launcher). Call it in every process before it exits: a gloo group left to the interpreter's exit can abort
    a process ("terminate called without an active exception", SIGABRT; seen here once in 2-process CPU runs),
    which the launcher reports as a failed run. What ``Accelerator.end_training`` does for the training script."""
    state = state or process_state()
    if state.num_processes > 1 and not _machines:  # a build over Machines waits through the store instead
        state.wait_for_everyone()
    for machines in _machines:
        machines.close()
    _machines.clear()
    state.destroy_process_group()


def run_distributed(items: Sequence[T], work_fn: Callable[[T], R], *, state=None) -> list[R]:
    """``[work_fn(item) for item in items]``, the items shared between the launched processes.

    Every process calls this with the same ``items``; each runs ``work_fn`` on its share only, then all results
    (which must be picklable: PIL images, bytes, dicts) are gathered to every process and returned in item order —
    write files only where :func:`is_main_process` is true. An exception in ``work_fn`` propagates in the process
    that raised it (the launcher then stops the others).
    """
    from accelerate.utils import gather_object

    state = state or process_state()
    mine = my_indices(len(items), state)
    local = [(i, work_fn(items[i])) for i in mine]
    gathered = gather_object(local) if state.num_processes > 1 else local
    results = dict(gathered)
    missing = [i for i in range(len(items)) if i not in results]
    if missing:  # pragma: no cover - would be an Accelerate bug
        raise RuntimeError(f"pages {missing} came back from no process")
    return [results[i] for i in range(len(items))]


_machines: list[Machines] = []
"""The :class:`Machines` of this process (closed by :func:`finish`)."""


class Machines:
    """The launched processes seen through the launcher's key-value store (one per run of ``torchrun``).

    Args:
        state: :func:`process_state` (``process_index``, ``num_processes``).
        timeout_s: silence, in seconds, after which :meth:`silent` names a process (frozen or unreachable).

    Keys live in the store of this attempt of the launch (:func:`join_launch`), so that a restarted run starts
    afresh. Each process beats
    every :attr:`beat_s` seconds from a thread (a frozen machine, a stopped process or a cut network stops it;
    a long model load does not). Raises ModelError when the store cannot be reached.
    """

    def __init__(self, state, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        import torch.distributed as dist

        try:
            base = dist.distributed_c10d._get_default_store()
        except (RuntimeError, ValueError) as err:  # no process group: not launched distributed
            raise ModelError(Message("model.launch.no_store")) from err
        self.store = dist.PrefixStore("memorybook/", base)  # the attempt's own store (join_launch)
        self.rank, self.world = state.process_index, state.num_processes
        self.timeout_s = timeout_s
        self.beat_s = max(0.5, min(5.0, timeout_s / 10))
        self.host = socket.gethostname()
        self.store.set(f"host/{self.rank}", self.host)
        self.store.set(f"pid/{self.rank}", str(os.getpid()))
        self._seen: dict[int, tuple[int, float]] = {}
        self._stop = threading.Event()
        self._beat = threading.Thread(target=self._beating, name="memorybook-heartbeat", daemon=True)
        self._beat.start()
        _machines.append(self)

    def client(self):
        """A store client of its own for a thread (the store's clients are not shared between threads)."""
        try:
            return self.store.clone()
        except (RuntimeError, AttributeError):  # pragma: no cover - stores without clone
            return self.store

    def _beating(self) -> None:
        store = self.client()
        while not self._stop.is_set():
            try:
                store.add(f"beat/{self.rank}", 1)
            except RuntimeError:  # the store is gone (machine 0 ended): nothing left to tell
                return
            self._stop.wait(self.beat_s)

    def next_item(self, count: int) -> int | None:
        """The next item of the shared queue for this process (0, 1, … across all processes), or None when
        all ``count`` are taken: a fast process takes more items than a slow one."""
        taken = self.store.add("next", 1) - 1
        return taken if taken < count else None

    def machine(self, rank: int) -> str:
        """``"host (rank r)"`` for a process, as it told the store."""
        try:
            host = self.store.get(f"host/{rank}").decode()
        except RuntimeError:
            host = "?"
        return f"{host} (rank {rank})"

    def silent(self, ranks: Sequence[int], store=None) -> int | None:
        """The first of ``ranks`` whose heartbeat has not moved for :attr:`timeout_s` seconds (measured on
        this machine's clock from when it was first watched), else None."""
        store = store or self.store
        now = time.monotonic()
        for rank in ranks:
            beats = store.add(f"beat/{rank}", 0)
            seen, since = self._seen.get(rank, (-1, now))
            if beats != seen:
                self._seen[rank] = (beats, now)
            elif now - since > self.timeout_s:
                return rank
        return None

    def silence_error(self, rank: int, doing: Message) -> ModelError:
        """The one line that names a silent machine: what it was ``doing``, for how long, what to do."""
        seconds = f"{self.timeout_s:g}"
        return ModelError(
            Message("model.distributed.silent", machine=self.machine(rank), seconds=seconds, doing=doing)
        )

    def lost(self) -> int | None:
        """The first other process of this machine that is gone (ended, or a zombie its launcher has not reaped
        yet: killed, crashed, out of memory), else None. Processes on other machines cannot be asked."""
        import psutil

        for rank in range(self.world):
            if rank == self.rank:
                continue
            try:
                if self.store.get(f"host/{rank}").decode() != self.host:
                    continue
                pid = int(self.store.get(f"pid/{rank}").decode())
                if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                    continue
            except psutil.NoSuchProcess:
                pass
            except (RuntimeError, ValueError):  # the store is gone, or the rank never wrote its pid
                continue
            return rank
        return None

    def lost_error(self, doing: str) -> ModelError:
        """The one line for a launch stopped by its launcher (``torchrun`` stops every process when one fails):
        the lost process when this machine can tell which, what to do."""
        rank = self.lost()
        who = (
            f"machine {self.machine(rank)} stopped" if rank is not None else "a process of the launch stopped"
        )
        return ModelError(
            f"{who} (killed, crashed or out of memory) while {doing}, and the launcher stopped the others; the "
            "pictures already drawn are kept — run the same command again to draw only the missing pages"
        )

    @contextlib.contextmanager
    def stopped_by_launcher(self, doing: str, writer: bool, cancel=None):
        """While in it, the launcher's SIGTERM (sent to every process when one fails) ends this process with
        :meth:`lost_error` raised in the writer (the one line the user sees from us) and a quiet exit elsewhere.
        Only in the main thread (elsewhere it does nothing). With ``cancel`` (a :class:`model.api.CancelToken`)
        the handler cancels it instead of raising where the signal lands, and the block's end raises: for code
        that must not be left mid-call (Qt painting the PDF: an exception raised inside it ended the writer with
        SIGSEGV, seen under load), which stops at its next check of the token.

        The exception the handler raises can land inside library code that catches and wraps it (diffusers'
        lazy imports turn any error into "Failed to import diffusers.pipelines…", and the model loading names
        that "cannot load the model"): once the SIGTERM has come, whatever leaves the block is replaced by the
        lost-machine line (writer) or the quiet exit (others), its cause kept as ``__cause__``, and a block that
        ends normally (a library swallowed it) ends the same way. Raises ModelError (writer) or SystemExit."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        raised: list[BaseException] = []  # what the handler raised, once the SIGTERM has come

        def ending() -> BaseException:
            return self.lost_error(doing) if writer else SystemExit(128 + signal.SIGTERM)

        def stop(signum, frame):
            raised.append(ending())
            if cancel is None:
                raise raised[-1]
            cancel.cancel()

        previous = signal.signal(signal.SIGTERM, stop)
        try:
            yield
        except BaseException as err:
            if not raised or any(err is mine for mine in raised):
                raise
            raise ending() from err  # a library's wrapping of it
        finally:
            signal.signal(signal.SIGTERM, previous)
        if raised:  # swallowed by a library on the way: the launcher's stop still ends the process
            raise ending()

    def close(self) -> None:
        """Stop the heartbeat."""
        self._stop.set()
        self._beat.join(timeout=self.beat_s + 1)
