"""A launch restarted by ``torchrun --max-restarts`` joins a process group of its own attempt
(model/runtime/distributed.py ``join_launch``): the launcher's store outlives the attempts, and the keys
``init_process_group`` writes are the same in each, so without a prefix a restarted process could read the
killed process's gloo address or a barrier counted by the last attempt (seen here as "Connection refused" and as
hangs in 4 of 8 restarts). Here this test plays the launcher: it holds the store and starts two processes per
attempt, three times, each attempt leaving its keys behind as a killed one would — the build's start and the
training's (training/distributed.py ``join_group`` before Accelerate's ``Accelerator``)."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
import torch.distributed as dist

REPO = Path(__file__).resolve().parents[1]
WORKER = """
import os, sys
import torch, torch.distributed as dist
from model.runtime.distributed import join_launch
assert join_launch("gloo", 60)
value = torch.tensor([float(os.environ["RANK"]) + 1])
dist.all_reduce(value)
dist.barrier()
print(f"rank {os.environ['RANK']} sum {value.item():g}", flush=True)
dist.destroy_process_group()
"""
TRAINER = """
import os
import torch
from accelerate import Accelerator
from training.distributed import join_group
assert join_group(cpu=True, timeout_s=60)  # what training/run.py does before it makes the Accelerator
accelerator = Accelerator(cpu=True)
assert accelerator.num_processes == 2, accelerator.num_processes
value = accelerator.reduce(torch.tensor([float(os.environ["RANK"]) + 1]), "sum")
accelerator.wait_for_everyone()
print(f"rank {os.environ['RANK']} sum {value.item():g}", flush=True)
accelerator.end_training()
"""
"""A training process's start (training/run.py ``start_accelerator``): Accelerate takes the group of the attempt."""


@pytest.mark.parametrize("script", [WORKER, TRAINER], ids=["build", "training"])
def test_each_restart_of_a_launch_joins_a_process_group_of_its_own(script):
    agent = dist.TCPStore(
        "127.0.0.1", 0, 3, is_master=True, timeout=timedelta(seconds=60), wait_for_workers=False
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), MASTER_ADDR="127.0.0.1", MASTER_PORT=str(agent.port),
               WORLD_SIZE="2", LOCAL_WORLD_SIZE="2", TORCHELASTIC_USE_AGENT_STORE="True",
               OMP_NUM_THREADS="1")  # fmt: skip
    for attempt in (1, 2, 3):
        workers = [
            subprocess.Popen(
                [sys.executable, "-c", script],
                env=dict(env, RANK=str(rank), LOCAL_RANK=str(rank)),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )  # fmt: skip
            for rank in (0, 1)
        ]
        try:
            said = [worker.communicate(timeout=120) for worker in workers]
        finally:  # a hung attempt (the failure this test looks for) leaves no process behind
            for worker in workers:
                worker.kill()
                worker.wait()
        assert [w.returncode for w in workers] == [0, 0], said
        assert [out.strip() for out, _ in said] == ["rank 0 sum 3", "rank 1 sum 3"], said
        assert agent.add("memorybook/starts/2/0", 0) == agent.add("memorybook/starts/2/1", 0) == attempt


def test_join_launch_does_nothing_without_a_launchers_store(monkeypatch):
    from model.runtime.distributed import join_launch

    monkeypatch.delenv("TORCHELASTIC_USE_AGENT_STORE", raising=False)
    monkeypatch.setenv("WORLD_SIZE", "2")
    assert join_launch("gloo") is False and not dist.is_initialized()
    monkeypatch.setenv("TORCHELASTIC_USE_AGENT_STORE", "True")
    monkeypatch.setenv("WORLD_SIZE", "1")
    assert join_launch("gloo") is False and not dist.is_initialized()


def test_training_asks_for_the_backend_accelerate_would_create(monkeypatch):
    """``launch_backend`` follows accelerate/state.py: gloo on CPU, nccl on CUDA, and the CPU's gloo beside it
    when Accelerate's FSDP plugin offloads parameters or gathers a full state dict."""
    import torch

    from training.distributed import launch_backend

    for name in ("ACCELERATE_USE_FSDP", "FSDP_OFFLOAD_PARAMS", "FSDP_STATE_DICT_TYPE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert launch_backend(cpu=False) == "gloo"
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert launch_backend(cpu=True) == "gloo" and launch_backend(cpu=False) == "nccl"
    monkeypatch.setenv("ACCELERATE_USE_FSDP", "true")
    assert launch_backend(cpu=False) == "nccl"  # sharded state dict, parameters on the GPU
    monkeypatch.setenv("FSDP_OFFLOAD_PARAMS", "true")
    assert launch_backend(cpu=False) == "cuda:nccl,cpu:gloo"
    monkeypatch.setenv("FSDP_OFFLOAD_PARAMS", "false")
    monkeypatch.setenv("FSDP_STATE_DICT_TYPE", "FULL_STATE_DICT")
    assert launch_backend(cpu=False) == "cuda:nccl,cpu:gloo"
