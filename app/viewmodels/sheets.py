"""Drawing a person's character sheet from the app (:mod:`app.book.sheets`), in the worker thread.

The job follows the pages' pattern (:mod:`app.viewmodels.illustrate`): the worker gets a *copy* of the book on a
shadow project that writes the portrait into the book folder (``illustrations/`` and, by content hash,
``photos/``) but never ``book.json``, and draws it with :func:`app.build.sheets.draw_sheet` — the command line's
``memorybook person era sheet`` — on the engine and model the pages are drawn with (the same illustrators, so a
loaded model is not loaded twice). The sheet comes back to the GUI thread as :class:`SheetDrawn`, with its
thumbnail made in the worker, and is recorded on the person's era through the undo stack, waiting for approval.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QImage

from app.book.model import CharacterSheet, PhotoInfo
from app.viewmodels.book import BookViewModel
from app.viewmodels.illustrate import IllustrateViewModel, _ShadowProject
from app.viewmodels.messages import join_messages, translate_message
from app.viewmodels.worker import JobContext, WorkerBridge
from words import Message, say

JOB_SHEET = "sheet"


@dataclass
class SheetDrawn:
    """A drawn sheet: the book folder it was drawn for, the person's id, the era's name
    (:data:`app.book.eras.ALL_LIFE` for the whole life), the :class:`app.book.model.CharacterSheet`
    (unapproved), the portrait's entry in ``book.photos``, its thumbnail (made in the worker) and the request's
    warnings."""

    root: Path
    person_id: str
    era: str
    sheet: CharacterSheet
    photo: PhotoInfo
    thumbnail: QImage
    warnings: list[Message] = field(default_factory=list)


class SheetViewModel(QObject):
    """Draws character sheets in the worker and records them in the book.

    Signals: ``running_changed(bool)``, ``progress_changed(step, steps)`` (the model's denoising steps),
    ``drawn(person_id, era)`` once the sheet is in the book, ``error_changed(text)`` (one line, translated),
    ``cancelled_changed()``.
    """

    running_changed = Signal(bool)
    progress_changed = Signal(int, int)
    drawn = Signal(str, str)
    error_changed = Signal(str)
    cancelled_changed = Signal()

    def __init__(
        self, book_vm: BookViewModel, bridge: WorkerBridge, illustrate_vm: IllustrateViewModel
    ) -> None:
        super().__init__(book_vm)
        self.book_vm, self.bridge, self.illustrate_vm = book_vm, bridge, illustrate_vm
        bridge.progress_changed.connect(self._on_progress)
        bridge.job_finished.connect(self._on_finished)
        bridge.job_failed.connect(self._on_failed)
        bridge.job_cancelled.connect(self._on_cancelled)
        book_vm.book_changed.connect(self.cancel)  # another book was opened: its sheet is not wanted

    @property
    def running(self) -> bool:
        """True while a sheet is being drawn (or waits for the worker)."""
        return self.bridge.has_job(JOB_SHEET)

    def draw(self, person_id: str, era_name: str) -> bool:
        """Draw (again) the sheet of the person ``person_id`` for their era ``era_name`` in the worker; it
        arrives by ``drawn``, or a one-line ``error_changed`` (an era without photos, a model that failed).
        False when a sheet is already being drawn or no book is open."""
        if self.running or not self.book_vm.is_open:
            return False
        self.book_vm.save()
        shadow = _ShadowProject(self.book_vm.open_project.root, self.book_vm.book.model_copy(deep=True))
        engine, model = self.illustrate_vm.engine_choice()
        cache, settings = self.illustrate_vm.illustrators, self.illustrate_vm.settings
        processes, pages, server = settings.model_processes, len(shadow.book.pages), settings.server_code

        def run(ctx: JobContext) -> SheetDrawn:
            from app.build.sheets import draw_sheet
            from app.viewmodels.images import photo_thumbnail

            # the pages' illustrator, asked for as the pages' job asks (fewer processes would reload the model)
            illustrator = cache.get(
                engine, model, ctx.cancel, processes=processes, pages=pages, server=server
            )
            sheet, warnings = draw_sheet(
                shadow,
                illustrator,
                person_id,
                era_name,
                on_progress=lambda progress: ctx.report((progress.step, progress.total)),
                cancel=ctx.cancel,
            )
            thumbnail = photo_thumbnail(shadow, sheet.photo)
            photo = shadow.book.photos[sheet.photo]
            return SheetDrawn(shadow.root, person_id, era_name, sheet, photo, thumbnail, warnings)

        self.bridge.submit(JOB_SHEET, run)
        self.running_changed.emit(True)
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop drawing the sheet (nothing is recorded)."""
        self.bridge.cancel(JOB_SHEET)

    def _record(self, done: SheetDrawn) -> bool:
        """Record ``done``'s sheet on its person's era and its portrait in ``book.photos`` (one undo step);
        False (and one line) when the person or era went while it was drawn."""
        from app.book.sheets import find_era

        book = self.book_vm.book
        people = [p.model_copy(deep=True) for p in book.people]
        person = next((p for p in people if p.id == done.person_id), None)
        try:
            era = find_era(person, done.era) if person is not None else None
        except KeyError:
            person = None
        if person is None:
            self.error_changed.emit(say(Message("app.sheets.subject_removed")))
            return False
        if era is None:
            person.sheet = done.sheet
        else:
            era.sheet = done.sheet
        photos = {**book.photos, done.sheet.photo: done.photo}
        return self.book_vm.set_book_fields(
            {"people": people, "photos": photos}, self.tr("Draw character sheet")
        )

    # -- from the worker (GUI thread) ------------------------------------------------------------------
    @Slot(str, object)
    def _on_progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_SHEET:
            step, steps = payload
            self.progress_changed.emit(step, steps)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind != JOB_SHEET:
            return
        assert isinstance(result, SheetDrawn)
        if self.book_vm.project is None or self.book_vm.project.root != result.root:  # another book now
            self.running_changed.emit(False)
            return
        if not result.thumbnail.isNull():
            self.book_vm.pages_model.thumbs.put(f"photo:{result.sheet.photo}", result.thumbnail)
        recorded = self._record(result)
        if result.warnings:
            self.book_vm.message_changed.emit(join_messages(result.warnings))
        self.running_changed.emit(False)
        if recorded:
            self.drawn.emit(result.person_id, result.era)

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
        if kind == JOB_SHEET:
            self.running_changed.emit(False)
            self.error_changed.emit(translate_message(message))

    @Slot(str)
    def _on_cancelled(self, kind: str) -> None:
        if kind == JOB_SHEET:
            self.running_changed.emit(False)
            self.cancelled_changed.emit()
