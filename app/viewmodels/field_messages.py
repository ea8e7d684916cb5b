"""A refused field of a book (:func:`app.book.field_errors.describe_validation_error`) in the interface
language: ``field 'pages.2.seed (page 3 「阿花」)': must be a whole number (got 'abc') — correct it …``.

The line's parts are translated one by one: the place (page or person by number, the title kept), the problem
(:data:`PROBLEM_SENTENCES`, the translator's copy of :data:`app.book.field_errors.PROBLEMS`; our validators'
own sentences through the core's table), the value found, the fix, the count of further problems and the
``book.json.bak`` hint. The field's dotted path stays as it is: it is what book.json says.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

FIELD_TEMPLATE = QT_TRANSLATE_NOOP(
    "CoreMessages", "field '{field}'{place}: {problem}{shown}{fix}{more}{hint}"
)

FIELD_PATTERN = (
    r"field '(?P<field>[\w.\-]+)(?P<place> \((?:page|person) \d+(?: 「.*」)?\))?': (?P<problem>.+?)"
    r"(?P<shown> \(got .+?\))?(?P<fix> — correct it in the app \(or in book\.json\), or ask for the book again)?"
    r"(?P<more> \(and \d+ more problem\(s\)(?:: [\w.\-, …]+)?\))?(?P<hint>; the previous save is in book\.json\.bak)?"
)
"""The regular expression of :data:`FIELD_TEMPLATE` as the core writes it (the place inside the quotes)."""

PROBLEM_SENTENCES = (
    QT_TRANSLATE_NOOP("CoreMessages", "must be a whole number"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a number"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be true or false"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be text"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a list"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a group of fields"),
    QT_TRANSLATE_NOOP("CoreMessages", "is missing"),
    QT_TRANSLATE_NOOP("CoreMessages", "is not a field this app knows (a typo, or a newer app's)"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be at least {ge}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be more than {gt}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be at most {le}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be less than {lt}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be one of {expected}"),
    QT_TRANSLATE_NOOP("CoreMessages", "must not be empty"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be at least {min_length} characters long"),
    QT_TRANSLATE_NOOP("CoreMessages", "is {length} characters long; at most {max_length} are allowed"),
    QT_TRANSLATE_NOOP("CoreMessages", "must have at least {min_length} item(s)"),
    QT_TRANSLATE_NOOP("CoreMessages", "has {length} items; at most {max_length} are allowed"),
    QT_TRANSLATE_NOOP("CoreMessages", "is not written the way this field is"),
)
"""Every sentence of :data:`app.book.field_errors.PROBLEMS`, for ``pyside6-lupdate``."""

BOOK_RULE_SENTENCES = (
    # the book model's own rules (app/book/model.py, app/book/closed.py, app/book/eras.py): a field's problem,
    # or a line of their own naming the page or person ({place}: "page 3 「阿花」", translated as a place)
    QT_TRANSLATE_NOOP("CoreMessages", "holds control characters ({shown}); retype it without them"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "holds control characters (terminal or direction codes); retype it without them"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "an era needs a name (少女时代, 1980s); give it one"),
    QT_TRANSLATE_NOOP("CoreMessages", "the range {range} ends before it starts; give it as start-end"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "{range} is not a range; give it as start-end, e.g. 1955-1962 or 20-30"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "two eras are called {name}; rename one"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "this book was saved by a newer Memory Picture Book (format {format}, this app reads up to {version}); update "
        "the app to open it",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "person {number} ({name}) has the id {id} of an earlier person; give each person their own id",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "style {style} is not a style of this app; choose one of: {choices}"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "{place} has the id {id} of an earlier page; give each page its own id"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "{place} names {name}, who is not among the book's people; add them or remove the name",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a file name inside the book folder"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a file name inside the book folder, with no folder part"),
    QT_TRANSLATE_NOOP("CoreMessages", "must be a file inside the book folder's {folder}/ folder"),
)
"""The book model's own sentences, in the core's table (:data:`app.viewmodels.message_table.SENTENCES`)."""

PARTS = (
    QT_TRANSLATE_NOOP("CoreMessages", " (page {number} 「{title}」)"),
    QT_TRANSLATE_NOOP("CoreMessages", " (page {number})"),
    QT_TRANSLATE_NOOP("CoreMessages", " (person {number})"),
    QT_TRANSLATE_NOOP("CoreMessages", " (got {value})"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", " — correct it in the app (or in book.json), or ask for the book again"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", " (and {count} more problem(s))"),
    QT_TRANSLATE_NOOP("CoreMessages", " (and {count} more problem(s): {fields})"),
)
"""The other parts of the line, for ``pyside6-lupdate``."""


def _t(text: str) -> str:
    return QCoreApplication.translate("CoreMessages", text)


def _place(text: str) -> str:
    match = re.fullmatch(r" \((?P<what>page|person) (?P<number>\d+)(?: 「(?P<title>.*)」)?\)", text)
    if not match:
        return text
    if match["what"] == "person":
        return _t(" (person {number})").format(number=match["number"])
    if match["title"] is None:
        return _t(" (page {number})").format(number=match["number"])
    return _t(" (page {number} 「{title}」)").format(number=match["number"], title=match["title"])


def _problem(text: str, sentence: Callable[[str], str | None]) -> str:
    """A problem sentence translated: one of :data:`PROBLEM_SENTENCES`, else ``sentence(text)`` (the core's
    table: our validators' own sentences), else as it is."""
    for template in PROBLEM_SENTENCES:
        body = re.sub(r"\\\{(\w+)\\\}", lambda g: f"(?P<{g.group(1)}>.+?)", re.escape(template))
        match = re.fullmatch(body, text)
        if match:
            return _t(template).format(**match.groupdict())
    return sentence(text) or text


def _more(text: str) -> str:
    """The translated `` (and N more problem(s)[: fields])`` part; the field names stay as written."""
    found = re.fullmatch(r" \(and (\d+) more problem\(s\)(?:: (.+))?\)", text)
    if not found:
        return ""
    if found.group(2):
        return _t(" (and {count} more problem(s): {fields})").format(
            count=found.group(1), fields=found.group(2)
        )
    return _t(" (and {count} more problem(s))").format(count=found.group(1))


def fill_field_message(parts: dict[str, str | None], sentence: Callable[[str], str | None]) -> str:
    """:data:`FIELD_TEMPLATE` in the interface language, from the parts :data:`FIELD_PATTERN` matched;
    ``sentence`` translates a problem that is a sentence of the core's table
    (:func:`app.viewmodels.messages.translate_sentence`), or returns None."""
    shown = parts["shown"] or ""
    return _t(FIELD_TEMPLATE).format(
        field=parts["field"],
        place=_place(parts["place"] or ""),
        problem=_problem(parts["problem"] or "", sentence),
        shown=_t(" (got {value})").format(value=shown[len(" (got ") : -1]) if shown else "",
        fix=_t(parts["fix"]) if parts["fix"] else "",
        more=_more(parts["more"] or ""),
        hint=_t(parts["hint"]) if parts["hint"] else "",
    )
