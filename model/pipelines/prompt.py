"""Compose a page's prompt: people's trigger words + the scene (or the story) + style preset fragments.

The rule comes from issue 3 ("Page → request → image"), reordered by issue 24: each person's trigger word,
then the page's scene description (or the page's story text when there is no scene), then the style's positive
fragment (``assets/styles.toml``) — last, because CLIP's text encoder keeps only 77 tokens and cuts the rest.
The negative prompt is the style's negative fragment. When the model's text encoder reads only English (CLIP
and T5 models) and the text to be drawn is Chinese, the story text cannot be used: the scene is used instead
and a warning says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from model.api import PersonAdapter
from model.styles import get_style
from words import Message

ENGLISH_ONLY_WARNING = Message("model.prompt.english_only")
NO_ENGLISH_TEXT_WARNING = Message("model.prompt.no_english_text")
CHINESE_SCENE_WARNING = Message("model.prompt.chinese_scene")

_CJK = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af\U00020000-\U0002ebef]")
"""CJK Unified Ideographs (+ Extension A/B-F, compatibility), kana and hangul (Unicode blocks)."""


def has_cjk(text: str) -> bool:
    """True when ``text`` contains a Chinese, Japanese or Korean character (see ``_CJK``'s ranges)."""
    return bool(_CJK.search(text or ""))


def _join(parts: Iterable[str]) -> str:
    return ", ".join(p.strip().strip(",").strip() for p in parts if p and p.strip().strip(","))


def compose_prompt(
    style: str | None,
    people: Iterable[PersonAdapter],
    scene: str,
    text: str,
    languages: tuple[str, ...] = ("en",),
) -> tuple[str, str, list[Message]]:
    """Build ``(prompt, negative_prompt, warnings)`` for one page.

    Args:
        style: a preset name from ``assets/styles.toml``; ``None``, ``""`` or ``"none"`` adds no fragments.
        people: the people on the page; each non-empty ``trigger`` word is added, in order.
        scene: what the picture shows (English for English-only models); preferred over ``text``.
        text: the page's story text, used when ``scene`` is empty and the model can read its language.
        languages: the languages the model's text encoder reads, e.g. ``("en",)`` or ``("zh", "en")``.

    Returns:
        The positive prompt (comma-joined fragments), the negative prompt ("" when there is none), and
        human-readable warnings (e.g. :data:`ENGLISH_ONLY_WARNING`).

    Raises:
        ModelError: unknown style name.
    """
    warnings: list[Message] = []
    positive: list[str] = [p.trigger for p in people if p.trigger]
    style_words, negative = "", ""
    if style and style.lower() != "none":
        preset = get_style(style)
        style_words, negative = preset.positive, preset.negative
    subject = scene.strip()
    reads_chinese = "zh" in languages
    if not subject:
        subject = (text or "").strip()
        if subject and has_cjk(subject) and not reads_chinese:
            warnings.append(NO_ENGLISH_TEXT_WARNING)
            subject = ""
    elif (has_cjk(text) or has_cjk(subject)) and not reads_chinese:
        if has_cjk(subject):
            warnings.append(CHINESE_SCENE_WARNING)
        else:
            warnings.append(ENGLISH_ONLY_WARNING)
    # The people and the scene first, the style words last: CLIP's text encoder reads 77 tokens and cuts the
    # rest (transformers' CLIPTokenizer, model_max_length 77), so a long style must not push the scene out.
    positive.extend((subject, style_words))
    return _join(positive), negative, warnings
