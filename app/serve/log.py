"""The operator's log: each line a :class:`words.Message` (codes ``serve.log.*`` in ``words/catalogue``), said in
the operator's language (:func:`words.use_language`, set from the locale as ``memorybook serve`` starts).

Lines name jobs by their random id, tokens by the name the operator gave them, and sizes and times; never a
prompt, a page's text, a photo or a picture (docs/SERVER.md, "What the server keeps").
"""

from __future__ import annotations

import logging

from words import Message, say

LOG = logging.getLogger("memorybook.serve")


def note(message: Message, level: int = logging.INFO) -> None:
    """Log ``message`` on the ``memorybook.serve`` logger in the operator's language."""
    LOG.log(level, say(message))
