"""Prompts encoded ahead (model/pipelines/embeds.py), family by family: a page drawn by a pipeline loaded without
its text encoders, from the embeddings a pipeline loaded without its denoiser and VAE made, equals the page the
whole pipeline draws from the words — pixel for pixel, in one process on the CPU. For Qwen-Image-Edit the
encoder reads the page's reference photo with the words (issue 25: the ``denoiser_replicas`` plan for it)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from model.api import IllustrationRequest, PersonAdapter
from model.engines.diffusion import DiffusionIllustrator
from model.pipelines.embeds import TEXT_ENCODERS
from model.pipelines.loading import load_pipeline

LEFT_OUT_TO_ENCODE = ("unet", "transformer", "vae", "image_encoder", "safety_checker")


def _without(folder, names):
    present = {p.name for p in folder.iterdir()}
    names = tuple(n for n in names if n in present)
    return DiffusionIllustrator(
        str(folder), device="cpu", loader=lambda s, d: load_pipeline(s, device="cpu", dtype=d, without=names)
    )


@pytest.mark.parametrize("arch", ["sdxl", "flux", "z-image", "qwen-image-edit"])
def test_a_page_drawn_from_encoded_words_equals_the_whole_pipelines(arch, tmp_path):
    from model.tiny import save_tiny_pipeline

    folder = save_tiny_pipeline(tmp_path / arch, arch)
    people = ()
    if arch == "qwen-image-edit":
        from PIL import Image

        photo = tmp_path / "waipo.png"
        pixels = np.random.default_rng(1).integers(0, 255, (80, 96, 3), dtype=np.uint8)
        Image.fromarray(pixels).save(photo)
        people = (PersonAdapter("外婆", reference_paths=(str(photo),)),)
    request = IllustrationRequest(
        prompt="外婆在巷子里晒被子",
        negative_prompt="blurry",
        people=people,
        seed=3,
        steps=2,
        width=64,
        height=64,
    )
    whole = np.asarray(DiffusionIllustrator(str(folder), device="cpu").illustrate(request).image)
    embeds, _, _ = _without(folder, LEFT_OUT_TO_ENCODE).encode(request)
    drawn = np.asarray(_without(folder, TEXT_ENCODERS).illustrate(request, embeds=embeds).image)
    assert np.array_equal(whole, drawn)
    if arch == "qwen-image-edit":  # the encoder read the photo: without it the words encode to other numbers
        plain, _, _ = _without(folder, LEFT_OUT_TO_ENCODE).encode(dataclasses.replace(request, people=()))
        assert plain["prompt_embeds"].shape != embeds["prompt_embeds"].shape or not np.allclose(
            plain["prompt_embeds"], embeds["prompt_embeds"]
        )
