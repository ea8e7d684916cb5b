"""Whether a page's stored picture still belongs to the page: its drawing's request (the sidecar) against the
request the page would make now, recomposed as the drawing did (a part of :func:`app.preflight.checks.picture`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from app.preflight.registry import PageContext
from words import Message

STALE_FIELDS = ("style", "scene", "photo_sha256", "strength", "seed", "steps", "guidance")
"""Request fields compared between a stored picture's sidecar and the page as it is now."""


def stale_picture(ctx: PageContext, sidecar: dict[str, Any]) -> Iterator:
    """The "stale" finding (worth fixing) when the page's stored picture, whose sidecar is ``sidecar``
    (``request``, ``info``), was drawn for an earlier photo, scene, story text, style, seed or people (a changed
    character sheet is said by :mod:`app.preflight.sheets`, naming whose it was); nothing otherwise."""
    from app.book.requests import request_for_page

    drawn = sidecar.get("request") or {}
    engine = drawn.get("engine") or "sketch"
    # Recompose the request as the drawing did: a model taking reference photos (the people went in as
    # photos, their count recorded in the sidecar) gets an instruction, not a style prompt.
    references = _references_taken(drawn, sidecar.get("info") or {}) if engine == "diffusion" else 0
    try:
        now_en, _ = request_for_page(ctx.project, ctx.page, engine, drawn.get("model"), ("en",), references)
        now_zh, _ = request_for_page(
            ctx.project, ctx.page, engine, drawn.get("model"), ("zh", "en"), references
        )
    except Exception:  # a missing photo: reported by photo_in_book
        return
    now = now_en.to_dict()
    changed = [k for k in STALE_FIELDS if k in drawn and drawn[k] != now[k]]
    if _people(drawn) != _people(now):
        changed.append("people")
    prompt_changed = drawn.get("prompt") not in (now_en.prompt, now_zh.prompt)
    if engine == "diffusion" and prompt_changed and not changed and not _sheet_changed(ctx, drawn):
        changed.append("text")
    if changed:
        yield ctx.finding("stale", "worth_fixing", Message("preflight.stale", what=_changed_words(changed)))


def _references_taken(drawn: dict[str, Any], info: dict[str, Any]) -> int:
    """How many reference photos the model that drew ``drawn`` took: 0 when no person went in with photos;
    otherwise the number the engine recorded (``info["references"]``, capped at its ``max_references``,
    :mod:`model.engines.diffusion`), at least 1."""
    if not any(p.get("reference_sha256") for p in drawn.get("people", [])):
        return 0
    return max(1, len(info.get("references") or []))


def _people(request: dict[str, Any]) -> list[tuple]:
    """The people of a request as compared for staleness; a character sheet leading someone's references is
    left out (a changed sheet is the sheets check's finding, by name: :mod:`app.preflight.sheets`)."""
    return [
        (p.get("name"), p.get("trigger"), p.get("lora_sha256"), p.get("weight"),
         tuple(h for h in p.get("reference_sha256") or () if h != p.get("sheet_sha256")))
        for p in request.get("people", [])
    ]  # fmt: skip


def _sheet_changed(ctx: PageContext, drawn: dict[str, Any]) -> bool:
    """A character sheet of someone on the page changed since the picture (the instruction then names one
    picture more or fewer: not the story's text)."""
    from app.book.sheets import sheet_changes

    return bool(sheet_changes(ctx.project, ctx.page, drawn))


CHANGED_WORDS = {
    "photo_sha256": Message("preflight.changed.photo"),
    "scene": Message("preflight.changed.scene"),
    "text": Message("preflight.changed.text"),
    "people": Message("preflight.changed.people"),
    "style": Message("preflight.changed.style"),
    "seed": Message("preflight.changed.seed"),
    "strength": Message("preflight.changed.strength"),
    "steps": Message("preflight.changed.steps"),
    "guidance": Message("preflight.changed.guidance"),
}
"""What of a page changed since its picture was drawn, by request field."""


def _changed_words(changed: list[str]) -> list[Message | str]:
    return list(dict.fromkeys(CHANGED_WORDS.get(k, k) for k in changed))
