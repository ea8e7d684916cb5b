"""A build for a print-on-demand service (``memorybook build --for SERVICE``): the book's preflight runs
before anything is written, its blocking findings join the service's own (:mod:`app.print.order`), and
the export is refused with the whole list unless forced; then the interior and ``-cover.pdf`` are written.
"""

from __future__ import annotations

from pathlib import Path

from app.book.project import BookProject
from app.build.summary import BuildSummary
from model.api import CancelToken, IllustratorBase


def resolve(project: BookProject, service: str, binding: str | None, paper: str | None, trim: str | None):
    """The :class:`app.print.services.Preset` for the book's (or ``trim``'s) size; raises BookError naming
    the choices (before any picture is drawn)."""
    from app.print.services import preset

    return preset(service, binding, paper, trim or project.book.trim_size)


class _Named(IllustratorBase):
    """Stands for the illustrator in the colophon of a book only planned, not drawn."""

    def __init__(self, name: str) -> None:
        self.name = name


def plan_for_check(project: BookProject, chosen, large_print: bool, engine: str, model: str | None):
    """The order ``memorybook check --for`` shows: the book laid out for ``chosen`` as it is now (pages without
    a picture as text-led pages), padded, with the plan's findings (:func:`app.print.order.plan_order`);
    nothing is drawn or written."""
    from app.build.summary import colophon_lines
    from app.print.document import document_for_book
    from app.print.order import plan_order

    summary = BuildSummary(output=Path("."), engine=engine, model=model)
    document = document_for_book(project, colophon_lines(project, _Named(engine), summary))
    return plan_order(document, chosen, large_print)


def write_for_service(
    project: BookProject,
    document,
    output: Path,
    chosen,
    large_print: bool,
    summary: BuildSummary,
    *,
    engine: str,
    model: str | None,
    language: str | None = None,
    force: bool = False,
    cancel: CancelToken | None = None,
) -> None:
    """Preflight (as ``engine`` and ``model`` would draw the missing pictures, the findings in ``language``: None
    the book's), then write the interior at ``output`` and the cover beside it; fills ``summary`` (notes,
    warnings, preflight, ``order``). Raises :class:`app.print.order.OrderRefused` when something blocks the order
    and ``force`` is not set (nothing is written); Cancelled once ``cancel`` is set."""
    from app.preflight import run_preflight
    from app.print.order import write_order
    from app.print.order_checks import OrderFinding

    preflight = run_preflight(
        project,
        trim=chosen.trim,
        bleed=True,
        large_print=large_print,
        engine=engine,
        model=model,
        language=language,
    )
    summary.preflight = preflight
    from app.preflight import page_label
    from words import Message

    book_blocking = [
        OrderFinding(f.code, f.severity, Message("located", where=page_label(p), message=f.message))
        for p, f in preflight.findings()
        if f.severity == "blocking"
    ]
    report = write_order(
        document,
        output,
        chosen,
        large_print,
        force=force,
        extra_findings=book_blocking,
        cancelled=(lambda: cancel.cancelled) if cancel is not None else None,
    )
    summary.order = report
    summary.warnings += list(report.interior.warnings) + list(report.cover.warnings)
    summary.notes += list(report.interior.notes)
    summary.bytes = Path(output).stat().st_size
