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
from model.pipelines.precision import apply_precision, choose_dtype, default_device
from model.pipelines.sources import PICKLE_SUFFIXES, ModelSource
from words import Message

log = logging.getLogger(__name__)


def _offline() -> bool:
    from huggingface_hub import constants

    flags = (os.environ.get("HF_HUB_OFFLINE"), os.environ.get("TRANSFORMERS_OFFLINE"))
    return constants.HF_HUB_OFFLINE or any(v and v.upper() in ("1", "ON", "YES", "TRUE") for v in flags)


def _progress_bar(tqdm: type, repo_id: str, on_progress, cancel: CancelToken | None) -> type:
    """A tqdm subclass for ``snapshot_download`` that checks ``cancel`` (raising Cancelled) and reports files
    done/total to ``on_progress`` at each update."""

    class _Bar(tqdm):
        done = 0  # counted here too: a disabled tqdm bar does not advance ``n``

        def update(self, n=1):  # noqa: D401 - tqdm API
            if cancel is not None and cancel.cancelled:
                raise Cancelled(Message("model.download.cancelled", repo=repo_id))
            result = super().update(n)
            self.done += n or 0
            if on_progress is not None and self.total:
                on_progress(
                    Progress(
                        int(self.done),
                        int(self.total),
                        message=Message("model.download.downloading", repo=repo_id),
                    )
                )
            return result

    return _Bar


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
        raise ModelError(Message("model.download.offline", repo=repo_id))

    bar = _progress_bar(tqdm, repo_id, on_progress, cancel)
    ignore = ["*.msgpack", "*.h5", "*.onnx", "*.onnx_data", "*.ot", "*openvino*"]
    if not allow_pickle:
        ignore += [f"*{suffix}" for suffix in PICKLE_SUFFIXES]
    try:
        folder = snapshot_download(repo_id, revision=revision, ignore_patterns=ignore, tqdm_class=bar)
    except (GatedRepoError, RepositoryNotFoundError) as err:
        raise ModelError(Message("model.download.not_found", repo=repo_id, hub=_hub())) from err
    except RevisionNotFoundError as err:
        raise ModelError(Message("model.download.no_revision", repo=repo_id, revision=str(revision))) from err
    except (OfflineModeIsEnabled, LocalEntryNotFoundError, HfHubHTTPError, OSError) as err:
        raise ModelError(download_failure(repo_id, err)) from err
    return Path(folder)


def _hub() -> str:
    return os.environ.get("HF_ENDPOINT", "huggingface.co")


_UNREACHABLE = (
    "Connect",
    "Timeout",
    "NameResolution",
    "ProxyError",
    "OfflineModeIsEnabled",
    "LocalEntryNotFound",
)
"""Parts of the names of the errors (anywhere in the chain) that mean the hub could not be reached."""


def download_failure(repo_id: str, err: BaseException) -> Message:
    """Why downloading ``repo_id`` failed, in the person's words: the hub cannot be reached, the disk is full or
    cannot be written, the hub answered with an error; the library's own first line only as ``detail``."""
    import errno

    first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    chain: list[BaseException] = []
    seen: BaseException | None = err
    while seen is not None and len(chain) < 10:
        chain.append(seen)
        seen = seen.__cause__ or seen.__context__
    names = " ".join(type(e).__name__ for e in chain)
    if any(part in names for part in _UNREACHABLE):
        return Message("model.download.unreachable", repo=repo_id, hub=_hub(), detail=first)
    codes = {getattr(e, "errno", None) for e in chain}
    if errno.ENOSPC in codes:
        return Message("model.download.disk_full", repo=repo_id, detail=first)
    if codes & {errno.EACCES, errno.EPERM, errno.EROFS}:
        return Message("model.download.not_writable", repo=repo_id, detail=first)
    if "HTTPError" in names:
        return Message("model.download.hub_error", repo=repo_id, hub=_hub(), detail=first)
    return Message("model.download.failed", repo=repo_id, detail=first)


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


def prepare_loading() -> None:
    """What every load needs first, whatever its placement: the processor workaround of
    :func:`model.pipelines.compat.allow_processors_without_torchvision` (Qwen-Image-Edit's processor on a machine
    without torchvision). Idempotent; cheap after the first call."""
    from model.pipelines.compat import allow_processors_without_torchvision

    allow_processors_without_torchvision()


def pretrained(folder, dtype: torch.dtype, **kwargs: Any):
    """``DiffusionPipeline.from_pretrained(folder, dtype=dtype, local_files_only=True, **kwargs)`` after
    :func:`prepare_loading`, with the libraries' loading bars silenced: the one call every placement loads a
    diffusers folder with (``kwargs``: diffusers' ``device_map``, ``max_memory``, components passed in…)."""
    import diffusers

    prepare_loading()
    kwargs.setdefault("local_files_only", True)
    with _quiet_loading():
        return diffusers.DiffusionPipeline.from_pretrained(str(folder), dtype=dtype, **kwargs)


def finish_loading(pipe: Any, compute: torch.dtype, device=None, placement: dict | None = None) -> Any:
    """The end of every load: the precision policy (:func:`model.pipelines.precision.apply_precision`: VAE in
    float32, T5-family encoders never fp16), diffusers' step bar off, and ``memorybook_dtype``,
    ``memorybook_device`` (``device``, a device name or None) and ``memorybook_placement`` (the sidecar's
    placement record, :func:`model.engines.call.placement_record`; None: derived from the pipeline) set.
    Returns ``pipe``."""
    apply_precision(pipe, compute, device)
    pipe.set_progress_bar_config(disable=True)
    pipe.memorybook_device = device
    if placement is not None:
        pipe.memorybook_placement = placement
    return pipe


def load_pipeline(
    source: ModelSource,
    *,
    device: str | None = None,
    dtype: torch.dtype | str | None = None,
    without: tuple[str, ...] = (),
):
    """Load ``source`` as a diffusers pipeline on one device, offline.

    ``without``: components not loaded (passed to diffusers as None: a pipeline that draws from prompt
    embeddings leaves out its text encoders). ``device`` defaults to :func:`default_device`; ``dtype`` per :func:`choose_dtype` (float32 on CPU unless the
    CPU has native bf16 and bf16 is asked; bf16 on GPUs that have it natively, else fp16), then
    :func:`finish_loading` (the VAE in float32 under half precision, T5 encoders never fp16). Uses diffusers'
    ``dtype=`` argument, ``use_safetensors=True`` unless pickles were allowed, and ``local_files_only=True``
    (never downloads).

    Returns:
        The pipeline (e.g. ``StableDiffusionPipeline``) with ``memorybook_dtype`` and ``memorybook_device``
        attributes recording what was chosen.

    Raises:
        ModelError: the model cannot be loaded (missing component, mismatched config, out of memory), one line.
    """
    import diffusers

    prepare_loading()
    device = device or default_device()
    compute = choose_dtype(device, dtype)
    left_out: dict[str, Any] = dict.fromkeys(without)
    try:
        if source.kind == "single_file":
            kwargs: dict[str, Any] = {"dtype": compute, "local_files_only": True, **left_out}
            if source.config:
                kwargs["config"] = source.config
            with _quiet_loading():
                pipe = getattr(diffusers, source.pipeline_class).from_single_file(str(source.path), **kwargs)
        else:
            safetensors = None if source.allow_pickle else True
            pipe = pretrained(source.path, compute, use_safetensors=safetensors, **left_out)
        pipe.to(device)
    except torch.OutOfMemoryError as err:
        raise ModelError(Message("model.load.out_of_memory", model=source.name, device=str(device))) from err
    except (OSError, ValueError, TypeError, KeyError, RuntimeError, AttributeError) as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        if source.kind == "single_file" and not source.config:
            raise ModelError(
                Message("model.load.failed_needs_config", model=source.name, reason=first)
            ) from err
        raise ModelError(Message("model.load.failed", model=source.name, reason=first)) from err
    return finish_loading(pipe, compute, device)
