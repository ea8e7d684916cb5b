"""The print-shop export (``memorybook build --print-shop``) read back with pikepdf and PDFium: a PDF/X-4
structure check (FOGRA39 output intent with the embedded CMYK profile, version keys in Info and XMP, fonts
embedded, no RGB image or colour left), pictures encoded once as CMYK JPEGs, crop marks in registration colour
and pure black as 100 % K, pages padded to a multiple of 4 with a back cover, one revision, colours that still
look like the regular RGB export's; the shipped profile itself (class, ink limit, conversions)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pikepdf
import pypdfium2
import pytest
from PIL import Image, ImageCms

from app.book.geometry import page_geometry
from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.cli import main
from app.print.fitting import fit_story
from app.print.images import encode_jpeg
from app.print.pdf import write_pdf
from app.print.pdfx import (
    OUTPUT_CONDITION_IDENTIFIER,
    PROFILE_NAME,
    PROFILE_PATH,
    REGISTRY_NAME,
    cmyk_transform,
    make_print_shop,
    pad_for_print_shop,
)
from app.print.pictures import place_image
from tests.test_pdf_images import sof_sampling
from words import Message


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    """The sample book at A5 built twice from the same folder: print-shop and regular (bleed on)."""
    tmp = tmp_path_factory.mktemp("pdfx")
    shop, regular = tmp / "shop.pdf", tmp / "regular.pdf"
    book = tmp / "waipo.mbook"
    args = ["--engine", "sketch", "--size", "a5"]
    assert main(["demo", "--keep", str(book), "-o", str(shop), "--print-shop", *args]) == 0
    assert main(["build", str(book), "-o", str(regular), "--bleed", *args]) == 0
    return shop, regular


def images(pdf: pikepdf.Pdf) -> list[pikepdf.Stream]:
    return [obj for obj in pdf.objects if isinstance(obj, pikepdf.Stream) and obj.get("/Subtype") == "/Image"]


def test_output_intent_embeds_the_cmyk_profile(books):
    with pikepdf.open(books[0]) as pdf:
        intents = pdf.Root.OutputIntents
        assert len(intents) == 1
        intent = intents[0]
        assert intent.Type == "/OutputIntent" and intent.S == "/GTS_PDFX"
        assert str(intent.Info) == PROFILE_NAME
        assert str(intent.OutputConditionIdentifier) == OUTPUT_CONDITION_IDENTIFIER == "FOGRA39"
        assert str(intent.RegistryName) == REGISTRY_NAME == "http://www.color.org"
        assert "ISO 12647-2" in str(intent.OutputCondition)
        profile = intent.DestOutputProfile
        assert int(profile.N) == 4
        data = profile.read_bytes()
        assert data == PROFILE_PATH.read_bytes()
        assert data[16:20] == b"CMYK" and data[12:16] == b"prtr"  # ICC header: colour space, device class


def test_pdfx_version_trapped_and_title_in_info_and_xmp(books):
    with pikepdf.open(books[0]) as pdf:
        assert pdf.pdf_version >= "1.6"
        info = pdf.docinfo
        assert str(info.GTS_PDFXVersion) == "PDF/X-4"
        assert info.Trapped == pikepdf.Name("/False")
        assert str(info.Title) == "外婆的弄堂"
        assert str(info.CreationDate).startswith("D:") and str(info.ModDate).startswith("D:")
        meta = pdf.open_metadata()
        assert meta["pdfxid:GTS_PDFXVersion"] == "PDF/X-4"
        assert meta["pdf:Trapped"] == "False"
        assert meta["dc:title"] == "外婆的弄堂"
        for key in ("xmp:CreateDate", "xmp:ModifyDate", "xmpMM:DocumentID", "xmpMM:VersionID"):
            assert meta[key], key
        assert meta["xmpMM:RenditionClass"] == "default"
        assert "/Author" not in info or (str(info.Author) and meta.get("dc:creator")), "Info and XMP disagree"


def test_every_font_is_embedded(books):
    with pikepdf.open(books[0]) as pdf:
        fonts = [font for page in pdf.pages for font in page.Resources.get("/Font", {}).values()]
        assert fonts
        for font in fonts:
            described = font.DescendantFonts[0] if font.Subtype == "/Type0" else font
            descriptor = described.FontDescriptor
            assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")), font.BaseFont


def test_no_rgb_image_or_colour_in_the_print_shop_pdf(books):
    with pikepdf.open(books[0]) as pdf:
        pictures = images(pdf)
        assert len(pictures) >= 5
        for image in pictures:
            space = image.ColorSpace
            if image.get("/SMask") is None and space != "/DeviceGray":
                assert space == "/DeviceCMYK" or (space[0] == "/ICCBased" and int(space[1].N) == 4), space
        for number, page in enumerate(pdf.pages, start=1):
            spaces = page.Resources.ColorSpace
            assert spaces.DefaultRGB[0] == "/ICCBased"  # anything left RGB is colour-managed
            for operands, op in pikepdf.parse_content_stream(page):
                assert str(op) not in ("rg", "RG"), number
                if str(op) in ("cs", "CS"):
                    name = operands[0]
                    assert spaces.get(name, name) != "/DeviceRGB", (number, name)


def test_pages_padded_to_four_with_boxes_and_a_back_cover(books):
    with pikepdf.open(books[0]) as pdf:
        pages = len(pdf.pages)
        assert pages % 4 == 0
        for page in pdf.pages:
            media, bleed, trim = (
                list(map(float, page.obj[k])) for k in ("/MediaBox", "/BleedBox", "/TrimBox")
            )
            assert media[0] <= bleed[0] < trim[0] and trim[2] < bleed[2] <= media[2]  # bleed on
            assert round((trim[2] - trim[0]) / 72 * 25.4) == 148  # A5
    document = pypdfium2.PdfDocument(str(books[0]))
    back = document[pages - 1].get_textpage().get_text_range()
    assert "外婆的弄堂" in back and "拱宸桥边的外婆" in back and "制作日期" in back
    # the padding before it is a notes page (issue 27: no blank pages in a row), never an empty page
    assert document[pages - 2].get_textpage().get_text_range().strip() == "写下您的回忆"


def test_written_as_one_revision(books):
    data = books[0].read_bytes()
    assert data.count(b"%%EOF") == 1
    with pikepdf.open(books[0]) as pdf:
        assert "/Prev" not in pdf.trailer


def test_regular_export_stays_rgb_and_colours_match(books):
    shop, regular = books
    with pikepdf.open(regular) as pdf:
        assert "/OutputIntents" not in pdf.Root and "/GTS_PDFXVersion" not in pdf.docinfo
        assert all(image.ColorSpace == "/DeviceRGB" for image in images(pdf) if "/SMask" not in image)
    a, b = pypdfium2.PdfDocument(str(regular)), pypdfium2.PdfDocument(str(shop))
    for index in (0, 3):  # the cover picture and a story page, CMYK JPEGs drawn with the right polarity
        x = np.asarray(a[index].render(scale=40 / 72).to_pil().convert("RGB"), dtype=float)
        y = np.asarray(b[index].render(scale=40 / 72).to_pil().convert("RGB"), dtype=float)
        assert x.shape == y.shape
        assert np.abs(x - y).mean() < 12, index  # measured ≈5 (cover) and ≈3 of 255


def test_padding_rule():
    for count in range(1, 9):
        doc = PrintDocument(
            "T",
            dedication="\n给外婆\n第二行",
            pages=[PrintPage("cover")] * count,
            colophon=["日期：2026-12-01"],
        )
        padded = pad_for_print_shop(doc)
        assert len(padded.pages) % 4 == 0 and len(padded.pages) - count in (1, 2, 3, 4)
        back = padded.pages[-1]
        assert back.kind == "back-cover" and back.title == "给外婆" and "2026-12-01" in back.text
        assert all(p.kind == "notes" for p in padded.pages[count:-1])
        kinds = "".join("b" if p.kind == "blank" else "." for p in padded.pages)
        assert "bbb" not in kinds


def test_missing_profile_is_a_clear_error(tmp_path, monkeypatch):
    from app.book.errors import BookError
    from app.print import pdfx

    monkeypatch.setattr(pdfx, "PROFILE_PATH", tmp_path / "gone.icc")
    with pytest.raises(BookError, match="colour profile"):
        pdfx.make_print_shop(tmp_path / "in.pdf", tmp_path / "out.pdf", "T", "c")


def cmyk_of(rgb: tuple[int, int, int]) -> tuple[int, ...]:
    return cmyk_transform(Image.new("RGB", (1, 1), rgb)).getpixel((0, 0))


def test_the_profile_is_a_cmyk_printer_profile_that_converts_srgb_sensibly():
    profile = ImageCms.getOpenProfile(str(PROFILE_PATH)).profile
    assert profile.device_class == "prtr" and profile.xcolor_space == "CMYK"
    assert profile.profile_description.strip() == PROFILE_NAME
    assert "FOGRA39L.ti3" in profile.copyright and "zlib" in profile.copyright  # zlib: altered, marked so
    assert PROFILE_PATH.stat().st_size < 1 << 20
    assert max(cmyk_of((255, 255, 255))) <= 3  # paper white: no ink
    grey = cmyk_of((128, 128, 128))
    assert grey[3] > 0.25 * 255 and max(grey[:3]) < 0.4 * 255  # mid grey carries black ink
    assert sum(cmyk_of((0, 0, 0))) <= 3.30 * 255  # total ink limit 330 %
    red = cmyk_of((255, 0, 0))
    assert red[1] > 0.8 * 255 and red[2] > 0.8 * 255 and red[0] < 0.1 * 255


def test_print_shop_pictures_are_cmyk_jpegs_encoded_once(tmp_path):
    """The spool converts each picture with the print-shop transform on its encoder thread and encodes it
    once: the file holds exactly Pillow's CMYK JPEG of the prepared picture, left alone by the PDF/X pass."""
    picture = Image.effect_noise((900, 700), 50).convert("RGB")
    options = PrintOptions("a5", print_shop=True)
    doc = PrintDocument("T", pages=[PrintPage("cover", "T"), PrintPage("story", "P", "x", picture, "p", 1)])
    path = tmp_path / "b.pdf"
    write_pdf(doc, path, options)
    geo = page_geometry("story", replace(options, bleed=True), 1)
    frame = fit_story(
        picture, "x", geo.frames, geo.fonts, 2.0
    ).image_frame  # grown into the page's free space
    expected = encode_jpeg(cmyk_transform(place_image(picture, frame, top=True).image))
    with pikepdf.open(path) as pdf:
        (image,) = images(pdf)
        assert image.read_raw_bytes() == expected
        assert image.Filter == "/DCTDecode" and image.ColorSpace == "/DeviceCMYK"
        assert list(image.Decode) == [1, 0] * 4
    assert sof_sampling(expected) == [(1, 1)] * 4  # no component subsampled: K keeps its full resolution


def stroke_colours(pdf: pikepdf.Pdf, page) -> list[tuple[object, list[float]]]:
    """(colour space, components) of the stroke colour each stroking operator of ``page`` paints with,
    following CS/SCN/K/RG/G through q/Q."""
    spaces = page.Resources.get("/ColorSpace", {})
    current: tuple[object, list[float]] = ("/DeviceGray", [0.0])
    stack, found = [], []
    for operands, op in pikepdf.parse_content_stream(page):
        name = str(op)
        if name == "q":
            stack.append(current)
        elif name == "Q":
            current = stack.pop()
        elif name == "CS":
            current = (spaces.get(operands[0], operands[0]), [])
        elif name in ("SC", "SCN"):
            current = (current[0], [float(v) for v in operands])
        elif name in ("K", "RG", "G"):
            space = {"K": "/DeviceCMYK", "RG": "/DeviceRGB", "G": "/DeviceGray"}[name]
            current = (space, [float(v) for v in operands])
        elif name in ("S", "s", "B", "B*", "b", "b*"):
            found.append(current)
    return found


def is_registration(space) -> bool:
    """``[/Separation /All /DeviceCMYK f]`` with ``f`` giving 1 1 1 1 at tint 1 (a Type 2 function)."""
    if not isinstance(space, pikepdf.Array) or list(space[:3]) != ["/Separation", "/All", "/DeviceCMYK"]:
        return False
    tint = space[3]
    return int(tint.FunctionType) == 2 and [float(v) for v in tint.C1] == [1, 1, 1, 1] and float(tint.N) == 1


def test_crop_marks_print_on_every_separation(books):
    with pikepdf.open(books[0]) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            assert float(page.TrimBox[0]) > float(page.MediaBox[0])  # bleed on: crop marks in the slug
            strokes = stroke_colours(pdf, page)
            marks = [colour for space, colour in strokes if is_registration(space)]
            assert marks == [[1.0]] * 8, number  # 4 corners × 2 lines, tint 1
            for space, colour in strokes:
                assert is_registration(space) or space == "/DeviceCMYK", (number, space)
                assert colour != [0, 0, 0, 1], number  # black strokes are registration colour


def test_black_becomes_100_k_and_marks_registration_through_q_and_q(tmp_path):
    """Pure black fills become 0 0 0 1 k, black strokes /All at tint 1 (also the initial black after an RGB
    CS), other colours CMYK, with the colour state restored by Q as a reader restores it."""
    source = tmp_path / "in.pdf"
    with pikepdf.new() as pdf:
        pdf.add_blank_page()
        page = pdf.pages[0]
        page.Resources = pikepdf.Dictionary(ColorSpace=pikepdf.Dictionary(CSp=pikepdf.Name.DeviceRGB))
        page.Contents = pdf.make_stream(
            b"0 0 0 rg 0 0 m 1 1 l S /CSp CS 0 0 1 m 2 2 l S q 0.5 0.2 0.1 SCN 0 0 m 3 3 l S Q "
            b"0 0 m 4 4 l S 0 0 0 SCN 1 0 0 RG 0 0 0 RG /CSp cs 0 0 0 scn 0 0 1 1 re f"
        )
        pdf.save(source)
    make_print_shop(source, tmp_path / "out.pdf", "T", "c")
    with pikepdf.open(tmp_path / "out.pdf") as pdf:
        page = pdf.pages[0]
        ops = [
            (str(op), [float(v) if not isinstance(v, pikepdf.Name) else str(v) for v in operands])
            for operands, op in pikepdf.parse_content_stream(page)
        ]
        assert ("k", [0, 0, 0, 1]) in ops and ops.count(("k", [0, 0, 0, 1])) == 2  # rg and scn
        assert not any(name in ("rg", "RG", "sc", "scn") for name, _ in ops)
        strokes = stroke_colours(pdf, page)
        registration = [is_registration(space) for space, _ in strokes]
        # S under the initial DeviceGray black, after the RGB CS (initial black), the brown one, after Q
        assert registration == [False, True, False, True]
        assert strokes[2][0] == "/DeviceCMYK" and strokes[2][1] != [0, 0, 0, 1]
        assert is_registration(page.Resources.ColorSpace.MemoryBookAll)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_padding_is_notes_pages_and_the_report_says_how_many_and_why(tmp_path, language):
    """Issue 27 item 4: an 8-page book (cover, 6 stories, colophon) gets three pages before its back cover;
    they print as notes pages with a heading and lines, and the report names them in the book's language."""
    from app.print.pdf import write_pdf

    pages = [PrintPage("cover", "T")]
    pages += [PrintPage("story-text", f"P{n}", "文字", number=n) for n in range(1, 7)]
    pages.append(PrintPage("colophon", text="日期：2026-12-01"))
    doc = PrintDocument("T", language=language, pages=pages, colophon=["日期：2026-12-01"])
    out = tmp_path / "shop.pdf"
    report = write_pdf(doc, out, PrintOptions("a5", print_shop=True))
    assert report.pages == 12
    heading = "写下您的回忆" if language == "zh" else "Your memories"
    document = pypdfium2.PdfDocument(str(out))
    try:
        texts = [document[i].get_textpage().get_text_range().strip() for i in range(len(document))]
    finally:
        document.close()
    assert texts[8:11] == [heading] * 3
    assert report.notes and report.notes[0].code == "print.padding.print_shop"
    assert report.notes[0].params["what"] == Message("print.added.notes_pages", count=3)
    assert "3" in str(report.notes[0]) and "4" in str(report.notes[0])
