"""The licence guard of the preflight (issue 27): a book marked for sale (``Book.for_sale``) gets a blocking
finding on each page whose picture is — or would be — drawn with a model whose licence forbids commercial
use (the catalogue's ``commercial_use = false``: FLUX.2 [dev], SD-Turbo; ``assets/models/catalog.toml``),
naming the model and its licence; a model the catalogue does not know (a folder, another hub id) is
``worth_fixing``: its licence cannot be checked here. Books not for sale get nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from app.preflight.registry import Finding, PageContext, page_check
from words import Message

COMMERCIAL_EXAMPLE = "FLUX.2 [klein] 4B, Apache-2.0"
"""A model whose licence allows selling its pictures, and that licence (named in the finding)."""


def page_model(ctx: PageContext) -> str | None:
    """The diffusion model of the page's picture (its sidecar), or the one the book would draw it with; None
    for the sketch engine."""
    project, page = ctx.project, ctx.page
    if page.illustration and project.has_illustration(page.illustration):
        try:
            sidecar = project.illustration_sidecar(page.illustration)
        except (OSError, ValueError):
            return None
        engine = sidecar.get("info", {}).get("engine") or sidecar.get("request", {}).get("engine")
        return sidecar.get("request", {}).get("model") if engine == "diffusion" else None
    return ctx.model if ctx.engine == "diffusion" else None


@page_check
def licence(ctx: PageContext) -> Iterator[Finding]:
    """A for-sale book's pages drawn with a non-commercial (or unknown) model."""
    from model.catalog import find_model

    if not ctx.project.book.for_sale:
        return
    model = page_model(ctx)
    if not model:
        return
    entry = find_model(model)
    if entry is None:
        name = str(model).replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]  # a folder's name, never its path
        yield ctx.finding("licence_unknown", "worth_fixing", Message("preflight.licence_unknown", model=name))
    elif not entry.commercial_use:
        text = entry.licence_zh if ctx.zh and entry.licence_zh else entry.licence
        message = Message("preflight.licence", model=entry.name, licence=text, example=COMMERCIAL_EXAMPLE)
        yield ctx.finding("licence", "blocking", message)
