"""Engines: what draws a page. ``sketch`` (:mod:`~model.engines.sketch`, offline, no model) or ``diffusion``
(:mod:`~model.engines.diffusion`, a diffusers model; :mod:`~model.engines.preview` makes its live previews);
this module chooses one (:func:`make_illustrator`).

May import :mod:`model.pipelines` and everything below it; never :mod:`model.runtime` (which runs engines).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from model.api import Illustrator
from model.errors import ModelError
from words import Message

ENGINES = ("auto", "sketch", "diffusion")


def resolve_engine(engine: str, model: str | None) -> str:
    """``auto`` → ``diffusion`` when a model is configured, else ``sketch``. Raises ModelError otherwise."""
    if engine not in ENGINES:
        raise ModelError(Message("model.engine.unknown", engine=engine, choices=list(ENGINES)))
    if engine == "auto":
        return "diffusion" if model else "sketch"
    if engine == "diffusion" and not model:
        raise ModelError(Message("model.engine.needs_model"))
    return engine


def make_illustrator(
    engine: str,
    model: str | None = None,
    *,
    device: str | None = None,
    allow_pickle: bool = False,
    loader: Callable[..., Any] | None = None,
) -> Illustrator:
    """An illustrator for ``engine`` (see :func:`resolve_engine`). Cheap: the diffusion model is loaded on
    first use. ``loader`` injects device-mapped loading (see :mod:`model.runtime.placed`). Raises ModelError,
    the full app's line for a diffusion model in the light app (:func:`model.installed.require_diffusion`)."""
    from model.installed import require_diffusion

    engine = resolve_engine(engine, model)
    if engine == "sketch":
        from model.engines.sketch import SketchIllustrator

        return SketchIllustrator()
    require_diffusion()
    from model.engines.diffusion import DiffusionIllustrator

    assert model is not None  # resolve_engine gives "diffusion" only with a model
    return DiffusionIllustrator(model, device=device, allow_pickle=allow_pickle, loader=loader)
