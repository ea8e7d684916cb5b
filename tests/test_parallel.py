"""model/runtime/parallel.py in one process: the tensor-parallel plans, the refusals, and the one workaround of diffusers'
device checks (pinned here so that a diffusers upgrade that changes them fails this file). The 2-process runs
are in tests/test_parallel_launch.py."""

from __future__ import annotations

import inspect

import pytest
import torch

from model.errors import ModelError
from model.placement.parallel import tensor_parallel_plan
from model.runtime.parallel import (
    apply_context_parallel,
    apply_tensor_parallel,
    parallelize_pipeline,
)
from model.tiny.parts import _tiny_flux_transformer, _tiny_unet
from words import Message, message_of


@pytest.fixture
def group():
    """A gloo process group of one process (world size 1), destroyed afterwards."""
    import torch.distributed as dist

    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    yield
    dist.destroy_process_group()


def _flux_inputs():
    g = torch.Generator().manual_seed(0)
    return {
        "hidden_states": torch.randn(1, 16, 16, generator=g),
        "encoder_hidden_states": torch.randn(1, 8, 32, generator=g),
        "pooled_projections": torch.randn(1, 32, generator=g),
        "timestep": torch.tensor([0.5]),
        "img_ids": torch.zeros(16, 3),
        "txt_ids": torch.zeros(8, 3),
        "return_dict": False,
    }


def test_unet_plan_written_here_covers_every_transformer_block():
    """The UNet declares no _tp_plan: every BasicTransformerBlock's self- and cross-attention projections and its
    GEGLU feed-forward (packed: value and gate halves split separately) are in the plan; convolutions are not."""
    from diffusers.hooks.tensor_parallel import PackedColwiseParallel

    unet = _tiny_unet(0)
    plan = tensor_parallel_plan(unet)
    lists = {name for name, m in unet.named_modules() if name.endswith("transformer_blocks")}
    assert lists and {p.split(".*.")[0] for p in plan} == lists
    for prefix in lists:
        for attn in ("attn1", "attn2"):
            assert plan[f"{prefix}.*.{attn}.to_q"] == "colwise"
            assert plan[f"{prefix}.*.{attn}.to_out.0"] == "rowwise"
        assert isinstance(plan[f"{prefix}.*.ff.net.0.proj"], PackedColwiseParallel)
        assert plan[f"{prefix}.*.ff.net.2"] == "rowwise"
    assert not any("conv" in p or "resnets" in p for p in plan)


def test_flux_uses_diffusers_own_plan():
    from diffusers import FluxTransformer2DModel

    assert tensor_parallel_plan(_tiny_flux_transformer(0)) == FluxTransformer2DModel._tp_plan


def test_refusals_name_the_way_out():
    from diffusers import AutoencoderKL

    with pytest.raises(ModelError) as refused:
        tensor_parallel_plan(AutoencoderKL(block_out_channels=(8,), norm_num_groups=8))
    assert message_of(refused.value) == Message("model.plan.tensor.no_blocks", name="AutoencoderKL")
    with pytest.raises(ModelError) as refused:
        apply_context_parallel(_tiny_unet(0), "cpu")
    assert message_of(refused.value) == Message("model.parallel.no_cp_plan", model="UNet2DConditionModel")
    with pytest.raises(ModelError) as refused:
        apply_tensor_parallel(_tiny_unet(0), "cpu")
    assert message_of(refused.value) == Message("model.parallel.not_launched")
    pipe = type("Pipe", (), {"transformer": None, "unet": _tiny_unet(0)})()
    with pytest.raises(ModelError) as refused:
        parallelize_pipeline(pipe, "pipeline_parallel")
    assert message_of(refused.value).code == "model.parallel.unknown"


def test_diffusers_still_refuses_the_cpu(group):
    """The two checks model.runtime.parallel._cpu_allowed works around, as diffusers 0.42.1 has them. When this fails,
    diffusers changed them: revisit _cpu_allowed (perhaps delete it) and this test."""
    from diffusers.hooks import tensor_parallel as tp_hooks
    from diffusers.models._modeling_parallel import TensorParallelConfig
    from diffusers.models.modeling_utils import ModelMixin
    from torch.distributed.device_mesh import init_device_mesh

    assert "cpu" not in tp_hooks._SUPPORTED_TP_DEVICES
    source = inspect.getsource(ModelMixin._resolve_parallel_config)
    assert "rank % torch.accelerator.device_count()" in source
    if torch.accelerator.is_available():
        pytest.skip("an accelerator is present: the CPU refusal cannot be observed")
    model = _tiny_flux_transformer(0)
    mesh = init_device_mesh("cpu", (1,), mesh_dim_names=("tp",))
    with pytest.raises((ZeroDivisionError, ValueError)):
        model.enable_parallelism(config=TensorParallelConfig(mesh=mesh))


def test_the_workaround_splits_on_cpu_and_changes_nothing_else(group):
    """Through the workaround, diffusers' tensor parallelism runs on a CPU process (degree 1: the same numbers);
    afterwards the model has no instance override left and diffusers' device list is as it was."""
    from diffusers.hooks import tensor_parallel as tp_hooks
    from torch.distributed.tensor import DTensor

    model = _tiny_flux_transformer(0)
    with torch.no_grad():
        whole = model(**_flux_inputs())[0]
    assert apply_tensor_parallel(model, "cpu") == 1
    assert isinstance(model.transformer_blocks[0].attn.to_q.weight, DTensor)
    with torch.no_grad():
        split = model(**_flux_inputs())[0]
    assert torch.allclose(whole, split, atol=1e-6)
    assert "_resolve_parallel_config" not in vars(model)
    assert "cpu" not in tp_hooks._SUPPORTED_TP_DEVICES
