"""Choosing a plan: :func:`plan_placement` tries the strategies fastest first (or the one the user names) and
returns the first that fits; :func:`plan_for` gathers its inputs from a catalogue id or a local diffusers folder."""

from __future__ import annotations

from collections.abc import Sequence

from model.devices import Inventory
from model.errors import ModelError
from model.placement.device_maps import _components, _disk_offload, _sharded, denoiser_layout
from model.placement.explain import _gb, with_rejections
from model.placement.memory import ComponentSize, _Ctx, component_sizes_for, component_sizes_for_folder
from model.placement.parallel import context_parallel, tensor_parallel
from model.placement.plan import PARALLEL_STRATEGIES, DenoiserLayout, Plan, Strategy
from model.placement.whole import _model_offload, _replicas, _sequential_offload, _single

_STRATEGIES = {
    Strategy.SINGLE: _single,
    Strategy.REPLICAS: _replicas,
    Strategy.COMPONENTS: _components,
    Strategy.TENSOR_PARALLEL: tensor_parallel,
    Strategy.CONTEXT_PARALLEL: context_parallel,
    Strategy.SHARDED: _sharded,
    Strategy.MODEL_OFFLOAD: _model_offload,
    Strategy.SEQUENTIAL_OFFLOAD: _sequential_offload,
    Strategy.DISK_OFFLOAD: _disk_offload,
}

AUTO_ORDER = (
    Strategy.REPLICAS,
    Strategy.SINGLE,
    Strategy.COMPONENTS,
    Strategy.TENSOR_PARALLEL,
    Strategy.CONTEXT_PARALLEL,
    Strategy.SHARDED,
    Strategy.MODEL_OFFLOAD,
    Strategy.SEQUENTIAL_OFFLOAD,
    Strategy.DISK_OFFLOAD,
)
"""The order :func:`plan_placement` tries strategies in when the user names none: fastest first."""


def plan_placement(
    components: Sequence[ComponentSize],
    inventory: Inventory,
    *,
    width: int,
    height: int,
    batch: int = 1,
    pages: int = 1,
    layout: DenoiserLayout | None = None,
    placement: str | None = None,
    parallel: bool = True,
) -> Plan:
    """Choose where the pipeline's parts live.

    Args:
        components: every weight-holding component (bytes at the load dtype); one should have role "denoiser".
        inventory: the devices and their budgets (``free_bytes`` is the budget).
        width, height: image size in pixels; batch: images per call; pages: pages in the book (replicas need ≥ 2).
        layout: the denoiser on the meta device with its no-split classes (needed to split it by blocks).
        placement: a :class:`Strategy` value to force (``--placement``); None chooses (:data:`AUTO_ORDER`).
        parallel: whether choosing may pick tensor/context parallelism (they need a launch of one process per
            device; a single-process build passes False).

    Returns:
        A :class:`Plan` whose every device share fits its budget with headroom.

    Raises:
        ModelError: an unknown or impossible ``placement`` (the message says why), or no strategy fits.
    """
    if width <= 0 or height <= 0 or batch <= 0:
        raise ModelError(f"image size and batch must be positive (got {width}×{height}, batch {batch})")
    ctx = _Ctx(components, inventory, width, height, batch, pages, layout)
    if placement:
        try:
            wanted = Strategy(placement)
        except ValueError:
            names = ", ".join(s.value for s in Strategy)
            raise ModelError(f"unknown placement {placement!r}; choose one of {names}") from None
        ctx.forced = True
        result = _run(wanted, ctx)
        if isinstance(result, str):
            raise ModelError(f"placement {wanted} cannot be used here: {result}")
        return result
    reasons = []
    for strategy in AUTO_ORDER:
        if not parallel and strategy in PARALLEL_STRATEGIES:
            continue
        result = _run(strategy, ctx)
        if isinstance(result, Plan):
            return with_rejections(result, reasons)
        reasons.append((strategy, result))
    raise ModelError("the model does not fit on these devices: " + "; ".join(f"{s}: {r}" for s, r in reasons))


def _run(strategy: Strategy, ctx: _Ctx) -> Plan | str:
    """One strategy, with Accelerate's "device N is not available" warnings silenced (described hardware is not
    here by design), and a final check that every device share fits its budget with headroom."""
    import logging

    log = logging.getLogger("accelerate.utils.modeling")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        result = _STRATEGIES[strategy](ctx)
    finally:
        log.setLevel(level)
    if isinstance(result, Plan):
        over = [s for s in result.devices if not s.fits]
        if over:
            return "; ".join(
                f"{s.name} would need {_gb(s.assigned_bytes + s.headroom_bytes)} of {_gb(s.budget_bytes)}"
                for s in over
            )
    return result


def plan_for(
    model: str,
    inventory: Inventory,
    *,
    width: int | None = None,
    height: int | None = None,
    batch: int = 1,
    pages: int = 1,
    placement: str | None = None,
    dtype: str | None = None,
    parallel: bool = True,
) -> Plan:
    """Plan for a catalogue id or a local diffusers folder: gathers the component sizes (catalogue, or safetensors
    headers), builds the denoiser on the meta device for its block structure, and calls :func:`plan_placement`.
    ``width``/``height`` default to the catalogue's size (512 px for a folder); ``parallel`` as for
    :func:`plan_placement`. Raises ModelError (unknown id,
    not a model folder, or nothing fits)."""
    from pathlib import Path

    from model.catalog import (
        DTYPE_BYTES,
        build_empty,
        build_empty_from_config,
        get_model,
        load_catalog,
        torch_dtype,
    )

    if model in load_catalog():
        entry = get_model(model)
        sizes = component_sizes_for(entry)
        module = build_empty(entry, entry.denoiser)
        dtype = entry.dtype
        width, height = width or entry.width, height or entry.height
    elif Path(model).is_dir():
        dtype = dtype or "float16"
        sizes, classes = component_sizes_for_folder(model, DTYPE_BYTES[dtype])
        den = next(c for c in sizes if c.role == "denoiser")
        class_path, config = classes[den.name]
        module = build_empty_from_config(class_path, config)
        width, height = width or 512, height or 512
    else:
        get_model(model)  # raises the "unknown model" error listing the catalogue
        raise AssertionError("unreachable")
    return plan_placement(
        sizes,
        inventory,
        width=width,
        height=height,
        batch=batch,
        pages=pages,
        layout=denoiser_layout(module, torch_dtype(dtype)),
        placement=placement,
        parallel=parallel,
    )


def plan_here(model: str) -> Plan:
    """How ``model`` (a catalogue id or a diffusers folder) would be placed on this computer's devices:
    :func:`plan_for` with :func:`model.devices.inventory`. Imports torch. Raises ModelError."""
    from model.devices import inventory

    return plan_for(model, inventory())
