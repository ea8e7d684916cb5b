"""Book-level plans: the ``denoiser_replicas`` strategy — every page's prompt encoded first, the text encoders
freed, then one denoiser (+ VAE) replica on every accelerator that holds it, or on a pair of accelerators whose
memory holds it split by blocks (Accelerate's device map, as ``sharded``), the book's pages spread over them.

Why: a book's prompts are all known before anything is drawn. The text encoders (FLUX.2 [dev]'s Mistral Small 3,
48 GB; Qwen-Image-Edit's Qwen2.5-VL, 16.6 GB) run once a page and are then idle; keeping them resident beside the
denoiser is what keeps the denoiser from fitting an accelerator alone (FLUX.2 [dev]: 112 GB in all, 64 GB of
denoiser on an 80 GB card). Encoding every page first and freeing the encoders leaves every accelerator to a
denoiser replica. This is the order diffusers' own pipelines allow: each takes ``prompt_embeds`` (and the pooled
and negative embeddings where it has them) instead of ``prompt`` and then never calls its text encoders.

The plan has two phases:

1. ``encode_plan``: the text encoders (and their tokenizers) alone — whole on one accelerator that holds them
   (``single``), else packed as whole components over the accelerators (``components``), else on the CPU
   (``single``, slow, once a book) — then freed;
2. ``replica_plans``: one plan per denoiser replica over its own accelerators (``single``: the denoiser and VAE
   whole on one; ``sharded``: a pair, the denoiser split by blocks), built by the same strategies as a whole
   pipeline's but of the components other than the text encoders.

Each phase's plans are made by the strategies of :mod:`model.placement.whole`, :mod:`model.placement.components`
and :mod:`model.placement.device_maps` on a planning context of just those components and devices
(:func:`sub_context`); the cost model estimates each replica on its own and the book as a queue over them
(:func:`model.placement.cost.estimate`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.devices import Device, Inventory
from model.placement.explain import _gb, share_lines
from model.placement.memory import ComponentSize, PlanInputs
from model.placement.plan import Plan, Strategy
from words import Message


def sub_context(
    ctx: PlanInputs, components: Sequence[ComponentSize], accelerators: Sequence[Device]
) -> PlanInputs:
    """A planning context of ``components`` alone on ``accelerators`` (the CPU kept, no disk), the rest of
    ``ctx`` (image size, batch, steps, layout, assumptions) unchanged; one page (a replica draws one at a time)."""
    inventory = Inventory(tuple(accelerators), ctx.inventory.cpu, None, ctx.inventory.described)
    layout = ctx.layout if any(c.role == "denoiser" for c in components) else None
    return replace(
        ctx,
        components=tuple(components),
        inventory=inventory,
        pages=1,
        layout=layout,
        forced=False,
        phases=True,
    )


def _replica_plans(ctx: PlanInputs, rest: list[ComponentSize]) -> list[Plan]:
    """One plan per replica of ``rest`` (the denoiser, VAE and other non-text components): ``single`` on every
    accelerator that holds them whole, then ``sharded`` over pairs of the others (roomiest first), at most one
    replica per page."""
    from model.placement.device_maps import _sharded
    from model.placement.whole import _single

    plans: list[Plan] = []
    alone: list[Device] = []
    for device in ctx.accelerators:
        if ctx.share(device, rest).fits:
            plan = _single(sub_context(ctx, rest, [device]))
            if isinstance(plan, Plan):
                plans.append(plan)
                continue
        alone.append(device)
    alone.sort(key=lambda d: -d.free_bytes)
    while len(alone) >= 2 and ctx.layout is not None:
        pair = alone[:2]
        plan = _sharded(sub_context(ctx, rest, pair))
        if not isinstance(plan, Plan):
            break  # the two roomiest left cannot hold it: no smaller pair can
        plans.append(plan)
        alone = alone[2:]
    return plans[: max(ctx.pages, 1)]


def _more_alone_when_tiled(ctx: PlanInputs, rest: list[ComponentSize], replicas: list[Plan]) -> bool:
    """Whether decoding in tiles would let more accelerators hold a replica alone than ``replicas`` have (FLUX.1
    [schnell] on 2×24 GiB: one replica split over the pair untiled, one on each GPU tiled)."""
    alone = sum(1 for r in replicas if r.strategy == Strategy.SINGLE)
    tiled_ctx = replace(ctx, vae_tiling=True)
    tiled = sum(1 for d in ctx.accelerators if tiled_ctx.share(d, rest).fits)
    return min(tiled, max(ctx.pages, 1)) > alone


def _encode_plan(ctx: PlanInputs, encoders: list[ComponentSize]) -> tuple[Plan, tuple[str, ...]] | Message:
    """``(plan, devices)`` of the encode phase — the text encoders whole on the roomiest accelerator that holds
    them all, else packed over the accelerators, else on the CPU — or why none fits. One copy: on an accelerator
    a page's prompt takes a fraction of a second (FLUX.2 [dev]'s 24 B-parameter encoder: 25 TFLOP, 0.05 s on
    an H100), less than uploading a second copy (48 GB: 4 s)."""
    from model.placement.components import _components
    from model.placement.whole import _single

    holding = [d for d in ctx.accelerators if ctx.share(d, encoders).fits]
    if holding:
        plan = _single(sub_context(ctx, encoders, holding))
        if isinstance(plan, Plan):  # it fits on each of them
            return plan, (plan.execution_device,)
    if len(ctx.accelerators) >= 2:
        packed = _components(sub_context(ctx, encoders, ctx.accelerators))
        if isinstance(packed, Plan):
            return packed, (packed.execution_device,)
    cpu = sub_context(ctx, encoders, [])
    plan = _single(cpu)
    if isinstance(plan, Message):
        return Message(
            "model.plan.book.encoders_fit_nowhere", size=_gb(sum(c.bytes for c in encoders)), reason=plan
        )
    return plan, ("cpu",)


def _denoiser_replicas(ctx: PlanInputs) -> Plan | Message:
    """The ``denoiser_replicas`` plan (module docstring), or why it cannot be made."""
    if ctx.denoiser is None:
        return Message("model.plan.no_denoiser")
    if not ctx.accelerators:
        return Message("model.plan.book.no_accelerator")
    encoders = [c for c in ctx.components if c.role == "text_encoder"]
    if not encoders:
        return Message("model.plan.book.no_text_encoder")
    rest = [c for c in ctx.components if c.role != "text_encoder"]
    replicas = _replica_plans(ctx, rest)
    if not ctx.vae_tiling and _more_alone_when_tiled(ctx, rest, replicas):
        # the planner (model.placement.planner._run_or_tile) then plans again with the decode in tiles
        return Message("model.plan.book.more_when_tiled")
    if not replicas:
        return Message("model.plan.book.rest_fits_nowhere", size=_gb(sum(c.bytes for c in rest)))
    whole = [d for d in ctx.accelerators if ctx.share(d, ctx.components).fits]
    if (
        not ctx.forced
        and len(whole) >= len(replicas)
        and all(r.strategy == Strategy.SINGLE for r in replicas)
    ):
        return Message("model.plan.book.not_needed")
    encode = _encode_plan(ctx, encoders)
    if isinstance(encode, Message):
        return encode
    encode_plan, encode_devices = encode
    return _plan(ctx, encoders, replicas, encode_plan, encode_devices)


def _plan(ctx: PlanInputs, encoders, replicas: list[Plan], encode_plan: Plan, encode_devices) -> Plan:
    """The :class:`Plan`: the replicas' shares as its devices, the encode phase in ``encode_plan``."""
    assert ctx.denoiser is not None  # checked by _denoiser_replicas
    groups = [" + ".join(s.name for s in r.devices if s.name != "cpu") for r in replicas]
    split = sum(1 for r in replicas if r.strategy == Strategy.SHARDED)
    why = Message(
        "model.plan.book.why",
        pages=ctx.pages,
        names=[c.name for c in encoders],
        size=_gb(sum(c.bytes for c in encoders)),
        devices=list(encode_devices),
        replicas=len(replicas),
        groups=groups,
    )
    if split:
        why = Message("model.plan.book.why_split", why=why, split=split)
    shares = tuple(s for r in replicas for s in r.devices)
    explanation = (
        Message("model.plan.strategy", strategy="denoiser_replicas", why=why),
        Message("model.plan.book.encode_phase"),
        *share_lines(encode_plan.devices),
        Message("model.plan.book.denoise_phase"),
        *share_lines(shares),
    )
    device_map = {c.name: encode_plan.device_map.get(c.name, encode_plan.execution_device) for c in encoders}
    device_map.update(replicas[0].device_map)
    return Plan(
        Strategy.DENOISER_REPLICAS,
        shares,
        device_map,
        explanation,
        execution_device=replicas[0].execution_device,
        denoiser=ctx.denoiser.name,
        replicas=tuple(r.execution_device for r in replicas),
        encode_plan=encode_plan,
        encode_devices=tuple(encode_devices),
        replica_plans=tuple(replicas),
    )


def book_estimate(plan: Plan, ctx: PlanInputs):
    """The :class:`model.placement.plan.Estimate` of a ``denoiser_replicas`` plan: every weight read from disk
    once and uploaded (the text encoders first, then the replicas side by side), the encode phase (each copy of
    the encoders encodes its share of the pages, one after another), then the pages as a queue over the replicas —
    each replica estimated on its own (:func:`model.placement.cost.estimate` of its plan, one page, no text
    encoder), each page going to the replica that would finish it first. ``page_seconds`` is the fastest
    replica's page (denoising and decoding; the encoding is in ``encode_phase_seconds``)."""
    import math

    from model.placement.cost import Assumptions, estimate, workload
    from model.placement.plan import Estimate

    a = ctx.assumptions or Assumptions()
    rest = [c for c in ctx.components if c.role != "text_encoder"]
    by_name = {d.name: d for d in ctx.inventory.all}
    per_replica = []
    for replica in plan.replica_plans:
        devices = [d for d in ctx.accelerators if d.name in {s.name for s in replica.devices}]
        per_replica.append(estimate(replica, sub_context(ctx, rest, devices)))
    w = workload(ctx.components, ctx.width, ctx.height, ctx.batch, ctx.steps)
    encode_plan = plan.encode_plan
    assert encode_plan is not None  # a denoiser_replicas plan always has its encode phase's
    encode = 0.0
    for name, flops in w.encode_flops.items():
        device = by_name.get(
            encode_plan.device_map.get(name, encode_plan.execution_device), ctx.inventory.cpu
        )
        encode += flops / (a.tflops(device) * 1e12)
    encode_phase = math.ceil(ctx.pages / max(len(plan.encode_devices), 1)) * encode
    accelerators = {d.name for d in ctx.accelerators}
    encoders_up = max((s.assigned_bytes for s in encode_plan.devices if s.name in accelerators), default=0)
    replicas_up = max((s.assigned_bytes for s in plan.devices if s.name in accelerators), default=0)
    load = ctx.total / (a.disk_gbps * 1e9) + (encoders_up + replicas_up) / (a.pageable_gbps * 1e9)
    finish = [(0.0, i) for i in range(len(per_replica))]
    for _ in range(ctx.pages):
        _, i = min((t + per_replica[i].page_seconds, i) for t, i in finish)
        finish = [(t + per_replica[j].page_seconds if j == i else t, j) for t, j in finish]
    denoise = max(t for t, _ in finish) if finish else 0.0
    fastest = min(per_replica, key=lambda e: e.page_seconds)
    busy = [s.name for r in plan.replica_plans for s in r.devices if s.name in accelerators]
    return Estimate(
        page_seconds=fastest.page_seconds,
        book_seconds=load + encode_phase + denoise,
        load_seconds=load,
        pages=ctx.pages,
        concurrent=min(len(per_replica), ctx.pages),
        compute_seconds=fastest.compute_seconds,
        moved_seconds=fastest.moved_seconds,
        moved_bytes=fastest.moved_bytes,
        encode_seconds=encode,
        decode_seconds=fastest.decode_seconds,
        busy=tuple(dict.fromkeys(busy)),
        accelerators=len(ctx.accelerators),
        assumptions=a.summary(),
        assumed=tuple(a.said()),
        encode_phase_seconds=encode_phase,
    )
