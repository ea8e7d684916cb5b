"""Build the shipped fallback fonts: Jigmo for the CJK ideographs MemoryBook WenKai lacks, Noto Emoji for emoji.

- Jigmo (https://kamichikoichi.github.io/jigmo/, glyphs from GlyphWiki, CC0 1.0: no rights reserved) covers
  every CJK Unified Ideograph, Extensions A–I included. Taken from the 256-code-point WOFF2 chunks of the
  ``frankslin/jigmo-webfonts`` repository (MIT packaging of the CC0 glyphs) and merged by plane into
  ``MemoryBookJigmo-*.woff2`` (family "MemoryBook Jigmo A/B/C/G").
- Noto Emoji (monochrome outlines, SIL OFL 1.1, Google) from the npm package ``@fontsource/noto-emoji``
  (weight 400), merged into ``MemoryBookEmoji-Regular.woff2`` (family "MemoryBook Emoji"; renamed, as the
  OFL asks of modified fonts). Its GSUB (ZWJ sequences, flags) is dropped: a sequence prints as its parts.

Hinting is dropped (print needs outlines only). ``fallback.json`` records each file's family, PostScript name
and covered code points as ``[first, last]`` runs, so the build knows coverage without opening the fonts.

Usage::

    npm pack @fontsource/noto-emoji && tar xzf fontsource-noto-emoji-*.tgz -C /tmp/emoji
    python assets/fonts/make_fallback.py JIGMO_WEBFONTS_CHECKOUT/fonts /tmp/emoji/package/files
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parent

JIGMO_PARTS = {
    # file stem → code point ranges (inclusive) taken from Jigmo
    "A": [(0x3400, 0x4DBF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F)],  # Extension A, compatibility ideographs
    "B": [(0x20000, 0x2A6DF)],  # Extension B
    "C": [(0x2A700, 0x2EE5F)],  # Extensions C, D, E, F, I
    "G": [(0x30000, 0x323AF)],  # Extensions G, H
}


def merge(
    sources: list[Path], wanted, family: str, ps_name: str, out: Path, copyright_text: str
) -> list[int]:
    """Merge the glyphs of ``sources`` (one upstream font cut into chunks) mapped from code points for which
    ``wanted(cp)`` holds into one WOFF2 font at ``out``; returns the code points it maps."""
    glyphs, metrics, cmap, upem, vertical = {}, {}, {}, None, None
    for path in sources:
        font = TTFont(path)
        upem = upem or font["head"].unitsPerEm
        vertical = vertical or (font["hhea"].ascent, font["hhea"].descent)
        glyf = font["glyf"]
        for cp, name in font.getBestCmap().items():
            if not wanted(cp) or cp in cmap:
                continue
            glyph = glyf[name]
            if glyph.isComposite():
                continue  # (none in Jigmo; Noto Emoji's few are skipped rather than resolved)
            key = f"u{cp:04X}"
            glyphs[key], metrics[key], cmap[cp] = glyph, font["hmtx"][name], key
    notdef = TTFont(sources[0])
    glyphs[".notdef"], metrics[".notdef"] = notdef["glyf"][".notdef"], notdef["hmtx"][".notdef"]
    order = [".notdef"] + sorted(k for k in glyphs if k != ".notdef")
    builder = FontBuilder(upem, isTTF=True)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap(cmap)
    builder.setupGlyf({name: glyphs[name] for name in order})
    builder.setupHorizontalMetrics({name: metrics[name] for name in order})
    ascent, descent = vertical
    builder.setupHorizontalHeader(ascent=ascent, descent=descent)
    builder.setupNameTable(
        {
            "copyright": copyright_text,
            "familyName": family,
            "styleName": "Regular",
            "uniqueFontIdentifier": ps_name,
            "fullName": f"{family} Regular",
            "psName": ps_name,
        }
    )
    builder.setupOS2(
        sTypoAscender=ascent, sTypoDescender=descent, usWinAscent=ascent, usWinDescent=abs(descent)
    )
    builder.setupPost()
    builder.font.flavor = "woff2"
    builder.save(out)
    return sorted(cmap)


def runs(code_points: list[int]) -> list[list[int]]:
    """Sorted code points as ``[first, last]`` runs."""
    out: list[list[int]] = []
    for cp in code_points:
        if out and cp == out[-1][1] + 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def main(jigmo_dir: str, emoji_dir: str, only: str = "") -> None:
    """Build every part (or only the one named by ``only``: A, B, C, G or Emoji); write ``fallback.json``
    from the files present."""
    table = []
    chunks = sorted(Path(jigmo_dir).glob("jigmo-*.woff2"))
    for stem, ranges in JIGMO_PARTS.items():
        if only and only != stem:
            continue

        def wanted(cp, ranges=ranges):
            return any(lo <= cp <= hi for lo, hi in ranges)

        sources = [p for p in chunks if wanted(int(p.stem.split("-")[1], 16))]
        family, ps_name = f"MemoryBook Jigmo {stem}", f"MemoryBookJigmo{stem}-Regular"
        path = OUT / f"MemoryBookJigmo-{stem}.woff2"
        covered = merge(sources, wanted, family, ps_name, path, "Jigmo: CC0 1.0 (GlyphWiki, Kamichi Koichi)")
        table.append({"file": path.name, "family": family, "postscript": ps_name, "ranges": runs(covered)})
        print(f"{path.name}: {len(covered)} characters, {path.stat().st_size / 1e6:.2f} MB")
    if only and only != "Emoji":
        return
    sources = sorted(Path(emoji_dir).glob("noto-emoji-*-400-normal.woff2"))
    path = OUT / "MemoryBookEmoji-Regular.woff2"
    covered = merge(
        sources,
        lambda cp: cp > 0x7F and cp not in (0xFE0E, 0xFE0F, 0x200D),
        "MemoryBook Emoji",
        "MemoryBookEmoji-Regular",
        path,
        "Copyright 2013 Google LLC; SIL Open Font License 1.1 (Noto Emoji, renamed)",
    )
    table.append(
        {
            "file": path.name,
            "family": "MemoryBook Emoji",
            "postscript": "MemoryBookEmoji-Regular",
            "ranges": runs(covered),
        }
    )
    print(f"{path.name}: {len(covered)} characters, {path.stat().st_size / 1e6:.2f} MB")
    if not only:
        write_table()


def write_table() -> None:
    """``fallback.json`` from the built files (Jigmo parts in plane order, then emoji)."""
    table = []
    for stem in [*JIGMO_PARTS, "Emoji"]:
        path = OUT / (f"MemoryBookJigmo-{stem}.woff2" if stem != "Emoji" else "MemoryBookEmoji-Regular.woff2")
        if not path.is_file():
            print(f"{path.name} not built: left out of fallback.json")
            continue
        font = TTFont(path)
        table.append(
            {
                "file": path.name,
                "family": font["name"].getDebugName(1),
                "postscript": font["name"].getDebugName(6),
                "ranges": runs(sorted(font.getBestCmap())),
            }
        )
    (OUT / "fallback.json").write_text(json.dumps(table, separators=(",", ":")) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1] == "--table":
        write_table()
    else:
        main(*sys.argv[1:4])
