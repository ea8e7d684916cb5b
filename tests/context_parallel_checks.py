"""Under ``torchrun`` (2 gloo processes): the tiny Qwen-Image-Edit transformer split by context parallelism
(:func:`model.runtime.parallel.apply_context_parallel`) against the whole model, at text lengths that do and do
not divide by the process count (37, 38 tokens) and odd image token counts. Rank 0 writes
``{"<text> text, <image> image tokens": max |split - whole|}`` to the JSON file given; an error is written there too.
Used by tests/test_context_parallel_lengths.py."""

from __future__ import annotations

import json
import sys


def _inputs(text: int, side: int):
    import torch

    generator = torch.Generator().manual_seed(text * 100 + side)
    images = [(1, side, side), (1, side, side)]  # the page photo's latents and one reference's
    tokens = sum(f * h * w for f, h, w in images)
    return {
        "hidden_states": torch.randn(1, tokens, 16, generator=generator),
        "encoder_hidden_states": torch.randn(1, text, 16, generator=generator),
        "encoder_hidden_states_mask": torch.ones(1, text, dtype=torch.long),
        "timestep": torch.tensor([0.5]),
        "img_shapes": [images],
        "return_dict": False,
    }


def main(out: str) -> None:
    import torch
    import torch.distributed as dist

    from model.runtime.parallel import apply_context_parallel
    from model.tiny import make_tiny_pipeline

    torch.set_num_threads(1)
    dist.init_process_group("gloo")
    found: dict = {}
    try:
        transformer = make_tiny_pipeline("qwen-image-edit").transformer.eval()
        cases = [(37, 3), (38, 2), (37, 2), (5, 1)]
        with torch.no_grad():
            whole = {case: transformer(**_inputs(*case))[0] for case in cases}
            apply_context_parallel(transformer, "cpu")
            for case in cases:
                split = transformer(**_inputs(*case))[0]
                text, side = case
                key = f"{text} text, {2 * side * side} image tokens"
                found[key] = float((split - whole[case]).abs().max())
    except Exception as err:  # reported to the test, which shows it
        found["error"] = f"{type(err).__name__}: {err}"
    if dist.get_rank() == 0:
        with open(out, "w", encoding="utf-8") as handle:
            json.dump(found, handle)
    dist.barrier()  # neither rank tears its group down while the other still uses it
    dist.destroy_process_group()


if __name__ == "__main__":
    import os

    main(sys.argv[1])
    sys.stdout.flush()
    sys.stderr.flush()
    # the results are written: end without the interpreter's teardown of gloo's threads, which aborted a rank
    # once on a loaded machine ("terminate called without an active exception", exit -6, after the work)
    os._exit(0)
