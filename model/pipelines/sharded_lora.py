"""LoRAs on a denoiser split by tensor parallelism: fused into each rank's shard of every weight they change.

diffusers 0.42.1 refuses LoRA layers on a tensor-parallel model (``ModelMixin.load_lora_adapter`` →
``hooks.tensor_parallel._raise_if_tensor_parallel``: the adapter layers are not in the model's ``_tp_plan``, so
a sharded base layer would be added to a full-sized adapter output). Loading the LoRA before the split would need
the whole denoiser on one device first — what tensor parallelism exists to avoid. So here:

1. diffusers loads the LoRA — its own key conversions (kohya, PEFT, diffusers formats), ranks, alphas and
   ``set_adapters`` weights — into a **shell** of the denoiser: the same class built from its config, every
   parameter a zero-stride view of one zero (no memory; on the CPU, so PEFT puts the LoRA factors there too).
2. For every LoRA layer of the shell, the change of its weight, ``ΔW = Σ_adapters scaling · B @ A`` (PEFT's
   ``LoraLayer.get_delta_weight``; ``scaling`` = weight · alpha / rank), is computed **only for this rank's slice**:
   a column-parallel weight (output rows sharded) takes the rows of ``B``, a row-parallel one (input columns
   sharded) the columns of ``A`` — cut by diffusers' own ``_local_shard`` with the parameter's ``TPShardSpec``
   (``resolve_tp_shard_specs``, packed feed-forward blocks included). A weight the plan replicates (a UNet's
   convolutions, its ``proj_in``) gets the whole ``ΔW``. The slice is added to the rank's local tensor in place.
3. For people's LoRAs (one page's people, then the next page's) the slices they change are copied to CPU memory
   first and copied back by :func:`restore_shards`: the base weights come back bit-exact, page after page (a
   subtraction would drift in bf16).

Memory: nothing whole is ever built — per LoRA layer one slice of ``ΔW`` (``out/N × in`` elements in float32 for a
column-parallel layer), and for people's LoRAs a CPU copy of the slices they change (the bytes of those local
shards: a LoRA on the attention projections of a Flux transformer over 2 GPUs ≈ 2.1 GB of host memory per rank in
bf16). The picture equals the whole model's with the LoRA within :data:`model.runtime.parallel.PICTURE_TOLERANCE`:
a fused weight rounds once where PEFT adds the LoRA branch to the layer's output.
"""

from __future__ import annotations

import contextlib
from typing import Any

from model.errors import ModelError
from words import Message

ORIGINALS = "_memorybook_shard_originals"
"""The denoiser attribute holding ``{parameter name: CPU copy of its local shard}`` while people's LoRAs are fused."""


def denoiser_of(pipe: Any) -> tuple[str, Any]:
    """``(name, module)`` of the pipeline's denoiser (``transformer`` or ``unet``); ``("", None)`` when it has none."""
    for name in ("transformer", "unet"):
        module = getattr(pipe, name, None)
        if module is not None:
            return name, module
    return "", None


def is_tensor_parallel(pipe: Any) -> bool:
    """Whether ``pipe``'s denoiser is split by tensor parallelism (diffusers' ``_parallel_config``)."""
    from diffusers.hooks.tensor_parallel import _is_tensor_parallel

    denoiser = denoiser_of(pipe)[1]
    return denoiser is not None and _is_tensor_parallel(denoiser)


def _shell(model):
    """``model``'s class built from its config on no memory: each parameter a zero-stride CPU view of one zero of
    its dtype and shape (PEFT reads shapes and puts new LoRA layers on their base layer's device)."""
    import torch
    from accelerate import init_empty_weights

    with init_empty_weights():
        shell = type(model).from_config(model.config)
    dtype = next(model.parameters()).dtype
    for module in shell.modules():
        for name, param in list(module._parameters.items()):
            if param is not None:
                empty = torch.zeros((), dtype=dtype).expand(param.shape)
                module._parameters[name] = torch.nn.Parameter(empty, requires_grad=False)
    return shell


@contextlib.contextmanager
def loading_into_shell(pipe: Any):
    """While inside, ``pipe``'s denoiser is a shell (:func:`_shell`) for ``pipe.load_lora_weights`` and
    ``pipe.set_adapters`` to load into (text encoders get their LoRA layers as usual); yields the shell. Afterwards
    the real denoiser is back. Load with ``low_cpu_mem_usage=True`` so PEFT keeps the factors' values."""
    name, real = denoiser_of(pipe)
    shell = _shell(real)
    vars(pipe)[name] = shell  # not setattr: the pipeline's config keeps naming the real class
    try:
        yield shell
    finally:
        vars(pipe)[name] = real


def fuse_into_shards(pipe: Any, shell, *, keep_originals: bool) -> int:
    """Add every active LoRA of ``shell`` (after :func:`loading_into_shell`) to this rank's shards of ``pipe``'s
    tensor-parallel denoiser. ``keep_originals``: copy each changed local shard to CPU memory first, for
    :func:`restore_shards` (people's LoRAs); False for LoRAs that stay (loaded with the model). Returns the number
    of weights changed. Raises ModelError for a LoRA kind that cannot be fused slice by slice (DoRA, LoRA bias)."""
    import torch
    from diffusers.hooks.tensor_parallel import resolve_tp_shard_specs
    from peft.tuners.lora import LoraLayer
    from torch.distributed.tensor import DTensor

    real = denoiser_of(pipe)[1]
    mesh = next((p.device_mesh for p in real.parameters() if isinstance(p, DTensor)), None)
    specs = resolve_tp_shard_specs(real, real._tp_plan, mesh.size()) if mesh is not None else {}
    originals = getattr(real, ORIGINALS, {}) if keep_originals else {}
    changed = 0
    with torch.no_grad():
        for name, layer in shell.named_modules():
            if not isinstance(layer, LoraLayer):
                continue
            param = real.get_submodule(name).weight
            local = param.to_local() if isinstance(param, DTensor) else param.data
            delta = _local_delta(layer, specs.get(f"{name}.weight"), mesh, tuple(local.shape))
            if delta is None:
                continue
            key = f"{name}.weight"
            if keep_originals and key not in originals:
                originals[key] = local.detach().to("cpu", copy=True)
            local.add_(delta.to(device=local.device, dtype=local.dtype))
            changed += 1
    if keep_originals:
        setattr(real, ORIGINALS, originals)
    return changed


def _local_delta(layer, spec, mesh, shape: tuple[int, ...]):
    """This rank's slice (``shape``) of the summed ``ΔW`` of ``layer``'s active adapters, float32; None when none
    is active. ``spec``: the weight's ``TPShardSpec`` (None or ``dim`` None: replicated, the whole ``ΔW``)."""
    from diffusers.hooks.tensor_parallel import _local_shard

    total = None
    for adapter in layer.active_adapters:
        if adapter not in layer.lora_A:
            continue
        if layer.use_dora.get(adapter) or getattr(layer, "lora_bias", {}).get(adapter):
            raise ModelError(Message("model.lora.dora_sharded", adapter=str(adapter)))
        if spec is None or spec.dim is None:
            delta = layer.get_delta_weight(adapter).float()
        else:
            a = layer.lora_A[adapter].weight.float()
            b = layer.lora_B[adapter].weight.float()
            if spec.dim == 0:  # column parallel: this rank's output rows
                delta = _local_shard(b, 0, spec.block_sizes, mesh) @ a
            else:  # row parallel: this rank's input columns
                delta = b @ _local_shard(a, 1, spec.block_sizes, mesh)
            delta = delta * layer.scaling[adapter]
        total = delta if total is None else total + delta
    if total is not None and tuple(total.shape) != shape:
        raise ModelError(Message("model.lora.shard_shape", change=str(tuple(total.shape)), shard=str(shape)))
    return total


def restore_shards(pipe: Any) -> int:
    """Copy back every local shard :func:`fuse_into_shards` changed with ``keep_originals`` (bit-exact base
    weights again); returns how many. No-op (0) when none was kept."""
    import torch
    from torch.distributed.tensor import DTensor

    real = denoiser_of(pipe)[1]
    originals = getattr(real, ORIGINALS, None) if real is not None else None
    if not originals:
        return 0
    with torch.no_grad():
        for key, saved in originals.items():
            param = real.get_parameter(key)
            local = param.to_local() if isinstance(param, DTensor) else param.data
            local.copy_(saved.to(local.device))
    delattr(real, ORIGINALS)
    return len(originals)


def load_fused(pipe: Any, loras):
    """Load the LoRA files/folders ``loras`` (adapter names ``lora_0``, ``lora_1``…, weight 1, all active as
    ``load_with_plan`` loads them on a whole model) into ``pipe`` whose denoiser is tensor-parallel: the
    denoiser's part fused into its shards for good, a text encoder's part loaded as PEFT layers (fused with the
    rest by :func:`model.runtime.parallel.parallelize_pipeline`). Returns ``pipe``. Raises ModelError as
    :func:`fuse_into_shards`."""
    if not loras:
        return pipe
    with loading_into_shell(pipe) as shell:
        for i, path in enumerate(loras):
            pipe.load_lora_weights(str(path), adapter_name=f"lora_{i}", low_cpu_mem_usage=True)
    fuse_into_shards(pipe, shell, keep_originals=False)
    return pipe
