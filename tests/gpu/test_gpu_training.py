"""LoRA training on a real GPU (skipped without CUDA; a few minutes on one GPU).

Tiny SD and SDXL pipelines, so nothing is downloaded: fp16 and bf16 mixed precision with gradient
checkpointing, resume equivalence on the GPU, the LoRA loading into a GPU pipeline, and — with two or more
GPUs — DDP over NCCL ending with identical weights on every rank.
Run: ``python -m pytest tests/gpu/test_gpu_training.py -m gpu -v``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
from safetensors.torch import load_file

from tests.training_helpers import make_toy_photos, run_trainer, save_tiny_sdxl, trainer_args

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tiny_sd(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd", "sd")


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    folder = tmp_path_factory.mktemp("toy") / "photos"
    make_toy_photos(folder)
    return folder


@pytest.mark.parametrize("precision", ["fp16", "bf16"])
def test_mixed_precision_with_checkpointing(tiny_sd, toy, tmp_path, precision):
    if precision == "bf16" and not torch.cuda.is_bf16_supported():
        pytest.skip("this GPU has no bf16")
    extra = ["--mixed_precision", precision, "--gradient_checkpointing", "--learning_rate", "1e-2"]
    steps, done = run_trainer(
        trainer_args(tiny_sd, toy, tmp_path, 20, *extra, "--checkpointing_steps", "100")
    )
    losses = [r["loss"] for r in steps]
    assert all(np.isfinite(losses)), losses
    lora = load_file(tmp_path / "pytorch_lora_weights.safetensors")
    assert all(v.dtype == torch.float32 and torch.isfinite(v).all() for v in lora.values())
    print(
        f"{precision}: {1 / steps[-1]['seconds_per_step']:.1f} steps/s, loss {losses[0]:.3f} → {losses[-1]:.3f}"
    )


def test_resume_on_gpu(tiny_sd, toy, tmp_path):
    extra = ["--learning_rate", "1e-2", "--checkpointing_steps", "3", "--seed", "7"]
    run_trainer(trainer_args(tiny_sd, toy, tmp_path / "straight", 6, *extra))
    run_trainer(trainer_args(tiny_sd, toy, tmp_path / "split", 3, *extra))
    run_trainer(trainer_args(tiny_sd, toy, tmp_path / "split", 6, *extra, "--resume"))
    a = load_file(tmp_path / "straight" / "pytorch_lora_weights.safetensors")
    b = load_file(tmp_path / "split" / "pytorch_lora_weights.safetensors")
    diff = max((a[k] - b[k]).abs().max().item() for k in a)
    print(f"resume max abs diff on GPU: {diff:.2e}")
    assert diff <= 1e-5  # cuDNN/cuBLAS may reorder float sums; on the CPU the runs are bit-identical


def test_sdxl_lora_loads_on_gpu_pipeline(toy, tmp_path):
    from diffusers import StableDiffusionXLPipeline

    model = save_tiny_sdxl(tmp_path / "tiny-sdxl")
    run_trainer(
        trainer_args(model, toy, tmp_path / "out", 4, "--mixed_precision", "fp16", "--learning_rate", "2e-2")
    )
    pipe = StableDiffusionXLPipeline.from_pretrained(model, dtype=torch.float16).to("cuda")
    pipe.set_progress_bar_config(disable=True)

    def draw():
        g = torch.Generator("cuda").manual_seed(0)
        return pipe(
            "a photo of sks person", num_inference_steps=2, height=64, width=64, generator=g, output_type="np"
        ).images[0]

    plain = draw()
    pipe.load_lora_weights(tmp_path / "out")
    assert np.abs(draw() - plain).max() > 1e-4


@pytest.mark.skipif(torch.cuda.device_count() < 2, reason="needs two GPUs")
def test_ddp_on_two_gpus(tiny_sd, toy, tmp_path):
    from app.cli.train import launch_command

    argv = trainer_args(tiny_sd, toy, tmp_path, 6, "--learning_rate", "1e-2", "--checkpointing_steps", "3")
    cmd = launch_command(argv, 2, cpu=False, gpu=True)
    result = subprocess.run(
        cmd,
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        timeout=240,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    done = [json.loads(x) for x in result.stdout.splitlines() if x.startswith('{"event"')][0]
    assert len(done["replica_hashes"]) == 2 and len(set(done["replica_hashes"])) == 1


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-v", "-s"]))
