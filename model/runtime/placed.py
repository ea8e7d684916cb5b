"""Load a diffusers pipeline under a :class:`model.placement.Plan`, with diffusers' and Accelerate's device maps.

Every strategy maps onto a library call, never hand-written dispatch:

``single`` / ``replicas``   ``DiffusionPipeline.from_pretrained(...).to(device)`` (replica ``i`` on ``plan.replicas[i]``);
``components``              each component moved whole to its device in ``plan.device_map`` (the planner's packing,
                            :mod:`model.placement.components`), every one away from the denoiser's and the denoiser
                            itself with Accelerate's ``AlignDevicesHook(io_same_device=True)``;
``sharded`` / ``disk_offload``  the denoiser loaded alone with a model-level ``device_map`` (and ``offload_folder``
                            when blocks go to disk), passed into ``DiffusionPipeline.from_pretrained``; the other
                            components moved whole to their device, and those kept in CPU memory while the pipeline
                            computes on an accelerator get Accelerate's ``AlignDevicesHook(io_same_device=True)``;
``model_offload``           ``pipe.enable_model_cpu_offload(device=...)``;
``sequential_offload``      ``pipe.enable_sequential_cpu_offload(device=...)``;
``group_offload``           ``pipe.enable_group_offload(onload_device=..., offload_type="block_level",
                            num_blocks_per_group=1, use_stream=True)`` (diffusers' hooks/group_offloading.py);
``vae_tiling`` (any plan)   ``pipe.vae.enable_tiling()`` with tiles of the planner's ``VAE_TILE`` px.
``tensor_parallel`` / ``context_parallel``  under ``torchrun``, one process per device: the denoiser read already split
                            (tensor: this rank's slice of each planned weight) or streamed whole to this process's
                            device (context: ``device_map={"": device}``, split afterwards by
                            :func:`model.runtime.parallel.parallelize_pipeline`); the other components where the plan
                            puts them (those it keeps in CPU memory stay there, with the same hooks as above; the others
                            streamed to the device like the denoiser). A
                            launched process's plan comes from :func:`model.runtime.launched.launch_plan`.

``functools.partial(load_with_plan, plan=plan)`` is a ``loader(source, dtype)`` for
:class:`model.engines.diffusion.DiffusionIllustrator` (``source`` may be a folder path or any object with ``.path``).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from model.errors import ModelError
from model.pipelines.loading import finish_loading, pretrained
from model.pipelines.precision import choose_dtype
from model.pipelines.sharded_lora import is_tensor_parallel, load_fused
from model.placement import PARALLEL_STRATEGIES, Plan, Strategy
from model.runtime.parallel import launched_processes, load_tensor_parallel, parallelize_pipeline
from words import Message


def _folder(source) -> Path:
    path = Path(getattr(source, "path", source))
    if not (path / "model_index.json").is_file():
        raise ModelError(Message("model.load.not_diffusers_folder", path=path))
    return path


def _accelerate_device(name: str):
    """``"cuda:1"`` → 1 (Accelerate's key for an accelerator ordinal); ``"cpu"``/``"disk"``/``"mps"`` unchanged."""
    kind, _, index = name.partition(":")
    return int(index) if index and kind in ("cuda", "xpu") else name


def _denoiser_class(folder: Path, name: str):
    import diffusers

    library, class_name = json.loads((folder / "model_index.json").read_text(encoding="utf-8"))[name]
    if library != "diffusers" or not hasattr(diffusers, class_name):
        raise ModelError(
            Message(
                "model.load.denoiser_not_diffusers", path=folder, name=name, kind=f"{library}.{class_name}"
            )
        )
    return getattr(diffusers, class_name)


def load_with_plan(
    source, dtype=None, *, plan: Plan, offload_folder=None, replica: int = 0, loras=(), without=()
):
    """Load the diffusers pipeline in ``source`` placed as ``plan`` says.

    Args:
        source: a diffusers folder (str/Path) or an object with ``.path`` (the illustrator's model source).
        dtype: ``torch.dtype`` (or "fp16"/"bf16"/"fp32") of the weights; None: by the capability of every device
            that computes (:func:`model.pipelines.precision.choose_dtype`: bf16 only where native, fp16 else on
            GPUs, float32 on CPUs without native bf16).
        plan: from :func:`model.placement.plan_placement` / :func:`model.placement.plan_for`.
        offload_folder: where disk-offloaded blocks go; default a new temporary folder (kept while the pipeline
            lives: Accelerate memory-maps the files).
        replica: which of ``plan.replicas`` to load on (replicas plans only).
        loras: LoRA folders/files (diffusers ``save_lora_weights`` format) to load, in order, adapter names
            ``lora_0``, ``lora_1``… For ``sharded``/``disk_offload`` they are loaded into the denoiser *before* it is
            dispatched (Accelerate's ``dispatch_model``): LoRA layers injected into blocks already offloaded to disk
            stay on the meta device and give NaN images. That path assembles the denoiser in CPU memory first.
        without: components not loaded (passed to diffusers as None; not for parallel plans): a denoiser replica
            drawing from prompts encoded ahead leaves out the text encoders (:mod:`model.runtime.encoded`).

    Every strategy goes through the same loading call and ending as a plain load (:func:`model.pipelines.loading.
    pretrained`, :func:`~model.pipelines.loading.finish_loading`: the processor workaround, the precision policy,
    ``pipe.memorybook_placement`` for the sidecar), applied before offload hooks or the parallel split.

    Returns:
        The ``DiffusionPipeline``, progress bar disabled; ``pipe.hf_device_map`` says where things went for the
        device-mapped strategies.

    Raises:
        ModelError: not a diffusers folder, a plan naming components the folder lacks, a tensor/context parallel
        plan outside a launch of several processes, or a replica index out of range.
    """
    folder = _folder(source)
    device = _compute_device(plan, replica)
    compute = choose_dtype(_compute_devices(plan, device), dtype)
    strategy = plan.strategy
    left_out = dict.fromkeys(without)
    if strategy in PARALLEL_STRATEGIES:
        launched_processes()  # refuse before loading anything when not launched
        pipe = _load_parallel(folder, compute, plan, device)
        pipe = load_fused(pipe, loras) if is_tensor_parallel(pipe) else _with_loras(pipe, loras)
    elif strategy in (Strategy.SHARDED, Strategy.DISK_OFFLOAD):
        pipe = _load_split(folder, compute, plan, offload_folder, loras, left_out)
    elif strategy == Strategy.COMPONENTS:
        pipe = _with_loras(_load_components(folder, compute, plan, left_out), loras)
    elif strategy in (Strategy.SINGLE, Strategy.REPLICAS):
        pipe = _with_loras(pretrained(folder, compute, **left_out).to(device), loras)
    elif strategy in (Strategy.MODEL_OFFLOAD, Strategy.SEQUENTIAL_OFFLOAD, Strategy.GROUP_OFFLOAD):
        pipe = _with_loras(pretrained(folder, compute), loras)
    elif strategy == Strategy.DENOISER_REPLICAS:
        raise ModelError(Message("model.load.replicas_in_processes"))
    else:  # pragma: no cover
        raise ModelError(Message("model.load.unknown_placement", placement=str(strategy)))
    finish_loading(pipe, compute, device, placement_of(plan, device))
    _after_loading(pipe, plan, device)
    return pipe


def _after_loading(pipe, plan: Plan, device: str) -> None:
    """The offload hooks, the parallel split and VAE tiling a plan asks for, once the pipeline is loaded."""
    strategy = plan.strategy
    if strategy == Strategy.MODEL_OFFLOAD:
        pipe.enable_model_cpu_offload(device=device)
    elif strategy == Strategy.SEQUENTIAL_OFFLOAD:
        pipe.enable_sequential_cpu_offload(device=device)
    elif strategy == Strategy.GROUP_OFFLOAD:
        import torch

        pipe.enable_group_offload(
            onload_device=torch.device(device),
            offload_type="block_level",
            num_blocks_per_group=1,
            use_stream=True,
        )
    elif strategy in PARALLEL_STRATEGIES:
        parallelize_pipeline(pipe, str(strategy))
    if plan.vae_tiling:
        tile_vae(pipe)


def tile_vae(pipe) -> None:
    """Decode in tiles of :data:`model.placement.memory.VAE_TILE` px: diffusers' ``vae.enable_tiling()``, with the
    tile size lowered where the VAE takes it from its config (AutoencoderKL: ``sample_size``, 1024 for SDXL and
    FLUX, which would not tile a 1024² page). Raises ModelError when the VAE cannot tile."""
    from model.placement.memory import VAE_TILE

    vae = getattr(pipe, "vae", None)
    if vae is None or not hasattr(vae, "enable_tiling"):
        raise ModelError(Message("model.load.no_tiling"))
    vae.enable_tiling()
    if getattr(vae, "tile_sample_min_size", None) and vae.tile_sample_min_size > VAE_TILE:
        vae.tile_sample_min_size = VAE_TILE
        factor = 2 ** (len(vae.config.block_out_channels) - 1)
        vae.tile_latent_min_size = VAE_TILE // factor


def _load_components(folder: Path, dtype, plan: Plan, left_out=None):
    """The pipeline with each component whole on its device in ``plan.device_map``: the denoiser on the
    execution device, every component (the denoiser too) given Accelerate's ``AlignDevicesHook(io_same_device=True)``
    as diffusers' ``device_map="balanced"`` loading does, so inputs follow each component wherever the pipeline's
    ``_execution_device`` is found."""
    from accelerate.hooks import AlignDevicesHook, add_hook_to_module

    if not plan.denoiser:
        raise ModelError(Message("model.load.plan_without_denoiser"))
    pipe = pretrained(folder, dtype, **(left_out or {}))
    denoiser = getattr(pipe, plan.denoiser)
    denoiser.to(plan.execution_device)
    add_hook_to_module(
        denoiser, AlignDevicesHook(execution_device=plan.execution_device, io_same_device=True)
    )
    _place_others(pipe, plan.denoiser, plan.device_map, plan.execution_device)
    pipe.hf_device_map = dict(plan.device_map)
    return pipe


def _compute_device(plan: Plan, replica: int) -> str:
    """The device this load computes on: the replica's, this launched process's, or the plan's execution device."""
    if plan.strategy == Strategy.REPLICAS:
        if not 0 <= replica < len(plan.replicas):
            raise ModelError(
                Message("model.load.no_such_replica", replica=replica, replicas=len(plan.replicas))
            )
        return plan.replicas[replica]
    if plan.strategy in PARALLEL_STRATEGIES:
        return _process_device(plan)
    return plan.execution_device or "cpu"


def _compute_devices(plan: Plan, device: str) -> list[str]:
    """Every device that computes part of the denoiser under ``plan`` (for the dtype: all must allow it)."""
    mapped = (plan.denoiser_device_map or {}).values() if plan.strategy != Strategy.REPLICAS else ()
    return sorted({device, *(d for d in mapped if d not in ("cpu", "disk"))})


def placement_of(plan: Plan, device: str) -> dict:
    """The sidecar's placement record of ``plan`` as loaded on ``device``: ``{"strategy", "degree", "devices",
    "mesh"}`` (``mesh``: ``{"kind", "shape", "backend", "rank"}`` for tensor/context parallelism, else None)."""
    import os

    strategy = str(plan.strategy)
    device = "cpu" if device.startswith("cpu") else device  # a launch's "cpu:0" is the CPU
    if plan.strategy in PARALLEL_STRATEGIES and plan.parallel is not None:
        degree = int(os.environ.get("WORLD_SIZE", plan.parallel.degree))
        devices = list(plan.parallel.devices) if len(plan.parallel.devices) > 1 else [device] * degree
        backend = "nccl" if device.startswith("cuda") else "gloo"
        shape = [degree] if plan.parallel.kind == "tensor" else [1, degree]  # ("tp",) / ("ring", "ulysses")
        mesh = {
            "kind": plan.parallel.kind,
            "shape": shape,
            "backend": backend,
            "rank": int(os.environ.get("RANK", 0)),
        }
        return {"strategy": strategy, "degree": degree, "devices": devices, "mesh": mesh}
    if plan.strategy in (Strategy.SHARDED, Strategy.DISK_OFFLOAD, Strategy.COMPONENTS):
        devices = sorted({*plan.device_map.values(), device})
        return {"strategy": strategy, "degree": 1, "devices": devices, "mesh": None}
    return {"strategy": strategy, "degree": 1, "devices": [device], "mesh": None}


def _with_loras(pipe, loras):
    for i, path in enumerate(loras):
        pipe.load_lora_weights(str(path), adapter_name=f"lora_{i}")
    return pipe


def _place_others(pipe, denoiser: str, device_map: dict, execution_device: str, default: str = "cpu") -> None:
    """Move every component but the denoiser to its device in ``device_map`` (else ``default``); those away from
    ``execution_device`` get Accelerate's ``AlignDevicesHook(io_same_device=True)``: the pipeline puts inputs on
    its execution device, the component runs where it lives and hands its outputs back on the inputs' device."""
    from accelerate.hooks import AlignDevicesHook, add_hook_to_module

    for name, component in pipe.components.items():
        if name == denoiser or not hasattr(component, "to") or not hasattr(component, "parameters"):
            continue
        target = device_map.get(name, default)
        target = (
            execution_device if target == "each device" else target
        )  # parallel plans: every process's own
        component.to(target)
        if target != execution_device:
            add_hook_to_module(component, AlignDevicesHook(execution_device=target, io_same_device=True))


def _process_device(plan: Plan) -> str:
    """This launched process's device: its local rank's entry of the plan's devices (one per process)."""
    import os

    devices = plan.parallel.devices if plan.parallel else ()
    if len(devices) <= 1:
        return plan.execution_device
    return devices[int(os.environ.get("LOCAL_RANK", "0")) % len(devices)]


def _load_parallel(folder: Path, dtype, plan: Plan, device: str):
    """The pipeline with its denoiser on this process's ``device`` and the other components where the plan keeps
    them (``plan.device_map``: ``"cpu"`` stays in CPU memory, ``"each device"`` goes to ``device``). Nothing bound
    for the device passes through a whole CPU copy: a tensor-parallel denoiser is read already split, only this
    rank's slice of each planned weight (:func:`model.runtime.parallel.load_tensor_parallel`; LoRAs are then fused
    into those slices, :func:`model.pipelines.sharded_lora.load_fused`); a context-parallel one and every other
    component with weights bound for the device are streamed to it (:func:`_streamed`)."""
    index = json.loads((folder / "model_index.json").read_text(encoding="utf-8"))
    denoiser = next(n for n in ("transformer", "unet") if n in index)
    cls = _denoiser_class(folder, denoiser)
    if plan.parallel is not None and plan.parallel.kind == "tensor":
        loaded = {denoiser: load_tensor_parallel(cls, folder, denoiser, dtype, device.split(":")[0])}
    else:
        loaded = {denoiser: _streamed(cls, folder, denoiser, dtype, device)}
    for name, entry in index.items():
        weighted = _module_class(entry) if name not in loaded and not name.startswith("_") else None
        if weighted is not None and plan.device_map.get(name, "each device") != "cpu":
            loaded[name] = _streamed(weighted, folder, name, dtype, device)
    pipe = pretrained(folder, dtype, **loaded)
    _place_others(pipe, denoiser, plan.device_map, device, default=device)
    return pipe


def _module_class(entry):
    """The class of a ``model_index.json`` entry (``["transformers", "CLIPTextModel"]``) when it is a model with
    weights (a ``torch.nn.Module`` of diffusers or transformers), else None (tokenizers, schedulers, processors)."""
    import importlib

    import torch

    if not isinstance(entry, list) or len(entry) != 2 or entry[0] not in ("diffusers", "transformers"):
        return None
    found = getattr(importlib.import_module(entry[0]), str(entry[1]), None)
    return found if isinstance(found, type) and issubclass(found, torch.nn.Module) else None


def _streamed(cls, folder: Path, name: str, dtype, device: str):
    """``cls.from_pretrained(..., device_map={"": device})`` for the component ``name``: diffusers (and
    transformers) read one safetensors shard at a time, memory-mapped, and put each tensor, cast to ``dtype``,
    straight on ``device`` (diffusers' ``load_model_dict_into_meta``), so the process never holds a CPU copy of
    the whole component next to the device's. One device: Accelerate's ``dispatch_model`` adds no hooks; the
    ``hf_device_map`` it records is removed, leaving the model as a ``.to(device)`` load does (tensor parallelism
    refuses device-mapped models)."""
    if cls.__module__.startswith("transformers"):
        model = cls.from_pretrained(
            str(folder / name), dtype=dtype, device_map={"": device}, local_files_only=True
        )
    else:
        model = cls.from_pretrained(
            str(folder), subfolder=name, dtype=dtype, device_map={"": device}, local_files_only=True
        )
    if "hf_device_map" in model.__dict__:
        del model.hf_device_map
    return model


def _load_split(folder: Path, dtype, plan: Plan, offload_folder, loras=(), left_out=None):
    from accelerate import dispatch_model

    if not plan.denoiser or not plan.denoiser_device_map:
        raise ModelError(Message("model.load.no_device_map", strategy=str(plan.strategy)))
    device_map = {k: _accelerate_device(v) for k, v in plan.denoiser_device_map.items()}
    kwargs = {}
    if plan.needs_offload_folder:
        if offload_folder is None:
            offload_folder = tempfile.mkdtemp(prefix="memorybook-offload-")
        kwargs["offload_folder"] = str(offload_folder)
    cls = _denoiser_class(folder, plan.denoiser)
    if loras:
        denoiser = cls.from_pretrained(folder, subfolder=plan.denoiser, dtype=dtype)
        for i, path in enumerate(loras):
            denoiser.load_lora_adapter(
                str(path), prefix=plan.denoiser, adapter_name=f"lora_{i}", use_safetensors=True
            )
        dispatch_model(denoiser, device_map=device_map, offload_dir=kwargs.get("offload_folder"))
    else:
        denoiser = cls.from_pretrained(
            folder, subfolder=plan.denoiser, dtype=dtype, device_map=device_map, **kwargs
        )
    pipe = pretrained(folder, dtype, **(left_out or {}), **{plan.denoiser: denoiser})
    _place_others(pipe, plan.denoiser, plan.device_map, plan.execution_device)
    # Mark the pipeline device-mapped as diffusers does for device_map loads: load_lora_weights then leaves the
    # Accelerate hooks alone (without it, it takes them for sequential offload, strips them and re-offloads).
    pipe.hf_device_map = dict(plan.device_map)
    return pipe
