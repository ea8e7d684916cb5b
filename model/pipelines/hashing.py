"""Content hashes of model and LoRA files (SHA-256), cached on disk by path, size and modification time."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)


def hash_cache_path() -> Path:
    """The JSON file caching content hashes: ``$MEMORYBOOK_CACHE_DIR`` or ``$XDG_CACHE_HOME/memorybook``."""
    root = os.environ.get("MEMORYBOOK_CACHE_DIR") or Path(
        os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache", "memorybook"
    )
    return Path(root) / "file-hashes.json"


def file_sha256(path: Path) -> str:
    """SHA-256 hex of a file's bytes, cached by (absolute path, size in bytes, mtime in ns)."""
    path = Path(path).resolve()
    stat = path.stat()
    key = f"{path}|{stat.st_size}|{stat.st_mtime_ns}"
    cache_file = hash_cache_path()
    try:
        cache = json.loads(cache_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        cache = {}
    if key in cache:
        return cache[key]
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 24), b""):
            digest.update(block)
    cache[key] = digest.hexdigest()
    if stat.st_size >= 1 << 16:  # only weight-sized files are worth remembering
        try:
            cache_file.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=cache_file.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(cache, out)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, cache_file)
        except OSError as err:
            log.debug("could not write the hash cache %s: %s", cache_file, err)
    return cache[key]
