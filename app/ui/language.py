"""The interface language: Qt translations (``app/i18n/memorybook_<lang>.qm``) through ``QTranslator``.

The language follows the system locale unless the user picked one (``Settings.language``: "zh", "en" or None
= the system's). English is the source language of every ``tr()`` string; Chinese is ``zh_CN``. Qt's own
strings (the buttons of standard dialogs) come from Qt's shipped ``qtbase_zh_CN.qm`` when it is there; the few
it lacks (:data:`QT_STRINGS_QTBASE_LACKS`) are translated in our own files, which Qt looks in next.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from words import use_language

I18N_DIR = Path(__file__).resolve().parents[1] / "i18n"

LANGUAGES = {"zh": "zh_CN", "en": "en"}
"""Interface languages: our short code (as in Settings and Book.language) → the Qt locale name."""

QT_STRINGS_QTBASE_LACKS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QDialogButtonBox", "Cancel"),
)
"""Strings of Qt's own file dialog that Qt 6.11's ``qtbase_zh_CN.qm`` leaves in English (checked with
``QCoreApplication.translate``); listed here so that ``pyside6-lupdate`` puts them in our ``.ts`` files."""

_installed: list[QTranslator] = []
_current = ["en"]


def current_language() -> str:
    """The interface language installed last: "zh" or "en"."""
    return _current[0]


def system_language() -> str:
    """ "zh" when the system locale is Chinese, else "en"."""
    return "zh" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def install_language(language: str | None) -> str:
    """Install the translators for ``language`` ("zh", "en" or None = the system's); returns the language
    in use. Replaces any earlier translators; widgets retranslate on ``QEvent.LanguageChange``."""
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = language if language in LANGUAGES else system_language()
    _current[0] = language
    use_language(language)  # the core's messages (words.say) in the window's language
    ours = QTranslator(app)
    if ours.load(str(I18N_DIR / f"memorybook_{LANGUAGES[language]}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    if language == "zh":
        qt = QTranslator(app)
        if qt.load("qtbase_zh_CN", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    return language
