"""A drawing server's refusals reach the volunteer in the volunteer's language (issues 23 and 24): the server
answers in English (its one-line JSON, as tests/test_serve.py reads it), the client raises it as a ModelError,
and the command line (:func:`app.cli.english_lines.translate_cli_line`) and the app
(:func:`app.viewmodels.messages.translate_message`) show it in Chinese under a Chinese interface — the field
it names (``files.photo``, ``request.width``) kept as the request spells it; in English nothing changes.

The refusals are made by the server's own intake (:mod:`app.serve.intake`, :func:`app.serve.api._accept`) from
the hostile requests of tests/test_serve.py, in-process (no server started)."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import httpx
import pytest

from app.serve.intake import JobIn, PersonIn, Refused, RequestIn, parse_job, write_files
from model.errors import ModelError
from tests.test_cli_chinese_session import english_left, vocabulary
from tests.test_serve import hostile_cases, job_body, png_bytes, png_header

FIELDS = {n for model in (JobIn, RequestIn, PersonIn) for n in model.model_fields} | {
    "base64",
    "true",
    "false",
}
"""What a refusal names as the request spells it (machine-readable, never translated)."""


def refusals(tmp_path) -> list[str]:
    """The one-line refusals of the hostile requests, and of a request for a model or an engine the server
    does not serve, as the server words them."""
    from app.serve.api import _accept

    out = []
    cases = hostile_cases(png_header(65000, 65000))
    bodies = [
        k["content"] if "content" in k else json.dumps(k["json"]).encode() for k, _, _ in cases.values()
    ]
    bodies.append(json.dumps({**job_body(), "request": {**job_body()["request"], "seed": "7"}}).encode())
    bodies.append(json.dumps({**job_body(photo=png_bytes()), "files": {"photo": "aGVsbG8="}}).encode())
    worker = SimpleNamespace(models={"sketch": SimpleNamespace(name="sketch", engine="sketch")})
    for body in bodies:
        with pytest.raises(Refused) as refused:
            job = parse_job(body)
            if job.model != "sketch":
                _accept(None, worker, "pat", body)
            folder = tmp_path / f"job{len(out)}"
            folder.mkdir()
            write_files(job, folder)
        out.append(str(refused.value))
    with pytest.raises(Refused) as refused:
        engine = {**job_body(), "request": {**job_body()["request"], "engine": "diffusion"}}
        _accept(None, worker, "pat", json.dumps(engine).encode())
    return out + [str(refused.value)]


def shown(refusal: str) -> str:
    """What the client raises for a 400 answer holding ``refusal`` (:func:`app.serve.client._raise_for`)."""
    from app.serve.client import _raise_for

    answer = httpx.Response(400, json={"error": refusal}, request=httpx.Request("POST", "http://x/jobs"))
    with pytest.raises(ModelError) as raised:
        _raise_for(answer)
    return str(raised.value)


def field_of(refusal: str) -> str | None:
    """The field a refusal starts with (``files.photo``, ``request.people.0``), None when it names none."""
    match = re.match(r"((?:files|request|model)[^\s:]*): ", refusal)
    return match.group(1) if match else None


@pytest.fixture
def chinese(qapp):
    from PySide6.QtCore import QCoreApplication

    from app.cli.english_lines import install_translation

    translator = install_translation("zh")
    yield
    QCoreApplication.removeTranslator(translator)


def test_a_refused_request_reads_chinese_naming_its_field(chinese, tmp_path):
    from app.cli.english_lines import translate_cli_line
    from app.viewmodels.messages import translate_message

    allowed = vocabulary() | FIELDS
    messages = refusals(tmp_path)
    assert len(messages) == 15 and all(field_of(m) for m in messages[4:])
    for refusal in messages:
        message = shown(refusal)
        printed = translate_cli_line(f"memorybook: error: {message}")
        in_app = translate_message(message)
        assert printed == f"memorybook：错误：{in_app}", (printed, in_app)
        assert in_app.startswith("绘图服务器拒绝了这一页："), in_app
        field = field_of(refusal)
        if field is not None:
            assert f"：{field}：" in in_app, (
                in_app
            )  # the field as the request spells it, then a Chinese colon
        rest = in_app.replace(field or "\0", " ")
        assert english_left(rest, allowed) == [], (refusal, in_app)


def test_english_stays_english(qapp, tmp_path):
    from app.cli.english_lines import translate_cli_line
    from app.viewmodels.messages import translate_message

    for refusal in refusals(tmp_path):
        message = shown(refusal)
        assert message == f"the drawing server refused the page: {refusal}"
        assert translate_message(message) == message
        assert translate_cli_line(f"memorybook: error: {message}") == f"memorybook: error: {message}"
    assert shown("files.photo: is not base64; encode the file's bytes with standard base64").endswith(
        "files.photo: is not base64; encode the file's bytes with standard base64"
    )


def test_the_servers_other_answers_read_chinese(chinese):
    """The answers of app/serve/api.py a client shows (a limit, a job gone, a body too large)."""
    from app.serve.api import NO_JOB, NO_TOKEN, _too_big_line
    from app.viewmodels.messages import translate_message

    answers = [
        NO_TOKEN,
        NO_JOB,
        _too_big_line(),
        "this token sends more than 30 jobs a minute; wait 12 s",
        "this token already has 64 jobs on the server; fetch or delete some first",
        "no such address on this server",
        "this address does not take that method",
        "the request is malformed",
        "internal error on the drawing server; the operator's log names it",
    ]
    allowed = vocabulary() | {"Authorization", "Bearer", "TOKEN"}
    for answer in answers:
        chinese_line = translate_message(shown(answer))
        assert chinese_line.startswith("绘图服务器拒绝了这一页："), chinese_line
        assert english_left(chinese_line, allowed) == [], chinese_line


def test_every_field_problem_the_intake_words_reads_chinese(chinese):
    """Each sentence of :data:`app.serve.intake.PROBLEMS` (a pydantic error in the server's words)."""
    import string

    from app.serve.intake import PROBLEMS
    from app.viewmodels.messages import translate_message

    allowed = vocabulary() | FIELDS
    for kind, template in PROBLEMS.items():
        names = [name for _, name, _, _ in string.Formatter().parse(template) if name]
        refusal = "request.width: " + template.format(**{name: "8" for name in names})
        in_app = translate_message(shown(refusal))
        assert in_app.startswith("绘图服务器拒绝了这一页：request.width："), (kind, in_app)
        assert english_left(in_app.replace("request.width", " "), allowed) == [], (kind, in_app)


def test_what_the_code_box_says_of_a_pasted_text_that_is_no_code_reads_chinese(chinese, monkeypatch):
    """A volunteer pastes an address without its token, or something that is no address: the client's own
    sentences (app/serve/client.py) reach the app's code box in Chinese (a tester saw them in English there)."""
    from app.serve.client import server_address
    from app.viewmodels.messages import translate_message

    monkeypatch.delenv("MEMORYBOOK_TOKEN", raising=False)
    for pasted, said in (("https://example.invalid/", "需要令牌"), ("mb1-abcdefg", "https://")):
        with pytest.raises(ModelError) as refused:
            server_address(pasted, None)
        line = translate_message(str(refused.value)).removeprefix(f"{pasted}：")  # what was pasted, as it was
        assert said in line and english_left(line, vocabulary() | {"MEMORYBOOK_TOKEN"}) == [], line
