"""Small, named adjustments to the libraries we load models with (each says why, and when it applies).

transformers 5 builds a Qwen2-VL processor (Qwen-Image-Edit's ``processor``) only when torchvision is installed,
because the processor also carries a *video* processor, and its video processor class needs torchvision — even
though the picture book never gives it a video. :func:`allow_processors_without_torchvision` lets such a
processor be built, saved and loaded with its image processor and tokenizer only. It changes nothing when
torchvision is installed.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from typing import Any


def has_torchvision() -> bool:
    """True when torchvision can be imported (then transformers' processors need no help)."""
    return importlib.util.find_spec("torchvision") is not None


@cache
def allow_processors_without_torchvision() -> bool:
    """Without torchvision, leave ``video_processor`` out of transformers processors' parts (their
    ``ProcessorMixin.get_attributes``), so Qwen2-VL's processor builds, saves and loads with its image processor
    and tokenizer only; a video given to it would then fail, which no caller here does.

    Idempotent (applied once per process). Returns True when the adjustment was applied, False when torchvision
    is installed and nothing was changed.
    """
    if has_torchvision():
        return False
    from transformers import processing_utils

    mixin: Any = processing_utils.ProcessorMixin  # patched: its methods are not assigned to in its own types
    original = mixin.get_attributes.__func__

    def get_attributes(cls):
        return [name for name in original(cls) if name != "video_processor"]

    mixin.get_attributes = classmethod(get_attributes)
    return True
