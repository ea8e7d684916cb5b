"""The memory model: what each component weighs, how much activation headroom it needs, and what every device
keeps in reserve.

Activation headroom (:meth:`ComponentSize.activation`), an estimate, not a measurement:

- transformer-like parts (DiT denoisers, UNet attention levels, text encoders): ``34 · b · t · h · (s/2)`` bytes
  for ``b`` sequences of ``t`` tokens of width ``h`` at ``s`` bytes per element — the per-layer activation memory of
  a transformer layer in 16-bit precision (Korthikanti et al., "Reducing Activation Recomputation in Large
  Transformer Models", 2022, eq. 1) without its attention-score term, which fused attention (PyTorch SDPA /
  flash attention, diffusers' default) never materialises. At inference only one layer's activations are alive,
  so one layer's worth is the headroom. The denoiser's batch is doubled under classifier-free guidance only where
  the pipeline batches the two predictions (the catalogue's ``cfg = "batched"``: SD, SDXL, HunyuanDiT); FLUX.2
  [dev] is guidance-distilled (one pass) and Qwen-Image-Edit runs its two passes one after the other.
  A UNet's tokens are its first level (latent pixels) at width ``block_out_channels[0]``;
- the VAE decoder: ``16 · b · H · W · c · s`` bytes, ``c`` its full-resolution channel count — about 8 live
  full-resolution tensors in the last up block (input, group norm, SiLU, convolution, upsampler) doubled for the
  allocator's fragmentation; for SDXL's VAE at 1024² px this gives 4.3 GB. Decoding at that size without tiling is
  the memory peak of SDXL pipelines (the reason diffusers offers ``enable_vae_tiling``/``enable_vae_slicing``); the
  factor is an allowance, not a measurement. Under VAE tiling (a plan's ``vae_tiling``, chosen when the decode is
  what breaks a plan) the decoder sees :data:`VAE_TILE` px tiles, so ``H``, ``W`` are at most that.

Each accelerator also keeps :data:`ACCELERATOR_RESERVE` (CUDA context, cuBLAS workspace), the CPU
:data:`CPU_RESERVE` (the application itself). A device holding several components needs the largest of their
activations, not the sum: components run one after another.

Component sizes come from a catalogue entry (:func:`component_sizes_for`) or a local diffusers folder's safetensors
headers (:func:`component_sizes_for_folder`); no weights are read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from model.devices import Device, Inventory
from model.errors import Cancelled, ModelError
from model.placement.plan import DenoiserLayout, DeviceShare
from words import Message

if TYPE_CHECKING:
    from model.catalog import CatalogModel
    from model.placement.cost import Assumptions

ACCELERATOR_RESERVE = 512 * 2**20
"""Bytes kept free on every accelerator for the CUDA context and library workspaces (an allowance, not measured)."""

CPU_RESERVE = 2 * 2**30
"""Bytes of CPU memory kept for the application, Python and the torch libraries (an allowance, not measured)."""

TRANSFORMER_ACTIVATION_FACTOR = 34
"""Korthikanti et al. 2022, eq. 1: bytes per (token × width) of one transformer layer's activations in 16 bit."""

VAE_ACTIVATION_FACTOR = 16
"""Live full-resolution tensors while decoding (8, doubled for fragmentation); see the module docstring."""

VAE_TILE = 512
"""Tile side in px the decoder works on under VAE tiling (the runtime sets diffusers' ``tile_sample_min_size`` to
it; AutoencoderKL's default is its config's ``sample_size``, 1024 for SDXL/FLUX, which would not tile a 1024² page)."""


def per_device_reserve(accelerator: bool) -> int:
    """:data:`ACCELERATOR_RESERVE` for an accelerator, :data:`CPU_RESERVE` for the CPU (bytes)."""
    return ACCELERATOR_RESERVE if accelerator else CPU_RESERVE


@dataclass(frozen=True)
class ComponentSize:
    """One pipeline component as the planner sees it.

    ``bytes``: its weights at the load dtype. ``role``: ``"denoiser"``, ``"text_encoder"``, ``"vae"`` or ``"other"``.
    ``hidden``: width of its dominant activations; ``pixels_per_token``: image pixels per token side (UNet 8, a
    DiT with patch 2 on an 8× VAE 16, the VAE decoder 1; 0 = no image tokens); ``text_tokens``: tokens not from the
    image (a text encoder's length; the text tokens a joint-attention DiT appends); ``guidance``: classifier-free
    guidance doubles the denoiser's batch (batched CFG); ``passes``: denoiser forward passes per step (2 under
    sequential CFG); ``dtype_bytes``: bytes per activation element; ``layers``: a DiT's attention blocks, for the
    cost model's attention term; ``unet``: the denoiser is a UNet (its FLOPs per parameter differ, see
    :mod:`model.placement.cost`).
    """

    name: str
    bytes: int
    role: str = "other"
    hidden: int = 0
    pixels_per_token: int = 0
    text_tokens: int = 0
    guidance: bool = False
    dtype_bytes: int = 2
    passes: int = 1
    layers: int = 0
    unet: bool = False

    @property
    def parameters(self) -> int:
        """Parameter count: :attr:`bytes` over :attr:`dtype_bytes` (the load dtype)."""
        return self.bytes // max(self.dtype_bytes, 1)

    def activation(self, width: int, height: int, batch: int = 1, tiled: bool = False) -> int:
        """Activation headroom in bytes for one ``width``×``height`` px image batch (formula: module docstring);
        ``tiled``: the VAE decodes :data:`VAE_TILE` px tiles."""
        if self.hidden <= 0:
            return 0
        scale = self.dtype_bytes / 2
        if self.role == "vae":
            if tiled:
                width, height = min(width, VAE_TILE), min(height, VAE_TILE)
            return int(VAE_ACTIVATION_FACTOR * batch * width * height * self.hidden * self.dtype_bytes)
        tokens = self.text_tokens
        if self.pixels_per_token:
            tokens += (height // self.pixels_per_token) * (width // self.pixels_per_token)
        b = batch * (2 if (self.guidance and self.role == "denoiser") else 1)
        return int(TRANSFORMER_ACTIVATION_FACTOR * b * tokens * self.hidden * scale)


@dataclass(frozen=True)
class PlanInputs:
    """The inputs of one planning call (built once in :func:`model.placement.planner.plan_placement`, never
    changed: a strategy that needs a variant makes one with :func:`dataclasses.replace`), and the derived numbers
    every strategy needs.

    Fields:
        components: every weight-holding component (:class:`ComponentSize`, weights in bytes at the load dtype).
        inventory: the devices planned for (:class:`model.devices.Inventory`; ``free_bytes`` is each budget, bytes).
        width, height: image size in px.
        batch: images per pipeline call.
        pages: pages in the book (≥ 1).
        layout: the denoiser on the meta device with its no-split classes (None: it cannot be split by blocks).
        steps: denoising steps a page.
        assumptions: the cost model's figures (:class:`model.placement.cost.Assumptions`, None for its defaults).
        vae_tiling: plan the decode in :data:`VAE_TILE` px tiles.
        forced: the user named the strategy: a parallel one is planned even where it is not needed.
        phases: whether ``denoiser_replicas`` may be planned (False: one loader, no model processes).
    """

    components: tuple[ComponentSize, ...]
    inventory: Inventory
    width: int
    height: int
    batch: int
    pages: int
    layout: DenoiserLayout | None
    steps: int = 28
    assumptions: Assumptions | None = None
    vae_tiling: bool = False
    forced: bool = False
    phases: bool = True

    @property
    def denoiser(self) -> ComponentSize | None:
        """The component of role ``"denoiser"`` (None: the model has none)."""
        return next((c for c in self.components if c.role == "denoiser"), None)

    @property
    def total(self) -> int:
        """Every component's weights together (bytes)."""
        return sum(c.bytes for c in self.components)

    @property
    def accelerators(self) -> list[Device]:
        """The inventory's accelerators, in its order."""
        return list(self.inventory.accelerators)

    def act(self, c: ComponentSize) -> int:
        """``c``'s activation headroom (bytes) for this call's image size, batch and tiling."""
        return c.activation(self.width, self.height, self.batch, tiled=self.vae_tiling)

    def share(self, device: Device, parts: Sequence[ComponentSize], holds=None) -> DeviceShare:
        """What ``device`` holds with ``parts`` on it: their weights, the largest of their activations (they run
        one after another) and the device's reserve."""
        weights = sum(p.bytes for p in parts)
        head = max((self.act(p) for p in parts), default=0) + per_device_reserve(device.is_accelerator)
        return DeviceShare(
            device.name, device.free_bytes, weights, head, tuple(holds or [p.name for p in parts])
        )


def _activation_shape(class_path: str, config: dict, role: str, text_tokens: int) -> dict:
    """hidden / pixels_per_token / text_tokens of a component from its config (see :class:`ComponentSize`)."""
    name = class_path.rsplit(".", 1)[-1]
    if role == "vae":
        return {"hidden": int(config.get("block_out_channels", [128])[0]), "pixels_per_token": 1}
    if role == "text_encoder":
        hidden = int(config.get("hidden_size") or config.get("d_model") or 768)
        tokens = int(config.get("max_position_embeddings") or 0) if "CLIP" in name else text_tokens
        return {"hidden": hidden, "text_tokens": min(tokens or text_tokens, 512)}
    if role == "denoiser":
        if "UNet" in name:
            return {"hidden": int(config["block_out_channels"][0]), "pixels_per_token": 8, "unet": True}
        heads = int(config.get("num_attention_heads", 1))
        # Z-Image's config names its width "dim", HunyuanDiT's and JoyAI-Image's "hidden_size"
        width = config.get("dim") or config.get("hidden_size")
        hidden = int(width or 0) or int(config.get("attention_head_dim", 64)) * heads
        patch = config.get("patch_size") or (config.get("all_patch_size") or [1])[0]
        patch = int(patch[-1] if isinstance(patch, list) else patch)  # JoyAI-Image: (t, h, w) = [1, 2, 2]
        # Flux packs 2×2 latent pixels into one token (in_channels 64 = 16 latent channels × 4)
        pixels = 16 if "Flux" in name else 8 * patch
        joint = text_tokens if "Flux" in name else 0
        return {"hidden": hidden, "pixels_per_token": pixels, "text_tokens": joint, "layers": _layers(config)}
    return {}


def _layers(config: dict) -> int:
    """A DiT's attention blocks from its config: FLUX's double + single stream blocks (``num_layers`` +
    ``num_single_layers``), Z-Image's ``n_layers`` + refiners, QwenImage's/HunyuanDiT's ``num_layers``."""
    double = int(config.get("num_layers") or config.get("n_layers") or config.get("depth") or 0)
    extra = int(config.get("num_single_layers") or 0) + 2 * int(config.get("n_refiner_layers") or 0)
    return double + extra


def _role(component: str, denoiser: str) -> str:
    if component == denoiser:
        return "denoiser"
    if component.startswith("vae"):
        return "vae"
    if component.startswith("text_encoder"):
        return "text_encoder"
    return "other"


def component_sizes_for(model: CatalogModel) -> list[ComponentSize]:
    """:class:`ComponentSize` list for a :class:`model.catalog.CatalogModel` (sizes from the catalogue)."""
    from model.catalog import DTYPE_BYTES

    out = []
    for name, class_path in model.components.items():
        role = _role(name, model.denoiser)
        shape = _activation_shape(class_path, model.config(name), role, model.text_tokens)
        if role == "denoiser" and model.max_references:
            # an editing model's transformer also attends to each reference image's latent tokens (the
            # pipelines scale references to at most 1024² px): planned for the most references it takes
            shape["text_tokens"] += model.max_references * (1024 // shape["pixels_per_token"]) ** 2
        cfg = model.cfg
        out.append(
            ComponentSize(
                name,
                model.bytes[name],
                role,
                guidance=cfg == "batched",
                passes=2 if cfg == "sequential" and role == "denoiser" else 1,
                dtype_bytes=DTYPE_BYTES[model.dtype],
                **shape,
            )
        )
    return out


# --------------------------------------------------------------------------------------------------------------
# inputs for the planner from a catalogue id or a local diffusers folder (reads configs and headers, no weights)


def _safetensors_numel(folder) -> int:
    """Parameters in all ``*.safetensors`` files of ``folder``, read from their JSON headers (no tensor data)."""
    import json
    import struct
    from pathlib import Path

    total = 0
    for path in sorted(Path(folder).glob("*.safetensors")):
        with open(path, "rb") as f:
            (length,) = struct.unpack("<Q", f.read(8))
            header = json.loads(f.read(length))
        for key, info in header.items():
            if key == "__metadata__":
                continue
            n = 1
            for dim in info["shape"]:
                n *= dim
            total += n
    return total


def component_sizes_for_folder(folder, dtype_bytes: int = 2) -> tuple[list[ComponentSize], dict]:
    """``(components, {component: (class_path, config)})`` for a diffusers folder (``model_index.json`` + one
    sub-folder per component). Sizes: parameter counts from the safetensors headers × ``dtype_bytes``.

    Raises ModelError when the folder is not a diffusers pipeline or a component has no safetensors weights.
    """
    import json
    from pathlib import Path

    folder = Path(folder)
    index_path = folder / "model_index.json"
    if not index_path.is_file():
        raise ModelError(Message("model.load.not_diffusers_folder", path=folder))
    index = json.loads(index_path.read_text(encoding="utf-8"))
    classes = {}
    for name, value in index.items():
        if (
            name.startswith("_")
            or not isinstance(value, list)
            or value[0] not in ("diffusers", "transformers")
        ):
            continue
        cfg_path = folder / name / "config.json"
        if value[1] is None or not cfg_path.is_file():
            continue
        classes[name] = (f"{value[0]}.{value[1]}", json.loads(cfg_path.read_text(encoding="utf-8")))
    denoiser = next((n for n in ("transformer", "unet", "prior") if n in classes), None)
    if denoiser is None:
        raise ModelError(Message("model.load.no_denoiser", path=folder))
    out = []
    for name, (class_path, config) in classes.items():
        numel = _safetensors_numel(folder / name)
        if numel == 0:
            raise ModelError(Message("model.load.no_safetensors", path=folder / name))
        role = _role(name, denoiser)
        shape = _activation_shape(class_path, config, role, 77)
        # batched CFG but for FLUX (guidance-distilled) and QwenImage (two passes, one after the other)
        sequential = role == "denoiser" and "QwenImage" in class_path
        guidance = role == "denoiser" and "Flux" not in class_path and not sequential
        out.append(
            ComponentSize(
                name,
                numel * dtype_bytes,
                role,
                guidance=guidance,
                passes=2 if sequential else 1,
                dtype_bytes=dtype_bytes,
                **shape,
            )
        )
    return out, classes


def min_memory_bytes(model) -> int:
    """The smallest accelerator (bytes) a catalogue model (:class:`model.catalog.CatalogModel`) runs on at its
    default size with model CPU offload: the largest component plus its activation headroom (see
    :func:`activation_bytes`) plus the per-device reserve. Imports torch (denoisers are built on the meta device)."""
    sizes = component_sizes_for(model)
    return max(c.bytes + c.activation(model.width, model.height, 1) for c in sizes) + per_device_reserve(True)


def memory_needs(cancel=None) -> dict[str, int]:
    """``{model id: bytes}``: :func:`min_memory_bytes` of each catalogue model (entries that cannot be measured
    are left out). Imports torch (the planner builds the denoiser on the meta device).

    ``cancel`` (a :class:`model.api.CancelToken`) is looked at before each entry (each builds a denoiser on the
    meta device: up to seconds): raises :class:`model.errors.Cancelled` once set, so a window closed while the
    figures are worked out does not wait for the whole catalogue."""
    from model.catalog import load_catalog

    needs = {}
    for model_id, model in load_catalog().items():
        if cancel is not None and cancel.cancelled:
            raise Cancelled(Message("model.plan.cancelled_measuring"))
        try:
            needs[model_id] = int(min_memory_bytes(model))
        except Exception:  # an entry that cannot be measured simply shows no figure
            continue
    return needs
