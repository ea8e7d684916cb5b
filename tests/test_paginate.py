"""Long stories continue on following pages: nothing is cut off, page numbers run in order."""

from __future__ import annotations

import re

import pypdf
import pytest
from PIL import Image

from app.book.layout import PrintDocument, PrintOptions, PrintPage
from app.print.pdf import write_pdf

SENTENCE = "那年夏天的被子晒满了弄堂，阳光的味道一直留在被角上。"


def document(text, lang="zh"):
    return PrintDocument(
        title="T",
        subtitle="",
        dedication="",
        language=lang,
        colophon=["made"],
        pages=[
            PrintPage(kind="cover", title="T"),
            PrintPage(
                kind="story",
                title="长",
                text=text,
                image=Image.new("RGB", (600, 400), (200, 150, 100)),
                number=1,
            ),
            PrintPage(kind="story-text", title="短", text="一句话。", number=2),
            PrintPage(kind="colophon", text="made"),
        ],
    )


@pytest.mark.parametrize("trim", ["a4", "a5"])
def test_long_chinese_story_continues_on_next_pages(tmp_path, trim):
    text = "\n".join("外婆说，" + SENTENCE * 10 for _ in range(12))
    report = write_pdf(document(text), tmp_path / "long.pdf", PrintOptions(trim=trim))
    assert not [w for w in report.warnings if "not printed" in w]
    reader = pypdf.PdfReader(tmp_path / "long.pdf")
    assert report.pages == len(reader.pages) > 4
    printed = re.sub(r"[\s\d]+", "", "".join(p.extract_text() for p in reader.pages))  # page numbers out
    assert printed.count("阳光的味道") == text.count("阳光的味道")
    numbers = [
        int(m) for p in reader.pages[1:-1] for m in re.findall(r"^\s*(\d+)\s*$", p.extract_text(), re.M)
    ]
    assert numbers == list(range(1, len(reader.pages) - 1))


def test_long_english_story_keeps_every_word(tmp_path):
    words = [f"word{i}" for i in range(1500)]
    write_pdf(document(" ".join(words), "en"), tmp_path / "en.pdf", PrintOptions(trim="a5"))
    printed = re.sub(
        r"\s+", " ", " ".join(p.extract_text() for p in pypdf.PdfReader(tmp_path / "en.pdf").pages)
    )
    assert all(f"word{i} " in printed + " " for i in (0, 700, 1499))
    assert sum(printed.count(f"word{i} ") for i in range(1500)) >= 1500 - 5
