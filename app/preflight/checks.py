"""The preflight's own page checks (registered in :data:`app.preflight.registry.PAGE_CHECKS` on import) and the dry
run of the print layout they read.

Each check names what is wrong and the fix in one :class:`words.Message` (``preflight.<code>``, its sentences in
``words/catalogue``). Typesetting is
not re-done here: characters no shipped font can draw come from :func:`app.print.fonts.missing_characters`,
continuation pages from :func:`app.print.paginate.paginate`, and a picture's effective DPI from
:func:`app.print.painter.paint_page`, the functions that make the PDF.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from app.preflight.failures import DEFAULT_FIX, PROBLEM_FIXES, PROBLEM_SENTENCES, read_failures
from app.preflight.registry import PageContext, page_check
from app.preflight.stale import stale_picture
from words import Message

SHORT_CONTINUATION_LINES = 4
"""A continuation page holding this many lines or fewer (a mostly empty page: the print layout already never
leaves fewer than 3, app.print.paginate.MIN_CONTINUATION_LINES) is worth avoiding by shortening the text."""


@page_check
def photo_in_book(ctx: PageContext) -> Iterator:
    """A page whose photo file is missing from the book folder, or is no picture Pillow can open (junk bytes
    under its name, a damaged copy: the build cannot draw from it) — blocking."""
    photo = ctx.page.photo
    if not photo:
        return
    path = ctx.project.root / "photos" / photo
    info = ctx.project.book.photos.get(photo)
    name = info.original_name if info is not None and info.original_name else photo
    if not path.is_file():
        yield ctx.finding("photo_missing", "blocking", Message("preflight.photo_missing", name=name))
    elif not _opens(path):
        yield ctx.finding("photo_unreadable", "blocking", Message("preflight.photo_unreadable", name=name))


def _opens(path) -> bool:
    """Whether Pillow recognises ``path`` as a picture (its header only; nothing decoded)."""
    from PIL import Image

    try:
        with Image.open(path):
            return True
    except Exception:  # noqa: BLE001 - UnidentifiedImageError, OSError, a decompression-bomb refusal …
        return False


@page_check
def picture(ctx: PageContext) -> Iterator:
    """No picture, a page printed as a text page (no photo, no model), a bad picture (a failed drawing, black or one flat
    colour) and a stale picture."""
    refused = list(_failed_or_damaged(ctx))
    if refused:  # the picture there is not the page's: nothing more to say of it
        yield from refused
        return
    project, page = ctx.project, ctx.page
    has_picture = bool(page.illustration and project.has_illustration(page.illustration))
    sidecar = _sidecar(ctx) if has_picture else {}
    engine = (sidecar.get("info") or {}).get("engine") if has_picture else ctx.engine
    if not page.photo and engine == "sketch" and ctx.engine != "sketch":  # a model is chosen now
        yield ctx.finding("wash_drawn", "worth_fixing", Message("preflight.wash_drawn"))
        return
    if not page.photo and engine == "sketch":
        yield ctx.finding("wash_only", "note", Message("preflight.wash_only"))
    elif not has_picture:
        yield ctx.finding("no_picture", "worth_fixing", Message("preflight.no_picture"))
        return
    if has_picture and page.photo or engine != "sketch":
        yield from _picture_pixels(ctx)
        yield from stale_picture(ctx, sidecar)


def _failed_or_damaged(ctx: PageContext) -> Iterator:
    """A drawing of the page's current illustration that failed its checks (blocking), or a stored picture that
    no longer decodes (worth fixing)."""
    project, page = ctx.project, ctx.page
    failure = read_failures(project).get(page.id)
    if failure is not None and failure.get("illustration") == page.illustration:  # not replaced since
        code = str(failure.get("code")) if failure.get("code") in PROBLEM_SENTENCES else "failed"
        what, fix = PROBLEM_SENTENCES[code], PROBLEM_FIXES.get(code, DEFAULT_FIX)
        yield ctx.finding(
            "bad_picture", "blocking", Message("preflight.bad_picture_unused", what=what, fix=fix)
        )
        return
    if page.illustration and project.damaged_illustration(page.illustration):
        yield ctx.finding("damaged_picture", "worth_fixing", Message("preflight.damaged_picture"))


def _sidecar(ctx: PageContext) -> dict[str, Any]:
    try:
        return ctx.project.illustration_sidecar(ctx.page.illustration or "")
    except (OSError, ValueError):
        return {}


def _picture_pixels(ctx: PageContext) -> Iterator:
    """A stored picture that is black or one flat colour (:func:`model.pipelines.checks.image_problem`)."""
    from app.book.errors import BookError
    from model.pipelines.checks import image_problem

    if "problem" in ctx.printed:  # the build looked at the pixels as it printed them
        problem = ctx.printed["problem"]
    else:
        try:
            problem = image_problem(ctx.project.load_illustration(ctx.page.illustration or ""))
        except BookError:
            problem = "failed"
    if problem:
        what = PROBLEM_SENTENCES[problem]
        yield ctx.finding(
            "bad_picture", "blocking", Message("preflight.bad_picture", what=what, fix=DEFAULT_FIX)
        )


@page_check
def characters(ctx: PageContext) -> Iterator:
    """Characters in the title or text that no shipped font can draw (they would print as the geta mark 〓,
    :data:`app.print.fonts.GETA`, the typesetter's sign for a missing character)."""
    from app.print.fonts import missing_characters

    missing = missing_characters(ctx.page.title + ctx.page.text)
    if missing:
        more = " …" if len(missing) > 5 else ""
        message = Message("preflight.missing_glyphs", chars=list(missing[:5]), more=more)
        yield ctx.finding("missing_glyphs", "blocking", message)


@page_check
def print_layout(ctx: PageContext) -> Iterator:
    """A picture printing below :data:`app.print.pictures.LOW_DPI`, and story text that runs onto a continuation
    page holding only a few characters (from the dry run of the print layout)."""
    from app.print.pictures import LOW_DPI

    for _label, dpi in ctx.printed.get("dpi", []):
        if dpi < LOW_DPI:
            message = Message("preflight.low_dpi", dpi=f"{dpi:.0f}", low=f"{LOW_DPI:.0f}")
            yield ctx.finding("low_dpi", "worth_fixing", message)
    extra = ctx.printed.get("continuations", [])
    if len(extra) == 1 and extra[0] <= SHORT_CONTINUATION_LINES:
        yield ctx.finding(
            "short_continuation", "worth_fixing", Message("preflight.short_continuation", n=extra[0])
        )
    elif len(extra) == 1:
        yield ctx.finding("continuation", "note", Message("preflight.continuation", n=extra[0]))
    elif extra:  # one line for the story, however many pages it runs on
        message = Message("preflight.continuation_pages", pages=len(extra), n=sum(extra))
        yield ctx.finding("continuation", "note", message)


def dry_run_layout(
    project, trim=None, bleed=False, large_print=None, cancel=None
) -> dict[str, dict[str, Any]]:
    """``{page id: {"dpi": [(label, printed dpi)], "continuations": [lines on each continuation page]}}``
    from laying the book out as the PDF would be (:func:`app.print.document.document_for_book`, then
    :func:`~app.print.paginate.paginate`, whose one dry run per page gives the pictures' printed DPI from
    their sizes, decoding none). Empty when a stored picture cannot be read (reported by the picture check).
    Paints into a ``QImage`` only (safe in a worker thread); ``cancel`` (a
    :class:`model.api.CancelToken`) is looked at before and after and raises :class:`model.errors.Cancelled`."""
    from app.book.errors import BookError
    from app.book.layout import PrintOptions
    from app.print.document import document_for_book
    from app.print.fonts import register_fonts
    from app.print.paginate import paginate
    from model.errors import Cancelled

    book = project.book
    options = PrintOptions(
        trim=trim or book.trim_size,
        bleed=bleed,
        large_print=book.large_print if large_print is None else large_print,
    )
    try:
        doc = document_for_book(project, [])
    except (BookError, OSError, ValueError):
        return {}
    register_fonts()
    if cancel is not None and cancel.cancelled:
        raise Cancelled()
    report: list[Any] = []
    layouts: dict[Any, Any] = {}
    try:
        printed = paginate(doc, options, report, layouts).pages
    except (BookError, OSError, ValueError):
        return {}
    if cancel is not None and cancel.cancelled:
        raise Cancelled()
    return printed_by_page(book.pages, printed, report, layouts)


class PixelProblems:
    """What :func:`model.pipelines.checks.image_problem` finds in each picture a build decodes to print it
    (``see`` is ``document_for_book``'s ``on_decode``), so the preflight after the build need not decode the
    pictures again: ``problems`` maps an illustration key to ``"black"``, ``"blank"`` or None."""

    def __init__(self) -> None:
        self.problems: dict[str, str | None] = {}

    def see(self, key: str, image) -> None:
        from model.pipelines.checks import image_problem

        if key not in self.problems:  # every 4th pixel of every 4th row: values kept, not averaged, so a
            w, h = image.size  # noisy picture keeps its spread and a flat one stays flat (16× less work)
            sample = image.resize((max(1, w // 4), max(1, h // 4)), 0) if min(w, h) >= 64 else image
            self.problems[key] = image_problem(sample)  # resample 0: Image.Resampling.NEAREST


def printed_by_page(
    pages, printed, report, layouts, problems: PixelProblems | None = None
) -> dict[str, dict[str, Any]]:
    """The preflight's view of a paginated book: ``{page id: {"dpi": [(label, dpi)], "continuations":
    [lines]}}`` for the book's ``pages`` (:class:`app.book.model.Page`), from the ``printed`` document's pages,
    the continuation ``report`` and the dry-run ``layouts`` (``PageResult`` by printed index) that
    :func:`app.print.paginate.paginate` gave — the build passes those of the PDF it wrote, so the book is not
    laid out again, and the ``problems`` of the pictures it decoded (``"problem"``), so none is decoded again."""
    continued = {c.index: c.lines for c in report}
    originals = [j for j, p in enumerate(printed) if p.kind in ("story", "story-text") and j not in continued]
    page_at = dict(zip(originals, pages, strict=False))
    out: dict[str, dict[str, Any]] = {}
    current = None
    for j in range(len(printed)):
        if j in page_at:
            current = page_at[j]
            result = layouts.get(j)
            out[current.id] = {"dpi": list(result.images) if result else [], "continuations": []}
            out[current.id]["cut"] = list(result.warnings) if result else []  # app.preflight.cut_text
            if problems is not None and current.illustration in problems.problems:
                out[current.id]["problem"] = problems.problems[current.illustration]
        elif j in continued and current is not None:
            out[current.id]["continuations"].append(continued[j])
        elif printed[j].kind in ("cover", "colophon") and layouts.get(j):
            out[printed[j].kind] = {"cut": list(layouts[j].warnings)}
    return out
