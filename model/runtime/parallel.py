"""Tensor and context (sequence) parallelism of a pipeline's denoiser across the processes of ``torchrun`` /
``accelerate launch``: one process per GPU (NCCL), or CPU processes (gloo) — the same code.

Every process loads the pipeline on its own device and the denoiser is split across all of them; a tensor-parallel
denoiser is read already split (:func:`load_tensor_parallel`: each rank reads only its slice of the planned
weights), a context-parallel one is streamed whole to the process's device (``device_map``), then split:

- **tensor parallel**: each process keeps ``1/N`` of every attention and feed-forward weight matrix (PyTorch
  DTensor: ``parallelize_module`` with ``ColwiseParallel`` for the query/key/value and first feed-forward
  projections, ``RowwiseParallel`` for the output projections, whose partial sums are all-reduced). The plan is the
  model's own ``_tp_plan`` where diffusers declares one (Flux), else one written here by :func:`tensor_parallel_plan`
  (the UNet's ``BasicTransformerBlock`` and any transformer whose blocks use diffusers' ``Attention`` and
  ``FeedForward``). It is applied through diffusers' ``ModelMixin.enable_parallelism(TensorParallelConfig)``.
- **context parallel** (Ulysses): each process holds the whole transformer but only ``1/N`` of the image and text
  tokens; attention swaps tokens for heads with an all-to-all (diffusers' ``ContextParallelConfig`` and the model's
  ``_cp_plan``). Ring attention needs an attention backend that returns the log-sum-exp (flash / cuDNN attention on
  CUDA); PyTorch's native backend, the one that runs on the CPU, does not, so memorybook uses Ulysses.

Every process then runs the same pipeline call with the same seed and gets the same picture; only the main process
keeps it. The pictures equal the whole model's within :data:`PICTURE_TOLERANCE`: the split changes the order of
the floating-point sums (an all-reduce adds partial products the whole model adds in one matrix product).

diffusers 0.42.1 refuses the CPU in two places; :func:`_cpu_allowed` is the one place that works around them (see
its docstring; ``tests/test_parallel.py`` fails when diffusers changes either check).
"""

from __future__ import annotations

import contextlib
from typing import Any

from model.errors import ModelError
from model.placement.parallel import _attention_classes, tensor_parallel_plan
from words import Message

TENSOR = "tensor_parallel"
CONTEXT = "context_parallel"
PLACEMENTS = (TENSOR, CONTEXT)
"""The ``--placement`` values this module runs (the :class:`model.placement.Strategy` names)."""

PICTURE_TOLERANCE = 2
"""Largest difference, in 8-bit levels per pixel channel (of 255), between a picture drawn with the denoiser split by
tensor or context parallelism and the whole model's picture. Measured here on 2 CPU processes (gloo, one thread
each), tiny SD UNet and tiny Flux pipelines, txt2img and img2img: 0–1 levels (denoiser output max |diff| ≈ 1e-6);
the bound allows for longer step counts. Pictures from the same split at the same process count are bit-identical
from run to run."""


def tolerance_said() -> Message:
    """The tolerance, as the build summary says it."""
    return Message("model.parallel.tolerance", tolerance=PICTURE_TOLERANCE)


# --------------------------------------------------------------------------------------------------------------
# the plan written here for denoisers diffusers gives none


def _split_heads(model, plan: dict, degree: int) -> None:
    """diffusers' ``AttnProcessor2_0`` (the UNet's) reshapes by ``attn.heads``; on a process holding ``1/degree`` of
    the query/key/value columns it must count ``heads/degree`` heads. Only for plans written here: the classes that
    declare a ``_tp_plan`` (Flux) reshape by head size and need nothing."""
    import fnmatch

    split = [p.removesuffix(".to_q") for p in plan if p.endswith(".to_q")]
    for name, attn in model.named_modules():
        if not isinstance(attn, _attention_classes()) or not any(fnmatch.fnmatchcase(name, p) for p in split):
            continue
        if attn.heads % degree:
            raise ModelError(
                Message("model.parallel.heads", model=type(model).__name__, heads=attn.heads, degree=degree)
            )
        attn.heads //= degree


# --------------------------------------------------------------------------------------------------------------
# applying it


@contextlib.contextmanager
def _cpu_allowed(model, device_type: str):
    """Let diffusers 0.42.1's ``enable_parallelism`` run on CPU processes (gloo). The ONE place memorybook works
    around diffusers' device checks; on CUDA/XPU it does nothing.

    1. ``ModelMixin._resolve_parallel_config`` picks the device as ``rank % torch.accelerator.device_count()``,
       a division by zero without an accelerator. Here the model instance gets a version that uses the CPU and the
       mesh passed in the config (everything else as diffusers does: setup, then record on the model).
    2. ``diffusers.hooks.tensor_parallel._SUPPORTED_TP_DEVICES`` lists no ``"cpu"``, though the DTensor operations
       it uses run on gloo; "cpu" is added while the model is split.

    ``tests/test_parallel.py::test_diffusers_still_refuses_the_cpu`` pins both checks: when diffusers changes them
    it fails, and this function should be revisited (perhaps removed).
    """
    if device_type != "cpu":
        yield
        return
    import functools
    from unittest import mock

    from diffusers.hooks import tensor_parallel as tp_hooks

    model._resolve_parallel_config = functools.partial(_resolve_on_cpu, model)
    try:
        with mock.patch.object(tp_hooks, "_SUPPORTED_TP_DEVICES", (*tp_hooks._SUPPORTED_TP_DEVICES, "cpu")):
            yield
    finally:
        del model._resolve_parallel_config


def _resolve_on_cpu(model, config):
    """diffusers' ``_resolve_parallel_config`` for CPU processes: the mesh passed in the config, the CPU device."""
    import torch
    from diffusers.models._modeling_parallel import (
        ContextParallelConfig,
        ParallelConfig,
        TensorParallelConfig,
    )

    if isinstance(config, ContextParallelConfig):
        config = ParallelConfig(context_parallel_config=config)
    elif isinstance(config, TensorParallelConfig):
        config = ParallelConfig(tensor_parallel_config=config)
    inner = config.context_parallel_config or config.tensor_parallel_config
    rank, world = torch.distributed.get_rank(), torch.distributed.get_world_size()
    config.setup(rank, world, torch.device("cpu"), mesh=inner.mesh)
    model._parallel_config = config
    return config


def load_tensor_parallel(cls, folder, subfolder: str, dtype, device_type: str):
    """Load a denoiser of class ``cls`` already split by tensor parallelism: diffusers 0.42's
    ``ModelMixin.from_pretrained(..., parallel_config=TensorParallelConfig(mesh=...))`` reads only this rank's
    slice of every planned weight from the safetensors files (``_load_shard_file_tp``: sliced on disk, then moved
    to this rank's device; the replicated parts — norms, modulation, embedders, a UNet's convolutions — whole), so
    no process ever holds the whole denoiser.

    The plan is the class's ``_tp_plan`` (Flux, Flux2, QwenImage); for a class that declares none (the UNet) it is
    :func:`tensor_parallel_plan` of the model built on the meta device from its config, set on the class while
    loading (diffusers reads ``cls._tp_plan``) and on the loaded instance after, with the attention heads counted
    per process (:func:`_split_heads`, checked on the meta model before any weight is read). On CPU processes the
    class's ``_resolve_parallel_config`` is replaced while loading, as :func:`_cpu_allowed` does for an instance.

    Raises ModelError as :func:`apply_tensor_parallel` (no launch, no block to split, heads not divisible)."""
    from unittest import mock

    from diffusers.hooks import tensor_parallel as tp_hooks
    from diffusers.models._modeling_parallel import TensorParallelConfig

    degree = launched_processes()
    declared = getattr(cls, "_tp_plan", None)
    plan = dict(declared) if declared else _written_plan(cls, folder, subfolder, degree)
    config = TensorParallelConfig(mesh=_mesh(device_type, (degree,), ("tp",)))
    patches: list[Any] = [mock.patch.object(cls, "_tp_plan", plan)] if not declared else []
    if device_type == "cpu":
        supported = (*tp_hooks._SUPPORTED_TP_DEVICES, "cpu")
        patches += [
            mock.patch.object(cls, "_resolve_parallel_config", _resolve_on_cpu),
            mock.patch.object(tp_hooks, "_SUPPORTED_TP_DEVICES", supported),
        ]
    try:
        with contextlib.ExitStack() as stack:
            for patch in patches:
                stack.enter_context(patch)
            model = cls.from_pretrained(folder, subfolder=subfolder, dtype=dtype, parallel_config=config)
    except ValueError as err:
        raise ModelError(Message("model.parallel.no_tensor", model=cls.__name__, reason=str(err))) from err
    if not declared:
        model._tp_plan = plan  # as apply_tensor_parallel records it: diffusers reads the plan from the model
        _split_heads(model, plan, degree)
    return model


def _written_plan(cls, folder, subfolder: str, degree: int) -> dict:
    """:func:`tensor_parallel_plan` of ``cls`` built on the meta device from ``folder/subfolder``'s config, its
    heads checked against ``degree`` (ModelError before any weight is read)."""
    from accelerate import init_empty_weights

    with init_empty_weights():
        meta = cls.from_config(cls.load_config(folder, subfolder=subfolder))
    plan = tensor_parallel_plan(meta)
    _split_heads(meta, plan, degree)
    return plan


def _mesh(device_type: str, shape: tuple[int, ...], names: tuple[str, ...]):
    from torch.distributed.device_mesh import init_device_mesh

    return init_device_mesh(device_type, shape, mesh_dim_names=names)


def launched_processes() -> int:
    """The processes of this launch (the initialised ``torch.distributed`` group). Raises ModelError without one."""
    import torch.distributed as dist

    if not (dist.is_available() and dist.is_initialized()):
        raise ModelError(Message("model.parallel.not_launched"))
    return dist.get_world_size()


def _quiet_enable(model, config) -> None:
    """``model.enable_parallelism(config=...)`` without its "experimental feature" warning in the user's output."""
    from diffusers.utils import logging as dlogging

    log = dlogging.get_logger("diffusers.models.modeling_utils")
    level = log.level
    log.setLevel(dlogging.ERROR)
    try:
        model.enable_parallelism(config=config)
    finally:
        log.setLevel(level)


def apply_tensor_parallel(model, device_type: str) -> int:
    """Split ``model`` (a diffusers denoiser, on this process's device) by tensor parallelism over every process of
    the initialised ``torch.distributed`` group; returns the degree. Raises ModelError (no group, no plan, heads
    not divisible by the process count, LoRA layers still injected)."""
    from diffusers.models._modeling_parallel import TensorParallelConfig

    degree = launched_processes()
    plan = tensor_parallel_plan(model)
    mesh = _mesh(device_type, (degree,), ("tp",))
    if getattr(type(model), "_tp_plan", None) is None:
        model._tp_plan = plan  # diffusers reads the plan from the model; the class declares none
        _split_heads(model, plan, degree)
    try:
        with _cpu_allowed(model, device_type):
            _quiet_enable(model, TensorParallelConfig(mesh=mesh))
    except ValueError as err:
        raise ModelError(
            Message("model.parallel.no_tensor", model=type(model).__name__, reason=str(err))
        ) from err
    return degree


def apply_context_parallel(model, device_type: str) -> int:
    """Split ``model``'s token sequence over every process (Ulysses attention, diffusers' ``ContextParallelConfig``
    with the model's ``_cp_plan``); returns the degree. Any sequence length: ``ulysses_anything=True`` (diffusers
    0.42's ``PartitionAnythingSharder``, ``tensor_split`` + an uneven all-gather) — the equal-parts sharder asserts
    that the text and image token counts divide by the degree, which a prompt trimmed to its length (Qwen-Image-Edit)
    or appended reference tokens (FLUX.2) break. Raises ModelError for a model without a ``_cp_plan`` (the
    UNet: its convolutions see the whole image) or heads not divisible by the process count."""
    from diffusers.models._modeling_parallel import ContextParallelConfig

    if getattr(model, "_cp_plan", None) is None:
        raise ModelError(Message("model.parallel.no_cp_plan", model=type(model).__name__))
    degree = launched_processes()
    heads = getattr(model.config, "num_attention_heads", None)
    if isinstance(heads, int) and heads % degree:
        raise ModelError(
            Message("model.parallel.ulysses_heads", model=type(model).__name__, heads=heads, degree=degree)
        )
    mesh = _mesh(device_type, (1, degree), ("ring", "ulysses"))
    try:
        with _cpu_allowed(model, device_type):
            _quiet_enable(
                model, ContextParallelConfig(ulysses_degree=degree, mesh=mesh, ulysses_anything=True)
            )
    except ValueError as err:
        raise ModelError(
            Message("model.parallel.no_context", model=type(model).__name__, reason=str(err))
        ) from err
    return degree


def parallelize_pipeline(pipe, kind: str) -> int:
    """Split ``pipe``'s denoiser (``transformer`` or ``unet``) by ``kind`` (:data:`TENSOR` / :data:`CONTEXT`) over
    the launched processes; returns the degree. LoRAs already loaded are fused into the weights first (diffusers'
    ``fuse_lora`` then ``unload_lora_weights``): tensor parallelism splits only the base ``Linear`` layers.
    The other components stay whole on each process. Raises ModelError."""
    denoiser = getattr(pipe, "transformer", None) or getattr(pipe, "unet", None)
    if denoiser is None:
        raise ModelError(Message("model.parallel.no_denoiser", pipeline=type(pipe).__name__))
    if kind == TENSOR and getattr(pipe, "get_list_adapters", None) and pipe.get_list_adapters():
        pipe.fuse_lora()
        pipe.unload_lora_weights()
    device_type = next(denoiser.parameters()).device.type
    if getattr(denoiser, "_parallel_config", None) is not None:  # split while loading (load_tensor_parallel)
        return launched_processes()
    if kind == TENSOR:
        return apply_tensor_parallel(denoiser, device_type)
    if kind == CONTEXT:
        return apply_context_parallel(denoiser, device_type)
    raise ModelError(Message("model.parallel.unknown", kind=kind, tensor=TENSOR, context=CONTEXT))
