"""Fonts and the calm look of the app: large readable type, the shipped WenKai face for Chinese and page text.

The shipped font (``assets/fonts/MemoryBookWenKai-*.ttf``, family "MemoryBook WenKai") is registered with
Qt at start-up; it is the page-text font of the editor (so what is typed looks like what is printed) and the
fallback for Chinese in the interface (many computers, and every CI machine, have no Chinese system font).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from assets import FONTS_DIR

UI_POINT_SIZE = 12
"""Interface text size in points (larger than the desktop default of 9-10 for older eyes)."""

PAGE_POINT_SIZE = 15
"""Page text size in the editor, in points; the large-text option adds :data:`LARGE_EXTRA` points."""

LARGE_EXTRA = 5

_families: list[str] = []

STYLE_SHEET = """
QMainWindow, QDialog { background: #fbf8f2; }
QListView#pageStrip { background: #f3eee4; border: none; font-size: 13pt; }
QListView#pageStrip::item { padding: 6px; border-radius: 6px; }
QListView#pageStrip::item:selected { background: #e3d3b4; color: #2b2b2b; }
QPushButton { padding: 6px 14px; border-radius: 6px; border: 1px solid #c9bfa9; background: #fffdf8; }
QPushButton:hover { background: #f4ecdc; }
QPushButton:default, QPushButton#primary { background: #5b8db8; color: white; border-color: #4a7aa3; }
QPushButton:disabled { color: #a09a8f; background: #f1eee8; }
QPushButton:default:disabled, QPushButton#primary:disabled { color: #a09a8f; background: #f1eee8; border-color: #c9bfa9; }
QLineEdit, QPlainTextEdit { padding: 4px; border: 1px solid #d5ccb8; border-radius: 5px; background: white; }
QLabel#banner { padding: 10px 14px; border-radius: 6px; }
QLabel#banner[kind="error"] { background: #fbe3dc; color: #7a2614; border: 1px solid #e7a995; }
QLabel#banner[kind="info"] { background: #e5eef6; color: #1e3f5c; border: 1px solid #a9c3da; }
QLabel#sectionTitle { font-size: 13pt; font-weight: bold; color: #5a4a32; }
QLabel#photoDrop { border: 1px dashed #c9bfa9; border-radius: 6px; background: white; }
QProgressBar { border: 1px solid #d5ccb8; border-radius: 5px; text-align: center; background: white; }
QProgressBar::chunk { background: #7fa77a; border-radius: 4px; }
"""


def register_fonts() -> list[str]:
    """Register the shipped fonts once; returns their family names (empty when a file is unreadable)."""
    if not _families:
        for name in ("MemoryBookWenKai-Regular.ttf", "MemoryBookWenKai-Bold.ttf"):
            font_id = QFontDatabase.addApplicationFont(str(FONTS_DIR / name))
            if font_id >= 0:
                for family in QFontDatabase.applicationFontFamilies(font_id):
                    if family not in _families:
                        _families.append(family)
    return list(_families)


def page_font(large: bool = False) -> QFont:
    """The font of page text (title, story) in the editor: the printed face, large."""
    font = QFont()
    families = register_fonts()
    if families:
        font.setFamilies(families[:1])
    font.setPointSize(PAGE_POINT_SIZE + (LARGE_EXTRA if large else 0))
    return font


def apply_theme(app: QApplication) -> None:
    """Interface font (system sans with WenKai as the Chinese fallback), size and style sheet."""
    families = register_fonts()
    font = app.font()
    base = [f for f in font.families() if f] or ["Sans Serif"]
    font.setFamilies(base + families[:1])
    font.setPointSize(UI_POINT_SIZE)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)
