"""model.pipelines.lora through the illustrator: PEFT and kohya LoRAs, several people, unloading, placement kept."""

from __future__ import annotations

import pickle
import re

import numpy as np
import pytest
import torch
from diffusers import StableDiffusionPipeline
from peft import LoraConfig
from peft.utils import get_peft_model_state_dict
from safetensors.torch import save_file

from model.api import IllustrationRequest, PersonAdapter
from model.engines.diffusion import DiffusionIllustrator
from model.errors import ModelError, UnsafeWeightsError
from model.pipelines.lora import apply_loras, placement, unload_loras
from model.tiny import make_tiny_pipeline

TARGETS = ["to_q", "to_k", "to_v", "to_out.0"]


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One intra-op thread: tiny models on 2 shared cores run faster without thread contention."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def _peft_lora_state(seed: int) -> dict[str, torch.Tensor]:
    """A random rank-4 UNet LoRA for the tiny SD model (B non-zero, so it changes the image)."""
    donor = make_tiny_pipeline("sd")
    torch.manual_seed(seed)
    donor.unet.add_adapter(LoraConfig(r=4, lora_alpha=4, target_modules=TARGETS, init_lora_weights=False))
    state = get_peft_model_state_dict(donor.unet)
    return {k: (v * 20 if "lora_B" in k else v).contiguous() for k, v in state.items()}


@pytest.fixture(scope="module")
def loras(tmp_path_factory):
    """{"peft": diffusers-format file, "kohya": the same weights in kohya's layout, "other": another LoRA}."""
    folder = tmp_path_factory.mktemp("loras")
    state = _peft_lora_state(1)
    StableDiffusionPipeline.save_lora_weights(
        folder / "peft", unet_lora_layers=state, safe_serialization=True
    )
    kohya = {}
    for key, value in state.items():
        module, kind = key.rsplit(".lora_", 1)
        name = "lora_unet_" + module.replace(".", "_")
        kohya[f"{name}.lora_down.weight" if kind.startswith("A") else f"{name}.lora_up.weight"] = value
        kohya[f"{name}.alpha"] = torch.tensor(4.0)
    save_file(kohya, str(folder / "kohya.safetensors"))
    StableDiffusionPipeline.save_lora_weights(
        folder / "other", unet_lora_layers=_peft_lora_state(2), safe_serialization=True
    )
    return {
        "peft": folder / "peft" / "pytorch_lora_weights.safetensors",
        "kohya": folder / "kohya.safetensors",
        "other": folder / "other" / "pytorch_lora_weights.safetensors",
    }


@pytest.fixture()
def pipe():
    return make_tiny_pipeline("sd")


def _request(*people: PersonAdapter) -> IllustrationRequest:
    # no prompt: the illustrator composes it (trigger words + scene)
    return IllustrationRequest(
        engine="diffusion", scene="a cat", style="none", steps=3, width=64, height=64, people=people
    )


def _pixels(result) -> np.ndarray:
    return np.asarray(result.image).astype(np.int16)


def test_lora_changes_the_image_and_is_unloaded_after_the_page(pipe, loras):
    illustrator = DiffusionIllustrator.from_pipeline(pipe)
    plain = _pixels(illustrator.illustrate(_request()))
    with_lora = illustrator.illustrate(_request(PersonAdapter("Wai Po", "waipo", str(loras["peft"]))))
    assert np.abs(_pixels(with_lora) - plain).mean() > 2
    assert with_lora.info["prompt"] == "waipo, a cat"
    assert list(with_lora.info["loras"]["adapters"].values()) == [1.0]
    assert len(next(iter(with_lora.info["loras"]["lora_sha256"].values()))) == 64
    assert not any(pipe.get_list_adapters().values())  # nothing leaks into the next page
    assert np.array_equal(_pixels(illustrator.illustrate(_request())), plain)


def test_kohya_format_loads_and_matches_the_peft_one(pipe, loras):
    illustrator = DiffusionIllustrator.from_pipeline(pipe)
    peft = _pixels(illustrator.illustrate(_request(PersonAdapter("A", lora_path=str(loras["peft"])))))
    kohya = _pixels(illustrator.illustrate(_request(PersonAdapter("A", lora_path=str(loras["kohya"])))))
    assert np.array_equal(peft, kohya)


def test_several_people_mix_by_adapter_weights(pipe, loras):
    illustrator = DiffusionIllustrator.from_pipeline(pipe)
    one = _pixels(illustrator.illustrate(_request(PersonAdapter("A", lora_path=str(loras["peft"])))))
    both = illustrator.illustrate(
        _request(
            PersonAdapter("A", "ta", str(loras["peft"]), weight=1.0),
            PersonAdapter("B", "tb", str(loras["other"]), weight=0.7),
        )
    )
    assert sorted(both.info["loras"]["adapters"].values()) == [0.7, 1.0]
    assert both.info["prompt"] == "ta, tb, a cat"
    assert np.abs(_pixels(both) - one).mean() > 1
    zero = illustrator.illustrate(
        _request(
            PersonAdapter("A", lora_path=str(loras["peft"]), weight=1.0),
            PersonAdapter("B", lora_path=str(loras["other"]), weight=0.0),
        )
    )
    assert np.array_equal(_pixels(zero), one)  # a weight of 0 switches that person's LoRA off


def test_loading_a_lora_keeps_the_device_placement(pipe, loras):
    before = placement(pipe)
    devices = {n: p.device for n, p in pipe.unet.named_parameters()}
    info = apply_loras(pipe, [PersonAdapter("A", lora_path=str(loras["peft"]))])
    try:
        assert info["adapters"]
        assert placement(pipe) == before
        lora_params = {n: p.device for n, p in pipe.unet.named_parameters() if "lora_" in n}
        assert lora_params  # the adapter is really there
        for name, param in pipe.unet.named_parameters():
            base = name.replace(".base_layer", "")
            if base in devices:
                assert param.device == devices[base], name
        for name, device in lora_params.items():
            layer = name.split(".lora_")[0]
            assert device == devices[f"{layer}.weight"], name
    finally:
        unload_loras(pipe)
    assert placement(pipe) == before


def test_changed_lora_file_is_reported(pipe, loras):
    illustrator = DiffusionIllustrator.from_pipeline(pipe)
    result = illustrator.illustrate(
        _request(PersonAdapter("A", lora_path=str(loras["peft"]), lora_sha256="0" * 64))
    )
    assert any("changed since it was recorded" in w for w in result.info["warnings"])  # the English record
    said = result.info["said_warnings"]
    assert any(
        w["code"] == "located" and w["params"]["message"]["code"] == "model.lora.changed" for w in said
    )


def test_pickle_lora_refused_without_unpickling(pipe, tmp_path):
    marker = tmp_path / "PWNED"

    class Evil:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    path = tmp_path / "person.pt"
    path.write_bytes(pickle.dumps(Evil()))
    with pytest.raises(UnsafeWeightsError, match="person.pt"):
        apply_loras(pipe, [PersonAdapter("A", lora_path=str(path))])
    assert not marker.exists()


def test_lora_that_does_not_fit_is_a_model_error(pipe, tmp_path):
    bad = tmp_path / "bad.safetensors"
    save_file(
        {"unet.nothing.lora_A.weight": torch.zeros(4, 4), "unet.nothing.lora_B.weight": torch.zeros(4, 4)},
        str(bad),
    )
    not_lora = tmp_path / "not_lora.safetensors"
    save_file({"foo": torch.zeros(4, 4)}, str(not_lora))
    with pytest.raises(ModelError, match="missing.safetensors: LoRA file not found"):
        apply_loras(pipe, [PersonAdapter("A", lora_path=str(tmp_path / "missing.safetensors"))])
    for path in (bad, not_lora):
        with pytest.raises(ModelError, match=f"{path.name}: this LoRA does not fit the model") as err:
            apply_loras(pipe, [PersonAdapter("A", lora_path=str(path))])
        assert "\n" not in str(err.value)
        assert not any(pipe.get_list_adapters().values())


def _lora_refusals(pipe, tmp_path) -> dict[str, str]:
    """Each LoRA refusal, made by the core: a folder, a damaged file, layers of another model, of another
    size, and a file without LoRA layers."""
    (tmp_path / "folder.safetensors").mkdir()
    (tmp_path / "cut.safetensors").write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{cut")
    save_file({"unet.nothing.lora_A.weight": torch.zeros(4, 4), "unet.nothing.lora_B.weight": torch.zeros(4, 4)},
              str(tmp_path / "other.safetensors"))  # fmt: skip
    name = next(n for n, _ in pipe.unet.named_modules() if n.endswith("to_q"))
    save_file({f"unet.{name}.lora_A.weight": torch.zeros(4, 7), f"unet.{name}.lora_B.weight": torch.zeros(5, 4)},
              str(tmp_path / "size.safetensors"))  # fmt: skip
    save_file({"foo": torch.zeros(4, 4)}, str(tmp_path / "empty.safetensors"))
    refusals = {}
    for stem in ("folder", "cut", "other", "size", "empty"):
        with pytest.raises(ModelError) as err:
            apply_loras(pipe, [PersonAdapter("A", lora_path=str(tmp_path / f"{stem}.safetensors"))])
        assert not any(pipe.get_list_adapters().values())
        refusals[stem] = err.value
    return refusals


def test_each_lora_refusal_says_what_is_wrong_and_what_to_do(pipe, tmp_path):
    """No library's English reason reaches the volunteer: each refusal names the file, the cause in our words
    and the fix (a folder was "LoRA file not found"; PEFT's and safetensors' reasons were printed as they were)."""
    said = {stem: str(err) for stem, err in _lora_refusals(pipe, tmp_path).items()}
    assert said["folder"].endswith(
        "folder.safetensors: is a folder, not a LoRA file; choose the .safetensors file inside it"
    )
    assert "cut.safetensors: not a readable .safetensors LoRA (the file is damaged or cut off)" in said["cut"]
    assert (
        "other.safetensors: this LoRA does not fit the model (it was made for another kind of model); choose the model it was trained for"
        in said["other"]
    )
    assert "(it was made for a model of another size)" in said["size"]
    assert said["empty"].endswith("(the file holds no LoRA layers); choose the person's LoRA file")
    for text in said.values():
        assert "\n" not in text and "Error" not in text and "{" not in text, text


def test_lora_refusals_read_chinese_in_the_cli_and_the_app(pipe, tmp_path, qapp):
    from app.cli.output import said as said_by_the_cli
    from app.ui.language import install_language
    from app.viewmodels.messages import translate_message
    from words import message_of

    refused = _lora_refusals(pipe, tmp_path)
    install_language("zh")
    try:
        for err in refused.values():
            message = message_of(err)
            for shown in (said_by_the_cli(message), translate_message(message)):
                assert str(tmp_path) in shown and "LoRA" in shown, shown
                words = re.sub(r"\S*\.safetensors", "", shown)  # the file names stay as they are
                english = re.findall(r"\b(?:the|file|model|choose|folder|damaged|size|kind)\b", words)
                assert not english, shown
    finally:
        install_language("en")
