"""The shipped fonts: registering them with Qt, and finding characters they cannot draw.

The fonts are ``assets/fonts/MemoryBookWenKai-Regular.ttf`` and ``-Bold.ttf``: LXGW WenKai (SIL Open Font
License 1.1, see ``assets/fonts/copyright``) renamed as the licence asks of modified copies, with all of its
~28,900 characters (every CJK Unified Ideograph, so rare name characters print). Qt embeds them into PDFs
as TrueType subsets (``FontFile2``) with a ToUnicode map.

"""

from __future__ import annotations

import os
import sys
import unicodedata
from functools import cache

from assets import FONTS_DIR

FONT_FILES = {
    "regular": FONTS_DIR / "MemoryBookWenKai-Regular.ttf",
    "bold": FONTS_DIR / "MemoryBookWenKai-Bold.ttf",
}
"""The shipped font files by weight."""

FAMILY = "MemoryBook WenKai"
"""The family name both shipped files carry (Regular and Bold weights)."""

_IGNORED = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}  # zero-width characters


def ensure_qt_app():
    """Return the running ``QGuiApplication``, creating one if there is none.

    Without ``DISPLAY``/``WAYLAND_DISPLAY`` (a server, CI, the command line over SSH) and with no
    ``QT_QPA_PLATFORM`` chosen, the ``offscreen`` platform is used, so no window system is needed.
    Raises RuntimeError if a non-GUI ``QCoreApplication`` already runs (Qt cannot add a GUI to it).
    """
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("a QCoreApplication is running; printing needs a QGuiApplication")
        return app
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headless and not os.environ.get("QT_QPA_PLATFORM") and sys.platform.startswith("linux"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QGuiApplication(sys.argv[:1] or ["memorybook"])
    _register.cache_clear()  # font registrations belong to an application instance
    return app


@cache
def _register() -> str:
    from PySide6.QtGui import QFontDatabase

    for weight, path in FONT_FILES.items():
        if not path.is_file():
            raise FileNotFoundError(f"shipped font {path} is missing ({weight}); reinstall Memory Book")
        font_id = QFontDatabase.addApplicationFont(str(path))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if FAMILY not in families:
            raise RuntimeError(f"Qt could not load the shipped font {path} (got families {families})")
    return FAMILY


def register_fonts() -> str:
    """Make sure a QGuiApplication runs and the shipped fonts are registered (once); return the family name.

    Raises FileNotFoundError if a font file is missing, RuntimeError if Qt cannot load it.
    """
    ensure_qt_app()
    return _register()


@cache
def _cmaps() -> tuple[frozenset[int], ...]:
    from fontTools.ttLib import TTFont

    result = []
    for path in FONT_FILES.values():
        with TTFont(path, lazy=True) as font:
            result.append(frozenset(font.getBestCmap()))
    return tuple(result)


def covered(ch: str) -> bool:
    """Whether every shipped weight has a glyph for the single character ``ch``."""
    return all(ord(ch) in cmap for cmap in _cmaps())


def _ignorable(ch: str) -> bool:
    cp = ord(ch)
    if ch.isspace() or cp in _IGNORED:
        return True
    category = unicodedata.category(ch)
    if category in ("Cc", "Cf"):  # control and format characters draw nothing
        return True
    return 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF  # variation selectors


def missing_characters(text: str) -> list[str]:
    """The characters of ``text`` the shipped fonts cannot draw, each once, in order of first appearance,
    formatted as ``"𠀀 (U+20000)"``. Whitespace, control and format characters and variation selectors are
    ignored (they draw nothing). Reads the fonts' cmap tables with fontTools."""
    seen: set[str] = set()
    missing = []
    for ch in text:
        if ch in seen:
            continue
        seen.add(ch)
        if not _ignorable(ch) and not covered(ch):
            missing.append(f"{ch} (U+{ord(ch):04X})")
    return missing
