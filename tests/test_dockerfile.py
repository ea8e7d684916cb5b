"""The drawing server's container image (Dockerfile): a CUDA base, the package installed from this tree, a user
of its own, and a default command the command line takes: ``memorybook serve`` on every interface (so TLS),
its data on the volume."""

from __future__ import annotations

import json
import re

from tests.conftest import REPO


def instructions() -> list[tuple[str, str]]:
    text = (REPO / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    return [
        (line.split(None, 1)[0].upper(), line.split(None, 1)[1].strip())
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]


def test_the_image_runs_memorybook_serve_from_a_cuda_base():
    from app.cli import build_parser
    from app.cli.serve import cmd_serve
    from app.serve.run import is_loopback

    steps = instructions()
    assert steps[0][0] == "FROM" and re.match(r"nvidia/cuda:\d+\.\d+\.\d+-\w*runtime-ubuntu", steps[0][1])
    for kind, value in steps:
        if kind == "COPY":
            *sources, _target = value.split()
            assert all((REPO / s).exists() for s in sources), value
    assert any(
        kind == "RUN" and "pip install" in value and value.rstrip().endswith(" .") for kind, value in steps
    )
    assert ("USER", "memorybook") in steps
    entry = json.loads(dict(steps)["ENTRYPOINT"])
    command = json.loads(dict(steps)["CMD"])
    assert entry == ["memorybook"]
    args = build_parser().parse_args(command)
    assert args.func is cmd_serve and str(args.data) == "/data" and not is_loopback(args.host)
    ignored = (REPO / ".dockerignore").read_text(encoding="utf-8").split()
    assert ".git" in ignored and "tests" in ignored  # nothing of the repository's history or tests inside
