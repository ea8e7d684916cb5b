"""The core's messages appear in the app in its language (app.viewmodels.messages, words.say): each message is
made by the core itself here — photo intake, the PDF writer, the prompt builder, model loading, a hostile book —
and must be said in Chinese under the zh_CN interface, with the file names and figures kept; in English
``str()`` is what is shown."""

from __future__ import annotations

import os
import re

import pytest
from PIL import Image

from app.viewmodels.messages import join_messages, translate_message
from words import Message, message_of

LATIN_WORDS = re.compile(r"\b(the|and|photo|file|page|prints|model|only|pixels|use|copy|found|download)\b")


@pytest.fixture
def zh(qapp):
    from app.ui.language import install_language

    install_language("zh")
    yield
    install_language("en")


def _photo_messages(tmp_path) -> list:
    from app.book.photos import PhotoError, load_photo

    (tmp_path / "empty.jpg").write_bytes(b"")
    (tmp_path / "notes.jpg").write_text("not a picture")
    (tmp_path / "a folder.jpg").mkdir()
    Image.new("RGB", (6, 6), "white").save(tmp_path / "tiny.png")
    Image.new("RGB", (300, 200), "white").save(tmp_path / "small.png")
    Image.new("RGB", (2400, 300), "white").save(tmp_path / "strip.png")
    with open(tmp_path / "cut.png", "wb") as fh:
        buffer = tmp_path / "whole.png"
        Image.effect_noise((400, 300), 40).convert("RGB").save(buffer)
        fh.write(buffer.read_bytes()[:3000])
    messages = []
    for name in ("missing.jpg", "empty.jpg", "notes.jpg", "a folder.jpg", "tiny.png", "cut.png"):
        with pytest.raises(PhotoError) as caught:
            load_photo(tmp_path / name)
        messages.append(message_of(caught.value))
    for name in ("small.png", "strip.png"):
        messages += load_photo(tmp_path / name).warnings
    return messages


def _prompt_messages() -> list:
    from model.pipelines.prompt import compose_prompt

    warnings = []
    for scene, text in (
        ("", "外婆在巷子里晒被子"),
        ("巷子里晒着被子", "外婆的故事"),
        ("quilts in a lane", "外婆"),
    ):
        warnings += compose_prompt("watercolour", [], scene, text, ("en",))[2]
    return warnings


def _model_messages(tmp_path) -> list:
    import os

    from model.errors import ModelError
    from model.pipelines.loading import download
    from model.pipelines.sources import inspect_source
    from model.runtime.process import EngineProcess

    (tmp_path / "empty-folder").mkdir()
    messages = []
    for call in (
        lambda: inspect_source(str(tmp_path / "nowhere")),
        lambda: inspect_source("nobody/not-a-model"),
        lambda: inspect_source(str(tmp_path / "empty-folder")),
        lambda: download("nobody/not-a-model"),  # tests run with HF_HUB_OFFLINE=1
    ):
        with pytest.raises(ModelError) as caught:
            call()
        messages.append(message_of(caught.value))  # a Message: said from the catalogue
    engine = EngineProcess("memorybook-test-messages")
    with pytest.raises(ModelError) as caught:
        engine.call(os._exit, 9)
    return messages + [message_of(caught.value)]


def _hostile_messages(tmp_path, monkeypatch) -> list:
    """What a hostile book or an odd file makes the core say (app.book.closed, app.book.safejson, photos)."""
    import json
    import os

    from app.book import photos
    from app.book.errors import BookError
    from app.book.model import Book
    from app.book.project import BookProject
    from app.book.story import create_book_from_story

    messages = []
    root = tmp_path / "hostile.mbook"
    BookProject.create(root, Book(title="x"))
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    (root / "photos" / "a.jpg").symlink_to(tmp_path / "elsewhere.jpg")
    (root / "book.json").write_text(json.dumps({**data, "cover_photo": "a.jpg"}), encoding="utf-8")
    for text in (None, "[" * 100 + "]" * 100, '{"title": '):
        if text:
            (root / "book.json").write_text(text, encoding="utf-8")
        with pytest.raises(BookError) as caught:
            BookProject.open(root)
        messages.append(message_of(caught.value))
    (tmp_path / "s.md").write_text("# T\n## P\nphoto: ../x.jpg\n\nx\n", encoding="utf-8")
    with pytest.raises(BookError) as caught:
        create_book_from_story(tmp_path / "s.md", tmp_path / "s.mbook")
    messages.append(message_of(caught.value))
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.jpg")
        messages.append(photos.check_photo(tmp_path / "pipe.jpg").error)
    Image.new("RGB", (2000, 1000), "white").save(tmp_path / "big.jpg")
    monkeypatch.setattr(photos, "MAX_PIXELS", 1_000_000)
    return messages + list(photos.load_photo(tmp_path / "big.jpg").warnings)


def test_core_messages_come_out_in_chinese(zh, tmp_path, monkeypatch):
    messages = (
        _photo_messages(tmp_path)
        + _prompt_messages()
        + _model_messages(tmp_path)
        + _hostile_messages(tmp_path, monkeypatch)
    )
    assert len(messages) >= 13
    for message in messages:
        assert isinstance(message, Message), f"not a message: {message!r}"
        shown = translate_message(message)
        message = str(message)  # in English, for the checks below
        assert shown != message, f"not said in Chinese: {message}"
        words = re.sub(r"“[^”]*”|`[^`]*`|\S*/\S*", "", shown)  # names, commands and paths stay as they are
        assert re.search(r"[\u4e00-\u9fff]", shown) and not LATIN_WORDS.search(words), shown
        for kept in re.findall(r"[\w .-]+\.(?:jpg|png)|\d+×\d+|\d+ DPI", message):
            assert kept.strip() in shown, (kept, shown)
    assert join_messages([messages[0], messages[0], messages[1]]) == "；".join(
        translate_message(m) for m in messages[:2]
    )


def test_in_english_and_for_unknown_messages_nothing_changes(qapp, tmp_path):
    from app.ui.language import install_language

    install_language("en")
    for message in _photo_messages(tmp_path) + _prompt_messages() + ["a name the program did not write: x"]:
        assert translate_message(message) == str(message)


def test_a_huge_photo_is_refused_in_chinese_sizes_included(zh, sample_data):
    from app.book.photos import PhotoError, load_photo

    with pytest.raises(PhotoError) as caught:
        load_photo(sample_data / "photos-hard" / "huge-dimensions.png")
    shown = translate_message(message_of(caught.value))
    assert "huge-dimensions.png：1,600 百万像素" in shown and "上限 80 百万像素" in shown, (
        shown
    )  # 1,600 MP; 80 MP


def test_pictures_that_failed_their_checks_are_named_in_chinese(zh, tmp_path):
    from app.book.model import Book, Page
    from app.book.project import BookProject
    from app.build import BuildSummary
    from app.preflight import note_failed_picture
    from model.errors import PictureError
    from model.pipelines.checks import PROBLEMS

    project = BookProject.create(tmp_path / "b.mbook", Book(title="b", pages=[Page(title="阿花")]))
    summary = BuildSummary(output=tmp_path)
    for code in PROBLEMS:
        note_failed_picture(project, project.book.pages[0], 3, PictureError("x", code), summary)
    for line in summary.failed:
        shown = translate_message(line)
        assert shown.startswith("第 3 页“阿花”：") and "没有保存" in shown, shown


def test_a_shared_glyph_is_named_by_code_point_and_in_chinese():
    from app.print.tounicode import _named
    from words import Message, say

    shared = Message(
        "print.shared_glyph", chars=[_named(chr(0x3008)), _named(chr(0x2329))], kept=_named(chr(0x3008))
    )
    message = Message(
        "located", where=Message("print.where.font", name="MemoryBookWenKai-Regular"), message=shared
    )
    a, b = _named(chr(0x3008)), _named(chr(0x2329))
    assert (
        str(message)
        == f"font MemoryBookWenKai-Regular: one glyph stands for {a}, {b}; copy/paste gives back {a} for each"
    )
    shown = say(message, "zh")
    assert "共用一个字形" in shown and "U+2329" in shown, shown


def test_the_systems_reasons_for_a_file_come_out_in_chinese(zh, tmp_path):
    """Each reason the system gives for a file it refused (app.book.errors.os_reason, by errno), as Python raises
    it here, ends a "cannot write" message in Chinese; a reason no code knows keeps the system's own words."""
    import errno

    from app.book.errors import located, os_reason

    for number in (errno.EACCES, errno.ENOSPC, errno.EROFS, errno.ENOENT, errno.EISDIR, errno.ENOTDIR,
                   errno.EEXIST, errno.ENAMETOOLONG, errno.EIO, errno.EDQUOT, errno.EPERM, errno.EBUSY):  # fmt: skip
        reason = os_reason(OSError(number, os.strerror(number)))
        assert isinstance(reason, Message), (number, reason)
        shown = translate_message(located(tmp_path / "b.pdf", reason))
        head = f"{tmp_path / 'b.pdf'}："
        assert shown.startswith(head) and not re.search("[A-Za-z]{2,}", shown[len(head) :]), shown
    assert (
        os_reason(OSError(errno.ELOOP, "Too many levels of symbolic links"))
        == "Too many levels of symbolic links"
    )
