"""Checkpoints under ``OUTPUT_DIR/checkpoints/checkpoint-<step>/``: what they hold (the LoRA, not the frozen
base), saving them crash-safely every ``--checkpointing_steps``, and ``--resume`` from the newest.

Steps 6 and 7 of a run live here (:func:`add_checkpoint_hooks`, :func:`resume`); the training loop calls
:func:`save_checkpoint`.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from pathlib import Path

from training.errors import TrainingError
from training.files import fsync_tree
from training.fsdp2 import full_state_dict, load_training_state, save_training_state
from training.run import Run
from words import Message

logger = logging.getLogger("train_lora")

CHECKPOINT_PREFIX = "checkpoint-"
CHECKPOINT_LORA_FILE = "lora.safetensors"


def list_checkpoints(output_dir: str | Path) -> list[tuple[int, Path]]:
    """``(step, folder)`` of the complete checkpoints under ``output_dir/checkpoints``, oldest first."""
    root = Path(output_dir) / "checkpoints"
    found = []
    if root.is_dir():
        for folder in root.iterdir():
            match = re.fullmatch(rf"{CHECKPOINT_PREFIX}(\d+)", folder.name)
            if match and folder.is_dir():
                found.append((int(match.group(1)), folder))
    return sorted(found)


def add_checkpoint_hooks(run: Run) -> None:
    """Step 6: checkpoints hold the LoRA only (save/load hooks of ``accelerator.save_state``), not the base.

    Loading raises TrainingError when the checkpoint's LoRA does not match this one (rank or base changed).
    """
    from peft.utils import get_peft_model_state_dict, set_peft_model_state_dict
    from safetensors.torch import load_file, save_file

    def save_model_hook(models, weights, folder):
        for model in models:
            if run.is_main:
                state = get_peft_model_state_dict(run.unwrap(model))
                save_file(state, os.path.join(folder, CHECKPOINT_LORA_FILE))
            if weights:
                weights.pop()  # the frozen base is not saved in checkpoints

    def load_model_hook(models, folder):
        while models:
            model = run.unwrap(models.pop())
            result = set_peft_model_state_dict(model, load_file(os.path.join(folder, CHECKPOINT_LORA_FILE)))
            if getattr(result, "unexpected_keys", None):
                raise TrainingError(Message("training.checkpoint_mismatch", path=folder))

    run.accelerator.register_save_state_pre_hook(save_model_hook)
    run.accelerator.register_load_state_pre_hook(load_model_hook)


def save_checkpoint(run: Run, step: int) -> None:
    """Save the training state into ``checkpoints/.tmp-checkpoint-N`` (every rank its RNG state; under FSDP2
    the whole LoRA gathered from the shards and :func:`training.fsdp2.save_training_state`), fsync, rename to
    ``checkpoint-N``, keep the last K.

    A collective: call it on every rank."""
    from peft.utils import get_peft_model_state_dict
    from safetensors.torch import save_file

    accelerator, is_main = run.accelerator, run.is_main
    root = run.output_dir / "checkpoints"
    tmp, final = root / f".tmp-{CHECKPOINT_PREFIX}{step}", root / f"{CHECKPOINT_PREFIX}{step}"
    if is_main:
        shutil.rmtree(tmp, ignore_errors=True)
    accelerator.wait_for_everyone()
    if (
        run.args.fsdp2
    ):  # the whole LoRA (gathered from the shards), the optimiser's and scheduler's state, RNG
        whole = full_state_dict(run.unet, accelerator, True)
        if is_main:
            lora = get_peft_model_state_dict(run.unet, state_dict=whole)
            tmp.mkdir(parents=True, exist_ok=True)
            save_file({k: v.contiguous() for k, v in lora.items()}, str(tmp / CHECKPOINT_LORA_FILE))
        accelerator.wait_for_everyone()  # the folder exists before every rank writes its RNG state there
        rank = accelerator.process_index
        save_training_state(tmp, run.unet, run.optimizer, run.lr_scheduler, rank, is_main)
    else:
        accelerator.save_state(str(tmp))  # every rank writes its RNG state; the main process the rest
    accelerator.wait_for_everyone()
    if is_main:
        fsync_tree(tmp)
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
        for _, old in list_checkpoints(run.output_dir)[: -run.args.checkpoints_total_limit]:
            shutil.rmtree(old)
    accelerator.wait_for_everyone()


def resume(run: Run) -> None:
    """Step 7: different noise and timesteps on every rank from here; with ``--resume``, LoRA, optimiser, LR
    scheduler, this rank's RNG and the step from the newest checkpoint."""
    from accelerate.utils import set_seed

    set_seed(run.args.seed, device_specific=True)
    if not run.args.resume:
        return
    checkpoints = list_checkpoints(run.output_dir)
    if checkpoints:
        run.global_step, folder = checkpoints[-1]
        if run.args.fsdp2:
            rank = run.accelerator.process_index
            load_training_state(folder, run.unet, run.optimizer, run.lr_scheduler, rank, CHECKPOINT_LORA_FILE)
        else:
            run.accelerator.load_state(str(folder))
        logger.info("resumed from %s", folder)
    else:
        logger.info("no checkpoint in %s: starting from step 0", run.output_dir / "checkpoints")
