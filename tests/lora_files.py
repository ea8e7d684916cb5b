"""LoRA files for tests: random factors on a denoiser's layers, saved the diffusers way (what ``memorybook train``
writes), for the tensor-parallel LoRA checks (tests/test_parallel_launch.py) and its memory check
(tests/test_split_memory.py)."""

from __future__ import annotations

import torch

LORA_TARGETS = {  # column-parallel, row-parallel, packed (GEGLU, Flux's single-block proj_out) and replicated layers
    "sd": ["to_q", "to_k", "to_v", "to_out.0", "ff.net.0.proj", "ff.net.2", "proj_in"],
    "flux": [
        "to_q",
        "to_k",
        "to_v",
        "to_out.0",
        "add_q_proj",
        "to_add_out",
        "ff.net.0.proj",
        "ff.net.2",
        "proj_mlp",
        "proj_out",
    ],
}


def save_random_lora(folder, arch: str, out) -> None:
    """A rank-4 LoRA with random factors (B non-zero: it changes the picture) on the denoiser of the tiny pipeline
    in ``folder``, over :data:`LORA_TARGETS`, saved the diffusers way as ``out`` (a .safetensors file)."""
    import diffusers
    from peft import LoraConfig
    from peft.utils import get_peft_model_state_dict

    name, pipeline = ("unet", "StableDiffusionPipeline") if arch == "sd" else ("transformer", "FluxPipeline")
    cls = diffusers.UNet2DConditionModel if arch == "sd" else diffusers.FluxTransformer2DModel
    denoiser = cls.from_pretrained(folder, subfolder=name)
    torch.manual_seed(11)
    denoiser.add_adapter(
        LoraConfig(r=4, lora_alpha=4, target_modules=LORA_TARGETS[arch], init_lora_weights=False)
    )
    state = {
        k: (v * 8 if "lora_B" in k else v).contiguous()
        for k, v in get_peft_model_state_dict(denoiser).items()
    }
    getattr(diffusers, pipeline).save_lora_weights(
        out.parent, weight_name=out.name, safe_serialization=True, **{f"{name}_lora_layers": state}
    )
