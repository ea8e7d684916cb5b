"""Text round trip: what the PDF prints copies back exactly, read by independent PDF readers (pypdf, PDFium,
and poppler's pdftotext where installed): supplementary-plane characters, glyphs several code points share
(〈〉 U+3008/9 not U+2329/A, ～ U+FF5E, – U+2013, the colon of 9:00), spaces as U+0020."""

from __future__ import annotations

import re
import shutil
import subprocess

import pypdf
import pypdfium2
import pytest

from app.book.layout import PrintOptions
from app.print.glyphs import cluster_texts, shape
from app.print.pdf import write_pdf
from app.print.text import make_font
from app.print.tounicode import to_unicode_cmap
from tests.print_samples import HOSTILE_PAGES, hostile_document


def compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def read_pypdf(path) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(path).pages]


def read_pdfium(path) -> list[str]:
    doc = pypdfium2.PdfDocument(str(path))
    try:
        return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    finally:
        doc.close()


def read_poppler(path) -> list[str]:
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True)
    return out.stdout.decode("utf-8").split("\f")[:-1]


READERS = {"pypdf": read_pypdf, "pdfium": read_pdfium}
if shutil.which("pdftotext"):
    READERS["poppler"] = read_poppler


@pytest.fixture(scope="module")
def hostile_pdfs(tmp_path_factory):
    out = {}
    for trim in ("a4", "a5", "square"):
        path = tmp_path_factory.mktemp(trim) / "hostile.pdf"
        out[trim] = (path, write_pdf(hostile_document(), path, PrintOptions(trim)))
    return out


def test_two_independent_readers_at_least():
    assert {"pypdf", "pdfium"} <= set(READERS)


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("trim", ["a4", "a5", "square"])
def test_every_printed_character_copies_back(hostile_pdfs, trim, reader):
    path, report = hostile_pdfs[trim]
    assert not [w for w in report.warnings if "font" in str(w)], report.warnings
    pages = READERS[reader](path)
    story_pages = pages[1:-1]
    assert len(story_pages) == len(HOSTILE_PAGES)  # the hostile story fits each page at every size
    for (title, text), extracted, number in zip(HOSTILE_PAGES, story_pages, range(1, 99), strict=False):
        got, want = compact(extracted), compact(title + text)
        assert got.replace(want, "", 1) == str(number), f"{reader} {trim}: {got!r} != {want!r}"
        assert "\t" not in extracted and not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", extracted)


@pytest.mark.parametrize("reader", sorted(READERS))
def test_spaces_copy_back_as_spaces(hostile_pdfs, reader):
    path, _ = hostile_pdfs["a4"]
    text = " ".join(" ".join(READERS[reader](path)).split())
    text = re.sub(r"(?<=[\u3000-\u9fff])\s+(?=[\u3000-\u9fff])", "", text)  # a line break between two CJK
    # characters reads back as a space, but is none: only the spaces between words must copy back
    for phrase in ("iPhone 12 拍了 3 张照片", "9:00～10:00 – 看报 –", "Grandma said, “Don’t forget.”"):
        assert phrase in text
    assert "https://example.org/waipo?a=1&b=2 for more." in text


def test_clusters_name_the_characters_of_each_glyph():
    from app.print.fonts import register_fonts

    register_fonts()
    runs, _, _ = shape("𠮷a 〈副刊〉9:00", make_font(10))
    texts = [t for run_texts in cluster_texts(runs) for t in run_texts]
    assert "".join(texts) == "𠮷a 〈副刊〉9:00"
    assert texts[:3] == ["𠮷", "a", " "]


def test_to_unicode_cmap_writes_surrogate_pairs_and_blocks_of_100():
    cmap = to_unicode_cmap({1: "𠮷", 2: " ", 3: "", **{k: "字" for k in range(4, 205)}}).decode()
    assert "<0001> <D842DFB7>" in cmap and "<0002> <0020>" in cmap and "<0003>" not in cmap
    assert cmap.count("beginbfchar") == 3 and "100 beginbfchar" in cmap
