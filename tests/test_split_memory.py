"""A split fits because it is split: each placement runs in CPU processes whose anonymous memory is measured
(tests/split_memory.py), with a denoiser of a real layout big enough to dominate it (572 MB Flux transformer,
540 MB SD UNet, random weights), and each process's peak stays within the stated margin of the planner's
per-device figure — never the whole denoiser where its plan gives it a share.

Measured here (2 CPU processes, gloo, one thread each; peak growth of ``RssAnon`` over the process's baseline
against the planner's figure, its weights plus activation headroom at 64×64 px): tensor parallel 387–393 MB per
rank (planner 378 MB, whole denoiser 572 MB: read split, each rank only its slice); the same with a person's
rank-4 LoRA on ten kinds of layer 548 MB, of which 159 MB are the base shards it changed, kept in host memory to
put back after the page — 389 MB besides, as without it; tensor parallel of the UNet
(slow) 493 MB (planner 470 MB, whole UNet 540 MB: its written plan set on the class while diffusers reads the
slices); context parallel 576 MB (planner 576 MB: the weights whole, by design, one copy — streamed with
``device_map``); disk offload 337 MB (the planner's CPU share 319 MB); FSDP2 training 441 MB per rank (its 270 MB
shard plus 4 of its 31 MB units gathered in flight: 396 MB; whole UNet 540 MB); the whole model loaded alone, the
reference that shows the meter sees weights, 579–592 MB (572 / 540 MB). Every split rank's picture is within 1/255
of the whole model's drawn in the same process (:data:`model.runtime.parallel.PICTURE_TOLERANCE`: 2).

Multi-GPU-only checks live here, in CPU processes; tests/gpu/ runs what a single GPU can.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from model.devices import parse_devices, parse_size
from model.placement import ACCELERATOR_RESERVE, CPU_RESERVE, plan_for
from model.runtime.parallel import PICTURE_TOLERANCE
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


def max_difference(one: str, other: str) -> int:
    """The largest difference between two pictures' 8-bit channel values (PNG files)."""
    import numpy as np
    from PIL import Image

    a, b = (np.asarray(Image.open(p).convert("RGB"), dtype=np.int16) for p in (one, other))
    return int(np.abs(a - b).max())


def check_split(found: dict, folder: Path, modes: tuple[str, ...]) -> None:
    """Every rank of every split mode in ``found``: what it holds of the denoiser within the planner's figure, its
    peak growth at least that (the meter sees the tensors) and within the stated margin above the figure for ``cuda:0`` of two 8 GiB GPUs, a tensor-parallel rank's peak below
    the whole denoiser, and its picture within :data:`PICTURE_TOLERANCE` of the whole model's (the ``single``
    phase of the same process, whose growth shows the meter sees the whole denoiser)."""
    whole = denoiser_bytes(folder)
    gpus = "cuda:0=8GiB,cuda:1=8GiB,cpu=64GiB"
    for single in found["single"]:
        report("single", [single], whole, whole)
        assert whole <= single.growth <= whole + allowed_over(whole)
    for mode in modes:
        figure = planned(folder, mode, gpus, "cuda:0")
        report(mode, found[mode], figure, whole)
        for m, single in zip(found[mode], found["single"], strict=True):
            assert m.report["held"] <= figure  # what the process holds of the denoiser, by its tensors
            assert m.report["held"] <= m.growth <= figure + allowed_over(whole), (mode, m)
            difference = max_difference(m.report["picture"], single.report["picture"])
            print(f"{mode} rank {m.rank}: picture within {difference}/255 of the whole model's")
            assert difference <= PICTURE_TOLERANCE, (mode, m.rank, difference)
            if mode == "tensor_parallel":
                assert m.growth < whole  # read split: never the whole denoiser, not even while loading


def test_tensor_and_context_parallel_ranks_hold_their_planned_share(wide_flux, tmp_path):
    """Each rank within its planned share, also on a page with a person's LoRA: the LoRA is fused into the rank's
    own shards slice by slice (model/pipelines/sharded_lora.py), never gathering a whole weight; what it adds is
    the copy of the changed shards kept in host memory to put them back after the page (on a GPU: CPU memory, not
    the device's)."""
    from tests.lora_files import save_random_lora

    lora = tmp_path / "waipo.safetensors"
    save_random_lora(wide_flux, "flux", lora)
    out = tmp_path / "launch"
    modes = "single,tensor_parallel,tensor_parallel_lora,context_parallel"
    found = run_measured([*torchrun(2), CHECKS, str(out), str(wide_flux), modes, str(lora)], out, 2)
    check_split(found, wide_flux, ("tensor_parallel", "context_parallel"))
    whole = denoiser_bytes(wide_flux)
    for m in found["tensor_parallel"]:
        assert m.growth < whole - allowed_over(
            whole
        )  # Flux: 66% of it is split, the share far below the whole
    figure = planned(wide_flux, "tensor_parallel", "cuda:0=8GiB,cuda:1=8GiB,cpu=64GiB", "cuda:0")
    for m, plain in zip(found["tensor_parallel_lora"], found["tensor_parallel"], strict=True):
        held, kept = m.report["held"], m.report["originals"]
        print(f"tensor_parallel_lora rank {m.rank}: peak growth {m.growth / 1e6:.1f} MB, of which the kept base "
              f"shards {kept / 1e6:.1f} MB; held {held / 1e6:.1f} MB, planner {figure / 1e6:.1f} MB")  # fmt: skip
        assert (
            held == plain.report["held"] and 0 < kept < held
        )  # fused in place; only the changed shards kept
        assert held <= m.growth - kept <= figure + allowed_over(whole), m  # the device's share, as planned
        assert m.growth - kept < whole - allowed_over(whole)
        assert max_difference(m.report["picture"], plain.report["picture"]) > 0  # the LoRA acts


@pytest.mark.slow
def test_a_tensor_parallel_unet_is_read_split(tmp_path):
    """The UNet declares no ``_tp_plan``: memorybook writes one (its attention and feed-forward projections, 27%
    of this UNet) and diffusers reads only each rank's slice of those, the convolutions whole — 468 MB of the
    540 MB UNet per rank; loaded whole and then split, each rank would hold all 540 MB first."""
    model = save_wide_sd(tmp_path / "sd")
    out = tmp_path / "launch"
    found = run_measured([*torchrun(2), CHECKS, str(out), str(model), "single,tensor_parallel"], out, 2)
    check_split(found, model, ("tensor_parallel",))


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
    assert max_difference(single.report["picture"], offload.report["picture"]) == 0  # the same sums, in order


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
