"""The preflight's language check: a scene the chosen model cannot read (issue 24 item 4).

A model whose text encoder reads English only (CLIP, T5: Stable Diffusion, SDXL, FLUX.1) gets nothing from a
Chinese scene, and nothing from a Chinese story on a page without a scene (:func:`model.pipelines.prompt.
compose_prompt` leaves such a subject out and says so only in a log line). Before anything is drawn, every
such page is named here, with the fix: an English scene on the page, or a model that reads Chinese (the
catalogue's, :func:`model.catalog.prompt_languages`). Models taking reference photos are given an
instruction in the book's language instead (:mod:`model.pipelines.instruction`) and are not flagged; nor is
a model whose languages cannot be told without loading it (a single ``.safetensors`` file).
"""

from __future__ import annotations

from collections.abc import Iterator

from app.preflight.registry import PageContext, page_check
from words import Message


def unread_pages(pages, languages: tuple[str, ...]) -> list[int]:
    """The 1-based numbers of ``pages`` (:class:`app.book.model.Page`) whose subject a model reading
    ``languages`` cannot read: a Chinese scene, or no scene and a Chinese story, when "zh" is not among
    them."""
    from model.pipelines.prompt import has_cjk

    if "zh" in languages:
        return []
    return [n for n, p in enumerate(pages, start=1) if has_cjk(p.scene.strip() or p.text)]


def chinese_models() -> list[str]:
    """The catalogue ids of the models that read Chinese, in catalogue order (for the fix)."""
    from model.catalog import load_catalog

    return [m.id for m in load_catalog().values() if "zh" in m.languages]


@page_check
def scene_language(ctx: PageContext) -> Iterator:
    """A page whose scene (or, without a scene, story) is Chinese under a diffusion model that reads English
    only: "worth fixing", naming all such pages of the book and the two fixes."""
    from model.catalog import prompt_languages, reference_count

    if ctx.engine != "diffusion" or not ctx.model or reference_count(ctx.model):
        return
    languages = prompt_languages(ctx.model)
    if languages is None:
        return
    pages = unread_pages(ctx.project.book.pages, languages)
    if ctx.number not in pages:
        return
    models = chinese_models() or "-"
    has_scene = bool(ctx.page.scene.strip())
    what = (
        Message("preflight.scene_not_read.scene") if has_scene else Message("preflight.scene_not_read.story")
    )
    message = Message("preflight.scene_not_read", what=what, pages=pages, model=ctx.model, models=models)
    yield ctx.finding("scene_not_read", "worth_fixing", message)
