"""Crash-safe file writes: each file is written under a temporary name beside its final one (``.<name>.tmp``)
and renamed with :func:`os.replace`, so an interrupted run never leaves a half-written file under the final
name."""

from __future__ import annotations

import json
import os
from pathlib import Path


def fsync_tree(folder: Path) -> None:
    """Flush every file below ``folder`` to disk (``os.fsync``), before the folder is renamed into place."""
    for path in folder.rglob("*"):
        if path.is_file():
            with open(path, "rb") as f:
                os.fsync(f.fileno())


def write_json_atomically(path: Path, data: dict) -> None:
    """Write ``data`` as indented UTF-8 JSON to ``path``: temporary file, fsync, rename."""
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def save_png_atomically(image, path: Path) -> None:
    """Save the ``PIL.Image`` ``image`` as a PNG at ``path``: temporary file, then rename."""
    tmp = path.with_name(f".{path.name}.tmp")
    image.save(tmp, format="PNG")
    os.replace(tmp, path)
