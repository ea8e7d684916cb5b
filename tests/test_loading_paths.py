"""One loading path: a plain, planned, replica, model-process and parallel load of the tiny Qwen-Image-Edit each
run in a fresh process (no earlier load may have applied the processor workaround), without torchvision, and
each ends the same way — the processor loaded, the same dtypes, a placement record naming how it was placed.
Before the paths shared model.pipelines.loading.pretrained/finish_loading, the planned load failed here with
"Can't load video processor"."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import REPO, torchrun

PATHS = {"plain": "single", "planned": "single", "replica": "replicas", "model-process": "single"}


@pytest.fixture(scope="module")
def qwen_edit(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("paths") / "qwen-edit", "qwen-image-edit")


def _run(command: list[str]) -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1", OMP_NUM_THREADS="1")
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300, cwd=REPO)
    assert run.returncode == 0, run.stderr[-3000:]
    line = next(x for x in run.stdout.splitlines() if x.startswith("RESULT "))
    return json.loads(line.removeprefix("RESULT "))


def test_torchvision_is_absent_so_the_workaround_is_needed():
    import importlib.util

    assert importlib.util.find_spec("torchvision") is None


@pytest.mark.parametrize("path", list(PATHS))
def test_each_path_loads_qwen_image_edit_in_a_fresh_process(qwen_edit, path):
    found = _run([sys.executable, str(REPO / "tests" / "loading_paths.py"), path, str(qwen_edit)])
    assert found["pipeline"] == "QwenImageEditPlusPipeline"
    assert found["processor"] == "Qwen2VLProcessor"
    assert (found["vae_dtype"], found["denoiser_dtype"]) == ("float32", "float32")
    assert found["placement"] == {
        "strategy": PATHS[path],
        "degree": 1,
        "devices": ["cpu"],
        "mesh": None,
        "dtype": "float32",
    }


def test_the_parallel_path_loads_it_in_two_fresh_processes(qwen_edit):
    found = _run([*torchrun(2), str(REPO / "tests" / "loading_paths.py"), "parallel", str(qwen_edit)])
    assert (found["pipeline"], found["processor"]) == ("QwenImageEditPlusPipeline", "Qwen2VLProcessor")
    assert found["placement"] == {
        "strategy": "context_parallel",
        "degree": 2,
        "devices": ["cpu", "cpu"],
        "mesh": {"kind": "context", "shape": [1, 2], "backend": "gloo", "rank": 0},
        "dtype": "float32",
    }
