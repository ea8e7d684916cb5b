"""Opens the main window and every dialog on small and large screens and reports what falls off them.

Run by tests/test_screen_fit.py in a fresh process per scale factor (Qt fixes the scale at start-up):
``QT_SCALE_FACTOR=1.5 QT_QPA_PLATFORM=offscreen:configfile=SCREENS.json python tests/screen_fit_probe.py OUT
[NEEDS.json]``. With ``NEEDS.json`` (the catalogue's GPU needs as
:func:`model.placement.memory.memory_needs` returns them, worked out by the test once per run) the model dialog
shows those figures without a model process: starting one (a fork server importing torch and diffusers) cost
this probe 10 of its 14 s of CPU, once per scale factor, and is not what it looks at.
The offscreen platform's config file lays the screens side by side (1366×768, 1920×1080, 1280×800 device px).
For each screen the probe shows the window with a book open, then in the states a volunteer's afternoon piles
up — the people panel open, the "merged" banner, drawing in progress, variations shown — then each dialog
(new book, book details, engine and model with the first-run welcome, export before and after an export), and
writes JSON: per screen its available geometry and a list of problems — a window whose frame leaves the
available geometry, a visible widget outside its window (widgets inside a scroll area's viewport are
reachable by scrolling and are not counted), a control cut off (:func:`clipped`: smaller than its text
needs, cut sideways by a scroll area, an illustrate button not wholly in view, a story box under
:data:`STORY_LINES` lines) — and, on the first screen, images drawn below the screen's device pixel ratio
(the scale factor), which look soft.
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
        if not child.isVisible() or child.window() is not window or in_scrolled_view(child, window):
            continue  # hidden, a window of its own (a floating panel: looked at by itself), or scrolled to
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


MAIN_BUTTONS = {
    "panel": (("illustrate_button", "variations_button", "cancel_button"), True),
    "people": (("add_button", "add_photo_button", "lora_button", "draw_sheet_button"), False),
}
"""Main buttons of the main window, by panel attribute: never cut at the side (no scrolling sideways to reach
one), and with True wholly in view without scrolling at all (the illustrate buttons; the people panel's may
be scrolled to, up and down, on a short screen)."""

STORY_LINES = 5
"""The story box shows at least this many lines of text in every state."""


def visible_rect(widget: QWidget, window: QWidget) -> QRect:
    """The part of ``widget`` (global logical px) not cut off by its ancestors up to ``window``: a scroll
    area's viewport, a splitter pane, the window itself."""
    rect = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None:
        rect = rect.intersected(QRect(parent.mapToGlobal(QPoint(0, 0)), parent.size()))
        if parent is window:
            break
        parent = parent.parentWidget()
    return rect


def clipped(window: QWidget, name: str) -> list[str]:
    """Controls of ``window`` that are cut off: a button, tick box, field or bar narrower or lower than its
    text needs (``minimumSizeHint``; a push button's full ``sizeHint`` width), a word-wrapped label lower than
    its text (``heightForWidth``), a control cut sideways by its scroll area (reached only by scrolling
    sideways), and a main button not wholly in view."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QComboBox,
        QLabel,
        QLineEdit,
        QProgressBar,
        QPushButton,
    )

    QApplication.processEvents()
    found = []
    controls = (QAbstractButton, QComboBox, QLineEdit, QProgressBar, QAbstractSpinBox, QLabel)
    for child in window.findChildren(QWidget):
        if not isinstance(child, controls) or not child.isVisible() or child.isWindow():
            continue
        if child.window() is not window:
            continue
        label = f"{name}: {type(child).__name__} {child.objectName() or _text(child)!r}"
        need = child.minimumSizeHint()
        if isinstance(child, QPushButton):
            need = child.sizeHint()
        if isinstance(child, QLabel):
            if child.wordWrap() and child.text() and child.height() < child.heightForWidth(child.width()):
                found.append(
                    f"{label} {child.height()} px high, its text needs {child.heightForWidth(child.width())}"
                )
            continue
        if child.width() < need.width() - 1 or child.height() < need.height() - 1:
            found.append(f"{label} {child.size().toTuple()} smaller than its text needs {need.toTuple()}")
            continue
        seen = visible_rect(child, window)
        if in_scrolled_view(child, window) and seen.width() < child.width() and seen.height() > 0:
            found.append(f"{label} cut sideways: {seen.width()} of {child.width()} px in view")
    found += _main_buttons(window, name)
    editor = getattr(window, "editor", None)
    if editor is not None and editor.isVisible():
        box = editor.text_edit
        lines = box.viewport().height() / box.fontMetrics().lineSpacing()
        if lines < STORY_LINES:
            found.append(f"{name}: the story box shows {lines:.1f} lines (at least {STORY_LINES})")
    return found[:12]


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return text() if callable(text) else ""


def _main_buttons(window: QWidget, name: str) -> list[str]:
    found = []
    for panel_name, (buttons, whole) in MAIN_BUTTONS.items():
        panel = getattr(window, panel_name, None)
        if panel is None or not panel.isVisible():
            continue
        for attribute in buttons:
            button = getattr(panel, attribute)
            if not button.isVisibleTo(panel):
                continue
            seen = visible_rect(button, window)
            cut = seen.size() != button.size() if whole else 0 < seen.width() < button.width()
            if cut:
                found.append(
                    f"{name}: main button {button.text()!r} {seen.width()}×{seen.height()} of "
                    f"{button.width()}×{button.height()} px in view"
                )
    return found


def place(window: QWidget, screen) -> None:
    window.setScreen(screen)
    window.move(screen.availableGeometry().topLeft())


def look(window: QWidget, name: str) -> list[str]:
    """Everything the probe finds wrong with ``window`` in the state it is in now."""
    return problems(window, name) + clipped(window, name)


def main_window_states(window) -> list[str]:
    """The main window with a book, then with the people panel, the "merged" banner, drawing in progress
    and variations shown (each state on top of the last, as a volunteer's afternoon piles them up)."""
    from app.viewmodels.illustrate import IllustrateProgress, PageDone

    vm = window.vm
    vm.set_page_field(vm.book.pages[0].id, "text", "外婆家的弄堂口有一棵老梧桐树。" * 12)
    found = look(window, "main window")
    person = vm.add_person("外婆")
    window.people_dock.show()
    window.people.list.setCurrentRow(0)
    for _ in range(3):  # where the panel floats, the window is fitted again a turn of the event loop later
        QApplication.processEvents()
    found += look(window, "people panel")
    if window.people_dock.isFloating():  # too narrow a screen for it beside the page: a window of its own
        for _ in range(3):  # it is placed two turns of the event loop after it floats
            QApplication.processEvents()
        found += look(window.people_dock, "people panel window")
    assert person is not None
    vm.message_changed.emit(
        "Changes saved to this book by another program were taken in; your own edits are kept."
    )
    found += look(window, "merge banner")
    panel = window.panel
    panel._running_changed(True)
    panel._progress(IllustrateProgress(page=2, pages=8, step=7, steps=20, message="drawing"))
    panel.status.setText("正在画第 2 页（共 8 页）：外婆家的弄堂口……你可以继续编辑。" * 2)
    found += look(window, "drawing")
    image = QImage(120, 90, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    page_id = vm.book.pages[0].id
    panel._show_variations(page_id, [PageDone(page_id, f"k{i}", image, seed=i) for i in range(4)])
    panel.variations.setVisible(True)
    panel.variations_title.setVisible(True)
    found += look(window, "variations")
    panel._running_changed(False)
    return found


def service_state(export) -> list[str]:
    """The export dialog with a print service chosen: its binding and paper, the lines of what it implies
    (page count with padding, spine, the cover file) and the service's findings in the list."""
    from app.print.order_checks import OrderFinding
    from app.viewmodels.export_types import OrderOutline
    from words import Message, say

    export.service_combo.setCurrentIndex(export.service_combo.findData("lulu"))
    padding = Message("print.order.mostly_padding", added=16, pages=24, name="Lulu")
    finding = OrderFinding("mostly_padding", "worth_fixing", padding)
    export.show_outline(
        OrderOutline(
            service="Lulu", binding="hardcover", paper="standard", trim_mm=(210.0, 297.0), bleed_mm=3.175,
            colour="srgb", cover="外婆的弄堂-cover.pdf", planned=True, pages=24, added=16, spine_mm=6.35,
            cover_mm=(464.5, 335.1), findings=[finding] * 3,
        )
    )  # fmt: skip
    for _ in range(3):
        export.findings.addItem(f"Lulu · {say(finding.line(), 'zh')}")
    found = look(export, "export for a service")
    export.service_combo.setCurrentIndex(0)
    return found


def export_states(window, screen) -> list[str]:
    """The export dialog before an export, then after one (the saved file's lines, the build's warnings and
    the written pages shown)."""
    from app.ui.export_dialog import ExportDialog
    from app.viewmodels.export_types import ExportResult

    export = ExportDialog(window.export_vm, window)
    place(export, screen)
    export.show()
    found = look(export, "export")
    found += service_state(export)
    page = QImage(700, 990, QImage.Format.Format_RGB32)
    page.fill(QColor("white"))
    result = ExportResult(
        path=Path("/home/volunteer/记忆绘本/外婆的弄堂.pdf"), bytes=3_400_000, pages=8, made=2, reused=6,
        warnings=["page 3: the photo is 640×480 pixels; it prints soft at this size"] * 3,
    )  # fmt: skip
    export.vm.render_pdf = lambda *_a, **_k: None  # the pages are shown below, without a PDF
    export._exported(result)
    export._show_pages([page] * 6)
    found += look(export, "export after export")
    export.close()
    return found


def check_screen(screen, settings_cls, tmp: Path) -> list[str]:
    from app.ui.book_dialog import BookDialog
    from app.ui.dialogs import NewBookDialog
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
    found += main_window_states(window)
    if screen is QApplication.screens()[0]:
        found += blurred(window, tmp)
    dialogs = {
        "new book": NewBookDialog(window, from_story=True),
        "book details": BookDialog(window.vm, window),
        "model": ModelDialog(window.settings, window.models_vm, window, first_run=True),
    }
    for name, dialog in dialogs.items():
        place(dialog, screen)
        dialog.show()
        found += look(dialog, name)
        dialog.close()
    found += export_states(window, screen)
    window.shutdown()
    window.close()
    return found


class NeedsOnly:
    """Stands in for the app's model process (:func:`model.runtime.process.shared_engine`) with the catalogue's
    GPU needs read from a file; any other call fails the probe, naming it (the windows must not start work
    the probe does not know of)."""

    running = False

    def __init__(self, needs: dict[str, int]) -> None:
        self.needs = needs

    def call(self, function: str, *args, **kwargs):
        if function != "model.placement.memory:memory_needs":
            raise AssertionError(f"screen-fit probe: unexpected call to the model process: {function}")
        return dict(self.needs)

    def close(self) -> None:
        """Nothing to stop."""


def main(out: str, needs: str | None = None) -> int:
    from app.settings import Settings
    from app.ui.app import make_application

    if needs:
        import model.runtime.process

        stand_in = NeedsOnly(json.loads(Path(needs).read_text(encoding="utf-8")))
        model.runtime.process.shared_engine = lambda: stand_in

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
    sys.exit(main(*sys.argv[1:3]))
