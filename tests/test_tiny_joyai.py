"""Tiny JoyAI-Image-Edit-Plus (``memorybook models make-tiny --arch joyai-image-edit-plus``): a
``JoyImageEditPlusPipeline`` written offline, loaded as a real model is, taking the people's reference photos as
its ``images`` (the others' ``image``), reading Chinese, and drawing the same pixels on the CPU as the bare
diffusers pipeline."""

from __future__ import annotations

import json

import numpy as np
import torch

from app.cli import main
from model.api import IllustrationRequest, PersonAdapter
from model.engines.diffusion import DiffusionIllustrator
from model.pipelines.loading import load_pipeline
from model.pipelines.references import load_reference
from model.pipelines.sources import inspect_source
from tests.test_illustrate import one_thread  # noqa: F401 (autouse: one intra-op thread)


def test_tiny_joyai_draws_the_bare_pipelines_pixels(tmp_path, examples, capsys):
    folder = tmp_path / "joyai-edit-plus"
    assert main(["models", "make-tiny", str(folder), "--arch", "joyai-image-edit-plus"]) == 0
    assert "tiny random joyai-image-edit-plus pipeline" in capsys.readouterr().out
    assert json.loads((folder / "model_index.json").read_text())["_class_name"] == "JoyImageEditPlusPipeline"
    illustrator = DiffusionIllustrator(str(folder), device="cpu")
    assert illustrator.max_references == 5 and illustrator.prompt_languages == ("zh", "en")
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
    seen = []
    made = illustrator.illustrate(request, on_progress=seen.append)
    assert [p.step for p in seen] == [1, 2]  # the step callback runs (its latents have no preview layout)
    pipe = load_pipeline(inspect_source(folder), device="cpu")
    bare = pipe(
        prompt=request.prompt,
        images=[load_reference(str(photo), "外婆")],
        generator=torch.Generator("cpu").manual_seed(7),
        num_inference_steps=2,
        width=64,
        height=64,
    ).images[0]
    pixels = np.asarray(made.image.convert("RGB"))
    assert np.array_equal(pixels, np.asarray(bare.convert("RGB"))) and pixels.std() > 0
    assert made.info["pipeline"] == "JoyImageEditPlusPipeline" and made.info["images"] == 1
