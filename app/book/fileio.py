"""Atomic file writes: write to a temporary file in the same folder, fsync, then ``os.replace``.

A crash or kill at any moment leaves either the old file or the new one, never a half-written file
(POSIX ``rename(2)`` is atomic within one file system; ``os.replace`` is its portable form). What a kill does
leave is the temporary file (``.waipo.zip.<pid>.<random>.tmp``); :func:`remove_stale_temp_files` removes those
the next time anything is written beside them (or a book is opened), once their maker is gone, and
:func:`sweep_output_folder` at the start of every command that writes into a folder (with the staging folders
of a killed ``unpack`` or ``new``).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import tempfile
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import BinaryIO

from words import Message


@contextlib.contextmanager
def atomic_writer(path: str | Path) -> Iterator[BinaryIO]:
    """Open a temporary binary file beside ``path``; on a clean exit it is fsynced and moved onto ``path``.

    On an exception the temporary file is removed and ``path`` is untouched. Raises OSError on I/O failure.
    """
    path = Path(path)
    remove_stale_temp_files(path.parent, path.name)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; give the file the usual permissions
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


PROCESS_START = time.time()
"""When this process started (near enough: when this module was imported)."""

_TEMP_NAME = re.compile(
    r"^\.(?P<target>.+?)\.(?:(?P<pid>\d+)\.)?[a-z0-9_]{8}(?:\.qt|\.spool)?\.(?:tmp|part)$"
)
"""Our temporary files: ``.<target>.<pid>.<8 random>.tmp`` (``.qt.tmp``: the PDF writer's first pass,
``.spool.tmp``: its pictures waiting to be embedded;
``.part``: a photo being copied in), and the same without ``<pid>.`` from before the maker's pid was in the
name."""


_SUFFIXES = (".tmp", ".part")


def temp_prefix(target: str | Path) -> str:
    """The ``mkstemp`` prefix of a temporary file for ``target``: ``.<name>.<pid>.`` (see
    :func:`remove_stale_temp_files`, which knows a file by it)."""
    return f".{Path(target).name}.{os.getpid()}."


def remove_stale_temp_files(folder: str | Path, target: str | None = None) -> list[Path]:
    """Remove the temporary files :func:`atomic_writer` left in ``folder`` when its process was killed.

    A file is stale when it matches our name pattern (for ``target`` only, when given), was last written
    before this process started, and the process whose pid is in its name is no longer running on this
    machine (one whose name carries no pid: age alone). Files being written now are never touched: they are
    newer than this process, or their maker is alive. Returns the files removed; errors are ignored (a
    file another program removed first, a read-only folder).
    """
    folder = Path(folder)
    prefix = f".{target}." if target else "."
    removed: list[Path] = []
    try:
        candidates = [
            folder / n for n in os.listdir(folder) if n.startswith(prefix) and n.endswith(_SUFFIXES)
        ]
    except OSError:
        return removed
    for path in candidates:
        match = _TEMP_NAME.match(path.name)
        if not match or (target and match["target"] != target):
            continue
        with contextlib.suppress(OSError):
            if path.is_file() and not path.is_symlink() and path.stat().st_mtime < PROCESS_START:
                if not (match["pid"] and _alive(int(match["pid"]))):
                    path.unlink()
                    removed.append(path)
    return removed


_STAGING_NAME = re.compile(r"^\.(?P<target>.+)\.(?P<pid>\d+)\.[a-z0-9_]{8}\.staging$")
"""A staging folder of :func:`staging_folder`: ``.<target>.<pid>.<8 random>.staging``."""


def staging_folder(parent: Path, target: str) -> Path:
    """A new hidden folder in ``parent`` in which a book ``target`` is made before it is renamed into place
    (``unpack``, ``new --from``): ``.<target>.<pid>.<random>.staging``, so that
    :func:`remove_stale_staging` knows a killed run's folder by its maker's pid. Raises OSError."""
    import tempfile

    return Path(tempfile.mkdtemp(prefix=temp_prefix(target), suffix=".staging", dir=parent))


def remove_stale_staging(folder: str | Path) -> list[Path]:
    """Remove the staging folders (:func:`staging_folder`) in ``folder`` that a killed ``unpack`` or ``new``
    left: older than this process and made by a process that is no longer running. Returns those removed;
    errors are ignored."""
    import shutil

    folder = Path(folder)
    removed: list[Path] = []
    try:
        names = [n for n in os.listdir(folder) if n.startswith(".") and n.endswith(".staging")]
    except OSError:
        return removed
    for name in names:
        match = _STAGING_NAME.match(name)
        path = folder / name
        with contextlib.suppress(OSError):
            if match and path.is_dir() and not path.is_symlink() and path.stat().st_mtime < PROCESS_START:
                if not _alive(int(match["pid"])):
                    shutil.rmtree(path)
                    removed.append(path)
    return removed


def sweep_output_folder(folder: str | Path) -> list[Path]:
    """At the start of a command writing into ``folder`` (an archive's, a PDF's, a new book's): remove every
    temporary file and staging folder a killed run of any command left there (see
    :func:`remove_stale_temp_files`, :func:`remove_stale_staging`). Returns what was removed."""
    return remove_stale_temp_files(folder) + remove_stale_staging(folder)


def _alive(pid: int) -> bool:
    """True when a process with ``pid`` runs on this machine (psutil: ``os.kill(pid, 0)`` would end the
    process on Windows)."""
    import psutil

    return pid == os.getpid() or psutil.pid_exists(pid)


def _umask() -> int:
    """The process umask (read by setting and restoring it)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_writer`)."""
    with atomic_writer(path) as handle:
        handle.write(data)


def fsync_dir(folder: Path) -> None:
    """Flush the folder entry so the rename itself survives a power cut (no-op where unsupported)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sha256_file(path: str | Path, chunk: int = 1 << 20) -> str:
    """Hex SHA-256 of a file's bytes, read in 1 MiB chunks. Raises OSError."""
    import hashlib

    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def printable_name(path: str | os.PathLike[str]) -> str:
    """``path`` as text that can be shown and saved: a part whose bytes are not UTF-8 (a zip made on
    Windows, unpacked on Linux, gives such names; Python keeps them as lone surrogates) is read as GB18030,
    the Chinese Windows code page, and what even that cannot read becomes U+FFFD
    (:func:`app.console.show_undecoded`); control characters (ESC, BEL, bidi overrides, line ends) are written
    as visible ``\\uXXXX`` escapes (:func:`app.console.escape_controls`), so the name can be kept in a book,
    whose names refuse them (:data:`app.book.model.OneLine`). Applying it twice changes nothing."""
    from app.console import escape_controls, show_undecoded

    return escape_controls(show_undecoded(str(path), unknown="replace"))


def refuse_output(
    output: Path, root: Path, suffix: str, magic: tuple[bytes, ...], words: Mapping[str, str | Message]
) -> None:
    """Refuse an output path that would destroy something: not a ``suffix`` name, a folder, a path inside the
    book folder ``root`` (its own book.json, a photo), or an existing file whose first bytes are none of
    ``magic`` (not what this command writes). ``words``: the sentence after ``"{output}: "`` for ``"suffix"``
    (with ``{name}``: the name with ``suffix``), ``"folder"`` (``{name}``: a file name inside it), ``"inside"`` and
    ``"other"``; each an English sentence (``{name}`` filled in) or a :class:`~words.Message` (its ``name`` value
    replaced). Raises :class:`app.book.errors.BookError` naming the path; the file is left alone."""
    from app.book.errors import BookError, located

    def said(key: str, **values: object) -> Message | str:
        sentence = words[key]
        if isinstance(sentence, Message):
            return Message(sentence.code, **{**sentence.params, **values})
        return sentence.format(**values)

    if output.suffix.lower() != suffix:
        raise BookError(located(output, said("suffix", name=output.with_suffix(suffix).name)))
    if output.is_dir():
        raise BookError(located(output, said("folder", name=output / f"book{suffix}")))
    if output.resolve().is_relative_to(root.resolve()):
        raise BookError(located(output, said("inside")))
    if output.is_file():
        with open(output, "rb") as handle:
            if not handle.read(8).startswith(magic):
                raise BookError(located(output, said("other")))


FULL_DISK_BYTES = 64 << 20
"""Below this much free space in a folder (bytes), a file that cannot be finished there is put down to the disk being
full (:func:`named_when_disk_full`)."""


@contextlib.contextmanager
def named_when_disk_full(target: Path, folder: Path, *unreadable: type[BaseException]) -> Iterator[None]:
    """While ``target`` is written in ``folder``: an OSError "no space left", or one of ``unreadable`` (a library
    that cannot read back a file a writer cut off without a word, as Qt's PDF writer does) while the folder has less
    than :data:`FULL_DISK_BYTES` free, becomes BookError ``cannot write <target>: No space left on device`` (said in
    the user's language by the edges); any other failure is raised as it is."""
    from app.book.errors import BookError

    caught: tuple[type[BaseException], ...] = (OSError, *unreadable)
    try:
        yield
    except caught as exc:
        if isinstance(exc, OSError) and not isinstance(exc, unreadable):
            full = exc.errno == errno.ENOSPC
        else:
            try:
                full = shutil.disk_usage(folder).free < FULL_DISK_BYTES
            except OSError:
                full = False
        if not full:
            raise
        raise BookError(
            Message("book.file.cannot_write", target=target, why=Message("book.os.disk_full"))
        ) from exc
