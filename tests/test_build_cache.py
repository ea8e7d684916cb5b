"""The illustration flow: pages → requests → cached illustrations; only changed pages are drawn again."""

from __future__ import annotations

import pytest

from app.book.model import Book, Page
from app.book.project import BookProject
from app.book.requests import request_for_page, request_size
from app.build import illustrate_pages
from model.api import CancelToken
from model.engines import make_illustrator, resolve_engine
from model.engines.sketch import SketchIllustrator
from model.errors import Cancelled, ModelError
from words import Message


def eight_page_book(tmp_path):
    book = Book(title="T", language="en")
    for i in range(8):
        book.pages.append(Page(title=f"p{i}", text=f"story {i}", scene=f"scene {i}"))
    return BookProject.create(tmp_path / "b.mbook", book)


class Counting(SketchIllustrator):
    def __init__(self):
        self.calls = 0

    def illustrate(self, request, on_progress=None, cancel=None):
        self.calls += 1
        return super().illustrate(request, on_progress, cancel)


def test_editing_one_page_redraws_exactly_one(tmp_path):
    project = eight_page_book(tmp_path)
    engine = Counting()
    first = illustrate_pages(project, engine)
    assert (first.made, first.reused, engine.calls) == (8, 0, 8)
    again = illustrate_pages(BookProject.open(project.root), engine)
    assert (again.made, again.reused, engine.calls) == (0, 8, 8)
    reopened = BookProject.open(project.root)
    old_key = reopened.book.pages[3].illustration
    reopened.book.pages[3].seed = 1234
    third = illustrate_pages(reopened, engine)
    assert (third.made, third.reused, engine.calls) == (1, 7, 9)
    page = BookProject.open(project.root).book.pages[3]
    assert page.illustration != old_key and page.history == [old_key]
    assert reopened.has_illustration(old_key)  # the earlier picture is kept and can be brought back


def test_sidecar_records_how_it_was_made(tmp_path):
    project = eight_page_book(tmp_path)
    illustrate_pages(project, SketchIllustrator())
    sidecar = project.illustration_sidecar(project.book.pages[0].illustration)
    assert sidecar["request"]["seed"] == project.book.pages[0].effective_seed()
    assert sidecar["request"]["style"] == "watercolour"
    assert sidecar["info"]["engine"] == "sketch" and sidecar["info"]["fingerprint"].startswith("sketch-")


def test_cancel_keeps_what_was_made(tmp_path):
    project = eight_page_book(tmp_path)
    token = CancelToken()
    events = []

    def on_event(event):
        events.append(event)
        if event.page == 2 and event.step == event.steps:
            token.cancel()

    with pytest.raises(Cancelled):
        illustrate_pages(project, SketchIllustrator(), on_event=on_event, cancel=token)
    saved = BookProject.open(project.root).book
    assert [p.illustration is not None for p in saved.pages] == [True, True] + [False] * 6


def test_request_size_follows_photo_aspect(tmp_path):
    from app.book.model import PhotoInfo

    book = Book(title="t")
    book.photos["a.jpg"] = PhotoInfo(original_name="pano.jpg", width=6000, height=400)
    book.photos["b.jpg"] = PhotoInfo(original_name="tall.jpg", width=400, height=800)
    w, h = request_size(book, Page(photo="a.jpg"))
    assert w % 8 == 0 and h % 8 == 0 and abs(w / h - 2.5) < 0.05
    w, h = request_size(book, Page(photo="b.jpg"))
    assert abs(w / h - 0.5) < 0.05 and abs(w * h - 768 * 512) / (768 * 512) < 0.05
    assert request_size(book, Page()) == (768, 512)


def test_sketch_requests_carry_only_what_shapes_the_picture(tmp_path):
    project = eight_page_book(tmp_path)
    page = project.book.pages[2]
    request, warnings = request_for_page(project, page, "sketch", None)
    assert (request.scene, request.text, request.style, request.photo_path) == ("", "", "watercolour", None)
    assert request.seed == page.effective_seed() and warnings == []
    page.text = "edited story"
    assert request_for_page(project, page, "sketch", None)[0].cache_key("f") == request.cache_key("f")


def test_engine_choice():
    assert resolve_engine("auto", None) == "sketch"
    assert resolve_engine("auto", "some/model") == "diffusion"
    with pytest.raises(ModelError, match="needs a model"):
        resolve_engine("diffusion", None)
    with pytest.raises(ModelError, match="unknown engine"):
        resolve_engine("oil", None)
    assert make_illustrator("sketch").name == "sketch"


def test_warnings_name_the_page_by_its_place_in_the_book(tmp_path):
    """The app draws one page at a time: a warning about the book's 3rd page says "page 3", not "page 1"."""
    project = eight_page_book(tmp_path)
    project.book.pages[2].text, project.book.pages[2].scene = "外婆的故事", ""
    engine = Counting()
    engine.name, engine.prompt_languages = (
        "diffusion",
        ("en",),
    )  # as an English-only model: a Chinese page without
    # a scene is warned about
    summary = illustrate_pages(project, engine, [project.book.pages[2]])
    assert summary.warnings and all(
        w.params["where"] == Message("where.page", number=3) for w in summary.warnings
    ), summary.warnings


class OtherModel(Counting):
    """Draws like the sketch engine but stands for another model (another fingerprint, so no cache hits)."""

    name = "diffusion"

    def fingerprint(self) -> str:
        return "diffusion:other-model"


def test_export_keeps_the_pictures_pages_have_and_draws_only_missing_ones(tmp_path):
    """The desktop app's export (keep_pictures): choosing another model afterwards must not redraw the pictures
    the person approved; a page without a picture is drawn; the colophon names what made the pictures."""
    from app.build import BuildRequest, build_book

    project = eight_page_book(tmp_path)
    illustrate_pages(project, SketchIllustrator())
    approved = [p.illustration for p in project.book.pages]
    project.book.pages[5].illustration = None  # one page never drawn
    other = OtherModel()
    summary = build_book(project, tmp_path / "kept.pdf", BuildRequest(keep_pictures=True), illustrator=other)
    assert other.calls == 1 and summary.made == 1 and summary.reused == 7
    kept = [p.illustration for p in project.book.pages]
    assert kept[:5] + kept[6:] == approved[:5] + approved[6:] and kept[5] not in approved
    from pypdf import PdfReader

    colophon = " ".join(PdfReader(tmp_path / "kept.pdf").pages[-1].extract_text().split())
    assert "sketch engine" in colophon and "diffusion model" in colophon
    # the command line's build (no keep_pictures) draws every page with the engine it is given
    summary = build_book(project, tmp_path / "all.pdf", BuildRequest(), illustrator=other)
    assert other.calls == 1 + 7 and summary.made == 7 and summary.reused == 1


def test_the_summary_names_a_soft_picture_once_the_cover_s_included(tmp_path):
    """A picture printing below 150 DPI on a story page is named by the preflight at the end of the summary
    (in the book's language), not a second time by the PDF writer; the cover's (which the preflight does not
    check) is still named by the writer."""
    from PIL import Image

    from app.build import BuildRequest, build_book, repeated_by_preflight

    book = Book(title="T", language="en")
    book.pages = [Page(title="Tea: at four", text="story"), Page(title="Kite", text="story")]
    project = BookProject.create(tmp_path / "b.mbook", book)
    Image.new("RGB", (200, 150), "teal").save(tmp_path / "small.png")
    project.book.pages[0].photo = project.add_photo(tmp_path / "small.png")
    project.save()
    summary = build_book(project, tmp_path / "b.pdf", BuildRequest(engine="sketch"))
    soft = [w for w in summary.warnings if w.params["message"].code == "print.low_dpi"]
    assert [w.params["where"] for w in soft] == [Message("where.cover")], (
        summary.warnings
    )  # page 1's: dropped
    found = [(p.number, f.code) for p, f in summary.preflight.findings()]
    assert (1, "low_dpi") in found  # the preflight's line names it
    lines = [str(line) for line in summary.lines()]
    assert sum("page 1 “Tea: at four”" in line and "DPI" in line for line in lines) == 1, lines
    page = Message("where.page_titled", number=12, title="a: b")
    glyphs = Message("print.font_cannot_draw", chars=["𪚥 (U+2A6A5)"])
    assert repeated_by_preflight(Message("located", where=page, message=glyphs))
    dpi = Message("print.low_dpi", label="cover", dpi="77", low="150")
    assert not repeated_by_preflight(Message("located", where=Message("where.cover"), message=dpi))


def test_export_draws_again_a_picture_of_another_photo(tmp_path):
    """A photo given to a page after its picture was drawn (a text page that gets one; a photo replaced): the
    app's export keeps the other pictures but draws that page from its photo now, not the old picture (a tester's
    export printed the text page's wash where the new photo belonged); the command line's check said "stale"."""
    from app.book.requests import drawn_from_another_photo
    from app.book.story import create_book_from_story
    from app.build import BuildRequest, build_book
    from assets import EXAMPLES_DIR

    project = create_book_from_story(
        EXAMPLES_DIR / "waipo-en.md", tmp_path / "b.mbook", EXAMPLES_DIR / "photos"
    )
    illustrate_pages(project, SketchIllustrator())
    before = [p.illustration for p in project.book.pages]
    bare = next(i for i, p in enumerate(project.book.pages) if not p.photo)
    with_photo = next(i for i, p in enumerate(project.book.pages) if p.photo)
    project.book.pages[bare].photo = project.book.pages[with_photo].photo  # the same photo on a text page
    assert drawn_from_another_photo(project, project.book.pages[bare])
    assert not drawn_from_another_photo(project, project.book.pages[with_photo])
    counting = Counting()
    summary = build_book(
        project, tmp_path / "kept.pdf", BuildRequest(keep_pictures=True), illustrator=counting
    )
    assert counting.calls == 1 and summary.made == 1 and summary.reused == 7
    after = [p.illustration for p in project.book.pages]
    assert (
        after[bare] != before[bare] and after[:bare] + after[bare + 1 :] == before[:bare] + before[bare + 1 :]
    )
    assert not drawn_from_another_photo(project, project.book.pages[bare])
