"""Issue 24 item 9: a cached rebuild lays each page out at most once for the PDF (pagination's dry run) and
once more to draw it, not again for the preflight, and decodes each picture once (counted, not timed: the
time goes in tests/bench/bench_build.py)."""

from __future__ import annotations

from collections import Counter

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.build import BuildRequest, build_book
from assets import EXAMPLES_DIR


def _counting(monkeypatch):
    """Count paint_page calls by (layout-only?, page index) and illustration decodes by key."""
    import app.print.paginate as paginate_module
    import app.print.pdf as pdf_module
    from app.print.painter import paint_page
    from app.print.pictures import LAYOUT_ONLY

    paints, decodes = Counter(), Counter()

    def counted_paint(painter, doc, index, options, geometry=None, *, max_dpi=300.0):
        paints[("dry run" if max_dpi <= LAYOUT_ONLY else "drawn", index)] += 1
        return paint_page(painter, doc, index, options, geometry, max_dpi=max_dpi)

    load = BookProject.load_illustration

    def counted_load(self, key):
        decodes[key] += 1
        return load(self, key)

    monkeypatch.setattr(paginate_module, "paint_page", counted_paint)
    monkeypatch.setattr(pdf_module, "paint_page", counted_paint)
    monkeypatch.setattr(BookProject, "load_illustration", counted_load)
    return paints, decodes


def test_a_cached_rebuild_lays_each_page_out_once_and_decodes_each_picture_once(tmp_path, monkeypatch):
    root = tmp_path / "b.mbook"
    project = create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")
    build_book(project, tmp_path / "a.pdf", BuildRequest(engine="sketch", trim="a4", bleed=True))
    paints, decodes = _counting(monkeypatch)
    summary = build_book(
        BookProject.open(root), tmp_path / "b.pdf", BuildRequest(engine="sketch", trim="a4", bleed=True)
    )
    assert summary.made == 0 and summary.preflight is not None
    pages = len(BookProject.open(root).book.pages)
    printed = pages + 2  # the cover, the stories (none continues), the colophon
    assert sorted(i for kind, i in paints if kind == "drawn") == list(range(printed))
    assert sorted(i for kind, i in paints if kind == "dry run") == list(range(printed))  # the cover and
    assert max(paints.values()) == 1, paints  # colophon too (text cut), each page once drawn, once laid out
    pictures = {p.illustration for p in BookProject.open(root).book.pages if p.photo}
    assert pictures and set(decodes) >= pictures
    assert max(decodes.values()) == 1, decodes  # the cover's picture is its story page's: decoded once
