"""Building a book: illustrate every page (reusing cached pictures), then write the print-ready PDF.

The same function serves ``memorybook build``, ``memorybook demo`` and the desktop app. Illustrations are
cached in the book folder by their request's cache key (everything that shapes the picture: engine and model
fingerprint, prompt, seed, settings, photo and LoRA hashes), so a rebuild draws only the pages that changed.

Placement: with ``placement`` the diffusion model is placed across this machine's devices
(:func:`app.build.placement.placed_loader`); a ``replicas`` plan (chosen by "auto" on 2+ GPUs, or asked for) and
``model_processes`` = N draw with one model process per device (:func:`app.build.placement.replica_pool`), pages
handed out as a queue and each picture stored as it arrives. Under ``torchrun`` / ``accelerate launch``
(``distributed``) the processes draw the missing pages from one queue and only rank 0 writes the book and the PDF;
"tensor_parallel" / "context_parallel" split the denoiser over the launched processes instead, every process drawing
every page (:func:`model.runtime.launched.launched_loader`; the summary states the tolerance). A process silent for the
timeout is named and the build stops (:mod:`app.build.distributed`). ``print_shop`` writes PDF/X-4 in CMYK with
bleed, the page count a multiple of 4 and a back cover (:mod:`app.print.pdfx`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from app.book.project import BookProject
from app.book.requests import drawn_from_another_photo
from app.build.order import OrderChoice
from app.build.pages import illustrate_pages
from app.build.reuse import inputs_for
from app.build.summary import BuildEvent, BuildSummary, colophon_lines, repeated_by_preflight
from model.api import CancelToken, Illustrator
from model.engines import make_illustrator, resolve_engine
from model.runtime.parallel import PLACEMENTS as PARALLEL_PLACEMENTS


def build_book(
    project: BookProject,
    output: str | Path,
    *,
    engine: str | None = None,
    model: str | None = None,
    trim: str | None = None,
    bleed: bool = False,
    large_print: bool | None = None,
    print_shop: bool = False,
    illustrator: Illustrator | None = None,
    on_event: Callable[[BuildEvent], None] | None = None,
    cancel: CancelToken | None = None,
    distributed: bool = False,
    placement: str | None = None,
    keep_pictures: bool = False,
    model_processes: int | None = None,
    timeout_s: float | None = None,
    order: OrderChoice | None = None,
    language: str | None = None,
    reuse: bool | str = False,
) -> BuildSummary | None:
    """Illustrate the book's pages and write the PDF to ``output`` (atomically); see the module docstring.

    ``keep_pictures``: pages with a picture keep it and only the others are drawn (else every page gets the current
    engine and model's picture, made or cached). ``distributed``: under a launcher, rank 0 returns the summary and
    the others None; ``timeout_s`` (default 5 minutes) bounds a silent process. ``placement`` ("auto" or a
    strategy of :mod:`model.placement`) and ``model_processes`` place the diffusion model. ``engine``/``model``,
    ``trim`` ("a4", "a5", "square") and ``large_print`` default to the book's; ``print_shop`` writes PDF/X-4.
    ``order``: a print-on-demand order instead (:mod:`app.build.order`). ``language``: the preflight's ("zh"/"en";
    default the book's). ``reuse``: the last build's summary and PDF when nothing changed (:mod:`app.build.reuse`;
    "record": build, and record it for the next).
    Returns a :class:`BuildSummary`. Raises BookError / ModelError, :class:`app.print.order.OrderRefused`, Cancelled."""
    asked = dict(locals())  # the arguments, for the reuse check
    ordered = _check_outputs(project, Path(output), order, trim)
    model = model or project.book.illustration.model
    engine_name = resolve_engine(engine or project.book.illustration.engine, model)
    inputs = inputs_for(project, asked, engine_name, model)
    if inputs is not None and (unchanged := inputs.reused(project, Path(output))) is not None:
        return unchanged
    illustrator, owned, loader, summary, how = _start(project, asked, engine_name, model)
    with contextlib.ExitStack() as writing:  # a distributed writer's: the launcher's stop while it writes
        try:
            if distributed:
                together = loader is not None and placement in PARALLEL_PLACEMENTS
                if not _draw_distributed(project, illustrator, summary, together, asked, writing):
                    return None
            else:
                _draw_here(project, illustrator, summary, keep_pictures, on_event, how["cancel"])
        finally:
            if owned is not None:
                owned.close()  # the model processes this build started
        if ordered is not None:
            return _write_order(project, illustrator, summary, ordered, large_print, how)
        options = _print_options(project, trim, bleed or print_shop, large_print, print_shop)
        printed = _write_book(project, illustrator, summary, options, how["cancel"])  # its layout: for the preflight
        _preflight(project, summary, (options, bleed, printed), how)
        if inputs is not None:
            inputs.remember(project, summary)  # for the next build, when nothing changes
        return summary


def _start(project: BookProject, asked: dict, engine_name: str, model: str | None):
    """The illustrator (the one ``asked`` for, else :func:`_choose_illustrator`'s), the model processes this build
    starts (``owned``, or None), the loader the illustrator loads with (or None), the build's summary and ``how``
    it writes (engine, model, cancel, language, an order's force)."""
    illustrator, owned, loader, notes = asked["illustrator"], None, None, []
    if illustrator is None:
        how = [asked[name] for name in ("distributed", "placement", "model_processes", "timeout_s")]
        illustrator, owned, loader, notes = _choose_illustrator(project, engine_name, model, *how)
    summary = BuildSummary(output=Path(asked["output"]), engine=illustrator.name, notes=list(notes))
    summary.model = model if engine_name == "diffusion" else None
    order = asked["order"]
    asked["cancel"] = asked["cancel"] or CancelToken()  # a distributed writer's too: the launcher's stop
    how = {"engine": engine_name, "model": model, "cancel": asked["cancel"], "language": asked["language"]}
    return illustrator, owned, loader, summary, dict(how, force=bool(order and order.force))


def _print_options(project: BookProject, trim, bleed: bool, large_print, print_shop: bool):
    """The :class:`app.book.layout.PrintOptions` of this build: the given trim and large print, else the book's."""
    from app.book.layout import PrintOptions

    book = project.book
    large = book.large_print if large_print is None else large_print
    return PrintOptions(trim=trim or book.trim_size, bleed=bleed, large_print=large, print_shop=print_shop)


def _choose_illustrator(
    project: BookProject,
    engine_name: str,
    model: str | None,
    distributed: bool,
    placement: str | None,
    model_processes: int | None,
    timeout_s: float | None,
) -> tuple[Illustrator, Illustrator | None, Callable | None, list[str]]:
    """The illustrator a build draws with when none is given: (illustrator, owned, loader, notes).

    ``owned`` is the replica pool this build started (closed by the caller) or None; ``loader`` the placed or
    launched loader the illustrator loads its pipeline with (None: whole on one device); ``notes`` the lines the
    summary gets about the placement. Raises ModelError / PlacementError (one line)."""
    from app.build.placement import placed_loader, replica_pool

    loader, notes, device = None, [], None
    diffusion = engine_name == "diffusion"
    if distributed and diffusion:
        from model.runtime.distributed import DEFAULT_TIMEOUT_S, process_state

        device = str(process_state(timeout_s or DEFAULT_TIMEOUT_S).device)  # one GPU each, or the CPU
    if distributed and diffusion and placement in PARALLEL_PLACEMENTS:
        from model.runtime.launched import launched_loader

        settings = project.book.illustration
        size, pages = (settings.width, settings.height), len(project.book.pages)
        loader, note = launched_loader(placement, size, pages)
        notes = [note]
    elif diffusion and not distributed and (placement or model_processes is not None):
        pool, notes = replica_pool(project, model, placement, model_processes)
        if pool is not None:
            return pool, pool, None, notes
        if placement:
            loader, plan = placed_loader(project, model, placement)
            notes = [f"placement: {plan.strategy} — {plan.explanation.splitlines()[0]}"]
    return make_illustrator(engine_name, model, device=device, loader=loader), None, loader, notes


def _draw_distributed(
    project: BookProject, illustrator: Illustrator, summary: BuildSummary, together: bool, asked: dict, writing
) -> bool:
    """Draw the missing pages with the launched processes; True in the process that writes the book (rank 0),
    with the launcher's stop held on ``writing`` (a ``contextlib.ExitStack``) while it does: it cancels
    ``asked["cancel"]``, so that the PDF stops between two pages (``asked``: :func:`build_book`'s arguments)."""
    from app.build.distributed import illustrate_pages_distributed

    timeout = {"timeout_s": asked["timeout_s"]} if asked["timeout_s"] else {}
    _, is_main = illustrate_pages_distributed(
        project, illustrator, summary, together, **timeout, writing=writing, stop_writing=asked["cancel"]
    )
    return is_main


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


def _preflight(project: BookProject, summary: BuildSummary, printed: tuple, how: dict) -> BuildSummary:
    """The preflight at the end of a build into ``summary``, from ``printed``: the build's print options, its
    bleed and the layout the PDF was written with (:func:`_write_book`: the book is not laid out again); ``how``:
    the engine, model and the findings' language. The writer's warnings the preflight says again are dropped."""
    from app.preflight import run_preflight

    options, bleed, layout = printed
    checks = {"trim": options.trim, "bleed": bleed, "large_print": options.large_print, "printed": layout}
    chosen = {"engine": how["engine"], "model": how["model"], "language": how["language"]}
    summary.preflight = run_preflight(project, **chosen, **checks)
    summary.warnings = [w for w in summary.warnings if not repeated_by_preflight(w)]
    return summary


def _check_outputs(project: BookProject, output: Path, order: OrderChoice | None, trim):
    """Check the output path (:func:`check_output_path`); for an ``order`` also the cover's beside it, and
    return the service's preset (a wrong choice is said before any drawing), else None."""
    check_output_path(project, output)
    if order is None:
        return None
    from app.build.order import resolve
    from app.print.order import cover_path

    chosen = resolve(project, order.service, order.binding, order.paper, trim)
    check_output_path(project, cover_path(output))
    return chosen


def _write_order(project, illustrator, summary: BuildSummary, chosen, large_print, how) -> BuildSummary:
    """Preflight, then write the interior and the cover for ``chosen`` (:func:`app.build.order.write_for_service`;
    ``how``: engine, model, force, cancel, language). Raises :class:`app.print.order.OrderRefused` (nothing written)."""
    from app.build.order import write_for_service

    document = _document(project, illustrator, summary)
    large = project.book.large_print if large_print is None else large_print
    write_for_service(project, document, summary.output, chosen, large, summary, **how)
    summary.warnings = [w for w in summary.warnings if not repeated_by_preflight(w)]
    return summary


def check_output_path(project: BookProject, output: Path) -> None:
    """Refuse an output path that would destroy something: not a ``.pdf`` name, a folder, a file inside the
    book folder, or an existing file that is not a PDF (:func:`app.book.fileio.refuse_output`). Raises
    BookError naming the path."""
    from app.book.fileio import refuse_output

    refuse_output(output, project.root, ".pdf", (b"%PDF-",), PDF_OUTPUT_WORDS)


PDF_OUTPUT_WORDS = {
    "suffix": "the output must be a .pdf file name, e.g. {name}",
    "folder": "is a folder; give a file name such as {name}",
    "inside": "is inside the book folder; write the PDF somewhere else",
    "other": "exists and is not a PDF; it was left alone — choose another name",
}
"""What :func:`check_output_path` says after the path (translated in app/viewmodels/message_table.py)."""
