"""The app with a model that takes reference photos: the model dialog lists the new catalogue models with their
languages and reference photos, the People panel says no training is needed, and pages show whose reference
photos will be used."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, bridge, sample_book  # noqa: F401 (fixtures)


def test_model_dialog_lists_the_new_models_with_languages_and_references(qtbot, window):  # noqa: F811
    from app.ui.model_dialog import ModelDialog

    dialog = ModelDialog(window.settings, window.models_vm, window)
    qtbot.addWidget(dialog)
    texts = [dialog.catalogue.item(row).text() for row in range(dialog.catalogue.count())]
    qwen = next(t for t in texts if t.startswith("Qwen-Image-Edit-2509"))
    assert "prompts in Chinese and English" in qwen and "up to 3 photos, no training" in qwen
    assert "Apache-2.0" in qwen and "download 53.7 GB" in qwen
    dev = next(t for t in texts if t.startswith("FLUX.2 [dev]"))
    assert "(not for commercial use)" in dev
    sd15 = next(t for t in texts if t.startswith("Stable Diffusion 1.5"))
    assert "prompts in English" in sd15 and "no training" not in sd15


def test_people_need_no_training_and_pages_say_whose_photos_are_used(qtbot, window):  # noqa: F811
    vm = window.vm
    person = vm.add_person("外婆")
    stranger = vm.add_person("阿花")
    window.editor.people_list.item(0).setCheckState(Qt.CheckState.Checked)
    window.editor.people_list.item(1).setCheckState(Qt.CheckState.Checked)
    assert vm.current_page().people == [person.id, stranger.id]
    vm.book.person(person.id).photos = list(vm.book.photos)[:2]

    window.settings.engine, window.settings.model = "diffusion", "flux2-klein-4b"
    window._engine_changed()  # what choosing a model in the dialog does
    note = window.people.references_note
    assert not note.isHidden() and "no training needed" in note.text() and "FLUX.2 [klein] 4B" in note.text()
    if window.people.training is not None:
        assert window.people.training.isHidden()
    label = window.editor.references_label
    assert not label.isHidden()
    assert "Drawn from the reference photos of: 外婆 (2)" in label.text()
    assert "No reference photos yet for 阿花" in label.text()

    window.settings.model = "stable-diffusion-v1-5/stable-diffusion-v1-5"  # an older model: LoRA training
    window._engine_changed()
    assert note.isHidden() and label.isHidden()
    if window.people.training is not None:
        assert not window.people.training.isHidden()


def test_the_app_downloads_a_catalogue_model_by_its_catalogue_id(qtbot, bridge):  # noqa: F811
    """Offline in tests: the download is refused, and the line names the Hugging Face id it would fetch."""
    from app.viewmodels.models import ModelsViewModel

    models = ModelsViewModel(bridge)
    with qtbot.waitSignal(models.error_changed, timeout=60000) as blocker:
        assert models.download("flux2-klein-4b")
    assert "black-forest-labs/FLUX.2-klein-4B" in blocker.args[0] and "HF_HUB_OFFLINE" in blocker.args[0]
    qtbot.waitUntil(lambda: not bridge.has_job("download"), timeout=30_000)
