"""Line breaking for the printed page: UAX #14 break opportunities, a kinsoku filter, greedy fill.

1. Break opportunities come from Qt's ``QTextBoundaryFinder(QTextBoundaryFinder.Line, ...)``, which follows
   Unicode Standard Annex #14 (Unicode Line Breaking Algorithm).
2. A kinsoku (禁则) filter then removes every opportunity that would start a line with closing punctuation
   or end one with an opening mark — the line-start / line-end prohibition rules of W3C "Requirements for
   Chinese Text Layout" (clreq, §3.1.7 "Prohibition Rules for Line Start and Line End",
   https://www.w3.org/TR/clreq/) and JIS X 4051 (Japanese text composition, §6.1.1 / §6.1.2), which share
   the same classes. UAX #14 already forbids most of these breaks; the explicit table makes the rule
   independent of the Unicode version Qt ships and covers the full-width forms Chinese books use.
3. Lines are filled greedily using measured advances (:func:`line_advance`: ``QFontMetricsF.horizontalAdvance``,
   curly quotes next to CJK text a full em). A run with no
   allowed break that is wider than the line is cut between grapheme clusters, still honouring kinsoku
   where it can.

Units: widths and heights in millimetres, font sizes in points. Fonts are built with a pixel size in
:data:`UNITS_PER_MM` units per millimetre, so measuring needs no paint device and matches what the painter
draws (the painter scales by ``1 / UNITS_PER_MM`` while drawing text).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from app.book.layout import MM_PER_PT
from app.print.glyphs import line_advance  # noqa: F401 (measured here, where lines are broken)

UNITS_PER_MM = 100.0
"""Text is laid out and drawn in 1/100 mm units (fonts get an integer pixel size in these units)."""

# clreq §3.1.7 / JIS X 4051 cl-02 (closing brackets), cl-04 (hyphens), cl-05 (dividing punctuation:
# ？！), cl-06 (middle dots), cl-07 (full stops), cl-08 (commas), cl-09 (inseparable: —— ……),
# cl-10 (iteration marks), cl-11 (prolonged sound mark), plus their Western counterparts.
NO_LINE_START = frozenset(
    "，。、．､｡！？：；‼⁇⁈⁉"  # commas, full stops, exclamation / question, colons (full width)
    ",.!?:;"  # the same, Western
    "）］｝〕〉》」』】〙〗〟’”｠»›"  # closing brackets and quotes
    ")]}"
    "·・‧•"  # middle dots
    "‐‑–—―…‥〳〴〵〻ー～〜"  # dashes, ellipses, wave dash, prolonged sound mark
    "々〻ゝゞヽヾ"  # iteration marks
    "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"  # small kana
    "%‰℃°′″％"  # unit marks that belong to the preceding number
)
"""Characters that never begin a line (kinsoku: line-start prohibited)."""

NO_LINE_END = frozenset(
    "（［｛〔〈《「『【〘〖〝‘“｟«‹"  # opening brackets and quotes
    "([{"
    "￥＄£$¥"  # currency signs stay with the amount that follows
)
"""Characters that never end a line (kinsoku: line-end prohibited)."""


@dataclass
class TextFit:
    """Lines of a text fitted to a frame.

    ``lines``: the text of each line (paragraph breaks appear as empty strings between paragraphs only when
    the source had blank lines). ``indents``: each line's first-line indent in mm. ``size_pt``: the font
    size used. ``line_height_mm``: baseline-to-baseline distance. ``overflow``: how many lines do not fit
    the frame even at the minimum size (0 when everything fits; the caller must report it).
    """

    lines: list[str]
    size_pt: float
    line_height_mm: float
    indents: list[float] = field(default_factory=list)
    overflow: int = 0

    @property
    def fits(self) -> bool:
        return self.overflow == 0


def make_font(size_pt: float, bold: bool = False, family: str | None = None):
    """A ``QFont`` of the shipped family at ``size_pt`` points, sized in :data:`UNITS_PER_MM` units.

    Hinting is off so advances scale linearly (what is measured is what the PDF gets).
    Needs a running QGuiApplication (see :func:`app.print.fonts.register_fonts`).
    """
    from PySide6.QtGui import QFont

    from app.print.fonts import families, register_fonts

    fam = family or register_fonts()
    font = QFont(fam)
    if family is None:
        font.setFamilies(families())  # fallback only to the shipped fonts (see app.print.fonts)
    font.setPixelSize(max(1, round(size_pt * MM_PER_PT * UNITS_PER_MM)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setKerning(True)
    return font


def _utf16_to_index(text: str) -> list[int]:
    """Map each UTF-16 offset of ``text`` (0..len16) to a Python string index."""
    table = []
    for i, ch in enumerate(text):
        table.append(i)
        if ord(ch) > 0xFFFF:
            table.append(i)  # the low surrogate maps to the same character (never a boundary)
    table.append(len(text))
    return table


def uax14_breaks(text: str) -> list[int]:
    """Break opportunities of one paragraph as Python string indices ``0 < i <= len(text)``: a line may end
    before ``text[i]``. From Qt's UAX #14 implementation (``QTextBoundaryFinder.Line``)."""
    from PySide6.QtCore import QTextBoundaryFinder

    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    to_index = _utf16_to_index(text)
    result: list[int] = []
    pos = finder.toNextBoundary()
    while pos != -1:
        if finder.boundaryReasons() & QTextBoundaryFinder.BoundaryReason.BreakOpportunity:
            idx = to_index[pos]
            if idx > 0 and (not result or result[-1] != idx):
                result.append(idx)
        pos = finder.toNextBoundary()
    if not result or result[-1] != len(text):
        result.append(len(text))
    return result


def kinsoku_allows(text: str, i: int) -> bool:
    """Whether a line may end before ``text[i]``: the next line must not start (spaces aside) with a
    :data:`NO_LINE_START` character and this line must not end (spaces aside) with a :data:`NO_LINE_END`
    one. ``i == len(text)`` (the paragraph end) is always allowed."""
    if i >= len(text):
        return True
    k = i
    while k < len(text) and text[k] == " ":  # leading spaces are dropped, so look past them
        k += 1
    if k < len(text) and text[k] in NO_LINE_START:
        return False
    j = i - 1
    while j >= 0 and text[j] == " ":
        j -= 1
    return j < 0 or text[j] not in NO_LINE_END


def allowed_breaks(text: str) -> list[int]:
    """UAX #14 opportunities minus those the kinsoku table forbids (see :func:`kinsoku_allows`)."""
    return [i for i in uax14_breaks(text) if kinsoku_allows(text, i)]


def _is_cjk_letter(ch: str) -> bool:
    return unicodedata.category(ch)[0] == "L" and unicodedata.east_asian_width(ch) in ("W", "F")


def phrase_breaks(text: str, breaks: list[int]) -> list[int]:
    """The ``breaks`` of ``text`` that fall between phrases: not between two CJK letters, so a word such as
    模型 is never split (Chinese writes no space between words, and UAX #14 allows a break between any two
    ideographs). A break stays after a space or punctuation, before opening punctuation, and where CJK meets
    another script. Used for the colophon's short labelled lines (issue 24: it broke inside 模型)."""
    return [
        b
        for b in breaks
        if b <= 0 or b >= len(text) or not (_is_cjk_letter(text[b - 1]) and _is_cjk_letter(text[b]))
    ]


def _graphemes(text: str) -> list[int]:
    from PySide6.QtCore import QTextBoundaryFinder

    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    to_index = _utf16_to_index(text)
    cuts: list[int] = []
    pos = finder.toNextBoundary()
    while pos != -1:
        idx = to_index[pos]
        if idx > 0 and (not cuts or cuts[-1] != idx):
            cuts.append(idx)
        pos = finder.toNextBoundary()
    return cuts


def _force_cut(para: str, start: int, end: int, fits) -> int:
    """End index of the longest grapheme prefix of ``para[start:end]`` that fits (at least one grapheme),
    stepped back so the next line does not start with a line-start-prohibited character when possible."""
    cuts = [start + c for c in _graphemes(para[start:end])]
    best = cuts[0]
    for c in cuts:
        if fits(para[start:c]):
            best = c
        else:
            break
    k = cuts.index(best)
    while k > 0 and not kinsoku_allows(para, cuts[k]):
        k -= 1
    return cuts[k] if kinsoku_allows(para, cuts[k]) else best


def is_lone(line: str) -> bool:
    """Whether ``line`` holds at most one character that is not punctuation or space (孤字: a paragraph's
    last line of one character, such as ``岸。``)."""
    import unicodedata

    return sum(1 for ch in line if unicodedata.category(ch)[0] not in "PZ" and ch not in NO_LINE_START) <= 1


def _last_fitting(count: int, fits_at, hint: int) -> int:
    """The largest ``k < count`` with ``fits_at(k)``, given ``fits_at(0)`` and that fitting is monotone (a longer
    line is never narrower: each character adds its advance). Gallops from ``hint`` (the previous line's count:
    lines of one paragraph hold about as many breaks) and then bisects, so a line costs a few measurements instead
    of one per break it holds (a CJK line holds one per character)."""
    h = min(max(hint, 0), count - 1)
    step = 1
    if fits_at(h):
        lo = h
        while lo + step < count and fits_at(lo + step):
            lo, step = lo + step, step * 2
        hi = min(lo + step, count)
    else:
        hi = h
        while hi - step > 0 and not fits_at(hi - step):
            hi, step = hi - step, step * 2
        lo = max(hi - step, 0)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits_at(mid):
            lo = mid
        else:
            hi = mid
    return lo


def _greedy_spans(para: str, breaks: list[int], fits_from) -> list[tuple[int, int]]:
    """Greedy fill: ``(start, end)`` of each line of ``para``: each line ends at the last allowed break that
    fits (:func:`_last_fitting`), or where a word too long for the line must be cut (:func:`_force_cut`);
    ``fits_from(start)`` is the fit test of the line starting at ``start`` (its indent differs)."""
    import bisect

    spans = []
    start = 0
    hint = 0
    while start < len(para):
        fits = fits_from(start)
        first = bisect.bisect_right(breaks, start)
        ahead = breaks[first:]
        if not ahead:
            best = len(para)  # (the paragraph end is always a break)
        elif not fits(para[start : ahead[0]]):
            best = _force_cut(para, start, ahead[0], fits)
        else:
            k = _last_fitting(
                len(ahead), lambda k, fits=fits, start=start, ahead=ahead: fits(para[start : ahead[k]]), hint
            )
            best, hint = ahead[k], k
        spans.append((start, best))
        start = best
        while start < len(para) and para[start] == " ":
            start += 1
    return spans


def _one_word(line: str) -> bool:
    """Whether ``line`` is a single word (no space inside): a lone word when it ends a paragraph."""
    return " " not in line.strip()


def _pull_down(para: str, spans: list[tuple[int, int]], breaks: list[int], fits_from, lone=is_lone) -> None:
    """When the paragraph's last line is lone (``lone``: :func:`is_lone`, or :func:`_one_word` for a lone
    word), end the line before it at an earlier allowed break so one or more characters move down with it,
    as Chinese typesetting does (W3C clreq §3.1.8 avoids a single character on a paragraph's last line).
    Changes ``spans`` in place."""
    if len(spans) < 2 or not lone(para[spans[-1][0] : spans[-1][1]]):
        return
    (prev_start, prev_end), (_, last_end) = spans[-2], spans[-1]
    for b in sorted((b for b in breaks if prev_start < b < prev_end), reverse=True):
        last = para[b:last_end].lstrip(" ")
        if para[prev_start:b].strip() and not lone(last) and fits_from(-1)(last):
            spans[-2:] = [(prev_start, b), (b + len(para[b:last_end]) - len(last), last_end)]
            return


def break_lines(
    text: str,
    font,
    width_mm: float,
    first_indent_mm: float = 0.0,
    no_lone_word: bool = False,
    continued: bool = False,
) -> tuple[list[str], list[float]]:
    """Break ``text`` into lines no wider than ``width_mm`` when drawn with ``font`` (from :func:`make_font`).

    Each ``\\n`` ends a paragraph; blank lines are kept as empty lines (runs of them collapse to one).
    Trailing spaces are dropped from each line. A paragraph of several lines never ends with a lone
    character (see :func:`_pull_down`), nor, with ``no_lone_word``, a single word — and then CJK text breaks
    only between phrases (:func:`phrase_breaks`; a phrase longer than the line is cut where it must). Each paragraph's first
    line is indented by ``first_indent_mm``, except the first one's when ``continued`` (it carries on a
    paragraph from the page before). Returns (lines, first-line indents in mm).
    """
    from PySide6.QtGui import QFontMetricsF

    from app.print.fonts import printable, register_fallbacks

    register_fallbacks(text)
    metrics = QFontMetricsF(font)
    limit = width_mm * UNITS_PER_MM + 0.5  # half a unit of slack for rounding

    lines: list[str] = []
    indents: list[float] = []
    for para in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        para = para.rstrip()
        if not para.strip():
            if lines and lines[-1] != "":
                lines.append("")
                indents.append(0.0)
            continue
        indent = 0.0 if continued and not lines else first_indent_mm  # a paragraph's rest: no new indent

        def fits_from(start: int, indent: float = indent):
            avail = limit - (indent if start == 0 else 0.0) * UNITS_PER_MM
            return lambda s: line_advance(metrics, font, printable(s.rstrip(" "))) <= avail

        breaks = allowed_breaks(para)
        if no_lone_word:
            breaks = phrase_breaks(para, breaks)
        spans = _greedy_spans(para, breaks, fits_from)
        _pull_down(para, spans, breaks, fits_from)
        if no_lone_word:
            _pull_down(para, spans, breaks, fits_from, _one_word)
        for start, end in spans:
            lines.append(para[start:end].rstrip(" "))
            indents.append(indent if start == 0 else 0.0)
    while lines and lines[-1] == "":
        lines.pop()
        indents.pop()
    return lines, indents


@lru_cache(maxsize=1024)
def fit_text(
    text: str,
    width_mm: float,
    height_mm: float,
    size_pt: float,
    min_size_pt: float,
    *,
    bold: bool = False,
    line_spacing: float = 1.55,
    first_indent_em: float = 0.0,
    step_pt: float = 0.5,
    no_lone_word: bool = False,
    continued: bool = False,
) -> TextFit:
    """Fit ``text`` into a ``width_mm`` × ``height_mm`` frame, starting at ``size_pt`` and shrinking in
    ``step_pt`` steps to no less than ``min_size_pt``.

    ``line_spacing`` is the line height as a multiple of the size; ``first_indent_em`` indents each
    paragraph's first line (2 em is the Chinese convention); ``no_lone_word`` keeps a single word off a
    paragraph's last line (see :func:`break_lines`); ``continued``: the text begins in the middle of a
    paragraph (a continuation page), so its first line is not indented. When the text does not fit even at the
    minimum size, the lines at the minimum size are returned with ``overflow`` = the number of lines that
    do not fit; nothing is dropped silently (the caller reports it).

    Results are cached (pagination's dry run and the drawing lay out the same frames): treat the returned
    :class:`TextFit` as read-only.
    """
    size = size_pt
    while True:
        font = make_font(size, bold)
        line_h = size * MM_PER_PT * line_spacing
        indent = first_indent_em * size * MM_PER_PT
        lines, indents = break_lines(text, font, width_mm, indent, no_lone_word, continued)
        capacity = max(0, int((height_mm + 1e-6) // line_h))
        # the last line needs only its own glyph height, not the full leading below it
        if len(lines) * line_h - (line_spacing - 1.0) * size * MM_PER_PT <= height_mm + 1e-6:
            capacity = max(capacity, len(lines))
        if len(lines) <= capacity or size - step_pt < min_size_pt - 1e-9:
            return TextFit(lines, size, line_h, indents, overflow=max(0, len(lines) - capacity))
        size -= step_pt
