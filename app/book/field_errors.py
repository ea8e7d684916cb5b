"""A field of a book that pydantic refused, said in one line a volunteer can act on (and a translator can
translate): the file, the field (the page or person by number and title), what is wrong in our words, the
value found and the fix.

pydantic's own messages ("Input should be a valid integer, unable to parse string as an integer") are English
only and speak of "input"; :data:`PROBLEMS` words each of its error types (``ErrorDetails["type"]``, with the
constraint in ``ctx``; pydantic-core's ``ErrorType`` list) the way the app does, one template per type, and
the app translates them (:mod:`app.viewmodels.field_messages`). A type not in the table keeps pydantic's
message; our own validators' messages (``value_error``) say their fix themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from app.console import escape_controls

FIELD_FIX = " — correct it in the app (or in book.json), or ask for the book again"
"""What a volunteer can do about a field pydantic refused (a number out of range, a wrong type)."""

PROBLEMS: dict[str, str] = {
    "int_parsing": "must be a whole number",
    "int_type": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_parsing": "must be a number",
    "float_type": "must be a number",
    "finite_number": "must be a number",
    "bool_parsing": "must be true or false",
    "bool_type": "must be true or false",
    "string_type": "must be text",
    "list_type": "must be a list",
    "tuple_type": "must be a list",
    "dict_type": "must be a group of fields",
    "model_type": "must be a group of fields",
    "model_attributes_type": "must be a group of fields",
    "missing": "is missing",
    "extra_forbidden": "is not a field this app knows (a typo, or a newer app's)",
    "greater_than_equal": "must be at least {ge}",
    "greater_than": "must be more than {gt}",
    "less_than_equal": "must be at most {le}",
    "less_than": "must be less than {lt}",
    "literal_error": "must be one of {expected}",
    "enum": "must be one of {expected}",
    "string_too_short": "must not be empty",
    "string_too_long": "is {length} characters long; at most {max_length} are allowed",
    "too_short": "must have at least {min_length} item(s)",
    "too_long": "has {length} items; at most {max_length} are allowed",
    "string_pattern_mismatch": "is not written the way this field is",
}
"""pydantic's error types in our words: the sentence after ``field 'x': ``; ``{name}`` parts come from the
error's ``ctx`` and ``{length}`` is the length of the value found. The translator's copy is
:data:`app.viewmodels.field_messages.PROBLEM_SENTENCES` (a test keeps the two the same)."""


def problem_sentence(error: Mapping[str, Any], table: dict[str, str] | None = None) -> str:
    """One pydantic error (an item of ``ValidationError.errors()``) in our words: its type's template in
    ``table`` (default :data:`PROBLEMS`; the drawing server words its refusals with its own,
    :data:`app.serve.intake.PROBLEMS`), filled from the error's ``ctx`` (whole numbers with thousands separators)
    and ``{length}``; pydantic's own message for a type not in the table, and our validators' messages, without
    pydantic's "Value error, "."""
    kind, ctx = error["type"], dict(error.get("ctx") or {})
    template = (PROBLEMS if table is None else table).get(kind)
    if table is None and kind == "string_too_short" and ctx.get("min_length", 1) != 1:
        template = "must be at least {min_length} characters long"
    if template is None:
        return str(error["msg"]).removeprefix("Value error, ")
    value = error.get("input")
    ctx["length"] = f"{len(value):,}" if isinstance(value, (str, list, tuple, dict)) else "?"
    try:
        return template.format(**{k: f"{v:,}" if isinstance(v, int) and not isinstance(v, bool) else v
                                  for k, v in ctx.items()})  # fmt: skip
    except (KeyError, IndexError):  # a context without the part the template names
        return str(error["msg"]).removeprefix("Value error, ")


def _more_problems(rest: list) -> str:
    """`` (and N more problem(s): pages.2.title, people.0.name, …)``: the count and the first three fields,
    so a person mending ``book.json`` by hand sees them all at once; ``""`` when there are none."""
    if not rest:
        return ""
    fields = [  # a key of the book's own JSON can hold anything: escaped and cut short
        escape_controls(".".join(str(part) for part in problem["loc"]))[:60]
        for problem in rest
        if problem["loc"]
    ][:3]
    listed = ", ".join(fields) + (", …" if len(rest) > len(fields) else "")
    return (
        f" (and {len(rest)} more problem(s): {listed})" if fields else f" (and {len(rest)} more problem(s))"
    )


def describe_validation_error(err: ValidationError, source: str, data: Any = None) -> str:
    """One line naming the first invalid field (dotted path, and the page or person by number), what is
    wrong (:func:`problem_sentence`), the value found when short, the fix, and how many more problems there
    are. ``data`` (the JSON read) lets a page be named by its title too; a story page too long says how to fix
    it; a broken reference between items is said as the model words it. Control characters of titles and
    values are escaped (:func:`app.console.escape_controls`)."""
    problems = err.errors()
    first = problems[0]
    loc = list(first["loc"])
    more = _more_problems(problems[1:])
    message = problem_sentence(first)
    head = f"{source}: " if source else ""  # no source: a value the command line was given
    if not loc:  # a rule over the whole book (Book._references_hold): its message names the page or person
        return f"{head}{message}{more}"
    if (
        loc[0] == "pages"
        and len(loc) == 3
        and isinstance(loc[1], int)
        and loc[2] == "text"
        and first["type"] == "string_too_long"
    ):
        return f"{head}{long_page_message(loc[1], first['input'], _page_title(data, loc[1]))}{more}"
    where = ".".join(str(part) for part in loc)
    if len(loc) >= 2 and loc[0] in ("pages", "people") and isinstance(loc[1], int):
        what = "page" if loc[0] == "pages" else "person"
        title = _page_title(data, loc[1]) if what == "page" and loc[2:] != ["title"] else ""
        where += (
            f" ({what} {loc[1] + 1} 「{escape_controls(title[:60])}」)"
            if title
            else f" ({what} {loc[1] + 1})"
        )
    value = first.get("input")
    shown = (
        f" (got {escape_controls(repr(value))})"
        if isinstance(value, (str, int, float, bool))
        and len(repr(value)) < 60
        and first["type"] != "value_error"
        else ""  # our own rules name the value where it helps (control characters shown escaped)
    )
    fix = "" if first["type"] == "value_error" else FIELD_FIX  # our own rules say their fix themselves
    return f"{head}field '{where}': {message}{shown}{fix}{more}"


def long_page_message(index: int, text: str, title: str) -> str:
    """The one line for page ``index`` (0-based) titled ``title`` whose story ``text`` is over the limit:
    ``page 3 「At the river」 is 23,410 characters; the limit is 20,000 — split this page into two``."""
    from app.book.model import MAX_PAGE_CHARS

    label = f"page {index + 1} 「{title[:60]}」" if title else f"page {index + 1}"
    return f"{label} is {len(text):,} characters; the limit is {MAX_PAGE_CHARS:,} — split this page into two"


def _page_title(data: Any, index: int) -> str:
    try:
        return str(data["pages"][index].get("title") or "")
    except (TypeError, KeyError, IndexError, AttributeError):
        return ""
