"""The print-shop export (``memorybook build --print-shop``) read back with pikepdf and PDFium: a PDF/X-4
structure check (output intent with the embedded CMYK profile, version keys in Info and XMP, fonts embedded,
no RGB image or colour left), pages padded to a multiple of 4 with a back cover, one revision, colours that
still look like the regular RGB export's."""

from __future__ import annotations

import numpy as np
import pikepdf
import pypdfium2
import pytest

from app.book.layout import PrintDocument, PrintPage
from app.cli import main
from app.print.pdfx import PROFILE_NAME, PROFILE_PATH, pad_for_print_shop


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
        assert str(intent.Info) == PROFILE_NAME and str(intent.OutputConditionIdentifier)
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
    assert document[pages - 2].get_textpage().get_text_range().strip() == ""  # a blank page before it


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
        assert all(p.kind == "blank" for p in padded.pages[count:-1])


def test_missing_profile_is_a_clear_error(tmp_path, monkeypatch):
    from app.book.errors import BookError
    from app.print import pdfx

    monkeypatch.setattr(pdfx, "PROFILE_PATH", tmp_path / "gone.icc")
    with pytest.raises(BookError, match="colour profile"):
        pdfx.make_print_shop(tmp_path / "in.pdf", tmp_path / "out.pdf", "T", "c")
