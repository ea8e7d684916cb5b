"""Windowed builds: the app must run when ``sys.stdout``/``sys.stderr`` are ``None`` (no console)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import console

REPO = Path(__file__).resolve().parents[1]

NO_CONSOLE = "import sys; sys.stdout = sys.stderr = None; "
"""Prefix of a ``python -c`` program that starts like a windowed PyInstaller app on Windows."""

LIBRARY_WRITES = (
    "from tqdm import tqdm; list(tqdm(range(3), desc='bar')); "
    "import logging; logging.basicConfig(); logging.warning('a log line'); print('a printed line')"
)


def run_python(program: str, tmp_path: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(
        PYTHONPATH=str(REPO),
        MEMORYBOOK_LOG_DIR=str(tmp_path / "logs"),
        MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"),
        QT_QPA_PLATFORM="offscreen",
    )
    return subprocess.run(
        [sys.executable, "-c", program], cwd=REPO, env=env, capture_output=True, text=True, timeout=timeout
    )


def test_missing_console_crashes_tqdm_without_the_fix(tmp_path):
    """The failure the fix is for: a progress bar on a missing console raises (so the test below means it)."""
    result = run_python(NO_CONSOLE + LIBRARY_WRITES, tmp_path)
    assert result.returncode != 0


def test_library_writes_go_to_the_log_file(tmp_path):
    program = (
        NO_CONSOLE + "from app.console import ensure_std_streams; ensure_std_streams(); " + LIBRARY_WRITES
    )
    result = run_python(program, tmp_path)
    assert result.returncode == 0, result.stderr
    log = (tmp_path / "logs" / console.LOG_NAME).read_text(encoding="utf-8")
    assert "a log line" in log and "a printed line" in log and "bar" in log


def test_streams_that_exist_are_left_alone(monkeypatch, tmp_path):
    monkeypatch.setenv("MEMORYBOOK_LOG_DIR", str(tmp_path))
    before = (sys.stdout, sys.stderr)
    assert console.ensure_std_streams() is None
    assert (sys.stdout, sys.stderr) == before
    assert not (tmp_path / console.LOG_NAME).exists()


def test_unwritable_log_dir_falls_back_to_devnull(monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the log folder should be")
    monkeypatch.setenv("MEMORYBOOK_LOG_DIR", str(blocker / "logs"))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert console.ensure_std_streams() is None
    assert sys.stdout is sys.stderr and sys.stdout.name == os.devnull
    print("goes nowhere, raises nothing")
    sys.stdout.close()


def test_big_log_is_rotated(monkeypatch, tmp_path):
    (tmp_path / console.LOG_NAME).write_bytes(b"x" * (console.MAX_LOG_BYTES + 1))
    monkeypatch.setenv("MEMORYBOOK_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "stderr", None)
    path = console.ensure_std_streams()
    assert path == tmp_path / console.LOG_NAME
    sys.stderr.close()
    assert (tmp_path / (console.LOG_NAME + ".1")).stat().st_size == console.MAX_LOG_BYTES + 1
    assert path.stat().st_size == 0


@pytest.mark.parametrize(
    "entry",
    [
        "from app.cli import main",  # the `memorybook` command of a Python install
        "sys.path.insert(0, 'packaging'); from launcher import main",  # the bundle's entry script
    ],
    ids=["app.cli.main", "packaging/launcher.py"],
)
def test_demo_runs_without_a_console(entry, tmp_path):
    """``memorybook demo`` (tqdm progress, logging) with no console exits 0 and writes the PDF; its output
    lands in the log file."""
    pdf = tmp_path / "out.pdf"
    program = (
        NO_CONSOLE
        + entry
        + f"; raise SystemExit(main(['demo', '--lang', 'zh', '--engine', 'sketch', '-o', {str(pdf)!r}]))"
    )
    result = run_python(program, tmp_path)
    assert result.returncode == 0, result.stderr
    assert pdf.read_bytes().startswith(b"%PDF")
    assert "wrote" in (tmp_path / "logs" / console.LOG_NAME).read_text(encoding="utf-8")
