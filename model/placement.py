"""The placement planner: where each part of a diffusion pipeline lives, for the devices there are.

:func:`plan_placement` is a pure function (no I/O, no device queries): from the pipeline's component sizes, the
devices and their budgets (:class:`model.devices.Inventory`), and the image size, batch and page count, it returns
a :class:`Plan` — one strategy, the device of every component (or every denoiser block), the bytes on each device,
and an explanation in words. :mod:`model.placed` loads a pipeline under a plan with diffusers/Accelerate device maps.

Strategies, tried in this order unless the user names one (``--placement``):

``single``             the whole pipeline on one device (the roomiest accelerator; the CPU when there is none);
``replicas``           one whole pipeline per accelerator, the book's pages spread across them (throughput);
``components``         each component whole on one accelerator: diffusers' pipeline-level ``device_map="balanced"``
                       with ``max_memory`` (the assignment is diffusers' own ``_assign_components_to_devices``);
``sharded``            the denoiser split by blocks across accelerators: Accelerate's ``get_balanced_memory`` +
                       ``infer_auto_device_map`` with the model's ``_no_split_modules`` (diffusers' model-level
                       ``device_map``); the other components whole where they fit, else kept on the CPU;
``model_offload``      weights in CPU memory, each component moved whole to the accelerator when its turn comes
                       (``enable_model_cpu_offload``);
``sequential_offload`` weights in CPU memory, moved to the accelerator one leaf module at a time
                       (``enable_sequential_cpu_offload``);
``disk_offload``       the denoiser split between the accelerators, CPU memory and files on disk (a model-level
                       device map with ``"disk"`` and an ``offload_folder``).

Activation headroom (:meth:`ComponentSize.activation`), an estimate, not a measurement:

- transformer-like parts (DiT denoisers, UNet attention levels, text encoders): ``34 · b · t · h · (s/2)`` bytes
  for ``b`` sequences of ``t`` tokens of width ``h`` at ``s`` bytes per element — the per-layer activation memory of
  a transformer layer in 16-bit precision (Korthikanti et al., "Reducing Activation Recomputation in Large
  Transformer Models", 2022, eq. 1) without its attention-score term, which fused attention (PyTorch SDPA /
  flash attention, diffusers' default) never materialises. At inference only one layer's activations are alive,
  so one layer's worth is the headroom. The denoiser's batch is doubled under classifier-free guidance.
  A UNet's tokens are its first level (latent pixels) at width ``block_out_channels[0]``;
- the VAE decoder: ``16 · b · H · W · c · s`` bytes, ``c`` its full-resolution channel count — about 8 live
  full-resolution tensors in the last up block (input, group norm, SiLU, convolution, upsampler) doubled for the
  allocator's fragmentation; for SDXL's VAE at 1024² px this gives 4.3 GB. Decoding at that size without tiling is
  the memory peak of SDXL pipelines (the reason diffusers offers ``enable_vae_tiling``/``enable_vae_slicing``); the
  factor is an allowance, not a measurement.

Each accelerator also keeps :data:`ACCELERATOR_RESERVE` (CUDA context, cuBLAS workspace), the CPU
:data:`CPU_RESERVE` (the application itself). A device holding several components needs the largest of their
activations, not the sum: components run one after another.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from model.devices import Device, Inventory, format_size
from model.errors import ModelError

ACCELERATOR_RESERVE = 512 * 2**20
"""Bytes kept free on every accelerator for the CUDA context and library workspaces (an allowance, not measured)."""

CPU_RESERVE = 2 * 2**30
"""Bytes of CPU memory kept for the application, Python and the torch libraries (an allowance, not measured)."""

TRANSFORMER_ACTIVATION_FACTOR = 34
"""Korthikanti et al. 2022, eq. 1: bytes per (token × width) of one transformer layer's activations in 16 bit."""

VAE_ACTIVATION_FACTOR = 16
"""Live full-resolution tensors while decoding (8, doubled for fragmentation); see the module docstring."""

CAP_STEPS = 8
"""Per-device caps tried when balancing a sharded denoiser (see ``_infer_map``)."""


class Strategy(StrEnum):
    """How the pipeline is placed (see the module docstring)."""

    SINGLE = "single"
    REPLICAS = "replicas"
    COMPONENTS = "components"
    SHARDED = "sharded"
    MODEL_OFFLOAD = "model_offload"
    SEQUENTIAL_OFFLOAD = "sequential_offload"
    DISK_OFFLOAD = "disk_offload"
    TENSOR_PARALLEL = "tensor_parallel"
    CONTEXT_PARALLEL = "context_parallel"


PARALLEL_STRATEGIES = (Strategy.TENSOR_PARALLEL, Strategy.CONTEXT_PARALLEL)
"""Strategies the Plan type can hold but memorybook cannot run yet (see :class:`ParallelSpec`)."""


def per_device_reserve(accelerator: bool) -> int:
    """:data:`ACCELERATOR_RESERVE` for an accelerator, :data:`CPU_RESERVE` for the CPU (bytes)."""
    return ACCELERATOR_RESERVE if accelerator else CPU_RESERVE


@dataclass(frozen=True)
class ComponentSize:
    """One pipeline component as the planner sees it.

    ``bytes``: its weights at the load dtype. ``role``: ``"denoiser"``, ``"text_encoder"``, ``"vae"`` or ``"other"``.
    ``hidden``: width of its dominant activations; ``pixels_per_token``: image pixels per token side (UNet 8, a
    DiT with patch 2 on an 8× VAE 16, the VAE decoder 1; 0 = no image tokens); ``text_tokens``: tokens not from the
    image (a text encoder's length; the text tokens a joint-attention DiT appends); ``guidance``: classifier-free
    guidance doubles the denoiser's batch; ``dtype_bytes``: bytes per activation element.
    """

    name: str
    bytes: int
    role: str = "other"
    hidden: int = 0
    pixels_per_token: int = 0
    text_tokens: int = 0
    guidance: bool = False
    dtype_bytes: int = 2

    def activation(self, width: int, height: int, batch: int = 1) -> int:
        """Activation headroom in bytes for one ``width``×``height`` px image batch (formula: module docstring)."""
        if self.hidden <= 0:
            return 0
        scale = self.dtype_bytes / 2
        if self.role == "vae":
            return int(VAE_ACTIVATION_FACTOR * batch * width * height * self.hidden * self.dtype_bytes)
        tokens = self.text_tokens
        if self.pixels_per_token:
            tokens += (height // self.pixels_per_token) * (width // self.pixels_per_token)
        b = batch * (2 if (self.guidance and self.role == "denoiser") else 1)
        return int(TRANSFORMER_ACTIVATION_FACTOR * b * tokens * self.hidden * scale)


@dataclass(frozen=True)
class DeviceShare:
    """What one device holds under a plan: ``assigned_bytes`` of weights, ``headroom_bytes`` kept for activations and
    the reserve, out of ``budget_bytes``; ``holds`` names the components or block ranges."""

    name: str
    budget_bytes: int
    assigned_bytes: int
    headroom_bytes: int
    holds: tuple[str, ...] = ()

    @property
    def fits(self) -> bool:
        return self.assigned_bytes + self.headroom_bytes <= self.budget_bytes


@dataclass(frozen=True)
class ParallelSpec:
    """Room for tensor / context (sequence) parallelism of a transformer denoiser across ``devices``, one process
    per device under ``torchrun`` (diffusers ≥ 0.36: ``TensorParallelConfig`` / ``ContextParallelConfig`` and
    ``ModelMixin.enable_parallelism``). Plans cannot carry one yet: :func:`plan_placement` raises ModelError."""

    kind: str
    degree: int
    devices: tuple[str, ...]


@dataclass(frozen=True)
class Plan:
    """A placement. ``device_map`` maps each component (or ``"<denoiser>.<block>"`` for a split denoiser) to the
    device its weights live on; ``denoiser_device_map`` is the model-level map for the denoiser alone (keys relative
    to it, values ``"cuda:0"``/``"cpu"``/``"disk"``), ``max_memory`` the per-device byte budgets handed to
    diffusers/Accelerate; ``execution_device`` where computation runs; ``replicas`` the devices of a replicas plan."""

    strategy: Strategy
    devices: tuple[DeviceShare, ...]
    device_map: dict[str, str]
    explanation: str
    execution_device: str = "cpu"
    denoiser: str | None = None
    denoiser_device_map: dict[str, str] | None = None
    max_memory: dict[str, int] = field(default_factory=dict)
    replicas: tuple[str, ...] = ()
    parallel: ParallelSpec | None = None

    @property
    def needs_offload_folder(self) -> bool:
        return any(v == "disk" for v in (self.denoiser_device_map or {}).values())

    def to_json_dict(self) -> dict:
        """``{"strategy", "devices": [{"name", "budget_bytes", "assigned_bytes"}], "device_map", "explanation"}``."""
        return {
            "strategy": str(self.strategy),
            "devices": [
                {"name": d.name, "budget_bytes": d.budget_bytes, "assigned_bytes": d.assigned_bytes}
                for d in self.devices
            ],
            "device_map": dict(self.device_map),
            "explanation": self.explanation,
        }


@dataclass(frozen=True)
class DenoiserLayout:
    """The denoiser as Accelerate sees it: ``module`` (on the meta device is enough), the classes never split across
    devices, and ``no_split_note`` saying where they came from when the model does not declare them."""

    module: object
    no_split: tuple[str, ...]
    no_split_note: str = ""
    dtype: object = None


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
    note = (
        f"{type(module).__name__} declares no _no_split_modules, so diffusers refuses device_map='auto' for it; "
        f"it is split only between whole blocks ({', '.join(classes)}) and loaded with an explicit device map"
    )
    return DenoiserLayout(module, tuple(classes), note, dtype=dtype)


# --------------------------------------------------------------------------------------------------------------
# helpers


def _gb(n: int) -> str:
    return f"{n / 1e9:.1f} GB"


def _need(
    parts: Sequence[ComponentSize], width: int, height: int, batch: int, accelerator: bool
) -> tuple[int, int]:
    """(weight bytes, headroom bytes) for ``parts`` together on one device."""
    weights = sum(p.bytes for p in parts)
    act = max((p.activation(width, height, batch) for p in parts), default=0)
    return weights, act + per_device_reserve(accelerator)


def _accelerator_key(device: Device) -> int | str:
    """Accelerate's ``max_memory`` key: the ordinal for cuda/xpu, ``"mps"`` for MPS."""
    return device.index if device.index is not None else device.name


def _key_to_name(key, accelerators: Sequence[Device]) -> str:
    if isinstance(key, int):
        kind = accelerators[0].kind if accelerators else "cuda"
        return f"{kind}:{key}"
    return str(key)


def _block_ranges(keys: Sequence[str]) -> list[str]:
    """``["blocks.0", "blocks.1", "blocks.2", "norm"]`` → ``["blocks.0–2", "norm"]`` (order kept)."""
    out: list[str] = []
    run_prefix, run_start, run_end = None, None, None
    for key in keys:
        m = re.fullmatch(r"(.*)\.(\d+)", key)
        if m and m.group(1) == run_prefix and int(m.group(2)) == run_end + 1:
            run_end = int(m.group(2))
            continue
        if run_prefix is not None:
            out.append(f"{run_prefix}.{run_start}" + (f"–{run_end}" if run_end != run_start else ""))
            run_prefix = None
        if m:
            run_prefix, run_start, run_end = m.group(1), int(m.group(2)), int(m.group(2))
        else:
            out.append(key)
    if run_prefix is not None:
        out.append(f"{run_prefix}.{run_start}" + (f"–{run_end}" if run_end != run_start else ""))
    return out


def _shares_text(shares: Sequence[DeviceShare]) -> str:
    lines = []
    for s in shares:
        what = ", ".join(s.holds) if s.holds else "nothing"
        lines.append(
            f"  {s.name}: {what} — {_gb(s.assigned_bytes)} of weights + {_gb(s.headroom_bytes)} headroom "
            f"of {_gb(s.budget_bytes)} ({format_size(s.budget_bytes)})"
        )
    return "\n".join(lines)


class _Ctx:
    """The inputs of one planning call, and the derived numbers every strategy needs."""

    def __init__(self, components, inventory, width, height, batch, pages, layout):
        self.components = list(components)
        self.inv: Inventory = inventory
        self.width, self.height, self.batch, self.pages = width, height, batch, pages
        self.layout: DenoiserLayout | None = layout
        self.denoiser = next((c for c in self.components if c.role == "denoiser"), None)
        self.total = sum(c.bytes for c in self.components)
        self.acc = list(inventory.accelerators)

    def act(self, c: ComponentSize) -> int:
        return c.activation(self.width, self.height, self.batch)

    def share(self, device: Device, parts: Sequence[ComponentSize], holds=None) -> DeviceShare:
        weights, head = _need(parts, self.width, self.height, self.batch, device.is_accelerator)
        return DeviceShare(
            device.name, device.free_bytes, weights, head, tuple(holds or [p.name for p in parts])
        )


# --------------------------------------------------------------------------------------------------------------
# strategies: each returns a Plan, or a reason (str) why it cannot be used


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
        f"Strategy: single — {why}.\n{_shares_text([best])}",
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
        f"Strategy: replicas — {why}.\n{_shares_text(shares)}",
        execution_device=shares[0].name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
        replicas=names,
    )


def _components(ctx: _Ctx) -> Plan | str:
    if len(ctx.acc) < 2:
        return "spreading components needs two or more accelerators"
    from diffusers.pipelines.pipeline_loading_utils import _assign_components_to_devices

    # diffusers' own assignment for device_map="balanced": sizes largest first, devices roomiest first.
    keys = {_accelerator_key(d): d for d in ctx.acc}
    max_memory = {k: d.free_bytes - ACCELERATOR_RESERVE for k, d in keys.items()}
    max_memory = dict(sorted(max_memory.items(), key=lambda kv: kv[1], reverse=True))
    sizes = dict(sorted(((c.name, c.bytes) for c in ctx.components), key=lambda kv: kv[1], reverse=True))
    mapping = _assign_components_to_devices(sizes, max_memory, device_mapping_strategy="balanced")
    if "cpu" in mapping:
        return f"{', '.join(mapping['cpu'])} fits on no accelerator whole"
    by_name = {c.name: c for c in ctx.components}
    shares, device_map = [], {}
    for key, device in keys.items():
        parts = [by_name[n] for n in mapping.get(key, [])]
        share = ctx.share(device, parts)
        if parts and not share.fits:
            return f"{device.name} would need {_gb(share.assigned_bytes + share.headroom_bytes)} for {', '.join(share.holds)}"
        if parts:
            shares.append(share)
            device_map.update({p.name: device.name for p in parts})
    if len(shares) < 2:
        return "everything lands on one accelerator"
    why = (
        "no single accelerator holds the whole pipeline, but every component fits whole on one of them; diffusers' "
        'pipeline-level device_map="balanced" (with max_memory) spreads them'
    )
    return Plan(
        Strategy.COMPONENTS,
        tuple(shares),
        {c.name: device_map[c.name] for c in ctx.components},
        f"Strategy: components — {why}.\n{_shares_text(shares)}",
        execution_device=device_map[ctx.denoiser.name] if ctx.denoiser else shares[0].name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
        max_memory={_key_to_name(k, ctx.acc): v for k, v in max_memory.items()},
    )


def _infer_map(layout: DenoiserLayout, max_memory: dict, balanced: bool) -> dict:
    """Accelerate's ``infer_auto_device_map`` for the denoiser under ``max_memory`` (bytes per Accelerate key).

    ``balanced``: instead of Accelerate's ``get_balanced_memory`` — which fills every GPU but the last to an equal
    share plus a buffer and leaves the last one the remainder (Flux on 8 GPUs: 0.32–0.46 GB on the first seven, 0.08 GB on the
    last) — use the fewest accelerators the denoiser fits on, try :data:`CAP_STEPS` equal per-device caps, and
    keep the map whose largest share is smallest (then the most even), so shares differ by about one block at most.
    """
    from accelerate import infer_auto_device_map
    from accelerate.utils import compute_module_sizes

    kwargs = {"no_split_module_classes": list(layout.no_split), "dtype": layout.dtype}
    if not balanced:
        return infer_auto_device_map(layout.module, max_memory=dict(max_memory), **kwargs)
    from accelerate.utils.modeling import get_max_layer_size

    sizes = compute_module_sizes(layout.module, dtype=layout.dtype)
    total = sizes[""]
    keys = [k for k in max_memory if k not in ("cpu", "disk")]
    # infer_auto_device_map keeps the largest layer's size free on the first GPU for layers offloaded to the CPU;
    # nothing is offloaded here, so that GPU's cap is raised by it (never beyond its real room).
    top = list(layout.module.named_parameters(recurse=False)) + list(layout.module.named_children())
    top += list(layout.module.named_buffers(recurse=False))
    largest_layer, _ = get_max_layer_size(top, sizes, list(layout.no_split))

    def attempt(use, cap, lift):
        caps = {k: min(cap + (lift if i == 0 else 0), max_memory[k]) for i, k in enumerate(use)}
        dmap = infer_auto_device_map(layout.module, max_memory=caps, **kwargs)
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
    return infer_auto_device_map(layout.module, max_memory=dict(max_memory), **kwargs)


def _map_bytes(layout: DenoiserLayout, device_map: dict, sizes: dict | None = None) -> dict:
    """Bytes per device of a denoiser device map (``sizes``: Accelerate's ``compute_module_sizes``, if known)."""
    from accelerate.utils import compute_module_sizes

    sizes = sizes or compute_module_sizes(layout.module, dtype=layout.dtype)
    out: dict = {}
    for key, dev in device_map.items():
        out[dev] = out.get(dev, 0) + sizes[key]
    return out


def _split_denoiser(ctx: _Ctx, strategy: Strategy, targets: list[Device], why: str) -> Plan | str:
    """Place the denoiser by blocks over ``targets`` (accelerators, maybe the CPU and disk), the other components
    whole on accelerators where they fit beside it, else on the CPU."""
    if ctx.denoiser is None or ctx.layout is None:
        return "the denoiser's structure is unknown (no config to build it on the meta device)"
    den = ctx.denoiser
    den_act = ctx.act(den)
    others = sorted((c for c in ctx.components if c is not den), key=lambda c: c.bytes)
    accs = [d for d in targets if d.is_accelerator]
    placed: dict[str, list[ComponentSize]] = {d.name: [] for d in targets}
    on_cpu: list[ComponentSize] = []

    def room(device: Device) -> int:
        parts = placed[device.name]
        head = max([den_act] + [ctx.act(p) for p in parts]) + per_device_reserve(device.is_accelerator)
        return device.free_bytes - sum(p.bytes for p in parts) - head

    # Small components first onto the accelerator with the most room, as long as the accelerators together keep
    # room for the whole denoiser (it runs every step; text encoders run once a page).
    for comp in others:
        if not accs:
            on_cpu.append(comp)
            continue
        best = max(accs, key=room)
        placed[best.name].append(comp)
        total_room = sum(max(room(d), 0) for d in accs)
        if room(best) < 0 or (strategy == Strategy.SHARDED and total_room < den.bytes):
            placed[best.name].remove(comp)
            on_cpu.append(comp)
    cpu_head = CPU_RESERVE + max([ctx.act(p) for p in on_cpu] + ([] if accs else [den_act]), default=0)
    max_memory: dict = {}
    for d in targets:
        if d.kind == "cpu":
            max_memory["cpu"] = max(d.free_bytes - sum(c.bytes for c in on_cpu) - cpu_head, 0)
        elif d.kind == "disk":
            max_memory["disk"] = d.free_bytes
        else:
            max_memory[_accelerator_key(d)] = max(room(d), 0)
    if all(v <= 0 for v in max_memory.values()):
        return "no device has room left for the denoiser"
    dmap = _infer_map(ctx.layout, max_memory, balanced=strategy == Strategy.SHARDED)
    names = {k: _key_to_name(v, ctx.acc) for k, v in dmap.items()}
    used_bytes = _map_bytes(ctx.layout, dmap)
    unplaced = den.bytes - sum(used_bytes.values())
    if unplaced > 0:
        return "the denoiser does not fit in the devices given"
    if strategy == Strategy.SHARDED and any(v in ("cpu", "disk") for v in names.values()):
        return f"the denoiser ({_gb(den.bytes)}) does not fit across the accelerators' memory"
    # per-device shares
    shares = []
    cpu_parts = list(on_cpu)
    for d in targets:
        key = d.name
        den_keys = [k for k, v in names.items() if v == key]
        den_bytes = sum(b for dev, b in used_bytes.items() if _key_to_name(dev, ctx.acc) == key)
        parts = placed.get(key, []) if d.is_accelerator else (cpu_parts if d.kind == "cpu" else [])
        if not den_keys and not parts:
            continue
        weights = sum(p.bytes for p in parts) + den_bytes
        if d.kind == "disk":
            head = 0
        elif d.is_accelerator:
            head = max([den_act] + [ctx.act(p) for p in parts]) + ACCELERATOR_RESERVE
        else:
            head = cpu_head
        holds = [p.name for p in parts]
        if den_keys == [""]:
            holds.append(f"{den.name} (whole)")
        elif den_keys:
            holds.append(f"{den.name} [{', '.join(_block_ranges(den_keys))}]")
        shares.append(DeviceShare(d.name, d.free_bytes, weights, head, tuple(holds)))
    if on_cpu and not any(d.kind == "cpu" for d in targets):
        cpu = ctx.inv.cpu
        weights = sum(c.bytes for c in on_cpu)
        shares.append(DeviceShare(cpu.name, cpu.free_bytes, weights, cpu_head, tuple(c.name for c in on_cpu)))
    device_map = {c.name: placed_name for placed_name, cs in placed.items() for c in cs}
    device_map.update({c.name: "cpu" for c in on_cpu})
    device_map.update({f"{den.name}.{k}" if k else den.name: v for k, v in names.items()})
    exec_device = accs[0].name if accs else "cpu"
    notes = [why]
    if ctx.layout.no_split_note:
        notes.append(ctx.layout.no_split_note)
    else:
        notes.append(f"blocks kept whole: {', '.join(ctx.layout.no_split)}")
    if on_cpu and accs:
        notes.append(
            f"kept in CPU memory and run there (once a page): {', '.join(c.name for c in on_cpu)}; components "
            f"away from {exec_device} get Accelerate hooks that move their inputs and outputs"
        )
    if any(v == "cpu" for v in names.values()) and accs:
        notes.append(
            f"denoiser blocks mapped to cpu are offloaded: their weights stream to {exec_device} each step"
        )
    if any(v == "disk" for v in names.values()):
        notes.append("denoiser blocks mapped to disk are read from the offload folder every step (slow)")
    return Plan(
        strategy,
        tuple(shares),
        device_map,
        f"Strategy: {strategy} — " + "; ".join(notes) + ".\n" + _shares_text(shares),
        execution_device=exec_device,
        denoiser=den.name,
        denoiser_device_map=names,
        max_memory={_key_to_name(k, ctx.acc): int(v) for k, v in max_memory.items()},
    )


def _sharded(ctx: _Ctx) -> Plan | str:
    if len(ctx.acc) < 2:
        return "sharding needs two or more accelerators"
    if ctx.denoiser is None:
        return "no denoiser"
    fits_one = [d for d in ctx.acc if ctx.share(d, [ctx.denoiser]).fits]
    why = (
        f"the denoiser ({_gb(ctx.denoiser.bytes)}) fits on no single accelerator"
        if not fits_one
        else f"the pipeline does not fit whole on one accelerator nor as whole components on {len(ctx.acc)}"
    )
    why += (
        "; its blocks are split across the fewest accelerators it fits on with Accelerate's infer_auto_device_map "
        "and the smallest equal per-device cap (balanced)"
    )
    return _split_denoiser(ctx, Strategy.SHARDED, list(ctx.acc), why)


def _model_offload(ctx: _Ctx) -> Plan | str:
    if not ctx.acc:
        return "offloading to the CPU needs an accelerator to compute on"
    cpu = ctx.inv.cpu
    if ctx.total + CPU_RESERVE > cpu.free_bytes:
        return f"CPU memory ({_gb(cpu.free_bytes)}) cannot hold all {_gb(ctx.total)} of weights"
    largest = max(ctx.components, key=lambda c: c.bytes + ctx.act(c))
    shares = [ctx.share(d, [largest], holds=["each component in turn"]) for d in ctx.acc]
    fitting = [s for s in shares if s.fits]
    if not fitting:
        return f"{largest.name} ({_gb(largest.bytes)}) with its activations fits on no accelerator"
    acc = max(fitting, key=lambda s: s.budget_bytes)
    cpu_share = DeviceShare(
        cpu.name, cpu.free_bytes, ctx.total, CPU_RESERVE, tuple(c.name for c in ctx.components)
    )
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
        f"Strategy: model_offload — {why}.\n{_shares_text(shares_out)}",
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


def _sequential_offload(ctx: _Ctx) -> Plan | str:
    if not ctx.acc:
        return "offloading to the CPU needs an accelerator to compute on"
    cpu = ctx.inv.cpu
    if ctx.total + CPU_RESERVE > cpu.free_bytes:
        return f"CPU memory ({_gb(cpu.free_bytes)}) cannot hold all {_gb(ctx.total)} of weights"
    leaf = _largest_leaf_bytes(ctx)
    act = max(ctx.act(c) for c in ctx.components)
    acc = max(ctx.acc, key=lambda d: d.free_bytes)
    share = DeviceShare(acc.name, acc.free_bytes, leaf, act + ACCELERATOR_RESERVE, ("one layer at a time",))
    if not share.fits:
        return f"{acc.name} cannot hold even one layer with its activations"
    cpu_share = DeviceShare(
        cpu.name, cpu.free_bytes, ctx.total, CPU_RESERVE, tuple(c.name for c in ctx.components)
    )
    why = (
        "no component fits whole on an accelerator; weights stay in CPU memory and move to "
        f"{acc.name} one layer at a time (diffusers' enable_sequential_cpu_offload; very slow)"
    )
    return Plan(
        Strategy.SEQUENTIAL_OFFLOAD,
        (share, cpu_share),
        {c.name: "cpu" for c in ctx.components},
        f"Strategy: sequential_offload — {why}.\n{_shares_text((share, cpu_share))}",
        execution_device=acc.name,
        denoiser=ctx.denoiser.name if ctx.denoiser else None,
    )


def _disk_offload(ctx: _Ctx) -> Plan | str:
    targets = list(ctx.acc) + [ctx.inv.cpu] + ([ctx.inv.disk] if ctx.inv.disk else [])
    why = (
        "the faster strategies do not fit, so the denoiser is split by blocks over "
        + ", ".join(d.name for d in targets)
        + " in that order, each filled as far as its room allows (a model-level device map"
        + (", with an offload folder for the disk" if ctx.inv.disk else "")
        + ")"
    )
    return _split_denoiser(ctx, Strategy.DISK_OFFLOAD, targets, why)


_STRATEGIES = {
    Strategy.SINGLE: _single,
    Strategy.REPLICAS: _replicas,
    Strategy.COMPONENTS: _components,
    Strategy.SHARDED: _sharded,
    Strategy.MODEL_OFFLOAD: _model_offload,
    Strategy.SEQUENTIAL_OFFLOAD: _sequential_offload,
    Strategy.DISK_OFFLOAD: _disk_offload,
}

AUTO_ORDER = (
    Strategy.REPLICAS,
    Strategy.SINGLE,
    Strategy.COMPONENTS,
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
) -> Plan:
    """Choose where the pipeline's parts live.

    Args:
        components: every weight-holding component (bytes at the load dtype); one should have role "denoiser".
        inventory: the devices and their budgets (``free_bytes`` is the budget).
        width, height: image size in pixels; batch: images per call; pages: pages in the book (replicas need ≥ 2).
        layout: the denoiser on the meta device with its no-split classes (needed to split it by blocks).
        placement: a :class:`Strategy` value to force (``--placement``); None chooses (:data:`AUTO_ORDER`).

    Returns:
        A :class:`Plan` whose every device share fits its budget with headroom.

    Raises:
        ModelError: an unknown or impossible ``placement`` (the message says why), tensor/context parallelism
        (not runnable yet), or no strategy fits.
    """
    if width <= 0 or height <= 0 or batch <= 0:
        raise ModelError(f"image size and batch must be positive (got {width}×{height}, batch {batch})")
    ctx = _Ctx(components, inventory, width, height, batch, pages, layout)
    if placement:
        try:
            wanted = Strategy(placement)
        except ValueError:
            names = ", ".join(s.value for s in Strategy if s not in PARALLEL_STRATEGIES)
            raise ModelError(f"unknown placement {placement!r}; choose one of {names}") from None
        if wanted in PARALLEL_STRATEGIES:
            raise ModelError(
                f"placement {wanted} is not available yet: it needs one process per GPU under torchrun and "
                "diffusers' TensorParallelConfig/ContextParallelConfig with enable_parallelism "
                "(see docs/PLACEMENT.md, 'Next strategies')"
            )
        result = _run(wanted, ctx)
        if isinstance(result, str):
            raise ModelError(f"placement {wanted} cannot be used here: {result}")
        return result
    reasons = []
    for strategy in AUTO_ORDER:
        result = _run(strategy, ctx)
        if isinstance(result, Plan):
            if reasons:
                rejected = "\nNot chosen:\n" + "\n".join(f"  {s}: {r}" for s, r in reasons)
                result = _with_explanation(result, result.explanation + rejected)
            return result
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


def _with_explanation(plan: Plan, text: str) -> Plan:
    from dataclasses import replace

    return replace(plan, explanation=text)


# --------------------------------------------------------------------------------------------------------------
# component sizes from a catalogue entry or a local folder


def _activation_shape(class_path: str, config: dict, role: str, text_tokens: int) -> dict:
    """hidden / pixels_per_token / text_tokens of a component from its config (see :class:`ComponentSize`)."""
    name = class_path.rsplit(".", 1)[-1]
    if role == "vae":
        return {"hidden": int(config.get("block_out_channels", [128])[0]), "pixels_per_token": 1}
    if role == "text_encoder":
        hidden = int(config.get("hidden_size") or config.get("d_model") or 768)
        tokens = int(config.get("max_position_embeddings") or 0) if "CLIP" in name else text_tokens
        return {"hidden": hidden, "text_tokens": min(tokens or text_tokens, 512)}
    if role == "denoiser":
        if "UNet" in name:
            return {"hidden": int(config["block_out_channels"][0]), "pixels_per_token": 8}
        heads = int(config.get("num_attention_heads", 1))
        hidden = (
            int(config.get("dim") or 0) or int(config.get("attention_head_dim", 64)) * heads
        )  # Z-Image: dim
        patch = int(config.get("patch_size") or (config.get("all_patch_size") or [1])[0])
        # Flux packs 2×2 latent pixels into one token (in_channels 64 = 16 latent channels × 4)
        pixels = 16 if "Flux" in name else 8 * patch
        joint = text_tokens if "Flux" in name else 0
        return {"hidden": hidden, "pixels_per_token": pixels, "text_tokens": joint}
    return {}


def _role(component: str, denoiser: str) -> str:
    if component == denoiser:
        return "denoiser"
    if component.startswith("vae"):
        return "vae"
    if component.startswith("text_encoder"):
        return "text_encoder"
    return "other"


def component_sizes_for(model) -> list[ComponentSize]:
    """:class:`ComponentSize` list for a :class:`model.catalog.CatalogModel` (sizes from the catalogue)."""
    from model.catalog import DTYPE_BYTES

    out = []
    for name, class_path in model.components.items():
        role = _role(name, model.denoiser)
        shape = _activation_shape(class_path, model.config(name), role, model.text_tokens)
        if role == "denoiser" and getattr(model, "max_references", 0):
            # an editing model's transformer also attends to each reference image's latent tokens (the
            # pipelines scale references to at most 1024² px): planned for the most references it takes
            shape["text_tokens"] += model.max_references * (1024 // shape["pixels_per_token"]) ** 2
        out.append(
            ComponentSize(
                name,
                model.bytes[name],
                role,
                guidance=model.guidance,
                dtype_bytes=DTYPE_BYTES[model.dtype],
                **shape,
            )
        )
    return out


# --------------------------------------------------------------------------------------------------------------
# inputs for the planner from a catalogue id or a local diffusers folder (reads configs and headers, no weights)


def _safetensors_numel(folder) -> int:
    """Parameters in all ``*.safetensors`` files of ``folder``, read from their JSON headers (no tensor data)."""
    import json
    import struct
    from pathlib import Path

    total = 0
    for path in sorted(Path(folder).glob("*.safetensors")):
        with open(path, "rb") as f:
            (length,) = struct.unpack("<Q", f.read(8))
            header = json.loads(f.read(length))
        for key, info in header.items():
            if key == "__metadata__":
                continue
            n = 1
            for dim in info["shape"]:
                n *= dim
            total += n
    return total


def component_sizes_for_folder(folder, dtype_bytes: int = 2) -> tuple[list[ComponentSize], dict]:
    """``(components, {component: (class_path, config)})`` for a diffusers folder (``model_index.json`` + one
    sub-folder per component). Sizes: parameter counts from the safetensors headers × ``dtype_bytes``.

    Raises ModelError when the folder is not a diffusers pipeline or a component has no safetensors weights.
    """
    import json
    from pathlib import Path

    folder = Path(folder)
    index_path = folder / "model_index.json"
    if not index_path.is_file():
        raise ModelError(f"{folder} is not a diffusers model folder (no model_index.json)")
    index = json.loads(index_path.read_text(encoding="utf-8"))
    classes = {}
    for name, value in index.items():
        if (
            name.startswith("_")
            or not isinstance(value, list)
            or value[0] not in ("diffusers", "transformers")
        ):
            continue
        cfg_path = folder / name / "config.json"
        if value[1] is None or not cfg_path.is_file():
            continue
        classes[name] = (f"{value[0]}.{value[1]}", json.loads(cfg_path.read_text(encoding="utf-8")))
    denoiser = next((n for n in ("transformer", "unet", "prior") if n in classes), None)
    if denoiser is None:
        raise ModelError(f"{folder}: no unet or transformer component in model_index.json")
    out = []
    for name, (class_path, config) in classes.items():
        numel = _safetensors_numel(folder / name)
        if numel == 0:
            raise ModelError(f"{folder / name} has no .safetensors weights to size")
        role = _role(name, denoiser)
        shape = _activation_shape(class_path, config, role, 77)
        guidance = role == "denoiser" and "Flux" not in class_path
        out.append(
            ComponentSize(
                name, numel * dtype_bytes, role, guidance=guidance, dtype_bytes=dtype_bytes, **shape
            )
        )
    return out, classes


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
) -> Plan:
    """Plan for a catalogue id or a local diffusers folder: gathers the component sizes (catalogue, or safetensors
    headers), builds the denoiser on the meta device for its block structure, and calls :func:`plan_placement`.
    ``width``/``height`` default to the catalogue's size (512 px for a folder). Raises ModelError (unknown id,
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
    )


def plan_here(model: str) -> Plan:
    """How ``model`` (a catalogue id or a diffusers folder) would be placed on this computer's devices:
    :func:`plan_for` with :func:`model.devices.inventory`. Imports torch. Raises ModelError."""
    from model.devices import inventory

    return plan_for(model, inventory())
