"""Tiny random-weight diffusion pipelines, built fully offline, for tests and smoke runs.

``make_tiny_pipeline(arch)`` returns a real diffusers pipeline whose components are tiny (a few hundred
thousand parameters) and whose tokenizer is written locally (a byte-level vocabulary: every UTF-8 byte is a
token, Chinese included), so nothing is downloaded. ``save_tiny_pipeline(dir, arch)`` writes it in the
standard diffusers folder layout (``model_index.json`` + one folder per component, safetensors weights), and
it then loads through exactly the same code as a real model. Weights are seeded, so the same call always
gives the same model.

The component configs mirror the real architectures' structure (cross-attention UNet, 4-level VAE with a
scale factor of 8 like Stable Diffusion's) at toy widths; they follow the tiny configs diffusers' own test
suite uses (tests/pipelines/stable_diffusion/test_stable_diffusion.py, .../stable_diffusion_xl/
test_stable_diffusion_xl.py and .../flux/test_pipeline_flux.py, get_dummy_components). Flux's T5 tokenizer is
a ``T5Tokenizer`` over a locally written Unigram vocabulary (printable ASCII characters), again no download.
"""

from __future__ import annotations

from pathlib import Path

import torch

TINY_ARCHITECTURES = ("sd", "sdxl", "flux", "flux2", "flux2-klein", "qwen-image-edit", "z-image")
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


def make_tiny_t5_tokenizer():
    """A ``T5Tokenizer`` (tokenizers-backed) over a Unigram vocabulary written here: no download.

    Pieces: ``<pad>`` ``</s>`` ``<unk>``, the word-start marker ``▁``, and every printable ASCII character
    alone and with ``▁`` in front; other characters become ``<unk>``. 100 sentinel ``<extra_id_N>`` tokens
    follow, as in real T5.
    """
    from transformers import T5Tokenizer

    vocab = [("<pad>", 0.0), ("</s>", 0.0), ("<unk>", 0.0), ("\u2581", -2.0)]
    chars = [chr(c) for c in range(33, 127)]
    vocab += [(c, -5.0) for c in chars] + [("\u2581" + c, -4.0) for c in chars]
    vocab += [(f"<extra_id_{i}>", 0.0) for i in range(99, -1, -1)]
    return T5Tokenizer(vocab=vocab, extra_ids=100, model_max_length=512)


def _tiny_t5(vocab_size: int, seed: int):
    from transformers import T5Config, T5EncoderModel

    torch.manual_seed(seed)
    config = T5Config(
        vocab_size=vocab_size,
        d_model=32,
        d_kv=8,
        d_ff=37,
        num_layers=2,
        num_heads=4,
        relative_attention_num_buckets=8,
        decoder_start_token_id=0,
        pad_token_id=0,
        eos_token_id=1,
    )
    return T5EncoderModel(config).eval()


def _tiny_text_encoder(vocab_size: int, seed: int, *, with_projection: bool = False):
    from transformers import CLIPTextConfig, CLIPTextModel, CLIPTextModelWithProjection

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
    cls = CLIPTextModelWithProjection if with_projection else CLIPTextModel
    return cls(config).eval()


TINY_VAE_SCALING_FACTOR = 4.0
"""Latent scaling of the tiny VAE: its posterior means have a standard deviation of about 0.23 on photos, so
×4 gives unit-variance latents, which is how Stable Diffusion's 0.18215 was chosen for its VAE (Rombach et al.
2022, "High-Resolution Image Synthesis with Latent Diffusion Models", section 4.3 / appendix G)."""


def _tiny_vae(seed: int, **extra):
    """A 4-level AutoencoderKL at toy widths that behaves like a trained one where image-to-image needs it.

    A random VAE's posterior log-variance is about 0, so its latent samples would be mostly noise; a trained
    VAE's posterior is nearly deterministic. The log-variance bias is therefore set to -20 (σ ≈ 5e-5), and the
    scaling factor to :data:`TINY_VAE_SCALING_FACTOR`, so a low-strength image-to-image run stays near the photo.
    """
    from diffusers import AutoencoderKL

    torch.manual_seed(seed)
    extra.setdefault("scaling_factor", TINY_VAE_SCALING_FACTOR)
    vae = AutoencoderKL(
        block_out_channels=(8, 8, 16, 16),
        in_channels=3,
        out_channels=3,
        down_block_types=("DownEncoderBlock2D",) * 4,
        up_block_types=("UpDecoderBlock2D",) * 4,
        latent_channels=4,
        norm_num_groups=8,
        layers_per_block=1,
        sample_size=256,
        **extra,
    ).eval()
    moments = vae.quant_conv if vae.quant_conv is not None else vae.encoder.conv_out
    with torch.no_grad():
        moments.bias[vae.config.latent_channels :] -= 20.0
    return vae


def _tiny_sdxl_unet(seed: int):
    from diffusers import UNet2DConditionModel

    torch.manual_seed(seed)
    # projection_class_embeddings_input_dim = 6 size/crop numbers × addition_time_embed_dim (8)
    # + text_encoder_2's projection (32); cross_attention_dim = both encoders' hidden sizes (32 + 32).
    return UNet2DConditionModel(
        block_out_channels=(16, 32),
        layers_per_block=1,
        sample_size=32,
        in_channels=4,
        out_channels=4,
        down_block_types=("DownBlock2D", "CrossAttnDownBlock2D"),
        up_block_types=("CrossAttnUpBlock2D", "UpBlock2D"),
        attention_head_dim=(2, 4),
        use_linear_projection=True,
        addition_embed_type="text_time",
        addition_time_embed_dim=8,
        transformer_layers_per_block=(1, 1),
        projection_class_embeddings_input_dim=80,
        cross_attention_dim=64,
        norm_num_groups=8,
    ).eval()


def _tiny_flux_transformer(seed: int):
    from diffusers import FluxTransformer2DModel

    torch.manual_seed(seed)
    # in_channels = VAE latent channels (4) × the 2×2 patch packing Flux does; axes_dims_rope sums to the
    # head dim; joint_attention_dim = T5 d_model; pooled_projection_dim = CLIP hidden size.
    return FluxTransformer2DModel(
        patch_size=1,
        in_channels=16,
        num_layers=1,
        num_single_layers=1,
        attention_head_dim=16,
        num_attention_heads=2,
        joint_attention_dim=32,
        pooled_projection_dim=32,
        axes_dims_rope=(4, 4, 8),
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


def _sd_scheduler():
    from diffusers import DDIMScheduler

    return DDIMScheduler(
        beta_start=0.00085,
        beta_end=0.012,
        beta_schedule="scaled_linear",
        clip_sample=False,
        set_alpha_to_one=False,
        steps_offset=1,
    )


def make_tiny_pipeline(arch: str = "sd", seed: int = 0):
    """Build a tiny random pipeline in memory (fp32, CPU).

    Args:
        arch: one of :data:`TINY_ARCHITECTURES`: "sd" (Stable Diffusion 1.x layout), "sdxl" (two CLIP text
            encoders, size/crop conditioning), "flux" (FluxTransformer2DModel + CLIP + T5, flow matching), and the
            reference-era ones of :mod:`model.tiny_edit`: "flux2" (FLUX.2 [dev]), "flux2-klein", "qwen-image-edit"
            (Qwen-Image-Edit-2509/Plus, takes reference images) and "z-image" (Z-Image-Turbo).
        seed: seeds the random weights; the same seed gives the same weights.

    Returns:
        ``StableDiffusionPipeline`` / ``StableDiffusionXLPipeline`` whose default image size is 256×256 px
        (latent 32×32, VAE scale factor 8), or ``FluxPipeline`` whose default is Flux's 1024×1024 px; the
        :mod:`model.tiny_edit` pipelines (``Flux2Pipeline``, ``Flux2KleinPipeline``, ``QwenImageEditPlusPipeline``,
        ``ZImagePipeline``) keep their classes' defaults. Each accepts any size that is a multiple of 8 px (16 px
        for the FLUX and Qwen/Z-Image transformers, which take 2×2 latent patches).

    Raises:
        ValueError: unknown ``arch``.
    """
    if arch not in TINY_ARCHITECTURES:
        raise ValueError(f"unknown tiny architecture {arch!r}; choose one of {', '.join(TINY_ARCHITECTURES)}")
    from model.tiny_edit import BUILDERS

    builders = {"sd": _make_sd, "sdxl": _make_sdxl, "flux": _make_flux, **BUILDERS}
    pipe = builders[arch](seed)
    pipe.set_progress_bar_config(disable=True)
    return pipe


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


def save_tiny_pipeline(folder: str | Path, arch: str = "sd", seed: int = 0) -> Path:
    """Write a tiny pipeline to ``folder`` in the diffusers layout (safetensors weights); returns the folder.

    The folder is a few MB. Raises ValueError for an unknown ``arch``.
    """
    folder = Path(folder)
    pipe = make_tiny_pipeline(arch, seed)
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder


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
