"""Where a build draws: the diffusion model placed across this machine's devices (one process, device-mapped),
or several model processes (replicas) fed from one queue; and what the pictures can be compared with bit for bit.

Used by :func:`app.build.book.build_book`; see docs/PLACEMENT.md.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from app.book.project import BookProject
from words import Message


class Pool(NamedTuple):
    """Model processes a build started (:func:`replica_pool`, :func:`encoded_pool`), or None, and the ``notes``
    the summary gets about them."""

    pool: Any
    notes: list[Message | str]


class Placed(NamedTuple):
    """A ``loader(source, dtype)`` loading the model under a plan (:func:`placed_loader`), and the ``plan``
    (:class:`model.placement.Plan`)."""

    loader: Callable
    plan: Any


def replica_pool(project: BookProject, model: str, placement: str | None, processes: int | None) -> Pool:
    """A :class:`Pool`: an :class:`model.runtime.encoded.EncodedReplicaPool` when the plan is
    ``denoiser_replicas`` (:func:`encoded_pool`), else a :class:`model.runtime.replicas.ReplicaPool` with one model
    process per device of the plan's replicas, sized for the book's pictures and pages (:func:`model_pool`), or
    ``Pool(None, [])`` when the plan is neither and no ``processes`` were asked for. Raises ModelError (the planner's reason, too many
    processes)."""
    if processes is None and placement in (None, "auto", "denoiser_replicas"):
        from model.pipelines.sources import inspect_source

        source = inspect_source(model)
        encoded, notes = encoded_pool(project, str(source.path or model), placement or "auto")
        if encoded is not None:
            return Pool(encoded, notes)
    settings = project.book.illustration
    size = (settings.width, settings.height)
    pool, note = model_pool(model, placement, processes, size, len(project.book.pages))
    return Pool(pool, [note] if pool is not None else [])


def model_pool(
    model: str,
    placement: str | None,
    processes: int | None,
    size: tuple[int | None, int | None] = (None, None),
    pages: int = 2,
):
    """``(pool, note)``: a :class:`model.runtime.replicas.ReplicaPool` with one model process per device (see
    :func:`model.runtime.replicas.replica_devices`: ``processes`` of them, or the planner's ``replicas`` plan for
    ``placement`` "auto"/"replicas"; ``size`` px and ``pages`` size the plan), and the note that says so; or
    ``(None, "")`` when there is to be one process. CPU processes share the cores evenly unless
    ``OMP_NUM_THREADS`` is set (:func:`model.runtime.replicas.cpu_threads_each`), so a build and a drawing
    server on the same machine draw the same pixels. Used by the build and by ``memorybook serve``. Raises
    ModelError (the planner's reason, too many processes)."""
    import os

    from model.pipelines.sources import inspect_source
    from model.runtime.replicas import ReplicaPool, cpu_threads_each, replica_devices

    if placement not in (None, "auto", "replicas") and processes is None:
        return None, ""
    source = inspect_source(model)
    devices = replica_devices(
        str(source.path or model),
        processes=processes,
        placement=placement or "auto",
        width=size[0],
        height=size[1],
        pages=pages,
    )
    if not devices:
        return None, ""
    threads = None
    if all(d == "cpu" for d in devices) and not os.environ.get("OMP_NUM_THREADS"):
        threads = cpu_threads_each(len(devices))
    note = Message("build.placement.processes", count=len(devices), devices=", ".join(devices))
    return ReplicaPool(model, devices, threads=threads), note


def encoded_pool(project: BookProject, model: str, placement: str) -> Pool:
    """A :class:`Pool`: an :class:`model.runtime.encoded.EncodedReplicaPool` when the planner's plan for the
    book is ``denoiser_replicas`` (:func:`model.runtime.encoded.encoded_devices`), else ``Pool(None, [])``. People's
    LoRAs (and their eras') are applied by the denoiser replicas, page by page; not a LoRA with text-encoder
    layers (:func:`model.pipelines.lora.carries_text_encoder_layers`): the encode phase would leave them out (the
    plan is refused when named, else not chosen), nor any LoRA where a replica is split over a pair. Raises
    ModelError (the planner's reason, or why the LoRAs keep the book off the plan)."""
    from model.errors import ModelError
    from model.pipelines.lora import carries_text_encoder_layers
    from model.runtime.encoded import EncodedReplicaPool, describe_replica, encoded_devices

    changing = [name for name in _lora_files(project) if carries_text_encoder_layers(project.lora_path(name))]
    if changing:
        if placement == "denoiser_replicas":
            raise ModelError(Message("build.placement.lora_changes_encoder", name=changing[0]))
        return Pool(None, [])
    settings = project.book.illustration
    devices, encode_device = encoded_devices(
        model,
        placement=placement,
        width=settings.width,
        height=settings.height,
        pages=len(project.book.pages),
    )
    if not devices or encode_device is None:
        return Pool(None, [])
    if _split_refuses_loras(project, model, devices):
        if placement == "denoiser_replicas":
            raise ModelError(Message("build.placement.lora_split_replica"))
        return Pool(None, [])
    note = Message(
        "build.placement.encoded",
        device=encode_device,
        count=len(devices),
        replicas=", ".join(map(describe_replica, devices)),
    )
    return Pool(EncodedReplicaPool(model, devices, encode_device=encode_device), [note])


def _split_refuses_loras(project: BookProject, model: str, replicas) -> bool:
    """Whether some replica is split over a pair (a plan, not a device name) while a page would load a person's
    LoRA into it: :func:`model.pipelines.lora.apply_loras` refuses a split denoiser (as :func:`plan_loader` refuses
    ``sharded`` with LoRAs); editing models draw people from their photos and load no LoRA."""
    from model.catalog import reference_count

    split = any(not isinstance(r, str) for r in replicas)
    return split and bool(_lora_files(project)) and not reference_count(model)


def _lora_files(project: BookProject) -> list[str]:
    """Every LoRA the book's people use (a person's and their eras'), as the book names them, once each."""
    names = [p.lora for p in project.book.people] + [e.lora for p in project.book.people for e in p.eras]
    return list(dict.fromkeys(n for n in names if n))


def placement_text(info: dict) -> str:
    """How one picture was drawn in English (:func:`placement_said`)."""
    return str(placement_said(info))


def placement_said(info: dict) -> Message:
    """How one picture was drawn, from its sidecar's ``info``: ``"cpu (whole)"``, ``"cuda:0, cpu (split)"`` or
    ``"tensor_parallel over 2 processes on cpu, cpu (mesh [2], gloo)"``. Reads ``info["placement"]`` (strategy,
    degree, devices, mesh; :func:`model.engines.call.placement_record`); older sidecars without it by their
    ``device`` and ``device_map``."""
    placement = info.get("placement")
    if not isinstance(placement, dict):
        device = str(info.get("device", "?"))
        if info.get("device_map"):
            return Message("build.placement.split", devices=device)
        return Message("build.placement.whole", devices=device)
    devices = ", ".join(str(d) for d in placement.get("devices") or ["?"])
    strategy = str(placement.get("strategy", "?"))
    mesh = placement.get("mesh")
    if isinstance(mesh, dict):
        return Message(
            "build.placement.mesh",
            strategy=strategy,
            count=str(placement.get("degree", "?")),
            devices=devices,
            shape=str(mesh.get("shape")),
            backend=str(mesh.get("backend")),
        )
    if strategy in ("single", "replicas"):
        return Message("build.placement.whole", devices=devices)
    if strategy == "device_map":
        return Message("build.placement.split", devices=devices)
    return Message("build.placement.strategy", devices=devices, strategy=strategy)


def exactness_lines(project: BookProject) -> list[Message]:
    """What the book's diffusion pictures can be compared with bit for bit (from their sidecars: placement —
    strategy, degree, devices, mesh —, dtype and CPU threads), and the tolerance otherwise: another thread count
    or placement differs by up to :data:`model.runtime.replicas.THREADS_TOLERANCE`, a tensor/context-parallel
    picture is within :data:`model.runtime.parallel.PICTURE_TOLERANCE` of the whole model's; ``[]`` for a book
    without diffusion pictures. See docs/PLACEMENT.md, "Exactness"."""
    from model.runtime.parallel import PICTURE_TOLERANCE
    from model.runtime.replicas import THREADS_TOLERANCE

    seen: dict[tuple, None] = {}
    parallel = False
    for page in project.book.pages:
        if not (page.illustration and project.has_illustration(page.illustration)):
            continue
        try:
            info = project.illustration_sidecar(page.illustration).get("info", {})
        except (OSError, ValueError):
            continue
        if info.get("engine") == "diffusion":
            seen[(placement_said(info), info.get("cpu_threads"))] = None
            parallel = parallel or isinstance((info.get("placement") or {}).get("mesh"), dict)
    if not seen:
        return []
    placed = [
        Message("build.placement.placed", placed=where, threads=str(threads) if threads else "?")
        for where, threads in seen
    ]
    how = placed[-1]
    for earlier in reversed(placed[:-1]):  # joined by "; " (a placement holds commas)
        how = Message("build.placement.placed_then", first=earlier, rest=how)
    if parallel:
        return [
            Message(
                "build.placement.exactness_split", how=how, levels=THREADS_TOLERANCE, tolerance=PICTURE_TOLERANCE
            )
        ]
    return [Message("build.placement.exactness", how=how, levels=THREADS_TOLERANCE)]


def placed_loader(project: BookProject, model: str, placement: str) -> Placed:
    """A ``loader(source, dtype)`` that loads ``model`` under a placement plan for this machine's devices
    (:func:`model.placement.plan_for` over :func:`model.devices.inventory`), and the plan (:class:`Placed`); sized for the book's
    pictures and page count, offloaded weights under the book's ``cache/offload``.

    ``placement`` is "auto" (the planner chooses) or a strategy name. Raises ModelError when the model is not
    a local diffusers folder or catalogue id, or when a person's LoRA would be loaded into a denoiser that is
    split to disk or across GPUs (not supported yet: it must be loaded before dispatch; see
    :func:`model.runtime.placed.load_with_plan`).
    """
    settings = project.book.illustration
    loras = any(p.lora for p in project.book.people)
    size = (settings.width, settings.height)
    return plan_loader(model, placement, project.root / "cache", size, len(project.book.pages), loras)


def plan_loader(
    model: str,
    placement: str,
    cache: Path,
    size: tuple[int | None, int | None] = (None, None),
    pages: int = 1,
    loras: bool = False,
) -> Placed:
    """:func:`placed_loader` without a book (the drawing server): ``cache`` is where the device inventory is
    cached and offloaded weights go (``cache/offload``); ``size`` (px, None: the catalogue's) and ``pages`` size
    the plan; ``loras``: some page will load a person's LoRA. Returns :class:`Placed`; raises ModelError."""
    import functools

    from model.catalog import reference_count
    from model.devices import inventory
    from model.errors import ModelError
    from model.pipelines.sources import inspect_source
    from model.placement import plan_for
    from model.runtime.placed import load_with_plan

    source = inspect_source(model)
    plan = plan_for(
        str(source.path),
        inventory(cache),
        width=size[0],
        height=size[1],
        pages=pages,
        placement=None if placement == "auto" else placement,
        parallel=False,  # one process: tensor/context parallelism need torchrun and --distributed
        phases=False,  # one loader: encode-first replicas run in model processes (replica_pool)
    )
    # editing models (FLUX.2, Qwen-Image-Edit) draw people from their photos and load no LoRA
    if plan.strategy in ("sharded", "disk_offload") and loras and not reference_count(str(source.path)):
        raise ModelError(Message("build.placement.lora_split", strategy=plan.strategy))
    offload = cache / "offload"
    offload.mkdir(parents=True, exist_ok=True)
    return Placed(functools.partial(load_with_plan, plan=plan, offload_folder=str(offload)), plan)
