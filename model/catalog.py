"""The built-in model catalogue: the illustration models the product knows, planned for without their weights.

Each entry (``assets/models/catalog.toml``) gives the id, Hub id, pipeline architecture, licence, the languages
the prompt may be in, the default image size, and the size in bytes of every component at the catalogue dtype.
The components' real ``config.json`` files are shipped under ``assets/models/<id>/<component>/`` (their sources
are listed in ``assets/models/README.md``), so :func:`build_empty` can build any component on the meta device
(Accelerate's ``init_empty_weights``; diffusers ``from_config`` / transformers ``Model(config)``) — no download,
no memory — and the planner can shard a denoiser it has never seen the weights of.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from assets import ASSETS_DIR
from model.errors import ModelError
from words import Message

MODELS_DIR = Path(ASSETS_DIR) / "models"
"""Folder holding ``catalog.toml`` and one config folder per catalogue model."""

DTYPE_BYTES = {"float16": 2, "bfloat16": 2, "float32": 4}
"""Bytes per parameter of each catalogue dtype."""


@dataclass(frozen=True)
class CatalogModel:
    """One catalogue entry. Sizes are bytes at :attr:`dtype`; ``width``/``height`` the default image size (px)."""

    id: str
    name: str
    hub_id: str
    architecture: str
    licence: str
    commercial_use: bool
    languages: tuple[str, ...]
    dtype: str
    width: int
    height: int
    guidance: bool
    denoiser: str
    components: dict[str, str]
    bytes: dict[str, int]
    text_tokens: int = 77
    notes: str = ""
    licence_zh: str = ""
    """The licence as shown in the Chinese interface, where its wording adds a note (else the licence name)."""
    steps: int | None = None
    """The model card's recommended denoising steps (None: the pipeline's default)."""
    guidance_scale: float | None = None
    """The model card's recommended guidance scale (None: the pipeline's default)."""
    max_references: int = 0
    """How many reference images (besides the page photo) the model takes; 0 for models that take none."""
    cfg: str = "none"
    """How classifier-free guidance runs (:data:`CFG_MODES`): ``"batched"`` doubles the denoiser's batch (compute
    and activations), ``"sequential"`` runs two passes one after the other (compute only), ``"none"`` one pass."""

    @property
    def takes_references(self) -> bool:
        """True for instruction-following editing models that take the photo and reference photos as images
        (FLUX.2, Qwen-Image-Edit): people need no LoRA training with them."""
        return self.max_references > 0

    @property
    def total_bytes(self) -> int:
        """All weights at :attr:`dtype` (bytes)."""
        return sum(self.bytes.values())

    @property
    def folder(self) -> Path:
        """``assets/models/<id>``: one sub-folder per component with its ``config.json``."""
        return MODELS_DIR / self.id

    def config(self, component: str) -> dict:
        """The shipped ``config.json`` of ``component`` (a dict). Raises ModelError for an unknown component."""
        if component not in self.components:
            raise ModelError(
                Message(
                    "model.catalog.no_component",
                    model=self.id,
                    component=component,
                    known=list(self.components),
                )
            )
        return json.loads((self.folder / component / "config.json").read_text(encoding="utf-8"))


CFG_MODES = ("batched", "sequential", "none")
"""The catalogue's ``cfg`` values (see :attr:`CatalogModel.cfg`; the pipelines' sources: SD/SDXL/HunyuanDiT
concatenate the latents twice, QwenImageEditPlusPipeline runs ``cache_context("cond")`` then ``("uncond")``,
Flux2Pipeline and the step-distilled models run one pass)."""


def _cfg(model_id: str, raw: dict) -> str:
    mode = raw.get("cfg", "batched" if raw["guidance"] else "none")
    if mode not in CFG_MODES:
        raise ModelError(
            Message("model.catalog.bad_cfg", model=model_id, choices=list(CFG_MODES), mode=str(mode))
        )
    return mode


def _entry(model_id: str, raw: dict) -> CatalogModel:
    return CatalogModel(
        id=model_id,
        name=raw["name"],
        hub_id=raw["hub_id"],
        architecture=raw["architecture"],
        licence=raw["licence"],
        licence_zh=raw.get("licence_zh", ""),
        commercial_use=bool(raw["commercial_use"]),
        languages=tuple(raw["languages"]),
        dtype=raw["dtype"],
        width=int(raw["width"]),
        height=int(raw["height"]),
        guidance=bool(raw["guidance"]),
        denoiser=raw["denoiser"],
        components=dict(raw["components"]),
        bytes={k: int(v) for k, v in raw["bytes"].items()},
        text_tokens=int(raw.get("text_tokens", 77)),
        notes=raw.get("notes", ""),
        steps=int(raw["steps"]) if "steps" in raw else None,
        guidance_scale=float(raw["guidance_scale"]) if "guidance_scale" in raw else None,
        max_references=int(raw.get("max_references", 0)),
        cfg=_cfg(model_id, raw),
    )


@cache
def load_catalog() -> dict[str, CatalogModel]:
    """All catalogue entries by id, in file order."""
    raw = tomllib.loads((MODELS_DIR / "catalog.toml").read_text(encoding="utf-8"))
    return {model_id: _entry(model_id, entry) for model_id, entry in raw.items()}


def find_model(name: str | None) -> CatalogModel | None:
    """The catalogue entry named by ``name`` — its catalogue id (``flux2-klein-4b``) or its Hugging Face id
    (``black-forest-labs/FLUX.2-klein-4B``, any letter case, with or without ``@revision``) — or None when
    ``name`` names no catalogue model (a folder, a file, another hub id)."""
    if not name:
        return None
    catalog = load_catalog()
    if name in catalog:
        return catalog[name]
    repo = str(name).partition("@")[0]
    if repo in catalog:
        return catalog[repo]
    return next((m for m in catalog.values() if m.hub_id.lower() == repo.lower()), None)


SKETCH_LICENCE = Message("model.catalog.sketch_licence")
"""What the sketch engine draws with, in a list of models next to their licences (it has no model)."""

UNKNOWN_LICENCE = Message("model.catalog.unknown_licence")
"""The licence of a model the catalogue does not know (a folder, another hub id)."""


def licence_of(name: str) -> Message | str:
    """Model ``name``'s licence as a list of models shows it: the catalogue's licence name (a name, said as it
    is), :data:`SKETCH_LICENCE` for the sketch engine, :data:`UNKNOWN_LICENCE` for a model the catalogue does
    not know."""
    if name == "sketch":
        return SKETCH_LICENCE
    entry = find_model(name)
    return entry.licence if entry else UNKNOWN_LICENCE


def get_model(model_id: str) -> CatalogModel:
    """The entry for ``model_id`` (a catalogue id or Hugging Face id, see :func:`find_model`); raises ModelError
    listing the known ids when it is not in the catalogue."""
    entry = find_model(model_id)
    if entry is None:
        catalog = load_catalog()
        raise ModelError(Message("model.catalog.unknown", model=model_id, known=list(catalog)))
    return entry


REFERENCE_PIPELINES = {
    "Flux2Pipeline": 10,
    "Flux2KleinPipeline": 4,
    "QwenImageEditPlusPipeline": 3,
    "JoyImageEditPlusPipeline": 5,
}
"""Instruction-following editing pipelines that take the page photo and reference photos as a list of images,
with the most reference images each takes (BFL's FLUX.2 docs: [dev] up to 10, 6 recommended; [klein] up to 4;
Qwen-Image-Edit-2509's card: 1-3; diffusers' JoyAI-Image-Edit-Plus docs: 1-5, its card says 1-6). The
catalogue's ``max_references`` takes precedence for its models."""


def reference_count(name: str | None) -> int:
    """How many reference photos the model ``name`` takes, without torch and without loading anything: a
    catalogue model's ``max_references`` (by catalogue or Hugging Face id), or for a local diffusers folder its
    pipeline class's (:data:`REFERENCE_PIPELINES`, read from ``model_index.json``); 0 otherwise (older models,
    single files, unreadable folders)."""
    entry = find_model(name)
    if entry is not None:
        return entry.max_references
    if not name:
        return 0
    try:
        index = json.loads((Path(name).expanduser() / "model_index.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return REFERENCE_PIPELINES.get(str(index.get("_class_name")), 0) if isinstance(index, dict) else 0


CHINESE_READING_PIPELINES = ("HunyuanDiT", "Kolors", "QwenImage", "CogView4", "Flux2", "ZImage", "JoyImage")
"""Pipeline class name prefixes whose text encoder reads Chinese (bilingual encoders: HunyuanDiT's mT5 and
bilingual CLIP, Kolors' ChatGLM, Qwen-Image's Qwen2.5-VL, CogView4's GLM, FLUX.2's Mistral/Qwen3, Z-Image's
Qwen3, JoyAI-Image's Qwen3-VL); the rest (CLIP, T5) read English."""


def languages_of_pipeline(class_name: str) -> tuple[str, ...]:
    """Prompt languages a diffusers pipeline class's text encoder reads: ``("zh", "en")`` for
    :data:`CHINESE_READING_PIPELINES`, else ``("en",)``."""
    return ("zh", "en") if class_name.startswith(CHINESE_READING_PIPELINES) else ("en",)


def prompt_languages(name: str | None) -> tuple[str, ...] | None:
    """The languages model ``name``'s prompt is read in, without torch and without loading anything: a
    catalogue model's ``languages``, or for a local diffusers folder its pipeline class's
    (:func:`languages_of_pipeline`, from ``model_index.json``); None when that cannot be told (a single file,
    an unreadable folder, no model)."""
    entry = find_model(name)
    if entry is not None:
        return tuple(entry.languages)
    if not name:
        return None
    try:
        index = json.loads((Path(name).expanduser() / "model_index.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(index, dict) or not isinstance(index.get("_class_name"), str):
        return None
    return languages_of_pipeline(index["_class_name"])


def recommended_settings(source) -> tuple[int | None, float | None]:
    """The catalogue's recommended ``(steps, guidance scale)`` for a :class:`model.pipelines.sources.ModelSource` that is a
    catalogue model (its Hugging Face id or name, and the same pipeline class), else ``(None, None)``: the
    pipeline's own defaults apply (folders, files, tiny test models)."""
    entry = find_model(getattr(source, "repo_id", None) or source.name)
    if entry is None or entry.architecture != source.pipeline_class:
        return None, None
    return entry.steps, entry.guidance_scale


def hub_id_for(name: str) -> str:
    """The Hugging Face id to load or download ``name`` from: a catalogue id becomes its entry's hub id (keeping
    an ``@revision``); anything else is returned unchanged."""
    entry = find_model(name)
    if entry is None or name.partition("@")[0].lower() == entry.hub_id.lower():
        return name
    _, at, revision = name.partition("@")
    return entry.hub_id + (at + revision if at else "")


def _dtype(name: str):
    import torch

    return getattr(torch, name)


def build_empty_from_config(class_path: str, config: dict):
    """Build ``"diffusers.X"`` / ``"transformers.Y"`` from a config dict on the meta device (no memory), with the
    library's default dtype; pass the load dtype to Accelerate's size functions (``dtype=``) as diffusers does.

    T5 encoders are built with their input embedding tied to ``shared``, as it is in the checkpoints (one
    vocabulary × d_model table; FLUX.1-schnell's text_encoder_2 safetensors hold 4.76 B parameters): transformers
    ≥ 5 ties it only when ``tie_word_embeddings`` is true, which the shipped Hub configs set false.

    Raises ModelError for a class neither library has.
    """
    import diffusers
    import transformers
    from accelerate import init_empty_weights

    library, _, class_name = class_path.partition(".")
    module = {"diffusers": diffusers, "transformers": transformers}.get(library)
    cls = getattr(module, class_name, None) if module else None
    if cls is None:
        raise ModelError(Message("model.catalog.no_class", name=class_path))
    with init_empty_weights():
        if library == "diffusers":
            model = cls.from_config(config)
        else:
            fields = {k: v for k, v in config.items() if k not in ("architectures", "_name_or_path")}
            if class_name == "T5EncoderModel":
                fields["tie_word_embeddings"] = True
            model = cls(transformers.AutoConfig.for_model(**fields))
    if library == "transformers":
        model.tie_weights()  # transformers ≥ 5 ties in from_pretrained, not in __init__
    return model


def torch_dtype(name: str):
    """``"bfloat16"`` → ``torch.bfloat16``."""
    return _dtype(name)


def build_empty(model: CatalogModel, component: str):
    """``component`` of a catalogue model on the meta device (a ``torch.nn.Module``; sizes: use ``model.dtype``)."""
    return build_empty_from_config(model.components[component], model.config(component))
