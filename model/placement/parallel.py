"""Parallel strategies: the denoiser split across alike accelerators, one process per accelerator under
``torchrun`` / ``accelerate launch`` (run by :mod:`model.runtime.parallel`).

``tensor_parallel``   every attention and feed-forward matrix split in ``N`` column/row slices (PyTorch DTensor);
                      each device holds the whole pipeline except ``(N-1)/N`` of those matrices. Chosen when the
                      denoiser fits on no single accelerator but its share does.
``context_parallel``  the whole pipeline on every device, the token sequence split in ``N`` (Ulysses attention);
                      each device keeps ``1/N`` of the denoiser's activations. Chosen when the denoiser's weights fit
                      on one accelerator but not with its activations (large pictures). Transformers only: a UNet's
                      convolutions see the whole image.

Memory model, per device: the other components whole (each process runs the text encoders and the VAE itself), the
denoiser's share, and the largest activation headroom among them — for tensor parallelism the denoiser's whole
(the residual stream between blocks is whole on every process: an upper bound), for context parallelism ``1/N`` of
it — plus the accelerator reserve.

Both split every step's work with collective operations (all-reduce / all-to-all) twice per block, so they pay off
only on accelerators that are alike (same kind, budgets within :data:`ALIKE`) and linked fast (NVLink or PCIe on one
machine). The planner cannot see the links of described hardware; it assumes alike GPUs of one machine are linked,
and says so. Across machines, share pages instead (``build --distributed``).
"""

from __future__ import annotations

from model.errors import ModelError
from model.placement.explain import _gb, clauses, explain
from model.placement.memory import ACCELERATOR_RESERVE, CPU_RESERVE, PlanInputs
from model.placement.plan import DeviceShare, ParallelSpec, Plan, Strategy
from words import Message

ALIKE = 0.10
"""Accelerators are alike when their budgets differ by at most this fraction of the largest (and their kind is one)."""

LINK_NOTE = Message("model.plan.parallel.link_note")


def _alike(ctx: PlanInputs) -> list:
    """The largest group of accelerators of one kind whose budgets are within :data:`ALIKE` of the roomiest."""
    if not ctx.accelerators:
        return []
    kind = ctx.accelerators[0].kind
    same = sorted((d for d in ctx.accelerators if d.kind == kind), key=lambda d: d.free_bytes, reverse=True)
    top = same[0].free_bytes
    return [d for d in same if d.free_bytes >= top * (1 - ALIKE)]


def _heads(ctx: PlanInputs) -> int | None:
    module = ctx.layout.module if ctx.layout is not None else None
    heads = getattr(getattr(module, "config", None), "num_attention_heads", None)
    return heads if isinstance(heads, int) else None


def _degree(ctx: PlanInputs, count: int) -> int:
    """The most devices (≤ ``count``) that divide the denoiser's attention heads (all of them when unknown)."""
    heads = _heads(ctx)
    for n in range(count, 1, -1):
        if heads is None or heads % n == 0:
            return n
    return 1


def split_fraction(module) -> float:
    """The fraction of a denoiser's weights tensor parallelism splits: the parameters of the ``Linear`` layers in
    its plan (:func:`model.runtime.parallel.tensor_parallel_plan`) over all parameters; works on the meta device."""
    import fnmatch

    from model.errors import ModelError

    try:
        patterns = list(tensor_parallel_plan(module))
    except ModelError:
        return 0.0
    total = split = 0
    for name, param in module.named_parameters():
        total += param.numel()
        owner = name.rsplit(".", 1)[0]
        if any(fnmatch.fnmatchcase(owner, p) for p in patterns):
            split += param.numel()
    return split / max(total, 1)


def _parallel_plan(
    ctx: PlanInputs, strategy: Strategy, devices: list, den_bytes: int, den_act: int, why: Message
) -> Plan | Message:
    """The plan: the denoiser's share on every device, the other components beside it smallest first while they
    fit (alike devices: the smallest budget decides), the rest kept in CPU memory by every process (run there
    once a page, like the sharded strategy's)."""
    den = ctx.denoiser
    assert den is not None  # the parallel strategies plan only a model with a denoiser
    others = sorted((c for c in ctx.components if c is not den), key=lambda c: c.bytes)
    budget = min(d.free_bytes for d in devices)

    def need(parts):
        head = max([den_act] + [ctx.act(c) for c in parts]) + ACCELERATOR_RESERVE
        return sum(c.bytes for c in parts) + den_bytes, head

    on_device: list = []
    for comp in others:
        if sum(need([*on_device, comp])) <= budget:
            on_device.append(comp)
    on_cpu = [c for c in others if c not in on_device]
    weights, head = need(on_device)
    holds = (
        *(c.name for c in on_device),
        Message("model.plan.holds.share", name=den.name, size=_gb(den_bytes)),
    )
    shares = [DeviceShare(d.name, d.free_bytes, weights, head, holds) for d in devices]
    if not shares[0].fits:
        return Message("model.plan.parallel.too_big", need=_gb(weights + head), budget=_gb(budget))
    n = len(devices)
    if on_cpu:
        cpu = ctx.inventory.cpu
        cpu_bytes = n * sum(c.bytes for c in on_cpu)
        cpu_head = CPU_RESERVE + max(ctx.act(c) for c in on_cpu)
        shares.append(
            DeviceShare(cpu.name, cpu.free_bytes, cpu_bytes, cpu_head, tuple(c.name for c in on_cpu))
        )
        if not shares[-1].fits:
            return Message("model.plan.parallel.cpu_too_small", names=[c.name for c in on_cpu], processes=n)
        why = clauses(why, Message("model.plan.parallel.on_cpu", names=[c.name for c in on_cpu]))
    kind = "tensor" if strategy == Strategy.TENSOR_PARALLEL else "context"
    spec = ParallelSpec(kind, n, tuple(d.name for d in devices))
    launch = f"torchrun --nproc_per_node {n} -m app.cli build BOOK --distributed --placement {strategy}"
    device_map = {c.name: "cpu" for c in on_cpu} | {c.name: "each device" for c in on_device}
    device_map[den.name] = "each device (split)"
    return Plan(
        strategy,
        tuple(shares),
        device_map,
        explain(
            strategy, clauses(why, LINK_NOTE, Message("model.plan.parallel.run_as", command=launch)), shares
        ),
        execution_device=devices[0].name,
        denoiser=den.name,
        parallel=spec,
    )


def tensor_parallel(ctx: PlanInputs) -> Plan | Message:
    """Tensor parallelism over the alike accelerators, or why not (a reason in words)."""
    if ctx.denoiser is None or ctx.layout is None:
        return Message("model.plan.parallel.unknown_structure")
    group = _alike(ctx)
    if len(group) < 2:
        return Message("model.plan.tensor.two_alike")
    if not ctx.forced and any(ctx.denoiser.bytes + ACCELERATOR_RESERVE <= d.free_bytes for d in group):
        return Message("model.plan.tensor.fits_one")
    fraction = split_fraction(ctx.layout.module)
    if fraction == 0:
        return Message("model.plan.tensor.no_attention", name=type(ctx.layout.module).__name__)
    n = _degree(ctx, len(group))
    if n < 2:
        return Message("model.plan.parallel.heads", heads=_heads(ctx), devices=len(group))
    den = ctx.denoiser
    share = int(den.bytes * (1 - fraction) + den.bytes * fraction / n)
    fits = Message("model.plan.tensor.asked") if ctx.forced else Message("model.plan.tensor.fits_none")
    why = Message(
        "model.plan.tensor.why",
        size=_gb(den.bytes),
        fits=fits,
        fraction=f"{fraction:.0%}",
        n=n,
        share=_gb(share),
    )
    return _parallel_plan(ctx, Strategy.TENSOR_PARALLEL, group[:n], share, ctx.act(den), why)


def context_parallel(ctx: PlanInputs) -> Plan | Message:
    """Context (sequence) parallelism over the alike accelerators, or why not (a reason in words)."""
    if ctx.denoiser is None or ctx.layout is None:
        return Message("model.plan.parallel.unknown_structure")
    if getattr(ctx.layout.module, "_cp_plan", None) is None:
        return Message("model.plan.context.no_cp_plan", name=type(ctx.layout.module).__name__)
    group = _alike(ctx)
    if len(group) < 2:
        return Message("model.plan.context.two_alike")
    den = ctx.denoiser
    if not ctx.forced and any(ctx.share(d, [den]).fits for d in group):
        return Message("model.plan.context.fits_one")
    if den.bytes + ACCELERATOR_RESERVE > group[-1].free_bytes:
        return Message("model.plan.context.fits_none", size=_gb(den.bytes))
    n = _degree(ctx, len(group))
    if n < 2:
        return Message("model.plan.parallel.heads", heads=_heads(ctx), devices=len(group))
    act = ctx.act(den) // n
    room = (
        Message("model.plan.context.asked")
        if ctx.forced
        else Message("model.plan.context.not_with_activations")
    )
    why = Message(
        "model.plan.context.why",
        size=_gb(den.bytes),
        room=room,
        activations=_gb(ctx.act(den)),
        width=ctx.width,
        height=ctx.height,
        n=n,
    )
    return _parallel_plan(ctx, Strategy.CONTEXT_PARALLEL, group[:n], den.bytes, act, why)


def runtime_plan(kind: str, degree: int, device: str) -> Plan:
    """The plan one launched process loads under: ``kind`` (``"tensor_parallel"``/``"context_parallel"``) over the
    ``degree`` processes of the launch, the whole pipeline loaded on ``device`` (this process's GPU, or the CPU)
    before the denoiser is split. No memory shares: the launch, not the planner, chose the devices."""
    strategy = Strategy(kind)
    spec = ParallelSpec("tensor" if strategy == Strategy.TENSOR_PARALLEL else "context", degree, (device,))
    why = Message("model.plan.parallel.launched", degree=degree, device=device)
    return Plan(strategy, (), {}, explain(strategy, why, ()), execution_device=device, parallel=spec)


def _block_entries(block) -> dict | None:
    """The plan of one transformer block, relative to it; None when it has no attention or one that cannot split."""
    from diffusers.models.attention import FeedForward

    out: dict = {}
    found = False
    for name, child in block.named_children():
        if isinstance(child, _attention_classes()):
            entries = _attention_entries(name, child)
            if entries is None:
                return None
            out.update(entries)
            found = True
        elif isinstance(child, FeedForward) and len(child.net) == 3:
            out.update(_feed_forward_entries(name, child))
    return out if found else None


def tensor_parallel_plan(model) -> dict:
    """The tensor-parallel plan of a diffusers denoiser, in diffusers' ``_tp_plan`` format (``"path.*.linear"`` →
    ``"colwise"``/``"rowwise"``/``PackedColwiseParallel``): the model's own ``_tp_plan`` when its class declares one,
    else one entry per attention and feed-forward projection of every ``nn.ModuleList`` of transformer blocks (the
    UNet's ``BasicTransformerBlock``: self-attention, cross-attention, GEGLU feed-forward). Convolutions, norms and
    embeddings stay whole on every process. Raises ModelError when the model has no block to split."""
    import torch

    declared = getattr(type(model), "_tp_plan", None)
    if declared:
        return dict(declared)
    plan: dict = {}
    for path, module in model.named_modules():
        if not isinstance(module, torch.nn.ModuleList) or len(module) == 0:
            continue
        entries = [_block_entries(block) for block in module]
        if entries[0] is None or any(e is None or e.keys() != entries[0].keys() for e in entries):
            continue
        plan.update({f"{path}.*.{rel}": style for rel, style in entries[0].items()})
    if not plan:
        raise ModelError(Message("model.plan.tensor.no_blocks", name=type(model).__name__))
    return plan


def _attention_classes():
    from diffusers.models.attention_processor import Attention

    return (Attention,)


def _attention_entries(name: str, attn) -> dict | None:
    """Colwise query/key/value, rowwise output projection for one diffusers ``Attention``; None when its heads
    cannot be split (a query/key norm across all heads needs the whole vector)."""
    per_head = attn.inner_dim // attn.heads
    for norm in (getattr(attn, "norm_q", None), getattr(attn, "norm_k", None)):
        weight = getattr(norm, "weight", None)
        if weight is not None and weight.numel() != per_head:
            return None
    out = {f"{name}.to_q": "colwise", f"{name}.to_k": "colwise", f"{name}.to_v": "colwise"}
    out[f"{name}.to_out.0"] = "rowwise"
    for proj in ("add_q_proj", "add_k_proj", "add_v_proj"):
        if getattr(attn, proj, None) is not None:
            out[f"{name}.{proj}"] = "colwise"
    if getattr(attn, "to_add_out", None) is not None:
        out[f"{name}.to_add_out"] = "rowwise"
    return out


def _feed_forward_entries(name: str, ff) -> dict:
    """``net.0.proj`` colwise (packed in two halves for the gated GEGLU/SwiGLU, whose output is chunked into value
    and gate), ``net.2`` rowwise."""
    from diffusers.hooks.tensor_parallel import PackedColwiseParallel
    from diffusers.models.activations import GEGLU, SwiGLU

    gated = isinstance(ff.net[0], (GEGLU, SwiGLU))
    return {
        f"{name}.net.0.proj": PackedColwiseParallel([1, 1]) if gated else "colwise",
        f"{name}.net.2": "rowwise",
    }
