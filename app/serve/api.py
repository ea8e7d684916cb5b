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
``{"error": "..."}``, never a traceback; a body over :data:`~app.serve.intake.MAX_BODY_BYTES` is cut off
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
from app.serve.store import ENDED, PICTURE, JobStore, QueueFull
from app.serve.words import say
from app.serve.worker import Worker

JOB_ID = re.compile(r"^[0-9a-f]{32}$")
NO_TOKEN = "a valid token is needed: send Authorization: Bearer TOKEN, from the operator's connection code"
NO_JOB = "no such job"
POLL_S = 0.2
KEEPALIVE_S = 5.0


class Failure(Exception):
    """An HTTP error answered as one line of JSON (with ``headers``, e.g. ``Retry-After``)."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.headers = headers


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
                raise Failure(413, _too_big_line())
            return message

        return await self.app(scope, limited, send)


def _too_big_line() -> str:
    return f"the request is larger than {MAX_BODY_BYTES // 2**20} MiB; send smaller photos"


async def _too_big(send) -> None:
    body = json.dumps({"error": _too_big_line()}).encode()
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
                problem = "the job queue cannot be read; check the data folder's disk"
        if problem is not None:
            return JSONResponse({"ok": False, "error": problem}, status_code=503)
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
                f"this token sends more than {rate.per_minute} jobs a minute; wait {math.ceil(wait)} s",
                {"Retry-After": str(math.ceil(wait))},
            )
        body = await request.body()
        try:
            job, new = await run_in_threadpool(_accept, store, worker, name, body)
        except Refused as err:
            say("refused", token=name, reason=str(err).split(":")[0].split(".")[0])  # the part, not its text
            raise Failure(400, str(err)) from None
        except QueueFull:
            raise Failure(
                429,
                f"this token already has {store.queue_limit} jobs on the server; fetch or delete some first",
                {"Retry-After": "5"},
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
            raise Failure(409, f"the job is {job.state}, it has no picture")
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
            say("fetched", job=job.id, token=job.token)
        return {"ok": True}


def _accept(store: JobStore, worker: Worker, token: str, body: bytes):
    """Check the job in ``body``, write its files and queue it. Raises Refused / QueueFull."""
    job_in = parse_job(body)
    served = worker.models.get(job_in.model)
    if served is None:
        raise Refused(f"model: this server serves {', '.join(worker.models)}; ask for one of them")
    if job_in.request.engine != served.engine:
        raise Refused(
            f"request.engine: the model {served.name} is drawn by the {served.engine} engine; ask for that engine"
        )
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
        say("accepted", job=job.id, token=token, queue=store.queue_length())
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
            if job is not None and "picture_problem" in job.info:
                state["picture_problem"] = job.info["picture_problem"]
            yield f"event: state\ndata: {json.dumps(state)}\n\n"
            return
        if not steps and quiet >= KEEPALIVE_S:
            quiet = 0.0
            yield ": waiting\n\n"
        await asyncio.sleep(POLL_S)
        quiet += POLL_S


def _errors(app: FastAPI) -> None:
    """Every error as ``{"error": one line}``."""

    @app.exception_handler(Failure)
    async def failure(request, err: Failure):
        return JSONResponse({"error": str(err)}, status_code=err.status, headers=err.headers)

    @app.exception_handler(HTTPException)
    async def http(request, err: HTTPException):
        message = {404: "no such address on this server", 405: "this address does not take that method"}
        return JSONResponse(
            {"error": message.get(err.status_code, str(err.detail))}, status_code=err.status_code
        )

    @app.exception_handler(RequestValidationError)
    async def invalid(request, err: RequestValidationError):
        return JSONResponse({"error": "the request is malformed"}, status_code=400)

    @app.exception_handler(Exception)
    async def internal(request, err: Exception):
        say("internal", job="-", kind=type(err).__name__)
        return JSONResponse(
            {"error": "internal error on the drawing server; the operator's log names it"}, status_code=500
        )
