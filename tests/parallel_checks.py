"""Run under ``torchrun --nproc_per_node 2`` by tests/test_parallel_launch.py (one launch for every check, since a
launch costs 20–40 s here): the denoiser split by tensor / context parallelism against the whole model, through the
product's own illustrator, txt2img and img2img, for a tiny UNet model and a tiny transformer (Flux) model; a
person's LoRA on the tensor-parallel denoiser (fused into each rank's shards, put back after the page) and a LoRA
loaded with the model (``load_with_plan(..., loras=...)``); then one
``memorybook build --distributed --placement tensor_parallel``. The main process writes the findings as JSON.

    torchrun --standalone --nproc_per_node 2 tests/parallel_checks.py OUT.json MODELS PHOTO BOOK PDF LORAS
"""

from __future__ import annotations

import contextlib
import inspect
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


def lora_checks(models: Path, loras: Path) -> dict:
    """For each tiny model, a person's LoRA (``LORAS/<arch>.safetensors``) on a page drawn tensor-parallel:
    ``"<arch> person"``: max 8-bit difference to the whole model's page with the same LoRA; ``"<arch> person
    changes"``: mean difference the LoRA makes to the split's own plain page (it acts); ``"<arch> person put
    back"``: True when the plain page drawn after the LoRA page is bit-identical to the one before (the base
    shards restored exactly); ``"<arch> loaded with the model"``: max difference between ``load_with_plan(...,
    loras=[LoRA])`` tensor-parallel and whole."""
    from model.api import IllustrationRequest, PersonAdapter
    from model.engines.diffusion import DiffusionIllustrator
    from model.runtime.launched import launched_loader

    found: dict = {}
    for arch in CASES:
        folder, lora = str(models / arch), str(loras / f"{arch}.safetensors")
        ask = dict(
            engine="diffusion",
            model=folder,
            scene="a cat",
            style="none",
            seed=5,
            steps=2,
            width=64,
            height=64,
        )
        plain = IllustrationRequest(**ask)
        person = IllustrationRequest(**ask, people=(PersonAdapter("Wai Po", "waipo", lora),))
        whole = DiffusionIllustrator(folder, device="cpu")
        reference = _draw(whole, person)
        whole.close()
        split = DiffusionIllustrator(folder, loader=launched_loader("tensor_parallel")[0])
        before, drawn, after = (_draw(split, r) for r in (plain, person, plain))
        split.close()
        found[f"{arch} person"] = int(np.abs(reference - drawn).max())
        found[f"{arch} person changes"] = float(np.abs(drawn - before).mean())
        found[f"{arch} person put back"] = bool((before == after).all())
        found[f"{arch} loaded with the model"] = _loaded_with_the_model(Path(folder), lora)
    return found


def _loaded_with_the_model(folder: Path, lora: str) -> int:
    import torch

    from model.devices import parse_devices
    from model.placement import plan_for
    from model.runtime.launched import launch_plan
    from model.runtime.placed import load_with_plan

    pictures = []
    for plan in (
        plan_for(folder, parse_devices("cpu=64GB"), placement="single", dtype="float32"),
        launch_plan(folder, "tensor_parallel", 2, "cpu"),
    ):
        pipe = load_with_plan(folder, torch.float32, plan=plan, loras=[lora])
        flux = "max_sequence_length" in inspect.signature(pipe.__call__).parameters
        out = pipe(
            "a cat",
            num_inference_steps=2,
            height=64,
            width=64,
            output_type="np",
            generator=torch.Generator("cpu").manual_seed(3),
            **({"max_sequence_length": 16} if flux else {}),
        ).images[0]
        pictures.append(np.round(out * 255).astype(int))
        del pipe
    return int(np.abs(pictures[0] - pictures[1]).max())


def main(out: str, models: str, photo: str, book: str, pdf: str, loras: str) -> None:
    from app.cli import main as cli
    from model.runtime.distributed import process_state

    state = process_state()
    found = {"processes": state.num_processes, "pictures": picture_checks(Path(models), photo)}
    found["loras"] = lora_checks(Path(models), Path(loras))
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
    main(*sys.argv[1:7])
