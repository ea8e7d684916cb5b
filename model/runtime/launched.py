"""The plan and loader of a process started by ``torchrun`` / ``accelerate launch`` for tensor or context
parallelism (``memorybook build --distributed --placement tensor_parallel|context_parallel``).

Each launched process plans for itself, with the same planner as a one-process build
(:func:`model.placement.plan_for`, the placement forced) over the accelerators of this machine that the launch uses
(one per local process: ``cuda:0`` … ``cuda:{LOCAL_WORLD_SIZE-1}``), and loads under that plan
(:func:`model.runtime.placed.load_with_plan`): the components the planner keeps in CPU memory stay there in every
process, the denoiser's share goes to the process's own device, and the host memory the planner counted per process
(its CPU share is ``processes ×`` the components kept there) is what each process holds — the denoiser is never
copied whole to CPU memory first (see :func:`model.runtime.placed._load_parallel`).

CPU processes (gloo) have only the CPU: everything is on it, as :func:`model.placement.parallel.runtime_plan` says.
"""

from __future__ import annotations

import dataclasses
import functools
import os

from model.errors import ModelError
from model.placement import Plan
from model.runtime.parallel import launched_processes, tolerance_said
from words import Message, message_of


def _ordinal(name: str) -> int:
    return int(name.partition(":")[2] or 0)


def launch_plan(
    folder, kind: str, processes: int, device: str, size: tuple = (None, None), pages: int = 1
) -> Plan:
    """The plan this launched process loads ``folder`` under: ``kind`` (``"tensor_parallel"``/
    ``"context_parallel"``) over the ``processes`` of the launch, this one computing on ``device`` (its own GPU,
    ``cuda:LOCAL_RANK``, or ``"cpu"``); ``size`` (px, None: the model's) and ``pages`` size the plan.

    On accelerators: the planner's plan (:func:`model.placement.plan_for` with ``placement=kind``) over this
    machine's accelerators of ``device``'s kind numbered below ``LOCAL_WORLD_SIZE``, its devices listed by ordinal
    (``plan.parallel.devices[LOCAL_RANK]`` is this process's) and ``device`` its execution device. On the CPU:
    :func:`model.placement.parallel.runtime_plan` (everything on the CPU, the only device there).

    Raises ModelError (one line): the planner cannot place it so (its reason), or splits it over another number of
    devices than the launch has processes (the heads do not divide, or the launch spans machines)."""
    from model.devices import inventory
    from model.placement import plan_for
    from model.placement.parallel import runtime_plan

    if device.startswith("cpu"):
        return runtime_plan(kind, processes, "cpu")
    found = inventory()
    local = int(os.environ.get("LOCAL_WORLD_SIZE", processes))
    accelerator = device.partition(":")[0]
    used = tuple(d for d in found.accelerators if d.kind == accelerator and _ordinal(d.name) < local)
    try:
        plan = plan_for(
            str(folder),
            dataclasses.replace(found, accelerators=used),
            width=size[0],
            height=size[1],
            pages=pages,
            placement=kind,
        )
    except ModelError as err:
        raise ModelError(
            Message("model.launch.refused", kind=kind, processes=processes, reason=message_of(err))
        ) from err
    if plan.parallel is None or plan.parallel.degree != processes:
        degree = plan.parallel.degree if plan.parallel else 1
        raise ModelError(
            Message("model.launch.degree", kind=kind, degree=degree, devices=len(used), processes=processes)
        )
    devices = tuple(sorted(plan.parallel.devices, key=_ordinal))
    spec = dataclasses.replace(plan.parallel, devices=devices)
    return dataclasses.replace(plan, execution_device=device, parallel=spec)


def _launched_load(source, dtype=None, *, kind: str, processes: int, device: str, size: tuple, pages: int):
    """A ``loader(source, dtype)``: :func:`launch_plan` for ``source``'s folder, then
    :func:`model.runtime.placed.load_with_plan` under it."""
    from model.runtime.placed import _folder, load_with_plan

    plan = launch_plan(_folder(source), kind, processes, device, size, pages)
    return load_with_plan(source, dtype, plan=plan)


def launched_loader(kind: str, size: tuple = (None, None), pages: int = 1):
    """For a build under ``torchrun`` / ``accelerate launch``: ``(loader, note)`` — a ``loader(source, dtype)`` that
    loads the pipeline under this process's :func:`launch_plan` (``size`` in px and ``pages`` size it) and splits
    its denoiser by ``kind`` over all the launched processes, and the summary's line naming the split and its
    tolerance. People's LoRAs are applied page by page after the split (under tensor parallelism fused into each
    rank's shards, :mod:`model.pipelines.sharded_lora`). Raises ModelError when fewer than 2 processes run."""
    from model.runtime.distributed import process_state

    state = process_state()
    if state.num_processes < 2:
        launched_processes()  # not launched: the error says how to launch
        raise ModelError(Message("model.launch.too_few", kind=kind, processes=state.num_processes))
    device = str(state.device)
    loader = functools.partial(
        _launched_load, kind=kind, processes=state.num_processes, device=device, size=size, pages=pages
    )
    backend = "NCCL" if state.device.type == "cuda" else "gloo"
    note = Message(
        "model.launch.placement",
        kind=kind,
        count=state.num_processes,
        backend=backend,
        tolerance=tolerance_said(),
    )
    return loader, note
