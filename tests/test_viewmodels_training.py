""" "Teach the model this person" with the real ``memorybook train`` command on a tiny random model (2 steps
on the CPU): progress arrives from the separate process, the LoRA lands on the person in the open book, and
edits made in the window meanwhile are kept."""

from __future__ import annotations

import pytest

from app.book.project import BookProject
from tests.test_viewmodels import _config_dir, _sample_template, book_vm, sample_book  # noqa: F401


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd")


@pytest.mark.slow
def test_teach_the_model_a_person(qtbot, book_vm, examples, tiny_model, monkeypatch, sample_book):  # noqa: F811
    """A real training run (30–50 s on 2 shared cores): opt-in with ``-m slow`` (tests/conftest.py)."""
    from app.viewmodels.training import TrainingViewModel

    monkeypatch.setenv("OMP_NUM_THREADS", "1")
    person = book_vm.add_person("外婆")
    for name in ("coffee.png", "chelsea.png"):
        assert book_vm.add_person_photo(person.id, examples / "photos" / name)
    training = TrainingViewModel(book_vm)
    seen = []
    training.progress_changed.connect(seen.append)
    extra = ["--steps", "2", "--resolution", "64", "--rank", "2", "--cpu"]
    with qtbot.waitSignal(training.finished_changed, timeout=240000):
        assert training.start(person.id, str(tiny_model), extra=extra)
        # an edit made in the window while the training runs
        book_vm.set_page_field(book_vm.book.pages[0].id, "title", "训练时改的标题")
    assert seen and seen[-1].step == seen[-1].total == 2
    trained = book_vm.book.person(person.id)
    assert trained.lora and (sample_book / trained.lora).is_file()
    assert trained.base_model == str(tiny_model) and trained.trigger
    on_disk = BookProject.open(sample_book).book
    assert on_disk.person(person.id).lora == trained.lora
    assert on_disk.pages[0].title == "训练时改的标题"
