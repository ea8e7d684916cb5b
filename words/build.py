"""Compile the catalogues: ``python -m words.build`` (``--check``: only say whether they are up to date).

Each ``words/catalogue/<language>.po`` becomes the ``.mo`` file :mod:`words.catalogue` reads, with Babel's
reader and writer (the ``.po`` is checked as it is read: a broken entry stops the build with its line).
"""

from __future__ import annotations

import datetime
import io
import sys

from words.catalogue import HERE, LANGUAGES


def compiled(language_file: str) -> bytes:
    """The ``.mo`` bytes of ``<language_file>.po`` (entries sorted, so the output does not depend on order)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with (HERE / f"{language_file}.po").open("rb") as f:
        catalog = read_po(f, abort_invalid=True)
    # Babel stamps a catalogue whose header names no POT-Creation-Date with the minute it is read; a fixed one
    # keeps the compiled bytes those of the .po alone (--check would fail a minute after each build)
    catalog.creation_date = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    check = "--check" in (sys.argv[1:] if argv is None else argv)
    stale = []
    for name in LANGUAGES.values():
        data, target = compiled(name), HERE / f"{name}.mo"
        if target.exists() and target.read_bytes() == data:
            continue
        stale.append(target.name)
        if not check:
            target.write_bytes(data)
    if check and stale:
        print(f"out of date: {', '.join(stale)}; run python -m words.build", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
