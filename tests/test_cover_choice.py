"""The cover shows the picture the family chose: a story's ``Cover:`` line (封面：) or the page editor's "Use this
picture on the cover" box sets ``book.cover_photo``, and the printed cover shows that page's picture; without a
choice, the first photo page's (the sample book's cover showed its grandfather's camera for "Grandma's Lane")."""

from __future__ import annotations

import pytest

from app.book.errors import BookError
from app.book.story import create_book_from_story
from app.print.document import document_for_book
from app.settings import Settings
from tests.test_ui_snags import make_window
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from words import Message, message_of

STORY = """# 外婆的弄堂
{cover}
## 外公的相机
photo: camera.png

外公年轻时在照相馆当学徒。

## 弄堂口的老墙
photo: brick.png

墙上的砖是外婆小时候就有的。
"""


@pytest.mark.parametrize("line", ["封面：brick.png", "Cover: brick.png"])
def test_a_storys_cover_line_puts_that_pages_picture_on_the_cover(tmp_path, examples, line):
    story = tmp_path / "story.md"
    story.write_text(STORY.format(cover=line), encoding="utf-8")
    project = create_book_from_story(story, tmp_path / "b.mbook", examples / "photos")
    wall = project.book.pages[1]
    assert project.book.cover_photo == wall.photo and _cover_is(project) == wall.id


def _cover_is(project) -> str:
    """The id of the page whose picture the printed cover shows, after a sketch build."""
    from app.build import BuildRequest, build_book

    build_book(project, project.root.parent / "book.pdf", BuildRequest(engine="sketch"))
    doc = document_for_book(project, [])
    cover = next(p for p in doc.pages if p.kind == "cover")
    story_pages = [p for p in doc.pages if p.kind in ("story", "story-text")]
    drawn = [cover.image_loader is page.image_loader for page in story_pages]
    return project.book.pages[drawn.index(True)].id


def test_without_a_choice_the_cover_shows_the_first_photo_page(tmp_path, examples):
    story = tmp_path / "story.md"
    story.write_text(STORY.format(cover=""), encoding="utf-8")
    project = create_book_from_story(story, tmp_path / "b.mbook", examples / "photos")
    assert project.book.cover_photo is None and _cover_is(project) == project.book.pages[0].id


def test_a_cover_line_naming_no_pages_photo_is_said_not_lost(tmp_path, examples):
    story = tmp_path / "story.md"
    story.write_text(STORY.format(cover="封面：quilt.jpg"), encoding="utf-8")
    said = Message("book.story.cover_not_a_page_photo", name="quilt.jpg", names=["camera.png", "brick.png"])
    with pytest.raises(BookError) as err:
        create_book_from_story(story, tmp_path / "b.mbook", examples / "photos")
    assert message_of(err.value) == Message("located", where="story.md", message=said)
    refused: list[Message | str] = []
    project = create_book_from_story(story, tmp_path / "c.mbook", examples / "photos", refused)
    assert project.book.cover_photo is None and refused == [said]


def test_the_page_editor_chooses_the_cover_picture_as_one_undo_step(qtbot, sample_book):  # noqa: F811
    win = make_window(qtbot, sample_book, Settings(engine="sketch", first_run_done=True, language="en"))
    try:
        editor, book = win.editor, win.vm.book
        win.vm.set_current(0)  # the sample's first page has no photo: nothing to put on the cover
        assert not editor.on_cover.isEnabled()
        wall = next(
            i
            for i, p in enumerate(book.pages)
            if p.photo and book.photos[p.photo].original_name == "brick.png"
        )
        win.vm.set_current(wall)
        assert editor.on_cover.isEnabled() and editor.on_cover.isChecked() == (
            book.cover_photo == book.pages[wall].photo
        )
        editor.on_cover.setChecked(False)
        editor.on_cover.setChecked(True)
        assert win.vm.book.cover_photo == book.pages[wall].photo
        win.vm.undo_stack.undo()
        assert win.vm.book.cover_photo is None and not editor.on_cover.isChecked()
        win.vm.set_current(wall - 1)
        assert not editor.on_cover.isChecked()
    finally:
        win.shutdown()
