"""Choosing a plan: :func:`plan_placement` makes every strategy that fits (or the one the user names), estimates
each (:mod:`model.placement.cost`) and keeps the one whose book finishes first; :func:`plan_for` gathers its inputs
from a catalogue id or a local diffusers folder."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.devices import Inventory
from model.errors import ModelError
from model.placement.book import _denoiser_replicas, book_estimate
from model.placement.components import _components
from model.placement.cost import Assumptions, estimate
from model.placement.device_maps import _disk_offload, _sharded, denoiser_layout
from model.placement.explain import _gb, clauses, estimate_lines, speedup_line, with_rejections
from model.placement.memory import ComponentSize, PlanInputs, component_sizes_for, component_sizes_for_folder
from model.placement.parallel import context_parallel, tensor_parallel
from model.placement.plan import PARALLEL_STRATEGIES, DenoiserLayout, Estimate, Plan, Strategy
from model.placement.whole import _group_offload, _model_offload, _replicas, _sequential_offload, _single
from words import Message

_STRATEGIES = {
    Strategy.SINGLE: _single,
    Strategy.REPLICAS: _replicas,
    Strategy.COMPONENTS: _components,
    Strategy.TENSOR_PARALLEL: tensor_parallel,
    Strategy.CONTEXT_PARALLEL: context_parallel,
    Strategy.DENOISER_REPLICAS: _denoiser_replicas,
    Strategy.SHARDED: _sharded,
    Strategy.MODEL_OFFLOAD: _model_offload,
    Strategy.GROUP_OFFLOAD: _group_offload,
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
    Strategy.DENOISER_REPLICAS,
    Strategy.MODEL_OFFLOAD,
    Strategy.DISK_OFFLOAD,
    Strategy.GROUP_OFFLOAD,
    Strategy.SEQUENTIAL_OFFLOAD,
)
"""The strategies :func:`plan_placement` makes when the user names none; of two whose estimates differ by less
than :data:`SAME_ESTIMATE` the earlier wins (``denoiser_replicas``, two phases, comes after the plans that keep
the pipeline whole or split it in one piece: where they draw as fast, they are the simpler). The GPU+CPU block split (``disk_offload`` when CPU memory holds the rest) comes before the
per-layer streaming strategies: it moves only the blocks that do not fit, they move every block every step."""

SAME_ESTIMATE = 0.01
"""Relative difference of two book estimates below which they count as the same (the estimate is not that
precise: FLUX.1 [schnell] on 4×24 GiB, one page, components 58.87 s, denoiser_replicas 58.72 s)."""

_ONE_AT_A_TIME = (
    Strategy.SHARDED,
    Strategy.MODEL_OFFLOAD,
    Strategy.DISK_OFFLOAD,
    Strategy.GROUP_OFFLOAD,
    Strategy.SEQUENTIAL_OFFLOAD,
)
"""Strategies that compute the denoiser on one accelerator at a time, moving weights or running parts on the CPU:
none can finish before a plan that keeps everything resident on accelerators (so they are not made then)."""


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
    steps: int = 28,
    assumptions: Assumptions | None = None,
    phases: bool = True,
) -> Plan:
    """Choose where the pipeline's parts live: the plan whose book of ``pages`` finishes first (the most pages per
    minute; for one page, the lowest latency), by :func:`model.placement.cost.estimate`.

    Args:
        components: every weight-holding component (bytes at the load dtype); one should have role "denoiser".
        inventory: the devices and their budgets (``free_bytes`` is the budget).
        width, height: image size in pixels; batch: images per call; pages: pages in the book (replicas need ≥ 2).
        layout: the denoiser on the meta device with its no-split classes (needed to split it by blocks).
        placement: a :class:`Strategy` value to force (``--placement``); None chooses.
        parallel: whether choosing may pick tensor/context parallelism (they need a launch of one process per
            device; a single-process build passes False).
        steps: denoising steps a page (the cost model's); assumptions: its figures (None: the defaults).
        phases: whether choosing may pick ``denoiser_replicas`` (its encode and denoise phases run in model
            processes, :class:`model.runtime.encoded.EncodedReplicaPool`; one loader in one process passes False).

    Returns:
        A :class:`Plan` whose every device share fits its budget with headroom, with its :class:`Estimate`; VAE
        tiling is planned (``vae_tiling``) only where the decode's activations are what keeps a strategy out.

    Raises:
        ModelError: an unknown or impossible ``placement`` (the message says why), or no strategy fits.
    """
    if width <= 0 or height <= 0 or batch <= 0:
        raise ModelError(Message("model.plan.bad_size", width=width, height=height, batch=batch))
    size = (width, height, batch, max(pages, 1))
    ctx = PlanInputs(tuple(components), inventory, *size, layout, max(steps, 1), assumptions, phases=phases)
    if placement:
        return _with_one_gpu_rate(_forced(placement, ctx), ctx)
    candidates, reasons = _candidates(ctx, parallel)
    if not candidates:
        reason = clauses(*(Message("model.plan.reason", strategy=str(s), reason=r) for s, r in reasons))
        raise ModelError(Message("model.plan.fits_nowhere", reasons=reason))
    fastest = min(_cost(c).book_seconds for c in candidates)
    best = next(c for c in candidates if _cost(c).book_seconds <= fastest * (1 + SAME_ESTIMATE))
    slower = [
        (c.strategy, Message("model.plan.slower", rate=f"{_cost(c).pages_per_minute:.2f}"))
        for c in candidates
    ]
    slower = [s for s, c in zip(slower, candidates, strict=True) if c is not best]
    return with_rejections(_with_one_gpu_rate(best, ctx), slower + reasons)


def _with_one_gpu_rate(plan: Plan, ctx: PlanInputs) -> Plan:
    """``plan`` with its estimate's ``one_gpu_pages_per_minute``: the page rate of the fastest plan (one process)
    of the same book on the roomiest accelerator alone (CPU memory and disk kept), so that the estimate says the
    speed-up of using every accelerator; the plan's own rate on a machine of one accelerator."""
    from model.devices import Inventory

    if plan.estimate is None or not ctx.accelerators:
        return plan
    rate: float | None
    if len(ctx.accelerators) == 1:
        rate = plan.estimate.pages_per_minute
    else:
        roomiest = max(ctx.accelerators, key=lambda d: d.free_bytes)
        inventory = Inventory((roomiest,), ctx.inventory.cpu, ctx.inventory.disk, ctx.inventory.described)
        one = replace(ctx, inventory=inventory, vae_tiling=False, forced=False, phases=True)
        candidates, _ = _candidates(one, parallel=False)
        rate = max((_cost(c).pages_per_minute for c in candidates), default=None)
    cost = replace(plan.estimate, one_gpu_pages_per_minute=rate)
    return replace(plan, estimate=cost, lines=(*plan.lines, speedup_line(cost)))


def _candidates(ctx: PlanInputs, parallel: bool) -> tuple[list[Plan], list[tuple[Strategy, Message]]]:
    """``(plans, reasons)``: every strategy of :data:`AUTO_ORDER` that fits, estimated, and why each other does
    not (or was not made: see :data:`_ONE_AT_A_TIME`)."""
    reasons: list[tuple[Strategy, Message]] = []
    candidates: list[Plan] = []
    for strategy in AUTO_ORDER:
        if not parallel and strategy in PARALLEL_STRATEGIES:
            continue
        if strategy == Strategy.DENOISER_REPLICAS and not ctx.phases:
            reasons.append((strategy, Message("model.plan.not_made_phases")))
            continue
        resident = [c for c in candidates if _all_resident(c, ctx)]
        if strategy in _ONE_AT_A_TIME and resident:
            reasons.append(
                (strategy, Message("model.plan.not_made_resident", strategy=str(resident[0].strategy)))
            )
            continue
        result = _run_or_tile(strategy, ctx)
        if isinstance(result, Plan):
            candidates.append(result)
        else:
            reasons.append((strategy, result))
    return candidates, reasons


def _forced(placement: str, ctx: PlanInputs) -> Plan:
    """The plan of the strategy the user named, estimated; ModelError when it is unknown or cannot be used."""
    try:
        wanted = Strategy(placement)
    except ValueError:
        names = [s.value for s in Strategy]
        raise ModelError(
            Message("model.plan.unknown_placement", placement=placement, choices=names)
        ) from None
    result = _run_or_tile(wanted, replace(ctx, forced=True))
    if isinstance(result, Message):
        raise ModelError(Message("model.plan.cannot_use", placement=str(wanted), reason=result))
    return result


def _all_resident(plan: Plan, ctx: PlanInputs) -> bool:
    """Every component stays on an accelerator and nothing moves per step or per page (a ``denoiser_replicas``
    plan does not count: it uploads the text encoders and then the denoiser, which for a book of one page can
    cost more than streaming from CPU memory — FLUX.1 [schnell] on 24 GiB: 59.7 s against group offload's 57.4)."""
    if plan.strategy == Strategy.DENOISER_REPLICAS:
        return False
    accelerators = {d.name for d in ctx.accelerators}
    on = set(plan.device_map.values()) | set((plan.denoiser_device_map or {}).values())
    on = {d for d in on if not d.startswith("each device")}
    return _cost(plan).moved_seconds == 0 and on <= accelerators


def _run_or_tile(strategy: Strategy, ctx: PlanInputs) -> Plan | Message:
    """:func:`_run`, and where it fails and the VAE's decode is the largest activation, again with the decode in
    :data:`model.placement.memory.VAE_TILE` px tiles; the plan carries its :class:`Estimate` and its explanation
    ends with the estimate in words."""
    result = _run(strategy, ctx)
    if isinstance(result, Message) and _decode_is_largest(ctx):
        tiled = _run(strategy, replace(ctx, vae_tiling=True))
        if isinstance(tiled, Plan):
            note = Message("model.plan.vae_tiles", reason=result)
            result = replace(tiled, vae_tiling=True, lines=(*tiled.lines, note))
    if isinstance(result, Message):
        return result
    planned = replace(ctx, vae_tiling=result.vae_tiling)
    cost = (book_estimate if result.strategy == Strategy.DENOISER_REPLICAS else estimate)(result, planned)
    return replace(result, estimate=cost, lines=(*result.lines, *estimate_lines(cost)))


def _decode_is_largest(ctx: PlanInputs) -> bool:
    """The VAE's untiled decode needs more activation memory than any other component (tiling would help)."""
    vae = [c for c in ctx.components if c.role == "vae"]
    others = [ctx.act(c) for c in ctx.components if c.role != "vae"]
    return bool(vae) and max(ctx.act(v) for v in vae) > max(others, default=0)


def _run(strategy: Strategy, ctx: PlanInputs) -> Plan | Message:
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
            return clauses(
                *(
                    Message(
                        "model.plan.would_need",
                        device=s.name,
                        need=_gb(s.assigned_bytes + s.headroom_bytes),
                        budget=_gb(s.budget_bytes),
                    )
                    for s in over
                )
            )
    return result


def _described(model: str, dtype, width, height, steps) -> tuple:
    """``(component sizes, denoiser on the meta device, dtype name, width, height, steps)`` for a catalogue id
    or a diffusers folder, the given values kept where set (see :func:`plan_for`). Raises ModelError."""
    from pathlib import Path

    from model.catalog import (
        DTYPE_BYTES,
        build_empty,
        build_empty_from_config,
        get_model,
        load_catalog,
    )

    if model in load_catalog():
        entry = get_model(model)
        sizes = component_sizes_for(entry)
        module = build_empty(entry, entry.denoiser)
        dtype = entry.dtype
        width, height = width or entry.width, height or entry.height
        steps = steps or entry.steps or default_steps(entry.architecture)
    elif Path(model).is_dir():
        dtype = dtype or "float16"
        sizes, classes = component_sizes_for_folder(model, DTYPE_BYTES[dtype])
        den = next(c for c in sizes if c.role == "denoiser")
        class_path, config = classes[den.name]
        module = build_empty_from_config(class_path, config)
        width, height = width or 512, height or 512
        steps = steps or default_steps(class_path)
    else:
        get_model(model)  # raises the "unknown model" error listing the catalogue
        raise AssertionError("unreachable")
    return sizes, module, dtype, width, height, steps


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
    steps: int | None = None,
    assumptions: Assumptions | None = None,
    phases: bool = True,
) -> Plan:
    """:func:`plan_placement` for a catalogue id or a diffusers folder (sizes from the catalogue or safetensors
    headers; the denoiser on the meta device); size defaults to the catalogue's (512 px for a folder), ``steps``
    to the catalogue's, else :func:`default_steps`. Raises ModelError (unknown id, not a folder, nothing fits)."""
    from model.catalog import torch_dtype

    sizes, module, dtype, width, height, steps = _described(model, dtype, width, height, steps)
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
        steps=steps,
        assumptions=assumptions,
        phases=phases,
    )


def default_steps(pipeline: str) -> int:
    """The denoising steps diffusers' pipeline runs when none are given: 28 for the FLUX pipelines (FluxPipeline,
    Flux2Pipeline ``num_inference_steps=28``), 50 for the others (StableDiffusion*, HunyuanDiT, QwenImage)."""
    return 28 if "Flux" in pipeline else 50


def plan_here(model: str) -> Plan:
    """How ``model`` (a catalogue id or a diffusers folder) would be placed on this computer's devices:
    :func:`plan_for` with :func:`model.devices.inventory`. Imports torch. Raises ModelError."""
    from model.devices import inventory

    return plan_for(model, inventory())


def _cost(plan: Plan) -> Estimate:
    """The estimate of a planned candidate (every candidate is estimated when it is made)."""
    assert plan.estimate is not None
    return plan.estimate
