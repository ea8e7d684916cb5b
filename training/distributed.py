"""Several processes training together: the shared output folder, the replica check that DDP ranks hold the
same LoRA, and how a finished rank ends (:func:`end_process`). FSDP2 sharding of the UNet lives in
:mod:`training.fsdp2`."""

from __future__ import annotations

import hashlib
import logging
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from training.errors import TrainingError
from words import Message


def end_process(status: int) -> NoReturn:
    """End this process with exit ``status`` once the run is over, without the interpreter's teardown.

    Call it last, after ``Accelerator.end_training`` (every file is written, fsynced and renamed by then): it
    flushes stdout, stderr and the log handlers, then calls ``os._exit(status)``.

    Why: in 3 of 12 clean-clone runs of the suite (Dec 2026) and 1 of 27 runs of its last 25 test files, rank 1
    of the 2-process FSDP2 run (gloo, CPU) ended with SIGABRT, "terminate called without an active exception",
    after its work. faulthandler's dump showed the main thread with no Python frame left (the script had
    returned) and the abort in a thread that never ran Python: a C++ thread, in the interpreter's teardown. The
    launcher reports such a rank as a failed run, so a volunteer would be told that a training failed whose LoRA
    was written. ``train_lora.py`` ends here with its status, 1 for a user's mistake (its one line printed
    first); an unexpected exception still ends the run the usual way, with its traceback."""
    sys.stdout.flush()
    sys.stderr.flush()
    logging.shutdown()
    os._exit(status)


def launch_backend(cpu: bool) -> str:
    """The process group's backend Accelerate would create for this process, so that :func:`join_group` can create
    it first: ``"gloo"`` with ``--cpu`` or without CUDA/XPU; ``"nccl"`` on CUDA (``"xccl"`` on XPU), or
    ``"cuda:nccl,cpu:gloo"`` (``"xpu:xccl,cpu:gloo"``) when Accelerate's FSDP plugin offloads parameters or
    gathers a full state dict (``ACCELERATE_USE_FSDP`` with ``FSDP_OFFLOAD_PARAMS`` or
    ``FSDP_STATE_DICT_TYPE=FULL_STATE_DICT``) — the rule of ``PartialState.__init__`` in accelerate/state.py
    (1.x). MPI, which Accelerate prefers on CPU where torch was built with it, is not chosen: a launch by
    ``torchrun`` gives a gloo group either way."""
    import os

    import torch

    xpu = hasattr(torch, "xpu") and torch.xpu.is_available()
    if cpu or not (torch.cuda.is_available() or xpu):
        return "gloo"
    device, backend = ("xpu", "xccl") if not torch.cuda.is_available() else ("cuda", "nccl")
    fsdp = os.environ.get("ACCELERATE_USE_FSDP", "false").lower() == "true"
    offloads = os.environ.get("FSDP_OFFLOAD_PARAMS", "false").lower() == "true"
    full = os.environ.get("FSDP_STATE_DICT_TYPE", "SHARDED_STATE_DICT") == "FULL_STATE_DICT"
    return f"{device}:{backend},cpu:gloo" if fsdp and (offloads or full) else backend


def join_group(cpu: bool, timeout_s: float) -> bool:
    """Before the Accelerator is made: under ``torchrun`` (``--max-restarts`` too), create the default process
    group over a store of this attempt of the launch (:func:`model.runtime.distributed.join_launch`: the
    launcher's store outlives a restart, and a restarted rank would otherwise read the killed rank's address or a
    barrier counted by the last attempt; pytorch/pytorch#135712). Accelerate then uses that group: it creates
    one only when none exists (accelerate/state.py). Returns whether a group was created here (False under
    ``accelerate launch`` without torchrun's agent store, for one process, or when a group exists)."""
    from model.runtime.distributed import join_launch

    return join_launch(launch_backend(cpu), timeout_s)


def check_output_shared(accelerator, output_dir: Path) -> None:
    """Make sure every process writes into one output folder (a collective: call it on every rank).

    Checkpoints are written by several ranks into one folder (each its RNG state, the main one the rest), so
    on several machines ``output_dir`` must be a filesystem they share; otherwise a run would end with
    checkpoints split over machines — none complete. The main process writes a token file there; every
    process looks for it. Raises TrainingError on every rank, naming the machines that do not see it.
    """
    import secrets
    import socket

    from accelerate.utils import broadcast_object_list, gather_object

    token: list[Any] = [f".shared-{secrets.token_hex(8)}" if accelerator.is_main_process else None]
    if accelerator.is_main_process:
        output_dir.mkdir(parents=True, exist_ok=True)
        (output_dir / token[0]).write_text("is this folder shared by every training machine?\n")
    if accelerator.num_processes > 1:
        broadcast_object_list(token)
    seen = [(socket.gethostname(), (output_dir / token[0]).is_file())]
    seen = gather_object(seen) if accelerator.num_processes > 1 else seen
    accelerator.wait_for_everyone()
    if accelerator.is_main_process:
        (output_dir / token[0]).unlink(missing_ok=True)
    problem = output_problem(seen, output_dir)
    if problem:
        raise TrainingError(problem)


def output_problem(seen: list[tuple[str, bool]], output_dir: Path) -> Message | None:
    """The one line for processes (``(host, sees the main process's token)`` each) that do not share
    ``output_dir``, else None."""
    blind = sorted({host for host, sees in seen if not sees})
    if not blind:
        return None
    return Message("training.output_not_shared", path=output_dir, hosts=blind)


def lora_fingerprint(unet) -> str:
    """SHA-256 (hex) of the LoRA weights' bytes, parameters in name order: equal on every DDP replica (under
    FSDP2, of this process's shards)."""
    digest = hashlib.sha256()
    for name, param in sorted(unet.named_parameters()):
        if "lora_" in name:
            local = param.to_local() if hasattr(param, "to_local") else param  # an FSDP2 DTensor: the shard
            digest.update(name.encode())
            digest.update(local.detach().float().cpu().numpy().tobytes())
    return digest.hexdigest()


def check_replicas(unet, sharded: bool) -> list[str]:
    """Fingerprint the LoRA of ``unet`` (unwrapped from DDP) on every rank (a collective: call it on every rank);
    unless ``sharded`` (FSDP2, FSDP, ZeRO: each rank holds another part) they must agree, else ranks trained apart.
    Returns every rank's :func:`lora_fingerprint`, in rank order.

    Raises:
        RuntimeError: unsharded replicas whose fingerprints differ.
    """
    from accelerate.utils import gather_object

    hashes = gather_object([lora_fingerprint(unet)])
    if not sharded and len(set(hashes)) > 1:
        raise RuntimeError(f"DDP replicas diverged: LoRA fingerprints differ across ranks {hashes}")
    return hashes
