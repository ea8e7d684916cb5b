"""The desktop app's first import: it prepares the imports of the book's core and PySide6 that follow it.

- pydantic's plugins are switched off (the app uses none): neither their entry-point scan (every installed
  distribution's metadata) nor the import of ``importlib.metadata`` for it (:mod:`app.pydantic_plugins`;
  bench_startup: ≈ 13 ms);
- automatic garbage collection pauses while the core and PySide6 are imported (the collector went over their
  new objects again and again). :func:`imports_done` then moves everything made so far — modules, classes,
  functions, which live as long as the process — to the collector's permanent generation (``gc.freeze``,
  Python's remedy for long-lived start-up objects) and puts collection back as it was: without the freeze,
  the first collection after the pause went over all of them (9.4 ms), and every full collection later
  would. ``make_application``'s GUI-thread collector (:mod:`app.viewmodels.gc_guard`) takes over from there;
- PySide6's ``__feature__`` import hook is taken out again once PySide6 is imported (:func:`no_feature_hook`).
"""

from __future__ import annotations

import builtins
import gc

from app.pydantic_plugins import switch_off_pydantic_plugins

switch_off_pydantic_plugins()
_COLLECTING = gc.isenabled()
gc.disable()


def imports_done() -> None:
    """Every object tracked so far moved to the permanent generation (never collected: garbage among them, the
    cycles these imports left, stays in memory), and automatic collection back on when it was on before this
    module was imported."""
    gc.freeze()
    if _COLLECTING:
        gc.enable()


def no_feature_hook() -> bool:
    """Take PySide6's ``__feature__`` import hook out of ``builtins.__import__``; True when it was there.

    On its import PySide6 puts its C function ``__feature_import__`` in place of ``builtins.__import__`` and keeps
    the import it replaced as ``builtins.__orig_import__`` (PySide6 ``shibokensupport/signature/loader.py``,
    ``post_init``). From then on every import statement calls two Python functions of PySide6's besides the
    import (``feature_import``, which looks for ``from __feature__ import …``, and ``feature_imported``, which
    reads the source of each module it has not seen, to look for "PySide6"). They serve only PySide6's optional
    features (``snake_case``, ``true_property``), which this program selects in no module; without the hook a
    module is simply absent from PySide6's feature table, which PySide6 reads as "no feature selected" when no
    module selects one (``libpyside/feature_select.cpp``, ``getFeatureSelectId``). The replaced import is put
    back: shiboken's own redirection (``__lazy_import__``, for ``from PySide6.QtX import *``) when PySide6
    installed one, else Python's. Nothing is changed when ``builtins.__import__`` is not PySide6's hook (a
    PySide6 without it, or another hook installed since)."""
    original = getattr(builtins, "__orig_import__", None)
    if original is None or getattr(builtins.__import__, "__name__", "") != "__feature_import__":
        return False
    builtins.__import__ = original
    return True
