"""Story script import: both sample stories, Chinese and English keys, clear errors."""

from __future__ import annotations

import pytest

from app.book.errors import BookError
from app.book.story import detect_language, parse_story, read_story
from words import Message, message_of


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_sample_stories_parse(sample_data, lang):
    story = read_story(sample_data / "stories" / f"waipo-{lang}.md")
    assert story.language == lang
    assert len(story.pages) == 8
    assert [p.photo for p in story.pages] == [
        None,
        "camera.png",
        "chelsea.png",
        "coffee.png",
        "brick.png",
        None,
        None,
        None,
    ]
    assert all(p.scene for p in story.pages)
    assert all(p.text and "scene:" not in p.text and "photo:" not in p.text for p in story.pages)
    if lang == "zh":
        assert (story.title, story.subtitle, story.dedication) == (
            "外婆的弄堂",
            "给外婆的记忆绘本",
            "拱宸桥边的外婆",
        )
        assert story.pages[3].text.endswith("“一杯要八毛钱呢”。")
    else:
        assert story.subtitle == "A memory picture book for Grandma"
        assert story.dedication == "For Grandma, by the Gongchen Bridge"


def test_paragraphs_and_keys():
    story = parse_story(
        "# T\nSUBTITLE : s\n\n## P1\nPhoto：a b.jpg\n场景：a lane\n\nline one\nline two\n\n第二段\n第二段续\n## P2\nscene: x\n"
    )
    p1, p2 = story.pages
    assert story.subtitle == "s"
    assert p1.photo == "a b.jpg" and p1.scene == "a lane"
    assert p1.text == "line one line two\n第二段第二段续"
    assert p2.text == "" and p2.scene == "x"


def test_a_key_like_line_inside_the_story_stays_text():
    story = parse_story("# T\n## P\nThe story starts.\nscene: this is part of the story\n")
    assert "scene: this is part of the story" in story.pages[0].text


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", Message("book.story.no_title")),
        ("hello\n# T", Message("book.story.title_first", line=1)),
        ("# T\nstray text\n## P", Message("book.story.text_before_page", line=2)),
        ("# T\nSubtitle: x", Message("book.story.no_pages")),
    ],
)
def test_malformed_scripts_name_the_problem(text, said):
    with pytest.raises(BookError) as err:
        parse_story(text, source="s.md")
    assert message_of(err.value) == Message("located", where="s.md", message=said)


def test_detect_language():
    assert detect_language("外婆的弄堂 and a cat") == "zh"
    assert detect_language("Grandma's lane 外婆") == "en"
    assert detect_language("1234") == "en"


def test_read_story_errors(tmp_path):
    with pytest.raises(BookError) as err:
        read_story(tmp_path / "missing.md")
    assert message_of(err.value).params["message"] == Message("book.story.missing")
    bad = tmp_path / "gbk.md"
    bad.write_bytes("# 外婆".encode("gbk"))
    with pytest.raises(BookError) as err:
        read_story(bad)
    assert message_of(err.value).params["message"].code == "book.story.not_utf8"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_both_samples_import_into_a_book_folder(sample_data, tmp_path, lang):
    from app.book.story import create_book_from_story

    project = create_book_from_story(sample_data / "stories" / f"waipo-{lang}.md", tmp_path / "w.mbook")
    book = project.book
    assert book.language == lang and len(book.pages) == 8
    assert len(book.photos) == 4 and len(list((project.root / "photos").iterdir())) == 4
    camera = book.pages[1]
    assert camera.photo in book.photos and book.photos[camera.photo].original_name == "camera.png"
    assert (book.photos[camera.photo].width, book.photos[camera.photo].height) == (512, 512)


def test_failed_import_leaves_nothing_behind(sample_data, tmp_path):
    import shutil

    from app.book.story import create_book_from_story

    photos = tmp_path / "photos"
    photos.mkdir()
    shutil.copy(sample_data / "photos" / "coffee.png", photos)
    shutil.copy(sample_data / "photos-hard" / "not-a-photo.jpg", photos)
    story = tmp_path / "s.md"
    story.write_text(
        "# T\n## P1\nphoto: coffee.png\n\nok\n## P2\nphoto: not-a-photo.jpg\n\nbad\n", encoding="utf-8"
    )
    with pytest.raises(BookError) as err:
        create_book_from_story(story, tmp_path / "out.mbook", photos)
    said = message_of(err.value)
    assert said.params["where"] == Message("book.story.page", number=2, title="P2")
    assert said.params["message"].params["where"].endswith("not-a-photo.jpg")
    story.write_text("# T\n## P\nphoto: missing.png\n\nx\n", encoding="utf-8")
    with pytest.raises(BookError) as err:
        create_book_from_story(story, tmp_path / "out.mbook")
    said = message_of(err.value).params["message"]  # after the page
    assert said.code == "book.story.photo_not_found"
    assert said.params["name"] == "'missing.png'" and said.params["story"] == "s.md"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["photos", "s.md"]


@pytest.mark.parametrize(
    ("lines", "joined"),
    [
        (["那年夏天，", "弄堂里晒满了被子。"], "那年夏天，弄堂里晒满了被子。"),
        (["她说：“好。”", "“走吧。”"], "她说：“好。”“走吧。”"),
        (["外婆说", "“画得大一点”。"], "外婆说“画得大一点”。"),
        (["名字里有𠮷", "𡈽和𪚥字"], "名字里有𠮷𡈽和𪚥字"),  # Extension B
        (["Ext-H 𱍐", "𲎯字"], "Ext-H 𱍐𲎯字"),  # Extensions G/H (plane 3)
        (["兼容﨑", "字（完）", "【注】"], "兼容﨑字（完）【注】"),
        (["《外婆的弄堂》、", "「好」〈副刊〉"], "《外婆的弄堂》、「好」〈副刊〉"),
        (["カタカナ", "ひらがな"], "カタカナひらがな"),
        (["Grandma dried the", "quilts in the lane."], "Grandma dried the quilts in the lane."),
        (["我用了", "iPhone 拍照"], "我用了 iPhone 拍照"),
        (["在 2008", "年"], "在 2008 年"),
        (["He said “go.”", "“Now,” she said"], "He said “go.” “Now,” she said"),
        (["한국어", "문장"], "한국어 문장"),  # Korean keeps its word spaces
    ],
)
def test_wrapped_lines_join_the_way_the_script_is_written(lines, joined):
    story = parse_story("# T\n\n## P\n" + "\n".join(lines) + "\n\nnext paragraph\n")
    assert story.pages[0].text == joined + "\nnext paragraph"


def test_extension_characters_count_as_chinese():
    assert detect_language("𠮷𡈽𪚥𱍐 ok") == "zh"


def test_an_existing_book_keeps_its_spaces(tmp_path):
    from app.book.model import Book, Page
    from app.book.project import BookProject

    text = "那年夏天， 弄堂里晒满了被子。"
    project = BookProject.create(
        tmp_path / "book", Book(title="T", language="zh", pages=[Page(title="P", text=text)])
    )
    project.save()
    assert BookProject.open(tmp_path / "book").book.pages[0].text == text
