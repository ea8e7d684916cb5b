"""Pages shared between the processes of ``torchrun`` / ``accelerate launch`` (one machine or several), in a way
that survives a lost machine.

- **A queue, not shares**: each process takes the next page to draw when it is free
  (:meth:`model.runtime.distributed.Machines.next_item`), so a fast GPU draws more pages than a slow one.
- **Stored as drawn**: a process that sees the book folder (a shared folder: checked with a token file the
  writer makes) stores each picture the moment it is drawn — the folder is content-addressed and writes are
  atomic, so processes never clash. A process on a machine without the folder hands each picture to the
  writer through the launcher's store as soon as it is drawn; the writer stores it at once. A machine that
  dies loses only the page it was drawing, and running the same command again draws only the missing pages.
- **Named, not hung**: a process that gives no sign of life for the timeout (default 5 minutes,
  ``memorybook build --timeout``) is named in one line, with host and rank, and the build stops.
- **One writer**: the process with rank 0 writes ``book.json`` and the PDF. Under the launchers' static
  rendezvous (``torchrun --node-rank R``, ``accelerate launch --machine_rank R``) rank 0 is local process 0
  of the machine the user gave rank 0 (docs/PLACEMENT.md).
"""

from __future__ import annotations

import contextlib
import io
import pickle
import threading
import time
from pathlib import Path
from typing import NamedTuple

from app.book.project import PNG_COMPRESS_LEVEL, BookProject
from app.build.pages import choose_illustration, illustrate_pages, page_requests
from app.build.summary import BuildSummary
from app.preflight import note_failed_picture
from model.api import CancelToken, Illustrator
from model.errors import Cancelled, PictureError
from model.runtime.distributed import DEFAULT_TIMEOUT_S, Machines, process_state
from words import Message


class Shared(NamedTuple):
    """What :func:`illustrate_pages_distributed` returns: the ``summary`` and whether this process is the
    ``writer`` (rank 0), which writes the book and the PDF."""

    summary: BuildSummary
    writer: bool


POLL_S = 0.25
"""How often the writer looks for pictures from other processes and for silent ones, in seconds."""


def illustrate_pages_distributed(
    project: BookProject,
    illustrator: Illustrator,
    summary: BuildSummary | None = None,
    together: bool = False,
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    writing: contextlib.ExitStack | None = None,
    stop_writing: CancelToken | None = None,
) -> Shared:
    """Draw the book's missing pages with every launched process (see the module docstring).

    Every process calls this with the same book folder (a shared folder, or a copy made with
    ``memorybook pack``). Returns :class:`Shared`: the summary and whether this process is the writer (rank 0),
    which has stored every picture and saved the book when this returns. Without a launcher it is
    :func:`app.build.book.illustrate_pages`. ``together``: every process draws every page with the others (the
    denoiser split by tensor or context parallelism, :mod:`model.runtime.parallel`); rank 0 stores each picture as it
    is drawn. ``writing``: the caller's stack, held while the writer goes on to write the book; the launcher's
    stop (a process lost after its last page) is entered on it before the drawing's, so the writer ends with the
    lost-machine line then too (:meth:`model.runtime.distributed.Machines.stopped_by_launcher`), its SIGTERM
    cancelling ``stop_writing`` (the token the PDF writer checks between pages) rather than raising inside Qt. Raises
    ModelError naming a machine silent for ``timeout_s`` seconds; ModelError/BookError from drawing.
    """
    state = process_state(timeout_s)
    summary = summary or BuildSummary(output=Path())
    if state.num_processes == 1:
        _remove_left_tokens(project)
        return Shared(illustrate_pages(project, illustrator, summary=summary), True)
    writer = state.is_main_process
    if together:  # the processes compute each page together (their collectives keep them in step)
        planned, todo = _planned(project, illustrator, summary)
        _draw_together(project, illustrator, planned, todo, writer, summary)
        return Shared(summary, writer)
    machines = Machines(state, timeout_s)
    if writer and writing is not None:  # outlives the drawing's guard: the writer goes on to write the book
        writing.enter_context(machines.stopped_by_launcher("writing the book", writer, stop_writing))
    # from here a process killed is one line, not a traceback — also while this one still plans its pages (the
    # others may already draw, and the launcher's SIGTERM can come at any moment)
    with machines.stopped_by_launcher("drawing pages", writer):
        planned, todo = _planned(project, illustrator, summary)
        shared = _sees_the_book_folder(project, machines, writer)
        stop, collector = CancelToken(), None
        if writer:
            collector = _Collector(project, machines, todo, stop)
            collector.start()
        _draw_and_wait(project, illustrator, machines, todo, shared or writer, stop, collector)
    if collector is None:
        return Shared(summary, False)
    (project.root / "cache" / machines.store.get("token").decode()).unlink(missing_ok=True)
    if collector.error is not None:
        raise collector.error
    failed: dict[str, PictureError] = {}
    for i, (_, key) in enumerate(todo):
        if machines.store.check([f"failed/{i}"]):
            failed[key] = PictureError(*pickle.loads(machines.store.get(f"failed/{i}")))
    _choose_or_name(project, planned, failed, summary)
    project.save()
    return Shared(summary, True)


def _planned(project: BookProject, illustrator: Illustrator, summary: BuildSummary):
    """``(planned, todo)``: every page's request and cache key, and those not drawn yet; the summary's counts and
    the pages' warnings filled in."""
    planned = page_requests(project, illustrator, project.book.pages)
    todo = [(p.request, p.key) for p in planned if not project.has_illustration(p.key)]
    summary.made, summary.reused = len(todo), len(planned) - len(todo)
    for number, planned_page in enumerate(planned, start=1):
        place = Message("where.page", number=number)
        summary.warnings += [Message("located", where=place, message=w) for w in planned_page.warnings]
    return planned, todo


def _draw_and_wait(project, illustrator, machines: Machines, todo, store_here: bool, stop, collector) -> None:
    """Draw pages from the queue, then wait for the others: the writer until its ``collector`` has every page,
    the others until the writer is done too (a frozen writer is named here). Raises the collector's ModelError
    for a silent machine."""
    try:
        _draw_from_queue(project, illustrator, machines, todo, store_here, stop)
    except Cancelled:
        if collector is None or collector.error is None:
            raise
    if collector is None:  # wait for the others all the same: a frozen writer is named here too
        machines.store.set(f"finished/{machines.rank}", "1")
        waiter = _Collector(project, machines, todo, stop, store_pictures=False)
        waiter.run()
        if waiter.error is not None:
            raise waiter.error
        return
    while collector.is_alive():  # in steps: the launcher's SIGTERM is handled between them
        collector.join(POLL_S)


def _draw_together(
    project: BookProject, illustrator: Illustrator, planned, todo, writer: bool, summary: BuildSummary
) -> None:
    """Every process draws every page of ``todo`` with the others (the denoiser split between them); the writer
    stores each picture as it is drawn, then gives each page its picture or names its failure."""
    failed: dict[str, PictureError] = {}
    for request, key in todo:
        try:
            illustration = illustrator.illustrate(request)
        except PictureError as err:  # every process saw the same picture fail its checks
            failed[key] = err
            continue
        if writer:
            project.store_illustration(key, illustration.image, illustration.sidecar())
    if writer:
        _choose_or_name(project, planned, failed, summary)


def _choose_or_name(project: BookProject, planned, failed: dict, summary: BuildSummary) -> None:
    """Each page gets its picture; a page whose picture failed its checks (``failed``: cache key →
    PictureError) keeps what it had and is named in the summary and the preflight (nothing was stored)."""
    summary.made -= len(failed)
    for number, (page, _, key, _) in enumerate(planned, start=1):
        if key in failed:
            note_failed_picture(project, page, number, failed[key], summary)
        else:
            choose_illustration(project, page, key)


def _remove_left_tokens(project: BookProject) -> None:
    """Remove the token files of earlier distributed builds whose writer was stopped (killed, out of memory)
    before it could."""
    for left in (project.root / "cache").glob(".shared-*"):
        left.unlink(missing_ok=True)


def _sees_the_book_folder(project: BookProject, machines: Machines, writer: bool) -> bool:
    """Whether this process sees the writer's book folder (the writer makes a token file in its cache and
    puts the token's name in the store; every other process looks for that file)."""
    import datetime
    import secrets

    cache = project.root / "cache"
    if writer:
        _remove_left_tokens(project)
        token = f".shared-{secrets.token_hex(8)}"
        cache.mkdir(parents=True, exist_ok=True)
        (cache / token).write_text("memorybook distributed build: is this folder shared?\n", encoding="utf-8")
        machines.store.set("token", token)
        return True
    machines.store.wait(["token"], datetime.timedelta(seconds=machines.timeout_s))
    return (cache / machines.store.get("token").decode()).is_file()


def _draw_from_queue(project, illustrator, machines: Machines, todo, store_here: bool, stop) -> None:
    """Take pages from the queue until it is empty: draw each, store it here (a shared folder, or the writer)
    or hand it to the writer through the store, then mark it done."""
    while (i := machines.next_item(len(todo))) is not None:
        request, key = todo[i]
        try:
            illustration = illustrator.illustrate(request, cancel=stop)
        except PictureError as err:  # nothing stored; the writer names the page (its Message, said there)
            machines.store.set(f"failed/{i}", pickle.dumps((err.args[0], err.code)))  # type: ignore[arg-type]  # torch's stub: str; it takes bytes
            machines.store.set(f"done/{i}", str(machines.rank))
            continue
        illustration.info["drawn_by"] = machines.machine(machines.rank)
        if store_here:
            project.store_illustration(key, illustration.image, illustration.sidecar())
        else:
            buffer = io.BytesIO()
            illustration.image.save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
            picture = pickle.dumps((buffer.getvalue(), illustration.sidecar()))
            machines.store.set(f"picture/{i}", picture)  # type: ignore[arg-type]  # torch's stub: str; bytes too
        machines.store.set(f"done/{i}", str(machines.rank))


class _Collector(threading.Thread):
    """Waits until every page is done; names a process that falls silent meanwhile (``error``) and cancels
    this process's own drawing (``stop``). In the writer (``store_pictures``) it also stores the pictures
    other processes hand over through the store, as they come."""

    def __init__(
        self, project: BookProject, machines: Machines, todo, stop: CancelToken, store_pictures: bool = True
    ) -> None:
        super().__init__(name="memorybook-collector", daemon=True)
        self.project, self.machines, self.todo, self.stop = project, machines, todo, stop
        self.store_pictures = store_pictures
        self.error: Exception | None = None

    def run(self) -> None:
        from PIL import Image

        store = self.machines.client()
        pending = set(range(len(self.todo)))
        others = [r for r in range(self.machines.world) if r != self.machines.rank]
        while pending:
            for i in sorted(pending):
                if not store.check([f"done/{i}"]):
                    continue
                if self.store_pictures and store.check([f"picture/{i}"]):
                    png, sidecar = pickle.loads(store.get(f"picture/{i}"))
                    self.project.store_illustration(self.todo[i][1], Image.open(io.BytesIO(png)), sidecar)
                    store.delete_key(f"picture/{i}")
                pending.discard(i)
            working = [r for r in others if not store.check([f"finished/{r}"]) or r == 0]
            silent = self.machines.silent(working, store) if pending else None
            if silent is not None:
                self.error = self.machines.silence_error(silent, Message("model.distributed.drawing_pages"))
                self.stop.cancel()
                return
            if pending:
                time.sleep(POLL_S)
