"""Typographic clean-up of the text as printed (never of the book's stored text): English curly quotes.

Straight quotes become the curly forms a typesetter sets (The Chicago Manual of Style §6.115–6.117;
Bringhurst, The Elements of Typographic Style §5.2.3): a double quote opens (“) at the start of a text or
after a space, an opening bracket or a dash, and closes (”) otherwise; a single quote opens (‘) in the same
places unless a digit follows (’90s), and is otherwise an apostrophe or closing quote (’). Chinese text is
left as written (its quotes are already typed as “” ‘’ 「」).
"""

from __future__ import annotations

from dataclasses import replace

from app.book.layout import PrintDocument

_OPENS_AFTER = frozenset(" \t\n([{“‘—–-/")


def curly_quotes(text: str) -> str:
    """``text`` with straight quotes ``"`` and ``'`` replaced by curly ones (module docstring)."""
    out = []
    for i, ch in enumerate(text):
        before = text[i - 1] if i else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        opens = before in _OPENS_AFTER
        if ch == '"':
            out.append("“" if opens and not after.isspace() else "”")
        elif ch == "'":
            out.append("‘" if opens and not after.isspace() and not after.isdigit() else "’")
        else:
            out.append(ch)
    return "".join(out)


def typeset(doc: PrintDocument) -> PrintDocument:
    """A copy of ``doc`` as it is printed: for English books every text with :func:`curly_quotes`; a Chinese
    book is returned as it is."""
    if doc.language == "zh":
        return doc
    pages = [replace(p, title=curly_quotes(p.title), text=curly_quotes(p.text)) for p in doc.pages]
    return replace(
        doc,
        title=curly_quotes(doc.title),
        subtitle=curly_quotes(doc.subtitle),
        dedication=curly_quotes(doc.dedication),
        colophon=[curly_quotes(line) for line in doc.colophon],
        pages=pages,
    )
