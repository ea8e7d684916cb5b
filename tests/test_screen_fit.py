"""The main window and every dialog fit the screen: 1366×768, 1920×1080 and 1280×800 at 100–200 % scaling.

Each scale factor runs tests/screen_fit_probe.py in a fresh process (Qt reads QT_SCALE_FACTOR at start-up) on
the offscreen platform with three screens described in a config file; the probe shows every window on every
screen, in every state (people panel, merge banner, drawing, variations, export before and after), and lists
what leaves the screen's available geometry and every control cut off."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from app.settings import Settings

REPO = Path(__file__).resolve().parents[1]
SCREENS = {
    "laptop-1366x768": (1366, 768),
    "fullhd-1920x1080": (1920, 1080),
    "wxga-1280x800": (1280, 800),
}


def screens_config(path: Path) -> Path:
    x, screens = 0, []
    for name, (width, height) in SCREENS.items():
        screens.append(
            {"name": name, "x": x, "y": 0, "width": width, "height": height, "logicalDpi": 96,
             "logicalBaseDpi": 96, "dpr": 1}
        )  # fmt: skip
        x += width
    path.write_text(json.dumps({"screens": screens}))
    return path


@pytest.fixture(scope="module")
def catalogue_needs(tmp_path_factory) -> Path:
    """The catalogue's GPU needs (:func:`model.placement.memory.memory_needs`, as the model process works them
    out for the model dialog), in a JSON file the probe shows instead of starting a model process."""
    from model.placement.memory import memory_needs

    needs = memory_needs()
    assert needs  # the dialog shows real figures
    path = tmp_path_factory.mktemp("needs") / "needs.json"
    path.write_text(json.dumps(needs), encoding="utf-8")
    return path


@pytest.mark.parametrize("scale", ["1", "1.25", "1.5", "2"])
def test_every_window_fits_every_screen(tmp_path, scale, catalogue_needs):
    config = screens_config(tmp_path / "screens.json")
    out = tmp_path / "report.json"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        QT_SCALE_FACTOR=scale,
        MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"),
        PYTHONPATH=str(REPO),
    )
    run = subprocess.run(
        [sys.executable, str(REPO / "tests" / "screen_fit_probe.py"), str(out), str(catalogue_needs)],
        env=env, capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert set(report) == set(SCREENS)
    for name, (width, height) in SCREENS.items():
        available = report[name]["available"]
        # the screen really is the logical size the scale factor gives (1366×768 at 200 % is 683×384)
        assert (
            abs(available[2] - width / float(scale)) <= 1 and abs(available[3] - height / float(scale)) <= 1
        )
        assert report[name]["problems"] == [], (scale, name, report[name]["problems"])


def test_window_size_and_splitter_remembered(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    from app.ui.main_window import MainWindow

    window = MainWindow(Settings(engine="sketch", first_run_done=True, language="en"))
    qtbot.addWidget(window)
    window.vm.create_blank(tmp_path / "book", "Book", "en")
    window.show()
    # each pane wider than its content needs (the editor and the pictures are never cut at the side)
    panes = [
        window.splitter.widget(i)
        .minimumSizeHint()
        .expandedTo(window.splitter.widget(i).minimumSize())
        .width()
        for i in range(3)
    ]
    width = sum(panes) + 90  # inside the default 800×600 offscreen screen
    window.resize(width, 500)
    window.splitter.setSizes([panes[0] + 10, panes[1] + 45, width - panes[0] - panes[1] - 65])
    sizes = window.splitter.sizes()
    window.shutdown()
    again = MainWindow(Settings(engine="sketch", first_run_done=True, language="en"))
    qtbot.addWidget(again)
    assert again.size() == QSize(width, 500)
    again.open_book(tmp_path / "book")
    again.show()
    assert again.splitter.sizes() == sizes


def test_first_start_uses_the_preferred_size_where_it_fits(qtbot, tmp_path, monkeypatch):
    """On a screen with room (the default offscreen screen is 800×600: the window takes 94 % of it), nothing
    is remembered yet: the window is as large as it may be, never larger than the screen."""
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    from app.ui.main_window import MainWindow
    from app.ui.screen_fit import available_geometry

    window = MainWindow(Settings(engine="sketch", first_run_done=True, language="en"))
    qtbot.addWidget(window)
    area = available_geometry(window)
    assert window.width() == min(1360, int(area.width() * 0.94))
    assert window.height() == min(860, int(area.height() * 0.94))


def test_the_window_managers_placement_is_fitted_once_and_the_persons_moves_are_left_alone(qtbot):
    """On X11 the window manager places a shown window (openbox put the main window at y = 40, its frame past
    the bottom of a 768 px screen): the first move after showing is fitted; later moves are the person's."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication, QWidget

    from app.ui.screen_fit import available_geometry, install_screen_fitter

    install_screen_fitter(QApplication.instance())
    window = QWidget()
    qtbot.addWidget(window)
    area = available_geometry(window)
    window.resize(area.width() // 2, area.height() - 40)
    window.show()
    low = QPoint(area.left() + 10, area.top() + 100)  # the frame 60 px past the bottom
    window.move(low)
    QApplication.processEvents()
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
    window.move(low)  # the person drags it down: theirs to do
    QApplication.processEvents()
    assert window.frameGeometry().topLeft() == low


PEOPLE_PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
from app.ui.app import make_application, make_window
app = make_application()
window = make_window(sys.argv[1])
window.show(); QApplication.processEvents()
window.people_dock.setVisible(True)  # the panel is built now, the first time it is shown
for _ in range(5):
    QApplication.processEvents()
frame, area = window.frameGeometry(), window.screen().availableGeometry()
print(json.dumps({"floating": window.people_dock.isFloating(), "right": frame.right(), "area_right": area.right()}))
window.shutdown()
"""


def test_the_people_panel_built_when_first_shown_still_opens_beside_the_window_only_where_it_fits(tmp_path):
    """The people panel is built the first time its dock is shown; the window's minimum width is asked again with
    it inside, so on a 1366×768 laptop at 150 % (911 px of room) the sample book's panel opens as a window of its
    own instead of pushing the main window past the screen (it did: 1056 px wide, the panel docked)."""
    from tests.conftest import EXAMPLES

    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1}]}))  # fmt: skip
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        QT_SCALE_FACTOR="1.5",
        MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"),
        PYTHONPATH=str(REPO),
    )
    book = tmp_path / "book"
    subprocess.run([sys.executable, "-m", "app.cli", "new", str(book), "--from", str(EXAMPLES / "waipo-zh.md")],
                   env=env, cwd=REPO, check=True, capture_output=True, timeout=120)  # fmt: skip
    run = subprocess.run([sys.executable, "-c", PEOPLE_PROBE, str(book)], env=env, cwd=REPO, capture_output=True,
                         text=True, timeout=120)  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found["right"] <= found["area_right"], found
    assert found["floating"], found
