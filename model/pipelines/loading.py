"""Load a diffusers model the way users have them (found by :mod:`model.pipelines.sources`), and download one.

:func:`load_pipeline` loads a folder, a single file or a cached hub snapshot on one device, offline; the dtype and
VAE precision follow :mod:`model.pipelines.precision`. :func:`download` is the only function of the package that
touches the network, and runs only when the user asks for a download.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from model.api import CancelToken, Progress
from model.errors import Cancelled, ModelError
from model.pipelines.precision import choose_dtype, default_device, keep_vae_fp32
from model.pipelines.sources import PICKLE_SUFFIXES, ModelSource

log = logging.getLogger(__name__)


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
