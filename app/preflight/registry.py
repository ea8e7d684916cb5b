"""The preflight: everything on each page that stands between the book and the printer, in plain words.

Print shops and publishing tools check a file before it is printed; this does the same for a book folder,
without drawing or writing anything. For every page it runs the functions in :data:`PAGE_CHECKS` and collects
their :class:`Finding` s — a code, a severity and one sentence saying what is wrong and what to do, in the
book's language (Chinese in a Chinese book). ``memorybook check`` prints them, ``memorybook build`` ends its
summary with them and the desktop app lists them before export.

Severities (:data:`SEVERITIES`): ``blocking`` (the printed book would be wrong: no picture, a black or flagged
picture, a missing photo, characters no shipped font draws, printed as 〓), ``worth_fixing`` (it prints, but not as it
should: a stale or soft picture, a continuation page holding a few characters), ``note`` (worth knowing: a page
printed as a text page because it has no photo and no model is chosen).

Adding a check (other modules plug in here, e.g. a likeness check): write ``fn(ctx: PageContext) ->
Iterable[Finding]``, decorate it with :func:`page_check`, and make sure its module is imported before
:func:`run_preflight` runs (list it in :data:`CHECK_MODULES`). Make each finding with :func:`finding`, which
picks the sentence in the book's language from the check's own ``(english, chinese)`` pair.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from app.book.model import Page
from app.book.project import BookProject

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
    and ``message`` (what is wrong and what to do, in the book's language)."""

    code: str
    severity: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "severity": self.severity, "message": self.message}


@dataclass
class PageReport:
    """A page's findings: its 1-based ``number`` as the book numbers it, ``title`` and ``page_id``."""

    number: int
    title: str
    page_id: str
    findings: list[Finding] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "title": self.title,
            "findings": [f.to_dict() for f in self.findings],
        }


@dataclass
class Preflight:
    """The preflight of a whole book: one :class:`PageReport` per page, in page order."""

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
        """``{"pages": [{"number", "title", "findings": [{"code", "severity", "message"}]}], "blocking": int}``."""
        return {"pages": [p.to_dict() for p in self.pages], "blocking": self.blocking}

    def lines(self) -> list[str]:
        """One line per finding, ``"<severity>: page N “title”: <message>"`` (``"值得修改：第 N 页「标题」：…"``),
        most serious first; a last line says whether anything blocks printing. In the findings' language."""
        zh = self.language == "zh"
        colon = label_colon(zh)
        out = [
            f"{severity_label(f.severity, zh)}{colon}{page_label(p, zh)}{colon}{f.message}"
            for p, f in self.findings()
        ]
        if self.blocking:
            out.append(
                f"{self.blocking} 个问题会妨碍印刷；请先解决"
                if zh
                else f"{self.blocking} problem(s) block printing"
            )
        elif not out:
            out.append("预检：没有发现问题" if zh else "preflight: nothing found")
        return out


def severity_label(severity: str, zh: bool) -> str:
    """``blocking`` → "blocks printing" / "妨碍印刷", and so on."""
    labels = {
        "blocking": ("blocks printing", "妨碍印刷"),
        "worth_fixing": ("worth fixing", "值得修改"),
        "note": ("note", "提示"),
    }
    return labels[severity][1 if zh else 0]


def label_colon(zh: bool) -> str:
    """What follows a label in a line (a severity, a page): the full-width "：" in Chinese, ": " in English."""
    return "：" if zh else ": "


def page_label(page: PageReport, zh: bool) -> str:
    """``page 3 “Title”`` / ``第 3 页「标题」``; ``cover`` / ``封面`` and ``colophon`` / ``版权页`` for the reports
    of the parts that are no page of the book (number 0)."""
    if page.number == 0:
        return {"cover": ("cover", "封面"), "colophon": ("colophon", "版权页")}.get(page.page_id, ("", ""))[
            zh
        ]
    if zh:
        return f"第 {page.number} 页「{page.title}」" if page.title else f"第 {page.number} 页"
    return f"page {page.number} “{page.title}”" if page.title else f"page {page.number}"


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
        """Whether findings are written in Chinese (:attr:`language`, else the book's language)."""
        return (self.language or self.project.book.language) == "zh"

    def finding(self, code: str, severity: str, sentences: tuple[str, str], **values: Any) -> Finding:
        """A :class:`Finding` whose message is ``sentences[1]`` (Chinese) or ``sentences[0]`` (English),
        formatted with ``values``."""
        if severity not in SEVERITIES:
            raise ValueError(f"unknown severity {severity!r}")
        return Finding(code, severity, sentences[1 if self.zh else 0].format(**values))


def page_check(fn: PageCheck) -> PageCheck:
    """Register ``fn`` in :data:`PAGE_CHECKS` (once) and return it: use as a decorator."""
    if fn not in PAGE_CHECKS:
        PAGE_CHECKS.append(fn)
    return fn


# -- pictures whose checks failed in a build -------------------------------------------------------------
