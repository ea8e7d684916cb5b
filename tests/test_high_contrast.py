"""One large-print switch with high contrast (issue 27 item 5): the book's ``large_print`` setting, set by
``memorybook build --large-print on|off`` (kept in the book) or the app's book details, gives large type,
captions and the high-contrast palette; every character of such a PDF keeps WCAG 2.x AAA contrast (7:1)
against what is printed behind it, measured from the PDF itself: the text's fill colour as PDFium reads it,
against every pixel of the character's box on the page rendered with its text removed. The regular palette
(``--large-print off``) does not (its terracotta page numbers are 3.9:1), so the measure can fail."""

from __future__ import annotations

import ctypes

import pypdfium2
import pypdfium2.raw as raw
import pytest

from app.book.project import BookProject
from app.cli import main
from app.print.palette import AAA_CONTRAST, HIGH_CONTRAST, PANEL, PAPER, REGULAR, contrast_ratio


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    return tuple(int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))


def text_contrasts(path, dpi: float = 72.0) -> list[tuple[int, str, float]]:
    """``(page number, character, lowest contrast ratio)`` for every printed character of the PDF at ``path``:
    its fill colour (``FPDFText_GetFillColor``) against each pixel of its box on the page drawn without text
    objects (``FPDFPage_RemoveObject`` + ``FPDFPage_GenerateContent``) at ``dpi``."""
    pdf = pypdfium2.PdfDocument(str(path))
    out = []
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            text = page.get_textpage()
            chars = []
            for i in range(text.count_chars()):
                ch = text.get_text_range(i, 1)
                if ch.strip():
                    r, g, b, a = (ctypes.c_uint() for _ in range(4))
                    assert raw.FPDFText_GetFillColor(text.raw, i, r, g, b, a)
                    chars.append((ch, text.get_charbox(i), (r.value / 255, g.value / 255, b.value / 255)))
            text.close()
            for obj in list(page.get_objects()):
                if obj.type == raw.FPDF_PAGEOBJ_TEXT:
                    page.remove_obj(obj)
            page.gen_content()
            behind = page.render(scale=dpi / 72).to_pil().convert("RGB")
            s, height = dpi / 72, behind.height
            for ch, (left, bottom, right, top), fill in chars:
                x0, y0 = int(left * s), int(height - top * s)
                box = (x0, y0, max(x0 + 1, int(right * s) + 1), max(y0 + 1, int(height - bottom * s) + 1))
                colours = set(behind.crop(box).get_flattened_data())
                low = min(contrast_ratio(fill, tuple(v / 255 for v in c)) for c in colours)
                out.append((index + 1, ch, low))
    finally:
        pdf.close()
    return out


def test_the_palettes_contrast_by_wcag():
    for background in (PAPER, PANEL):
        assert contrast_ratio(_rgb(HIGH_CONTRAST.ink), _rgb(background)) >= AAA_CONTRAST
        assert contrast_ratio(_rgb(HIGH_CONTRAST.accent), _rgb(background)) >= AAA_CONTRAST
    assert contrast_ratio(_rgb(REGULAR.accent), _rgb(PAPER)) < 4.5
    assert contrast_ratio((0, 0, 0), (1, 1, 1)) == pytest.approx(21.0)


def test_large_print_keeps_7_to_1_and_off_is_kept_in_the_book(tmp_path):
    """The sample book (sketch pictures) with 外公 on page 2 in 1958, built in large print (the default), then
    with ``--large-print off`` (one test: the builds are shared)."""
    tmp = tmp_path
    book = tmp / "waipo.mbook"
    assert main(["demo", "--keep", str(book), "-o", str(tmp / "first.pdf"), "--engine", "sketch"]) == 0
    assert main(["person", "add", str(book), "张国华", "--relation", "外公"]) == 0
    project = BookProject.open(book)
    project.book.pages[1].people, project.book.pages[1].year = [project.book.people[0].id], 1958
    project.save()
    large, normal = tmp / "large.pdf", tmp / "normal.pdf"
    assert main(["build", str(book), "-o", str(large), "--engine", "sketch"]) == 0
    assert main(["build", str(book), "-o", str(normal), "--engine", "sketch", "--large-print", "off"]) == 0
    found = text_contrasts(large)
    assert len(found) > 500 and {page for page, _ch, _c in found} >= set(range(1, 10))  # every page has text
    low = [f for f in found if f[2] < AAA_CONTRAST]
    assert low == [], low[:10]
    assert "一九五八年" in "".join(ch for page, ch, _c in found if page == 3)  # the caption: cover, page 1, 2
    assert BookProject.open(book).book.large_print is False  # --large-print off was kept in the book
    found = text_contrasts(normal)
    assert min(c for _p, _ch, c in found) < 4.5  # the terracotta page numbers: the measure can fail
    assert "一九五八年" not in "".join(ch for _p, ch, _c in found)  # no captions in normal print
    assert main(["build", str(book), "-o", str(normal), "--large-print", "on", "--normal-print"]) != 0
