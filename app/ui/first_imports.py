"""The desktop app's first import: it prepares the imports of the book's core and PySide6 that follow it.

- pydantic's plugins are switched off (the app uses none): neither their entry-point scan (every installed
  distribution's metadata) nor the import of ``importlib.metadata`` for it (:mod:`app.pydantic_plugins`;
  bench_startup: ≈ 13 ms);
- automatic garbage collection pauses while the core and PySide6 are imported (the collector went over their
  new objects again and again). :func:`imports_done` then moves everything made so far — modules, classes,
  functions, which live as long as the process — to the collector's permanent generation (``gc.freeze``,
  Python's remedy for long-lived start-up objects) and puts collection back as it was: without the freeze,
  the first collection after the pause went over all of them (9.4 ms), and every full collection later
  would. ``make_application``'s GUI-thread collector (:mod:`app.viewmodels.gc_guard`) takes over from there.
"""

from __future__ import annotations

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
