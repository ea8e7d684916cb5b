"""The run's output in ``OUTPUT_DIR``: the diffusers/PEFT LoRA, the kohya-ss export and
``training_info.json``, each written crash-safely by the main process, and the last ``done`` line.

Step 9 of a run lives here: :func:`write_output`.
"""

from __future__ import annotations

import json
import os
import shutil

import torch

from training.distributed import check_replicas
from training.files import fsync_tree, write_json_atomically
from training.fsdp2 import full_state_dict
from training.loop import validate
from training.run import Run

DIFFUSERS_LORA_FILE = "pytorch_lora_weights.safetensors"


def write_output(run: Run) -> dict:
    """Step 9: the diffusers/PEFT LoRA, the kohya export and ``training_info.json`` (main process, each
    written to a staging folder, fsynced and renamed); the other ranks wait (up to ``--ddp_timeout``).

    A collective: call it on every rank. Returns the ``done`` record (``event``, ``steps``,
    ``replica_hashes``; on the main process also the ``lora``, ``kohya`` and ``info`` paths), which the main
    process also prints as the last JSON line.

    Raises:
        RuntimeError: DDP replicas diverged (see :func:`training.distributed.check_replicas`).
    """
    from peft.utils import get_peft_model_state_dict

    args, accelerator = run.args, run.accelerator
    hashes = check_replicas(run.unwrap(run.unet), run.sharded)
    full_state = full_state_dict(run.unet, accelerator, args.fsdp2)  # collective under FSDP2 / ZeRO-3
    record = {"event": "done", "steps": run.global_step, "replica_hashes": hashes}
    if run.is_main:
        peft_state = get_peft_model_state_dict(run.unwrap(run.unet), state_dict=full_state)
        peft_state = {k: v.detach().float().cpu().contiguous() for k, v in peft_state.items()}
        kohya_name = _save_loras(run, peft_state)
        write_json_atomically(run.output_dir / "training_info.json", _training_info(run, kohya_name))
        validate(run, run.global_step)
        record |= {
            "lora": str(run.output_dir / DIFFUSERS_LORA_FILE),
            "kohya": str(run.output_dir / kohya_name),
            "info": str(run.output_dir / "training_info.json"),
        }
        print(json.dumps(record), flush=True)
    accelerator.wait_for_everyone()  # the other ranks wait (up to --ddp_timeout) while the main one writes
    accelerator.end_training()
    return record


def _training_info(run: Run, kohya_name: str) -> dict:
    """The contents of ``training_info.json``: base model, architecture, trigger word, prompt, rank, alpha,
    resolution, steps, photo count and the two LoRA file names."""
    args = run.args
    return {
        "base_model": str(args.pretrained_model),
        "architecture": run.arch,
        "trigger": args.trigger,
        "instance_prompt": args.instance_prompt,
        "rank": args.rank,
        "lora_alpha": args.lora_alpha,
        "resolution": args.resolution,
        "steps": run.global_step,
        "photos": len(run.photos),
        "lora": DIFFUSERS_LORA_FILE,
        "kohya": kohya_name,
    }


def _save_loras(run: Run, peft_state: dict) -> str:
    """Write ``pytorch_lora_weights.safetensors`` and the kohya-ss export atomically; returns the latter's name.
    diffusers writes alpha = rank; the kohya file keeps the real alpha (scale = alpha / rank)."""
    from diffusers import StableDiffusionPipeline, StableDiffusionXLPipeline
    from diffusers.utils import convert_state_dict_to_diffusers, convert_state_dict_to_kohya
    from safetensors.torch import save_file

    args, output_dir = run.args, run.output_dir
    output_dir.mkdir(parents=True, exist_ok=True)
    pipeline_class = StableDiffusionXLPipeline if run.arch == "sdxl" else StableDiffusionPipeline
    staging = output_dir / ".tmp-output"
    shutil.rmtree(staging, ignore_errors=True)
    pipeline_class.save_lora_weights(
        staging,
        unet_lora_layers=convert_state_dict_to_diffusers(peft_state),
        unet_lora_adapter_metadata=run.unwrap(run.unet).peft_config["default"].to_dict(),
        safe_serialization=True,
    )
    kohya = convert_state_dict_to_kohya({f"unet.{k}": v for k, v in peft_state.items()})
    kohya = {k: torch.tensor(float(args.lora_alpha)) if k.endswith(".alpha") else v for k, v in kohya.items()}
    kohya_name = f"{args.output_name}.kohya.safetensors"
    metadata = {
        "ss_network_module": "networks.lora",
        "ss_network_dim": str(args.rank),
        "ss_network_alpha": str(args.lora_alpha),
        "ss_base_model_version": "sdxl_base_v1-0" if run.arch == "sdxl" else "sd_v1",
        "ss_sd_model_name": str(args.pretrained_model),
        "ss_max_train_steps": str(args.max_train_steps),
        "ss_resolution": f"({args.resolution}, {args.resolution})",
    }
    save_file(kohya, str(staging / kohya_name), metadata=metadata)
    fsync_tree(staging)
    os.replace(staging / DIFFUSERS_LORA_FILE, output_dir / DIFFUSERS_LORA_FILE)
    os.replace(staging / kohya_name, output_dir / kohya_name)
    shutil.rmtree(staging, ignore_errors=True)
    return kohya_name
