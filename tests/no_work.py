"""Deterministic stand-ins for "refused fast" (a wall-clock bound fails on a loaded machine; these cannot).

``pixels_never_decoded()`` fails the test if Pillow decodes any pixel data inside the block: a bomb refused from
its header alone is refused fast whatever the machine's load. ``never_parsed()`` does the same for ``json.loads``.
``finishes(fn)`` runs ``fn`` in a thread and fails only if it never comes back (a hang, e.g. a FIFO opened for
reading), with a bound of minutes that no load explains.
"""

from __future__ import annotations

import json
import threading
from contextlib import contextmanager

from PIL import ImageFile

HANG_S = 120.0
"""How long :func:`finishes` waits before calling it a hang (what takes milliseconds never takes this long)."""


@contextmanager
def pixels_never_decoded():
    """Inside the block, ``PIL.ImageFile.ImageFile.load`` (where every format's pixel decoding starts) raises
    AssertionError, and the error is what the test sees (so a refusal that decoded first fails the test)."""
    real = ImageFile.ImageFile.load
    calls: list[str] = []

    def refuse(self, *args, **kwargs):
        calls.append(f"{self.format} {self.size}")
        raise AssertionError(f"pixels were decoded: {self.format} {self.size}")

    ImageFile.ImageFile.load = refuse
    try:
        yield calls
    finally:
        ImageFile.ImageFile.load = real
    assert not calls, f"pixels were decoded before the refusal: {calls}"


@contextmanager
def never_parsed(monkeypatch):
    """Inside the block, ``json.loads`` raises AssertionError: a refusal must come from the pre-scan."""
    calls: list[int] = []

    def refuse(text, *args, **kwargs):
        calls.append(len(text))
        raise AssertionError("json.loads ran before the refusal")

    with monkeypatch.context() as patch:
        patch.setattr(json, "loads", refuse)
        yield calls
    assert not calls, "the JSON was parsed before it was refused"


def finishes(fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` in a daemon thread; its result, or its exception re-raised here. AssertionError when
    it has not returned after :data:`HANG_S` (it hangs)."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn(*args, **kwargs)
        except BaseException as err:  # handed to the test's thread
            out["error"] = err

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_S)
    assert not worker.is_alive(), (
        f"{getattr(fn, '__name__', fn)} did not come back in {HANG_S:.0f} s: it hangs"
    )
    if "error" in out:
        raise out["error"]
    return out.get("value")
