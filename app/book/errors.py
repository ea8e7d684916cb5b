"""User-facing errors of the book core.

Every error a person can cause (a bad photo, a broken book file, a wrong option) is raised as a
:class:`BookError` whose only argument is a :class:`words.Message` (a code and its values) naming the file,
field or value and what to do; each edge says it in its reader's language (``words.say``), ``str(err)`` is
the English line for logs. The command line and the desktop app report these at one boundary; anything else
is a bug and shows a traceback only with ``--debug``.
"""

from __future__ import annotations

import errno
from pathlib import Path

from words import Message, message_of


class BookError(Exception):
    """A problem the user can fix, raised with one :class:`~words.Message`; ``str(err)`` is one English line
    naming the file, field or value."""

    @property
    def message(self) -> Message | str:
        """The message this error was raised with (its text when raised with a plain string)."""
        return message_of(self)


class BookFileError(BookError):
    """``book.json`` is missing, corrupt, truncated, invalid or from a newer version of the app."""


class PhotoError(BookError):
    """A photo cannot come into a book (unreadable, not an image, too large); names the file."""


def located(where: str | Path | Message, message: Message | str) -> Message:
    """``message`` said at a place: a file name, a path or a ``where.*`` message (``{where}: {message}``)."""
    return Message("located", where=where if isinstance(where, Message) else str(where), message=message)


_OS_REASONS = {
    errno.EACCES: Message("book.os.permission_denied"),
    errno.EPERM: Message("book.os.not_permitted"),
    errno.ENOSPC: Message("book.os.disk_full"),
    errno.EROFS: Message("book.os.read_only"),
    errno.ENOENT: Message("book.os.no_such_file"),
    errno.EISDIR: Message("book.os.is_folder"),
    errno.ENOTDIR: Message("book.os.not_folder"),
    errno.EEXIST: Message("book.os.exists"),
    errno.ENAMETOOLONG: Message("book.os.name_too_long"),
    errno.EIO: Message("book.os.io_error"),
    errno.EDQUOT: Message("book.os.quota"),
    errno.EBUSY: Message("book.os.busy"),
}


def os_reason(err: BaseException) -> Message | str:
    """Why the system refused (an :class:`OSError`'s errno) as a message; the system's own words otherwise."""
    found = _OS_REASONS.get(getattr(err, "errno", None) or -1)
    if found is not None:
        return found
    text = getattr(err, "strerror", None) or str(err) or type(err).__name__
    return text.splitlines()[0] if text else type(err).__name__
