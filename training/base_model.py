"""The base diffusion model and the LoRA put on it: loading the pipeline (SD 1.x/2.x or SDXL), encoding the
photos and prompts once with its frozen VAE and text encoders, and adding the LoRA to the UNet.

Steps 3 and 4 of a run live here: :func:`load_model` and :func:`add_lora`.
"""

from __future__ import annotations

from pathlib import Path

import torch

from training.errors import TrainingError
from training.fsdp2 import init_lora_weights, load_sharded_unet
from training.photos import generate_class_images, list_photos, prepare_photo
from training.run import Run
from words import Message

LORA_TARGET_MODULES = ["to_q", "to_k", "to_v", "to_out.0"]
"""UNet attention projections the LoRA adapts (the set diffusers' DreamBooth LoRA examples use)."""


def load_base_pipeline(name: str, with_unet: bool = True):
    """Load the base pipeline in float32 on the CPU: a diffusers folder, a single .safetensors file or a hub id.
    ``with_unet=False``: every component but the UNet (``pipe.unet`` is None; FSDP2 reads it sharded).

    Returns:
        ``(pipe, arch)`` with ``arch`` "sd" (StableDiffusionPipeline, 1.x/2.x) or "sdxl".

    Raises:
        TrainingError: missing path, unreadable model, an architecture this trainer does not handle, or a single
            file without its UNet (a single file holds every component in one).
    """
    from diffusers import DiffusionPipeline, StableDiffusionPipeline, StableDiffusionXLPipeline
    from safetensors import SafetensorError

    path = Path(name)
    try:
        if path.is_file():
            from safetensors import safe_open

            if not with_unet:
                raise TrainingError(Message("training.fsdp2_single_file", model=name))

            with safe_open(str(path), framework="pt") as f:
                is_sdxl = any(key.startswith("conditioner.embedders.1.") for key in f.keys())
            cls = StableDiffusionXLPipeline if is_sdxl else StableDiffusionPipeline
            pipe = cls.from_single_file(str(path), dtype=torch.float32)
        else:
            looks_local = path.is_absolute() or name.startswith((".", "~")) or name.count("/") > 1
            if looks_local and not path.exists():
                raise TrainingError(Message("training.no_model_folder", model=name))
            class_name = DiffusionPipeline.load_config(name).get("_class_name")
            extra = {"safety_checker": None, "requires_safety_checker": False}
            kwargs = extra if class_name == "StableDiffusionPipeline" else {}
            kwargs = kwargs if with_unet else {**kwargs, "unet": None}
            pipe = DiffusionPipeline.from_pretrained(name, dtype=torch.float32, **kwargs)
    except TrainingError:
        raise
    except (OSError, ValueError, SafetensorError) as err:  # SafetensorError: a corrupt or hostile header
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise TrainingError(Message("training.base_unloadable", model=name, reason=first)) from err
    if isinstance(pipe, StableDiffusionXLPipeline):
        return pipe, "sdxl"
    if isinstance(pipe, StableDiffusionPipeline):
        return pipe, "sd"
    raise TrainingError(Message("training.unsupported_model", model=name, pipeline=type(pipe).__name__))


@torch.no_grad()
def encode_prompt(pipe, arch: str, prompt: str) -> dict[str, torch.Tensor]:
    """Text-encoder outputs for one prompt (batch 1, float32, CPU); the text encoders are frozen.

    SD: ``{"encoder_hidden_states": (1, 77, D)}`` — the last hidden state of CLIP.
    SDXL: ``encoder_hidden_states`` (1, 77, D1+D2) from both encoders' penultimate layers, and
    ``text_embeds`` (1, P), the pooled projection of the second encoder — as in diffusers'
    ``StableDiffusionXLPipeline.encode_prompt``.
    """
    if arch == "sd":
        ids = pipe.tokenizer(
            prompt,
            padding="max_length",
            max_length=pipe.tokenizer.model_max_length,
            truncation=True,
            return_tensors="pt",
        ).input_ids
        return {"encoder_hidden_states": pipe.text_encoder(ids)[0].float()}
    hidden: list[torch.Tensor] = []
    pooled: torch.Tensor | None = None
    for tokenizer, encoder in ((pipe.tokenizer, pipe.text_encoder), (pipe.tokenizer_2, pipe.text_encoder_2)):
        ids = tokenizer(
            prompt,
            padding="max_length",
            max_length=tokenizer.model_max_length,
            truncation=True,
            return_tensors="pt",
        ).input_ids
        out = encoder(ids, output_hidden_states=True)
        pooled = out[0]
        hidden.append(out.hidden_states[-2])
    assert pooled is not None  # both encoders ran
    return {"encoder_hidden_states": torch.cat(hidden, dim=-1).float(), "text_embeds": pooled.float()}


@torch.no_grad()
def encode_photos(
    vae, photos: list[tuple[torch.Tensor, dict]], resolution: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """VAE latent distributions of prepared photos (see :func:`training.photos.prepare_photo`), computed once
    (frozen VAE).

    Returns:
        ``(params, time_ids)``: params (N, 2·C, resolution/8, resolution/8) float32 — the mean and
        log-variance of each ``latent_dist``, sampled afresh at every step; time_ids (N, 6) float32, SDXL's
        (original size, crop top-left, target size).
    """
    params, time_ids = [], []
    for pixels, info in photos:
        params.append(vae.encode(pixels[None].to(vae.device, vae.dtype)).latent_dist.parameters.float().cpu())
        time_ids.append(
            torch.tensor([*info["original_size"], *info["crop_top_left"], resolution, resolution])
        )
    return torch.cat(params), torch.stack(time_ids).float()


def load_model(run: Run) -> None:
    """Step 3: the base pipeline, frozen; its encoders run once (photos → cached latent distributions,
    prompts → cached embeddings, class images generated first with prior preservation), in float32.

    Fills ``run.arch``, ``run.unet``, ``run.noise_scheduler``, ``run.scaling_factor``, ``run.pipe`` (with
    ``--validation_prompt`` only) and ``run.data``: ``instance_params``/``class_params`` and
    ``instance_time_ids``/``class_time_ids`` as :func:`encode_photos` returns them,
    ``instance_text``/``class_text`` as :func:`encode_prompt` does.

    Raises:
        TrainingError: the base model cannot be loaded (see :func:`load_base_pipeline`) or a class image is
            unreadable.
    """
    from diffusers import DDPMScheduler

    args, device = run.args, run.accelerator.device
    if args.no_progress_bar:
        import diffusers

        diffusers.utils.logging.disable_progress_bar()
    # Under FSDP2 the UNet is read sharded in add_lora; prior preservation draws class images with it whole first.
    with_unet = not _fsdp2(run) or args.with_prior_preservation
    pipe, run.arch = load_base_pipeline(args.pretrained_model, with_unet=with_unet)
    run.unet, vae = (None if _fsdp2(run) else pipe.unet), pipe.vae
    run.noise_scheduler = DDPMScheduler.from_config(pipe.scheduler.config)
    for module in pipe.components.values():
        if isinstance(module, torch.nn.Module):
            module.requires_grad_(False)
    if args.with_prior_preservation:
        generate_class_images(pipe, args, run.accelerator)
        pipe.to("cpu")
    vae.to(device)  # loaded in float32 and encoded once (SDXL's VAE overflows in fp16)
    data = run.data
    data["instance_params"], data["instance_time_ids"] = encode_photos(vae, run.photos, args.resolution)
    data["instance_text"] = encode_prompt(pipe, run.arch, args.instance_prompt)
    if args.with_prior_preservation:
        class_paths = list_photos(args.class_data_dir)[: args.num_class_images]
        class_photos = [prepare_photo(path, args.resolution) for path in class_paths]
        data["class_params"], data["class_time_ids"] = encode_photos(vae, class_photos, args.resolution)
        data["class_text"] = encode_prompt(pipe, run.arch, args.class_prompt)
    vae.to("cpu")
    run.scaling_factor = vae.config.scaling_factor
    pipe.unet = run.unet  # under FSDP2 None: the whole UNet the class images were drawn with is freed here
    run.pipe = pipe if args.validation_prompt else None  # text encoders and VAE are no longer needed


def _fsdp2(run: Run) -> bool:
    """Whether the UNet is sharded by FSDP2 (``--fsdp2`` over 2 or more processes)."""
    return bool(run.args.fsdp2) and run.accelerator.num_processes > 1


def add_lora(run: Run) -> None:
    """Step 4: the LoRA on the UNet attention projections (float32 master weights, :func:`init_lora_weights`)
    and gradient checkpointing. Under ``--fsdp2`` the UNet is built sharded with its LoRA
    (:func:`training.fsdp2.load_sharded_unet`: no process holds it whole, none moves it whole); otherwise it is
    moved to the device whole. Fills ``run.unet`` (FSDP2) and ``run.lora_params`` (the trainable parameters)."""
    from diffusers.training_utils import cast_training_params
    from peft import LoraConfig

    args, dtype = run.args, run.weight_dtype
    config = LoraConfig(
        r=args.rank,
        lora_alpha=args.lora_alpha,
        init_lora_weights="gaussian",
        target_modules=LORA_TARGET_MODULES,
    )
    if _fsdp2(run):
        mixed = run.accelerator.mixed_precision
        run.unet = load_sharded_unet(args.pretrained_model, run.accelerator, config, args.seed, mixed)
    else:
        run.unet.to(run.accelerator.device, **({"dtype": dtype} if dtype != torch.float32 else {}))
        run.unet.add_adapter(config)
        init_lora_weights(run.unet, args.seed)
        if dtype != torch.float32:
            cast_training_params(run.unet, dtype=torch.float32)  # LoRA master weights in float32
    if args.gradient_checkpointing:
        run.unet.enable_gradient_checkpointing()
    run.lora_params = [p for p in run.unet.parameters() if p.requires_grad]
