"""User-facing errors of the book core.

Every error a person can cause (a bad photo, a broken book file, a wrong option) is raised as a
:class:`BookError` whose message is one clear line naming the file, field or value and what to do. The
command line and the desktop app report these at one boundary; anything else is a bug and shows a traceback
only with ``--debug``.
"""

from __future__ import annotations


class BookError(Exception):
    """A problem the user can fix; ``str(err)`` is one line naming the file, field or value."""


class BookFileError(BookError):
    """``book.json`` is missing, corrupt, truncated, invalid or from a newer version of the app."""


class PhotoError(BookError):
    """A photo cannot come into a book (unreadable, not an image, too large); names the file."""
