"""The placement planner on described hardware, with the real architectures built on the meta device."""

from __future__ import annotations

import pytest
import torch

from model.catalog import DTYPE_BYTES, build_empty, get_model, load_catalog
from model.devices import parse_devices
from model.errors import ModelError
from model.placement import (
    ACCELERATOR_RESERVE,
    ComponentSize,
    Strategy,
    component_sizes_for,
    denoiser_layout,
    plan_for,
    plan_placement,
)
from model.placement.memory import min_memory_bytes
from words import Message, message_of

GiB = 2**30
HARDWARE = {
    "1x8GiB": "cuda:0=8GiB,cpu=32GiB,disk=1000GiB",
    "2x16GiB": "cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB,disk=1000GiB",
    "4x24GiB": ",".join(f"cuda:{i}=24GiB" for i in range(4)) + ",cpu=128GiB,disk=1000GiB",
    "8x80GiB": ",".join(f"cuda:{i}=80GiB" for i in range(8)) + ",cpu=512GiB,disk=1000GiB",
    "cpu-only": "cpu=32GiB,disk=1000GiB",
}
MODELS = ["sd15", "sdxl", "sd-turbo", "flux1-schnell", "hunyuandit"]


@pytest.fixture(scope="module")
def layouts():
    """Each catalogue denoiser on the meta device (built once)."""
    out = {}
    for model_id in MODELS:
        entry = get_model(model_id)
        out[model_id] = denoiser_layout(build_empty(entry, entry.denoiser), getattr(torch, entry.dtype))
    return out


def _plan(model_id, hw, layouts, **kw):
    entry = get_model(model_id)
    return plan_placement(
        component_sizes_for(entry),
        parse_devices(HARDWARE[hw]),
        width=kw.pop("width", entry.width),
        height=kw.pop("height", entry.height),
        layout=layouts[model_id],
        **kw,
    )


def _largest_unit(layout) -> int:
    """Bytes of the largest piece Accelerate may not split (a no-split block, or a parameter-holding leaf)."""
    from accelerate.utils import compute_module_sizes

    sizes = compute_module_sizes(layout.module, dtype=layout.dtype)
    best = 0
    for name, module in layout.module.named_modules():
        if type(module).__name__ in layout.no_split or not list(module.children()):
            best = max(best, sizes.get(name, 0))
    return best


# ---------------------------------------------------------------------------------------------------- catalogue


def test_catalogue_has_the_required_models_with_licences_and_languages():
    catalog = load_catalog()
    assert set(MODELS) <= set(catalog)
    assert catalog["flux1-schnell"].licence == "Apache-2.0"
    assert catalog["hunyuandit"].languages == ("zh", "en")
    assert all(m.hub_id and m.architecture and m.licence and m.languages for m in catalog.values())
    assert not any(m.commercial_use for m in catalog.values() if "dev" in m.hub_id.lower()), (
        "[dev]: non-commercial"
    )


@pytest.mark.parametrize("model_id", MODELS)
def test_catalogue_sizes_match_the_meta_models(model_id):
    from accelerate.utils import compute_module_sizes

    entry = get_model(model_id)
    for component in entry.components:
        module = build_empty(entry, component)
        assert all(p.device.type == "meta" for p in module.parameters())
        size = compute_module_sizes(module, dtype=getattr(torch, entry.dtype))[""]
        assert size == entry.bytes[component], component


def test_parameter_counts_match_the_published_ones():
    """Shipped configs reproduce the published sizes (model cards / papers), so they are the real architectures."""

    def params(model_id, component):
        entry = get_model(model_id)
        return entry.bytes[component] // DTYPE_BYTES[entry.dtype]

    assert abs(params("sd15", "unet") - 859.52e6) < 0.01e6  # SD 1.5 UNet: 859.52 M
    assert abs(params("sdxl", "unet") - 2.567e9) < 0.001e9  # SDXL paper: 2.6 B UNet
    assert abs(params("flux1-schnell", "transformer") - 11.9e9) < 0.01e9  # "12B" (23.8 GB bf16 file)
    assert abs(params("flux1-schnell", "text_encoder_2") - 4.762e9) < 0.001e9  # T5-XXL encoder, 9.52 GB bf16
    assert abs(params("hunyuandit", "transformer") - 1.5e9) < 0.01e9  # HunyuanDiT: 1.5 B


def test_min_memory_is_what_model_offload_needs():
    for entry in load_catalog().values():
        assert max(entry.bytes.values()) < min_memory_bytes(entry) < entry.total_bytes + 8 * GiB


# ---------------------------------------------------------------------------------------------------- planning


@pytest.mark.parametrize("hw", list(HARDWARE))
@pytest.mark.parametrize("model_id", MODELS)
@pytest.mark.parametrize("pages", [1, 12])
def test_every_plan_fits_every_budget(model_id, hw, pages, layouts):
    plan = _plan(model_id, hw, layouts, pages=pages)
    for share in plan.devices:
        assert share.assigned_bytes + share.headroom_bytes <= share.budget_bytes, (share, plan.explanation)
        if share.name.startswith("cuda"):
            assert share.headroom_bytes >= ACCELERATOR_RESERVE
    # every weight is somewhere
    entry = get_model(model_id)
    assert set(entry.components) <= {k.split(".")[0] for k in plan.device_map}
    assert plan.explanation.startswith(f"Strategy: {plan.strategy}")
    if plan.strategy == Strategy.REPLICAS:
        assert pages >= 2 and len(plan.replicas) >= 2


@pytest.mark.parametrize("model_id", MODELS)
@pytest.mark.parametrize("hw", ["2x16GiB", "4x24GiB", "8x80GiB"])
def test_replicas_when_the_whole_pipeline_fits_each_gpu(model_id, hw, layouts):
    single = _plan(model_id, hw, layouts, pages=1)
    book = _plan(model_id, hw, layouts, pages=12)
    if single.strategy == Strategy.SINGLE:
        assert book.strategy == Strategy.REPLICAS
        assert len(book.replicas) == int(hw.split("x")[0])
    else:
        assert book.strategy != Strategy.REPLICAS


@pytest.mark.parametrize("model_id", MODELS)
@pytest.mark.parametrize("hw", ["2x16GiB", "4x24GiB", "8x80GiB"])
def test_sharded_plans_balance(model_id, hw, layouts):
    plan = _plan(model_id, hw, layouts, placement="sharded")
    den = get_model(model_id).denoiser
    per_device: dict[str, int] = {}
    sizes = __import__("accelerate").utils.compute_module_sizes(
        layouts[model_id].module, dtype=layouts[model_id].dtype
    )
    for key, device in plan.denoiser_device_map.items():
        per_device[device] = per_device.get(device, 0) + sizes[key]
    assert len(per_device) >= 2, plan.explanation
    assert all(d.startswith("cuda") for d in per_device)
    largest, smallest = max(per_device.values()), min(per_device.values())
    unit = _largest_unit(layouts[model_id])
    # ≤ 1.3 where the blocks allow: a difference bigger than one unsplittable block would be a planner fault
    assert largest / smallest <= 1.3 or largest - smallest <= unit, (den, per_device, unit)
    for share in plan.devices:
        assert share.fits


def test_expected_strategies_for_flux(layouts):
    assert _plan("flux1-schnell", "8x80GiB", layouts, pages=12).strategy == Strategy.REPLICAS
    assert _plan("flux1-schnell", "4x24GiB", layouts).strategy == Strategy.COMPONENTS
    two = _plan(
        "flux1-schnell", "2x16GiB", layouts
    )  # alike GPUs: tensor parallel (tests/test_placement_parallel.py)
    assert two.strategy == Strategy.TENSOR_PARALLEL and two.parallel.degree == 2
    unlike_gpus = parse_devices("cuda:0=16GiB,cuda:1=14GiB,cpu=64GiB,disk=1000GiB")
    unlike = plan_for("flux1-schnell", unlike_gpus, placement="sharded")
    assert {v for k, v in unlike.device_map.items() if k.startswith("transformer.")} == {"cuda:0", "cuda:1"}
    # chosen: the faster by the estimate of the block split (T5 run on the CPU), group offload (T5 on a GPU) and
    # the prompt encoded first, T5 freed, the transformer split over both GPUs (denoiser_replicas)
    chosen = plan_for("flux1-schnell", unlike_gpus)
    assert chosen.strategy in (Strategy.SHARDED, Strategy.GROUP_OFFLOAD, Strategy.DENOISER_REPLICAS)
    assert chosen.estimate.book_seconds <= unlike.estimate.book_seconds
    assert _plan("flux1-schnell", "cpu-only", layouts).strategy == Strategy.DISK_OFFLOAD
    # one 24 GiB GPU: issue 25 — model offload re-uploads 33.7 GB every page; group offload streams the blocks
    # on a CUDA stream while the previous one computes
    one = plan_for("flux1-schnell", parse_devices("cuda:0=24GiB,cpu=64GiB"))
    assert one.strategy == Strategy.GROUP_OFFLOAD
    # a book of 24 pages: encoding every prompt first and freeing T5 leaves the 23.8 GB transformer resident,
    # which beats streaming its blocks every step once the second upload is paid for
    book = plan_for("flux1-schnell", parse_devices("cuda:0=24GiB,cpu=64GiB"), pages=24)
    assert book.strategy == Strategy.DENOISER_REPLICAS and book.estimate.moved_bytes == 0


def test_hunyuandit_without_no_split_modules_splits_only_between_blocks(layouts):
    layout = layouts["hunyuandit"]
    assert "HunyuanDiTBlock" in layout.no_split
    assert layout.no_split_note.code == "model.plan.split.no_split_modules"
    assert "HunyuanDiTBlock" in layout.no_split_note.params["blocks"]
    plan = _plan("hunyuandit", "4x24GiB", layouts, placement="sharded")
    assert layout.no_split_note in _messages_in(plan.lines[0])
    for key in plan.denoiser_device_map:
        assert not key.startswith("blocks.") or key.count(".") == 1, key  # never inside a block


def test_cpu_only_small_model_runs_whole_on_cpu(layouts):
    plan = _plan("sd15", "cpu-only", layouts)
    assert plan.strategy == Strategy.SINGLE and plan.execution_device == "cpu"


def test_bigger_images_need_more_headroom(layouts):
    small = _plan("sdxl", "2x16GiB", layouts, width=512, height=512)
    big = _plan("sdxl", "2x16GiB", layouts, width=2048, height=2048)
    assert big.devices[0].headroom_bytes > small.devices[0].headroom_bytes


def test_activation_formula():
    """34·b·t·h bytes for 16-bit transformer activations (Korthikanti et al. 2022); doubled batch under CFG."""
    dit = ComponentSize("transformer", 10, "denoiser", hidden=1000, pixels_per_token=16, text_tokens=100)
    assert dit.activation(160, 160) == 34 * (100 + 100) * 1000
    cfg = ComponentSize("unet", 10, "denoiser", hidden=320, pixels_per_token=8, guidance=True)
    assert cfg.activation(64, 64, batch=1) == 34 * 2 * 64 * 320
    vae = ComponentSize("vae", 10, "vae", hidden=128, pixels_per_token=1)
    assert (
        vae.activation(1024, 1024) == 16 * 1024 * 1024 * 128 * 2
    )  # 16 tensors of 128 channels, 2 bytes each


def test_user_override_and_errors(layouts):
    plan = _plan("sd15", "2x16GiB", layouts, placement="model_offload")
    assert plan.strategy == Strategy.MODEL_OFFLOAD
    with pytest.raises(ModelError) as unknown:
        _plan("sd15", "2x16GiB", layouts, placement="teleport")
    assert message_of(unknown.value).code == "model.plan.unknown_placement"
    assert message_of(unknown.value).params["placement"] == "teleport"
    with pytest.raises(ModelError) as refused:
        _plan("flux1-schnell", "1x8GiB", layouts, placement="single")
    assert message_of(refused.value).code == "model.plan.cannot_use"
    assert message_of(refused.value).params["reason"].code == "model.plan.single.too_big"
    forced = _plan("flux1-schnell", "8x80GiB", layouts, placement="context_parallel")  # not needed, but asked
    assert forced.parallel.degree == 8
    assert Message("model.plan.context.asked") in _messages_in(forced.lines[0])
    with pytest.raises(ModelError) as nowhere:
        plan_for("flux1-schnell", parse_devices("cpu=4GiB,disk=1GiB"))
    assert message_of(nowhere.value).code == "model.plan.fits_nowhere"


def _messages_in(message):
    """``message`` and every message among its values, however deep (a plan line's clauses)."""
    found = [message]
    for value in message.params.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Message):
                found += _messages_in(item)
    return found


def test_plan_json_shape(layouts):
    data = _plan("flux1-schnell", "2x16GiB", layouts).to_json_dict()
    keys = set("strategy devices device_map explanation parallel estimate vae_tiling phases".split())
    assert set(data) == keys and data["estimate"]["busy"] == ["cuda:0", "cuda:1"]
    assert data["parallel"] == {"kind": "tensor", "degree": 2}
    assert all(set(d) == {"name", "budget_bytes", "assigned_bytes"} for d in data["devices"])
    assert all(isinstance(v, str) for v in data["device_map"].values())


def test_device_maps_with_known_sizes_equal_accelerates_own(layouts):
    """The planner asks Accelerate with the module's sizes worked out once (model/placement/device_maps.py):
    each map equals ``infer_auto_device_map``'s own for the same caps, asked again it is the same, and
    Accelerate's functions are its own again afterwards."""
    import accelerate.utils.modeling as modeling
    from accelerate import infer_auto_device_map

    from model.placement.device_maps import _auto_map

    own = modeling.compute_module_sizes, modeling.find_tied_parameters
    for model_id in ("sdxl", "flux1-schnell"):
        layout = layouts[model_id]
        total = layout.module_sizes()[""]
        for caps in (
            {0: total // 2, 1: total // 2 + total // 10, "cpu": total},
            {0: total // 2, "cpu": total, "disk": total},
        ):
            expected = infer_auto_device_map(
                layout.module,
                max_memory=dict(caps),
                no_split_module_classes=list(layout.no_split),
                dtype=layout.dtype,
            )
            assert _auto_map(layout, caps) == expected
            assert _auto_map(layout, caps) == expected  # from what was found before
            assert len(set(expected.values())) > 1  # really split
    assert (modeling.compute_module_sizes, modeling.find_tied_parameters) == own
