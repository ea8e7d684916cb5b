"""Choosing the picture model: the catalogue (size, licence, GPU needs), downloads with progress and cancel,
and the placement plan explained in words. All work that touches torch runs in the worker thread.

Each part is offered only when the inference core ships it: the catalogue needs :mod:`model.catalog`, the plan
:mod:`model.placement` and :mod:`model.devices`, downloads :func:`model.loading.download`. Without them the
dialog offers just the choices (sketch engine, a folder, a file, a hub id).
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from app.viewmodels.worker import JobContext, WorkerBridge

JOB_DOWNLOAD = "download"
JOB_PLAN = "plan"
JOB_CATALOGUE = "catalogue"
JOB_INSPECT = "inspect"


def _has(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def _has_attr(module: str, name: str) -> bool:
    if not _has(module):
        return False
    import importlib

    return hasattr(importlib.import_module(module), name)


@dataclass
class CatalogueEntry:
    """One known model as shown to people: sizes in bytes; ``gpu_bytes`` is None until measured."""

    id: str
    name: str
    hub_id: str
    licence: str
    commercial_use: bool
    size_bytes: int
    gpu_bytes: int | None = None


class ModelsViewModel(QObject):
    """Signals: ``catalogue_changed(list[CatalogueEntry])``, ``plan_changed(text)``,
    ``download_progress_changed(done, total)`` (bytes), ``download_finished_changed(model id)``,
    ``source_changed(found, text)`` (whether a model is on this computer; the reason when it is not),
    ``running_changed(bool)``, ``error_changed(text)``, ``cancelled_changed()``."""

    catalogue_changed = Signal(list)
    source_changed = Signal(bool, str)
    plan_changed = Signal(str)
    download_progress_changed = Signal(int, int)
    download_finished_changed = Signal(str)
    running_changed = Signal(bool)
    error_changed = Signal(str)
    cancelled_changed = Signal()

    def __init__(self, bridge: WorkerBridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.entries: list[CatalogueEntry] = []
        self._pending_download: str | None = None
        bridge.progress_changed.connect(self._on_progress)
        bridge.job_finished.connect(self._on_finished)
        bridge.job_failed.connect(self._on_failed)
        bridge.job_cancelled.connect(self._on_cancelled)

    # -- what the core offers -----------------------------------------------------------------------------
    @staticmethod
    def has_catalogue() -> bool:
        """True when the core ships a model catalogue (``model.catalog``)."""
        return _has("model.catalog")

    @staticmethod
    def has_planner() -> bool:
        """True when the core ships the placement planner and device inventory."""
        return _has_attr("model.placement", "plan_for") and _has("model.devices")

    @staticmethod
    def can_download() -> bool:
        """True when the core can download hub models (``model.loading.download``)."""
        return _has_attr("model.loading", "download")

    # -- catalogue ---------------------------------------------------------------------------------------
    def load_catalogue(self) -> list[CatalogueEntry]:
        """The catalogue with sizes and licences (at once), then GPU needs measured in the worker."""
        if not self.has_catalogue():
            return []
        from model.catalog import load_catalog

        models = load_catalog()
        self.entries = [
            CatalogueEntry(m.id, m.name, m.hub_id, m.licence, m.commercial_use, m.total_bytes)
            for m in models.values()
        ]
        if self.has_planner():

            def run(ctx: JobContext) -> dict[str, int]:
                needs = {}
                for model_id, model in models.items():
                    if ctx.cancel.cancelled:
                        break
                    try:
                        needs[model_id] = int(model.min_memory_bytes)
                    except Exception:  # an entry that cannot be measured simply shows no figure
                        continue
                return needs

            self.bridge.submit(JOB_CATALOGUE, run)
        self.catalogue_changed.emit(list(self.entries))
        return list(self.entries)

    # -- plan ----------------------------------------------------------------------------------------------
    def explain_plan(self, model: str) -> bool:
        """Work out (in the worker) how ``model`` would be placed on this computer; the words arrive by
        ``plan_changed``. False when no planner ships or ``model`` is empty."""
        model = model.strip()
        if not model or not self.has_planner():
            return False
        # the planner knows catalogue models by their catalogue id
        model = next((e.id for e in self.entries if model in (e.hub_id, e.id)), model)
        self.bridge.cancel(JOB_PLAN)

        def run(ctx: JobContext) -> str:
            from model.devices import inventory
            from model.placement import plan_for

            return plan_for(model, inventory()).explanation

        self.bridge.submit(JOB_PLAN, run)
        return True

    # -- is it here? ---------------------------------------------------------------------------------------
    @staticmethod
    def can_inspect() -> bool:
        """True when the core can tell whether a model is on this computer (``model.loading.inspect_source``)."""
        return _has_attr("model.loading", "inspect_source")

    def check_source(self, model: str) -> bool:
        """Find out (in the worker: it imports torch) whether ``model`` is on this computer, without loading
        weights or using the network; the answer arrives by ``source_changed``."""
        model = model.strip()
        if not model or not self.can_inspect():
            return False
        self.bridge.cancel(JOB_INSPECT)

        def run(ctx: JobContext) -> str:
            from model.loading import inspect_source

            return inspect_source(model).kind

        self.bridge.submit(JOB_INSPECT, run)
        return True

    # -- download ------------------------------------------------------------------------------------------
    def download(self, repo_id: str) -> bool:
        """Download a hub model in the worker (progress by ``download_progress_changed``). False when
        downloads are not offered or one is running."""
        repo_id = repo_id.strip()
        if not repo_id or not self.can_download() or self.bridge.has_job(JOB_DOWNLOAD):
            return False

        def run(ctx: JobContext) -> str:
            from model.loading import download

            def on_progress(progress) -> None:
                ctx.report((int(progress.step), int(progress.total)))

            download(repo_id, on_progress=on_progress, cancel=ctx.cancel)
            return repo_id

        self.bridge.submit(JOB_DOWNLOAD, run)
        self.running_changed.emit(True)
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop a running download (finished files stay in the Hugging Face cache)."""
        self.bridge.cancel(JOB_DOWNLOAD)

    # -- from the worker -------------------------------------------------------------------------------------
    @Slot(str, object)
    def _on_progress(self, kind: str, payload: object) -> None:
        if kind == JOB_DOWNLOAD:
            done, total = payload
            self.download_progress_changed.emit(done, total)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: object) -> None:
        if kind == JOB_DOWNLOAD:
            self.running_changed.emit(False)
            self.download_finished_changed.emit(str(result))
        elif kind == JOB_PLAN:
            self.plan_changed.emit(str(result))
        elif kind == JOB_INSPECT:
            self.source_changed.emit(True, str(result))
        elif kind == JOB_CATALOGUE:
            for entry in self.entries:
                entry.gpu_bytes = result.get(entry.id, entry.gpu_bytes)
            self.catalogue_changed.emit(list(self.entries))

    @Slot(str, str)
    def _on_failed(self, kind: str, message: str) -> None:
        if kind == JOB_DOWNLOAD:
            self.running_changed.emit(False)
            self.error_changed.emit(message)
        elif kind == JOB_PLAN:
            self.plan_changed.emit(message)
        elif kind == JOB_INSPECT:
            self.source_changed.emit(False, message)

    @Slot(str)
    def _on_cancelled(self, kind: str) -> None:
        if kind == JOB_DOWNLOAD:
            self.running_changed.emit(False)
            self.cancelled_changed.emit()
