#!/usr/bin/env python
"""Teach a diffusion model one person: DreamBooth-style LoRA fine-tuning with PEFT, launched by Accelerate.

One readable script in the style of diffusers' ``examples/dreambooth/train_dreambooth_lora*.py``; the
sections run in order: arguments → accelerator → model → data → optimiser → checkpoints → training loop →
output. It trains a LoRA on the UNet attention projections (``to_q``, ``to_k``, ``to_v``, ``to_out.0``) of a
Stable Diffusion 1.x/2.x or SDXL pipeline from a person's photos, captioned "a photo of <trigger> person".

Launch it with Accelerate (one process, DDP over several GPUs or machines; ``--fsdp2`` shards the UNet with
PyTorch FSDP2; see ``training/README.md`` and ``training/configs/``)::

    accelerate launch --config_file training/configs/single_gpu.yaml training/train_lora.py \
        --pretrained_model runwayml/stable-diffusion-v1-5 --instance_images me1.jpg me2.jpg \
        --trigger ohwx --output_dir out/ --max_train_steps 400

Output (written by the main process only):

* ``OUTPUT_DIR/pytorch_lora_weights.safetensors``: diffusers/PEFT format, ``pipe.load_lora_weights(OUTPUT_DIR)``.
* ``OUTPUT_DIR/<output_name>.kohya.safetensors``: kohya-ss keys (``lora_unet_…lora_down.weight`` + ``alpha``),
  loadable by ComfyUI, AUTOMATIC1111 and ``pipe.load_lora_weights`` too.
* ``OUTPUT_DIR/training_info.json``: base model, architecture, trigger word, prompt, rank, alpha, steps.
* ``OUTPUT_DIR/checkpoints/checkpoint-<step>/``: ``accelerator.save_state`` folders (LoRA, optimiser, LR
  scheduler, RNG of every rank), written to a temporary folder and renamed, the last K kept; ``--resume``
  continues from the newest.

Progress: a tqdm bar on stderr (main process) and, on stdout, one JSON line per optimiser step::

    {"step": 12, "total": 400, "loss": 0.1034, "seconds_per_step": 0.81, "eta_seconds": 314.3}

and a last line ``{"event": "done", "lora": …, "kohya": …, "info": …, "replica_hashes": [...]}``. A user
mistake (missing photo, unreadable image, unknown model) ends the run with one line on stderr starting
``train_lora: error:`` and exit status 1.

This script imports nothing from the app, so it runs on a training machine with only the ML stack installed.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import logging
import os
import re
import shutil
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F

logger = logging.getLogger("train_lora")

LORA_TARGET_MODULES = ["to_q", "to_k", "to_v", "to_out.0"]
"""UNet attention projections the LoRA adapts (the set diffusers' DreamBooth LoRA examples use)."""

IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp", ".bmp", ".tif", ".tiff", ".heic", ".heif"}
CHECKPOINT_PREFIX = "checkpoint-"
CHECKPOINT_LORA_FILE = "lora.safetensors"
DIFFUSERS_LORA_FILE = "pytorch_lora_weights.safetensors"
FACE_CONTEXT = 3.0
"""Side of a face-centred crop in face widths: head, hair and shoulders, as DreamBooth portrait sets are framed."""


class TrainingError(Exception):
    """A problem the user can fix (bad photo, missing model, bad option); ``str(err)`` is one line."""


# ----------------------------------------------------------------------------------------------------------
# Arguments
# ----------------------------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command line (``argv`` without the program name; ``None`` reads ``sys.argv``).

    Raises:
        TrainingError: inconsistent options (no photos, prior preservation without a class folder, …).
    """
    p = argparse.ArgumentParser(description="DreamBooth LoRA fine-tuning on a person's photos (Accelerate).")
    g = p.add_argument_group("model")
    g.add_argument("--pretrained_model", required=True, help="diffusers folder, .safetensors file or hub id")
    g.add_argument("--rank", type=int, default=8, help="LoRA rank (inner dimension)")
    g.add_argument(
        "--lora_alpha", type=float, default=None, help="LoRA alpha (scale = alpha/rank); default = rank"
    )
    g.add_argument("--gradient_checkpointing", action="store_true", help="recompute activations: less memory")
    g.add_argument(
        "--fsdp2",
        action="store_true",
        help="shard the UNet over the processes with PyTorch FSDP2 (fully_shard): weights, gradients and "
        "optimiser states split; GPUs (NCCL) or CPU processes (gloo)",
    )
    g.add_argument(
        "--mixed_precision",
        choices=["no", "fp16", "bf16"],
        default=None,
        help="default: the accelerate config's; always 'no' without a GPU",
    )
    g = p.add_argument_group("data")
    g.add_argument("--instance_images", nargs="+", default=[], help="the person's photo files")
    g.add_argument("--instance_data_dir", default=None, help="a folder of the person's photos")
    g.add_argument("--trigger", default="sks", help="the rare word that names the person in prompts")
    g.add_argument(
        "--instance_prompt", default="a photo of {trigger} person", help="caption; {trigger} is filled in"
    )
    g.add_argument(
        "--with_prior_preservation", action="store_true", help="also train on generic class images"
    )
    g.add_argument("--class_data_dir", default=None, help="class images; missing ones are generated here")
    g.add_argument("--class_prompt", default="a photo of a person")
    g.add_argument("--num_class_images", type=int, default=50)
    g.add_argument("--class_generation_steps", type=int, default=30, help="denoising steps per class image")
    g.add_argument("--prior_loss_weight", type=float, default=1.0)
    g.add_argument(
        "--resolution", type=int, default=512, help="square training size in pixels (multiple of 8)"
    )
    g = p.add_argument_group("optimisation")
    g.add_argument("--max_train_steps", type=int, default=400, help="optimiser steps in all")
    g.add_argument(
        "--train_batch_size", type=int, default=1, help="instance images per process per micro-step"
    )
    g.add_argument("--gradient_accumulation_steps", type=int, default=1)
    g.add_argument("--learning_rate", type=float, default=1e-4)
    g.add_argument("--lr_scheduler", default="constant", help="diffusers.optimization scheduler name")
    g.add_argument("--lr_warmup_steps", type=int, default=0)
    g.add_argument(
        "--use_8bit_adam", action="store_true", help="bitsandbytes' 8-bit AdamW (must be installed)"
    )
    g.add_argument("--adam_beta1", type=float, default=0.9)
    g.add_argument("--adam_beta2", type=float, default=0.999)
    g.add_argument("--adam_weight_decay", type=float, default=1e-2)
    g.add_argument("--adam_epsilon", type=float, default=1e-8)
    g.add_argument("--max_grad_norm", type=float, default=1.0)
    g.add_argument("--seed", type=int, default=0)
    g = p.add_argument_group("checkpoints and output")
    g.add_argument("--output_dir", required=True)
    g.add_argument("--output_name", default="lora", help="file stem of the kohya export")
    g.add_argument(
        "--checkpointing_steps", type=int, default=100, help="save the training state every N steps"
    )
    g.add_argument("--checkpoints_total_limit", type=int, default=2, help="keep the last K checkpoints")
    g.add_argument("--resume", action="store_true", help="continue from the newest checkpoint in output_dir")
    g.add_argument("--validation_prompt", default=None, help="draw validation images with this prompt")
    g.add_argument("--validation_steps", type=int, default=0, help="every N steps (0: only at the end)")
    g.add_argument("--num_validation_images", type=int, default=2)
    g.add_argument("--validation_inference_steps", type=int, default=30)
    g.add_argument(
        "--cpu", action="store_true", help="train on the CPU even with a GPU (gloo under torchrun)"
    )
    g.add_argument("--ddp_timeout", type=int, default=7200, help="seconds ranks wait for each other")
    g.add_argument("--no_progress_bar", action="store_true", help="JSON lines only (for a wrapping program)")
    args = p.parse_args(argv)

    if not args.instance_images and not args.instance_data_dir:
        raise TrainingError("no photos given: pass --instance_images FILE... or --instance_data_dir FOLDER")
    if args.with_prior_preservation and not args.class_data_dir:
        raise TrainingError(
            "--with_prior_preservation needs --class_data_dir (generated images are kept there)"
        )
    if args.resolution < 8 or args.resolution % 8:
        raise TrainingError(f"--resolution {args.resolution}: use a positive multiple of 8 pixels")
    for name in ("rank", "max_train_steps", "train_batch_size", "gradient_accumulation_steps"):
        if getattr(args, name) < 1:
            raise TrainingError(f"--{name} {getattr(args, name)}: must be at least 1")
    if args.fsdp2 and args.resume:
        raise TrainingError(
            "--resume is not supported with --fsdp2 yet: start the run again without --resume"
        )
    if args.lora_alpha is None:
        args.lora_alpha = float(args.rank)
    args.instance_prompt = args.instance_prompt.replace("{trigger}", args.trigger)
    return args


# ----------------------------------------------------------------------------------------------------------
# Data: photos, face-centred crops, deterministic sampling
# ----------------------------------------------------------------------------------------------------------


def list_photos(folder: str | Path) -> list[Path]:
    """Image files (by suffix, see IMAGE_SUFFIXES) directly in ``folder``, sorted by name.

    Raises:
        TrainingError: the folder does not exist or is not a folder.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise TrainingError(f"{folder}: no such photo folder; pass a folder of the person's photos")
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in IMAGE_SUFFIXES)


def load_photo(path: str | Path):
    """Open a photo upright (EXIF orientation applied) as an RGB ``PIL.Image``; the file is never modified.

    16-bit greyscale is scaled to 8 bits; transparency is flattened onto white.

    Raises:
        TrainingError: the file is missing or not a readable image (names the file).
    """
    from PIL import Image, ImageOps, UnidentifiedImageError

    try:  # HEIC photos from phones, when pillow-heif is installed
        from pillow_heif import register_heif_opener

        register_heif_opener()
    except ImportError:
        pass
    path = Path(path)
    if not path.is_file():
        raise TrainingError(f"{path}: no such photo")
    try:
        with Image.open(path) as image:
            image = ImageOps.exif_transpose(image)
            image.load()
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, ValueError) as err:
        raise TrainingError(f"{path}: not a readable image ({err}); remove it or export it again") from err
    if image.mode in ("I", "I;16", "I;16B", "I;16L"):  # 16-bit scans: scale to 8 bits, keeping the tones
        image = image.point(lambda v: v / 256).convert("L")
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        image = image.convert("RGBA")
        flat = Image.new("RGBA", image.size, (255, 255, 255, 255))
        return Image.alpha_composite(flat, image).convert("RGB")
    return image.convert("RGB")


@functools.cache
def _face_cascade():
    """OpenCV's frontal-face Haar cascade, or None (with one warning) where OpenCV does not ship it.

    OpenCV 5 moved the Haar cascades out of the main package (``cv2.CascadeClassifier`` and
    ``cv2.data.haarcascades`` are gone); there every photo is centre-cropped.
    """
    import cv2

    if not hasattr(cv2, "CascadeClassifier"):
        logger.warning(
            "OpenCV %s has no Haar cascades: photos are centre-cropped (install opencv<5)", cv2.__version__
        )
        return None
    return cv2.CascadeClassifier(cv2.data.haarcascades + "haarcascade_frontalface_default.xml")


def detect_face(image) -> tuple[int, int, int, int] | None:
    """The largest frontal face in ``image`` as ``(x, y, width, height)`` in pixels, or ``None``.

    Uses OpenCV's shipped Haar cascade ``haarcascade_frontalface_default.xml`` (Viola-Jones) on a copy scaled
    to at most 800 px on its long side (detection parameters: scaleFactor 1.1, minNeighbors 5).
    """
    cascade = _face_cascade()
    if cascade is None:
        return None
    import cv2

    scale = min(1.0, 800 / max(image.size))
    small = image.resize((max(1, round(image.width * scale)), max(1, round(image.height * scale))))
    gray = cv2.cvtColor(np.asarray(small), cv2.COLOR_RGB2GRAY)
    min_side = max(20, min(gray.shape) // 12)
    faces = cascade.detectMultiScale(gray, scaleFactor=1.1, minNeighbors=5, minSize=(min_side, min_side))
    if len(faces) == 0:
        return None
    x, y, w, h = max(faces, key=lambda f: f[2] * f[3])
    return round(x / scale), round(y / scale), round(w / scale), round(h / scale)


def face_crop_box(width: int, height: int, face: tuple[int, int, int, int] | None, resolution: int):
    """Square crop ``(left, top, side)`` in pixels: centred on ``face`` (x, y, w, h) or on the image.

    With a face the side is FACE_CONTEXT face widths (at least ``resolution`` when the photo allows, so small
    photos are not blown up), capped by the photo's short side and shifted to stay inside the photo.
    Without a face it is the largest centred square.
    """
    short = min(width, height)
    if face is None:
        side = short
        cx, cy = width / 2, height / 2
    else:
        x, y, w, h = face
        side = min(short, max(round(FACE_CONTEXT * max(w, h)), min(short, resolution)))
        cx, cy = x + w / 2, y + h / 2
    left = int(min(max(cx - side / 2, 0), width - side))
    top = int(min(max(cy - side / 2, 0), height - side))
    return left, top, side


def prepare_photo(path: str | Path, resolution: int) -> tuple[torch.Tensor, dict]:
    """Load, face-crop and resize one photo for training.

    Returns:
        ``(pixels, crop)``: pixels is a float32 tensor of shape (3, resolution, resolution) in [-1, 1];
        crop is ``{"original_size": (h, w), "crop_top_left": (top, left), "face": bool}`` in the pixels of the
        photo scaled so that the crop is ``resolution`` wide (SDXL's size conditioning).
    """
    from PIL import Image

    image = load_photo(path)
    face = detect_face(image)
    left, top, side = face_crop_box(image.width, image.height, face, resolution)
    crop = image.crop((left, top, left + side, top + side)).resize((resolution, resolution), Image.BICUBIC)
    pixels = torch.from_numpy(np.asarray(crop, dtype=np.float32) / 127.5 - 1.0).permute(2, 0, 1).contiguous()
    k = resolution / side
    info = {
        "original_size": (round(image.height * k), round(image.width * k)),
        "crop_top_left": (round(top * k), round(left * k)),
        "face": face is not None,
    }
    return pixels, info


def sample_indices(n: int, start: int, count: int, seed: int, stream: int) -> list[int]:
    """Positions ``start … start+count-1`` of an endless sequence of shuffled passes over ``n`` items.

    Each pass (epoch) is a permutation drawn from ``numpy.random.default_rng([seed, stream, epoch])``, so the
    index at any position depends only on its arguments: ranks read disjoint positions and a resumed run reads
    exactly the positions the uninterrupted run would have.
    """
    out = []
    for position in range(start, start + count):
        epoch, offset = divmod(position, n)
        out.append(int(np.random.default_rng([seed, stream, epoch]).permutation(n)[offset]))
    return out


def generate_class_images(pipe, args, accelerator) -> None:
    """Fill ``class_data_dir`` up to ``num_class_images`` with images of ``class_prompt`` from the base model.

    Runs on the main process (the others wait in ``wait_for_everyone``, whose timeout is ``--ddp_timeout``);
    each image is written to a temporary name and renamed, so an interrupted run leaves no partial file.
    """
    folder = Path(args.class_data_dir)
    if accelerator.is_main_process:
        folder.mkdir(parents=True, exist_ok=True)
        have = len(list_photos(folder))
        if have < args.num_class_images:
            logger.info("generating %d class images in %s", args.num_class_images - have, folder)
            pipe.to(accelerator.device)
            pipe.set_progress_bar_config(disable=True)
            for i in range(have, args.num_class_images):
                generator = torch.Generator(accelerator.device).manual_seed(args.seed + i)
                image = pipe(
                    args.class_prompt,
                    num_inference_steps=args.class_generation_steps,
                    height=args.resolution,
                    width=args.resolution,
                    generator=generator,
                ).images[0]
                tmp = folder / f".class-{i:05d}.png.tmp"
                image.save(tmp, format="PNG")
                os.replace(tmp, folder / f"class-{i:05d}.png")
    accelerator.wait_for_everyone()


# ----------------------------------------------------------------------------------------------------------
# Model helpers
# ----------------------------------------------------------------------------------------------------------


def load_base_pipeline(name: str):
    """Load the base pipeline in float32 on the CPU: a diffusers folder, a single .safetensors file or a hub id.

    Returns:
        ``(pipe, arch)`` with ``arch`` "sd" (StableDiffusionPipeline, 1.x/2.x) or "sdxl".

    Raises:
        TrainingError: missing path, unreadable model, or an architecture this trainer does not handle.
    """
    from diffusers import DiffusionPipeline, StableDiffusionPipeline, StableDiffusionXLPipeline
    from safetensors import SafetensorError

    path = Path(name)
    try:
        if path.is_file():
            from safetensors import safe_open

            with safe_open(str(path), framework="pt") as f:
                is_sdxl = any(key.startswith("conditioner.embedders.1.") for key in f.keys())
            cls = StableDiffusionXLPipeline if is_sdxl else StableDiffusionPipeline
            pipe = cls.from_single_file(str(path), dtype=torch.float32)
        else:
            looks_local = path.is_absolute() or name.startswith((".", "~")) or name.count("/") > 1
            if looks_local and not path.exists():
                raise TrainingError(f"{name}: no such model folder")
            class_name = DiffusionPipeline.load_config(name).get("_class_name")
            extra = {"safety_checker": None, "requires_safety_checker": False}
            kwargs = extra if class_name == "StableDiffusionPipeline" else {}
            pipe = DiffusionPipeline.from_pretrained(name, dtype=torch.float32, **kwargs)
    except TrainingError:
        raise
    except (OSError, ValueError, SafetensorError) as err:  # SafetensorError: a corrupt or hostile header
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise TrainingError(f"{name}: cannot load the base model ({first})") from err
    if isinstance(pipe, StableDiffusionXLPipeline):
        return pipe, "sdxl"
    if isinstance(pipe, StableDiffusionPipeline):
        return pipe, "sd"
    raise TrainingError(
        f"{name}: a {type(pipe).__name__}; this trainer handles Stable Diffusion 1.x/2.x and SDXL"
    )


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
    hidden, pooled = [], None
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
    return {"encoder_hidden_states": torch.cat(hidden, dim=-1).float(), "text_embeds": pooled.float()}


@torch.no_grad()
def encode_photos(
    vae, photos: list[tuple[torch.Tensor, dict]], resolution: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """VAE latent distributions of prepared photos (see :func:`prepare_photo`), computed once (frozen VAE).

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


def lora_fingerprint(unet) -> str:
    """SHA-256 (hex) of the LoRA weights' bytes, parameters in name order: equal on every DDP replica (under
    FSDP2, of this process's shards)."""
    digest = hashlib.sha256()
    for name, param in sorted(unet.named_parameters()):
        if "lora_" in name:
            local = param.to_local() if hasattr(param, "to_local") else param  # an FSDP2 DTensor: the shard
            digest.update(name.encode())
            digest.update(local.detach().float().cpu().numpy().tobytes())
    return digest.hexdigest()


def check_output_shared(accelerator, output_dir: Path) -> None:
    """Make sure every process writes into one output folder (a collective: call it on every rank).

    Checkpoints are written by several ranks into one folder (each its RNG state, the main one the rest), so
    on several machines ``output_dir`` must be a filesystem they share; otherwise a run would end with
    checkpoints split over machines — none complete. The main process writes a token file there; every
    process looks for it. Raises TrainingError on every rank, naming the machines that do not see it.
    """
    import secrets
    import socket

    from accelerate.utils import broadcast_object_list, gather_object

    token = [f".shared-{secrets.token_hex(8)}" if accelerator.is_main_process else None]
    if accelerator.is_main_process:
        output_dir.mkdir(parents=True, exist_ok=True)
        (output_dir / token[0]).write_text("is this folder shared by every training machine?\n")
    if accelerator.num_processes > 1:
        broadcast_object_list(token)
    seen = [(socket.gethostname(), (output_dir / token[0]).is_file())]
    seen = gather_object(seen) if accelerator.num_processes > 1 else seen
    accelerator.wait_for_everyone()
    if accelerator.is_main_process:
        (output_dir / token[0]).unlink(missing_ok=True)
    problem = output_problem(seen, output_dir)
    if problem:
        raise TrainingError(problem)


def output_problem(seen: list[tuple[str, bool]], output_dir: Path) -> str | None:
    """The one line for processes (``(host, sees the main process's token)`` each) that do not share
    ``output_dir``, else None."""
    blind = sorted({host for host, sees in seen if not sees})
    if not blind:
        return None
    return (
        f"{output_dir}: the output folder is not shared with {', '.join(blind)} (they do not see the files "
        "machine 0 writes there); checkpoints would be split across machines. Put --output_dir on a "
        "filesystem every machine mounts at the same path (NFS, SMB…)"
    )


FSDP2_BLOCKS = ("BasicTransformerBlock", "ResnetBlock2D")
"""UNet blocks that become their own FSDP2 unit (their weights gathered just before they run, freed after)."""


def shard_fsdp2(unet, accelerator):
    """Shard ``unet`` over the launched processes with PyTorch FSDP2: ``fully_shard`` on each block named in
    :data:`FSDP2_BLOCKS`, then on the whole UNet, over a 1-D device mesh of the accelerator's device type
    (``cuda`` with NCCL, ``cpu`` with gloo). Parameters become DTensors sharded on dim 0; the frozen base and
    the LoRA share blocks (FSDP2 shards per parameter, so mixed ``requires_grad`` is allowed); gradients are
    reduce-scattered and averaged over the processes, as DDP averages them. One process: unchanged.
    Call after the LoRA is added and before the optimiser is made. Returns ``unet``."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    if accelerator.num_processes < 2:
        return unet
    mesh = init_device_mesh(accelerator.device.type, (accelerator.num_processes,))
    for module in list(unet.modules()):
        if type(module).__name__ in FSDP2_BLOCKS:
            fully_shard(module, mesh=mesh)
    fully_shard(unet, mesh=mesh)
    return unet


def full_state_dict(unet, accelerator, fsdp2: bool) -> dict:
    """The UNet's whole state dict on the main process (a collective: call it on every rank). Under FSDP2 the
    shards are gathered to CPU tensors (``get_model_state_dict(full_state_dict=True, cpu_offload=True)``; the
    other ranks get ``{}``); otherwise Accelerate's ``get_state_dict`` (FSDP1 / ZeRO-3 gather there)."""
    if not fsdp2 or accelerator.num_processes < 2:
        return accelerator.get_state_dict(unet)
    from torch.distributed.checkpoint.state_dict import StateDictOptions, get_model_state_dict

    return get_model_state_dict(unet, options=StateDictOptions(full_state_dict=True, cpu_offload=True))


def _fsync_tree(folder: Path) -> None:
    for path in folder.rglob("*"):
        if path.is_file():
            with open(path, "rb") as f:
                os.fsync(f.fileno())


def _atomic_write_json(path: Path, data: dict) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def list_checkpoints(output_dir: str | Path) -> list[tuple[int, Path]]:
    """``(step, folder)`` of the complete checkpoints under ``output_dir/checkpoints``, oldest first."""
    root = Path(output_dir) / "checkpoints"
    found = []
    if root.is_dir():
        for folder in root.iterdir():
            match = re.fullmatch(rf"{CHECKPOINT_PREFIX}(\d+)", folder.name)
            if match and folder.is_dir():
                found.append((int(match.group(1)), folder))
    return sorted(found)


# ----------------------------------------------------------------------------------------------------------
# Main
# ----------------------------------------------------------------------------------------------------------


@dataclass
class Run:
    """What the steps of :func:`main` hand on to each other, filled in the order they run."""

    args: argparse.Namespace
    accelerator: Any = None
    is_main: bool = True
    sharded: bool = False  # FSDP2 / FSDP / ZeRO: each rank holds a different part of the UNet
    weight_dtype: torch.dtype = torch.float32
    optimizer_class: Any = None
    photos: list = field(default_factory=list)  # [(pixels, info)] of the person's photos
    pipe: Any = None  # kept only for validation images
    arch: str = "sd"
    unet: Any = None
    noise_scheduler: Any = None
    scaling_factor: float = 1.0
    data: dict = field(default_factory=dict)  # encoded photos and prompts (instance_*, class_*)
    lora_params: list = field(default_factory=list)
    optimizer: Any = None
    lr_scheduler: Any = None
    global_step: int = 0

    @property
    def output_dir(self) -> Path:
        return Path(self.args.output_dir)

    def unwrap(self, model):
        return self.accelerator.unwrap_model(model)


def main(args: argparse.Namespace) -> dict:
    """Train the LoRA described by ``args`` (from :func:`parse_args`); returns the ``done`` record.

    Every process of an ``accelerate launch`` runs this; collective calls (save_state, state dicts, gather)
    are made on all ranks, files are written by the main process only. The steps, in the order they run:
    :func:`start_accelerator`, :func:`read_photos`, :func:`load_model`, :func:`add_lora`,
    :func:`make_optimiser`, :func:`add_checkpoint_hooks`, :func:`resume`, :func:`train` (which calls
    :func:`save_checkpoint`, :func:`check_replicas` and :func:`validate`), :func:`write_output`.

    Raises:
        TrainingError: bad photos, model or options (one line).
    """
    run = start_accelerator(args)
    read_photos(run)
    load_model(run)
    add_lora(run)
    make_optimiser(run)
    add_checkpoint_hooks(run)
    resume(run)
    train(run)
    return write_output(run)


def start_accelerator(args: argparse.Namespace) -> Run:
    """Step 1: the Accelerator (float32 without a GPU; the process group's timeout), logging per rank, the
    output folder checked to be shared, the weights' dtype, the optimiser class (bitsandbytes checked first:
    a missing package should not cost a model load), and the seed for the same LoRA initialisation on every
    rank."""
    from accelerate import Accelerator
    from accelerate.utils import DistributedType, InitProcessGroupKwargs, ProjectConfiguration, set_seed

    run = Run(args)
    mixed_precision = args.mixed_precision
    on_gpu = torch.cuda.is_available() and not args.cpu
    if not on_gpu and mixed_precision not in (None, "no"):
        logger.warning("no GPU: --mixed_precision %s ignored, training in float32", mixed_precision)
    if not on_gpu:
        mixed_precision = "no"
    accelerator = run.accelerator = Accelerator(
        cpu=args.cpu,
        gradient_accumulation_steps=args.gradient_accumulation_steps,
        mixed_precision=mixed_precision,
        project_config=ProjectConfiguration(project_dir=str(run.output_dir)),
        kwargs_handlers=[InitProcessGroupKwargs(timeout=timedelta(seconds=args.ddp_timeout))],
    )
    run.is_main = accelerator.is_main_process
    check_output_shared(accelerator, run.output_dir)
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    logger.setLevel(logging.INFO if run.is_main else logging.WARNING)
    if not run.is_main:
        import diffusers
        import transformers

        diffusers.utils.logging.set_verbosity_error()
        transformers.utils.logging.set_verbosity_error()
    engines = (DistributedType.FSDP, DistributedType.DEEPSPEED)
    run.sharded = args.fsdp2 or accelerator.distributed_type in engines
    if not run.sharded:  # sharding engines keep one dtype per parameter and apply their own mixed precision
        run.weight_dtype = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(
            accelerator.mixed_precision, torch.float32
        )
    set_seed(args.seed)  # the same LoRA initialisation on every rank
    run.optimizer_class = torch.optim.AdamW
    if args.use_8bit_adam:
        try:
            import bitsandbytes as bnb
        except ImportError as err:
            raise TrainingError(
                "--use_8bit_adam needs bitsandbytes: pip install bitsandbytes (or drop the flag)"
            ) from err
        run.optimizer_class = bnb.optim.AdamW8bit
    return run


def read_photos(run: Run) -> None:
    """Step 2: the person's photos as face-centred crops (checked before the model loads)."""
    args = run.args
    paths = [Path(p) for p in args.instance_images]
    if args.instance_data_dir:
        paths += list_photos(args.instance_data_dir)
        if not paths:
            raise TrainingError(f"{args.instance_data_dir}: no photos in this folder (jpg, png, webp, heic…)")
    run.photos = [prepare_photo(path, args.resolution) for path in paths]
    faces = sum(info["face"] for _, info in run.photos)
    logger.info("%d photos, %d with a face found (the others are centre-cropped)", len(paths), faces)


def load_model(run: Run) -> None:
    """Step 3: the base pipeline, frozen; its encoders run once (photos → cached latent distributions,
    prompts → cached embeddings, class images generated first with prior preservation), in float32."""
    from diffusers import DDPMScheduler

    args, device = run.args, run.accelerator.device
    if args.no_progress_bar:
        import diffusers

        diffusers.utils.logging.disable_progress_bar()
    pipe, run.arch = load_base_pipeline(args.pretrained_model)
    run.unet, vae = pipe.unet, pipe.vae
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
    run.pipe = pipe if args.validation_prompt else None  # text encoders and VAE are no longer needed


def add_lora(run: Run) -> None:
    """Step 4: the LoRA on the UNet attention projections (float32 master weights), gradient checkpointing,
    and FSDP2 sharding (``--fsdp2``, :func:`shard_fsdp2`) before the optimiser sees the parameters."""
    from diffusers.training_utils import cast_training_params
    from peft import LoraConfig

    args, unet, dtype = run.args, run.unet, run.weight_dtype
    unet.to(run.accelerator.device, **({"dtype": dtype} if dtype != torch.float32 else {}))
    config = LoraConfig(
        r=args.rank,
        lora_alpha=args.lora_alpha,
        init_lora_weights="gaussian",
        target_modules=LORA_TARGET_MODULES,
    )
    unet.add_adapter(config)
    if dtype != torch.float32:
        cast_training_params(unet, dtype=torch.float32)  # LoRA master weights in float32
    if args.gradient_checkpointing:
        unet.enable_gradient_checkpointing()
    if args.fsdp2:
        shard_fsdp2(unet, run.accelerator)
    run.lora_params = [p for p in unet.parameters() if p.requires_grad]


def make_optimiser(run: Run) -> None:
    """Step 5: the optimiser and the learning-rate schedule, prepared by Accelerate (with the UNet, which it
    wraps in DDP, unless FSDP2 sharded it already)."""
    from diffusers.optimization import get_scheduler

    args, accelerator = run.args, run.accelerator
    optimizer = run.optimizer_class(
        run.lora_params,
        lr=args.learning_rate,
        betas=(args.adam_beta1, args.adam_beta2),
        weight_decay=args.adam_weight_decay,
        eps=args.adam_epsilon,
    )
    # Accelerate steps a prepared scheduler once per process per optimiser step, hence the factor.
    lr_scheduler = get_scheduler(
        args.lr_scheduler,
        optimizer=optimizer,
        num_warmup_steps=args.lr_warmup_steps * accelerator.num_processes,
        num_training_steps=args.max_train_steps * accelerator.num_processes,
    )
    if args.fsdp2:
        run.optimizer, run.lr_scheduler = accelerator.prepare(optimizer, lr_scheduler)
    else:
        run.unet, run.optimizer, run.lr_scheduler = accelerator.prepare(run.unet, optimizer, lr_scheduler)


def add_checkpoint_hooks(run: Run) -> None:
    """Step 6: checkpoints hold the LoRA only (save/load hooks of ``accelerator.save_state``), not the base."""
    from peft.utils import get_peft_model_state_dict, set_peft_model_state_dict
    from safetensors.torch import load_file, save_file

    def save_model_hook(models, weights, folder):
        for model in models:
            if run.is_main:
                state = get_peft_model_state_dict(run.unwrap(model))
                save_file(state, os.path.join(folder, CHECKPOINT_LORA_FILE))
            if weights:
                weights.pop()  # the frozen base is not saved in checkpoints

    def load_model_hook(models, folder):
        while models:
            model = run.unwrap(models.pop())
            result = set_peft_model_state_dict(model, load_file(os.path.join(folder, CHECKPOINT_LORA_FILE)))
            if getattr(result, "unexpected_keys", None):
                raise TrainingError(
                    f"{folder}: checkpoint does not match this LoRA (rank or base model changed)"
                )

    run.accelerator.register_save_state_pre_hook(save_model_hook)
    run.accelerator.register_load_state_pre_hook(load_model_hook)


def save_checkpoint(run: Run, step: int) -> None:
    """Save the training state into ``checkpoints/.tmp-checkpoint-N`` (every rank its RNG state; under FSDP2
    the whole LoRA gathered from the shards), fsync, rename to ``checkpoint-N``, keep the last K."""
    from peft.utils import get_peft_model_state_dict
    from safetensors.torch import save_file

    accelerator, is_main = run.accelerator, run.is_main
    root = run.output_dir / "checkpoints"
    tmp, final = root / f".tmp-{CHECKPOINT_PREFIX}{step}", root / f"{CHECKPOINT_PREFIX}{step}"
    if is_main:
        shutil.rmtree(tmp, ignore_errors=True)
    accelerator.wait_for_everyone()
    if run.args.fsdp2:  # the whole LoRA (gathered from the shards), not resumable state
        whole = full_state_dict(run.unet, accelerator, True)
        if is_main:
            lora = get_peft_model_state_dict(run.unet, state_dict=whole)
            tmp.mkdir(parents=True, exist_ok=True)
            save_file({k: v.contiguous() for k, v in lora.items()}, str(tmp / CHECKPOINT_LORA_FILE))
    else:
        accelerator.save_state(str(tmp))  # every rank writes its RNG state; the main process the rest
    accelerator.wait_for_everyone()
    if is_main:
        _fsync_tree(tmp)
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
        for _, old in list_checkpoints(run.output_dir)[: -run.args.checkpoints_total_limit]:
            shutil.rmtree(old)
    accelerator.wait_for_everyone()


def resume(run: Run) -> None:
    """Step 7: different noise and timesteps on every rank from here; with ``--resume``, LoRA, optimiser, LR
    scheduler, this rank's RNG and the step from the newest checkpoint."""
    from accelerate.utils import set_seed

    set_seed(run.args.seed, device_specific=True)
    if not run.args.resume:
        return
    checkpoints = list_checkpoints(run.output_dir)
    if checkpoints:
        run.global_step, folder = checkpoints[-1]
        run.accelerator.load_state(str(folder))
        logger.info("resumed from %s", folder)
    else:
        logger.info("no checkpoint in %s: starting from step 0", run.output_dir / "checkpoints")


def check_replicas(run: Run) -> list[str]:
    """Fingerprint the LoRA on every rank; under DDP they must agree (else ranks trained apart)."""
    from accelerate.utils import gather_object

    hashes = gather_object([lora_fingerprint(run.unwrap(run.unet))])
    if not run.sharded and len(set(hashes)) > 1:
        raise RuntimeError(f"DDP replicas diverged: LoRA fingerprints differ across ranks {hashes}")
    return hashes


def validate(run: Run, step: int) -> None:
    """Draw ``--num_validation_images`` with the LoRA into ``validation/`` (main process, unsharded runs)."""
    args, accelerator, pipe = run.args, run.accelerator, run.pipe
    if not args.validation_prompt or run.sharded or not run.is_main:
        return
    folder = run.output_dir / "validation"
    folder.mkdir(parents=True, exist_ok=True)
    pipe.unet = run.unwrap(run.unet)
    encoders = [pipe.text_encoder, getattr(pipe, "text_encoder_2", None), pipe.vae]
    for module in encoders:
        if module is not None:
            module.to(accelerator.device)
    pipe.set_progress_bar_config(disable=True)
    for i in range(args.num_validation_images):
        generator = torch.Generator(accelerator.device).manual_seed(args.seed + i)
        with accelerator.autocast():
            size = {"height": args.resolution, "width": args.resolution}
            image = pipe(
                args.validation_prompt,
                num_inference_steps=args.validation_inference_steps,
                generator=generator,
                **size,
            ).images[0]
        tmp = folder / f".step-{step:06d}-{i}.png.tmp"
        image.save(tmp, format="PNG")
        os.replace(tmp, folder / f"step-{step:06d}-{i}.png")
    for module in encoders:
        if module is not None:
            module.to("cpu")


def batch_text(run: Run) -> dict:
    """The cached prompt embeddings as a batch on the device (person, then class with prior preservation)."""
    device, dtype, batch = run.accelerator.device, run.weight_dtype, run.args.train_batch_size
    text = {k: v.to(device, dtype) for k, v in run.data["instance_text"].items()}
    if not run.args.with_prior_preservation:
        return {k: v.expand(batch, *v.shape[1:]) for k, v in text.items()}
    cls = run.data["class_text"]
    return {
        k: torch.cat([v.expand(batch, *v.shape[1:]), cls[k].to(device, dtype).expand(batch, *v.shape[1:])])
        for k, v in text.items()
    }


def micro_batch(run: Run, step: int, micro: int):
    """``(latent distribution parameters, SDXL time ids)`` of this rank's photos for a micro-step: a seeded
    shuffle that depends only on the step, so ranks read different photos and a resumed run reads what the
    straight run would."""
    args, data, device = run.args, run.data, run.accelerator.device
    rank, world, batch = run.accelerator.process_index, run.accelerator.num_processes, args.train_batch_size
    start = ((step * args.gradient_accumulation_steps + micro) * world + rank) * batch
    idx = sample_indices(len(data["instance_params"]), start, batch, args.seed, stream=0)
    params, time_ids = data["instance_params"][idx], data["instance_time_ids"][idx]
    if args.with_prior_preservation:
        cidx = sample_indices(len(data["class_params"]), start, batch, args.seed, stream=1)
        params = torch.cat([params, data["class_params"][cidx]])
        time_ids = torch.cat([time_ids, data["class_time_ids"][cidx]])
    return params.to(device), time_ids.to(device, run.weight_dtype)


def loss_of(run: Run, params, time_ids, text) -> torch.Tensor:
    """One micro-batch's loss: noise at a uniform timestep, MSE against ε or v per the scheduler's
    ``prediction_type``, plus the prior-preservation term."""
    from diffusers.models.autoencoders.vae import DiagonalGaussianDistribution

    args, scheduler, device = run.args, run.noise_scheduler, run.accelerator.device
    latents = DiagonalGaussianDistribution(params).sample() * run.scaling_factor
    noise = torch.randn_like(latents)
    timesteps = torch.randint(0, scheduler.config.num_train_timesteps, (latents.shape[0],), device=device)
    noisy = scheduler.add_noise(latents, noise, timesteps).to(run.weight_dtype)
    prediction_type = scheduler.config.prediction_type
    if prediction_type == "epsilon":
        target = noise
    elif prediction_type == "v_prediction":
        target = scheduler.get_velocity(latents, noise, timesteps)
    else:
        raise TrainingError(f"scheduler prediction_type {prediction_type!r} is not supported")
    added = {"text_embeds": text["text_embeds"], "time_ids": time_ids} if run.arch == "sdxl" else None
    pred = run.unet(noisy, timesteps, text["encoder_hidden_states"], added_cond_kwargs=added).sample.float()
    if not args.with_prior_preservation:
        return F.mse_loss(pred, target)
    pred, pred_prior = pred.chunk(2)  # first half: the person; second half: the class
    target, target_prior = target.chunk(2)
    return F.mse_loss(pred, target) + args.prior_loss_weight * F.mse_loss(pred_prior, target_prior)


def train(run: Run) -> None:
    """Step 8: the loop — gradient accumulation, clipping, the LR schedule; one JSON line per step (main
    process); checkpoints every ``--checkpointing_steps`` and at the end; validation images."""
    from tqdm.auto import tqdm

    args, accelerator, unet = run.args, run.accelerator, run.unet
    text = batch_text(run)
    progress = tqdm(
        total=args.max_train_steps,
        initial=run.global_step,
        desc="training",
        disable=not run.is_main or args.no_progress_bar,
        file=sys.stderr,
    )
    durations: deque[float] = deque(maxlen=10)
    unet.train()
    while run.global_step < args.max_train_steps:
        started = time.perf_counter()
        step_loss = torch.zeros((), device=accelerator.device)
        for micro in range(args.gradient_accumulation_steps):
            with accelerator.accumulate(unet):
                loss = loss_of(run, *micro_batch(run, run.global_step, micro), text)
                accelerator.backward(loss)
                if accelerator.sync_gradients and args.max_grad_norm > 0:
                    accelerator.clip_grad_norm_(run.lora_params, args.max_grad_norm)
                run.optimizer.step()
                run.lr_scheduler.step()
                run.optimizer.zero_grad(set_to_none=True)
                step_loss += loss.detach() / args.gradient_accumulation_steps
        run.global_step += 1
        mean_loss = accelerator.gather(step_loss[None]).mean().item()
        durations.append(time.perf_counter() - started)
        if run.is_main:
            _report_step(run, mean_loss, sum(durations) / len(durations))
            progress.update(1)
            progress.set_postfix(loss=f"{mean_loss:.4f}")
        if run.global_step % args.checkpointing_steps == 0 or run.global_step == args.max_train_steps:
            save_checkpoint(run, run.global_step)
            check_replicas(run)
        if args.validation_steps and run.global_step % args.validation_steps == 0:
            validate(run, run.global_step)
            accelerator.wait_for_everyone()
    progress.close()


def _report_step(run: Run, loss: float, seconds: float) -> None:
    total = run.args.max_train_steps
    record = {
        "step": run.global_step,
        "total": total,
        "loss": round(loss, 6),
        "seconds_per_step": round(seconds, 4),
        "eta_seconds": round(seconds * (total - run.global_step), 1),
    }
    print(json.dumps(record), flush=True)


def write_output(run: Run) -> dict:
    """Step 9: the diffusers/PEFT LoRA, the kohya export and ``training_info.json`` (main process, each
    written to a staging folder, fsynced and renamed); the other ranks wait (up to ``--ddp_timeout``)."""
    from peft.utils import get_peft_model_state_dict

    args, accelerator = run.args, run.accelerator
    hashes = check_replicas(run)
    full_state = full_state_dict(run.unet, accelerator, args.fsdp2)  # collective under FSDP2 / ZeRO-3
    record = {"event": "done", "steps": run.global_step, "replica_hashes": hashes}
    if run.is_main:
        peft_state = get_peft_model_state_dict(run.unwrap(run.unet), state_dict=full_state)
        peft_state = {k: v.detach().float().cpu().contiguous() for k, v in peft_state.items()}
        kohya_name = _save_loras(run, peft_state)
        info = {
            "base_model": str(args.pretrained_model),
            "architecture": run.arch,
            "trigger": args.trigger,
            "instance_prompt": args.instance_prompt,
            "rank": args.rank,
            "lora_alpha": args.lora_alpha,
            "resolution": args.resolution,
            "steps": run.global_step,
            "photos": len(run.photos),
            "lora": DIFFUSERS_LORA_FILE,
            "kohya": kohya_name,
        }
        _atomic_write_json(run.output_dir / "training_info.json", info)
        validate(run, run.global_step)
        record |= {
            "lora": str(run.output_dir / DIFFUSERS_LORA_FILE),
            "kohya": str(run.output_dir / kohya_name),
            "info": str(run.output_dir / "training_info.json"),
        }
        print(json.dumps(record), flush=True)
    accelerator.wait_for_everyone()  # the other ranks wait (up to --ddp_timeout) while the main one writes
    accelerator.end_training()
    return record


def _save_loras(run: Run, peft_state: dict) -> str:
    """Write ``pytorch_lora_weights.safetensors`` and the kohya-ss export atomically; returns the latter's name.
    diffusers writes alpha = rank; the kohya file keeps the real alpha (scale = alpha / rank)."""
    from diffusers import StableDiffusionPipeline, StableDiffusionXLPipeline
    from diffusers.utils import convert_state_dict_to_diffusers, convert_state_dict_to_kohya
    from safetensors.torch import save_file

    args, output_dir = run.args, run.output_dir
    output_dir.mkdir(parents=True, exist_ok=True)
    pipeline_class = StableDiffusionXLPipeline if run.arch == "sdxl" else StableDiffusionPipeline
    staging = output_dir / ".tmp-output"
    shutil.rmtree(staging, ignore_errors=True)
    pipeline_class.save_lora_weights(
        staging,
        unet_lora_layers=convert_state_dict_to_diffusers(peft_state),
        unet_lora_adapter_metadata=run.unwrap(run.unet).peft_config["default"].to_dict(),
        safe_serialization=True,
    )
    kohya = convert_state_dict_to_kohya({f"unet.{k}": v for k, v in peft_state.items()})
    kohya = {k: torch.tensor(float(args.lora_alpha)) if k.endswith(".alpha") else v for k, v in kohya.items()}
    kohya_name = f"{args.output_name}.kohya.safetensors"
    metadata = {
        "ss_network_module": "networks.lora",
        "ss_network_dim": str(args.rank),
        "ss_network_alpha": str(args.lora_alpha),
        "ss_base_model_version": "sdxl_base_v1-0" if run.arch == "sdxl" else "sd_v1",
        "ss_sd_model_name": str(args.pretrained_model),
        "ss_max_train_steps": str(args.max_train_steps),
        "ss_resolution": f"({args.resolution}, {args.resolution})",
    }
    save_file(kohya, str(staging / kohya_name), metadata=metadata)
    _fsync_tree(staging)
    os.replace(staging / DIFFUSERS_LORA_FILE, output_dir / DIFFUSERS_LORA_FILE)
    os.replace(staging / kohya_name, output_dir / kohya_name)
    shutil.rmtree(staging, ignore_errors=True)
    return kohya_name


def cli(argv: list[str] | None = None) -> int:
    """Command-line entry point: one-line error and status 1 for a user mistake."""
    try:
        main(parse_args(argv))
    except TrainingError as err:
        print(f"train_lora: error: {err}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(cli())
