"""Pages spread over 2 CPU processes (torchrun, gloo) come back identical to a 1-process run, in page order."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from model.runtime.distributed import my_indices, run_distributed

REPO = Path(__file__).resolve().parents[1]

SCRIPT = textwrap.dedent(
    """
    import sys
    import numpy as np
    import torch
    from diffusers import StableDiffusionPipeline
    from model.runtime.distributed import finish, is_main_process, process_state, run_distributed

    folder, out = sys.argv[1], sys.argv[2]
    torch.set_num_threads(1)
    pipe = StableDiffusionPipeline.from_pretrained(folder)
    pipe.set_progress_bar_config(disable=True)
    prompts = ["外婆的院子", "a kite by the river", "the old bicycle", "tea at dusk", "snow on the roof"]

    def page(i):
        g = torch.Generator("cpu").manual_seed(100 + i)
        image = pipe(prompts[i], num_inference_steps=2, height=64, width=64, generator=g, output_type="np").images[0]
        return {"page": i, "rank": process_state().process_index, "image": image}

    results = run_distributed(list(range(len(prompts))), page)
    if is_main_process():
        np.savez(out, images=np.stack([r["image"] for r in results]), ranks=np.array([r["rank"] for r in results]),
                 pages=np.array([r["page"] for r in results]))
    finish()
    """
)


def test_single_process_is_a_plain_loop():
    assert my_indices(3) == [0, 1, 2]
    assert run_distributed([1, 2, 3], lambda x: x * 10) == [10, 20, 30]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "sd", "sd")


def _run_here(script: Path, args: list[str]) -> None:
    """Run ``script`` in this process as ``python script ARGS`` would (no launcher: one process), putting back
    the torch thread count it sets to 1 (as ``OMP_NUM_THREADS=1`` gives the launched processes)."""
    import runpy

    import torch

    threads, argv = torch.get_num_threads(), sys.argv
    sys.argv = [str(script), *args]
    try:
        runpy.run_path(str(script), run_name="__main__")
    finally:
        sys.argv = argv
        torch.set_num_threads(threads)


def _run(tmp_path, tiny, nproc: int) -> dict:
    script = tmp_path / "pages.py"
    script.write_text(SCRIPT, encoding="utf-8")
    out = tmp_path / f"out{nproc}.npz"
    env = dict(os.environ, PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1", OMP_NUM_THREADS="1")
    cmd = [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--standalone",
        "--nproc_per_node",
        str(nproc),
        str(script),
        str(tiny),
        str(out),
    ]
    if nproc == 1:  # here, in this process: a fresh one would only add a start of Python and torch
        _run_here(script, [str(tiny), str(out)])
        return dict(np.load(out))
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return dict(np.load(out))


def test_two_processes_equal_one(tmp_path, tiny):
    one = _run(tmp_path, tiny, 1)
    two = _run(tmp_path, tiny, 2)
    assert list(two["pages"]) == [0, 1, 2, 3, 4]
    assert set(two["ranks"]) == {0, 1}, "both processes should have drawn pages"
    assert list(two["ranks"]) == [0, 0, 0, 1, 1]  # contiguous shares, the first process gets the extra page
    assert np.array_equal(one["images"], two["images"])
