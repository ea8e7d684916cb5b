"""Pydantic without its plugin scan: the program uses no pydantic plugin.

Pydantic asks ``pydantic.plugin._loader.get_plugins()`` for plugins the first time it builds a model class, and
that module imports ``importlib.metadata`` at its top (its ``entry_points`` scan), ≈ 13.6 ms of the app's start
(``python -X importtime``: email, zipfile, csv and the metadata finders), even when
``PYDANTIC_DISABLE_PLUGINS=__all__`` makes ``get_plugins()`` return no plugin before any scan (pydantic 2.x,
``pydantic/plugin/_loader.py``). :func:`switch_off_pydantic_plugins` sets that variable and puts
:class:`NoPluginLoader` in the loader's place (through a finder on ``sys.meta_path``, so the packages above it
are imported as usual), which answers ``get_plugins()`` the same way without the import.
"""

from __future__ import annotations

import importlib
import importlib.abc
import os
import sys
import types
from importlib.machinery import ModuleSpec
from typing import Any

LOADER = "pydantic.plugin._loader"
"""The module of pydantic that finds plugins (``get_plugins``)."""
OFF = ("__all__", "1", "true")
"""The values of ``PYDANTIC_DISABLE_PLUGINS`` with which pydantic loads no plugin (its ``get_plugins``)."""


class NoPluginLoader(types.ModuleType):
    """Stands in for ``pydantic.plugin._loader`` while plugins are switched off.

    ``get_plugins()`` returns ``()``, as pydantic's own does under ``PYDANTIC_DISABLE_PLUGINS=__all__``. Any other
    name (a later pydantic's) imports pydantic's module in this one's place and answers from it, so a pydantic
    that asks more of its loader still works, only without the saving."""

    def __init__(self) -> None:
        super().__init__(LOADER, "pydantic's plugin loader with plugins switched off (app.pydantic_plugins)")

    @staticmethod
    def get_plugins() -> tuple[()]:
        """No plugin (``PYDANTIC_DISABLE_PLUGINS`` is one of :data:`OFF`)."""
        return ()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        _FINDER.give_way()
        if sys.modules.get(LOADER) is self:
            del sys.modules[LOADER]
        return getattr(importlib.import_module(LOADER), name)


class _StandInFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """The import system's finder (``sys.meta_path``, PEP 451) that answers the import of :data:`LOADER` with a
    :class:`NoPluginLoader`, after the packages above it, as the import system does for any module."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        return ModuleSpec(name, self) if name == LOADER else None

    def create_module(self, spec: ModuleSpec) -> NoPluginLoader:
        return NoPluginLoader()

    def exec_module(self, module: types.ModuleType) -> None:
        """Nothing to run: the stand-in is complete when made."""

    def give_way(self) -> None:
        """Leave the import of :data:`LOADER` to pydantic's own module from now on."""
        while self in sys.meta_path:
            sys.meta_path.remove(self)


_FINDER = _StandInFinder()


def switch_off_pydantic_plugins() -> bool:
    """Set ``PYDANTIC_DISABLE_PLUGINS=__all__`` unless the environment says otherwise, and when plugins are then
    off and pydantic has not looked for them yet, have the import of its loader give a :class:`NoPluginLoader`.

    Call it before the first pydantic model class is built. Returns whether the stand-in is (or will be) in
    place: False when the environment names plugins to keep, or pydantic's loader is imported already."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    if os.environ["PYDANTIC_DISABLE_PLUGINS"] not in OFF:
        return False
    if isinstance(sys.modules.get(LOADER), NoPluginLoader) or _FINDER in sys.meta_path:
        return True
    if LOADER in sys.modules:
        return False
    sys.meta_path.insert(0, _FINDER)
    return True
