"""FSDP2 as it is meant: the UNet sharded before any weight is read or moved, so no process ever holds it whole.

:func:`load_sharded_unet` builds the UNet on the meta device, adds the LoRA there, applies PyTorch FSDP2's
``fully_shard`` to each block of :data:`FSDP2_BLOCKS` and then to the whole UNet, allocates only this process's
shards on its device (``to_empty``), and fills them from the checkpoint one tensor at a time (each read from the
memory-mapped safetensors file, cut to this rank's part with ``distribute_tensor(..., src_data_rank=None)``: no
communication, no whole copy). The recipe is PyTorch's own for FSDP2 (``fully_shard`` docs, "meta-device
initialisation"; torchtitan). On GPUs the forward and backward compute in bfloat16/float16 under
``MixedPrecisionPolicy(param_dtype=..., reduce_dtype=float32)``: float32 master weights, gradients reduced in
float32.

The LoRA starts from :func:`init_lora_weights` on every path (sharded or not), so an FSDP2 run and a DDP run begin
from the same weights.
"""

from __future__ import annotations

import zlib
from pathlib import Path

import torch

from words import Message

FSDP2_BLOCKS = ("BasicTransformerBlock", "ResnetBlock2D", "Transformer2DModel", "Downsample2D", "Upsample2D")
"""UNet modules that become their own FSDP2 unit (their weights gathered just before they run, freed after). The
last three hold the projections and resampling convolutions around the blocks, which would otherwise stay
gathered in the root unit for the whole step (51 MB of tests/split_memory.py's 540 MB UNet)."""

GATHER_OVERHEAD_UNITS = 4
"""Units' worth of whole weights a process holds at once beyond its shards while it computes: the unit running
and the one prefetched (FSDP2 gathers the next while the current one computes), each twice — the all-gather's
flat buffer and the unsharded parameters copied out of it (``torch.distributed.fsdp._fully_shard._fsdp_collectives``).
tests/test_split_memory.py holds each rank to its share plus this many of its largest unit."""


def largest_unit_bytes(unet) -> int:
    """Bytes of the largest FSDP2 unit's own parameters (:data:`FSDP2_BLOCKS`; nested units not counted twice)
    at 4 bytes a parameter; works on the meta device."""

    def own(module) -> int:
        nested = {
            id(p)
            for m in module.modules()
            if m is not module and type(m).__name__ in FSDP2_BLOCKS
            for p in m.parameters()
        }
        return sum(p.numel() * 4 for p in module.parameters() if id(p) not in nested)

    return max((own(m) for m in unet.modules() if type(m).__name__ in FSDP2_BLOCKS), default=0)


def init_lora_weights(unet, seed: int) -> None:
    """Set every LoRA ``A`` matrix to N(0, 1/r²) (PEFT's ``init_lora_weights="gaussian"``) from a generator seeded
    by ``seed`` and the parameter's name, and every ``B`` matrix to zero: the same start on every rank, sharded
    (FSDP2 DTensors get their own part) or not, whatever the order modules were made in."""
    from torch.distributed.tensor import DTensor, distribute_tensor

    with torch.no_grad():
        for name, param in unet.named_parameters():
            if ".lora_A." in name:
                rank = param.shape[0]
                generator = torch.Generator().manual_seed(seed * 1_000_003 + zlib.crc32(name.encode()))
                full = torch.randn(tuple(param.shape), generator=generator) / rank
            elif ".lora_B." in name:
                full = torch.zeros(tuple(param.shape))
            else:
                continue
            _fill(param, full, DTensor, distribute_tensor)


def _fill(param, full: torch.Tensor, dtensor_class, distribute) -> None:
    """Copy ``full`` (the whole tensor, on the CPU) into ``param``: into this rank's part for a DTensor."""
    if isinstance(param, dtensor_class):
        local = param.to_local()
        part = distribute(
            full.to(local.device, local.dtype), param.device_mesh, param.placements, src_data_rank=None
        )
        local.copy_(part.to_local())
    else:
        param.copy_(full.to(param.device, param.dtype))


def _unet_folder(name: str) -> Path:
    """The folder holding the UNet's config and weights: ``name/unet`` for a local diffusers folder, else the hub
    cache's snapshot of ``name`` (downloaded if missing, as ``from_pretrained`` would)."""
    if Path(name).is_dir():
        return Path(name) / "unet"
    from huggingface_hub import snapshot_download

    return Path(snapshot_download(name, allow_patterns=["unet/*", "model_index.json"])) / "unet"


def _checkpoint_key(name: str, params: dict) -> str | None:
    """The model's parameter for a checkpoint key: itself, or the LoRA-wrapped layer's ``base_layer``."""
    if name in params:
        return name
    owner, _, leaf = name.rpartition(".")
    wrapped = f"{owner}.base_layer.{leaf}"
    return wrapped if wrapped in params else None


def _load_shards(unet, folder: Path) -> None:
    """Fill the sharded (``to_empty``) UNet from ``folder``'s safetensors files, one tensor at a time.

    Raises:
        TrainingError: no safetensors weights there, or a parameter the files do not hold.
    """
    from safetensors import safe_open
    from torch.distributed.tensor import DTensor, distribute_tensor

    from training.errors import TrainingError

    files = sorted(folder.glob("*.safetensors"))
    if not files:
        raise TrainingError(Message("training.fsdp2_no_weights", path=folder))
    params = dict(unet.named_parameters())
    missing = {n for n in params if ".lora_" not in n}
    with torch.no_grad():
        for path in files:
            with safe_open(str(path), framework="pt") as f:
                for key in f.keys():
                    target = _checkpoint_key(key, params)
                    if target is None:
                        continue
                    _fill(params[target], f.get_tensor(key), DTensor, distribute_tensor)
                    missing.discard(target)
    if missing:
        raise TrainingError(
            Message("training.fsdp2_missing", path=folder, count=len(missing), example=sorted(missing)[0])
        )


def _policy(mixed_precision: str | None, device: torch.device):
    """FSDP2's ``MixedPrecisionPolicy``: bf16/fp16 parameters in compute, fp32 gradient reduction, on GPUs only."""
    from torch.distributed.fsdp import MixedPrecisionPolicy

    dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}.get(mixed_precision or "no")
    if dtype is None or device.type == "cpu":
        return MixedPrecisionPolicy()
    return MixedPrecisionPolicy(param_dtype=dtype, reduce_dtype=torch.float32)


def load_sharded_unet(name: str, accelerator, lora_config, seed: int, mixed_precision: str | None = None):
    """The UNet of the diffusers model ``name`` (a folder or hub id), with the LoRA of ``lora_config``, sharded by
    FSDP2 over the launched processes before any weight is read (see the module docstring). Base weights frozen
    and float32 (the policy casts for compute), LoRA weights trainable from :func:`init_lora_weights`.

    Each process holds about ``1/N`` of the UNet (its shards) plus one checkpoint tensor while loading.

    Raises:
        TrainingError: the folder holds no safetensors UNet weights or lacks some.
    """
    from diffusers import UNet2DConditionModel
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    folder = _unet_folder(name)
    with torch.device("meta"):
        unet = UNet2DConditionModel.from_config(UNet2DConditionModel.load_config(str(folder)))
    unet.requires_grad_(False)
    unet.add_adapter(lora_config)  # the LoRA layers on the meta device too
    device = accelerator.device
    mesh = init_device_mesh(device.type, (accelerator.num_processes,))
    policy = _policy(mixed_precision, device)
    for module in reversed(
        list(unet.modules())
    ):  # inner units first: an outer one leaves their weights alone
        if type(module).__name__ in FSDP2_BLOCKS:
            fully_shard(module, mesh=mesh, mp_policy=policy)
    fully_shard(unet, mesh=mesh, mp_policy=policy)
    unet.to_empty(device=device)
    _load_shards(unet, folder)
    init_lora_weights(unet, seed)
    return unet


def full_state_dict(unet, accelerator, fsdp2: bool) -> dict:
    """What the LoRA files are made from, whole, on the main process (a collective: call it on every rank).

    Under FSDP2 over several processes: only the LoRA parameters, each gathered from its shards
    (``DTensor.full_tensor()``, an all-gather of a few KB) to a CPU tensor, on every rank — gathering the whole
    state dict would put the whole base UNet on the main process. Otherwise Accelerate's ``get_state_dict`` (the
    whole UNet; FSDP1 / ZeRO-3 gather there)."""
    if not fsdp2 or accelerator.num_processes < 2:
        return accelerator.get_state_dict(unet)
    from torch.distributed.tensor import DTensor

    out = {}
    for name, param in unet.named_parameters():
        if ".lora_" in name:
            whole = param.full_tensor() if isinstance(param, DTensor) else param
            out[name] = whole.detach().cpu()
    return out


OPTIMIZER_FILE = "optimizer.pt"
SCHEDULER_FILE = "scheduler.pt"


def save_training_state(folder: Path, unet, optimizer, lr_scheduler, rank: int, is_main: bool) -> None:
    """The resumable state of an FSDP2 run besides the LoRA file, into ``folder`` (a collective: call it on every
    rank): the optimiser's state gathered whole to the main process (``get_optimizer_state_dict(full_state_dict=
    True, cpu_offload=True)``: only the LoRA's moments, a few MB), which writes it with the LR scheduler's state;
    every rank writes its RNG states (``random_states_<rank>.pkl``, Python, NumPy and torch)."""
    import pickle
    import random

    import numpy as np
    from torch.distributed.checkpoint.state_dict import StateDictOptions, get_optimizer_state_dict

    options = StateDictOptions(full_state_dict=True, cpu_offload=True)
    state = get_optimizer_state_dict(unet, _inner(optimizer), options=options)
    if is_main:
        torch.save(state, folder / OPTIMIZER_FILE)
        torch.save(_inner(lr_scheduler).state_dict(), folder / SCHEDULER_FILE)
    rng = {"python": random.getstate(), "numpy": np.random.get_state(), "torch": torch.get_rng_state()}
    (folder / f"random_states_{rank}.pkl").write_bytes(pickle.dumps(rng))


def load_training_state(folder: Path, unet, optimizer, lr_scheduler, rank: int, lora_file: str) -> None:
    """Resume an FSDP2 run from ``folder`` (written by :func:`save_training_state` and the LoRA file
    ``lora_file``): the LoRA's whole tensors cut to this rank's shards, the optimiser's state likewise
    (``set_optimizer_state_dict(full_state_dict=True)``; every rank reads the shared output folder), the LR
    scheduler and this rank's RNG states. A collective: call it on every rank.

    Raises:
        TrainingError: the checkpoint lacks a file (written by an older version, or not by FSDP2), or its LoRA
            does not match this one (rank or base model changed).
    """
    import pickle
    import random

    import numpy as np
    from safetensors.torch import load_file
    from torch.distributed.checkpoint.state_dict import StateDictOptions, set_optimizer_state_dict
    from torch.distributed.tensor import DTensor, distribute_tensor

    from training.errors import TrainingError

    needed = [lora_file, OPTIMIZER_FILE, SCHEDULER_FILE, f"random_states_{rank}.pkl"]
    lacking = [name for name in needed if not (folder / name).is_file()]
    if lacking:
        raise TrainingError(Message("training.fsdp2_cannot_resume", path=folder, lacking=list(lacking)))
    saved = load_file(str(folder / lora_file))
    # PEFT's saved keys drop the adapter's name ("default") from the parameters' names
    params = {n.replace(".default.", "."): p for n, p in unet.named_parameters() if ".lora_" in n}
    if set(saved) != set(params) or any(saved[k].shape != params[k].shape for k in params):
        raise TrainingError(Message("training.checkpoint_mismatch", path=folder))
    with torch.no_grad():
        for key, param in params.items():
            _fill(param, saved[key], DTensor, distribute_tensor)
    state = torch.load(folder / OPTIMIZER_FILE, weights_only=False)
    set_optimizer_state_dict(
        unet, _inner(optimizer), optim_state_dict=state, options=StateDictOptions(full_state_dict=True)
    )
    _inner(lr_scheduler).load_state_dict(torch.load(folder / SCHEDULER_FILE, weights_only=False))
    rng = pickle.loads((folder / f"random_states_{rank}.pkl").read_bytes())
    random.setstate(rng["python"])
    np.random.set_state(rng["numpy"])
    torch.set_rng_state(rng["torch"])


def _inner(prepared):
    """The optimiser or scheduler inside Accelerate's wrapper (``AcceleratedOptimizer.optimizer``,
    ``AcceleratedScheduler.scheduler``), or the object itself."""
    return getattr(prepared, "optimizer", None) or getattr(prepared, "scheduler", None) or prepared
