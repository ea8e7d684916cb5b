"""One pipeline call of the diffusion engine: its keyword arguments, its step callback and its sidecar record.

:class:`model.engines.diffusion.DiffusionIllustrator` picks the pipeline and the images; this module turns a
request into the arguments of ``pipe(**kwargs)`` (only those the pipeline's ``__call__`` takes, read from its
signature), and the drawn picture into the ``info`` dict stored beside it (the sidecar), which records how and
where the picture was drawn (:func:`placement_record`).
"""

from __future__ import annotations

import inspect
from functools import lru_cache
from importlib import metadata
from typing import Any

import torch

from model.api import CancelToken, IllustrationRequest, Progress, ProgressCallback
from model.catalog import recommended_settings
from model.engines.preview import step_preview
from model.pipelines.references import fit_photo
from words import Message


class Stop(Exception):
    """Raised from inside the step callback to leave the denoising loop at once."""


@lru_cache(maxsize=1)
def library_versions() -> dict[str, str]:
    """Versions of the libraries that shape the pixels (for the sidecar); read once per process."""
    versions = {}
    for name in ("torch", "diffusers", "transformers", "peft", "accelerate", "safetensors"):
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return versions


@lru_cache(maxsize=32)
def call_parameters(pipeline_class: type) -> dict[str, Any]:
    """``{name: default}`` of a pipeline class's ``__call__`` (``inspect.Parameter.empty`` when required)."""
    return {k: p.default for k, p in inspect.signature(pipeline_class.__call__).parameters.items()}


def default_of(params: dict[str, Any], name: str) -> Any:
    """The default of ``name`` in :func:`call_parameters`' dict; None when absent or required."""
    value = params.get(name, inspect.Parameter.empty)
    return None if value is inspect.Parameter.empty else value


def call_kwargs(
    pipe: Any, source: Any, request: IllustrationRequest, texts: tuple, images: list, warnings: list
):
    """``(kwargs, steps)`` for ``pipe(**kwargs)``: prompt, seeded CPU generator, images, size, steps, guidance.

    Args:
        pipe: the diffusers pipeline that draws (its ``__call__`` signature decides which arguments go in).
        source: the :class:`model.pipelines.sources.ModelSource` (for the catalogue's recommended settings).
        request: the page's request; ``width``/``height`` in px, ``strength`` in (0, 1].
        texts: ``(prompt, negative, edit, img2img)`` — the composed words and which kind of drawing it is.
        images: reference images for an editing model (PIL), empty otherwise.
        warnings: appended to (negative prompt left out, strength raised to one step).

    ``steps`` is the number of denoising steps asked (or the pipeline's default; None when unknown).
    """
    prompt, negative, edit, img2img = texts
    call = call_parameters(pipe.__class__)
    kwargs: dict[str, Any] = {
        "prompt": prompt,
        "generator": torch.Generator("cpu").manual_seed(int(request.seed)),
    }
    if images:  # JoyImageEditPlusPipeline names them ``images``, the others ``image``
        kwargs["images" if "images" in call and "image" not in call else "image"] = images
    if negative and "negative_prompt" in call:
        kwargs["negative_prompt"] = negative
    elif negative and not edit:  # FLUX.2 is drawn without negative prompts by design: nothing to say
        warnings.append(Message("model.engine.no_negative_prompt", pipeline=type(pipe).__name__))
    recommended_steps, recommended_guidance = recommended_settings(source)
    steps_asked = request.steps if request.steps is not None else recommended_steps
    guidance = request.guidance if request.guidance is not None else recommended_guidance
    steps = steps_asked if steps_asked is not None else default_of(call, "num_inference_steps")
    if steps_asked is not None:
        kwargs["num_inference_steps"] = int(steps_asked)
    if guidance is not None:  # Qwen-Image's classifier-free guidance is its true_cfg_scale
        kwargs["true_cfg_scale" if "true_cfg_scale" in call else "guidance_scale"] = float(guidance)
    if img2img:
        assert request.photo_path is not None  # drawn image-to-image only from a photo
        kwargs["image"] = fit_photo(request.photo_path, request.width, request.height)
        strength = float(request.strength)
        if steps and strength * steps < 1:
            warnings.append(Message("model.engine.strength", strength=strength, steps=steps, used=1 / steps))
            strength = 1.0 / steps
        kwargs["strength"] = strength
    for key, value in (("width", request.width), ("height", request.height)):
        if key in call:
            kwargs[key] = int(value)
    if "output_type" in call:
        kwargs["output_type"] = "np"  # float pixels: NaN is still visible (model.pipelines.checks)
    return kwargs, steps


class StepWatcher:
    """diffusers' ``callback_on_step_end``: counts steps, stops on cancel, reports progress with a preview.

    ``done`` is the number of steps finished. Raises :class:`Stop` (after setting the pipeline's ``_interrupt``)
    at the end of the first step after ``cancel`` is set.
    """

    def __init__(
        self, request, steps, arch, on_progress: ProgressCallback | None, cancel: CancelToken | None
    ):
        self.request, self.steps, self.arch = request, steps, arch
        self.on_progress, self.cancel = on_progress, cancel
        self.done = 0

    def __call__(self, p, index, timestep, tensors):
        self.done = index + 1
        if self.cancel is not None and self.cancel.cancelled:
            p._interrupt = True
            raise Stop
        if self.on_progress is not None:
            total = getattr(p, "num_timesteps", None) or self.steps or self.done
            latents = tensors.get("latents")
            preview = None
            if latents is not None:
                height, width = self.request.height, self.request.width
                scale = getattr(p, "vae_scale_factor", None) or getattr(p, "vae_scale_factor_spatial", 8)
                preview = step_preview(latents, height, width, scale, self.arch)
            self.on_progress(Progress(self.done, int(total), preview, "drawing"))
        return tensors


def placement_record(pipe: Any) -> dict[str, Any]:
    """How the pipeline is placed, for the sidecar: ``{"strategy", "degree", "devices", "mesh", "dtype"}``.

    Loaders that place a pipeline (:mod:`model.runtime.placed`, :mod:`model.runtime.parallel`) set
    ``pipe.memorybook_placement`` to such a dict; a pipeline without it is one whole model on the device of its
    denoiser's first parameter (``strategy`` "single", degree 1, mesh None), or device-mapped when it carries
    diffusers' ``hf_device_map``. ``dtype`` is the denoiser's parameter dtype ("float32", "bfloat16"…).
    """
    denoiser = getattr(pipe, "unet", None) or getattr(pipe, "transformer", None)
    first = next(denoiser.parameters(), None) if isinstance(denoiser, torch.nn.Module) else None
    dtype = str(first.dtype if first is not None else pipe.dtype).removeprefix("torch.")
    given = getattr(pipe, "memorybook_placement", None)
    if isinstance(given, dict):
        return {**given, "dtype": dtype}
    device_map = getattr(pipe, "hf_device_map", None)
    if device_map:
        devices = sorted({str(v) for v in device_map.values()})
        return {"strategy": "device_map", "degree": 1, "devices": devices, "mesh": None, "dtype": dtype}
    device = str(first.device if first is not None else pipe.device)
    return {"strategy": "single", "degree": 1, "devices": [device], "mesh": None, "dtype": dtype}


def length_warnings(pipe: Any, prompt: str) -> list[Message]:
    """A warning when the prompt is longer than the first text encoder reads (CLIP: 77 tokens): the end —
    usually the scene — is cut off by the pipeline."""
    from transformers import PreTrainedTokenizerBase

    tokenizer = getattr(pipe, "tokenizer", None)
    limit = getattr(tokenizer, "model_max_length", None)
    if not isinstance(tokenizer, PreTrainedTokenizerBase) or not isinstance(limit, int) or limit > 100_000:
        return []  # FLUX.2 [dev]'s "tokenizer" is a processor: its first argument is images
    count = len(tokenizer(prompt, truncation=False)["input_ids"])
    if count <= limit:
        return []
    return [Message("model.engine.prompt_too_long", count=count, limit=limit)]
