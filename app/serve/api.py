"""The drawing server's HTTP routes (FastAPI), every one behind a token but ``GET /live``.

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

A job of another token answers exactly as a job that does not exist. Every error is one line of JSON,
``{"error": "<English sentence>", "message": {"code": …, "params": {…}}}`` (:meth:`words.Message.to_json`: a
client we did not write reads the sentence, ours says the code in its user's language), never a traceback; a body over :data:`~app.serve.intake.MAX_BODY_BYTES` is cut off
while it arrives (413).
"""

from __future__ import annotations

import asyncio
import base64
import json
import math
import re

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from app.serve.access import token_name
from app.serve.intake import MAX_BODY_BYTES, Refused, parse_job, write_files
from app.serve.limits import RateLimit
from app.serve.log import note
from app.serve.store import ENDED, PICTURE, JobStore, QueueFull
from app.serve.worker import Worker
from words import Message, message_of

JOB_ID = re.compile(r"^[0-9a-f]{32}$")
NO_TOKEN = Message("serve.no_token")
NO_JOB = Message("serve.no_job")
POLL_S = 0.2
KEEPALIVE_S = 5.0


class Failure(Exception):
    """An HTTP error answered as one line of JSON (with ``headers``, e.g. ``Retry-After``): :func:`answer`."""

    def __init__(self, status: int, message: Message, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers


def answer(message: Message | str) -> dict:
    """An error's JSON body: the English sentence (``error``) and, for a message, its code and values."""
    if isinstance(message, str):
        return {"error": message}
    return {"error": str(message), "message": message.to_json()}


class BodyLimit:
    """ASGI middleware: a request body over ``limit`` bytes gets 413 — from its Content-Length before it is
    read, or as soon as the bytes that arrived pass the limit (chunked bodies)."""

    def __init__(self, app, limit: int = MAX_BODY_BYTES) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        length = dict(scope.get("headers") or []).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.limit:
            return await _too_big(send)
        seen = 0

        async def limited():
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise Failure(413, too_big())
            return message

        return await self.app(scope, limited, send)


def too_big() -> Message:
    """What a body over the limit is told."""
    return Message("serve.body_too_large", mib=MAX_BODY_BYTES // 2**20)


async def _too_big(send) -> None:
    body = json.dumps(answer(too_big())).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def create_app(store: JobStore, worker: Worker, rate: RateLimit | None = None) -> FastAPI:
    """The FastAPI application over ``store`` and ``worker``, jobs a minute per token bounded by ``rate``
    (default :data:`~app.serve.limits.DEFAULT_PER_MINUTE`); no docs pages, no OpenAPI schema served."""
    app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    rate = rate or RateLimit()
    _errors(app)

    def owner(request: Request) -> str:
        header = request.headers.get("authorization", "")
        scheme, _, presented = header.partition(" ")
        with store.lock:
            name = token_name(store.db, presented.strip()) if scheme.lower() == "bearer" else None
        if name is None:
            raise Failure(401, NO_TOKEN)
        return name

    _status_routes(app, store, worker, owner, rate)
    _queue_routes(app, store, worker, owner, rate)
    _job_routes(app, store, worker, owner)
    return app


def _status_routes(app: FastAPI, store: JobStore, worker: Worker, owner, rate: RateLimit) -> None:
    """``/live`` (no token) and ``/health`` (a token's view: models, queue, limits)."""

    @app.api_route("/live", methods=["GET", "HEAD"])
    def live():
        """No token: whether this server and its drawing workers run, for a container runtime's HEALTHCHECK
        (``memorybook serve alive``) — nothing about the models, jobs or tokens, so a stranger learns only that a
        server answers. 200 ``{"ok": true}``, else 503 with the reason."""
        problem = worker.problem()
        if problem is None:
            try:
                store.queue_length()
            except Exception:  # the database cannot be read (disk gone, file damaged)
                problem = Message("serve.queue_unreadable")
        if problem is not None:
            return JSONResponse({"ok": False, **answer(problem)}, status_code=503)
        return {"ok": True}

    @app.get("/health")
    def health(request: Request):
        owner(request)
        models = [
            {
                "name": s.name,
                "engine": s.engine,
                "fingerprint": s.fingerprint,
                "licence": s.licence,
                "prompt_languages": list(s.prompt_languages),
                "max_references": s.max_references,
            }
            for s in worker.models.values()
        ]
        return {
            "ok": True,
            "models": models,
            "queue": store.queue_length(),
            "workers": worker.count,
            "queue_limit": store.queue_limit,
            "rate_limit": rate.per_minute,
        }


def _queue_routes(app: FastAPI, store: JobStore, worker: Worker, owner, rate: RateLimit) -> None:
    """``POST /jobs`` and ``GET /jobs``; ``owner(request)`` is the caller's token name."""

    @app.post("/jobs")
    async def submit(request: Request):
        name = owner(request)
        wait = rate.take(name)
        if wait:  # refused before the body is read: a flood costs the server next to nothing
            raise Failure(
                429,
                Message("serve.rate_limited", count=rate.per_minute, seconds=math.ceil(wait)),
                {"Retry-After": str(math.ceil(wait))},
            )
        body = await request.body()
        try:
            job, new = await run_in_threadpool(_accept, store, worker, name, body)
        except Refused as err:
            refusal = message_of(err)
            note(Message("serve.log.refused", token=name, reason=_part(refusal)))  # the part, not its text
            raise Failure(
                400, refusal if isinstance(refusal, Message) else Message("serve.malformed")
            ) from None
        except QueueFull:
            raise Failure(
                429, Message("serve.queue_full", count=store.queue_limit), {"Retry-After": "5"}
            ) from None
        return JSONResponse(job.public(), status_code=201 if new else 200)

    @app.get("/jobs")
    def jobs(request: Request):
        return {"jobs": [j.public() for j in store.of_token(owner(request))]}


def _job_routes(app: FastAPI, store: JobStore, worker: Worker, owner) -> None:
    """The routes of one job, ``/jobs/ID…``: only its owner's, any other answers as a job that is not there."""

    def job_of(request: Request, job_id: str):
        name = owner(request)
        job = store.get(job_id, name) if JOB_ID.match(job_id) else None
        if job is None:
            raise Failure(404, NO_JOB)
        return job

    @app.get("/jobs/{job_id}")
    def one(request: Request, job_id: str):
        return job_of(request, job_id).public()

    @app.get("/jobs/{job_id}/events")
    def events(request: Request, job_id: str):
        job = job_of(request, job_id)
        return StreamingResponse(_stream(store, worker, job.id), media_type="text/event-stream")

    @app.get("/jobs/{job_id}/result")
    def result(request: Request, job_id: str):
        job = job_of(request, job_id)
        path = store.folder(job.id) / PICTURE
        if job.state != "done" or not path.is_file():
            raise Failure(409, Message("serve.no_picture", state=job.state))
        return {"info": job.info, "png": base64.b64encode(path.read_bytes()).decode()}

    @app.post("/jobs/{job_id}/cancel")
    def cancel(request: Request, job_id: str):
        worker.cancel(job_of(request, job_id).id)
        return {"ok": True}

    @app.delete("/jobs/{job_id}")
    def delete(request: Request, job_id: str):
        job = job_of(request, job_id)
        worker.cancel(job.id)
        store.delete(job.id)
        worker.live.pop(job.id, None)
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


HTTP_MESSAGES = {404: Message("serve.no_address"), 405: Message("serve.no_method")}
"""Starlette's own HTTP errors, as the server says them."""


def _errors(app: FastAPI) -> None:
    """Every error as one line of JSON (:func:`answer`)."""

    @app.exception_handler(Failure)
    async def failure(request, err: Failure):
        return JSONResponse(answer(err.message), status_code=err.status, headers=err.headers)

    @app.exception_handler(HTTPException)
    async def http(request, err: HTTPException):
        said = HTTP_MESSAGES.get(err.status_code, str(err.detail))
        return JSONResponse(answer(said), status_code=err.status_code)

    @app.exception_handler(RequestValidationError)
    async def invalid(request, err: RequestValidationError):
        return JSONResponse(answer(Message("serve.malformed")), status_code=400)

    @app.exception_handler(Exception)
    async def internal(request, err: Exception):
        note(Message("serve.log.internal", job="-", kind=type(err).__name__))
        return JSONResponse(answer(Message("serve.internal")), status_code=500)
