"""What a build reports: its events (page started, drawn, reused, failed), its summary, the grouped warnings and the
colophon's lines naming the engine and models."""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from app import __version__
from app.book.project import BookProject
from model.api import Illustrator
from words import Message

if TYPE_CHECKING:  # the build's outcome holds their reports; they are made by the layers above this module
    from app.preflight.registry import Preflight
    from app.print.order import OrderReport


@dataclass
class BuildEvent:
    """Progress of a build: ``page`` of ``pages`` (1-based; 0 while preparing), the current page's ``step``
    of ``steps``, a message, and the engine's small preview image when it gives one."""

    page: int
    pages: int
    step: int = 0
    steps: int = 0
    message: Message | str = ""
    preview: object | None = None


@dataclass
class BuildSummary:
    """What a build did: pages, illustrations made and reused, warnings, the output path and its size."""

    output: Path
    pages: int = 0
    made: int = 0
    reused: int = 0
    warnings: list[Message | str] = field(default_factory=list)
    bytes: int = 0
    engine: str = ""
    model: str | None = None
    failed: list[Message | str] = field(default_factory=list)
    printed_pages: int = 0
    """Pages of the PDF (the cover, the story pages and their continuations, padding, the colophon); 0: not
    counted (a print service's build says its own)."""
    text_pages: int = 0
    """Story pages printed as designed text pages (no photo and the sketch engine): drawn, but no picture."""
    preflight: Preflight | None = None
    notes: list[Message | str] = field(default_factory=list)
    order: OrderReport | None = None
    """A print-on-demand build's :class:`app.print.order.OrderReport` (the cover, the service's findings)."""
    unchanged_since: str | None = None
    """When nothing changed since a recorded build: when that build wrote the PDF this one reused (ISO 8601 local
    time, :mod:`app.build.reuse`); else None."""
    left_in_place: bool = False
    """The reused PDF was already at the output path: nothing was written, and the output's line says so."""

    def lines(self) -> list[Message | str]:
        """The summary as short lines for the command line (:class:`words.Message` values, said at the edge):
        counts, warnings, pages whose picture failed its checks (``failed``), the output, then the preflight's
        findings (:class:`app.preflight.registry.Preflight`; :meth:`findings_lines` says which lines are
        those, to be said in :attr:`Preflight.language`)."""
        out: list[Message | str] = [self._pages_line(), self._illustrations_line()]
        if self.text_pages:
            out.append(Message("build.summary.text_pages", count=self.text_pages))
        if self.unchanged_since:
            out.append(Message("build.summary.unchanged", when=self.unchanged_since.replace("T", " ")))
        out += self.notes
        out += [Message("build.summary.warning", warning=w) for w in grouped_warnings(self.warnings)]
        out += [Message("build.summary.not_drawn", failed=f) for f in self.failed]
        megabytes = f"{self.bytes / 1e6:.1f}"
        if self.left_in_place:
            out.append(Message("build.summary.left_in_place", output=self.output, megabytes=megabytes))
        else:
            out.append(Message("build.summary.wrote", output=self.output, megabytes=megabytes))
        if self.order is not None:
            out += self.order.lines()
        return out + self.findings_lines()

    def findings_lines(self) -> list[Message]:
        """The summary's last lines: the preflight's findings (none without a preflight)."""
        if self.preflight is None:
            return []
        if not self.preflight.findings():  # "preflight: nothing found", once
            return self.preflight.lines()
        return [Message("build.summary.preflight")] + [
            Message("build.summary.finding", line=line) for line in self.preflight.lines()
        ]

    def _pages_line(self) -> Message:
        if self.printed_pages:
            return Message("build.summary.pages_printed", pages=self.pages, printed=self.printed_pages)
        return Message("build.summary.pages", pages=self.pages)

    def _illustrations_line(self) -> Message:
        engine = ENGINE_NAMES.get(self.engine, self.engine)
        if self.model:
            return Message(
                "build.summary.illustrations_model",
                made=self.made,
                reused=self.reused,
                engine=engine,
                model=self.model,
            )
        return Message("build.summary.illustrations", made=self.made, reused=self.reused, engine=engine)


ENGINE_NAMES = {"sketch": Message("build.engine.sketch"), "diffusion": Message("build.engine.diffusion")}
"""The engines as the summary names them."""


def _page_of(warning: Message | str) -> tuple[Message | str, int | None]:
    """``(what, page number)`` of a warning on one numbered page (``located`` at ``where.page``), else
    ``(warning, None)``."""
    if isinstance(warning, Message) and warning.code == "located":
        where = warning.params.get("where")
        if isinstance(where, Message) and where.code == "where.page":
            return warning.params["message"], where.params["number"]
    elif isinstance(warning, str) and (match := re.match(r"page (\d+): (.*)$", warning)):  # not yet a Message
        return match.group(2), int(match.group(1))
    return warning, None


def grouped_warnings(warnings: Sequence[Message | str]) -> list[Message | str]:
    """Fold "page N: same message" warnings into one "pages 1, 2, 5: message" line, keeping first-seen order."""
    groups: dict[Message | str, list[int]] = {}
    for warning in warnings:
        key, page = _page_of(warning)
        groups.setdefault(key, [])
        if page is not None and page not in groups[key]:  # variations of one page warn once per version
            groups[key].append(page)
    out: list[Message | str] = []
    for message, pages in groups.items():
        if len(pages) > 1:
            out.append(Message("located", where=Message("where.pages", numbers=pages), message=message))
        elif pages:
            out.append(Message("located", where=Message("where.page", number=pages[0]), message=message))
        else:
            out.append(message)
    return out


PREFLIGHT_REPEATS = frozenset({"print.low_dpi", "print.font_cannot_draw"})
"""The PDF writer's warnings (their inner codes) the preflight says again of a story page."""


def repeated_by_preflight(warning: Message | str) -> bool:
    """Whether the PDF writer's ``warning`` says what the preflight at the end of a build's summary says again
    about the same story page — a picture printing below :data:`app.print.pictures.LOW_DPI`, characters no
    shipped font draws (the preflight's ``low_dpi`` and ``missing_glyphs`` findings) — so the summary names it
    once, in the book's language. The cover's, colophon's and back cover's stay: the preflight checks only the
    story pages."""
    if not (isinstance(warning, Message) and warning.code == "located"):
        return False
    where, what = warning.params.get("where"), warning.params.get("message")
    on_page = isinstance(where, Message) and where.code in ("where.page", "where.page_titled")
    return on_page and isinstance(what, Message) and what.code in PREFLIGHT_REPEATS


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


def model_licence(model: str, zh: bool) -> str:
    """The licence of a catalogue ``model`` as the colophon names it (the Chinese wording where the catalogue
    has one), ``""`` for a model the catalogue does not know."""
    from model.catalog import find_model

    entry = find_model(model)
    if entry is None:
        return ""
    return entry.licence_zh if zh and entry.licence_zh else entry.licence


def colophon_lines(project: BookProject, illustrator: Illustrator, summary: BuildSummary) -> list[str]:
    """The last page's text: how the book was made (engines and models of the pictures it holds, read from
    their sidecars; else ``illustrator``'s — each catalogue model with its licence), the date, the fonts, in
    the book's language."""
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
            licence = model_licence(model, zh) if model else ""
            if zh:
                parts.append(f"扩散模型{name}" + (f"（许可：{licence}）" if licence else ""))
            else:
                parts.append(f"diffusion model{name}" + (f" (licence: {licence})" if licence else ""))
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
