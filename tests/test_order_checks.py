"""The service preflight's file checks can fail: each is shown a PDF made to break its rule (a font not
embedded, an annotation, RGB colour, live transparency, a slug, a cover of the wrong size, text in the
safety margin, type too small, text in the barcode area) and names it, in Chinese and English."""

from __future__ import annotations

from dataclasses import replace

import pikepdf
import pytest

from app.book.layout import PrintDocument, PrintPage
from app.print.order_checks import (
    _cover_size,
    _cover_text,
    _structure,
    _text_positions,
    has_rgb,
    unembedded_fonts,
)
from app.print.pdf import write_pdf
from app.print.pdfx1a import transparency_problems
from app.print.services import preset
from app.print.wrap import cover_wrap
from words import Message, say


def one_page(content: bytes, resources: dict | None = None, **page) -> pikepdf.Pdf:
    pdf = pikepdf.new()
    box = [0, 0, 100, 100]
    obj = pikepdf.Dictionary(
        Type=pikepdf.Name.Page,
        MediaBox=page.get("media", box),
        BleedBox=page.get("bleed", box),
        TrimBox=box,
        Resources=pikepdf.Dictionary(resources or {}),
        Contents=pdf.make_stream(content),
    )
    pdf.pages.append(pikepdf.Page(obj))
    if "annots" in page:
        pdf.pages[0].obj.Annots = pdf.make_indirect(pikepdf.Array(page["annots"]))
    return pdf


def codes(findings) -> set[str]:
    return {f.code for f in findings}


def test_a_font_without_its_program_is_named():
    font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica
    )
    pdf = one_page(b"BT /F1 12 Tf (hi) Tj ET", {"/Font": {"/F1": font}})
    assert unembedded_fonts(pdf.pages[0]) == ["Helvetica"]
    found = _structure(pdf, preset("lulu"), False)
    assert "font_not_embedded" in codes(found)
    message = next(f.message for f in found if f.code == "font_not_embedded")
    assert message == Message("print.order.font_not_embedded", w="", font="Helvetica")
    assert "字体 Helvetica 没有嵌入" in say(message, "zh")


def test_annotations_and_a_slug_are_refused_where_the_service_refuses_them():
    link = pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, Rect=[0, 0, 10, 10])
    pdf = one_page(b"", annots=[link], media=[0, 0, 120, 120], bleed=[10, 10, 110, 110])
    found = _structure(pdf, preset("kdp"), False)
    assert {"annotations", "crop_marks"} <= codes(found)
    assert "crop_marks" not in codes(_structure(pdf, preset("cn-print"), False))  # a printer wants marks


@pytest.mark.parametrize(
    "content,rgb",
    [(b"1 0 0 rg 0 0 10 10 re f", True), (b"0 0 1 RG 0 0 m 9 9 l S", True), (b"/CS0 cs 1 0 0 sc", True),
     (b"0 0 0 1 k 0 0 10 10 re f", False), (b"0.5 g 0 0 10 10 re f", False)],
)  # fmt: skip
def test_rgb_where_cmyk_is_wanted(content, rgb):
    pdf = one_page(content, {"/ColorSpace": {"/CS0": pikepdf.Name.DeviceRGB}})
    assert has_rgb(pdf.pages[0]) == rgb
    assert ("rgb" in codes(_structure(pdf, preset("ingram"), False))) == rgb
    assert "rgb" not in codes(_structure(pdf, preset("lulu"), False))  # Lulu takes sRGB


def test_live_transparency_is_found_and_the_opaque_defaults_are_not():
    states = {"/GS0": {"/ca": 0.5, "/CA": 1}, "/GS1": {"/CA": 1, "/ca": 1, "/SMask": pikepdf.Name("/None")}}
    pdf = one_page(b"/GS0 gs /GS1 gs", {"/ExtGState": states})
    assert transparency_problems(pdf) == [(1, "/ca 0.5")]
    found = _structure(pdf, preset("kdp"), False)
    assert "transparency" in codes(found)
    assert "transparency" not in codes(_structure(pdf, preset("lulu"), False))
    transparency_problems(pdf, strip_opaque=True)
    assert set(pdf.pages[0].obj.Resources.ExtGState.GS1.keys()) == set()


def test_a_cover_of_the_wrong_size_is_named():
    chosen = preset("kdp", "paperback", None, "a5")
    wrap = cover_wrap(chosen, 100)
    pdf = one_page(b"", media=[0, 0, 800, 600])
    found = _cover_size(pdf, wrap, "Amazon KDP")
    assert codes(found) == {"cover_size"}
    assert (found[0].message.params["fw"], found[0].message.params["fh"]) == (
        f"{wrap.media.w:.2f}",
        f"{wrap.media.h:.2f}",
    )
    assert f"{wrap.media.w:.2f} × {wrap.media.h:.2f} mm" in str(found[0].message)


@pytest.fixture(scope="module")
def small_book(tmp_path_factory):
    path = tmp_path_factory.mktemp("checks") / "book.pdf"
    pages = [
        PrintPage("cover", title="外婆"),
        PrintPage("story-text", title="晒被子", text="那年夏天。" * 20),
    ]
    write_pdf(PrintDocument("外婆", pages=[*pages, PrintPage("colophon", text="made")]), path)
    return path


def test_text_in_the_safety_margin_and_type_too_small(small_book):
    lulu = preset("lulu", None, None, "a4")
    assert _text_positions(small_book, lulu) == []  # the regular A4 margins keep Lulu's 0.5 in
    wide = replace(lulu, service=replace(lulu.service, safety_mm=40.0, min_font_pt=30.0))
    found = _text_positions(small_book, wide)
    assert {"text_in_margin", "small_type"} <= codes(found)
    margins = [f for f in found if f.message.code == "print.order.text_in_margin"]
    assert any(f.page == 2 and f.message.params["mm"] == "40.0" for f in margins), found
    said = say(next(f.message for f in found if f.code == "text_in_margin"), "zh")
    assert "离裁切线不到 40.0 毫米" in said


def test_text_in_the_barcode_area_or_outside_the_safe_zones(tmp_path):
    from app.print.cover_pdf import write_cover

    chosen = preset("kdp", "paperback", None, "a5")
    doc = PrintDocument(
        "外婆的弄堂", dedication="给外婆", colophon=["2026-12-01"], pages=[PrintPage("cover")]
    )
    report = write_cover(doc, tmp_path / "cover.pdf", chosen, 300, True)
    assert _cover_text(report.path, report.wrap, "Amazon KDP") == []
    moved = replace(report.wrap, barcode=report.wrap.front_safe)  # as if the title sat where the barcode goes
    assert codes(_cover_text(report.path, moved, "Amazon KDP")) == {"cover_barcode"}
    no_spine = replace(report.wrap, spine_text=False)  # the spine's title where no spine text is allowed
    assert codes(_cover_text(report.path, no_spine, "Amazon KDP")) == {"cover_text_outside"}


def test_total_ink_above_the_limit():
    from app.print.order_checks import heavy_ink

    pdf = one_page(b"1 1 1 1 k 0 0 10 10 re f 0 0 0 1 k 0 0 5 5 re f")
    assert heavy_ink(pdf) == [(1, 400.0)]
    found = _structure(pdf, preset("ingram"), False)
    ink = next(f.message for f in found if f.code == "total_ink")
    assert ink.code == "print.order.total_ink" and ink.params["ink"] == "400"
    assert "总墨量 400%" in say(ink, "zh")
    assert heavy_ink(one_page(b"0.7 0.6 0.6 1 k")) == [] and heavy_ink(one_page(b"0.9 0.8 0.8 1 k")) == [
        (1, 350.0)
    ]


def test_an_orders_findings_said_in_chinese_hold_no_english():
    """Every finding of a page breaking several rules, as the export lists it, said in Chinese (issue 48)."""
    from tests.test_said_in_chinese import english_in

    link = pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, Rect=[0, 0, 10, 10])
    pdf = one_page(
        b"1 1 1 1 k 0 0 10 10 re f 1 0 0 rg", annots=[link], media=[0, 0, 120, 120], bleed=[10, 10, 110, 110]
    )
    found = _structure(pdf, preset("ingram"), True) + _structure(pdf, preset("kdp"), False)
    assert {"annotations", "rgb", "total_ink", "crop_marks"} <= codes(found)
    for finding in found:
        assert not english_in(finding.line(), "zh"), say(finding.line(), "zh")
    assert say(found[0].line(), "zh").startswith("妨碍下单：封面：")
