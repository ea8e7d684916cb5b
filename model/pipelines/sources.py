"""Find, trust and load a diffusers model the way users have them.

Three kinds of source (issue 3, "Loading any diffusers model"):

* ``folder``: a local diffusers folder (``model_index.json`` + one folder per component);
* ``single_file``: one ``.safetensors`` checkpoint (A1111/ComfyUI style), loaded with diffusers'
  ``from_single_file``; the architecture is detected from its tensor names (diffusers'
  ``infer_diffusers_model_type``) or named by the user;
* ``hub``: a Hugging Face Hub id (``owner/name`` or ``owner/name@revision``), found in the standard Hugging Face
  cache. :func:`inspect_source` and :func:`load_pipeline` never touch the network; only :func:`download`, which
  runs when the user asks for a download, does.

Pickle-based weights (``.ckpt`` ``.bin`` ``.pt`` ``.pth``) can run code when loaded; they are refused with
:class:`~model.errors.UnsafeWeightsError` unless the caller passes ``allow_pickle=True`` (CLI:
``--allow-pickle``). Refusal looks only at file names: nothing is ever unpickled to decide.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import torch

from model.api import CancelToken, Progress
from model.catalog import REFERENCE_PIPELINES
from model.errors import Cancelled, ModelError, UnsafeWeightsError

log = logging.getLogger(__name__)

PICKLE_SUFFIXES = (".ckpt", ".bin", ".pt", ".pth", ".pkl", ".pickle")
"""Weight files that are Python pickles (loading them can execute arbitrary code)."""

WEIGHT_SUFFIXES = (".safetensors", *PICKLE_SUFFIXES)

PICKLE_OVERRIDE_HINT = "pass --allow-pickle (Python: allow_pickle=True) only if you trust where it came from"

CHINESE_READING_PIPELINES = ("HunyuanDiT", "Kolors", "QwenImage", "CogView4", "Flux2", "ZImage")
"""Pipeline class-name prefixes whose text encoders read Chinese as well as English (mT5/ChatGLM/Qwen/GLM;
FLUX.2: Mistral Small 3.1 / Qwen3; Z-Image: Qwen3)."""

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
    """Prompt languages the pipeline's text encoder reads: ("zh", "en") for the bilingual ones, else ("en",)."""
    if class_name.startswith(CHINESE_READING_PIPELINES):
        return ("zh", "en")
    return ("en",)


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
            raise ModelError(f"{self.name}: no fingerprint for this model source")
        return "sha256:" + _tree_sha256(self.path)


def hash_cache_path() -> Path:
    """The JSON file caching content hashes: ``$MEMORYBOOK_CACHE_DIR`` or ``$XDG_CACHE_HOME/memorybook``."""
    root = os.environ.get("MEMORYBOOK_CACHE_DIR") or Path(
        os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache", "memorybook"
    )
    return Path(root) / "file-hashes.json"


def file_sha256(path: Path) -> str:
    """SHA-256 hex of a file's bytes, cached by (absolute path, size in bytes, mtime in ns)."""
    path = Path(path).resolve()
    stat = path.stat()
    key = f"{path}|{stat.st_size}|{stat.st_mtime_ns}"
    cache_file = hash_cache_path()
    try:
        cache = json.loads(cache_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        cache = {}
    if key in cache:
        return cache[key]
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 24), b""):
            digest.update(block)
    cache[key] = digest.hexdigest()
    if stat.st_size >= 1 << 16:  # only weight-sized files are worth remembering
        try:
            cache_file.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=cache_file.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(cache, out)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, cache_file)
        except OSError as err:
            log.debug("could not write the hash cache %s: %s", cache_file, err)
    return cache[key]


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
        f"{file}: pickle-based weights ({file.suffix}) can run code when loaded and are refused; "
        f"use a .safetensors version, or {PICKLE_OVERRIDE_HINT}"
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
        raise ModelError(
            f"{folder}: not a diffusers model folder (no model_index.json); give the folder that holds "
            "model_index.json, or a single .safetensors checkpoint file"
        )
    try:
        index = json.loads(index_file.read_text(encoding="utf-8"))
        class_name = str(index["_class_name"])
    except (OSError, ValueError, KeyError) as err:
        raise ModelError(f"{index_file}: cannot be read as a diffusers model index ({err})") from err
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
        raise ModelError(f"{path}: not a readable .safetensors file ({err})") from err
    try:
        model_type = infer_diffusers_model_type(header)
    except Exception as err:  # detection needs tensor values for a few rare types
        raise ModelError(f"{path}: the architecture cannot be detected ({err}); name it with --arch") from err
    if model_type == "v1" and CHECKPOINT_KEY_NAMES["v1"] not in header:
        raise ModelError(
            f"{path}: does not look like a whole Stable Diffusion/SDXL/SD3/Flux checkpoint (a LoRA or a lone "
            f"component?); name the architecture with --arch ({', '.join(ARCH_PIPELINES)}) if it is one"
        )
    if model_type.startswith("flux"):
        return "flux"
    if model_type not in _SINGLE_FILE_ARCH:
        raise ModelError(f"{path}: a {model_type!r} checkpoint, which this app cannot draw with")
    return _SINGLE_FILE_ARCH[model_type]


def _hub_source(name: str, allow_pickle: bool) -> ModelSource:
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    repo_id, _, revision = name.partition("@")
    try:
        folder = Path(snapshot_download(repo_id, revision=revision or None, local_files_only=True))
    except (LocalEntryNotFoundError, FileNotFoundError, ValueError) as err:
        raise ModelError(
            f"model {name!r} is not a local folder or file and is not in the Hugging Face cache; download it "
            f"with `memorybook models download {repo_id}` (set HF_ENDPOINT to use a mirror)"
        ) from err
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
            raise ModelError(f"{path}: not a model file (expected .safetensors, or a diffusers folder)")
        if arch is None:
            if suffix != ".safetensors":
                raise ModelError(f"{path}: name the architecture of a {suffix} checkpoint with --arch")
            arch = detect_single_file_arch(path)
        if arch not in ARCH_PIPELINES:
            raise ModelError(f"unknown architecture {arch!r}; choose one of {', '.join(ARCH_PIPELINES)}")
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
    raise ModelError(f"model {name!r} not found: give a diffusers folder, a .safetensors file or a hub id")


def source_kind(model: str) -> str:
    """The kind of source ``model`` is on this computer ("folder", "single_file" or "hub"): a plain string
    for callers in another process (see :mod:`model.runtime.process`). Raises as :func:`inspect_source`."""
    return inspect_source(model).kind


# ---------------------------------------------------------------------------------------------------------
# download


def _offline() -> bool:
    from huggingface_hub import constants

    flags = (os.environ.get("HF_HUB_OFFLINE"), os.environ.get("TRANSFORMERS_OFFLINE"))
    return constants.HF_HUB_OFFLINE or any(v and v.upper() in ("1", "ON", "YES", "TRUE") for v in flags)


def download(
    repo_id: str,
    *,
    revision: str | None = None,
    allow_pickle: bool = False,
    on_progress: Callable[[Progress], None] | None = None,
    cancel: CancelToken | None = None,
) -> Path:
    """Download a hub model into the standard Hugging Face cache (resumable) and return its snapshot folder.

    Only called when the user asks for a download. Honours ``HF_ENDPOINT`` (mirrors) and ``HF_HUB_OFFLINE``.
    Pickle weights, Flax/ONNX/OpenVINO exports are skipped unless ``allow_pickle`` (then ``.bin`` is fetched
    too). Progress goes to a tqdm bar on stderr and to ``on_progress`` (files done/total, from the bar that
    ``snapshot_download`` drives); ``cancel`` is checked at each update and stops the download (files still
    partial stay in the cache as ``.incomplete`` and are resumed by the next call).

    Raises:
        ModelError: offline mode, unknown or gated repository, network failure (one line).
        Cancelled: the user cancelled.
    """
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import (
        GatedRepoError,
        HfHubHTTPError,
        LocalEntryNotFoundError,
        OfflineModeIsEnabled,
        RepositoryNotFoundError,
        RevisionNotFoundError,
    )
    from tqdm.auto import tqdm

    if _offline():
        raise ModelError(
            f"cannot download {repo_id}: HF_HUB_OFFLINE is set; unset it to download, or copy the model "
            "folder to this computer and pass its path"
        )

    class _Bar(tqdm):
        done = 0  # counted here too: a disabled tqdm bar does not advance ``n``

        def update(self, n=1):  # noqa: D401 - tqdm API
            if cancel is not None and cancel.cancelled:
                raise Cancelled(f"download of {repo_id} cancelled")
            result = super().update(n)
            self.done += n or 0
            if on_progress is not None and self.total:
                on_progress(Progress(int(self.done), int(self.total), message=f"downloading {repo_id}"))
            return result

    ignore = ["*.msgpack", "*.h5", "*.onnx", "*.onnx_data", "*.ot", "*openvino*"]
    if not allow_pickle:
        ignore += [f"*{suffix}" for suffix in PICKLE_SUFFIXES]
    try:
        folder = snapshot_download(repo_id, revision=revision, ignore_patterns=ignore, tqdm_class=_Bar)
    except (GatedRepoError, RepositoryNotFoundError) as err:
        raise ModelError(
            f"{repo_id}: not found or gated on {os.environ.get('HF_ENDPOINT', 'huggingface.co')} "
            "(check the id; gated models need `hf auth login` and accepting the licence)"
        ) from err
    except RevisionNotFoundError as err:
        raise ModelError(f"{repo_id}: revision {revision!r} not found") from err
    except (OfflineModeIsEnabled, LocalEntryNotFoundError, HfHubHTTPError, OSError) as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise ModelError(f"cannot download {repo_id}: {first}") from err
    return Path(folder)


# ---------------------------------------------------------------------------------------------------------
# load_pipeline


def default_device() -> str:
    """ "cuda" when a CUDA GPU is usable, "mps" on Apple silicon, else "cpu"."""
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def choose_dtype(device: str, dtype: torch.dtype | str | None = None) -> torch.dtype:
    """The compute dtype: float32 on CPU always (half precision on CPU is slow and lossy); on CUDA the
    requested one, else bfloat16 where supported, else float16."""
    if isinstance(dtype, str):
        try:
            dtype = {
                "fp32": torch.float32,
                "float32": torch.float32,
                "fp16": torch.float16,
                "float16": torch.float16,
                "bf16": torch.bfloat16,
                "bfloat16": torch.bfloat16,
            }[dtype]
        except KeyError:
            raise ModelError(f"unknown dtype {dtype!r}; choose fp32, fp16 or bf16") from None
    kind = torch.device(device).type
    if kind == "cpu":
        if dtype not in (None, torch.float32):
            log.warning("using float32 on the CPU (%s is not used on CPUs)", dtype)
        return torch.float32
    if dtype is not None:
        return dtype
    if kind == "cuda":
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    return torch.float16


def keep_vae_fp32(pipe: Any) -> None:
    """Keep the VAE in float32 while the rest of the pipeline runs in fp16/bf16.

    An fp16 VAE decoder overflows on some latents (the SD/SDXL "black image" bug); running it in float32
    avoids that. Forward hooks cast each VAE part's input to float32 and its output back to the caller's
    dtype, so the pipeline code needs no change. No-op when the pipeline has no ``vae``.
    """
    vae = getattr(pipe, "vae", None)
    if vae is None or getattr(vae, "_memorybook_fp32", False):
        return
    vae.to(torch.float32)

    def before(module, args, kwargs):
        dtypes = [a.dtype for a in args if torch.is_tensor(a) and a.is_floating_point()]
        module._memorybook_in_dtype = dtypes[0] if dtypes else None
        args = tuple(a.float() if torch.is_tensor(a) and a.is_floating_point() else a for a in args)
        kwargs = {
            k: v.float() if torch.is_tensor(v) and v.is_floating_point() else v for k, v in kwargs.items()
        }
        return args, kwargs

    def after(module, args, kwargs, output):
        dtype = getattr(module, "_memorybook_in_dtype", None)
        if dtype is not None and torch.is_tensor(output) and output.is_floating_point():
            return output.to(dtype)
        return output

    for part in ("encoder", "decoder", "quant_conv", "post_quant_conv"):
        module = getattr(vae, part, None)
        if isinstance(module, torch.nn.Module):
            module.register_forward_pre_hook(before, with_kwargs=True)
            module.register_forward_hook(after, with_kwargs=True)
    vae._memorybook_fp32 = True


class _quiet_loading:
    """Silence diffusers' and transformers' loading progress bars for the duration of a load."""

    def __enter__(self):
        from diffusers.utils import logging as dlog
        from transformers.utils import logging as tlog

        self._mods = (dlog, tlog)
        self._was = [m.is_progress_bar_enabled() for m in self._mods]
        for m in self._mods:
            m.disable_progress_bar()
        return self

    def __exit__(self, *exc):
        for m, was in zip(self._mods, self._was, strict=True):
            if was:
                m.enable_progress_bar()


def load_pipeline(source: ModelSource, *, device: str | None = None, dtype: torch.dtype | str | None = None):
    """Load ``source`` as a diffusers pipeline on one device, offline.

    ``device`` defaults to :func:`default_device`; ``dtype`` per :func:`choose_dtype` (float32 on CPU; bf16 or
    fp16 on CUDA, with the VAE kept in float32 by :func:`keep_vae_fp32`). Uses diffusers' current ``dtype=``
    argument, ``use_safetensors=True`` unless pickles were allowed, and ``local_files_only=True`` (never
    downloads). diffusers' own step progress bar is disabled (``set_progress_bar_config(disable=True)``).

    Returns:
        The pipeline (e.g. ``StableDiffusionPipeline``) with ``memorybook_dtype`` and ``memorybook_device``
        attributes recording what was chosen.

    Raises:
        ModelError: the model cannot be loaded (missing component, mismatched config, out of memory), one line.
    """
    import diffusers

    from model.pipelines.compat import allow_processors_without_torchvision

    allow_processors_without_torchvision()  # Qwen-Image-Edit's processor, on a machine without torchvision
    device = device or default_device()
    compute = choose_dtype(device, dtype)
    use_safetensors = None if source.allow_pickle else True
    try:
        with _quiet_loading():
            if source.kind == "single_file":
                cls = getattr(diffusers, source.pipeline_class)
                kwargs: dict[str, Any] = {"dtype": compute, "local_files_only": True}
                if source.config:
                    kwargs["config"] = source.config
                pipe = cls.from_single_file(str(source.path), **kwargs)
            else:
                pipe = diffusers.DiffusionPipeline.from_pretrained(
                    str(source.path), dtype=compute, use_safetensors=use_safetensors, local_files_only=True
                )
            pipe.to(device)
    except torch.OutOfMemoryError as err:
        raise ModelError(f"{source.name}: not enough memory on {device} to load this model") from err
    except (OSError, ValueError, TypeError, KeyError, RuntimeError, AttributeError) as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        hint = ""
        if source.kind == "single_file" and not source.config:
            hint = " (single files need their architecture's configs: pass --config with a diffusers folder)"
        raise ModelError(f"{source.name}: cannot load the model: {first}{hint}") from err
    if compute != torch.float32:
        keep_vae_fp32(pipe)
    pipe.set_progress_bar_config(disable=True)
    pipe.memorybook_dtype = compute
    pipe.memorybook_device = device
    return pipe
