"""Print the pip requirements of a bundle variant, read from ``pyproject.toml`` (so they cannot drift).

    python packaging/requirements.py light > req.txt   # the app without torch/diffusers, plus PyInstaller
    python packaging/requirements.py full  > req.txt   # everything; install torch first from the index you
                                                        # want (CPU or CUDA), pip then keeps it

Standard library only (``tomllib``, Python ≥ 3.11).
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bundle_data import HEAVY_MODULES, REPO  # noqa: E402

HEAVY_DISTRIBUTIONS = set(HEAVY_MODULES) | {
    "safetensors",
    "huggingface_hub",
    "huggingface-hub",
    "faster-whisper",
}
"""PyPI distributions left out of the light bundle's environment: the diffusion stack and speech recognition
(faster-whisper brings CTranslate2, ONNX Runtime, tokenizers and huggingface_hub; ``bundle_data.SPEECH_MODULES``)."""


def requirements(variant: str, pyproject: Path = REPO / "pyproject.toml") -> list[str]:
    """The project's dependencies (minus the diffusion stack and speech recognition for ``light``) plus the ``packaging`` extra.
    Raises ValueError for an unknown variant."""
    if variant not in ("light", "full"):
        raise ValueError(f"unknown variant {variant!r}: use light or full")
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    deps = list(project["dependencies"])
    if variant == "light":
        deps = [d for d in deps if re.split(r"[<>=!~\[; ]", d, maxsplit=1)[0] not in HEAVY_DISTRIBUTIONS]
    return deps + list(project.get("optional-dependencies", {}).get("packaging", []))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python packaging/requirements.py light|full")
    try:
        print("\n".join(requirements(sys.argv[1])))
    except ValueError as err:
        sys.exit(f"requirements.py: {err}")
