"""A field of a book that pydantic refused, said in one line a volunteer can act on (and a translator can
translate): the file, the field (the page or person by number and title), what is wrong in our words, the
value found and the fix.

pydantic's own messages ("Input should be a valid integer, unable to parse string as an integer") are English
only and speak of "input": :func:`field_message` says the refusal as a :class:`words.Message` naming the field,
each of pydantic's error types (``ErrorDetails["type"]``, with the constraint in ``ctx``; pydantic-core's
``ErrorType`` list) by its code in :data:`PROBLEM_CODES`; our own validators raise ``ValueError`` with a message
that says its fix itself; a type not in the table keeps pydantic's text as a value.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.book.errors import located
from app.console import escape_controls
from words import Message, template
from words.catalogue import fields

PROBLEM_CODES: dict[str, str] = {
    "int_parsing": "book.field.whole_number",
    "int_type": "book.field.whole_number",
    "int_from_float": "book.field.whole_number",
    "float_parsing": "book.field.number",
    "float_type": "book.field.number",
    "finite_number": "book.field.number",
    "bool_parsing": "book.field.true_or_false",
    "bool_type": "book.field.true_or_false",
    "string_type": "book.field.text",
    "list_type": "book.field.list",
    "tuple_type": "book.field.list",
    "dict_type": "book.field.group",
    "model_type": "book.field.group",
    "model_attributes_type": "book.field.group",
    "missing": "book.field.missing",
    "extra_forbidden": "book.field.unknown",
    "greater_than_equal": "book.field.at_least",
    "greater_than": "book.field.more_than",
    "less_than_equal": "book.field.at_most",
    "less_than": "book.field.less_than",
    "literal_error": "book.field.one_of",
    "enum": "book.field.one_of",
    "string_too_short": "book.field.not_empty",
    "string_too_long": "book.field.too_long_text",
    "too_short": "book.field.too_few",
    "too_long": "book.field.too_many",
    "string_pattern_mismatch": "book.field.pattern",
}
"""pydantic's error types as message codes (their sentences are in the catalogues)."""


def problem_message(error: Mapping[str, Any]) -> Message | str:
    """One pydantic error (an item of ``ValidationError.errors()``) as a message: its type's code in
    :data:`PROBLEM_CODES` with the error's ``ctx`` (whole numbers with thousands separators) and ``{length}``;
    the message our own validators raised (``value_error``); pydantic's own text for anything else."""
    kind, ctx = error["type"], dict(error.get("ctx") or {})
    raised = ctx.get("error")
    if kind == "value_error" and isinstance(raised, BaseException) and raised.args:
        if isinstance(raised.args[0], Message):
            return raised.args[0]
    code = PROBLEM_CODES.get(kind)
    if kind == "string_too_short" and ctx.get("min_length", 1) != 1:
        code = "book.field.min_characters"
    if code is None:
        return str(error["msg"]).removeprefix("Value error, ")
    value = error.get("input")
    ctx["length"] = f"{len(value):,}" if isinstance(value, (str, list, tuple, dict)) else "?"
    values = {
        k: f"{v:,}" if isinstance(v, int) and not isinstance(v, bool) else str(v) for k, v in ctx.items()
    }
    wanted = fields(template(code) or "")
    if not wanted <= set(values):  # a context without the part the sentence names
        return str(error["msg"]).removeprefix("Value error, ")
    return Message(code, **{k: values[k] for k in wanted})


def _more_problems(rest: list) -> Message | str:
    """`` (and N more problem(s): pages.2.title, people.0.name, …)``: the count and the first three fields,
    so a person mending ``book.json`` by hand sees them all at once; ``""`` when there are none."""
    if not rest:
        return ""
    fields = [  # a key of the book's own JSON can hold anything: escaped and cut short
        escape_controls(".".join(str(part) for part in problem["loc"]))[:60]
        for problem in rest
        if problem["loc"]
    ][:3]
    listed = fields + (["…"] if len(rest) > len(fields) else [])
    if fields:
        return Message("book.field.more_fields", count=len(rest), fields=listed)
    return Message("book.field.more", count=len(rest))


def field_message(
    err: ValidationError, source: str | Path, data: Any = None, hint: Message | str = ""
) -> Message:
    """A message naming the first invalid field (dotted path, and the page or person by number), what is
    wrong (:func:`problem_message`), the value found when short, the fix, and how many more problems there
    are, then ``hint``. ``data`` (the JSON read) lets a page be named by its title too; a story page too long
    says how to fix it; a broken reference between items is said as the model words it. Control characters
    of titles and values are escaped (:func:`app.console.escape_controls`). ``source`` ("" for a value the
    command line was given) names the file first."""
    problems = err.errors()
    first = problems[0]
    loc = list(first["loc"])
    more = _more_problems(problems[1:])
    problem = problem_message(first)
    if not loc:  # a rule over the whole book (Book._references_hold): its message names the page or person
        said = Message("book.field.rule", problem=problem, more=more, hint=hint)
    elif (
        loc[0] == "pages"
        and len(loc) == 3
        and isinstance(loc[1], int)
        and loc[2] == "text"
        and first["type"] == "string_too_long"
    ):
        long_page = long_page_message(loc[1], first["input"], _page_title(data, loc[1]))
        said = Message("book.field.rule", problem=long_page, more=more, hint=hint)
    else:
        said = _field_said(first, loc, problem, more, hint, data)
    return located(source, said) if str(source) else said


def _field_said(
    first: Any, loc: list, problem: Message | str, more: Message | str, hint: Message | str, data: Any
) -> Message:
    where = ".".join(str(part) for part in loc)
    place: Message | str = ""
    if len(loc) >= 2 and loc[0] in ("pages", "people") and isinstance(loc[1], int):
        title = _page_title(data, loc[1]) if loc[0] == "pages" and loc[2:] != ["title"] else ""
        if loc[0] == "people":
            place = Message("book.field.place_person", number=loc[1] + 1)
        elif title:
            place = Message(
                "book.field.place_page_titled", number=loc[1] + 1, title=escape_controls(title[:60])
            )
        else:
            place = Message("book.field.place_page", number=loc[1] + 1)
    value = first.get("input")
    shown: Message | str = (
        Message("book.field.got", value=escape_controls(repr(value)))
        if isinstance(value, (str, int, float, bool))
        and len(repr(value)) < 60
        and first["type"] != "value_error"
        else ""  # our own rules name the value where it helps (control characters shown escaped)
    )
    fix = "" if first["type"] == "value_error" else Message("book.field.fix")  # our rules say their fix
    return Message(
        "book.field.refused",
        field=where,
        place=place,
        problem=problem,
        shown=shown,
        fix=fix,
        more=more,
        hint=hint,
    )


def long_page_message(index: int, text: str, title: str) -> Message:
    """The message for page ``index`` (0-based) titled ``title`` whose story ``text`` is over the limit:
    ``page 3 「At the river」 is 23,410 characters; the limit is 20,000 — split this page into two``."""
    from app.book.model import MAX_PAGE_CHARS

    label = (
        Message("book.page.titled", number=index + 1, title=title[:60])
        if title
        else Message("where.page", number=index + 1)
    )
    return Message("book.field.long_page", where=label, length=len(text), limit=MAX_PAGE_CHARS)


def _page_title(data: Any, index: int) -> str:
    try:
        return str(data["pages"][index].get("title") or "")
    except (TypeError, KeyError, IndexError, AttributeError):
        return ""
