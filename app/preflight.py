"""The preflight: everything on each page that stands between the book and the printer, in plain words.

Print shops and publishing tools check a file before it is printed; this does the same for a book folder,
without drawing or writing anything. For every page it runs the functions in :data:`PAGE_CHECKS` and collects
their :class:`Finding` s — a code, a severity and one sentence saying what is wrong and what to do, in the
book's language (Chinese in a Chinese book). ``memorybook check`` prints them, ``memorybook build`` ends its
summary with them and the desktop app lists them before export.

Severities (:data:`SEVERITIES`): ``blocking`` (the printed book would be wrong: no picture, a black or flagged
picture, a missing photo, characters no shipped font draws, printed as 〓), ``worth_fixing`` (it prints, but not as it
should: a stale or soft picture, a page with only a colour wash, a continuation page holding a few
characters), ``note``.

Adding a check (other modules plug in here, e.g. a likeness check): write ``fn(ctx: PageContext) ->
Iterable[Finding]``, decorate it with :func:`page_check`, and make sure its module is imported before
:func:`run_preflight` runs (list it in :data:`CHECK_MODULES`). Make each finding with :func:`finding`, which
picks the sentence in the book's language from the check's own ``(english, chinese)`` pair.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.book.model import Page
from app.book.project import BookProject

SEVERITIES = ("blocking", "worth_fixing", "note")
"""Finding severities, most serious first."""

PageCheck = Callable[["PageContext"], Iterable["Finding"]]

PAGE_CHECKS: list[PageCheck] = []
"""The registry of page checks, run in order on every page by :func:`run_preflight`. Each takes a
:class:`PageContext` and yields :class:`Finding` s; register one with :func:`page_check`."""

CHECK_MODULES: list[str] = ["app.preflight_checks", "app.preflight_likeness"]
"""Modules whose import registers page checks (imported by :func:`run_preflight`)."""

FAILURES_FILE = Path("cache") / "picture-failures.json"
"""Where a build records pages whose new picture failed its checks (relative to the book folder)."""


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
        """One line per finding, ``"<severity>: page N “title”: <message>"``, most serious first; a last line
        says whether anything blocks printing. In the book's language."""
        zh = self.language == "zh"
        out = [
            f"{severity_label(f.severity, zh)}: {page_label(p, zh)}: {f.message}" for p, f in self.findings()
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


def page_label(page: PageReport, zh: bool) -> str:
    """``page 3 “Title”`` / ``第 3 页「标题」``."""
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

    @property
    def zh(self) -> bool:
        """Whether findings are written in Chinese (the book's language)."""
        return self.project.book.language == "zh"

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


def run_preflight(
    project: BookProject,
    *,
    trim: str | None = None,
    bleed: bool = False,
    large_print: bool | None = None,
    engine: str | None = None,
    model: str | None = None,
    cancel: Any = None,
) -> Preflight:
    """Run every registered page check on every page of ``project`` (reads only; draws and writes nothing).

    ``trim``/``bleed``/``large_print`` are the print options to check against (default: the book's);
    ``engine``/``model`` how missing pictures would be drawn (default: the book's settings). The print
    layout's dry run needs Qt (a ``QGuiApplication`` is started offscreen when none runs); it paints into a
    ``QImage`` only, so the desktop app runs the whole preflight in its worker thread, on a copy of the book.
    ``cancel`` (a :class:`model.api.CancelToken`) is looked at between pages: once set,
    :class:`model.errors.Cancelled` is raised.
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
    printed = _printed(project, trim, bleed, large_print, cancel)
    reports = []
    for number, page in enumerate(book.pages, start=1):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        ctx = PageContext(project, page, number, engine_name, model, printed.get(page.id, {}))
        report = PageReport(number, page.title, page.id)
        for check in PAGE_CHECKS:
            report.findings += list(check(ctx))
        reports.append(report)
    return Preflight(reports, book.language)


def _printed(project: BookProject, trim, bleed, large_print, cancel=None) -> dict[str, dict[str, Any]]:
    """``{page id: {"dpi": [...], "continuations": [...]}}`` from a dry run of the print layout."""
    from app.preflight_checks import dry_run_layout

    return dry_run_layout(project, trim, bleed, large_print, cancel=cancel)


# -- pictures whose checks failed in a build -------------------------------------------------------------


def read_failures(project: BookProject) -> dict[str, dict[str, Any]]:
    """``{page id: {"code", "message", "illustration"}}``: pages whose last drawn picture failed its checks (see
    :func:`record_failure`); empty when none or the record is unreadable."""
    path = project.root / FAILURES_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def record_failure(project: BookProject, page: Page, code: str, message: str) -> None:
    """Remember that ``page``'s new picture failed its checks (``code`` from :mod:`model.checks`), so the
    preflight reports it until a good picture is drawn or another picture is chosen for the page (the record
    keeps the page's picture at the time). Written atomically."""
    record = {"code": code, "message": message, "illustration": page.illustration}
    _write_failures(project, read_failures(project) | {page.id: record})


def clear_failure(project: BookProject, page: Page) -> None:
    """Forget ``page``'s failed picture (a good one was drawn); no-op when none was recorded."""
    failures = read_failures(project)
    if failures.pop(page.id, None) is not None:
        _write_failures(project, failures)


def _write_failures(project: BookProject, failures: dict[str, Any]) -> None:
    from app.book.fileio import atomic_write_bytes

    path = project.root / FAILURES_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, json.dumps(failures, ensure_ascii=False, indent=1).encode("utf-8"))


def note_failed_picture(project: BookProject, page: Page, number: int, err, summary) -> None:
    """A page's new picture failed its checks (``err``: :class:`model.errors.PictureError`) in a build: nothing
    is stored, the page keeps what it had, ``summary`` (:class:`app.build.BuildSummary`) names it under
    ``failed`` (``number``: the page's 1-based number in the book, its title, what happened, what to do) and
    the preflight reports it until a good picture is drawn (:func:`record_failure`)."""
    from model.checks import WHAT_HAPPENED, describe

    what = describe(err.code) if err.code in WHAT_HAPPENED else str(err)
    title = f" “{page.title}”" if page.title else ""
    summary.failed.append(f"page {number}{title}: {what}; no picture was stored for it")
    if any(p is page for p in project.book.pages):  # not a variation (a copy of the page with another seed)
        record_failure(project, page, err.code, str(err))
