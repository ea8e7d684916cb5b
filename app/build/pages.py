"""Drawing the pictures of a book's pages: a request per page, each picture checked and stored as it is made,
one failed page named without stopping the rest."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app.book.model import Page
from app.book.project import BookProject
from app.book.requests import request_for_page
from app.build.summary import BuildEvent, BuildSummary
from app.preflight import clear_failure, note_failed_picture
from model.api import CancelToken, Illustrator, Progress
from model.errors import Cancelled, PictureError


def illustrate_pages(
    project: BookProject,
    illustrator: Illustrator,
    pages: list[Page] | None = None,
    on_event: Callable[[BuildEvent], None] | None = None,
    cancel: CancelToken | None = None,
    summary: BuildSummary | None = None,
    on_page: Callable[[Page], None] | None = None,
) -> BuildSummary:
    """Make (or reuse from the cache) the illustration of each page; updates ``page.illustration`` and
    keeps the previous key in ``page.history``. Each new picture is stored and the book saved as soon as it
    is drawn, so a cancel or crash keeps what was made; ``on_page(page)`` is then called for the page.

    An illustrator with ``illustrate_many`` (:class:`model.runtime.replicas.ReplicaPool`: several model processes)
    draws the missing pages from one queue, each picture stored as it arrives; events then carry the number
    of the page whose step it is. Raises Cancelled, ModelError, BookError."""
    import threading

    summary = summary or BuildSummary(output=Path())
    pages = project.book.pages if pages is None else pages
    total = len(pages)
    todo, in_book_of = [], {}
    for number, (page, request, key, warnings) in enumerate(
        page_requests(project, illustrator, pages), start=1
    ):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        in_book = next((i for i, p in enumerate(project.book.pages, start=1) if p.id == page.id), number)
        summary.warnings += [f"page {in_book}: {w}" for w in warnings]  # as the person numbers the pages
        in_book_of[page.id] = in_book
        if not project.has_illustration(key):
            todo.append((number, page, request, key))
            continue
        summary.reused += 1
        if on_event:
            on_event(BuildEvent(number, total, 1, 1, f"page {number}: reused"))
        choose_illustration(project, page, key)
        if on_page:
            on_page(page)
    lock = threading.Lock()

    def store(i: int, illustration) -> None:
        _, page, _, key = todo[i]
        with lock:
            project.store_illustration(key, illustration.image, illustration.sidecar())
            summary.made += 1
            choose_illustration(project, page, key)
        if on_page:
            on_page(page)

    def forward(i: int, p: Progress) -> None:
        if on_event:
            on_event(BuildEvent(todo[i][0], total, p.step, p.total, p.message, p.preview))

    def failed(i: int, err: PictureError) -> None:  # nothing stored: named in the summary and the preflight
        page = todo[i][1]
        note_failed_picture(project, page, in_book_of[page.id], err, summary)

    many = getattr(illustrator, "illustrate_many", None)
    if many is not None and len(todo) > 1:
        many([request for _, _, request, _ in todo], store, forward, cancel, on_failed=failed)
        return summary
    for i, (_, _, request, _) in enumerate(todo):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        try:
            illustration = illustrator.illustrate(
                request, on_progress=lambda p, i=i: forward(i, p), cancel=cancel
            )
        except PictureError as err:
            failed(i, err)
            continue
        store(i, illustration)
    return summary


def page_requests(project: BookProject, illustrator: Illustrator, pages: list[Page], sheets: bool = True):
    """``(page, request, cache key, warnings)`` for each page, for this illustrator (cheap: no drawing);
    ``sheets`` False leaves the people's character sheets out of their references (a sheet being drawn)."""
    if not pages:
        return []  # not even the fingerprint: for a model in another process that would start it
    languages = tuple(getattr(illustrator, "prompt_languages", ("en",)))
    references = int(getattr(illustrator, "max_references", 0)) if illustrator.name == "diffusion" else 0
    model = getattr(getattr(illustrator, "source", None), "name", None) or project.book.illustration.model
    engine = illustrator.name
    fingerprint = illustrator.fingerprint()
    out = []
    for page in pages:
        request, warnings = request_for_page(
            project, page, engine, model if engine == "diffusion" else None, languages, references, sheets
        )
        out.append((page, request, request.cache_key(fingerprint), warnings))
    return out


def choose_illustration(project: BookProject, page: Page, key: str) -> None:
    """Make ``key`` the page's picture, keeping the previous one in ``page.history``; saves the book."""
    clear_failure(project, page)
    if page.illustration != key:
        if page.illustration and page.illustration not in page.history:
            page.history.append(page.illustration)
        page.illustration = key
        project.save()
