"""Starting the desktop app: the QApplication, fonts, language, the main window, the first-run choice.

Nothing here imports torch or diffusers: the window appears first, and the diffusion engine loads in the
worker thread the first time a picture is drawn with it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from app.ui import first_imports  # isort: skip (first: pydantic's plugins off, the collector paused)

# The book's core (its pydantic model classes built, the settings) comes before PySide6: from PySide6's import
# until first_imports.no_feature_hook() below, every import statement runs through PySide6's __feature__ hook,
# and pydantic runs hundreds of imports inside the functions that build model classes.
from app.book.project import BookProject  # noqa: F401 (imported for the order)
from app.settings import Settings

# isort: split
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

first_imports.no_feature_hook()  # from here on, imports as in any Python program
first_imports.imports_done()


def make_application(argv: list[str] | None = None, language: str | None = None) -> QApplication:
    """The QApplication (reused when one exists), with the theme and the interface language installed
    (``language`` "zh"/"en" for this run, else the remembered choice, else the system's)."""
    from app.ui.language import install_language
    from app.ui.screen_fit import install_screen_fitter
    from app.ui.theme import STYLE_ARGUMENTS, apply_theme
    from app.viewmodels.gc_guard import collect_in_the_gui_thread

    found = QApplication.instance()
    app = found if isinstance(found, QApplication) else None
    if app is None:
        from app.ui.input_method import apply_input_method

        apply_input_method()  # fcitx5 through its IBus front end: Qt's fcitx plugin is not in PySide6
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        args = list(argv if argv is not None else sys.argv[:1])
        app = QApplication(args[:1] + STYLE_ARGUMENTS + args[1:])  # a -style of the person's own comes later
        # Displayed only: the settings and log folders are named "memorybook" by app.settings and app.console
        # (platformdirs), not by Qt, so users' settings stay where they were before the rename.
        app.setApplicationName("Memory Picture Book")
        app.setOrganizationName("memorybook")
        # the menu entry's file name (memorybook.desktop): Wayland's app_id, so the dock shows its icon and name
        app.setDesktopFileName("memorybook")
    # collections from the GUI thread's timer from now on (app.viewmodels.gc_guard), as once the worker starts:
    # none while the window's modules are imported and it is built (automatic ones took ≈ 15 ms of that)
    collect_in_the_gui_thread()
    apply_theme(app)
    install_screen_fitter(app)
    app.setWindowIcon(app_icon())
    install_language(language or Settings.load().language)
    return app


def app_icon() -> QIcon:
    """The app's icon (``packaging/icons/memorybook-{64,256}.png``, shipped in the bundles as well); an empty
    icon when the files are not there."""
    icon = QIcon()
    folder = Path(__file__).resolve().parents[2] / "packaging" / "icons"
    for size in (64, 256):
        path = folder / f"memorybook-{size}.png"
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))  # its size given: Qt reads the file when it draws it
    return icon


def make_window(book: str | Path | None = None, settings: Settings | None = None):
    """The main window, with ``book`` opened (else the most recent book, when it is still there)."""
    from app.ui.main_window import MainWindow

    settings = settings or Settings.load()
    target = book or next((p for p in settings.recent_books if (Path(p) / "book.json").is_file()), None)
    return MainWindow(settings, book=target, quietly=True)  # its first frame first (app.ui.window_start)


def offer_first_run(window) -> None:
    """On the very first start (no engine chosen yet), ask how pictures should be drawn."""
    from app.ui.model_dialog import ModelDialog

    if not window.settings.first_run_done:
        window.end_quiet_start()  # the dialog may come before the window's first paint: fitted all the same
        ModelDialog(window.settings, window.models_vm, window, first_run=True).exec()


def first_questions(window) -> None:
    """The questions of a first start, one after the other (each dialog is modal: a second timer would open
    its question while the first dialog is still open): how pictures are drawn, then, from a Linux bundle
    folder the applications menu does not know, whether to add the app to it (asked once)."""
    from app.ui.menu_entry import offer_menu_entry

    offer_first_run(window)
    offer_menu_entry(window)


def run(
    book: str | Path | None = None,
    screenshot: str | Path | None = None,
    language: str | None = None,
    page: int = 1,
    export: str | Path | None = None,
) -> int:
    """Show the window (on story page ``page``, 1-based) and run the event loop; with ``screenshot``, save
    the window as a PNG once it is idle and quit; with ``export``, export the book there through the export dialog
    and quit (:mod:`app.ui.scripted_export`). Returns the exit status: 0, or 128 + the signal number after
    SIGTERM/SIGHUP (the book saved first, see :mod:`app.ui.signals`)."""
    app = make_application(language=language)  # with collections in the GUI thread before any worker runs
    window = make_window(book)
    app.aboutToQuit.connect(window.shutdown)
    from app.ui.signals import install_signal_handlers

    install_signal_handlers(app, window)  # SIGTERM, SIGHUP, the session ending: save, then quit
    if window.vm.is_open and 1 <= page <= len(window.vm.book.pages):
        window.vm.set_current(page - 1)
    window.show()
    if screenshot:

        def grab() -> None:
            window.grab().save(str(screenshot))
            window.shutdown()
            app.quit()

        window.idle.connect(lambda: QTimer.singleShot(300, grab), Qt.ConnectionType.SingleShotConnection)
        QTimer.singleShot(0, window._check_idle)
    elif export:
        from app.ui.scripted_export import export_when_idle

        export_when_idle(app, window, Path(export))
    else:
        QTimer.singleShot(0, lambda: first_questions(window))
        QTimer.singleShot(1500, window.illustrate_vm.preload)
    return app.exec()
