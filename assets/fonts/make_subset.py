"""Rebuild the shipped LXGW WenKai fonts from Debian's ``fonts-lxgw-wenkai`` package.

Coverage: every character the upstream font draws (about 28,900, including all 20,992 CJK Unified
Ideographs: the rare characters of family names such as 喆 堃 犇 珺 玥 print), plus GB 2312 and the
punctuation blocks listed below. Characters outside it are reported by the book build (never printed as
empty boxes). The "subset" keeps all glyphs: it only renames the family (see below) and drops hinting.

The SIL Open Font License reserves the names "LXGW" and "霞鹜" for unmodified fonts; a subset is a
modified version, so the family is renamed "MemoryBook WenKai" (copyright and licence records are kept).

Usage (on a Debian machine)::

    apt-get download fonts-lxgw-wenkai && dpkg -x fonts-lxgw-wenkai_*.deb /tmp/lxgw
    python assets/fonts/make_subset.py /tmp/lxgw/usr/share/fonts/truetype/lxgw-wenkai
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset


def gb2312_characters() -> str:
    """Every character GB 2312 encodes (rows 0xA1-0xF7, cells 0xA1-0xFE)."""
    chars = []
    for row in range(0xA1, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.append(bytes([row, cell]).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return "".join(chars)


def unicode_ranges() -> str:
    ranges = [
        (0x20, 0x7E),
        (0xA0, 0x17F),
        (0x2000, 0x206F),
        (0x2190, 0x21FF),
        (0x3000, 0x303F),
        (0xFF00, 0xFFEF),
        (0x2460, 0x24FF),
    ]
    return "".join(chr(c) for lo, hi in ranges for c in range(lo, hi + 1))


RENAMES = [
    ("LXGW WenKai", "MemoryBook WenKai"),
    ("LXGWWenKai", "MemoryBookWenKai"),
    ("霞鹜文楷", "忆本文楷"),
    ("LXGW", "MemoryBook"),
    ("霞鹜", "忆本"),
]


def rename_family(font) -> None:
    """Replace the reserved font names in every name record except copyright (0), licence (13, 14)."""
    for record in font["name"].names:
        if record.nameID in (0, 13, 14):
            continue
        value = record.toUnicode()
        for old, new in RENAMES:
            value = value.replace(old, new)
        record.string = value


def main(src_dir: str) -> None:
    text = gb2312_characters() + unicode_ranges()
    here = Path(__file__).parent
    for style in ("Regular", "Bold"):
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.hinting = False
        font = subset.load_font(str(Path(src_dir) / f"LXGWWenKai-{style}.ttf"), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text, unicodes=list(font.getBestCmap()))
        subsetter.subset(font)
        rename_family(font)
        out = here / f"MemoryBookWenKai-{style}.ttf"
        subset.save_font(font, str(out), options)
        print(out, out.stat().st_size, "bytes")


if __name__ == "__main__":
    main(sys.argv[1])
