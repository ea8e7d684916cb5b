"""The system's own words for why a file could not be read or written (``OSError.strerror`` on Linux and macOS),
a part of :data:`app.viewmodels.message_table.SENTENCES` (kept here so that each table stays small): a message
such as "cannot write {target}: {reason}" translates its reason through them, so a Chinese session does not end
on "Permission denied". Each is marked ``QT_TRANSLATE_NOOP("CoreMessages", ...)`` for ``pyside6-lupdate``.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

OS_REASONS = (
    QT_TRANSLATE_NOOP("CoreMessages", "Permission denied"),
    QT_TRANSLATE_NOOP("CoreMessages", "No space left on device"),
    QT_TRANSLATE_NOOP("CoreMessages", "Read-only file system"),
    QT_TRANSLATE_NOOP("CoreMessages", "No such file or directory"),
    QT_TRANSLATE_NOOP("CoreMessages", "Is a directory"),
    QT_TRANSLATE_NOOP("CoreMessages", "Not a directory"),
    QT_TRANSLATE_NOOP("CoreMessages", "File exists"),
    QT_TRANSLATE_NOOP("CoreMessages", "File name too long"),
    QT_TRANSLATE_NOOP("CoreMessages", "Input/output error"),
    QT_TRANSLATE_NOOP("CoreMessages", "Disk quota exceeded"),
    QT_TRANSLATE_NOOP("CoreMessages", "Operation not permitted"),
    QT_TRANSLATE_NOOP("CoreMessages", "Device or resource busy"),
)
"""The commonest reasons, as ``strerror`` words them (glibc; macOS words these the same)."""
