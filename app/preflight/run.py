"""Running the preflight: every registered page check over every page, after a dry-run layout of the book."""

from __future__ import annotations

import importlib
from typing import Any

from app.book.project import BookProject
from app.preflight.registry import CHECK_MODULES, PAGE_CHECKS, PageContext, PageReport, Preflight


def run_preflight(
    project: BookProject,
    *,
    trim: str | None = None,
    bleed: bool = False,
    large_print: bool | None = None,
    engine: str | None = None,
    model: str | None = None,
    cancel: Any = None,
    printed: dict[str, dict[str, Any]] | None = None,
    language: str | None = None,
) -> Preflight:
    """Run every registered page check on every page of ``project`` (reads only; draws and writes nothing).

    ``trim``/``bleed``/``large_print`` are the print options to check against (default: the book's);
    ``engine``/``model`` how missing pictures would be drawn (default: the book's settings). The print
    layout's dry run needs Qt (a ``QGuiApplication`` is started offscreen when none runs); it paints into a
    ``QImage`` only, so the desktop app runs the whole preflight in its worker thread, on a copy of the book.
    ``cancel`` (a :class:`model.api.CancelToken`) is looked at between pages: once set,
    :class:`model.errors.Cancelled` is raised. ``printed``: the book's layout as
    :func:`app.preflight.checks.printed_by_page` gives it, when the caller has just laid the book out (the
    build, from the PDF it wrote): then the book is not laid out again. ``language`` ("zh"/"en"): the
    language of the findings (default: the book's; ``memorybook check`` passes the user's, so a Chinese
    session reads an English book's findings in Chinese).
    """
    from model.engines import resolve_engine
    from model.errors import Cancelled, ModelError

    for name in CHECK_MODULES:
        importlib.import_module(name)
    book = project.book
    model = model or book.illustration.model
    try:
        engine_name = resolve_engine(engine or book.illustration.engine, model)
    except ModelError:
        engine_name = "sketch"
    if printed is None:
        printed = _printed(project, trim, bleed, large_print, cancel)
    reports = []
    for number, page in enumerate(book.pages, start=1):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        ctx = PageContext(project, page, number, engine_name, model, printed.get(page.id, {}), language)
        report = PageReport(number, page.title, page.id)
        for check in PAGE_CHECKS:
            report.findings += list(check(ctx))
        reports.append(report)
    if book.pages:  # the cover and the colophon: text the print layout cannot fit
        from app.preflight.cut_text import cover_reports

        reports = cover_reports(ctx, printed) + reports
    return Preflight(reports, language or book.language)


def _printed(project: BookProject, trim, bleed, large_print, cancel=None) -> dict[str, dict[str, Any]]:
    """``{page id: {"dpi": [...], "continuations": [...]}}`` from a dry run of the print layout."""
    from app.preflight.checks import dry_run_layout

    return dry_run_layout(project, trim, bleed, large_print, cancel=cancel)
