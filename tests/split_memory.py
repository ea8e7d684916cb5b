"""The harness that proves a split fits without GPUs: placements run in CPU processes whose *anonymous* memory is
measured, with a denoiser big enough to dominate it.

Why anonymous memory: weights are read through memory-mapped safetensors files, whose clean page-cache pages count
in a CPU process's resident size whichever way it loads (the kernel may drop them at any time; on a GPU they never
reach the device). What a process really holds — the tensors it made, on the CPU the stand-in for its GPU — is its
anonymous memory: ``RssAnon`` of ``/proc/<pid>/status`` (Linux ``proc(5)``).

How it is measured: :class:`AnonPeaks` samples ``RssAnon`` of every process of a run from a thread of the *parent*
(the test), every :data:`SAMPLE_S` seconds, so a process that holds Python's lock in a long C call (a safetensors
read) is still seen; each process reports its own ``RssAnon`` just before it loads (its baseline:
:func:`anon_bytes`). A process's peak growth is its sampled peak less that baseline. Processes run with glibc's
``MALLOC_MMAP_THRESHOLD_`` fixed (:data:`MALLOC_ENV`) so freed tensors go back to the system at once and the
figure follows what is held, not what malloc keeps for later.

What a process's peak is compared with: the planner's per-device figure for its placement (the weights it
assigns the device plus its activation headroom, without the accelerator reserve, which is CUDA's own and has no
CPU counterpart), within :data:`MARGIN_FRACTION` of the whole denoiser plus :data:`MARGIN_BYTES`.

The denoiser: :func:`save_wide_flux` — FLUX.1 [schnell]'s transformer block layout (double- then single-stream
blocks, 128-wide heads, the real RoPE axes) at a third of its width and with 2 + 4 blocks: 578 MB of random
float32 weights, inside a tiny Flux pipeline whose text encoders and VAE weigh a few MB.

Used by tests/test_split_memory.py; the processes run tests/split_memory_checks.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

SAMPLE_S = 0.002
"""Seconds between two samples of every process's ``RssAnon`` (a read of ``/proc/<pid>/status`` takes ~30 µs)."""

MARGIN_FRACTION = 0.08
"""Allowed excess of a process's peak growth over the planner's figure, as a fraction of the whole denoiser: one
block's weights in flight while it is read (the largest Flux block here is 8% of the model), the allocator's
rounding and the pipeline call's own buffers. Measured excess: 24–27 MB for every placement here."""

MARGIN_BYTES = 32 * 10**6
"""Allowed excess over the planner's figure in bytes, besides :data:`MARGIN_FRACTION`: the process group's
buffers (gloo), torch's thread pools and the tiny text encoders' and VAE's activations at 64×64 px."""

SHARD_SIZE = "50MB"
"""The wide denoiser's checkpoint shards (diffusers' ``max_shard_size``): a device-mapped load reads one shard's
state dict at a time (published checkpoints are sharded too, at 5–10 GB for 12 B parameters)."""

MALLOC_ENV = {"MALLOC_MMAP_THRESHOLD_": "131072", "MALLOC_TRIM_THRESHOLD_": "131072"}
"""glibc tunables (``mallopt(3)``) for the measured processes: every allocation over 128 KiB is its own mapping,
returned to the system when freed (the default threshold grows to 32 MiB, after which freed tensors stay in the
heap and would be counted as held)."""


def anon_bytes(pid: int | str = "self") -> int:
    """``RssAnon`` of a process in bytes (``/proc/<pid>/status``, in KiB there). Raises OSError when the process
    is gone, ValueError on a system without the field (not Linux ≥ 4.5)."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("RssAnon:"):
                return int(line.split()[1]) * 1024
    raise ValueError("no RssAnon in /proc/<pid>/status")


class AnonPeaks(threading.Thread):
    """Samples the peak ``RssAnon`` (bytes) of the process ``pid`` and its descendants that run Python until
    :attr:`done` is set; :attr:`series` maps pid → ``[(time.monotonic(), bytes)]``, :attr:`ranks` pid → the ``RANK`` of its
    environment (0 for a process without one)."""

    def __init__(self, pid: int) -> None:
        import psutil

        super().__init__(name="anon-peaks", daemon=True)
        self.root = psutil.Process(pid)
        self.done = threading.Event()
        self.series: dict[int, list[tuple[float, int]]] = {}
        self.ranks: dict[int, int] = {}

    def _processes(self) -> list:
        import psutil

        found = []
        try:
            processes = [self.root, *self.root.children(recursive=True)]
        except psutil.NoSuchProcess:  # the run has just ended
            return found
        for proc in processes:
            try:
                if proc.pid not in self.ranks:
                    if "python" not in os.path.basename(proc.exe()):
                        continue
                    self.ranks[proc.pid] = int(proc.environ().get("RANK", "0"))
                found.append(proc.pid)
            except (psutil.NoSuchProcess, psutil.AccessDenied, ProcessLookupError):
                continue
        return found

    def run(self) -> None:
        pids: list[int] = []
        last_scan = 0.0
        while not self.done.is_set():
            now = time.monotonic()
            if now - last_scan > 0.2:  # new processes appear while the launcher starts them
                pids, last_scan = self._processes(), now
            for pid in pids:
                try:
                    self.series.setdefault(pid, []).append((time.monotonic(), anon_bytes(pid)))
                except (OSError, ValueError):
                    continue
            time.sleep(SAMPLE_S)

    def peak_of(self, pid: int, start: float, end: float) -> int:
        """The largest sample of ``pid`` taken between ``start`` and ``end`` (``time.monotonic()``, system-wide).
        Raises AssertionError when there is none (a measure that did not happen must fail)."""
        found = [anon for at, anon in self.series.get(pid, ()) if start <= at <= end]
        if not found:
            raise AssertionError(f"process {pid} was not sampled between {start:.2f} and {end:.2f}")
        return max(found)


@dataclass
class Measured:
    """One placement in one process of a measured run: its rank, baseline and peak ``RssAnon`` (bytes), what it
    reported (see tests/split_memory_checks.py)."""

    rank: int
    mode: str
    baseline: int
    peak: int
    report: dict

    @property
    def growth(self) -> int:
        """Peak less baseline: what loading and drawing added (bytes)."""
        return self.peak - self.baseline


def run_measured(
    cmd: list[str], out: Path, processes: int, timeout: float = 300
) -> dict[str, list[Measured]]:
    """Run ``cmd`` (each process writes ``<out>.<rank>.json``: ``pid`` and ``phases``, each with ``mode``,
    ``baseline``, ``start`` and ``end``) while :class:`AnonPeaks` samples it; returns ``{mode: [Measured per rank,
    in rank order]}``. Raises AssertionError with the end of the output when the run fails."""
    from tests.conftest import REPO

    env = dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1", HF_HUB_OFFLINE="1", **MALLOC_ENV)
    log = out.with_suffix(".stderr")
    with log.open("w") as stderr:
        root = subprocess.Popen(cmd, env=env, stdout=stderr, stderr=subprocess.STDOUT, cwd=REPO)
        sampler = AnonPeaks(root.pid)
        sampler.start()
        try:
            code = root.wait(timeout)
        finally:
            if root.poll() is None:
                root.kill()
                root.wait()
            sampler.done.set()
            sampler.join()
    assert code == 0, log.read_text(errors="replace")[-4000:]
    found: dict[str, list[Measured]] = {}
    for rank in range(processes):
        report = json.loads(Path(f"{out}.{rank}.json").read_text(encoding="utf-8"))
        for phase in report["phases"]:
            peak = sampler.peak_of(report["pid"], phase["start"], phase["end"])
            found.setdefault(phase["mode"], []).append(
                Measured(rank, phase["mode"], phase["baseline"], peak, phase)
            )
    return found


def allowed_over(whole_denoiser: int) -> int:
    """The stated margin over a planner's figure for a denoiser of ``whole_denoiser`` bytes."""
    return int(MARGIN_FRACTION * whole_denoiser) + MARGIN_BYTES


def save_wide_flux(folder: Path) -> Path:
    """A Flux pipeline (tiny CLIP, T5 and VAE of :func:`model.tiny.make_tiny_pipeline`) whose transformer has
    FLUX.1's block layout at a third of its width — 8 heads of 128 (FLUX.1: 24), RoPE axes (16, 56, 56), 2 double-
    and 4 single-stream blocks — in float32 safetensors (572 MB, in shards of at most :data:`SHARD_SIZE`). It
    draws 64×64 px pictures in a second a step."""
    import torch
    from diffusers import FluxTransformer2DModel

    from model.tiny import make_tiny_pipeline

    pipe = make_tiny_pipeline("flux")
    torch.manual_seed(0)
    pipe.transformer = FluxTransformer2DModel(
        patch_size=1,
        in_channels=16,  # the tiny VAE's 4 latent channels × Flux's 2×2 packing
        num_layers=2,
        num_single_layers=4,
        attention_head_dim=128,
        num_attention_heads=8,
        joint_attention_dim=pipe.text_encoder_2.config.d_model,
        pooled_projection_dim=pipe.text_encoder.config.hidden_size,
        axes_dims_rope=(16, 56, 56),
    ).eval()
    pipe.save_pretrained(folder, safe_serialization=True, max_shard_size=SHARD_SIZE)
    return folder


def denoiser_bytes(folder: Path) -> int:
    """The float32 bytes of ``folder``'s denoiser (its transformer, else its UNet), from its safetensors headers."""
    from model.placement.memory import _safetensors_numel

    name = "transformer" if (folder / "transformer").is_dir() else "unet"
    return _safetensors_numel(folder / name) * 4


WIDE_UNET = {
    "block_out_channels": (128, 256, 512, 512),
    "layers_per_block": 2,
    "down_block_types": (
        "CrossAttnDownBlock2D",
        "CrossAttnDownBlock2D",
        "CrossAttnDownBlock2D",
        "DownBlock2D",
    ),
    "up_block_types": ("UpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D"),
    "attention_head_dim": 8,
    "norm_num_groups": 32,
}
"""Stable Diffusion 1.x's UNet layout (four levels, two ResNet blocks and a transformer per level, 8 heads) at
0.4 of its width (SD 1.5: 320, 640, 1280, 1280 channels): 540 MB of float32 weights."""


def save_wide_sd(folder: Path, layout: dict | None = None) -> Path:
    """A Stable Diffusion pipeline (tiny CLIP and VAE of :func:`model.tiny.make_tiny_pipeline`) whose UNet has
    ``layout`` (``UNet2DConditionModel`` arguments; default :data:`WIDE_UNET`), random weights (seed 0), float32
    safetensors in shards of :data:`SHARD_SIZE`."""
    import torch
    from diffusers import UNet2DConditionModel

    from model.tiny import make_tiny_pipeline

    pipe = make_tiny_pipeline("sd")
    torch.manual_seed(0)
    pipe.unet = UNet2DConditionModel(
        sample_size=32,
        in_channels=4,
        out_channels=4,
        cross_attention_dim=pipe.text_encoder.config.hidden_size,
        **(layout or WIDE_UNET),
    ).eval()
    pipe.save_pretrained(folder, safe_serialization=True, max_shard_size=SHARD_SIZE)
    return folder
