"""The catalogues are complete: every code the program uses has a sentence in every language, every sentence
takes exactly the values its callers give, and a Chinese sentence holds no English word (words.latin)."""

from __future__ import annotations

import ast
import pickle
import string
from pathlib import Path

import pytest

from words import LANGUAGES, Message, codes, say, template
from words.build import main as build_catalogues
from words.catalogue import fields
from words.latin import untranslated_words

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("app", "model", "training", "words")


def _used_codes() -> dict[str, list[tuple[str, set[str] | None]]]:
    """Each literal ``Message("code", name=…)`` in the sources: its code → [(file:line, keyword names or
    None when ``**values`` are passed)]."""
    found: dict[str, list[tuple[str, set[str] | None]]] = {}
    for folder in SOURCES:
        for path in sorted((REPO / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Message"):
                    continue
                if not node.args or not isinstance(node.args[0], ast.Constant):
                    continue
                names = {k.arg for k in node.keywords}
                where = f"{path.relative_to(REPO)}:{node.lineno}"
                found.setdefault(node.args[0].value, []).append((where, None if None in names else names))
    return found


def _sample(name: str, spec: str) -> object:
    return 1234 if spec and spec[-1:] in "d,n" or spec.endswith(",") else f"⟨{name}⟩"


def _samples(sentence: str) -> dict[str, object]:
    return {n: _sample(n, spec or "") for _, n, spec, _ in string.Formatter().parse(sentence) if n}


def test_the_compiled_catalogues_are_those_of_the_po_files():
    assert build_catalogues(["--check"]) == 0, "run python -m words.build"


def test_every_language_has_every_code_with_the_same_values():
    english = set(codes("en"))
    for language in LANGUAGES:
        assert set(codes(language)) == english, language
        for code in english:
            assert fields(template(code, language) or "") == fields(template(code, "en") or ""), (
                language,
                code,
            )


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_code_is_said_whole_in_every_language(language):
    problems = []
    for code in codes("en"):
        sentence = template(code, "en") or ""
        said = say(Message(code, **_samples(sentence)), language)
        if "{" in said.replace("{{", "") or said == code:
            problems.append(f"{code}: {said}")
        if language == "zh":
            words = untranslated_words(said.replace("⟨", " ").replace("⟩", " ").replace("⟨", ""))
            words = [w for w in words if f"⟨{w}⟩" not in said]
            if words:
                problems.append(f"{code}: English {words} in {said}")
    assert not problems, "\n".join(problems)


def test_every_code_used_in_the_sources_is_in_the_catalogue_with_the_values_given():
    english = set(codes("en"))
    problems = []
    for code, uses in _used_codes().items():
        if code not in english:
            problems.append(f"{uses[0][0]}: {code} is not in words/catalogue/en.po")
            continue
        wanted = fields(template(code) or "")
        for where, names in uses:
            if names is not None and names != wanted:
                problems.append(f"{where}: {code} takes {sorted(wanted)}, given {sorted(names)}")
    assert not problems, "\n".join(problems)


def test_a_message_is_a_value_that_crosses_processes_and_api_bodies():
    message = Message("located", where=Message("where.page", number=3), message="x")
    assert pickle.loads(pickle.dumps(message)) == message
    assert Message.from_json(message.to_json()) == message
    assert str(message) == "page 3: x"
    assert say(message, "zh") == "第 3 页：x"
    with pytest.raises(AttributeError):
        message.code = "other"  # type: ignore[misc]


def test_a_missing_code_is_said_by_its_code_never_raised():
    assert say(Message("no.such.code", n=1), "zh") == "no.such.code {'n': 1}"
    assert say("a name", "zh") == "a name"
