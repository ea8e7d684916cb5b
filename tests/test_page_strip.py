"""The page strip's pictures: a page without a photo drawn by the sketch engine shows the designed text page it
prints as (a miniature), never the engine's wash; a page with a photo shows its picture."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from app.viewmodels.images import make_thumbnail
from app.viewmodels.pages import ThumbnailRole
from tests.test_viewmodels import (  # noqa: F401 (fixtures)
    _config_dir,
    _sample_template,
    book_vm,
    bridge,
    illustrate_vm,
    sample_book,
)


def _thumbnail(qtbot, vm, page, role=ThumbnailRole):
    model = vm.pages_model
    index = model.index(model.row_of(page.id))
    qtbot.waitUntil(lambda: not model.data(index, role).isNull(), timeout=30_000)
    return model.data(index, role)


def test_a_washed_page_shows_the_designed_page_and_a_photo_page_its_picture(qtbot, book_vm, illustrate_vm):  # noqa: F811
    plain = next(p for p in book_vm.book.pages if not p.photo)
    photo = next(p for p in book_vm.book.pages if p.photo)
    with qtbot.waitSignal(illustrate_vm.finished_changed, timeout=60_000):
        assert illustrate_vm.illustrate([plain.id, photo.id])
    project = book_vm.project
    assert project.drawn_by_sketch(plain.illustration) and project.drawn_by_sketch(photo.illustration)

    designed = _thumbnail(qtbot, book_vm, plain)
    wash = make_thumbnail(project, plain.illustration)
    assert abs(designed.width() / designed.height() - 210 / 297) < 0.02  # the A4 page, upright
    assert abs(wash.width() / wash.height() - 256 / 192) < 0.02  # the wash: the picture's 4:3
    # the page is white paper with the band of the pattern at its top and the text under it
    middle = QColor(designed.pixel(designed.width() // 2, int(designed.height() * 0.85)))
    assert middle.lightness() > 240, middle.name()
    band = [QColor(designed.pixel(x, designed.height() // 10)) for x in range(designed.width())]
    assert len({c.name() for c in band}) > 5  # a pattern, not one flat colour

    picture = _thumbnail(qtbot, book_vm, photo)
    assert picture.size() == make_thumbnail(project, photo.illustration).size()

    # a new title's first character is the seal's: the miniature is drawn again
    ident = book_vm.pages_model._thumb_id(plain)
    assert book_vm.set_page_field(plain.id, "title", "新的标题")
    assert book_vm.pages_model._thumb_id(book_vm.book.page(plain.id)) != ident


def test_a_new_style_draws_the_miniatures_again(qtbot, book_vm, illustrate_vm):  # noqa: F811
    plain = next(p for p in book_vm.book.pages if not p.photo)
    with qtbot.waitSignal(illustrate_vm.finished_changed, timeout=60_000):
        assert illustrate_vm.illustrate([plain.id])
    icon = Qt.ItemDataRole.DecorationRole  # what the strip shows (kept per page until the page changes)
    before = _thumbnail(qtbot, book_vm, plain, icon)
    other = next(name for name in ("watercolour", "crayon", "paper_cut") if name != book_vm.book.style)
    assert book_vm.set_book_fields({"style": other})
    model = book_vm.pages_model
    index = model.index(model.row_of(plain.id))
    qtbot.waitUntil(
        lambda: (image := model.data(index, icon)) != before and not image.isNull(), timeout=30_000
    )


def test_a_designed_page_that_cannot_be_drawn_is_an_empty_thumbnail(qtbot, book_vm, illustrate_vm):  # noqa: F811
    from app.viewmodels.images import designed_thumbnail

    plain = next(p for p in book_vm.book.pages if not p.photo)
    with qtbot.waitSignal(illustrate_vm.finished_changed, timeout=60_000):
        assert illustrate_vm.illustrate([plain.id])
    project = book_vm.project
    one_page = book_vm.book.model_copy(update={"pages": [plain]})
    assert not designed_thumbnail(project, one_page).isNull()
    sidecar = project.illustration_path(plain.illustration).with_suffix(".json")
    sidecar.write_text("{not json", encoding="utf-8")  # a damaged sidecar (a received book)
    assert designed_thumbnail(project, one_page).isNull()  # no exception: the worker goes on
