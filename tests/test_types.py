"""The type checker over the product (mypy, configured in pyproject.toml's [tool.mypy]): no error.

The modules it does not check yet are listed there by name (``ignore_errors``), each with its reason and its
count of errors; a module taken off that list must check clean. Its incremental cache (``.mypy_cache`` in the
checkout, ignored by git) makes a run after the first take seconds.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_error_in_app_model_training_and_words():
    env = {k: v for k, v in os.environ.items() if k != "MYPYPATH"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(ROOT / ".mypy_cache"), "--no-error-summary"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=540,
    )
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert done.returncode == 0 and not errors, "\n".join(errors[:40]) or done.stdout + done.stderr
