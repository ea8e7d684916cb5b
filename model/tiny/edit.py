"""Tiny random FLUX.2, FLUX.2 [klein], Qwen-Image-Edit (Plus) and Z-Image pipelines, built offline.

Used by :func:`model.tiny.make_tiny_pipeline` for the archs ``flux2``, ``flux2-klein``, ``qwen-image-edit``,
``qwen-image-edit-2511`` (2509's layout with 2511's ``zero_cond_t`` transformer) and ``z-image``. The component shapes follow the tiny configs of diffusers' own tests
(tests/pipelines/flux2/test_pipeline_flux2.py and test_pipeline_flux2_klein.py, tests/pipelines/qwenimage/
test_qwenimage_edit_plus.py, tests/pipelines/z_image/test_z_image.py, ``get_dummy_components``), with two
changes so that they draw through exactly the path a real model uses, at the sizes a book asks for:

* the VAEs have 4 levels (8 px per latent, as the real ones), so a 768×512 page is a small latent;
* the text encoders have as many layers as the real pipelines read hidden states from (FLUX.2 [dev] reads
  layers 10/20/30 of Mistral-3, [klein] 9/18/27 of Qwen3), so no pipeline argument has to change.

The tokenizer is a byte-level BPE vocabulary written here (every UTF-8 byte is a token, Chinese included) with
the Qwen chat markers (``<|im_start|>``, ``<|vision_start|>``, ``<|image_pad|>`` …) and a ChatML template, as a
``Qwen2Tokenizer``; Qwen-Image-Edit's ``Qwen2VLProcessor`` pairs it with a ``Qwen2VLImageProcessor``. FLUX.2
[dev]'s real tokenizer is a Pixtral processor (which transformers builds only with torchvision); the tiny one
uses the same byte-level tokenizer with a Mistral-style template — FLUX.2 [dev] gives its text encoder text
only, so the path through the pipeline is the same.
"""

from __future__ import annotations

import functools

import torch

QWEN_SPECIAL_TOKENS = (
    "<|im_start|>",
    "<|im_end|>",
    "<|vision_start|>",
    "<|vision_end|>",
    "<|image_pad|>",
    "<|video_pad|>",
)
"""Qwen's chat and vision markers (Qwen2-VL tokenizer); ``<|endoftext|>`` is the pad/end token."""

CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}{% else %}"
    "{% for part in message['content'] %}{% if part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
"""Qwen's ChatML conversation format (text parts only), as a Jinja chat template."""

MISTRAL_TEMPLATE = (
    "{% for message in messages %}{% if message['role'] == 'system' %}[SYSTEM_PROMPT]{% else %}[INST]{% endif %}"
    "{% if message['content'] is string %}{{ message['content'] }}{% else %}"
    "{% for part in message['content'] %}{% if part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}{% if message['role'] == 'system' %}[/SYSTEM_PROMPT]{% else %}[/INST]{% endif %}"
    "{% endfor %}"
)
"""Mistral-3's instruction format (text parts only), for the tiny FLUX.2 [dev] tokenizer."""


def make_tiny_qwen_tokenizer(chat_template: str = CHATML_TEMPLATE, max_length: int = 1024):
    """A ``Qwen2Tokenizer`` over a byte-level vocabulary (256 byte tokens, no merges) + ``<|endoftext|>`` and
    :data:`QWEN_SPECIAL_TOKENS`: 263 tokens, made without any download. Any text tokenizes (Chinese: 3 tokens
    per character)."""
    from transformers import Qwen2Tokenizer

    from model.tiny.parts import _bytes_to_unicode

    vocab = {symbol: index for index, symbol in enumerate(_bytes_to_unicode().values())}
    tokenizer = Qwen2Tokenizer(
        vocab=vocab, merges=[], chat_template=chat_template, model_max_length=max_length
    )
    tokenizer.add_special_tokens({"additional_special_tokens": list(QWEN_SPECIAL_TOKENS)})
    return tokenizer


def _flux2_vae(seed: int):
    from diffusers import AutoencoderKLFlux2

    torch.manual_seed(seed)
    return AutoencoderKLFlux2(
        block_out_channels=(8, 8, 16, 16),
        layers_per_block=1,
        latent_channels=4,
        norm_num_groups=8,
        sample_size=256,
        use_quant_conv=False,
        use_post_quant_conv=False,
    ).eval()


def _flux2_transformer(seed: int, *, guidance_embeds: bool):
    from diffusers import Flux2Transformer2DModel

    torch.manual_seed(seed)
    # in_channels = the VAE's 4 latent channels × its 2×2 patches; joint_attention_dim = 3 stacked hidden states
    # of a 16-wide text encoder; the four RoPE axes sum to the head dim.
    return Flux2Transformer2DModel(
        patch_size=1,
        in_channels=16,
        num_layers=1,
        num_single_layers=1,
        attention_head_dim=16,
        num_attention_heads=2,
        joint_attention_dim=48,
        timestep_guidance_channels=256,
        axes_dims_rope=(4, 4, 4, 4),
        guidance_embeds=guidance_embeds,
    ).eval()


def make_flux2_klein(seed: int):
    """FLUX.2 [klein] layout: ``Flux2KleinPipeline`` (distilled) with a 28-layer, 16-wide Qwen3 text encoder."""
    from diffusers import FlowMatchEulerDiscreteScheduler, Flux2KleinPipeline
    from transformers import Qwen3Config, Qwen3ForCausalLM

    tokenizer = make_tiny_qwen_tokenizer()
    torch.manual_seed(seed + 2)
    config = Qwen3Config(
        hidden_size=16,
        intermediate_size=16,
        num_hidden_layers=28,
        num_attention_heads=2,
        num_key_value_heads=2,
        head_dim=8,
        vocab_size=len(tokenizer),
        max_position_embeddings=1024,
    )
    return Flux2KleinPipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(),
        vae=_flux2_vae(seed + 1),
        text_encoder=Qwen3ForCausalLM(config).eval(),
        tokenizer=tokenizer,
        transformer=_flux2_transformer(seed, guidance_embeds=False),
        is_distilled=True,
    )


def make_flux2(seed: int):
    """FLUX.2 [dev] layout: ``Flux2Pipeline`` with a 30-layer, 16-wide Mistral-3 text encoder (+ tiny vision)."""
    from diffusers import FlowMatchEulerDiscreteScheduler, Flux2Pipeline
    from transformers import Mistral3Config, Mistral3ForConditionalGeneration

    tokenizer = make_tiny_qwen_tokenizer(MISTRAL_TEMPLATE)
    pad = tokenizer.pad_token_id
    config = Mistral3Config(
        text_config={
            "model_type": "mistral",
            "vocab_size": len(tokenizer),
            "hidden_size": 16,
            "intermediate_size": 37,
            "max_position_embeddings": 1024,
            "num_attention_heads": 4,
            "num_hidden_layers": 30,
            "num_key_value_heads": 2,
            "head_dim": 4,
            "rms_norm_eps": 1e-05,
            "rope_theta": 1000000000.0,
            "sliding_window": None,
            "pad_token_id": pad,
        },
        vision_config={
            "model_type": "pixtral",
            "hidden_size": 16,
            "num_hidden_layers": 1,
            "num_attention_heads": 4,
            "intermediate_size": 37,
            "image_size": 30,
            "patch_size": 6,
            "num_channels": 3,
        },
        image_token_index=tokenizer.convert_tokens_to_ids("<|image_pad|>"),
        image_seq_length=4,
        vision_feature_layer=-1,
    )
    torch.manual_seed(seed + 2)
    return Flux2Pipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(),
        vae=_flux2_vae(seed + 1),
        text_encoder=Mistral3ForConditionalGeneration(config).eval(),
        tokenizer=tokenizer,
        transformer=_flux2_transformer(seed, guidance_embeds=True),
    )


def make_qwen_image_edit(seed: int, zero_cond_t: bool = False):
    """Qwen-Image-Edit-2509 (Plus) layout: ``QwenImageEditPlusPipeline`` with a tiny Qwen2.5-VL text encoder
    that sees the reference images through a ``Qwen2VLProcessor``. ``zero_cond_t`` makes it 2511's: its
    transformer modulates the reference images' tokens with timestep zero (2511's transformer config sets
    ``zero_cond_t: true``; diffusers' ``QwenImageTransformer2DModel``), the same weights otherwise."""
    from diffusers import FlowMatchEulerDiscreteScheduler, QwenImageEditPlusPipeline
    from transformers import Qwen2VLImageProcessor, Qwen2VLProcessor

    from model.pipelines.compat import allow_processors_without_torchvision

    allow_processors_without_torchvision()
    tokenizer = make_tiny_qwen_tokenizer()
    transformer, vae = _qwen_image_transformer(seed, zero_cond_t), _qwen_image_vae(seed + 1)
    text_encoder = _qwen_vl_text_encoder(seed + 2, tokenizer)
    # 28 px patches merged 2×2 (Qwen2-VL's); at most 64 merged patches per reference keeps the tiny encoder fast.
    image_processor = Qwen2VLImageProcessor(min_pixels=56 * 56, max_pixels=28 * 28 * 64)
    processor = Qwen2VLProcessor(
        image_processor=image_processor, tokenizer=tokenizer, chat_template=CHATML_TEMPLATE
    )
    return QwenImageEditPlusPipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(),
        vae=vae,
        text_encoder=text_encoder,
        tokenizer=tokenizer,
        processor=processor,
        transformer=transformer,
    )


def _qwen_image_transformer(seed: int, zero_cond_t: bool = False):
    """A 2-layer ``QwenImageTransformer2DModel`` (2 heads of 16), seeded; ``zero_cond_t`` as 2511's."""
    from diffusers import QwenImageTransformer2DModel

    torch.manual_seed(seed)
    return QwenImageTransformer2DModel(
        patch_size=2,
        in_channels=16,
        out_channels=4,
        num_layers=2,
        attention_head_dim=16,
        num_attention_heads=2,
        joint_attention_dim=16,
        axes_dims_rope=(8, 4, 4),
        zero_cond_t=zero_cond_t,
    ).eval()


def _qwen_image_vae(seed: int):
    """A 4-level ``AutoencoderKLQwenImage`` with 4 latent channels (unit mean/std), seeded."""
    from diffusers import AutoencoderKLQwenImage

    return tiny_wan_family_vae(AutoencoderKLQwenImage, seed, base_dim=8)


def tiny_wan_family_vae(cls, seed: int, base_dim: int):
    """A 4-level VAE of the Wan 2.1 family (``cls``: ``AutoencoderKLQwenImage`` or ``AutoencoderKLWan``, which
    take the same arguments) of width ``base_dim`` with 4 latent channels of unit mean/std, seeded."""
    torch.manual_seed(seed)
    return cls(
        base_dim=base_dim,
        z_dim=4,
        dim_mult=[1, 2, 4, 4],
        num_res_blocks=1,
        temperal_downsample=[False, True, True],
        latents_mean=[0.0] * 4,
        latents_std=[1.0] * 4,
    ).eval()


def _qwen_vl_text_encoder(seed: int, tokenizer):
    """A 2-layer ``Qwen2_5_VLForConditionalGeneration`` (width 16, a 2-block vision tower) whose special image and
    vision tokens are ``tokenizer``'s, seeded."""
    from transformers import Qwen2_5_VLConfig, Qwen2_5_VLForConditionalGeneration

    ids = dict(
        zip(QWEN_SPECIAL_TOKENS, tokenizer.convert_tokens_to_ids(list(QWEN_SPECIAL_TOKENS)), strict=True)
    )
    torch.manual_seed(seed)
    config = Qwen2_5_VLConfig(
        text_config={
            "hidden_size": 16,
            "intermediate_size": 16,
            "num_hidden_layers": 2,
            "num_attention_heads": 2,
            "num_key_value_heads": 2,
            "rope_scaling": {"mrope_section": [1, 1, 2], "rope_type": "default", "type": "default"},
            "rope_theta": 1000000.0,
            "vocab_size": len(tokenizer),
        },
        vision_config={
            "depth": 2,
            "hidden_size": 16,
            "intermediate_size": 16,
            "num_heads": 2,
            "out_hidden_size": 16,
        },
        image_token_id=ids["<|image_pad|>"],
        video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"],
        vision_end_token_id=ids["<|vision_end|>"],
    )
    return Qwen2_5_VLForConditionalGeneration(config).eval()


def make_z_image(seed: int):
    """Z-Image(-Turbo) layout: ``ZImagePipeline`` with a 2-layer, 16-wide Qwen3 text encoder and a FLUX-style VAE."""
    from diffusers import FlowMatchEulerDiscreteScheduler, ZImagePipeline, ZImageTransformer2DModel
    from transformers import Qwen3Config, Qwen3Model

    from model.tiny.parts import _tiny_vae

    tokenizer = make_tiny_qwen_tokenizer()
    torch.manual_seed(seed)
    transformer = ZImageTransformer2DModel(
        all_patch_size=(2,),
        all_f_patch_size=(1,),
        in_channels=4,
        dim=32,
        n_layers=2,
        n_refiner_layers=1,
        n_heads=2,
        n_kv_heads=2,
        norm_eps=1e-5,
        qk_norm=True,
        cap_feat_dim=16,
        rope_theta=256.0,
        t_scale=1000.0,
        axes_dims=[8, 4, 4],
        axes_lens=[1024, 128, 128],
    ).eval()
    with torch.no_grad():  # allocated with torch.empty in diffusers: give them defined values
        transformer.x_pad_token.copy_(torch.ones_like(transformer.x_pad_token))
        transformer.cap_pad_token.copy_(torch.ones_like(transformer.cap_pad_token))
    torch.manual_seed(seed + 2)
    config = Qwen3Config(
        hidden_size=16,
        intermediate_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        head_dim=8,
        vocab_size=len(tokenizer),
        max_position_embeddings=1024,
    )
    return ZImagePipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(),
        vae=_tiny_vae(seed + 1, use_quant_conv=False, use_post_quant_conv=False, shift_factor=0.0),
        text_encoder=Qwen3Model(config).eval(),
        tokenizer=tokenizer,
        transformer=transformer,
    )


BUILDERS = {
    "flux2": make_flux2,
    "flux2-klein": make_flux2_klein,
    "qwen-image-edit": make_qwen_image_edit,
    "qwen-image-edit-2511": functools.partial(make_qwen_image_edit, zero_cond_t=True),
    "z-image": make_z_image,
}
"""Arch name → builder ``(seed) -> pipeline`` for the reference-era models."""
