"""A process started by torchrun for tensor/context parallelism loads under the planner's plan
(:func:`model.runtime.launched.launch_plan`): what the planner keeps in CPU memory stays there in every process, the
devices are the launch's own, one per local process; on CPU processes everything is on the CPU."""

from __future__ import annotations

import pytest
import torch

from model.devices import parse_devices
from model.errors import ModelError
from model.placement import Strategy
from model.runtime import launched
from model.runtime.placed import _place_others
from words import Message, message_of

MACHINE = "cuda:0=80GiB,cuda:1=80GiB,cuda:2=80GiB,cuda:3=80GiB,cpu=512GiB"


@pytest.fixture
def four_gpus(monkeypatch):
    """This machine as four 80 GiB GPUs and 512 GiB of CPU memory (the planner's inventory)."""
    import model.devices

    monkeypatch.setattr(model.devices, "inventory", lambda *a, **k: parse_devices(MACHINE))


def test_a_launched_process_keeps_the_planners_cpu_components_in_cpu_memory(four_gpus, monkeypatch):
    monkeypatch.setenv("LOCAL_WORLD_SIZE", "4")
    plan = launched.launch_plan("flux2-dev", "context_parallel", 4, "cuda:2")
    assert plan.strategy == Strategy.CONTEXT_PARALLEL
    # FLUX.2 [dev]'s 48 GB text encoder does not fit beside the 64 GB transformer on an 80 GiB GPU
    assert plan.device_map["text_encoder"] == "cpu" and plan.device_map["vae"] == "each device"
    assert plan.execution_device == "cuda:2"
    assert plan.parallel.devices == ("cuda:0", "cuda:1", "cuda:2", "cuda:3") and plan.parallel.degree == 4
    cpu = next(s for s in plan.devices if s.name == "cpu")
    assert cpu.assigned_bytes >= 4 * 40e9  # the host memory counted once per process


def test_a_launch_plans_over_its_own_gpus_only(four_gpus, monkeypatch):
    monkeypatch.setenv("LOCAL_WORLD_SIZE", "2")
    plan = launched.launch_plan("flux2-dev", "tensor_parallel", 2, "cuda:1")
    assert plan.parallel.devices == ("cuda:0", "cuda:1") and plan.execution_device == "cuda:1"
    with pytest.raises(ModelError) as refused:
        launched.launch_plan("flux2-dev", "tensor_parallel", 4, "cuda:1")  # 2 per machine: a launch over two
    assert message_of(refused.value) == Message(
        "model.launch.degree", kind="tensor_parallel", degree=2, devices=2, processes=4
    )


def test_a_launch_the_planner_refuses_ends_in_its_reason(monkeypatch):
    import model.devices

    monkeypatch.setattr(
        model.devices, "inventory", lambda *a, **k: parse_devices("cuda:0=8GiB,cuda:1=8GiB,cpu=64GiB")
    )
    monkeypatch.setenv("LOCAL_WORLD_SIZE", "2")
    with pytest.raises(ModelError) as refused:
        launched.launch_plan("flux2-dev", "context_parallel", 2, "cuda:0")
    said = message_of(refused.value)
    assert said.code == "model.launch.refused" and said.params["processes"] == 2
    assert said.params["reason"].code == "model.plan.cannot_use"
    assert said.params["reason"].params["placement"] == "context_parallel"


def test_cpu_processes_hold_everything_on_the_cpu():
    plan = launched.launch_plan("flux2-dev", "tensor_parallel", 2, "cpu")
    assert plan.device_map == {} and plan.execution_device == "cpu" and plan.parallel.degree == 2


def test_components_go_where_the_launch_plan_puts_them():
    """``_place_others`` with a launch plan's device map: ``"each device"`` to this process's device (here the meta
    device stands in for its GPU), ``"cpu"`` left in CPU memory with Accelerate's hook that hands its outputs
    back on the inputs' device."""

    class Pipe:
        components = {
            "text_encoder": torch.nn.Linear(2, 2),
            "vae": torch.nn.Linear(2, 2),
            "scheduler": object(),
        }

    device_map = {"text_encoder": "cpu", "vae": "each device", "transformer": "each device (split)"}
    _place_others(Pipe, "transformer", device_map, "meta", default="meta")
    encoder, vae = Pipe.components["text_encoder"], Pipe.components["vae"]
    assert encoder.weight.device.type == "cpu" and encoder._hf_hook.execution_device == "cpu"
    assert vae.weight.device.type == "meta" and not hasattr(vae, "_hf_hook")
