"""Tiny Qwen-Image-Edit-2511 (``memorybook models make-tiny --arch qwen-image-edit-2511``): 2509's layout with
2511's ``zero_cond_t`` transformer (the reference images' tokens modulated at timestep zero), written offline,
loaded as a real model is, and drawing the same pixels on the CPU as the bare diffusers pipeline."""

from __future__ import annotations

import json

import numpy as np
import torch

from app.cli import main
from model.api import IllustrationRequest, PersonAdapter
from model.catalog import get_model
from model.engines.diffusion import DiffusionIllustrator
from model.pipelines.loading import load_pipeline
from model.pipelines.references import load_reference
from model.pipelines.sources import inspect_source
from tests.test_illustrate import one_thread  # noqa: F401 (autouse: one intra-op thread)


def test_tiny_2511_draws_the_bare_pipelines_pixels(tmp_path, examples, capsys):
    folder = tmp_path / "qwen-edit-2511"
    assert main(["models", "make-tiny", str(folder), "--arch", "qwen-image-edit-2511"]) == 0
    assert "tiny random qwen-image-edit-2511 pipeline" in capsys.readouterr().out
    assert json.loads((folder / "model_index.json").read_text())["_class_name"] == "QwenImageEditPlusPipeline"
    config = json.loads((folder / "transformer" / "config.json").read_text())
    shipped = get_model("qwen-image-edit-2511").config("transformer")
    assert config["zero_cond_t"] is True is shipped["zero_cond_t"]  # as the published 2511 config
    illustrator = DiffusionIllustrator(str(folder), device="cpu")
    assert illustrator.max_references == 3 and illustrator.prompt_languages == ("zh", "en")
    photo = examples / "photos" / "chelsea.png"
    request = IllustrationRequest(
        engine="diffusion",
        prompt="外婆和她的猫",
        people=(PersonAdapter("外婆", reference_paths=(str(photo),), reference_sha256=("h",)),),
        seed=7,
        steps=2,
        width=64,
        height=64,
    )
    made = illustrator.illustrate(request)
    pipe = load_pipeline(inspect_source(folder), device="cpu")
    assert pipe.transformer.zero_cond_t
    bare = pipe(
        prompt=request.prompt,
        image=[load_reference(str(photo), "外婆")],
        generator=torch.Generator("cpu").manual_seed(7),
        num_inference_steps=2,
        width=64,
        height=64,
    ).images[0]
    pixels = np.asarray(made.image.convert("RGB"))
    assert np.array_equal(pixels, np.asarray(bare.convert("RGB"))) and pixels.std() > 0
    assert made.info["pipeline"] == "QwenImageEditPlusPipeline" and made.info["images"] == 1
