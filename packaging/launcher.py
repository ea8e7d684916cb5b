"""Entry point of the packaged app (the script PyInstaller freezes; see ``packaging/memorybook.spec``).

Order matters: the standard streams are made safe (:func:`app.console.ensure_std_streams`) before anything
that imports tqdm, logging handlers or diffusers; then ``multiprocessing.freeze_support()`` (a frozen app
must not re-run itself in worker processes); then the ``memorybook`` command line.

The windowed executable (``MemoryPictureBook`` on Windows and macOS) opens the desktop app when started
without arguments (double-click, Start menu, Finder); the console executable ``memorybook`` behaves exactly
like the ``memorybook`` command of a Python install.
"""

from __future__ import annotations

import sys
from pathlib import Path

GUI_EXECUTABLE = "MemoryPictureBook"
"""Stem of the windowed executable's file name (see ``memorybook.spec``)."""


def default_argv(argv: list[str], executable: str) -> list[str]:
    """The command-line arguments to run: ``["gui"]`` for the windowed executable started without any
    (macOS Finder's historical ``-psn_…`` process-serial-number argument is dropped), else ``argv``."""
    argv = [a for a in argv if not a.startswith("-psn_")]
    if not argv and Path(executable).stem == GUI_EXECUTABLE:
        return ["gui"]
    return argv


def main(argv: list[str] | None = None) -> int:
    """Run the app with ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    from app.console import ensure_std_streams

    ensure_std_streams()

    import multiprocessing

    multiprocessing.freeze_support()

    from app.cli import main as cli_main

    return cli_main(default_argv(sys.argv[1:] if argv is None else argv, sys.executable))


if __name__ == "__main__":
    sys.exit(main())
