"""The placement planner: where each part of a diffusion pipeline lives, for the devices there are.

:func:`plan_placement` is a pure function (no I/O, no device queries): from the pipeline's component sizes, the
devices and their budgets (:class:`model.devices.Inventory`), and the image size, batch and page count, it returns
a :class:`Plan` — one strategy, the device of every component (or every denoiser block), the bytes on each device,
and an explanation in words. :mod:`model.runtime.placed` loads a pipeline under a plan with diffusers/Accelerate device maps.

The package, one file per idea:

``plan.py``         the plan type (:class:`Strategy`, :class:`Plan`, :class:`DeviceShare`, :class:`ParallelSpec`);
``memory.py``       the memory model: component sizes, activation headroom, per-device reserves;
``whole.py``        strategies that keep the pipeline whole: single, replicas, model and sequential CPU offload;
``device_maps.py``  device-map strategies: components, sharded, disk offload (diffusers/Accelerate device maps);
``parallel.py``     parallel strategies: tensor and context (sequence) parallelism across launched processes;
``explain.py``      the explanation in words;
``planner.py``      :func:`plan_placement` (tries the strategies in order) and :func:`plan_for` (its inputs from a
                    catalogue id or a diffusers folder).

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
"""

from model.placement.device_maps import CAP_STEPS, denoiser_layout
from model.placement.memory import (
    ACCELERATOR_RESERVE,
    CPU_RESERVE,
    TRANSFORMER_ACTIVATION_FACTOR,
    VAE_ACTIVATION_FACTOR,
    ComponentSize,
    component_sizes_for,
    component_sizes_for_folder,
    per_device_reserve,
)
from model.placement.plan import (
    PARALLEL_STRATEGIES,
    DenoiserLayout,
    DeviceShare,
    ParallelSpec,
    Plan,
    Strategy,
)
from model.placement.planner import AUTO_ORDER, plan_for, plan_here, plan_placement

__all__ = [
    "ACCELERATOR_RESERVE",
    "AUTO_ORDER",
    "CAP_STEPS",
    "CPU_RESERVE",
    "PARALLEL_STRATEGIES",
    "TRANSFORMER_ACTIVATION_FACTOR",
    "VAE_ACTIVATION_FACTOR",
    "ComponentSize",
    "DenoiserLayout",
    "DeviceShare",
    "ParallelSpec",
    "Plan",
    "Strategy",
    "component_sizes_for",
    "component_sizes_for_folder",
    "denoiser_layout",
    "per_device_reserve",
    "plan_for",
    "plan_here",
    "plan_placement",
]
