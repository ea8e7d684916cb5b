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
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.book.errors import PhotoError
from app.book.field_errors import problem_sentence
from app.book.photos import load_photo
from model.styles import load_styles

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
    """A request that cannot be queued; ``str()`` is one line naming the field and the fix."""


PROBLEMS = {
    "missing": "this field is missing; add it",
    "extra_forbidden": "no such field; leave it out",
    "string_too_long": "longer than {max_length} characters; send a shorter text",
    "too_long": "more than {max_length} entries; send fewer",
    "string_pattern_mismatch": "does not have the form {pattern}",
    "string_type": "must be text (a JSON string)",
    "int_type": "must be a whole number",
    "float_type": "must be a number",
    "bool_type": "must be true or false",
    "list_type": "must be a list (a JSON array)",
    "dict_type": "must be a JSON object",
    "model_type": "must be a JSON object",
    "greater_than_equal": "must be at least {ge}",
    "less_than_equal": "must be at most {le}",
    "multiple_of": "must be a multiple of {multiple_of}",
}
"""pydantic's error type → the sentence a refusal says after the field (``{name}``: pydantic's context), in the
words of the server's other refusals, so that a client translates them with the rest
(:data:`app.viewmodels.message_table.SENTENCES`); a type not here keeps pydantic's own message."""


def validation_line(err: ValidationError) -> str:
    """The first problem of a pydantic error as one line: ``field.path: sentence`` (:data:`PROBLEMS`)."""
    first = err.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "body"
    return f"{where}: {problem_sentence(first, PROBLEMS)}"


def parse_job(body: bytes) -> JobIn:
    """The job request in ``body``. Raises Refused (one line) for bad JSON or a field out of bounds."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        raise Refused("the body is not JSON; send the job as a JSON object") from None
    except RecursionError:  # ``[[[[…`` nested deeper than Python's stack
        raise Refused("the body nests deeper than any job does; send the job as a flat JSON object") from None
    if not isinstance(data, dict):
        raise Refused("the body must be a JSON object with model, key, request and files")
    try:
        job = JobIn.model_validate(data)
    except ValidationError as err:
        raise Refused(validation_line(err)) from None
    if job.request.style not in ("", "none") and job.request.style not in load_styles():
        raise Refused(f"request.style: unknown style; choose one of: {', '.join(load_styles())}")
    return job


def slots_needed(request: RequestIn) -> dict[str, str]:
    """Slot → kind (``photo`` | ``lora``) of every file the request's path fields announce. Raises Refused
    when a path comes without its hash or the hashes and paths of a person differ in number."""
    slots = {}
    if (request.photo_path is None) != (request.photo_sha256 is None):
        raise Refused("request.photo_path and request.photo_sha256 go together; send both or neither")
    if request.photo_path is not None:
        slots["photo"] = "photo"
    for p, person in enumerate(request.people):
        if len(person.reference_paths) != len(person.reference_sha256):
            raise Refused(
                f"request.people.{p}: as many reference_sha256 as reference_paths are needed; send one for each"
            )
        for n in range(len(person.reference_paths)):
            slots[f"ref/{p}/{n}"] = "photo"
        if (person.lora_path is None) != (person.lora_sha256 is None):
            raise Refused(
                f"request.people.{p}.lora_path and request.people.{p}.lora_sha256 go together; "
                "send both or neither"
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
        raise Refused(f"files.{extra[0]}: no field of the request announces this file; leave it out")
    paths = {}
    for slot, kind in needed.items():
        if slot not in job.files:
            raise Refused(f"files.{slot}: the request announces this file but its bytes are missing")
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
        raise Refused(f"files.{slot}: larger than {MAX_FILE_BYTES // 2**20} MiB; send a smaller photo")
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise Refused(f"files.{slot}: is not base64; encode the file's bytes with standard base64") from None
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
        raise Refused(
            f"files.{slot}: {str(err).replace(str(target), 'the photo', 1).removeprefix('the photo: ')}"
        ) from None
    return target.rename(target.with_suffix(loaded.suffix))


def _check_safetensors(slot: str, data: bytes) -> None:
    bad = Refused(f"files.{slot}: is not a safetensors file; send the LoRA as .safetensors")
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
