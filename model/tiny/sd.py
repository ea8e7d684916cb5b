"""Tiny Stable Diffusion 1.x, SDXL and FLUX.1 pipelines (the pre-reference-era architectures), and a tiny
safety checker; built from :mod:."""

from __future__ import annotations

import torch

from model.tiny.parts import (
    TEXT_MAX_LENGTH,
    _sd_scheduler,
    _tiny_flux_transformer,
    _tiny_sdxl_unet,
    _tiny_t5,
    _tiny_text_encoder,
    _tiny_unet,
    _tiny_vae,
    make_tiny_t5_tokenizer,
    make_tiny_tokenizer,
)


def _make_sdxl(seed: int):
    from diffusers import StableDiffusionXLPipeline

    tokenizer = make_tiny_tokenizer()
    return StableDiffusionXLPipeline(
        vae=_tiny_vae(seed + 1),
        text_encoder=_tiny_text_encoder(len(tokenizer), seed + 2),
        text_encoder_2=_tiny_text_encoder(len(tokenizer), seed + 3, with_projection=True),
        tokenizer=tokenizer,
        tokenizer_2=make_tiny_tokenizer(),
        unet=_tiny_sdxl_unet(seed),
        scheduler=_sd_scheduler(),
        add_watermarker=False,
    )


def _make_flux(seed: int):
    from diffusers import FlowMatchEulerDiscreteScheduler, FluxPipeline

    tokenizer = make_tiny_tokenizer()
    t5_tokenizer = make_tiny_t5_tokenizer()
    return FluxPipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(),
        vae=_tiny_vae(seed + 1, use_quant_conv=False, use_post_quant_conv=False, shift_factor=0.0),
        text_encoder=_tiny_text_encoder(len(tokenizer), seed + 2),
        tokenizer=tokenizer,
        text_encoder_2=_tiny_t5(len(t5_tokenizer), seed + 3),
        tokenizer_2=t5_tokenizer,
        transformer=_tiny_flux_transformer(seed),
    )


def _make_sd(seed: int):
    from diffusers import StableDiffusionPipeline

    tokenizer = make_tiny_tokenizer()
    return StableDiffusionPipeline(
        unet=_tiny_unet(seed),
        vae=_tiny_vae(seed + 1),
        text_encoder=_tiny_text_encoder(len(tokenizer), seed + 2),
        tokenizer=tokenizer,
        scheduler=_sd_scheduler(),
        safety_checker=None,
        feature_extractor=None,
        requires_safety_checker=False,
    )


def make_tiny_safety_checker(flag_everything: bool = True, seed: int = 0):
    """A tiny ``StableDiffusionSafetyChecker`` and its ``CLIPImageProcessor`` (``(checker, feature_extractor)``),
    built offline from a tiny CLIP config (2 layers, width 32, 32×32 px input).

    The checker compares the picture's CLIP embedding with 17 concept embeddings against per-concept thresholds
    (diffusers' ``pipelines/stable_diffusion/safety_checker.py``): a cosine similarity lies in [-1, 1], so
    thresholds of -2 flag every picture (``flag_everything``) and thresholds of 2 flag none. Put it into a
    pipeline with ``StableDiffusionPipeline(**pipe.components | {"safety_checker": c, "feature_extractor": f})``.
    """
    from diffusers.pipelines.stable_diffusion.safety_checker import StableDiffusionSafetyChecker
    from transformers import CLIPConfig, CLIPImageProcessor

    torch.manual_seed(seed)
    small = dict(hidden_size=32, intermediate_size=37, num_attention_heads=4, num_hidden_layers=2)
    config = CLIPConfig(
        text_config=dict(
            small,
            vocab_size=99,
            max_position_embeddings=TEXT_MAX_LENGTH,
            bos_token_id=0,
            eos_token_id=1,
            pad_token_id=1,
        ),
        vision_config=dict(small, image_size=32, patch_size=8),
        projection_dim=32,
    )
    checker = StableDiffusionSafetyChecker(config).eval()
    threshold = -2.0 if flag_everything else 2.0
    with torch.no_grad():
        checker.concept_embeds_weights.fill_(threshold)
        checker.special_care_embeds_weights.fill_(threshold)
    processor = CLIPImageProcessor(size={"shortest_edge": 32}, crop_size={"height": 32, "width": 32})
    return checker, processor


def with_safety_checker(pipe, flag_everything: bool = True):
    """A copy of the tiny SD pipeline ``pipe`` sharing its components, with :func:`make_tiny_safety_checker`'s
    checker and feature extractor (what a Stable Diffusion 1.x checkpoint ships)."""
    from diffusers import StableDiffusionPipeline

    checker, processor = make_tiny_safety_checker(flag_everything)
    parts = dict(pipe.components, safety_checker=checker, feature_extractor=processor)
    parts.pop("image_encoder", None)
    out = StableDiffusionPipeline(**parts, requires_safety_checker=True)
    out.set_progress_bar_config(disable=True)
    return out
