"""Exporting the print-ready PDF in the worker thread, and rendering the result for a look before printing.

:meth:`ExportViewModel.export` runs :func:`app.build.build_book` (pages still without a picture are drawn
first, with the same cache as everywhere) on a copy of the book; pictures it made come back and are put on
their pages. :meth:`ExportViewModel.render_pdf` draws the written PDF's pages with pypdfium2 (PDFium; Qt's
own PDF module is not part of PySide6-Essentials) into ``QImage``s, in the worker.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QImage

from app.settings import Settings
from app.viewmodels.book import BookViewModel
from app.viewmodels.illustrate import _ShadowProject, engine_choice
from app.viewmodels.illustrators import IllustratorCache
from app.viewmodels.images import pil_to_qimage
from app.viewmodels.messages import translate_message, translate_messages
from app.viewmodels.worker import JobContext, WorkerBridge

JOB_EXPORT = "export"
JOB_RENDER_PDF = "render-pdf"

PDF_PREVIEW_DPI = 60
"""Resolution of the exported-PDF look, in dots per inch (an A4 page is about 500×700 px)."""


@dataclass
class ExportOptions:
    """What the export dialog asks: trim size name ("a4", "a5", "square"), bleed (3 mm of background art
    beyond the trim, with crop marks in the slug: :mod:`app.book.layout`; on by default), large print, and
    ``print_shop``: PDF/X-4 in CMYK for a print shop (:mod:`app.print.pdfx`; bleed is then always on) instead
    of the RGB file for screens and home printers."""

    trim: str = "a4"
    bleed: bool = True
    large_print: bool = True
    print_shop: bool = False


@dataclass
class ExportResult:
    """A finished export: the PDF, its size in bytes, the pages, pictures drawn and reused, the build's
    warnings (one line each, e.g. a photo too small to print sharply), and the pictures made on the way
    (page id → cache key)."""

    path: Path
    bytes: int
    pages: int
    made: int
    reused: int
    warnings: list[str] = field(default_factory=list)
    pictures: dict[str, str] = field(default_factory=dict)


@dataclass
class DrawingPlan:
    """What an export would have to draw: ``pages`` without a picture, the ``engine`` and ``model`` that would
    draw them, and the last measured ``seconds_per_picture`` with that model in this book (None: not measured
    yet)."""

    pages: int
    engine: str
    model: str | None
    seconds_per_picture: float | None = None

    @property
    def estimated_seconds(self) -> float | None:
        """``pages × seconds_per_picture``, or None when not measured."""
        return None if self.seconds_per_picture is None else self.pages * self.seconds_per_picture


def last_seconds_per_picture(project, model: str | None, newest: int = 200) -> float | None:
    """Seconds the newest diffusion picture drawn with ``model`` in this book took (its sidecar's
    ``info.seconds``; the ``newest`` sidecars by modification time are looked at), or None."""
    import json

    sidecars = sorted(
        (project.root / "illustrations").glob("*.json"), key=lambda f: f.stat().st_mtime, reverse=True
    )
    for path in sidecars[:newest]:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        info, request = data.get("info") or {}, data.get("request") or {}
        if info.get("engine") == "diffusion" and request.get("model") == model and info.get("seconds"):
            return float(info["seconds"])
    return None


@dataclass
class ExportProgress:
    """Where an export is: ``page`` of ``pages``, ``step`` of ``steps`` on that page, a message."""

    page: int
    pages: int
    step: int
    steps: int
    message: str = ""


class ExportViewModel(QObject):
    """Signals: ``running_changed(bool)``, ``progress_changed(ExportProgress)``, ``exported_changed(ExportResult)``,
    ``pdf_pages_changed(list[QImage])``, ``error_changed(text)``, ``cancelled_changed()``."""

    running_changed = Signal(bool)
    progress_changed = Signal(object)
    exported_changed = Signal(object)
    pdf_pages_changed = Signal(list)
    error_changed = Signal(str)
    cancelled_changed = Signal()

    def __init__(
        self, book_vm: BookViewModel, bridge: WorkerBridge, settings: Settings, illustrators: IllustratorCache
    ) -> None:
        super().__init__(book_vm)
        self.book_vm, self.bridge, self.settings, self.illustrators = book_vm, bridge, settings, illustrators
        bridge.progress_changed.connect(self._on_progress)
        bridge.job_finished.connect(self._on_finished)
        bridge.job_failed.connect(self._on_failed)
        bridge.job_cancelled.connect(self._on_cancelled)

    @property
    def running(self) -> bool:
        """True while an export or a PDF rendering runs or waits."""
        return self.bridge.has_job(JOB_EXPORT) or self.bridge.has_job(JOB_RENDER_PDF)

    def _remembered(self) -> dict:
        """This book's last export choices, kept in the settings (so they survive a restart)."""
        return self.settings.export_choices.get(str(self.book_vm.project.root.resolve()), {})

    def default_options(self) -> ExportOptions:
        """The choices of this book's last export (remembered across restarts), else the book's own trim size
        and large-print choice (with bleed, not for a print shop)."""
        book = self.book_vm.book
        options = ExportOptions(trim=book.trim_size, large_print=book.large_print)
        kept = {k: v for k, v in self._remembered().items() if k in ExportOptions.__dataclass_fields__}
        return replace(options, **kept)

    def default_path(self) -> Path:
        """Where this book's last export went, else ``<book folder name>.pdf`` beside the book folder."""
        root = self.book_vm.project.root
        kept = self._remembered().get("path")
        return Path(kept) if kept else root.parent / f"{root.stem}.pdf"

    def remember(self, path: Path, options: ExportOptions) -> None:
        """Keep ``options`` and ``path`` as this book's export choices (settings file; the 20 most recent
        books)."""
        key = str(self.book_vm.project.root.resolve())
        kept = {key: {**asdict(options), "path": str(path)}}
        kept.update((k, v) for k, v in self.settings.export_choices.items() if k != key)
        self.settings.export_choices = dict(list(kept.items())[:20])
        self.settings.save()

    def preflight(self, options: ExportOptions):
        """The preflight of the open book for these print options (:func:`app.preflight.run_preflight`: reads
        only; runs here, in the GUI thread, in about a second for a 10-page book)."""
        from app.preflight import run_preflight

        engine, model = engine_choice(self.book_vm.book, self.settings)
        return run_preflight(
            self.book_vm.project,
            trim=options.trim,
            bleed=options.bleed,
            large_print=options.large_print,
            engine=engine,
            model=model,
        )

    def drawing_plan(self) -> DrawingPlan:
        """How many pages an export would have to draw, with which engine and model, and the last measured
        seconds per picture (see :class:`DrawingPlan`). Cheap: reads the book and the sidecars."""
        from model.engines import resolve_engine
        from model.errors import ModelError

        project = self.book_vm.project
        engine, model = engine_choice(self.book_vm.book, self.settings)
        try:
            engine = resolve_engine(engine, model)
        except ModelError:
            engine = "sketch"
        missing = [
            p
            for p in self.book_vm.book.pages
            if not (p.illustration and project.has_illustration(p.illustration))
        ]
        if engine != "diffusion":
            return DrawingPlan(len(missing), engine, None)
        return DrawingPlan(
            len(missing), engine, model, last_seconds_per_picture(project, model) if missing else None
        )

    def export(self, path: str | Path, options: ExportOptions, engine: str | None = None) -> bool:
        """Write the PDF to ``path`` in the worker; False when a job is already running. Pages without a
        picture are drawn with the book's engine and model, or with ``engine`` ("sketch": the offline sketch
        engine instead of a diffusion model) — ask first (:meth:`drawing_plan`)."""
        if self.running or not self.book_vm.is_open:
            return False
        self.remember(Path(path), options)
        self.book_vm.save()
        book = self.book_vm.book.model_copy(deep=True)
        shadow = _ShadowProject(self.book_vm.project.root, book)
        engine, model = (engine, None) if engine == "sketch" else engine_choice(book, self.settings)
        cache, path = self.illustrators, Path(path)
        processes = self.settings.model_processes
        before = {p.id: p.illustration for p in book.pages}

        def run(ctx: JobContext) -> ExportResult:
            from app.build import build_book

            def on_event(event) -> None:
                ctx.report(ExportProgress(event.page, event.pages, event.step, event.steps, event.message))

            summary = build_book(
                shadow,
                path,
                engine=engine,
                model=model,
                trim=options.trim,
                bleed=options.bleed,
                large_print=options.large_print,
                print_shop=options.print_shop,
                illustrator=cache.get(
                    engine, model, ctx.cancel, describe=False, processes=processes, pages=len(book.pages)
                ),
                on_event=on_event,
                cancel=ctx.cancel,
                keep_pictures=True,
            )
            made = {p.id: p.illustration for p in book.pages if p.illustration != before.get(p.id)}
            return ExportResult(
                path, summary.bytes, summary.pages, summary.made, summary.reused, list(summary.warnings), made
            )

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
    def _on_progress(self, kind: str, payload: object) -> None:
        if kind == JOB_EXPORT:
            self.progress_changed.emit(payload)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: object) -> None:
        if kind == JOB_EXPORT:
            assert isinstance(result, ExportResult)
            from app.build import grouped_warnings

            result.warnings = translate_messages(grouped_warnings(result.warnings))  # "pages 1, 2, 5: …"
            pages = {p.id for p in self.book_vm.book.pages} if self.book_vm.is_open else set()
            for page_id, key in result.pictures.items():
                if page_id in pages and key:
                    self.book_vm.choose_illustration(page_id, key, text=self.tr("Illustrate page"))
            self.running_changed.emit(self.running)
            self.exported_changed.emit(result)
        elif kind == JOB_RENDER_PDF:
            self.pdf_pages_changed.emit(list(result))

    @Slot(str, str)
    def _on_failed(self, kind: str, message: str) -> None:
        if kind in (JOB_EXPORT, JOB_RENDER_PDF):
            self.running_changed.emit(self.running)
            self.error_changed.emit(translate_message(message))

    @Slot(str)
    def _on_cancelled(self, kind: str) -> None:
        if kind == JOB_EXPORT:
            self.running_changed.emit(self.running)
            self.cancelled_changed.emit()
