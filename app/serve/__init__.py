"""The drawing server (``memorybook serve``): a laptop without a GPU draws a book's pages on the organisation's
GPU machine, over HTTP (FastAPI + uvicorn), with tokens, TLS and a persistent queue. See docs/SERVER.md.

- :mod:`app.serve.log` — the operator's log lines, in the operator's language (never a request's content).
- :mod:`app.serve.tls` — the self-signed certificate made on first start, its fingerprint, the client's pin.
- :mod:`app.serve.access` — tokens (stored as SHA-256 hashes) and the one-line connection code.
- :mod:`app.serve.limits` — the per-token rate limit (a token bucket of jobs a minute).
- :mod:`app.serve.store` — the job queue in SQLite (WAL) and each job's folder under ``--data``.
- :mod:`app.serve.intake` — what a job request may hold: sizes, fields, photos through the intake's guards.
- :mod:`app.serve.worker` — the thread that draws the queued jobs with the illustration engines.
- :mod:`app.serve.failures` — an HTTP error and its one line of JSON (``{"error": …, "message": {…}}``).
- :mod:`app.serve.routes` — the HTTP routes, one ``APIRouter``; what they use (the store, the worker, the rate
  limit, the caller's token, the caller's job) comes to them as FastAPI dependencies (``Depends``).
- :mod:`app.serve.api` — the application: includes the router, the body-size limit and the error handlers.
- :mod:`app.serve.run` — starting uvicorn (TLS off the loopback interface).
- :mod:`app.serve.client` — :class:`RemoteIllustrator`, the client side, an illustrator like the local ones.
- :mod:`app.serve.answers` — what a server answered, as a message the client says in its user's language.
- :mod:`app.serve.spread` — :class:`ServerPool`, one book over several servers by their queue lengths.

May import :mod:`app.build`, :mod:`app.book`, :mod:`app.preflight`, :mod:`app.print` and :mod:`model`; never Qt,
view-models or the CLI (which imports it). Inside: log, tls, access, limits, store, intake, worker, failures,
routes, api, run; client uses only answers, tls and access; spread only client.
"""
