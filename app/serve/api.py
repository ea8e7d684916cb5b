"""The drawing server's application (FastAPI): :func:`create_app` includes the routes' router
(:mod:`app.serve.routes`) over a store, a worker and a rate limit, and answers every error as one line of JSON,
``{"error": "<English sentence>", "message": {"code": …, "params": {…}}}`` (:func:`~app.serve.failures.answer`:
a client we did not write reads the sentence, ours says the code in its user's language), never a traceback;
a body over :data:`~app.serve.intake.MAX_BODY_BYTES` is cut off while it arrives (413, :class:`BodyLimit`).
"""

from __future__ import annotations

import json

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from app.serve.failures import Failure, answer, too_big
from app.serve.intake import MAX_BODY_BYTES
from app.serve.limits import RateLimit
from app.serve.log import note
from app.serve.routes import Serving, router
from app.serve.store import JobStore
from app.serve.worker import Worker
from words import Message

__all__ = ["BodyLimit", "Failure", "answer", "create_app", "too_big"]


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


async def _too_big(send) -> None:
    body = json.dumps(answer(too_big())).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def create_app(store: JobStore, worker: Worker, rate: RateLimit | None = None) -> FastAPI:
    """The FastAPI application over ``store`` and ``worker``, jobs a minute per token bounded by ``rate``
    (default :data:`~app.serve.limits.DEFAULT_PER_MINUTE`); no docs pages, no OpenAPI schema served. The routes
    (:data:`app.serve.routes.router`) reach the three through their dependency
    :func:`~app.serve.routes.serving` (``app.state.serving``)."""
    app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    app.state.serving = Serving(store, worker, rate or RateLimit())
    _errors(app)
    app.include_router(router)
    return app


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
