"""The catalogue's reference-era models (FLUX.2 [dev], FLUX.2 [klein] 4B, Qwen-Image-Edit-2509, Z-Image-Turbo),
and catalogue models named by their catalogue id or their Hugging Face id everywhere a model is named."""

from __future__ import annotations

import json

import pytest
import torch

from app.cli import main
from model.catalog import DTYPE_BYTES, build_empty, find_model, get_model, hub_id_for, load_catalog
from model.errors import ModelError

NEW = ["flux2-dev", "flux2-klein-4b", "qwen-image-edit-2509", "z-image-turbo"]


def test_new_models_with_licence_languages_defaults_and_references():
    catalog = load_catalog()
    dev, klein, qwen, zimage = (catalog[m] for m in NEW)
    assert (dev.hub_id, dev.commercial_use, dev.max_references) == ("black-forest-labs/FLUX.2-dev", False, 6)
    assert "Non-Commercial" in dev.licence and "非商业" in dev.licence_zh
    assert (klein.licence, klein.commercial_use, klein.steps, klein.guidance_scale) == (
        "Apache-2.0",
        True,
        4,
        1.0,
    )
    assert (qwen.hub_id, qwen.licence, qwen.languages, qwen.max_references) == (
        "Qwen/Qwen-Image-Edit-2509",
        "Apache-2.0",
        ("zh", "en"),
        3,
    )
    assert (zimage.takes_references, zimage.languages, zimage.steps) == (False, ("zh", "en"), 9)
    assert all(m.takes_references for m in (dev, klein, qwen))
    takers = {*NEW, "qwen-image-edit-2511"}  # 2511: tests/test_catalog_2511.py
    assert not any(m.takes_references for m in catalog.values() if m.id not in takers)
    assert all("zh" in m.languages for m in (dev, klein, qwen, zimage))


@pytest.mark.parametrize("model_id", NEW)
def test_new_sizes_match_the_meta_models(model_id):
    from accelerate.utils import compute_module_sizes

    entry = get_model(model_id)
    for component in entry.components:
        module = build_empty(entry, component)
        assert all(p.device.type == "meta" for p in module.parameters())
        assert compute_module_sizes(module, dtype=getattr(torch, entry.dtype))[""] == entry.bytes[component]


def test_parameter_counts_match_the_published_ones():
    """The shipped configs reproduce the published sizes (model cards), so they are the real architectures."""

    def billions(model_id, component):
        entry = get_model(model_id)
        return entry.bytes[component] / DTYPE_BYTES[entry.dtype] / 1e9

    assert abs(billions("flux2-dev", "transformer") - 32.2) < 0.1  # FLUX.2 [dev]: 32 B
    assert abs(billions("flux2-dev", "text_encoder") - 24.0) < 0.7  # Mistral Small 3.1: 24 B
    assert abs(billions("flux2-klein-4b", "transformer") - 3.9) < 0.1  # [klein] 4B
    assert abs(billions("flux2-klein-4b", "text_encoder") - 4.02) < 0.01  # Qwen3-4B: 4.0 B
    assert abs(billions("qwen-image-edit-2509", "transformer") - 20.4) < 0.1  # Qwen-Image: 20 B
    assert abs(billions("qwen-image-edit-2509", "text_encoder") - 8.29) < 0.01  # Qwen2.5-VL-7B: 8.29 B
    assert abs(billions("z-image-turbo", "transformer") - 6.15) < 0.05  # Z-Image: 6 B
    # the whole of FLUX.2 [dev] with its text encoder is over 100 GB in bf16; Qwen-Image-Edit about 57 GB
    assert (
        get_model("flux2-dev").total_bytes > 100e9
        and 55e9 < get_model("qwen-image-edit-2509").total_bytes < 60e9
    )


def test_catalogue_and_hugging_face_ids_name_the_same_entry():
    assert find_model("black-forest-labs/FLUX.1-schnell").id == "flux1-schnell"
    assert find_model("qwen/qwen-image-edit-2509@main").id == "qwen-image-edit-2509"
    assert find_model("z-image-turbo") is find_model("Tongyi-MAI/Z-Image-Turbo")
    assert find_model("/some/folder") is None and find_model("") is None
    assert hub_id_for("flux2-klein-4b@abc") == "black-forest-labs/FLUX.2-klein-4B@abc"
    assert hub_id_for("stabilityai/sd-turbo") == "stabilityai/sd-turbo" and hub_id_for("/x/y") == "/x/y"
    with pytest.raises(ModelError, match="their Hugging Face ids"):
        get_model("nobody/nothing")


@pytest.mark.parametrize("name", ["black-forest-labs/FLUX.1-schnell", "flux1-schnell"])
def test_plan_accepts_the_hugging_face_id(name, capsys):
    devices = "cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB"
    assert main(["plan", "--model", name, "--devices", devices, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["strategy"]


def test_models_download_takes_a_catalogue_id(monkeypatch, tmp_path, capsys):
    asked = []
    monkeypatch.setattr("model.pipelines.loading.download", lambda repo, **kw: asked.append(repo) or tmp_path)
    assert main(["models", "download", "flux2-klein-4b"]) == 0
    assert asked == ["black-forest-labs/FLUX.2-klein-4B"]


@pytest.fixture()
def cached_klein(tmp_path, monkeypatch):
    """A tiny FLUX.2 [klein] stored in a Hugging Face cache as black-forest-labs/FLUX.2-klein-4B."""
    from huggingface_hub import constants

    from model.tiny import save_tiny_pipeline

    repo = tmp_path / "hub" / "models--black-forest-labs--FLUX.2-klein-4B"
    save_tiny_pipeline(repo / "snapshots" / ("0" * 40), "flux2-klein")
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("0" * 40)
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    return repo


def test_illustrate_by_catalogue_id_uses_the_cached_model_and_its_recommended_settings(
    cached_klein, tmp_path, examples
):
    out = tmp_path / "cat.png"
    photo = examples / "photos" / "chelsea.png"
    argv = ["illustrate", "--model", "flux2-klein-4b", "--prompt", "外婆的猫", "--photo", str(photo)]
    assert main([*argv, "--width", "64", "--height", "64", "--style", "none", "-o", str(out)]) == 0
    info = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))["info"]
    assert info["model_kind"] == "hub" and info["pipeline"] == "Flux2KleinPipeline"
    assert (info["num_inference_steps"], info["steps_run"], info["images"]) == (4, 4, 1)  # the card's 4 steps


def test_a_catalogue_model_not_downloaded_says_how_to_get_it(tmp_path, monkeypatch, capsys):
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "empty"))
    out = tmp_path / "x.png"
    assert main(["illustrate", "--model", "qwen-image-edit-2509", "-p", "x", "-o", str(out)]) == 1
    assert "memorybook models download Qwen/Qwen-Image-Edit-2509" in capsys.readouterr().err
