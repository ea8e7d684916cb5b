"""Context parallelism at any sequence length: 2 gloo processes split the tiny Qwen-Image-Edit transformer at
37 text tokens (diffusers' equal-parts sharder asserted there before ``ulysses_anything``), 38, and odd image
token counts; every output equals the whole model's within the stated tolerance. One launch
(tests/context_parallel_checks.py)."""

from __future__ import annotations

import json
import os
import subprocess

from tests.conftest import REPO, torchrun

DENOISER_TOLERANCE = 1e-5
"""Largest |split − whole| of the denoiser's output in float32; measured 1.2e-7–2.4e-7 (summing order only)."""


def test_odd_and_even_lengths_equal_the_whole_model(tmp_path):
    out = tmp_path / "found.json"
    env = dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1")
    run = subprocess.run(
        [*torchrun(2), str(REPO / "tests" / "context_parallel_checks.py"), str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(out.read_text(encoding="utf-8"))
    assert "error" not in found, found
    assert set(found) == {
        "37 text, 18 image tokens",
        "38 text, 8 image tokens",
        "37 text, 8 image tokens",
        "5 text, 2 image tokens",
    }
    assert all(0 <= diff <= DENOISER_TOLERANCE for diff in found.values()), found
