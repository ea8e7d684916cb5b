"""Drawing the pictures of a book's pages: a request per page, each picture checked and stored as it is made,
one failed page named without stopping the rest."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from app.book.errors import BookError, PhotoError
from app.book.model import Page
from app.book.project import BookProject
from app.book.requests import request_for_page
from app.build.summary import BuildEvent, BuildSummary
from app.preflight import clear_failure, note_failed_picture
from model.api import CancelToken, IllustrationRequest, Illustrator, Progress
from model.errors import Cancelled, PictureError
from words import Message, message_of


class PageRequest(NamedTuple):
    """One page's picture as :func:`page_requests` asks for it: the ``request``, its cache ``key`` and the
    ``warnings`` met making it (a photo too small, a person without references)."""

    page: Page
    request: IllustrationRequest
    key: str
    warnings: list[Message]


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
    summary = summary or BuildSummary(output=Path())
    pages = project.book.pages if pages is None else pages
    drawing = _Drawing(project, summary, len(pages), on_event, on_page)

    def refused(page: Page, err: BookError) -> None:
        _photo_refused(project, page, err, summary)

    for number, (page, request, key, warnings) in enumerate(
        page_requests(project, illustrator, pages, on_refused=refused), start=1
    ):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        drawing.add(number, page, request, key, warnings)
    requests = [request for _, _, request, _ in drawing.todo]
    if requests:
        illustrator.illustrate_many(requests, drawing.store, drawing.forward, cancel, on_failed=drawing.failed)
    return summary


class _Drawing:
    """The pages of one :func:`illustrate_pages` call: cached ones chosen at once, the others in ``todo`` as
    ``(number, page, request, key)``; ``store``/``forward``/``failed`` are the callbacks for the i-th of ``todo``
    (thread-safe: a replica pool calls them from its reader threads)."""

    def __init__(self, project: BookProject, summary: BuildSummary, total: int, on_event, on_page) -> None:
        import threading

        self.project, self.summary, self.total = project, summary, total
        self.on_event, self.on_page = on_event, on_page
        self.todo: list[tuple] = []
        self.in_book_of: dict[str, int] = {}
        self.lock = threading.Lock()

    def add(self, number: int, page: Page, request, key: str, warnings: list[Message]) -> None:
        """Take one page: reuse its cached picture, or put it on ``todo``; warnings named by its page number."""
        pages = self.project.book.pages
        in_book = next((i for i, p in enumerate(pages, start=1) if p.id == page.id), number)
        place = Message("where.page", number=in_book)  # as the person numbers the pages
        self.summary.warnings += [Message("located", where=place, message=w) for w in warnings]
        self.in_book_of[page.id] = in_book
        damaged = self.project.damaged_illustration(key)
        if damaged:  # a damaged stored picture is drawn again, not printed (nor left to stop the book)
            self.summary.warnings.append(Message("located", where=place, message=damaged))
        if damaged or not self.project.has_illustration(key):
            self.todo.append((number, page, request, key))
            return
        self.summary.reused += 1
        if self.on_event:
            reused = Message("located", where=Message("where.page", number=number), message=Message("build.reused"))
            self.on_event(BuildEvent(number, self.total, 1, 1, reused))
        choose_illustration(self.project, page, key)
        if self.on_page:
            self.on_page(page)

    def store(self, i: int, illustration) -> None:
        """Store the picture drawn for ``todo[i]`` and make it the page's."""
        _, page, _, key = self.todo[i]
        with self.lock:
            self.project.store_illustration(key, illustration.image, illustration.sidecar())
            self.summary.made += 1
            choose_illustration(self.project, page, key)
        if self.on_page:
            self.on_page(page)

    def forward(self, i: int, p: Progress) -> None:
        """Pass a step of ``todo[i]`` on as a :class:`BuildEvent` numbered by that page."""
        if self.on_event:
            self.on_event(BuildEvent(self.todo[i][0], self.total, p.step, p.total, p.message, p.preview))

    def failed(self, i: int, err: PictureError) -> None:
        """Nothing stored: the page is named in the summary and the preflight."""
        page = self.todo[i][1]
        note_failed_picture(self.project, page, self.in_book_of[page.id], err, self.summary)


def _photo_refused(project: BookProject, page: Page, err: BookError, summary: BuildSummary) -> None:
    """A page whose photo cannot be read (junk bytes under its name, a damaged copy): named in the summary by
    its number, title and the photo's own name, with the fix; the other pages are drawn."""
    number = next((i for i, p in enumerate(project.book.pages, start=1) if p.id == page.id), 0)
    info = project.book.photos.get(page.photo or "")
    name = info.original_name if info is not None and info.original_name else page.photo
    why = message_of(err)  # without the book folder's own path of the photo: the page names it
    if isinstance(why, Message) and why.code == "located" and str(why.params["where"]).startswith(str(project.root)):
        why = why.params["message"]
    elif isinstance(why, str) and why.startswith(str(project.root)) and ": " in why:
        why = why.split(": ", 1)[1]
    place = Message("where.page_titled", number=number, title=page.title) if page.title else None
    unusable = Message("build.photo_unusable", name=name, why=why)
    summary.failed.append(Message("located", where=place or Message("where.page", number=number), message=unusable))


def page_requests(
    project: BookProject, illustrator: Illustrator, pages: list[Page], sheets: bool = True, on_refused=None
) -> list[PageRequest]:
    """A :class:`PageRequest` for each page, for this illustrator (cheap: no drawing);
    ``sheets`` False leaves the people's character sheets out of their references (a sheet being drawn). With
    ``on_refused(page, err)``, a page whose photo cannot be read (PhotoError: junk bytes, a damaged copy) is
    handed to it and left out; without, the error is raised. A photo leading outside the book
    (OutsideBookError) always stops the build."""
    if not pages:
        return []  # not even the fingerprint: for a model in another process that would start it
    languages = tuple(illustrator.prompt_languages)
    references = illustrator.max_references if illustrator.name == "diffusion" else 0
    model = illustrator.model_name or project.book.illustration.model
    engine = illustrator.name
    fingerprint = illustrator.fingerprint()
    out: list[PageRequest] = []
    for page in pages:
        try:
            request, warnings = request_for_page(
                project, page, engine, model if engine == "diffusion" else None, languages, references, sheets
            )
        except PhotoError as err:  # the page's photo (or a person's) cannot be read; a link out still stops
            if on_refused is None:
                raise
            on_refused(page, err)
            continue
        out.append(PageRequest(page, request, request.cache_key(fingerprint), warnings))
    return out


def choose_illustration(project: BookProject, page: Page, key: str) -> None:
    """Make ``key`` the page's picture, keeping the previous one in ``page.history``; saves the book."""
    clear_failure(project, page)
    if page.illustration != key:
        if page.illustration and page.illustration not in page.history:
            page.history.append(page.illustration)
        page.illustration = key
        project.save()
