"""The app's main window paints its first frame before the screen fitter and the worker's jobs (app/ui/window_start.py),
and fits itself to the screen all the while."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog

from app.settings import Settings
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)

SETTINGS = {"engine": "sketch", "first_run_done": True, "language": "en"}


def _started(qtbot, book):
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    make_application(language="en")
    window = MainWindow(Settings(**SETTINGS), book=book, quietly=True)
    qtbot.addWidget(window)
    return window


def test_the_first_frame_comes_before_the_screen_fitter_and_the_worker_jobs(qtbot, sample_book):  # noqa: F811
    from app.ui.screen_fit import screen_fitter_on

    app = QApplication.instance()
    window = _started(qtbot, sample_book)
    assert window.vm.is_open and window.welcome_built is None  # opened in the window: no start page built
    ran: list[str] = []
    window.bridge.submit("probe", lambda ctx: ran.append("ran"))
    QApplication.processEvents()
    assert not screen_fitter_on(app) and ran == []  # built, not shown: nothing painted yet
    window.show()
    qtbot.waitUntil(lambda: screen_fitter_on(app), timeout=5000)
    qtbot.waitUntil(lambda: ran == ["ran"], timeout=5000)
    dialog = QDialog(window)  # a dialog after the first frame is the fitter's again
    dialog.resize(QSize(5000, 5000))
    dialog.show()
    QApplication.processEvents()
    area = window.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    dialog.close()
    window.shutdown()


def test_a_window_closed_before_its_first_frame_gives_the_screen_fitter_back(qtbot, sample_book):  # noqa: F811
    from app.ui.screen_fit import screen_fitter_on

    window = _started(qtbot, sample_book)
    assert not screen_fitter_on(QApplication.instance())
    window.shutdown()
    assert screen_fitter_on(QApplication.instance())


def test_the_main_window_fits_itself_while_the_screen_fitter_is_off(qtbot, sample_book):  # noqa: F811
    """Grown past the screen with no application-wide fitter: its own show and resize events bring it back
    inside the available geometry (the application's fitter skips it: ``fits_itself``)."""
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow
    from app.ui.screen_fit import install_screen_fitter, remove_screen_fitter, screen_fitter_on

    app = make_application(language="en")
    remove_screen_fitter(app)
    try:
        window = MainWindow(Settings(**SETTINGS), book=sample_book)
        qtbot.addWidget(window)
        area = window.screen().availableGeometry()
        window.resize(QSize(area.width() * 2, area.height() * 2))
        window.show()
        QApplication.processEvents()
        assert not screen_fitter_on(app)
        assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
        window.resize(QSize(area.width() * 2, area.height() * 2))
        QApplication.processEvents()
        assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
        window.shutdown()
    finally:
        install_screen_fitter(app)


def test_the_window_modules_are_imported_without_pysides_feature_hook():
    """app.ui.app takes PySide6's __feature__ hook out of builtins.__import__ once PySide6 is imported
    (app.ui.first_imports.no_feature_hook): the modules imported after it are not read by PySide6 (its
    inspect.getsource), PySide6's star import still works (shiboken's redirection stays), and a PySide6 type's
    attributes read as without features (camelCase methods, no snake_case)."""
    code = """
import builtins, inspect, sys
import app.ui.app
read = []
getsource = inspect.getsource
def counting(obj):
    read.append(getattr(obj, "__name__", "?"))
    return getsource(obj)
inspect.getsource = counting
import app.ui.main_window, app.ui.export_dialog, model.catalog
names = {}
exec("from PySide6.QtWidgets import *", names)
from PySide6.QtWidgets import QPushButton
print(sorted(n for n in read if n.startswith(("app", "model"))), builtins.__import__.__name__,
      "QComboBox" in names, hasattr(QPushButton, "setText"), hasattr(QPushButton, "set_text"))
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["[]", "__lazy_import__", "True", "True", "False"], done.stdout


def test_after_its_first_activation_the_windows_moves_are_the_persons(qtbot, sample_book):  # noqa: F811
    """A restored position the window manager keeps is never moved: the window's first activation ends the
    window manager's turn (and fits the frame, known by then), so the person's first drag is left alone."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QWidget

    from app.ui.screen_fit import install_screen_fitter

    install_screen_fitter(QApplication.instance())
    plain = QWidget()  # a window the screen fitter keeps, and the main window, which keeps itself
    qtbot.addWidget(plain)
    for window in (plain, _started(qtbot, sample_book)):
        area = window.screen().availableGeometry()
        window.resize(area.width() // 2, area.height() - 40)
        window.show()
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)
        low = QPoint(
            area.left() + 10, area.top() + 100
        )  # the frame 60 px past the bottom: the person's choice
        window.move(low)
        QApplication.processEvents()
        assert window.frameGeometry().topLeft() == low, type(window).__name__
        window.shutdown() if window is not plain else window.close()


def test_the_app_icon_has_its_two_sizes_and_draws(qtbot):
    """The icon's files are given with their sizes (Qt then reads them only to draw): both sizes are there, and
    the small one draws from its file (not empty)."""
    from app.ui.app import app_icon, make_application

    make_application(language="en")
    icon = app_icon()
    assert sorted((s.width(), s.height()) for s in icon.availableSizes()) == [(64, 64), (256, 256)]
    image = icon.pixmap(64, 64).toImage()
    assert not image.isNull() and len({image.pixel(x, 32) for x in range(64)}) > 3
