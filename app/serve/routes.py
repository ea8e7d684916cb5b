"""The drawing server's HTTP routes (FastAPI), one :class:`~fastapi.APIRouter` every route of which is behind a
token but ``GET /live``; :func:`app.serve.api.create_app` includes it.

``GET /live`` — no token: 200 while the server and its drawing workers run, 503 with the reason when not (a
container's HEALTHCHECK, ``memorybook serve alive``); it names nothing else.
``GET /health`` — the models served (name, engine, fingerprint, licence), the queue length, the workers (one
per model process, each drawing one job at a time).
``POST /jobs`` — queue a job (:mod:`app.serve.intake`); 201 with the job, or 200 with the caller's existing job
of the same cache key. ``GET /jobs`` — the caller's jobs. ``GET /jobs/ID`` — one. ``GET /jobs/ID/events`` —
server-sent events (``progress`` with the step and the engine's live preview as base64 JPEG, then one
``state`` when it ends). ``GET /jobs/ID/result`` — the picture (PNG,
base64) and the engine's info. ``POST /jobs/ID/cancel``. ``DELETE /jobs/ID`` — cancel if needed and delete the
job and its files (a client does this once it has stored the picture).

What a route uses it declares as a FastAPI dependency (``Depends``), nothing is a closure or a module global:
:func:`serving` — the :class:`Serving` (store, worker, rate limit) of the application the request came to
(``app.state.serving``, set by ``create_app``); :func:`owner` — the caller's token name, or 401; :func:`job_of`
— the caller's job named in the path, or 404 (a job of another token answers exactly as a job that does not
exist). Errors are raised as :class:`~app.serve.failures.Failure` and answered by the application's handlers.
"""

from __future__ import annotations

import asyncio
import base64
import json
import math
import re
from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.concurrency import run_in_threadpool

from app.serve.access import token_name
from app.serve.failures import Failure, answer
from app.serve.intake import Refused, parse_job, write_files
from app.serve.limits import RateLimit
from app.serve.log import note
from app.serve.store import ENDED, PICTURE, Job, JobStore, QueueFull
from app.serve.worker import Worker
from words import Message, message_of

JOB_ID = re.compile(r"^[0-9a-f]{32}$")
NO_TOKEN = Message("serve.no_token")
NO_JOB = Message("serve.no_job")
POLL_S = 0.2
KEEPALIVE_S = 5.0


@dataclass(frozen=True)
class Serving:
    """What the routes serve from: the job ``store``, the drawing ``worker`` and the jobs-a-minute ``rate``."""

    store: JobStore
    worker: Worker
    rate: RateLimit


def serving(request: Request) -> Serving:
    """Dependency: the :class:`Serving` of the application the request came to."""
    return request.app.state.serving


Served = Annotated[Serving, Depends(serving)]


def owner(request: Request, served: Served) -> str:
    """Dependency: the name of the caller's token (``Authorization: Bearer TOKEN``); 401 when it is missing,
    unknown or revoked."""
    header = request.headers.get("authorization", "")
    scheme, _, presented = header.partition(" ")
    with served.store.lock:
        name = token_name(served.store.db, presented.strip()) if scheme.lower() == "bearer" else None
    if name is None:
        raise Failure(401, NO_TOKEN)
    return name


Owner = Annotated[str, Depends(owner)]


def job_of(job_id: str, name: Owner, served: Served) -> Job:
    """Dependency: the caller's job ``job_id`` (the path's); 404 when it is not there or is another token's."""
    job = served.store.get(job_id, name) if JOB_ID.match(job_id) else None
    if job is None:
        raise Failure(404, NO_JOB)
    return job


OwnJob = Annotated[Job, Depends(job_of)]

router = APIRouter()
"""Every route of the server; :func:`app.serve.api.create_app` includes it."""


@router.api_route("/live", methods=["GET", "HEAD"])
def live(served: Served):
    """No token: whether this server and its drawing workers run, for a container runtime's HEALTHCHECK
    (``memorybook serve alive``) — nothing about the models, jobs or tokens, so a stranger learns only that a
    server answers. 200 ``{"ok": true}``, else 503 with the reason."""
    problem = served.worker.problem()
    if problem is None:
        try:
            served.store.queue_length()
        except Exception:  # the database cannot be read (disk gone, file damaged)
            problem = Message("serve.queue_unreadable")
    if problem is not None:
        return JSONResponse({"ok": False, **answer(problem)}, status_code=503)
    return {"ok": True}


@router.get("/health", dependencies=[Depends(owner)])
def health(served: Served):
    """A token's view of the server: the models served, the queue, the workers and the limits."""
    models = [
        {
            "name": s.name,
            "engine": s.engine,
            "fingerprint": s.fingerprint,
            "licence": s.licence,
            "prompt_languages": list(s.prompt_languages),
            "max_references": s.max_references,
        }
        for s in served.worker.models.values()
    ]
    return {
        "ok": True,
        "models": models,
        "queue": served.store.queue_length(),
        "workers": served.worker.count,
        "queue_limit": served.store.queue_limit,
        "rate_limit": served.rate.per_minute,
    }


@router.post("/jobs")
async def submit(request: Request, name: Owner, served: Served):
    """Queue the job in the body: 201 with it, 200 with the caller's job of the same cache key; 429 over the
    rate limit (before the body is read) or when the queue is full, 400 for a refused request."""
    wait = served.rate.take(name)
    if wait:  # refused before the body is read: a flood costs the server next to nothing
        raise Failure(
            429,
            Message("serve.rate_limited", count=served.rate.per_minute, seconds=math.ceil(wait)),
            {"Retry-After": str(math.ceil(wait))},
        )
    body = await request.body()
    try:
        job, new = await run_in_threadpool(_accept, served.store, served.worker, name, body)
    except Refused as err:
        refusal = message_of(err)
        note(Message("serve.log.refused", token=name, reason=_part(refusal)))  # the part, not its text
        raise Failure(400, refusal if isinstance(refusal, Message) else Message("serve.malformed")) from None
    except QueueFull:
        raise Failure(
            429, Message("serve.queue_full", count=served.store.queue_limit), {"Retry-After": "5"}
        ) from None
    return JSONResponse(job.public(), status_code=201 if new else 200)


@router.get("/jobs")
def jobs(name: Owner, served: Served):
    """The caller's jobs."""
    return {"jobs": [j.public() for j in served.store.of_token(name)]}


@router.get("/jobs/{job_id}")
def one(job: OwnJob):
    """One of the caller's jobs."""
    return job.public()


@router.get("/jobs/{job_id}/events")
def events(job: OwnJob, served: Served):
    """The job's server-sent events (:func:`_stream`)."""
    return StreamingResponse(_stream(served.store, served.worker, job.id), media_type="text/event-stream")


@router.get("/jobs/{job_id}/result")
def result(job: OwnJob, served: Served):
    """The job's picture (PNG, base64) and the engine's info; 409 while there is none."""
    path = served.store.folder(job.id) / PICTURE
    if job.state != "done" or not path.is_file():
        raise Failure(409, Message("serve.no_picture", state=job.state))
    return {"info": job.info, "png": base64.b64encode(path.read_bytes()).decode()}


@router.post("/jobs/{job_id}/cancel")
def cancel(job: OwnJob, served: Served):
    """Cancel the job (a job that has ended stays as it is)."""
    served.worker.cancel(job.id)
    return {"ok": True}


@router.delete("/jobs/{job_id}")
def delete(job: OwnJob, served: Served):
    """Cancel the job if needed and delete it and its files."""
    served.worker.cancel(job.id)
    served.store.delete(job.id)
    served.worker.live.pop(job.id, None)
    if job.state == "done":
        note(Message("serve.log.fetched", job=job.id, token=job.token))
    return {"ok": True}


def _accept(store: JobStore, worker: Worker, token: str, body: bytes):
    """Check the job in ``body``, write its files and queue it. Raises Refused / QueueFull."""
    job_in = parse_job(body)
    served = worker.models.get(job_in.model)
    if served is None:
        raise Refused(
            Message("located", where="model", message=Message("serve.models", models=list(worker.models)))
        )
    if job_in.request.engine != served.engine:
        wrong = Message("serve.wrong_engine", name=served.name, engine=served.engine)
        raise Refused(Message("located", where="request.engine", message=wrong))
    job_id, folder = store.new_folder()
    try:
        request = write_files(job_in, folder)
        job, new = store.add(job_id, token, job_in.key, job_in.model, request)
    except BaseException:
        store.delete_files(job_id)
        raise
    if not new:
        store.delete_files(job_id)
    else:
        note(Message("serve.log.accepted", job=job.id, token=token, queue=store.queue_length()))
        worker.wake.set()
    return job, new


async def _stream(store: JobStore, worker: Worker, job_id: str):
    """Server-sent events of one job: ``progress`` for each of its steps (:class:`~app.serve.worker.Live`),
    ``state`` (and the end) when it ends or is deleted, a comment line every :data:`KEEPALIVE_S` seconds
    without a step."""
    seen, quiet = -1, 0.0
    while True:
        job = await run_in_threadpool(store.get, job_id)
        live = worker.live.get(job_id)
        steps = live.since(seen) if live is not None and job is not None else []
        for version, data in steps:  # the steps since the last look, also those just before the end
            seen, quiet = version, 0.0
            now = job.state if job is not None else None  # steps come only with the job
            yield f"event: progress\ndata: {json.dumps({**data, 'state': now})}\n\n"
        if job is None or job.state in ENDED:
            state = {"state": job.state if job else "deleted", "error": job.error if job else None}
            if job is not None and "error_message" in job.info:
                state["message"] = job.info["error_message"]
            if job is not None and "picture_problem" in job.info:
                state["picture_problem"] = job.info["picture_problem"]
            yield f"event: state\ndata: {json.dumps(state)}\n\n"
            return
        if not steps and quiet >= KEEPALIVE_S:
            quiet = 0.0
            yield ": waiting\n\n"
        await asyncio.sleep(POLL_S)
        quiet += POLL_S


def _part(refusal: Message | str) -> Message | str:
    """What the operator's log names of a refusal: the first part of the field it names (``request``,
    ``files``), or the refusal itself when it names none (the body's, which hold nothing of the request) —
    never the request's content."""
    if isinstance(refusal, Message) and refusal.code == "located":
        return str(refusal.params.get("where", "")).split(".")[0]
    return refusal if isinstance(refusal, Message) else "body"
