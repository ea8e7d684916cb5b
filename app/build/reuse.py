"""A rebuild with nothing changed reuses the PDF the last build wrote instead of laying the book out again.

What a build prints is decided by the book as the build holds it (its JSON), the files of its folder, the
build's options, the day (the colophon prints the date) and the program (its source and bundled files, and the
libraries that lay out and write the PDF). :meth:`BuildInputs.take` fingerprints all of them when a build starts:
the book's JSON by its SHA-256, every other file by its path, size, modification and change times (ns) and inode
(the up-to-date check of make, ninja and git's index). A build that wrote its PDF with every page drawn, and changed
nothing in the book but its own pictures, is recorded (:meth:`BuildInputs.remember`). The next build with the
same fingerprint returns the recorded summary with the same PDF (:meth:`BuildInputs.reused`): left where it is,
or copied (atomically) to the new name, once its SHA-256 is checked to be the one that was written (and it is a
PDF outside the book folder). ``memorybook build --rebuild`` lays the book out again and records it.

The record lives in the user's settings folder (``builds/``), never in the book folder, so a received book
cannot bring one. Not reused: print-on-demand orders, distributed builds, and pictures drawn by a model that is
neither the sketch engine nor a local folder or file (a hub id or a drawing server may change behind the same
name). Not fingerprinted: the system's fonts (the PDF is set in the bundled ones).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import sys
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from app import __version__
from app.book.errors import BookError
from app.book.fileio import atomic_writer, sha256_file
from app.book.project import BookProject
from app.build.request import BuildRequest
from app.build.summary import BuildSummary
from app.settings import config_dir
from words import Message

FORMAT = 1
"""The record's format; a record of another format is ignored."""

NOT_INPUTS = frozenset({"book.json", "book.json.bak", "book.lock", "book.json.lock"})
"""Files at the top of a book folder that are no input of the print: the book's JSON (fingerprinted as the build
holds it, edits not yet saved included), its backup and the locks (``app.book.lock``)."""

OWN_FOLDERS = ("illustrations", "cache")
"""Where a build puts the pictures it draws: new files there do not make its record wrong."""

LIBRARIES = (
    "PySide6-Essentials", "PySide6-Addons", "shiboken6", "pikepdf", "pillow", "numpy", "pypdfium2", "fonttools", "segno"
)  # fmt: skip
"""The distributions (PyPI names) that lay out, draw and write the PDF: an upgrade of one changes the program's
fingerprint. Told apart by the version in their installed metadata, never by their folders: in a PyInstaller bundle
a pure-Python library lives in the executable's archive and has no folder (``_internal/segno`` does not exist)."""

PROGRAM_FOLDERS = ("app", "model", "assets")
"""The program's own folders (source, fonts, colour profiles, styles), beside this package."""


def _signature(folder: Path, skip=lambda relative: False, follow: bool = False) -> dict[str, list[int]]:
    """``{relative path: [size in bytes, mtime in ns, ctime in ns, inode]}`` of every file under ``folder`` (what
    git's index compares: a file rewritten with its size and mtime put back still gets a new ctime).
    ``__pycache__`` and our temporary files are left out, and ``skip(relative)`` more. Links are followed only with
    ``follow`` (a model folder, e.g. Hugging Face's cache of links to blobs; a book folder holds none). Empty when
    there is nothing."""
    found: dict[str, list[int]] = {}
    for top, dirs, files in os.walk(folder, followlinks=follow):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if name.endswith((".tmp", ".part")):
                continue
            path = os.path.join(top, name)
            relative = os.path.relpath(path, folder)
            if not skip(relative):
                found[relative] = _stat(path, follow)
    return found


def _stat(path: str | Path, follow: bool = False) -> list[int]:
    """``[size, mtime ns, ctime ns, inode]`` of ``path`` (of a link's target with ``follow``). Raises OSError."""
    info = os.stat(path) if follow else os.lstat(path)
    return [info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino]


@lru_cache(maxsize=1)
def program_fingerprint() -> str:
    """SHA-256 of this program as it is installed: its version, Python's, the signature of its executable (in a
    PyInstaller bundle the program itself: its archive holds every Python module), of every file of
    :data:`PROGRAM_FOLDERS` there is (a bundle has only their data files) and the version of each of
    :data:`LIBRARIES` (once per process)."""
    here, executable = Path(__file__).resolve().parents[2], os.stat(sys.executable)
    parts: dict[str, object] = {"version": __version__, "python": sys.version}
    parts["executable"] = [sys.executable, executable.st_size, executable.st_mtime_ns]
    for name in PROGRAM_FOLDERS:
        parts[name] = _signature(here / name)
    for library in LIBRARIES:
        parts[library] = library_version(library)
    return _sha256(parts)


def library_version(distribution: str) -> str | None:
    """The installed version of ``distribution`` (a PyPI name) from its metadata (``*.dist-info``, which
    ``packaging/memorybook.spec`` copies into a bundle); None when it has none (not installed, or a bundle built
    without it: its executable's signature still tells one build from another)."""
    import importlib.metadata  # here: ≈ 14 ms the app's start does not pay (app/pydantic_plugins.py)

    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def _sha256(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _model_signature(engine: str, model: str | None):
    """What identifies the model the pictures come from: nothing for the sketch engine, a local folder's or file's
    signature; None when it cannot be told from here (a hub id, a drawing server): such a build is not reused."""
    if engine == "sketch":
        return ""
    path = Path(model) if model else None
    if path is not None and path.is_dir():
        return _signature(path, follow=True)
    if path is not None and path.is_file():
        return [str(path.resolve()), *_stat(path, follow=True)]
    return None


def _book_json(project: BookProject, pictures: bool = True) -> dict:
    """The book as the build holds it (JSON types); without what a build changes in it when ``pictures`` is False:
    each page's picture and the list of its earlier ones."""
    book = project.book.model_dump(mode="json")
    if not pictures:
        for page in book.get("pages", []):
            page["illustration"], page["history"] = None, []
    return book


def records_folder() -> Path:
    """``builds/`` in the user's settings folder (:func:`app.settings.config_dir`)."""
    return config_dir() / "builds"


@dataclass
class BuildInputs:
    """A build's inputs as it starts (see the module docstring): the book folder ``root``, its files' signature
    ``files``, the book without its pictures ``book`` (a SHA-256) and everything else ``options`` (a dict)."""

    root: str
    files: dict[str, list[int]]
    book: str
    options: dict
    record_only: bool = False
    """Laid out again whatever the record says (``memorybook build --rebuild``), and recorded."""

    @classmethod
    def take(cls, project: BookProject, options: dict) -> BuildInputs | None:
        """The inputs of a build of ``project`` with ``options`` (JSON values: engine, model, trim, …); None when
        such a build is never reused (the model cannot be told, see the module docstring)."""
        model = _model_signature(options.get("engine") or "", options.get("model"))
        if model is None:
            return None
        root = Path(project.root).resolve()
        chosen = dict(
            options, model_files=model, day=_dt.date.today().isoformat(), program=program_fingerprint()
        )
        files = _signature(root, lambda relative: relative in NOT_INPUTS)
        return cls(str(root), files, _sha256(_book_json(project, pictures=False)), chosen)

    def key(self, project: BookProject, files: dict[str, list[int]] | None = None) -> str:
        """The fingerprint of a build of ``project`` (its book with pictures) over these inputs and ``files``."""
        whole = {
            "format": FORMAT,
            "book": _book_json(project),
            "files": self.files if files is None else files,
        }
        return _sha256(dict(whole, options=self.options, root=self.root))

    def record_path(self) -> Path:
        """Where this book folder's record is: ``builds/<SHA-256 of the folder's path, 32 hex digits>.json``."""
        return records_folder() / f"{_sha256(self.root)[:32]}.json"

    def reused(self, project: BookProject, output: Path) -> BuildSummary | None:
        """The recorded build's summary with its PDF at ``output`` (left there, or copied atomically from where it
        was written) when its fingerprint is this build's and the PDF is the one written; else None. Raises
        BookError naming ``output`` when it cannot be written."""
        record = None if self.record_only else _read(self.record_path())
        if record is None or record["key"] != self.key(project):
            return None
        written = Path(record["output"])
        try:
            data = written.read_bytes() if written.stat().st_size == record["bytes"] else b""
        except OSError:
            return None
        if hashlib.sha256(data).hexdigest() != record["sha256"] or not _a_pdf(data, written, self.root):
            return None  # moved, changed or gone: the build runs
        summary = _summary(record["summary"], written, record["at"])
        if summary is None:
            return None  # a record this version cannot read: the build runs
        output = Path(output)
        summary.left_in_place = output.resolve() == written.resolve()
        if not summary.left_in_place:
            try:
                with atomic_writer(output) as handle:
                    handle.write(data)
            except OSError as exc:
                reason = exc.strerror or str(exc)
                raise BookError(Message("print.cannot_write", target=output, reason=reason)) from exc
        summary.output = output
        return summary

    def remember(self, project: BookProject, summary: BuildSummary) -> bool:
        """Record a finished build (``summary``, its PDF at ``summary.output``) for the next one with the same
        inputs — unless a page failed, or something but this build's own pictures changed while it ran (the
        book's other fields, a file of the folder). Returns whether it was recorded. Raises nothing: without a
        record the next build simply runs."""
        if summary.failed or summary.order is not None:
            return False
        try:
            files = _signature(Path(self.root), lambda relative: relative in NOT_INPUTS)
            changed = [name for name, sig in self.files.items() if files.get(name) != sig]
            own = tuple(folder + os.sep for folder in OWN_FOLDERS)
            added = [name for name in files.keys() - self.files.keys() if not name.startswith(own)]
            if changed or added or _sha256(_book_json(project, pictures=False)) != self.book:
                return False
            record = {
                "format": FORMAT,
                "root": self.root,
                "key": self.key(project, files),
                "output": str(summary.output.resolve()),
                "bytes": summary.output.stat().st_size,
                "sha256": sha256_file(summary.output),
                "at": _dt.datetime.now().isoformat(timespec="seconds"),
                "summary": _summary_json(summary),
            }
            path = self.record_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            with atomic_writer(path) as handle:
                handle.write(json.dumps(record, ensure_ascii=False).encode())
            _forget_gone(path.parent)
        except (OSError, ValueError, TypeError):
            return False
        return True


KEPT_RECORDS = 64
"""Past this many records, those of book folders that are gone are removed (:func:`_forget_gone`)."""


def _forget_gone(folder: Path) -> None:
    """Remove the records of book folders that no longer exist, once there are more than :data:`KEPT_RECORDS`."""
    records = list(folder.glob("*.json"))
    if len(records) <= KEPT_RECORDS:
        return
    for path in records:
        record = _read(path)
        if record is None or not Path(record["root"]).is_dir():
            path.unlink(missing_ok=True)


def _a_pdf(data: bytes, path: Path, root: str) -> bool:
    """Whether ``data``, read from ``path``, is a whole PDF outside the book folder ``root`` (what a build writes:
    a record edited by hand must not hand on another file)."""
    inside = Path(root) in path.resolve().parents
    return data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:] and not inside


def _read(path: Path) -> dict | None:
    """A record of :data:`FORMAT`, else None (none, unreadable, or not one of ours)."""
    try:
        record = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    fields = {"root": str, "key": str, "output": str, "bytes": int, "sha256": str, "at": str, "summary": dict}
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        return None
    return record if all(isinstance(record.get(k), t) for k, t in fields.items()) else None


SUMMARY_FIELDS = (
    "pages",
    "made",
    "reused",
    "warnings",
    "engine",
    "model",
    "printed_pages",
    "text_pages",
    "notes",
)
"""The :class:`BuildSummary` fields a record keeps (``output``, ``bytes`` and ``preflight`` are kept apart)."""


def _said_json(value: Any) -> Any:
    """A summary's line or a finding's message as a record keeps it: a :class:`words.Message` as its JSON;
    :func:`_said` undoes it (raises ValueError for a dict that is no message)."""
    return value.to_json() if isinstance(value, Message) else value


def _said(value: str | dict[str, Any]) -> Message | str:
    return Message.from_json(value) if isinstance(value, dict) else value


def _summary_json(summary: BuildSummary) -> dict:
    out = {name: getattr(summary, name) for name in SUMMARY_FIELDS}
    out["warnings"] = [_said_json(w) for w in summary.warnings]
    out["notes"] = [_said_json(n) for n in summary.notes]
    preflight = summary.preflight
    if preflight is not None:
        pages = [
            dict(asdict(page), findings=[dict(asdict(f), message=_said_json(f.message)) for f in page.findings])
            for page in preflight.pages
        ]
        out["preflight"] = {"language": preflight.language, "pages": pages}
    return out


class _Saved(BaseModel):
    """A recorded summary as :func:`_summary_json` wrote it (strict: a record edited by hand is refused whole)."""

    model_config = ConfigDict(strict=True, extra="forbid")

    class Finding(BaseModel):
        model_config = ConfigDict(strict=True, extra="forbid")
        code: str
        severity: Literal["blocking", "worth_fixing", "note"]  # app.preflight.registry.SEVERITIES
        message: str | dict[str, Any]

    class Page(BaseModel):
        model_config = ConfigDict(strict=True, extra="forbid")
        number: int
        title: str
        page_id: str
        findings: list[_Saved.Finding]

    class Preflight(BaseModel):
        model_config = ConfigDict(strict=True, extra="forbid")
        language: Literal["zh", "en"]
        pages: list[_Saved.Page]

    pages: int
    made: int
    reused: int
    warnings: list[str | dict[str, Any]]
    engine: str
    model: str | None
    printed_pages: int
    text_pages: int
    notes: list[str | dict[str, Any]]
    preflight: Preflight | None = None


def _summary(saved: dict, written: Path, at: str) -> BuildSummary | None:
    """The summary of a reused build: the recorded one, every picture reused, the size of the PDF ``written``,
    and ``unchanged_since`` (when it was written); None when the record does not hold one as
    :func:`_summary_json` writes it."""
    from app.preflight.registry import Finding, PageReport, Preflight

    try:
        checked, size = _Saved.model_validate(saved), written.stat().st_size
        _dt.datetime.fromisoformat(at)
    except (ValidationError, ValueError, OSError):
        return None
    try:
        summary = BuildSummary(output=written, **{name: getattr(checked, name) for name in SUMMARY_FIELDS})
        summary.warnings, summary.notes = [_said(w) for w in checked.warnings], [_said(n) for n in checked.notes]
        if checked.preflight is not None:
            found = [[Finding(f.code, f.severity, _said(f.message)) for f in p.findings] for p in checked.preflight.pages]
            pages = [PageReport(p.number, p.title, p.page_id, f) for p, f in zip(checked.preflight.pages, found)]
            summary.preflight = Preflight(pages, checked.preflight.language)
    except ValueError:  # a message the record holds is no message
        return None
    summary.reused, summary.made = summary.made + summary.reused, 0
    summary.bytes, summary.unchanged_since = size, at
    return summary


def inputs_for(
    project: BookProject, request: BuildRequest, engine: str, model: str | None, illustrator=None
) -> BuildInputs | None:
    """The inputs of a build of ``project`` that may be reused: the ``request``'s options that shape the print
    (:meth:`app.build.request.BuildRequest.print_shaping`), the ``engine`` and ``model`` it resolved and the
    ``illustrator`` handed to the build (its name and model); None when it is not to be reused: not asked
    (``reuse``: True, or "record" to lay it out again and record it), an order, a distributed build, or a model
    that cannot be told (see the module docstring)."""
    if not request.reuse or request.order is not None or request.distributed:
        return None
    given = [illustrator.name, illustrator.model] if illustrator is not None else None
    options = dict(request.print_shaping(), engine=engine, model=model, illustrator=given)
    inputs = BuildInputs.take(project, options)
    if inputs is not None:
        inputs.record_only = request.reuse == "record"
    return inputs
