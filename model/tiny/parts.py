"""Tiny random components shared by the tiny pipelines: byte-level tokenizers, CLIP/T5 text encoders, the VAE,
UNets and the FLUX transformer, each at toy widths with seeded weights (see :mod:)."""

from __future__ import annotations

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
    import torch
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
    import torch
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
    import torch
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
    import torch
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
    import torch
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
    import torch
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
