"""What a job request may hold, checked before anything is queued.

A request is JSON: ``{"model": NAME, "key": CACHE_KEY, "request": {IllustrationRequest fields},
"files": {SLOT: base64}}``. Every field has a type and a bound (:class:`RequestIn`); unknown fields are
refused. A request names no file on the server: the path fields (``photo_path``, a person's
``reference_paths`` and ``lora_path``) only say *that* a file goes there, and its bytes come in ``files``
under the slot ``photo``, ``ref/P/N`` (person P's N-th reference photo) or ``lora/P``; the server writes them
into the job's own folder under names it chooses and puts those paths in the request the engine gets. Photos
pass the photo intake's guards (:func:`app.book.photos.load_photo`: format allow-list, decompression bombs
refused from the header, damaged files); a LoRA must be a safetensors file (an 8-byte header length, then
JSON; the format's spec, huggingface/safetensors README).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import struct
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.book.errors import PhotoError
from app.book.photos import load_photo
from model.styles import load_styles
from words import Message, message_of, template
from words.catalogue import fields

MAX_BODY_BYTES = 64 * 1024 * 1024
"""Largest request body, bytes (64 MiB: a page photo, a few reference photos and a LoRA, base64-encoded)."""
MAX_FILE_BYTES = 40 * 1024 * 1024
"""Largest single file in a request, bytes after decoding (40 MiB)."""
MAX_PROMPT_CHARS = 4000
"""Prompts: far beyond what any text encoder reads (CLIP 77 tokens, T5 512)."""
MAX_TEXT_CHARS = 20000
"""A page's text, scene and title: a long page of a picture book is under 2000 characters."""

Short = Annotated[str, Field(max_length=200)]
PathText = Annotated[str, Field(max_length=4096)]
"""A path field: the client's own path, only telling that a file comes in ``files`` (never opened here)."""
Prompt = Annotated[str, Field(max_length=MAX_PROMPT_CHARS)]
Text = Annotated[str, Field(max_length=MAX_TEXT_CHARS)]
Sha = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
Side = Annotated[int, Field(ge=64, le=4096, multiple_of=8)]


class Strict(BaseModel):
    """A pydantic model that refuses unknown fields and converts no types (a number is not a string)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class PersonIn(Strict):
    """A person on the page (see :class:`model.api.PersonAdapter`)."""

    name: Short
    trigger: Short = ""
    lora_path: PathText | None = None
    lora_sha256: Sha | None = None
    weight: Annotated[float, Field(ge=-4, le=4)] = 1.0
    reference_paths: Annotated[list[PathText], Field(max_length=8)] = []
    reference_sha256: Annotated[list[Sha], Field(max_length=8)] = []
    era: Short = ""
    restored_from: Annotated[list[Sha], Field(max_length=8)] = []
    sheet_sha256: Annotated[str, Field(pattern=r"^([0-9a-f]{64})?$")] = ""


class RequestIn(Strict):
    """The fields of :class:`model.api.IllustrationRequest`, each bounded."""

    engine: Short = "sketch"
    model: PathText | None = None
    prompt: Prompt = ""
    negative_prompt: Prompt = ""
    style: Short = "watercolour"
    scene: Text = ""
    text: Text = ""
    title: Text = ""
    people: Annotated[list[PersonIn], Field(max_length=16)] = []
    photo_path: PathText | None = None
    photo_sha256: Sha | None = None
    photo_restored_from: Sha | None = None
    strength: Annotated[float, Field(ge=0, le=1)] = 0.55
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)] = 0
    steps: Annotated[int, Field(ge=1, le=200)] | None = None
    guidance: Annotated[float, Field(ge=0, le=50)] | None = None
    width: Side = 768
    height: Side = 512
    safety_checker: bool = True


class JobIn(Strict):
    """A job request's body."""

    model: PathText
    key: Sha
    request: RequestIn
    files: Annotated[
        dict[Annotated[str, Field(pattern=r"^(photo|ref/\d{1,2}/\d|lora/\d{1,2})$")], str],
        Field(max_length=160),
    ] = {}


class Refused(ValueError):
    """A request that cannot be queued, raised with a :class:`words.Message`: ``located`` (the field as the
    request spells it, then what is wrong and the fix) or one of the body's ``serve.body_*``."""


PROBLEMS = {
    "missing": "serve.problem.missing",
    "extra_forbidden": "serve.problem.extra_forbidden",
    "string_too_long": "serve.problem.string_too_long",
    "too_long": "serve.problem.too_long",
    "string_pattern_mismatch": "serve.problem.string_pattern_mismatch",
    "string_type": "serve.problem.string_type",
    "int_type": "serve.problem.int_type",
    "float_type": "serve.problem.float_type",
    "bool_type": "serve.problem.bool_type",
    "list_type": "serve.problem.list_type",
    "dict_type": "serve.problem.dict_type",
    "model_type": "serve.problem.dict_type",
    "greater_than_equal": "serve.problem.greater_than_equal",
    "less_than_equal": "serve.problem.less_than_equal",
    "multiple_of": "serve.problem.multiple_of",
}
"""pydantic's error type → the code of what a refusal says after the field, its values pydantic's context
(``max_length``, ``pattern``, ``ge``, ``le``, ``multiple_of``); a type not here keeps pydantic's own message."""


def at(field: str, message: Message | str) -> Message:
    """``field: message`` — the field as the request spells it (machine-readable, never translated)."""
    return Message("located", where=field, message=message)


def problem_message(error: Mapping[str, Any]) -> Message | str:
    """One pydantic error as the server says it (:data:`PROBLEMS`), pydantic's own text for another type."""
    code = PROBLEMS.get(error["type"])
    if code is None:
        return str(error["msg"]).removeprefix("Value error, ")
    values = {k: v for k, v in (error.get("ctx") or {}).items() if isinstance(v, int | float | str)}
    names = fields(template(code) or "")
    if not names <= set(values):
        return str(error["msg"])
    return Message(code, **{k: values[k] for k in names})


def validation_message(err: ValidationError) -> Message:
    """The first problem of a pydantic error: ``located`` at its field (``request.width``)."""
    first = err.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "body"
    return at(where, problem_message(first))


def parse_job(body: bytes) -> JobIn:
    """The job request in ``body``. Raises Refused for bad JSON or a field out of bounds."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        raise Refused(Message("serve.body_not_json")) from None
    except RecursionError:  # ``[[[[…`` nested deeper than Python's stack
        raise Refused(Message("serve.body_too_deep")) from None
    if not isinstance(data, dict):
        raise Refused(Message("serve.body_not_object"))
    try:
        job = JobIn.model_validate(data)
    except ValidationError as err:
        raise Refused(validation_message(err)) from None
    if job.request.style not in ("", "none") and job.request.style not in load_styles():
        raise Refused(at("request.style", Message("serve.unknown_style", styles=list(load_styles()))))
    return job


def slots_needed(request: RequestIn) -> dict[str, str]:
    """Slot → kind (``photo`` | ``lora``) of every file the request's path fields announce. Raises Refused
    when a path comes without its hash or the hashes and paths of a person differ in number."""
    slots = {}
    if (request.photo_path is None) != (request.photo_sha256 is None):
        raise Refused(
            Message("serve.go_together", path_field="request.photo_path", hash_field="request.photo_sha256")
        )
    if request.photo_path is not None:
        slots["photo"] = "photo"
    for p, person in enumerate(request.people):
        if len(person.reference_paths) != len(person.reference_sha256):
            raise Refused(at(f"request.people.{p}", Message("serve.references_count")))
        for n in range(len(person.reference_paths)):
            slots[f"ref/{p}/{n}"] = "photo"
        if (person.lora_path is None) != (person.lora_sha256 is None):
            raise Refused(
                Message(
                    "serve.go_together",
                    path_field=f"request.people.{p}.lora_path",
                    hash_field=f"request.people.{p}.lora_sha256",
                )
            )
        if person.lora_path is not None:
            slots[f"lora/{p}"] = "lora"
    return slots


def write_files(job: JobIn, folder: Path) -> dict[str, Any]:
    """Decode, check and write the job's files into ``folder``; returns the request for the engine (a dict of
    :class:`model.api.IllustrationRequest` fields) with the server's own paths. Raises Refused naming the slot
    (a missing, extra, oversized, non-base64 or refused file)."""
    needed = slots_needed(job.request)
    extra = sorted(set(job.files) - set(needed))
    if extra:
        raise Refused(at(f"files.{extra[0]}", Message("serve.file_not_announced")))
    paths = {}
    for slot, kind in needed.items():
        if slot not in job.files:
            raise Refused(at(f"files.{slot}", Message("serve.file_missing")))
        paths[slot] = _write_one(slot, kind, job.files[slot], folder)
    request = job.request.model_dump()
    if "photo" in paths:
        request["photo_path"] = str(paths["photo"])
    for p, person in enumerate(request["people"]):
        person["reference_paths"] = [
            str(paths[f"ref/{p}/{n}"]) for n in range(len(person["reference_paths"]))
        ]
        if person["lora_path"] is not None:
            person["lora_path"] = str(paths[f"lora/{p}"])
    return request


def _write_one(slot: str, kind: str, text: str, folder: Path) -> Path:
    if len(text) > MAX_FILE_BYTES * 4 // 3 + 4:
        raise Refused(at(f"files.{slot}", Message("serve.file_too_large", mib=MAX_FILE_BYTES // 2**20)))
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise Refused(at(f"files.{slot}", Message("serve.not_base64"))) from None
    target = folder / slot.replace("/", "-")
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    if kind == "lora":
        _check_safetensors(slot, data)
        return target.rename(target.with_suffix(".safetensors"))
    try:
        loaded = load_photo(target)
    except PhotoError as err:
        raise Refused(at(f"files.{slot}", _without_path(message_of(err), target))) from None
    return target.rename(target.with_suffix(loaded.suffix))


def _without_path(said: Message | str, path: Path) -> Message | str:
    """What the photo intake said of ``path``, without the server's own path (a client never learns it)."""
    if isinstance(said, str):
        return said.replace(str(path), "the photo", 1).removeprefix("the photo: ")
    if said.code == "located" and str(said.params.get("where")) == str(path):
        return said.params.get("message", "")
    values = {k: Message("serve.the_photo") if str(v) == str(path) else v for k, v in said.params.items()}
    return Message(said.code, **values)


def _check_safetensors(slot: str, data: bytes) -> None:
    bad = Refused(at(f"files.{slot}", Message("serve.not_safetensors")))
    if len(data) < 8:
        raise bad
    (length,) = struct.unpack("<Q", data[:8])
    if length > len(data) - 8 or length > 100_000_000:
        raise bad
    try:
        header = json.loads(data[8 : 8 + length])
    except (ValueError, UnicodeDecodeError):
        raise bad from None
    if not isinstance(header, dict):
        raise bad
    if re.search(rb"[\x00-\x08]", data[8 : 8 + length]):
        raise bad
