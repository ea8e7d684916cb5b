"""Write a book the way a print-on-demand service takes it: the interior (``book.pdf``) and the cover wrap
(``book-cover.pdf``), after the service's preflight (:mod:`app.print.order_checks`).

1. :func:`plan_order`: the book paginated under the preset's options (:meth:`app.print.services.Preset.print_options`),
   padded with notes pages to the binding's minimum and multiple (plus IngramSpark's blank last page,
   :func:`app.print.padding.pad_pages`), the cover wrap for that page count, and the findings on that plan.
2. :func:`write_order`: refuses (BookError, nothing written) when a finding blocks the order, unless
   ``force``; else writes the interior with :func:`app.print.pdf.write_pdf` (``prepared``) and the cover with
   :func:`app.print.cover_pdf.write_cover`, then reads both back for the file findings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from app.book.errors import BookError
from app.book.layout import PrintDocument, PrintOptions
from app.print.order_checks import BINDING_NAMES, OrderFinding, file_findings, plan_findings
from app.print.padding import pad_pages, service_padding_note
from app.print.services import Preset
from app.print.wrap import CoverWrap, cover_wrap
from words import Message

if TYPE_CHECKING:  # the writers import Qt; the plan does not
    from app.print.cover_pdf import CoverReport
    from app.print.pdf import PrintReport


class OrderRefused(BookError):
    """The order was not written: ``lines`` (the first saying so, then each blocking finding), as
    :class:`words.Message` values; the error's own message holds them all, one a line."""

    def __init__(self, lines: list[Message]) -> None:
        super().__init__(one_a_line(lines))  # the app shows it whole; the command line prints ``lines``
        self.lines = lines


def one_a_line(lines: list[Message]) -> Message:
    """``lines`` as one message, each on its own line (``print.lines``, said in any language)."""
    whole = lines[-1]
    for line in reversed(lines[:-1]):
        whole = Message("print.lines", line=line, more=whole)
    return whole


@dataclass
class OrderPlan:
    """The book as the service will get it: ``doc`` (paginated, padded), its ``options``, ``added`` notes
    pages, the cover ``wrap``, ``notes`` to print and the plan's ``findings``."""

    doc: PrintDocument
    options: PrintOptions
    added: int
    wrap: CoverWrap
    notes: list[Message | str] = field(default_factory=list)
    findings: list[OrderFinding] = field(default_factory=list)

    @property
    def blocking(self) -> list[OrderFinding]:
        return [f for f in self.findings if f.severity == "blocking"]


@dataclass
class OrderReport:
    """What :func:`write_order` wrote: the interior's :class:`app.print.pdf.PrintReport`, the cover's
    :class:`app.print.cover_pdf.CoverReport`, the plan, every finding (plan and files) and the service's name."""

    interior: PrintReport
    cover: CoverReport
    plan: OrderPlan
    findings: list[OrderFinding]
    service: str

    def lines(self) -> list[Message | str]:
        """The order's summary lines: what was written, the spine, then each finding."""
        wrap = self.plan.wrap
        sizes = {"w": f"{wrap.media.w:.2f}", "h": f"{wrap.media.h:.2f}", "spine": f"{wrap.spine_mm:.2f}"}
        out: list[Message | str] = list(self.plan.notes)
        out.append(Message("print.order.wrap", service=self.service, pages=wrap.pages, **sizes))
        megabytes = f"{self.cover.path.stat().st_size / 1e6:.1f}"
        out.append(Message("build.summary.wrote", output=self.cover.path, megabytes=megabytes))
        return out + [f.line() for f in self.findings]


def plan_order(doc: PrintDocument, preset: Preset, large_print: bool) -> OrderPlan:
    """Paginate and pad ``doc`` for ``preset`` (see the module docstring) and check the plan."""
    from app.print.paginate import paginate

    options = preset.print_options(large_print)
    doc = paginate(doc, options)
    b, s = preset.binding, preset.service
    before = len(doc.pages)
    doc, added = pad_pages(doc, b.min_pages, b.multiple, s.last_page_blank)
    added_pages = doc.pages[before : before + added]
    note = service_padding_note(added_pages, s.name, BINDING_NAMES[b.key], b)
    wrap = cover_wrap(preset, len(doc.pages))
    return OrderPlan(
        doc, options, added, wrap, [note] if note else [], plan_findings(doc, preset, added, wrap)
    )


def cover_path(interior: Path) -> Path:
    """``book.pdf`` → ``book-cover.pdf`` beside it."""
    return interior.with_name(f"{interior.stem}-cover{interior.suffix}")


def write_order(
    doc: PrintDocument,
    path: str | Path,
    preset: Preset,
    large_print: bool,
    *,
    force: bool = False,
    extra_findings: list[OrderFinding] | None = None,
    cancelled=None,
) -> OrderReport:
    """Write the interior at ``path`` and the cover at :func:`cover_path` for ``preset``; returns an
    :class:`OrderReport`. ``extra_findings`` (e.g. the licence guard's) join the plan's.

    Raises :class:`OrderRefused` listing every blocking finding, in the book's language, before anything is
    written unless ``force``; BookError / Cancelled as :func:`app.print.pdf.write_pdf` does."""
    from app.print.cover_pdf import write_cover
    from app.print.pdf import write_pdf

    target = Path(path)
    plan = plan_order(doc, preset, large_print)
    plan.findings = [*(extra_findings or []), *plan.findings]
    if plan.blocking and not force:
        head = Message(
            "print.order.refused", file=target.name, count=len(plan.blocking), service=preset.service.name
        )
        raise OrderRefused([head, *(f.line() for f in plan.blocking)])
    interior = write_pdf(plan.doc, target, plan.options, cancelled=cancelled, prepared=True)
    cover = write_cover(plan.doc, cover_path(target), preset, len(plan.doc.pages), large_print)
    found = file_findings(target, cover.path, preset, plan.wrap, interior.images, plan.doc.language)
    return OrderReport(interior, cover, plan, [*plan.findings, *found], preset.service.name)
