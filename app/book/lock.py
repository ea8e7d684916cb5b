"""One writer per book: lock files in the book folder.

Two locks, both plain files holding JSON ``{"owner", "user", "host", "pid", "time"}``:

- ``book.lock`` (:data:`SESSION_LOCK`), the *session* lock: a window of the desktop app holds it while the book
  is open. A second window (in this app or another one, on this computer or another sharing the folder) is
  refused with one line naming who holds it. Command-line tools (``build``, ``train``, ``person add``) do not
  take it: their saves are merged with the app's (below), and they say that the app has the book open.
- ``book.json.lock`` (:data:`WRITE_LOCK`), the *write* lock, held only while ``book.json`` is read, merged and
  written (milliseconds): two programs saving at once take turns, and each merges in what the other saved
  (:mod:`app.book.merge`), so no program's edits are overwritten by another's.

A lock is created atomically: the JSON is written to a temporary file which is then hard-linked to the lock's
name (``link(2)`` fails when the name exists, also on NFS, where ``O_EXCL`` was long unreliable); where hard
links are not supported (FAT, some shares) ``O_CREAT | O_EXCL`` is used. A lock left by a process that is no
longer running *on this computer* is taken over (renamed away, checked to be the one judged stale, removed).
A lock from another computer is always respected: its process cannot be seen from here; the message says to
delete the file if nothing there uses the book.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import platform
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from app.book.errors import BookError, located
from words import Message

SESSION_LOCK = "book.lock"
WRITE_LOCK = "book.json.lock"
WRITE_WAIT_S = 10.0
"""How long a save waits for another program's save to finish, in seconds, before it gives up."""

APP_OWNER = "the Memory Picture Book app"
"""The owner named by the desktop app's session lock."""
SAVING_OWNER = "a program saving the book"
"""The owner named by a save's write lock."""
UNKNOWN_OWNER = "an unknown program"
"""The owner of a lock file that cannot be read."""

OLD_APP_OWNERS = frozenset({"the Memory Book app"})
"""What versions before the app's rename wrote as :data:`APP_OWNER` (read as it, so the message is translated)."""


class BookLockedError(BookError):
    """The book is locked by another program (one line: who, where, since when, what to do)."""


@dataclass(frozen=True)
class LockInfo:
    """Who holds a lock: ``owner`` (the program, e.g. "the Memory Picture Book app"), ``user``, ``host`` (the computer's
    network name, ``platform.node()``: what ``socket.gethostname()`` gives, without importing socket while the app
    opens a book), ``pid`` and ``time`` (seconds since the epoch, when it was taken)."""

    owner: str
    user: str
    host: str
    pid: int
    time: float

    @classmethod
    def mine(cls, owner: str) -> LockInfo:
        """A lock held by this process."""
        try:
            user = getpass.getuser()
        except (KeyError, OSError):
            user = ""
        return cls(owner, user, platform.node(), os.getpid(), time.time())

    def describe(self) -> Message:
        """``the Memory Picture Book app (process 1234 on laptop, since 2026-12-01 10:02)``."""
        since = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.time))
        owner = _OWNERS.get(self.owner, self.owner)
        return Message("book.lock.holder", owner=owner, pid=self.pid, host=self.host, since=since)

    @property
    def here(self) -> bool:
        """True when the lock was taken on this computer."""
        return self.host == platform.node()

    def stale(self) -> bool:
        """True when the process that took the lock is gone (only knowable for a lock taken here). A process id
        reused since then by a process that started after the lock was taken does not count as its holder."""
        if not self.here:
            return False
        import psutil  # here, not at the top: the app opens a book without it (bench_startup)

        try:
            process = psutil.Process(self.pid)
            started = process.create_time()
            if (
                process.status() == psutil.STATUS_ZOMBIE
            ):  # killed, not yet reaped by its parent: gone all the same
                return True
        except (psutil.NoSuchProcess, psutil.ZombieProcess):
            return True
        except psutil.AccessDenied:
            return False
        return started > self.time + 1.0


def read_lock(path: str | Path) -> LockInfo | None:
    """The holder recorded in the lock file ``path``; None when there is no lock. A lock file that cannot be
    read as a lock (cut short by a crash) is reported as held by an unknown process on this host with pid 0,
    which :meth:`LockInfo.stale` treats as gone."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        info = LockInfo(**{k: data[k] for k in LockInfo.__dataclass_fields__})
        return replace(info, owner=APP_OWNER) if info.owner in OLD_APP_OWNERS else info
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return LockInfo(UNKNOWN_OWNER, "", platform.node(), 0, 0.0)


class LockFile:
    """A held lock (see :func:`acquire`); :meth:`release` removes it (only while it is still this one's)."""

    def __init__(self, path: Path, info: LockInfo) -> None:
        self.path, self.info = path, info

    def release(self) -> None:
        """Remove the lock file if it is still ours. Safe to call twice."""
        if read_lock(self.path) == self.info:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()

    def __enter__(self) -> LockFile:
        return self

    def __exit__(self, *exc) -> None:
        self.release()


def _create(path: Path, info: LockInfo) -> bool:
    """Create the lock file holding ``info`` atomically; False when it exists. Raises OSError (a read-only or
    full folder)."""
    data = json.dumps(asdict(info), ensure_ascii=False).encode("utf-8")
    tmp = path.with_name(f".{path.name}.{info.pid}.{time.monotonic_ns()}.tmp")
    try:
        tmp.write_bytes(data)  # on a full disk this fails after creating the file: removed below
        os.link(tmp, path)
        return True
    except FileExistsError:
        return False
    except OSError:  # no hard links here: exclusive create, then write
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        return True
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def _take_over(path: Path, stale: LockInfo) -> None:
    """Remove the stale lock ``stale`` at ``path``, unless another process replaced it meanwhile."""
    aside = path.with_name(f".{path.name}.{os.getpid()}.stale")
    try:
        os.replace(path, aside)
    except FileNotFoundError:
        return
    if read_lock(aside) != stale and not path.exists():  # a fresh lock was moved: put it back
        with contextlib.suppress(OSError):
            os.link(aside, path)
    with contextlib.suppress(FileNotFoundError):
        aside.unlink()


def acquire(path: str | Path, owner: str, wait: float = 0.0, what: str = "") -> LockFile:
    """Take the lock file ``path`` for ``owner``, waiting up to ``wait`` seconds while another holds it.

    A stale lock (its process gone, on this computer) is taken over. Raises BookLockedError naming the holder
    (``what`` names the locked thing in the message, default the folder), OutsideBookError when the lock's
    name is a symbolic link or not a plain file (never read or replaced through it), OSError when the folder
    refuses the file (read-only, full).
    """
    path = Path(path)
    if path.is_symlink() or (path.exists() and not path.is_file()):  # never read or replaced through a link
        from app.book.closed import link_refused

        raise link_refused(path.parent, path.name)
    info = LockInfo.mine(owner)
    deadline = time.monotonic() + wait
    while True:
        if _create(path, info):
            return LockFile(path, info)
        holder = read_lock(path)
        if holder is None:
            continue  # released just now
        if holder.stale():
            _take_over(path, holder)
            continue
        if time.monotonic() >= deadline:
            raise BookLockedError(locked_message(what or str(path.parent), holder, path))
        time.sleep(0.05)


_OWNERS = {
    APP_OWNER: Message("book.lock.the_app"),
    SAVING_OWNER: Message("book.lock.saving_program"),
    UNKNOWN_OWNER: Message("book.lock.unknown_program"),
}
"""The owners this program writes into a lock, said in the reader's language (another program's as written)."""


def locked_message(what: str, holder: LockInfo, path: Path) -> Message:
    """What is locked, by whom, and what to do."""
    if holder.here:
        in_use = Message("book.lock.in_use", holder=holder.describe())
    else:
        in_use = Message("book.lock.in_use_elsewhere", holder=holder.describe(), path=path)
    return located(what, in_use)


def lock_book(root: str | Path, owner: str = APP_OWNER) -> LockFile:
    """Take the session lock of the book folder ``root`` (see the module text). Raises BookLockedError,
    OSError."""
    return acquire(Path(root) / SESSION_LOCK, owner, what=str(root))


def book_holder(root: str | Path) -> LockInfo | None:
    """Who holds the session lock of ``root`` now (None: nobody, or a holder that has gone)."""
    holder = read_lock(Path(root) / SESSION_LOCK)
    return None if holder is None or holder.stale() else holder


@contextlib.contextmanager
def write_lock(root: str | Path) -> Iterator[LockFile]:
    """Hold the write lock of ``root`` for the time of one save (see the module text). Raises
    BookLockedError after :data:`WRITE_WAIT_S` seconds of waiting, OSError."""
    with acquire(Path(root) / WRITE_LOCK, SAVING_OWNER, WRITE_WAIT_S, f"{Path(root) / 'book.json'}") as lock:
        yield lock


def shared_note(root: str | Path) -> Message | None:
    """For a command-line tool about to change the book ``root``: a note saying that the book is open in the
    app (or another program) and that this tool's changes are merged with its edits; None when nobody has it
    open."""
    holder = book_holder(root)
    if holder is None or (holder.pid == os.getpid() and holder.here):
        return None
    return Message("book.lock.shared", book=str(root), holder=holder.describe())
