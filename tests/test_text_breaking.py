"""Line breaking: UAX #14 opportunities + kinsoku, greedy fill by measured width, shrink-to-fit, and the
font coverage check."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontMetricsF  # noqa: E402

from app.print.fonts import missing_characters, register_fonts  # noqa: E402
from app.print.text import (  # noqa: E402
    NO_LINE_END,
    NO_LINE_START,
    UNITS_PER_MM,
    allowed_breaks,
    break_lines,
    fit_text,
    make_font,
)
from tests.conftest import EXAMPLES  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _qt():
    register_fonts()


def story_texts(path) -> list[str]:
    """The story text of each ``## `` section of a sample story file (photo:/scene: lines left out)."""
    texts = []
    for section in path.read_text(encoding="utf-8").split("\n## ")[1:]:
        body = [ln for ln in section.splitlines()[1:] if not ln.startswith(("photo:", "scene:"))]
        texts.append("\n".join(body).strip())
    return texts


ZH = story_texts(EXAMPLES / "waipo-zh.md")
EN = story_texts(EXAMPLES / "waipo-en.md")

# Punctuation-heavy Chinese that tempts a naive breaker at every width.
TRICKY = (
    "外婆说：“画得再大一点。”我们问：“为什么？”她笑了——“因为墙很大……”"
    "（那是一九八三年）《外婆的弄堂》里写着：「好。」『对！』【记住】"
    "一杯要八毛钱呢！？“真的？”……（笑）——好吧。"
)


def assert_kinsoku(lines: list[str]) -> None:
    """No line the breaker made starts with closing or ends with opening punctuation (the first line of a
    paragraph may start with whatever the paragraph starts with, the last may end with its last character)."""
    for n, line in enumerate(lines):
        if line and n > 0 and lines[n - 1]:
            assert line[0] not in NO_LINE_START, f"line starts with {line[0]!r}: {line!r}"
        if line and n + 1 < len(lines) and lines[n + 1]:
            assert line[-1] not in NO_LINE_END, f"line ends with {line[-1]!r}: {line!r}"


def assert_widths(lines, indents, font, width_mm):
    """Each line is no wider than its frame as drawn (``line_advance``: quotes next to CJK text a full em,
    an English ellipsis from the punctuation font; see tests/test_typography.py for drawn == measured)."""
    from app.print.text import line_advance

    metrics = QFontMetricsF(font)
    for line, indent in zip(lines, indents, strict=True):
        assert line_advance(metrics, font, line) <= (width_mm - indent) * UNITS_PER_MM + 0.5, line


@pytest.mark.parametrize("width_mm", [40, 57, 63, 71, 88, 120, 168])
def test_sample_story_breaks_cleanly(width_mm):
    font = make_font(18)
    for text in ZH:
        lines, indents = break_lines(text, font, width_mm, first_indent_mm=12.7)
        assert "".join(lines) == text.replace("\n", "")  # nothing lost, nothing added
        assert_kinsoku(lines)
        assert_widths(lines, indents, font, width_mm)
        assert indents[0] == pytest.approx(12.7) and all(i == 0 for i in indents[1:])


def test_tricky_punctuation_at_every_width():
    font = make_font(16)
    for width_tenths in range(300, 1200, 7):  # 30 mm to 120 mm
        width = width_tenths / 10
        lines, indents = break_lines(TRICKY, font, width)
        assert "".join(lines) == TRICKY
        assert_kinsoku(lines)
        assert_widths(lines, indents, font, width)


def random_text(rng: random.Random, length: int) -> str:
    """Mixed Chinese/English with punctuation anywhere, but never more than two marks in a row (longer
    runs have no legal break inside a narrow line at all; see test_unbreakable_punctuation_run)."""
    words = list("外婆的弄堂晒被子阳光味道") + ["Hello", " ", "world", "1983"]
    marks = list("，。、！？：；”’）》」…—“‘（《「")
    out, run = [], 0
    for _ in range(length):
        if run < 2 and rng.random() < 0.45:
            out.append(rng.choice(marks))
            run += 1
        else:
            out.append(rng.choice(words))
            run = 0
    return "".join(out)


def test_random_mixed_text_keeps_the_rules():
    rng = random.Random(7)
    font = make_font(16)
    for _ in range(200):
        text = random_text(rng, rng.randint(20, 120))
        width = rng.uniform(30, 90)
        lines, indents = break_lines(text, font, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert_kinsoku(lines)
        assert_widths(lines, indents, font, width)


def test_english_words_are_not_split():
    font = make_font(18)
    for text in EN:
        lines, indents = break_lines(text, font, 100)
        assert_widths(lines, indents, font, 100)
        assert " ".join(lines).split() == text.split()


def test_overlong_unbreakable_run_is_cut_to_fit():
    font = make_font(16)
    url = "https://example.com/" + "a" * 120
    lines, indents = break_lines("见 " + url + " 。", font, 50)
    assert len(lines) > 2
    assert_widths(lines, indents, font, 50)
    assert "".join(lines).replace(" ", "") == ("见" + url + "。")
    assert not lines[-1].startswith("。")


def test_unbreakable_punctuation_run_is_broken_anyway():
    # Twelve closing marks in a row have no legal break; a narrow line must still break somewhere
    font = make_font(16)
    text = "好" + "！？，。、；：”）》」』" * 2
    lines, indents = break_lines(text, font, 30)
    assert len(lines) > 1 and "".join(lines) == text
    assert_widths(lines, indents, font, 30)


def test_explicit_newlines_start_paragraphs():
    font = make_font(16)
    lines, indents = break_lines("第一段。\n第二段。\n\n\n第三段。\n", font, 150, first_indent_mm=10)
    assert lines == ["第一段。", "第二段。", "", "第三段。"]
    assert indents == [10, 10, 0, 10]


def test_characters_outside_the_basic_plane_survive():
    font = make_font(16)
    text = "好𠀀的，𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀。" * 3
    breaks = allowed_breaks(text)
    assert all(0 < b <= len(text) for b in breaks)
    lines, _ = break_lines(text, font, 30)
    assert "".join(lines) == text
    assert_kinsoku(lines)


def test_fit_shrinks_but_not_below_the_minimum():
    text = ZH[0] * 3
    roomy = fit_text(text, 160, 200, 18, 16)
    assert roomy.fits and roomy.size_pt == 18
    tight_height = len(fit_text(text, 160, 1000, 16, 16).lines) * 16 * 25.4 / 72 * 1.55
    tight = fit_text(text, 160, tight_height, 18, 16)
    assert tight.fits and 16 <= tight.size_pt < 18
    too_long = fit_text(text * 4, 160, 60, 18, 16)
    assert not too_long.fits and too_long.size_pt == 16
    assert too_long.overflow == len(too_long.lines) - int(60 // too_long.line_height_mm)


def test_missing_characters_are_named():
    assert missing_characters("外婆的弄堂 Grandma’s lane, café — 1983！\n\t") == []
    assert missing_characters("外婆𠀀和😀，还有𠀀") == []  # Extension B and emoji: the shipped fallbacks
    assert missing_characters("外婆\U00010900和\U00013000，还有\U00010900") == [
        "\U00010900 (U+10900)",
        "\U00013000 (U+13000)",
    ]
    assert missing_characters("\u200b\ufe0f\u00ad") == []  # zero-width, variation selector, soft hyphen


def test_fonts_register_headless_without_a_display(tmp_path):
    import os
    import subprocess
    import sys

    from tests.conftest import REPO

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    code = "from app.print.fonts import register_fonts; print(register_fonts())"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "MemoryBook WenKai"


@pytest.mark.parametrize("width_mm", [30.0, 40.0, 50.0, 60.0])
def test_colophon_lines_break_between_phrases_never_inside_a_word(width_mm):
    """Issue 24 item 7: the colophon broke inside 模型. With ``no_lone_word`` (the colophon's setting) a CJK
    line breaks only after punctuation or where the script changes, while plain text still breaks anywhere."""
    from app.print.fonts import register_fonts
    from app.print.text import break_lines, make_font

    register_fonts()
    text = "插图：内置素描引擎（离线，无需模型）"
    lines, _ = break_lines(text, make_font(10), width_mm, no_lone_word=True)
    assert "".join(lines) == text
    assert len(lines) > 1
    for line in lines[:-1]:
        assert line[-1] in "：，" or lines[lines.index(line) + 1][0] == "（", lines
    plain, _ = break_lines(text, make_font(10), width_mm)
    assert any(a[-1] not in "：，）" for a in plain[:-1]), (
        plain
    )  # the test width does force a mid-phrase break


def test_the_last_fitting_break_is_found_from_any_hint():
    """The galloping search ends each line where a scan of every break would (the largest fitting one), from any
    starting hint, and measures a line a few times rather than once per break."""
    from app.print.text import _last_fitting

    for count in (1, 2, 3, 7, 40, 1000):
        for last in range(0, count, max(1, count // 13)):
            for hint in (0, last, last + 1, count - 1, count + 5, last // 2):
                asked = []

                def fits_at(k, last=last, asked=asked):
                    asked.append(k)
                    return k <= last

                assert _last_fitting(count, fits_at, hint) == last, (count, last, hint)
                assert len(asked) <= 2 * max(1, count).bit_length() + 2, (count, last, hint, asked)


def test_the_silent_pattern_finds_exactly_the_silent_characters():
    """``SILENT_PATTERN`` (one scan of a line) and ``silent`` (one character) agree on every code point."""
    from app.print.fonts import SILENT_PATTERN, silent

    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        assert (SILENT_PATTERN.fullmatch(ch) is not None) == silent(ch), hex(cp)
