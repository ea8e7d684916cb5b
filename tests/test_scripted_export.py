"""``memorybook gui BOOK --export OUT.pdf`` (app/ui/scripted_export.py): the app's export dialog, driven as by hand,
offscreen — how packaging/smoke-test.sh exports from an installed app. A PDF and status 0, or the app's own message
and status 1."""

from __future__ import annotations

import os
import subprocess
import sys

from app.book.story import create_book_from_story
from assets import EXAMPLES_DIR


def _gui(tmp_path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MEMORYBOOK_CONFIG_DIR": str(tmp_path / "config")}
    return subprocess.run([sys.executable, "-m", "app.cli", "gui", *argv, "--lang", "en"], env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip


def test_the_app_exports_through_its_dialog_and_says_so(tmp_path):
    root = tmp_path / "b.mbook"
    create_book_from_story(EXAMPLES_DIR / "waipo-en.md", root, EXAMPLES_DIR / "photos")
    pdf = tmp_path / "out.pdf"
    run = _gui(tmp_path, str(root), "--export", str(pdf))
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(f"Saved {pdf} (") and "8 story page(s)" in run.stdout
    assert pdf.read_bytes()[:5] == b"%PDF-"
    failed = _gui(tmp_path, str(root), "--export", str(tmp_path / "no such folder" / "out.pdf"))
    assert failed.returncode == 1 and "Traceback" not in failed.stderr
    assert f"cannot write {tmp_path / 'no such folder' / 'out.pdf'}" in failed.stderr
    unnamed = _gui(tmp_path, "--export", str(pdf))
    assert unnamed.returncode == 1 and "--export: name the book folder" in unnamed.stderr


def test_a_gui_refused_before_its_window_says_why_in_chinese(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MEMORYBOOK_CONFIG_DIR": str(tmp_path / "config"),
           "LANG": "zh_CN.UTF-8", "LC_ALL": "zh_CN.UTF-8"}  # fmt: skip
    env.pop("LANGUAGE", None)
    for argv, said in (
        (["--export", "x.pdf"], "请写明要导出的书文件夹"),
        ([str(tmp_path)], "不是记忆绘本的书文件夹"),
    ):
        run = subprocess.run([sys.executable, "-m", "app.cli", "gui", *argv], env=env, capture_output=True,
                             text=True, timeout=120)  # fmt: skip
        assert run.returncode == 1 and said in run.stderr and "Traceback" not in run.stderr, run.stderr
