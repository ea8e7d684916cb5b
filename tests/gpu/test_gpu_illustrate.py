"""GPU check of the diffusion engine (skipped without CUDA; about 1-2 minutes on one GPU, no download).

Builds the mid-sized random SD-layout pipeline of tests/bench/bench_illustrate.py, saves it as a diffusers
folder and loads it through the product's own path (``DiffusionIllustrator`` → ``load_pipeline``) in fp16 and
bf16. Checks: the denoiser runs in half precision while the VAE stays float32; text-to-image and image-to-image
images are finite and not black; a LoRA keeps every weight on the GPU; prints seconds per image and peak GPU
memory. Run: ``pytest tests/gpu -m gpu -s``.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
import torch

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]

SIZE, STEPS, IMAGES = 512, 20, 3


@pytest.fixture(scope="module")
def model_folder(tmp_path_factory):
    from tests.bench.bench_illustrate import make_mid_pipeline

    folder = tmp_path_factory.mktemp("mid") / "model"
    make_mid_pipeline().save_pretrained(folder, safe_serialization=True)
    return folder


def _lora_file(folder, tmp_path):
    from diffusers import StableDiffusionPipeline
    from peft import LoraConfig
    from peft.utils import get_peft_model_state_dict

    donor = StableDiffusionPipeline.from_pretrained(folder)
    donor.unet.add_adapter(
        LoraConfig(
            r=4, lora_alpha=4, target_modules=["to_q", "to_k", "to_v", "to_out.0"], init_lora_weights=False
        )
    )
    StableDiffusionPipeline.save_lora_weights(
        tmp_path / "lora", unet_lora_layers=get_peft_model_state_dict(donor.unet), safe_serialization=True
    )
    return tmp_path / "lora" / "pytorch_lora_weights.safetensors"


def _check_image(image) -> None:
    pixels = np.asarray(image).astype(np.float32)
    assert np.isfinite(pixels).all()
    assert pixels.max() > 10 and pixels.std() > 1, "black or flat image"


@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_half_precision_on_gpu(model_folder, tmp_path, dtype, examples):
    from model.api import IllustrationRequest, PersonAdapter
    from model.engines.diffusion import DiffusionIllustrator
    from model.pipelines.lora import placement

    illustrator = DiffusionIllustrator(str(model_folder), device="cuda", dtype=dtype)
    pipe = illustrator.pipeline
    assert pipe.unet.dtype == {"fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    assert pipe.vae.dtype == torch.float32
    request = IllustrationRequest(
        engine="diffusion",
        prompt="a cat on a quilt",
        style="watercolour",
        steps=STEPS,
        width=SIZE,
        height=SIZE,
    )
    illustrator.illustrate(request)  # warm-up
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    start = time.perf_counter()
    for seed in range(IMAGES):
        result = illustrator.illustrate(
            IllustrationRequest(**(request.to_dict() | {"seed": seed, "people": ()}))
        )
        _check_image(result.image)
    torch.cuda.synchronize()
    per_image = (time.perf_counter() - start) / IMAGES
    peak = torch.cuda.max_memory_allocated() / 2**20
    photo = illustrator.illustrate(
        IllustrationRequest(
            **(request.to_dict() | {"people": (), "photo_path": str(examples / "photos" / "chelsea.png")})
        )
    )
    _check_image(photo.image)
    before = placement(pipe)
    lora = _lora_file(model_folder, tmp_path)
    with_lora = illustrator.illustrate(
        IllustrationRequest(**(request.to_dict() | {"people": (PersonAdapter("A", lora_path=str(lora)),)}))
    )
    _check_image(with_lora.image)
    assert placement(pipe) == before and all(
        d == ["cuda:0"] for k, d in before.items() if k != "hf_device_map"
    )
    print(
        f"\n{dtype}: {SIZE}×{SIZE} px, {STEPS} steps: {per_image:.3f} s/image "
        f"({per_image / STEPS * 1000:.1f} ms/step incl. text encoder and VAE), peak GPU memory {peak:.0f} MiB, "
        f"img2img {photo.info['seconds']:.3f} s, with LoRA {with_lora.info['seconds']:.3f} s"
    )
    illustrator.close()
