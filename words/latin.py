"""The Latin-script words a Chinese sentence may hold: names, commands, file formats and units.

Everything else in a Chinese rendering is a word left untranslated (``tests/test_words.py`` says which code);
text between backquotes (a command to type) is always allowed.
"""

from __future__ import annotations

import re

ALLOWED = frozenset(
    """
    memorybook Memory Picture Book
    PDF EPUB JPEG JPG PNG HEIC TIFF WebP GIF SVG ICC CMYK RGB sRGB QR URL HTTP HTTPS API JSON TOML ZIP PDF/X
    GPU GPUs CPU CUDA NVIDIA Apple MPS ROCm VRAM RAM LoRA LoRAs kohya ComfyUI SDXL FLUX Flux Stable Diffusion
    diffusers Accelerate DDP FSDP FSDP2 torch PyTorch Whisper faster-whisper sherpa-onnx vLLM SGLang OpenAI
    Lulu Blurb IngramSpark KDP Amazon Ghostscript OpenCV Apache MIT CC BY NC SA OFL Qt
    book.json book.json.bak story.md photos recordings transcripts
    MB GB KB TB mm cm pt px dpi ppi DPI MP TFLOPS fps s ms min h Hz kHz GiB MiB KiB
    A4 A5 A6 B5 US Letter Trade
    OK
    Markdown TrimBox BleedBox WCAG AAA UTF-8 TLS PEM NVML HF Hub Hugging Face FLUX.2 Qwen-Image-Edit U
    TLS SHA-256 base64 safetensors
    zip epub md UTF-8 FFmpeg MP4 MOV EXIF
    PDF/X-1a PDF/X-4 Apache-2.0 torchrun UNet VAE Transformer
    Releases Apache-2.0 Hugging Face Ulysses NVLink PCIe XPU huggingface.co VAE NaN Inf NaN/Inf float32 float16 bfloat16
    FLUX.1 FLUX.2 Z-Image Qwen-Image Qwen-Image-Edit Python DoRA UNet SD3
    C M Y K
    """.split()
)
"""Words allowed as they are inside Chinese sentences (case-sensitive)."""

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9._/+-]*[A-Za-z0-9]|[A-Za-z]")


def untranslated_words(sentence: str) -> list[str]:
    """The Latin-script words of ``sentence`` outside backquotes and not in :data:`ALLOWED`."""
    outside = re.sub(r"`[^`]*`", " ", sentence)
    return [w for w in LATIN_WORD.findall(outside) if w not in ALLOWED and w.rstrip(".") not in ALLOWED]
