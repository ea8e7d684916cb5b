"""The catalogue's reference-era models (FLUX.2 [dev], FLUX.2 [klein] 4B, Qwen-Image-Edit-2509, Z-Image-Turbo),
and catalogue models named by their catalogue id or their Hugging Face id everywhere a model is named."""

from __future__ import annotations

import json

import pytest
import torch

from app.cli import main
from model.catalog import DTYPE_BYTES, build_empty, find_model, get_model, hub_id_for, load_catalog
from model.errors import ModelError
from words import Message, message_of

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
    takers = {*NEW, "qwen-image-edit-2511", "joyai-image-edit-plus"}  # tests/test_catalog_2511.py, _joyai.py
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


PUBLISHED_BILLIONS = {
    # SD 1.5 (model card / diffusers): UNet 859.52 M, the SD VAE 83.65 M, CLIP ViT-L/14 text tower 123.06 M
    ("sd15", "unet"): 0.85952,
    ("sd15", "vae"): 0.08365,
    ("sd15", "text_encoder"): 0.12306,
    # SDXL base (Podell et al. 2023, table 1): UNet 2.567 B; OpenCLIP ViT-bigG text tower 694.7 M
    ("sdxl", "unet"): 2.567,
    ("sdxl", "vae"): 0.08365,
    ("sdxl", "text_encoder"): 0.12306,
    ("sdxl", "text_encoder_2"): 0.6947,
    # SD-Turbo = SD 2.1's architecture: UNet 865.9 M, OpenCLIP ViT-H text tower 340.4 M (1.36 GB in fp32)
    ("sd-turbo", "unet"): 0.8659,
    ("sd-turbo", "vae"): 0.08365,
    ("sd-turbo", "text_encoder"): 0.3404,
    # FLUX.1 [schnell] (BFL): 12 B transformer (11.9 B); its VAE 83.8 M; T5-XXL encoder 4.76 B (9.52 GB bf16)
    ("flux1-schnell", "transformer"): 11.9,
    ("flux1-schnell", "vae"): 0.0838,
    ("flux1-schnell", "text_encoder"): 0.12306,
    ("flux1-schnell", "text_encoder_2"): 4.762,
    # HunyuanDiT v1.2 (Li et al. 2024): DiT 1.5 B; bilingual CLIP text tower 0.35 B; mT5-XL encoder 1.67 B
    ("hunyuandit", "transformer"): 1.5,
    ("hunyuandit", "vae"): 0.08365,
    ("hunyuandit", "text_encoder"): 0.35,
    ("hunyuandit", "text_encoder_2"): 1.67,
    # FLUX.2 [dev] (BFL): 32 B transformer (32.2 B), Mistral Small 3.1 24 B (24.01 B: lm_head not tied), VAE 84 M
    ("flux2-dev", "transformer"): 32.2,
    ("flux2-dev", "vae"): 0.084,
    ("flux2-dev", "text_encoder"): 24.0,
    # FLUX.2 [klein] 4B: 3.9 B flow transformer; Qwen3-4B 4.02 B (Qwen3 technical report)
    ("flux2-klein-4b", "transformer"): 3.9,
    ("flux2-klein-4b", "vae"): 0.084,
    ("flux2-klein-4b", "text_encoder"): 4.02,
    # Qwen-Image (technical report): 20 B MMDiT (20.4 B), its VAE 127 M; Qwen2.5-VL-7B 8.29 B
    ("qwen-image-edit-2509", "transformer"): 20.4,
    ("qwen-image-edit-2509", "vae"): 0.127,
    ("qwen-image-edit-2509", "text_encoder"): 8.29,
    # 2511 is 2509's architecture (zero_cond_t adds no weights): the same published sizes
    ("qwen-image-edit-2511", "transformer"): 20.4,
    ("qwen-image-edit-2511", "vae"): 0.127,
    ("qwen-image-edit-2511", "text_encoder"): 8.29,
    # Z-Image (Tongyi-MAI): 6 B single-stream DiT (6.15 B); the FLUX.1 VAE; Qwen3-4B
    ("z-image-turbo", "transformer"): 6.15,
    ("z-image-turbo", "vae"): 0.0838,
    ("z-image-turbo", "text_encoder"): 4.02,
    # JoyAI-Image-Edit-Plus (jdopensource cards): "16B MMDiT" in a 32.5 GB bf16 file (16.25 B); the Wan 2.1 VAE
    # (127 M, its ~243 MB file); its Qwen3-VL-8B (Qwen3-VL-8B-Instruct: 8.77 B; the card's ~17 GB bf16 file)
    ("joyai-image-edit-plus", "transformer"): 16.25,
    ("joyai-image-edit-plus", "vae"): 0.127,
    ("joyai-image-edit-plus", "text_encoder"): 8.77,
}
"""Published parameter counts (billions) of every catalogue component, with their sources."""


def test_every_component_is_within_a_tenth_of_a_billion_of_its_published_size():
    """The shipped configs reproduce the published sizes, so they are the real architectures (±0.1 B each)."""
    catalog = load_catalog()
    assert set(PUBLISHED_BILLIONS) == {(m.id, c) for m in catalog.values() for c in m.components}
    for (model_id, component), published in PUBLISHED_BILLIONS.items():
        entry = catalog[model_id]
        billions = entry.bytes[component] / DTYPE_BYTES[entry.dtype] / 1e9
        assert abs(billions - published) <= 0.1, (model_id, component, billions, published)
    # the whole of FLUX.2 [dev] with its text encoder is over 100 GB in bf16; Qwen-Image-Edit about 57 GB
    assert get_model("flux2-dev").total_bytes > 100e9
    assert 55e9 < get_model("qwen-image-edit-2509").total_bytes < 60e9


def test_flux2_dev_text_encoder_holds_its_own_output_head():
    """Mistral Small 3.1's lm_head is not the embedding (a top-level tie under-counted it by 1.34 GB in bf16)."""
    entry = get_model("flux2-dev")
    module = build_empty(entry, "text_encoder")
    assert module.lm_head.weight is not module.get_input_embeddings().weight
    assert sum(p.numel() for p in module.parameters()) == 24_011_361_280  # 0.67 B more than tied
    assert entry.bytes["text_encoder"] == 48_022_722_944  # bf16 weights and buffers (accelerate's sizes)


def test_catalogue_and_hugging_face_ids_name_the_same_entry():
    assert find_model("black-forest-labs/FLUX.1-schnell").id == "flux1-schnell"
    assert find_model("qwen/qwen-image-edit-2509@main").id == "qwen-image-edit-2509"
    assert find_model("z-image-turbo") is find_model("Tongyi-MAI/Z-Image-Turbo")
    assert find_model("/some/folder") is None and find_model("") is None
    assert hub_id_for("flux2-klein-4b@abc") == "black-forest-labs/FLUX.2-klein-4B@abc"
    assert hub_id_for("stabilityai/sd-turbo") == "stabilityai/sd-turbo" and hub_id_for("/x/y") == "/x/y"
    with pytest.raises(ModelError) as unknown:
        get_model("nobody/nothing")
    assert message_of(unknown.value) == Message(
        "model.catalog.unknown", model="nobody/nothing", known=list(load_catalog())
    )


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


def test_measuring_the_catalogue_stops_at_the_next_entry_once_cancelled(monkeypatch):
    """The model dialog's memory figures (``memory_needs``, in the model process) stop at the next entry once the
    caller cancels: a window closed meanwhile waits for one entry, not for the whole catalogue."""
    import model.placement.memory as memory
    from model.api import CancelToken
    from model.errors import Cancelled

    token, measured = CancelToken(), []

    def measure(entry):
        measured.append(entry.id)
        token.cancel()  # the window closes while the first entry is measured
        return 1

    monkeypatch.setattr(memory, "min_memory_bytes", measure)
    with pytest.raises(Cancelled):
        memory.memory_needs(cancel=token)
    assert len(measured) == 1
    assert len(memory.memory_needs()) == len(load_catalog()) > 1  # without a token: every entry
