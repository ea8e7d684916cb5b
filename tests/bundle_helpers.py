"""A stand-in for the unpacked Linux bundle (``packaging/build-linux.sh`` → ``dist/memorybook/``) and a clean XDG
data home, shared by tests/test_desktop_entry.py and tests/test_menu_entry_ui.py."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ICONS = REPO / "packaging" / "icons"


def fake_bundle(folder: Path) -> Path:
    """``folder`` laid out as the bundle's desktop integration is: the menu entry's template
    (``packaging/memorybook.desktop``), the icons in the hicolor layout (two PNG sizes and the SVG), and a
    ``memorybook`` program that writes its working folder and arguments to ``ran.txt`` beside it."""
    applications = folder / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copy(REPO / "packaging" / "memorybook.desktop", applications)
    for size in (64, 256):
        icons = folder / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        icons.mkdir(parents=True)
        shutil.copy(ICONS / f"memorybook-{size}.png", icons / "memorybook.png")
    scalable = folder / "share" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(ICONS / "memorybook.svg", scalable)
    program = folder / "memorybook"
    program.write_text('#!/bin/sh\necho "$PWD|$*" > "$(dirname "$0")/ran.txt"\n')
    program.chmod(0o755)
    return folder


def clean_data_home(monkeypatch, tmp_path: Path) -> Path:
    """An empty ``$XDG_DATA_HOME`` (returned), no system-wide menu entries, and a home of its own."""
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "system"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return data


def run_from(monkeypatch, bundle: Path) -> None:
    """Make this process look like the frozen app started from ``bundle`` (its windowed executable)."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "MemoryPictureBook"))
    monkeypatch.setattr(sys, "platform", "linux")
