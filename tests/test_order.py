"""``memorybook build --for SERVICE``: the sample book (sketch engine, A5) ordered from each service, read back
with pikepdf and PDFium — the interior's page count, bleed and boxes, no crop marks where the services refuse
them, PDF/X-1a:2001 for IngramSpark (version keys, PDF 1.3, CMYK only, no transparency, output intent),
PDF/X-4 for a Chinese printer, the cover's size against the service's formula, the barcode area left clear,
the service preflight finding nothing blocking in our own files, an order refused before writing, and
every page of both files drawn alike by PDFium, poppler and Ghostscript."""

from __future__ import annotations

import json
import shutil
import subprocess

import numpy as np
import pikepdf
import pypdfium2
import pytest

from app.book.layout import PT_PER_MM, PrintDocument, PrintPage
from app.cli import main
from app.print.order import OrderRefused, cover_path, write_order
from app.print.palette import PAPER
from app.print.services import preset
from app.print.wrap import cover_wrap

ORDERS = {"lulu": "hardcover", "kdp": "paperback", "ingram": "paperback", "cn-print": "saddle"}
BLEED_PT = 0.125 * 72  # 0.125 in


@pytest.fixture(scope="module")
def orders(tmp_path_factory):
    """The sample book kept in a folder, ordered once from each service in :data:`ORDERS`."""
    tmp = tmp_path_factory.mktemp("order")
    book = tmp / "waipo.mbook"
    args = ["--engine", "sketch", "--size", "a5"]
    assert main(["demo", "--keep", str(book), "-o", str(tmp / "regular.pdf"), *args]) == 0
    out = {}
    for service, binding in ORDERS.items():
        interior = tmp / f"{service}.pdf"
        assert (
            main(["build", str(book), "-o", str(interior), "--for", service, "--binding", binding, *args])
            == 0
        )
        out[service] = interior
    return book, out


def boxes(page) -> dict[str, list[float]]:
    return {k: [round(float(v), 2) for v in page.obj[k]] for k in ("/MediaBox", "/TrimBox", "/BleedBox")}


@pytest.mark.parametrize("service,pages", [("lulu", 24), ("kdp", 24), ("ingram", 18), ("cn-print", 12)])
def test_both_files_and_the_page_count_rule(orders, service, pages):
    interior = orders[1][service]
    assert cover_path(interior).is_file()
    with pikepdf.open(interior) as pdf:
        assert len(pdf.pages) == pages  # 10 pages padded with notes pages to the service's rule
        if service == "ingram":  # IngramSpark: the last page blank
            document = pypdfium2.PdfDocument(str(interior))
            assert document[pages - 1].get_textpage().get_text_range().strip() == ""
            assert document[pages - 2].get_textpage().get_text_range().strip() == "写下您的回忆"
            document.close()


@pytest.mark.parametrize("service", ["lulu", "kdp", "ingram"])
def test_no_crop_marks_and_the_services_bleed(orders, service):
    with pikepdf.open(orders[1][service]) as pdf:
        for index, page in enumerate(pdf.pages):
            b = boxes(page)
            assert b["/MediaBox"] == b["/BleedBox"]  # no slug, so no crop marks
            media, trim = b["/MediaBox"], b["/TrimBox"]
            assert trim[1] - media[1] == pytest.approx(BLEED_PT, abs=0.01)  # bottom
            assert media[3] - trim[3] == pytest.approx(BLEED_PT, abs=0.01)  # top
            outside = media[2] - trim[2] if index % 2 == 0 else trim[0] - media[0]
            inside = trim[0] - media[0] if index % 2 == 0 else media[2] - trim[2]
            assert outside == pytest.approx(BLEED_PT, abs=0.01)
            assert inside == pytest.approx(
                BLEED_PT if service == "lulu" else 0.0, abs=0.01
            )  # KDP, Ingram: none
            assert trim[2] - trim[0] == pytest.approx(148 * PT_PER_MM, abs=0.01)


def test_ingram_is_pdf_x1a(orders):
    for path in (orders[1]["ingram"], cover_path(orders[1]["ingram"])):
        with pikepdf.open(path) as pdf:
            assert pdf.pdf_version == "1.3"
            assert str(pdf.docinfo.GTS_PDFXVersion) == "PDF/X-1:2001"
            assert str(pdf.docinfo.GTS_PDFXConformance) == "PDF/X-1a:2001"
            assert pdf.docinfo.Trapped == pikepdf.Name("/False")
            assert "/Metadata" not in pdf.Root
            intent = pdf.Root.OutputIntents[0]
            assert intent.S == "/GTS_PDFX" and int(intent.DestOutputProfile.N) == 4
            for page in pdf.pages:
                resources = page.obj.Resources
                for state in resources.get("/ExtGState", {}).values():
                    assert not set(state.keys()) & {"/CA", "/ca", "/SMask", "/BM"}, dict(state)
                for name, space in resources.get("/ColorSpace", {}).items():
                    assert "RGB" not in str(space), (name, space)
                for image in resources.get("/XObject", {}).values():
                    assert image.ColorSpace == "/DeviceCMYK" and "/SMask" not in image
                ops = {str(op) for _, op in pikepdf.parse_content_stream(page.obj)}
                assert not ops & {"rg", "RG"}


def test_cn_print_is_pdf_x4_with_crop_marks(orders):
    with pikepdf.open(orders[1]["cn-print"]) as pdf:
        assert str(pdf.docinfo.GTS_PDFXVersion) == "PDF/X-4"
        b = boxes(pdf.pages[0])
        assert b["/MediaBox"][2] > b["/BleedBox"][2]  # a slug for the crop marks
        assert b["/TrimBox"][0] - b["/BleedBox"][0] == pytest.approx(3 * PT_PER_MM, abs=0.01)


@pytest.mark.parametrize("service", list(ORDERS))
def test_cover_size_is_the_services_formula(orders, service):
    chosen = preset(service, ORDERS[service], None, "a5")
    with pikepdf.open(orders[1][service]) as pdf:
        pages = len(pdf.pages)
    wrap = cover_wrap(chosen, pages)
    edge = chosen.binding.wrap_in * 25.4
    with pikepdf.open(cover_path(orders[1][service])) as pdf:
        assert len(pdf.pages) == 1
        b = boxes(pdf.pages[0])
        width = 2 * edge + 2 * 148 + 2 * chosen.binding.hinge_in * 25.4 + chosen.spine_mm(pages)
        art = b["/BleedBox"]  # the whole file but a crop-mark service's slug (tests/test_cover_marks.py)
        assert art[2] - art[0] == pytest.approx(width * PT_PER_MM, abs=0.01)
        assert art[3] - art[1] == pytest.approx((210 + 2 * edge) * PT_PER_MM, abs=0.01)
        assert (b["/MediaBox"] == art) == (not chosen.service.crop_marks)
        assert b["/TrimBox"][2] - b["/TrimBox"][0] == pytest.approx(wrap.trim.w * PT_PER_MM, abs=0.01)


@pytest.mark.parametrize("service", ["lulu", "kdp"])
def test_cover_render_keeps_the_barcode_area_and_the_thin_spine_clear(orders, service):
    chosen = preset(service, ORDERS[service], None, "a5")
    with pikepdf.open(orders[1][service]) as pdf:
        wrap = cover_wrap(chosen, len(pdf.pages))
    document = pypdfium2.PdfDocument(str(cover_path(orders[1][service])))
    dpi = 100
    pixels = np.asarray(document[0].render(scale=dpi / 72).to_pil().convert("RGB")).astype(int)
    document.close()
    paper = np.array([int(PAPER[i : i + 2], 16) for i in (1, 3, 5)])

    def region(r):
        s = dpi / 25.4
        return pixels[round(r.y * s) : round(r.bottom * s), round(r.x * s) : round(r.right * s)]

    assert np.abs(region(wrap.barcode) - paper).max() <= 2  # nothing printed where the barcode goes
    assert not wrap.spine_text and np.abs(region(wrap.spine) - paper).max() <= 2  # 24 pages: no spine title
    assert np.abs(region(wrap.front) - paper).max() > 100  # the front cover has its picture and title
    text = pypdfium2.PdfDocument(str(cover_path(orders[1][service])))
    assert "外婆的弄堂" in text[0].get_textpage().get_text_range()
    text.close()


def test_the_summary_names_the_order(orders, capsys):
    book, _ = orders
    target = book.parent / "again.pdf"
    assert (
        main(["build", str(book), "-o", str(target), "--for", "kdp", "--engine", "sketch", "--size", "a5"])
        == 0
    )
    out = capsys.readouterr().out
    assert "Amazon KDP：内文 24 页；封面 303.78 × 216.35 毫米，书脊 1.43 毫米" in out
    assert "加了 14 页“写下您的回忆”（版权页之后）：Amazon KDP 的平装（胶装）书至少 24 页" in out
    assert "书脊上不印书名：Amazon KDP 从 79 页起才允许书脊文字（这本书 24 页）" in out
    assert "妨碍下单" not in out  # our own files pass the service's file checks


def test_too_many_pages_for_saddle_stitching_is_refused_before_writing(tmp_path):
    doc = PrintDocument(
        "T", language="en", pages=[PrintPage("story", title=f"p{i}", text="x") for i in range(40)]
    )
    target = tmp_path / "book.pdf"
    with pytest.raises(OrderRefused) as refused:
        write_order(doc, target, preset("cn-print", "saddle", None, "a5"), True)
    head = refused.value.lines[0]
    assert head.code == "print.order.refused" and head.params["file"] == "book.pdf"
    assert "book.pdf was not written" in str(head)
    pages = [line.params["message"] for line in refused.value.lines[1:]]
    assert any(m.code == "print.order.too_many_pages" and m.params["max"] == 32 for m in pages), pages
    assert any(m.params.get("pages") == 40 for m in pages), pages
    assert str(refused.value).splitlines()[0] == str(head)  # the error says every line, one a line
    assert not target.exists() and not cover_path(target).exists() and not list(tmp_path.iterdir())


def test_a_book_for_sale_drawn_with_a_non_commercial_model_is_refused(orders, capsys, tmp_path):
    book = tmp_path / "sale.mbook"
    shutil.copytree(orders[0], book)  # a copy: the other tests keep the sample's own pictures
    sidecars = sorted((book / "illustrations").glob("*.json"))
    data = json.loads(sidecars[0].read_text(encoding="utf-8"))
    data.setdefault("info", {})["engine"] = "diffusion"
    data.setdefault("request", {})["model"] = "flux2-dev"
    sidecars[0].write_text(json.dumps(data), encoding="utf-8")
    target = tmp_path / "sale.pdf"
    args = ["build", str(book), "-o", str(target), "--for", "lulu", "--engine", "sketch", "--size", "a5"]
    assert main([*args, "--for-sale"]) == 4
    err = capsys.readouterr().err
    assert "没有写出 sale.pdf" in err and "FLUX.2 [dev]" in err and "FLUX [dev] 非商业许可" in err
    assert not target.exists()
    assert main([*args, "--force"]) == 1  # written anyway; exit 1: not ready to print
    out = capsys.readouterr().out
    assert target.is_file() and cover_path(target).is_file()
    assert "FLUX [dev] 非商业许可" in out


RENDER_DPI = 50
AGREE = 12.0
"""Largest mean difference (0–255 per channel) between two renderers' images of the same page: the sample's
pages differ by 1.5–10 between PDFium, poppler and Ghostscript (antialiasing, CMYK → RGB), different pages
of the book by 15 or more."""


def render_pdfium(path) -> list[np.ndarray]:
    document = pypdfium2.PdfDocument(str(path))
    try:
        return [
            np.asarray(p.render(scale=RENDER_DPI / 72).to_pil().convert("RGB")).astype(int) for p in document
        ]
    finally:
        document.close()


def render_tool(command: list[str], tmp) -> list[np.ndarray]:
    """Run a renderer's ``command`` writing ``tmp/p*.png``; the pages in order. Its errors fail the test."""
    from PIL import Image

    result = subprocess.run(command, capture_output=True)
    assert result.returncode == 0 and b"rror" not in result.stderr, result.stderr.decode(errors="replace")
    return [np.asarray(Image.open(f).convert("RGB")).astype(int) for f in sorted(tmp.glob("p*.png"))]


def renderers(path, tmp) -> dict[str, list[np.ndarray]]:
    """The pages of ``path`` as PDFium, poppler (``pdftoppm``) and Ghostscript (``gs``, where installed)
    draw them."""
    out = {"pdfium": render_pdfium(path)}
    if shutil.which("pdftoppm"):
        (tmp / "poppler").mkdir()
        command = ["pdftoppm", "-r", str(RENDER_DPI), "-png", str(path), str(tmp / "poppler" / "p")]
        out["poppler"] = render_tool(command, tmp / "poppler")
    if shutil.which("gs"):
        (tmp / "gs").mkdir()
        command = ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=png16m", f"-r{RENDER_DPI}",
                   "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", f"-sOutputFile={tmp / 'gs' / 'p%03d.png'}",
                   str(path)]  # fmt: skip
        out["gs"] = render_tool(command, tmp / "gs")
    return out


@pytest.mark.parametrize("service", list(ORDERS))
def test_independent_renderers_agree_page_by_page(orders, service, tmp_path):
    for index, path in enumerate((orders[1][service], cover_path(orders[1][service]))):
        tmp = tmp_path / str(index)
        tmp.mkdir()
        pages = renderers(path, tmp)
        assert len(pages) >= 2, "at least two independent renderers (install poppler-utils / ghostscript)"
        reference = pages.pop("pdfium")
        for name, images in pages.items():
            assert len(images) == len(reference), name
            for number, (ours, theirs) in enumerate(zip(reference, images, strict=True), start=1):
                assert abs(ours.shape[0] - theirs.shape[0]) <= 1 and abs(ours.shape[1] - theirs.shape[1]) <= 1
                h, w = min(ours.shape[0], theirs.shape[0]), min(ours.shape[1], theirs.shape[1])
                difference = np.abs(ours[:h, :w] - theirs[:h, :w]).mean()
                assert difference < AGREE, (
                    f"{path.name} page {number}: PDFium and {name} differ by {difference:.1f}"
                )


def test_an_unused_photo_pads_before_the_notes_pages(orders, tmp_path, capsys):
    from PIL import Image

    from app.book.intake import store_photos
    from app.book.photos import photo_info
    from app.book.project import BookProject

    book = tmp_path / "photo.mbook"
    shutil.copytree(orders[0], book)
    loose = tmp_path / "garden.png"
    Image.fromarray(np.random.default_rng(1).integers(0, 255, (900, 1200, 3), dtype=np.uint8)).save(loose)
    project = BookProject.open(book)
    for stored, loaded in store_photos([loose], project.root / "photos").stored:
        project.book.photos[stored] = photo_info(loaded)
    project.save()
    target = tmp_path / "photo.pdf"
    args = ["build", str(book), "-o", str(target), "--for", "kdp", "--engine", "sketch", "--size", "a5"]
    assert main(args) == 0
    assert "加了 1 页照片（书里没用上的照片）、13 页“写下您的回忆”（版权页之后）" in capsys.readouterr().out
    with pikepdf.open(target) as pdf:
        xobjects = pdf.pages[10].obj.Resources.get("/XObject", {})
        assert any(x.get("/Subtype") == "/Image" and int(x.Width) == 1200 for x in xobjects.values())


def test_check_for_a_service_lists_the_order_without_writing(orders, capsys):
    book, _ = orders
    before = sorted(p.name for p in book.parent.iterdir())
    args = [
        "check",
        str(book),
        "--for",
        "kdp",
        "--binding",
        "hardcover",
        "--size",
        "a5",
        "--engine",
        "sketch",
    ]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "76 页中有 66 页是为达到 Amazon KDP 最少页数而加的" in out  # KDP hardcovers: 75 pages at least
    assert "书脊宽度（6.05 毫米）按公开的近似值计算" in out
    assert sorted(p.name for p in book.parent.iterdir()) == before  # nothing written
    assert main(["check", str(book), "--for", "kdp", "--json", "--engine", "sketch", "--size", "a5"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {f["code"] for f in data["order"]} == {"mostly_padding", "no_spine_text"}


@pytest.mark.parametrize("service", ["ingram", "cn-print"])
def test_our_cmyk_files_pass_every_file_check(orders, service):
    from app.print.ink import is_rich_black, text_colours
    from app.print.order_checks import file_findings, heavy_ink

    chosen = preset(service, ORDERS[service], None, "a5")
    interior = orders[1][service]
    with pikepdf.open(interior) as pdf:
        pages = len(pdf.pages)
        assert heavy_ink(pdf, chosen.service.max_ink_pct) == [] and heavy_ink(
            pdf, 100.0
        )  # pictures and ink colours measured, all within the service's limit (IngramSpark 240 %)
        assert text_colours(pdf.pages[1]) and not any(
            is_rich_black(c) for page in pdf.pages for c in text_colours(page)
        )  # the large-print near-black ink set in black ink alone
    found = file_findings(interior, cover_path(interior), chosen, cover_wrap(chosen, pages), [], "en")
    assert [f for f in found if f.severity == "blocking"] == []
    assert not {"total_ink", "text_ink"} & {f.code for f in found}  # no rich black, no heavy ink
