"""Strategies that keep the pipeline whole: on one device (``single``), one copy per accelerator (``replicas``),
or in CPU memory with each component (``model_offload``), each block prefetched on a CUDA stream
(``group_offload``) or each layer (``sequential_offload``) moved to the accelerator when its turn comes. Each
returns a :class:`Plan`, or a reason (str) why it cannot be used."""

from __future__ import annotations

from model.placement.explain import _gb, explain
from model.placement.memory import ACCELERATOR_RESERVE, CPU_RESERVE, _Ctx
from model.placement.plan import DeviceShare, Plan, Strategy


def _single(ctx: _Ctx) -> Plan | str:
    candidates = ctx.acc or [ctx.inv.cpu]
    shares = [ctx.share(d, ctx.components) for d in candidates]
    fitting = [s for s in shares if s.fits]
    if not fitting:
        best = max(shares, key=lambda s: s.budget_bytes)
        return (
            f"the whole pipeline needs {_gb(best.assigned_bytes + best.headroom_bytes)} with headroom; the roomiest "
            f"device, {best.name}, has {_gb(best.budget_bytes)}"
        )
    best = max(fitting, key=lambda s: s.budget_bytes - s.assigned_bytes)
    why = f"the whole pipeline ({_gb(ctx.total)}) fits on {best.name} with room for activations"
    if ctx.acc and len(fitting) > 1 and ctx.pages < 2:
        why += "; one page needs no replicas"
    if not ctx.acc:
        why += "; there is no accelerator, so it runs on the CPU (slow)"
    return Plan(
        Strategy.SINGLE,
        (best,),
        {c.name: best.name for c in ctx.components},
        explain("single", why, [best]),
        execution_device=best.name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
    )


def _replicas(ctx: _Ctx) -> Plan | str:
    if len(ctx.acc) < 2:
        return "replicas need two or more accelerators"
    shares = [s for s in (ctx.share(d, ctx.components) for d in ctx.acc) if s.fits]
    if len(shares) < 2:
        return "the whole pipeline does not fit on two or more accelerators"
    if ctx.pages < 2:
        return "replicas need a book of two or more pages"
    names = tuple(s.name for s in shares)
    used = min(len(shares), ctx.pages)
    why = (
        f"the whole pipeline ({_gb(ctx.total)}) fits on each of {len(shares)} accelerators and the book has "
        f"{ctx.pages} pages, so one copy per accelerator works on its own pages ({used} pages at a time)"
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


def _all_in_cpu_memory(ctx: _Ctx) -> DeviceShare | str:
    """The CPU's share when every weight stays in CPU memory (the offload strategies), or why it cannot."""
    if not ctx.acc:
        return "offloading to the CPU needs an accelerator to compute on"
    cpu = ctx.inv.cpu
    if ctx.total + CPU_RESERVE > cpu.free_bytes:
        return f"CPU memory ({_gb(cpu.free_bytes)}) cannot hold all {_gb(ctx.total)} of weights"
    return DeviceShare(
        cpu.name, cpu.free_bytes, ctx.total, CPU_RESERVE, tuple(c.name for c in ctx.components)
    )


def _model_offload(ctx: _Ctx) -> Plan | str:
    cpu_share = _all_in_cpu_memory(ctx)
    if isinstance(cpu_share, str):
        return cpu_share
    largest = max(ctx.components, key=lambda c: c.bytes + ctx.act(c))
    shares = [ctx.share(d, [largest], holds=["each component in turn"]) for d in ctx.acc]
    fitting = [s for s in shares if s.fits]
    if not fitting:
        return f"{largest.name} ({_gb(largest.bytes)}) with its activations fits on no accelerator"
    acc = max(fitting, key=lambda s: s.budget_bytes)
    why = (
        f"the pipeline ({_gb(ctx.total)}) does not fit on the accelerators, but its largest part, {largest.name} "
        f"({_gb(largest.bytes)}), does: weights stay in CPU memory and each component moves to {acc.name} when "
        "its turn comes (diffusers' enable_model_cpu_offload)"
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


def _largest_leaf_bytes(ctx: _Ctx) -> int:
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


def _largest_block_bytes(ctx: _Ctx) -> int:
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


def _streamed(ctx: _Ctx, strategy: Strategy, devices, moved: int, what: str, why: str) -> Plan | str:
    """A plan that keeps every weight in CPU memory and streams pieces of ``moved`` bytes (``what``) to the
    roomiest of ``devices`` as their turn comes; ``why`` (with ``{acc}`` for that device) explains it."""
    cpu_share = _all_in_cpu_memory(ctx)
    if isinstance(cpu_share, str):
        return cpu_share
    acc = max(devices, key=lambda d: d.free_bytes)
    act = max(ctx.act(c) for c in ctx.components)
    share = DeviceShare(acc.name, acc.free_bytes, moved, act + ACCELERATOR_RESERVE, (what,))
    if not share.fits:
        return f"{acc.name} cannot hold {what.removesuffix(' at a time')} with the activations"
    shares = (share, cpu_share)
    return Plan(
        strategy,
        shares,
        {c.name: "cpu" for c in ctx.components},
        explain(str(strategy), why.format(acc=acc.name), shares),
        execution_device=acc.name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
    )


def _group_offload(ctx: _Ctx) -> Plan | str:
    streams = [d for d in ctx.acc if d.kind in STREAM_KINDS]
    if not streams:
        return "group offload with streams needs a CUDA or XPU accelerator"
    # two groups alive: the one computing and the next, prefetched; the other components' largest piece bounded
    # as sequential offload's is (an eighth of the component)
    rest = [c.bytes // 8 for c in ctx.components if c is not ctx.denoiser]
    groups = max([2 * _largest_block_bytes(ctx), *rest])
    why = (
        "the pipeline does not stay whole on one accelerator; its weights stay in pinned CPU memory and every "
        "block moves to {acc} as its turn comes, the next one uploading on a CUDA stream while this one "
        "computes (diffusers' enable_group_offload, block level, one block a group, use_stream=True)"
    )
    return _streamed(ctx, Strategy.GROUP_OFFLOAD, streams, groups, "two blocks at a time", why)


def _sequential_offload(ctx: _Ctx) -> Plan | str:
    if not ctx.acc:
        return "offloading to the CPU needs an accelerator to compute on"
    why = (
        "no component fits whole on an accelerator; weights stay in CPU memory and move to "
        "{acc} one layer at a time (diffusers' enable_sequential_cpu_offload; very slow)"
    )
    return _streamed(
        ctx, Strategy.SEQUENTIAL_OFFLOAD, ctx.acc, _largest_leaf_bytes(ctx), "one layer at a time", why
    )
