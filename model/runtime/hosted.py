"""The diffusion engine hosted in a model process (:class:`model.runtime.process.EngineProcess`).

:class:`ProcessIllustrator` is the diffusion engine (:class:`model.engines.diffusion.DiffusionIllustrator`) hosted in
such a process: the model stays loaded in the child between pages; the parent sees an
:class:`model.api.Illustrator`. Results (:class:`model.api.Illustration`, :class:`model.api.Progress`) hold
only PIL images and plain data, so unpickling them in the parent imports no torch. The functions with a leading
underscore run in the child (``engine.call("model.runtime.hosted:engine_state")``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from model.api import CancelToken, Illustration, IllustrationRequest, IllustratorBase, ProgressCallback
from model.runtime.process import EngineProcess, shared_engine

if TYPE_CHECKING:  # the engine imports torch: only in the model process
    from model.engines.diffusion import DiffusionIllustrator

# -- the diffusion engine in the child ---------------------------------------------------------------------

_hosted: dict[tuple, DiffusionIllustrator] = {}
"""In the child: the loaded illustrator for ``(model, device, allow_pickle)`` (one at a time)."""


def _hosted_illustrator(model: str, device: str | None, allow_pickle: bool) -> DiffusionIllustrator:
    from model.engines.diffusion import DiffusionIllustrator

    key = (model, device, allow_pickle)
    if key not in _hosted:
        illustrator = DiffusionIllustrator(model, device=device, allow_pickle=allow_pickle)  # no weights yet
        for other in list(_hosted):
            _hosted.pop(other).close()
        _hosted[key] = illustrator
    return _hosted[key]


def _warm() -> None:
    import model.engines.diffusion  # noqa: F401 (imports torch, diffusers and transformers)


def engine_state() -> dict[str, Any]:
    """What the process holds (call it in the child, e.g. ``engine.call("model.runtime.hosted:engine_state")``):
    ``{"engine_imported": bool, "loaded": [model, ...]}`` — whether torch and the diffusion engine are
    imported, and the models whose weights are loaded."""
    import sys

    loaded = [key[0] for key, illustrator in _hosted.items() if illustrator.loaded]
    return {"engine_imported": "model.engines.diffusion" in sys.modules, "loaded": loaded}


def _describe(model: str, device: str | None, allow_pickle: bool) -> dict[str, Any]:
    illustrator = _hosted_illustrator(model, device, allow_pickle)
    source = illustrator.source
    return {
        "name": source.name,
        "kind": source.kind,
        "arch": source.arch,
        "prompt_languages": tuple(illustrator.prompt_languages),
        "max_references": int(illustrator.max_references),
        "fingerprint": illustrator.fingerprint(),
    }


def _illustrate(
    model: str,
    device: str | None,
    allow_pickle: bool,
    request: IllustrationRequest,
    on_progress: ProgressCallback | None = None,
    cancel: CancelToken | None = None,
) -> Illustration:
    return _hosted_illustrator(model, device, allow_pickle).illustrate(request, on_progress, cancel)


def _unload(model: str, device: str | None, allow_pickle: bool) -> None:
    illustrator = _hosted.pop((model, device, allow_pickle), None)
    if illustrator is not None:
        illustrator.close()


@dataclass(frozen=True)
class SourceInfo:
    """What the parent knows of the hosted model's source (see :class:`model.pipelines.sources.ModelSource`)."""

    name: str
    kind: str
    arch: str | None


class ProcessIllustrator(IllustratorBase):
    """The diffusion engine run in an :class:`EngineProcess`; implements :class:`model.api.Illustrator`.

    Args:
        model: a diffusers folder, a single ``.safetensors`` file, or a cached hub id (as for
            :class:`model.engines.diffusion.DiffusionIllustrator`).
        engine: the process to use (default: :func:`shared_engine`).
        device, allow_pickle: as for :class:`~model.engines.diffusion.DiffusionIllustrator`.

    Cheap to make: nothing starts until the first call. Pictures equal the in-process engine's (the same
    code draws them; tests/test_process.py compares pixels). Raises what the engine raises (ModelError,
    Cancelled), and ModelError when the process stops unexpectedly.
    """

    name = "diffusion"

    def __init__(
        self,
        model: str,
        *,
        engine: EngineProcess | None = None,
        device: str | None = None,
        allow_pickle: bool = False,
    ) -> None:
        self._model = model
        self.engine = engine or shared_engine()
        self._key = (model, device, allow_pickle)
        self._info: dict[str, Any] | None = None

    def describe(self, cancel: CancelToken | None = None) -> dict[str, Any]:
        """Name, kind, architecture, prompt languages and fingerprint of the model (asked once; no weights
        are loaded). Raises ModelError for a model that cannot be found or trusted; Cancelled."""
        if self._info is None:
            self._info = self.engine.call(_describe, *self._key, cancel=cancel)
        return self._info

    @property
    def source(self) -> SourceInfo:
        """The model's name, kind and architecture."""
        info = self.describe()
        return SourceInfo(info["name"], info["kind"], info["arch"])

    @property
    def model(self) -> str:
        """The model as it was given (a folder, a file, a hub id)."""
        return self._model

    @property
    def model_name(self) -> str | None:
        """The model's name (its source's; asks the process once)."""
        return self.source.name

    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """The languages the model's text encoder understands (ISO 639-1 codes)."""
        return tuple(self.describe()["prompt_languages"])

    @property
    def max_references(self) -> int:
        """How many reference images the model takes (0: none; see :data:`model.catalog.REFERENCE_PIPELINES`)."""
        return int(self.describe().get("max_references", 0))

    def fingerprint(self) -> str:
        """``diffusion:<model identity>``, as :meth:`model.engines.diffusion.DiffusionIllustrator.fingerprint`."""
        return self.describe()["fingerprint"]

    def warm(self) -> None:
        """Start the process and import the engine there (torch, diffusers) without loading weights; returns
        at once. The first picture then waits only for the weights."""
        self.engine.post(_warm)

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """Draw ``request`` in the child (see :meth:`model.engines.diffusion.DiffusionIllustrator.illustrate`)."""
        return self.engine.call(_illustrate, *self._key, request, on_progress=on_progress, cancel=cancel)

    def close(self) -> None:
        """Free the model's memory in the child (the process itself stays for the next model)."""
        if self.engine.running:
            self.engine.post(_unload, *self._key)
        self._info = None
