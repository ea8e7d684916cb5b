"""The instruction an editing model (FLUX.2, Qwen-Image-Edit) draws a page from, with the images it is given.

An instruction-following editing model takes images and a sentence saying what to do with them, not a list of
style tags and trigger words. The images are, in order: the page photo (when the page has one), then each
person's reference photos. The instruction names them by position ("picture 1", "图1"), the way the models'
own prompting guides do (BFL's FLUX.2 editing guide: "the person from image 1 …"; Qwen-Image-Edit-2509 labels
its inputs "Picture 1:", "Picture 2:" …): redraw picture 1 in the book's style keeping its composition; each
person on the page is the one in their reference pictures; then the page's scene (or its story, when the model
reads the story's language).

The instruction is written in Chinese when the text it carries is Chinese and the model reads Chinese, else in
English (with a warning where a Chinese story cannot be used, as :func:`model.pipelines.prompt.compose_prompt` does).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from model.api import IllustrationRequest, PersonAdapter
from model.pipelines.prompt import CHINESE_SCENE_WARNING, NO_ENGLISH_TEXT_WARNING, compose_prompt, has_cjk
from model.styles import get_style
from words import Message

Warnings = list[Message]
"""What drawing a page collects to say, as messages (the LoRAs' too: :func:`model.pipelines.lora.apply_loras`)."""


def reference_order(
    people: Iterable[PersonAdapter], has_photo: bool, limit: int | None = None
) -> list[tuple[str, int]]:
    """``[(person name, picture number), ...]`` for every reference photo given to the model, 1-based, after the
    page photo (picture 1) when there is one; at most ``limit`` references in all (None: no limit), taken
    person by person in page order."""
    out: list[tuple[str, int]] = []
    number = 2 if has_photo else 1
    for person in people:
        for _ in person.reference_paths:
            if limit is not None and len(out) >= limit:
                return out
            out.append((person.name, number))
            number += 1
    return out


def _numbers(numbers: Sequence[int], zh: bool) -> str:
    if zh:
        return "、".join(f"图{n}" for n in numbers)
    words = [f"picture {n}" for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _subject(scene: str, text: str, languages: tuple[str, ...]) -> tuple[str, list[Message]]:
    """What the picture shows (the scene, else the story) and the warnings when the model cannot read it: a
    Chinese story is left out for an English-only model, a Chinese scene is kept but named."""
    subject = (scene or "").strip() or (text or "").strip()
    if not has_cjk(subject) or "zh" in languages:
        return subject, []
    if not (scene or "").strip():
        return "", [NO_ENGLISH_TEXT_WARNING]
    return subject, [CHINESE_SCENE_WARNING]


def _opening(preset, has_photo: bool, zh: bool) -> str:
    """The instruction's first sentence: redraw picture 1 (a page photo) or draw, in the style's look."""
    look = preset.positive if preset else "children's picture book illustration"
    label = f"{preset.label_zh}风格的" if preset else ""
    if has_photo:
        if zh:
            return f"把图1重新画成{label}儿童绘本插画（{look}），保留图1的构图、场景和物品。"
        return f"Redraw picture 1 as a {look}; keep the composition, the places and the things of picture 1."
    return f"画一幅{label}儿童绘本插画（{look}）。" if zh else f"Draw a {look}."


def compose_instruction(
    style: str | None,
    people: Iterable[PersonAdapter],
    scene: str,
    text: str,
    languages: tuple[str, ...],
    *,
    has_photo: bool,
    limit: int | None = None,
) -> tuple[str, str, list[Message]]:
    """``(instruction, negative_prompt, warnings)`` for a reference-taking editing model.

    Args:
        style: a preset of ``assets/styles.toml`` (its English fragment describes the look); None/"none": none.
        people: the page's people; those with ``reference_paths`` are named with their picture numbers.
        scene: what the picture shows; preferred over ``text``.
        text: the page's story, used when there is no scene and the model reads its language.
        languages: the languages the model's text encoder reads (``("zh", "en")`` …).
        has_photo: the page photo is picture 1.
        limit: the most reference photos the model takes (see :func:`reference_order`).

    Returns:
        The instruction (one paragraph), the style's negative fragment ("" for no style; pipelines without a
        negative prompt leave it out) and warnings (a Chinese story an English-only model cannot read).

    Raises:
        ModelError: unknown style name.
    """
    subject, warnings = _subject(scene, text, languages)
    zh = has_cjk(subject) and "zh" in languages
    preset = get_style(style) if style and style.lower() != "none" else None
    parts = [_opening(preset, has_photo, zh)]
    by_person: dict[str, list[int]] = {}
    for name, number in reference_order(list(people), has_photo, limit):
        by_person.setdefault(name, []).append(number)
    for name, numbers in by_person.items():
        parts.append(
            f"{name}就是{_numbers(numbers, True)}中的人，保持其相貌。"
            if zh
            else f"{name} is the person in {_numbers(numbers, False)}; keep their face and likeness."
        )
    if subject:
        parts.append(f"画面：{subject}" if zh else f"The scene: {subject}")
    negative = preset.negative if preset else ""
    return ("" if zh else " ").join(parts), negative, warnings


def compose_for(
    request: IllustrationRequest, languages: tuple[str, ...], max_references: int, warnings: Warnings
) -> tuple[str, str]:
    """The positive and negative prompt a diffusion illustrator uses for ``request``: the request's own when it
    is composed already (the book's request builder, the CLI), else an instruction (:func:`compose_instruction`)
    for a model taking ``max_references`` > 0 reference images, or style + trigger words + scene
    (:func:`model.pipelines.prompt.compose_prompt`) for the others, with ``request.negative_prompt`` appended to the
    style's negative fragment. Warnings are appended to ``warnings``. Raises ModelError for an unknown style."""
    if request.prompt:
        return request.prompt, request.negative_prompt
    if max_references:
        prompt, negative, found = compose_instruction(
            request.style,
            request.people,
            request.scene,
            request.text,
            languages,
            has_photo=request.photo_path is not None,
            limit=max_references,
        )
    else:
        prompt, negative, found = compose_prompt(
            request.style, request.people, request.scene, request.text, languages
        )
    warnings += found
    if request.negative_prompt:
        negative = ", ".join(p for p in (negative, request.negative_prompt) if p)
    return prompt, negative
