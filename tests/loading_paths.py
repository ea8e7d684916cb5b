"""Load a diffusers folder by one named path, in this fresh process, and print what was loaded as one JSON line.

``python tests/loading_paths.py PATH FOLDER`` with PATH one of ``plain`` (load_pipeline), ``planned`` (a single
plan through load_with_plan), ``replica`` (a replicas plan), ``model-process`` (the hosted engine in an
EngineProcess child) or ``parallel`` (under ``torchrun``: a context-parallel plan; rank 0 prints). Used by
tests/test_loading_paths.py; each run is a new interpreter, so no earlier load has applied any workaround.
"""

from __future__ import annotations

import json
import sys


def summary(pipe) -> dict:
    """What the tests compare: pipeline class, the processor's class, dtypes, placement record."""
    from model.engines.call import placement_record

    processor = getattr(pipe, "processor", None)
    return {
        "pipeline": type(pipe).__name__,
        "processor": type(processor).__name__ if processor is not None else None,
        "vae_dtype": str(pipe.vae.dtype).removeprefix("torch."),
        "denoiser_dtype": str(pipe.transformer.dtype).removeprefix("torch."),
        "placement": placement_record(pipe),
    }


def hosted_load(folder: str) -> dict:
    """In the model process: the hosted illustrator's pipeline, loaded as a page would load it."""
    from model.runtime.hosted import _hosted_illustrator

    return summary(_hosted_illustrator(folder, "cpu", False).pipeline)


def main(path: str, folder: str) -> dict | None:
    import os

    from model.placement import Plan, Strategy

    if path == "plain":
        from model.pipelines.loading import load_pipeline
        from model.pipelines.sources import inspect_source

        return summary(load_pipeline(inspect_source(folder), device="cpu"))
    if path == "model-process":
        from model.runtime.process import EngineProcess

        engine = EngineProcess()
        try:
            return engine.call("tests.loading_paths:hosted_load", folder)
        finally:
            engine.close()
    from model.runtime.placed import load_with_plan

    if path == "planned":
        plan = Plan(Strategy.SINGLE, (), {}, (), execution_device="cpu")
    elif path == "replica":
        plan = Plan(Strategy.REPLICAS, (), {}, (), execution_device="cpu", replicas=("cpu", "cpu"))
    elif path == "parallel":
        import torch.distributed as dist

        from model.placement.parallel import runtime_plan

        dist.init_process_group("gloo")
        plan = runtime_plan("context_parallel", dist.get_world_size(), "cpu")
        found = summary(load_with_plan(folder, None, plan=plan))
        dist.barrier()
        return found if os.environ.get("RANK", "0") == "0" else None
    else:
        raise SystemExit(f"unknown path {path!r}")
    return summary(load_with_plan(folder, None, plan=plan, replica=1 if path == "replica" else 0))


if __name__ == "__main__":
    result = main(sys.argv[1], sys.argv[2])
    if result is not None:
        print("RESULT " + json.dumps(result))
