"""The old way the command line said English lines in Chinese, kept for the English that code not yet
converted to :class:`words.Message` still prints (the core's sentences, ``plan``/``train``/``models``/``serve``
lines). DELETE this module (and :mod:`app.cli.sentences`, :mod:`app.cli.command_lines`) once every line is said
from the catalogue: the command line's own lines and its help already are (:mod:`app.cli.output`,
:mod:`app.cli.parser_language`).

Each line that reaches :class:`TranslatingStream` still English is matched against the English templates of
the desktop app's translations ("CoreMessages", "CliMessages" in ``app/i18n/memorybook_zh_CN.ts``); a line that
holds Chinese already (said from the catalogue) passes untouched, so Qt is loaded only when an English line
comes (``memorybook --help``, ``check``, ``new`` … never load it).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from app.console import WrappedStream

if TYPE_CHECKING:  # Qt is imported only where an English line is translated
    from PySide6.QtCore import QTranslator

I18N_DIR = Path(__file__).resolve().parents[1] / "i18n"
"""``app/i18n``: the compiled translations (``.qm``) shared with the desktop app."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the marker lupdate looks for
    """Marks ``text`` for ``pyside6-lupdate`` (context ``context``); returns it unchanged."""
    return text


def _translate(context: str, text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


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
    QT_TRANSLATE_NOOP("CliMessages", "unpacked {archive} into {book}"),
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
"""Lines still printed in English by code not yet converted (the build summary of :mod:`app.build`, ``plan``,
``train``), ``{part}`` for what varies."""

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


def install_translation(language: str):
    """Load the interface translation for ``language`` into the process's ``QGuiApplication`` (made here
    when there is none: :func:`app.print.fonts.ensure_qt_app`, the one the PDF writer uses). Returns the
    installed ``QTranslator``; None for English or when no translation loads."""
    if language != "zh":
        return None
    from PySide6.QtCore import QCoreApplication, QTranslator

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
            return _translate("CliMessages", source) + translate_rest(rest)
    for pattern, template in _line_patterns():
        match = pattern.match(line)
        if match:
            parts = {k: _translate("CliMessages", WORDS[v]) if v in WORDS else v
                     for k, v in match.groupdict().items()}  # fmt: skip
            if "assumptions" in parts:  # "gpu_tflops=by memory, …": the figure chosen by GPU memory
                by_memory = _translate("CliMessages", "by memory")
                parts["assumptions"] = parts["assumptions"].replace("=by memory", f"={by_memory}")
            return _translate("CliMessages", template).format(**parts)
    found = command_line(line)
    return translate_rest(line) if found is None else found


class TranslatingStream(WrappedStream):
    """A text stream that writes each line of what it is given through :func:`translate_cli_line` to
    ``stream`` (lines end at ``\\n`` or ``\\r``, as progress bars draw). Everything else — ``fileno``,
    ``isatty``, ``encoding`` — is the wrapped stream's."""

    def change(self, text: str) -> str:
        parts = re.split(r"(\r\n|\r|\n)", text)
        try:
            return "".join(p if i % 2 else translated(p) for i, p in enumerate(parts))
        except Exception:  # a translation must never cost the user the message itself
            return text


_SAID = re.compile(r"[\u3000-\u303f\uff00-\uffef]")
"""Full-width punctuation: a line that holds it was said in Chinese already (a name alone never makes a line
Chinese: ``no person 'Nobody' …; the people are: '外婆'`` is still English)."""

_installed: list[QTranslator | None] = []


def translated(text: str, *, whole_line: bool = True) -> str:
    """``text`` (English from code not yet converted) in Chinese where the old tables know it; a line said in
    Chinese already (``whole_line``: one with full-width punctuation), JSON and unknown text unchanged. Loads
    the Qt translation on the first English text."""
    words = re.sub(r"\S*[/\\.]\S*", " ", text)  # paths and file names are no English to translate
    if not re.search(r"[A-Za-z]{2}", words) or (whole_line and _SAID.search(text)):
        return text
    if not _installed:
        _installed.append(install_translation("zh"))
    if _installed[0] is None:
        return text
    return translate_cli_line(text)


def english_rest(text: str) -> str:
    """English from core code not yet converted, said inside a line the command line says itself (``注意：…``)
    or printed on its own: under Chinese, :func:`translated` (the old tables); else ``text`` as it is."""
    from words import used_language

    return translated(text, whole_line=False) if used_language() == "zh" else text


def remove_translation() -> None:
    """Take the translation :func:`translated` installed out of the process (a command run in-process ends)."""
    if _installed and _installed[0] is not None:
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.removeTranslator(_installed[0])
    _installed.clear()
