"""Two training processes (gloo on the CPU) end with identical LoRA weights on both ranks (DDP), and with the
same LoRA when the UNet is sharded by FSDP2; the shipped configs load."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from safetensors.torch import load_file

from tests.conftest import once_per_run
from tests.training_helpers import make_toy_photos, trainer_args

REPO = Path(__file__).resolve().parents[1]
CONFIGS = REPO / "training" / "configs"


def launch(nproc: int, argv: list[str], timeout: float = 240) -> subprocess.CompletedProcess:
    """``accelerate launch --config_file training/configs/cpu_2proc.yaml … --cpu`` on a free port."""
    from app.cli.train import free_port

    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1")
    # A rank that dies of a signal prints every thread's Python stack, and torch's C++ errors their C++ stack. That
    # dump placed the SIGABRT that ended rank 1 of the FSDP2 run in 3 of 12 clean-clone runs in the interpreter's
    # teardown, which a finished rank now skips (training.distributed.end_process).
    env.update(PYTHONFAULTHANDLER="1", TORCH_SHOW_CPP_STACKTRACES="1")
    cmd = [
        sys.executable,
        "-m",
        "accelerate.commands.launch",
        "--config_file",
        str(CONFIGS / "cpu_2proc.yaml"),
    ]
    cmd += ["--num_processes", str(nproc), "--main_process_port", str(free_port())]
    cmd += [str(REPO / "training" / "train_lora.py"), "--cpu", *argv]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout, cwd=REPO)


def failed(run: subprocess.CompletedProcess) -> str:
    """A failed launch's last output lines (the steps reached, then every rank's errors) for an assertion."""
    return f"exit status {run.returncode}; stdout ends:\n{run.stdout[-1500:]}\nstderr ends:\n{run.stderr[-12000:]}"


def records(stdout: str) -> list[dict]:
    return [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]


def _launched(folder: Path, nproc: int, argv: list[str]) -> None:
    """:func:`launch`, its exit status and output kept in ``folder/launch.json`` (read by :func:`_result`)."""
    run = launch(nproc, argv)
    result = {"returncode": run.returncode, "stdout": run.stdout, "stderr": run.stderr}
    (folder / "launch.json").write_text(json.dumps(result), encoding="utf-8")


def _result(folder: Path) -> subprocess.CompletedProcess:
    saved = json.loads((folder / "launch.json").read_text(encoding="utf-8"))
    return subprocess.CompletedProcess([], saved["returncode"], saved["stdout"], saved["stderr"])


def _argv(folder: Path, out: Path) -> list[str]:
    """The DDP run's arguments (4 steps, a checkpoint every 2) with the toy photos and tiny model in ``folder``."""
    return [
        *trainer_args(
            folder / "tiny-sd",
            folder / "photos",
            out,
            4,
            "--learning_rate",
            "2e-2",
            "--checkpointing_steps",
            "2",
        ),
        "--gradient_checkpointing",
    ]


def _ddp(folder: Path) -> None:
    from model.tiny import save_tiny_pipeline

    save_tiny_pipeline(folder / "tiny-sd", "sd")
    make_toy_photos(folder / "photos", 3)  # an odd count: the ranks read different photos at each step
    _launched(folder, 2, _argv(folder, folder / "out"))


@pytest.fixture(scope="module")
def ddp_run(tmp_path_factory):
    """Two DDP ranks (unsharded: each holds the whole UNet), 4 steps, made once per run (its ≈ 20 s launch
    shared by the xdist workers); (result, output folder, argv)."""
    folder = once_per_run(tmp_path_factory, "train-ddp", _ddp)
    return _result(folder), folder / "out", _argv(folder, folder / "out")


@pytest.fixture(scope="module")
def fsdp2_run(ddp_run, tmp_path_factory):
    """The DDP run's arguments with the UNet sharded by FSDP2 over 2 processes, made once per run;
    (result, output folder, argv)."""
    ddp_out = ddp_run[1]

    def make(folder):
        _launched(folder, 2, [*_argv(ddp_out.parent, folder / "out"), "--fsdp2"])

    folder = once_per_run(tmp_path_factory, "train-fsdp2", make)
    return _result(folder), folder / "out", [*_argv(ddp_out.parent, folder / "out"), "--fsdp2"]


def test_two_ranks_end_with_identical_lora(ddp_run, tmp_path):
    result, out_dir, _ = ddp_run
    assert result.returncode == 0, failed(result)
    out = records(result.stdout)
    steps = [r for r in out if "step" in r]
    done = next(r for r in out if r.get("event") == "done")
    assert [r["step"] for r in steps] == [1, 2, 3, 4]  # one JSON line per step, from the main process only
    hashes = done["replica_hashes"]  # each rank's own SHA-256 of its LoRA weights, gathered
    assert len(hashes) == 2 and hashes[0] == hashes[1]
    # Each rank saved its own RNG state in every checkpoint, written once into one folder.
    names = sorted(p.name for p in (out_dir / "checkpoints" / "checkpoint-4").iterdir())
    assert {"random_states_0.pkl", "random_states_1.pkl", "lora.safetensors"} <= set(names)
    lora = load_file(out_dir / "pytorch_lora_weights.safetensors")
    assert any(v.abs().max() > 0 for k, v in lora.items() if "lora.up" in k)


FSDP2_TOLERANCE = 5e-5
"""Largest |difference| allowed between the FSDP2 and the DDP LoRA weights after 4 steps at lr 2e-2 (the
reduction order differs: reduce-scatter of shards against all-reduce of whole gradients). Measured here:
1.24e-05 (the weights move by up to about 8e-2 in those steps)."""


def test_fsdp2_ends_with_the_unsharded_lora(ddp_run, fsdp2_run):
    """The same run with the UNet sharded by FSDP2 over 2 CPU processes (gloo) ends with the DDP LoRA."""
    result, ddp_out, _ = ddp_run
    assert result.returncode == 0, failed(result)
    sharded, fsdp_out, _ = fsdp2_run
    assert sharded.returncode == 0, failed(sharded)
    done = next(r for r in records(sharded.stdout) if r.get("event") == "done")
    assert len(set(done["replica_hashes"])) == 2  # each rank holds a different shard
    whole, split = (load_file(d / "pytorch_lora_weights.safetensors") for d in (ddp_out, fsdp_out))
    assert whole.keys() == split.keys()
    diff = max((whole[k] - split[k]).abs().max().item() for k in whole)
    print(f"FSDP2 vs DDP LoRA after 4 steps: largest difference {diff:.2e}")
    assert diff <= FSDP2_TOLERANCE
    checkpoint = load_file(fsdp_out / "checkpoints" / "checkpoint-4" / "lora.safetensors")
    assert checkpoint.keys() and all(v.numel() for v in checkpoint.values())  # the whole LoRA, not a shard


def test_fsdp2_resumes_where_it_stopped(ddp_run, fsdp2_run, tmp_path):
    """``--resume`` under FSDP2: the FSDP2 run as if killed after its checkpoint at step 2 (a copy of its folder
    with what it wrote after step 2 taken away), resumed to step 4 (the LoRA cut back to shards, the optimiser's
    moments, the schedule and each rank's RNG), ends with the DDP run's LoRA."""
    import shutil

    ddp_out, (sharded, fsdp_out, argv) = ddp_run[1], fsdp2_run
    assert sharded.returncode == 0, failed(sharded)
    out = tmp_path / "fsdp2-resumed"
    shutil.copytree(fsdp_out, out)
    shutil.rmtree(out / "checkpoints" / "checkpoint-4")
    (out / "pytorch_lora_weights.safetensors").unlink()
    names = {p.name for p in (out / "checkpoints" / "checkpoint-2").iterdir()}
    assert {
        "lora.safetensors",
        "optimizer.pt",
        "scheduler.pt",
        "random_states_0.pkl",
        "random_states_1.pkl",
    } <= names
    argv = [out.as_posix() if a == fsdp_out.as_posix() else a for a in argv]
    resumed = launch(2, [*argv, "--resume"])
    assert resumed.returncode == 0, failed(resumed)
    assert [r["step"] for r in records(resumed.stdout) if "step" in r] == [3, 4]
    whole, split = (load_file(d / "pytorch_lora_weights.safetensors") for d in (ddp_out, out))
    diff = max((whole[k] - split[k]).abs().max().item() for k in whole)
    print(f"FSDP2 resumed at step 2 vs DDP straight, after 4 steps: largest difference {diff:.2e}")
    assert diff <= FSDP2_TOLERANCE


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("single_gpu", "NO"),
        ("ddp", "MULTI_GPU"),
        ("cpu_2proc", "MULTI_GPU"),
    ],
)
def test_shipped_accelerate_configs_are_valid(name, kind):
    """Each config loads as Accelerate's own ClusterConfig (unknown keys would raise)."""
    import yaml
    from accelerate.commands.config.config_args import ClusterConfig

    data = yaml.safe_load((CONFIGS / f"{name}.yaml").read_text())
    config = ClusterConfig(**data)
    assert config.distributed_type.value == kind


def test_a_finished_rank_ends_with_its_output_written_and_no_teardown(tmp_path):
    """:func:`training.distributed.end_process`: the status it is given, stdout, stderr and the log written
    (buffered, not flushed by the caller), and the interpreter's teardown skipped (an ``atexit`` handler, which
    runs in that teardown, prints nothing)."""
    script = tmp_path / "rank.py"
    script.write_text(
        "import atexit, logging, sys\n"
        "from training.distributed import end_process\n"
        f"logging.basicConfig(filename={str(tmp_path / 'rank.log')!r})\n"
        "atexit.register(lambda: print('teardown ran'))\n"
        "sys.stdout.write('done line\\n'); sys.stderr.write('progress\\n')\n"
        "logging.warning('logged')\n"
        "end_process(3)\n",
        encoding="utf-8",
    )
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYTHONUNBUFFERED", None)  # stdout to a pipe block-buffered, as under a launcher
    ended = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=60)
    assert ended.returncode == 3, ended.stderr
    assert ended.stdout == "done line\n" and ended.stderr == "progress\n"
    assert "logged" in (tmp_path / "rank.log").read_text(encoding="utf-8")
