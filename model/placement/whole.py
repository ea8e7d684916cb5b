"""Strategies that keep the pipeline whole: on one device (``single``), one copy per accelerator (``replicas``),
or in CPU memory with each component (``model_offload``), each block prefetched on a CUDA stream
(``group_offload``) or each layer (``sequential_offload``) moved to the accelerator when its turn comes. Each
returns a :class:`Plan`, or a reason (a :class:`words.Message`) why it cannot be used."""

from __future__ import annotations

from model.placement.explain import _gb, clauses, explain
from model.placement.memory import ACCELERATOR_RESERVE, CPU_RESERVE, PlanInputs
from model.placement.plan import DeviceShare, Plan, Strategy
from words import Message


def _single(ctx: PlanInputs) -> Plan | Message:
    candidates = ctx.accelerators or [ctx.inventory.cpu]
    shares = [ctx.share(d, ctx.components) for d in candidates]
    fitting = [s for s in shares if s.fits]
    if not fitting:
        best = max(shares, key=lambda s: s.budget_bytes)
        return Message(
            "model.plan.single.too_big",
            need=_gb(best.assigned_bytes + best.headroom_bytes),
            device=best.name,
            has=_gb(best.budget_bytes),
        )
    best = max(fitting, key=lambda s: s.budget_bytes - s.assigned_bytes)
    why: list[Message] = [Message("model.plan.single.why", size=_gb(ctx.total), device=best.name)]
    if ctx.accelerators and len(fitting) > 1 and ctx.pages < 2:
        why.append(Message("model.plan.single.one_page"))
    if not ctx.accelerators:
        why.append(Message("model.plan.single.on_cpu"))
    return Plan(
        Strategy.SINGLE,
        (best,),
        {c.name: best.name for c in ctx.components},
        explain("single", clauses(*why), [best]),
        execution_device=best.name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
    )


def _replicas(ctx: PlanInputs) -> Plan | Message:
    if len(ctx.accelerators) < 2:
        return Message("model.plan.replicas.two_accelerators")
    shares = [s for s in (ctx.share(d, ctx.components) for d in ctx.accelerators) if s.fits]
    if len(shares) < 2:
        return Message("model.plan.replicas.not_two")
    if ctx.pages < 2:
        return Message("model.plan.replicas.two_pages")
    names = tuple(s.name for s in shares)
    used = min(len(shares), ctx.pages)
    why = Message(
        "model.plan.replicas.why", size=_gb(ctx.total), accelerators=len(shares), pages=ctx.pages, used=used
    )
    return Plan(
        Strategy.REPLICAS,
        tuple(shares),
        {c.name: shares[0].name for c in ctx.components},
        explain("replicas", why, shares),
        execution_device=shares[0].name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
        replicas=names,
    )


def _all_in_cpu_memory(ctx: PlanInputs) -> DeviceShare | Message:
    """The CPU's share when every weight stays in CPU memory (the offload strategies), or why it cannot."""
    if not ctx.accelerators:
        return Message("model.plan.offload.no_accelerator")
    cpu = ctx.inventory.cpu
    if ctx.total + CPU_RESERVE > cpu.free_bytes:
        return Message("model.plan.offload.cpu_too_small", cpu=_gb(cpu.free_bytes), size=_gb(ctx.total))
    return DeviceShare(
        cpu.name, cpu.free_bytes, ctx.total, CPU_RESERVE, tuple(c.name for c in ctx.components)
    )


def _model_offload(ctx: PlanInputs) -> Plan | Message:
    cpu_share = _all_in_cpu_memory(ctx)
    if isinstance(cpu_share, Message):
        return cpu_share
    largest = max(ctx.components, key=lambda c: c.bytes + ctx.act(c))
    shares = [ctx.share(d, [largest], holds=["each component in turn"]) for d in ctx.accelerators]
    fitting = [s for s in shares if s.fits]
    if not fitting:
        return Message("model.plan.offload.largest_too_big", name=largest.name, size=_gb(largest.bytes))
    acc = max(fitting, key=lambda s: s.budget_bytes)
    why = Message(
        "model.plan.model_offload.why",
        size=_gb(ctx.total),
        name=largest.name,
        part=_gb(largest.bytes),
        device=acc.name,
    )
    shares_out = (acc, cpu_share)
    return Plan(
        Strategy.MODEL_OFFLOAD,
        shares_out,
        {c.name: "cpu" for c in ctx.components},
        explain("model_offload", why, shares_out),
        execution_device=acc.name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
    )


STREAMED_PIECES = {
    "two blocks at a time": Message("model.plan.streamed.two_blocks"),
    "one layer at a time": Message("model.plan.streamed.one_layer"),
}
"""What a streamed plan cannot hold, by the piece it moves."""

STREAMED_WHY = {
    "group": lambda device: Message("model.plan.group_offload.why", device=device),
    "sequential": lambda device: Message("model.plan.sequential_offload.why", device=device),
}
"""Why a streamed strategy was chosen, naming the accelerator it streams to."""


def _largest_leaf_bytes(ctx: PlanInputs) -> int:
    """Largest module that sequential offload moves at once; from the denoiser layout when known."""
    if ctx.layout is None or ctx.denoiser is None:
        return max(c.bytes for c in ctx.components) // 8

    best = 0
    for mod in ctx.layout.module.modules():
        best = max(best, sum(p.numel() for p in mod.parameters(recurse=False)))
    return int(best) * ctx.denoiser.dtype_bytes


STREAM_KINDS = ("cuda", "xpu")
"""Accelerator kinds whose torch backend has streams, which diffusers' group offloading needs for
``use_stream=True`` (hooks/group_offloading.py refuses the others)."""


def _largest_block_bytes(ctx: PlanInputs) -> int:
    """Bytes of the denoiser's largest repeated block (an ``nn.ModuleList`` entry: what block-level group offload
    with one block per group moves at once), plus its parameters outside any block (one more group)."""
    if ctx.layout is None or ctx.denoiser is None:
        return max(c.bytes for c in ctx.components) // 8
    import torch

    block = outside = 0
    in_blocks: set[int] = set()
    for module in ctx.layout.module.modules():
        if isinstance(module, torch.nn.ModuleList):
            for child in module:
                block = max(block, sum(p.numel() for p in child.parameters()))
                in_blocks.update(id(p) for p in child.parameters())
    outside = sum(p.numel() for p in ctx.layout.module.parameters() if id(p) not in in_blocks)
    return int(block + outside) * ctx.denoiser.dtype_bytes


def _streamed(
    ctx: PlanInputs, strategy: Strategy, devices, moved: int, what: str, why: str
) -> Plan | Message:
    """A plan that keeps every weight in CPU memory and streams pieces of ``moved`` bytes (``what``, a key of
    :data:`model.placement.explain.HOLDS`) to the roomiest of ``devices`` as their turn comes; ``why`` (the
    code of a message whose ``device`` is that device) explains it."""
    cpu_share = _all_in_cpu_memory(ctx)
    if isinstance(cpu_share, Message):
        return cpu_share
    acc = max(devices, key=lambda d: d.free_bytes)
    act = max(ctx.act(c) for c in ctx.components)
    share = DeviceShare(acc.name, acc.free_bytes, moved, act + ACCELERATOR_RESERVE, (what,))
    if not share.fits:
        return Message("model.plan.streamed.too_big", device=acc.name, what=STREAMED_PIECES[what])
    shares = (share, cpu_share)
    return Plan(
        strategy,
        shares,
        {c.name: "cpu" for c in ctx.components},
        explain(str(strategy), STREAMED_WHY[why](acc.name), shares),
        execution_device=acc.name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
    )


def _group_offload(ctx: PlanInputs) -> Plan | Message:
    streams = [d for d in ctx.accelerators if d.kind in STREAM_KINDS]
    if not streams:
        return Message("model.plan.group_offload.no_streams")
    # two groups alive: the one computing and the next, prefetched; the other components' largest piece bounded
    # as sequential offload's is (an eighth of the component)
    rest = [c.bytes // 8 for c in ctx.components if c is not ctx.denoiser]
    groups = max([2 * _largest_block_bytes(ctx), *rest])
    return _streamed(ctx, Strategy.GROUP_OFFLOAD, streams, groups, "two blocks at a time", "group")


def _sequential_offload(ctx: PlanInputs) -> Plan | Message:
    if not ctx.accelerators:
        return Message("model.plan.offload.no_accelerator")
    return _streamed(
        ctx,
        Strategy.SEQUENTIAL_OFFLOAD,
        ctx.accelerators,
        _largest_leaf_bytes(ctx),
        "one layer at a time",
        "sequential",
    )
