"""The README renders as written (issue 24, item 8): parsed with markdown-it-py (CommonMark), every fenced code
block is closed by its own fence (an unclosed one swallows the rest of the file as code), no heading line ends up
inside a code block, the setup is numbered steps with the CPU-torch command in a code block, and the Qt system
libraries come before the first ``memorybook gui`` block."""

from __future__ import annotations

import re

from markdown_it import MarkdownIt

from tests.conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
TOKENS = MarkdownIt("commonmark").parse(README)
LINES = README.splitlines()


def fences():
    return [t for t in TOKENS if t.type == "fence"]


def test_every_code_fence_closes():
    for token in fences():
        first, last = token.map  # lines [first, last) of the source, opening and closing fence included
        closing = LINES[last - 1].strip() if last - 1 > first else ""
        assert closing.startswith(token.markup) and set(closing) <= set(token.markup[0]), (
            f"README.md line {first + 1}: the code block opened here is not closed by {token.markup}"
        )


def test_every_heading_line_is_a_heading():
    headings = {t.map[0] for t in TOKENS if t.type == "heading_open"}
    in_code = {n for t in fences() for n in range(*t.map)}
    for number, line in enumerate(LINES):
        if re.match(r"#{1,6} ", line) and number not in in_code:
            assert number in headings, (
                f"README.md line {number + 1} looks like a heading but is not one: {line}"
            )
        if re.match(r"#{1,6} [A-Z]", line) and number in in_code:
            raise AssertionError(f"README.md line {number + 1}: a heading inside a code block: {line}")


def test_the_setup_is_numbered_steps_with_the_cpu_torch_command_in_a_code_block():
    code = [t.content for t in fences()]
    assert any("pip install torch --index-url https://download.pytorch.org/whl/cpu" in c for c in code)
    assert any(t.type == "ordered_list_open" for t in TOKENS)


def test_the_qt_system_libraries_come_before_the_first_gui():
    blocks = fences()
    qt = next(t.map[0] for t in blocks if "libxcb-cursor0" in t.content)
    gui = next(t.map[0] for t in blocks if re.search(r"^memorybook gui", t.content, re.M))
    assert qt < gui
