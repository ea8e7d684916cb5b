"""The cost model: how long a book takes under a plan, from the model's FLOPs and the bytes the plan moves.

For each candidate plan :func:`estimate` adds up, per page, the denoiser's compute for every step, the bytes the
plan moves per step (offloaded or disk-mapped blocks, tensor/context-parallel exchanges) and per page (components
moved to the accelerator and back), the text encoding once a page and the decode; and once per book the weights
read from disk and uploaded. Pages run side by side on replicas; a ``denoiser_replicas`` plan encodes every page
first and queues the pages over its replicas (:func:`model.placement.book.book_estimate`, built on this). :func:`model.placement.plan_placement` keeps the
plan whose book finishes first — the most pages per minute for a book of several pages, the lowest latency for
one page (for one page the two are the same sum).

FLOPs per page (forward passes only, 2 FLOPs per multiply-add):

- a DiT denoiser: ``2·P·T + 4·L·T²·h`` per pass — every parameter applied to each of the ``T`` tokens (image +
  text + reference tokens), and the attention scores and their weighted sum in each of ``L`` blocks of width
  ``h`` (Kaplan et al., "Scaling Laws for Neural Language Models", 2020, table 1, forward pass);
- a UNet: ``UNET_FLOPS_PER_PARAM_PIXEL · P · latent pixels`` per pass (its parameters work on down-sampled
  levels): 0.19, the mean of 0.228 (SD 1.5 at 512², 0.80 TFLOP) and 0.161 (SDXL at 1024², 6.76 TFLOP) counted here
  with ``torch.utils.flop_counter.FlopCounterMode`` on the meta-device UNets of the catalogue;
- classifier-free guidance: ×2 (batched or sequential, the catalogue's ``cfg``); steps: the catalogue's;
- a text encoder: ``2·P·tokens`` once a page; the VAE decoder: :data:`DECODE_FLOPS_PER_PIXEL` per output pixel
  (10.0 M for the 128-channel SD/FLUX decoder at 512² and 1024², counted the same way), scaled by
  ``(channels / 128)²``.

Time is FLOPs over the device's effective throughput and bytes over the link's bandwidth: the figures are in
:class:`Assumptions` (one place, each with its source) and a user overrides them (``memorybook plan --assume``).
The estimate is for ranking plans and for telling the user what to expect; it is not a measurement.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace

from model.errors import ModelError
from words import Message

UNET_FLOPS_PER_PARAM_PIXEL = 0.19
"""FLOPs per UNet parameter per latent pixel (see the module docstring: FlopCounterMode on SD 1.5 and SDXL)."""

DECODE_FLOPS_PER_PIXEL = 10.0e6
"""VAE decoder FLOPs per output pixel at 128 base channels (FlopCounterMode: 2.5 TFLOP at 512², 10.5 at 1024²)."""

GPU_CLASSES = (
    (100, 495.0, "H200/B200 class (989 TFLOPS dense bf16, NVIDIA H200 datasheet) × 0.5"),
    (70, 495.0, "H100 80 GB class (989 TFLOPS dense bf16, NVIDIA H100 datasheet) × 0.5"),
    (40, 156.0, "A100/L40S/RTX 6000 class (312 TFLOPS dense bf16, NVIDIA A100 datasheet) × 0.5"),
    (20, 82.0, "RTX 3090/4090 class (165 TFLOPS fp16 with fp32 accumulate, NVIDIA Ada whitepaper) × 0.5"),
    (10, 29.0, "RTX 3060/4070 class (58 TFLOPS fp16 with fp32 accumulate, Ada whitepaper, 4070) × 0.5"),
    (0, 15.0, "RTX 4060 class (30 TFLOPS fp16 with fp32 accumulate, Ada whitepaper) × 0.5"),
)
"""``(GiB at least, effective TFLOPS, source)``: an accelerator's effective 16-bit throughput by its memory, when
its kind is not known (described hardware): the peak dense tensor throughput of a typical card of that memory ×
0.5 (large DiT inference reaches about half of peak: FLUX.1 at 1024² takes ≈ 1 s a step on an RTX 4090, 117 TFLOP)."""


@dataclass(frozen=True)
class Assumptions:
    """The figures the estimate assumes; every one can be overridden (:func:`parse_assumptions`).

    ``gpu_tflops``: effective 16-bit TFLOPS of every accelerator (0: by its memory, :data:`GPU_CLASSES`);
    ``cpu_tflops``: effective TFLOPS of the CPU (16 AVX2 cores × 32 fp32 FLOP/cycle × 3.5 GHz ≈ 1.8 peak, ≈ 0.3 of
    it reached by PyTorch's fp32 kernels); ``pcie_gbps``: pinned host→device copies (PCIe 4.0 ×16, 32 GB/s raw,
    ≈ 25 GB/s in CUDA's bandwidthTest; diffusers' group offload pins its CPU copies); ``pageable_gbps``: copies from
    pageable memory (Accelerate's hooks and ``enable_model_cpu_offload`` move unpinned tensors: about half);
    ``link_gbps``: between GPUs (PCIe peer-to-peer by default; NVLink 4 is 450 GB/s a direction — say so with
    ``link_gbps=300``); ``disk_gbps``: reading offloaded weights (an NVMe SSD: 2–7 GB/s sequential; 2 assumed).
    """

    gpu_tflops: float = 0.0
    cpu_tflops: float = 0.5
    pcie_gbps: float = 25.0
    pageable_gbps: float = 12.0
    link_gbps: float = 25.0
    disk_gbps: float = 2.0

    def tflops(self, device) -> float:
        """Effective TFLOPS of ``device`` (a :class:`model.devices.Device`)."""
        if not device.is_accelerator:
            return self.cpu_tflops
        if self.gpu_tflops > 0:
            return self.gpu_tflops
        gib = device.total_bytes / 2**30
        return next(t for least, t, _ in GPU_CLASSES if gib >= least)

    def summary(self) -> str:
        """``"gpu_tflops=by memory, cpu_tflops=0.5, …"``: the figures as the user would override them (English,
        for ``plan --json``; :meth:`said` is the same in words)."""
        return str(Message("model.plan.assumptions", figures=self.said()))

    def said(self) -> list[Message]:
        """The figures as messages (``gpu_tflops=by memory``: chosen by the GPU's memory)."""
        return [
            Message("model.plan.figure", name=f.name, value=getattr(self, f.name))
            if getattr(self, f.name)
            else Message("model.plan.figure_by_memory", name=f.name)
            for f in fields(self)
        ]


def parse_assumptions(text: str | None, base: Assumptions | None = None) -> Assumptions:
    """``"gpu_tflops=400,pcie_gbps=25"`` → :class:`Assumptions` (the others from ``base`` or the defaults).

    Raises ModelError naming the item for an unknown name or a value that is not a positive number.
    """
    out = base or Assumptions()
    names = {f.name for f in fields(Assumptions)}
    for item in (p.strip() for p in (text or "").split(",")):
        if not item:
            continue
        name, _, value = item.partition("=")
        name = name.strip()
        if name not in names:
            raise ModelError(
                Message("model.plan.unknown_assumption", name=name, text=text, choices=sorted(names))
            )
        try:
            number = float(value)
        except ValueError:
            number = -1.0
        if not math.isfinite(number) or number <= 0:
            raise ModelError(Message("model.plan.bad_assumption", name=name, value=value.strip()))
        out = replace(out, **{name: number})
    return out


@dataclass(frozen=True)
class Workload:
    """What one page costs in FLOPs and bytes, independent of the plan: ``step_flops`` (the denoiser, all passes),
    ``encode_flops`` and ``decode_flops`` once a page, ``steps``, ``passes`` (denoiser passes a step: weights
    streamed that many times), ``tokens`` and ``hidden`` (the denoiser's sequence, for parallel exchanges)."""

    steps: int
    step_flops: float
    encode_flops: dict
    decode_flops: float
    passes: int
    tokens: int
    hidden: int
    layers: int


def workload(components, width: int, height: int, batch: int, steps: int) -> Workload:
    """:class:`Workload` of a pipeline (:class:`model.placement.memory.ComponentSize` list) for ``batch`` images of
    ``width``×``height`` px and ``steps`` denoising steps (formulas: the module docstring)."""
    den = next((c for c in components if c.role == "denoiser"), None)
    step = tokens = hidden = layers = 0
    passes = 1
    if den is not None:
        passes = den.passes
        cfg = 2 if den.guidance else 1
        if den.unet:  # exchanges: its 16 transformer blocks (SD's) over the latent pixels at the first width
            latent = (width // 8) * (height // 8)
            per_pass = UNET_FLOPS_PER_PARAM_PIXEL * den.parameters * latent
            tokens, hidden, layers = latent, den.hidden, 16
        else:
            side = max(den.pixels_per_token, 1)
            tokens = den.text_tokens + (width // side) * (height // side)
            hidden, layers = den.hidden, den.layers
            per_pass = 2 * den.parameters * tokens + 4 * layers * tokens**2 * hidden
        step = per_pass * batch * cfg * passes
    encode = {
        c.name: 2.0 * c.parameters * max(c.text_tokens, 1) * batch
        for c in components
        if c.role == "text_encoder"
    }
    decode = sum(
        DECODE_FLOPS_PER_PIXEL * (max(c.hidden, 1) / 128) ** 2 * width * height * batch
        for c in components
        if c.role == "vae"
    )
    return Workload(steps, float(step), encode, float(decode), passes, tokens, hidden, layers)


_OFFLOADS = ("model_offload", "sequential_offload", "group_offload")


def _where(plan, ctx, name: str):
    """The device that runs component ``name`` under ``plan`` (a :class:`model.devices.Device`)."""
    devices = {d.name: d for d in ctx.inventory.all}
    execution = devices.get(plan.execution_device, ctx.inventory.cpu)
    if str(plan.strategy) in _OFFLOADS or str(plan.strategy) in ("single", "replicas"):
        return execution
    return devices.get(plan.device_map.get(name, ""), execution)


def _denoiser_bytes_by_device(plan, ctx) -> dict:
    """Bytes of the denoiser on each device name under a device-mapped plan (from Accelerate's module sizes)."""
    if not plan.denoiser_device_map or ctx.layout is None:
        return {plan.execution_device: ctx.denoiser.bytes}
    sizes = ctx.layout.module_sizes()
    out: dict = {}
    for key, where in plan.denoiser_device_map.items():
        out[where] = out.get(where, 0) + sizes[key]
    return out


def _exchange_seconds(plan, w: Workload, batch: int, a: Assumptions) -> float:
    """Seconds a step spends exchanging activations between the devices of a tensor/context-parallel plan: ring
    all-reduces of ``tokens·hidden`` twice a block (tensor), four all-to-alls of ``1/n`` of them (context)."""
    n = plan.parallel.degree
    size = 2.0 * w.tokens * w.hidden * batch * w.passes  # 16-bit activations, every pass
    if plan.parallel.kind == "tensor":
        moved = 2 * w.layers * size * 2 * (n - 1) / n
    else:
        moved = 4 * w.layers * (size / n) * (n - 1) / n
    return moved / (a.link_gbps * 1e9)


def _step(plan, ctx, w: Workload, a: Assumptions) -> tuple[float, float, int]:
    """``(compute seconds, moving seconds, bytes moved)`` of one denoising step under ``plan``."""
    strategy = str(plan.strategy)
    den = ctx.denoiser
    execution = _where(plan, ctx, den.name) if den else ctx.inventory.cpu
    flops = w.step_flops
    if strategy in ("tensor_parallel", "context_parallel"):
        return (
            flops / (plan.parallel.degree * a.tflops(execution) * 1e12),
            _exchange_seconds(plan, w, ctx.batch, a),
            0,
        )
    if strategy in ("sequential_offload", "group_offload"):
        streamed = den.bytes * w.passes
        rate = a.pcie_gbps if strategy == "group_offload" else a.pageable_gbps
        return flops / (a.tflops(execution) * 1e12), streamed / (rate * 1e9), streamed
    if strategy not in ("sharded", "disk_offload"):
        return flops / (a.tflops(execution) * 1e12), 0.0, 0
    devices = {d.name: d for d in ctx.inventory.all}
    by_device = _denoiser_bytes_by_device(plan, ctx)
    computing = devices.get(plan.execution_device, ctx.inventory.cpu)
    compute = moved_s = 0.0
    moved = 0
    for name, nbytes in by_device.items():
        share = flops * nbytes / max(den.bytes, 1)
        device = devices.get(name)
        if device is not None and device.is_accelerator:
            compute += share / (a.tflops(device) * 1e12)
            continue
        compute += share / (a.tflops(computing) * 1e12)  # offloaded blocks compute on the execution device
        if name == "disk":
            moved_s += nbytes * w.passes / (a.disk_gbps * 1e9)
            moved += nbytes * w.passes
        elif computing.is_accelerator:
            moved_s += nbytes * w.passes / (a.pageable_gbps * 1e9)
            moved += nbytes * w.passes
    return compute, moved_s, moved


def _once_a_page(plan, ctx, w: Workload, a: Assumptions) -> tuple[float, float, float, int]:
    """``(encode seconds, decode seconds, moving seconds, bytes moved)`` of a page's text encoding and decode, and
    the components an offload plan moves to the accelerator (and back) once a page."""
    strategy = str(plan.strategy)
    encode = decode = moved_s = 0.0
    moved = 0
    for c in ctx.components:
        device = _where(plan, ctx, c.name)
        seconds = 0.0
        if c.role == "text_encoder":
            seconds = w.encode_flops.get(c.name, 0.0) / (a.tflops(device) * 1e12)
        elif c.role == "vae":
            seconds = w.decode_flops * (1.25 if plan.vae_tiling else 1.0) / (a.tflops(device) * 1e12)
        if strategy == "model_offload":
            moved += 2 * c.bytes  # up before its turn, back to the CPU after it (Accelerate's offload hook)
            moved_s += 2 * c.bytes / (a.pageable_gbps * 1e9)
        elif strategy in ("sequential_offload", "group_offload") and c is not ctx.denoiser:
            rate = a.pcie_gbps if strategy == "group_offload" else a.pageable_gbps
            streamed = c.bytes / (rate * 1e9)
            moved += c.bytes
            if strategy == "group_offload":  # prefetched on a stream while the previous block computes
                streamed = max(streamed - seconds, 0.0)
            moved_s += streamed
        if c.role == "text_encoder":
            encode += seconds
        elif c.role == "vae":
            decode += seconds
    return encode, decode, moved_s, moved


def _busy(plan, ctx) -> tuple[str, ...]:
    """The accelerators that compute under ``plan``."""
    names = {d.name for d in ctx.accelerators}
    if plan.replicas:
        return tuple(plan.replicas[: max(ctx.pages, 1)])
    if plan.parallel is not None:
        return tuple(d for d in plan.parallel.devices if d in names)
    used = (
        set(plan.device_map.values())
        | set((plan.denoiser_device_map or {}).values())
        | {plan.execution_device}
    )
    return tuple(d.name for d in ctx.accelerators if d.name in used)


def estimate(plan, ctx):
    """The :class:`model.placement.plan.Estimate` of ``plan`` for the planning call ``ctx``
    (:class:`model.placement.memory.PlanInputs`: components, devices, image size, batch, pages, steps, assumptions)."""
    from model.placement.plan import Estimate

    a = ctx.assumptions or Assumptions()
    w = workload(ctx.components, ctx.width, ctx.height, ctx.batch, ctx.steps)
    step_compute = step_moved = 0.0
    step_bytes = 0
    if ctx.denoiser is not None:
        step_compute, step_moved, step_bytes = _step(plan, ctx, w, a)
        if str(plan.strategy) == "group_offload":  # the next group uploads while this one computes
            step_compute, step_moved = max(step_compute, step_moved), 0.0
    encode, decode, page_moved, page_bytes = _once_a_page(plan, ctx, w, a)
    compute = w.steps * step_compute
    moved_s = w.steps * step_moved + page_moved
    page = compute + moved_s + encode + decode
    concurrent = max(1, min(len(plan.replicas), ctx.pages)) if plan.replicas else 1
    resident = max(
        (s.assigned_bytes for s in plan.devices if s.name in {d.name for d in ctx.accelerators}), default=0
    )
    load = ctx.total / (a.disk_gbps * 1e9) + resident / (a.pageable_gbps * 1e9)
    book = load + math.ceil(ctx.pages / concurrent) * page
    return Estimate(
        page_seconds=page,
        book_seconds=book,
        load_seconds=load,
        pages=ctx.pages,
        concurrent=concurrent,
        compute_seconds=compute,
        moved_seconds=moved_s,
        moved_bytes=int(w.steps * step_bytes + page_bytes),
        encode_seconds=encode,
        decode_seconds=decode,
        busy=_busy(plan, ctx),
        accelerators=len(ctx.accelerators),
        assumptions=a.summary(),
        assumed=tuple(a.said()),
    )
