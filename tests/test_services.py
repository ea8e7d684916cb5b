"""Print-on-demand presets (Qt-free): each service's spine formula for several page counts, the cover wrap's
size against each service's cover formula, spine-text thresholds, the barcode area and safe zones, the
interior's bleed and safety margins, padding rules, and clear errors for a choice a service does not offer."""

from __future__ import annotations

import pytest

from app.book.errors import BookError
from app.book.geometry import media_size_mm, page_geometry
from app.book.layout import PAGE_KINDS, PrintDocument, PrintPage
from app.print.order_checks import longest_blank_run
from app.print.padding import pad_pages
from app.print.services import INCH_MM, SERVICES, SOURCES, preset
from app.print.wrap import BARCODE_MM, cover_wrap

PAGE_COUNTS = (24, 32, 80, 100, 200, 300, 550)


def lulu_case_spine_in(pages: int) -> float:
    """Lulu's casewrap table (help.api.lulu.com 64000254616), rows typed in again here."""
    rows = [(84, 0.25), (140, 0.5), (168, 0.625), (194, 0.6875), (222, 0.75), (250, 0.8125), (278, 0.875),
            (306, 0.9375), (334, 1.0), (360, 1.0625), (388, 1.125), (416, 1.1875), (444, 1.25),
            (472, 1.3125), (500, 1.375), (528, 1.4375), (556, 1.5)]  # fmt: skip
    return next(w for up_to, w in rows if pages <= up_to)


EXPECTED_SPINE_IN = {
    ("lulu", "paperback", None): lambda n: n / 444 + 0.06,  # Lulu: (pages / 444) + 0.06 in
    ("lulu", "hardcover", None): lulu_case_spine_in,
    ("kdp", "paperback", "premium-color"): lambda n: n * 0.002347,  # KDP: pages × paper thickness
    ("kdp", "paperback", "white"): lambda n: n * 0.002252,
    ("kdp", "paperback", "cream"): lambda n: n * 0.0025,
    ("kdp", "hardcover", "premium-color"): lambda n: n * 0.002347 + 0.06,
    ("ingram", "paperback", None): lambda n: n * 0.00255,  # 70 lb white, 5.1 mil a sheet
    ("cn-print", "paperback", None): lambda n: n / 2 * 0.13 / 25.4,  # 157 g/m² coated, 0.13 mm a sheet
}


@pytest.mark.parametrize("key", list(EXPECTED_SPINE_IN))
@pytest.mark.parametrize("pages", PAGE_COUNTS)
def test_spine_width_follows_each_services_formula(key, pages):
    service, binding, paper = key
    chosen = preset(service, binding, paper, "a5")
    assert chosen.spine_mm(pages) == pytest.approx(EXPECTED_SPINE_IN[key](pages) * 25.4, abs=1e-9)


def test_published_examples():
    # KDP's own worked figures as its help and calculators print them: 200 pages on white paper = 0.4504 in
    assert preset("kdp", "paperback", "white", "a5").spine_mm(200) / INCH_MM == pytest.approx(0.4504)
    # Lulu: a 300-page paperback = 300/444 + 0.06 = 0.7357 in; a 300-page casewrap = 0.9375 in (24 mm row)
    assert preset("lulu", "paperback", None, "a5").spine_mm(300) / INCH_MM == pytest.approx(0.73568, abs=1e-5)
    assert preset("lulu", "hardcover", None, "a5").spine_mm(300) == pytest.approx(23.8125)
    assert preset("cn-print", "saddle", None, "a5").spine_mm(32) == 0.0  # saddle stitching has no spine


@pytest.mark.parametrize(
    "service,binding,edge_in,hinge_in",
    [("lulu", "paperback", 0.125, 0), ("lulu", "hardcover", 0.75, 0), ("kdp", "paperback", 0.125, 0),
     ("kdp", "hardcover", 0.75, 0.375), ("ingram", "paperback", 0.125, 0), ("cn-print", "paperback", 3 / 25.4, 0)],
)  # fmt: skip
@pytest.mark.parametrize("pages", (80, 120, 300))
def test_cover_size_is_each_services_formula(service, binding, edge_in, hinge_in, pages):
    trim = "a4" if (service, binding) == ("kdp", "hardcover") else "a5"
    chosen = preset(service, binding, None, trim)
    tw, th = chosen.trim_mm
    wrap = cover_wrap(chosen, pages)
    spine = chosen.spine_mm(pages)
    # width = edge + back + hinge + spine + hinge + front + edge; height = edge + trim + edge
    assert wrap.media.w == pytest.approx(2 * edge_in * 25.4 + 2 * tw + 2 * hinge_in * 25.4 + spine)
    assert wrap.media.h == pytest.approx(2 * edge_in * 25.4 + th)
    assert wrap.trim.w == pytest.approx(2 * tw + 2 * hinge_in * 25.4 + spine)
    assert wrap.spine.w == pytest.approx(spine) and wrap.spine.x == pytest.approx(
        wrap.back.right + hinge_in * 25.4
    )
    assert wrap.front.right + edge_in * 25.4 == pytest.approx(wrap.media.w)


def test_kdp_a5_paperback_cover_in_inches():
    # 5.83 × 8.27 in trim, 100 premium-colour pages: (2 × 148 mm + 0.2347 in + 0.25 in) × (210 mm + 0.25 in)
    wrap = cover_wrap(preset("kdp", "paperback", None, "a5"), 100)
    assert wrap.media.w / INCH_MM == pytest.approx(296 / 25.4 + 0.2347 + 0.25)
    assert wrap.media.h / INCH_MM == pytest.approx(210 / 25.4 + 0.25)


@pytest.mark.parametrize(
    "service,binding,first",
    [("lulu", "paperback", 80), ("kdp", "paperback", 79), ("ingram", "paperback", 48)],
)
def test_spine_text_only_from_the_services_page_count(service, binding, first):
    chosen = preset(service, binding, None, "a5")
    assert not cover_wrap(chosen, first - 2).spine_text
    assert cover_wrap(chosen, first).spine_text == (cover_wrap(chosen, first).spine_safe.w >= 4.0)
    assert cover_wrap(chosen, 300).spine_text
    assert not cover_wrap(preset("cn-print", "saddle", None, "a5"), 32).spine_text


@pytest.mark.parametrize("service", list(SERVICES))
def test_barcode_area_and_safe_zones(service):
    chosen = preset(service, None, None, "a5")
    wrap = cover_wrap(chosen, 120)
    bar = wrap.barcode
    assert (bar.w, bar.h) == pytest.approx(BARCODE_MM)
    assert (
        wrap.back.x < bar.x and bar.right <= wrap.back.right - 0.25 * 25.4 + 1e-9
    )  # clear of the spine fold
    assert bar.bottom == pytest.approx(wrap.back.bottom - 0.25 * 25.4)
    safe = chosen.service.cover_safety_mm
    assert wrap.front_safe.x == pytest.approx(wrap.front.x + safe)
    assert wrap.spine_safe.w == pytest.approx(
        max(0.0, wrap.spine.w - 2 * chosen.service.spine_margin_mm)
    ) or (wrap.spine.w == 0)


def test_kdp_interior_bleeds_on_the_outside_only():
    options = preset("kdp", "paperback", None, "a5").print_options(True)
    bleed = 0.125 * 25.4
    assert media_size_mm(options) == pytest.approx((148 + bleed, 210 + 2 * bleed))
    recto, verso = page_geometry("story", options, 0), page_geometry("story", options, 1)
    assert recto.trim.x == 0 and recto.bleed.right == pytest.approx(recto.media.right)  # binding edge left
    assert (
        verso.trim.x == pytest.approx(bleed)
        and verso.bleed.x == 0
        and verso.trim.right == pytest.approx(148 + bleed)
    )
    assert not recto.has_crop_marks and recto.media == recto.bleed  # no slug: the services refuse marks


@pytest.mark.parametrize("service", list(SERVICES))
@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_every_frame_keeps_the_safety_margin(service, kind):
    chosen = preset(service, None, None, "a5")
    options = chosen.print_options(True)
    safe = chosen.service.safety_mm
    for index in (0, 1):
        geo = page_geometry(kind, options, index)
        inner = geo.trim.grow(-safe)
        for name, frame in geo.frames.items():
            if name in ("art", "image") and kind == "cover":
                continue  # background art runs into the bleed on purpose
            if name == "art":
                continue
            assert frame.x >= inner.x - 1e-6 and frame.right <= inner.right + 1e-6, (name, frame)
            assert frame.y >= inner.y - 1e-6 and frame.bottom <= inner.bottom + 1e-6, (name, frame)


def test_lulu_square_is_eight_and_a_half_inches_and_a_clear_error_for_sizes_not_offered():
    assert preset("lulu", "paperback", None, "square").trim_mm == pytest.approx((215.9, 215.9))
    assert preset("kdp", "hardcover", None, "a4").trim_mm == pytest.approx((8.25 * 25.4, 11 * 25.4))
    with pytest.raises(BookError, match="--size a4 or a5"):
        preset("kdp", "hardcover", None, "square")
    with pytest.raises(BookError, match="choose one of lulu, kdp"):
        preset("blurb")
    with pytest.raises(BookError, match="no saddle binding; choose one of paperback, hardcover"):
        preset("lulu", "saddle")
    with pytest.raises(BookError, match="no paper 'glossy'; choose one of premium-color"):
        preset("kdp", None, "glossy")


@pytest.mark.parametrize("count", range(1, 40, 3))
@pytest.mark.parametrize(
    "minimum,multiple,last_blank", [(24, 2, False), (18, 2, True), (4, 4, False), (32, 2, False)]
)
def test_padding_reaches_the_rule_with_notes_pages(count, minimum, multiple, last_blank):
    doc = PrintDocument("T", pages=[PrintPage("story")] * count)
    padded, added = pad_pages(doc, minimum, multiple, last_blank)
    n = len(padded.pages)
    assert n >= minimum and n % multiple == 0 and n - count - added == int(last_blank)
    assert n - max(minimum, count + int(last_blank)) < multiple  # no more than needed
    assert all(p.kind == "notes" for p in padded.pages[count : count + added])
    assert (padded.pages[-1].kind == "blank") == last_blank
    assert longest_blank_run(padded) <= 1


def test_every_figure_names_a_source():
    for service in SERVICES.values():
        assert service.sources and all(s in SOURCES for s in service.sources)
        for binding in service.bindings.values():
            assert binding.source in SOURCES
        for paper in service.papers.values():
            assert paper.source in SOURCES


def test_padding_uses_the_spare_photos_first():
    spare = [PrintPage("photo", image_label=f"p{i}.jpg") for i in range(3)]
    doc = PrintDocument("T", pages=[PrintPage("story")] * 20, spare_photos=spare)
    padded, added = pad_pages(doc, 24, 2, False)
    assert added == 4 and [p.kind for p in padded.pages[20:]] == ["photo", "photo", "photo", "notes"]
    from app.print.padding import what_was_added
    from words import Message, say

    what = what_was_added(padded.pages[20:])
    assert what == Message(
        "print.added.both",
        photos=Message("print.added.photo_pages", count=3),
        notes=Message("print.added.notes_page", count=1),
    )
    assert say(what, "zh") == "3 页照片（书里没用上的照片）、1 页“写下您的回忆”"
    assert str(what) == "3 photo pages (the book's unused photos) and 1 “Your memories” page"
