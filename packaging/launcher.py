"""Entry point of the packaged app (the script PyInstaller freezes; see ``packaging/memorybook.spec``).

Order matters: the standard streams are made safe (:func:`app.console.ensure_std_streams`) before anything
that imports tqdm, logging handlers or diffusers; then ``multiprocessing.freeze_support()`` (a frozen app
must not re-run itself in worker processes); then the ``memorybook`` command line.

The windowed executable (``MemoryPictureBook``) opens the desktop app when started without arguments
(double-click, Start menu, Finder, a Linux file manager). So does the console executable ``memorybook`` started
without arguments and without a terminal (neither stdin nor stdout is one: a double-click in a Linux file
manager, where its help would be printed to nobody); from a terminal it behaves exactly like the ``memorybook``
command of a Python install.

A frozen app has no Python interpreter, yet ``memorybook train`` runs ``sys.executable -m
accelerate.commands.launch … train_lora.py``, and Accelerate/torchrun start ``sys.executable -u script.py``
for each training process. So, when frozen, the executable also accepts those two interpreter forms
(:func:`python_style`) and runs the module or script from the bundle with :mod:`runpy`.
"""

from __future__ import annotations

import sys
from pathlib import Path

GUI_EXECUTABLE = "MemoryPictureBook"
"""Stem of the windowed executable's file name (see ``memorybook.spec``)."""

INTERPRETER_FLAGS = {"-u", "-B", "-E", "-s", "-I", "-O", "-OO"}
"""Python options that launchers put before ``-m``/a script (torchrun uses ``-u``); ignored when frozen
(``PYTHONUNBUFFERED`` and line-buffered pipes cover ``-u``)."""

DIFFUSION_STACK = {"torch", "diffusers", "transformers", "accelerate", "peft", "training"}
"""Top-level modules only the full bundle has (``bundle_data.HEAVY_MODULES``)."""


def default_argv(argv: list[str], executable: str, terminal: bool = True) -> list[str]:
    """The command-line arguments to run: ``["gui"]`` when started without any by the windowed executable, or
    by any without a ``terminal`` (macOS Finder's historical ``-psn_…`` process-serial-number argument is
    dropped), else ``argv``."""
    argv = [a for a in argv if not a.startswith("-psn_")]
    if not argv and (Path(executable).stem == GUI_EXECUTABLE or not terminal):
        return ["gui"]
    return argv


def in_terminal() -> bool:
    """True when stdin or stdout is a terminal (a stream that is missing or closed counts as none)."""
    for stream in (sys.stdin, sys.stdout):
        try:
            if stream is not None and stream.isatty():
                return True
        except (AttributeError, ValueError, OSError):
            continue
    return False


def python_style(argv: list[str]) -> tuple[str, str, list[str]] | None:
    """``("module", name, args)`` for ``[flags…] -m NAME ARGS…``, ``("script", path, args)`` for
    ``[flags…] PATH.py ARGS…``, else ``None`` (a ``memorybook`` command line)."""
    rest = list(argv)
    while rest and rest[0] in INTERPRETER_FLAGS:
        rest.pop(0)
    if len(rest) >= 2 and rest[0] == "-m":
        return ("module", rest[1], rest[2:])
    if rest and rest[0].endswith(".py") and Path(rest[0]).is_file():
        return ("script", rest[0], rest[1:])
    return None


def run_python_style(kind: str, target: str, args: list[str]) -> int:
    """Run a module (``python -m``) or script file as ``__main__`` with ``sys.argv`` as Python would set it;
    returns its exit status (0 when it returns normally; ``SystemExit`` passes through)."""
    import runpy

    for stream in (sys.stdout, sys.stderr):  # like -u / PYTHONUNBUFFERED: progress lines reach pipes at once
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(line_buffering=True)
    if kind == "module":
        sys.argv = [target, *args]  # runpy replaces argv[0] with the module's path, as python -m does
        runpy.run_module(target, run_name="__main__", alter_sys=True)
    else:
        sys.argv = [target, *args]
        sys.path.insert(0, str(Path(target).resolve().parent))
        runpy.run_path(target, run_name="__main__")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the app with ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    terminal = in_terminal()  # before the missing streams are pointed at the log file
    from app.console import ensure_std_streams

    ensure_std_streams()

    import multiprocessing

    multiprocessing.freeze_support()

    argv = sys.argv[1:] if argv is None else argv
    frozen = getattr(sys, "frozen", False)
    if frozen and (python := python_style(argv)):
        return run_python_style(*python)

    from app.cli import main as cli_main

    try:
        return cli_main(default_argv(argv, sys.executable, terminal))
    except ModuleNotFoundError as err:
        if not frozen or (err.name or "").split(".")[0] not in DIFFUSION_STACK:
            raise
        print(
            "memorybook: error: this needs the full Memory Picture Book app (with the diffusion engine); "
            "this is the light app, which draws with the built-in sketch engine (--engine sketch)",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
