"""Recordings in a book: stored once, the interview commands, pages from an approved transcript, the
companion folder, voice codes on the printed page, and pack with or without the recordings."""

from __future__ import annotations

import re
import zipfile
from html.parser import HTMLParser

import pytest

from app.book.errors import BookError
from app.book.fileio import sha256_file
from app.book.interview_pages import suggest_pages
from app.book.model import Book
from app.book.project import BookProject
from app.book.recordings import (
    Transcript,
    TranscriptSegment,
    add_recording,
    export_text,
    import_text,
    save_transcript,
)
from app.cli import main
from tests.test_voice_speech import needs_tiny_en
from tests.voice_helpers import ENGLISH_CLIP
from words import Message, message_of


def seg(start, end, text, speaker="storyteller"):
    return TranscriptSegment(start=start, end=end, text=text, speaker=speaker)


@pytest.fixture
def book(tmp_path):
    return BookProject.create(tmp_path / "book", Book(title="Grandma's voice", language="en"))


def test_a_book_written_before_recordings_loads_without_them():
    old = Book.model_validate({"title": "old", "pages": [{"title": "p", "text": "t"}]})
    assert old.recordings == {} and not old.voice_codes and old.pages[0].recording is None


def test_a_recording_is_copied_once_by_content_and_the_original_is_untouched(book, tmp_path):
    copy = tmp_path / "again.m4a"
    copy.write_bytes(ENGLISH_CLIP.read_bytes())
    before = sha256_file(ENGLISH_CLIP)
    first, second = add_recording(book, ENGLISH_CLIP), add_recording(book, copy)
    assert first == second and list((book.root / "recordings").iterdir()) == [
        book.root / "recordings" / first
    ]
    assert sha256_file(ENGLISH_CLIP) == before
    assert 6.5 < book.book.recordings[first].duration_s < 7.5
    notes = tmp_path / "notes.txt"
    notes.write_text("not a recording")
    with pytest.raises(BookError) as err:
        add_recording(book, notes)
    said = message_of(err.value)
    assert (
        said.params["where"] == str(notes) and said.params["message"].code == "book.recording.not_a_recording"
    )


def test_the_text_round_trip_merges_splits_marks_speakers_and_withdraws_the_approval():
    transcript = Transcript(
        recording="r.m4a",
        approved=True,
        segments=[
            seg(0, 2, "Where did you grow up?"),
            seg(2.5, 5, "In a village"),
            seg(5, 7, "by the river."),
        ],
    )
    text = export_text(transcript)
    assert import_text(text, transcript, 7.0, "t.txt") == transcript  # unchanged: still approved
    lines = text.splitlines()
    edited = [line for line in lines if line.startswith("#")]
    edited += [
        lines[3].replace("] S:", "] V:"),
        "[00:02.50-00:07.00] S: In a village by the river.",  # two segments merged into one
    ]
    back = import_text("\n".join(edited), transcript, 7.0, "t.txt")
    assert not back.approved
    assert [(s.speaker, s.text) for s in back.segments] == [
        ("volunteer", "Where did you grow up?"),
        ("storyteller", "In a village by the river."),
    ]
    with pytest.raises(BookError) as err:
        import_text("[00:00.00-00:01.00] S: ok\nno stamp here", transcript, 7.0, "t.txt")
    assert message_of(err.value) == Message(
        "located",
        where=Message("book.transcript.line", source="t.txt", line=2),
        message=Message("book.transcript.bad_line", found="'no stamp here'"),
    )
    with pytest.raises(BookError) as err:
        import_text("[00:05-00:09] S: too long", transcript, 7.0, "t.txt")
    said = message_of(err.value)
    assert said.params["where"] == Message("book.transcript.line", source="t.txt", line=1)
    assert said.params["message"].code == "book.transcript.time_outside"
    assert (
        said.params["message"].params["start"] == "00:05" and said.params["message"].params["end"] == "00:09"
    )


def test_pages_come_only_from_an_approved_transcript_in_the_storytellers_words():
    chinese = Transcript(
        recording="r.m4a",
        segments=[
            seg(0, 2, "您小时候住在哪里？", "volunteer"),
            seg(2, 5, "我小时候住在河边的村子里"),
            seg(5.2, 8, "每天早上和哥哥走路去上学"),
            seg(15, 18, "一九五八年我们搬到了上海"),
            seg(18.1, 20, "住在弄堂里。"),
        ],
    )
    with pytest.raises(BookError) as err:
        suggest_pages(chinese)
    assert message_of(err.value).params["message"] == Message("book.transcript.not_approved", name="r.m4a")
    chinese.approved = True
    pages = suggest_pages(chinese, target_chars=400, pause_s=3.0)
    assert [p.text for p in pages] == [
        "我小时候住在河边的村子里，每天早上和哥哥走路去上学。",
        "一九五八年我们搬到了上海，住在弄堂里。",
    ]
    assert [(p.start, p.end) for p in pages] == [(2, 8), (15, 20)]
    assert pages[0].title == "我小时候住在河边的村子里"
    assert "您" not in "".join(p.text for p in pages)  # the volunteer's question stays out
    english = Transcript(
        recording="e.m4a",
        approved=True,
        segments=[
            seg(0, 3, "We moved to Shanghai in 1958"),
            seg(3, 5, "and lived in a lane house"),
            seg(9, 11, "Zhang Wei was my teacher."),
        ],
    )
    short = suggest_pages(english, target_chars=20, pause_s=3.0)
    assert [p.text for p in short] == [
        "We moved to Shanghai in 1958.",  # the year as spoken
        "and lived in a lane house.",
        "Zhang Wei was my teacher.",
    ]
    long = suggest_pages(english, target_chars=400, pause_s=3.0)
    assert long[0].text == "We moved to Shanghai in 1958 and lived in a lane house."
    assert long[0].title == "We moved to Shanghai in 1958" and (long[0].start, long[0].end) == (0, 5)


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        self.links += [value for name, value in attrs if name in ("src", "href")]


def _book_with_recording_pages(book):
    name = add_recording(book, ENGLISH_CLIP, "en")
    transcript = Transcript(
        recording=name,
        approved=True,
        segments=[seg(0.0, 3.2, "My grandmother grew up in a small village"), seg(3.3, 6.4, "by the river.")],
    )
    save_transcript(book, transcript)
    book.save()
    return name


def test_the_companion_folder_plays_each_clip_and_links_only_inside_itself(book, tmp_path):
    name = _book_with_recording_pages(book)
    assert main(["interview", "pages", str(book.root), name, "--accept"]) == 0
    out = tmp_path / "stick" / "companion"
    assert main(["companion", str(book.root), str(out)]) == 0
    pages = sorted(out.glob("page-*.html"))
    assert len(pages) == 1 and (out / "index.html").is_file()
    for html_file in [out / "index.html", *pages]:
        parser = _Links()
        parser.feed(html_file.read_text("utf-8"))
        for link in parser.links:
            assert "://" not in link and not link.startswith("/"), link
            target = (out / link).resolve()
            assert target.is_file() and target.is_relative_to(out.resolve()), link
    page_id = BookProject.open(book.root).book.pages[0].id
    from model.speech.audio import duration_s

    assert abs(duration_s(out / "audio" / f"{page_id}.m4a") - 6.4) < 0.1
    assert f'src="audio/{page_id}.m4a"' in pages[0].read_text("utf-8")
    assert main(["companion", str(book.root), str(out)]) == 1  # not over a folder in use


def test_voice_codes_are_drawn_only_when_the_book_asks_and_encode_the_clip_address(book, qapp):
    import segno
    from PySide6.QtGui import QImage, QPainter

    from app.book.geometry import page_geometry
    from app.book.layout import PrintOptions
    from app.print.voice_codes import code_frame, draw_voice_code, voice_url

    name = _book_with_recording_pages(book)
    assert main(["interview", "pages", str(book.root), name, "--accept"]) == 0
    project = BookProject.open(book.root)
    page = project.book.pages[0]
    assert voice_url(project.book, page) is None  # codes off by default
    assert (
        main(["interview", "codes", str(book.root), "--audio-url-prefix", "https://example.org/grandma/"])
        == 0
    )
    project = BookProject.open(book.root)
    url = voice_url(project.book, page)
    assert url == f"https://example.org/grandma/{page.id}.m4a"
    frames = page_geometry("story", PrintOptions(), 1).frames
    frame = code_frame(frames)
    assert frame.y >= frames["text"].bottom and 9 <= frame.w <= 16
    scale = 20  # px per mm
    image = QImage(int(frames["art"].w * scale), int(frames["art"].h * scale), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    painter.scale(scale, scale)
    draw_voice_code(painter, url, frames)
    painter.end()
    matrix = [list(row) for row in segno.make_qr(url, error="m").matrix_iter(scale=1, border=4)]
    module = frame.w / len(matrix)
    for r, row in enumerate(matrix):  # every module's centre is dark exactly where the code says
        for c, bit in enumerate(row):
            x, y = (frame.x + (c + 0.5) * module) * scale, (frame.y + (r + 0.5) * module) * scale
            dark = image.pixelColor(int(x), int(y)).lightness() < 128
            assert dark == bool(bit), (r, c)


def test_pack_leaves_the_recordings_out_unless_asked(book, tmp_path):
    name = _book_with_recording_pages(book)
    without, with_ = tmp_path / "without.zip", tmp_path / "with.zip"
    assert main(["pack", str(book.root), "-o", str(without)]) == 0
    assert main(["pack", str(book.root), "-o", str(with_), "--with-recordings"]) == 0
    assert f"recordings/{name}" not in zipfile.ZipFile(without).namelist()
    assert f"transcripts/{name}.json" in zipfile.ZipFile(without).namelist()
    assert f"recordings/{name}" in zipfile.ZipFile(with_).namelist()
    opened = BookProject.unpack(with_, tmp_path / "unpacked")
    assert (opened.root / "recordings" / name).read_bytes() == ENGLISH_CLIP.read_bytes()


@needs_tiny_en
def test_interview_add_edit_approve_pages_through_the_command_line(book, tmp_path, capsys):
    assert main(["interview", "models"]) == 0
    listed = capsys.readouterr().out
    assert "tiny.en  78 MB  en  MIT  at " in listed and "defaults: en → tiny.en" in listed
    assert main(["interview", "add", str(book.root), str(ENGLISH_CLIP), "--language", "en"]) == 0
    name = next(iter(BookProject.open(book.root).book.recordings))
    assert main(["interview", "pages", str(book.root), name]) == 1
    assert "not approved yet" in capsys.readouterr().err
    text_file = tmp_path / "transcript.txt"
    assert main(["interview", "edit", str(book.root), name, "--to", str(text_file)]) == 0
    lines = text_file.read_text("utf-8").splitlines()
    stamp = re.match(r"^\[[^]]+\] S: ", lines[3])[0]
    lines[3] = stamp + "My grandmother grew up in a small village by the river."
    text_file.write_text("\n".join(lines) + "\n", "utf-8")
    assert main(["interview", "edit", str(book.root), name, "--from", str(text_file)]) == 0
    assert main(["interview", "approve", str(book.root), name]) == 0
    assert main(["interview", "show", str(book.root)]) == 0
    assert "(approved)" in capsys.readouterr().out
    assert main(["interview", "pages", str(book.root), name, "--accept"]) == 0
    page = BookProject.open(book.root).book.pages[-1]
    assert page.text.startswith("My grandmother grew up in a small village by the river.")
    assert page.recording == name and page.recording_start_s == 0.0 and page.recording_end_s > 5


def test_interview_add_gives_one_line_per_file_that_cannot_be_heard(book, tmp_path, capsys):
    empty = tmp_path / "empty.m4a"
    empty.write_bytes(b"")
    assert main(["interview", "add", str(book.root), str(empty), "--model", str(tmp_path)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"memorybook: error: {empty}: the file is empty (0 bytes); copy the recording from the phone again"
    ]
    assert BookProject.open(book.root).book.recordings == {}


def test_the_printed_page_carries_the_code_only_when_the_book_asks(book, qapp):
    from app.book.geometry import page_geometry
    from app.book.layout import PrintOptions
    from app.print.document import document_for_book
    from app.print.painter import render_page_image
    from app.print.voice_codes import code_frame

    name = _book_with_recording_pages(book)
    assert main(["interview", "pages", str(book.root), name, "--accept"]) == 0

    def dark_pixels_in_code_frame(codes: bool) -> int:
        project = BookProject.open(book.root)
        project.book.voice_codes, project.book.audio_url_prefix = codes, "https://example.org/v"
        doc = document_for_book(project, [])
        options = PrintOptions(trim=project.book.trim_size)
        image = render_page_image(doc, 1, options, dpi=150)
        frame = code_frame(page_geometry(doc.pages[1].kind, options, 1).frames)
        px = 150 / 25.4
        dark = 0
        for y in range(int(frame.y * px), int(frame.bottom * px)):
            for x in range(int(frame.x * px), int(frame.right * px)):
                dark += image.pixelColor(x, y).lightness() < 100
        return dark

    assert dark_pixels_in_code_frame(False) == 0
    assert dark_pixels_in_code_frame(True) > 1000  # about a third of a 16 mm code's 94 × 94 px is dark
