"""Several processes training together: the shared output folder, FSDP2 sharding of the UNet, the whole state
dict gathered from the shards, and the replica check that DDP ranks hold the same LoRA."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from training.errors import TrainingError

if TYPE_CHECKING:  # training.run imports this module
    from training.run import Run

FSDP2_BLOCKS = ("BasicTransformerBlock", "ResnetBlock2D")
"""UNet blocks that become their own FSDP2 unit (their weights gathered just before they run, freed after)."""


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

    token = [f".shared-{secrets.token_hex(8)}" if accelerator.is_main_process else None]
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


def output_problem(seen: list[tuple[str, bool]], output_dir: Path) -> str | None:
    """The one line for processes (``(host, sees the main process's token)`` each) that do not share
    ``output_dir``, else None."""
    blind = sorted({host for host, sees in seen if not sees})
    if not blind:
        return None
    return (
        f"{output_dir}: the output folder is not shared with {', '.join(blind)} (they do not see the files "
        "machine 0 writes there); checkpoints would be split across machines. Put --output_dir on a "
        "filesystem every machine mounts at the same path (NFS, SMB…)"
    )


def shard_fsdp2(unet, accelerator):
    """Shard ``unet`` over the launched processes with PyTorch FSDP2: ``fully_shard`` on each block named in
    :data:`FSDP2_BLOCKS`, then on the whole UNet, over a 1-D device mesh of the accelerator's device type
    (``cuda`` with NCCL, ``cpu`` with gloo). Parameters become DTensors sharded on dim 0; the frozen base and
    the LoRA share blocks (FSDP2 shards per parameter, so mixed ``requires_grad`` is allowed); gradients are
    reduce-scattered and averaged over the processes, as DDP averages them. One process: unchanged.
    Call after the LoRA is added and before the optimiser is made. Returns ``unet``."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    if accelerator.num_processes < 2:
        return unet
    mesh = init_device_mesh(accelerator.device.type, (accelerator.num_processes,))
    for module in list(unet.modules()):
        if type(module).__name__ in FSDP2_BLOCKS:
            fully_shard(module, mesh=mesh)
    fully_shard(unet, mesh=mesh)
    return unet


def full_state_dict(unet, accelerator, fsdp2: bool) -> dict:
    """The UNet's whole state dict on the main process (a collective: call it on every rank). Under FSDP2 the
    shards are gathered to CPU tensors (``get_model_state_dict(full_state_dict=True, cpu_offload=True)``; the
    other ranks get ``{}``); otherwise Accelerate's ``get_state_dict`` (FSDP1 / ZeRO-3 gather there)."""
    if not fsdp2 or accelerator.num_processes < 2:
        return accelerator.get_state_dict(unet)
    from torch.distributed.checkpoint.state_dict import StateDictOptions, get_model_state_dict

    return get_model_state_dict(unet, options=StateDictOptions(full_state_dict=True, cpu_offload=True))


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


def check_replicas(run: Run) -> list[str]:
    """Fingerprint the LoRA on every rank (a collective: call it on every rank); under DDP they must agree
    (else ranks trained apart). Returns every rank's :func:`lora_fingerprint`, in rank order.

    Raises:
        RuntimeError: unsharded replicas whose fingerprints differ.
    """
    from accelerate.utils import gather_object

    hashes = gather_object([lora_fingerprint(run.unwrap(run.unet))])
    if not run.sharded and len(set(hashes)) > 1:
        raise RuntimeError(f"DDP replicas diverged: LoRA fingerprints differ across ranks {hashes}")
    return hashes
