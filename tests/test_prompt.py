"""model.pipelines.prompt.compose_prompt: style fragments + trigger words + scene/story, and the English-only warning."""

from __future__ import annotations

import pytest

from model.api import PersonAdapter
from model.errors import ModelError
from model.pipelines.prompt import ENGLISH_ONLY_WARNING, NO_ENGLISH_TEXT_WARNING, compose_prompt, has_cjk
from model.styles import get_style

PEOPLE = [
    PersonAdapter("Wai Po", trigger="waipo woman"),
    PersonAdapter("Cat"),
    PersonAdapter("Ming", "mingboy"),
]


def test_triggers_then_scene_then_style_in_order():
    prompt, negative, warnings = compose_prompt("watercolour", PEOPLE, "a quilt on a bed", "", ("en",))
    style = get_style("watercolour")
    assert prompt == f"waipo woman, mingboy, a quilt on a bed, {style.positive}"
    assert negative == style.negative
    assert warnings == []


@pytest.mark.parametrize("style", [None, "", "none", "None"])
def test_no_style_adds_nothing(style):
    assert compose_prompt(style, [], "a red kite", "", ("en",)) == ("a red kite", "", [])


def test_story_text_used_when_no_scene():
    prompt, _, warnings = compose_prompt("none", [], "", "We flew a kite by the river.", ("en",))
    assert prompt == "We flew a kite by the river."
    assert warnings == []


def test_chinese_text_english_model_uses_scene_and_warns():
    prompt, _, warnings = compose_prompt("none", [], "grandma sewing a quilt", "外婆在灯下缝被子。", ("en",))
    assert prompt == "grandma sewing a quilt"
    assert warnings == [ENGLISH_ONLY_WARNING]


def test_chinese_text_without_scene_is_not_sent_to_an_english_model():
    prompt, _, warnings = compose_prompt("none", [PEOPLE[0]], "", "外婆在灯下缝被子。", ("en",))
    assert prompt == "waipo woman"
    assert warnings == [NO_ENGLISH_TEXT_WARNING]


def test_chinese_reading_model_gets_the_chinese_story():
    prompt, _, warnings = compose_prompt("none", [], "", "外婆在灯下缝被子。", ("zh", "en"))
    assert prompt == "外婆在灯下缝被子。"
    assert warnings == []


def test_has_cjk():
    assert has_cjk("老巷子 old lane") and has_cjk("ひらがな") and not has_cjk("café, naïve — “quotes”")


def test_unknown_style_is_a_model_error():
    with pytest.raises(ModelError, match="unknown style 'oil'"):
        compose_prompt("oil", [], "x", "", ("en",))


def test_the_scene_survives_clips_77_tokens_after_a_long_style():
    """CLIP keeps the first 77 tokens (CLIPTokenizer model_max_length): the scene comes before the style words,
    so a long style preset cannot push it out (issue 24, item 4). Words are a rough upper bound of tokens."""
    prompt, _, _ = compose_prompt("watercolour", PEOPLE, "grandmother hangs a quilt in the lane", "", ("en",))
    assert prompt.index("grandmother hangs a quilt") < prompt.index(get_style("watercolour").positive)
    assert len(prompt[: prompt.index("grandmother") + 40].split()) < 77
