"""The diffusion engine: one :class:`~model.api.IllustrationRequest` → one picture with a diffusers pipeline.

A page without a photo is drawn text-to-image; a page with one is drawn image-to-image from it (the same
components, shared through ``from_pipe``, so nothing is loaded twice) at the request's ``strength``. A model that
takes reference images (FLUX.2, Qwen-Image-Edit: :data:`model.catalog.REFERENCE_PIPELINES`) is given the page
photo and the people's reference photos as its images instead (:mod:`model.pipelines.references`), with an instruction
(:mod:`model.pipelines.instruction`). Progress
comes from diffusers' ``callback_on_step_end`` hook (step/total + a cheap latent preview, :mod:`model.engines.preview`);
cancelling sets the pipeline's interrupt flag and stops right after the current step, raising
:class:`~model.errors.Cancelled` (nothing is written: the illustrator never writes files).

With a given prompt, no negative prompt and ``steps``/``guidance`` left as None, the call is the bare pipeline
call ``pipe(prompt, generator=torch.Generator("cpu").manual_seed(seed), width=..., height=...)``,
so its image equals the bare diffusers pipeline's, pixel for pixel on CPU (tests/test_illustrate.py); for an
editing model the call adds ``image=[photo, *references]`` (tests/test_references.py).
"""

from __future__ import annotations

import gc
import hashlib
import inspect
import threading
import time
from functools import lru_cache
from importlib import metadata
from typing import Any

import torch

from model.api import CancelToken, Illustration, IllustrationRequest, Progress, ProgressCallback
from model.catalog import recommended_settings
from model.engines.preview import step_preview
from model.errors import Cancelled, ModelError
from model.pipelines import checks
from model.pipelines.instruction import compose_for
from model.pipelines.loading import ModelSource, inspect_source, load_pipeline
from model.pipelines.lora import apply_loras, unload_loras
from model.pipelines.references import fit_photo


class _Stop(Exception):
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
def _call_parameters(pipeline_class: type) -> dict[str, Any]:
    """``{name: default}`` of a pipeline class's ``__call__`` (``inspect.Parameter.empty`` when required)."""
    return {k: p.default for k, p in inspect.signature(pipeline_class.__call__).parameters.items()}


def _default(params: dict[str, Any], name: str) -> Any:
    value = params.get(name, inspect.Parameter.empty)
    return None if value is inspect.Parameter.empty else value


def _pipeline_sha256(pipe: Any) -> str:
    """SHA-256 over every module tensor and the scheduler config of an in-memory pipeline."""
    digest = hashlib.sha256(type(pipe).__name__.encode())
    for name, component in sorted(pipe.components.items()):
        digest.update(name.encode())
        if isinstance(component, torch.nn.Module):
            for key, tensor in component.state_dict().items():
                digest.update(key.encode())
                raw = tensor.detach().to("cpu").contiguous().reshape(-1)  # 0-d buffers (BatchNorm counts) too
                digest.update(raw.view(torch.uint8).numpy().tobytes())
        elif hasattr(component, "config"):
            digest.update(repr(sorted(dict(component.config).items())).encode())
    return digest.hexdigest()


class DiffusionIllustrator:
    """Draws pages with one diffusers model; implements :class:`model.api.Illustrator`.

    Args:
        model: a diffusers folder, a single ``.safetensors`` file, or a cached hub id (see
            :func:`model.pipelines.loading.inspect_source`, which is all the constructor runs: no weights are loaded).
        device, dtype: where and in what precision to run (:func:`model.pipelines.loading.load_pipeline` defaults).
        allow_pickle: accept pickle weights for the model and LoRAs (refused otherwise).
        loader: ``loader(source, dtype) -> pipeline``; the placement planner injects device-mapped loading here.
            ``dtype`` is passed on as given (None, a ``torch.dtype`` or "fp32"/"fp16"/"bf16"; see
            :func:`model.pipelines.loading.choose_dtype`). Default: :func:`model.pipelines.loading.load_pipeline` on ``device``.
        arch, config: for single files, the architecture name and a diffusers config folder.

    The pipeline is loaded on the first :meth:`illustrate` (or :attr:`pipeline`) and kept until :meth:`close`.
    """

    name = "diffusion"

    def __init__(
        self,
        model: str,
        *,
        device: str | None = None,
        dtype: torch.dtype | str | None = None,
        allow_pickle: bool = False,
        loader: Any = None,
        arch: str | None = None,
        config: str | None = None,
    ) -> None:
        self.source: ModelSource = inspect_source(model, allow_pickle=allow_pickle, arch=arch, config=config)
        self.prompt_languages = self.source.prompt_languages
        self.max_references = self.source.max_references
        self.allow_pickle = allow_pickle
        self._device = device
        self._dtype = dtype
        self._loader = loader
        self._pipe: Any = None
        self._img2img: Any = None
        self._txt2img: Any = None
        self._fingerprint: str | None = None
        self._lock = threading.RLock()

    @classmethod
    def from_pipeline(cls, pipe: Any, source_name: str = "pipeline", *, arch: str | None = None):
        """Wrap an already-built pipeline (e.g. :func:`model.tiny.make_tiny_pipeline`); nothing is loaded."""
        from model.pipelines.loading import _arch_of_pipeline, _languages_of

        self = cls.__new__(cls)
        class_name = type(pipe).__name__
        self.source = ModelSource(
            name=source_name,
            kind="memory",
            path=None,
            arch=arch or _arch_of_pipeline(class_name),
            pipeline_class=class_name,
            prompt_languages=_languages_of(class_name),
        )
        self.prompt_languages = self.source.prompt_languages
        self.max_references = self.source.max_references
        self.allow_pickle = False
        self._device = None
        self._dtype = None
        self._loader = None
        self._pipe = pipe
        self._img2img = None
        self._txt2img = None
        self._fingerprint = None
        self._lock = threading.RLock()
        pipe.set_progress_bar_config(disable=True)
        return self

    # -- model -------------------------------------------------------------------------------------------

    def fingerprint(self) -> str:
        """``diffusion:<model identity>``: hub id@commit, or a SHA-256 of the weights (cached on disk)."""
        if self._fingerprint is None:
            if self.source.kind == "memory":
                identity = "sha256:" + _pipeline_sha256(self._pipe)
            else:
                identity = self.source.fingerprint
            self._fingerprint = f"diffusion:{identity}"
        return self._fingerprint

    @property
    def pipeline(self) -> Any:
        """The text-to-image pipeline, loaded on first access."""
        with self._lock:
            if self._pipe is None:
                if self._loader is not None:
                    pipe = self._loader(self.source, self._dtype)
                else:
                    pipe = load_pipeline(self.source, device=self._device, dtype=self._dtype)
                pipe.set_progress_bar_config(disable=True)
                self._pipe = pipe
            return self._pipe

    def _image_pipeline(self) -> Any:
        """The image-to-image pipeline sharing the loaded components (``from_pipe``: no second load)."""
        from diffusers import AutoPipelineForImage2Image

        with self._lock:
            if self._img2img is None:
                pipe = self.pipeline
                if "Img2Img" in type(pipe).__name__:
                    self._img2img = pipe
                else:
                    try:
                        self._img2img = AutoPipelineForImage2Image.from_pipe(pipe)
                    except (ValueError, KeyError) as err:
                        raise ModelError(
                            f"{self.source.name}: {type(pipe).__name__} has no image-to-image version; "
                            "draw this page without its photo or choose another model"
                        ) from err
                self._img2img.set_progress_bar_config(disable=True)
            return self._img2img

    def _text_pipeline(self) -> Any:
        from diffusers import AutoPipelineForText2Image

        with self._lock:
            pipe = self.pipeline
            if "Img2Img" not in type(pipe).__name__:
                return pipe
            if self._txt2img is None:
                try:
                    self._txt2img = AutoPipelineForText2Image.from_pipe(pipe)
                except (ValueError, KeyError) as err:
                    raise ModelError(
                        f"{self.source.name}: {type(pipe).__name__} draws only from a photo; give the page a photo"
                    ) from err
                self._txt2img.set_progress_bar_config(disable=True)
            return self._txt2img

    def default_size(self) -> tuple[int, int]:
        """The pipeline's own default image size ``(width, height)`` in px (what it draws with no size given)."""
        pipe = self.pipeline
        sample = getattr(pipe, "default_sample_size", None)
        if sample is None:
            denoiser = getattr(pipe, "unet", None) or getattr(pipe, "transformer", None)
            sample = getattr(getattr(denoiser, "config", None), "sample_size", None)
        scale = getattr(pipe, "vae_scale_factor", 8)
        if isinstance(sample, (list, tuple)):
            return int(sample[1]) * scale, int(sample[0]) * scale
        if not isinstance(sample, int):
            return 512, 512
        return sample * scale, sample * scale

    def close(self) -> None:
        """Drop the pipelines and free their memory (GPU cache included). The next request loads again."""
        with self._lock:
            self._pipe = None
            self._img2img = None
            self._txt2img = None
            _free_memory()

    # -- drawing -----------------------------------------------------------------------------------------

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """Draw ``request``: text-to-image, or image-to-image from ``request.photo_path``.

        The photo is fitted to ``request.width``×``request.height`` px (multiples of 8) by centre-crop to the
        aspect ratio, then a Lanczos resize (:func:`fit_photo`). A non-empty ``request.prompt`` is the complete
        positive prompt and ``request.negative_prompt`` the complete negative one, used as they are (the
        request builder and the CLI compose them with :func:`model.pipelines.prompt.compose_prompt`). With an empty
        ``prompt`` the illustrator composes it itself from the style, the people's trigger words and the scene
        (or the text), and appends ``request.negative_prompt`` to the style's negative fragment.
        ``steps``/``guidance`` of None use the pipeline's defaults. The random source is
        ``torch.Generator("cpu").manual_seed(request.seed)``, so results do not depend on the GPU's RNG.

        Raises:
            Cancelled: ``cancel`` was set; stops within one denoising step, frees memory, writes nothing.
            ModelError: unreadable photo, unusable LoRA, or the pipeline rejected the settings (one line).
        """
        if cancel is not None and cancel.cancelled:
            raise Cancelled("cancelled before drawing")
        started = time.perf_counter()
        with self._lock:
            return self._illustrate(request, on_progress, cancel, started)

    def _illustrate(self, request, on_progress, cancel, started) -> Illustration:
        warnings: list[str] = []
        prompt, negative = compose_for(request, self.prompt_languages, self.max_references, warnings)
        if not prompt:
            warnings.append("the prompt is empty (no style, scene or text)")

        edit = self.max_references > 0  # the photo and references go in as the pipeline's images
        img2img = request.photo_path is not None and not edit
        if edit:
            from model.pipelines.references import reference_images

            pipe = self.pipeline
            images, image_warnings = reference_images(request, self.max_references)
            warnings += image_warnings
        else:
            pipe = self._image_pipeline() if img2img else self._text_pipeline()
            images = []
        warnings += _length_warnings(pipe, prompt)
        call = _call_parameters(type(pipe))
        kwargs: dict[str, Any] = {
            "prompt": prompt,
            "generator": torch.Generator("cpu").manual_seed(int(request.seed)),
        }
        if images:
            kwargs["image"] = images
        if negative and "negative_prompt" in call:
            kwargs["negative_prompt"] = negative
        elif negative and not edit:  # FLUX.2 is drawn without negative prompts by design: nothing to say
            warnings.append(f"{type(pipe).__name__} takes no negative prompt; it was left out")
        recommended_steps, recommended_guidance = recommended_settings(self.source)
        steps_asked = request.steps if request.steps is not None else recommended_steps
        guidance = request.guidance if request.guidance is not None else recommended_guidance
        steps = steps_asked if steps_asked is not None else _default(call, "num_inference_steps")
        if steps_asked is not None:
            kwargs["num_inference_steps"] = int(steps_asked)
        if guidance is not None:  # Qwen-Image's classifier-free guidance is its true_cfg_scale
            kwargs["true_cfg_scale" if "true_cfg_scale" in call else "guidance_scale"] = float(guidance)
        if img2img:
            kwargs["image"] = fit_photo(request.photo_path, request.width, request.height)
            strength = float(request.strength)
            if steps and strength * steps < 1:
                warnings.append(
                    f"strength {strength} gives no denoising step at {steps} steps; using {1 / steps}"
                )
                strength = 1.0 / steps
            kwargs["strength"] = strength
        for key, value in (("width", request.width), ("height", request.height)):
            if key in call:
                kwargs[key] = int(value)

        lora_info = apply_loras(self.pipeline, request.people, allow_pickle=self.allow_pickle)
        warnings += lora_info.pop("warnings")
        steps_done = 0
        arch = self.source.arch

        def on_step_end(p, index, timestep, tensors):
            nonlocal steps_done
            steps_done = index + 1
            if cancel is not None and cancel.cancelled:
                p._interrupt = True
                raise _Stop
            if on_progress is not None:
                total = getattr(p, "num_timesteps", None) or steps or steps_done
                latents = tensors.get("latents")
                preview = None
                if latents is not None:
                    preview = step_preview(latents, request.height, request.width, p.vae_scale_factor, arch)
                on_progress(Progress(steps_done, int(total), preview, "drawing"))
            return tensors

        if "callback_on_step_end" in call:
            kwargs["callback_on_step_end"] = on_step_end
        if "output_type" in call:
            kwargs["output_type"] = "np"  # float pixels: NaN is still visible (model.pipelines.checks)
        pipeline_started = time.perf_counter()
        try:
            image, checked = checks.draw_checked(pipe, kwargs, request, warnings)
        except _Stop:
            raise Cancelled(f"cancelled after step {steps_done}") from None
        except torch.OutOfMemoryError as err:
            raise ModelError(
                f"{self.source.name}: out of memory at {request.width}×{request.height} px"
            ) from err
        except ValueError as err:
            raise ModelError(f"{type(pipe).__name__}: {str(err).strip().splitlines()[0]}") from err
        finally:
            unload_loras(self.pipeline)
            if hasattr(pipe, "maybe_free_model_hooks"):
                pipe.maybe_free_model_hooks()
            if cancel is not None and cancel.cancelled:
                _free_memory()
        pipeline_seconds = time.perf_counter() - pipeline_started
        denoiser = getattr(pipe, "unet", None) or getattr(pipe, "transformer", None)
        first = next(denoiser.parameters(), None) if isinstance(denoiser, torch.nn.Module) else None
        info = {
            "engine": self.name,
            "model": self.source.name,
            "model_kind": self.source.kind,
            "arch": self.source.arch,
            "fingerprint": self.fingerprint(),
            "pipeline": type(pipe).__name__,
            "scheduler": type(pipe.scheduler).__name__,
            "scheduler_config": {
                k: v for k, v in dict(pipe.scheduler.config).items() if not k.startswith("_")
            },
            "dtype": str(first.dtype if first is not None else pipe.dtype).removeprefix("torch."),
            "device": str(first.device if first is not None else pipe.device),
            "device_map": getattr(pipe, "hf_device_map", None),
            "cpu_threads": torch.get_num_threads(),  # pixels are bit-identical only at equal thread counts
            "prompt": prompt,
            "negative_prompt": negative,
            "num_inference_steps": steps,
            "guidance_scale": kwargs.get("guidance_scale", _default(call, "guidance_scale")),
            "true_cfg_scale": kwargs.get("true_cfg_scale", _default(call, "true_cfg_scale")),
            "images": len(images),
            "references": [
                {"person": p.name, "sha256": h} for p in request.people for h in p.reference_sha256
            ][: self.max_references],
            "strength": kwargs.get("strength"),
            "generator": f"torch.Generator('cpu').manual_seed({checked['seed']})",
            "checks": checked,
            "steps_run": steps_done,
            "loras": lora_info,
            "pipeline_seconds": pipeline_seconds,
            "seconds": time.perf_counter() - started,
            "versions": dict(library_versions()),
            "warnings": warnings,
        }
        return Illustration(image=image, request=request, info=info)


def _length_warnings(pipe: Any, prompt: str) -> list[str]:
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
    return [f"the prompt is {count} tokens; the text encoder reads only the first {limit}, so its end is cut"]


def _free_memory() -> None:
    gc.collect()
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
