"""FSDP2 against DDP at real widths: the tolerance between the two LoRAs measured where the reductions are as wide as
Stable Diffusion 1.5's first level (320 channels, 8 heads of 40), and for a whole SD-layout UNet at 0.4 of its width
(4-step runs at lr 2e-2 on 2 CPU processes), beside tests/test_train_distributed.py's tiny UNet (16/32 channels).

The two runs compute the same per-rank gradients; they differ only in how the two ranks' gradients are averaged
(DDP: one all-reduce of whole buckets, then the division; FSDP2: a reduce-scatter of the sharded gradients with
its own pre/post division), a last-bit difference that each step's update carries into the next forward pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from safetensors.torch import load_file

from tests.split_memory import WIDE_UNET, save_wide_sd
from tests.test_train_distributed import launch, records
from tests.training_helpers import make_toy_photos, trainer_args

BLOCK_UNET = {
    "block_out_channels": (320,),
    "layers_per_block": 1,
    "down_block_types": ("CrossAttnDownBlock2D",),
    "up_block_types": ("CrossAttnUpBlock2D",),
    "attention_head_dim": 8,
    "norm_num_groups": 32,
}
"""One level of Stable Diffusion 1.5's UNet at its real width (320 channels, 8 heads; ResNet blocks, a transformer
with self- and cross-attention and a GEGLU feed-forward of 1280, the mid block): 23.9 M parameters, 96 MB."""

TOLERANCES = {"block": 2e-4, "unet": 3e-3}
"""Largest |difference| allowed between the FSDP2 and the DDP LoRA after 4 steps at lr 2e-2: at
:data:`BLOCK_UNET`'s width, and for the whole SD-layout UNet of :data:`tests.split_memory.WIDE_UNET` (four levels,
0.4 of SD 1.5's width, 540 MB). The narrow test's is :data:`tests.test_train_distributed.FSDP2_TOLERANCE`, 5e-5.
Measured here: block 8.37e-5, whole UNet 1.11e-3, tiny UNet 1.24e-5 — against a LoRA that moved up to 8.0e-2 (its B
matrices from zero; Adam moves each by about the learning rate a step). The gap grows with width and depth: more
terms per reduction, more last-bit differences, which Adam's normalised steps carry on where a gradient is near zero
(so the gap should shrink with the learning rate; the default 1e-4 was not measured here)."""


def lora_difference(one: Path, other: Path) -> tuple[float, float]:
    """(largest |difference| between two runs' LoRA weights, largest |weight| of the first: how far they moved
    from B = 0)."""
    a, b = (load_file(d / "pytorch_lora_weights.safetensors") for d in (one, other))
    assert a.keys() == b.keys()
    diff = max((a[k] - b[k]).abs().max().item() for k in a)
    moved = max(a[k].abs().max().item() for k in a if "lora.up" in k or "lora_B" in k)
    return diff, moved


@pytest.mark.slow
@pytest.mark.parametrize("width", ["block", "unet"])
def test_fsdp2_equals_ddp_at_real_widths(tmp_path, width):
    """Slow (two launches each: 2.7 minutes for the block, 2.5 for the whole UNet on 2 shared cores); the narrow
    comparison runs by default in tests/test_train_distributed.py."""
    model = save_wide_sd(tmp_path / "sd", BLOCK_UNET if width == "block" else WIDE_UNET)
    photos = tmp_path / "photos"
    make_toy_photos(photos, 3)
    outs = {}
    for mode in ("ddp", "fsdp2"):
        outs[mode] = tmp_path / mode
        argv = trainer_args(
            model, photos, outs[mode], 4, "--learning_rate", "2e-2", "--checkpointing_steps", "100"
        )
        run = launch(2, [*argv, "--fsdp2"] if mode == "fsdp2" else argv, timeout=900)
        assert run.returncode == 0, run.stderr[-3000:]
        assert next(r for r in records(run.stdout) if r.get("event") == "done")
    diff, moved = lora_difference(outs["ddp"], outs["fsdp2"])
    print(f"FSDP2 vs DDP, {width}, 4 steps: largest difference {diff:.2e} (LoRA B moved up to {moved:.2e})")
    assert diff <= TOLERANCES[width]
    assert diff <= 0.05 * moved  # and small beside what the 4 steps learnt
