"""One training run: the :class:`Run` record its steps hand on to each other, and step 1,
:func:`start_accelerator`, which creates it (the Accelerate ``Accelerator``, logging, dtype, optimiser class).
"""

from __future__ import annotations

import argparse
import logging
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import torch

from training.distributed import check_output_shared, join_group
from training.errors import TrainingError
from words import Message

logger = logging.getLogger("train_lora")


@dataclass
class Run:
    """What the steps of ``train_lora.main`` hand on to each other, filled in the order they run."""

    args: argparse.Namespace
    accelerator: Any = None
    is_main: bool = True
    sharded: bool = False  # FSDP2 / FSDP / ZeRO: each rank holds a different part of the UNet
    weight_dtype: torch.dtype = torch.float32
    optimizer_class: Any = None
    photos: list = field(default_factory=list)  # [(pixels, info)] of the person's photos
    pipe: Any = None  # kept only for validation images
    arch: str = "sd"
    unet: Any = None
    noise_scheduler: Any = None
    scaling_factor: float = 1.0
    data: dict = field(default_factory=dict)  # encoded photos and prompts (instance_*, class_*)
    lora_params: list = field(default_factory=list)
    optimizer: Any = None
    lr_scheduler: Any = None
    global_step: int = 0

    @property
    def output_dir(self) -> Path:
        """``--output_dir``: checkpoints, the LoRA files, ``training_info.json`` and validation images."""
        return Path(self.args.output_dir)

    def unwrap(self, model):
        """``model`` without Accelerate's wrappers (DDP, compiled), as ``accelerator.unwrap_model`` gives it."""
        return self.accelerator.unwrap_model(model)


def start_accelerator(args: argparse.Namespace) -> Run:
    """Step 1: the Accelerator (float32 without a GPU; the process group's timeout), logging per rank, the
    output folder checked to be shared, the weights' dtype, the optimiser class (bitsandbytes checked first:
    a missing package should not cost a model load), and the seed for the same LoRA initialisation on every
    rank.

    Raises:
        TrainingError: the output folder is not shared by every machine, or ``--use_8bit_adam`` without
            bitsandbytes.
    """
    from accelerate import Accelerator
    from accelerate.utils import DistributedType, InitProcessGroupKwargs, ProjectConfiguration, set_seed

    run = Run(args)
    join_group(args.cpu, args.ddp_timeout)  # a group of this attempt of the launch, before Accelerate's own
    accelerator = run.accelerator = Accelerator(
        cpu=args.cpu,
        gradient_accumulation_steps=args.gradient_accumulation_steps,
        mixed_precision=_mixed_precision(args),
        project_config=ProjectConfiguration(project_dir=str(run.output_dir)),
        kwargs_handlers=[InitProcessGroupKwargs(timeout=timedelta(seconds=args.ddp_timeout))],
    )
    run.is_main = accelerator.is_main_process
    check_output_shared(accelerator, run.output_dir)
    _set_up_logging(run.is_main)
    engines = (DistributedType.FSDP, DistributedType.DEEPSPEED)
    run.sharded = args.fsdp2 or accelerator.distributed_type in engines
    if not run.sharded:  # sharding engines keep one dtype per parameter and apply their own mixed precision
        run.weight_dtype = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(
            accelerator.mixed_precision, torch.float32
        )
    set_seed(args.seed)  # the same LoRA initialisation on every rank
    run.optimizer_class = _optimizer_class(args.use_8bit_adam)
    return run


def _mixed_precision(args: argparse.Namespace) -> str | None:
    """``--mixed_precision`` for the Accelerator: ``"no"`` without a GPU (or with ``--cpu``), with a warning
    when fp16/bf16 was asked for; ``None`` keeps the accelerate config's."""
    mixed_precision = args.mixed_precision
    on_gpu = torch.cuda.is_available() and not args.cpu
    if not on_gpu and mixed_precision not in (None, "no"):
        logger.warning("no GPU: --mixed_precision %s ignored, training in float32", mixed_precision)
    if not on_gpu:
        mixed_precision = "no"
    return mixed_precision


def _set_up_logging(is_main: bool) -> None:
    """``train_lora: …`` log lines: information from the main process, only warnings from the others (and
    only errors from their diffusers and transformers)."""
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    logger.setLevel(logging.INFO if is_main else logging.WARNING)
    if not is_main:
        import diffusers
        import transformers

        diffusers.utils.logging.set_verbosity_error()
        transformers.utils.logging.set_verbosity_error()


def _optimizer_class(use_8bit_adam: bool) -> type:
    """``torch.optim.AdamW``, or bitsandbytes' ``AdamW8bit`` with ``--use_8bit_adam``.

    Raises:
        TrainingError: ``--use_8bit_adam`` and bitsandbytes is not installed.
    """
    if not use_8bit_adam:
        return torch.optim.AdamW
    try:
        import bitsandbytes as bnb
    except ImportError as err:
        raise TrainingError(Message("training.needs_bitsandbytes")) from err
    return bnb.optim.AdamW8bit
