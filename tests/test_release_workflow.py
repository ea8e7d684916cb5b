"""The release workflow: valid for GitHub Actions (actionlint), the Linux job is the script a developer runs
here, every system's job smoke-tests its bundle with packaging/smoke-test.sh — which is run here against the
app from source standing in for a bundle (the version, the sample book PDF, a screenshot of the window)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"


@pytest.mark.skipif(
    shutil.which("actionlint") is None, reason="actionlint is installed on Linux x86-64 (dev extra)"
)
def test_actionlint_accepts_the_workflow():
    run = subprocess.run(
        ["actionlint", str(WORKFLOW.relative_to(REPO))], cwd=REPO, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_system_builds_and_smoke_tests():
    text = WORKFLOW.read_text(encoding="utf-8")
    for job in ("linux:", "windows:", "macos:"):
        assert f"\n  {job}" in text
    assert "run: bash packaging/ci-linux-job.sh" in text  # the Linux job is the script run here
    assert text.count("packaging/smoke-test.sh") == 2  # Windows and macOS call it; Linux through the script
    assert (
        "packaging/smoke-test.sh dist/memorybook smoke"
        in (REPO / "packaging" / "ci-linux-job.sh").read_text()
    )
    for script in ("ci-linux-job.sh", "smoke-test.sh"):
        assert subprocess.run(["bash", "-n", str(REPO / "packaging" / script)]).returncode == 0


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in bundle is a shell script")
def test_smoke_test_script_on_a_stand_in_bundle(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    exe = bundle / "memorybook"
    exe.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m app.cli "$@"\n')
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    out = tmp_path / "smoke"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        ["bash", "packaging/smoke-test.sh", str(bundle), str(out)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert (out / "demo.pdf").read_bytes()[:5] == b"%PDF-"
    assert (out / "app.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "smoke test passed" in run.stdout


def test_smoke_test_fails_on_a_broken_bundle(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    exe = bundle / "memorybook"
    exe.write_text("#!/bin/sh\nexit 3\n")
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    run = subprocess.run(["bash", "packaging/smoke-test.sh", str(bundle), str(tmp_path / "o")], cwd=REPO,
                         capture_output=True, text=True, timeout=60)  # fmt: skip
    assert run.returncode != 0
