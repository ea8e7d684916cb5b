"""A split fits because it is split: each placement runs in CPU processes whose anonymous memory is measured
(tests/split_memory.py), with a denoiser of a real layout big enough to dominate it (572 MB Flux transformer,
540 MB SD UNet, random weights), and each process's peak stays within the stated margin of the planner's
per-device figure — never the whole denoiser where its plan gives it a share.

Measured here (2 CPU processes, gloo, one thread each; peak growth of ``RssAnon`` over the process's baseline
against the planner's figure, its weights plus activation headroom at 64×64 px): tensor parallel 394 MB per rank
(planner 378 MB, whole denoiser 572 MB); context parallel 599 MB (planner 576 MB: the weights whole, by design);
disk offload 337 MB (the planner's CPU share 319 MB); FSDP2 training 441 MB per rank (its 270 MB shard plus 4 of
its 31 MB units gathered in flight: 396 MB; whole UNet 540 MB); the whole model loaded alone, the reference that
shows the meter sees weights, 592 MB (572 MB).

Multi-GPU-only checks live here, in CPU processes; tests/gpu/ runs what a single GPU can.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from model.devices import parse_devices, parse_size
from model.placement import ACCELERATOR_RESERVE, CPU_RESERVE, plan_for
from tests.conftest import REPO, torchrun
from tests.split_memory import allowed_over, denoiser_bytes, run_measured, save_wide_flux, save_wide_sd

CHECKS = str(REPO / "tests" / "split_memory_checks.py")


@pytest.fixture(scope="module")
def wide_flux(tmp_path_factory):
    return save_wide_flux(tmp_path_factory.mktemp("wide-flux") / "flux")


def planned(folder: Path, placement: str, devices: str, device: str) -> int:
    """The planner's figure for ``device`` under ``placement``: the weights it assigns there plus its activation
    headroom at 64×64 px, without the device's reserve (CUDA's context, or the application's on the CPU)."""
    inventory = parse_devices(devices, disk_bytes=parse_size("64GB"))
    plan = plan_for(folder, inventory, placement=placement, dtype="float32", width=64, height=64)
    share = next(s for s in plan.devices if s.name == device)
    reserve = CPU_RESERVE if device == "cpu" else ACCELERATOR_RESERVE
    return share.assigned_bytes + share.headroom_bytes - reserve


def report(mode: str, measured, figure: int, whole: int) -> None:
    for m in measured:
        print(
            f"{mode} rank {m.rank}: peak growth {m.growth / 1e6:.1f} MB, planner {figure / 1e6:.1f} MB, "
            f"whole denoiser {whole / 1e6:.1f} MB"
        )


def test_tensor_and_context_parallel_ranks_hold_their_planned_share(wide_flux, tmp_path):
    out = tmp_path / "launch"
    cmd = [*torchrun(2), CHECKS, str(out), str(wide_flux), "tensor_parallel,context_parallel"]
    found = run_measured(cmd, out, 2)
    whole = denoiser_bytes(wide_flux)
    gpus = "cuda:0=8GiB,cuda:1=8GiB,cpu=64GiB"
    for mode in ("tensor_parallel", "context_parallel"):
        figure = planned(wide_flux, mode, gpus, "cuda:0")
        report(mode, found[mode], figure, whole)
        for m in found[mode]:
            assert m.report["held"] <= figure  # what the process holds of the denoiser, by its tensors
            assert figure <= m.growth <= figure + allowed_over(whole), (mode, m)
    for m in found["tensor_parallel"]:
        assert m.growth < whole - allowed_over(whole)  # no rank ever held the whole denoiser
    pictures = {m.report["picture"] for ms in found.values() for m in ms}
    assert len(pictures) == 1  # every rank, both splits: the same picture


def test_a_disk_offload_device_map_holds_only_its_cpu_share(wide_flux, tmp_path):
    """The sharded device map CPU processes can run (blocks over CPU memory and disk, Accelerate's hooks); the
    same process first loads the model whole, which the meter must see whole (it is not blind to weights)."""
    out, budget = tmp_path / "one", "2.4GiB"
    cmd = [
        sys.executable,
        CHECKS,
        str(out),
        str(wide_flux),
        "single,disk_offload",
        budget,
        str(tmp_path / "off"),
    ]
    found = run_measured(cmd, out, 1)
    whole = denoiser_bytes(wide_flux)
    single, offload = found["single"][0], found["disk_offload"][0]
    figure = planned(wide_flux, "disk_offload", f"cpu={budget}", "cpu")
    report("single", [single], whole, whole)
    report("disk_offload", [offload], figure, whole)
    assert whole <= single.growth <= whole + allowed_over(whole)
    assert figure <= offload.growth <= figure + allowed_over(whole)
    assert offload.growth < whole - allowed_over(whole)
    assert offload.report["held"] < 0.6 * whole  # the rest is in the offload folder
    assert single.report["picture"] == offload.report["picture"]


@pytest.mark.slow
def test_fsdp2_ranks_hold_their_shard_not_the_unet(tmp_path):
    """Two training processes under ``--fsdp2``: each holds ``1/2`` of the 540 MB UNet plus the units FSDP2
    gathers in flight (:data:`training.fsdp2.GATHER_OVERHEAD_UNITS` of its largest), never the whole UNet."""
    import torch
    from diffusers import UNet2DConditionModel

    from app.cli.train import free_port
    from tests.training_helpers import make_toy_photos, trainer_args
    from training.fsdp2 import GATHER_OVERHEAD_UNITS, largest_unit_bytes

    model = save_wide_sd(tmp_path / "sd")
    make_toy_photos(tmp_path / "photos", 2)
    argv = trainer_args(model, tmp_path / "photos", tmp_path / "out", 2, "--checkpointing_steps", "100")
    out = tmp_path / "train"
    cmd = [sys.executable, "-m", "accelerate.commands.launch", "--config_file"]
    cmd += [str(REPO / "training" / "configs" / "cpu_2proc.yaml"), "--num_processes", "2"]
    cmd += ["--main_process_port", str(free_port()), str(REPO / "tests" / "split_memory_training.py")]
    found = run_measured([*cmd, str(out), "fsdp2", *argv], out, 2, timeout=600)["fsdp2"]
    with torch.device("meta"):
        unet = UNet2DConditionModel.from_config(UNet2DConditionModel.load_config(str(model / "unet")))
    whole = sum(p.numel() * 4 for p in unet.parameters())
    figure = whole // 2 + GATHER_OVERHEAD_UNITS * largest_unit_bytes(unet)
    report("fsdp2", found, figure, whole)
    for m in found:
        assert whole // 2 <= m.growth <= figure + allowed_over(whole), m
        assert m.growth < whole - allowed_over(whole) / 2, m
    assert (tmp_path / "out" / "pytorch_lora_weights.safetensors").is_file()
