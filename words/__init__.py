"""What the program says, kept as values until an edge says it in the reader's language.

The Qt-free core never writes a sentence for a person: it raises errors and returns findings, warnings and
summaries holding a :class:`Message` — a stable ``code`` and the values that vary. Each edge (the command line,
the desktop app, the drawing server's operator log and API error bodies) says the message in its reader's
language with :func:`say`, from one catalogue per language (``words/catalogue/<language>.po``, compiled into
``.mo`` files read by the standard library's :mod:`gettext`). ``str(message)`` is English, for logs.

How a sentence travels and how to add one: ``docs/ARCHITECTURE.md`` ("A sentence from the core to a screen").
"""

from words.catalogue import LANGUAGES, codes, say, template, use_language, used_language
from words.message import Message, message_of

__all__ = ["LANGUAGES", "Message", "codes", "message_of", "say", "template", "use_language", "used_language"]
