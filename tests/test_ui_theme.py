"""The app's look (app.ui.theme): a palette on Fusion, no application-wide style sheet; the blue main button, the
brown section titles, the page strip and the banner, checked in what Qt paints."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QListView, QProgressBar, QPushButton

from app.ui.banner import Banner
from app.ui.theme import BROWN, PAPER, PROGRESS, STRIP, page_strip, primary_button, section_title

ROLE, GROUP = QPalette.ColorRole, QPalette.ColorGroup


def _painted(widget, x: int, y: int) -> QColor:
    """The colour Qt paints at (x, y) of ``widget`` (logical px; away from its text), at 200×40 px."""
    widget.resize(200, 40)
    return QColor(widget.grab().toImage().pixel(x, y))


def test_the_application_has_a_palette_and_no_style_sheet(qtbot):
    from app.ui.app import make_application

    app = make_application(language="zh")
    assert app.styleSheet() == ""  # a style sheet gives every widget a style-sheet style (start-up: ≈ 9 ms)
    assert app.style().name().lower() == "fusion"
    assert app.palette().color(ROLE.Window) == QColor(PAPER)
    assert app.palette().color(GROUP.Disabled, ROLE.ButtonText) != app.palette().color(ROLE.ButtonText)
    bar = QProgressBar()
    qtbot.addWidget(bar)
    bar.ensurePolished()  # a class's palette comes with the style's polish
    assert bar.palette().color(ROLE.Highlight) == QColor(PROGRESS)


def test_the_main_button_is_blue_and_fades_when_it_cannot_be_used(qtbot):
    from app.ui.app import make_application

    make_application(language="zh")
    plain, main = QPushButton("画插图"), primary_button(QPushButton("画插图"))
    for button in (plain, main):
        qtbot.addWidget(button)
    blue = _painted(main, 10, 20)
    assert blue.blue() > blue.red() + 40, blue.name()  # painted ≈ #5b8db8
    assert abs(blue.blue() - 0xB8) < 30 and abs(blue.red() - 0x5B) < 30, blue.name()
    paper = _painted(plain, 10, 20)
    assert abs(paper.blue() - paper.red()) < 12, paper.name()  # the warm paper of every other button
    main.setEnabled(False)
    faded = _painted(main, 10, 20)
    assert abs(faded.blue() - faded.red()) < 12, faded.name()
    assert main.objectName() == "primary"


def test_section_titles_strip_and_banner(qtbot):
    from app.ui.app import make_application

    make_application(language="zh")
    title = section_title(QLabel("故事"))
    qtbot.addWidget(title)
    assert title.font().bold() and title.palette().color(ROLE.WindowText) == QColor(BROWN)
    assert title.font().pointSize() > QLabel().font().pointSize()
    strip = page_strip(QListView())
    qtbot.addWidget(strip)
    assert _painted(strip, 100, 20) == QColor(STRIP)  # no page in it
    banner = Banner()
    qtbot.addWidget(banner)
    banner.show_message("照片打不开", "error")
    error = _painted(banner.label, 190, 20)
    banner.show_message("已保存", "info")  # under the error: it stays red
    assert _painted(banner.label, 190, 20) == error
    banner.hide()
    banner.show_message("已保存", "info")
    info = _painted(banner.label, 190, 20)
    assert error.red() > error.blue() + 20 and info.blue() > info.red() + 10, (error.name(), info.name())


def test_the_photo_drop_frame_is_white_inside_a_dashed_line(qtbot):
    from app.ui.app import make_application
    from app.ui.theme import DropFrame

    make_application(language="zh")
    frame = DropFrame()
    qtbot.addWidget(frame)
    frame.setFixedSize(160, 110)
    image = frame.grab().toImage()
    assert QColor(image.pixel(80, 55)) == QColor("white")
    top = [QColor(image.pixel(x, 0)) for x in range(20, 140)]
    line = [c for c in top if c.red() < 240]  # the dashes (#c9bfa9, antialiased)
    assert 20 < len(line) < 100, len(line)  # a dashed line: neither none nor solid
