"""Small things a volunteer trips over in the app (issue 24 item 7): the model dialog says it is working while
the plan is computed and offers no download for a model on this computer; a reference photo without a face
or at low resolution is named as soon as it comes in."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)

DATA = Path(__file__).parent / "data"


def test_model_dialog_shows_a_busy_bar_and_no_download_for_a_local_folder(qtbot, window, tmp_path):  # noqa: F811
    from app.ui.model_dialog import ModelDialog

    asked = []
    window.models_vm.explain_plan = lambda model: asked.append(model) or bool(model.strip())
    dialog = ModelDialog(window.settings, window.models_vm, window)
    qtbot.addWidget(dialog)
    dialog.model_radio.setChecked(True)
    dialog.model_edit.setText(str(tmp_path))  # a folder on this computer
    assert not dialog.download_button.isEnabled()
    assert "nothing to download" in dialog.download_button.toolTip()
    dialog._explain_plan()
    assert asked == [str(tmp_path)] and dialog.plan_busy.isVisibleTo(dialog)
    assert dialog.plan_label.toPlainText() == ""
    window.models_vm.plan_changed.emit("Whole on the CPU.")
    assert not dialog.plan_busy.isVisibleTo(dialog)
    assert dialog.plan_label.toPlainText() == "Whole on the CPU."
    dialog.model_edit.setText("stable-diffusion-v1-5/stable-diffusion-v1-5")  # a hub id
    assert dialog.download_button.isEnabled() and dialog.download_button.toolTip() == ""
    dialog.model_edit.setText("")
    dialog._explain_plan()
    assert not dialog.plan_busy.isVisibleTo(dialog) and not dialog.download_button.isEnabled()


def test_reference_photos_without_a_face_or_too_small_are_named_at_once(qtbot, window, tmp_path):  # noqa: F811
    vm = window.vm
    person = vm.add_person("外婆")
    small = tmp_path / "tiny-face.jpg"
    Image.open(DATA / "astronaut.jpg").convert("RGB").resize((200, 200)).save(small)
    messages: list[str] = []
    vm.message_changed.connect(messages.append)
    with qtbot.waitSignal(vm.message_changed, timeout=60000, check_params_cb=lambda t: "rocket.jpg" in t):
        assert vm.add_person_photos(person.id, [DATA / "astronaut.jpg", DATA / "rocket.jpg", small]) == 3
    low = [m for m in messages if "tiny-face.jpg" in m and "200×200" in m]
    assert low, messages  # the low-resolution rule of the photo intake, naming the file
    faceless = next(m for m in messages if "rocket.jpg" in m)
    assert "外婆" in faceless and "astronaut.jpg" not in faceless  # the astronaut's face is found
    messages.clear()
    large = tmp_path / "large-face.jpg"
    Image.open(DATA / "astronaut.jpg").convert("RGB").resize((800, 800)).save(large)
    assert vm.add_person_photo(person.id, large)  # a face, large enough: nothing to say
    qtbot.waitUntil(lambda: not window.bridge.busy, timeout=60000)
    assert messages == []
