"""The app drawing on a drawing server: the connection code pasted in Model and engine… is checked and saved, a
page is drawn through a real ``memorybook serve`` on 127.0.0.1 with a tiny diffusion model — the page list, the
progress with the server's live previews — and a cancel stops the server's job."""

from __future__ import annotations

import httpx
import pytest

from app.settings import Settings
from tests.serve_helpers import add_token, free_port, refusing_address, start_server
from tests.test_ui import window  # noqa: F401
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    tiny = save_tiny_pipeline(tmp_path_factory.mktemp("models") / "tiny-sd", "sd")
    running = start_server(tmp_path_factory.mktemp("serve") / "data", free_port(), "--model", str(tiny))
    token, code = add_token(running.data, "volunteer", address=running.url)
    running.token, running.code, running.model = token, code, str(tiny)
    yield running
    running.stop()


def choose_the_server(qtbot, window, server):  # noqa: F811
    """What a volunteer does: Model and engine… → Draw on a drawing server → paste the code → OK."""
    from app.ui.model_dialog import ModelDialog

    dialog = ModelDialog(window.settings, window.models_vm, window)
    qtbot.addWidget(dialog)
    dialog.server_radio.setChecked(True)
    assert dialog.server_box.isEnabled() and not dialog.model_box.isEnabled()
    with qtbot.waitSignal(dialog.server_box.vm.checked, timeout=60000):
        dialog.server_box.code_edit.setText(" " + server.code + "\n")
    assert dialog.server_box.status.text().startswith(f"✓ Connected to {server.url}")
    assert dialog.server_box.models_combo.count() == 1 and dialog.server_box.model() == server.model
    assert dialog.chosen() == ("server", server.model)
    dialog.accept()
    window._engine_changed()  # what choose_model does after the dialog
    saved = Settings.load()
    assert (saved.engine, saved.server_code, saved.server_model) == ("server", server.code, server.model)
    book = window.vm.book.illustration
    book.steps, book.width, book.height = 3, 64, 64


def test_a_wrong_code_is_named_in_the_dialog(qtbot, window, server):  # noqa: F811
    from app.serve.access import connection_code
    from app.ui.model_dialog import ModelDialog

    dialog = ModelDialog(window.settings, window.models_vm, window)
    qtbot.addWidget(dialog)
    dialog.server_radio.setChecked(True)
    with qtbot.waitSignal(dialog.server_box.vm.failed, timeout=60000):
        dialog.server_box.code_edit.setText(connection_code(server.url, "not-the-token"))
    assert "refused the token" in dialog.server_box.status.text()
    assert dialog.server_box.models_combo.isHidden()
    with qtbot.waitSignal(dialog.server_box.vm.failed, timeout=60000):
        dialog.server_box.code_edit.setText("memorybook1:!!!")
    assert "the connection code is damaged" in dialog.server_box.status.text()


def test_the_app_draws_a_page_on_the_server_with_live_previews(qtbot, window, server):  # noqa: F811
    choose_the_server(qtbot, window, server)
    vm = window.illustrate_vm
    assert vm.engine_choice() == ("server", server.model)
    page = next(p for p in window.vm.book.pages if not p.photo)  # text-to-image: every one of the 3 steps
    progress, previews = [], []
    vm.progress_changed.connect(progress.append)
    vm.preview_changed.connect(previews.append)
    with qtbot.waitSignal(vm.finished_changed, timeout=240000) as finished:
        assert vm.illustrate([page.id])
    assert finished.args == ["1 page(s) illustrated"]
    assert page.illustration and window.vm.project.has_illustration(page.illustration)
    info = window.vm.project.illustration_sidecar(page.illustration)["info"]
    assert info["server"] == server.url and info["server_model"] == server.model
    steps = [p for p in progress if p.message == "drawing"]  # the engine's own steps, sent by the server
    assert [(p.step, p.steps) for p in steps] == [(1, 3), (2, 3), (3, 3)]  # each of them, as drawn locally
    assert any(p.preview is not None and not p.preview.isNull() for p in steps)  # its live previews
    assert len(previews) >= 2  # step previews, then the finished picture
    row = [p.id for p in window.vm.book.pages].index(page.id)
    assert window.vm.pages_model.index(row).data() is not None  # the page list shows the page
    with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {server.token}"}) as http:
        assert http.get("/jobs").json() == {"jobs": []}  # fetched and deleted on the server


def test_cancel_stops_the_servers_job(qtbot, window, server):  # noqa: F811
    choose_the_server(qtbot, window, server)
    vm = window.illustrate_vm
    window.vm.book.illustration.steps = 200  # long enough to be cancelled in the middle
    asked = []

    def on_progress(progress) -> None:
        if progress.steps == 200 and not asked:
            asked.append(progress)
            vm.cancel()

    vm.progress_changed.connect(on_progress)
    with qtbot.waitSignal(vm.cancelled_changed, timeout=240000):
        assert vm.illustrate()
    assert asked and not vm.running
    assert not any(p.illustration for p in window.vm.book.pages)  # stopped in the first page
    with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {server.token}"}) as http:
        assert http.get("/jobs").json() == {"jobs": []}  # the cancelled job is gone from the server
    qtbot.waitUntil(lambda: "): cancelled" in server.log.read_text(), timeout=60000)  # the worker stopped it
    log = server.log.read_text()
    assert "watercolour" not in log and "Traceback" not in log  # no prompt in the operator's log


def test_the_clients_refusals_come_out_in_chinese(qapp, server):
    import re

    from app.serve.access import read_connection_code
    from app.serve.client import RemoteIllustrator
    from app.ui.language import install_language
    from app.viewmodels.illustrators import IllustratorCache
    from app.viewmodels.messages import translate_message
    from model.errors import ModelError
    from words import message_of

    said = []
    with refusing_address() as refused:
        for make in (
            lambda: read_connection_code("memorybook1:!!!"),
            lambda: RemoteIllustrator(server.url, "not-the-token"),
            lambda: RemoteIllustrator(refused, "t", unreachable_s=0.3),
            lambda: IllustratorCache().get("server", None, server=None),
        ):
            with pytest.raises(ModelError) as caught:
                make()
            said.append(message_of(caught.value))
    install_language("zh")
    try:
        for message in said:
            shown = translate_message(message)
            assert re.search(r"[\u4e00-\u9fff]", shown) and not re.search(r"\b(the|server|and)\b", shown), (
                shown
            )
        assert "127.0.0.1" in translate_message(said[2])  # the address is kept
    finally:
        install_language("en")
