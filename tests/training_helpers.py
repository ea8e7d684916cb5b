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

    return tiny.save_tiny_pipeline(folder, "sdxl")


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
