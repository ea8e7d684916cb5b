"""``memorybook models make-tiny --arch flux2|flux2-klein|qwen-image-edit|z-image``: tiny random pipelines of the
reference-era models, written offline, that load and draw through the same path as a real model."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from app.cli import main
from model.api import IllustrationRequest, PersonAdapter
from model.engines.diffusion import DiffusionIllustrator
from model.tiny.edit import QWEN_SPECIAL_TOKENS, make_tiny_qwen_tokenizer

EXPECTED = {
    "flux2": ("Flux2Pipeline", 10),
    "flux2-klein": ("Flux2KleinPipeline", 4),
    "qwen-image-edit": ("QwenImageEditPlusPipeline", 3),
    "z-image": ("ZImagePipeline", 0),
}
"""Tiny arch → (pipeline class, reference images it takes)."""


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One intra-op thread: tiny models on 2 shared cores run faster without thread contention."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.mark.parametrize("arch", list(EXPECTED))
def test_make_tiny_writes_a_model_that_draws_through_the_normal_path(tmp_path, arch, examples, capsys):
    folder = tmp_path / arch
    assert main(["models", "make-tiny", str(folder), "--arch", arch]) == 0
    assert f"tiny random {arch} pipeline" in capsys.readouterr().out
    pipeline_class, references = EXPECTED[arch]
    assert json.loads((folder / "model_index.json").read_text())["_class_name"] == pipeline_class
    assert not [p for p in folder.rglob("*") if p.suffix in (".bin", ".pt", ".ckpt")]
    assert main(["models", "inspect", "-m", str(folder)]) == 0
    assert ("up to" in capsys.readouterr().out) == bool(references)
    illustrator = DiffusionIllustrator(str(folder), device="cpu")
    source = illustrator.source
    assert (source.kind, source.arch, source.prompt_languages) == ("folder", arch, ("zh", "en"))
    assert illustrator.max_references == references
    if arch == "qwen-image-edit":
        return  # drawn from this folder in tests/test_references.py (its 1024² px VAE pass is slow on a CPU)
    # the editing models draw from a reference photo; Z-Image (no references) draws image-to-image from it
    photo = examples / "photos" / "chelsea.png"
    people = (PersonAdapter("外婆", reference_paths=(str(photo),), reference_sha256=("h",)),)
    request = IllustrationRequest(
        engine="diffusion",
        prompt="外婆和她的猫",
        people=people if references else (),
        photo_path=None if references else str(photo),
        steps=1,
        width=64,
        height=64,
    )
    made = illustrator.illustrate(request)
    assert made.image.size == (64, 64) and made.info["pipeline"].startswith(
        pipeline_class.removesuffix("Pipeline")
    )
    assert made.info["images"] == (1 if references else 0)
    assert np.asarray(made.image).std() > 0


def test_the_tiny_qwen_tokenizer_reads_chinese_and_the_chat_markers():
    tokenizer = make_tiny_qwen_tokenizer()
    assert len(tokenizer) == 256 + 1 + len(QWEN_SPECIAL_TOKENS)
    text = tokenizer.apply_chat_template(
        [{"role": "user", "content": "外婆"}], tokenize=False, add_generation_prompt=True
    )
    ids = tokenizer(text)["input_ids"]
    assert tokenizer.decode(ids) == text == "<|im_start|>user\n外婆<|im_end|>\n<|im_start|>assistant\n"
    assert tokenizer.convert_tokens_to_ids("<|image_pad|>") in tokenizer("<|image_pad|>")["input_ids"]


def test_illustrate_with_photo_and_named_references(tmp_path, examples, capsys):
    from model.tiny import save_tiny_pipeline

    folder = save_tiny_pipeline(tmp_path / "klein", "flux2-klein")
    photos = examples / "photos"
    out = tmp_path / "page.png"
    argv = [
        "illustrate",
        "-m",
        str(folder),
        "-p",
        "外婆在弄堂里晒被子",
        "--photo",
        str(photos / "coffee.png"),
    ]
    argv += [
        "--reference",
        f"外婆={photos / 'chelsea.png'}",
        "--steps",
        "1",
        "--width",
        "64",
        "--height",
        "64",
    ]
    assert main([*argv, "-o", str(out)]) == 0
    sidecar = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    prompt = sidecar["request"]["prompt"]
    assert prompt.startswith("把图1重新画成水彩风格的儿童绘本插画") and "外婆就是图2中的人" in prompt
    assert prompt.endswith("画面：外婆在弄堂里晒被子")
    assert (
        len(sidecar["request"]["people"][0]["reference_sha256"][0]) == 64
        and sidecar["request"]["photo_sha256"]
    )
    assert sidecar["info"]["images"] == 2 and "warning" not in capsys.readouterr().out


def test_illustrate_refuses_references_for_a_model_that_takes_none(tmp_path, examples, capsys):
    from model.tiny import save_tiny_pipeline

    folder = save_tiny_pipeline(tmp_path / "sd", "sd")
    reference = examples / "photos" / "chelsea.png"
    argv = [
        "illustrate",
        "-m",
        str(folder),
        "-p",
        "x",
        "--reference",
        str(reference),
        "-o",
        str(tmp_path / "a.png"),
    ]
    assert main(argv) == 1
    assert "takes no reference photos" in capsys.readouterr().err and not (tmp_path / "a.png").exists()
