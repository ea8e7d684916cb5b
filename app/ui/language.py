"""The interface language: Qt translations (``app/i18n/memorybook_<lang>.qm``) through ``QTranslator``.

The language follows the system locale unless the user picked one (``Settings.language``: "zh", "en" or None
= the system's). English is the source language of every ``tr()`` string; Chinese is ``zh_CN``. Qt's own
strings (the buttons of standard dialogs) come from Qt's shipped ``qtbase_zh_CN.qm`` when it is there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parents[1] / "i18n"

LANGUAGES = {"zh": "zh_CN", "en": "en"}
"""Interface languages: our short code (as in Settings and Book.language) → the Qt locale name."""

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
