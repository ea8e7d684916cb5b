"""Which characters are written the Chinese (CJK) way, and how wrapped lines of a story script join.

Chinese, Japanese and the CJK punctuation put no space between words, so two lines of a script wrapped in
the middle of a sentence join without one; Latin words (and a Latin word next to a Chinese one) keep the
space a line break stands for. This is the rule of Pandoc's ``east_asian_line_breaks`` extension and of
CSS Text Level 3 §4.1.2 "Segment Break Transformation Rules" (a segment break between two East Asian
Wide characters is removed), with the ranges below instead of the Unicode version Python ships.
Hangul is not in these ranges: Korean separates words with spaces.
"""

from __future__ import annotations

CJK_RANGES: tuple[tuple[int, int], ...] = (
    (0x2E80, 0x2FDF),  # CJK Radicals Supplement, Kangxi Radicals
    (0x2FF0, 0x303F),  # Ideographic Description Characters, CJK Symbols and Punctuation (、。〈〉「」 …)
    (0x3040, 0x31FF),  # Hiragana, Katakana, Bopomofo, Kanbun, CJK Strokes
    (0x3200, 0x33FF),  # Enclosed CJK Letters, CJK Compatibility
    (0x3400, 0x4DBF),  # CJK Unified Ideographs Extension A
    (0x4E00, 0x9FFF),  # CJK Unified Ideographs
    (0xF900, 0xFAFF),  # CJK Compatibility Ideographs
    (0xFE10, 0xFE1F),  # Vertical Forms
    (0xFE30, 0xFE6F),  # CJK Compatibility Forms, Small Form Variants
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms (，！？：（） …)
    (0x20000, 0x2FFFF),  # plane 2: Extensions B–F and I, Compatibility Ideographs Supplement
    (0x30000, 0x3FFFF),  # plane 3: Extensions G and H
)
"""Code point ranges (inclusive) of characters written without spaces between them: ideographs of every
CJK block (Extensions A–H included), CJK and full-width punctuation, kana and bopomofo."""

IDEOGRAPH_RANGES: tuple[tuple[int, int], ...] = (
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFF),
    (0x30000, 0x3FFFF),
)
"""The CJK Unified and Compatibility Ideograph blocks (Extensions A–H included)."""

NEUTRAL = frozenset("“”‘’\"'…‥—–―·‧・")
"""Punctuation both Chinese and English use (curly quotes, ellipsis, dashes, middle dot): a line break next
to one joins the way the letters around it ask."""


def _in(cp: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(lo <= cp <= hi for lo, hi in ranges)


def is_cjk(ch: str) -> bool:
    """Whether the single character ``ch`` is in :data:`CJK_RANGES`."""
    return bool(ch) and _in(ord(ch), CJK_RANGES)


def is_ideograph(ch: str) -> bool:
    """Whether the single character ``ch`` is a CJK Unified or Compatibility Ideograph (any extension)."""
    return bool(ch) and _in(ord(ch), IDEOGRAPH_RANGES)


CURLY_QUOTES = frozenset("“”‘’")
"""The quotation marks Chinese and English share; set full width next to CJK text (:func:`sets_full_width`)."""

_QUOTE_REACH = 8
"""How far :func:`sets_full_width` looks past neutral punctuation for a letter (characters)."""


def sets_full_width(text: str, i: int) -> bool:
    """Whether the character ``text[i]`` is a curly quote (:data:`CURLY_QUOTES`) set full width, as Chinese
    typesetting sets quotation marks (GB/T 15834-2011; W3C clreq §3.1.5): when the nearest character on
    either side that is not :data:`NEUTRAL` punctuation is CJK (``她说“好。”``, ``。”``), or — for double
    quotes — when its partner is (``他叫“Tom”``: the closing quote matches the opening one); not when all
    are Latin, digits or nothing (``“Yes,” he said``, ``Tom’s``). Looks at most :data:`_QUOTE_REACH`
    characters each way, and for a partner within the same text."""
    if text[i] not in CURLY_QUOTES:
        return False
    if _next_to_cjk(text, i):
        return True
    if text[i] == "“":
        partner = text.find("”", i + 1)
    elif text[i] == "”":
        partner = text.rfind("“", 0, i)
    else:
        return False
    return partner >= 0 and _next_to_cjk(text, partner)


def sets_latin_ellipsis(text: str, i: int) -> bool:
    """Whether ``text[i]`` is an ellipsis … in English text, set on the baseline (The Chicago Manual of
    Style §13.50) rather than with the Chinese ellipsis' centred dots (GB/T 15834 §4.11): the nearest letters
    on both sides that are not :data:`NEUTRAL` punctuation are not CJK, and there is at least one."""
    if text[i] != "…" or _next_to_cjk(text, i):
        return False
    before = _nearest_letter(text[max(0, i - _QUOTE_REACH) : i], True)
    after = _nearest_letter(text[i + 1 : i + 1 + _QUOTE_REACH], False)
    return bool(before.strip() or after.strip())


def _next_to_cjk(text: str, i: int) -> bool:
    before = _nearest_letter(text[max(0, i - _QUOTE_REACH) : i], True)
    after = _nearest_letter(text[i + 1 : i + 1 + _QUOTE_REACH], False)
    return is_cjk(before) or is_cjk(after)


def _nearest_letter(text: str, backwards: bool) -> str:
    """The first character of ``text`` (from the end when ``backwards``) that is not :data:`NEUTRAL`."""
    for ch in reversed(text) if backwards else text:
        if ch not in NEUTRAL:
            return ch
    return ""


def wrap_separator(before: str, after: str) -> str:
    """What a line break between two lines of one paragraph stands for: ``""`` or ``" "``.

    ``before`` is the text up to the break (stripped), ``after`` the next line (stripped). No space when
    the characters on both sides are CJK (see :data:`CJK_RANGES`), or one is CJK and the other neutral
    punctuation (:data:`NEUTRAL`, e.g. ``她说`` + ``“好。”``), or both are neutral and the nearest other
    characters on both sides are CJK (``。”`` + ``“走``); a space otherwise (Latin words, digits, a Latin
    word next to a Chinese one).
    """
    left, right = before[-1:], after[:1]
    if not left or not right:
        return ""
    if left in NEUTRAL and right in NEUTRAL:
        left, right = _nearest_letter(before, True), _nearest_letter(after, False)
        return "" if (is_cjk(left) or not left) and (is_cjk(right) or not right) else " "
    if is_cjk(left):
        return "" if is_cjk(right) or right in NEUTRAL else " "
    if is_cjk(right):
        return "" if left in NEUTRAL else " "
    return " "
