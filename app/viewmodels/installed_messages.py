"""The sentences of what this installation cannot do (:mod:`model.installed`: the light app asked for a
diffusion model or a transcription) and of a speech model missing from a packaged app (:mod:`model.speech.models`),
for :data:`app.viewmodels.message_table.SENTENCES`; tests/test_light_app.py checks each is translated."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

INSTALLED_SENTENCES = (
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
)
