"""The shipped fonts: registering them with Qt, falling back only to shipped fonts, and finding characters
no shipped font can draw.

The main fonts are ``assets/fonts/MemoryBookWenKai-Regular.ttf`` and ``-Bold.ttf``: LXGW WenKai (SIL Open
Font License 1.1, see ``assets/fonts/copyright``) renamed as the licence asks of modified copies, with all of
its ~28,900 characters (all 20,992 ideographs of the main CJK block, few of the extensions). Beside them,
``MemoryBookWenKaiPunct-*.ttf`` (6 KB, ``assets/fonts/make_punctuation.py``) hold WenKai's curly quotes in
a full em, drawn for a quote next to CJK text as Chinese typesetting sets quotation marks, and an ellipsis on
the baseline, drawn for an ellipsis in English text (:func:`uses_punctuation_font`).

Fallbacks (``assets/fonts/fallback.json``, built by ``assets/fonts/make_fallback.py``): Jigmo (CC0) for every
CJK Unified Ideograph of Extensions A–I and the compatibility ideographs, split by plane into four WOFF2
files, and Noto Emoji (monochrome outlines, OFL) for emoji. A fallback file is registered with Qt only when
a text needs it, and every ``QFont`` lists exactly these families after the main one (:func:`families`).
A character no shipped font draws is never left to the machine's fonts (the same book would print
differently on two computers): :func:`printable` replaces it with 〓 (U+3013 GETA MARK, the typesetter's
mark for a character the type case lacks), and :func:`missing_glyphs` / :func:`missing_characters` name it
so the build and ``memorybook check`` can say so. Qt embeds the fonts into PDFs as TrueType subsets
(``FontFile2``).
"""

from __future__ import annotations

import bisect
import json
import os
import re
import sys
import unicodedata
from dataclasses import dataclass
from functools import cache

from app.book.errors import BookError
from assets import FONTS_DIR
from words import Message

FONT_FILES = {
    "regular": FONTS_DIR / "MemoryBookWenKai-Regular.ttf",
    "bold": FONTS_DIR / "MemoryBookWenKai-Bold.ttf",
}
"""The shipped font files by weight."""

FAMILY = "MemoryBook WenKai"
"""The family name both shipped files carry (Regular and Bold weights)."""

PUNCT_FILES = {
    "regular": FONTS_DIR / "MemoryBookWenKaiPunct-Regular.ttf",
    "bold": FONTS_DIR / "MemoryBookWenKaiPunct-Bold.ttf",
}
"""WenKai's curly quotes “ ” ‘ ’ in a full em (for Chinese text) and a baseline ellipsis … (for English
text), built by ``assets/fonts/make_punctuation.py``."""

PUNCT_FAMILY = "MemoryBook WenKai Punctuation"
"""The family of :data:`PUNCT_FILES`: :func:`font_runs` gives it what :func:`uses_punctuation_font` says."""

GETA = "〓"
"""What prints in place of a character no shipped font draws (U+3013 GETA MARK)."""

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
    _registered_fallbacks.clear()
    return app


WEIGHTS = {"regular": Message("print.font.regular"), "bold": Message("print.font.bold")}
"""The shipped fonts' weights as a missing font names them."""


@cache
def _register() -> str:
    from PySide6.QtGui import QFontDatabase

    for family, files in ((FAMILY, FONT_FILES), (PUNCT_FAMILY, PUNCT_FILES)):
        for weight, path in files.items():
            if not path.is_file():
                said = WEIGHTS.get(weight, weight)
                raise BookError(Message("print.font.missing_weight", path=path, weight=said))
            font_id = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            if family not in families:
                raise BookError(Message("print.font.not_loaded", path=path, families=", ".join(families)))
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


@dataclass(frozen=True)
class FallbackFont:
    """A shipped fallback font: its ``file`` in ``assets/fonts``, ``family`` and ``postscript`` names, and the
    code points it covers as sorted ``starts`` / ``ends`` (inclusive runs)."""

    file: str
    family: str
    postscript: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def covers(self, cp: int) -> bool:
        i = bisect.bisect_right(self.starts, cp) - 1
        return i >= 0 and cp <= self.ends[i]


@cache
def fallback_fonts() -> tuple[FallbackFont, ...]:
    """The shipped fallback fonts in the order Qt tries them (from ``assets/fonts/fallback.json``)."""
    table = json.loads((FONTS_DIR / "fallback.json").read_text(encoding="utf-8"))
    return tuple(
        FallbackFont(
            e["file"],
            e["family"],
            e["postscript"],
            tuple(r[0] for r in e["ranges"]),
            tuple(r[1] for r in e["ranges"]),
        )
        for e in table
    )


def families() -> list[str]:
    """The families every printed ``QFont`` lists: the main family, then each fallback's."""
    return [FAMILY] + [font.family for font in fallback_fonts()]


_registered_fallbacks: set[str] = set()


def _fallback_for(cp: int) -> FallbackFont | None:
    return next((font for font in fallback_fonts() if font.covers(cp)), None)


def register_fallbacks(text: str) -> None:
    """Register with Qt the fallback fonts the characters of ``text`` need (each file once per application).
    Raises FileNotFoundError / RuntimeError like :func:`register_fonts`."""
    from PySide6.QtGui import QFontDatabase

    primary = _cmaps()[0]
    for ch in set(text):
        cp = ord(ch)
        if cp < 0x80 or cp in primary:
            continue
        font = _fallback_for(cp)
        if font is None or font.file in _registered_fallbacks:
            continue
        path = FONTS_DIR / font.file
        if not path.is_file():
            raise BookError(Message("print.font.missing", path=path))
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font.family not in (QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []):
            raise BookError(Message("print.font.fallback_not_loaded", path=path))
        _registered_fallbacks.add(font.file)


def covered(ch: str) -> bool:
    """Whether a shipped font draws the single character ``ch``: every weight of the main family, or a
    fallback font."""
    cp = ord(ch)
    return all(cp in cmap for cmap in _cmaps()) or _fallback_for(cp) is not None


def family_for(ch: str) -> str:
    """The shipped family that draws ``ch``: the main one when it has the character (or the character draws
    nothing, or no shipped font has it: it prints as :data:`GETA`), else the first fallback covering it."""
    cp = ord(ch)
    if cp < 0x80 or cp in _cmaps()[0] or _ignorable(ch):
        return FAMILY
    font = _fallback_for(cp)
    return font.family if font is not None else FAMILY


def uses_punctuation_font(text: str, i: int) -> bool:
    """Whether ``text[i]`` is drawn from :data:`PUNCT_FAMILY`: a curly quote set full width
    (:func:`app.book.cjk.sets_full_width`) or an ellipsis in English text
    (:func:`app.book.cjk.sets_latin_ellipsis`)."""
    from app.book.cjk import CURLY_QUOTES, sets_full_width, sets_latin_ellipsis

    ch = text[i]
    if ch in CURLY_QUOTES:
        return sets_full_width(text, i)
    return ch == "…" and sets_latin_ellipsis(text, i)


def font_runs(text: str) -> list[tuple[int, int, str]]:
    """``text`` cut into maximal runs drawn by one shipped family: ``(start, end, family)`` (Python string
    indexes). The printer shapes each run with that family alone, so no other font can step in. A curly
    quote next to CJK text and an ellipsis in English text get :data:`PUNCT_FAMILY`
    (:func:`uses_punctuation_font`)."""
    runs: list[tuple[int, int, str]] = []
    for i, ch in enumerate(text):
        family = PUNCT_FAMILY if uses_punctuation_font(text, i) else family_for(ch)
        if ch.isspace():  # the main family's space: a fallback may have none (it would print .notdef)
            family = FAMILY
        if runs and (runs[-1][2] == family or silent(ch)):  # ❤️: the selector stays with ❤
            runs[-1] = (runs[-1][0], i + 1, runs[-1][2])
        else:
            runs.append((i, i + 1, family))
    return runs


def printable(text: str) -> str:
    """``text`` with each character no shipped font draws replaced by :data:`GETA` (same length, so string
    positions stay valid); whitespace, control and format characters and variation selectors are kept."""
    primary = _cmaps()[0]
    if primary.issuperset(map(ord, text)):
        return text
    return "".join(GETA if not (ord(ch) in primary or _ignorable(ch) or covered(ch)) else ch for ch in text)


SKIN_TONES = range(0x1F3FB, 0x1F400)
"""Emoji skin-tone modifiers (Fitzpatrick types 1–2 … 6, Unicode TR #51 §2.4)."""


SILENT_PATTERN = re.compile(
    "["
    + "".join(chr(cp) for cp in sorted(_IGNORED))
    + "\ufe00-\ufe0f\U000e0100-\U000e01ef"
    + "\U0001f3fb-\U0001f3ff]"
)
"""Finds a :func:`silent` character in a string (one regular-expression scan instead of a call per character)."""


def silent(ch: str) -> bool:
    """Whether ``ch`` is a character the printer draws as nothing of its own: a variation selector, a
    zero-width joiner or space, or an emoji skin-tone modifier — the shipped monochrome emoji font has no
    coloured skin tones and would draw a modifier as a swatch after the emoji, so the emoji prints in its
    neutral form (Unicode TR #51 §2.4 allows showing the modifier's absence). Its glyph is left out of the
    PDF and the character copies back with the one before it (:func:`app.print.glyphs.draw_line`)."""
    cp = ord(ch)
    return cp in _IGNORED or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF or cp in SKIN_TONES


def _ignorable(ch: str) -> bool:
    cp = ord(ch)
    if ch.isspace() or cp in _IGNORED:
        return True
    category = unicodedata.category(ch)
    if category in ("Cc", "Cf"):  # control and format characters draw nothing
        return True
    return 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF  # variation selectors


def missing_glyphs(text: str) -> list[str]:
    """The characters of ``text`` that no shipped font (main or fallback) can draw, each once, in order of
    first appearance (they print as :data:`GETA`). Whitespace, control and format characters and variation
    selectors are ignored. For ``memorybook check`` and the build's warnings; reads cmaps only, no Qt."""
    seen: set[str] = set()
    missing = []
    for ch in text:
        if ch not in seen:
            seen.add(ch)
            if not _ignorable(ch) and not covered(ch):
                missing.append(ch)
    return missing


def missing_characters(text: str) -> list[str]:
    """The characters of ``text`` the shipped fonts cannot draw, each once, in order of first appearance,
    formatted as ``"𠀀 (U+20000)"`` (see :func:`missing_glyphs`)."""
    return [f"{ch} (U+{ord(ch):04X})" for ch in missing_glyphs(text)]
