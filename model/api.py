"""The one value that shapes an illustration, and the events an illustrator reports.

Every engine (the offline ``sketch`` engine, the ``diffusion`` engine) takes an :class:`IllustrationRequest`
and returns an :class:`Illustration`. The request is stored beside the image as its sidecar, so any page can
be drawn again exactly (the habit of krita-ai-diffusion's request dataclass).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any, Protocol

from model.cancel import CancelToken  # noqa: F401 (part of the engines' API, as before)
from words import Message

if TYPE_CHECKING:  # Pillow is imported when a picture is read, not while the window opens (≈ 7 ms)
    from PIL import Image

    from model.errors import PictureError


@dataclass(frozen=True)
class PersonAdapter:
    """A person on the page: their trigger word and optional LoRA (``.safetensors``) with its weight, and — for
    models that take reference images (FLUX.2, Qwen-Image-Edit) — their reference photos.

    ``reference_paths`` are upright RGB-convertible image files (read, never written); ``reference_sha256`` the
    content hashes of the same photos, in the same order, which are what cache keys use. ``era`` names the time
    of the person's life the references were chosen for (app.book.eras; "" before eras) and ``restored_from``
    the content hashes of the originals whose restored copies (app.book.restore) were taken; both are recorded
    in the sidecar but left out of the cache key (the hashes of the photos used already stand for them).
    ``sheet_sha256`` is the content hash of the person's character sheet (app.book.sheets) when it leads their
    references (it is then also the first of ``reference_sha256``, which carries it into the cache key);
    recorded, so that a page drawn from an earlier sheet is told apart by name.
    """

    name: str
    trigger: str = ""
    lora_path: str | None = None
    lora_sha256: str | None = None
    weight: float = 1.0
    reference_paths: tuple[str, ...] = ()
    reference_sha256: tuple[str, ...] = ()
    era: str = ""
    restored_from: tuple[str, ...] = ()
    sheet_sha256: str = ""

    def __post_init__(self) -> None:
        # sidecars give lists; keep tuples so the request stays hashable and equal to the original
        for name in ("reference_paths", "reference_sha256", "restored_from"):
            object.__setattr__(self, name, tuple(getattr(self, name)))


@dataclass(frozen=True)
class IllustrationRequest:
    """Everything that shapes one picture.

    ``width``/``height`` are the output size in pixels (multiples of 8). ``photo_path`` is the page photo
    (already upright RGB-convertible, from photo intake) for image-to-image, or the first image given to a
    reference-taking model; ``photo_sha256`` is its content hash, which is what the cache key uses (paths differ
    between computers). The people's reference photos travel in :attr:`PersonAdapter.reference_paths`.
    ``steps``/``guidance`` of None mean the model's recommended settings (catalogue models) or the pipeline's
    own defaults. ``strength`` is the image-to-image strength, 0-1 (editing models do not use it).
    ``safety_checker`` False runs a checkpoint's safety checker off for this picture (the book's setting;
    docs/DIFFUSION.md): it is recorded in the sidecar but is not part of the cache key (a picture it passes is
    the same either way). ``photo_restored_from`` is the original's content hash when the page photo used is its
    restored copy (app.book.restore); recorded, not part of the key.
    """

    engine: str = "sketch"
    model: str | None = None
    prompt: str = ""
    negative_prompt: str = ""
    style: str = "watercolour"
    scene: str = ""
    text: str = ""
    title: str = ""
    people: tuple[PersonAdapter, ...] = ()
    photo_path: str | None = None
    photo_sha256: str | None = None
    strength: float = 0.55
    seed: int = 0
    steps: int | None = None
    guidance: float | None = None
    width: int = 768
    height: int = 512
    safety_checker: bool = True
    photo_restored_from: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field (people as a list of dicts)."""
        data = asdict(self)
        data["people"] = [asdict(p) for p in self.people]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IllustrationRequest:
        """Inverse of :meth:`to_dict`; unknown keys are ignored (sidecars from newer versions)."""
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        values["people"] = tuple(PersonAdapter(**p) for p in values.get("people", ()))
        return cls(**values)

    def cache_key(self, engine_fingerprint: str = "") -> str:
        """SHA-256 hex of everything that shapes the image.

        Paths are left out (they differ between computers); content hashes stand for the photo, the LoRAs and
        the reference photos (a person without references adds exactly what they added before references).
        ``engine_fingerprint`` names the engine's model and its revision or file hash.
        """
        data = self.to_dict()
        data.pop("photo_path")
        data.pop("safety_checker")
        data.pop("photo_restored_from")
        for person in data["people"]:
            for recorded in ("lora_path", "reference_paths", "era", "restored_from", "sheet_sha256"):
                person.pop(recorded)
            if not person["reference_sha256"]:  # keys of pictures made before references existed stay valid
                person.pop("reference_sha256")
        data["engine_fingerprint"] = engine_fingerprint
        blob = json.dumps(data, sort_keys=True, ensure_ascii=False).encode()
        return hashlib.sha256(blob).hexdigest()


@dataclass
class Progress:
    """One step of work: ``step`` of ``total`` (1-based), an optional small RGB preview, and a message."""

    step: int
    total: int
    preview: Image.Image | None = None
    message: Message | str = ""
    """What is being done, a :class:`words.Message` (a string only from an old drawing server)."""


ProgressCallback = Callable[[Progress], None]


@dataclass
class Illustration:
    """A finished picture: RGB ``image`` (PIL, mode "RGB") and how it was made.

    ``info`` holds what the sidecar records beyond the request: engine, model, model revision or hash,
    device placement, seconds, library versions, warnings.
    """

    image: Image.Image
    request: IllustrationRequest
    info: dict[str, Any] = field(default_factory=dict)

    def sidecar(self) -> dict[str, Any]:
        """The JSON sidecar stored beside the image: ``{"request": {...}, "info": {...}}``."""
        return {"request": self.request.to_dict(), "info": dict(self.info)}


BatchDone = Callable[[int, Illustration], None]
"""``on_done(i, illustration)``: the i-th request's picture, handed over as it arrives (one call at a time)."""

BatchProgress = Callable[[int, Progress], None]
"""``on_progress(i, progress)``: a step of the i-th request (one call at a time)."""

BatchFailed = Callable[[int, "PictureError"], None]
"""``on_failed(i, error)``: the i-th request's picture failed its checks; nothing to store."""


class BatchIllustrator(Protocol):
    """Draws many requests and hands each picture over as it arrives (the protocol of ``illustrate_many``).

    Implementations: one after the other (:func:`illustrate_one_by_one`, every :class:`IllustratorBase`), from
    one queue over several model processes (:class:`model.runtime.replicas.ReplicaPool`) or several drawing
    servers (:class:`app.serve.spread.ServerPool`), both through :func:`model.runtime.batch.draw_from_queue`.
    """

    def illustrate_many(
        self,
        requests: Sequence[IllustrationRequest],
        on_done: BatchDone,
        on_progress: BatchProgress | None = None,
        cancel: CancelToken | None = None,
        on_failed: BatchFailed | None = None,
    ) -> list[int]:
        """Draw ``requests``; ``on_done(i, illustration)`` once per finished picture, as it arrives.

        A picture that fails its checks (:class:`model.errors.PictureError`) goes to ``on_failed(i, error)``
        and the next request is drawn; without ``on_failed`` it is raised. Returns, for each request, the index
        of the worker that drew it (-1: failed). Raises Cancelled when cancelled (pictures finished before were
        handed over), ModelError, OSError."""
        ...


class Illustrator(BatchIllustrator, Protocol):
    """An engine that draws pictures: every member a caller uses.

    Implementations (all derive from :class:`IllustratorBase`, which gives the defaults):
    :mod:`model.engines.sketch`, :mod:`model.engines.diffusion`, :class:`model.runtime.hosted.ProcessIllustrator`,
    :class:`model.runtime.replicas.ReplicaPool`, :class:`app.serve.client.RemoteIllustrator`,
    :class:`app.serve.spread.ServerPool`.
    """

    name: str
    """The engine: ``"sketch"`` or ``"diffusion"`` (requests and cache keys record it)."""

    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """The languages (ISO 639-1) the model's text encoder understands; a page's words go in the first."""
        ...

    @property
    def max_references(self) -> int:
        """How many reference images the model takes (0: none)."""
        ...

    @property
    def model(self) -> str | None:
        """The model as it was asked for (a folder, a file, a hub id, a served name); None without a model."""
        ...

    @property
    def model_name(self) -> str | None:
        """The model's name as requests record it (its source's name); None without a model."""
        ...

    def fingerprint(self) -> str:
        """Identifies the engine, model and its revision or file hash (goes into cache keys)."""
        ...

    def describe(self, cancel: CancelToken | None = None) -> dict[str, Any]:
        """What the model is, asked ahead where asking costs (a model process starts); ``{}`` where not."""
        ...

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """Draw one picture. Raises :class:`model.errors.Cancelled` when cancelled, ModelError on bad input."""
        ...

    def close(self) -> None:
        """Free the model (and stop what was started for it); the illustrator may be used again after."""
        ...


class IllustratorBase:
    """The defaults of :class:`Illustrator`'s members, for implementations to derive from: prompts in English,
    no references, no model, nothing to describe or free, and :meth:`illustrate_many` one page after the other."""

    name: str = "sketch"

    @property
    def prompt_languages(self) -> tuple[str, ...]:
        """English only."""
        return ("en",)

    @property
    def max_references(self) -> int:
        """No reference images."""
        return 0

    @property
    def model(self) -> str | None:
        """No model."""
        return None

    @property
    def model_name(self) -> str | None:
        """No model (engines with one give its source's name)."""
        return None

    def fingerprint(self) -> str:  # pragma: no cover - every engine gives its own
        raise NotImplementedError

    def describe(self, cancel: CancelToken | None = None) -> dict[str, Any]:
        """Nothing to ask ahead."""
        return {}

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:  # pragma: no cover - every engine gives its own
        raise NotImplementedError

    def illustrate_many(
        self,
        requests: Sequence[IllustrationRequest],
        on_done: BatchDone,
        on_progress: BatchProgress | None = None,
        cancel: CancelToken | None = None,
        on_failed: BatchFailed | None = None,
    ) -> list[int]:
        """One after the other (:func:`illustrate_one_by_one`)."""
        return illustrate_one_by_one(self, requests, on_done, on_progress, cancel, on_failed)

    def close(self) -> None:
        """Nothing to free."""


def illustrate_one_by_one(
    illustrator: IllustratorBase | Illustrator,
    requests: Sequence[IllustrationRequest],
    on_done: BatchDone,
    on_progress: BatchProgress | None = None,
    cancel: CancelToken | None = None,
    on_failed: BatchFailed | None = None,
) -> list[int]:
    """:meth:`BatchIllustrator.illustrate_many` for an illustrator that draws one picture at a time: each
    request in order with ``illustrator.illustrate``; every picture drawn by worker 0."""
    from model.errors import Cancelled, PictureError

    drawn_by = [-1] * len(requests)
    for i, request in enumerate(requests):
        if cancel is not None and cancel.cancelled:
            raise Cancelled()

        def forward(p: Progress, i: int = i) -> None:
            if on_progress is not None:
                on_progress(i, p)

        try:
            illustration = illustrator.illustrate(request, forward, cancel)
        except PictureError as err:
            if on_failed is None:
                raise
            on_failed(i, err)
            continue
        drawn_by[i] = 0
        on_done(i, illustration)
    return drawn_by
