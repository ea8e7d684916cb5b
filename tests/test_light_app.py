"""The light app is honest (issue 57, item 6): with the diffusion stack and speech recognition not installed —
emulated in this process by a finder, first on ``sys.meta_path``, that refuses those modules — the model
dialog offers only the sketch engine and a drawing server and says what the full app adds, the recordings
dialog says that speech-to-text needs the full app while recordings are kept, played and typed by hand, a
diffusion model or a transcription asked of it ends in one translated line, and nothing prints a traceback or
"ModuleNotFoundError" (pytest-qt, offscreen)."""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.util
import logging
import sys
from pathlib import Path

import pytest

from app.settings import Settings
from model.errors import ModelError
from model.installed import (
    DIFFUSION_MODULES,
    FULL_APP_DIFFUSION,
    FULL_APP_SPEECH,
    SPEECH_MODULES,
    TRAINING_MODULES,
    can_draw_with_diffusion,
    can_train,
    can_transcribe,
    missing,
)
from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from tests.voice_helpers import ENGLISH_CLIP
from words import Message, message_of, say

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packaging"))
import bundle_data  # noqa: E402

LEFT_OUT = (*bundle_data.HEAVY_MODULES, *bundle_data.SPEECH_MODULES)
"""What the light bundle does not carry (packaging/bundle_data.py)."""


class LightBundle(importlib.abc.MetaPathFinder):
    """Refuses the modules the light bundle leaves out, as a bundle without them would."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in LEFT_OUT:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


@pytest.fixture
def light_install(monkeypatch):
    """This process as the light app: the finder first, the left-out modules forgotten (restored after)."""
    monkeypatch.setattr(sys, "meta_path", [LightBundle(), *sys.meta_path])
    for name in list(sys.modules):
        if name.partition(".")[0] in LEFT_OUT:
            monkeypatch.delitem(sys.modules, name)
    with pytest.raises(ModuleNotFoundError):
        importlib.util.find_spec("torch")
    yield


def no_traceback(capfd, caplog) -> None:
    """Nothing printed or logged (even at DEBUG, where the worker logs a failed job's stack) names a traceback."""
    out, err = capfd.readouterr()
    logged = "\n".join(r.getMessage() for r in caplog.records)
    for text in (out, err, logged):
        assert "Traceback" not in text and "ModuleNotFoundError" not in text, text


def _light_settings(window) -> Settings:  # noqa: F811
    """Settings left by the full app on this computer: a hub model chosen, drawing with it."""
    settings = window.settings
    settings.engine, settings.model, settings.first_run_done = "diffusion", "org/a-hub-model", False
    return settings


def _record_jobs(monkeypatch, bridge) -> list[str]:
    kinds: list[str] = []
    submit = bridge.submit

    def recording(kind, run, *args, **kwargs):
        kinds.append(kind)
        return submit(kind, run, *args, **kwargs)

    monkeypatch.setattr(bridge, "submit", recording)
    return kinds


# -- what this installation can do --------------------------------------------------------------------------
def test_the_light_install_is_seen_without_importing_anything(light_install):
    assert missing(DIFFUSION_MODULES) == DIFFUSION_MODULES
    assert missing(SPEECH_MODULES) == SPEECH_MODULES
    assert not can_draw_with_diffusion() and not can_train() and not can_transcribe()
    assert "torch" not in sys.modules  # asked without importing


def test_the_full_install_can_do_everything():
    """The test environment is the full install (torch, faster-whisper): the features stay as they were."""
    assert can_draw_with_diffusion() and can_train() and can_transcribe()


def test_the_light_bundle_leaves_out_every_module_the_features_are_told_apart_by():
    assert set(DIFFUSION_MODULES + TRAINING_MODULES + SPEECH_MODULES) <= set(LEFT_OUT)


# -- the model dialog ----------------------------------------------------------------------------------------
def test_the_light_first_run_dialog_offers_the_sketch_engine_and_a_server_and_names_the_full_app(
    qtbot,
    window,  # noqa: F811
    light_install,
    monkeypatch,
    capfd,
    caplog,
):
    from PySide6.QtWidgets import QListWidget, QPushButton

    from app.ui.model_dialog import ModelDialog

    caplog.set_level(logging.DEBUG)
    settings = _light_settings(window)
    jobs = _record_jobs(monkeypatch, window.bridge)
    dialog = ModelDialog(settings, window.models_vm, window, first_run=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(900)  # longer than the dialog's 600 ms checks: none may ask the model process
    assert dialog.model_radio is None and dialog.model_box is None
    assert not dialog.findChildren(QListWidget)  # no catalogue
    assert not [b for b in dialog.findChildren(QPushButton) if "Download" in b.text()]
    assert dialog.sketch_radio.isChecked() and dialog.sketch_radio.isVisible()
    assert dialog.server_radio.isVisible()
    hint = dialog.hint.text()
    for part in (
        "light Memory Picture Book app",
        "diffusion model",
        "LoRA training",
        "speech",
        "Releases page",
    ):
        assert part in hint
    assert "pip" not in hint and "hf " not in hint
    assert not set(jobs) & {"catalogue", "plan", "inspect", "download"}, jobs
    assert not window.illustrate_vm.preload()  # no model process started for a model it cannot draw with
    dialog.accept()
    saved = Settings.load()
    assert saved.engine == "sketch" and saved.first_run_done
    assert saved.model == "org/a-hub-model"  # remembered for the full app
    no_traceback(capfd, caplog)


def test_the_light_model_dialog_speaks_chinese(qtbot, window, light_install, capfd, caplog):  # noqa: F811
    from app.ui.language import install_language
    from app.ui.model_dialog import ModelDialog

    install_language("zh")
    try:
        dialog = ModelDialog(_light_settings(window), window.models_vm, window, first_run=True)
        qtbot.addWidget(dialog)
        assert "完整版" in dialog.hint.text() and "Releases" in dialog.hint.text()
        assert dialog.sketch_radio.text() == "内置素描引擎（离线，无需模型）"
    finally:
        install_language("en")
    no_traceback(capfd, caplog)


def test_the_full_model_dialog_is_unchanged(qtbot, window):  # noqa: F811
    from app.ui.model_dialog import ModelDialog

    dialog = ModelDialog(window.settings, window.models_vm, window, first_run=True)
    qtbot.addWidget(dialog)
    assert dialog.model_radio is not None and dialog.catalogue.count() > 0
    assert "light Memory Picture Book app" not in dialog.hint.text()


# -- drawing and training ------------------------------------------------------------------------------------
def test_a_diffusion_model_asked_of_the_light_app_is_one_translated_line(light_install, capfd, caplog):
    from app.viewmodels.illustrators import IllustratorCache
    from model.engines import make_illustrator

    with pytest.raises(ModelError) as asked:
        IllustratorCache().get("diffusion", "org/a-hub-model")
    assert message_of(asked.value) == FULL_APP_DIFFUSION
    with pytest.raises(ModelError) as cli:
        make_illustrator("diffusion", "org/a-hub-model")  # the command line's way
    assert message_of(cli.value) == FULL_APP_DIFFUSION
    assert make_illustrator("sketch").__class__.__name__ == "SketchIllustrator"
    no_traceback(capfd, caplog)


def test_the_full_apps_lines_are_translated(monkeypatch):
    from app.ui.app import make_application
    from app.ui.language import install_language
    from app.viewmodels.messages import translate_message
    from model.speech.models import find_model

    monkeypatch.setattr(sys, "frozen", True, raising=False)

    make_application(language="en")
    install_language("zh")
    try:
        assert "完整版记忆绘本" in translate_message(FULL_APP_DIFFUSION)
        assert "完整版记忆绘本" in translate_message(FULL_APP_SPEECH)
        assert "完整版记忆绘本" in say(
            Message("located", where="interview.m4a", message=FULL_APP_SPEECH), "zh"
        )
        with pytest.raises(ModelError) as gone:  # a packaged app's line for a speech model not here
            find_model("Systran/faster-whisper-not-a-model")
        assert message_of(gone.value).code == "model.speech.missing_in_app"
        assert translate_message(message_of(gone.value)).startswith("这台电脑上没有语音识别模型")
    finally:
        install_language("en")


def test_the_light_people_panel_says_training_needs_the_full_app(qtbot, window, light_install):  # noqa: F811
    panel = window.people
    assert panel.training is None
    assert panel.training_note is not None and "full Memory Picture Book app" in panel.training_note.text()


# -- recordings ----------------------------------------------------------------------------------------------
def test_the_light_recordings_dialog_keeps_plays_and_takes_a_typed_transcript(
    qtbot,
    window,  # noqa: F811
    light_install,
    capfd,
    caplog,
):
    from app.book.recordings import load_transcript

    caplog.set_level(logging.DEBUG)
    window.act_interview.trigger()
    dialog = next(w for w in window.children() if type(w).__name__ == "InterviewDialog")
    note = dialog.full_app_note
    assert note is not None and note.isVisible()
    assert "Turning speech into text needs the full Memory Picture Book app" in note.text()
    assert "pip" not in note.text() and "hf " not in note.text()
    dialog.choose_recordings([str(ENGLISH_CLIP)])
    qtbot.waitUntil(lambda: not window.interview_vm.busy, timeout=60000)
    assert not dialog.problems.text()
    name = dialog.recording.currentData()
    assert name in window.vm.book.recordings
    assert dialog.table.rowCount() == 1 and dialog.text.isEnabled()  # one part over the whole recording
    with qtbot.waitSignal(window.interview_vm.play_requested) as played:
        dialog.play_button(0).click()
    assert played.args[0].endswith(name) and played.args[1] == 0
    dialog.text.setPlainText("My grandmother lived by the river.")
    dialog.approved.click()  # commits the typed words
    transcript = load_transcript(window.vm.project, name)
    assert [s.text for s in transcript.segments] == ["My grandmother lived by the river."]
    assert transcript.approved
    dialog.close()
    no_traceback(capfd, caplog)


def test_a_transcription_asked_of_the_light_app_is_the_full_apps_line(light_install, tmp_path):
    from model.speech.process import transcribe_in_process

    with pytest.raises(ModelError) as asked:
        transcribe_in_process(ENGLISH_CLIP, tmp_path / "chunks", "small")
    assert message_of(asked.value) == FULL_APP_SPEECH


def test_a_packaged_app_names_no_hf_or_pip(monkeypatch, capsys):
    from app.cli.interview import run_models
    from model.speech.models import find_model

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with pytest.raises(ModelError) as asked:
        find_model("Systran/faster-whisper-not-a-model")
    assert message_of(asked.value) == Message(
        "model.speech.missing_in_app",
        name="Systran/faster-whisper-not-a-model",
        repo="Systran/faster-whisper-not-a-model",
    )
    run_models(argparse.Namespace())
    out = capsys.readouterr().out
    assert "not here" in out and "hf download" not in out
