"""GPU check of the reference-taking models at real size (skipped without CUDA; a few minutes on one 80-140 GB GPU,
no download: the GPU machine has no internet).

For FLUX.2 [klein] 4B and Qwen-Image-Edit-2509 it builds the real-size transformer with random weights from the
configs shipped in ``assets/models`` (bf16, on the GPU), with the real-size VAE; the text encoder is klein's real
Qwen3-4B, and for Qwen-Image-Edit a 2-layer Qwen2.5-VL of the real width (3584, what the transformer reads) so the
run stays short. The tokenizers are the tiny offline ones (:mod:`model.tiny.edit`). Then, for each model:

* the whole pipeline on the GPU draws a 1024² px page from a photo + a reference photo through
  :class:`model.engines.diffusion.DiffusionIllustrator`, and it prints the seconds per denoising step and the peak GPU
  memory;
* the same folder is loaded again with the planner splitting the transformer between the GPU and the CPU
  (``disk_offload`` over ``cuda:0`` + ``cpu``: blocks that do not fit the GPU budget stream from CPU memory), and it
  prints the image difference from the whole model's (max and mean over 8-bit pixels) and the split's s/step.

Run: ``pytest tests/gpu/test_gpu_reference_models.py -m gpu -s``.
"""

from __future__ import annotations

import gc
import time

import numpy as np
import pytest
import torch

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]

SIZE, STEPS = 1024, 3


def build_pipeline(catalog_id: str, device: str, dtype: torch.dtype):
    """A random pipeline whose transformer and VAE are the catalogue model's real size (shipped configs)."""
    import diffusers
    from diffusers import FlowMatchEulerDiscreteScheduler

    from model.catalog import get_model
    from model.pipelines.compat import allow_processors_without_torchvision
    from model.tiny.edit import CHATML_TEMPLATE, make_tiny_qwen_tokenizer

    entry = get_model(catalog_id)
    tokenizer = make_tiny_qwen_tokenizer()
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)  # parameters are created in bf16 on the GPU: no fp32 copy of 20 B weights
    try:
        with torch.device(device):
            torch.manual_seed(0)
            parts = {
                name: getattr(diffusers, entry.components[name].split(".")[1]).from_config(entry.config(name))
                for name in ("transformer", "vae")
            }
            parts["text_encoder"] = _text_encoder(entry, tokenizer)
    finally:
        torch.set_default_dtype(previous)
    cls = getattr(diffusers, entry.architecture)
    extra = {}
    if entry.architecture == "QwenImageEditPlusPipeline":
        from transformers import Qwen2VLImageProcessor, Qwen2VLProcessor

        allow_processors_without_torchvision()
        extra["processor"] = Qwen2VLProcessor(
            image_processor=Qwen2VLImageProcessor(), tokenizer=tokenizer, chat_template=CHATML_TEMPLATE
        )
    if entry.architecture == "Flux2KleinPipeline":
        extra["is_distilled"] = True
    pipe = cls(scheduler=FlowMatchEulerDiscreteScheduler(), tokenizer=tokenizer, **parts, **extra)
    return pipe.to(device, dtype)


def _text_encoder(entry, tokenizer):
    import transformers

    config = entry.config("text_encoder")
    if entry.id == "flux2-klein-4b":  # the real Qwen3-4B
        fields = {k: v for k, v in config.items() if k != "architectures"}
        return transformers.Qwen3ForCausalLM(transformers.Qwen3Config(**fields)).eval()
    ids = tokenizer.convert_tokens_to_ids(
        ["<|image_pad|>", "<|video_pad|>", "<|vision_start|>", "<|vision_end|>"]
    )
    text = dict(config["text_config"], num_hidden_layers=2, vocab_size=len(tokenizer), layer_types=None)
    vision = dict(config["vision_config"], depth=2, fullatt_block_indexes=[1])
    te = transformers.Qwen2_5_VLConfig(
        text_config=text,
        vision_config=vision,
        image_token_id=ids[0],
        video_token_id=ids[1],
        vision_start_token_id=ids[2],
        vision_end_token_id=ids[3],
    )
    return transformers.Qwen2_5_VLForConditionalGeneration(te).eval()


def draw(illustrator, photo, reference):
    """One page (photo + one reference) at SIZE², STEPS steps; returns (image, seconds per step)."""
    from model.api import IllustrationRequest, PersonAdapter

    request = IllustrationRequest(
        engine="diffusion",
        prompt="Redraw picture 1 as a watercolour picture-book page; the grandmother is the person in picture 2.",
        photo_path=str(photo),
        people=(PersonAdapter("grandmother", reference_paths=(str(reference),), reference_sha256=("r",)),),
        seed=1,
        steps=STEPS,
        width=SIZE,
        height=SIZE,
    )
    started = time.perf_counter()
    made = illustrator.illustrate(request)
    torch.cuda.synchronize()
    return made.image, (time.perf_counter() - started) / STEPS


@pytest.mark.parametrize("catalog_id", ["flux2-klein-4b", "qwen-image-edit-2509"])
def test_real_size_whole_and_split(catalog_id, tmp_path, examples):
    import functools
    import shutil

    from model.devices import parse_devices
    from model.engines.diffusion import DiffusionIllustrator
    from model.placement import plan_for
    from model.runtime.placed import load_with_plan

    photo, reference = examples / "photos" / "coffee.png", examples / "photos" / "chelsea.png"
    torch.cuda.reset_peak_memory_stats()
    pipe = build_pipeline(catalog_id, "cuda", torch.bfloat16)
    transformer_gb = sum(p.numel() * p.element_size() for p in pipe.transformer.parameters()) / 1e9
    whole_illustrator = DiffusionIllustrator.from_pipeline(pipe, catalog_id)
    whole_illustrator._fingerprint = "diffusion:gpu-check"  # not a SHA-256 over 40 GB of random weights
    whole, whole_step = draw(whole_illustrator, photo, reference)
    peak = torch.cuda.max_memory_allocated() / 1e9
    print(
        f"\n{catalog_id}: transformer {transformer_gb:.1f} GB bf16; whole on the GPU: {whole_step:.2f} s/step "
        f"at {SIZE}² px, peak GPU memory {peak:.1f} GB"
    )

    folder = tmp_path / catalog_id
    pipe.save_pretrained(folder, safe_serialization=True)
    del pipe, whole_illustrator
    gc.collect()
    torch.cuda.empty_cache()
    # a GPU budget that holds about half the transformer: the planner streams the rest from CPU memory
    gpu_gib = int((transformer_gb / 2 + 12) / 1.0737)
    plan = plan_for(
        str(folder),
        parse_devices(f"cuda:0={gpu_gib}GiB,cpu=100GiB"),
        placement="disk_offload",
        dtype="bfloat16",
        width=SIZE,
        height=SIZE,
    )
    print(plan.explanation.splitlines()[0])
    loader = functools.partial(load_with_plan, plan=plan, offload_folder=str(tmp_path / "offload"))
    split_illustrator = DiffusionIllustrator(str(folder), loader=loader, dtype=torch.bfloat16)
    split_illustrator._fingerprint = "diffusion:gpu-check"
    try:
        split, split_step = draw(split_illustrator, photo, reference)
    finally:
        split_illustrator.close()
        shutil.rmtree(folder, ignore_errors=True)  # Qwen-Image-Edit's folder is ~42 GB of a 64 GB disk
    diff = np.abs(np.asarray(whole).astype(int) - np.asarray(split).astype(int))
    print(
        f"{catalog_id}: split over cuda:0 ({gpu_gib} GiB) + cpu: {split_step:.2f} s/step; image difference from "
        f"the whole model: max {diff.max()}, mean {diff.mean():.3f} (8-bit levels)"
    )
    assert whole.size == split.size == (SIZE, SIZE)
    assert np.isfinite(np.asarray(whole, dtype=np.float32)).all()
    assert diff.mean() < 2.0, "the split model draws another picture"
