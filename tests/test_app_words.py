"""Issue 48, item 2 (the app's half): under the Chinese interface, with the sample book open, the main window and
every dialog of :mod:`app.ui` (each ``QDialog`` subclass, made as the app makes it) show no untranslated word:
every visible label, button, group box title, line edit placeholder, window title, combo box item, list item
(the export check's findings, the model catalogue) and tool tip passes :func:`words.latin.untranslated_words` (names, commands and units are listed in ``words/latin.py``).

What the core still says in English (its own sentences are being made messages, issue 48 item 1) is listed in
:data:`KNOWN`, each with the core's file and line that writes it; the app's own texts must be clean."""

from __future__ import annotations

import importlib
import pkgutil
import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QWidget,
)

import app.ui
from tests.test_ui_chinese import chinese_window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from words.latin import untranslated_words

KNOWN: dict[str, str] = {}
"""A text the core still writes in English (a fragment of it) → the core's file:line that writes it."""

OWN_NAMES = ("English",)
"""Texts shown as they are: a language offered by its own name (the book's language boxes: 中文 / English)."""


def _dialog_classes() -> set[type]:
    """Every ``QDialog`` subclass defined in :mod:`app.ui` (its modules imported first)."""
    for info in pkgutil.iter_modules(app.ui.__path__):
        importlib.import_module(f"app.ui.{info.name}")
    found, todo = set(), [QDialog]
    while todo:
        for cls in todo.pop().__subclasses__():
            todo.append(cls)
            if cls.__module__.startswith("app.ui."):
                found.add(cls)
    return found


def _open_dialogs(win) -> dict[str, QDialog]:
    """Each dialog made with the arguments the window gives it (app/ui/main_window.py, window_books.py,
    app.py, interview_dialog.py, video_dialog.py), shown."""
    from app.ui.book_dialog import BookDialog
    from app.ui.dialogs import NewBookDialog
    from app.ui.export_dialog import ExportDialog
    from app.ui.interview_dialog import open_interview_dialog
    from app.ui.model_dialog import ModelDialog
    from app.ui.video_dialog import open_video_dialog

    dialogs = {
        "BookDialog": BookDialog(win.vm, win),
        "NewBookDialog": NewBookDialog(win, from_story=False),
        "NewBookDialog from a story": NewBookDialog(win, from_story=True),
        "ModelDialog": ModelDialog(win.settings, win.models_vm, win),
        "ModelDialog on the first run": ModelDialog(win.settings, win.models_vm, win, first_run=True),
        "ExportDialog": ExportDialog(win.export_vm, win),
        "InterviewDialog": open_interview_dialog(win),
        "VideoDialog": open_video_dialog(win),
    }
    for dialog in dialogs.values():
        dialog.show()
    return dialogs


def seen_texts(root: QWidget) -> list[str]:
    """Every text a person sees or hovers on in ``root``: its window title, and of each visible widget the
    tool tip, a label's text, a button's text, a group box's title, a line edit's placeholder, a combo box's
    items (the user's own words — line edit and text box contents — are not the app's and not read)."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.append(re.sub(r"<[^>]+>", " ", widget.text()))
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit | QPlainTextEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QListWidget):  # the export check's findings, the model catalogue
            texts += [widget.item(i).text() for i in range(widget.count())]
            texts += [widget.item(i).toolTip() for i in range(widget.count())]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
            texts += [widget.itemData(i, 3) or "" for i in range(widget.count())]  # 3: Qt.ToolTipRole
    for menu in root.findChildren(QMenu):
        texts += [menu.title()] + [a.text() for a in menu.actions()] + [a.toolTip() for a in menu.actions()]
    texts = [re.sub(r"\([A-Z]\)", "", t.replace("&", "")) for t in texts]  # a menu's access key: 编辑(&E)
    return [t for t in texts if t and t not in OWN_NAMES]


def leaks(root: QWidget, names: set[str]) -> list[tuple[str, list[str]]]:
    """(text, its untranslated words) of ``root``'s texts, less the ``names`` shown as they are (:func:`_names`:
    what the volunteer typed and the models' names are not the app's words) and :data:`KNOWN` core sentences."""
    found = []
    for text in seen_texts(root):
        if any(fragment in text for fragment in KNOWN):
            continue
        words = [w for w in untranslated_words(text) if w not in names]
        if words:
            found.append((text, words))
    return found


def _names(win) -> set[str]:
    """The words of names shown as they are: the book's (its title, pages, photos, recordings, folder) and the
    picture models' (the catalogue's model and licence names)."""
    book = win.vm.book
    texts = [book.title, book.subtitle, *(p.title for p in book.pages), *book.photos, *book.recordings]
    texts += [str(win.vm.project.root)]
    texts += [
        t for e in win.models_vm.entries for t in (e.name, e.licence, e.licence_zh)
    ]  # models' own names
    return {w for text in texts for w in untranslated_words(text or "")}


def test_every_dialog_of_the_app_is_found_and_made():
    """A new dialog joins the walk: :func:`_open_dialogs` must make each ``QDialog`` subclass of app.ui."""
    names = {cls.__name__ for cls in _dialog_classes()}
    assert names == {
        "BookDialog",
        "NewBookDialog",
        "ModelDialog",
        "ExportDialog",
        "InterviewDialog",
        "VideoDialog",
    }


def test_the_window_and_every_dialog_say_chinese_with_a_book_open(qtbot, chinese_window, sample_book):  # noqa: F811
    win = chinese_window
    assert win.open_book(sample_book)
    win.people_dock.show()
    dialogs = _open_dialogs(win)
    assert {type(d) for d in dialogs.values()} == _dialog_classes()
    export = dialogs["ExportDialog"]
    qtbot.waitUntil(lambda: not export.checking_now, timeout=120000)
    names = _names(win)  # the model catalogue is read when the model dialog opens
    found = {"the main window": leaks(win, names)}
    found |= {name: leaks(dialog, names) for name, dialog in dialogs.items()}
    for dialog in dialogs.values():
        dialog.reject()
    untranslated = "\n".join(
        f"{name}: {text!r} {words}" for name, texts in found.items() for text, words in texts
    )
    assert not untranslated, f"untranslated words in the Chinese interface:\n{untranslated}"
