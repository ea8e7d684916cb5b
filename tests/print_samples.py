"""A hostile story for the print tests: every CJK punctuation mark, rare ideographs, traditional characters,
mixed Chinese / English / digits, a URL, glyphs several code points share, and a long paragraph."""

from __future__ import annotations

from PIL import Image

from app.book.layout import PrintDocument, PrintPage

PUNCTUATION = "外婆说：“画得再大一点。”我们问：‘为什么？’她笑了——「因为墙很大……」（那是一九八三年）《外婆的弄堂》、『对！』【记住】〔注〕〖甲〗｛乙｝［丙］〝丁〟！？；：，。·・〃々〆〇"
SHARED_GLYPHS = "〈副刊〉的约会是 9:00～10:00 – 看报 – 到 9:30，读到“副刊”两个字。"
EXTENSION_B = "名字里的𠮷、𠂉和𡈽，外婆写得很慢。"
TRADITIONAL = "萬歲，臺灣的舊書，爺爺說：「讀書好。」"
MIXED = "她用 iPhone 12 拍了 3 张照片, see https://example.org/waipo?a=1&b=2 for more. Grandma said, “Don’t forget.”"

RARE = "外婆的名字里有㐀、䶵（扩展A）、𠀀、𪚥（B）、𪜀（C）、𫝀（D）、𫠠（E）、𬺰（F）、𰀀（G）、𱍐（H）、𮯰（I）和兼容的﨑，还有😀、👵🏻、❤️、☺、♥。"
"""Ideographs of CJK Extensions A–I, a compatibility ideograph and emoji (one with a skin-tone modifier, one
with the emoji presentation selector U+FE0F): drawn only by the fallback fonts."""

HOSTILE_PAGES = [
    ("标点", PUNCTUATION),
    ("〈副刊〉", SHARED_GLYPHS + EXTENSION_B),
    ("繁體", TRADITIONAL + "\n" + MIXED),
    ("生僻字", RARE),
]
"""(title, text) of the hostile story's pages (every character drawable by the shipped fonts)."""


def hostile_document(pages=HOSTILE_PAGES, image_pages: tuple[int, ...] = (0,)) -> PrintDocument:
    """The hostile story as a :class:`PrintDocument`: cover, one page per ``pages`` entry (those in
    ``image_pages`` with a flat 600 × 400 picture, the others text-led), colophon."""
    doc_pages = [PrintPage("cover", "外婆的弄堂")]
    for n, (title, text) in enumerate(pages):
        image = Image.new("RGB", (600, 400), (180, 140, 100)) if n in image_pages else None
        doc_pages.append(PrintPage("story" if image else "story-text", title, text, image, "p.png", n + 1))
    doc_pages.append(PrintPage("colophon"))
    return PrintDocument("外婆的弄堂", "记忆绘本", "献给外婆", "zh", doc_pages, ["本书由“记忆绘本”制作。"])
