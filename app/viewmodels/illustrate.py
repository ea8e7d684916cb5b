"""Illustrating pages in the worker thread: one page, some pages or the whole book, and variations.

The worker gets a *copy* of the book (the GUI may go on editing); it draws through
:func:`app.build.illustrate_pages` (the same cache as the command line: a picture already made for the same
request is reused) on a shadow project that writes pictures into the book folder but never ``book.json``.
Each finished page comes back to the GUI thread as :class:`PageDone` and becomes the page's picture through
the undo stack (the picture it replaces goes into ``page.history``, from which it can be brought back).
Progress, with the engine's live preview converted to ``QImage`` in the worker, arrives as
:class:`IllustrateProgress`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QImage

from app.book.model import MAX_SEED
from app.book.project import BookProject
from app.settings import Settings
from app.viewmodels.book import BookViewModel
from app.viewmodels.book_model import engine_choice, pending_in, remember_answer
from app.viewmodels.illustrators import IllustratorCache
from app.viewmodels.images import make_thumbnail, pil_to_qimage
from app.viewmodels.messages import join_messages, translate_message
from app.viewmodels.said import said_warnings
from app.viewmodels.worker import JobContext, WorkerBridge
from words import Message

PREVIEW_SIDE = 512
"""Longest side of the live preview image sent to the GUI, in pixels."""

JOB_ILLUSTRATE = "illustrate"
JOB_VARIATIONS = "variations"
JOB_PRELOAD = "preload"


@dataclass
class IllustrateProgress:
    """Where a job is: ``page`` of ``pages`` (1-based; for variations, version ``page`` of ``pages`` of one
    page, and ``variations`` is True), ``step`` of ``steps`` on that page, a message, and the latest preview
    (QImage, may be None)."""

    page: int
    pages: int
    step: int
    steps: int
    message: Message | str = ""
    preview: QImage | None = None
    variations: bool = False


@dataclass
class PageDone:
    """A page's new picture: the page id, the illustration's cache key and its thumbnail."""

    page_id: str
    key: str
    thumbnail: QImage
    seed: int | None = None


@dataclass
class IllustrateResult:
    """What a finished job made: pages done (in order) and warnings."""

    done: list[PageDone] = field(default_factory=list)
    warnings: list[Message | str] = field(default_factory=list)


class _ShadowProject(BookProject):
    """A book project over a copy of the book: writes pictures into the folder, never ``book.json``."""

    def save(self) -> bool:
        return False  # deliberately nothing (nothing merged): the GUI thread owns ``book.json``


class IllustrateViewModel(QObject):
    """Runs illustration jobs and applies their results to the book.

    Signals: ``running_changed(bool)``, ``progress_changed(IllustrateProgress)``, ``preview_changed(QImage)``,
    ``variations_changed(page_id, list[PageDone])`` (each with its seed), ``finished_changed(text)`` (a
    one-line summary), ``error_changed(text)``, ``cancelled_changed()``, ``model_question(model path)``: the
    book names a local model the person never chose; nothing was started until
    :meth:`answer_model_question` (:mod:`app.viewmodels.book_model`).
    """

    running_changed = Signal(bool)
    progress_changed = Signal(object)
    preview_changed = Signal(QImage)
    variations_changed = Signal(str, list)
    finished_changed = Signal(str)
    error_changed = Signal(str)
    cancelled_changed = Signal()
    model_question = Signal(str)

    def __init__(
        self, book_vm: BookViewModel, bridge: WorkerBridge, settings: Settings | None = None
    ) -> None:
        super().__init__(book_vm)
        self.book_vm = book_vm
        self.bridge = bridge
        self.settings = settings or Settings.load()
        self.illustrators = IllustratorCache()
        self.variations: list[PageDone] = []
        self._variation_page: str | None = None
        self._asked: tuple[str, Callable[[], object]] | None = (
            None  # (model asked about, the job on "use it")
        )
        bridge.progress_changed.connect(self._on_progress)
        bridge.job_finished.connect(self._on_finished)
        bridge.job_failed.connect(self._on_failed)
        bridge.job_cancelled.connect(self._on_cancelled)
        book_vm.book_changed.connect(self.cancel)  # another book was opened: its pictures are not wanted

    # -- state -----------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while an illustration or variations job runs or waits."""
        return self.bridge.has_job(JOB_ILLUSTRATE) or self.bridge.has_job(JOB_VARIATIONS)

    def engine_choice(self) -> tuple[str, str | None]:
        """(engine, model) the next job will use (see :func:`engine_choice`)."""
        return engine_choice(self.book_vm.book, self.settings, self.book_vm.open_project.root)

    def pending_model(self) -> str | None:
        """The book's local model path the person must be asked about before anything loads it, else None."""
        return pending_in(self.book_vm, self.settings)

    def _ask_first(self, job) -> bool:
        """True (and ``model_question`` emitted, ``job`` kept for the answer) when the book's model must be
        asked about; False when ``job`` may start now."""
        model = self.pending_model()
        if model is None:
            return False
        self._asked = (model, job)
        self.model_question.emit(model)
        return True

    def answer_model_question(self, answer: str | None) -> bool:
        """The person's answer to ``model_question``: ``"book"`` (load the book's model) or ``"mine"`` (their
        own model), remembered for this book, then the job asked for starts; None (cancel): nothing starts
        and nothing is remembered. Returns True when the job started."""
        asked, self._asked = self._asked, None
        if asked is None or answer is None or not self.book_vm.is_open:
            return False
        remember_answer(self.settings, self.book_vm.open_project.root, asked[0], answer)
        return bool(asked[1]())

    # -- starting and cancelling -----------------------------------------------------------------------
    def illustrate(self, page_ids: list[str] | None = None) -> bool:
        """Illustrate the pages with these ids (default: all) in the worker. False when a job is running or
        the book's model must be asked about first (``model_question``)."""
        if self.running or not self.book_vm.is_open or self._ask_first(lambda: self.illustrate(page_ids)):
            return False
        self.book_vm.save()
        book = self.book_vm.book.model_copy(deep=True)
        shadow = _ShadowProject(self.book_vm.open_project.root, book)
        wanted = set(page_ids) if page_ids is not None else None
        pages = [p for p in book.pages if wanted is None or p.id in wanted]
        engine, model = self.engine_choice()
        cache = self.illustrators

        processes, in_book, server = self.settings.model_processes, len(book.pages), self.settings.server_code

        def run(ctx: JobContext) -> IllustrateResult:
            from app.build import BuildSummary, illustrate_pages

            illustrator = cache.get(
                engine, model, ctx.cancel, processes=processes, pages=in_book, server=server
            )
            result, summary = IllustrateResult(), BuildSummary(output=shadow.root)
            number = {p.id: n for n, p in enumerate(pages, start=1)}

            def page_done(page) -> None:  # as each picture arrives (from several model processes: any order)
                done = PageDone(page.id, page.illustration, make_thumbnail(shadow, page.illustration))
                _report_final(ctx, shadow, page.illustration, number[page.id], len(pages))
                ctx.report(done)
                result.done.append(done)

            forward = _forwarder(ctx, None, len(pages))
            illustrate_pages(shadow, illustrator, pages, forward, ctx.cancel, summary, on_page=page_done)
            result.warnings += summary.warnings + summary.failed  # a failed picture: named, nothing new shown
            return result

        self.bridge.submit(JOB_ILLUSTRATE, run)
        self.running_changed.emit(True)
        return True

    def make_variations(self, page_id: str, count: int = 4, seeds: list[int] | None = None) -> bool:
        """Draw ``count`` versions of one page with different seeds; they arrive by ``variations_changed``
        and one is chosen with :meth:`choose_variation`. False when a job is running or the book's model
        must be asked about first (``model_question``)."""
        if self.running or not self.book_vm.is_open:
            return False
        if self._ask_first(lambda: self.make_variations(page_id, count, seeds)):
            return False
        self.book_vm.save()
        # seeds stay below 2**31 so that every one can be shown and typed in a spin box (Qt's int is 32-bit)
        seeds = seeds or [random.randint(0, min(MAX_SEED, 2**31 - 1)) for _ in range(count)]
        book = self.book_vm.book.model_copy(deep=True)
        shadow = _ShadowProject(self.book_vm.open_project.root, book)
        original = book.page(page_id)
        engine, model = self.engine_choice()
        cache = self.illustrators
        processes, in_book, server = self.settings.model_processes, len(book.pages), self.settings.server_code
        self.variations = []
        self._variation_page = page_id
        self.variations_changed.emit(page_id, [])

        def run(ctx: JobContext) -> IllustrateResult:
            from app.build import BuildSummary, illustrate_pages

            # the same model processes as the pages' job (asking for fewer would stop and reload them)
            illustrator = cache.get(
                engine, model, ctx.cancel, processes=processes, pages=in_book, server=server
            )
            result = IllustrateResult()
            for number, seed in enumerate(seeds, start=1):
                page = original.model_copy(update={"seed": seed, "illustration": None, "history": []})
                summary = BuildSummary(output=shadow.root)
                illustrate_pages(
                    shadow,
                    illustrator,
                    [page],
                    _forwarder(ctx, number, len(seeds), variations=True),
                    ctx.cancel,
                    summary,
                )
                result.warnings += summary.warnings + summary.failed
                if summary.failed:
                    continue
                image = _preview_of(shadow, page.illustration or "", 320)  # drawn: the page has its picture
                done = PageDone(page_id, page.illustration or "", image, seed=seed)
                ctx.report(done)
                result.done.append(done)
            return result

        self.bridge.submit(JOB_VARIATIONS, run)
        self.running_changed.emit(True)
        return True

    def choose_variation(self, index: int) -> None:
        """Make variation ``index`` the page's picture (and its seed the page's seed); undoable."""
        chosen = self.variations[index]
        if chosen.page_id in {p.id for p in self.book_vm.book.pages}:
            self.book_vm.choose_illustration(
                chosen.page_id, chosen.key, seed=chosen.seed, text=self.tr("Choose variation")
            )

    def bring_back(self, page_id: str, key: str) -> None:
        """Make an earlier picture of the page its picture again (the current one goes into the history), with
        the seed it was drawn with: the page's automatic seed, or the number (one undo step)."""
        page = self.book_vm.page(page_id)
        try:
            drawn_with = self.book_vm.open_project.illustration_sidecar(key)["request"]["seed"]
        except (OSError, ValueError, KeyError, TypeError):  # no readable sidecar: the seed stays as it is
            drawn_with = None
        automatic = (
            drawn_with is not None and drawn_with == page.model_copy(update={"seed": None}).effective_seed()
        )
        self.book_vm.choose_illustration(
            page_id,
            key,
            seed=None if automatic else drawn_with,
            auto_seed=automatic,
            text=self.tr("Bring back earlier picture"),
        )

    @Slot()
    def preload(self) -> bool:
        """When pictures are drawn with a diffusion model, start the model process and import torch and
        diffusers there now (once the window is up), so that the first picture waits only for the weights.

        The weights are not loaded until a picture is asked for: a large model takes gigabytes of memory,
        which a person who only types should not pay for. The worker only starts the process and returns.
        Returns True when a preload was queued; never in the light app (no diffusion engine to start).
        """
        from model.engines import resolve_engine
        from model.errors import ModelError
        from model.installed import can_draw_with_diffusion

        if self.bridge.has_job(JOB_PRELOAD) or not self.book_vm.is_open or self.pending_model():
            return False  # a model the person never chose: not even its process before they answer
        try:
            engine, model = self.engine_choice()
            resolved = resolve_engine(engine, model)
        except ModelError:
            return False
        if resolved != "diffusion" or model is None or not can_draw_with_diffusion():
            return False

        def run(ctx: JobContext) -> None:
            from model.runtime.hosted import ProcessIllustrator

            # the shared process only: how many processes the book gets is asked (of it) with the first job
            ProcessIllustrator(model).warm()

        self.bridge.submit(JOB_PRELOAD, run)
        return True

    @Slot()
    def cancel(self) -> None:
        """Cancel illustration and variation jobs (running and waiting)."""
        self.bridge.cancel(JOB_ILLUSTRATE)
        self.bridge.cancel(JOB_VARIATIONS)

    def close(self) -> None:
        """Free the loaded model (call after the worker thread has stopped)."""
        self.illustrators.close()

    # -- from the worker (GUI thread) ------------------------------------------------------------------
    @Slot(str, object)
    def _on_progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind not in (JOB_ILLUSTRATE, JOB_VARIATIONS):
            return
        if isinstance(payload, IllustrateProgress):
            self.progress_changed.emit(payload)
            if payload.preview is not None and not payload.preview.isNull():
                self.preview_changed.emit(payload.preview)
        elif isinstance(payload, PageDone):
            if kind == JOB_VARIATIONS:
                self.book_vm.keep_picture(payload.page_id, payload.key)  # kept, even if none is chosen
                self.variations.append(payload)
                self.variations_changed.emit(payload.page_id, list(self.variations))
            elif self.book_vm.is_open and payload.page_id in {p.id for p in self.book_vm.book.pages}:
                self.book_vm.choose_illustration(
                    payload.page_id, payload.key, text=self.tr("Illustrate page")
                )
                if not payload.thumbnail.isNull():
                    self.book_vm.pages_model.set_thumbnail(payload.key, payload.thumbnail)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind not in (JOB_ILLUSTRATE, JOB_VARIATIONS):
            return
        assert isinstance(result, IllustrateResult)
        if result.warnings:
            self.book_vm.message_changed.emit(join_messages(said_warnings(result.warnings)))
        if kind == JOB_ILLUSTRATE:
            text = self.tr("%n page(s) illustrated", "", len(result.done))
        else:
            text = self.tr("%n variation(s) ready: pick the one you like", "", len(result.done))
        self._stopped()
        self.finished_changed.emit(text)

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
        if kind in (JOB_ILLUSTRATE, JOB_VARIATIONS):
            self._stopped()
            self.error_changed.emit(translate_message(message))

    @Slot(str)
    def _on_cancelled(self, kind: str) -> None:
        if kind in (JOB_ILLUSTRATE, JOB_VARIATIONS):
            self._stopped()
            self.cancelled_changed.emit()

    def _stopped(self) -> None:
        if not self.running:
            self.running_changed.emit(False)


def _forwarder(ctx: JobContext, number: int | None, total: int, variations: bool = False):
    """An ``on_event`` for :func:`app.build.illustrate_pages` that reports :class:`IllustrateProgress` for
    page ``number`` (None: the event's own page number)."""

    def on_event(event) -> None:
        preview = None
        if event.preview is not None:
            small = event.preview.copy()
            small.thumbnail((PREVIEW_SIDE, PREVIEW_SIDE))
            preview = pil_to_qimage(small)
        ctx.report(
            IllustrateProgress(
                number or event.page, total, event.step, event.steps, event.message, preview, variations
            )
        )

    return on_event


def _preview_of(project: BookProject, key: str, side: int) -> QImage:
    """The finished picture ``key`` scaled to ``side`` px (made in the worker thread)."""
    from PIL import Image

    with Image.open(project.illustration_path(key)) as image:
        image.draft("RGB", (side, side))
        small = image.convert("RGB")
    small.thumbnail((side, side))
    return pil_to_qimage(small)


def _report_final(ctx: JobContext, project: BookProject, key: str, number: int, total: int) -> None:
    """Send the finished picture as the live preview (the sketch engine gives no step previews)."""
    ctx.report(IllustrateProgress(number, total, 1, 1, "", _preview_of(project, key, PREVIEW_SIDE)))
