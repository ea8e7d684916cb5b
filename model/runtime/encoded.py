"""A ``denoiser_replicas`` book in model processes: every page's prompt encoded first, the text encoders freed, then
the pages drawn on denoiser replicas that never load a text encoder (:mod:`model.placement.book`).

:class:`EncodedReplicaPool` is a :class:`model.runtime.replicas.ReplicaPool` whose :meth:`~EncodedReplicaPool.
illustrate_many` runs two phases:

1. :meth:`~EncodedReplicaPool.encode_all`: the first model process loads the pipeline without its denoiser and
   VAE on ``encode_device``, encodes each request's words (:meth:`model.engines.diffusion.DiffusionIllustrator.
   encode`) into one safetensors file a page (:func:`model.pipelines.embeds.save_embeds`, in a folder of the
   pool's own), and frees them before it returns;
2. every process (the first too) loads the pipeline without its text encoders on its device and draws the pages
   from one queue, each from its file (``illustrate(..., embeds=...)``).

Pictures: the same words through the same encoder and denoiser on the same kind of device and thread count give
the same picture as the whole pipeline's (tests/test_encoded_replicas.py; docs/PLACEMENT.md, "Exactness").
Nothing here imports torch (the parent may be the desktop app); the functions with a leading underscore run in
the model processes.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from model.api import (
    BatchDone,
    BatchFailed,
    BatchProgress,
    CancelToken,
    Illustration,
    IllustrationRequest,
    ProgressCallback,
)
from model.errors import ModelError
from model.runtime.process import EngineProcess
from model.runtime.replicas import ReplicaPool
from words import Message

_LEFT_OUT_TO_ENCODE = ("unet", "transformer", "vae", "image_encoder", "safety_checker")
"""Components the encode phase does not load (it needs only the text encoders and their tokenizers)."""

_denoisers: dict[tuple, Any] = {}
"""In a model process: the illustrator without text encoders for ``(model, device, allow_pickle)``."""


def _loader(model: str, device, without: tuple[str, ...]):
    """The illustrator of ``model`` without the components ``without``, on ``device``: a device name (the
    pipeline whole there), or a replica's ``sharded`` :class:`model.placement.Plan` (the denoiser split by blocks
    over a pair of accelerators with Accelerate's device map, :func:`model.runtime.placed.load_with_plan`)."""
    from model.engines.diffusion import DiffusionIllustrator

    if isinstance(device, str):
        from model.pipelines.loading import load_pipeline

        def load(source, dtype):
            return load_pipeline(source, device=device, dtype=dtype, without=without)

        return DiffusionIllustrator(model, device=device, loader=load)
    from model.runtime.placed import load_with_plan

    def load_split(source, dtype):
        return load_with_plan(source, dtype, plan=device, without=without)

    return DiffusionIllustrator(model, device=device.execution_device, loader=load_split)


def device_of(replica) -> str:
    """The device a replica computes on: a device name as it is, a split replica's plan its execution device."""
    return replica if isinstance(replica, str) else replica.execution_device


def describe_replica(replica) -> str:
    """A replica in words: ``"cuda:0"``, or ``"cuda:2+cuda:3"`` for one split by blocks over a pair."""
    if isinstance(replica, str):
        return replica
    mapped = sorted({*(replica.denoiser_device_map or {}).values(), replica.execution_device})
    return "+".join(mapped)


def _replica_key(model: str, device) -> tuple:
    if isinstance(device, str):
        return (model, device)
    return (model, device.execution_device, tuple(sorted((device.denoiser_device_map or {}).items())))


def _present(model: str, names: Sequence[str]) -> tuple[str, ...]:
    """Those of ``names`` that ``model``'s ``model_index.json`` lists (a folder; else all of them)."""
    import json

    index = Path(model) / "model_index.json"
    if not index.is_file():
        return tuple(names)
    listed = json.loads(index.read_text(encoding="utf-8"))
    return tuple(n for n in names if isinstance(listed.get(n), list) and listed[n][0] is not None)


def _encode_book(
    model: str, device: str, requests: list, folder: str, cancel: CancelToken | None = None
) -> list[str]:
    """In a model process: each request's words encoded into ``folder/page-<i>.safetensors`` by the pipeline
    loaded without denoiser and VAE on ``device``; the pipeline freed before returning. Returns the paths."""
    from model.errors import Cancelled
    from model.pipelines.embeds import save_embeds

    encoder = _loader(model, device, _present(model, _LEFT_OUT_TO_ENCODE))
    try:
        paths = []
        for i, request in enumerate(requests):
            if cancel is not None and cancel.cancelled:
                raise Cancelled(Message("model.replicas.cancelled_encoding"))
            embeds, prompt, negative = encoder.encode(request)
            paths.append(str(save_embeds(Path(folder) / f"page-{i}.safetensors", embeds, prompt, negative)))
        return paths
    finally:
        encoder.close()
        del encoder
        _trim()


def _trim() -> None:
    """Give freed memory back to the system (a collection, then glibc's ``malloc_trim`` where there is one)."""
    import ctypes
    import gc

    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc
        pass


def _illustrate_encoded(
    model: str,
    device,
    request: IllustrationRequest,
    path: str,
    on_progress: ProgressCallback | None = None,
    cancel: CancelToken | None = None,
) -> Illustration:
    """In a model process: draw ``request`` from the embeddings in ``path`` with the pipeline loaded without its
    text encoders on ``device`` (a device name or a split replica's plan, as :func:`_loader`; kept loaded for the
    next page)."""
    from model.pipelines.embeds import TEXT_ENCODERS, load_embeds

    key = _replica_key(model, device)
    if key not in _denoisers:
        _denoisers.clear()
        _denoisers[key] = _loader(model, device, _present(model, TEXT_ENCODERS))
    illustrator = _denoisers[key]
    prompt, negative = illustrator.words(request)
    embeds = load_embeds(path, device_of(device), prompt, negative)
    return illustrator.illustrate(request, on_progress, cancel, embeds=embeds)


def _unload_denoiser() -> None:
    for illustrator in _denoisers.values():
        illustrator.close()
    _denoisers.clear()
    _trim()


class _EncodedReplica:
    """One replica of the denoise phase: draws ``(request, path)`` items in its model process."""

    def __init__(self, engine: EngineProcess, model: str, device) -> None:
        self.engine, self.model, self.device = engine, model, device

    def illustrate(self, item, on_progress=None, cancel=None) -> Illustration:
        request, path = item
        return self.engine.call(
            _illustrate_encoded,
            self.model,
            self.device,
            request,
            path,
            on_progress=on_progress,
            cancel=cancel,
        )


class EncodedReplicaPool(ReplicaPool):
    """Replicas of the denoiser after an encode phase (module docstring); implements :class:`model.api.Illustrator`.

    Args:
        model: a diffusers folder (the encode phase loads its parts by name).
        devices: one entry per denoiser replica: a device name (the replica whole there; ``"cpu"`` may repeat), or
            a ``sharded`` replica plan of the planner's (``plan.replica_plans``: the denoiser split by blocks over
            a pair of accelerators, loaded with its device map in that replica's one process).
        encode_device: where the text encoders run (``plan.encode_devices[0]``), in the first process.
        threads, engines, allow_pickle: as for :class:`ReplicaPool`.

    Raises ModelError as :class:`ReplicaPool`, and from drawing: a pipeline that cannot draw from embeddings
    (:func:`model.pipelines.embeds.encode_for`).
    """

    def __init__(self, model: str, devices: Sequence, *, encode_device: str = "cpu", **kwargs) -> None:
        super().__init__(model, [device_of(d) for d in devices], **kwargs)
        self.encode_device = encode_device
        self._folder = Path(tempfile.mkdtemp(prefix="memorybook-embeds-"))
        self._encoded: list[tuple[IllustrationRequest, str]] = []
        self._denoise = [
            _EncodedReplica(engine, model, device)
            for engine, device in zip(self.engines, devices, strict=True)
        ]

    def encode_all(
        self, requests: Sequence[IllustrationRequest], cancel: CancelToken | None = None
    ) -> list[str]:
        """Phase 1: every request's words encoded in the first process (text encoders loaded, used, freed).
        Returns the embeddings' files, one per request, in order. Raises ModelError, Cancelled."""
        self._prepare(0)
        paths = self.engines[0].call(
            _encode_book, self.model, self.encode_device, list(requests), str(self._folder), cancel=cancel
        )
        self._encoded = list(zip(requests, paths, strict=True))
        return paths

    def _path_of(self, request: IllustrationRequest) -> str | None:
        """The embeddings' file of an encoded request equal to ``request`` (None when it was not encoded)."""
        return next((path for r, path in self._encoded if r is request or r == request), None)

    def illustrate_many(
        self,
        requests: Sequence[IllustrationRequest],
        on_done: BatchDone,
        on_progress: BatchProgress | None = None,
        cancel: CancelToken | None = None,
        on_failed: BatchFailed | None = None,
    ) -> list[int]:
        """Phase 1 (:meth:`encode_all`, unless these requests were encoded), then phase 2 on every replica from
        one queue; the callbacks and errors as :meth:`ReplicaPool.illustrate_many`."""
        if any(self._path_of(r) is None for r in requests):
            self.encode_all(requests, cancel)
        items = [(r, self._path_of(r)) for r in requests]
        return self._draw_on(self._denoise, items, on_done, on_progress, cancel, on_failed)

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """One page: encoded, then drawn on the first replica."""
        found: list[Illustration] = []
        forward = (lambda _, p: on_progress(p)) if on_progress is not None else None
        self.illustrate_many([request], lambda _, ill: found.append(ill), forward, cancel)
        if not found:
            raise ModelError(Message("model.replicas.not_drawn"))
        return found[0]

    def close(self) -> None:
        """Free the denoisers, stop the processes this pool started, remove the embeddings' folder."""
        for engine in self.engines:
            if engine.running:
                engine.post(_unload_denoiser)
        super().close()
        shutil.rmtree(self._folder, ignore_errors=True)


def encoded_devices(
    model: str,
    *,
    placement: str = "auto",
    width: int | None = None,
    height: int | None = None,
    pages: int = 2,
) -> tuple[list, str | None]:
    """``(replicas, encode device)`` of the planner's ``denoiser_replicas`` plan for ``model`` on this machine
    (imports torch), for an :class:`EncodedReplicaPool`: a device name for each replica whole on one accelerator,
    the replica's ``sharded`` plan for each split over a pair (loaded with its device map in one process);
    ``([], None)`` when the plan is another (with ``placement`` "auto").

    Raises ModelError: ``placement="denoiser_replicas"`` where the planner cannot make it (its reason) or the
    pipeline cannot draw from prompts encoded ahead (:func:`model.pipelines.embeds.encodes_ahead`: HunyuanDiT,
    JoyAI-Image-Edit; ``auto`` then places the model otherwise)."""
    from model.devices import inventory
    from model.pipelines.embeds import encodes_ahead, refusal
    from model.placement import Strategy, plan_for

    forced = "denoiser_replicas" if placement == "denoiser_replicas" else None
    pipeline = _pipeline_class(model)
    if pipeline and not encodes_ahead(pipeline):
        if forced:
            raise ModelError(refusal(pipeline))
        return [], None
    plan = plan_for(
        model, inventory(), width=width, height=height, pages=pages, placement=forced, parallel=False
    )
    if plan.strategy != Strategy.DENOISER_REPLICAS:
        return [], None
    replicas: list = []
    for r in plan.replica_plans:
        if r.strategy not in (
            Strategy.SINGLE,
            Strategy.SHARDED,
        ):  # pragma: no cover - the planner makes neither
            raise ModelError(Message("model.replicas.unsupported", strategy=str(r.strategy)))
        replicas.append(r.execution_device if r.strategy == Strategy.SINGLE else r)
    return replicas, plan.encode_devices[0]


def _pipeline_class(model: str) -> str | None:
    """The diffusers pipeline class of ``model``: its catalogue entry's, else its folder's ``model_index.json``
    ``_class_name``; None when neither says (the encode phase then names it if it cannot)."""
    import json

    from model.catalog import find_model

    entry = find_model(model)
    if entry is not None:
        return entry.architecture
    index = Path(model) / "model_index.json"
    try:
        return str(json.loads(index.read_text(encoding="utf-8")).get("_class_name") or "") or None
    except (OSError, ValueError, AttributeError):
        return None
