"""What an export is asked to do and what it answers: options, progress, the result, the drawing plan.

Plain data (no Qt), passed between :class:`app.viewmodels.exporter.ExportViewModel`, the worker thread and
:class:`app.ui.export_dialog.ExportDialog`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.book.model import Book
    from app.preflight import Preflight
    from app.print.order_checks import OrderFinding
    from words import Message


@dataclass
class ExportOptions:
    """What the export dialog asks: trim size name ("a4", "a5", "square"), bleed (3 mm of background art
    beyond the trim, with crop marks in the slug: :mod:`app.book.layout`; on by default), large print, and
    ``print_shop``: PDF/X-4 in CMYK for a print shop (:mod:`app.print.pdfx`; bleed is then always on) instead
    of the RGB file for screens and home printers. ``service`` (a key of :data:`app.print.services.SERVICES`,
    "" for none), ``binding`` and ``paper`` ("" for the service's default): the interior and ``-cover.pdf`` as
    that print-on-demand service takes them (:mod:`app.print.order`; bleed and print shop then come from it)."""

    trim: str = "a4"
    bleed: bool = True
    large_print: bool = True
    print_shop: bool = False
    service: str = ""
    binding: str = ""
    paper: str = ""


@dataclass
class ExportResult:
    """A finished export: the PDF, its size in bytes, the pages, pictures drawn and reused, the build's
    warnings (one line each, e.g. a photo too small to print sharply), and the pictures made on the way
    (page id → cache key); ``cover``: the cover file written beside it for a print service, else None."""

    path: Path
    bytes: int
    pages: int
    made: int
    reused: int
    warnings: list[str] = field(default_factory=list)
    pictures: dict[str, str] = field(default_factory=dict)
    cover: Path | None = None
    unchanged_since: str | None = None
    """When nothing changed since an export: when it wrote the PDF this one reused (:mod:`app.build.reuse`)."""


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


def drawing_plan(project, engine: str, model: str | None) -> DrawingPlan:
    """How many of ``project``'s pages an export would have to draw (no picture yet, or its file gone), with
    which engine and model (``engine``/``model``: the book's choice, :func:`app.viewmodels.illustrate.engine_choice`;
    an engine that cannot run here falls back to the sketch engine, as the build does) and the last measured
    seconds per picture. Cheap: reads the book and the sidecars."""
    from model.engines import resolve_engine
    from model.errors import ModelError

    try:
        engine = engine if engine == "server" else resolve_engine(engine, model)
    except ModelError:
        engine = "sketch"
    missing = [
        p for p in project.book.pages if not (p.illustration and project.has_illustration(p.illustration))
    ]
    if engine == "server":  # drawn on the server: its time per picture is not this computer's
        return DrawingPlan(len(missing), engine, model)
    if engine != "diffusion":
        return DrawingPlan(len(missing), engine, None)
    return DrawingPlan(
        len(missing), engine, model, last_seconds_per_picture(project, model) if missing else None
    )


@dataclass
class OrderOutline:
    """What a print service implies for the book. From the preset: the ``service``'s name, the ``binding`` and
    ``paper`` keys, ``trim_mm`` (width × height of the finished page, the service's size for the book's),
    ``bleed_mm``, ``crop_marks``, ``colour`` ("srgb", "pdfx1a" or "pdfx4") and ``cover`` (the cover file's
    name). ``planned`` once :func:`planned_outline` laid the book out: ``pages`` (interior pages as the service
    gets them), ``added`` (of which padding), ``spine_mm`` (0 when saddle-stitched), ``spine_text`` (whether
    the spine carries the title), ``cover_mm`` (the cover file's width × height, mm) and ``findings``
    (:class:`app.print.order_checks.OrderFinding`, in the book's language).
    ``error``: why the choice cannot be made (one line, the interface language; e.g. no hardcover in that size)."""

    service: str = ""
    binding: str = ""
    paper: str = ""
    trim_mm: tuple[float, float] = (0.0, 0.0)
    bleed_mm: float = 0.0
    crop_marks: bool = False
    colour: str = "srgb"
    cover: str = ""
    planned: bool = False
    pages: int = 0
    added: int = 0
    spine_mm: float = 0.0
    spine_text: bool = False
    cover_mm: tuple[float, float] = (0.0, 0.0)
    findings: list[OrderFinding] = field(default_factory=list)
    error: str = ""

    @property
    def blocking(self) -> int:
        """How many findings block the order."""
        return sum(f.severity == "blocking" for f in self.findings)


@dataclass
class PreflightOutcome:
    """The answer to one preflight request: ``request`` (the number
    :meth:`ExportViewModel.request_preflight` returned) and the ``preflight``, or None when the check could
    not run; ``error`` then says why, in one line in the interface language (never a traceback). ``order``: for
    a print service, what it implies with the book laid out for it (:func:`app.viewmodels.export_order.planned_outline`:
    page count, spine, the service's findings), else None."""

    request: int
    preflight: Preflight | None = None
    error: str | Message = ""  # a Message from the worker, said in the GUI thread
    order: OrderOutline | None = None


@dataclass
class _PreflightAsked:
    """What the latest preflight request checked: the options' key, the copy of the book, the pictures whose
    drawing failed (their record in the book folder) and, once it came, the outcome."""

    request: int
    key: tuple
    book: Book
    failures: dict
    outcome: PreflightOutcome | None = None


@dataclass
class ExportProgress:
    """Where an export is: ``page`` of ``pages``, ``step`` of ``steps`` on that page, a message."""

    page: int
    pages: int
    step: int
    steps: int
    message: Message | str = ""
