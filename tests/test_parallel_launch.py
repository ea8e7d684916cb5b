"""Tensor and context parallelism on 2 CPU processes (torchrun, gloo, one thread each): pictures within the stated
tolerance of the whole model's, for a tiny UNet model and a tiny Flux model, txt2img and img2img; the same split
draws the same bytes twice; ``memorybook build --distributed --placement tensor_parallel`` prints the tolerance and
makes the whole model's book within it. One launch for all of it (tests/parallel_checks.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import numpy as np
import pytest
import torch
from PIL import Image

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.cli import main
from model.runtime.parallel import PICTURE_TOLERANCE
from tests.conftest import EXAMPLES, REPO, once_per_run, torchrun
from tests.lora_files import save_random_lora


@pytest.fixture(scope="module")
def launched(tmp_path_factory):
    """The one 2-process launch (≈ 36 s on 2 cores), made once per run even when this module's tests land on
    different xdist workers. Returns (what tests/parallel_checks.py found, the whole book, the split book, its
    folder)."""
    root = once_per_run(tmp_path_factory, "parallel-launch", _launch)
    found = json.loads((root / "found.json").read_text(encoding="utf-8"))
    return found, BookProject.open(root / "whole.mbook"), BookProject.open(root / "split.mbook"), root


def _launch(root):
    from model.tiny import save_tiny_pipeline

    (root / "loras").mkdir()
    for arch in ("sd", "flux"):
        save_tiny_pipeline(root / "models" / arch, arch)
        save_random_lora(root / "models" / arch, arch, root / "loras" / f"{arch}.safetensors")
    whole = create_book_from_story(EXAMPLES / "waipo-en.md", root / "whole.mbook", EXAMPLES / "photos")
    whole.book.pages = whole.book.pages[:2]  # a text page (txt2img) and a photo page (img2img)
    settings = whole.book.illustration
    settings.steps, settings.width, settings.height = 2, 64, 64
    whole.save()
    split = BookProject.open(shutil.copytree(whole.root, root / "split.mbook"))
    photo = next(p for p in sorted((EXAMPLES / "photos").iterdir()) if p.suffix.lower() in (".png", ".jpg"))
    env = dict(os.environ, PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1", OMP_NUM_THREADS="1")
    env["QT_QPA_PLATFORM"] = "offscreen"
    out = root / "found.json"
    run = subprocess.run(
        [
            *torchrun(2),
            str(REPO / "tests" / "parallel_checks.py"),
            str(out),
            str(root / "models"),
            str(photo),
            str(split.root),
            str(root / "split.pdf"),
            str(root / "loras"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=420,
    )
    assert run.returncode == 0, run.stderr[-3000:]


def test_pictures_equal_the_whole_model_within_the_tolerance(launched):
    found = launched[0]
    assert found["processes"] == 2
    pictures = found["pictures"]
    for arch, kind in (("sd", "tensor_parallel"), ("flux", "tensor_parallel"), ("flux", "context_parallel")):
        for mode in ("txt2img", "img2img"):
            assert 0 <= pictures[f"{arch} {kind} {mode}"] <= PICTURE_TOLERANCE, pictures
        assert pictures[f"{arch} {kind} repeat"] is True  # same split, same threads: bit-identical


def test_a_person_lora_on_a_tensor_parallel_denoiser(launched):
    """diffusers refuses LoRA layers on a tensor-parallel model; memorybook fuses each person's LoRA into the
    rank's shards (model/pipelines/sharded_lora.py): the page equals the whole model's with the LoRA within the
    tolerance, the LoRA acts, and the next page without it is drawn from bit-exact base weights again."""
    found = launched[0]["loras"]
    print("LoRA on a tensor-parallel denoiser:", found)
    for arch in ("sd", "flux"):
        assert 0 <= found[f"{arch} person"] <= PICTURE_TOLERANCE, found
        assert found[f"{arch} person changes"] > 2, found
        assert found[f"{arch} person put back"] is True, found
        assert 0 <= found[f"{arch} loaded with the model"] <= PICTURE_TOLERANCE, found


def test_build_tensor_parallel_prints_the_tolerance_and_matches_the_whole_book(launched):
    found, whole, split, root = launched
    assert found["build_status"] == 0
    printed = found["build_output"]
    assert "placement: tensor_parallel over 2 processes (gloo)" in printed
    assert f"within {PICTURE_TOLERANCE}/255 per pixel channel" in printed
    assert printed.count("pages: 2") == 1  # only the main process reports
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as each launched process: the comparison isolates the split
    try:
        argv = ["--engine", "diffusion", "--model", str(root / "models" / "sd")]
        assert main(["build", str(whole.root), "-o", str(root / "whole.pdf"), *argv]) == 0
    finally:
        torch.set_num_threads(threads)
    a, b = BookProject.open(whole.root), BookProject.open(split.root)
    for page in b.book.pages:  # each picture says how it was drawn (no longer "device": "cpu", whole)
        placement = b.illustration_sidecar(page.illustration)["info"]["placement"]
        assert placement == {
            "strategy": "tensor_parallel",
            "degree": 2,
            "devices": ["cpu", "cpu"],
            "mesh": {"kind": "tensor", "shape": [2], "backend": "gloo", "rank": 0},
            "dtype": "float32",
        }
    assert (
        "exactness: pictures drawn on tensor_parallel over 2 processes on cpu, cpu (mesh [2], gloo)"
        in printed
    )
    assert "(whole)" not in printed.split("exactness:")[1].splitlines()[0]
    for pa, pb in zip(a.book.pages, b.book.pages, strict=True):
        assert (
            pa.illustration == pb.illustration
        )  # the same cache key: the split does not change what is asked
        x = np.asarray(Image.open(a.illustration_path(pa.illustration)).convert("RGB")).astype(int)
        y = np.asarray(Image.open(b.illustration_path(pb.illustration)).convert("RGB")).astype(int)
        assert np.abs(x - y).max() <= PICTURE_TOLERANCE
