"""A pipeline held in memory: its identity (a hash of every weight, for a pipeline handed in without a source)
and freeing it once it is dropped."""

from __future__ import annotations

import gc
import hashlib
import threading
from typing import Any

import torch


def pipeline_sha256(pipe: Any) -> str:
    """SHA-256 over every module tensor and the scheduler config of an in-memory pipeline."""
    digest = hashlib.sha256(type(pipe).__name__.encode())
    for name, component in sorted(pipe.components.items()):
        digest.update(name.encode())
        if isinstance(component, torch.nn.Module):
            for key, tensor in component.state_dict().items():
                digest.update(key.encode())
                raw = tensor.detach().to("cpu").contiguous().reshape(-1)  # 0-d buffers (BatchNorm counts) too
                digest.update(raw.view(torch.uint8).numpy().tobytes())
        elif hasattr(component, "config"):
            digest.update(repr(sorted(dict(component.config).items())).encode())
    return digest.hexdigest()


def free_memory() -> None:
    """Free a dropped pipeline's memory: a garbage collection, then CUDA's cached blocks. No collection here when
    automatic collection is off and this is not the main thread: the desktop app collects in its GUI thread
    only (app/viewmodels/gc_guard.py), because a collection in its worker would destroy the GUI's Qt objects
    there (a crash); its next collection frees what is left."""
    if gc.isenabled() or threading.current_thread() is threading.main_thread():
        gc.collect()
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
