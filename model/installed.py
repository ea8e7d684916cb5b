"""What this installation can do: whether the diffusion engine, LoRA training and speech recognition are
installed, or this is the light app (the sketch engine, a drawing server, the PDF; packaging/bundle_data.py).

The one place that asks: every other module calls :func:`can_draw_with_diffusion`, :func:`can_train` or
:func:`can_transcribe` (or ``require_…`` for one clear line) instead of catching ``ModuleNotFoundError``.
Each answer looks the top-level modules up with :func:`importlib.util.find_spec` and imports none of them
(importing torch takes seconds), so it is cheap enough to ask every time; nothing is cached, so a test that
hides the modules sees the light app at once.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterable

from model.errors import ModelError
from words import Message

DIFFUSION_MODULES = ("torch", "diffusers", "transformers", "accelerate", "peft")
"""What drawing with a diffusion model on this computer imports (the model process, LoRA loading)."""

TRAINING_MODULES = (*DIFFUSION_MODULES, "training")
"""What teaching the model a person (``memorybook train``: the ``training`` package's LoRA script) imports."""

SPEECH_MODULES = ("faster_whisper", "ctranslate2", "tokenizers", "huggingface_hub")
"""What turning a recording into text imports (:mod:`model.speech.transcribe`, :mod:`model.speech.models`)."""

FULL_APP_DIFFUSION = Message("model.full_app.diffusion")
"""The line for a diffusion model asked of the light app."""

FULL_APP_TRAINING = Message("model.full_app.training")
"""The line for a training asked of the light app."""

FULL_APP_SPEECH = Message("model.full_app.speech")
"""The line for a transcription asked of the light app."""


def missing(modules: Iterable[str]) -> tuple[str, ...]:
    """Those of ``modules`` (top-level names) that this installation cannot import; none is imported. A
    module whose lookup itself fails (a finder refusing it, a broken ``__spec__``) counts as missing."""
    gone = []
    for name in modules:
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):  # ModuleNotFoundError from a finder; ValueError: __spec__ is None
            found = False
        if not found:
            gone.append(name)
    return tuple(gone)


def can_draw_with_diffusion() -> bool:
    """True when a diffusion model can draw on this computer (the full app, or a source install with torch)."""
    return not missing(DIFFUSION_MODULES)


def can_train() -> bool:
    """True when a person's LoRA can be trained here (the diffusion stack and the ``training`` package)."""
    return not missing(TRAINING_MODULES)


def can_transcribe() -> bool:
    """True when recordings can be turned into text here (faster-whisper and what it imports)."""
    return not missing(SPEECH_MODULES)


def is_bundle() -> bool:
    """True in a packaged app (PyInstaller sets ``sys.frozen``): there is no ``pip`` and no ``hf`` command, so
    no message may tell its user to run one."""
    return bool(getattr(sys, "frozen", False))


def require_diffusion() -> None:
    """Raises ModelError (:data:`FULL_APP_DIFFUSION`) when a diffusion model cannot draw here."""
    if not can_draw_with_diffusion():
        raise ModelError(FULL_APP_DIFFUSION)


def require_training() -> None:
    """Raises ModelError (:data:`FULL_APP_TRAINING`) when a person's LoRA cannot be trained here."""
    if not can_train():
        raise ModelError(FULL_APP_TRAINING)


def require_speech() -> None:
    """Raises ModelError (:data:`FULL_APP_SPEECH`) when recordings cannot be turned into text here."""
    if not can_transcribe():
        raise ModelError(FULL_APP_SPEECH)
