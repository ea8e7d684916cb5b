"""JoyAI-Image-Edit-Plus in the catalogue: JoyImageEditPlusPipeline (Apache-2.0, zh/en, up to five references
by diffusers' docs), and sizes that the shipped configs rebuild on the meta device — its transformer's 894
tensors and 16.26 B parameters (the published 32.5 GB bf16 file), the Wan 2.1 VAE (Qwen-Image's, to the byte)
and its Qwen3-VL-8B text encoder with the vision tower (8.77 B, 576 M of them seeing the references)."""

from __future__ import annotations

import pytest
import torch

from model.catalog import build_empty, find_model, get_model, reference_count


def test_entry_takes_five_references_in_both_languages():
    entry = get_model("joyai-image-edit-plus")
    assert (entry.hub_id, entry.architecture, entry.licence, entry.commercial_use) == (
        "jdopensource/JoyAI-Image-Edit-Plus-Diffusers", "JoyImageEditPlusPipeline", "Apache-2.0", True,
    )  # fmt: skip
    assert entry.takes_references and entry.max_references == 5 == reference_count(entry.hub_id)
    assert set(entry.languages) == {"zh", "en"} and entry.cfg == "batched"
    assert find_model("jdopensource/joyai-image-edit-plus-diffusers").id == "joyai-image-edit-plus"


@pytest.mark.parametrize(
    ("component", "parameters", "tensors"),
    [("transformer", 16_263_675_968, 894), ("vae", 126_892_531, None), ("text_encoder", 8_767_123_696, 750)],
)
def test_sizes_match_the_meta_models(component, parameters, tensors):
    from accelerate.utils import compute_module_sizes

    entry = get_model("joyai-image-edit-plus")
    module = build_empty(entry, component)
    assert all(p.device.type == "meta" for p in module.parameters())
    assert compute_module_sizes(module, dtype=getattr(torch, entry.dtype))[""] == entry.bytes[component]
    assert sum(p.numel() for p in module.parameters()) == parameters
    if tensors is not None:
        assert len(module.state_dict()) == tensors
    if component == "vae":  # the Wan 2.1 VAE, as Qwen-Image's
        assert entry.bytes["vae"] == get_model("qwen-image-edit-2509").bytes["vae"]
    if component == "text_encoder":
        assert sum(p.numel() for p in module.model.visual.parameters()) == 576_388_336
