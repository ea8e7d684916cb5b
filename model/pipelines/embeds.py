"""Prompt embeddings made ahead of drawing: a page's prompt encoded by the pipeline's own ``encode_prompt``, kept in
a safetensors file, and handed to a pipeline loaded without its text encoders (the ``denoiser_replicas`` plan,
:mod:`model.placement.book`).

What each pipeline takes instead of ``prompt`` (diffusers 0.42, each pipeline's ``__call__`` and ``encode_prompt``):

- ``StableDiffusionPipeline`` (and its img2img): ``prompt_embeds`` and ``negative_prompt_embeds`` — with both
  given, ``encode_prompt`` never calls the text encoder (it calls it for the negative side under classifier-free
  guidance when ``negative_prompt_embeds`` is missing, so both are always made here);
- ``StableDiffusionXLPipeline``: ``prompt_embeds``, ``negative_prompt_embeds``, ``pooled_prompt_embeds``,
  ``negative_pooled_prompt_embeds`` (its ``force_zeros_for_empty_prompt`` zeros are made by ``encode_prompt`` too);
- ``FluxPipeline``: ``prompt_embeds``, ``pooled_prompt_embeds`` (``text_ids`` are rebuilt from their shape);
- ``Flux2Pipeline`` / ``Flux2KleinPipeline``: ``prompt_embeds`` (``text_ids`` rebuilt);
- ``ZImagePipeline``: ``prompt_embeds`` and ``negative_prompt_embeds``, lists of one tensor a prompt;
- ``QwenImagePipeline`` / ``QwenImageEditPipeline`` / ``QwenImageEditPlusPipeline``: ``prompt_embeds`` and
  ``prompt_embeds_mask`` (and the negative pair): the edit pipelines' Qwen2.5-VL encoder also reads the reference
  images, so they are encoded with the page's images resized as ``__call__`` resizes them for the encoder
  (``calculate_dimensions(CONDITION_IMAGE_SIZE, width / height)``, then ``image_processor.resize``; the VAE side of
  the images is still done by the denoise phase, which gets the images too). A mask that keeps every token is
  ``None``, as ``encode_prompt`` returns it, and is left out.

Each is encoded with ``encode_prompt``'s defaults, which are ``__call__``'s (``max_sequence_length`` 512, FLUX.2's
``text_encoder_out_layers``), so a picture drawn from the embeddings is the one drawn from the prompt.
HunyuanDiT (two encoders called in turn, with their masks) is not covered: :func:`encode_for` raises ModelError
naming the ones that are.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch

from model.errors import ModelError
from words import Message

TEXT_ENCODERS = ("text_encoder", "text_encoder_2", "text_encoder_3")
"""Pipeline components that are text encoders (left out of a pipeline that draws from embeddings)."""


FAMILIES = ("StableDiffusionXL", "StableDiffusion", "Flux2", "Flux", "ZImage", "QwenImage")
"""Pipeline class name prefixes :func:`encode_for` covers (longest first: ``StableDiffusionXL`` before
``StableDiffusion``)."""


def encodes_ahead(class_name: str) -> bool:
    """Whether a pipeline of class ``class_name`` (``"QwenImageEditPlusPipeline"``) can draw from prompts encoded
    ahead (:data:`FAMILIES`): what the ``denoiser_replicas`` plan needs."""
    return class_name.startswith(FAMILIES)


def refusal(class_name: str) -> Message:
    """The one line naming a pipeline that cannot draw from prompts encoded ahead, and what to do."""
    return Message("model.embeds.unsupported", pipeline=class_name)


def _family(pipe: Any) -> str:
    name = type(pipe).__name__
    family = next((f for f in FAMILIES if name.startswith(f)), None)
    if family is None:
        raise ModelError(refusal(name))
    return family


def encode_for(pipe: Any, prompt: str, negative: str | None, device: str, images=()) -> dict[str, Any]:
    """``{argument: tensor or list of tensors}`` for ``pipe(**embeds)`` in place of ``prompt``/``negative_prompt``
    (the names of the module docstring), encoded on ``device`` by ``pipe.encode_prompt`` with its defaults.
    ``images``: the page's images as the pipeline gets them (PIL, RGB; the edit models' references), which a
    Qwen-Image-Edit encoder reads with the words. Raises ModelError for a pipeline not covered."""
    family = _family(pipe)
    if family == "QwenImage":
        return _encode_qwen(pipe, prompt, negative, device, list(images))
    with torch.no_grad():
        if family == "StableDiffusion":
            positive, negative_embeds = pipe.encode_prompt(prompt, device, 1, True, negative or None)
            return {"prompt_embeds": positive, "negative_prompt_embeds": negative_embeds}
        if family == "StableDiffusionXL":
            out = pipe.encode_prompt(prompt, device=device, negative_prompt=negative or None)
            names = (
                "prompt_embeds",
                "negative_prompt_embeds",
                "pooled_prompt_embeds",
                "negative_pooled_prompt_embeds",
            )
            return dict(zip(names, out, strict=True))
        if family == "Flux":
            positive, pooled, _ = pipe.encode_prompt(prompt=prompt, prompt_2=None, device=device)
            return {"prompt_embeds": positive, "pooled_prompt_embeds": pooled}
        if family == "Flux2":
            positive, _ = pipe.encode_prompt(prompt, device=device)
            return {"prompt_embeds": positive}
        positive, negative_embeds = pipe.encode_prompt(
            prompt, device=device, negative_prompt=negative or None
        )
        return {"prompt_embeds": list(positive), "negative_prompt_embeds": list(negative_embeds or [])}


def _encode_qwen(pipe: Any, prompt: str, negative: str | None, device: str, images: list) -> dict[str, Any]:
    """Qwen-Image(-Edit)'s embeddings and masks; the edit pipelines' encoder gets ``images`` resized as their
    ``__call__`` resizes them (diffusers' ``pipeline_qwenimage_edit_plus``: ``CONDITION_IMAGE_SIZE`` pixels at the
    image's aspect ratio)."""
    import inspect

    takes_images = "image" in inspect.signature(pipe.encode_prompt).parameters
    condition = None
    if takes_images and images:
        from diffusers.pipelines.qwenimage import pipeline_qwenimage_edit_plus as plus

        condition = []
        for img in images:
            width, height = plus.calculate_dimensions(plus.CONDITION_IMAGE_SIZE, img.size[0] / img.size[1])
            condition.append(pipe.image_processor.resize(img, height, width))
    out: dict[str, Any] = {}
    with torch.no_grad():
        for side, words in (("", prompt), ("negative_", negative)):
            if side and not words:
                continue
            kwargs = {"image": condition} if takes_images else {}
            embeds, mask = pipe.encode_prompt(words, device=device, **kwargs)
            out[f"{side}prompt_embeds"] = embeds
            if mask is not None:
                out[f"{side}prompt_embeds_mask"] = mask
    return out


def save_embeds(path: str | Path, embeds: dict[str, Any], prompt: str, negative: str | None) -> Path:
    """Write ``embeds`` (:func:`encode_for`) to the safetensors file ``path`` (tensors moved to the CPU; a list's
    items as ``name.0``, ``name.1``…), with the prompt and negative prompt they encode in its metadata. Written to
    ``path`` + ``.part`` and renamed: never a half-written file."""
    from safetensors.torch import save_file

    tensors: dict[str, torch.Tensor] = {}
    for name, value in embeds.items():
        items = value if isinstance(value, list) else [value]
        for i, tensor in enumerate(items):
            key = f"{name}.{i}" if isinstance(value, list) else name
            tensors[key] = tensor.detach().to("cpu").contiguous()
    lists = ",".join(name for name, value in embeds.items() if isinstance(value, list))
    path = Path(path)
    part = path.with_name(path.name + ".part")
    save_file(tensors, str(part), metadata={"prompt": prompt, "negative": negative or "", "lists": lists})
    part.replace(path)
    return path


def load_embeds(path: str | Path, device: str, prompt: str, negative: str | None) -> dict[str, Any]:
    """The embeddings in ``path`` (:func:`save_embeds`) on ``device``, as ``pipe(**embeds)`` takes them. Raises
    ModelError when they encode another prompt than ``prompt``/``negative`` (a stale file)."""
    from safetensors import safe_open

    with safe_open(str(path), framework="pt", device="cpu") as f:
        meta = f.metadata() or {}
        tensors = {key: f.get_tensor(key) for key in f.keys()}  # noqa: SIM118 (safe_open is not a dict)
    if meta.get("prompt") != prompt or meta.get("negative", "") != (negative or ""):
        raise ModelError(Message("model.embeds.other_prompt", path=path))
    lists = [n for n in meta.get("lists", "").split(",") if n]
    out: dict[str, Any] = {name: [] for name in lists}
    for key in sorted(
        tensors, key=lambda k: (k.rsplit(".", 1)[0], int(k.rsplit(".", 1)[1]) if "." in k else 0)
    ):
        base = key.rsplit(".", 1)[0] if "." in key else key
        if base in lists:
            out[base].append(tensors[key].to(device))
        else:
            out[key] = tensors[key].to(device)
    return out
