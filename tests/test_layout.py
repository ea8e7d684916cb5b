"""Page geometry in mm and points (Qt-free): trim sizes, bleed, slug, boxes, margins and frames."""

from __future__ import annotations

import pytest

from app.book.geometry import media_size_mm, page_geometry
from app.book.layout import (
    BLEED_MM,
    CROP_MARK_LENGTH_MM,
    CROP_MARK_OFFSET_MM,
    MARGINS_MM,
    PAGE_KINDS,
    PT_PER_MM,
    SLUG_MM,
    PrintOptions,
    Rect,
    font_sizes,
)

EXPECTED_TRIM_PT = {"a4": (595.276, 841.89), "a5": (419.528, 595.276), "square": (595.276, 595.276)}


@pytest.mark.parametrize("trim", ["a4", "a5", "square"])
@pytest.mark.parametrize("bleed", [False, True])
def test_boxes_in_points(trim, bleed):
    geo = page_geometry("story", PrintOptions(trim=trim, bleed=bleed), 1)
    tw, th = EXPECTED_TRIM_PT[trim]
    llx, lly, urx, ury = geo.trim_box_pt()
    assert urx - llx == pytest.approx(tw, abs=0.01)
    assert ury - lly == pytest.approx(th, abs=0.01)
    mw, mh = geo.media_size_pt
    if bleed:
        extra = 2 * (BLEED_MM + SLUG_MM) * PT_PER_MM
        assert (mw, mh) == pytest.approx((tw + extra, th + extra), abs=0.01)
        assert llx == pytest.approx((BLEED_MM + SLUG_MM) * PT_PER_MM, abs=0.01)
        b = geo.bleed_box_pt()
        assert b[0] == pytest.approx(llx - BLEED_MM * PT_PER_MM, abs=0.01)
        assert b[2] - b[0] == pytest.approx(tw + 2 * BLEED_MM * PT_PER_MM, abs=0.01)
        assert b[3] - b[1] == pytest.approx(th + 2 * BLEED_MM * PT_PER_MM, abs=0.01)
    else:
        assert (mw, mh) == pytest.approx((tw, th), abs=0.01)
        assert geo.bleed_box_pt() == geo.trim_box_pt() == [0.0, 0.0, round(tw, 3), round(th, 3)]


def test_media_size_mm():
    assert media_size_mm(PrintOptions("a4", bleed=False)) == (210.0, 297.0)
    assert media_size_mm(PrintOptions("a4", bleed=True)) == (236.0, 323.0)
    assert media_size_mm(PrintOptions("square", bleed=True)) == (236.0, 236.0)


def test_crop_marks_fit_in_the_slug_outside_the_bleed():
    assert CROP_MARK_OFFSET_MM >= BLEED_MM
    assert CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM < BLEED_MM + SLUG_MM


def test_pdf_box_flips_y():
    # a 10 mm square 5 mm from the top-left of a 100 mm tall page
    box = Rect(5, 5, 10, 10).to_pdf_box(100)
    assert box == pytest.approx([5 * PT_PER_MM, 85 * PT_PER_MM, 15 * PT_PER_MM, 95 * PT_PER_MM], abs=0.001)


def test_binding_margin_alternates():
    opts = PrintOptions("a4")
    recto, verso = page_geometry("story", opts, 2), page_geometry("story", opts, 3)
    m = MARGINS_MM["a4"]
    assert m.inner > m.outer
    assert recto.recto and not verso.recto
    assert recto.content.x - recto.trim.x == pytest.approx(m.inner)
    assert verso.content.x - verso.trim.x == pytest.approx(m.outer)


def _inside(inner: Rect, outer: Rect) -> bool:
    eps = 1e-6
    return (
        inner.x >= outer.x - eps
        and inner.y >= outer.y - eps
        and inner.right <= outer.right + eps
        and inner.bottom <= outer.bottom + eps
    )


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("trim", ["a4", "a5", "square"])
@pytest.mark.parametrize("bleed", [False, True])
@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_frames_lie_on_the_page_and_do_not_collide(trim, bleed, kind):
    geo = page_geometry(kind, PrintOptions(trim=trim, bleed=bleed), 0)
    frames = geo.frames
    assert frames["art"] == geo.bleed
    for name, frame in frames.items():
        assert frame.w > 0 and frame.h > 0, name
        if name in ("art",) or (kind == "cover" and name == "image" and bleed):
            assert _inside(frame, geo.bleed), name
        elif name == "page_number":
            assert _inside(frame, geo.trim), name
        else:
            assert _inside(frame, geo.content), name
    text_frames = [n for n in ("title", "subtitle", "image", "text", "dedication", "ornament") if n in frames]
    for i, a in enumerate(text_frames):
        for b in text_frames[i + 1 :]:
            assert not _overlap(frames[a], frames[b]), (a, b)
    if kind == "cover" and bleed:
        img = frames["image"]
        assert (img.x, img.y, img.w) == (geo.bleed.x, geo.bleed.y, geo.bleed.w)  # art bleeds off the edge


def test_large_print_sizes():
    large, normal = font_sizes(True), font_sizes(False)
    assert large.body_min >= 16 and large.body >= large.body_min
    assert normal.body_min >= 12 and normal.body >= normal.body_min
    for sizes in (large, normal):
        assert sizes.title > sizes.body and sizes.cover_title > sizes.title
    assert page_geometry("story", PrintOptions()).fonts.body_min >= 16  # large print is the default


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="trim size 'letter'"):
        PrintOptions(trim="letter")
    with pytest.raises(ValueError, match="page kind"):
        page_geometry("poster", PrintOptions())
