"""People's LoRAs on a loaded pipeline: load (diffusers/PEFT or kohya format), weight, and unload.

A person in the book can carry a LoRA (``.safetensors``) and a trigger word. :func:`apply_loras` loads every
person's LoRA as its own named adapter and mixes them by ``PersonAdapter.weight`` with diffusers'
``set_adapters``; :func:`unload_loras` removes them all again, so one page's people never leak into the next.

The file is read with ``safetensors`` here and handed to ``load_lora_weights`` as a state dict: diffusers then
converts kohya (``lora_unet_…``/``lora_te_…`` with ``.alpha``) and other non-diffusers layouts itself. Pickle
LoRAs are refused. Loading a LoRA must not move the model off the devices it was placed on (a diffusers pitfall
with offloaded/device-mapped pipelines): :func:`apply_loras` checks each component's parameter devices and
``hf_device_map`` before and after, and puts any new LoRA layer on its base layer's device. On a denoiser split by
tensor parallelism (which diffusers refuses LoRA layers on) the denoiser's part is fused into each rank's shards and
put back exactly afterwards (:mod:`model.pipelines.sharded_lora`).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import torch

from model.api import PersonAdapter
from model.errors import ModelError, UnsafeWeightsError
from model.pipelines.hashing import file_sha256
from model.pipelines.sharded_lora import (
    fuse_into_shards,
    is_tensor_parallel,
    loading_into_shell,
    restore_shards,
)
from model.pipelines.sources import PICKLE_OVERRIDE_HINT, PICKLE_SUFFIXES
from words import Message


def adapter_name(person: PersonAdapter, index: int) -> str:
    """A PEFT-safe adapter name for ``person`` (letters, digits, underscores), unique by ``index``."""
    slug = re.sub(r"\W+", "_", person.name, flags=re.ASCII).strip("_") or "person"
    return f"p{index}_{slug}"


def placement(pipe: Any) -> dict[str, Any]:
    """Where each component's weights live: ``{component: sorted device strings}`` + ``hf_device_map``."""
    result: dict[str, Any] = {}
    for name, component in pipe.components.items():
        if isinstance(component, torch.nn.Module):
            result[name] = sorted({str(p.device) for p in component.parameters()})
    result["hf_device_map"] = getattr(pipe, "hf_device_map", None)
    return result


def _base_devices(pipe: Any) -> dict[str, dict[str, torch.device]]:
    devices = {}
    for name, component in pipe.components.items():
        if isinstance(component, torch.nn.Module):
            devices[name] = {
                k.replace(".base_layer", ""): p.device
                for k, p in component.named_parameters()
                if "lora_" not in k
            }
    return devices


def _align_lora_layers(pipe: Any) -> None:
    """Move every LoRA layer to its base layer's device (PEFT usually does; this guards the cases it doesn't)."""
    for component in pipe.components.values():
        if not isinstance(component, torch.nn.Module):
            continue
        module: Any
        for module in component.modules():  # PEFT's LoRA layers: attributes torch's types do not know
            base = getattr(module, "base_layer", None)
            if base is None or not hasattr(module, "lora_A"):
                continue
            weight = getattr(base, "weight", None)
            if weight is None:
                continue
            for container in (module.lora_A, module.lora_B):
                for layer in container.values():
                    if any(p.device != weight.device for p in layer.parameters()):
                        layer.to(weight.device)


def read_lora(path: str | Path, *, allow_pickle: bool = False) -> dict[str, torch.Tensor]:
    """The LoRA's tensors from a ``.safetensors`` file (CPU). Raises UnsafeWeightsError for pickles and
    ModelError for a missing or unreadable file."""
    from safetensors.torch import load_file

    path = Path(path)
    if path.suffix.lower() in PICKLE_SUFFIXES:
        if not allow_pickle:
            raise UnsafeWeightsError(
                Message("model.lora.pickle_refused", path=path, override=PICKLE_OVERRIDE_HINT)
            )
        return torch.load(path, map_location="cpu", weights_only=True)
    _refuse_missing(path)
    try:
        return load_file(str(path), device="cpu")
    except Exception as err:  # safetensors raises its own error types
        raise ModelError(Message("located", where=str(path), message=UNREADABLE)) from err


UNREADABLE = Message("model.lora.unreadable")
"""The sentence for a LoRA file safetensors cannot read (its own reasons — "header too large", "invalid header
length" — say the same to a volunteer, in English; the exception keeps them as its cause)."""


def _refuse_missing(path: Path) -> None:
    """Raise ModelError naming ``path`` when it is a folder or no file at all."""
    if path.is_dir():
        raise ModelError(Message("model.lora.is_folder", path=path))
    if not path.is_file():
        raise ModelError(Message("model.lora.not_found", path=path))


def does_not_fit(err: BaseException) -> Message:
    """Why a LoRA does not fit the model, in words a volunteer can act on, from the error PEFT or diffusers raised
    while loading it (``ValueError("Target modules {...} not found in the base model")`` from PEFT's
    ``inject_adapter``, ``RuntimeError("Error(s) in loading state_dict ... size mismatch")`` from torch's
    ``load_state_dict``, ``ValueError("Invalid LoRA checkpoint")`` from diffusers' ``load_lora_weights``);
    an unknown error keeps its first line."""
    text = str(err).strip()
    if "size mismatch" in text:
        return Message("model.lora.other_size")
    if "not found in the base model" in text:
        return Message("model.lora.other_kind")
    if "Invalid LoRA checkpoint" in text:
        return Message("model.lora.no_layers")
    return Message("model.lora.does_not_fit", reason=text.splitlines()[0] if text else type(err).__name__)


TEXT_ENCODER_PREFIXES = (
    "text_encoder.",
    "text_encoder_2.",
    "text_encoder_3.",
    "lora_te_",
    "lora_te1_",
    "lora_te2_",
    "lora_te3_",
)
"""Key prefixes of a LoRA's text-encoder layers: diffusers' component names (``save_lora_weights``) and kohya-ss's
(``lora_te_`` for SD 1.x, ``lora_te1_``/``lora_te2_`` for SDXL's two encoders; diffusers'
``lora_conversion_utils``)."""


def carries_text_encoder_layers(path) -> bool:
    """Whether the LoRA file at ``path`` may change a text encoder: a key of its safetensors header starts with one
    of :data:`TEXT_ENCODER_PREFIXES` (only the header is read, no tensor). A pickle file cannot be looked into
    without unpickling it: True. ``memorybook train`` writes denoiser-only LoRAs (False). Raises ModelError when
    the file is missing or not a readable safetensors file."""
    from safetensors import safe_open

    path = Path(path)
    if path.suffix.lower() in PICKLE_SUFFIXES:
        return True
    _refuse_missing(path)
    try:
        with safe_open(str(path), framework="pt") as handle:
            keys = list(handle.keys())
    except Exception as err:  # safetensors raises its own error types
        raise ModelError(Message("located", where=str(path), message=UNREADABLE)) from err
    return any(key.startswith(TEXT_ENCODER_PREFIXES) for key in keys)


def apply_loras(pipe: Any, people: Iterable[PersonAdapter], *, allow_pickle: bool = False) -> dict[str, Any]:
    """Load each person's LoRA as a named adapter and activate them with their weights.

    Args:
        pipe: a diffusers pipeline with LoRA support (``load_lora_weights``/``set_adapters``).
        people: the page's people; those without ``lora_path`` are skipped.

    Returns:
        ``{"adapters": {name: weight}, "lora_sha256": {name: hex}, "warnings": [...]}`` for the sidecar.

    Raises:
        ModelError: the pipeline takes no LoRAs, a file is unreadable or does not fit the model, or loading
        moved model weights to another device.
    """
    people = [p for p in people if p.lora_path]
    info: dict[str, Any] = {"adapters": {}, "lora_sha256": {}, "warnings": []}
    if not people:
        return info
    if not hasattr(pipe, "load_lora_weights"):
        raise ModelError(Message("model.lora.unsupported", pipeline=type(pipe).__name__))
    split = split_denoiser(pipe)
    if split:
        raise ModelError(Message("model.lora.split_denoiser", person=people[0].name, split=split))
    before = _base_devices(pipe)
    device_map = getattr(pipe, "hf_device_map", None)
    sharded = is_tensor_parallel(pipe)
    try:
        with loading_into_shell(pipe) if sharded else contextlib.nullcontext() as shell:
            for index, person in enumerate(people):
                _load_adapter(pipe, person, adapter_name(person, index), info, allow_pickle, sharded)
            pipe.set_adapters(list(info["adapters"]), adapter_weights=list(info["adapters"].values()))
        if sharded:  # the denoiser's part fused into this rank's shards, undone by unload_loras
            fuse_into_shards(pipe, shell, keep_originals=True)
        _align_lora_layers(pipe)
    except BaseException:
        unload_loras(pipe)
        raise
    _refuse_moved_weights(pipe, before, device_map)
    return info


def _load_adapter(
    pipe: Any, person: PersonAdapter, name: str, info: dict[str, Any], allow_pickle: bool, shell: bool = False
) -> None:
    """Load one person's LoRA file as adapter ``name``, recording its weight and SHA-256 in ``info``; ``shell``:
    the denoiser is a shell (:func:`model.pipelines.sharded_lora.loading_into_shell`), so PEFT must keep the
    factors' values (``low_cpu_mem_usage``). Raises ModelError naming the file when it does not fit the model."""
    assert person.lora_path is not None  # only people with a LoRA get an adapter
    state = read_lora(person.lora_path, allow_pickle=allow_pickle)
    digest = file_sha256(Path(person.lora_path))
    if person.lora_sha256 and person.lora_sha256 != digest:
        changed = Message("model.lora.changed")
        info["warnings"].append(Message("located", where=str(person.lora_path), message=changed))
    try:
        pipe.load_lora_weights(state, adapter_name=name, **({"low_cpu_mem_usage": True} if shell else {}))
    except (ValueError, KeyError, RuntimeError, TypeError) as err:
        raise ModelError(Message("located", where=str(person.lora_path), message=does_not_fit(err))) from err
    info["adapters"][name] = float(person.weight)
    info["lora_sha256"][name] = digest


def _refuse_moved_weights(pipe: Any, before: dict, device_map: Any) -> None:
    """Unload the LoRAs and raise ModelError when loading them moved a base weight to another device (or changed
    the pipeline's device map): a placed model would then no longer fit where the planner put it."""
    after = _base_devices(pipe)
    moved = [
        f"{comp}.{key}: {dev} → {after[comp].get(key)}"
        for comp, params in before.items()
        for key, dev in params.items()
        if comp in after and key in after[comp] and after[comp][key] != dev
    ]
    if moved or getattr(pipe, "hf_device_map", None) != device_map:
        unload_loras(pipe)
        raise ModelError(Message("model.lora.moved_weights", moved="; ".join(moved[:3])))


def split_denoiser(pipe: Any) -> Message | None:
    """How the pipeline's denoiser (``unet`` or ``transformer``) is split, or None when it is whole.

    "offloaded to disk" when some weights are on the ``meta`` device (Accelerate's disk/CPU offload hooks load
    them per forward), "split across cpu, cuda:0" when they live on several devices. A LoRA loaded after such
    a dispatch leaves its layers where the hooks never look (issue 11: black pictures); load it before
    dispatch instead (``model.runtime.placed.load_with_plan(..., loras=...)``).
    """
    denoiser = getattr(pipe, "unet", None) or getattr(pipe, "transformer", None)
    if not isinstance(denoiser, torch.nn.Module):
        return None
    devices = sorted({str(p.device) for p in denoiser.parameters()})
    if "meta" in devices:
        return Message("model.lora.offloaded_to_disk")
    if len(devices) > 1:
        return Message("model.lora.split_across", devices=list(devices))
    return None


def unload_loras(pipe: Any) -> None:
    """Remove every LoRA adapter from ``pipe`` (no-op when none is loaded or LoRAs are unsupported), and put back
    the base weights of a tensor-parallel denoiser's shards the people's LoRAs were fused into."""
    restore_shards(pipe)
    if hasattr(pipe, "unload_lora_weights") and getattr(pipe, "get_list_adapters", None):
        if any(pipe.get_list_adapters().values()):
            pipe.unload_lora_weights()
