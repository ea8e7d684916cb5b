"""Bench: seconds from the first import to a visible main window with a book open (no torch imported).

``python tests/bench/bench_startup.py [RUNS]``: median over RUNS fresh processes (offscreen), against a bare
QApplication + QMainWindow shown in a fresh process (the same-process-kind baseline), and the ratio. The two kinds
of run take turns, so that a slow spell of the shared machine weighs on both.

The project's modules are compiled to bytecode first, as they are where a volunteer runs the app (``pip install``
compiles an installed package; the bundles carry bytecode): an editable checkout under ``PYTHONDONTWRITEBYTECODE``
would otherwise compile every module from source in every run (measured: ≈ 0.35 s of CPU per start).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
APP = """
import time, sys, json
t0 = time.perf_counter()
from app.ui.app import make_application, make_window
app = make_application()
window = make_window(sys.argv[1])
window.show(); app.processEvents()
print(json.dumps({"shown": time.perf_counter() - t0, "torch": "torch" in sys.modules}))
window.shutdown()
"""
BARE = """
import time, json
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([]); w = QMainWindow(); w.show(); app.processEvents()
print(json.dumps({"shown": time.perf_counter() - t0}))
"""


def run(code: str, *args: str, env: dict) -> float:
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, cwd=REPO, capture_output=True,
                         text=True, check=True)  # fmt: skip
    return json.loads(out.stdout.strip().splitlines()[-1])["shown"]


def main(runs: int = 5) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEMORYBOOK_CONFIG_DIR=f"{tmp}/config",
                   PYTHONPATH=str(REPO))  # fmt: skip
        subprocess.run([sys.executable, "-m", "compileall", "-q", "app", "model", "training", "assets"],
                       cwd=REPO, check=True)  # fmt: skip
        book = Path(tmp) / "book"
        subprocess.run([sys.executable, "-m", "app.cli", "new", str(book), "--from",
                        str(REPO / "assets/examples/waipo-zh.md"), "--photos", str(REPO / "assets/examples/photos")],
                       env=env, cwd=REPO, check=True, capture_output=True)  # fmt: skip
        app, bare = [], []
        for _ in range(runs):  # interleaved: a shared machine's slow spell weighs on both alike
            app.append(run(APP, str(book), env=env))
            bare.append(run(BARE, env=env))
    a, b = statistics.median(app), statistics.median(bare)
    print(
        f"window with a book shown: median {a * 1e3:.1f} ms; bare Qt window {b * 1e3:.1f} ms; ratio {a / b:.2f}"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
