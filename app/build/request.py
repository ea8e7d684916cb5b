"""What one build is asked to do: :class:`BuildRequest`, every option of :func:`app.build.build_book`, checked once
when it is made (the command line and the app make one; nothing below checks an option again), and
:class:`OrderChoice`, a print-on-demand order. A wrong value is a programming error, not the user's (the command
line and the export dialog offer only valid ones): ValueError naming the field."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Literal

TRIMS = ("a4", "a5", "square")
"""The trim sizes a book prints at (square = 210 mm; :mod:`app.book.layout`)."""

LANGUAGES = ("zh", "en")
"""The languages the preflight's findings are written in."""

NOT_PRINTED = frozenset({"reuse", "timeout_s", "order", "distributed", "engine", "model"})
""":class:`BuildRequest` fields that do not shape the PDF or its summary as asked (:meth:`BuildRequest.print_shaping`):
whether to reuse and how long to wait; an order or a distributed build is never reused (:mod:`app.build.reuse`);
the engine and model shape it as the build resolves them (the book's when None), and count as such."""


def _refuse(field: str, value: object, expected: str) -> None:
    raise ValueError(f"BuildRequest.{field}: {value!r} is not {expected}")


def _optional_text(owner: str, field: str, value: object) -> None:
    if value is not None and not isinstance(value, str):
        raise ValueError(f"{owner}.{field}: {value!r} is not a str or None")


@dataclass(frozen=True)
class OrderChoice:
    """A print-on-demand order: the ``service`` (a key of :data:`app.print.services.SERVICES`), its ``binding``
    and ``paper`` (None: the service's default), and ``force`` (write it even when something blocks it). Which
    service, binding and paper exist is said by :func:`app.print.services.preset` (in the user's words)."""

    service: str
    binding: str | None = None
    paper: str | None = None
    force: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.service, str) or not self.service:
            raise ValueError(f"OrderChoice.service: {self.service!r} is not a service's name")
        _optional_text("OrderChoice", "binding", self.binding)
        _optional_text("OrderChoice", "paper", self.paper)
        if not isinstance(self.force, bool):
            raise ValueError(f"OrderChoice.force: {self.force!r} is not True or False")


@dataclass(frozen=True)
class BuildRequest:
    """Every option of one build (:func:`app.build.build_book`); the defaults are a plain build of the book as it
    is set. Raises ValueError naming the field when a value is of the wrong kind or out of range."""

    engine: str | None = None
    """"sketch", "diffusion" or "auto" (:func:`model.engines.resolve_engine`); None = the book's."""
    model: str | None = None
    """A catalogue or hub id, a diffusers folder or a .safetensors file; None = the book's."""
    trim: str | None = None
    """One of :data:`TRIMS`; None = the book's."""
    bleed: bool = False
    """3 mm of bleed with crop marks, TrimBox and BleedBox (always on with ``print_shop``)."""
    large_print: bool | None = None
    """None = the book's setting."""
    print_shop: bool = False
    """PDF/X-4 in CMYK with bleed, the page count a multiple of 4 and a back cover (:mod:`app.print.pdfx`)."""
    order: OrderChoice | None = None
    """A print-on-demand order instead of the PDF alone (:mod:`app.build.order`)."""
    keep_pictures: bool = False
    """Pages with a picture keep it and only the others are drawn (else every page gets the current engine and
    model's picture, made or cached)."""
    placement: str | None = None
    """"auto" or a strategy of :mod:`model.placement` for the diffusion model; None = whole on one device."""
    model_processes: int | None = None
    """Model processes on this machine (at least 1), pages handed out as a queue; None = as the placement says."""
    distributed: bool = False
    """Under torchrun / accelerate launch: the processes share the pages, rank 0 writes the book and the PDF."""
    timeout_s: float | None = None
    """Seconds a launched process may stay silent before it is named and the build stops; None = 5 minutes."""
    language: str | None = None
    """The preflight findings' language, one of :data:`LANGUAGES`; None = the book's."""
    reuse: bool | Literal["record"] = False
    """The last build's PDF when nothing changed (:mod:`app.build.reuse`); "record": build again and record it."""

    def __post_init__(self) -> None:
        for name in ("engine", "model", "placement"):
            _optional_text("BuildRequest", name, getattr(self, name))
        for name in ("bleed", "print_shop", "keep_pictures", "distributed"):
            if not isinstance(getattr(self, name), bool):
                _refuse(name, getattr(self, name), "True or False")
        if self.large_print is not None and not isinstance(self.large_print, bool):
            _refuse("large_print", self.large_print, "True, False or None")
        if self.trim is not None and self.trim not in TRIMS:
            _refuse("trim", self.trim, f"one of {', '.join(TRIMS)} or None")
        if self.order is not None and not isinstance(self.order, OrderChoice):
            _refuse("order", self.order, "an OrderChoice or None")
        processes = self.model_processes
        if processes is not None and (
            isinstance(processes, bool) or not isinstance(processes, int) or processes < 1
        ):
            _refuse("model_processes", processes, "a whole number above 0 or None")
        timeout = self.timeout_s
        if timeout is not None and not (
            isinstance(timeout, (int, float))
            and not isinstance(timeout, bool)
            and 0 < timeout
            and math.isfinite(timeout)
        ):
            _refuse("timeout_s", timeout, "a number of seconds above 0 or None")
        if self.language is not None and self.language not in LANGUAGES:
            _refuse("language", self.language, f"one of {', '.join(LANGUAGES)} or None")
        if not (isinstance(self.reuse, bool) or self.reuse == "record"):
            _refuse("reuse", self.reuse, 'True, False or "record"')

    def print_shaping(self) -> dict[str, object]:
        """The fields that shape the PDF and its summary as asked (JSON values), for the reuse check's
        fingerprint: every field but :data:`NOT_PRINTED`."""
        return {name: value for name, value in asdict(self).items() if name not in NOT_PRINTED}
