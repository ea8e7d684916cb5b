"""Standard streams for windowed builds: never let a library write to a console that is not there.

A windowed (no console) PyInstaller app on Windows — and a ``pythonw.exe`` run — starts with ``sys.stdout``
and ``sys.stderr`` set to ``None``. Progress bars and log handlers then crash on their first write:
``tqdm(file=sys.stderr)`` raises ``AttributeError: 'NoneType' object has no attribute 'write'``, and
libraries that capture ``sys.stderr`` when they are imported (``logging.StreamHandler()``, the logging set-up
of diffusers and transformers) hold on to ``None``. See PyInstaller's manual, "Using PyInstaller → Windows
and macOS specific options → --windowed": "sys.stdout and sys.stderr are None" in such apps.

:func:`ensure_std_streams` must therefore run first thing in every entry point, BEFORE tqdm, logging,
diffusers or transformers are imported. It is Qt-free and imports only the standard library and
platformdirs.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

LOG_NAME = "memorybook.log"
MAX_LOG_BYTES = 2_000_000
"""A log above this size (bytes) is moved to ``memorybook.log.1`` (one old copy kept) before a new run."""


def log_dir() -> Path:
    """The folder of the console log: ``platformdirs.user_log_dir("memorybook")`` (e.g.
    ``%LOCALAPPDATA%\\memorybook\\Logs`` on Windows, ``~/Library/Logs/memorybook`` on macOS,
    ``~/.local/state/memorybook/log`` on Linux); ``MEMORYBOOK_LOG_DIR`` overrides it (tests)."""
    override = os.environ.get("MEMORYBOOK_LOG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir("memorybook", appauthor=False))


def _open_log() -> object:
    """A line-buffered UTF-8 text file in :func:`log_dir`, opened for appending; ``os.devnull`` when the
    folder cannot be made or written (a read-only profile must not stop the app)."""
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_NAME
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            os.replace(path, path.with_name(LOG_NAME + ".1"))
        return open(path, "a", encoding="utf-8", errors="backslashreplace", buffering=1)
    except OSError:
        return open(os.devnull, "w", encoding="utf-8")


def ensure_std_streams() -> Path | None:
    """Replace a missing ``sys.stdout``/``sys.stderr`` (``None``) with the console log file.

    Streams that exist are left alone, so a console run is unchanged; ``sys.__stdout__``/``sys.__stderr__``
    are filled in too when they are ``None`` (some libraries read them). Safe to call more than once.

    Returns the path of the log file the streams now write to, or ``None`` when nothing was missing or the
    log could not be opened (then the streams write to ``os.devnull``). Never raises.
    """
    missing = [name for name in ("stdout", "stderr") if getattr(sys, name) is None]
    if not missing:
        return None
    stream = _open_log()
    for name in missing:
        setattr(sys, name, stream)
        if getattr(sys, f"__{name}__", None) is None:
            setattr(sys, f"__{name}__", stream)
    path = getattr(stream, "name", os.devnull)
    return None if path == os.devnull else Path(path)


def tolerate_unencodable_output() -> None:
    """Let ``sys.stdout``/``sys.stderr`` print any text: a file name whose bytes are not UTF-8 (Python keeps
    them as lone surrogates) or a character the console's code page lacks becomes ``?`` instead of raising
    UnicodeEncodeError in the middle of a message. Streams that are not text files are left alone."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            try:
                stream.reconfigure(errors="replace")
            except (ValueError, OSError):  # a closed or detached stream
                pass
