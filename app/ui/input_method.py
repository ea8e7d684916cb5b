"""Typing Chinese on Linux: the input method the app can talk to, chosen before Qt starts.

Qt talks to an input method (fcitx5, IBus) through a *platform input context* plugin
(``plugins/platforminputcontexts``). The PySide6 wheel ships ``compose``, ``ibus`` and the virtual keyboard,
but not fcitx5's plugin: fcitx5-qt's plugin is built against Qt's private API of one exact Qt version, so a
copy made for the system's Qt (Debian's ``fcitx5-frontend-qt6``) cannot load into PySide6's Qt, and its
licence (LGPL/BSD) is not what stops us. fcitx5 — the input method of most Chinese Linux desktops — also
speaks IBus's protocol (its ``ibus`` front end, on by default in fcitx5 ≥ 5.0.3), so a session that asks Qt
for ``fcitx`` is switched to Qt's ``ibus`` plugin: Chinese input works with the wheel and with the bundle.

:func:`choose_input_module` decides (pure, tested); :func:`apply_input_method` sets ``QT_IM_MODULE`` before the
``QApplication`` is made. The Help menu and docs/GUIDE.zh.md tell the volunteer what was done and what to do
when it still does not work (turn on fcitx5's IBus front end in fcitx5-configtool → Addons).
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from dataclasses import dataclass
from pathlib import Path

FCITX_NAMES = ("fcitx", "fcitx5")
"""Values of ``QT_IM_MODULE``/``GTK_IM_MODULE``/``XMODIFIERS=@im=…`` that mean fcitx (4 or 5)."""

PLUGIN_FILES = {"ibus": "libibusplatforminputcontextplugin", "fcitx": "libfcitx5platforminputcontextplugin"}
"""File-name stems of the input-context plugins, per ``QT_IM_MODULE`` value (``.so`` on Linux)."""


@dataclass(frozen=True)
class InputMethodChoice:
    """What :func:`choose_input_module` decided: ``module`` for ``QT_IM_MODULE`` (None: leave it as it is),
    the input method it saw (``"fcitx"``, ``"ibus"`` or ``""``), and ``reason`` in English (shown translated
    in the Help dialog)."""

    module: str | None
    seen: str
    reason: str


def seen_input_method(environ: dict[str, str]) -> str:
    """The input method the desktop session names (``"fcitx"``, ``"ibus"`` or ``""``), from ``QT_IM_MODULE``,
    ``GTK_IM_MODULE`` and ``XMODIFIERS`` (``@im=fcitx``) — what desktop sessions set for their input method."""
    values = [environ.get("QT_IM_MODULE", ""), environ.get("GTK_IM_MODULE", "")]
    modifiers = environ.get("XMODIFIERS", "")
    if "@im=" in modifiers:
        values.append(modifiers.split("@im=", 1)[1])
    for value in (v.strip().lower() for v in values):
        if value in FCITX_NAMES:
            return "fcitx"
        if value == "ibus":
            return "ibus"
    return ""


def installed_plugins(plugin_dir: Path) -> set[str]:
    """The ``QT_IM_MODULE`` values whose plugin is in ``plugin_dir/platforminputcontexts``."""
    folder = plugin_dir / "platforminputcontexts"
    names = {p.name for p in folder.iterdir()} if folder.is_dir() else set()
    return {module for module, stem in PLUGIN_FILES.items() if any(n.startswith(stem) for n in names)}


def choose_input_module(
    environ: dict[str, str], plugins: set[str], platform: str = sys.platform
) -> InputMethodChoice:
    """The ``QT_IM_MODULE`` the app should use on ``platform`` given the session's ``environ`` and the
    input-context ``plugins`` Qt has (:func:`installed_plugins`). Only Linux is changed; a user who set
    ``MEMORYBOOK_KEEP_IM_MODULE=1`` is never overridden."""
    seen = seen_input_method(environ)
    if not platform.startswith("linux") or environ.get("MEMORYBOOK_KEEP_IM_MODULE") == "1":
        return InputMethodChoice(None, seen, "left as the system set it")
    if seen == "fcitx" and "fcitx" not in plugins:
        if "ibus" in plugins:
            return InputMethodChoice(
                "ibus", seen, "fcitx5 is talked to through its IBus front end (Qt's fcitx plugin is not here)"
            )
        return InputMethodChoice(None, seen, "neither Qt's fcitx nor its ibus plugin is here")
    return InputMethodChoice(None, seen, "the input method's own plugin is here")


def qt_plugin_dir() -> Path:
    """Qt's plugin folder (PySide6's, or the bundle's), without starting an application."""
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))


LAST_CHOICE: InputMethodChoice | None = None
"""What :func:`apply_input_method` decided at start-up (for the Help dialog)."""


def apply_input_method(environ: dict[str, str] | None = None) -> InputMethodChoice:
    """Decide and set ``QT_IM_MODULE`` in ``environ`` (default ``os.environ``); call before the
    ``QApplication`` is made. Returns the choice (the Help dialog shows it)."""
    env: MutableMapping[str, str] = os.environ if environ is None else environ
    choice = choose_input_module(dict(env), installed_plugins(qt_plugin_dir()))
    if choice.module:
        env["QT_IM_MODULE"] = choice.module
    global LAST_CHOICE
    LAST_CHOICE = choice
    return choice
