"""Under ``torchrun`` (gloo): load a Flux transformer of a few hundred MB split by tensor parallelism
(:func:`model.runtime.parallel.load_tensor_parallel`) and report this process's peak resident memory growth
(``resource.getrusage``'s ``ru_maxrss``, KiB on Linux, minus psutil's resident size just before) during the load, the bytes it holds as its share, the whole
model's bytes and the planner's share figure ``(1 − f) + f/N``. Each rank writes ``<out>.<rank>.json``.
Used by tests/test_tp_memory.py."""

from __future__ import annotations

import json
import resource
import sys


def main(out: str, folder: str) -> None:
    import psutil
    import torch
    import torch.distributed as dist
    from diffusers import FluxTransformer2DModel
    from torch.distributed.tensor import DTensor

    from model.placement.parallel import split_fraction
    from model.runtime.parallel import load_tensor_parallel

    torch.set_num_threads(1)
    dist.init_process_group("gloo")
    before = (
        psutil.Process().memory_info().rss
    )  # now, not the import's earlier peak: growth is not understated
    if sys.argv[3:] == ["whole"]:  # the reference: the same model loaded whole, as before streaming
        model = FluxTransformer2DModel.from_pretrained(folder, subfolder="transformer", dtype=torch.float32)
    else:
        model = load_tensor_parallel(FluxTransformer2DModel, folder, "transformer", torch.float32, "cpu")
    held = 0
    for param in model.parameters():  # every weight touched, as drawing does: memory-mapped pages count now
        local = param.to_local() if isinstance(param, DTensor) else param
        held += local.numel() * local.element_size()
        float(local.detach().sum())
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 - before
    with torch.device("meta"):
        whole = FluxTransformer2DModel.from_config(
            FluxTransformer2DModel.load_config(folder, subfolder="transformer")
        )
    whole_bytes = sum(p.numel() * 4 for p in whole.parameters())
    f, n = split_fraction(whole), dist.get_world_size()
    found = {
        "peak_growth": peak,
        "held": held,
        "whole": whole_bytes,
        "planned": int(whole_bytes * ((1 - f) + f / n)),
    }
    with open(f"{out}.{dist.get_rank()}.json", "w", encoding="utf-8") as handle:
        json.dump(found, handle)
    dist.destroy_process_group()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
