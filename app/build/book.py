"""Building a book: illustrate every page (reusing cached pictures), then write the print-ready PDF.

The same function serves ``memorybook build``, ``memorybook demo`` and the desktop app. Illustrations are
cached in the book folder by their request's cache key (everything that shapes the picture: engine and model
fingerprint, prompt, seed, settings, photo and LoRA hashes), so a rebuild draws only the pages that changed.

Placement: with the request's ``placement`` (:class:`app.build.request.BuildRequest`) the diffusion model is
placed across this machine's devices (:func:`app.build.placement.placed_loader`); a ``replicas`` plan (chosen by
"auto" on 2+ GPUs, or asked for) and ``model_processes`` = N draw with one model process per device
(:func:`app.build.placement.replica_pool`), pages handed out as a queue and each picture stored as it arrives.
Under ``torchrun`` / ``accelerate launch`` (``distributed``) the processes draw the missing pages from one queue
and only rank 0 writes the book and the PDF; "tensor_parallel" / "context_parallel" split the denoiser over the
launched processes instead, every process drawing every page (:func:`model.runtime.launched.launched_loader`; the
summary states the tolerance). A process silent for the timeout is named and the build stops
(:mod:`app.build.distributed`). ``print_shop`` writes PDF/X-4 in CMYK with bleed, the page count a multiple of 4
and a back cover (:mod:`app.print.pdfx`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

from app.book.project import BookProject
from app.book.requests import drawn_from_another_photo
from app.build.pages import illustrate_pages
from app.build.request import BuildRequest
from app.build.reuse import inputs_for
from words import Message
from app.build.summary import BuildEvent, BuildSummary, colophon_lines, repeated_by_preflight
from model.api import CancelToken, Illustrator
from model.engines import make_illustrator, resolve_engine
from model.runtime.parallel import PLACEMENTS as PARALLEL_PLACEMENTS
from words import Message


def build_book(
    project: BookProject,
    output: str | Path,
    request: BuildRequest,
    *,
    illustrator: Illustrator | None = None,
    on_event: Callable[[BuildEvent], None] | None = None,
    cancel: CancelToken | None = None,
) -> BuildSummary | None:
    """Illustrate the book's pages and write the PDF to ``output`` (atomically) as ``request`` asks (see the module
    docstring and :class:`BuildRequest`).

    ``illustrator``: draw with this one (a drawing server's, the app's) instead of one made for the request's
    engine and model; ``on_event`` sees each page's steps; ``cancel`` stops the build between pages. Returns a
    :class:`BuildSummary`; under ``request.distributed`` rank 0 returns it and the other processes None. Raises
    BookError / ModelError, :class:`app.print.order.OrderRefused`, Cancelled."""
    output = Path(output)
    ordered = _check_outputs(project, output, request)
    model = request.model or project.book.illustration.model
    engine = resolve_engine(request.engine or project.book.illustration.engine, model)
    inputs = inputs_for(project, request, engine, model, illustrator)
    if inputs is not None and (unchanged := inputs.reused(project, output)) is not None:
        return unchanged
    chosen = (
        _choose_illustrator(project, engine, model, request) if illustrator is None else Chosen(illustrator)
    )
    summary = BuildSummary(output=output, engine=chosen.illustrator.name, notes=list(chosen.notes))
    summary.model = model if engine == "diffusion" else None
    cancel = cancel or CancelToken()  # a distributed writer's too: the launcher's stop
    with contextlib.ExitStack() as writing:  # a distributed writer's: the launcher's stop while it writes
        try:
            if request.distributed:
                together = chosen.loader is not None and request.placement in PARALLEL_PLACEMENTS
                if not _draw_distributed(
                    project, chosen.illustrator, summary, together, request, writing, cancel
                ):
                    return None
            else:
                _draw_here(project, chosen.illustrator, summary, request.keep_pictures, on_event, cancel)
        finally:
            if chosen.owned is not None:
                chosen.owned.close()  # the model processes this build started
        if ordered is not None:
            drawn = chosen.illustrator
            return _write_order(
                project, drawn, summary, ordered, request, engine=engine, model=model, cancel=cancel
            )
        options = _print_options(project, request)
        # the PDF's layout, for the preflight
        printed = _write_book(project, chosen.illustrator, summary, options, cancel)
        _preflight(project, summary, request, options, printed, engine, model)
        if inputs is not None:
            inputs.remember(project, summary)  # for the next build, when nothing changes
        return summary


class Chosen(NamedTuple):
    """The illustrator a build draws with, the model processes it started (``owned``, closed by the build, or
    None), the placed or launched ``loader`` the illustrator loads its pipeline with (None: whole on one device)
    and the ``notes`` the summary gets about the placement."""

    illustrator: Illustrator
    owned: Illustrator | None = None
    loader: Callable | None = None
    notes: Sequence[Message | str] = ()


def _print_options(project: BookProject, request: BuildRequest):
    """The :class:`app.book.layout.PrintOptions` of this build: the request's trim and large print, else the
    book's; bleed with ``bleed`` or ``print_shop``."""
    from app.book.layout import PrintOptions

    book = project.book
    large = book.large_print if request.large_print is None else request.large_print
    return PrintOptions(
        trim=request.trim or book.trim_size,
        bleed=request.bleed or request.print_shop,
        large_print=large,
        print_shop=request.print_shop,
    )


def _choose_illustrator(
    project: BookProject, engine_name: str, model: str | None, request: BuildRequest
) -> Chosen:
    """The illustrator a build draws with when none is given, placed as ``request`` asks (``distributed``,
    ``placement``, ``model_processes``, ``timeout_s``). Raises ModelError / PlacementError (one line)."""
    from app.build.placement import placed_loader, replica_pool

    loader, device = None, None
    notes: list[Message | str] = []
    diffusion, distributed, placement = engine_name == "diffusion", request.distributed, request.placement
    if distributed and diffusion:
        from model.runtime.distributed import DEFAULT_TIMEOUT_S, process_state

        device = str(process_state(request.timeout_s or DEFAULT_TIMEOUT_S).device)  # one GPU each, or the CPU
    if distributed and diffusion and placement in PARALLEL_PLACEMENTS:
        from model.runtime.launched import launched_loader

        settings = project.book.illustration
        size, pages = (settings.width, settings.height), len(project.book.pages)
        loader, note = launched_loader(placement, size, pages)
        notes = [note]
    elif diffusion and model and not distributed and (placement or request.model_processes is not None):
        pool = replica_pool(project, model, placement, request.model_processes)
        if pool.pool is not None:
            return Chosen(pool.pool, pool.pool, None, pool.notes)
        if placement:
            loader, plan = placed_loader(project, model, placement)
            notes = [Message("build.placement.plan", strategy=plan.strategy, reason=plan.lines[0])]
    return Chosen(make_illustrator(engine_name, model, device=device, loader=loader), None, loader, notes)


def _draw_distributed(
    project: BookProject,
    illustrator: Illustrator,
    summary: BuildSummary,
    together: bool,
    request: BuildRequest,
    writing: contextlib.ExitStack,
    cancel: CancelToken,
) -> bool:
    """Draw the missing pages with the launched processes; True in the process that writes the book (rank 0),
    with the launcher's stop held on ``writing`` while it does: it cancels ``cancel``, so that the PDF stops
    between two pages."""
    from app.build.distributed import illustrate_pages_distributed
    from model.runtime.distributed import DEFAULT_TIMEOUT_S

    timeout_s = request.timeout_s or DEFAULT_TIMEOUT_S
    shared = illustrate_pages_distributed(
        project, illustrator, summary, together, timeout_s=timeout_s, writing=writing, stop_writing=cancel
    )
    return shared.writer


def _draw_here(
    project: BookProject,
    illustrator: Illustrator,
    summary: BuildSummary,
    keep_pictures: bool,
    on_event: Callable[[BuildEvent], None] | None,
    cancel: CancelToken | None,
) -> None:
    """Draw the book's pages in this process; with ``keep_pictures`` only the pages without a stored picture (or
    whose picture was drawn from another photo than the page's now: :func:`drawn_from_another_photo`)."""
    pages = None
    if keep_pictures:
        book = project.book
        pages = [p for p in book.pages if not (p.illustration and project.has_illustration(p.illustration)
                                               and not project.damaged_illustration(p.illustration)
                                               and not drawn_from_another_photo(project, p))]  # fmt: skip
        summary.reused += len(book.pages) - len(pages)
    illustrate_pages(project, illustrator, pages, on_event=on_event, cancel=cancel, summary=summary)


def _write_book(
    project: BookProject,
    illustrator: Illustrator,
    summary: BuildSummary,
    options,
    cancel: CancelToken | None,
) -> dict | None:
    """Lay the book out and write its PDF to ``summary.output`` (atomically), adding the writer's warnings and notes
    and the exactness lines to ``summary``. Returns the book's layout as the PDF printed it, pixels checked as
    they were decoded (:func:`app.preflight.checks.printed_by_page`), for the preflight to read instead of laying
    the book out again. Raises BookError (one line), Cancelled."""
    from app.preflight.checks import PixelProblems, printed_by_page
    from app.print.pdf import write_pdf

    problems = PixelProblems()  # the pictures' pixels, looked at once as they are printed
    document = _document(project, illustrator, summary, problems.see)
    cancelled = (lambda: cancel.cancelled) if cancel is not None else None
    report = write_pdf(document, summary.output, options, cancelled=cancelled)
    summary.printed_pages = report.pages
    summary.text_pages = sum(page.kind == "story-text" for page in document.pages)
    summary.warnings += list(report.warnings)
    summary.notes += list(report.notes)
    summary.bytes = summary.output.stat().st_size
    return printed_by_page(project.book.pages, *report.layout, problems) if report.layout else None


def _document(project: BookProject, illustrator: Illustrator, summary: BuildSummary, on_decode=None):
    """The book laid out for print (:func:`app.print.document.document_for_book`, ``on_decode`` seeing each
    picture decoded), the colophon naming how it was made; adds the exactness lines and the page count to
    ``summary``."""
    from app.build.placement import exactness_lines
    from app.print.document import document_for_book

    summary.notes += exactness_lines(project)
    summary.pages = len(project.book.pages)
    return document_for_book(project, colophon_lines(project, illustrator, summary), on_decode=on_decode)


def _preflight(
    project: BookProject,
    summary: BuildSummary,
    request: BuildRequest,
    options,
    printed: dict | None,
    engine: str,
    model: str | None,
) -> BuildSummary:
    """The preflight at the end of a build into ``summary``: against the build's print ``options`` and the
    request's bleed, from the layout the PDF was written with (``printed``, :func:`_write_book`: the book is not
    laid out again), missing pictures as ``engine`` and ``model`` would draw them, in the request's language. The
    writer's warnings the preflight says again are dropped."""
    from app.preflight import run_preflight

    summary.preflight = run_preflight(
        project,
        engine=engine,
        model=model,
        language=request.language,
        trim=options.trim,
        bleed=request.bleed,
        large_print=options.large_print,
        printed=printed,
    )
    summary.warnings = [w for w in summary.warnings if not repeated_by_preflight(w)]
    return summary


def _check_outputs(project: BookProject, output: Path, request: BuildRequest):
    """Check the output path (:func:`check_output_path`); for the request's ``order`` also the cover's beside it,
    and return the service's preset (a wrong choice is said before any drawing), else None."""
    check_output_path(project, output)
    order = request.order
    if order is None:
        return None
    from app.build.order import resolve
    from app.print.order import cover_path

    chosen = resolve(project, order.service, order.binding, order.paper, request.trim)
    check_output_path(project, cover_path(output))
    return chosen


def _write_order(
    project: BookProject,
    illustrator: Illustrator,
    summary: BuildSummary,
    chosen,
    request: BuildRequest,
    *,
    engine: str,
    model: str | None,
    cancel: CancelToken,
) -> BuildSummary:
    """Preflight, then write the interior and the cover for ``chosen`` (:func:`app.build.order.write_for_service`;
    ``engine`` and ``model``: what the missing pictures would be drawn with). Raises
    :class:`app.print.order.OrderRefused` (nothing written)."""
    from app.build.order import write_for_service

    document = _document(project, illustrator, summary)
    large = project.book.large_print if request.large_print is None else request.large_print
    force = request.order is not None and request.order.force
    write_for_service(
        project, document, summary.output, chosen, large, summary,
        engine=engine, model=model, language=request.language, force=force, cancel=cancel,
    )  # fmt: skip
    summary.warnings = [w for w in summary.warnings if not repeated_by_preflight(w)]
    return summary


def check_output_path(project: BookProject, output: Path) -> None:
    """Refuse an output path that would destroy something: not a ``.pdf`` name, a folder, a file inside the
    book folder, or an existing file that is not a PDF (:func:`app.book.fileio.refuse_output`). Raises
    BookError naming the path."""
    from app.book.fileio import refuse_output

    refuse_output(output, project.root, ".pdf", (b"%PDF-",), PDF_OUTPUT_WORDS)


PDF_OUTPUT_WORDS = {
    "suffix": Message("build.output.suffix", name=""),
    "folder": Message("book.output.is_folder", name=""),
    "inside": Message("build.output.inside"),
    "other": Message("build.output.other"),
}
"""What :func:`check_output_path` says after the path it refuses."""
