"""Benchmark: the drawing server's queue under 20 volunteers at once, on loopback.

A real ``memorybook serve`` (sketch engine, 64 px pictures, so the figures are the queue's, not a model's) in a
subprocess; ``--clients`` threads, each with its own token, each sending ``--jobs`` jobs as fast as it can, then
following each to its end (server-sent events), fetching its picture and deleting it — what
:class:`app.serve.client.RemoteIllustrator` does. Prints accepted jobs per minute (jobs sent ÷ the time to
send them all), jobs finished per minute (to the last picture fetched), the p50 / p95 / max latency of each queue
operation (``POST /jobs``, ``GET /jobs/ID/result``, ``DELETE /jobs/ID``, ``GET /health``) in milliseconds, and
checks that nothing was lost: every job accepted, drawn, fetched, and no job or file left on the server.

Run: ``python tests/bench/bench_server.py [--clients 20] [--jobs 10]``.
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def _body(client: int, n: int) -> dict:
    from model.api import IllustrationRequest

    request = IllustrationRequest(engine="sketch", width=64, height=64, seed=client * 10000 + n)
    return {"model": "sketch", "key": request.cache_key("bench"), "request": request.to_dict(), "files": {}}


def _timed(times: dict, op: str, call):
    started = time.perf_counter()
    response = call()
    times.setdefault(op, []).append((time.perf_counter() - started) * 1000)
    if response.status_code >= 400:
        raise RuntimeError(f"{op}: HTTP {response.status_code} {response.text}")
    return response


def _wait_done(http, job_id: str) -> str:
    with http.stream("GET", f"/jobs/{job_id}/events") as response:
        event = ""
        for line in response.iter_lines():
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: ") and event == "state":
                return json.loads(line[6:])["state"]
    return "lost"


def _client(url: str, token: str, index: int, jobs: int, times: dict, sent_at: list, fetched: list) -> None:
    import httpx
    from PIL import Image

    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120) as http:
        ids = [
            _timed(times, "POST /jobs", lambda n=n: http.post("/jobs", json=_body(index, n))).json()["id"]
            for n in range(jobs)
        ]
        sent_at.append(time.perf_counter())
        _timed(times, "GET /health", lambda: http.get("/health"))
        for job_id in ids:
            if _wait_done(http, job_id) != "done":
                raise RuntimeError(f"job {job_id} did not finish")
            result = _timed(
                times, "GET /jobs/ID/result", lambda j=job_id: http.get(f"/jobs/{j}/result")
            ).json()
            assert Image.open(io.BytesIO(base64.b64decode(result["png"]))).size == (64, 64)
            _timed(times, "DELETE /jobs/ID", lambda j=job_id: http.delete(f"/jobs/{j}"))
            fetched.append(job_id)


def _report(times: dict, clients: int, jobs: int, started: float, sent_at: list, ended: float) -> None:
    total = clients * jobs
    print(f"{clients} clients × {jobs} jobs = {total} jobs on loopback (sketch engine, 64 px)")
    print(
        f"accepted: {total / (max(sent_at) - started) * 60:.0f} jobs/min (all sent in {max(sent_at) - started:.2f} s)"
    )
    print(
        f"finished: {total / (ended - started) * 60:.0f} jobs/min (last picture fetched after {ended - started:.2f} s)"
    )
    for op, values in times.items():
        values = sorted(values)
        p95 = values[min(len(values) - 1, int(round(0.95 * (len(values) - 1))))]
        print(
            f"  {op:22s} n={len(values):4d}  p50 {statistics.median(values):7.1f} ms  p95 {p95:7.1f} ms  "
            f"max {values[-1]:7.1f} ms"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=10, help="jobs each client sends")
    args = parser.parse_args(argv)
    from tests.serve_helpers import add_token, free_port, start_server

    with tempfile.TemporaryDirectory(prefix="bench-server-") as tmp:
        data = Path(tmp) / "data"
        server = start_server(data, free_port(), "--rate-limit", "0", "--queue-limit", str(args.jobs))
        try:
            tokens = [add_token(data, f"volunteer{n}")[0] for n in range(args.clients)]
            times: dict[str, list[float]] = {}
            sent_at: list[float] = []
            fetched: list[str] = []
            errors: list[BaseException] = []

            def run(n: int) -> None:
                try:
                    _client(server.url, tokens[n], n, args.jobs, times, sent_at, fetched)
                except BaseException as err:  # noqa: BLE001 — counted and printed below
                    errors.append(err)

            threads = [threading.Thread(target=run, args=(n,)) for n in range(args.clients)]
            started = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            ended = time.perf_counter()
            left = list((data / "jobs").iterdir())
        finally:
            server.stop()
        if errors:
            print(f"FAILED: {len(errors)} client(s): {errors[0]}")
            return 1
        _report(times, args.clients, args.jobs, started, sent_at, ended)
        lost = args.clients * args.jobs - len(set(fetched))
        print(f"lost: {lost} job(s); left on the server: {len(left)} folder(s)")
        return 0 if lost == 0 and not left else 1


if __name__ == "__main__":
    sys.exit(main())
