"""The sentences of the installed app: what it cannot do (:mod:`model.installed`: the light app asked for a
diffusion model or a transcription), a speech model missing from a packaged app (:mod:`model.speech.models`) and its
applications-menu entry on Linux (:mod:`app.desktop_entry`), for :data:`app.viewmodels.message_table.SENTENCES`;
tests/test_light_app.py and tests/test_menu_entry_ui.py check they are translated."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

INSTALLED_SENTENCES = (
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "teaching the model a person needs the full Memory Picture Book app (the project's Releases page; the "
        "guide's “Which package?” says which); in this light app the people's photos keep them recognisable on a "
        "drawing server whose model takes reference photos",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "drawing with a diffusion model on this computer needs the full Memory Picture Book app (the project's "
        "Releases page; the guide's “Which package?” says which); this light app draws with the built-in sketch "
        "engine or on a drawing server",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "turning speech into text needs the full Memory Picture Book app (the project's Releases page; the "
        "guide's “Which package?” says which); this light app keeps the recording, plays it and takes a "
        "transcript typed by hand",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "speech model {name} is not on this computer; give the folder of a faster-whisper model ({repo} from "
        "huggingface.co, copied onto this computer)",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "cannot read {target}: {reason}"),
    QT_TRANSLATE_NOOP("CoreMessages", "cannot remove {target}: {reason}"),
    QT_TRANSLATE_NOOP("CoreMessages", "the folder {folder} has a line break in its name; rename the folder"),
)
