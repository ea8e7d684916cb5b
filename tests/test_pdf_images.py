"""Pictures in the PDF: Pillow's 4:2:0 JPEGs embedded byte for byte (never re-encoded by Qt), a JPEG that
needs no change passed through without its metadata, the pictures written as an incremental update that
qpdf, PDFium and pypdf read, pages loading their pictures only when drawn."""

from __future__ import annotations

import pikepdf
import pypdf
import pypdfium2
from PIL import Image

from app.book.geometry import page_geometry
from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.fitting import fit_story
from app.print.images import encode_jpeg, strip_jpeg_metadata
from app.print.pdf import write_pdf
from app.print.pictures import place_image
from tests.test_pdf import image_streams, jpeg_markers, make_exif_photo


def sof_sampling(data: bytes) -> list[tuple[int, int]]:
    """(H, V) sampling factors of each component, from the JPEG's SOF0/SOF2 segment."""
    i = 2
    while True:
        marker, length = data[i + 1], int.from_bytes(data[i + 2 : i + 4], "big")
        if marker in (0xC0, 0xC2):
            count = data[i + 9]
            comps = data[i + 10 : i + 10 + 3 * count]
            return [(comps[k + 1] >> 4, comps[k + 1] & 15) for k in range(0, 3 * count, 3)]
        i += 2 + length


def story_frame(options: PrintOptions, size: tuple[int, int], text: str = "x"):
    """The frame (mm) a story page with a picture of ``size`` (px) and ``text`` draws its picture in: the
    geometry's picture frame grown into what the text leaves (app.print.fitting.grown_frame)."""
    geo = page_geometry("story", options, 1)
    return fit_story(size, text, geo.frames, geo.fonts, 0.0).image_frame


def test_pictures_are_pillow_420_jpegs_embedded_unchanged(tmp_path):
    picture = Image.effect_noise((900, 700), 50).convert("RGB")
    options = PrintOptions("a5")
    doc = PrintDocument("T", pages=[PrintPage("cover", "T"), PrintPage("story", "P", "x", picture, "p", 1)])
    path = tmp_path / "b.pdf"
    write_pdf(doc, path, options)
    expected = encode_jpeg(place_image(picture, story_frame(options, picture.size), top=True).image)
    (filt, width, height, data), *rest = list(image_streams(path))
    assert not rest and filt == "/DCTDecode"
    assert data == expected  # Pillow's bytes, not re-encoded
    assert sof_sampling(data) == [(2, 2), (1, 1), (1, 1)]  # 4:2:0


def test_a_jpeg_that_fits_passes_through_without_metadata(tmp_path):
    options = PrintOptions("a5")
    frame = story_frame(options, (1000, 100_000))  # a tall picture's frame: all the height the text leaves
    width = round(frame.w / 25.4 * 250)  # 250 DPI: no resampling, and the frame's shape: no crop
    photo = make_exif_photo(tmp_path / "fits.jpg", (width, round(width * frame.h / frame.w)))
    source = Image.open(photo)
    doc = PrintDocument(
        "T", pages=[PrintPage("cover", "T"), PrintPage("story", "P", "x", source, "fits.jpg", 1)]
    )
    path = tmp_path / "b.pdf"
    write_pdf(doc, path, options)
    (_, _, _, data), *_ = list(image_streams(path))
    assert data == strip_jpeg_metadata(photo.read_bytes())
    assert 0xE1 not in jpeg_markers(data) and b"SecretCamMakerXYZ" not in path.read_bytes()


def test_strip_jpeg_metadata_refuses_what_is_not_a_jpeg():
    assert strip_jpeg_metadata(b"GIF89a....") is None
    assert strip_jpeg_metadata(b"\xff\xd8\xff\xe1\x00") is None  # truncated


def test_pictures_are_an_incremental_update_every_reader_opens(tmp_path):
    loads = []

    def loader(colour):
        def load():
            loads.append(colour)
            return Image.new("RGB", (800, 600), colour)

        return load

    pages = [PrintPage("cover", "T", image_loader=loader("red"))]
    pages += [
        PrintPage("story", f"P{n}", "x", None, "p", n, loader(c)) for n, c in enumerate(["green", "blue"], 1)
    ]
    path = tmp_path / "b.pdf"
    report = write_pdf(PrintDocument("T", pages=pages + [PrintPage("colophon")]), path, PrintOptions("a4"))
    assert path.read_bytes().count(b"%%EOF") == 2  # Qt/pikepdf's file + the pictures' update
    with pikepdf.open(path) as pdf:
        assert pdf.check_pdf_syntax() == []
    assert len(pypdf.PdfReader(path).pages) == report.pages == 4
    doc = pypdfium2.PdfDocument(str(path))
    try:
        pixel = doc[2].render(scale=0.3).to_pil().convert("RGB")  # page 2's picture is blue
        centre = pixel.getpixel((pixel.width // 2, int(pixel.height * 0.35)))
        assert centre[2] > 200 and centre[0] < 40, centre
    finally:
        doc.close()
    assert sorted(set(loads)) == ["blue", "green", "red"]  # loaded when drawn, not held by the document


def embedded_in_page_order(path) -> list[bytes]:
    """The raw JPEG data of each page's picture, in page order (pages without a picture are skipped)."""
    found = []
    with pikepdf.open(path) as pdf:
        for page in pdf.pages:
            for xobject in page.Resources.get("/XObject", {}).values():
                if xobject.get("/Subtype") == "/Image":
                    found.append(xobject.read_raw_bytes())
    return found


def test_every_picture_lands_on_its_own_page_when_threads_encode_them(tmp_path):
    """More pictures than wait at once, encoded by several threads into their own spool files: each page
    still holds exactly Pillow's JPEG of its own picture, and no spool file is left behind."""
    from app.print.images import SPOOL_BATCH

    options = PrintOptions("a5")
    pictures = [Image.effect_noise((700 + 7 * n, 520), 40 + n).convert("RGB") for n in range(SPOOL_BATCH + 5)]
    pages = [PrintPage("cover", "T")]
    pages += [PrintPage("story", f"P{n}", "x", p, f"p{n}", n + 1) for n, p in enumerate(pictures)]
    path = tmp_path / "b.pdf"
    write_pdf(PrintDocument("T", pages=pages), path, options)
    expected = [encode_jpeg(place_image(p, story_frame(options, p.size), top=True).image) for p in pictures]
    assert embedded_in_page_order(path) == expected
    assert sorted(f.name for f in tmp_path.iterdir()) == ["b.pdf"]


def test_a_failing_encoder_leaves_no_file_and_no_spool(tmp_path, monkeypatch):
    """A disk that fills up while a worker thread encodes: the error reaches the caller, named as the full disk
    it is (app.book.fileio.named_when_disk_full), nothing is left in the folder (no half-written PDF, no spool
    file) and an earlier PDF at the path is kept."""
    import app.print.pictures as pictures
    from app.book.errors import BookError

    real = pictures.render_picture
    calls = []

    def full_disk(image, plan):
        calls.append(image.size)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real(image, plan)

    monkeypatch.setattr(pictures, "render_picture", full_disk)
    pages = [PrintPage("cover", "T")]
    pages += [
        PrintPage("story", f"P{n}", "x", Image.new("RGB", (900, 640 + n), "red"), "p", n + 1)
        for n in range(5)
    ]
    path = tmp_path / "b.pdf"
    path.write_bytes(b"%PDF-1.4 the earlier book")
    try:
        write_pdf(PrintDocument("T", pages=pages), path, PrintOptions("a5"))
    except BookError as exc:
        assert str(exc) == f"cannot write {path}: No space left on device" and exc.__cause__.errno == 28
    else:
        raise AssertionError("the full disk was not reported")
    assert sorted(f.name for f in tmp_path.iterdir()) == ["b.pdf"]
    assert path.read_bytes() == b"%PDF-1.4 the earlier book"


def test_one_encoder_pool_per_process():
    from app.print.images import encoder_pool

    assert encoder_pool() is encoder_pool()
