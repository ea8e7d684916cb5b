"""Exporting the print-ready PDF in the worker thread, and rendering the result for a look before printing.

:meth:`ExportViewModel.export` runs :func:`app.build.build_book` (pages still without a picture are drawn
first, with the same cache as everywhere) on a copy of the book; pictures it made come back and are put on
their pages. :meth:`ExportViewModel.render_pdf` draws the written PDF's pages with pypdfium2 (PDFium; Qt's
own PDF module is not part of PySide6-Essentials) into ``QImage``s, in the worker.

:meth:`ExportViewModel.request_preflight` runs the preflight (:func:`app.preflight.run_preflight`, which lays
every page out: a second or more) in the worker too, on a deep copy of the book taken in the GUI thread (the
window goes on editing its own book meanwhile; the dry run paints into a ``QImage`` only, which Qt allows in
any thread). Each request gets a number; a newer request cancels the older one, whose result, should it still
arrive, is dropped: ``preflight_changed`` only ever carries the answer to the latest request.

Its options, progress, result and drawing plan are plain data in :mod:`app.viewmodels.export_types` (also here).
"""

from __future__ import annotations

import logging
import traceback
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QImage

from app.settings import Settings
from app.viewmodels.book import BookViewModel
from app.viewmodels.book_model import engine_choice, pending_in
from app.viewmodels.export_types import (
    DrawingPlan,
    ExportOptions,
    ExportProgress,
    ExportResult,
    PreflightOutcome,
    _PreflightAsked,
    drawing_plan,
)
from app.viewmodels.illustrate import _ShadowProject
from app.viewmodels.illustrators import IllustratorCache
from app.viewmodels.images import pil_to_qimage
from app.viewmodels.messages import interface_language, translate_message
from app.viewmodels.said import said_warnings
from app.viewmodels.worker import JobContext, WorkerBridge, describe_error
from words import Message, say

log = logging.getLogger(__name__)

JOB_EXPORT = "export"
JOB_RENDER_PDF = "render-pdf"
JOB_PREFLIGHT = "preflight"

PDF_PREVIEW_DPI = 60
"""Resolution of the exported-PDF look, in dots per inch (an A4 page is about 500×700 px)."""


class ExportViewModel(QObject):
    """Signals: ``running_changed(bool)``, ``progress_changed(ExportProgress)``, ``exported_changed(ExportResult)``,
    ``pdf_pages_changed(list[QImage])``, ``error_changed(text)``, ``cancelled_changed()``,
    ``preflight_changed(PreflightOutcome)`` (the answer to the latest :meth:`request_preflight` only)."""

    running_changed = Signal(bool)
    progress_changed = Signal(object)
    exported_changed = Signal(object)
    pdf_pages_changed = Signal(list)
    error_changed = Signal(str)
    cancelled_changed = Signal()
    preflight_changed = Signal(object)

    def __init__(
        self, book_vm: BookViewModel, bridge: WorkerBridge, settings: Settings, illustrators: IllustratorCache
    ) -> None:
        super().__init__(book_vm)
        self.book_vm, self.bridge, self.settings, self.illustrators = book_vm, bridge, settings, illustrators
        bridge.progress_changed.connect(self._on_progress)
        bridge.job_finished.connect(self._on_finished)
        bridge.job_failed.connect(self._on_failed)
        bridge.job_cancelled.connect(self._on_cancelled)
        self._requests = 0
        self._asked: _PreflightAsked | None = None
        self._superseding = False

    @property
    def running(self) -> bool:
        """True while an export or a PDF rendering runs or waits."""
        return self.bridge.has_job(JOB_EXPORT) or self.bridge.has_job(JOB_RENDER_PDF)

    def _remembered(self) -> dict:
        """This book's last export choices, kept in the settings (so they survive a restart)."""
        return self.settings.export_choices.get(str(self.book_vm.open_project.root.resolve()), {})

    def default_options(self) -> ExportOptions:
        """The choices of this book's last export (remembered across restarts), else the book's own trim size
        (with bleed, not for a print shop); large print is always the book's setting (one place sets it)."""
        book = self.book_vm.book
        options = ExportOptions(trim=book.trim_size, large_print=book.large_print)
        fields = set(ExportOptions.__dataclass_fields__) - {"large_print"}  # the book's own setting decides
        kept = {k: v for k, v in self._remembered().items() if k in fields}
        return replace(options, **kept)

    def default_path(self) -> Path:
        """Where this book's last export went, else ``<book folder name>.pdf`` beside the book folder."""
        root = self.book_vm.open_project.root
        kept = self._remembered().get("path")
        return Path(kept) if kept else root.parent / f"{root.stem}.pdf"

    def remember(self, path: Path, options: ExportOptions) -> None:
        """Keep ``options`` and ``path`` as this book's export choices (settings file; the 20 most recent
        books)."""
        key = str(self.book_vm.open_project.root.resolve())
        kept = {key: {**asdict(options), "path": str(path)}}
        kept.update((k, v) for k, v in self.settings.export_choices.items() if k != key)
        self.settings.export_choices = dict(list(kept.items())[:20])
        self.settings.save()

    # -- the preflight, in the worker ---------------------------------------------------------------------
    def _preflight_key(self, options: ExportOptions) -> tuple:
        """What a preflight's answer depends on besides the book: the print options it checks against (a
        print-shop file differs only in colours), the language its findings are written in, and the engine and
        model missing pictures would get (the last two)."""
        return (
            options.trim,
            options.bleed,
            options.large_print,
            options.service,
            options.binding,
            options.paper,
            interface_language(self.settings.language),  # the findings': the window's, as `check`'s
            *self._choice(),
        )

    def request_preflight(self, options: ExportOptions) -> int:
        """Check the open book for these print options in the worker (:func:`app.preflight.run_preflight`:
        reads only) and return the request's number; ``preflight_changed(PreflightOutcome)`` follows with
        that number. A check still running or waiting for an earlier request is cancelled, and its answer
        never delivered. The book is copied here, in the GUI thread, so edits made meanwhile cannot reach
        the check; a failure becomes the outcome's ``error``."""
        from app.preflight import read_failures, run_preflight
        from app.print.fonts import register_fonts
        from app.viewmodels.export_order import planned_outline
        from model.errors import Cancelled

        self._requests += 1
        request = self._requests
        self._superseding = True  # the older request's own cancellation is not news
        try:
            self.bridge.cancel(JOB_PREFLIGHT)
        finally:
            self._superseding = False
        if not self.book_vm.is_open:  # answered at once, once the caller knows the request's number
            self._asked = None
            outcome = PreflightOutcome(request, error=say(Message("app.book.none_open")))
            QTimer.singleShot(0, self, lambda: self.preflight_changed.emit(outcome))
            return request
        book = self.book_vm.book.model_copy(deep=True)
        project = _ShadowProject(self.book_vm.open_project.root, book)
        key = self._preflight_key(options)
        self._asked = _PreflightAsked(request, key, book, read_failures(project))
        engine, model, language = key[-2], key[-1], key[-3]
        register_fonts()  # once per run of the app, here in the GUI thread, before any worker paints text

        def run(ctx: JobContext) -> PreflightOutcome:
            try:
                preflight = run_preflight(
                    project,
                    trim=options.trim,
                    bleed=options.bleed or bool(options.service),  # a service's file always has bleed
                    large_print=options.large_print,
                    engine=engine,
                    model=model,
                    cancel=ctx.cancel,
                    language=language,
                )
                order = planned_outline(project, options, engine, model) if options.service else None
            except Cancelled:
                raise
            except Exception as err:  # shown as one line in the dialog's list, never as a traceback
                log.debug("preflight failed:\n%s", traceback.format_exc())
                return PreflightOutcome(request, error=describe_error(err))
            return PreflightOutcome(request, preflight, order=order)

        self.bridge.submit(JOB_PREFLIGHT, run)
        return request

    def preflight_outcome(self, options: ExportOptions) -> PreflightOutcome | None:
        """The latest preflight's outcome when it answers ``options`` for the book as it is now (same options,
        engine and model, an equal book, the same failed pictures on record), else None: then ask again
        (:meth:`request_preflight`) unless :meth:`preflight_pending` says it is already on its way."""
        asked = self._asked
        return asked.outcome if asked is not None and self._answers(asked, options) else None

    def preflight_pending(self, options: ExportOptions) -> bool:
        """True while the latest request, for ``options`` and the book as it is now, has no answer yet."""
        asked = self._asked
        return asked is not None and asked.outcome is None and self._answers(asked, options)

    def _answers(self, asked: _PreflightAsked, options: ExportOptions) -> bool:
        from app.preflight import read_failures

        return (
            self.book_vm.is_open
            and asked.key == self._preflight_key(options)
            and asked.book == self.book_vm.book
            and asked.failures == read_failures(self.book_vm.open_project)
        )

    @property
    def preflight_request(self) -> int:
        """The number of the latest preflight request (0: none yet)."""
        return self._asked.request if self._asked is not None else 0

    def preflight_waits(self) -> bool:
        """True while the worker is busy with long work (drawing pictures, an export, a download, video
        stills): a preflight asked for now runs after it."""
        from app.viewmodels.illustrate import JOB_ILLUSTRATE, JOB_PRELOAD, JOB_VARIATIONS
        from app.viewmodels.models import JOB_DOWNLOAD
        from app.viewmodels.video import JOB_FIND

        long_work = (JOB_ILLUSTRATE, JOB_VARIATIONS, JOB_PRELOAD, JOB_EXPORT, JOB_DOWNLOAD, JOB_FIND)
        return self.bridge.running_kind() in long_work

    def cancel_preflight(self, request: int | None = None) -> None:
        """Forget the latest request (``request`` only when it is the latest: the export dialog that asked
        closed): its check is cancelled, no answer comes."""
        if request is not None and request != self.preflight_request:
            return
        self._requests += 1
        self._asked = None
        self._superseding = True
        try:
            self.bridge.cancel(JOB_PREFLIGHT)
        finally:
            self._superseding = False

    def _preflight_arrived(self, outcome: PreflightOutcome) -> None:
        asked = self._asked
        if asked is None or outcome.request != asked.request:
            return  # an older request's answer: not wanted any more
        if outcome.error:
            outcome.error = translate_message(outcome.error)
        asked.outcome = outcome
        self.preflight_changed.emit(outcome)

    def _preflight_lost(self, message: str) -> None:
        """The latest request's check ended without an answer (cancelled or failed from outside)."""
        asked = self._asked
        if (
            self._superseding
            or asked is None
            or asked.outcome is not None
            or self.bridge.has_job(JOB_PREFLIGHT)
        ):
            return
        self._preflight_arrived(PreflightOutcome(asked.request, error=message))

    def _choice(self) -> tuple[str, str | None]:  # app.viewmodels.book_model.engine_choice for the open book
        return engine_choice(self.book_vm.book, self.settings, self.book_vm.open_project.root)

    def drawing_plan(self) -> DrawingPlan:
        """How many pages an export would have to draw, with which engine and model, and the last measured
        seconds per picture (:func:`app.viewmodels.export_types.drawing_plan`). Cheap."""
        return drawing_plan(self.book_vm.project, *self._choice())

    def export(
        self, path: str | Path, options: ExportOptions, engine: str | None = None, force: bool = False
    ) -> bool:
        """Write the PDF to ``path`` in the worker (False: a job is already running). Pages without a picture
        are drawn with the book's engine and model, or ``engine`` ("sketch") — ask first (:meth:`drawing_plan`,
        and False while the book names a model not yet answered for: :mod:`app.viewmodels.book_model`).
        ``options.service``: the interior and ``-cover.pdf`` as it takes them; what blocks the order refuses
        it (``error_changed``, nothing written) unless ``force`` (the volunteer was asked and said go on)."""
        if self.running or not self.book_vm.is_open:
            return False
        if engine != "sketch" and pending_in(self.book_vm, self.settings):
            return False  # a model the person never chose is loaded only once they have answered
        self.remember(Path(path), options)
        self.book_vm.save()
        book = self.book_vm.book.model_copy(deep=True)
        shadow = _ShadowProject(self.book_vm.open_project.root, book)
        engine, model = (engine, None) if engine == "sketch" else self._choice()
        cache, path = self.illustrators, Path(path)
        processes, server = self.settings.model_processes, self.settings.server_code
        before = {p.id: p.illustration for p in book.pages}

        def run(ctx: JobContext) -> ExportResult:
            from app.build import BuildRequest, build_book

            def on_event(event) -> None:
                ctx.report(ExportProgress(event.page, event.pages, event.step, event.steps, event.message))

            how = {"describe": False, "processes": processes, "pages": len(book.pages), "server": server}
            illustrator = cache.get(engine, model, ctx.cancel, **how)
            drawn = (illustrator.name, illustrator.model) if engine == "server" else (engine, model)
            request = BuildRequest(
                engine=drawn[0],
                model=drawn[1],
                trim=options.trim,
                bleed=options.bleed,
                large_print=options.large_print,
                print_shop=options.print_shop,
                order=_order_choice(options, force),
                keep_pictures=True,
                language=interface_language(self.settings.language),
                reuse=True,  # nothing changed since an export: its PDF
            )
            summary = build_book(
                shadow, path, request, illustrator=illustrator, on_event=on_event, cancel=ctx.cancel
            )
            made = {p.id: p.illustration or "" for p in book.pages if p.illustration != before.get(p.id)}
            warnings = list(summary.warnings) + (summary.order.lines() if summary.order is not None else [])
            cover = summary.order.cover.path if summary.order is not None else None
            counts = (summary.bytes, summary.pages, summary.made, summary.reused)
            return ExportResult(path, *counts, warnings, made, cover, summary.unchanged_since)

        self.bridge.submit(JOB_EXPORT, run)
        self.running_changed.emit(True)
        return True

    def render_pdf(self, path: str | Path, dpi: float = PDF_PREVIEW_DPI, max_pages: int = 40) -> None:
        """Draw the pages of the PDF at ``path`` (at most ``max_pages``) in the worker; they arrive by
        ``pdf_pages_changed``."""
        path = Path(path)

        def run(ctx: JobContext) -> list[QImage]:
            import pypdfium2

            images = []
            pdf = pypdfium2.PdfDocument(str(path))
            try:
                for index in range(min(len(pdf), max_pages)):
                    if ctx.cancel.cancelled:
                        break
                    page = pdf[index]
                    bitmap = page.render(scale=dpi / 72)
                    images.append(pil_to_qimage(bitmap.to_pil()))
                    page.close()
            finally:
                pdf.close()
            return images

        self.bridge.submit(JOB_RENDER_PDF, run)

    @Slot()
    def cancel(self) -> None:
        """Cancel the export (the PDF is written atomically, so nothing half-made is left)."""
        self.bridge.cancel(JOB_EXPORT)

    # -- from the worker ---------------------------------------------------------------------------------
    @Slot(str, object)
    def _on_progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_EXPORT:
            self.progress_changed.emit(payload)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_EXPORT:
            assert isinstance(result, ExportResult)
            result.warnings = said_warnings(result.warnings)  # "pages 1, 2, 5: …"
            pages = {p.id for p in self.book_vm.book.pages} if self.book_vm.is_open else set()
            for page_id, key in result.pictures.items():
                if page_id in pages and key:
                    self.book_vm.choose_illustration(page_id, key, text=self.tr("Illustrate page"))
            self.running_changed.emit(self.running)
            self.exported_changed.emit(result)
        elif kind == JOB_RENDER_PDF:
            self.pdf_pages_changed.emit(list(result))
        elif kind == JOB_PREFLIGHT:
            assert isinstance(result, PreflightOutcome)
            self._preflight_arrived(result)

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
        if kind in (JOB_EXPORT, JOB_RENDER_PDF):
            self.running_changed.emit(self.running)
            self.error_changed.emit(translate_message(message))
        elif kind == JOB_PREFLIGHT:
            self._preflight_lost(message)

    @Slot(str)
    def _on_cancelled(self, kind: str) -> None:
        if kind == JOB_PREFLIGHT:
            self._preflight_lost(say(Message("app.export.check_stopped")))
        if kind == JOB_EXPORT:
            self.running_changed.emit(self.running)
            self.cancelled_changed.emit()


def _order_choice(options: ExportOptions, force: bool):
    """The build's :class:`app.build.OrderChoice` for ``options.service`` (None: no service)."""
    from app.build import OrderChoice

    if not options.service:
        return None
    return OrderChoice(options.service, options.binding or None, options.paper or None, force)
