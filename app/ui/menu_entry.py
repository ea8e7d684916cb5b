"""The Linux bundle's applications-menu entry from inside the app: offered once on the first start from an
unpacked bundle folder, and shown or taken out later with Help → "Show in the applications menu". The files
themselves are written and removed by :mod:`app.desktop_entry` (Qt-free); a failure is one sentence in the
interface language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget

from app import desktop_entry


def offer_menu_entry(window) -> bool:
    """Ask once whether to add the app to the applications menu, when it runs from a Linux bundle folder that
    the menu does not know yet; yes adds it, no is remembered in ``window.settings``. Returns whether it
    asked."""
    folder = desktop_entry.bundle_folder()
    if folder is None or window.settings.menu_entry_declined or desktop_entry.has_menu_entry():
        return False
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("MenuEntry", "Applications menu"),
        QCoreApplication.translate(
            "MenuEntry",
            "Add Memory Picture Book to the applications menu? Then you can start it from there, without "
            "opening this folder first.",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer == QMessageBox.StandardButton.Yes:
        add_to_menu(window, folder)
    else:
        window.settings.menu_entry_declined = True
        window.settings.save()
    return True


def add_to_menu(parent: QWidget, folder: Path) -> bool:
    """Add the bundle in ``folder`` to the menu; a failure is shown in one sentence. Returns whether it was
    added."""
    try:
        desktop_entry.install_menu_entry(folder)
    except (OSError, ValueError) as err:
        _failed(
            parent,
            QCoreApplication.translate(
                "MenuEntry",
                "Memory Picture Book was not added to the applications menu: {problem}. Start it from its "
                "folder as before, or try again with Help → Show in the applications menu.",
            ),
            err,
        )
        return False
    return True


def remove_from_menu(window) -> bool:
    """Take the app out of the menu, and remember not to offer it again. Returns whether it was removed."""
    try:
        desktop_entry.remove_menu_entry()
    except OSError as err:
        _failed(
            window,
            QCoreApplication.translate(
                "MenuEntry",
                "Memory Picture Book is still in the applications menu: {problem}. Delete the file named "
                "there, or try again later.",
            ),
            err,
        )
        return False
    window.settings.menu_entry_declined = True
    window.settings.save()
    return True


def _failed(parent: QWidget, sentence: str, err: Exception) -> None:
    from app.viewmodels.messages import translate_message
    from words import message_of

    QMessageBox.warning(
        parent,
        QCoreApplication.translate("MenuEntry", "Applications menu"),
        sentence.format(problem=translate_message(message_of(err))),
    )


def menu_entry_action(window) -> QAction:
    """Help → "Show in the applications menu": checked while the menu has the app; visible only when the app
    runs from a Linux bundle folder (from source, on Windows and macOS there is nothing to add)."""
    action = QAction(window)
    action.setCheckable(True)
    action.setVisible(desktop_entry.bundle_folder() is not None)

    def chosen(wanted: bool) -> None:
        folder = desktop_entry.bundle_folder()
        if folder is not None:
            done = add_to_menu(window, folder) if wanted else remove_from_menu(window)
            action.setChecked(wanted if done else not wanted)

    action.triggered.connect(chosen)
    return action


def refresh(action: QAction) -> None:
    """Check the action when the menu has the app (the Help menu calls it each time it opens)."""
    if action.isVisible():
        action.setChecked(desktop_entry.has_menu_entry())
