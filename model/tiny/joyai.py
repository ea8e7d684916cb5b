"""A tiny random JoyAI-Image-Edit-Plus pipeline (``JoyImageEditPlusPipeline``), built offline.

Used by :func:`model.tiny.make_tiny_pipeline` for the arch ``joyai-image-edit-plus``. The real model is a 16 B
dual-stream transformer (``JoyImageEditPlusTransformer3DModel``), JD's fine-tuned Qwen3-VL-8B as its text
encoder (it sees each reference image through a ``Qwen3VLProcessor``) and the Wan 2.1 VAE
(``AutoencoderKLWan``, 8 px per latent); the tiny one keeps that layout at a width of 16-32, with the byte-level
Qwen tokenizer of :mod:`model.tiny.edit`. The pipeline resizes each reference to its ~1024² px bucket
(diffusers' ``JoyImageEditImageProcessor``, basesize 1024, not a component), so the VAE is narrow (base width 4)
to keep encoding a reference on the CPU to seconds.
"""

from __future__ import annotations

import torch

from model.tiny.edit import (
    CHATML_TEMPLATE,
    QWEN_SPECIAL_TOKENS,
    make_tiny_qwen_tokenizer,
    tiny_wan_family_vae,
)


def make_joyai_image_edit_plus(seed: int):
    """``JoyImageEditPlusPipeline`` with a 1-layer transformer (2 heads of 16), a 4-level Wan VAE with 4 latent
    channels, and a 2-layer Qwen3-VL text encoder (width 16, a 2-block vision tower of 16 px patches merged
    2×2), all seeded from ``seed``. Its processor caps a reference at 64 merged patches for the text encoder."""
    from diffusers import FlowMatchEulerDiscreteScheduler, JoyImageEditPlusPipeline
    from transformers import Qwen2VLImageProcessor, Qwen3VLProcessor

    from model.pipelines.compat import allow_processors_without_torchvision

    allow_processors_without_torchvision()
    tokenizer = make_tiny_qwen_tokenizer()
    image_processor = Qwen2VLImageProcessor(
        patch_size=16, merge_size=2, temporal_patch_size=2, min_pixels=64 * 64, max_pixels=32 * 32 * 64
    )
    processor = Qwen3VLProcessor(
        image_processor=image_processor, tokenizer=tokenizer, chat_template=CHATML_TEMPLATE
    )
    return JoyImageEditPlusPipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(),
        vae=_wan_vae(seed + 1),
        text_encoder=_qwen3_vl_text_encoder(seed + 2, tokenizer),
        tokenizer=tokenizer,
        transformer=_joyai_transformer(seed),
        processor=processor,
    )


def _joyai_transformer(seed: int):
    """A 1-layer ``JoyImageEditPlusTransformer3DModel``: hidden size 32, 2 heads (RoPE dims 4+6+6 = 16 per
    head), text dim 16 (the tiny encoder's width), 4 latent channels, patch [1, 2, 2] as the real one."""
    from diffusers import JoyImageEditPlusTransformer3DModel

    torch.manual_seed(seed)
    return JoyImageEditPlusTransformer3DModel(
        patch_size=[1, 2, 2],
        in_channels=4,
        hidden_size=32,
        num_attention_heads=2,
        text_dim=16,
        num_layers=1,
        rope_dim_list=[4, 6, 6],
        theta=10000,
    ).eval()


def _wan_vae(seed: int):
    """A 4-level ``AutoencoderKLWan`` (base width 4, 4 latent channels of unit mean/std), seeded."""
    from diffusers import AutoencoderKLWan

    return tiny_wan_family_vae(AutoencoderKLWan, seed, base_dim=4)


def _qwen3_vl_text_encoder(seed: int, tokenizer):
    """A 2-layer ``Qwen3VLForConditionalGeneration`` (width 16, interleaved M-RoPE sections 2+1+1, a 2-block
    vision tower of 16 px patches with one deepstack layer) whose image and vision tokens are ``tokenizer``'s."""
    from transformers import Qwen3VLConfig, Qwen3VLForConditionalGeneration

    ids = dict(
        zip(QWEN_SPECIAL_TOKENS, tokenizer.convert_tokens_to_ids(list(QWEN_SPECIAL_TOKENS)), strict=True)
    )
    torch.manual_seed(seed)
    config = Qwen3VLConfig(
        text_config={
            "hidden_size": 16,
            "intermediate_size": 16,
            "num_hidden_layers": 2,
            "num_attention_heads": 2,
            "num_key_value_heads": 2,
            "head_dim": 8,
            "vocab_size": len(tokenizer),
            "max_position_embeddings": 4096,
            "rope_scaling": {"mrope_interleaved": True, "mrope_section": [2, 1, 1], "rope_type": "default"},
        },
        vision_config={
            "depth": 2,
            "hidden_size": 16,
            "intermediate_size": 16,
            "num_heads": 2,
            "out_hidden_size": 16,
            "patch_size": 16,
            "spatial_merge_size": 2,
            "temporal_patch_size": 2,
            "num_position_embeddings": 64,
            "deepstack_visual_indexes": [0],
        },
        image_token_id=ids["<|image_pad|>"],
        video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"],
        vision_end_token_id=ids["<|vision_end|>"],
        tie_word_embeddings=False,
    )
    return Qwen3VLForConditionalGeneration(config).eval()
