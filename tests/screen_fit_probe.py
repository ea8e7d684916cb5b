"""Opens the main window and every dialog on small and large screens and reports what falls off them.

Run by tests/test_screen_fit.py in a fresh process per scale factor (Qt fixes the scale at start-up):
``QT_SCALE_FACTOR=1.5 QT_QPA_PLATFORM=offscreen:configfile=SCREENS.json python tests/screen_fit_probe.py OUT``.
The offscreen platform's config file lays the screens side by side (1366×768, 1920×1080, 1280×800 device px).
For each screen the probe shows the window with a book open (people panel shown too), then each dialog
(new book, book details, engine and model with the first-run welcome, export before and after an export), and
writes JSON: per screen its available geometry and a list of problems — a window whose frame leaves the
available geometry, or a visible widget outside its window (widgets inside a scroll area's viewport are
reachable by scrolling and are not counted) — and, on the first screen, images drawn below the screen's
device pixel ratio (the scale factor), which look soft.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget


def in_scrolled_view(widget: QWidget, window: QWidget) -> bool:
    """True when ``widget`` lies inside the viewport of a scroll area below ``window``."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and parent is grand.viewport():
            return True
        parent = grand
    return False


def problems(window: QWidget, name: str) -> list[str]:
    """What of ``window`` lies outside its screen's available geometry (logical px)."""
    QApplication.processEvents()
    area = window.screen().availableGeometry()
    frame = window.frameGeometry()
    found = []
    if not area.contains(frame):
        found.append(f"{name}: window {frame.getRect()} outside {area.getRect()}")
    box = QRect(window.mapToGlobal(QPoint(0, 0)), window.size()).intersected(area)
    for child in window.findChildren(QWidget):
        if not child.isVisible() or child.isWindow() or in_scrolled_view(child, window):
            continue
        rect = QRect(child.mapToGlobal(QPoint(0, 0)), child.size())
        if rect.width() > 0 and rect.height() > 0 and not box.contains(rect):
            found.append(f"{name}: {type(child).__name__} {child.objectName()!r} at {rect.getRect()}")
    return found[:8]


def blurred(window, tmp: Path) -> list[str]:
    """Images shown below their screen's resolution: the page editor's photo and the page strip's icon must
    carry the window's device pixel ratio and fill the label at that ratio (a 1200×800 photo is large enough)."""
    from PIL import Image

    photo = tmp / "photo.jpg"
    Image.radial_gradient("L").resize((1200, 800)).convert("RGB").save(photo)
    vm = window.vm
    vm.set_current(0)
    vm.add_photo(vm.book.pages[0].id, photo)
    for _ in range(400):
        QApplication.processEvents()
        pixmap = window.editor.photo_label.pixmap()
        if vm.book.pages[0].photo and pixmap is not None and not pixmap.isNull():
            break
        time.sleep(0.01)
    ratio = window.devicePixelRatioF()
    found = []
    pixmap = window.editor.photo_label.pixmap()
    label = window.editor.photo_label.contentsRect().size()
    if pixmap is None or pixmap.isNull():
        return ["page editor: the photo was not shown"]
    if abs(pixmap.devicePixelRatio() - ratio) > 0.01:
        found.append(f"page editor photo drawn at ratio {pixmap.devicePixelRatio()} on a {ratio} screen")
    if pixmap.width() < int(label.width() * ratio) - 1 and pixmap.height() < int(label.height() * ratio) - 1:
        found.append(
            f"page editor photo {pixmap.width()}×{pixmap.height()} px for {label.toTuple()} at {ratio}"
        )
    icon = vm.pages_model.icon(vm.book.pages[0])
    if abs(icon.devicePixelRatio() - ratio) > 0.01:
        found.append(f"page strip icon at ratio {icon.devicePixelRatio()} on a {ratio} screen")
    return found


def place(window: QWidget, screen) -> None:
    window.setScreen(screen)
    window.move(screen.availableGeometry().topLeft())


def check_screen(screen, settings_cls, tmp: Path) -> list[str]:
    from app.ui.book_dialog import BookDialog
    from app.ui.dialogs import NewBookDialog
    from app.ui.export_dialog import ExportDialog
    from app.ui.main_window import MainWindow
    from app.ui.model_dialog import ModelDialog

    window = MainWindow(settings_cls(engine="sketch", first_run_done=True, language="zh"))
    place(window, screen)
    window.show()
    found = problems(window, "welcome")
    folder = tmp / f"book-{screen.name()}"
    window.vm.create_blank(folder, "外婆的弄堂", "zh")
    for _ in range(3):
        window.vm.add_page()
    window.people_dock.show()
    found += problems(window, "main window")
    if screen is QApplication.screens()[0]:
        found += blurred(window, tmp)
    dialogs = {
        "new book": NewBookDialog(window, from_story=True),
        "book details": BookDialog(window.vm, window),
        "model": ModelDialog(window.settings, window.models_vm, window, first_run=True),
    }
    export = ExportDialog(window.export_vm, window)
    dialogs["export"] = export
    for name, dialog in dialogs.items():
        place(dialog, screen)
        dialog.show()
        found += problems(dialog, name)
        if dialog is export:
            page = QImage(700, 990, QImage.Format.Format_RGB32)
            page.fill(QColor("white"))
            export._show_pages([page] * 6)
            found += problems(dialog, "export after export")
        dialog.close()
    window.shutdown()
    window.close()
    return found


def main(out: str) -> int:
    from app.settings import Settings
    from app.ui.app import make_application

    app = make_application(["screen-fit-probe"], language="zh")
    report = {}
    with tempfile.TemporaryDirectory() as tmp:
        for screen in app.screens():
            report[screen.name()] = {
                "available": screen.availableGeometry().getRect(),
                "ratio": screen.devicePixelRatio(),
                "problems": check_screen(screen, Settings, Path(tmp)),
            }
    Path(out).write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
