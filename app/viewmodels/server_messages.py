"""The drawing server's sentences still translated by matching English, a part of
:data:`app.viewmodels.message_table.SENTENCES`: the client's progress lines while it waits for a server
(:mod:`app.serve.client`, said through the build's progress events, which carry text) and the app's own line when no
server is chosen (:mod:`app.viewmodels.illustrators`) — each marked ``QT_TRANSLATE_NOOP("CoreMessages", ...)``.
Everything else the server, its client and ``memorybook serve`` say is a :class:`words.Message` (codes
``serve.*`` in ``words/catalogue``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

SERVER_SENTENCES = (
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server is not answering; trying again ({seconds} s)"),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server is full; trying again ({seconds} s)"),
    QT_TRANSLATE_NOOP("CoreMessages", "the drawing server asks to wait {seconds} s (its limit per token)"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "no drawing server is chosen: paste its connection code in Model and engine…, or draw on this computer",
    ),
)
"""The drawing server's sentences, ``{part}`` for what varies (matched in
:data:`app.viewmodels.message_table.SENTENCES`'s order, where they stand)."""
