"""Choosing the picture model: the catalogue (size, licence, GPU needs), downloads with progress and cancel,
and the placement plan explained in words.

Everything that needs torch (the planner builds models on the meta device; finding a model reads its files with
diffusers' helpers) runs in the model process (:func:`model.runtime.process.shared_engine`), waited on by the worker
thread: importing torch holds Python's GIL long enough to freeze the window if it happened in this process.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from app.viewmodels.worker import JobContext, WorkerBridge
from words import say

JOB_DOWNLOAD = "download"
JOB_PLAN = "plan"
JOB_CATALOGUE = "catalogue"
JOB_INSPECT = "inspect"


@dataclass
class CatalogueEntry:
    """One known model as shown to people: sizes in bytes; ``gpu_bytes`` is None until measured; ``licence_zh``
    the licence as worded for the Chinese interface ("" when the name alone is shown)."""

    id: str
    name: str
    hub_id: str
    licence: str
    commercial_use: bool
    size_bytes: int
    gpu_bytes: int | None = None
    licence_zh: str = ""
    languages: tuple[str, ...] = ("en",)
    max_references: int = 0
    """Reference photos the model takes (0: none; it needs a trained LoRA to keep a face)."""


class ModelsViewModel(QObject):
    """Signals: ``catalogue_changed(list[CatalogueEntry])``, ``plan_changed(text)``,
    ``download_progress_changed(done, total)`` (bytes), ``download_finished_changed(model id)``,
    ``source_changed(found, text)`` (whether a model is on this computer; the reason when it is not),
    ``running_changed(bool)``, ``error_changed(text)``, ``cancelled_changed()``."""

    catalogue_changed = Signal(list)
    source_changed = Signal(bool, str)
    plan_changed = Signal(str)
    plan_details_changed = Signal(str)
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

    # -- catalogue ---------------------------------------------------------------------------------------
    def load_catalogue(self) -> list[CatalogueEntry]:
        """The catalogue with sizes and licences (at once), then GPU needs measured in the model process."""
        from model.catalog import load_catalog

        models = load_catalog()
        self.entries = [
            CatalogueEntry(
                m.id,
                m.name,
                m.hub_id,
                m.licence,
                m.commercial_use,
                m.total_bytes,
                licence_zh=m.licence_zh,
                languages=m.languages,
                max_references=m.max_references,
            )
            for m in models.values()
        ]

        def run(ctx: JobContext) -> dict[str, int]:
            from model.runtime.process import shared_engine

            return shared_engine().call("model.placement.memory:memory_needs", cancel=ctx.cancel)

        self.bridge.submit(JOB_CATALOGUE, run)
        self.catalogue_changed.emit(list(self.entries))
        return list(self.entries)

    # -- plan ----------------------------------------------------------------------------------------------
    def explain_plan(self, model: str) -> bool:
        """Work out (in the worker) how ``model`` would be placed on this computer; the words arrive by
        ``plan_changed``. False when ``model`` is empty."""
        model = model.strip()
        if not model:
            return False
        # the planner knows catalogue models by their catalogue id
        model = next((e.id for e in self.entries if model in (e.hub_id, e.id)), model)
        self.bridge.cancel(JOB_PLAN)

        def run(ctx: JobContext) -> str:
            from model.runtime.process import shared_engine

            return shared_engine().call("model.placement:plan_here", model, cancel=ctx.cancel)

        self.bridge.submit(JOB_PLAN, run)
        return True

    def describe_plan(self, plan) -> str:
        """A :class:`model.placement.Plan` for people, in the interface language: what it means in one
        sentence and what each device holds, its parts named in words (the planner's own explanation, in
        English, goes out separately by ``plan_details_changed`` for whoever looks into it)."""
        from model.devices import format_size
        from model.placement import Strategy

        devices = [d.name for d in plan.devices if d.name != "disk"] or [plan.execution_device]
        names = self.tr(", ").join(self._device_name(name) for name in devices)
        sentences = {
            Strategy.SINGLE: self.tr("The whole model fits on %s and runs there."),
            Strategy.REPLICAS: self.tr("One copy of the model on each of %s: pages are drawn side by side."),
            Strategy.DENOISER_REPLICAS: self.tr(
                "Every page's words are read first and the text model is set aside; then one copy of the drawing "
                "model on each of %s draws the pages side by side."
            ),
            Strategy.COMPONENTS: self.tr("The model's parts are spread over %s."),
            Strategy.SHARDED: self.tr("The model is split across %s."),
            Strategy.MODEL_OFFLOAD: self.tr(
                "The model's parts take turns on %s; the others wait in the computer's memory (a little slower)."
            ),
            Strategy.GROUP_OFFLOAD: self.tr(
                "The model waits in the computer's memory and moves to %s one block at a time, the next block "
                "on its way while this one works (slower, needs little memory)."
            ),
            Strategy.SEQUENTIAL_OFFLOAD: self.tr(
                "The model is moved to %s a little at a time (much slower, but it needs the least memory)."
            ),
            Strategy.TENSOR_PARALLEL: self.tr(
                "Every layer of the denoiser is cut in pieces, one piece on each of %s, working together on "
                "each picture (tensor parallelism; started with torchrun)."
            ),
            Strategy.CONTEXT_PARALLEL: self.tr(
                "Each of %s works on its own share of the picture's tokens, the pieces put back together at "
                "every step (context parallelism; started with torchrun)."
            ),
            Strategy.DISK_OFFLOAD: self.tr(
                "The model does not fit in memory on %s: parts are read from the disk as they are needed "
                "(very slow)."
            ),
        }
        lines = [sentences.get(plan.strategy, self.tr("The model is split across %s.")) % names]
        if all(name.startswith("cpu") for name in devices):
            lines.append(self.tr("There is no graphics card, so each picture takes a while."))
        for share in plan.devices:
            if share.holds:
                lines.append(
                    self.tr("%s: %s (%s)")
                    % (
                        self._device_name(share.name),
                        self.tr(", ").join(self.component_name(part) for part in share.holds),
                        format_size(share.assigned_bytes),
                    )
                )
        return "\n".join(lines)

    def component_name(self, name: str) -> str:
        """A pipeline component in words ("text_encoder" → "the text encoder"; unknown names as they are)."""
        names = {
            "text_encoder": self.tr("the text encoder"),
            "text_encoder_2": self.tr("the second text encoder"),
            "text_encoder_3": self.tr("the third text encoder"),
            "unet": self.tr("the denoiser (UNet)"),
            "transformer": self.tr("the denoiser (transformer)"),
            "vae": self.tr("the image decoder (VAE)"),
            "safety_checker": self.tr("the safety checker"),
            "image_encoder": self.tr("the image encoder"),
            "each component in turn": self.tr("each part in turn"),
        }
        if not isinstance(name, str):  # a share the planner words itself (model.placement.explain)
            return say(name)
        if name.startswith(("unet.", "transformer.")):  # a share of a split denoiser
            return self.tr("part of the denoiser (%s)") % name.split(".", 1)[1]
        return names.get(name, name)

    def _device_name(self, name: str) -> str:
        if name.startswith("cpu"):
            return self.tr("the computer's processor (CPU)")
        if name == "disk":
            return self.tr("the disk")
        if ":" in name:
            return self.tr("graphics card %s") % name.split(":", 1)[1]
        return name

    # -- is it here? ---------------------------------------------------------------------------------------
    def check_source(self, model: str) -> bool:
        """Find out (in the model process) whether ``model`` is on this computer, without loading weights or
        using the network; the answer arrives by ``source_changed``. False when ``model`` is empty."""
        model = model.strip()
        if not model:
            return False
        self.bridge.cancel(JOB_INSPECT)

        def run(ctx: JobContext) -> str:
            from model.runtime.process import shared_engine

            return shared_engine().call("model.pipelines.sources:source_kind", model, cancel=ctx.cancel)

        self.bridge.submit(JOB_INSPECT, run)
        return True

    # -- download ------------------------------------------------------------------------------------------
    def download(self, repo_id: str) -> bool:
        """Download a hub model (a Hugging Face id, or a catalogue id) in the model process (progress by
        ``download_progress_changed``). False when ``repo_id`` is empty or a download is running."""
        from model.catalog import hub_id_for

        repo_id = hub_id_for(repo_id.strip())  # a catalogue id downloads its Hugging Face model
        if not repo_id or self.bridge.has_job(JOB_DOWNLOAD):
            return False

        def run(ctx: JobContext) -> str:
            from model.runtime.process import shared_engine

            def on_progress(progress) -> None:
                ctx.report((int(progress.step), int(progress.total)))

            shared_engine().call(
                "model.pipelines.loading:download", repo_id, on_progress=on_progress, cancel=ctx.cancel
            )
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
            self.plan_changed.emit(self.describe_plan(result))
            self.plan_details_changed.emit(result.explanation)
        elif kind == JOB_INSPECT:
            self.source_changed.emit(True, str(result))
        elif kind == JOB_CATALOGUE:
            for entry in self.entries:
                entry.gpu_bytes = result.get(entry.id, entry.gpu_bytes)
            self.catalogue_changed.emit(list(self.entries))

    @Slot(str, str)
    def _on_failed(self, kind: str, message: str) -> None:
        from app.viewmodels.messages import translate_message

        message = translate_message(message)
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
