"""Where a build draws: the diffusion model placed across this machine's devices (one process, device-mapped),
or several model processes (replicas) fed from one queue; and what the pictures can be compared with bit for bit.

Used by :func:`app.build.book.build_book`; see docs/PLACEMENT.md.
"""

from __future__ import annotations

from app.book.project import BookProject


def replica_pool(project: BookProject, model: str, placement: str | None, processes: int | None):
    """``(pool, notes)``: a :class:`model.runtime.replicas.ReplicaPool` with one model process per device of the
    plan's replicas (see :func:`model.runtime.replicas.replica_devices`), or ``(None, [])`` when the plan is not
    ``replicas`` and no ``processes`` were asked for. CPU processes share the cores evenly unless
    ``OMP_NUM_THREADS`` is set. Raises ModelError (the planner's reason, too many processes)."""
    import os

    from model.pipelines.sources import inspect_source
    from model.runtime.replicas import ReplicaPool, cpu_threads_each, replica_devices

    if placement not in (None, "auto", "replicas") and processes is None:
        return None, []
    source = inspect_source(model)
    settings = project.book.illustration
    devices = replica_devices(
        str(source.path or model),
        processes=processes,
        placement=placement or "auto",
        width=settings.width,
        height=settings.height,
        pages=len(project.book.pages),
    )
    if not devices:
        return None, []
    threads = None
    if all(d == "cpu" for d in devices) and not os.environ.get("OMP_NUM_THREADS"):
        threads = cpu_threads_each(len(devices))
    note = f"model processes: {len(devices)} ({', '.join(devices)}), pages handed out as a queue"
    return ReplicaPool(model, devices, threads=threads), [note]


def exactness_lines(project: BookProject) -> list[str]:
    """What the book's diffusion pictures can be compared with bit for bit (from their sidecars: device,
    device map, CPU threads), and the tolerance otherwise (:data:`model.runtime.replicas.THREADS_TOLERANCE`); ``[]``
    for a book without diffusion pictures. See docs/PLACEMENT.md, "Exactness"."""
    from model.runtime.replicas import THREADS_TOLERANCE

    seen: dict[tuple, None] = {}
    for page in project.book.pages:
        if not (page.illustration and project.has_illustration(page.illustration)):
            continue
        try:
            info = project.illustration_sidecar(page.illustration).get("info", {})
        except (OSError, ValueError):
            continue
        if info.get("engine") == "diffusion":
            split = "split" if info.get("device_map") else "whole"
            seen[(info.get("device", "?"), split, info.get("cpu_threads"))] = None
    if not seen:
        return []
    how = "; ".join(
        f"{device} ({split}), {threads if threads else '?'} CPU thread(s)" for device, split, threads in seen
    )
    return [
        f"exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and "
        f"thread count; another thread count or placement differs by up to {THREADS_TOLERANCE}/255 "
        "(docs/PLACEMENT.md)"
    ]


def placed_loader(project: BookProject, model: str, placement: str):
    """A ``loader(source, dtype)`` that loads ``model`` under a placement plan for this machine's devices
    (:func:`model.placement.plan_for` over :func:`model.devices.inventory`), and the plan.

    ``placement`` is "auto" (the planner chooses) or a strategy name. Raises ModelError when the model is not
    a local diffusers folder or catalogue id, or when a person's LoRA would be loaded into a denoiser that is
    split to disk or across GPUs (not supported yet: it must be loaded before dispatch; see
    :func:`model.runtime.placed.load_with_plan`).
    """
    import functools

    from model.errors import ModelError
    from model.pipelines.sources import inspect_source
    from model.placement import plan_for
    from model.devices import inventory
    from model.runtime.placed import load_with_plan

    source = inspect_source(model)
    settings = project.book.illustration
    plan = plan_for(
        str(source.path),
        inventory(project.root / "cache"),
        width=settings.width,
        height=settings.height,
        pages=len(project.book.pages),
        placement=None if placement == "auto" else placement,
        parallel=False,  # one process: tensor/context parallelism need torchrun and --distributed
    )
    from model.catalog import reference_count

    # editing models (FLUX.2, Qwen-Image-Edit) draw people from their photos and load no LoRA
    loras = any(p.lora for p in project.book.people) and not reference_count(str(source.path))
    if plan.strategy in ("sharded", "disk_offload") and loras:
        raise ModelError(
            f"placement {plan.strategy} cannot apply people's LoRAs yet; choose --placement model_offload or a "
            "larger GPU"
        )
    offload = project.root / "cache" / "offload"
    offload.mkdir(parents=True, exist_ok=True)
    return functools.partial(load_with_plan, plan=plan, offload_folder=str(offload)), plan
