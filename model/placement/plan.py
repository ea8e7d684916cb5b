"""The plan type: which strategy, what each device holds, and the device maps diffusers/Accelerate are given.

A :class:`Plan` is what :func:`model.placement.plan_placement` returns and :func:`model.placed.load_with_plan`
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
"""Strategies the Plan type can hold but memorybook cannot run yet (see :class:`ParallelSpec`)."""


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
