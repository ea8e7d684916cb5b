#!/usr/bin/env python
"""Teach a diffusion model one person: DreamBooth-style LoRA fine-tuning with PEFT, launched by Accelerate.

In the style of diffusers' ``examples/dreambooth/train_dreambooth_lora*.py``. This file is the script
Accelerate runs: the command line (:func:`parse_args`), the steps in the order they run (:func:`main`; each
step lives in the ``training`` module its import below names: run, photos, base_model, checkpoints, loop,
output), and the one-line errors (:func:`cli`). ``training/README.md`` maps every module.

It trains a LoRA on the UNet attention projections (``to_q``, ``to_k``, ``to_v``, ``to_out.0``) of a
Stable Diffusion 1.x/2.x or SDXL pipeline from a person's photos, captioned "a photo of <trigger> person".

Launch it with Accelerate (one process, DDP over several GPUs or machines; ``--fsdp2`` shards the UNet with
PyTorch FSDP2; see ``training/README.md`` and ``training/configs/``)::

    accelerate launch --config_file training/configs/single_gpu.yaml training/train_lora.py \
        --pretrained_model runwayml/stable-diffusion-v1-5 --instance_images me1.jpg me2.jpg \
        --trigger ohwx --output_dir out/ --max_train_steps 400

Output (written by the main process only):

* ``OUTPUT_DIR/pytorch_lora_weights.safetensors``: diffusers/PEFT format, ``pipe.load_lora_weights(OUTPUT_DIR)``.
* ``OUTPUT_DIR/<output_name>.kohya.safetensors``: kohya-ss keys (``lora_unet_…lora_down.weight`` + ``alpha``),
  loadable by ComfyUI, AUTOMATIC1111 and ``pipe.load_lora_weights`` too.
* ``OUTPUT_DIR/training_info.json``: base model, architecture, trigger word, prompt, rank, alpha, steps.
* ``OUTPUT_DIR/checkpoints/checkpoint-<step>/``: ``accelerator.save_state`` folders (LoRA, optimiser, LR
  scheduler, RNG of every rank), written to a temporary folder and renamed, the last K kept; ``--resume``
  continues from the newest.

Progress: a tqdm bar on stderr (main process) and, on stdout, one JSON line per optimiser step::

    {"step": 12, "total": 400, "loss": 0.1034, "seconds_per_step": 0.81, "eta_seconds": 314.3}

and a last line ``{"event": "done", "lora": …, "kohya": …, "info": …, "replica_hashes": [...]}``. A user
mistake (missing photo, unreadable image, unknown model) ends the run with one line on stderr starting
``train_lora: error:`` and exit status 1.

The ``training`` package imports nothing from the app, so it runs on a training machine with only the ML stack
installed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

if not __package__:  # run as a script (accelerate launch, torchrun): sys.path[0] is training/, not its parent
    _ROOT = str(Path(__file__).resolve().parents[1])
    if _ROOT not in sys.path:
        sys.path.insert(0, _ROOT)

from training.base_model import add_lora, load_model
from training.checkpoints import add_checkpoint_hooks, resume
from training.distributed import end_process
from training.errors import TrainingError
from training.loop import make_optimiser, train
from training.output import write_output
from training.photos import read_photos
from training.run import start_accelerator
from words import Message


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command line (``argv`` without the program name; ``None`` reads ``sys.argv``).

    Raises:
        TrainingError: inconsistent options (no photos, prior preservation without a class folder, …).
    """
    p = argparse.ArgumentParser(description="DreamBooth LoRA fine-tuning on a person's photos (Accelerate).")
    for add_options in (_model_options, _data_options, _optimisation_options, _output_options):
        add_options(p)
    args = p.parse_args(argv)
    _check_options(args)
    if args.lora_alpha is None:
        args.lora_alpha = float(args.rank)
    args.instance_prompt = args.instance_prompt.replace("{trigger}", args.trigger)
    return args


def _model_options(p: argparse.ArgumentParser) -> None:
    """The base model, the LoRA and how the UNet is held (``--fsdp2``, precision)."""
    g = p.add_argument_group("model")
    g.add_argument("--pretrained_model", required=True, help="diffusers folder, .safetensors file or hub id")
    g.add_argument("--rank", type=int, default=8, help="LoRA rank (inner dimension)")
    g.add_argument(
        "--lora_alpha", type=float, default=None, help="LoRA alpha (scale = alpha/rank); default = rank"
    )
    g.add_argument("--gradient_checkpointing", action="store_true", help="recompute activations: less memory")
    g.add_argument(
        "--fsdp2",
        action="store_true",
        help="shard the UNet over the processes with PyTorch FSDP2 (fully_shard): weights, gradients and "
        "optimiser states split; GPUs (NCCL) or CPU processes (gloo)",
    )
    g.add_argument(
        "--mixed_precision",
        choices=["no", "fp16", "bf16"],
        default=None,
        help="default: the accelerate config's; always 'no' without a GPU",
    )


def _data_options(p: argparse.ArgumentParser) -> None:
    """The person's photos, their caption, prior preservation and the training size."""
    g = p.add_argument_group("data")
    g.add_argument("--instance_images", nargs="+", default=[], help="the person's photo files")
    g.add_argument("--instance_data_dir", default=None, help="a folder of the person's photos")
    g.add_argument("--trigger", default="sks", help="the rare word that names the person in prompts")
    g.add_argument(
        "--instance_prompt", default="a photo of {trigger} person", help="caption; {trigger} is filled in"
    )
    g.add_argument(
        "--with_prior_preservation", action="store_true", help="also train on generic class images"
    )
    g.add_argument("--class_data_dir", default=None, help="class images; missing ones are generated here")
    g.add_argument("--class_prompt", default="a photo of a person")
    g.add_argument("--num_class_images", type=int, default=50)
    g.add_argument("--class_generation_steps", type=int, default=30, help="denoising steps per class image")
    g.add_argument("--prior_loss_weight", type=float, default=1.0)
    g.add_argument(
        "--resolution", type=int, default=512, help="square training size in pixels (multiple of 8)"
    )


def _optimisation_options(p: argparse.ArgumentParser) -> None:
    """Steps, batch, learning rate and schedule, AdamW, clipping and the seed."""
    g = p.add_argument_group("optimisation")
    g.add_argument("--max_train_steps", type=int, default=400, help="optimiser steps in all")
    g.add_argument(
        "--train_batch_size", type=int, default=1, help="instance images per process per micro-step"
    )
    g.add_argument("--gradient_accumulation_steps", type=int, default=1)
    g.add_argument("--learning_rate", type=float, default=1e-4)
    g.add_argument("--lr_scheduler", default="constant", help="diffusers.optimization scheduler name")
    g.add_argument("--lr_warmup_steps", type=int, default=0)
    g.add_argument(
        "--use_8bit_adam", action="store_true", help="bitsandbytes' 8-bit AdamW (must be installed)"
    )
    g.add_argument("--adam_beta1", type=float, default=0.9)
    g.add_argument("--adam_beta2", type=float, default=0.999)
    g.add_argument("--adam_weight_decay", type=float, default=1e-2)
    g.add_argument("--adam_epsilon", type=float, default=1e-8)
    g.add_argument("--max_grad_norm", type=float, default=1.0)
    g.add_argument("--seed", type=int, default=0)


def _output_options(p: argparse.ArgumentParser) -> None:
    """Output folder, checkpoints, validation images, devices and progress display."""
    g = p.add_argument_group("checkpoints and output")
    g.add_argument("--output_dir", required=True)
    g.add_argument("--output_name", default="lora", help="file stem of the kohya export")
    g.add_argument(
        "--checkpointing_steps", type=int, default=100, help="save the training state every N steps"
    )
    g.add_argument("--checkpoints_total_limit", type=int, default=2, help="keep the last K checkpoints")
    g.add_argument("--resume", action="store_true", help="continue from the newest checkpoint in output_dir")
    g.add_argument("--validation_prompt", default=None, help="draw validation images with this prompt")
    g.add_argument("--validation_steps", type=int, default=0, help="every N steps (0: only at the end)")
    g.add_argument("--num_validation_images", type=int, default=2)
    g.add_argument("--validation_inference_steps", type=int, default=30)
    g.add_argument(
        "--cpu", action="store_true", help="train on the CPU even with a GPU (gloo under torchrun)"
    )
    g.add_argument("--ddp_timeout", type=int, default=7200, help="seconds ranks wait for each other")
    g.add_argument("--no_progress_bar", action="store_true", help="JSON lines only (for a wrapping program)")


def _check_options(args: argparse.Namespace) -> None:
    """Refuse inconsistent options.

    Raises:
        TrainingError: the first problem found, as one line.
    """
    if not args.instance_images and not args.instance_data_dir:
        raise TrainingError(Message("training.no_photos_given"))
    if args.with_prior_preservation and not args.class_data_dir:
        raise TrainingError(Message("training.needs_class_dir"))
    if args.resolution < 8 or args.resolution % 8:
        raise TrainingError(Message("training.bad_resolution", resolution=args.resolution))
    for name in ("rank", "max_train_steps", "train_batch_size", "gradient_accumulation_steps"):
        if getattr(args, name) < 1:
            raise TrainingError(
                Message("training.at_least_one", option=f"--{name}", value=getattr(args, name))
            )


def main(args: argparse.Namespace) -> dict:
    """Train the LoRA described by ``args`` (from :func:`parse_args`); returns the ``done`` record.

    Every process of an ``accelerate launch`` runs this; collective calls (save_state, state dicts, gather)
    are made on all ranks, files are written by the main process only. The steps, in the order they run:
    :func:`start_accelerator`, :func:`read_photos`, :func:`load_model`, :func:`add_lora`,
    :func:`make_optimiser`, :func:`add_checkpoint_hooks`, :func:`resume`, :func:`train` (which calls
    ``save_checkpoint``, ``check_replicas`` and ``validate``), :func:`write_output`.

    Raises:
        TrainingError: bad photos, model or options (one line).
    """
    run = start_accelerator(args)
    read_photos(run)
    load_model(run)
    add_lora(run)
    make_optimiser(run)
    add_checkpoint_hooks(run)
    resume(run)
    train(run)
    return write_output(run)


def cli(argv: list[str] | None = None) -> int:
    """Command-line entry point: one-line error and status 1 for a user mistake."""
    try:
        main(parse_args(argv))
    except TrainingError as err:
        print(f"train_lora: error: {err}", file=sys.stderr, flush=True)
        if isinstance(err.args[0], Message):  # the same, for memorybook train to say in its reader's language
            print(f"train_lora: message: {json.dumps(err.args[0].to_json())}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    end_process(cli())  # without the interpreter's teardown, where a rank's C++ thread could abort it
