"""The diffusion engine: one :class:`~model.api.IllustrationRequest` → one picture with a diffusers pipeline.

A page without a photo is drawn text-to-image; a page with one is drawn image-to-image from it (the same
components, shared through ``from_pipe``, so nothing is loaded twice) at the request's ``strength``. A model that
takes reference images (FLUX.2, Qwen-Image-Edit: :data:`model.catalog.REFERENCE_PIPELINES`) is given the page
photo and the people's reference photos as its images instead (:mod:`model.pipelines.references`), with an instruction
(:mod:`model.pipelines.instruction`). Progress comes from diffusers' ``callback_on_step_end`` hook (step/total + a
cheap latent preview, :mod:`model.engines.preview`); cancelling sets the pipeline's interrupt flag and stops right after the current step, raising
:class:`~model.errors.Cancelled` (nothing is written: the illustrator never writes files).

With a given prompt, no negative prompt and ``steps``/``guidance`` left as None, the call is the bare pipeline
call ``pipe(prompt, generator=torch.Generator("cpu").manual_seed(seed), width=..., height=...)``,
so its image equals the bare diffusers pipeline's, pixel for pixel on CPU (tests/test_illustrate.py); for an
editing model the call adds ``image=[photo, *references]`` (tests/test_references.py).
"""

from __future__ import annotations

import threading
import time
from typing import Any

import torch

from model.api import CancelToken, Illustration, IllustrationRequest, IllustratorBase, ProgressCallback
from model.engines.call import (
    StepWatcher,
    Stop,
    call_kwargs,
    call_parameters,
    default_of,
    length_warnings,
    library_versions,
    placement_record,
)
from model.engines.resident import free_memory, pipeline_sha256
from model.errors import Cancelled, ModelError
from model.pipelines import checks
from model.pipelines.instruction import Warnings, compose_for
from model.pipelines.loading import load_pipeline
from model.pipelines.lora import apply_loras, unload_loras
from model.pipelines.sources import ModelSource, inspect_source
from words import Message


class DiffusionIllustrator(IllustratorBase):
    """Draws pages with one diffusers model; implements :class:`model.api.Illustrator`.

    Args:
        model: a diffusers folder, a single ``.safetensors`` file, or a cached hub id (see
            :func:`model.pipelines.sources.inspect_source`, which is all the constructor runs: no weights are loaded).
        device, dtype: where and in what precision to run (:func:`model.pipelines.loading.load_pipeline` defaults).
        allow_pickle: accept pickle weights for the model and LoRAs (refused otherwise).
        loader: ``loader(source, dtype) -> pipeline``; the placement planner injects device-mapped loading here.
            ``dtype`` is passed on as given (None, a ``torch.dtype`` or "fp32"/"fp16"/"bf16"; see
            :func:`model.pipelines.precision.choose_dtype`). Default: :func:`model.pipelines.loading.load_pipeline` on ``device``.
        arch, config: for single files, the architecture name and a diffusers config folder.
        source: the model's source when it is known already (:meth:`from_pipeline`); else it is inspected.

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
        source: ModelSource | None = None,
    ) -> None:
        self.source: ModelSource = source or inspect_source(
            model, allow_pickle=allow_pickle, arch=arch, config=config
        )
        self._model = model
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
    def from_pipeline(
        cls, pipe: Any, source_name: str = "pipeline", *, arch: str | None = None
    ) -> DiffusionIllustrator:
        """Wrap an already-built pipeline (e.g. :func:`model.tiny.make_tiny_pipeline`); nothing is loaded."""
        from model.pipelines.sources import _arch_of_pipeline, _languages_of

        class_name = type(pipe).__name__
        source = ModelSource(
            name=source_name,
            kind="memory",
            path=None,
            arch=arch or _arch_of_pipeline(class_name),
            pipeline_class=class_name,
            prompt_languages=_languages_of(class_name),
        )
        self = cls(source_name, source=source)
        self._pipe = pipe
        pipe.set_progress_bar_config(disable=True)
        return self

    # -- model -------------------------------------------------------------------------------------------
    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """The languages the model's text encoder understands (its source's)."""
        return tuple(self.source.prompt_languages)

    @property
    def max_references(self) -> int:
        """How many reference images the model takes (its source's)."""
        return self.source.max_references

    @property
    def model(self) -> str | None:
        """The model as it was given (a folder, a file, a hub id; the name given to :meth:`from_pipeline`)."""
        return self._model

    @property
    def model_name(self) -> str | None:
        """The model's name (its source's)."""
        return self.source.name

    def fingerprint(self) -> str:
        """``diffusion:<model identity>``: hub id@commit, or a SHA-256 of the weights (cached on disk)."""
        if self._fingerprint is None:
            if self.source.kind == "memory":
                identity = "sha256:" + pipeline_sha256(self._pipe)
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
                            Message(
                                "model.engine.no_img2img",
                                model=self.source.name,
                                pipeline=type(pipe).__name__,
                            )
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
                        Message(
                            "model.engine.photo_only", model=self.source.name, pipeline=type(pipe).__name__
                        )
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

    @property
    def loaded(self) -> bool:
        """Whether the pipeline's weights are loaded (:meth:`close` frees them)."""
        return self._pipe is not None

    def close(self) -> None:
        """Drop the pipelines and free their memory (GPU cache included). The next request loads again."""
        with self._lock:
            self._pipe = None
            self._img2img = None
            self._txt2img = None
            free_memory()

    # -- drawing -----------------------------------------------------------------------------------------

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
        *,
        embeds: dict[str, Any] | None = None,
    ) -> Illustration:
        """Draw ``request``: text-to-image, or image-to-image from ``request.photo_path``.

        ``embeds``: the request's words already encoded (:meth:`encode`, in a process that held the text
        encoders), passed to the pipeline instead of ``prompt``/``negative_prompt``; the sidecar still records
        the words.

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
            raise Cancelled(Message("model.engine.cancelled_before"))
        started = time.perf_counter()
        with self._lock:
            return self._illustrate(request, on_progress, cancel, started, embeds)

    def words(self, request: IllustrationRequest, warnings: Warnings | None = None) -> tuple[str, str]:
        """``(prompt, negative)``: the words :meth:`illustrate` draws ``request`` with (composed as it does)."""
        return compose_for(
            request, self.prompt_languages, self.max_references, [] if warnings is None else warnings
        )

    def encode(self, request: IllustrationRequest) -> tuple[dict[str, Any], str, str]:
        """``(embeds, prompt, negative)``: ``request``'s words (:meth:`words`) encoded by the pipeline's text
        encoders (:func:`model.pipelines.embeds.encode_for`), for :meth:`illustrate` ``embeds=`` in a pipeline
        loaded without them. Raises ModelError for a pipeline that cannot draw from embeddings."""
        from model.pipelines.embeds import encode_for

        prompt, negative = self.words(request)
        images = []
        if self.max_references > 0:  # an edit model's encoder reads the page's images with its words
            from model.pipelines.references import reference_images

            images = reference_images(request, self.max_references)[0]
        with self._lock:
            pipe = self.pipeline
            device = str(getattr(pipe, "memorybook_device", None) or pipe.device)
            return encode_for(pipe, prompt, negative, device, images), prompt, negative

    def _illustrate(self, request, on_progress, cancel, started, embeds=None) -> Illustration:
        warnings: Warnings = []
        prompt, negative = self.words(request, warnings)
        if not prompt:
            warnings.append(Message("model.engine.empty_prompt"))
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
        warnings += length_warnings(pipe, prompt)
        kwargs, steps = call_kwargs(
            pipe, self.source, request, (prompt, negative, edit, img2img), images, warnings
        )
        if embeds is not None:  # drawn from the encode phase's embeddings, not the words
            kwargs.pop("prompt")
            kwargs.pop("negative_prompt", None)
            kwargs.update(embeds)
        lora_info = apply_loras(self.pipeline, request.people, allow_pickle=self.allow_pickle)
        warnings += lora_info.pop("warnings")
        watcher = StepWatcher(request, steps, self.source.arch, on_progress, cancel)
        if "callback_on_step_end" in call_parameters(pipe.__class__):
            kwargs["callback_on_step_end"] = watcher
        pipeline_started = time.perf_counter()
        image, checked = self._draw(pipe, kwargs, request, warnings, watcher, cancel)
        info = self._info(pipe, kwargs, request, (prompt, negative, steps), images, checked, lora_info)
        info.update(
            steps_run=watcher.done,
            pipeline_seconds=time.perf_counter() - pipeline_started,
            seconds=time.perf_counter() - started,
            warnings=[str(w) for w in warnings],  # the sidecar's record, in English
            said_warnings=[
                w.to_json() for w in warnings
            ],  # the same as messages, said by an edge (models try)
        )
        return Illustration(image=image, request=request, info=info)

    def _draw(self, pipe, kwargs, request, warnings, watcher, cancel):
        """``checks.draw_checked`` with our errors: Cancelled, one-line ModelError; LoRAs unloaded after."""
        try:
            return checks.draw_checked(pipe, kwargs, request, warnings)
        except Stop:
            raise Cancelled(Message("model.engine.cancelled_after", step=watcher.done)) from None
        except torch.OutOfMemoryError as err:
            raise ModelError(
                Message(
                    "model.engine.out_of_memory",
                    model=self.source.name,
                    width=request.width,
                    height=request.height,
                )
            ) from err
        except ValueError as err:
            reason = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            raise ModelError(
                Message("model.engine.refused", pipeline=type(pipe).__name__, reason=reason)
            ) from err
        finally:
            unload_loras(self.pipeline)
            if hasattr(pipe, "maybe_free_model_hooks"):
                pipe.maybe_free_model_hooks()
            if cancel is not None and cancel.cancelled:
                free_memory()

    def _info(self, pipe, kwargs, request, texts, images, checked, lora_info) -> dict[str, Any]:
        """The sidecar record of one picture: model, scheduler, placement, words, settings, checks, versions."""
        prompt, negative, steps = texts
        call = call_parameters(pipe.__class__)
        placement = placement_record(self.pipeline)  # the loaded one: from_pipe copies carry no placement
        return {
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
            "dtype": placement["dtype"],
            "device": placement["devices"][0]
            if len(placement["devices"]) == 1
            else ",".join(placement["devices"]),
            "device_map": getattr(pipe, "hf_device_map", None),
            "placement": placement,
            "cpu_threads": torch.get_num_threads(),  # pixels are bit-identical only at equal thread counts
            "prompt": prompt,
            "negative_prompt": negative,
            "num_inference_steps": steps,
            "guidance_scale": kwargs.get("guidance_scale", default_of(call, "guidance_scale")),
            "true_cfg_scale": kwargs.get("true_cfg_scale", default_of(call, "true_cfg_scale")),
            "images": len(images),
            "references": [
                {"person": p.name, "sha256": h} for p in request.people for h in p.reference_sha256
            ][: self.max_references],
            "strength": kwargs.get("strength"),
            "generator": f"torch.Generator('cpu').manual_seed({checked['seed']})",
            "checks": checked,
            "loras": lora_info,
            "versions": dict(library_versions()),
        }
