"""Commands that never draw with a diffusion model never import torch (issue 24, item 9): ``memorybook --help``,
``new``, ``check`` and a sketch-engine ``build`` each run in a fresh interpreter, which reports at exit which of
torch / diffusers / transformers ended up in ``sys.modules``. Importing torch costs seconds on a laptop; a
volunteer making a sketch book should not wait for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from assets import EXAMPLES_DIR
from tests.conftest import REPO

HEAVY = ("torch", "diffusers", "transformers", "torchvision", "accelerate")

# Runs app.cli.main with the given arguments, then prints the heavy modules that were imported, as JSON, last.
PROBE = f"""
import json, sys
from app.cli import main
try:
    status = main(sys.argv[1:])
except SystemExit as exit_:
    status = exit_.code
heavy = sorted(m for m in {HEAVY!r} if m in sys.modules)
print("\\n" + json.dumps({{"status": status, "heavy": heavy}}))
"""


def run_probe(tmp_path, *args: str) -> dict:
    """Run ``memorybook ARGS`` in a subprocess; returns ``{"status": int, "heavy": [module names]}``."""
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen",
               MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"))  # fmt: skip
    run = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)  # fmt: skip
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def sample_book(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("no-torch")
    story, photos = EXAMPLES_DIR / "waipo-zh.md", EXAMPLES_DIR / "photos"
    report = run_probe(tmp_path, "new", "book.mbook", "--from", str(story), "--photos", str(photos))
    assert report == {"status": 0, "heavy": []}, "`memorybook new` imported " + ", ".join(report["heavy"])
    return tmp_path


@pytest.mark.parametrize(
    "args",
    [
        ("--help",),
        ("new", "--help"),
        ("build", "--help"),
        ("check", "book.mbook"),
        ("build", "book.mbook", "--engine", "sketch", "-o", "book.pdf"),
    ],
    ids=lambda args: " ".join(args),
)
def test_a_command_that_does_not_draw_with_a_model_never_imports_torch(sample_book, args):
    report = run_probe(sample_book, *args)
    assert report["status"] == 0, f"`memorybook {' '.join(args)}` exited {report['status']}"
    assert report["heavy"] == [], f"`memorybook {' '.join(args)}` imported " + ", ".join(report["heavy"])
