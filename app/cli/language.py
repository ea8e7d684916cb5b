"""The command line in the user's language: under a Chinese locale (``LANG=zh_CN.UTF-8``) every line the
commands print — summaries, warnings, errors, progress-bar labels — is shown in Chinese.

The commands and the core keep writing English (one sentence written once, in one place); the translation
happens at the one boundary where text leaves the program: :class:`TranslatingStream` wraps ``sys.stdout``
and ``sys.stderr`` and passes each line through :func:`translate_cli_line`. That uses the desktop app's
translations — the core's sentences (:mod:`app.viewmodels.messages`, the "CoreMessages" context) and the
command line's own summary lines (:data:`CLI_LINES`, the "CliMessages" context), both in
``app/i18n/memorybook_zh_CN.ts`` — so a sentence is translated once for the app and the command line.
Machine-readable output (``--json`` lines) and anything no rule knows pass through unchanged, never lost.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.console import WrappedStream

I18N_DIR = Path(__file__).resolve().parents[1] / "i18n"
"""``app/i18n``: the compiled translations (``.qm``) shared with the desktop app."""

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the locale is read, first match wins (the order gettext uses)."""

CLI_LINES = (
    QT_TRANSLATE_NOOP(
        "CliMessages", "pages: {pages} of story, {printed} in the PDF"
    ),  # before "pages: {pages}"
    QT_TRANSLATE_NOOP("CliMessages", "pages: {pages}"),
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "text pages: {count} (no photo to draw from: set with the title, larger type and the book's pattern "
        "instead of a picture)",
    ),
    QT_TRANSLATE_NOOP("CliMessages", "illustrations: {made} made, {reused} reused ({engine})"),
    QT_TRANSLATE_NOOP("CliMessages", "wrote {path} ({megabytes} MB)"),
    QT_TRANSLATE_NOOP("CliMessages", "{path} is that PDF, as it was ({megabytes} MB)"),
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "nothing changed since the build of {time}: its PDF is reused (--rebuild writes it again)",
    ),
    QT_TRANSLATE_NOOP("CliMessages", "created {path}: “{title}”, {pages} page(s), {photos} photo(s)"),
    QT_TRANSLATE_NOOP("CliMessages", "skipped (not photo files by their names): {files}"),
    QT_TRANSLATE_NOOP("CliMessages", "{checked} checked: {good} will come in, {refused} refused."),
    QT_TRANSLATE_NOOP("CliMessages", "added {name} with {photos} new photo(s) in {book}"),
    QT_TRANSLATE_NOOP("CliMessages", "updated {name} with {photos} new photo(s) in {book}"),
    QT_TRANSLATE_NOOP("CliMessages", "packed {book} into {archive} ({megabytes} MB)"),
    QT_TRANSLATE_NOOP("CliMessages", "unpacked {archive} into {book}"),
    QT_TRANSLATE_NOOP("CliMessages", "memorybook: cancelled"),
    QT_TRANSLATE_NOOP("CliMessages", "skipped (not video files by their names): {files}"),
    QT_TRANSLATE_NOOP("CliMessages", "✓ {video}: {count} still(s)"),
    QT_TRANSLATE_NOOP("CliMessages", "{time}  shot {shot}  photos/{photo}"),
    QT_TRANSLATE_NOOP("CliMessages", "{count} still(s) added from {good} of {total} video(s)."),
    QT_TRANSLATE_NOOP("CliMessages", "preflight:"),
    # memorybook plan: the estimate (model.placement.explain.estimate_text)
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "Expected: {rate} pages/min — {book} for {pages} page(s), the first after {first} (loading {load}).",
    ),
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "Per page: {compute} denoising, {moved} waiting on {weights} of weights moved, {encode} encoding the prompt, {decode} decoding; {busy} of {gpus} GPU(s) busy, {concurrent} page(s) at a time.",
    ),
    QT_TRANSLATE_NOOP("CliMessages", "Assumed: {assumptions} (change with --assume)."),
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "Speed-up: {speedup}× the page rate of the best plan on one accelerator alone ({rate} against {one} pages/hour).",
    ),
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "Speed-up: no plan fits one accelerator alone, so there is no one-GPU rate to compare with.",
    ),
    QT_TRANSLATE_NOOP("CliMessages", "{who}: era {era} with {count} new photo(s) in {book}"),
    QT_TRANSLATE_NOOP("CliMessages", "page {page}: «{words}» → {first}–{last}"),
    QT_TRANSLATE_NOOP("CliMessages", "{who}: {era} ({count} reference photo(s))"),
    QT_TRANSLATE_NOOP("CliMessages", "{photo}: restored → photos/{stored}"),
    QT_TRANSLATE_NOOP("CliMessages", "{who} ({era}): character sheet drawn → {path}"),
    QT_TRANSLATE_NOOP("CliMessages", "  look at it, then approve it: {command}"),
    QT_TRANSLATE_NOOP(
        "CliMessages", "{who} ({era}): character sheet photos/{photo} approved; pages of this era get it"
    ),
    # memorybook train (app/cli/train.py): the era's line first, the person's would match it too
    QT_TRANSLATE_NOOP(
        "CliMessages", "trained {who} ({era}): {steps} steps, LoRA {path}; pages of this era use it"
    ),
    QT_TRANSLATE_NOOP("CliMessages", "trained {who}: {steps} steps, LoRA {path}"),
    QT_TRANSLATE_NOOP("CliMessages", "  kohya/ComfyUI export: {path}"),
    QT_TRANSLATE_NOOP(
        "CliMessages", "  prompts name them with the trigger word '{trigger}'; base model {model}"
    ),
)
"""The command line's own summary lines, ``{part}`` for what varies (kept as printed)."""

PREFIXES = (
    ("memorybook: error: ", QT_TRANSLATE_NOOP("CliMessages", "memorybook: error: ")),
    ("warning: ", QT_TRANSLATE_NOOP("CliMessages", "warning: ")),
    ("note: ", QT_TRANSLATE_NOOP("CliMessages", "note: ")),
    ("✗ ", QT_TRANSLATE_NOOP("CliMessages", "✗ ")),  # memorybook video add: a video refused
    ("! ", QT_TRANSLATE_NOOP("CliMessages", "! ")),  # memorybook video add: a video read in part
    ("refused: ", QT_TRANSLATE_NOOP("CliMessages", "refused: ")),  # a photo that did not come in
    ("not drawn: ", QT_TRANSLATE_NOOP("CliMessages", "not drawn: ")),  # a picture that failed its checks
)
"""Line starts whose rest is one of the core's messages (translated by :mod:`app.viewmodels.messages`)."""

WORDS = {
    "sketch": QT_TRANSLATE_NOOP("CliMessages", "sketch"),
    "diffusion": QT_TRANSLATE_NOOP("CliMessages", "diffusion"),
}
"""Single words that stand for a thing inside a summary line (the engine)."""


def locale_language(environ: dict[str, str] | None = None) -> str | None:
    """``"zh"`` or ``"en"`` from the locale variables (:data:`LOCALE_VARIABLES`), None when none is set (or
    "C"/"POSIX", which say nothing about the user's language)."""
    environ = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "").split(":")[0].strip()
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


def install_translation(language: str):
    """Load the interface translation for ``language`` into the process's ``QGuiApplication`` (made here
    when there is none: :func:`app.print.fonts.ensure_qt_app`, the one the PDF writer uses). Returns the
    installed ``QTranslator``; None for English or when no translation loads."""
    if language != "zh":
        return None
    from PySide6.QtCore import QTranslator

    from app.print.fonts import ensure_qt_app

    app = ensure_qt_app()  # the application printing needs anyway (offscreen without a display)
    translator = QTranslator(app)
    if not translator.load(str(I18N_DIR / "memorybook_zh_CN.qm")):
        return None
    return translator if QCoreApplication.installTranslator(translator) else None


@lru_cache(maxsize=1)
def _line_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    from app.viewmodels.messages import template_pattern

    return tuple((re.compile(template_pattern(t) + r"\Z"), t) for t in CLI_LINES)


def translate_cli_line(line: str) -> str:
    """One printed line in the installed language: a summary line of :data:`CLI_LINES` or of
    :mod:`app.cli.command_lines`, a prefix of :data:`PREFIXES` followed by a core message or a command's
    sentence, or a core message; ``{...}``/``[...]`` (JSON) and unknown lines unchanged."""
    from app.cli.sentences import command_line, translate_rest

    stripped = line.strip()
    if not stripped or stripped[0] in "{[":
        return line
    for english, source in PREFIXES:
        if line.startswith(english):
            rest = line[len(english) :]
            return QCoreApplication.translate("CliMessages", source) + translate_rest(rest)
    for pattern, template in _line_patterns():
        match = pattern.match(line)
        if match:
            parts = {k: QCoreApplication.translate("CliMessages", WORDS[v]) if v in WORDS else v
                     for k, v in match.groupdict().items()}  # fmt: skip
            if "assumptions" in parts:  # "gpu_tflops=by memory, …": the figure chosen by GPU memory
                by_memory = QCoreApplication.translate("CliMessages", "by memory")
                parts["assumptions"] = parts["assumptions"].replace("=by memory", f"={by_memory}")
            return QCoreApplication.translate("CliMessages", template).format(**parts)
    found = command_line(line)
    return translate_rest(line) if found is None else found


class TranslatingStream(WrappedStream):
    """A text stream that writes each line of what it is given through :func:`translate_cli_line` to
    ``stream`` (lines end at ``\\n`` or ``\\r``, as progress bars draw). Everything else — ``fileno``,
    ``isatty``, ``encoding`` — is the wrapped stream's."""

    def change(self, text: str) -> str:
        parts = re.split(r"(\r\n|\r|\n)", text)
        try:
            return "".join(p if i % 2 else translate_cli_line(p) for i, p in enumerate(parts))
        except Exception:  # a translation must never cost the user the message itself
            return text


@contextmanager
def speaking_the_users_language(language: str, command: str | None) -> Iterator[None]:
    """While active, the command line speaks ``language`` (:func:`cli_language`) for ``command`` (not for
    ``gui``, whose window installs its own translation in its ``QApplication``): under Chinese, ``sys.stdout``
    and ``sys.stderr`` are wrapped in :class:`TranslatingStream`. The streams and the translator are put back
    on leaving, so a command run in-process (tests) leaves no translation behind."""
    import sys

    translator = install_translation(language) if command != "gui" else None
    if translator is None:
        yield
        return
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = TranslatingStream(sys.stdout), TranslatingStream(sys.stderr)
    try:
        yield
    finally:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        sys.stdout, sys.stderr = streams
        QCoreApplication.removeTranslator(translator)
