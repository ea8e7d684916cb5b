"""The plan type: which strategy, what each device holds, and the device maps diffusers/Accelerate are given.

A :class:`Plan` is what :func:`model.placement.plan_placement` returns and :func:`model.runtime.placed.load_with_plan`
loads; :meth:`Plan.to_json_dict` is what ``memorybook plan --json`` prints.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


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
"""Strategies that split the denoiser across the processes of a launch (``torchrun``), one per device: the plan
carries a :class:`ParallelSpec` and :mod:`model.runtime.parallel` applies it."""


@dataclass(frozen=True)
class DenoiserLayout:
    """The denoiser as Accelerate sees it: ``module`` (on the meta device is enough), the classes never split across
    devices, and ``no_split_note`` saying where they came from when the model does not declare them."""

    module: object
    no_split: tuple[str, ...]
    no_split_note: str = ""
    dtype: object = None


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
    """Tensor or context (sequence) parallelism of the denoiser: ``kind`` ``"tensor"`` or ``"context"``, over
    ``degree`` processes, one per device in ``devices`` (started by ``torchrun`` / ``accelerate launch``; applied by
    :func:`model.runtime.parallel.parallelize_pipeline` through diffusers' ``enable_parallelism``)."""

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
        """``{"strategy", "devices": [{"name", "budget_bytes", "assigned_bytes"}], "device_map", "explanation",
        "parallel"}``; ``parallel`` is ``{"kind": "tensor"|"context", "degree": N}`` for the parallel strategies,
        else None."""
        return {
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
        }
