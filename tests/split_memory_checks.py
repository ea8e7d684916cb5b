"""One measured process of tests/test_split_memory.py (see tests/split_memory.py): load a pipeline under a
placement through the product's own loader, draw one 64×64 px picture with it, free it, and so on for each
placement named; then write ``<out>.<rank>.json``: ``pid`` and one report per placement (``phases``): ``baseline``
(this process's ``RssAnon`` just before loading, bytes), ``start``/``end`` (``time.monotonic()``), ``held`` (the
denoiser's bytes this process holds in CPU memory: its DTensor shards' local parts, not what is offloaded to
disk), ``originals`` (the base shards a LoRA page keeps in host memory to restore them, bytes), ``after``
(``RssAnon`` after drawing) and ``picture`` (the path of the picture drawn, a PNG).

    torchrun --standalone --nproc_per_node 2 tests/split_memory_checks.py OUT FOLDER tensor_parallel,context_parallel
    torchrun --standalone --nproc_per_node 2 tests/split_memory_checks.py OUT FOLDER tensor_parallel_lora LORA
    python tests/split_memory_checks.py OUT FOLDER single,disk_offload CPU_BUDGET OFFLOAD_FOLDER
    python tests/split_memory_checks.py OUT FOLDER streamed DEVICE   # tests/gpu: the denoiser streamed to cuda:0
"""

from __future__ import annotations

import ctypes
import gc
import inspect
import json
import os
import sys
from pathlib import Path

if not __package__:  # run as a script: the repository root on the path (torchrun puts tests/ there)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.split_memory import anon_bytes  # noqa: E402


def _trimmed_anon() -> int:
    """``RssAnon`` after a collection and ``malloc_trim(0)`` (freed heap given back): the baseline."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except OSError:  # not glibc
        pass
    return anon_bytes()


def read_copies() -> None:
    """Every safetensors file this process opens is read with ``pread(2)`` (safetensors' ``backend="pread"``)
    instead of memory-mapped: each tensor it holds is then its own copy in anonymous memory — as a GPU load copies
    every tensor to the device — not a view of page-cache pages that the kernel shares between processes and may
    drop. Without it a whole-model load on the CPU shows as 30% of the model (the rest stays file pages)."""
    import safetensors
    import safetensors.torch

    opening = safetensors.safe_open

    def reading(*args, **kwargs):  # safetensors.torch.load_file passes backend="mmap" itself
        return opening(*args, **{**kwargs, "backend": "pread"})

    safetensors.safe_open = safetensors.torch.safe_open = reading


def _load(mode: str, folder: str, extra: list[str]):
    import torch

    from model.devices import parse_devices, parse_size
    from model.placement import plan_for
    from model.runtime.launched import launched_loader
    from model.runtime.placed import load_with_plan

    if mode in ("tensor_parallel", "context_parallel"):
        loader, _ = launched_loader(mode)
        return loader(folder, torch.float32)
    if mode == "tensor_parallel_lora":  # a page with a person's LoRA, fused into this rank's shards
        from model.api import PersonAdapter
        from model.pipelines.lora import apply_loras

        pipe = launched_loader("tensor_parallel")[0](folder, torch.float32)
        apply_loras(pipe, [PersonAdapter("Wai Po", "waipo", extra[0])])
        return pipe
    if mode == "streamed":  # a launched context-parallel process's load on its device, before the split
        from model.placement.parallel import runtime_plan
        from model.runtime.placed import _load_parallel

        device = extra[0]
        dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
        return _load_parallel(Path(folder), dtype, runtime_plan("context_parallel", 2, device), device)
    if mode == "disk_offload":
        budget, offload = extra
        inventory = parse_devices(f"cpu={budget}", disk_bytes=parse_size("64GB"))
        plan = plan_for(folder, inventory, placement="disk_offload", dtype="float32", width=64, height=64)
        return load_with_plan(folder, torch.float32, plan=plan, offload_folder=offload)
    plan = plan_for(folder, parse_devices("cpu=64GB"), placement="single", dtype="float32")
    return load_with_plan(folder, torch.float32, plan=plan)


def _held(module) -> int:
    """Bytes of ``module``'s parameters and buffers held in CPU memory by this process (a DTensor's local part;
    parameters on the meta device — offloaded to disk — not counted)."""
    from torch.distributed.tensor import DTensor

    held = 0
    for tensor in [*module.parameters(), *module.buffers()]:
        local = tensor.to_local() if isinstance(tensor, DTensor) else tensor
        if local.device.type == "cpu":
            held += local.numel() * local.element_size()
    return held


def _originals(module) -> int:
    """Bytes of the base shards a LoRA page keeps in host memory to put back afterwards
    (:data:`model.pipelines.sharded_lora.ORIGINALS`; 0 without a LoRA)."""
    from model.pipelines.sharded_lora import ORIGINALS

    kept = getattr(module, ORIGINALS, {})
    return sum(t.numel() * t.element_size() for t in kept.values())


def _draw(pipe):
    import torch

    flux = "max_sequence_length" in inspect.signature(pipe.__call__).parameters
    return pipe(
        "a cat on a windowsill",
        num_inference_steps=1,
        height=64,
        width=64,
        **({"max_sequence_length": 16} if flux else {}),
        generator=torch.Generator("cpu").manual_seed(3),
    ).images[0]


def _warm_up(folder: str, device: str) -> None:
    """Import and run everything a load and a picture need, with the tiny pipeline of ``folder``'s kind (a few
    MB) on ``device``, so that the baseline already holds the libraries' code and kernels' state (on a GPU: the
    CUDA context) and the growth is the model's alone."""
    from model.tiny import make_tiny_pipeline

    unet = (Path(folder) / "unet").is_dir()
    pipe = make_tiny_pipeline("sd" if unet else "flux").to(device)
    _draw(pipe)
    del pipe


def _phase(mode: str, folder: str, out: str, extra: list[str]) -> dict:
    """Load under ``mode``, draw, save the picture as ``<out>.<rank>.<mode>.png``, and report (times from
    ``time.monotonic``: system-wide on Linux, so the sampling parent can cut its series at them)."""
    import time

    baseline = _trimmed_anon()
    start = time.monotonic()
    pipe = _load(mode, folder, extra)
    denoiser = getattr(pipe, "transformer", None) or pipe.unet
    held, kept = _held(denoiser), _originals(denoiser)
    image = _draw(pipe)
    saved = f"{out}.{os.environ.get('RANK', '0')}.{mode}.png"
    image.save(saved)
    report = {
        "mode": mode,
        "baseline": baseline,
        "start": start,
        "end": time.monotonic(),
        "held": held,
        "originals": kept,
        "after": anon_bytes(),
        "picture": saved,
    }
    del pipe
    _trimmed_anon()
    return report


def main(out: str, folder: str, modes: str, *extra: str) -> None:
    """Run each of ``modes`` (comma-separated) in turn; write ``{"pid", "phases": [report, ...]}``."""
    import torch

    torch.set_num_threads(1)
    launched = any(m.startswith(("tensor_parallel", "context_parallel")) for m in modes.split(","))
    if launched:
        from model.runtime.distributed import process_state

        process_state()  # the process group first: its buffers belong to the baseline
    read_copies()
    _warm_up(folder, extra[0] if modes == "streamed" else "cpu")
    phases = [_phase(mode, folder, out, list(extra)) for mode in modes.split(",")]
    report = {"pid": os.getpid(), "phases": phases}
    Path(f"{out}.{os.environ.get('RANK', '0')}.json").write_text(json.dumps(report), encoding="utf-8")
    if launched:
        from model.runtime.distributed import finish

        finish()


if __name__ == "__main__":
    main(*sys.argv[1:])
