"""The core's warnings said in the interface language, each once: several pages' same warning on one line."""

from __future__ import annotations

from collections.abc import Sequence

from app.viewmodels.messages import translate_messages
from words import Message


def said_warnings(warnings: Sequence[Message | str]) -> list[str]:
    """``warnings`` in the interface language, in first-seen order: the English lines the core still writes
    grouped as :func:`app.build.grouped_warnings` groups them ("pages 1, 2, 5: …"), each message said from
    the catalogue (the same sentence once)."""
    from app.build import grouped_warnings  # the build's modules load when a warning is said

    return list(dict.fromkeys(translate_messages(grouped_warnings(warnings))))
