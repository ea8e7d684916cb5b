"""A drawing server's refusals reach the volunteer in the volunteer's language (issues 23, 24 and 48): the server
answers with the refusal's code and values beside its English sentence (``{"error": …, "message": {"code": …,
"params": …}}``), the client raises a ModelError holding that message, and the command line and the app say it
in their language from the catalogue — the field it names (``files.photo``, ``request.width``) kept as the
request spells it; a client we did not write reads the English ``error``. Nothing parses the English back: a
server's message that is no message this client can say is shown as its text, escaped, never a traceback.

The refusals are made by the server's own intake (:mod:`app.serve.intake`, :func:`app.serve.routes._accept`) from
the hostile requests of tests/test_serve.py, in-process; the last test asks a real server on 127.0.0.1."""

from __future__ import annotations

import json
from types import SimpleNamespace

import httpx
import pytest

from app.serve.failures import answer, too_big
from app.serve.intake import PROBLEMS, JobIn, PersonIn, Refused, RequestIn, parse_job, write_files
from app.serve.routes import NO_JOB, NO_TOKEN
from model.errors import ModelError
from tests.serve_helpers import add_token, free_port, start_server
from tests.test_serve import hostile_cases, job_body, png_bytes, png_header
from words import Message, codes, message_of, say
from words.latin import untranslated_words

FIELDS = {n for model in (JobIn, RequestIn, PersonIn) for n in model.model_fields}
"""What a refusal names as the request spells it (machine-readable, never translated)."""


def refusals(tmp_path) -> list[Message]:
    """The refusals of the hostile requests, and of a request for a model or an engine the server does not
    serve, as the server raises them."""
    from app.serve.routes import _accept

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
        out.append(message_of(refused.value))
    with pytest.raises(Refused) as refused:
        engine = {**job_body(), "request": {**job_body()["request"], "engine": "diffusion"}}
        _accept(None, worker, "pat", json.dumps(engine).encode())
    return out + [message_of(refused.value)]


def shown(body: dict, status: int = 400) -> Message:
    """What the client raises for an answer with ``body`` (:func:`app.serve.client._raise_for`)."""
    from app.serve.client import _raise_for

    response = httpx.Response(status, json=body, request=httpx.Request("POST", "http://x/jobs"))
    with pytest.raises(ModelError) as raised:
        _raise_for(response)
    said = message_of(raised.value)
    assert isinstance(said, Message), said
    return said


def english_left(sentence: str, *kept: str) -> list[str]:
    """The English words of a Chinese sentence, but for the fields and values ``kept`` as they are."""
    for text in sorted(kept, key=len, reverse=True):
        sentence = sentence.replace(text, " ")
    return [w for w in untranslated_words(sentence) if w not in FIELDS]


def names(message: Message) -> list[str]:
    """The text values of a message and of the messages in it (fields, models: kept as they are)."""
    found = []
    for value in message.params.values():
        values = value if isinstance(value, list) else [value]
        for v in values:
            found += names(v) if isinstance(v, Message) else [str(v)]
    return found


def test_every_refusal_is_a_message_the_client_says_in_chinese_naming_its_field(tmp_path):
    messages = refusals(tmp_path)
    assert len(messages) == 15 and all(isinstance(m, Message) for m in messages)
    assert all(m.code == "located" for m in messages[4:])  # each names its field
    for refusal in messages:
        said = shown(answer(refusal))
        assert said == Message("serve.client.refused", reason=refusal)  # the server's message, as it was sent
        chinese = say(said, "zh")
        assert chinese.startswith("绘图服务器拒绝了这一页："), chinese
        field = str(refusal.params["where"]) if refusal.code == "located" else None
        if field is not None:
            assert f"：{field}：" in chinese, (
                chinese
            )  # the field as the request spells it, then a Chinese colon
        photo_reason = refusal.code == "located" and isinstance(refusal.params["message"], str)
        if not photo_reason:  # the photo intake's own words are its area's (app/book/photos.py)
            assert english_left(chinese, *names(refusal), "watercolour") == [], chinese
        assert str(said) == f"the drawing server refused the page: {refusal}"  # English unchanged


def test_the_servers_other_answers_are_said_by_their_codes():
    """The answers of app/serve/routes.py and app/serve/failures.py a client shows (a limit, a job gone, a body too large)."""
    answers = [
        NO_TOKEN,
        NO_JOB,
        too_big(),
        Message("serve.rate_limited", count=30, seconds=12),
        Message("serve.queue_full", count=64),
        Message("serve.no_address"),
        Message("serve.no_method"),
        Message("serve.malformed"),
        Message("serve.internal"),
    ]
    for sent in answers:
        said = shown(answer(sent))
        assert said.params["reason"] == sent
        chinese = say(said, "zh")
        assert chinese.startswith("绘图服务器拒绝了这一页：") and english_left(chinese) == [], chinese
    assert shown({"error": "x"}, 401) == Message("serve.client.token_refused")


def test_every_field_problem_the_intake_names_is_in_the_catalogue():
    """Each pydantic error type the intake words (:data:`app.serve.intake.PROBLEMS`) has a code."""
    assert set(PROBLEMS.values()) <= set(codes("en"))


@pytest.mark.parametrize(
    "body",
    [
        {"error": "files.photo: \x1b[2Jcleared\nforged line", "message": {"code": 7}},
        {"error": "plain", "message": {"code": "no.such.code", "params": {}}},
        {"error": "plain", "message": {"code": "serve.models", "params": {}}},  # a value missing
        {"error": "plain", "message": {"code": "serve.models", "params": {"models": {"x": 1}}}},
        {"error": "plain", "message": {"code": "located", "params": "not an object"}},
        {"error": "plain", "message": {"code": "serve.models", "params": {"models": [[[[[[["deep"]]]]]]]}}},
        {"error": ["not", "text"], "message": None},
        {"message": {"code": "serve.client.refused", "params": {"reason": {"code": "x" * 10**5}}}},
    ],
)
def test_a_hostile_servers_message_is_shown_as_its_text_never_a_traceback(body):
    said = shown(body)
    reason = said.params["reason"]
    assert isinstance(reason, str) and "\x1b" not in reason and "\n" not in reason and len(reason) <= 500
    assert say(said, "zh").startswith("绘图服务器拒绝了这一页：")
    if body.get("error") == "plain":
        assert reason == "plain"


def test_a_hostile_event_stream_is_read_without_a_traceback():
    from app.serve.client import _read_events

    stream = (
        b'event: progress\ndata: [1]\n\ndata: {"step": "x"}\n\ndata: not json\n\n'
        b'data: {"step": 1, "total": 2, "message": "\\u001b[2Jdrawing"}\n\nevent: state\ndata: 7\n\n'
    )
    steps = []
    state = _read_events(httpx.Response(200, content=stream), steps.append, None)
    assert state == {"state": "failed"}
    assert [(p.step, p.total) for p in steps] == [(1, 2)] and "\x1b" not in steps[0].message


def test_a_servers_text_values_are_escaped():
    sent = Message("located", where="files.\x1b[31mphoto", message=Message("serve.not_base64"))
    reason = shown(answer(sent)).params["reason"]
    assert reason.code == "located" and "\x1b" not in reason.params["where"]
    assert reason.params["message"] == Message("serve.not_base64")


def test_what_the_code_box_says_of_a_pasted_text_that_is_no_code(monkeypatch):
    """A volunteer pastes an address without its token, or something that is no address: the client's own
    messages (app/serve/client.py), said in Chinese (a tester saw them in English there)."""
    from app.serve.client import server_address

    monkeypatch.delenv("MEMORYBOOK_TOKEN", raising=False)
    for pasted, code in (
        ("https://example.invalid/", "serve.client.needs_token"),
        ("mb1-abcdefg", "serve.client.address_scheme"),
    ):
        with pytest.raises(ModelError) as refused:
            server_address(pasted, None)
        said = message_of(refused.value)
        found = said.params["message"] if said.code == "located" else said
        assert found.code == code
        assert english_left(say(said, "zh"), pasted, "MEMORYBOOK_TOKEN") == [], say(said, "zh")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    data = tmp_path_factory.mktemp("serve-language") / "data"
    running = start_server(data, free_port())
    yield running
    running.stop()


def test_a_real_servers_error_body_carries_the_code_and_our_client_says_it_in_chinese(server):
    """Over HTTP on 127.0.0.1: a client we did not write (httpx) reads the English ``error`` and the code; our
    client (:class:`app.serve.client.RemoteIllustrator`) raises the message and says it in Chinese."""
    from app.serve.client import RemoteIllustrator

    token, _ = add_token(server.data, "lin")
    wide = {**job_body(), "request": {**job_body()["request"], "width": 65}}
    with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}) as http:
        response = http.post("/jobs", json=wide)
    assert response.status_code == 400  # the status codes are as they were
    body = response.json()
    refusal = Message(
        "located", where="request.width", message=Message("serve.problem.multiple_of", multiple_of=8)
    )
    assert Message.from_json(body["message"]) == refusal and body["error"] == str(refusal)
    remote = RemoteIllustrator(server.url, token, unreachable_s=5)
    try:
        with pytest.raises(ModelError) as refused:
            remote._call("POST", "/jobs", json=wide)
        assert message_of(refused.value) == Message("serve.client.refused", reason=refusal)
        assert (
            say(message_of(refused.value), "zh") == "绘图服务器拒绝了这一页：request.width：必须是 8 的倍数"
        )
        with pytest.raises(ModelError) as gone:
            remote._call("GET", "/jobs/" + "0" * 32)
        assert say(message_of(gone.value), "zh") == "绘图服务器拒绝了这一页：服务器上没有这个任务"
    finally:
        remote.close()
    with pytest.raises(ModelError) as wrong:
        RemoteIllustrator(server.url, "not-the-token", unreachable_s=5)
    assert say(message_of(wrong.value), "zh") == "绘图服务器拒绝了这个令牌；请向服务器管理员要一个新的连接码"


def test_the_operators_log_is_in_the_language_serve_was_started_in(tmp_path):
    """``LANG=zh_CN.UTF-8 memorybook serve``: the operator's log lines in Chinese (the locale, set once by the
    command line for every message)."""
    port = free_port()
    running = start_server(tmp_path / "data", port, locale="zh_CN.UTF-8")
    try:
        token, _ = add_token(running.data, "lin")
        with httpx.Client(base_url=running.url, headers={"Authorization": f"Bearer {token}"}) as http:
            assert http.post("/jobs", content=b"[").status_code == 400
    finally:
        running.stop()
    log = running.log.read_text(encoding="utf-8")
    assert f"绘图服务器 http://127.0.0.1:{port}——模型：sketch；数据在 " in log, log
    assert "拒绝了 lin 的一个请求：请求内容不是 JSON；" in log, log
