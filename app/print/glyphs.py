"""Text as glyphs: shaping a line, and a log of every glyph drawn into a PDF so copy/paste gives back the text.

Qt's PDF engine writes each font as a subset whose glyphs are numbered (CIDs 1, 2, …) in the order they are
first drawn, and a ToUnicode map built by reversing the font's cmap. That reverse map loses text: it has no
entries above U+FFFF (𠮷 U+20BB7 extracts as nothing), it picks one code point for a glyph several share
(〈 U+3008 comes back as U+2329, ～ U+FF5E as U+301C, – as U+2012), drops some (the colon), and maps the space
glyph to TAB. The fix is knowing what each glyph stood for: :func:`shape` lays a line out with Qt's
``QTextLayout`` and keeps, for every glyph, the characters it was made from (``QGlyphRun.stringIndexes``);
while a :class:`GlyphLog` is active (:func:`recording`), each glyph run drawn is logged per font in drawing
order. :func:`app.print.tounicode.rewrite_to_unicode` then writes each font's ToUnicode map from the log.
"""

from __future__ import annotations

import contextvars
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QFont, QGlyphRun, QRawFont


@dataclass
class FontLog:
    """The glyphs drawn with one font file: ``order`` (glyph ids in order of first use, as Qt numbers the
    subset's CIDs from 1) and ``texts`` (glyph id → how often it stood for which characters)."""

    order: list[int] = field(default_factory=list)
    texts: dict[int, Counter[str]] = field(default_factory=dict)
    widths: dict[int, float] = field(default_factory=dict)
    """glyph id → advance in 1/1000 em (what the PDF's ``/W`` array holds), to check the CID numbering"""

    def add(self, glyph: int, text: str, width: float = float("nan")) -> None:
        if glyph not in self.texts:
            self.texts[glyph] = Counter()
            self.order.append(glyph)
            self.widths[glyph] = width
        if text:
            self.texts[glyph][text] += 1

    def text_of(self, glyph: int) -> str:
        """The characters ``glyph`` stood for most often ("" for a glyph that stood for none, such as the
        second glyph of a character drawn with two)."""
        counts = self.texts.get(glyph)
        return counts.most_common(1)[0][0] if counts else ""

    def conflicts(self) -> list[tuple[int, list[str]]]:
        """Glyphs that stood for different characters in different places (e.g. 〈 U+3008 and U+2329, one
        glyph in the font): only one can be what copy/paste gives back."""
        return [(g, list(c)) for g, c in self.texts.items() if len(c) > 1]


@dataclass
class GlyphLog:
    """Glyphs drawn into one PDF, per font: PostScript name → :class:`FontLog`."""

    fonts: dict[str, FontLog] = field(default_factory=dict)

    def add_run(self, run: QGlyphRun, texts: list[str]) -> None:
        """Log the glyphs of ``run`` standing for ``texts`` (one string per glyph, see :func:`cluster_texts`).
        Glyph 0 (.notdef) is not logged: Qt's subsets always keep it as CID 0."""
        raw = run.rawFont()
        log = self.fonts.setdefault(postscript_name(raw), FontLog())
        glyphs = [int(g) for g in run.glyphIndexes()]
        scale = 1000.0 / raw.pixelSize() if raw.pixelSize() else float("nan")
        advances = raw.advancesForGlyphIndexes(glyphs)
        for glyph, text, advance in zip(glyphs, texts, advances, strict=True):
            if glyph:
                log.add(glyph, text, advance.x() * scale)


_ACTIVE: contextvars.ContextVar[GlyphLog | None] = contextvars.ContextVar("glyph_log", default=None)


@contextmanager
def recording(log: GlyphLog | None = None) -> Iterator[GlyphLog]:
    """Log every glyph run :func:`draw_line` draws into ``log`` (a new one if None) until the block ends;
    yields the log."""
    log = log if log is not None else GlyphLog()
    token = _ACTIVE.set(log)
    try:
        yield log
    finally:
        _ACTIVE.reset(token)


_PS_NAMES: dict[tuple[str, str], str] = {}


def postscript_name(raw: QRawFont) -> str:
    """The PostScript name (name ID 6) of the font behind ``raw`` — what Qt writes as the PDF ``/BaseFont``
    (read once per family and style with fontTools; ``Family-Style`` when the name table has none)."""
    key = (raw.familyName(), raw.styleName())
    if key not in _PS_NAMES:
        from fontTools.ttLib import newTable

        table = newTable("name")
        try:
            table.decompile(bytes(raw.fontTable("name").data()), None)
            name = table.getDebugName(6)
        except Exception:  # noqa: BLE001 - an unreadable name table: fall back to Qt's names
            name = None
        _PS_NAMES[key] = name or f"{key[0]}-{key[1]}".replace(" ", "")
    return _PS_NAMES[key]


def _utf16_offsets(text: str) -> list[int]:
    """For each UTF-16 offset of ``text`` (and its end), the Python index of the character there."""
    table = []
    for i, ch in enumerate(text):
        table.append(i)
        if ord(ch) > 0xFFFF:
            table.append(i)
    table.append(len(text))
    return table


def _starts(run: QGlyphRun) -> list[int]:
    """Python string index (into ``run.sourceString()``) of the character each glyph of ``run`` starts at."""
    to_index = _utf16_offsets(run.sourceString())  # positions of the shaped string (same as the original's)
    return [to_index[min(max(0, int(i)), len(to_index) - 1)] for i in run.stringIndexes()]


def cluster_texts(runs: list[QGlyphRun], original: str | None = None) -> list[list[str]]:
    """For each glyph of each run of one line (all from :func:`shape`, so they share a source string and
    carry string indexes), the characters it stands for: from its string index to the next glyph's in any
    run of the line (a ligature stands for several characters; the later glyphs of a character drawn with
    several stand for ""). ``original``: the line before characters were replaced one for one (by
    :func:`app.print.fonts.printable`); the texts are taken from it."""
    if not runs:
        return []
    shaped = runs[0].sourceString()
    source = original if original is not None and len(original) == len(shaped) else shaped
    starts = [_starts(run) for run in runs]
    bounds = sorted({s for run_starts in starts for s in run_starts} | {len(source)})
    result = []
    for run_starts in starts:
        texts, seen = [], set()
        for start in run_starts:
            if start in seen or start >= len(source):
                texts.append("")
                continue
            seen.add(start)
            texts.append(source[start : next(b for b in bounds if b > start)])
        result.append(texts)
    return result


def shape(text: str, font: QFont) -> tuple[list[QGlyphRun], float, float]:
    """Lay ``text`` (one line, no line breaks) out with ``font``: its glyph runs (each with its own raw font,
    glyph positions relative to the baseline's start, source string and string indexes), the ascent the
    positions are offset by (positions have y = ascent on the baseline) and the line's advance width."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QTextLayout

    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1e9)
    line.setPosition(QPointF(0.0, 0.0))
    layout.endLayout()
    flags = QTextLayout.GlyphRunRetrievalFlag.RetrieveAll
    runs = layout.glyphRuns(0, len(text.encode("utf-16-le")) // 2, flags)
    return list(runs), line.ascent(), line.horizontalAdvance()


def draw_line(painter, x: float, baseline: float, text: str, font: QFont) -> None:
    """Draw ``text`` with its left end at ``x`` on ``baseline`` (painter units) as glyph runs, logging them
    to the active :class:`GlyphLog` if any. The text is cut into runs of one shipped family each
    (:func:`app.print.fonts.font_runs`) and each is shaped with that family alone (Qt's own font merging
    would lose the glyphs' string indexes); characters no shipped font draws print as 〓 (see
    :func:`app.print.fonts.printable`) and are logged as themselves, so they still copy back."""
    from PySide6.QtCore import QPointF

    from app.print.fonts import font_runs, printable, register_fallbacks

    register_fallbacks(text)
    log = _ACTIVE.get()
    offset = 0.0
    for start, end, family in font_runs(text):
        part = text[start:end]
        run_font = _single_family(font, family)
        runs, ascent, width = shape(printable(part), run_font)
        width -= _drop_silent(runs)
        texts = cluster_texts(runs, part) if log is not None else [[]] * len(runs)
        for run, run_texts in zip(runs, texts, strict=True):
            if log is not None:
                log.add_run(run, run_texts)
            painter.drawGlyphRun(QPointF(x + offset, baseline - ascent), run)
        offset += width


def _drop_silent(runs: list[QGlyphRun]) -> float:
    """Take out of ``runs`` (one shaped part of a line, in order) every glyph that starts at a character
    :func:`app.print.fonts.silent` says draws nothing (a variation selector's empty glyph, which the font
    may share with the space), and the later glyphs of a cluster that ends with one (the shaper puts a
    skin-tone swatch in its emoji's cluster), closing the gap they leave. The character then belongs to
    the glyph before it (:func:`cluster_texts` reads texts between the glyphs kept), so ❤️ copies back as
    ❤ + U+FE0F, not ❤ + a space. Returns the advance taken out (painter units)."""
    from PySide6.QtCore import QPointF

    from app.print.fonts import silent

    removed = 0.0
    for run in runs:
        source, starts = run.sourceString(), _starts(run)
        glyphs, positions = list(run.glyphIndexes()), list(run.positions())
        indexes = list(run.stringIndexes())
        advances = run.rawFont().advancesForGlyphIndexes(glyphs)
        bounds = sorted({*starts, len(source)})
        keep = []
        for k, start in enumerate(starts):
            cluster = source[start : next((b for b in bounds if b > start), len(source))]
            later = k > 0 and starts[k - 1] == start  # not the cluster's first glyph
            if cluster and (silent(cluster[0]) or (later and silent(cluster[-1]))):
                removed += advances[k].x()
                continue
            keep.append((glyphs[k], QPointF(positions[k].x() - removed, positions[k].y()), indexes[k]))
        if len(keep) != len(glyphs) or removed:
            run.setGlyphIndexes([g for g, _, _ in keep])
            run.setPositions([p for _, p, _ in keep])
            run.setStringIndexes([i for _, _, i in keep])
    return removed


def _single_family(font: QFont, family: str) -> QFont:
    """A copy of ``font`` (size, weight, hinting) using ``family`` alone, with Qt's font merging off."""
    from PySide6.QtGui import QFont

    copy = QFont(font)
    copy.setFamilies([family])
    copy.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
    return copy


def line_advance(metrics, font, line: str) -> float:
    """The width of ``line`` (one line) as :func:`app.print.glyphs.draw_line` draws it with ``font``, in
    font units (:data:`app.print.text.UNITS_PER_MM` per mm): Qt's advance (``metrics``: ``QFontMetricsF(font)``), with
    the characters drawn from the punctuation font (:func:`app.print.fonts.uses_punctuation_font`: curly
    quotes a full em next to CJK text, the English ellipsis) measured in it, and less what
    :func:`app.print.fonts.silent` characters would have taken. A line with none of those characters (most
    lines) is measured by Qt alone."""
    width = metrics.horizontalAdvance(line)
    if line.isascii() or not _may_differ(line):
        return width
    from PySide6.QtGui import QFontMetricsF

    from app.print.fonts import PUNCT_FAMILY, silent, uses_punctuation_font

    punct = None
    for i, ch in enumerate(line):
        if uses_punctuation_font(line, i):
            punct = punct or QFontMetricsF(_single_family(font, PUNCT_FAMILY))
            width += punct.horizontalAdvance(ch) - metrics.horizontalAdvance(ch)
        elif silent(ch):  # drawn as nothing (see app.print.glyphs.draw_line)
            width -= metrics.horizontalAdvance(ch)
    return width


def _may_differ(line: str) -> bool:
    """Whether ``line`` holds a character :func:`line_advance` measures apart from Qt: a curly quote or an
    ellipsis (the punctuation font may draw them) or a :func:`app.print.fonts.silent` one."""
    from app.print.fonts import SILENT_PATTERN

    return not _PLAIN.isdisjoint(line) or SILENT_PATTERN.search(line) is not None


_PLAIN = frozenset("“”‘’…")
"""The characters :func:`app.print.fonts.uses_punctuation_font` may draw from the punctuation font."""
