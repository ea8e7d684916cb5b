"""The book core says what went wrong as a message (a code and its values), never as an English sentence:
each family of refusals of app/book is raised here by the core itself, checked by its code and values, and
said in Chinese from the catalogue with no English word left (names, paths and commands aside)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from app.book.archive import book_entries
from app.book.closed import inside
from app.book.errors import BookError, BookFileError, PhotoError, located, os_reason
from app.book.interview_pages import suggest_pages
from app.book.lock import APP_OWNER, LockInfo, locked_message, shared_note
from app.book.model import Book, Page, dangling_people
from app.book.photos import load_photo
from app.book.project import BookProject
from app.book.recordings import Transcript, TranscriptSegment, export_text, import_text
from app.book.safejson import loads_bounded
from app.book.story import parse_story, read_story
from app.book.video import probe_video
from words import Message, message_of, say
from words.latin import untranslated_words


def _values(message: object) -> list[str]:
    """Every plain value a message holds (paths, names, the system's words), nested ones too."""
    if isinstance(message, Message):
        return [v for value in message.params.values() for v in _values(value)]
    if isinstance(message, list | tuple):
        return [v for value in message for v in _values(value)]
    return [str(message)] if str(message) else []


def assert_chinese(message: Message | str) -> str:
    """``message`` said in Chinese: whole, with Chinese in it and no English word outside its values."""
    assert isinstance(message, Message), message
    said = say(message, "zh")
    rest = said
    for value in sorted(_values(message), key=len, reverse=True):
        rest = rest.replace(value, " ")
    assert "{" not in said and any("\u4e00" <= ch <= "\u9fff" for ch in said), said
    assert not untranslated_words(rest), (untranslated_words(rest), said)
    return said


def inner(err: BaseException) -> Message:
    """The message after the place (``located``) of an error, checked to be a message."""
    said = message_of(err)
    assert isinstance(said, Message) and said.code == "located", said
    return said.params["message"]


# --- photos -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda p: None, "book.photo.no_such_file"),
        (lambda p: p.mkdir(), "book.photo.is_folder"),
        (lambda p: p.write_bytes(b""), "book.photo.empty"),
        (lambda p: p.write_bytes(b"not a picture at all"), "book.photo.not_a_picture"),
        (lambda p: Image.new("RGB", (6, 6)).save(p, format="PNG"), "book.photo.too_small"),
    ],
)
def test_a_refused_photo_names_the_file_and_says_why_in_chinese(tmp_path, make, code):
    path = tmp_path / "外婆.jpg"
    make(path)
    with pytest.raises(PhotoError) as err:
        load_photo(path)
    assert message_of(err.value).params["where"] == str(path)
    assert inner(err.value).code == code
    assert str(err.value).startswith(f"{path}: ")  # English for logs
    assert_chinese(message_of(err.value))


def test_a_photo_too_small_carries_its_size(tmp_path):
    Image.new("RGB", (20, 5)).save(tmp_path / "small.png")
    with pytest.raises(PhotoError) as err:
        load_photo(tmp_path / "small.png")
    assert inner(err.value) == Message("book.photo.too_small", width=20, height=5)
    assert "20×5 像素" in say(message_of(err.value), "zh")


def test_the_system_reason_is_said_too():
    reason = os_reason(PermissionError(13, "Permission denied"))
    assert reason == Message("book.os.permission_denied")
    assert say(reason, "zh") == "没有权限"
    assert os_reason(OSError(9999, "Strange")) == "Strange"


# --- book folders and book.json ------------------------------------------------------------------------------


def test_opening_what_is_not_a_book_says_why(tmp_path):
    with pytest.raises(BookFileError) as err:
        BookProject.open(tmp_path / "nowhere")
    assert inner(err.value) == Message("book.folder.missing")
    assert_chinese(message_of(err.value))
    (tmp_path / "empty").mkdir()
    with pytest.raises(BookFileError) as err:
        BookProject.open(tmp_path / "empty")
    assert inner(err.value) == Message("book.folder.no_book_file", file="book.json")
    assert_chinese(message_of(err.value))


def test_a_damaged_book_file_says_where_and_where_the_previous_save_is(tmp_path):
    root = tmp_path / "book"
    BookProject.create(root, Book(title="外婆")).save()
    (root / "book.json.bak").write_text("{}", encoding="utf-8")
    (root / "book.json").write_text('{"title": ', encoding="utf-8")
    with pytest.raises(BookFileError) as err:
        BookProject.open(root)
    said = inner(err.value)
    assert said.code == "book.json.damaged_at" and said.params["hint"] == Message("book.file.backup_hint")
    assert "book.json.bak" in assert_chinese(message_of(err.value))


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b'{"a": 1, "a": 2}', "book.json.key_twice"),
        (b"[" * 100, "book.json.too_deep"),
        (b"{", "book.json.damaged_at"),
    ],
)
def test_json_beyond_its_bounds_is_refused_by_code(raw, code):
    with pytest.raises(BookFileError) as err:
        loads_bounded(raw, "book.json")
    assert inner(err.value).code == code
    assert_chinese(message_of(err.value))


def test_a_broken_reference_names_the_page(tmp_path):
    book = Book(title="t", pages=[Page(title="晒被子", text="x", people=["nobody"])])
    (warning,) = dangling_people(book)
    assert warning.code == "book.page.unknown_person"
    assert warning.params["place"] == Message("book.page.titled", number=1, title="晒被子")
    assert_chinese(warning)


def test_a_field_leading_out_of_the_book_is_named(tmp_path):
    with pytest.raises(BookError) as err:
        inside(tmp_path, "../outside.jpg", "pages.0.photo")
    assert inner(err.value) == Message("book.closed.outside", field="pages.0.photo", name="'../outside.jpg'")
    assert_chinese(message_of(err.value))


# --- story scripts ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "book.story.no_title"),
        ("# 外婆的弄堂\n", "book.story.no_pages"),
        ("## 一页\n", "book.story.page_before_title"),
        ("hello\n# 外婆\n", "book.story.title_first"),
    ],
)
def test_a_story_script_that_cannot_be_read_says_why(text, code):
    with pytest.raises(BookError) as err:
        parse_story(text, source="story.md")
    assert inner(err.value).code == code
    assert_chinese(message_of(err.value))


def test_a_missing_story_file(tmp_path):
    with pytest.raises(BookError) as err:
        read_story(tmp_path / "story.md")
    assert inner(err.value) == Message("book.story.missing")
    assert_chinese(message_of(err.value))


# --- packed books -------------------------------------------------------------------------------------------


def test_an_archive_that_is_not_a_book_is_refused_by_code(tmp_path):
    with pytest.raises(BookError) as err:
        BookProject.unpack(tmp_path / "missing.zip", tmp_path / "out")
    assert inner(err.value) == Message("book.archive.missing")
    (tmp_path / "text.zip").write_text("not a zip", encoding="utf-8")
    with pytest.raises(BookError) as err:
        BookProject.unpack(tmp_path / "text.zip", tmp_path / "out")
    assert inner(err.value) == Message("book.archive.not_zip")
    assert_chinese(message_of(err.value))
    with zipfile.ZipFile(tmp_path / "evil.zip", "w") as zf:
        zf.writestr("book.json", json.dumps({"title": "x"}))
        zf.writestr("../evil.txt", "x")
    with zipfile.ZipFile(tmp_path / "evil.zip") as zf, pytest.raises(BookError) as err:
        book_entries(zf, tmp_path / "evil.zip")
    assert inner(err.value) == Message("book.archive.unexpected_entry", entry="'../evil.txt'")
    assert_chinese(message_of(err.value))


# --- videos -------------------------------------------------------------------------------------------------


def test_a_video_that_cannot_come_in_says_why(tmp_path):
    with pytest.raises(BookError) as err:
        probe_video(tmp_path)
    assert inner(err.value) == Message("book.video.is_folder")
    (tmp_path / "empty.mp4").write_bytes(b"")
    with pytest.raises(BookError) as err:
        probe_video(tmp_path / "empty.mp4")
    assert inner(err.value) == Message("book.video.empty")
    assert_chinese(message_of(err.value))


# --- recordings and transcripts --------------------------------------------------------------------------


def _transcript(approved: bool = False) -> Transcript:
    segment = TranscriptSegment(start=0.0, end=2.0, text="我小时候住在弄堂里。")
    return Transcript(recording="a1.m4a", language="zh", segments=[segment], approved=approved)


def test_the_transcript_file_s_instructions_are_in_the_reader_s_language():
    chinese = export_text(_transcript(), "zh")
    comments = [line for line in chinese.splitlines() if line.startswith("#")]
    assert len(comments) == 3 and all(any("\u4e00" <= c <= "\u9fff" for c in line) for line in comments)
    for line in comments:
        assert not untranslated_words(line.replace("a1.m4a", "")), line
    english = export_text(_transcript(), "en")
    assert english.splitlines()[0] == "# a1.m4a: one segment a line — [start-end] SPEAKER: text"
    back = import_text(chinese, _transcript(), 2.0, "a1.txt")  # the comments are read past in any language
    assert back.segments == _transcript().segments


def test_a_transcript_line_that_cannot_be_read_names_the_line():
    with pytest.raises(BookError) as err:
        import_text("nonsense\n", _transcript(), 2.0, "a1.txt")
    said = message_of(err.value)
    assert said.params["where"] == Message("book.transcript.line", source="a1.txt", line=1)
    assert inner(err.value) == Message("book.transcript.bad_line", found="'nonsense'")
    assert_chinese(said)
    with pytest.raises(BookError) as err:
        suggest_pages(_transcript())
    assert inner(err.value) == Message("book.transcript.not_approved", name="a1.m4a")
    assert_chinese(message_of(err.value))


# --- locks --------------------------------------------------------------------------------------------------


def test_a_locked_book_names_who_holds_it(tmp_path):
    holder = LockInfo(owner=APP_OWNER, user="u", pid=1234, host="a-laptop-elsewhere", time=0.0)
    said = locked_message(str(tmp_path), holder, tmp_path / "book.lock")
    assert said.params["message"].code == "book.lock.in_use_elsewhere"
    assert said.params["message"].params["holder"].params["owner"] == Message("book.lock.the_app")
    assert "记忆绘本应用" in assert_chinese(said)
    assert shared_note(tmp_path) is None


def test_located_takes_a_place_or_a_name():
    assert located("a.jpg", "x") == Message("located", where="a.jpg", message="x")
    assert say(located(Message("where.cover"), Message("book.photo.missing")), "zh").startswith("封面：")
    assert isinstance(Path("p"), Path)


# --- findings: photo warnings, likeness ------------------------------------------------------------------


def test_a_photo_s_warnings_are_messages_and_book_json_keeps_them_as_messages(tmp_path):
    from app.book.photos import photo_info

    Image.new("RGB", (300, 20)).save(tmp_path / "strip.png")
    loaded = load_photo(tmp_path / "strip.png")
    assert loaded.warnings == [
        Message("book.photo.blurry", width=300, height=20),
        Message("book.photo.long_and_narrow", ratio=15),
    ]
    for warning in loaded.warnings:
        assert_chinese(warning)
    assert photo_info(loaded).warnings[0] == loaded.warnings[0].to_json()
    assert photo_info(loaded).said_warnings() == loaded.warnings


def test_likeness_findings_are_said_in_either_language():
    from app.book.likeness import PageLikeness, group_said, likeness_said
    from app.book.model import Person

    grandma, grandpa = Person(name="外婆"), Person(name="外公")
    group = [PageLikeness(grandma, 0.9, 2, group=True), PageLikeness(grandpa, None, 2, group=True)]
    said = group_said(group)
    assert said.code == "book.likeness.group" and said.params["faces"] == 2
    assert str(said) == (
        "group picture with 2 face(s): 外婆 found (likeness 0.90); 外公 missing (no face left) — try another "
        "seed, or describe each person in the scene"
    )
    assert say(said, "zh") == (
        "合影里有 2 张脸：找到了外婆（相似度 0.90）；没有找到外公（没有剩下的脸）——换一个种子再画，或在场景里写明每个人"
    )
    assert_chinese(likeness_said(PageLikeness(grandma, 0.3, 1)))
