"""Qwen-Image-Edit-2511 in the catalogue: the 2509 layout (QwenImageEditPlusPipeline, Apache-2.0, zh/en, up
to three references), its transformer with ``zero_cond_t`` on, and sizes that the shipped configs rebuild on the
meta device — the same as 2509's (``zero_cond_t`` changes how the reference images are timed, adds no weight)."""

from __future__ import annotations

import pytest
import torch

from model.catalog import DTYPE_BYTES, build_empty, find_model, get_model


def test_entry_takes_references_in_both_languages():
    entry = get_model("qwen-image-edit-2511")
    assert (entry.hub_id, entry.architecture, entry.licence, entry.commercial_use) == (
        "Qwen/Qwen-Image-Edit-2511", "QwenImageEditPlusPipeline", "Apache-2.0", True,
    )  # fmt: skip
    assert entry.takes_references and entry.max_references == 3 and set(entry.languages) == {"zh", "en"}
    assert find_model("qwen/qwen-image-edit-2511").id == "qwen-image-edit-2511"


@pytest.mark.parametrize("component", ["transformer", "vae", "text_encoder"])
def test_sizes_match_the_meta_model_and_2509(component):
    from accelerate.utils import compute_module_sizes

    entry, before = get_model("qwen-image-edit-2511"), get_model("qwen-image-edit-2509")
    module = build_empty(entry, component)
    assert compute_module_sizes(module, dtype=getattr(torch, entry.dtype))[""] == entry.bytes[component]
    assert entry.bytes[component] == before.bytes[component]
    if component == "transformer":
        assert module.config.zero_cond_t and not build_empty(before, component).config.zero_cond_t
        assert abs(entry.bytes[component] / DTYPE_BYTES[entry.dtype] / 1e9 - 20.4) < 0.1  # Qwen-Image: 20 B
