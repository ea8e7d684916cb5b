"""Fonts and the calm look of the app: large readable type, the shipped WenKai face for Chinese and page text.

The shipped font (``assets/fonts/MemoryBookWenKai-*.ttf``, family "MemoryBook WenKai") is registered with
Qt at start-up; it is the page-text font of the editor (so what is typed looks like what is printed) and the
fallback for Chinese in the interface (many computers, and every CI machine, have no Chinese system font).

The colours are a palette on Qt's Fusion style (:func:`calm_palette`: warm paper, brown ink, one blue for the
button that does the main thing), not an application-wide style sheet: under a style sheet Qt gives every
widget a style-sheet style of its own as it is made and parented, which took ≈ 9 ms of the main window's first
frame (bench_startup; the start page, dialogs and every later widget paid it too). What a palette cannot give:
the banner carries a style sheet of its own (set when a message shows), the photo's drop frame is painted
(:class:`DropFrame`). Fusion everywhere also keeps the look the same on Linux, Windows and macOS.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QListView, QPushButton

from assets import FONTS_DIR

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QDialogButtonBox

UI_POINT_SIZE = 12
"""Interface text size in points (larger than the desktop default of 9-10 for older eyes)."""

PAGE_POINT_SIZE = 15
"""Page text size in the editor, in points; the large-text option adds :data:`LARGE_EXTRA` points."""

LARGE_EXTRA = 5

_families: list[str] = []

PAPER = "#fbf8f2"
"""The background of windows and dialogs."""
INK = "#2b2b2b"
"""Text."""
FADED = "#a09a8f"
"""Text and outlines of what cannot be used now (disabled)."""
BROWN = "#5a4a32"
"""Section titles."""
BLUE = "#2f6796"
"""The button colour of the one button that does the main thing (:func:`primary_button`): Fusion draws a button
lighter than its palette's colour (a gradient), and this one is painted ≈ #5a8eb8 (tests/test_ui_theme.py)."""
STRIP = "#f3eee4"
"""The page strip's background; :data:`STRIP_SELECTED` marks the page being edited."""
STRIP_SELECTED = "#e3d3b4"
PROGRESS = "#7fa77a"
"""The filled part of progress bars."""

BANNER_SHEETS = {
    "error": "QLabel { padding: 10px 14px; border-radius: 6px; background: #fbe3dc; color: #7a2614; "
    "border: 1px solid #e7a995; }",
    "info": "QLabel { padding: 10px 14px; border-radius: 6px; background: #e5eef6; color: #1e3f5c; "
    "border: 1px solid #a9c3da; }",
}
"""The banner's label, by kind (:class:`app.ui.banner.Banner`): a style sheet of its own (a rounded frame)."""

STYLE_ARGUMENTS = [] if sys.platform.startswith("linux") else ["-style", "fusion"]
"""Added to the QApplication's arguments (Qt's ``-style`` option: the style is made when first needed). Qt's
default on Linux is Fusion already; Windows' and macOS' own styles draw buttons in their own colours, not the
palette's, so the one blue button and the faded ones would not show."""


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
    """Interface font (system sans with WenKai as the Chinese fallback) and size, and :func:`calm_palette`
    (progress bars filled in :data:`PROGRESS`). The style is Fusion (:data:`STYLE_ARGUMENTS`, given to the
    QApplication where the platform's own is another); it is made when the first widget needs it: asking for it
    here (``app.style()``, ``app.setStyle``) made it ≈ 5 ms before the window's widgets and cost that much more in
    all (bench_startup's phases)."""
    families = register_fonts()
    font = app.font()
    base = [f for f in font.families() if f] or ["Sans Serif"]
    font.setFamilies(base + families[:1])
    font.setPointSize(UI_POINT_SIZE)
    app.setFont(font)
    palette = calm_palette()
    app.setPalette(palette)
    bars = QPalette(palette)
    bars.setColor(QPalette.ColorRole.Highlight, QColor(PROGRESS))
    app.setPalette(bars, "QProgressBar")  # type: ignore[arg-type]  # PySide6 takes str here; its stub says bytes


def calm_palette() -> QPalette:
    """Warm paper (:data:`PAPER`), white fields, brown-black ink; disabled text and buttons faded
    (:data:`FADED`). Fusion draws its outlines and shades from these colours."""
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    palette = QPalette(QColor("#fffdf8"), QColor(PAPER))  # button, window: Qt derives the shades from them
    for which, colour in (
        (role.WindowText, INK),
        (role.Text, INK),
        (role.ButtonText, INK),
        (role.Base, "#ffffff"),
        (role.AlternateBase, STRIP),
        (role.ToolTipBase, "#fffdf8"),
        (role.ToolTipText, INK),
        (role.PlaceholderText, FADED),
    ):
        palette.setColor(which, QColor(colour))
    for which in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, which, QColor(FADED))
    palette.setColor(group.Disabled, role.Button, QColor("#f1eee8"))
    return palette


def primary_button(button: QPushButton) -> QPushButton:
    """``button`` as the one that does the main thing (object name "primary"): white on :data:`BLUE`, faded
    like any other button while it cannot be used."""
    button.setObjectName("primary")
    palette = button.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.Button, QColor(BLUE))
        palette.setColor(group, QPalette.ColorRole.ButtonText, QColor("white"))
    button.setPalette(palette)
    return button


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel for ``dialog``: OK accepts it and is the :func:`primary_button`, Cancel rejects it."""
    from PySide6.QtWidgets import (
        QDialogButtonBox,  # here: PySide makes a Qt class when first named (the start)
    )

    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    primary_button(buttons.button(QDialogButtonBox.StandardButton.Ok))
    return buttons


def section_title(label: QLabel) -> QLabel:
    """``label`` as a section title (object name "sectionTitle"): bold, one point larger, in :data:`BROWN`."""
    label.setObjectName("sectionTitle")
    font = label.font()
    font.setPointSize(UI_POINT_SIZE + 1)
    font.setBold(True)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(BROWN))
    label.setPalette(palette)
    return label


def page_strip(view: QListView) -> QListView:
    """The page strip's look: :data:`STRIP` paper without a frame, the page being edited in
    :data:`STRIP_SELECTED`, titles one point larger than the interface."""
    view.setFrameShape(QFrame.Shape.NoFrame)
    palette = view.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.Base, QColor(STRIP))
        palette.setColor(group, QPalette.ColorRole.Highlight, QColor(STRIP_SELECTED))
        palette.setColor(group, QPalette.ColorRole.HighlightedText, QColor(INK))
    view.setPalette(palette)
    font = view.font()
    font.setPointSize(UI_POINT_SIZE + 1)
    view.setFont(font)
    return view


class DropFrame(QLabel):
    """A label on white with a dashed rounded frame (1 px, #c9bfa9): where a photo is dropped. Painted here
    rather than by a style sheet of its own, which would bring Qt's style-sheet style into the first frame."""

    def __init__(self) -> None:
        super().__init__()
        self.setContentsMargins(1, 1, 1, 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#c9bfa9"), 1, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("white"))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        painter.end()
        super().paintEvent(event)  # the text or the photo, over the frame
