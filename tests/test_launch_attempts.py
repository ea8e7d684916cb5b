"""A launch restarted by ``torchrun --max-restarts`` joins a process group of its own attempt
(model/runtime/distributed.py ``join_launch``): the launcher's store outlives the attempts, and the keys
``init_process_group`` writes are the same in each, so without a prefix a restarted process could read the
killed process's gloo address or a barrier counted by the last attempt (seen here as "Connection refused" and as
hangs in 4 of 8 restarts). Here this test plays the launcher: it holds the store and starts two processes per
attempt, three times, each attempt leaving its keys behind as a killed one would."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

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


def test_each_restart_of_a_launch_joins_a_process_group_of_its_own():
    agent = dist.TCPStore(
        "127.0.0.1", 0, 3, is_master=True, timeout=timedelta(seconds=60), wait_for_workers=False
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), MASTER_ADDR="127.0.0.1", MASTER_PORT=str(agent.port),
               WORLD_SIZE="2", TORCHELASTIC_USE_AGENT_STORE="True", OMP_NUM_THREADS="1")  # fmt: skip
    for attempt in (1, 2, 3):
        workers = [
            subprocess.Popen(
                [sys.executable, "-c", WORKER],
                env=dict(env, RANK=str(rank), LOCAL_RANK=str(rank)),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )  # fmt: skip
            for rank in (0, 1)
        ]
        said = [worker.communicate(timeout=120) for worker in workers]
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
