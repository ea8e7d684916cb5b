"""Every picture records its placement (model/engines/call.py placement_record) and the build's exactness line
reads it (app/build/placement.py placement_text): whole, device-mapped, parallel; old sidecars still read."""

from __future__ import annotations

from types import SimpleNamespace

import torch

from app.build.placement import placement_text
from model.engines.call import placement_record


def _pipe(**attributes):
    return SimpleNamespace(unet=torch.nn.Linear(2, 2).to(torch.bfloat16), dtype=torch.bfloat16, **attributes)


def test_a_whole_pipeline_records_its_device_and_dtype():
    assert placement_record(_pipe()) == {
        "strategy": "single",
        "degree": 1,
        "devices": ["cpu"],
        "mesh": None,
        "dtype": "bfloat16",
    }


def test_a_device_mapped_pipeline_records_every_device():
    record = placement_record(_pipe(hf_device_map={"unet": "cuda:0", "vae": "cpu", "text_encoder": "cpu"}))
    assert (record["strategy"], record["devices"]) == ("device_map", ["cpu", "cuda:0"])
    assert placement_text({"placement": record}) == "cpu, cuda:0 (split)"


def test_a_loader_given_placement_is_kept_with_the_real_dtype():
    mesh = {"kind": "tensor", "shape": [2], "backend": "nccl", "rank": 1}
    given = {"strategy": "tensor_parallel", "degree": 2, "devices": ["cuda:0", "cuda:1"], "mesh": mesh}
    record = placement_record(_pipe(memorybook_placement=given))
    assert record == {**given, "dtype": "bfloat16"}
    text = placement_text({"placement": record})
    assert text == "tensor_parallel over 2 processes on cuda:0, cuda:1 (mesh [2], nccl)"


def test_old_sidecars_without_a_placement_still_read():
    assert placement_text({"device": "cpu", "device_map": None}) == "cpu (whole)"
    assert placement_text({"device": "cuda:0", "device_map": {"unet": 0}}) == "cuda:0 (split)"
    assert placement_text({"placement": {"strategy": "single", "devices": ["cuda:1"]}}) == "cuda:1 (whole)"
