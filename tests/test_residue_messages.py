"""The last sentences the core wrote in English, now Messages said at each edge (issue 48, the residue):
each is checked for its code and values, and that it says Chinese without an English word."""

from __future__ import annotations

import argparse
from types import SimpleNamespace

import pytest

from words import Message, say, use_language
from words.latin import untranslated_words


def chinese(message: Message | str) -> str:
    """``message`` said in Chinese, checked for English words outside the values it names (paths, names)."""
    assert isinstance(message, Message)
    text = bare = say(message, "zh")
    for value in _plain_values(message):
        bare = bare.replace(value, " ")
    assert not untranslated_words(bare), text
    return text


def _plain_values(message: Message) -> list[str]:
    out = []
    for value in message.params.values():
        for v in value if isinstance(value, list) else [value]:
            out += _plain_values(v) if isinstance(v, Message) else [str(v)]
    return sorted(out, key=len, reverse=True)


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


def test_the_exactness_line_and_placement_notes_are_messages():
    from app.build.placement import placement_said, placement_text

    whole = placement_said({"placement": {"strategy": "single", "devices": ["cpu"]}})
    assert whole == Message("build.placement.whole", devices="cpu")
    assert placement_text({"device": "cpu", "device_map": None}) == "cpu (whole)"  # English for the logs
    assert chinese(whole) == "cpu（整个模型）"
    placed = Message("build.placement.placed", placed=whole, threads="4")
    line = Message("build.placement.exactness", how=placed, levels=2)
    assert str(line).startswith("exactness: pictures drawn on cpu (whole), 4 CPU thread(s) — bit-identical")
    assert chinese(line).startswith("能否重现：这些图是在 cpu（整个模型），4 个 CPU 线程 上画的")
    two = Message("build.placement.placed_then", first=placed, rest=placed)
    assert chinese(Message("build.placement.exactness_split", how=two, levels=2, tolerance=3))
    assert chinese(Message("build.placement.processes", count=2, devices="cpu, cpu")).startswith(
        "模型进程：2 个"
    )
    assert chinese(Message("build.placement.encoded", device="cuda:0", count=2, replicas="cuda:0, cuda:1"))


def test_the_placement_refusals_are_messages():
    for refused in (
        Message("build.placement.lora_changes_encoder", name="grandma.safetensors"),
        Message("build.placement.lora_split_replica"),
        Message("build.placement.lora_split", strategy="sharded"),
        Message(
            "build.placement.plan", strategy="single", reason=Message("build.placement.split", devices="cpu")
        ),
    ):
        chinese(refused)
    assert "`--placement model_offload`" in say(
        Message("build.placement.lora_split", strategy="sharded"), "zh"
    )


def test_the_lora_file_changed_warning_is_a_message(tmp_path):
    changed = Message("located", where="grandma.safetensors", message=Message("model.lora.changed"))
    assert str(changed) == "grandma.safetensors: the LoRA file changed since it was recorded"
    assert chinese(changed) == "grandma.safetensors：这个 LoRA 文件在记录之后被改过"


def test_the_training_scripts_message_is_read_not_its_english_line():
    from app.viewmodels.training import last_error

    said = Message("located", where="grandma.safetensors", message=Message("model.lora.changed"))
    lines = ["train_lora: error: something in English", f"[rank0]: train_lora: message: {json_of(said)}"]
    assert last_error(lines, 1) == said
    assert last_error(["train_lora: message: [1]", "x error: out of memory"], 1) == "out of memory"
    assert last_error([], 3) == "3"


def json_of(message: Message) -> str:
    import json

    return json.dumps(message.to_json())


def test_an_unexpected_error_is_said_with_its_type_text_and_log():
    from app.viewmodels.worker import describe_error

    said = describe_error(KeyError("page"))
    assert isinstance(said, Message) and said.code == "app.unexpected"
    assert said.params["kind"] == "KeyError" and said.params["text"] == "'page'"
    assert said.params["log"].endswith("memorybook.log")
    assert "KeyError" in chinese(said)


def test_a_missing_shipped_font_is_a_book_error(monkeypatch, tmp_path):
    from app.book.errors import BookError
    from app.print import fonts

    monkeypatch.setattr(fonts, "FONT_FILES", {"regular": tmp_path / "gone.ttf"})
    fonts._register.cache_clear()
    try:
        with pytest.raises(BookError) as err:
            fonts._register()
    finally:
        fonts._register.cache_clear()
    assert err.value.args[0] == Message(
        "print.font.missing_weight", path=tmp_path / "gone.ttf", weight=Message("print.font.regular")
    )
    assert "Memory Picture Book" in chinese(err.value.args[0])
    for code in ("print.font.not_loaded", "print.font.missing", "print.font.fallback_not_loaded"):
        chinese(Message(code, path="x.ttf", families="A"))


def test_a_picture_refused_on_another_machine_keeps_its_message():
    import pickle

    from model.errors import PictureError

    err = PictureError(Message("model.picture.failed", problem=Message("model.picture.black")))
    again = PictureError(*pickle.loads(pickle.dumps((err.args[0], err.code))))
    assert again.args[0] == err.args[0] and again.code == err.code


def test_photo_warnings_are_stored_as_messages_and_old_english_shown_as_it_is():
    from app.book.model import PhotoInfo

    blurry = Message("book.photo.blurry", width=300, height=20)
    info = PhotoInfo(original_name="a.jpg", width=300, height=20, warnings=[blurry.to_json(), "Old English."])
    restored = PhotoInfo.model_validate_json(info.model_dump_json())
    assert restored.said_warnings() == [blurry, "Old English."]
    odd = PhotoInfo(original_name="a.jpg", width=3, height=2, warnings=[{"code": "no.such", "params": {}}])
    assert odd.said_warnings() == ["no.such"]


def test_the_launched_split_and_a_silent_machine_are_messages():
    from model.runtime.parallel import PICTURE_TOLERANCE, tolerance_said

    note = Message(
        "model.launch.placement", kind="tensor_parallel", count=2, backend="gloo", tolerance=tolerance_said()
    )
    assert str(note).startswith("placement: tensor_parallel over 2 processes (gloo) — pictures equal")
    assert str(PICTURE_TOLERANCE) in chinese(note)
    silent = Message(
        "model.distributed.silent",
        machine="host (rank 1)",
        seconds="6",
        doing=Message("model.distributed.drawing_pages"),
    )
    assert "gave no sign of life for 6 s while drawing pages" in str(silent)
    assert "画页面" in chinese(silent)


def test_a_drawings_warnings_are_said_from_its_record():
    from app.cli.models import drawing_warnings

    changed = Message("located", where="a.safetensors", message=Message("model.lora.changed"))
    info = {"warnings": [str(changed)], "said_warnings": [changed.to_json()]}
    assert drawing_warnings(info) == [changed]
    assert chinese(drawing_warnings(info)[0]).endswith("这个 LoRA 文件在记录之后被改过")
    assert drawing_warnings({"warnings": ["an older record"]}) == ["an older record"]
