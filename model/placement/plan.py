"""The plan type: which strategy, what each device holds, and the device maps diffusers/Accelerate are given.

A :class:`Plan` is what :func:`model.placement.plan_placement` returns and :func:`model.runtime.placed.load_with_plan`
loads; :meth:`Plan.to_json_dict` is what ``memorybook plan --json`` prints.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the planner imports torch only where it builds the denoiser on the meta device
    import torch

from words import Message


class Strategy(StrEnum):
    """How the pipeline is placed (see the module docstring)."""

    SINGLE = "single"
    REPLICAS = "replicas"
    COMPONENTS = "components"
    SHARDED = "sharded"
    MODEL_OFFLOAD = "model_offload"
    SEQUENTIAL_OFFLOAD = "sequential_offload"
    DISK_OFFLOAD = "disk_offload"
    GROUP_OFFLOAD = "group_offload"
    TENSOR_PARALLEL = "tensor_parallel"
    CONTEXT_PARALLEL = "context_parallel"
    DENOISER_REPLICAS = "denoiser_replicas"


PARALLEL_STRATEGIES = (Strategy.TENSOR_PARALLEL, Strategy.CONTEXT_PARALLEL)
"""Strategies that split the denoiser across the processes of a launch (``torchrun``), one per device: the plan
carries a :class:`ParallelSpec` and :mod:`model.runtime.parallel` applies it."""


@dataclass(frozen=True)
class DenoiserLayout:
    """The denoiser as Accelerate sees it: ``module`` (on the meta device is enough), the classes never split across
    devices, and ``no_split_note`` saying where they came from when the model does not declare them."""

    module: torch.nn.Module
    no_split: tuple[str, ...]
    no_split_note: Message | None = None
    dtype: object = None
    computed: dict = field(default_factory=dict, compare=False, repr=False)
    """What :mod:`model.placement.device_maps` worked out for this module (its Accelerate module sizes, and each
    device map by its per-device caps): the planner's search asks Accelerate the same question many times."""

    def module_sizes(self) -> dict:
        """Accelerate's ``compute_module_sizes`` of the module at :attr:`dtype` (bytes per module name; ``""`` is
        the whole), worked out once and kept in :attr:`computed`."""
        from accelerate.utils import compute_module_sizes

        if "sizes" not in self.computed:
            self.computed["sizes"] = compute_module_sizes(self.module, dtype=self.dtype)
        return self.computed["sizes"]


@dataclass(frozen=True)
class DeviceShare:
    """What one device holds under a plan: ``assigned_bytes`` of weights, ``headroom_bytes`` kept for activations and
    the reserve, out of ``budget_bytes``; ``holds`` names the components, or says in a message what else it holds (the
    denoiser whole, its block ranges, its share)."""

    name: str
    budget_bytes: int
    assigned_bytes: int
    headroom_bytes: int
    holds: tuple[Message | str, ...] = ()

    @property
    def fits(self) -> bool:
        return self.assigned_bytes + self.headroom_bytes <= self.budget_bytes


@dataclass(frozen=True)
class ParallelSpec:
    """Tensor or context (sequence) parallelism of the denoiser: ``kind`` ``"tensor"`` or ``"context"``, over
    ``degree`` processes, one per device in ``devices`` (started by ``torchrun`` / ``accelerate launch``; applied by
    :func:`model.runtime.parallel.parallelize_pipeline` through diffusers' ``enable_parallelism``)."""

    kind: str
    degree: int
    devices: tuple[str, ...]


@dataclass(frozen=True)
class Estimate:
    """What a plan is expected to cost (:func:`model.placement.cost.estimate`); seconds unless named otherwise.

    Per page on one copy of the pipeline: ``compute_seconds`` (the denoiser, every step), ``moved_seconds`` /
    ``moved_bytes`` (weights moved: offloaded blocks each step, components each page), ``encode_seconds`` (text
    encoders), ``decode_seconds`` (VAE); ``page_seconds`` their sum. Per book: ``load_seconds`` (weights read and
    uploaded once), ``pages`` drawn ``concurrent`` at a time, ``encode_phase_seconds`` (a ``denoiser_replicas``
    plan's encoding of every page before any is drawn; 0 for the others), ``book_seconds`` the whole.
    ``busy``: the accelerators that compute, of ``accelerators``; ``assumptions``: the figures used, as the user
    overrides them. ``one_gpu_pages_per_minute``: the best plan's page rate on the roomiest accelerator alone (the
    same book; None where nothing fits one accelerator or there is none), for :attr:`speedup`.
    """

    page_seconds: float
    book_seconds: float
    load_seconds: float
    pages: int
    concurrent: int
    compute_seconds: float
    moved_seconds: float
    moved_bytes: int
    encode_seconds: float
    decode_seconds: float
    busy: tuple[str, ...]
    accelerators: int
    assumptions: str
    encode_phase_seconds: float = 0.0
    one_gpu_pages_per_minute: float | None = None
    assumed: tuple[Message, ...] = field(default=(), compare=False)
    """``assumptions`` as messages (what ``memorybook plan`` says); not in :meth:`to_json_dict`."""

    @property
    def pages_per_hour(self) -> float:
        """Pages drawn per hour over the whole book, loading included."""
        return 60.0 * self.pages_per_minute

    @property
    def speedup(self) -> float | None:
        """Pages per hour of this plan over those of the best plan on one accelerator (None when unknown)."""
        if not self.one_gpu_pages_per_minute:
            return None
        return self.pages_per_minute / self.one_gpu_pages_per_minute

    @property
    def pages_per_minute(self) -> float:
        """Pages drawn per minute over the whole book, loading included."""
        return 60.0 * self.pages / max(self.book_seconds, 1e-9)

    @property
    def first_page_seconds(self) -> float:
        """Seconds until the first picture: loading, the encode phase (if any), then one page."""
        return self.load_seconds + self.encode_phase_seconds + self.page_seconds

    def to_json_dict(self) -> dict:
        """The estimate for ``plan --json``: every field, plus ``pages_per_minute``, ``pages_per_hour``,
        ``speedup`` (None when unknown) and ``first_page_seconds``."""
        out = {f: getattr(self, f) for f in self.__dataclass_fields__ if f != "assumed"}
        out["busy"] = list(self.busy)
        out["pages_per_minute"] = round(self.pages_per_minute, 3)
        out["pages_per_hour"] = round(self.pages_per_hour, 3)
        out["speedup"] = None if self.speedup is None else round(self.speedup, 3)
        out["first_page_seconds"] = round(self.first_page_seconds, 3)
        return {k: round(v, 3) if isinstance(v, float) else v for k, v in out.items()}


@dataclass(frozen=True)
class Plan:
    """A placement. ``device_map`` maps each component (or ``"<denoiser>.<block>"`` for a split denoiser) to the
    device its weights live on; ``denoiser_device_map`` is the model-level map for the denoiser alone (keys relative
    to it, values ``"cuda:0"``/``"cpu"``/``"disk"``), ``max_memory`` the per-device byte budgets handed to
    diffusers/Accelerate; ``execution_device`` where computation runs; ``replicas`` the devices of a replicas plan;
    ``estimate`` what it is expected to cost (:class:`Estimate`; None until the planner has estimated it);
    ``vae_tiling``: decode in tiles (diffusers' ``enable_tiling``), chosen when the decode is what breaks the plan.

    A ``denoiser_replicas`` plan (:mod:`model.placement.book`) also carries its phases: ``encode_plan`` (the text
    encoders alone, run first for every page, then freed), ``encode_devices`` (one copy of them on each) and
    ``replica_plans`` (one plan of the denoiser, VAE and the other components per replica; ``replicas`` names
    each replica's execution device)."""

    strategy: Strategy
    devices: tuple[DeviceShare, ...]
    device_map: dict[str, str]
    lines: tuple[Message, ...]
    """The explanation, one message a line (:mod:`model.placement.explain`): what ``memorybook plan`` says."""
    execution_device: str = "cpu"
    denoiser: str | None = None
    denoiser_device_map: dict[str, str] | None = None
    max_memory: dict[str, int] = field(default_factory=dict)
    replicas: tuple[str, ...] = ()
    parallel: ParallelSpec | None = None
    estimate: Estimate | None = None
    vae_tiling: bool = False
    encode_plan: Plan | None = None
    encode_devices: tuple[str, ...] = ()
    replica_plans: tuple[Plan, ...] = ()

    @property
    def explanation(self) -> str:
        """The explanation in English, one line each of :attr:`lines` (logs, ``--json``)."""
        return "\n".join(str(line) for line in self.lines)

    @property
    def needs_offload_folder(self) -> bool:
        return any(v == "disk" for v in (self.denoiser_device_map or {}).values())

    def to_json_dict(self) -> dict:
        """``{"strategy", "devices": [{"name", "budget_bytes", "assigned_bytes"}], "device_map", "explanation",
        "parallel", "estimate", "vae_tiling", "phases"}``; ``parallel`` is ``{"kind": "tensor"|"context", "degree": N}``
        for the parallel strategies, else None; ``estimate`` :meth:`Estimate.to_json_dict` (None when not
        estimated); ``phases`` (``denoiser_replicas`` only, else None): ``{"encode": {"strategy", "devices",
        "device_map"}, "replicas": [{"strategy", "devices", "device_map", "denoiser_device_map"}]}``."""
        out = {
            "strategy": str(self.strategy),
            "devices": [
                {"name": d.name, "budget_bytes": d.budget_bytes, "assigned_bytes": d.assigned_bytes}
                for d in self.devices
            ],
            "device_map": dict(self.device_map),
            "explanation": self.explanation,
            "parallel": (
                {"kind": self.parallel.kind, "degree": self.parallel.degree} if self.parallel else None
            ),
            "estimate": self.estimate.to_json_dict() if self.estimate else None,
            "vae_tiling": self.vae_tiling,
            "phases": None,
        }
        if self.encode_plan is not None:
            out["phases"] = {
                "encode": {
                    "strategy": str(self.encode_plan.strategy),
                    "devices": list(self.encode_devices),
                    "device_map": dict(self.encode_plan.device_map),
                },
                "replicas": [
                    {
                        "strategy": str(r.strategy),
                        "devices": [s.name for s in r.devices],
                        "device_map": dict(r.device_map),
                        "denoiser_device_map": dict(r.denoiser_device_map or {}),
                    }
                    for r in self.replica_plans
                ],
            }
        return out
