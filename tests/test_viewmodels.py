"""View-models without widgets: the book (edits, undo, autosave, photos, page order), illustrating in the
worker (sketch engine), cancel, variations and history, export. Waits on signals, never sleeps."""

from __future__ import annotations

import gc
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt

from app.book.project import BookProject
from app.settings import Settings
from app.viewmodels.pages import ThumbnailRole


@pytest.fixture(autouse=True)
def _config_dir(tmp_path, monkeypatch):
    """Settings go to a temporary folder (never the user's). Afterwards the test's Qt objects are collected
    here, in the GUI thread (a garbage collection started in a worker thread must never free them)."""
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    yield
    gc.collect()


@pytest.fixture(scope="session")
def _sample_template(tmp_path_factory, examples) -> Path:
    """The sample story (Chinese) made into a book once, with a small picture size so tests stay fast."""
    from app.book.story import create_book_from_story

    root = tmp_path_factory.mktemp("template") / "waipo.mbook"
    project = create_book_from_story(examples / "waipo-zh.md", root, examples / "photos")
    project.book.illustration.width, project.book.illustration.height = 256, 192
    project.save()
    return root


@pytest.fixture
def sample_book(_sample_template, tmp_path) -> Path:
    """A fresh copy of the sample book folder."""
    root = tmp_path / "waipo.mbook"
    shutil.copytree(_sample_template, root)
    return root


@pytest.fixture
def book_vm(qtbot, sample_book):
    from app.viewmodels.book import BookViewModel

    vm = BookViewModel(autosave_ms=200)
    assert vm.open(sample_book)
    return vm


@pytest.fixture
def bridge(qtbot):
    from app.viewmodels.worker import WorkerBridge

    bridge = WorkerBridge()
    yield bridge
    assert bridge.shutdown(10000)


@pytest.fixture
def illustrate_vm(book_vm, bridge):
    from app.viewmodels.illustrate import IllustrateViewModel

    return IllustrateViewModel(book_vm, bridge, Settings(engine="sketch"))


def test_create_book_from_the_sample_story(qtbot, tmp_path, examples):
    from app.viewmodels.book import BookViewModel

    vm = BookViewModel()
    with qtbot.waitSignal(vm.book_changed, timeout=30_000):
        assert vm.create_from_story(examples / "waipo-zh.md", tmp_path / "new.mbook", examples / "photos")
    assert vm.book.title == "外婆的弄堂"
    assert vm.pages_model.rowCount() == len(vm.book.pages) >= 5
    assert vm.current_row == 0
    first = vm.pages_model.index(0)
    assert "晒被子的夏天" in vm.pages_model.data(first)
    photo_row = next(i for i, p in enumerate(vm.book.pages) if p.photo)
    assert not vm.pages_model.data(vm.pages_model.index(photo_row), ThumbnailRole).isNull()


def test_blank_book_and_a_refused_folder(qtbot, tmp_path):
    from app.viewmodels.book import BookViewModel

    vm = BookViewModel()
    assert vm.create_blank(tmp_path / "blank.mbook", "外婆", "zh")
    assert len(vm.book.pages) == 1
    other = BookViewModel()
    with qtbot.waitSignal(other.error_changed, timeout=30_000) as blocker:
        assert not other.create_blank(tmp_path / "blank.mbook", "again")
    assert "already exists" in blocker.args[0]


def test_edits_merge_undo_redo_and_autosave(qtbot, book_vm, sample_book):
    page = book_vm.book.pages[0]
    original = page.text
    for text in ("外", "外婆", "外婆的猫"):
        book_vm.set_page_field(page.id, "text", text)
    assert book_vm.undo_stack.count() == 1  # typing merges into one step
    assert not book_vm.is_saved
    with qtbot.waitSignal(book_vm.saved_changed, timeout=30_000) as blocker:
        pass
    assert blocker.args == [True]
    assert BookProject.open(sample_book).book.pages[0].text == "外婆的猫"
    book_vm.undo_stack.undo()
    assert book_vm.book.pages[0].text == original
    book_vm.undo_stack.redo()
    assert book_vm.book.pages[0].text == "外婆的猫"


def test_too_long_a_title_is_refused_with_a_message(qtbot, book_vm):
    page = book_vm.book.pages[0]
    with qtbot.waitSignal(book_vm.error_changed, timeout=30_000) as blocker:
        assert not book_vm.set_page_field(page.id, "title", "长" * 600)
    assert "title" in blocker.args[0]
    assert book_vm.book.pages[0].title != "长" * 600


def test_add_duplicate_delete_and_reorder_pages(qtbot, book_vm):
    model = book_vm.pages_model
    count = model.rowCount()
    ids = [p.id for p in book_vm.book.pages]
    with qtbot.waitSignal(model.rowsInserted, timeout=30_000):
        row = book_vm.add_page(after=0)
    assert row == 1 and model.rowCount() == count + 1
    book_vm.duplicate_page(2)
    assert book_vm.book.pages[3].text == book_vm.book.pages[2].text
    assert book_vm.book.pages[3].id != book_vm.book.pages[2].id
    book_vm.delete_page(1)
    book_vm.undo_stack.undo()
    book_vm.undo_stack.undo()
    book_vm.undo_stack.undo()
    assert [p.id for p in book_vm.book.pages] == ids
    # drag and drop in the strip: the model asks for an undoable move (beginMoveRows)
    mime = model.mimeData([model.index(0)])
    with qtbot.waitSignal(model.rowsMoved, timeout=30_000):
        assert model.dropMimeData(mime, Qt.DropAction.MoveAction, 3, 0, QModelIndex()) is False
    assert [p.id for p in book_vm.book.pages] == ids[1:3] + ids[:1] + ids[3:]
    book_vm.undo_stack.undo()
    assert [p.id for p in book_vm.book.pages] == ids
    assert not model.canDropMimeData(QMimeData(), model.supportedDropActions(), 0, 0, QModelIndex())


def test_photo_intake_errors_are_reported_not_raised(qtbot, book_vm, sample_data):
    page = book_vm.book.pages[0]
    bad = sample_data / "photos-hard" / "not-a-photo.jpg"
    with qtbot.waitSignal(book_vm.error_changed, timeout=30_000) as blocker:
        assert not book_vm.add_photo(page.id, bad)
    assert "not-a-photo.jpg" in blocker.args[0]
    assert page.photo is None
    good = sample_data / "photos-hard" / "外婆 的猫 (1998).jpg"
    assert book_vm.add_photo(page.id, good)
    assert book_vm.book.pages[0].photo in book_vm.book.photos
    book_vm.undo_stack.undo()
    assert book_vm.book.pages[0].photo is None


def test_people_lora_must_be_safetensors(qtbot, book_vm, tmp_path):
    person = book_vm.add_person("外婆")
    assert person is not None and book_vm.book.people[0].name == "外婆"
    pickle_file = tmp_path / "face.ckpt"
    pickle_file.write_bytes(b"x")
    with qtbot.waitSignal(book_vm.error_changed, timeout=30_000):
        assert not book_vm.import_lora(person.id, pickle_file)
    lora = tmp_path / "face.safetensors"
    lora.write_bytes(b"{}")
    assert book_vm.import_lora(person.id, lora)
    assert book_vm.book.people[0].lora == "loras/face.safetensors"
    assert (book_vm.project.root / "loras" / "face.safetensors").is_file()


def _photo_page(book_vm):
    return next(p for p in book_vm.book.pages if p.photo)


def test_illustrate_a_page_with_the_sketch_engine(qtbot, book_vm, illustrate_vm, sample_book):
    page = _photo_page(book_vm)
    progress = []
    illustrate_vm.progress_changed.connect(progress.append)
    with qtbot.waitSignal(illustrate_vm.finished_changed, timeout=30000):
        assert illustrate_vm.illustrate([page.id])
    assert page.illustration and book_vm.project.has_illustration(page.illustration)
    assert progress and progress[-1].page == 1 and any(p.preview is not None for p in progress)
    assert not book_vm.pages_model.data(
        book_vm.pages_model.index(book_vm.pages_model.row_of(page.id)), ThumbnailRole
    ).isNull()
    with qtbot.waitSignal(book_vm.saved_changed, timeout=30_000):
        pass
    assert BookProject.open(sample_book).book.page(page.id).illustration == page.illustration


def test_cancel_stops_a_whole_book_job(qtbot, book_vm, illustrate_vm):
    started = []

    def on_progress(progress):
        if not started:
            started.append(progress)
            illustrate_vm.cancel()

    illustrate_vm.progress_changed.connect(on_progress)
    with qtbot.waitSignal(illustrate_vm.cancelled_changed, timeout=30000):
        illustrate_vm.illustrate()
    assert not illustrate_vm.running
    assert sum(p.illustration is not None for p in book_vm.book.pages) < len(book_vm.book.pages)


def test_variations_pick_one_and_bring_an_earlier_one_back(qtbot, book_vm, illustrate_vm):
    page = book_vm.book.pages[0]
    with qtbot.waitSignal(illustrate_vm.finished_changed, timeout=30000):
        illustrate_vm.illustrate([page.id])
    first = page.illustration
    with qtbot.waitSignal(illustrate_vm.finished_changed, timeout=30000):
        assert illustrate_vm.make_variations(page.id, seeds=[11, 22, 33])
    keys = [v.key for v in illustrate_vm.variations]
    assert [v.seed for v in illustrate_vm.variations] == [11, 22, 33]
    assert len(set(keys)) == 3 and all(not v.thumbnail.isNull() for v in illustrate_vm.variations)
    # none chosen yet: all are kept among the page's earlier pictures, on disk too (quitting now loses none)
    assert book_vm.save() and set(keys) <= set(BookProject.open(book_vm.project.root).book.pages[0].history)
    illustrate_vm.choose_variation(1)
    assert page.illustration == keys[1] and page.seed == 22
    assert first in page.history
    illustrate_vm.bring_back(page.id, first)
    assert page.illustration == first and keys[1] in page.history
    assert page.seed is None, "the first picture was drawn with the page's automatic seed: back to it"
    illustrate_vm.bring_back(page.id, keys[2])
    assert page.seed == 33
    book_vm.undo_stack.undo()
    book_vm.undo_stack.undo()
    assert page.illustration == keys[1] and page.seed == 22


def test_a_missing_model_is_one_clear_error(qtbot, book_vm, bridge):
    from app.viewmodels.illustrate import IllustrateViewModel

    vm = IllustrateViewModel(book_vm, bridge, Settings(engine="diffusion", model=None))
    with qtbot.waitSignal(vm.error_changed, timeout=10000) as blocker:
        vm.illustrate([book_vm.book.pages[0].id])
    assert "model" in blocker.args[0]
    assert not vm.running


def test_page_preview_is_drawn_by_the_print_painter(qtbot, book_vm):
    from app.viewmodels.preview import PreviewViewModel

    preview = PreviewViewModel(book_vm)
    image = preview.render(1, dpi=48)
    # an A4 page at 48 dpi: 210 mm × 297 mm → 397 × 561 px
    assert (image.width(), image.height()) == (397, 561)
    assert preview.render(99).isNull()


def test_export_the_pdf_and_look_at_it(qtbot, book_vm, bridge, tmp_path):
    import pypdf

    from app.viewmodels.exporter import ExportOptions, ExportViewModel
    from app.viewmodels.illustrate import IllustratorCache

    exporter = ExportViewModel(book_vm, bridge, Settings(engine="sketch"), IllustratorCache())
    out = tmp_path / "waipo.pdf"
    with qtbot.waitSignal(exporter.exported_changed, timeout=60000) as blocker:
        assert exporter.export(out, ExportOptions(trim="a5", bleed=True, large_print=True))
    result = blocker.args[0]
    assert result.path == out and out.is_file() and result.bytes == out.stat().st_size
    assert result.pages == len(book_vm.book.pages) and result.made + result.reused == result.pages
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == len(book_vm.book.pages) + 2  # cover + pages + colophon
    assert reader.pages[1].trimbox != reader.pages[1].mediabox  # bleed: the trim box lies inside
    # the pictures drawn for the export became the pages' pictures
    assert all(p.illustration for p in book_vm.book.pages)
    with qtbot.waitSignal(exporter.pdf_pages_changed, timeout=30000) as rendered:
        exporter.render_pdf(out, dpi=20)
    images = rendered.args[0]
    assert len(images) == len(reader.pages) and not images[0].isNull()


def test_export_for_a_print_shop(qtbot, book_vm, bridge, tmp_path):
    import pikepdf

    from app.viewmodels.exporter import ExportOptions, ExportViewModel
    from app.viewmodels.illustrate import IllustratorCache

    exporter = ExportViewModel(book_vm, bridge, Settings(engine="sketch"), IllustratorCache())
    defaults = exporter.default_options()
    assert defaults.bleed and not defaults.print_shop  # bleed on by default, RGB unless asked
    out = tmp_path / "shop.pdf"
    with qtbot.waitSignal(exporter.exported_changed, timeout=60000):
        assert exporter.export(out, ExportOptions(trim="a5", bleed=False, print_shop=True))
    with pikepdf.open(out) as pdf:
        assert pdf.Root.OutputIntents[0].S == "/GTS_PDFX" and str(pdf.docinfo.GTS_PDFXVersion) == "PDF/X-4"
        assert len(pdf.pages) % 4 == 0
        page = pdf.pages[1].obj
        assert list(page.TrimBox) != list(page.BleedBox)  # bleed forced on


def test_no_preload_for_the_sketch_engine(qtbot, illustrate_vm):
    assert not illustrate_vm.preload()


TRAIN_LINES = (
    "import json, sys\n"
    "print('loading the model', flush=True)\n"
    "for step in (1, 2):\n"
    "    print(json.dumps({'step': step, 'total': 2, 'loss': 0.5 / step, 'seconds_per_step': 0.1,"
    " 'eta_seconds': 0.1 * (2 - step)}), flush=True)\n"
)


def test_training_progress_lines_are_read_from_the_process(qtbot, book_vm, examples):
    """The QProcess plumbing of "Teach the model this person": JSON lines become progress, the exit ends it.
    (The real command is ``memorybook train``; here a stand-in prints the same line format.)"""
    import sys

    from app.viewmodels.training import TrainingProgress, TrainingViewModel

    person = book_vm.add_person("外婆")
    book_vm.add_person_photo(person.id, examples / "photos" / "coffee.png")
    training = TrainingViewModel(book_vm)
    seen = []
    training.progress_changed.connect(seen.append)
    with qtbot.waitSignal(training.finished_changed, timeout=30000):
        assert training.start(person.id, "some-model", program=(sys.executable, ["-c", TRAIN_LINES]))
    assert [(p.step, p.total) for p in seen] == [(1, 2), (2, 2)]
    assert seen[0].loss == 0.5 and seen[-1].eta_seconds == 0.0
    assert not training.running
    assert TrainingProgress.parse("not json") is None
    with qtbot.waitSignal(training.error_changed, timeout=30_000):
        assert not training.start(person.id, None)


def test_view_models_do_not_import_widgets():
    """app.viewmodels uses QtCore/QtGui only: importing all of it loads no QtWidgets (and no torch)."""
    import subprocess
    import sys

    from tests.conftest import REPO

    code = (
        "import pkgutil, importlib, sys, app.viewmodels as vm\n"
        "for m in pkgutil.iter_modules(vm.__path__): importlib.import_module('app.viewmodels.' + m.name)\n"
        "print('PySide6.QtWidgets' in sys.modules, 'torch' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "False"]


def test_json_progress_of_the_training_command_is_read():
    from app.viewmodels.training import TrainingProgress

    line = '{"step": 1, "total": 2, "loss": 0.1034, "seconds_per_step": 1.05, "eta_seconds": 1.0}'
    progress = TrainingProgress.parse(line)
    assert (progress.step, progress.total, progress.eta_seconds, progress.loss) == (1, 2, 1.0, 0.1034)
    assert TrainingProgress.parse('{"event": "done", "lora": "x"}') is None
    assert TrainingProgress.parse("training:  50%|█████     | 1/2 [00:01<00:01]") is None


def test_a_long_story_previews_with_its_continuation_pages(qtbot, book_vm):
    from app.viewmodels.preview import PreviewViewModel

    preview = PreviewViewModel(book_vm)
    page = book_vm.book.pages[0]
    single = preview.render(0, dpi=24)
    book_vm.set_page_field(page.id, "text", "外婆讲的故事很长很长。" * 400)
    longer = preview.render(0, dpi=24)
    assert longer.height() == single.height() and longer.width() > 2 * single.width()


def test_preview_page_numbers_count_the_pages_earlier_stories_continue_on(qtbot, book_vm):
    """Page 1's long story prints on 3 pages, so page 2 prints as page 4: the preview says so, as the PDF."""
    from collections import OrderedDict

    from app.book.layout import PrintOptions
    from app.print.document import document_for_book
    from app.print.paginate import paginate
    from app.viewmodels.preview import printed_number

    book = book_vm.book
    book_vm.set_page_field(book.pages[0].id, "text", "外婆讲的故事很长很长。" * 300)
    whole = paginate(
        document_for_book(book_vm.project, []),
        PrintOptions(trim=book.trim_size, bleed=False, large_print=book.large_print),
    )
    # the first printed page of each story page: the one with its title
    in_pdf = [p.number for p in whole.pages if p.kind in ("story", "story-text") and p.title]
    cache, lengths = OrderedDict(), OrderedDict()
    in_preview = [
        printed_number(book_vm.project, book, row, cache, lengths) for row in range(len(book.pages))
    ]
    assert in_preview == in_pdf
    assert in_preview[1] > 2, "the long story continues on at least one more page"
