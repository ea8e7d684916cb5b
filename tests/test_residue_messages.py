"""The last sentences the core wrote in English, now Messages said at each edge (issue 48, the residue):
each is checked for its code and values, and that it says Chinese without an English word."""

from __future__ import annotations

import argparse
from types import SimpleNamespace

import pytest

from words import Message, say, use_language
from words.latin import untranslated_words


def chinese(message: Message | str) -> str:
    text = say(message, "zh")
    assert isinstance(message, Message) and not untranslated_words(text), text
    return text


@pytest.fixture
def zh():
    use_language("zh")
    yield
    use_language("en")


def test_the_sketch_engines_steps_are_messages():
    from model.api import IllustrationRequest
    from model.engines.sketch import SketchIllustrator

    steps = []
    SketchIllustrator().illustrate(
        IllustrationRequest(engine="sketch", width=32, height=32, seed=1), on_progress=steps.append
    )
    assert [p.message for p in steps] == [
        Message("model.sketch.wash"),
        Message("model.sketch.grain"),
        Message("model.sketch.finishing"),
        Message("model.sketch.done"),
    ]
    assert [chinese(p.message) for p in steps] == ["正在铺底色", "正在加纸纹", "正在收尾", "完成"]


def test_the_event_stream_carries_the_message_beside_its_text():
    from app.serve.client import _step

    said = Message("serve.client.asks_to_wait", seconds=3)
    data = {"step": 0, "total": 0, "message": str(said), "said": said.to_json()}
    assert _step(data).message == said
    assert chinese(_step(data).message) == "绘图服务器要求等待 3 秒（每个令牌的限制）"
    # an older server's English line, or a message this client cannot say, is shown as the text it sent
    assert _step({"step": 1, "total": 2, "message": "drawing"}).message == "drawing"
    unknown = {"step": 1, "total": 2, "message": "hello", "said": {"code": "nowhere.nothing", "params": {}}}
    assert _step(unknown).message == "hello"


def test_the_servers_waits_are_lines_in_chinese(zh, capsys):
    from app.cli.book_cmds import _progress

    book = SimpleNamespace(book=SimpleNamespace(pages=[1, 2]))
    bar, on_event = _progress(book, argparse.Namespace(distributed=False))
    for message in [
        Message("model.sketch.drawing"),
        Message("serve.client.retrying_full", seconds=1),
        Message("serve.client.asks_to_wait", seconds=30),
    ]:
        on_event(SimpleNamespace(pages=2, page=1, step=0, steps=0, message=message))
    bar.close()
    lines = capsys.readouterr().err.splitlines()
    assert lines == ["绘图服务器已满；正在重试（1 秒）", "绘图服务器要求等待 30 秒（每个令牌的限制）"]
