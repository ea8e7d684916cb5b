"""Shared pieces of the training tests: toy photos, a tiny SDXL pipeline, running the trainer in-process.

Not a test module (no ``test_`` prefix); imported by tests/test_training*.py, tests/test_cli_train.py and the
training benchmark.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

TOY_COLOURS = [(200, 40, 40), (40, 170, 60), (40, 60, 200), (220, 190, 40)]


def make_toy_photos(folder: Path, count: int = 4) -> list[Path]:
    """``count`` small PNG "portraits" (80×64 px: a coloured disc on a light background) in ``folder``."""
    from PIL import Image, ImageDraw

    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        image = Image.new("RGB", (80, 64), (250, 248, 240))
        ImageDraw.Draw(image).ellipse(
            (20 + 2 * i, 10, 60 + 2 * i, 54), fill=TOY_COLOURS[i % len(TOY_COLOURS)]
        )
        path = folder / f"photo-{i}.png"
        image.save(path)
        paths.append(path)
    return paths


def save_tiny_sdxl(folder: Path) -> Path:
    """A tiny random SDXL pipeline (two CLIP text encoders, text-time conditioned UNet) saved in ``folder``.

    Uses ``model.tiny``'s SDXL builder when it has one, else the layout of diffusers' own SDXL fast tests
    (tests/pipelines/stable_diffusion_xl, get_dummy_components) at toy widths.
    """
    from model import tiny

    if "sdxl" in tiny.TINY_ARCHITECTURES:
        return tiny.save_tiny_pipeline(folder, "sdxl")

    import torch
    from diffusers import (
        AutoencoderKL,
        EulerDiscreteScheduler,
        StableDiffusionXLPipeline,
        UNet2DConditionModel,
    )
    from transformers import CLIPTextConfig, CLIPTextModel, CLIPTextModelWithProjection

    tokenizer = tiny.make_tiny_tokenizer()
    torch.manual_seed(0)
    unet = UNet2DConditionModel(
        block_out_channels=(16, 32),
        layers_per_block=1,
        sample_size=32,
        in_channels=4,
        out_channels=4,
        down_block_types=("DownBlock2D", "CrossAttnDownBlock2D"),
        up_block_types=("CrossAttnUpBlock2D", "UpBlock2D"),
        attention_head_dim=(2, 4),
        use_linear_projection=True,
        addition_embed_type="text_time",
        addition_time_embed_dim=8,
        transformer_layers_per_block=(1, 1),
        projection_class_embeddings_input_dim=6 * 8 + 32,
        cross_attention_dim=64,
        norm_num_groups=8,
    )
    torch.manual_seed(1)
    vae = AutoencoderKL(
        block_out_channels=(8, 8, 16, 16),
        down_block_types=("DownEncoderBlock2D",) * 4,
        up_block_types=("UpDecoderBlock2D",) * 4,
        latent_channels=4,
        norm_num_groups=8,
        layers_per_block=1,
        sample_size=256,
        scaling_factor=0.13025,
    )
    config = CLIPTextConfig(
        bos_token_id=0,
        eos_token_id=1,
        pad_token_id=1,
        hidden_size=32,
        intermediate_size=37,
        num_attention_heads=4,
        num_hidden_layers=2,
        vocab_size=len(tokenizer),
        max_position_embeddings=77,
        projection_dim=32,
        hidden_act="gelu",
    )
    torch.manual_seed(2)
    text_encoder = CLIPTextModel(config)
    torch.manual_seed(3)
    text_encoder_2 = CLIPTextModelWithProjection(config)
    scheduler = EulerDiscreteScheduler(
        beta_start=0.00085,
        beta_end=0.012,
        beta_schedule="scaled_linear",
        steps_offset=1,
        timestep_spacing="leading",
    )
    pipe = StableDiffusionXLPipeline(
        vae=vae,
        text_encoder=text_encoder,
        text_encoder_2=text_encoder_2,
        tokenizer=tokenizer,
        tokenizer_2=tokenizer,
        unet=unet,
        scheduler=scheduler,
    )
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder


def run_trainer(argv: list[str]) -> tuple[list[dict], dict]:
    """Run ``training.train_lora`` in this process; returns (per-step JSON records, the ``done`` record)."""
    from training.train_lora import main, parse_args

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(parse_args(argv))
    records = [json.loads(line) for line in out.getvalue().splitlines() if line.startswith("{")]
    steps = [r for r in records if "step" in r]
    done = next(r for r in records if r.get("event") == "done")
    return steps, done


def trainer_args(model: Path, photos: Path, output: Path, steps: int, *extra: str) -> list[str]:
    """Command line for a fast CPU run: 32 px, rank 4, no progress bar."""
    return [
        "--pretrained_model",
        str(model),
        "--instance_data_dir",
        str(photos),
        "--output_dir",
        str(output),
        "--resolution",
        "32",
        "--rank",
        "4",
        "--max_train_steps",
        str(steps),
        "--no_progress_bar",
        *extra,
    ]
