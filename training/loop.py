"""The training loop: the optimiser and LR schedule, each rank's micro-batches, the diffusion loss, the steps
with gradient accumulation, progress lines, checkpoints and validation images.

Steps 5 and 8 of a run live here: :func:`make_optimiser` and :func:`train`.
"""

from __future__ import annotations

import json
import sys
import time
from collections import deque

import torch
import torch.nn.functional as F

from training.checkpoints import save_checkpoint
from training.distributed import check_replicas
from training.errors import TrainingError
from training.files import save_png_atomically
from training.photos import sample_indices
from training.run import Run
from words import Message


def make_optimiser(run: Run) -> None:
    """Step 5: the optimiser and the learning-rate schedule, prepared by Accelerate (with the UNet, which it
    wraps in DDP, unless FSDP2 sharded it already). Fills ``run.optimizer`` and ``run.lr_scheduler``."""
    from diffusers.optimization import get_scheduler

    args, accelerator = run.args, run.accelerator
    optimizer = run.optimizer_class(
        run.lora_params,
        lr=args.learning_rate,
        betas=(args.adam_beta1, args.adam_beta2),
        weight_decay=args.adam_weight_decay,
        eps=args.adam_epsilon,
    )
    # Accelerate steps a prepared scheduler once per process per optimiser step, hence the factor.
    lr_scheduler = get_scheduler(
        args.lr_scheduler,
        optimizer=optimizer,
        num_warmup_steps=args.lr_warmup_steps * accelerator.num_processes,
        num_training_steps=args.max_train_steps * accelerator.num_processes,
    )
    if args.fsdp2:
        run.optimizer, run.lr_scheduler = accelerator.prepare(optimizer, lr_scheduler)
    else:
        run.unet, run.optimizer, run.lr_scheduler = accelerator.prepare(run.unet, optimizer, lr_scheduler)


def batch_text(run: Run) -> dict:
    """The cached prompt embeddings as a batch on the device (person, then class with prior preservation).

    Returns:
        :func:`training.base_model.encode_prompt`'s tensors in ``run.weight_dtype``, their batch dimension
        expanded to ``--train_batch_size`` (twice that with prior preservation).
    """
    device, dtype, batch = run.accelerator.device, run.weight_dtype, run.args.train_batch_size
    text = {k: v.to(device, dtype) for k, v in run.data["instance_text"].items()}
    if not run.args.with_prior_preservation:
        return {k: v.expand(batch, *v.shape[1:]) for k, v in text.items()}
    cls = run.data["class_text"]
    return {
        k: torch.cat([v.expand(batch, *v.shape[1:]), cls[k].to(device, dtype).expand(batch, *v.shape[1:])])
        for k, v in text.items()
    }


def micro_batch(run: Run, step: int, micro: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``(latent distribution parameters, SDXL time ids)`` of this rank's photos for a micro-step: a seeded
    shuffle that depends only on the step, so ranks read different photos and a resumed run reads what the
    straight run would.

    Returns:
        params (B, 2·C, H/8, W/8) float32 and time_ids (B, 6) in ``run.weight_dtype``, on the device; B is
        ``--train_batch_size``, doubled with prior preservation (the person's photos first, then the class's).
    """
    args, data, device = run.args, run.data, run.accelerator.device
    rank, world, batch = run.accelerator.process_index, run.accelerator.num_processes, args.train_batch_size
    start = ((step * args.gradient_accumulation_steps + micro) * world + rank) * batch
    idx = sample_indices(len(data["instance_params"]), start, batch, args.seed, stream=0)
    params, time_ids = data["instance_params"][idx], data["instance_time_ids"][idx]
    if args.with_prior_preservation:
        cidx = sample_indices(len(data["class_params"]), start, batch, args.seed, stream=1)
        params = torch.cat([params, data["class_params"][cidx]])
        time_ids = torch.cat([time_ids, data["class_time_ids"][cidx]])
    return params.to(device), time_ids.to(device, run.weight_dtype)


def loss_of(run: Run, params, time_ids, text) -> torch.Tensor:
    """One micro-batch's loss (a float32 scalar): noise at a uniform timestep, MSE against ε or v per the
    scheduler's ``prediction_type``, plus the prior-preservation term.

    Raises:
        TrainingError: a scheduler ``prediction_type`` other than ``epsilon`` or ``v_prediction``.
    """
    from diffusers.models.autoencoders.vae import DiagonalGaussianDistribution

    args, scheduler, device = run.args, run.noise_scheduler, run.accelerator.device
    latents = DiagonalGaussianDistribution(params).sample() * run.scaling_factor
    noise = torch.randn_like(latents)
    timesteps = torch.randint(0, scheduler.config.num_train_timesteps, (latents.shape[0],), device=device)
    noisy = scheduler.add_noise(latents, noise, timesteps).to(run.weight_dtype)
    prediction_type = scheduler.config.prediction_type
    if prediction_type == "epsilon":
        target = noise
    elif prediction_type == "v_prediction":
        target = scheduler.get_velocity(latents, noise, timesteps)
    else:
        raise TrainingError(Message("training.prediction_type", kind=str(prediction_type)))
    added = {"text_embeds": text["text_embeds"], "time_ids": time_ids} if run.arch == "sdxl" else None
    pred = run.unet(noisy, timesteps, text["encoder_hidden_states"], added_cond_kwargs=added).sample.float()
    if not args.with_prior_preservation:
        return F.mse_loss(pred, target)
    pred, pred_prior = pred.chunk(2)  # first half: the person; second half: the class
    target, target_prior = target.chunk(2)
    return F.mse_loss(pred, target) + args.prior_loss_weight * F.mse_loss(pred_prior, target_prior)


def train(run: Run) -> None:
    """Step 8: the loop — gradient accumulation, clipping, the LR schedule; one JSON line per step (main
    process); checkpoints every ``--checkpointing_steps`` and at the end; validation images."""
    from tqdm.auto import tqdm

    args, accelerator = run.args, run.accelerator
    text = batch_text(run)
    progress = tqdm(
        total=args.max_train_steps,
        initial=run.global_step,
        desc="training",
        disable=not run.is_main or args.no_progress_bar,
        file=sys.stderr,
    )
    durations: deque[float] = deque(maxlen=10)
    run.unet.train()
    while run.global_step < args.max_train_steps:
        started = time.perf_counter()
        step_loss = _optimiser_step(run, text)
        run.global_step += 1
        mean_loss = accelerator.gather(step_loss[None]).mean().item()
        durations.append(time.perf_counter() - started)
        if run.is_main:
            _report_step(run, mean_loss, sum(durations) / len(durations))
            progress.update(1)
            progress.set_postfix(loss=f"{mean_loss:.4f}")
        if run.global_step % args.checkpointing_steps == 0 or run.global_step == args.max_train_steps:
            save_checkpoint(run, run.global_step)
            check_replicas(run.unwrap(run.unet), run.sharded)
        if args.validation_steps and run.global_step % args.validation_steps == 0:
            validate(run, run.global_step)
            accelerator.wait_for_everyone()
    progress.close()


def _optimiser_step(run: Run, text: dict) -> torch.Tensor:
    """One optimiser step over ``--gradient_accumulation_steps`` micro-batches; returns this rank's mean
    loss (a scalar on the device)."""
    args, accelerator, unet = run.args, run.accelerator, run.unet
    step_loss = torch.zeros((), device=accelerator.device)
    for micro in range(args.gradient_accumulation_steps):
        with accelerator.accumulate(unet):
            loss = loss_of(run, *micro_batch(run, run.global_step, micro), text)
            accelerator.backward(loss)
            if accelerator.sync_gradients and args.max_grad_norm > 0:
                accelerator.clip_grad_norm_(run.lora_params, args.max_grad_norm)
            run.optimizer.step()
            run.lr_scheduler.step()
            run.optimizer.zero_grad(set_to_none=True)
            step_loss += loss.detach() / args.gradient_accumulation_steps
    return step_loss


def _report_step(run: Run, loss: float, seconds: float) -> None:
    """Print the step's progress line on stdout (see ``train_lora``'s module docstring)."""
    total = run.args.max_train_steps
    record = {
        "step": run.global_step,
        "total": total,
        "loss": round(loss, 6),
        "seconds_per_step": round(seconds, 4),
        "eta_seconds": round(seconds * (total - run.global_step), 1),
    }
    print(json.dumps(record), flush=True)


def validate(run: Run, step: int) -> None:
    """Draw ``--num_validation_images`` with the LoRA into ``validation/step-<step>-<i>.png`` (main process,
    unsharded runs; a no-op elsewhere and without ``--validation_prompt``)."""
    args, accelerator, pipe = run.args, run.accelerator, run.pipe
    if not args.validation_prompt or run.sharded or not run.is_main:
        return
    folder = run.output_dir / "validation"
    folder.mkdir(parents=True, exist_ok=True)
    pipe.unet = run.unwrap(run.unet)
    encoders = [pipe.text_encoder, getattr(pipe, "text_encoder_2", None), pipe.vae]
    for module in encoders:
        if module is not None:
            module.to(accelerator.device)
    pipe.set_progress_bar_config(disable=True)
    for i in range(args.num_validation_images):
        generator = torch.Generator(accelerator.device).manual_seed(args.seed + i)
        with accelerator.autocast():
            size = {"height": args.resolution, "width": args.resolution}
            image = pipe(
                args.validation_prompt,
                num_inference_steps=args.validation_inference_steps,
                generator=generator,
                **size,
            ).images[0]
        save_png_atomically(image, folder / f"step-{step:06d}-{i}.png")
    for module in encoders:
        if module is not None:
            module.to("cpu")
