"""Standard streams: never let a library write to a console that is not there, never let a book forge one.

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

import contextlib
import io
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

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


def _open_log() -> TextIO:
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


_CONTROLS = re.compile(
    "[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)
"""What a terminal obeys instead of showing: C0 controls (ESC, BEL, backspace, …) but the tab and the line ends
``\\n`` and ``\\r``, DEL, C1 controls (U+0080–U+009F: CSI, OSC on 8-bit terminals), the line and paragraph separators, and
the bidirectional marks, embeddings, overrides and isolates (Unicode UAX #9: U+061C, U+200E/F, U+202A–U+202E,
U+2066–U+2069; the "Trojan Source" characters, CVE-2021-42574)."""
_LINE_ENDS = re.compile("[\n\r]")


def escape_controls(text: str, keep_line_ends: bool = False) -> str:
    """``text`` with every control character of :data:`_CONTROLS` (and ``\\n``/``\\r`` unless
    ``keep_line_ends``) written as a visible ``\\uXXXX`` escape, so a string from a book, a story, a file
    name or a video's metadata shows as what it is and cannot clear the screen, recolour it, set the window
    title, reorder a line or start a forged one. The escape is also valid inside a JSON string."""
    text = _CONTROLS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    if not keep_line_ends:
        text = _LINE_ENDS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return text


_UNDECODED = re.compile("[^\\s/\\\\]*[\udc80-\udcff][^\\s/\\\\]*")
"""A word or path part holding lone surrogates: bytes of a file name that were not UTF-8 (Python's
``surrogateescape``), taken whole up to a space or a path separator."""


def show_undecoded(text: str, unknown: str = "escape") -> str:
    """``text`` with each word or path part holding undecoded file-name bytes (:data:`_UNDECODED`) read as
    GB18030 — the Chinese Windows code page (a superset of CP936/GBK), what a name copied from such a disk
    or zip holds — and, where that fails too, its bad bytes written as visible ``\\xNN`` escapes
    (``unknown="escape"``) or U+FFFD (``"replace"``); never ``?``. Only for showing and saving a name: the
    path itself is used as the system gave it."""

    def one(found: re.Match) -> str:
        raw = found.group().encode("utf-8", "surrogateescape")
        try:
            return raw.decode("gb18030")
        except UnicodeDecodeError:
            kept = raw.decode("utf-8", "surrogateescape")
            if unknown == "replace":
                return kept.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
            return re.sub("[\udc80-\udcff]", lambda m: f"\\x{ord(m.group()) - 0xDC00:02x}", kept)

    return _UNDECODED.sub(one, text)


class WrappedStream(io.TextIOBase):
    """A text stream that passes what it is given, changed by :meth:`change`, to ``stream``; everything else
    (``flush``, ``fileno``, ``isatty``, ``encoding``) is the wrapped stream's."""

    def __init__(self, stream) -> None:
        super().__init__()
        self.stream = stream

    def change(self, text: str) -> str:
        """What is written for ``text`` (unchanged here)."""
        return text

    def write(self, text: str) -> int:
        self.stream.write(self.change(text))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self.stream, "encoding", "utf-8")

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


class EscapingStream(WrappedStream):
    """The command line's printing boundary: :func:`escape_controls` (line ends kept: each ``print`` ends its
    own line) on all it writes. Whatever a command prints, logs or reports — a page title, a photo's name, a
    video's metadata in an error — reaches the terminal as visible text. A value that holds a line end is
    escaped where its one-line message is made (:func:`escape_controls` without ``keep_line_ends``). A
    file name whose bytes are not UTF-8 is shown as GB18030 or as ``\\xNN`` (:func:`show_undecoded`).
    Progress bars draw with ``\\r`` only (tqdm with one bar at position 0), which passes."""

    def change(self, text: str) -> str:
        return escape_controls(show_undecoded(text), keep_line_ends=True)


@contextlib.contextmanager
def escaped_std_streams() -> Iterator[None]:
    """While inside: ``sys.stdout``/``sys.stderr`` wrapped in :class:`EscapingStream` (a stream already
    wrapped is left); the streams found are put back on the way out."""
    saved = sys.stdout, sys.stderr
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is not None and not isinstance(stream, EscapingStream):
            setattr(sys, name, EscapingStream(stream))
    try:
        yield
    finally:
        with contextlib.suppress(ValueError, OSError):
            sys.stdout.flush()
            sys.stderr.flush()
        sys.stdout, sys.stderr = saved
