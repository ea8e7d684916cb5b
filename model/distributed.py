"""Spread a book's pages over processes: one GPU each (NCCL) or CPU processes (gloo), launched by ``torchrun`` or
``accelerate launch`` — on one machine or several (Accelerate multi-node; see docs/PLACEMENT.md).

:func:`run_distributed` gives each process its share of the items with Accelerate's
``PartialState.split_between_processes`` and gathers every result back (``accelerate.utils.gather_object``) in item
order, so the main process can write one book. Run without a launcher it is a plain loop in one process.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def process_state():
    """Accelerate's ``PartialState`` (initialises ``torch.distributed`` from the launcher's environment: NCCL when
    each process has a GPU, gloo on CPU). Without CUDA/XPU it is created with ``cpu=True``: Accelerate otherwise
    treats CPU processes started by ``torchrun`` as one process each (only ``accelerate launch --cpu`` sets that)."""
    import torch
    from accelerate import PartialState

    xpu = hasattr(torch, "xpu") and torch.xpu.is_available()
    return PartialState(cpu=not (torch.cuda.is_available() or xpu))


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
    if state.num_processes > 1:
        state.wait_for_everyone()
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
