"""Pictures that failed their checks, remembered per page in ``cache/picture-failures.json`` so the preflight can name them
until the page is drawn again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.book.model import Page
from app.book.project import BookProject


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
    from model.pipelines.checks import WHAT_HAPPENED, describe

    what = describe(err.code) if err.code in WHAT_HAPPENED else str(err)
    title = f" “{page.title}”" if page.title else ""
    summary.failed.append(f"page {number}{title}: {what}; no picture was stored for it")
    if any(p is page for p in project.book.pages):  # not a variation (a copy of the page with another seed)
        record_failure(project, page, err.code, str(err))


PROBLEM_SENTENCES = {
    "nan": (
        "the picture came out black (the model's VAE overflowed to NaN)",
        "插图是一片黑（模型的 VAE 数值溢出，得到 NaN）",
    ),
    "flagged": (
        "the model's safety checker blacked the picture out, even after redrawing it with other seeds",
        "模型的安全检查器把插图涂黑了，换了随机种子重画也一样",
    ),
    "black": ("the picture is all black", "插图是一片黑"),
    "blank": ("the picture is one flat colour, with nothing drawn", "插图只有一种颜色，什么也没画出来"),
    "failed": ("the picture could not be drawn", "插图没能画出来"),
}
"""What happened to a bad picture, by :mod:`model.pipelines.checks` problem code: ``(english, chinese)``."""

PROBLEM_FIXES = {
    "nan": (
        "draw it again on a GPU (the VAE then runs in float32) or choose another model",
        "请在有显卡的电脑上重画（VAE 会用 float32），或换一个模型",
    ),
    "flagged": (
        "reword the page's scene and draw it again, or turn the model's safety checker off in the picture "
        "settings",
        "请改写本页的画面描述后重画，或在插图设置里关闭模型的安全检查器",
    ),
}
DEFAULT_FIX = (
    "draw the page again with another seed, or choose another model",
    "请换一个随机种子重画本页，或换一个模型",
)


FAILURES_FILE = Path("cache") / "picture-failures.json"
"""Where a build records pages whose new picture failed its checks (relative to the book folder)."""
