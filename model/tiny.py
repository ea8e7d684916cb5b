"""Tiny random-weight diffusion pipelines, built fully offline, for tests and smoke runs.

``make_tiny_pipeline(arch)`` returns a real diffusers pipeline whose components are tiny (a few hundred
thousand parameters) and whose tokenizer is written locally (a byte-level vocabulary: every UTF-8 byte is a
token, Chinese included), so nothing is downloaded. ``save_tiny_pipeline(dir, arch)`` writes it in the
standard diffusers folder layout (``model_index.json`` + one folder per component, safetensors weights), and
it then loads through exactly the same code as a real model. Weights are seeded, so the same call always
gives the same model.

The component configs mirror the real architectures' structure (cross-attention UNet, 4-level VAE with a
scale factor of 8 like Stable Diffusion's) at toy widths; they follow the tiny configs diffusers' own test
suite uses (tests/pipelines/stable_diffusion/test_stable_diffusion.py, get_dummy_components).
"""

from __future__ import annotations

from pathlib import Path

import torch

TINY_ARCHITECTURES = ("sd",)
"""Architectures :func:`make_tiny_pipeline` can build."""

TEXT_MAX_LENGTH = 77
"""Token sequence length of the tiny CLIP tokenizer (the same as real CLIP's ``model_max_length``)."""


def _bytes_to_unicode() -> dict[int, str]:
    """GPT-2/CLIP's reversible byte → printable-character table (openai/CLIP simple_tokenizer.py)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
    bs += list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, (chr(c) for c in cs), strict=True))


def make_tiny_tokenizer():
    """A ``CLIPTokenizer`` over a byte-level vocabulary of 515 tokens, made without any download.

    Each UTF-8 byte is one token (plus a word-final variant), so any text, Chinese included, tokenizes.
    ``model_max_length`` is :data:`TEXT_MAX_LENGTH`.
    """
    from transformers import CLIPTokenizer

    symbols = list(_bytes_to_unicode().values())
    vocab = {"<|startoftext|>": 0, "<|endoftext|>": 1}
    for symbol in symbols:
        vocab[symbol] = len(vocab)
    for symbol in symbols:
        vocab[symbol + "</w>"] = len(vocab)
    return CLIPTokenizer(vocab=vocab, merges=[], model_max_length=TEXT_MAX_LENGTH)


def _tiny_text_encoder(vocab_size: int, seed: int):
    from transformers import CLIPTextConfig, CLIPTextModel

    torch.manual_seed(seed)
    config = CLIPTextConfig(
        bos_token_id=0,
        eos_token_id=1,
        pad_token_id=1,
        hidden_size=32,
        intermediate_size=37,
        layer_norm_eps=1e-05,
        num_attention_heads=4,
        num_hidden_layers=2,
        vocab_size=vocab_size,
        max_position_embeddings=TEXT_MAX_LENGTH,
        projection_dim=32,
    )
    return CLIPTextModel(config).eval()


def _tiny_vae(seed: int):
    from diffusers import AutoencoderKL

    torch.manual_seed(seed)
    return AutoencoderKL(
        block_out_channels=(8, 8, 16, 16),
        in_channels=3,
        out_channels=3,
        down_block_types=("DownEncoderBlock2D",) * 4,
        up_block_types=("UpDecoderBlock2D",) * 4,
        latent_channels=4,
        norm_num_groups=8,
        layers_per_block=1,
        sample_size=256,
    ).eval()


def _tiny_unet(seed: int):
    from diffusers import UNet2DConditionModel

    torch.manual_seed(seed)
    return UNet2DConditionModel(
        block_out_channels=(16, 32),
        layers_per_block=1,
        sample_size=32,
        in_channels=4,
        out_channels=4,
        down_block_types=("DownBlock2D", "CrossAttnDownBlock2D"),
        up_block_types=("CrossAttnUpBlock2D", "UpBlock2D"),
        cross_attention_dim=32,
        norm_num_groups=8,
        attention_head_dim=4,
    ).eval()


def make_tiny_pipeline(arch: str = "sd", seed: int = 0):
    """Build a tiny random pipeline in memory (fp32, CPU).

    Args:
        arch: one of :data:`TINY_ARCHITECTURES` ("sd": Stable Diffusion 1.x layout).
        seed: seeds the random weights; the same seed gives the same weights.

    Returns:
        ``diffusers.StableDiffusionPipeline`` whose default image size is 256×256 px (latent 32×32, VAE
        scale factor 8); it accepts any size that is a multiple of 8 px.

    Raises:
        ValueError: unknown ``arch``.
    """
    from diffusers import DDIMScheduler, StableDiffusionPipeline

    if arch not in TINY_ARCHITECTURES:
        raise ValueError(f"unknown tiny architecture {arch!r}; choose one of {', '.join(TINY_ARCHITECTURES)}")
    tokenizer = make_tiny_tokenizer()
    scheduler = DDIMScheduler(
        beta_start=0.00085,
        beta_end=0.012,
        beta_schedule="scaled_linear",
        clip_sample=False,
        set_alpha_to_one=False,
        steps_offset=1,
    )
    pipe = StableDiffusionPipeline(
        unet=_tiny_unet(seed),
        vae=_tiny_vae(seed + 1),
        text_encoder=_tiny_text_encoder(len(tokenizer), seed + 2),
        tokenizer=tokenizer,
        scheduler=scheduler,
        safety_checker=None,
        feature_extractor=None,
        requires_safety_checker=False,
    )
    pipe.set_progress_bar_config(disable=True)
    return pipe


def save_tiny_pipeline(folder: str | Path, arch: str = "sd", seed: int = 0) -> Path:
    """Write a tiny pipeline to ``folder`` in the diffusers layout (safetensors weights); returns the folder.

    The folder is about 3 MB. Raises ValueError for an unknown ``arch``.
    """
    folder = Path(folder)
    pipe = make_tiny_pipeline(arch, seed)
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder
