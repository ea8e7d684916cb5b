"""The ``components`` strategy: every component whole on one accelerator, packed so that each fits with its
activation headroom.

Diffusers' pipeline-level ``device_map="balanced"`` (``_assign_components_to_devices`` in
pipelines/pipeline_loading_utils.py) deals the components, largest first, round the devices in a fixed cycle and
sends one that does not fit its turn's device to the CPU; it does not look for another device with room, nor
count activations. FLUX.1-schnell on 2×24 GiB is the case: it sends T5 (9.5 GB) to the transformer's card and
gives up, although {transformer} / {T5, CLIP, VAE} fits. This is a first-fit-decreasing bin packing instead
(Johnson, "Near-optimal bin packing algorithms", 1973): components largest first, each onto the accelerator with
the most room left after it (weights plus the largest activation headroom among what the device holds, plus the
reserve), the denoiser first onto the fastest-roomiest one. :mod:`model.runtime.placed` moves each component to
its device and gives those away from the denoiser's Accelerate's ``AlignDevicesHook(io_same_device=True)``.
"""

from __future__ import annotations

from model.placement.explain import _gb, explain
from model.placement.memory import ACCELERATOR_RESERVE, ComponentSize, PlanInputs
from model.placement.plan import Plan, Strategy
from words import Message


def pack_components(ctx: PlanInputs) -> dict[str, list[ComponentSize]] | Message:
    """``{accelerator name: components}`` packing every component whole onto the accelerators (first-fit
    decreasing onto the device with the most room left), or the reason why it cannot (a component fits on none)."""
    placed: dict[str, list[ComponentSize]] = {d.name: [] for d in ctx.accelerators}
    devices = {d.name: d for d in ctx.accelerators}

    def left(name: str, extra: ComponentSize | None = None) -> int:
        parts = placed[name] + ([extra] if extra is not None else [])
        share = ctx.share(devices[name], parts)
        return share.budget_bytes - share.assigned_bytes - share.headroom_bytes

    for comp in sorted(ctx.components, key=lambda c: (c.role != "denoiser", -(c.bytes + ctx.act(c)))):
        fitting = [name for name in placed if left(name, comp) >= 0]
        if not fitting:
            return Message("model.plan.components.too_big", name=comp.name, size=_gb(comp.bytes))
        placed[max(fitting, key=lambda name: left(name, comp))].append(comp)
    return {name: parts for name, parts in placed.items() if parts}


def _components(ctx: PlanInputs) -> Plan | Message:
    if len(ctx.accelerators) < 2:
        return Message("model.plan.components.two_accelerators")
    if not ctx.forced and any(ctx.share(d, ctx.components).fits for d in ctx.accelerators):
        return Message("model.plan.components.fits_one")
    packing = pack_components(ctx)
    if isinstance(packing, Message):
        return packing
    if len(packing) < 2:
        return Message("model.plan.components.all_on_one")
    devices = {d.name: d for d in ctx.accelerators}
    shares = [ctx.share(devices[name], parts) for name, parts in packing.items()]
    device_map = {p.name: name for name, parts in packing.items() for p in parts}
    groups = " / ".join("{" + ", ".join(p.name for p in parts) + "}" for parts in packing.values())
    why = Message("model.plan.components.why", groups=groups)
    execution = device_map[ctx.denoiser.name] if ctx.denoiser else shares[0].name
    return Plan(
        Strategy.COMPONENTS,
        tuple(shares),
        {c.name: device_map[c.name] for c in ctx.components},
        explain("components", why, shares),
        execution_device=execution,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
        max_memory={name: devices[name].free_bytes - ACCELERATOR_RESERVE for name in packing},
    )
