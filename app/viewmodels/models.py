"""Choosing the picture model: the catalogue (size, licence, GPU needs), downloads with progress and cancel,
and the placement plan explained in words.

Everything that needs torch (the planner builds models on the meta device; finding a model reads its files with
diffusers' helpers) runs in the model process (:func:`model.runtime.process.shared_engine`), waited on by the worker
thread: importing torch holds Python's GIL long enough to freeze the window if it happened in this process.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from app.viewmodels.messages import translate_message, translate_messages
from app.viewmodels.worker import JobContext, WorkerBridge
from words import Message, say

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
        return "\n".join(say(line) for line in plan_messages(plan))

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
    def _on_progress(self, kind: str, payload: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_DOWNLOAD:
            done, total = payload
            self.download_progress_changed.emit(done, total)

    @Slot(str, object)
    def _on_finished(self, kind: str, result: Any) -> None:  # what the job gave, by its kind
        if kind == JOB_DOWNLOAD:
            self.running_changed.emit(False)
            self.download_finished_changed.emit(str(result))
        elif kind == JOB_PLAN:
            self.plan_changed.emit(self.describe_plan(result))
            explanation = result.explanation  # the planner's words: a line, or messages once it says them
            lines = explanation if isinstance(explanation, list) else [explanation]
            self.plan_details_changed.emit("\n".join(translate_messages(lines)))
        elif kind == JOB_INSPECT:
            self.source_changed.emit(True, str(result))
        elif kind == JOB_CATALOGUE:
            for entry in self.entries:
                entry.gpu_bytes = result.get(entry.id, entry.gpu_bytes)
            self.catalogue_changed.emit(list(self.entries))

    @Slot(str, object)
    def _on_failed(self, kind: str, message: Message | str) -> None:
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


PLAN_SENTENCES = {
    "single": Message("app.plan.single", devices=[]),
    "replicas": Message("app.plan.replicas", devices=[]),
    "denoiser_replicas": Message("app.plan.denoiser_replicas", devices=[]),
    "components": Message("app.plan.components", devices=[]),
    "sharded": Message("app.plan.sharded", devices=[]),
    "model_offload": Message("app.plan.model_offload", devices=[]),
    "group_offload": Message("app.plan.group_offload", devices=[]),
    "sequential_offload": Message("app.plan.sequential_offload", devices=[]),
    "tensor_parallel": Message("app.plan.tensor_parallel", devices=[]),
    "context_parallel": Message("app.plan.context_parallel", devices=[]),
    "disk_offload": Message("app.plan.disk_offload", devices=[]),
}
"""The one sentence of each placement strategy (by its :class:`model.placement.Strategy` value); ``devices``
is filled in."""

COMPONENTS = {
    "text_encoder": Message("app.part.text_encoder"),
    "text_encoder_2": Message("app.part.text_encoder_2"),
    "text_encoder_3": Message("app.part.text_encoder_3"),
    "unet": Message("app.part.unet"),
    "transformer": Message("app.part.transformer"),
    "vae": Message("app.part.vae"),
    "safety_checker": Message("app.part.safety_checker"),
    "image_encoder": Message("app.part.image_encoder"),
    "each component in turn": Message("app.part.each_in_turn"),
}
"""A pipeline component's name in words."""


def plan_messages(plan) -> list[Message]:
    """What ``plan`` (a :class:`model.placement.Plan`) means, as messages: its strategy's sentence naming the
    devices, a note when there is no graphics card, and what each device holds."""
    from model.devices import format_size

    devices = [d.name for d in plan.devices if d.name != "disk"] or [plan.execution_device]
    sentence = PLAN_SENTENCES.get(
        str(getattr(plan.strategy, "value", plan.strategy)), PLAN_SENTENCES["sharded"]
    )
    lines = [Message(sentence.code, devices=[device_message(name) for name in devices])]
    if all(name.startswith("cpu") for name in devices):
        lines.append(Message("app.plan.no_gpu"))
    for share in plan.devices:
        if share.holds:
            parts = [component_message(part) for part in share.holds]
            size = format_size(share.assigned_bytes)
            lines.append(
                Message("app.plan.device_holds", device=device_message(share.name), parts=parts, size=size)
            )
    return lines


def component_message(name: Message | str) -> Message | str:
    """A pipeline component in words ("text_encoder" → the text encoder; unknown names as they are; a share
    the planner words itself, a message, as it is)."""
    if isinstance(name, Message):
        return name
    if name.startswith(("unet.", "transformer.")):  # a share of a split denoiser
        return Message("app.part.denoiser_share", part=name.split(".", 1)[1])
    return COMPONENTS.get(name, name)


def device_message(name: str) -> Message | str:
    """A device in words ("cpu" → the computer's processor, "cuda:1" → graphics card 1; others as named)."""
    if name.startswith("cpu"):
        return Message("app.device.cpu")
    if name == "disk":
        return Message("app.device.disk")
    if ":" in name:
        return Message("app.device.gpu", number=name.split(":", 1)[1])
    return name
