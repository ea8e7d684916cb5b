"""`memorybook build --distributed` under torchrun with 2 CPU processes (gloo) makes the same book as 1 process."""

from __future__ import annotations

import os
import subprocess
import sys

import pypdf

from app.book.project import BookProject
from app.book.story import create_book_from_story
from tests.conftest import EXAMPLES, REPO


def make_book(root):
    return create_book_from_story(EXAMPLES / "waipo-en.md", root, EXAMPLES / "photos")


def test_two_process_build_equals_one_process_build(tmp_path):
    import shutil

    single = make_book(tmp_path / "one.mbook")
    multi = BookProject.open(shutil.copytree(single.root, tmp_path / "two.mbook"))  # same pages, same seeds
    env = dict(
        os.environ, PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1", OMP_NUM_THREADS="1", QT_QPA_PLATFORM="offscreen"
    )
    base = [sys.executable, "-m", "app.cli", "build"]
    one = subprocess.run(
        [*base, str(single.root), "-o", str(tmp_path / "one.pdf"), "--engine", "sketch"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert one.returncode == 0, one.stderr[-2000:]
    torchrun = [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--standalone",
        "--nproc_per_node",
        "2",
        "-m",
        "app.cli",
    ]
    two = subprocess.run(
        [
            *torchrun,
            "build",
            str(multi.root),
            "-o",
            str(tmp_path / "two.pdf"),
            "--engine",
            "sketch",
            "--distributed",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert two.returncode == 0, two.stderr[-3000:]
    assert two.stdout.count("pages: 8") == 1, two.stdout  # only the main process reports
    assert "8 made, 0 reused" in two.stdout
    a, b = BookProject.open(single.root).book, BookProject.open(multi.root).book
    assert [p.illustration for p in a.pages] == [p.illustration for p in b.pages]
    for page in a.pages:
        assert (
            single.illustration_path(page.illustration).read_bytes()
            == multi.illustration_path(page.illustration).read_bytes()
        )
    text = [[p.extract_text() for p in pypdf.PdfReader(tmp_path / f"{n}.pdf").pages] for n in ("one", "two")]
    assert text[0] == text[1] and len(text[0]) == 10
