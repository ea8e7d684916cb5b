"""Device-map strategies: the denoiser split by blocks across accelerators (``sharded``) or over accelerators, CPU
memory and disk (``disk_offload``: a GPU+CPU block split when CPU memory holds the rest) with Accelerate's
``infer_auto_device_map`` and the model's ``_no_split_modules``. Each returns a :class:`Plan`, or a reason (str)
why it cannot be used. (Whole components spread over accelerators: :mod:`model.placement.components`.)"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from model.devices import Device
from model.placement.explain import _block_ranges, _gb, clauses, explain
from model.placement.memory import (
    ACCELERATOR_RESERVE,
    CPU_RESERVE,
    ComponentSize,
    PlanInputs,
    per_device_reserve,
)
from model.placement.plan import DenoiserLayout, DeviceShare, Plan, Strategy
from words import Message

CAP_STEPS = 8
"""Per-device caps tried when balancing a sharded denoiser (see ``_infer_map``)."""


def denoiser_layout(module, dtype=None) -> DenoiserLayout:
    """The no-split classes of a diffusers model: its ``_no_split_modules`` (via diffusers' ``_get_no_split_modules``,
    which also collects nested models'). A model that declares none (HunyuanDiT2DModel) gets the classes of its
    repeated blocks — ``_repeated_blocks`` when declared, else the classes inside its ``nn.ModuleList``s — so it is
    split only at block boundaries; the note says so."""
    import torch

    try:
        return DenoiserLayout(module, tuple(sorted(module._get_no_split_modules("auto"))), dtype=dtype)
    except (ValueError, AttributeError):
        pass
    classes = list(getattr(module, "_repeated_blocks", None) or [])
    if not classes:
        for child in module.modules():
            if isinstance(child, torch.nn.ModuleList):
                for block in child:
                    name = type(block).__name__
                    if name not in classes:
                        classes.append(name)
    note = Message("model.plan.split.no_split_modules", name=type(module).__name__, blocks=list(classes))
    return DenoiserLayout(module, tuple(classes), note, dtype=dtype)


def _accelerator_key(device: Device) -> int | str:
    """Accelerate's ``max_memory`` key: the ordinal for cuda/xpu, ``"mps"`` for MPS."""
    return device.index if device.index is not None else device.name


def _key_to_name(key, accelerators: Sequence[Device]) -> str:
    if isinstance(key, int):
        kind = accelerators[0].kind if accelerators else "cuda"
        return f"{kind}:{key}"
    return str(key)


def _auto_map(layout: DenoiserLayout, max_memory: dict) -> dict:
    """Accelerate's ``infer_auto_device_map`` of the denoiser under ``max_memory`` (bytes per Accelerate key), with
    the model's no-split classes; a copy of the map found before for the same caps.

    The planner's search asks Accelerate many times (one plan for FLUX.1 [schnell] on 4 GPUs: 73 calls), and each
    call starts by walking every module twice — ``compute_module_sizes`` and ``find_tied_parameters`` (accelerate
    1.16, ``_init_infer_auto_device_map``): 3.4 s of that plan's 4.4 s. ``infer_auto_device_map`` takes no sizes,
    so during the call those two names in ``accelerate.utils.modeling`` answer for this module (same dtype, no
    special dtypes) with what was worked out once; any other module or argument goes to Accelerate's own.
    """
    key = ("map", tuple(max_memory.items()))
    if key not in layout.computed:
        layout.computed[key] = _with_known_sizes(layout, max_memory)
    return dict(layout.computed[key])


def _with_known_sizes(layout: DenoiserLayout, max_memory: dict) -> dict:
    import copy

    import accelerate.utils.modeling as modeling

    sizes = layout.module_sizes()
    if "tied" not in layout.computed:
        layout.computed["tied"] = modeling.find_tied_parameters(layout.module)
    tied = layout.computed["tied"]
    own_sizes, own_tied = modeling.compute_module_sizes, modeling.find_tied_parameters

    def known_sizes(model, dtype=None, special_dtypes=None, buffers_only=False):
        if model is layout.module and dtype == layout.dtype and special_dtypes is None and not buffers_only:
            return copy.copy(sizes)
        return own_sizes(model, dtype=dtype, special_dtypes=special_dtypes, buffers_only=buffers_only)

    def known_tied(model, **kwargs):
        return [list(group) for group in tied] if model is layout.module else own_tied(model, **kwargs)

    with _ACCELERATE_SWAP:
        modeling.compute_module_sizes, modeling.find_tied_parameters = known_sizes, known_tied
        try:
            return modeling.infer_auto_device_map(
                layout.module,
                max_memory=dict(max_memory),
                no_split_module_classes=list(layout.no_split),
                dtype=layout.dtype,
            )
        finally:
            modeling.compute_module_sizes, modeling.find_tied_parameters = own_sizes, own_tied


_ACCELERATE_SWAP = threading.Lock()
"""One planner at a time swaps Accelerate's two functions (:func:`_with_known_sizes`)."""


def _infer_map(layout: DenoiserLayout, max_memory: dict, balanced: bool) -> dict:
    """Accelerate's ``infer_auto_device_map`` for the denoiser under ``max_memory`` (bytes per Accelerate key).

    ``balanced``: instead of Accelerate's ``get_balanced_memory`` — which fills every GPU but the last to an equal
    share plus a buffer and leaves the last one the remainder (Flux on 8 GPUs: 0.32–0.46 GB on the first seven, 0.08 GB on the
    last) — use the fewest accelerators the denoiser fits on, try :data:`CAP_STEPS` equal per-device caps, and
    keep the map whose largest share is smallest (then the most even), so shares differ by about one block at most.
    """
    if not balanced:
        return _auto_map(layout, max_memory)
    from accelerate.utils.modeling import get_max_layer_size

    sizes = layout.module_sizes()
    total = sizes[""]
    keys = [k for k in max_memory if k not in ("cpu", "disk")]
    # infer_auto_device_map keeps the largest layer's size free on the first GPU for layers offloaded to the CPU;
    # nothing is offloaded here, so that GPU's cap is raised by it (never beyond its real room).
    top: list[tuple[str, Any]] = [
        *layout.module.named_parameters(recurse=False),
        *layout.module.named_children(),
    ]
    top += list(layout.module.named_buffers(recurse=False))
    largest_layer, _ = get_max_layer_size(top, sizes, list(layout.no_split))

    def attempt(use, cap, lift):
        caps = {k: min(cap + (lift if i == 0 else 0), max_memory[k]) for i, k in enumerate(use)}
        dmap = _auto_map(layout, caps)
        shares = _map_bytes(layout, dmap, sizes)
        if sum(shares.values()) < total or not all(v in use for v in dmap.values()):
            return None
        loads = [shares.get(k, 0) for k in use]
        return (max(loads), max(loads) / max(min(loads), 1)), dmap

    for count in range(2, len(keys) + 1):
        use = keys[:count]
        if sum(max_memory[k] for k in use) < total:
            continue
        # A sweep of equal caps from the ideal share up to the roomiest device; keep the map whose largest share
        # is smallest (then the most even one).
        lo, hi = total // count, min(max(max_memory[k] for k in use), total)
        results = []
        for _ in range(2):  # a coarse sweep, then a fine one around the best cap
            step = max((hi - lo) // CAP_STEPS, 1)
            for cap in range(lo, hi + step, step):
                for lift in (0, largest_layer):
                    found = attempt(use, cap, lift)
                    if found:
                        results.append((*found, cap))
            if not results:
                break
            best_cap = min(results, key=lambda r: r[0])[2]
            lo, hi = max(best_cap - step, total // count), best_cap
        if results:
            return min(results, key=lambda r: r[0])[1]
    return _auto_map(layout, max_memory)


def _map_bytes(layout: DenoiserLayout, device_map: dict, sizes: dict | None = None) -> dict:
    """Bytes per device of a denoiser device map (``sizes``: Accelerate's ``compute_module_sizes``, if known)."""
    sizes = sizes or layout.module_sizes()
    out: dict = {}
    for key, dev in device_map.items():
        out[dev] = out.get(dev, 0) + sizes[key]
    return out


def _split_denoiser(
    ctx: PlanInputs, strategy: Strategy, targets: list[Device], why: Message
) -> Plan | Message:
    """Place the denoiser by blocks over ``targets`` (accelerators, maybe the CPU and disk), the other components
    whole on accelerators where they fit beside it, else on the CPU."""
    if ctx.denoiser is None or ctx.layout is None:
        return Message("model.plan.split.unknown_structure")
    den = ctx.denoiser
    placed, on_cpu = _place_small_parts(ctx, strategy, targets)
    cpu_head = CPU_RESERVE + max(
        [ctx.act(p) for p in on_cpu] + ([] if any(d.is_accelerator for d in targets) else [ctx.act(den)]),
        default=0,
    )
    max_memory = _split_budgets(ctx, targets, placed, on_cpu, cpu_head)
    if all(v <= 0 for v in max_memory.values()):
        return Message("model.plan.split.no_room")
    dmap = _infer_map(ctx.layout, max_memory, balanced=strategy == Strategy.SHARDED)
    names = {k: _key_to_name(v, ctx.accelerators) for k, v in dmap.items()}
    used_bytes = _map_bytes(ctx.layout, dmap)
    # infer_auto_device_map always ends with "disk": blocks it sends there without a disk to take them do not fit
    no_disk = not any(d.kind == "disk" for d in targets)
    if den.bytes - sum(used_bytes.values()) > 0 or (no_disk and "disk" in names.values()):
        return Message("model.plan.split.does_not_fit")
    if strategy == Strategy.SHARDED and any(v in ("cpu", "disk") for v in names.values()):
        return Message("model.plan.split.not_across", size=_gb(den.bytes))
    shares = _split_shares(ctx, targets, placed, on_cpu, names, used_bytes, cpu_head)
    device_map = {c.name: placed_name for placed_name, cs in placed.items() for c in cs}
    device_map.update({c.name: "cpu" for c in on_cpu})
    device_map.update({f"{den.name}.{k}" if k else den.name: v for k, v in names.items()})
    accs = [d for d in targets if d.is_accelerator]
    exec_device = accs[0].name if accs else "cpu"
    return Plan(
        strategy,
        tuple(shares),
        device_map,
        explain(strategy, clauses(*_split_notes(ctx, why, on_cpu, names, exec_device)), shares),
        execution_device=exec_device,
        denoiser=den.name,
        denoiser_device_map=names,
        max_memory={_key_to_name(k, ctx.accelerators): int(v) for k, v in max_memory.items()},
    )


def _room(ctx: PlanInputs, device: Device, parts: Sequence[ComponentSize]) -> int:
    """Bytes left on ``device`` for denoiser blocks once ``parts`` are on it, with the largest activation
    headroom (the denoiser's or theirs) and the device's reserve."""
    assert ctx.denoiser is not None  # a block split is planned only with a denoiser
    head = max([ctx.act(ctx.denoiser)] + [ctx.act(p) for p in parts]) + per_device_reserve(
        device.is_accelerator
    )
    return device.free_bytes - sum(p.bytes for p in parts) - head


def _place_small_parts(ctx: PlanInputs, strategy: Strategy, targets: list[Device]):
    """``(placed, on_cpu)``: the components other than the denoiser, smallest first, each onto the accelerator
    with the most room as long as it fits there and (``sharded``) the accelerators together keep room for the
    whole denoiser (it runs every step; text encoders run once a page); the rest on the CPU."""
    den = ctx.denoiser
    assert den is not None  # a block split is planned only with a denoiser
    accs = [d for d in targets if d.is_accelerator]
    placed: dict[str, list[ComponentSize]] = {d.name: [] for d in targets}
    on_cpu: list[ComponentSize] = []
    for comp in sorted((c for c in ctx.components if c is not den), key=lambda c: c.bytes):
        if not accs:
            on_cpu.append(comp)
            continue
        best = max(accs, key=lambda d: _room(ctx, d, placed[d.name]))
        placed[best.name].append(comp)
        total_room = sum(max(_room(ctx, d, placed[d.name]), 0) for d in accs)
        if _room(ctx, best, placed[best.name]) < 0 or (
            strategy == Strategy.SHARDED and total_room < den.bytes
        ):
            placed[best.name].remove(comp)
            on_cpu.append(comp)
    return placed, on_cpu


def _split_budgets(ctx: PlanInputs, targets, placed, on_cpu, cpu_head: int) -> dict:
    """Accelerate's ``max_memory`` for the denoiser's blocks: each target's room after what it already holds."""
    max_memory: dict = {}
    for d in targets:
        if d.kind == "cpu":
            max_memory["cpu"] = max(d.free_bytes - sum(c.bytes for c in on_cpu) - cpu_head, 0)
        elif d.kind == "disk":
            max_memory["disk"] = d.free_bytes
        else:
            max_memory[_accelerator_key(d)] = max(_room(ctx, d, placed[d.name]), 0)
    return max_memory


def _split_shares(
    ctx: PlanInputs, targets, placed, on_cpu, names: dict, used_bytes: dict, cpu_head: int
) -> list:
    """One :class:`DeviceShare` per device that holds something under a block split (the CPU's added when it
    holds components but is not a target)."""
    den = ctx.denoiser
    assert den is not None  # a block split is planned only with a denoiser
    shares = []
    for d in targets:
        den_keys = [k for k, v in names.items() if v == d.name]
        den_bytes = sum(b for dev, b in used_bytes.items() if _key_to_name(dev, ctx.accelerators) == d.name)
        parts = placed.get(d.name, []) if d.is_accelerator else (list(on_cpu) if d.kind == "cpu" else [])
        if not den_keys and not parts:
            continue
        if d.kind == "disk":
            head = 0
        elif d.is_accelerator:
            head = max([ctx.act(den)] + [ctx.act(p) for p in parts]) + ACCELERATOR_RESERVE
        else:
            head = cpu_head
        holds: list[str | Message] = [p.name for p in parts]
        if den_keys == [""]:
            holds.append(Message("model.plan.holds.whole", name=den.name))
        elif den_keys:
            holds.append(Message("model.plan.holds.blocks", name=den.name, blocks=_block_ranges(den_keys)))
        weights = sum(p.bytes for p in parts) + den_bytes
        shares.append(DeviceShare(d.name, d.free_bytes, weights, head, tuple(holds)))
    if on_cpu and not any(d.kind == "cpu" for d in targets):
        cpu = ctx.inventory.cpu
        weights = sum(c.bytes for c in on_cpu)
        shares.append(DeviceShare(cpu.name, cpu.free_bytes, weights, cpu_head, tuple(c.name for c in on_cpu)))
    return shares


def _split_notes(ctx: PlanInputs, why: Message, on_cpu, names: dict, exec_device: str) -> list[Message]:
    """The explanation's clauses for a block split: why, the blocks kept whole, what runs on the CPU, what
    streams each step."""
    notes = [why]
    layout = ctx.layout
    assert layout is not None  # a block split is planned only with the denoiser's layout
    if layout.no_split_note:
        notes.append(layout.no_split_note)
    else:
        notes.append(Message("model.plan.split.kept_whole", blocks=list(layout.no_split)))
    if on_cpu and exec_device != "cpu":
        notes.append(Message("model.plan.split.on_cpu", names=[c.name for c in on_cpu], device=exec_device))
    if any(v == "cpu" for v in names.values()) and exec_device != "cpu":
        notes.append(Message("model.plan.split.cpu_blocks", device=exec_device))
    if any(v == "disk" for v in names.values()):
        notes.append(Message("model.plan.split.disk_blocks"))
    return notes


def _sharded(ctx: PlanInputs) -> Plan | Message:
    if len(ctx.accelerators) < 2:
        return Message("model.plan.sharded.two_accelerators")
    if ctx.denoiser is None:
        return Message("model.plan.no_denoiser")
    fits_one = [d for d in ctx.accelerators if ctx.share(d, [ctx.denoiser]).fits]
    why = clauses(
        Message("model.plan.sharded.fits_none", size=_gb(ctx.denoiser.bytes))
        if not fits_one
        else Message("model.plan.sharded.not_whole", accelerators=len(ctx.accelerators)),
        Message("model.plan.sharded.why"),
    )
    return _split_denoiser(ctx, Strategy.SHARDED, list(ctx.accelerators), why)


def _disk_offload(ctx: PlanInputs) -> Plan | Message:
    targets = (
        list(ctx.accelerators) + [ctx.inventory.cpu] + ([ctx.inventory.disk] if ctx.inventory.disk else [])
    )
    devices = [d.name for d in targets]
    if ctx.inventory.disk:
        why = Message("model.plan.disk_offload.why_disk", devices=devices)
    else:
        why = Message("model.plan.disk_offload.why", devices=devices)
    return _split_denoiser(ctx, Strategy.DISK_OFFLOAD, targets, why)
