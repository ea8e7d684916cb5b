"""The planner's tensor and context parallel strategies: when they are chosen, their memory model, the words,
and ``plan --json``'s "parallel"."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from model.catalog import build_empty, get_model, torch_dtype
from model.devices import parse_devices
from model.errors import ModelError
from model.placement import ComponentSize, Strategy, denoiser_layout, plan_for, plan_placement
from model.placement.parallel import runtime_plan, split_fraction
from tests.planner_machines import rejected, said
from words import Message

GB = 10**9


@pytest.fixture(scope="module")
def flux_layout():
    entry = get_model("flux1-schnell")
    return denoiser_layout(build_empty(entry, entry.denoiser), torch_dtype(entry.dtype))


def test_tensor_parallel_when_the_denoiser_fits_on_no_gpu_and_the_gpus_are_alike():
    plan = plan_for("flux1-schnell", parse_devices("cuda:0=20GiB,cuda:1=20GiB,cpu=64GiB"))
    assert plan.strategy == Strategy.TENSOR_PARALLEL
    assert plan.parallel.kind == "tensor" and plan.parallel.degree == 2
    assert plan.parallel.devices == ("cuda:0", "cuda:1")
    den = get_model("flux1-schnell").bytes["transformer"]
    gpu = [d for d in plan.devices if d.name.startswith("cuda")]
    assert len(gpu) == 2 and all(d.fits for d in gpu)
    # each GPU holds about (1 - f/2) of the 23.8 GB transformer, f the split attention/feed-forward share
    assert 0.5 * den < gpu[0].assigned_bytes < den
    codes = {m.code for m in said(plan)}
    assert {"model.plan.tensor.fits_none", "model.plan.tensor.why", "model.plan.parallel.link_note"} <= codes
    (run,) = [m for m in said(plan) if m.code == "model.plan.parallel.run_as"]
    assert run.params["command"].startswith("torchrun --nproc_per_node 2 ")
    # a single-process build asks for a plan it can run itself
    alone = plan_for("flux1-schnell", parse_devices("cuda:0=20GiB,cuda:1=20GiB,cpu=64GiB"), parallel=False)
    assert alone.strategy == Strategy.SHARDED and alone.parallel is None
    # unlike GPUs (16 and 14 GiB): no tensor parallelism; the blocks split, or streamed to one GPU
    unlike = plan_for("flux1-schnell", parse_devices("cuda:0=16GiB,cuda:1=14GiB,cpu=64GiB"))
    # the faster by the estimate (denoiser_replicas: the prompt encoded first, the transformer split over both)
    assert unlike.strategy in (Strategy.SHARDED, Strategy.GROUP_OFFLOAD, Strategy.DENOISER_REPLICAS)
    assert rejected(unlike)["tensor_parallel"] == Message("model.plan.tensor.two_alike")


def test_split_fraction_of_flux(flux_layout):
    """Attention and feed-forward matrices are most of Flux, but not its AdaLN modulation (kept whole)."""
    assert 0.6 < split_fraction(flux_layout.module) < 0.9


def test_context_parallel_when_weights_fit_but_activations_do_not(flux_layout):
    """A transformer whose weights fit one GPU but not with a large picture's activations: tokens are split."""
    den = ComponentSize("transformer", 20 * GB, "denoiser", hidden=3072, pixels_per_token=16, text_tokens=512)
    vae = ComponentSize("vae", GB // 5, "vae", hidden=8, pixels_per_token=1)
    inv = parse_devices("cuda:0=24GB,cuda:1=24GB,cpu=64GB")
    args = dict(width=4096, height=4096, layout=flux_layout)
    assert den.activation(4096, 4096) > 4 * GB  # 20 GB + 6.9 GB + reserve: over 24 GB
    plan = plan_placement([den, vae], inv, **args)
    assert plan.strategy == Strategy.CONTEXT_PARALLEL and plan.parallel.degree == 2
    share = next(d for d in plan.devices if d.name == "cuda:0")
    assert share.assigned_bytes >= den.bytes  # the whole transformer on each GPU
    assert share.headroom_bytes < den.activation(4096, 4096)  # half the activations
    assert "model.plan.context.why" in {m.code for m in said(plan)}
    assert json.loads(json.dumps(plan.to_json_dict()))["parallel"] == {"kind": "context", "degree": 2}


def test_forced_parallel_placements_say_why_not():
    with pytest.raises(ModelError, match="tensor_parallel cannot be used here: .*alike accelerators"):
        plan_for("flux1-schnell", parse_devices("cuda:0=20GiB,cpu=64GiB"), placement="tensor_parallel")
    with pytest.raises(ModelError, match="context_parallel cannot be used here: UNet2DConditionModel"):
        plan_for("sdxl", parse_devices("cuda:0=4GiB,cuda:1=4GiB,cpu=64GiB"), placement="context_parallel")


def test_runtime_plan_for_a_launch():
    plan = runtime_plan("context_parallel", 4, "cuda:3")
    assert plan.strategy == Strategy.CONTEXT_PARALLEL and plan.execution_device == "cuda:3"
    assert plan.to_json_dict()["parallel"] == {"kind": "context", "degree": 4}


def test_plan_cli_lists_and_prints_them(capsys):
    devices = "cuda:0=20GiB,cuda:1=20GiB,cpu=64GiB"
    assert main(["plan", "--model", "flux1-schnell", "--devices", devices, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["strategy"] == "tensor_parallel" and data["parallel"] == {"kind": "tensor", "degree": 2}
    assert main(["plan", "--model", "flux1-schnell", "--devices", devices]) == 0
    out = capsys.readouterr().out
    assert "Strategy: tensor_parallel" in out and "Not chosen" in out
    with pytest.raises(SystemExit):
        main(["plan", "--model", "sd15", "--placement", "pipeline_parallel"])
    assert "context_parallel" in capsys.readouterr().err  # listed among the choices
