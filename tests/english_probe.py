"""Finds English in what a Chinese user is shown (widget texts, command-line output).

A run of three or more English words (two letters or more each, spaces between) is an English sentence that
reached the Chinese interface untranslated; so is a single lower-case English word of three letters or more
("撤消 编辑 text"), since names keep their capitals. Names that stay as they are in Chinese text — file names and
paths, model and font names, units, the field's abbreviations — are removed first (:data:`KEPT`)."""

from __future__ import annotations

import re

KEPT = (
    r"[\w./\\~:-]*[/\\][\w./\\~:-]*",  # paths and hub ids
    r"[\w.-]*\.(?:png|jpe?g|pdf|heic|heif|tiff?|safetensors|mbook|zip|md|json|ckpt|bin|pth?)\b",
    r"https?://\S+",
    r"Memory Picture Book|MemoryBook WenKai|LXGW WenKai|SIL Open Font License",
    r"Stable Diffusion[\w .()-]*|SD-Turbo|FLUX[\w .\[\]-]*|HunyuanDiT[\w .-]*|Qwen[\w .-]*|Z-Image[\w .-]*",
    r"Hugging Face|CreativeML Open RAIL[\w+-]*|Apache[\w .-]*|IBus Frontend",
    r"(?:[A-Z][\w.-]* )+(?:Community |Non-Commercial )?License\b",  # a licence's name is a name
    r"\b(?:GiB|MiB|GB|MB|KiB|DPI|PDF|LoRA|VAE|UNet|CPU|GPU|CUDA|IBus|fcitx5?)\b",
)


def english_sentences(texts: list[str]) -> list[str]:
    """The texts holding a run of ≥3 English words once :data:`KEPT` names are removed."""
    found = []
    for text in texts:
        rest = text
        for pattern in KEPT:
            rest = re.sub(pattern, " ", rest)
        sentence = re.search(r"\b[A-Za-z]{2,}[,']?(?: [A-Za-z]{2,}[,']?){2,}\b", rest)
        if sentence or re.search(r"(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])", rest):
            found.append(text)
    return found
