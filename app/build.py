"""Building a book: illustrate every page (reusing cached pictures), then write the print-ready PDF.

The same function serves ``memorybook build``, ``memorybook demo`` and the desktop app. Illustrations are
cached in the book folder by their request's cache key (everything that shapes the picture: engine and model
fingerprint, prompt, seed, settings, photo and LoRA hashes), so a rebuild draws only the pages that changed.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app import __version__
from app.book.model import Page
from app.book.project import BookProject
from app.book.requests import request_for_page
from app.preflight import clear_failure, note_failed_picture
from model.api import CancelToken, Illustrator, Progress
from model.engines import make_illustrator, resolve_engine
from model.errors import Cancelled, PictureError
from model.parallel import PLACEMENTS as PARALLEL_PLACEMENTS


@dataclass
class BuildEvent:
    """Progress of a build: ``page`` of ``pages`` (1-based; 0 while preparing), the current page's ``step``
    of ``steps``, a message, and the engine's small preview image when it gives one."""

    page: int
    pages: int
    step: int = 0
    steps: int = 0
    message: str = ""
    preview: object | None = None


@dataclass
class BuildSummary:
    """What a build did: pages, illustrations made and reused, warnings, the output path and its size."""

    output: Path
    pages: int = 0
    made: int = 0
    reused: int = 0
    warnings: list[str] = field(default_factory=list)
    bytes: int = 0
    engine: str = ""
    model: str | None = None
    failed: list[str] = field(default_factory=list)
    preflight: object | None = None
    notes: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        """The summary as short lines for the command line: counts, warnings, pages whose picture failed its
        checks (``failed``), the output, then the preflight's findings (:class:`app.preflight.Preflight`)."""
        out = [
            f"pages: {self.pages}",
            f"illustrations: {self.made} made, {self.reused} reused ({self.engine}"
            + (f", {self.model})" if self.model else ")"),
        ]
        out += self.notes
        out += [f"warning: {w}" for w in grouped_warnings(self.warnings)]
        out += [f"not drawn: {f}" for f in self.failed]
        out.append(f"wrote {self.output} ({self.bytes / 1e6:.1f} MB)")
        if self.preflight is not None:
            out += ["preflight:"] + [f"  {line}" for line in self.preflight.lines()]
        return out


def grouped_warnings(warnings: list[str]) -> list[str]:
    """Fold "page N: same message" warnings into one "pages 1, 2, 5: message" line, keeping first-seen order."""
    import re

    groups: dict[str, list[str]] = {}
    for warning in warnings:
        match = re.match(r"page (\d+): (.*)$", warning)
        key, page = (match.group(2), match.group(1)) if match else (warning, None)
        groups.setdefault(key, [])
        if page and page not in groups[key]:  # variations of one page warn once per version: name it once
            groups[key].append(page)
    out = []
    for message, pages in groups.items():
        if len(pages) > 1:
            out.append(f"pages {', '.join(pages)}: {message}")
        elif pages:
            out.append(f"page {pages[0]}: {message}")
        else:
            out.append(message)
    return out


def illustrate_pages(
    project: BookProject,
    illustrator: Illustrator,
    pages: list[Page] | None = None,
    on_event: Callable[[BuildEvent], None] | None = None,
    cancel: CancelToken | None = None,
    summary: BuildSummary | None = None,
    on_page: Callable[[Page], None] | None = None,
) -> BuildSummary:
    """Make (or reuse from the cache) the illustration of each page; updates ``page.illustration`` and
    keeps the previous key in ``page.history``. Each new picture is stored and the book saved as soon as it
    is drawn, so a cancel or crash keeps what was made; ``on_page(page)`` is then called for the page.

    An illustrator with ``illustrate_many`` (:class:`model.replicas.ReplicaPool`: several model processes)
    draws the missing pages from one queue, each picture stored as it arrives; events then carry the number
    of the page whose step it is. Raises Cancelled, ModelError, BookError."""
    import threading

    summary = summary or BuildSummary(output=Path())
    pages = project.book.pages if pages is None else pages
    total = len(pages)
    todo, in_book_of = [], {}
    for number, (page, request, key, warnings) in enumerate(
        page_requests(project, illustrator, pages), start=1
    ):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        in_book = next((i for i, p in enumerate(project.book.pages, start=1) if p.id == page.id), number)
        summary.warnings += [f"page {in_book}: {w}" for w in warnings]  # as the person numbers the pages
        in_book_of[page.id] = in_book
        if not project.has_illustration(key):
            todo.append((number, page, request, key))
            continue
        summary.reused += 1
        if on_event:
            on_event(BuildEvent(number, total, 1, 1, f"page {number}: reused"))
        choose_illustration(project, page, key)
        if on_page:
            on_page(page)
    lock = threading.Lock()

    def store(i: int, illustration) -> None:
        _, page, _, key = todo[i]
        with lock:
            project.store_illustration(key, illustration.image, illustration.sidecar())
            summary.made += 1
            choose_illustration(project, page, key)
        if on_page:
            on_page(page)

    def forward(i: int, p: Progress) -> None:
        if on_event:
            on_event(BuildEvent(todo[i][0], total, p.step, p.total, p.message, p.preview))

    def failed(i: int, err: PictureError) -> None:  # nothing stored: named in the summary and the preflight
        page = todo[i][1]
        note_failed_picture(project, page, in_book_of[page.id], err, summary)

    many = getattr(illustrator, "illustrate_many", None)
    if many is not None and len(todo) > 1:
        many([request for _, _, request, _ in todo], store, forward, cancel, on_failed=failed)
        return summary
    for i, (_, _, request, _) in enumerate(todo):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()
        try:
            illustration = illustrator.illustrate(
                request, on_progress=lambda p, i=i: forward(i, p), cancel=cancel
            )
        except PictureError as err:
            failed(i, err)
            continue
        store(i, illustration)
    return summary


def page_requests(project: BookProject, illustrator: Illustrator, pages: list[Page]):
    """``(page, request, cache key, warnings)`` for each page, for this illustrator (cheap: no drawing)."""
    if not pages:
        return []  # not even the fingerprint: for a model in another process that would start it
    languages = tuple(getattr(illustrator, "prompt_languages", ("en",)))
    references = int(getattr(illustrator, "max_references", 0)) if illustrator.name == "diffusion" else 0
    model = getattr(getattr(illustrator, "source", None), "name", None) or project.book.illustration.model
    engine = illustrator.name
    fingerprint = illustrator.fingerprint()
    out = []
    for page in pages:
        request, warnings = request_for_page(
            project, page, engine, model if engine == "diffusion" else None, languages, references
        )
        out.append((page, request, request.cache_key(fingerprint), warnings))
    return out


def choose_illustration(project: BookProject, page: Page, key: str) -> None:
    """Make ``key`` the page's picture, keeping the previous one in ``page.history``; saves the book."""
    clear_failure(project, page)
    if page.illustration != key:
        if page.illustration and page.illustration not in page.history:
            page.history.append(page.illustration)
        page.illustration = key
        project.save()


def build_book(
    project: BookProject,
    output: str | Path,
    *,
    engine: str | None = None,
    model: str | None = None,
    trim: str | None = None,
    bleed: bool = False,
    large_print: bool | None = None,
    print_shop: bool = False,
    illustrator: Illustrator | None = None,
    on_event: Callable[[BuildEvent], None] | None = None,
    cancel: CancelToken | None = None,
    distributed: bool = False,
    placement: str | None = None,
    keep_pictures: bool = False,
    model_processes: int | None = None,
    timeout_s: float | None = None,
) -> BuildSummary | None:
    """Illustrate the book's pages and write the PDF to ``output`` (atomically).

    With ``keep_pictures`` (the desktop app's export: what the preview shows is what prints), pages that have a
    picture keep it, whatever engine or model made it, and only pages without one are drawn; otherwise every
    page gets the picture of the current engine and model (made, or reused from the cache).

    With ``distributed`` (under ``torchrun`` / ``accelerate launch``) the processes draw the missing pages from
    one queue, each picture stored as it is drawn, and only rank 0 writes the book and the PDF; the others return
    None. A process silent for ``timeout_s`` seconds (default 5 minutes) is named and the build stops
    (:mod:`app.build_distributed`).
    ``placement`` ("auto" or a strategy name, see :mod:`model.placement`) places the diffusion model across the
    devices this machine has (:func:`placed_loader`); None loads it whole on one device. A ``replicas`` plan
    (chosen by "auto" on 2+ GPUs, or asked for) and ``model_processes`` = N draw with one model process per
    device (:func:`replica_pool`), the pages handed out as a queue and each picture stored as it arrives. With
    ``distributed``, "tensor_parallel" / "context_parallel" split the denoiser over the launched processes
    instead, every process drawing every page (:func:`model.parallel.launched_loader`; the summary states the
    tolerance).

    ``engine``/``model`` default to the book's settings; ``trim`` ("a4", "a5", "square") and
    ``large_print`` to the book's; ``print_shop`` writes PDF/X-4 in CMYK with bleed, the page count a multiple of
    4 and a back cover (:mod:`app.print.pdfx`). Returns a :class:`BuildSummary`. Raises BookError / ModelError (one line),
    Cancelled.
    """
    from app.book.layout import PrintOptions
    from app.build_distributed import illustrate_pages_distributed
    from app.build_placement import exactness_lines, placed_loader, replica_pool
    from app.print.document import document_for_book
    from app.print.pdf import write_pdf

    check_output_path(project, Path(output))
    book = project.book
    settings = book.illustration
    model = model or settings.model
    engine_name = resolve_engine(engine or settings.engine, model)
    loader, owned, notes = None, None, []  # owned: model processes this build starts
    if illustrator is None:
        device = None
        if distributed and engine_name == "diffusion":
            from model.distributed import DEFAULT_TIMEOUT_S, process_state

            device = str(process_state(timeout_s or DEFAULT_TIMEOUT_S).device)  # one GPU each, or the CPU
        if distributed and engine_name == "diffusion" and placement in PARALLEL_PLACEMENTS:
            from model.parallel import launched_loader

            loras = any(p.lora for p in project.book.people)
            loader, _, note = launched_loader(placement, loras)
            notes = [note]
        elif engine_name == "diffusion" and not distributed and (placement or model_processes is not None):
            illustrator, notes = replica_pool(project, model, placement, model_processes)
            if illustrator is None and placement:
                loader, plan = placed_loader(project, model, placement)
                notes = [f"placement: {plan.strategy} — {plan.explanation.splitlines()[0]}"]
        if illustrator is None:
            illustrator = make_illustrator(engine_name, model, device=device, loader=loader)
        else:
            owned = illustrator
    summary = BuildSummary(
        output=Path(output), engine=illustrator.name, model=model if engine_name == "diffusion" else None
    )
    summary.notes += notes
    try:
        if distributed:
            together = loader is not None and placement in PARALLEL_PLACEMENTS
            timeout = {"timeout_s": timeout_s} if timeout_s else {}
            _, is_main = illustrate_pages_distributed(project, illustrator, summary, together, **timeout)
            if not is_main:
                return None
        else:
            pages = None
            if keep_pictures:
                pages = [
                    p for p in book.pages if not (p.illustration and project.has_illustration(p.illustration))
                ]
                summary.reused += len(book.pages) - len(pages)
            illustrate_pages(project, illustrator, pages, on_event=on_event, cancel=cancel, summary=summary)
    finally:
        if owned is not None:
            owned.close()  # the model processes this build started
    summary.notes += exactness_lines(project)
    summary.pages = len(book.pages)
    made_with = colophon_lines(project, illustrator, summary)
    document = document_for_book(project, made_with)
    options = PrintOptions(
        trim=trim or book.trim_size,
        bleed=bleed or print_shop,
        large_print=book.large_print if large_print is None else large_print,
        print_shop=print_shop,
    )
    report = write_pdf(
        document, Path(output), options, cancelled=(lambda: cancel.cancelled) if cancel is not None else None
    )
    summary.warnings += list(report.warnings)
    summary.bytes = Path(output).stat().st_size
    from app.preflight import run_preflight

    summary.preflight = run_preflight(
        project,
        trim=options.trim,
        bleed=bleed,
        large_print=options.large_print,
        engine=engine_name,
        model=model,
    )
    summary.warnings = [w for w in summary.warnings if not repeated_by_preflight(w)]
    return summary


_PREFLIGHT_REPEATS = re.compile(
    r"^page \d+\b.*?: (the picture \(.*\) prints at \d+ DPI|the font cannot draw )"
)


def repeated_by_preflight(warning: str) -> bool:
    """Whether the PDF writer's ``warning`` says what the preflight at the end of a build's summary says again
    about the same story page — a picture printing below :data:`app.print.pictures.LOW_DPI`, characters no
    shipped font draws (the preflight's ``low_dpi`` and ``missing_glyphs`` findings) — so the summary names it
    once, in the book's language. The cover's, colophon's and back cover's stay: the preflight checks only the
    story pages."""
    return _PREFLIGHT_REPEATS.match(warning) is not None


def check_output_path(project: BookProject, output: Path) -> None:
    """Refuse an output path that would destroy something: not a ``.pdf`` name, a folder, a file inside the
    book folder, or an existing file that is not a PDF. Raises BookError naming the path."""
    from app.book.errors import BookError

    if output.suffix.lower() != ".pdf":
        raise BookError(
            f"{output}: the output must be a .pdf file name, e.g. {output.with_suffix('.pdf').name}"
        )
    if output.is_dir():
        raise BookError(f"{output}: is a folder; give a file name such as {output / 'book.pdf'}")
    if output.resolve().is_relative_to(project.root.resolve()):
        raise BookError(f"{output}: is inside the book folder; write the PDF somewhere else")
    if output.is_file():
        with open(output, "rb") as handle:
            if handle.read(5) != b"%PDF-":
                raise BookError(f"{output}: exists and is not a PDF; it was left alone — choose another name")


def _picture_makers(project: BookProject) -> list[tuple[str, str | None]]:
    """``(engine, model)`` of the pictures the book's pages show, in page order, each once (from sidecars)."""
    makers: dict[tuple[str, str | None], None] = {}
    for page in project.book.pages:
        if not (page.illustration and project.has_illustration(page.illustration)):
            continue
        try:
            sidecar = project.illustration_sidecar(page.illustration)
        except (OSError, ValueError):
            continue
        engine = sidecar.get("info", {}).get("engine") or sidecar.get("request", {}).get("engine") or "sketch"
        model = sidecar.get("request", {}).get("model") if engine == "diffusion" else None
        makers[(engine, model)] = None
    return list(makers)


def model_display_name(model: str) -> str:
    """How the colophon names a model: the catalogue's name for a catalogue or Hugging Face id, the Hugging
    Face id as given (``stabilityai/sd-turbo``), and for a folder or file on this computer only its own name
    (``…/models/my-sd15`` → ``my-sd15``, ``waipo.safetensors`` → ``waipo``) — never the path, which tells the
    reader of a printed book nothing and can hold a user name."""
    from model.catalog import load_catalog

    for entry in load_catalog().values():
        if model in (entry.id, entry.hub_id):
            return entry.name
    text = model.replace("\\", "/")
    is_hub_id = text.count("/") == 1 and not text.startswith((".", "/", "~")) and ":" not in text
    if is_hub_id and not Path(text).exists():
        return text
    name = Path(text.rstrip("/")).name
    return name.removesuffix(".safetensors") or name


def colophon_lines(project: BookProject, illustrator: Illustrator, summary: BuildSummary) -> list[str]:
    """The last page's text: how the book was made (engines and models of the pictures it holds, read from
    their sidecars; else ``illustrator``'s), the date, the fonts, in the book's language."""
    today = _dt.date.today().isoformat()
    zh = project.book.language == "zh"
    makers = _picture_makers(project) or [
        (illustrator.name, summary.model if illustrator.name == "diffusion" else None)
    ]
    parts = []
    for engine, model in makers:
        if engine == "sketch":
            parts.append(
                "内置素描引擎（离线，无需模型）" if zh else "the built-in sketch engine (offline, no model)"
            )
        else:
            name = f" {model_display_name(model)}" if model else ""
            parts.append(f"扩散模型{name}" if zh else f"diffusion model{name}")
    how = ("插图：" + "；".join(parts)) if zh else ("Illustrations: " + "; ".join(parts))
    if zh:
        return [
            f"本书由「记忆绘本」{__version__} 制作",
            how,
            f"制作日期：{today}",
            "字体：霞鹜文楷（SIL 开放字体许可证）",
        ]
    return [
        f"Made with Memory Picture Book {__version__}",
        how,
        f"Made on {today}",
        "Typeface: LXGW WenKai (SIL Open Font License)",
    ]
