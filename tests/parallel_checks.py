"""Run under ``torchrun --nproc_per_node 2`` by tests/test_parallel_launch.py (one launch for every check, since a
launch costs 20–40 s here): the denoiser split by tensor / context parallelism against the whole model, through the
product's own illustrator, txt2img and img2img, for a tiny UNet model and a tiny transformer (Flux) model; then one
``memorybook build --distributed --placement tensor_parallel``. The main process writes the findings as JSON.

    torchrun --standalone --nproc_per_node 2 tests/parallel_checks.py OUT.json MODELS PHOTO BOOK PDF
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path

import numpy as np

CASES = {"sd": ("tensor_parallel",), "flux": ("tensor_parallel", "context_parallel")}


def _draw(illustrator, request) -> np.ndarray:
    return np.asarray(illustrator.illustrate(request).image.convert("RGB")).astype(int)


def picture_checks(models: Path, photo: str) -> dict:
    """``{"<arch> <kind> <mode>": max 8-bit difference to the whole model}``, plus ``"<arch> <kind> repeat"``: True
    when drawing the same picture again with the same split gives the same bytes."""
    from model.api import IllustrationRequest
    from model.engines.diffusion import DiffusionIllustrator
    from model.runtime.launched import launched_loader

    found: dict = {}
    for arch, kinds in CASES.items():
        folder = str(models / arch)
        requests = {
            mode: IllustrationRequest(
                engine="diffusion",
                model=folder,
                prompt="a cat on a windowsill",
                photo_path=path,
                strength=0.6,
                seed=5,
                steps=2,
                width=64,
                height=64,
            )
            for mode, path in (("txt2img", None), ("img2img", photo))
        }
        whole = DiffusionIllustrator(folder, device="cpu")
        reference = {mode: _draw(whole, request) for mode, request in requests.items()}
        whole.close()
        for kind in kinds:
            split = DiffusionIllustrator(folder, loader=launched_loader(kind)[0])
            for mode, request in requests.items():
                drawn = _draw(split, request)
                found[f"{arch} {kind} {mode}"] = int(np.abs(reference[mode] - drawn).max())
            again = _draw(split, requests["img2img"])
            found[f"{arch} {kind} repeat"] = bool((again == drawn).all())
            split.close()
    return found


def main(out: str, models: str, photo: str, book: str, pdf: str) -> None:
    from app.cli import main as cli
    from model.runtime.distributed import process_state

    state = process_state()
    found = {"processes": state.num_processes, "pictures": picture_checks(Path(models), photo)}
    printed = io.StringIO()
    with contextlib.redirect_stdout(
        printed
    ):  # the build ends the process group (model.runtime.distributed.finish)
        argv = ["build", book, "-o", pdf, "--engine", "diffusion", "--model", str(Path(models) / "sd")]
        found["build_status"] = cli([*argv, "--distributed", "--placement", "tensor_parallel"])
    found["build_output"] = printed.getvalue()
    if state.is_main_process:
        Path(out).write_text(json.dumps(found, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main(*sys.argv[1:6])
