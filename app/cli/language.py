"""The command line's language: under a Chinese locale (``LANG=zh_CN.UTF-8``) every line the commands print
— summaries, warnings, errors, progress-bar labels — and their help are said in Chinese.

:func:`cli_language` reads it before the parser is built; :func:`app.cli.main` gives it to
:func:`words.use_language`, and every line and help text is said from the catalogue (:mod:`words`,
:mod:`app.cli.output`). Nothing here imports Qt, and nothing printed is translated after the fact.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the locale is read, first match wins (the order gettext uses)."""


def locale_language(environ: dict[str, str] | None = None) -> str | None:
    """``"zh"`` or ``"en"`` from the locale variables (:data:`LOCALE_VARIABLES`), None when none is set (or
    "C"/"POSIX", which say nothing about the user's language)."""
    variables: Mapping[str, str] = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = variables.get(name, "").split(":")[0].strip()
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return "zh" if value.lower().startswith("zh") else "en"
    return None


def cli_language(environ: dict[str, str] | None = None) -> str:
    """The command line's language: the locale's (``LANG=zh_CN.UTF-8`` → ``"zh"``), else the language
    chosen in the app (settings), else English."""
    from app.settings import Settings

    return locale_language(environ) or Settings.load().language or "en"


def findings_language() -> str | None:
    """The language a book's preflight findings are printed in (``check``, the end of ``build``): the one the
    user asked for, by the locale or in the app's settings, so that a Chinese session reads an English book's
    findings in Chinese and the other way round; None (the book's language) when neither says."""
    from app.settings import Settings

    return locale_language() or Settings.load().language or None
