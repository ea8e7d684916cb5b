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


def container_commands(text: str) -> list[list[str]]:
    """The ``memorybook`` arguments of each ``docker run … memorybook-serve ARGS`` and ``docker exec memorybook
    memorybook ARGS`` in ``text`` (continuation lines joined, comment marks and trailing comments removed)."""
    import shlex

    lines = [re.sub(r"^\s*#\s?", "", line) for line in text.splitlines()]
    joined = "\n".join(lines).replace("\\\n", " ")
    found = []
    for line in joined.splitlines():
        command = line.split("  #")[0].strip()
        if not command.startswith("docker "):
            continue
        words = shlex.split(command)
        if words[:2] == ["docker", "run"] and "memorybook-serve" in words:
            found.append(words[words.index("memorybook-serve") + 1 :])
        elif words[:4] == ["docker", "exec", "memorybook", "memorybook"]:
            found.append(words[4:])
    return found


def test_every_container_command_shown_takes_the_arguments_serve_has():
    """The commands in the Dockerfile's header and in the guide (en, zh) parse with ``memorybook``'s own parser:
    an option renamed or removed breaks this test, not a volunteer's rented machine."""
    import contextlib
    import io

    from app.cli import build_parser
    from app.cli.serve import cmd_serve, cmd_token_add

    seen = {}
    for name in ("Dockerfile", "docs/SERVER.md", "docs/SERVER.zh.md"):
        commands = container_commands((REPO / name).read_text(encoding="utf-8"))
        assert len(commands) == 2, (name, commands)  # the server's start and a token's making
        for argv in commands:
            with contextlib.redirect_stderr(io.StringIO()) as said:
                try:
                    args = build_parser().parse_args(argv)
                except SystemExit:
                    raise AssertionError(f"{name}: memorybook {' '.join(argv)}: {said.getvalue()}") from None
            seen.setdefault(args.func, []).append((name, args))
    assert set(seen) == {cmd_serve, cmd_token_add}
    for name, args in seen[cmd_serve]:
        assert str(args.data) == "/data" and args.placement == "auto" and not args.model == ["sketch"], name
    for name, args in seen[cmd_token_add]:
        assert str(args.data) == "/data" and args.address.startswith("https://"), name
