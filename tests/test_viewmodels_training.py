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


ERA_TRAINING = """
import json, sys
from pathlib import Path
from app.book.project import BookProject
root, person_id, era = sys.argv[1:4]
lora = Path(root) / "loras" / "era-lora.safetensors"
lora.parent.mkdir(exist_ok=True)
lora.write_bytes(b"not read here")
project = BookProject.open(root)
person = project.book.person(person_id)
next(e for e in person.eras if e.name == era).lora = "loras/era-lora.safetensors"
person.trigger = "waipo20"
project.save()
print(json.dumps({"step": 1, "total": 1}), flush=True)
"""
"""Stands in for ``memorybook train --era`` (records the LoRA on the era as :func:`app.cli.train._record` does)."""


def test_teach_the_model_one_era_of_a_person(qtbot, book_vm, examples):  # noqa: F811
    """The app trains one time of a life: the command gets ``--era``, an era without photos is named before
    anything starts, and the LoRA the command recorded on the era lands on that era of the open book (the
    person's own LoRA untouched)."""
    import sys

    from app.viewmodels.training import TrainingViewModel

    person = book_vm.add_person("外婆")
    assert book_vm.add_person_photo(person.id, examples / "photos" / "coffee.png")
    photo = book_vm.book.person(person.id).photos[0]
    eras = [{"name": "少女时代", "years": (1955, 1962), "photos": [photo]}, {"name": "晚年"}]
    assert book_vm.update_person(person.id, {"eras": eras})
    training = TrainingViewModel(book_vm)
    assert training.command(person.id, "m", "少女时代")[1][-3:] == ["--era", "少女时代", "--json"]
    errors = []
    training.error_changed.connect(errors.append)
    assert not training.start(person.id, "m", era="晚年") and "外婆 (晚年)" in errors[-1]
    assert not training.start(person.id, "m", era="中年") and "中年" in errors[-1]
    root = str(book_vm.project.root)
    program = (sys.executable, ["-c", ERA_TRAINING, root, person.id, "少女时代"])
    with qtbot.waitSignal(training.finished_changed, timeout=60000):
        assert training.start(person.id, "m", program=program, era="少女时代")
    trained = book_vm.book.person(person.id)
    assert [e.lora for e in trained.eras] == ["loras/era-lora.safetensors", None]
    assert trained.lora is None and trained.trigger == "waipo20"


def test_the_training_control_offers_the_persons_eras(qtbot, book_vm, monkeypatch):  # noqa: F811
    """The people panel's training control: no era choice for a person without eras; with eras, "their whole
    life" first and each era by name, and the chosen one is what the training gets."""
    from app.settings import Settings
    from app.ui.training import TrainingControl
    from app.viewmodels.training import TrainingViewModel

    person = book_vm.add_person("外公")
    vm = TrainingViewModel(book_vm)
    control = TrainingControl(vm, Settings(), lambda: book_vm.book.person(person.id))
    qtbot.addWidget(control)
    control.show()
    control.show_person(book_vm.book.person(person.id))
    assert not control.era_box.isVisible() and control.chosen_era() is None
    assert book_vm.update_person(person.id, {"eras": [{"name": "1980s", "years": (1980, 1989)}]})
    control.show_person(book_vm.book.person(person.id))
    assert control.era_box.isVisible()
    assert [control.era_box.itemText(i) for i in range(control.era_box.count())][1:] == ["1980s"]
    control.era_box.setCurrentIndex(1)
    control.show_person(book_vm.book.person(person.id))  # an edit of the person redraws the list
    assert control.chosen_era() == "1980s"  # the choice kept
    long = [{"name": "1980s", "years": (1980, 1989)}, {"name": "少女时代 1955–1962 在上海弄堂里的时候" * 2}]
    width = control.era_box.sizeHint().width()
    assert book_vm.update_person(person.id, {"eras": long})
    control.show_person(book_vm.book.person(person.id))
    assert control.era_box.sizeHint().width() == width  # a long era name does not widen the panel
    assert control.chosen_era() == "1980s"
    asked = []
    monkeypatch.setattr(vm, "start", lambda *a, **k: asked.append(k.get("era")) or False)
    monkeypatch.setattr(control, "confirm", lambda who: asked.append(who) or True)
    book_vm.book.illustration.model = "some-model"
    control.start()
    assert asked == ["1980s"]  # no photos in that era: not confirmed, the view model names it


def test_era_names_are_one_line_and_apart():
    """Eras are chosen by name: control characters, a blank name and two eras of one name are refused."""
    import pytest
    from pydantic import ValidationError

    from app.book.model import Person

    for eras in (
        [{"name": "a\nb"}],
        [{"name": "\u202eabc"}],
        [{"name": "   "}],
        [{"name": "同名"}, {"name": "同名"}],
    ):
        with pytest.raises(ValidationError):
            Person(name="外婆", eras=eras)
    assert [e.name for e in Person(name="外婆", eras=[{"name": "少女时代"}, {"name": "晚年"}]).eras] == [
        "少女时代",
        "晚年",
    ]
