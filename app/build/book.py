"""Building a book: illustrate every page (reusing cached pictures), then write the print-ready PDF.

The same function serves ``memorybook build``, ``memorybook demo`` and the desktop app. Illustrations are
cached in the book folder by their request's cache key (everything that shapes the picture: engine and model
fingerprint, prompt, seed, settings, photo and LoRA hashes), so a rebuild draws only the pages that changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app.book.project import BookProject
from app.build.pages import illustrate_pages
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
) -> BuildSummary | None:
    """Illustrate the book's pages and write the PDF to ``output`` (atomically).

    With ``keep_pictures`` (the desktop app's export: what the preview shows is what prints), pages that have a
    picture keep it, whatever engine or model made it, and only pages without one are drawn; otherwise every
    page gets the picture of the current engine and model (made, or reused from the cache).

    With ``distributed`` (under ``torchrun`` / ``accelerate launch``) the processes draw the missing pages from
    one queue, each picture stored as it is drawn, and only rank 0 writes the book and the PDF; the others return
    None. A process silent for ``timeout_s`` seconds (default 5 minutes) is named and the build stops
    (:mod:`app.build.distributed`).
    ``placement`` ("auto" or a strategy name, see :mod:`model.placement`) places the diffusion model across the
    devices this machine has (:func:`placed_loader`); None loads it whole on one device. A ``replicas`` plan
    (chosen by "auto" on 2+ GPUs, or asked for) and ``model_processes`` = N draw with one model process per
    device (:func:`replica_pool`), the pages handed out as a queue and each picture stored as it arrives. With
    ``distributed``, "tensor_parallel" / "context_parallel" split the denoiser over the launched processes
    instead, every process drawing every page (:func:`model.runtime.placed.launched_loader`; the summary states the
    tolerance).

    ``engine``/``model`` default to the book's settings; ``trim`` ("a4", "a5", "square") and
    ``large_print`` to the book's; ``print_shop`` writes PDF/X-4 in CMYK with bleed, the page count a multiple of
    4 and a back cover (:mod:`app.print.pdfx`). Returns a :class:`BuildSummary`. Raises BookError / ModelError (one line),
    Cancelled.
    """
    from app.book.layout import PrintOptions
    from app.build.distributed import illustrate_pages_distributed
    from app.build.placement import exactness_lines, placed_loader, replica_pool
    from app.print.document import document_for_book
    from app.print.pdf import write_pdf

    check_output_path(project, Path(output))
    book = project.book
    settings = book.illustration
    model = model or settings.model
    engine_name = resolve_engine(engine or settings.engine, model)
    loader, owned, notes = None, None, []  # owned: model processes this build starts
    if illustrator is None:
        device = None
        if distributed and engine_name == "diffusion":
            from model.runtime.distributed import DEFAULT_TIMEOUT_S, process_state

            device = str(process_state(timeout_s or DEFAULT_TIMEOUT_S).device)  # one GPU each, or the CPU
        if distributed and engine_name == "diffusion" and placement in PARALLEL_PLACEMENTS:
            from model.runtime.placed import launched_loader

            loras = any(p.lora for p in project.book.people)
            loader, _, note = launched_loader(placement, loras)
            notes = [note]
        elif engine_name == "diffusion" and not distributed and (placement or model_processes is not None):
            illustrator, notes = replica_pool(project, model, placement, model_processes)
            if illustrator is None and placement:
                loader, plan = placed_loader(project, model, placement)
                notes = [f"placement: {plan.strategy} — {plan.explanation.splitlines()[0]}"]
        if illustrator is None:
            illustrator = make_illustrator(engine_name, model, device=device, loader=loader)
        else:
            owned = illustrator
    summary = BuildSummary(
        output=Path(output), engine=illustrator.name, model=model if engine_name == "diffusion" else None
    )
    summary.notes += notes
    try:
        if distributed:
            together = loader is not None and placement in PARALLEL_PLACEMENTS
            timeout = {"timeout_s": timeout_s} if timeout_s else {}
            _, is_main = illustrate_pages_distributed(project, illustrator, summary, together, **timeout)
            if not is_main:
                return None
        else:
            pages = None
            if keep_pictures:
                pages = [
                    p for p in book.pages if not (p.illustration and project.has_illustration(p.illustration))
                ]
                summary.reused += len(book.pages) - len(pages)
            illustrate_pages(project, illustrator, pages, on_event=on_event, cancel=cancel, summary=summary)
    finally:
        if owned is not None:
            owned.close()  # the model processes this build started
    summary.notes += exactness_lines(project)
    summary.pages = len(book.pages)
    made_with = colophon_lines(project, illustrator, summary)
    from app.preflight.checks import PixelProblems, printed_by_page

    problems = PixelProblems()  # the pictures' pixels, looked at once as they are printed
    document = document_for_book(project, made_with, on_decode=problems.see)
    options = PrintOptions(
        trim=trim or book.trim_size,
        bleed=bleed or print_shop,
        large_print=book.large_print if large_print is None else large_print,
        print_shop=print_shop,
    )
    report = write_pdf(
        document, Path(output), options, cancelled=(lambda: cancel.cancelled) if cancel is not None else None
    )
    summary.warnings += list(report.warnings)
    summary.notes += list(report.notes)
    summary.bytes = Path(output).stat().st_size
    from app.preflight import run_preflight

    printed = printed_by_page(book.pages, *report.layout, problems) if report.layout else None  # the PDF's
    summary.preflight = run_preflight(
        project,
        trim=options.trim,
        bleed=bleed,
        large_print=options.large_print,
        engine=engine_name,
        model=model,
        printed=printed,
    )
    summary.warnings = [w for w in summary.warnings if not repeated_by_preflight(w)]
    return summary


def check_output_path(project: BookProject, output: Path) -> None:
    """Refuse an output path that would destroy something: not a ``.pdf`` name, a folder, a file inside the
    book folder, or an existing file that is not a PDF. Raises BookError naming the path."""
    from app.book.errors import BookError

    if output.suffix.lower() != ".pdf":
        raise BookError(
            f"{output}: the output must be a .pdf file name, e.g. {output.with_suffix('.pdf').name}"
        )
    if output.is_dir():
        raise BookError(f"{output}: is a folder; give a file name such as {output / 'book.pdf'}")
    if output.resolve().is_relative_to(project.root.resolve()):
        raise BookError(f"{output}: is inside the book folder; write the PDF somewhere else")
    if output.is_file():
        with open(output, "rb") as handle:
            if handle.read(5) != b"%PDF-":
                raise BookError(f"{output}: exists and is not a PDF; it was left alone — choose another name")
