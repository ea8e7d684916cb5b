"""The export dialog's print-on-demand choice: the services offered (the presets of ``memorybook build --for``,
:data:`app.print.services.SERVICES`), what the chosen one implies for the book, and that outline's page count
and spine, planned in the worker (Qt-free; plain data).

:func:`order_outline` answers at once, from the preset alone: the service's trim for the book's size, its bleed,
crop marks, colour, and the cover file's name. :func:`planned_outline` adds what needs the book laid out
(:func:`app.build.order.plan_for_check`: the interior paginated and padded as the service takes it, a second or
so): the page count and the pages added, the spine width for that count and whether it carries the title, the
cover's size, and the service's findings on that plan — the same the command line's ``check --for`` prints.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from app.book.errors import BookError
from app.viewmodels.export_types import OrderOutline
from app.viewmodels.messages import translate_message
from words import message_of

if TYPE_CHECKING:
    from app.book.project import BookProject
    from app.viewmodels.export_types import ExportOptions


SERVICE_KEYS = ("lulu", "kdp", "ingram", "cn-print", "pdfx4")
"""The services offered, in the dialog's order (keys of :data:`app.print.services.SERVICES`)."""


def service_name(key: str) -> str:
    """The service's own name (``"kdp"`` → ``"Amazon KDP"``). Raises KeyError for an unknown key."""
    from app.print.services import SERVICES

    return SERVICES[key].name


def bindings(key: str) -> list[str]:
    """The bindings ``key`` offers, its default first (e.g. ``["hardcover", "paperback"]`` for Lulu)."""
    from app.print.services import SERVICES

    service = SERVICES[key]
    return sorted(service.bindings, key=lambda b: b != service.default_binding)


def papers(key: str) -> list[tuple[str, str]]:
    """``(paper key, label)`` of the interior papers ``key`` offers, its default first (the paper decides the
    spine width: :class:`app.print.services.Paper`)."""
    from app.print.services import SERVICES

    service = SERVICES[key]
    keys = sorted(service.papers, key=lambda p: p != service.default_paper)
    return [(p, service.papers[p].label) for p in keys]


def _preset(options: ExportOptions, trim: str):
    from app.print.services import preset

    return preset(options.service, options.binding or None, options.paper or None, trim)


def order_outline(options: ExportOptions, output: str | Path) -> OrderOutline | None:
    """What ``options.service`` implies, from the preset alone (cheap: no layout); None when no service is
    chosen. ``output`` is the interior's path (the cover goes beside it: :func:`app.print.order.cover_path`).
    A choice the service does not offer comes back with ``error`` set (never raised)."""
    from app.print.order import cover_path

    if not options.service:
        return None
    try:
        chosen = _preset(options, options.trim)
    except BookError as err:
        return OrderOutline(service=options.service, error=translate_message(message_of(err)))
    s = chosen.service
    return OrderOutline(
        service=s.name,
        binding=chosen.binding.key,
        paper=chosen.paper.key,
        trim_mm=chosen.trim_mm,
        bleed_mm=s.bleed_mm,
        crop_marks=s.crop_marks,
        colour=s.colour,
        cover=cover_path(Path(output)).name,
    )


def planned_outline(
    project: BookProject,
    options: ExportOptions,
    engine: str,
    model: str | None,
    output: str | Path = "book.pdf",
) -> OrderOutline | None:
    """:func:`order_outline` with the plan: the book laid out for the service as it is now (pages without a
    picture yet as text-led pages), padded, its cover wrap and findings (:func:`app.build.order.plan_for_check`).
    Slow (a layout of every page): run it in the worker. A BookError (an unknown choice, a missing picture file)
    becomes ``error``."""
    from app.build.order import plan_for_check

    outline = order_outline(options, output)
    if outline is None or outline.error:
        return outline
    try:
        plan = plan_for_check(project, _preset(options, options.trim), options.large_print, engine, model)
    except BookError as err:
        return replace(outline, error=translate_message(message_of(err)))
    wrap = plan.wrap
    return replace(
        outline,
        planned=True,
        pages=wrap.pages,
        added=plan.added,
        spine_mm=wrap.spine_mm,
        spine_text=wrap.spine_text,
        cover_mm=(wrap.media.w, wrap.media.h),
        findings=list(plan.findings),
    )
