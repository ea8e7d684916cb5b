"""Issue 25's goals for the planner, on the six machines of tests/planner_machines.py (24-page book, one process):
the offload it picks is ranked by the bytes it moves, disk only where CPU memory cannot hold the rest, and the
estimate says what it expects. tests/bench/bench_planner.py prints every model × machine."""

from __future__ import annotations

import dataclasses

import pytest

from model.devices import parse_devices
from model.errors import ModelError
from model.placement import Strategy, plan_for
from tests.planner_machines import MACHINES, PAGES, rejected
from words import Message, message_of


def _plan(model_id, machine, **kw):
    return plan_for(model_id, parse_devices(MACHINES[machine]), pages=PAGES, parallel=False, **kw)


def test_qwen_image_edit_on_one_24_gib_gpu_is_not_sequential_offload():
    plan = _plan("qwen-image-edit-2511", "1x24")
    assert plan.strategy == Strategy.GROUP_OFFLOAD
    sequential = _plan("qwen-image-edit-2511", "1x24", placement="sequential_offload")
    assert plan.estimate.book_seconds < sequential.estimate.book_seconds
    # the two true-CFG passes run one after the other: the activations are planned once, not doubled
    assert plan.devices[0].headroom_bytes < sequential.devices[0].headroom_bytes + 1  # same model of memory
    assert rejected(plan)["sequential_offload"].code == "model.plan.slower"


@pytest.mark.parametrize(
    ("model_id", "machine"), [("flux1-schnell", "1x8"), ("flux2-dev", "1x24"), ("flux2-dev", "24+12")]
)
def test_disk_streaming_only_where_gpu_and_cpu_memory_cannot_hold_the_weights(model_id, machine):
    """Where the plan reads denoiser blocks from disk every step, no plan fits without the disk."""
    plan = _plan(model_id, machine)
    if "disk" not in (plan.denoiser_device_map or {}).values():
        return  # nothing streamed from disk: the goal holds
    inventory = dataclasses.replace(parse_devices(MACHINES[machine]), disk=None)
    with pytest.raises(ModelError) as nowhere:
        plan_for(model_id, inventory, pages=PAGES, parallel=False)
    assert message_of(nowhere.value).code == "model.plan.fits_nowhere"


def test_a_gpu_and_cpu_split_is_preferred_to_streaming_every_layer():
    """FLUX.2 [dev] on 2×24 GiB: the old plan streamed every layer every step to one GPU (sequential offload);
    the faster ones are chosen and the explanation lists what each alternative would give."""
    plan = _plan("flux2-dev", "2x24")
    assert plan.strategy != Strategy.SEQUENTIAL_OFFLOAD
    assert rejected(plan)["sequential_offload"].code == "model.plan.slower"


def test_every_gpu_busy_where_the_pipeline_fits_each():
    for model_id, machine in [("sdxl", "8x80"), ("flux1-schnell", "8x80"), ("z-image-turbo", "2x24")]:
        estimate = _plan(model_id, machine).estimate
        assert len(estimate.busy) == estimate.accelerators and estimate.concurrent == estimate.accelerators


def test_the_estimate_adds_up():
    """book = loading + ⌈pages / concurrent⌉ × page, page = denoising + moving + encoding + decoding."""
    e = _plan("flux1-schnell", "1x24", placement="group_offload").estimate
    parts = e.compute_seconds + e.moved_seconds + e.encode_seconds + e.decode_seconds
    assert e.page_seconds == pytest.approx(parts)
    assert e.book_seconds == pytest.approx(e.load_seconds + PAGES * e.page_seconds)
    assert e.pages_per_minute == pytest.approx(60 * PAGES / e.book_seconds)
    # group offload: 28 steps × the 23.8 GB transformer streamed, overlapped with the compute
    assert e.moved_bytes > 28 * 23e9 and e.moved_seconds < 0.05 * e.compute_seconds


def test_flux2_dev_on_eight_80_gib_gpus_encodes_first_and_keeps_all_eight_busy():
    """Issue 25 item 2: the prompts encoded first, the 48 GB text encoder freed, one 64 GB denoiser (+VAE) replica
    per 80 GiB GPU; estimated ≥ 6× today's plan (components: one GPU at a time) and ≥ 6× one GPU alone."""
    plan = _plan("flux2-dev", "8x80")
    today = _plan("flux2-dev", "8x80", placement="components")
    assert plan.strategy == Strategy.DENOISER_REPLICAS
    e = plan.estimate
    assert e.pages_per_minute >= 6 * today.estimate.pages_per_minute
    assert e.speedup >= 6 and e.pages_per_hour == pytest.approx(60 * e.pages_per_minute)
    assert len(e.busy) == 8 and e.concurrent == 8
    assert len(plan.replica_plans) == 8 and plan.replicas == tuple(f"cuda:{i}" for i in range(8))
    for replica in plan.replica_plans:
        assert replica.strategy == Strategy.SINGLE
        assert set(replica.device_map) == {"transformer", "vae"}  # no text encoder beside the denoiser
    assert plan.encode_plan.device_map == {"text_encoder": "cuda:0"}
    phases = plan.to_json_dict()["phases"]
    assert phases["encode"]["devices"] == ["cuda:0"] and len(phases["replicas"]) == 8
    codes = [m.code for m in plan.lines]
    assert "model.plan.speedup" in codes and "model.plan.book.encode_phase" in codes


def test_a_denoiser_that_fits_no_gpu_alone_gets_a_replica_split_over_a_pair():
    """Qwen-Image-Edit's 41 GB denoiser on 2×24 GiB: after encoding, one replica split by blocks over the pair
    (Accelerate's device map) instead of streaming every block each step from CPU memory."""
    plan = _plan("qwen-image-edit-2511", "2x24", placement="denoiser_replicas")
    (replica,) = plan.replica_plans
    assert replica.strategy == Strategy.SHARDED
    assert set(replica.denoiser_device_map.values()) == {"cuda:0", "cuda:1"}
    assert plan.estimate.moved_bytes == 0 and "text_encoder" not in replica.device_map


def test_the_book_estimate_adds_up():
    """book = loading + the encode phase + ⌈pages / replicas⌉ × page (replicas alike), and the encode phase is
    every page's prompt on the one copy of the text encoder."""
    e = _plan("flux2-dev", "8x80").estimate
    assert e.page_seconds == pytest.approx(e.compute_seconds + e.moved_seconds + e.decode_seconds)
    assert e.encode_phase_seconds == pytest.approx(PAGES * e.encode_seconds)
    assert e.book_seconds == pytest.approx(e.load_seconds + e.encode_phase_seconds + 3 * e.page_seconds)
    assert e.first_page_seconds == pytest.approx(e.load_seconds + e.encode_phase_seconds + e.page_seconds)


def test_encoding_first_is_not_chosen_where_the_whole_pipeline_fits_every_gpu():
    plan = _plan("sd15", "1x24")
    assert plan.strategy == Strategy.SINGLE
    assert rejected(plan)["denoiser_replicas"] == Message("model.plan.book.not_needed")


def test_tiling_the_decode_gives_each_24_gib_gpu_its_own_flux1_replica():
    """FLUX.1 [schnell] on 2×24 GiB: untiled, the 23.8 GB transformer + VAE fits only split over the pair; with the
    decode in tiles each GPU holds a replica — both busy, about twice the page rate of one."""
    plan = _plan("flux1-schnell", "2x24")
    assert plan.strategy == Strategy.DENOISER_REPLICAS and plan.vae_tiling
    assert [r.strategy for r in plan.replica_plans] == [Strategy.SINGLE, Strategy.SINGLE]
    assert plan.estimate.concurrent == 2 and plan.estimate.speedup > 1.8
