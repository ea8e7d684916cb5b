"""Find and trust a diffusers model the way users have them (no weights are loaded here).

Three kinds of source (issue 3, "Loading any diffusers model"):

* ``folder``: a local diffusers folder (``model_index.json`` + one folder per component);
* ``single_file``: one ``.safetensors`` checkpoint (A1111/ComfyUI style), loaded with diffusers'
  ``from_single_file``; the architecture is detected from its tensor names (diffusers'
  ``infer_diffusers_model_type``) or named by the user;
* ``hub``: a Hugging Face Hub id (``owner/name`` or ``owner/name@revision``), found in the standard Hugging Face
  cache. :func:`inspect_source` and :func:`model.pipelines.loading.load_pipeline` never touch the network; only
  :func:`model.pipelines.loading.download`, which runs when the user asks for a download, does.

Pickle-based weights (``.ckpt`` ``.bin`` ``.pt`` ``.pth``) can run code when loaded; they are refused with
:class:`~model.errors.UnsafeWeightsError` unless the caller passes ``allow_pickle=True`` (CLI:
``--allow-pickle``). Refusal looks only at file names: nothing is ever unpickled to decide.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import torch

from model.catalog import REFERENCE_PIPELINES, languages_of_pipeline
from model.errors import ModelError, UnsafeWeightsError
from model.pipelines.hashing import file_sha256
from words import Message

PICKLE_SUFFIXES = (".ckpt", ".bin", ".pt", ".pth", ".pkl", ".pickle")
"""Weight files that are Python pickles (loading them can execute arbitrary code)."""

WEIGHT_SUFFIXES = (".safetensors", *PICKLE_SUFFIXES)

PICKLE_OVERRIDE_HINT = Message("model.load.pickle_override")
"""How to let pickle weights load anyway, named at the end of a refusal."""

_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+(@[\w./-]+)?$")

_SINGLE_FILE_ARCH = {
    "v1": "sd",
    "v2": "sd",
    "inpainting": "sd-inpaint",
    "inpainting_v2": "sd-inpaint",
    "xl_base": "sdxl",
    "playground-v2-5": "sdxl",
    "xl_refiner": "sdxl-refiner",
    "xl_inpaint": "sdxl-inpaint",
    "sd3": "sd3",
    "sd35_large": "sd3",
    "sd35_medium": "sd3",
    "flux-dev": "flux",
    "flux-schnell": "flux",
}
"""diffusers single-file model type → our architecture name (diffusers/loaders/single_file_utils.py)."""

ARCH_PIPELINES = {
    "sd": "StableDiffusionPipeline",
    "sd-inpaint": "StableDiffusionInpaintPipeline",
    "sdxl": "StableDiffusionXLPipeline",
    "sdxl-refiner": "StableDiffusionXLImg2ImgPipeline",
    "sdxl-inpaint": "StableDiffusionXLInpaintPipeline",
    "sd3": "StableDiffusion3Pipeline",
    "flux": "FluxPipeline",
    "hunyuandit": "HunyuanDiTPipeline",
}
"""Architecture → the diffusers pipeline class that loads a single file of it."""


def _arch_of_pipeline(class_name: str) -> str:
    """Our short architecture name for a diffusers pipeline class name (e.g. StableDiffusionXLPipeline → sdxl)."""
    prefixes = [
        ("StableDiffusionXL", "sdxl"),
        ("StableDiffusion3", "sd3"),
        ("StableDiffusion", "sd"),
        ("LatentConsistencyModel", "sd"),
        ("Flux2Klein", "flux2-klein"),
        ("Flux2", "flux2"),
        ("Flux", "flux"),
        ("QwenImageEdit", "qwen-image-edit"),
        ("QwenImage", "qwen-image"),
        ("ZImage", "z-image"),
        ("JoyImageEditPlus", "joyai-image-edit-plus"),
        ("HunyuanDiT", "hunyuandit"),
        ("PixArt", "pixart"),
        ("Sana", "sana"),
        ("Kolors", "kolors"),
    ]
    for prefix, arch in prefixes:
        if class_name.startswith(prefix):
            return arch
    return class_name.removesuffix("Pipeline").lower() or "unknown"


def _languages_of(class_name: str) -> tuple[str, ...]:
    """Prompt languages the pipeline's text encoder reads (:func:`model.catalog.languages_of_pipeline`)."""
    return languages_of_pipeline(class_name)


# ---------------------------------------------------------------------------------------------------------
# ModelSource


@dataclass(frozen=True)
class ModelSource:
    """A model the user named, resolved without loading any weights.

    Attributes:
        name: what the user gave (path or hub id).
        kind: "folder" | "single_file" | "hub" | "memory" (an already-built pipeline).
        path: the diffusers folder (a hub snapshot for "hub") or the single ``.safetensors`` file.
        arch: short architecture name ("sd", "sdxl", "sd3", "flux", "hunyuandit", ...).
        pipeline_class: the diffusers pipeline class name that loads it.
        prompt_languages: languages its text encoder reads (("en",) for CLIP/T5; ("zh", "en") for HunyuanDiT).
        repo_id, revision: for hub sources, the id and the resolved commit hash.
        allow_pickle: the user accepted pickle weights for this source.
        config: for single files, a diffusers folder or hub id holding the architecture's configs.
    """

    name: str
    kind: str
    path: Path | None
    arch: str
    pipeline_class: str
    prompt_languages: tuple[str, ...] = ("en",)
    repo_id: str | None = None
    revision: str | None = None
    allow_pickle: bool = False
    config: str | None = None
    _fingerprint: str | None = field(default=None, repr=False, compare=False)

    @property
    def max_references(self) -> int:
        """How many reference images the model takes (0: none; it draws a page photo image-to-image)."""
        from model.catalog import find_model

        entry = find_model(self.repo_id or self.name)
        if entry is not None and entry.architecture == self.pipeline_class:
            return entry.max_references
        return REFERENCE_PIPELINES.get(self.pipeline_class, 0)

    @cached_property
    def fingerprint(self) -> str:
        """Model identity for cache keys: ``hub:ID@COMMIT`` or ``sha256:HEX`` of the weights and configs.

        Content hashes of big files are cached by (path, size, mtime) in :func:`hash_cache_path`, so only the
        first call for a model reads its weights.
        """
        if self._fingerprint:
            return self._fingerprint
        if self.kind == "hub":
            return f"hub:{self.repo_id}@{self.revision}"
        if self.path is None:
            raise ModelError(Message("model.load.no_fingerprint", model=self.name))
        return "sha256:" + _tree_sha256(self.path)


def _tree_sha256(path: Path) -> str:
    """SHA-256 over (relative name, file hash) of every weight/config file under ``path`` (or of one file)."""
    if path.is_file():
        return file_sha256(path)
    digest = hashlib.sha256()
    for item in sorted(p for p in path.rglob("*") if p.is_file()):
        if item.suffix in WEIGHT_SUFFIXES or item.suffix in (".json", ".txt", ".model", ".yaml"):
            digest.update(f"{item.relative_to(path).as_posix()}\0{file_sha256(item)}\n".encode())
    return digest.hexdigest()


# ---------------------------------------------------------------------------------------------------------
# inspect_source


def _refuse_pickle(file: Path) -> None:
    raise UnsafeWeightsError(
        Message("model.load.pickle_refused", path=file, suffix=file.suffix, override=PICKLE_OVERRIDE_HINT)
    )


def _check_folder_weights(folder: Path, allow_pickle: bool) -> None:
    """Refuse a diffusers folder where some component's only weights are pickles (no file is opened)."""
    index = json.loads((folder / "model_index.json").read_text(encoding="utf-8"))
    for component, spec in index.items():
        if component.startswith("_") or not isinstance(spec, list) or spec[0] is None:
            continue
        sub = folder / component
        if not sub.is_dir():
            continue
        weights = [p for p in sub.iterdir() if p.suffix in WEIGHT_SUFFIXES]
        if weights and not any(p.suffix == ".safetensors" for p in weights) and not allow_pickle:
            _refuse_pickle(sorted(weights)[0])


def _folder_source(name: str, folder: Path, kind: str, allow_pickle: bool, **extra: Any) -> ModelSource:
    index_file = folder / "model_index.json"
    if not index_file.is_file():
        raise ModelError(Message("model.load.not_a_model_folder", path=folder))
    try:
        index = json.loads(index_file.read_text(encoding="utf-8"))
        class_name = str(index["_class_name"])
    except (OSError, ValueError, KeyError) as err:
        raise ModelError(Message("model.load.bad_index", path=index_file, reason=str(err))) from err
    _check_folder_weights(folder, allow_pickle)
    return ModelSource(
        name=name,
        kind=kind,
        path=folder,
        arch=_arch_of_pipeline(class_name),
        pipeline_class=class_name,
        prompt_languages=_languages_of(class_name),
        allow_pickle=allow_pickle,
        **extra,
    )


class _Shape:
    """Stands in for a tensor in diffusers' key-based architecture detection: only ``.shape`` is read."""

    def __init__(self, shape: list[int]) -> None:
        self.shape = torch.Size(shape)


def detect_single_file_arch(path: Path) -> str:
    """Architecture of a single ``.safetensors`` checkpoint, from its header only (no tensor data is read).

    Uses diffusers' ``infer_diffusers_model_type`` on the tensor names and shapes. Raises ModelError when the
    file cannot be read or does not look like a whole text-to-image checkpoint.
    """
    from diffusers.loaders.single_file_utils import CHECKPOINT_KEY_NAMES, infer_diffusers_model_type
    from safetensors import safe_open

    try:
        with safe_open(str(path), framework="pt") as handle:
            header = {key: _Shape(handle.get_slice(key).get_shape()) for key in handle.keys()}
    except Exception as err:  # safetensors raises its own error types for corrupt headers
        raise ModelError(Message("model.load.bad_safetensors", path=path, reason=str(err))) from err
    try:
        model_type = infer_diffusers_model_type(header)
    except Exception as err:  # detection needs tensor values for a few rare types
        raise ModelError(Message("model.load.arch_unknown", path=path, reason=str(err))) from err
    if model_type == "v1" and CHECKPOINT_KEY_NAMES["v1"] not in header:
        raise ModelError(Message("model.load.not_whole_checkpoint", path=path, choices=list(ARCH_PIPELINES)))
    if model_type.startswith("flux"):
        return "flux"
    if model_type not in _SINGLE_FILE_ARCH:
        raise ModelError(Message("model.load.cannot_draw_with", path=path, kind=str(model_type)))
    return _SINGLE_FILE_ARCH[model_type]


def _hub_source(name: str, allow_pickle: bool) -> ModelSource:
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    repo_id, _, revision = name.partition("@")
    try:
        folder = Path(snapshot_download(repo_id, revision=revision or None, local_files_only=True))
    except (LocalEntryNotFoundError, FileNotFoundError, ValueError) as err:
        raise ModelError(Message("model.load.not_downloaded", model=name, repo=repo_id)) from err
    return _folder_source(name, folder, "hub", allow_pickle, repo_id=repo_id, revision=folder.name)


def inspect_source(
    model: str | os.PathLike,
    *,
    allow_pickle: bool = False,
    arch: str | None = None,
    config: str | None = None,
) -> ModelSource:
    """Resolve ``model`` to a :class:`ModelSource` cheaply: no weights loaded, no network.

    Args:
        model: a diffusers folder, a ``.safetensors`` file, or a hub id (``owner/name[@revision]``) or catalogue
            id (``flux2-klein-4b``, see :func:`model.catalog.find_model`) whose model is already in the Hugging
            Face cache.
        allow_pickle: accept pickle weights (``.ckpt .bin .pt .pth``); they are refused otherwise.
        arch: name the architecture of a single file ("sd", "sdxl", "sd3", "flux", ...) instead of detecting it.
        config: for single files, a diffusers folder or cached hub id with the matching configs.

    Raises:
        UnsafeWeightsError: the weights are pickles and ``allow_pickle`` is False (nothing is unpickled).
        ModelError: the source does not exist, is not a model, or is not cached (one line, names it).
    """
    name = os.fspath(model)
    path = Path(name).expanduser()
    if path.is_dir():
        return _folder_source(name, path, "folder", allow_pickle)
    if path.is_file():
        suffix = path.suffix.lower()
        if suffix in PICKLE_SUFFIXES and not allow_pickle:
            _refuse_pickle(path)
        if suffix not in WEIGHT_SUFFIXES:
            raise ModelError(Message("model.load.not_a_model_file", path=path))
        if arch is None:
            if suffix != ".safetensors":
                raise ModelError(Message("model.load.name_the_arch", path=path, suffix=suffix))
            arch = detect_single_file_arch(path)
        if arch not in ARCH_PIPELINES:
            raise ModelError(Message("model.load.unknown_arch", arch=str(arch), choices=list(ARCH_PIPELINES)))
        pipeline_class = ARCH_PIPELINES[arch]
        return ModelSource(
            name=name,
            kind="single_file",
            path=path,
            arch=arch,
            pipeline_class=pipeline_class,
            prompt_languages=_languages_of(pipeline_class),
            allow_pickle=allow_pickle,
            config=config,
        )
    from model.catalog import hub_id_for

    hub_name = hub_id_for(name)  # a catalogue id ("flux2-klein-4b") is its Hugging Face id
    if _HUB_ID.match(hub_name) and not hub_name.startswith((".", "/", "~")):
        return _hub_source(hub_name, allow_pickle)
    raise ModelError(Message("model.load.not_found", model=name))


def source_kind(model: str) -> str:
    """The kind of source ``model`` is on this computer ("folder", "single_file" or "hub"): a plain string
    for callers in another process (see :mod:`model.runtime.process`). Raises as :func:`inspect_source`."""
    return inspect_source(model).kind
