"""What the PDF writer, the build's summary and the preflight tell a person are :class:`words.Message` values
(issue 48): said in Chinese, no English word is left in them but the values they carry (file names, titles)."""

from __future__ import annotations

from PIL import Image

from words import Message, say
from words.latin import untranslated_words


def _values(message) -> list[str]:
    """The text values of ``message`` and the messages it holds (names, file names: not the catalogue's)."""
    out = []
    for value in message.params.values() if isinstance(message, Message) else []:
        for one in value if isinstance(value, list) else [value]:
            out += _values(one) if isinstance(one, Message) else [str(one)]
    return out


def english_in(message, language: str = "zh") -> list[str]:
    """English words in ``message`` said in ``language`` but for those of its values."""
    said = say(message, language)
    for value in sorted(_values(message), key=len, reverse=True):
        said = said.replace(value, " ")
    return untranslated_words(said)


def test_the_pdf_writers_warnings_say_the_page_and_the_picture_in_chinese(tmp_path):
    from app.book.layout import PrintDocument, PrintOptions, PrintPage
    from app.print.pdf import write_pdf

    small = Image.effect_noise((300, 200), 30).convert("RGB")
    doc = PrintDocument(
        "DPI",
        pages=[
            PrintPage("cover", "DPI", image=small, image_label="cover"),
            PrintPage("story", "外婆的被子", "还有\U00010900这个字。", small, "quilt.jpg", 3),
        ],
    )
    warnings = write_pdf(doc, tmp_path / "dpi.pdf", PrintOptions("a4")).warnings
    assert all(isinstance(w, Message) and w.code == "located" for w in warnings), warnings
    codes = [(w.params["where"], w.params["message"].code) for w in warnings]
    page = Message("where.page_titled", number=3, title="外婆的被子")
    assert (page, "print.low_dpi") in codes and (page, "print.font_cannot_draw") in codes
    said = [say(w, "zh") for w in warnings]
    assert any(line.startswith("第 3 页“外婆的被子”：图片（quilt.jpg）印出来只有 ") for line in said), said
    assert any(line.startswith("封面：图片（封面图）印出来只有 ") for line in said), said
    assert any(line.startswith("第 3 页“外婆的被子”：字体画不出 \U00010900 (U+10900)") for line in said), said
    assert not [w for w in warnings if english_in(w)], said
    assert str(next(w for w in warnings if w.params["where"] == page)).startswith("page 3 “外婆的被子”: ")


def test_a_chinese_build_summary_says_no_english(tmp_path):
    """The whole summary of a build of the Chinese sample book (warnings, text pages, the output, the
    preflight's findings) said in Chinese; said in English, its lines are those the command line always
    printed."""
    from app.book.story import create_book_from_story
    from app.build import BuildRequest, build_book
    from tests.conftest import EXAMPLES

    project = create_book_from_story(EXAMPLES / "waipo-zh.md", tmp_path / "w.mbook", EXAMPLES / "photos")
    summary = build_book(project, tmp_path / "w.pdf", BuildRequest(engine="sketch", language="zh"))
    lines = summary.lines()
    codes = {line.code for line in lines}
    assert {"build.summary.pages_printed", "build.summary.illustrations", "build.summary.wrote"} <= codes
    assert "build.summary.preflight" in codes and "build.summary.text_pages" in codes
    for line in lines:
        assert not english_in(line, "zh"), say(line, "zh")
    english = [str(line) for line in lines]
    assert english[0] == f"pages: 8 of story, {summary.printed_pages} in the PDF"
    assert english[1] == "illustrations: 8 made, 0 reused (sketch)"
    assert f"wrote {tmp_path / 'w.pdf'} (" in "\n".join(english)
    assert say(lines[1], "zh") == "插图：新画 8 张，沿用 0 张（素描引擎）"


def test_text_that_does_not_fit_is_said_with_its_part_and_counts():
    from app.print.drawing import TEXT_PARTS, not_printed

    warning = not_printed(Message("where.cover"), "title", _Fit(size_pt=9.5, overflow=2, lines=["a"] * 5))
    assert warning == Message(
        "located",
        where=Message("where.cover"),
        message=Message("print.text_not_fit", what=TEXT_PARTS["title"], size="9.5", over=2, lines=5),
    )
    assert (
        say(warning, "zh")
        == "封面：标题缩到 9.5 磅也放不下；5 行里有 2 行印不出来——请删短一些，或选更大的开本"
    )
    assert str(warning) == (
        "cover: the title does not fit its frame even at 9.5 pt; 2 of 5 lines are not printed — shorten it or "
        "choose a larger page size"
    )


class _Fit:
    def __init__(self, **values) -> None:
        self.__dict__.update(values)


def test_the_print_errors_are_messages_with_their_values(tmp_path):
    import pytest

    from app.book.errors import BookError
    from app.book.layout import PrintDocument, PrintOptions
    from app.print.pdf import write_pdf
    from app.print.services import preset
    from words import message_of

    with pytest.raises(BookError) as err:
        preset("nope")
    assert (
        message_of(err.value).code == "print.unknown_service"
        and message_of(err.value).params["service"] == "nope"
    )
    assert say(message_of(err.value), "zh").startswith("没有“nope”这家印刷服务")
    with pytest.raises(BookError) as err:
        preset("lulu", None, "vellum")
    assert message_of(err.value) == Message(
        "print.no_paper", service="Lulu", paper="vellum", choices=list(preset("lulu").service.papers)
    )
    with pytest.raises(BookError) as err:
        write_pdf(PrintDocument("T", pages=[]), tmp_path / "t.pdf", PrintOptions("a5"))
    assert message_of(err.value) == Message("print.no_pages")
    target = tmp_path / "none" / "t.pdf"
    with pytest.raises(BookError) as err:
        write_pdf(PrintDocument("T", pages=[]), target, PrintOptions("a5"))
    assert message_of(err.value).code in ("print.no_folder", "print.no_pages")
