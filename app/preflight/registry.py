"""The preflight: everything on each page that stands between the book and the printer, in plain words.

Print shops and publishing tools check a file before it is printed; this does the same for a book folder,
without drawing or writing anything. For every page it runs the functions in :data:`PAGE_CHECKS` and collects
their :class:`Finding` s — a code, a severity and a :class:`words.Message` saying what is wrong and what to
do, said at the edge in the reader's language (:attr:`Preflight.language`). ``memorybook check`` prints them, ``memorybook build`` ends its
summary with them and the desktop app lists them before export.

Severities (:data:`SEVERITIES`): ``blocking`` (the printed book would be wrong: no picture, a black or flagged
picture, a missing photo, characters no shipped font draws, printed as 〓), ``worth_fixing`` (it prints, but not as it
should: a stale or soft picture, a continuation page holding a few characters), ``note`` (worth knowing: a page
printed as a text page because it has no photo and no model is chosen).

Adding a check (other modules plug in here, e.g. a likeness check): write ``fn(ctx: PageContext) ->
Iterable[Finding]``, decorate it with :func:`page_check`, and make sure its module is imported before
:func:`run_preflight` runs (list it in :data:`CHECK_MODULES`). Make each finding with
:meth:`PageContext.finding` and a ``Message("preflight.<code>", …)`` whose sentences are in
``words/catalogue/en.po`` and ``zh_CN.po``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from app.book.model import Page
from app.book.project import BookProject
from words import Message, say

SEVERITIES = ("blocking", "worth_fixing", "note")
"""Finding severities, most serious first."""

PageCheck = Callable[["PageContext"], Iterable["Finding"]]

PAGE_CHECKS: list[PageCheck] = []
"""The registry of page checks, run in order on every page by :func:`run_preflight`. Each takes a
:class:`PageContext` and yields :class:`Finding` s; register one with :func:`page_check`."""

CHECK_MODULES: list[str] = [
    "app.preflight.checks",
    "app.preflight.likeness",
    "app.preflight.sheets",
    "app.preflight.licence",
    "app.preflight.large_print",
    "app.preflight.language",
    "app.preflight.cut_text",
]
"""Modules whose import registers page checks (imported by :func:`run_preflight`)."""


@dataclass(frozen=True)
class Finding:
    """One problem on one page: ``code`` (e.g. ``"bad_picture"``), ``severity`` (one of :data:`SEVERITIES`)
    and ``message`` (what is wrong and what to do: a :class:`words.Message`, said at the edge)."""

    code: str
    severity: str
    message: Message | str

    def to_dict(self, language: str | None = None) -> dict[str, str]:
        """``{"code", "severity", "message"}``, the message said in ``language`` (default: the process's)."""
        return {"code": self.code, "severity": self.severity, "message": say(self.message, language)}


@dataclass
class PageReport:
    """A page's findings: its 1-based ``number`` as the book numbers it, ``title`` and ``page_id``."""

    number: int
    title: str
    page_id: str
    findings: list[Finding] = field(default_factory=list)

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        return {
            "number": self.number,
            "title": self.title,
            "findings": [f.to_dict(language) for f in self.findings],
        }


@dataclass
class Preflight:
    """The preflight of a whole book: one :class:`PageReport` per page, in page order, and the ``language``
    its findings are to be said in (the one asked for, else the book's)."""

    pages: list[PageReport]
    language: str = "en"

    @property
    def blocking(self) -> int:
        """How many findings block printing."""
        return sum(f.severity == "blocking" for p in self.pages for f in p.findings)

    def findings(self) -> list[tuple[PageReport, Finding]]:
        """Every ``(page, finding)``, most serious first, then in page order."""
        pairs = [(p, f) for p in self.pages for f in p.findings]
        return sorted(pairs, key=lambda pf: (SEVERITIES.index(pf[1].severity), pf[0].number))

    def to_dict(self) -> dict[str, Any]:
        """``{"pages": [{"number", "title", "findings": [{"code", "severity", "message"}]}], "blocking": int}``,
        the messages said in :attr:`language`."""
        return {"pages": [p.to_dict(self.language) for p in self.pages], "blocking": self.blocking}

    def lines(self) -> list[Message]:
        """One line per finding, ``"<severity>: page N “title”: <message>"``, most serious first; a last line
        says whether anything blocks printing. Say them in :attr:`language`."""
        out = [
            Message(
                "preflight.line", severity=severity_label(f.severity), where=page_label(p), message=f.message
            )
            for p, f in self.findings()
        ]
        if self.blocking:
            out.append(Message("preflight.blocking", count=self.blocking))
        elif not out:
            out.append(Message("preflight.nothing_found"))
        return out


SEVERITY_LABELS = {
    "blocking": Message("preflight.severity.blocking"),
    "worth_fixing": Message("preflight.severity.worth_fixing"),
    "note": Message("preflight.severity.note"),
}
"""Each severity as a reader is told it ("blocks printing", "worth fixing", "note")."""


def severity_label(severity: str) -> Message:
    """``blocking`` → "blocks printing" / "妨碍印刷", and so on."""
    return SEVERITY_LABELS[severity]


def page_label(page: PageReport) -> Message:
    """``page 3 “Title”`` / ``第 3 页“标题”``; ``cover`` / ``封面`` and ``colophon`` / ``版权页`` for the reports
    of the parts that are no page of the book (number 0)."""
    if page.number == 0:
        return Message("where.colophon") if page.page_id == "colophon" else Message("where.cover")
    if page.title:
        return Message("where.page_titled", number=page.number, title=page.title)
    return Message("where.page", number=page.number)


@dataclass
class PageContext:
    """What a page check sees: the ``project``, the ``page`` and its 1-based ``number``, the resolved
    ``engine`` ("sketch"/"diffusion") and ``model`` the book is drawn with, and ``printed``: what a dry run
    of the print layout found for this page (``{"dpi": [(label, effective dpi)], "continuations":
    [lines on each continuation page]}``, empty when the layout could not run)."""

    project: BookProject
    page: Page
    number: int
    engine: str
    model: str | None
    printed: dict[str, Any] = field(default_factory=dict)
    language: str | None = None
    """The findings' language ("zh"/"en"); None: the book's."""

    @property
    def zh(self) -> bool:
        """Whether findings are to be read in Chinese (:attr:`language`, else the book's language): for the words
        a check takes from data kept in both languages (a model's licence)."""
        return (self.language or self.project.book.language) == "zh"

    def finding(self, code: str, severity: str, message: Message) -> Finding:
        """A :class:`Finding` of ``code`` and ``severity`` saying ``message``."""
        if severity not in SEVERITIES:
            raise ValueError(f"unknown severity {severity!r}")
        return Finding(code, severity, message)


def page_check(fn: PageCheck) -> PageCheck:
    """Register ``fn`` in :data:`PAGE_CHECKS` (once) and return it: use as a decorator."""
    if fn not in PAGE_CHECKS:
        PAGE_CHECKS.append(fn)
    return fn


# -- pictures whose checks failed in a build -------------------------------------------------------------
