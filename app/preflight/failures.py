"""Pictures that failed their checks, remembered per page in ``cache/picture-failures.json`` so the preflight can name them
until the page is drawn again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.book.model import Page
from app.book.project import BookProject
from words import Message


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
    """Remember that ``page``'s new picture failed its checks (``code`` from :mod:`model.pipelines.checks`), so the
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
    is stored, the page keeps what it had, ``summary`` (:class:`app.build.book.BuildSummary`) names it under
    ``failed`` (``number``: the page's 1-based number in the book, its title, what happened, what to do) and
    the preflight reports it until a good picture is drawn (:func:`record_failure`)."""
    from words import message_of

    what = NOT_STORED.get(err.code) or Message("build.failed.not_stored", what=message_of(err))
    where = Message("where.page_titled", number=number, title=page.title) if page.title else None
    summary.failed.append(
        Message("located", where=where or Message("where.page", number=number), message=what)
    )
    if any(p is page for p in project.book.pages):  # not a variation (a copy of the page with another seed)
        record_failure(project, page, err.code, str(err))


PROBLEM_SENTENCES = {
    "nan": Message("preflight.problem.nan"),
    "flagged": Message("preflight.problem.flagged"),
    "black": Message("preflight.problem.black"),
    "blank": Message("preflight.problem.blank"),
    "failed": Message("preflight.problem.failed"),
}
"""What happened to a bad picture, by :mod:`model.pipelines.checks` problem code."""

PROBLEM_FIXES = {
    "nan": Message("preflight.fix.nan"),
    "flagged": Message("preflight.fix.flagged"),
}
DEFAULT_FIX = Message("preflight.fix.default")


NOT_STORED = {
    "nan": Message("build.failed.nan"),
    "flagged": Message("build.failed.flagged"),
    "black": Message("build.failed.black"),
    "blank": Message("build.failed.blank"),
}
"""What a build says of a page whose new picture failed its checks, by :mod:`model.pipelines.checks` problem
code (:data:`model.pipelines.checks.WHAT_HAPPENED` and ``WHAT_TO_DO``, then that nothing was stored)."""


FAILURES_FILE = Path("cache") / "picture-failures.json"
"""Where a build records pages whose new picture failed its checks (relative to the book folder)."""
