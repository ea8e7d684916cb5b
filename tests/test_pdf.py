"""The PDF read back by real PDF readers (pypdf, pikepdf, pypdfium2): boxes in points, fonts embedded as
subsets, the Chinese story extractable, kinsoku kept, images as JPEG without EXIF, reports and atomic write."""

from __future__ import annotations

import re
import zlib

import pikepdf  # noqa: E402
import pypdf  # noqa: E402
import pytest
from PIL import Image  # noqa: E402

from app.book.errors import BookError  # noqa: E402
from app.book.geometry import page_geometry  # noqa: E402
from app.book.layout import (  # noqa: E402
    BLEED_MM,
    CROP_MARK_LENGTH_MM,
    CROP_MARK_OFFSET_MM,
    PT_PER_MM,
    SLUG_MM,
    TRIM_SIZES_MM,
    PrintDocument,
    PrintOptions,
    PrintPage,
)
from app.print import pdf as pdf_module  # noqa: E402
from app.print.painter import PAPER, render_page_image  # noqa: E402
from app.print.pdf import Cancelled, write_pdf  # noqa: E402
from app.print.pictures import place_image  # noqa: E402
from app.print.text import NO_LINE_END, NO_LINE_START, fit_text  # noqa: E402
from app.print.typography import curly_quotes  # noqa: E402
from tests.conftest import EXAMPLES  # noqa: E402
from words import Message


def parse_story(path):
    """(title, subtitle, dedication, [(page title, photo or None, text)]) from a sample story file."""
    head, *sections = path.read_text(encoding="utf-8").split("\n## ")
    head_lines = head.strip().splitlines()
    title = head_lines[0].lstrip("# ").strip()
    meta = {}
    for line in head_lines[1:]:
        key, sep, value = line.replace("：", ":", 1).partition(":")
        if sep:
            meta[key.strip()] = value.strip()
    pages = []
    for section in sections:
        lines = section.splitlines()
        photo = next((ln.split(":", 1)[1].strip() for ln in lines if ln.startswith("photo:")), None)
        body = [ln for ln in lines[1:] if not ln.startswith(("photo:", "scene:"))]
        pages.append((lines[0].strip(), photo, "\n".join(body).strip()))
    subtitle = meta.get("副标题", meta.get("Subtitle", ""))
    dedication = meta.get("献给", meta.get("Dedication", ""))
    return title, subtitle, dedication, pages


def sample_document(lang="zh", limit=None) -> PrintDocument:
    title, subtitle, dedication, sections = parse_story(EXAMPLES / f"waipo-{lang}.md")
    photos = EXAMPLES / "photos"
    pages = [
        PrintPage(
            "cover", title, image=Image.open(photos / "chelsea.png").convert("RGB"), image_label="chelsea.png"
        )
    ]
    for number, (page_title, photo, text) in enumerate(sections[:limit], start=2):
        image = Image.open(photos / photo).convert("RGB") if photo else None
        pages.append(
            PrintPage("story" if image else "story-text", page_title, text, image, photo or "", number)
        )
    colophon = (
        ["本书由“记忆绘本”制作。", "插图引擎：sketch", "日期：2026-11-29"]
        if lang == "zh"
        else ["Made with Memory Picture Book.", "Illustrations: sketch engine", "Date: 2026-11-29"]
    )
    pages.append(PrintPage("colophon"))
    return PrintDocument(title, subtitle, dedication, lang, pages, colophon)


@pytest.fixture(scope="module")
def zh_book(tmp_path_factory):
    doc = sample_document("zh")
    path = tmp_path_factory.mktemp("zh") / "waipo.pdf"
    report = write_pdf(doc, path, PrintOptions("a4", bleed=True))
    return doc, path, report


def compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("trim", ["a4", "a5", "square"])
@pytest.mark.parametrize("bleed", [False, True])
def test_page_and_box_sizes_in_points(tmp_path, trim, bleed):
    doc = sample_document("en", limit=2)
    path = tmp_path / "book.pdf"
    report = write_pdf(doc, path, PrintOptions(trim, bleed))
    reader = pypdf.PdfReader(path)
    assert len(reader.pages) == report.pages == len(doc.pages) == 4
    tw, th = (v * PT_PER_MM for v in TRIM_SIZES_MM[trim])
    extra = (BLEED_MM + SLUG_MM) * PT_PER_MM if bleed else 0.0
    for page in reader.pages:
        media, trim_box, bleed_box = page.mediabox, page.trimbox, page.bleedbox
        assert (float(media.width), float(media.height)) == pytest.approx(
            (tw + 2 * extra, th + 2 * extra), abs=0.01
        )
        assert float(trim_box.left) == pytest.approx(extra, abs=0.01)
        assert float(trim_box.bottom) == pytest.approx(extra, abs=0.01)
        assert (float(trim_box.width), float(trim_box.height)) == pytest.approx((tw, th), abs=0.01)
        grow = BLEED_MM * PT_PER_MM if bleed else 0.0
        assert float(bleed_box.left) == pytest.approx(extra - grow, abs=0.01)
        assert (float(bleed_box.width), float(bleed_box.height)) == pytest.approx(
            (tw + 2 * grow, th + 2 * grow), abs=0.01
        )


def test_every_font_is_embedded_as_a_subset(zh_book):
    _, path, _ = zh_book
    with pikepdf.open(path) as pdf:
        fonts = {}
        for page in pdf.pages:
            for name, font in page.Resources.get("/Font", {}).items():
                fonts[(str(font.get("/BaseFont")), name)] = font
        assert fonts
        weights = set()
        for (base, _), font in fonts.items():
            assert font.Subtype == "/Type0" and "/ToUnicode" in font
            descendant = font.DescendantFonts[0]
            assert descendant.Subtype == "/CIDFontType2"  # TrueType outlines
            descriptor = descendant.FontDescriptor
            assert "/FontFile2" in descriptor, base
            # a subset's names carry its tag, the same in all three places (ISO 32000-1 §9.6.4)
            assert re.match(r"^/[A-Z]{6}\+MemoryBook", base) and base == str(descendant.BaseFont), base
            assert str(descriptor.FontName) == base
            embedded = descriptor.FontFile2.read_bytes()
            # a subset of a ~15 MB font: only the glyphs used travel along
            assert len(embedded) < 1_500_000, (base, len(embedded))
            weights.add(base.split("-")[-1])
        assert weights == {"Regular", "Bold"}


def test_chinese_story_is_extractable_and_kinsoku_holds(zh_book):
    from tests.test_paginate import lines_by_position

    doc, path, _ = zh_book
    reader = pypdf.PdfReader(path)
    for index, page in enumerate(doc.pages):
        extracted = reader.pages[index].extract_text()
        if page.kind in ("story", "story-text"):
            assert compact(page.text) in compact(extracted), page.title
            assert compact(page.title) in compact(extracted)
        # lines by where the glyphs are (pypdf also breaks where a line changes font, e.g. at a quote)
        lines = [row for row in lines_by_position(path, index) if not row.isdigit()]
        for line in lines[1:]:
            assert line[0] not in NO_LINE_START, (index, line)
        for line in lines[:-1]:
            assert line[-1] not in NO_LINE_END, (index, line)
    cover = compact(reader.pages[0].extract_text())
    assert compact(doc.title) in cover and compact(doc.subtitle) in cover and compact(doc.dedication) in cover
    assert "记忆绘本" in compact(reader.pages[-1].extract_text())


def test_laid_out_lines_keep_kinsoku_at_the_page_width(zh_book):
    doc, _, _ = zh_book
    geo = page_geometry("story", PrintOptions("a4", bleed=True), 2)
    frame = geo.frames["text"]
    for page in doc.pages:
        if not page.text:
            continue
        for width in (frame.w, frame.w * 0.5, frame.w * 0.37):
            fit = fit_text(page.text, width, 1000, geo.fonts.body, geo.fonts.body_min, first_indent_em=2)
            for a, b in zip(fit.lines, fit.lines[1:], strict=False):
                assert b[0] not in NO_LINE_START and a[-1] not in NO_LINE_END, (a, b)


def test_metadata_and_no_xmp(zh_book):
    doc, path, _ = zh_book
    with pikepdf.open(path) as pdf:
        assert "/Metadata" not in pdf.Root
        assert str(pdf.docinfo.Title) == doc.title
        assert str(pdf.docinfo.Author) == ""
        assert str(pdf.docinfo.Creator) == "Memory Picture Book"


def image_streams(path):
    with pikepdf.open(path) as pdf:
        for obj in pdf.objects:
            if isinstance(obj, pikepdf.Stream) and obj.get("/Subtype") == "/Image":
                yield obj.get("/Filter"), int(obj.Width), int(obj.Height), obj.read_raw_bytes()


def jpeg_markers(data: bytes) -> list[int]:
    """The marker codes of a JPEG's header segments, up to the start of scan."""
    assert data[:2] == b"\xff\xd8"
    markers, i = [], 2
    while i < len(data):
        assert data[i] == 0xFF
        marker = data[i + 1]
        markers.append(marker)
        if marker == 0xDA:
            break
        i += 2 + int.from_bytes(data[i + 2 : i + 4], "big")
    return markers


def test_images_are_jpeg(zh_book):
    _, path, report = zh_book
    images = list(image_streams(path))
    assert len(images) == len(report.images) == 5
    for filt, *_ in images:
        assert filt == "/DCTDecode"


def make_exif_photo(path, size=(2400, 1600)):
    """A photo-like JPEG with GPS coordinates and a camera make/model in its EXIF."""
    image = Image.effect_noise(size, 40).convert("RGB")
    image = Image.merge(
        "RGB", [image.getchannel(0), image.getchannel(0).point(lambda v: v // 2), image.getchannel(0)]
    )
    exif = Image.Exif()
    exif[0x010F] = "SecretCamMakerXYZ"  # Make
    exif[0x0110] = "ModelQ9876"  # Model
    exif[0x010E] = "PRIVATE-DESCRIPTION-4711"
    exif[0x8825] = {1: "N", 2: (30.0, 17.0, 42.42), 3: "E", 4: (120.0, 9.0, 13.13)}  # GPSInfo
    image.save(path, "JPEG", exif=exif.tobytes(), quality=90)
    with Image.open(path) as check:
        assert check.getexif().get_ifd(0x8825)  # the source really carries GPS
    return path


def test_no_exif_or_gps_reaches_the_pdf(tmp_path):
    photo = make_exif_photo(tmp_path / "phone.jpg")
    with Image.open(photo) as source:
        doc = PrintDocument(
            "Test",
            pages=[
                PrintPage("cover", "Test", image=source.copy(), image_label="phone.jpg"),
                PrintPage("story", "GPS", "text", source.copy(), "phone.jpg", 2),
            ],
        )
    path = tmp_path / "book.pdf"
    write_pdf(doc, path, PrintOptions("a5"))
    raw = path.read_bytes()
    for needle in (b"Exif", b"SecretCamMakerXYZ", b"ModelQ9876", b"PRIVATE-DESCRIPTION-4711"):
        assert needle not in raw
    with pikepdf.open(path) as pdf:  # also inside compressed streams
        for obj in pdf.objects:
            if isinstance(obj, pikepdf.Stream):
                data = obj.read_raw_bytes()
                if obj.get("/Filter") == "/FlateDecode":
                    data = zlib.decompress(data)
                for needle in (b"Exif", b"SecretCamMakerXYZ", b"PRIVATE-DESCRIPTION-4711"):
                    assert needle not in data
    images = list(image_streams(path))
    assert images
    for filt, _, _, data in images:
        assert filt == "/DCTDecode"
        assert 0xE1 not in jpeg_markers(data)  # no APP1 (EXIF / XMP) segment


def test_effective_dpi_capped_at_300_and_low_dpi_warned(tmp_path):
    big = Image.effect_noise((4000, 3000), 30).convert("RGB")
    small = Image.effect_noise((300, 200), 30).convert("RGB")
    doc = PrintDocument(
        "DPI",
        pages=[
            PrintPage("cover", "DPI"),
            PrintPage("story", "Big", "x", big, "big.jpg", 2),
            PrintPage("story", "Small", "y", small, "small.jpg", 3),
        ],
    )
    path = tmp_path / "dpi.pdf"
    report = write_pdf(doc, path, PrintOptions("a4", bleed=True))
    dpi = dict(report.images)
    assert 299 <= dpi["big.jpg"] <= 300.5
    assert dpi["small.jpg"] < 150
    soft = Message("print.low_dpi", label="small.jpg", dpi=f"{dpi['small.jpg']:.0f}", low="150")
    small_page = Message("where.page_titled", number=3, title="Small")
    assert Message("located", where=small_page, message=soft) in report.warnings
    assert [w.params["message"].params["label"] for w in report.warnings if _code(w) == "print.low_dpi"] == [
        "small.jpg"
    ]  # not big.jpg
    frame = page_geometry("story", PrintOptions("a4", bleed=True), 1).frames["image"]
    widths = sorted(w for _, w, _, _ in image_streams(path))
    assert widths[-1] <= frame.w / 25.4 * 300 + 1  # downscaled before embedding
    assert widths[0] <= 300  # never upscaled (the 300 px wide picture is only cropped)
    assert report.bytes == path.stat().st_size and report.path == path


def _code(warning) -> str | None:
    """The code of what a PDF writer's warning says (``located`` around it), None for text."""
    inner = warning.params.get("message") if isinstance(warning, Message) else None
    return inner.code if isinstance(inner, Message) else None


def test_panorama_is_fitted_without_distortion():
    panorama = Image.new("RGB", (3000, 200), "steelblue")
    frame = page_geometry("story", PrintOptions("a4"), 1).frames["image"]
    placed = place_image(panorama, frame)
    assert not placed.cropped
    assert placed.target.w / placed.target.h == pytest.approx(15.0, rel=0.01)
    assert placed.image.size[0] / placed.image.size[1] == pytest.approx(15.0, rel=0.02)
    assert placed.target.w == pytest.approx(frame.w) and placed.target.h < frame.h
    near = Image.new("RGB", (1200, 900), "tan")  # close to the frame's shape: cropped to fill it
    placed = place_image(near, frame)
    assert placed.cropped and placed.target == frame
    assert placed.image.size[0] / placed.image.size[1] == pytest.approx(frame.w / frame.h, rel=0.01)


def test_missing_character_is_reported(tmp_path):
    doc = sample_document("zh", limit=1)
    doc.pages[1].text += "还有\U00010900这个字。"  # Phoenician: no shipped font draws it
    report = write_pdf(doc, tmp_path / "missing.pdf", PrintOptions("a5"))
    hits = [w for w in report.warnings if _code(w) == "print.font_cannot_draw"]
    assert len(hits) == 1 and "\U00010900 (U+10900)" in hits[0].params["message"].params["chars"]
    assert hits[0].params["where"] == Message("where.page_titled", number=2, title=doc.pages[1].title)


def test_text_too_long_continues_on_the_next_page_not_clipped(tmp_path):
    doc = sample_document("zh", limit=1)
    doc.pages[1].text = doc.pages[1].text * 12
    report = write_pdf(doc, tmp_path / "long.pdf", PrintOptions("a5"))
    assert not any(_code(w) == "print.text_not_fit" for w in report.warnings)
    assert report.pages > len(doc.pages)  # continuation pages were added (see tests/test_paginate.py)


def test_atomic_write_keeps_the_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "book.pdf"
    path.write_bytes(b"previous book")
    doc = sample_document("en", limit=3)

    calls = []

    def cancel_after_two():
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(Cancelled):
        write_pdf(doc, path, PrintOptions("a4"), cancelled=cancel_after_two)
    assert path.read_bytes() == b"previous book"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.pdf"]

    def broken_finish(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(pdf_module, "finish_file", broken_finish)
    with pytest.raises(OSError, match="disk full"):
        write_pdf(doc, path, PrintOptions("a4"))
    assert path.read_bytes() == b"previous book"
    fresh = tmp_path / "fresh.pdf"
    with pytest.raises(OSError):
        write_pdf(doc, fresh, PrintOptions("a4"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.pdf"]
    monkeypatch.undo()

    progress = []
    report = write_pdf(
        doc, path, PrintOptions("a4"), on_progress=lambda done, total: progress.append((done, total))
    )
    assert path.read_bytes().startswith(b"%PDF-")
    assert progress[-1] == (report.pages + 1, report.pages + 1)
    assert [d for d, _ in progress] == sorted(d for d, _ in progress)


def test_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(BookError, match="does not exist"):
        write_pdf(sample_document("en", limit=1), tmp_path / "nope" / "book.pdf")


def test_crop_marks_and_bleed_when_rendered(tmp_path):
    import pypdfium2 as pdfium

    doc = sample_document("zh", limit=1)
    path = tmp_path / "bleed.pdf"
    write_pdf(doc, path, PrintOptions("a5", bleed=True))
    scale = 4.0  # px per pt
    pdf = pdfium.PdfDocument(str(path))
    try:
        image = pdf[1].render(scale=scale).to_pil().convert("L")
    finally:
        pdf.close()
    px = scale * PT_PER_MM  # px per mm
    trim_left = (BLEED_MM + SLUG_MM) * px
    trim_top = trim_left
    # the vertical mark at the top-left corner: on the trim line, from 3 mm to 9 mm above the trim
    y_mid = round(trim_top - (CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM / 2) * px)
    row = [image.getpixel((x, y_mid)) for x in range(round(trim_left - 20), round(trim_left + 20))]
    dark = [i for i, v in enumerate(row) if v < 128]
    assert dark, "no vertical crop mark found"
    assert abs(round(trim_left - 20) + sum(dark) / len(dark) - trim_left) < 1.5
    x_mid = round(trim_left - (CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM / 2) * px)
    column = [image.getpixel((x_mid, y)) for y in range(round(trim_top - 20), round(trim_top + 20))]
    dark = [i for i, v in enumerate(column) if v < 128]
    assert dark and abs(round(trim_top - 20) + sum(dark) / len(dark) - trim_top) < 1.5
    # nothing dark inside the bleed next to the mark; paper colour reaches the bleed edge, the slug is white
    for d_mm in (0.5, 1.5, 2.5):
        assert image.getpixel((round(trim_left - d_mm * px), y_mid)) > 200
    inside_bleed = image.getpixel((round(trim_left - 1.5 * px), round(trim_top + 40 * px)))
    outside_bleed = image.getpixel((round(trim_left - 4.0 * px), round(trim_top + 40 * px)))
    assert inside_bleed < 250 and outside_bleed == 255


def test_preview_uses_the_same_painter():
    doc = sample_document("zh", limit=2)
    options = PrintOptions("a4", bleed=True)
    image = render_page_image(doc, 1, options, dpi=48)
    geo = page_geometry("story", options, 1)
    assert (image.width(), image.height()) == (round(geo.media.w / 25.4 * 48), round(geo.media.h / 25.4 * 48))
    margin = image.pixelColor(
        round((geo.trim.x + 3) / 25.4 * 48), round(geo.trim.y / 25.4 * 48) + image.height() // 2
    )
    assert margin.name().lower() == PAPER.lower()


def test_english_text_extracts_with_its_spaces(tmp_path):
    import pypdfium2 as pdfium

    doc = sample_document("en", limit=3)
    path = tmp_path / "en.pdf"
    write_pdf(doc, path, PrintOptions("a5"))
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index, page in enumerate(doc.pages):
            if page.text:
                extracted = " ".join(pdf[index].get_textpage().get_text_range().split())
                assert " ".join(curly_quotes(page.text).split()) in extracted  # printed with curly quotes
    finally:
        pdf.close()


def test_real_phone_photo_loses_gps_and_camera(sample_data, tmp_path):
    from PIL import ImageOps

    source = sample_data / "photos-hard" / "phone-exif-orientation-6.jpg"
    with Image.open(source) as photo:
        exif = photo.getexif()
        make = str(exif.get(0x010F, "")).strip("\x00 ")
        assert exif.get_ifd(0x8825), "the sample photo should carry GPS"
        upright = ImageOps.exif_transpose(photo)  # what photo intake hands over
    assert upright.size == (600, 400)
    doc = PrintDocument("Phone", pages=[PrintPage("story", "Phone", "text", upright, source.name, 1)])
    path = tmp_path / "phone.pdf"
    write_pdf(doc, path, PrintOptions("a4", bleed=True))
    raw = path.read_bytes()
    assert b"Exif" not in raw and (not make or make.encode() not in raw)
    for _, width, height, data in image_streams(path):
        assert width > height  # printed upright (landscape once turned)
        assert 0xE1 not in jpeg_markers(data)


def test_panorama_is_embedded_whole(sample_data, tmp_path):
    with Image.open(sample_data / "photos-hard" / "panorama-15to1.jpg") as source:
        panorama = source.convert("RGB")
    doc = PrintDocument("Wide", pages=[PrintPage("story", "Wide", "A long street.", panorama, "panorama", 1)])
    path = tmp_path / "wide.pdf"
    report = write_pdf(doc, path, PrintOptions("a5"))
    ((_, width, height, _),) = image_streams(path)
    assert width / height == pytest.approx(15.0, rel=0.02)
    assert report.images[0][1] == pytest.approx(300, abs=1)


def test_a_pdf_cut_off_by_a_full_disk_is_named_not_a_traceback(tmp_path, monkeypatch):
    """Qt's writer says nothing when the disk fills and leaves a cut-off file that pikepdf cannot read ("unable
    to find trailer dictionary"): the build says the disk is full (a tester's 300 KB disk ended in a traceback);
    with room on the disk the same error is a fault of ours and stays one."""
    import collections

    import pikepdf

    import app.book.fileio as fileio
    import app.print.pdf as pdf_module
    from app.book.errors import BookError
    from app.book.story import create_book_from_story
    from app.build import BuildRequest, build_book
    from assets import EXAMPLES_DIR

    project = create_book_from_story(
        EXAMPLES_DIR / "waipo-en.md", tmp_path / "b.mbook", EXAMPLES_DIR / "photos"
    )

    def cut_off(*args, **kwargs):
        raise pikepdf.PdfError("unable to find trailer dictionary while recovering damaged file")

    monkeypatch.setattr(pdf_module, "finish_file", cut_off)
    usage = collections.namedtuple("usage", "total used free")
    monkeypatch.setattr(fileio.shutil, "disk_usage", lambda folder: usage(300_000, 299_000, 1_000))
    with pytest.raises(BookError, match=r"cannot write .*a\.pdf: No space left on device"):
        build_book(project, tmp_path / "a.pdf", BuildRequest(engine="sketch"))
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".a.pdf")]  # no temporary file left
    monkeypatch.setattr(fileio.shutil, "disk_usage", lambda folder: usage(10**12, 10**9, 10**11))
    with pytest.raises(pikepdf.PdfError):
        build_book(project, tmp_path / "a.pdf", BuildRequest(engine="sketch"))
