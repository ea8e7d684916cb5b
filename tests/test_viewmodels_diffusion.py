"""Illustrating from the app with a tiny random diffusion model (built offline into tmp_path): the model
loads in the worker thread, steps report progress with live previews, cancel stops it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer

from app.settings import Settings
from tests.test_viewmodels import _config_dir, _sample_template, book_vm, bridge, sample_book  # noqa: F401

pytest.importorskip("model.illustrate", reason="the diffusion engine is not part of this checkout yet")


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


def test_preload_imports_the_engine_in_the_worker(qtbot, book_vm, diffusion_vm):  # noqa: F811
    with qtbot.waitSignal(diffusion_vm.bridge.job_finished, timeout=120000) as blocker:
        assert diffusion_vm.preload()
    assert blocker.args[0] == "preload"
    import sys

    assert "torch" in sys.modules and "model.illustrate" in sys.modules
