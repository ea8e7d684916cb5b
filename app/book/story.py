"""Story script import: a simple Markdown file → a :class:`Book`.

The format (see ``assets/examples/waipo-en.md`` and ``waipo-zh.md``)::

    # Book title
    Subtitle: ...            (or 副标题：...)
    Dedication: ...          (or 献给：...)
    Cover: lane.jpg          (or 封面：...) optional: the page with this photo gives the cover its picture

    ## Page title            one section per page
    photo: camera.png        optional: a photo file, looked up in --photos, beside the story, or ../photos
    scene: what the picture shows (in English, for models that read only English)   optional

    The story text, one or more paragraphs, printed on the page.

Keys are case-insensitive and take an ASCII ``:`` or a full-width ``：``. Chinese keys: 副标题, 献给, 封面,
照片, 场景, 风格 (style). Without a ``Cover:`` line the cover shows the first page's picture drawn from a photo.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from app.book.cjk import is_ideograph, wrap_separator
from app.book.closed import check_story_photo, inside_folder
from app.book.errors import BookError, located, os_reason
from words import Message, message_of

BOOK_KEYS = {
    "subtitle": "subtitle",
    "副标题": "subtitle",
    "dedication": "dedication",
    "献给": "dedication",
    "cover": "cover",
    "封面": "cover",
}
PAGE_KEYS = {
    "photo": "photo",
    "照片": "photo",
    "scene": "scene",
    "场景": "scene",
    "style": "style",
    "风格": "style",
}
_KEY_LINE = re.compile(r"^\s*([A-Za-z\u4e00-\u9fff]+)\s*[:：]\s*(.*?)\s*$")


@dataclass
class StoryPage:
    """One ``## `` section: its title, optional photo file name, scene, style and story text."""

    title: str
    photo: str | None = None
    scene: str = ""
    style: str | None = None
    text: str = ""


@dataclass
class Story:
    """A parsed story script. ``language`` is "zh" when most letters are Chinese characters, else "en"."""

    title: str
    subtitle: str = ""
    dedication: str = ""
    cover: str = ""
    language: Literal["zh", "en"] = "en"
    pages: list[StoryPage] = field(default_factory=list)


def detect_language(text: str) -> Literal["zh", "en"]:
    """ "zh" when at least a third of the letters in ``text`` are CJK ideographs (any block, Extensions A–H
    included: see :func:`app.book.cjk.is_ideograph`), else "en"."""
    letters = [ch for ch in text if ch.isalpha() or is_ideograph(ch)]
    if not letters:
        return "en"
    cjk = sum(1 for ch in letters if is_ideograph(ch))
    return "zh" if cjk * 3 >= len(letters) else "en"


def parse_story(text: str, source: str = "story") -> Story:
    """Parse a story script. Raises BookError (naming ``source`` and the line) when it has no ``# title``."""
    title = ""
    story: Story | None = None
    page: StoryPage | None = None
    body: list[str] = []

    def finish_page() -> None:
        if page is not None:
            page.text = _join_paragraphs(body)

    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("## "):
            if story is None:
                raise BookError(located(source, Message("book.story.page_before_title", line=number)))
            finish_page()
            page = StoryPage(title=stripped[3:].strip())
            story.pages.append(page)
            body = []
            continue
        if stripped.startswith("# ") and story is None:
            title = stripped[2:].strip()
            story = Story(title=title)
            continue
        if story is None:
            if stripped:
                raise BookError(located(source, Message("book.story.title_first", line=number)))
            continue
        match = _KEY_LINE.match(line)
        if match:
            key = match.group(1).lower()
            if page is None and key in BOOK_KEYS:
                setattr(story, BOOK_KEYS[key], match.group(2))
                continue
            if page is not None and key in PAGE_KEYS and not any(b.strip() for b in body):
                value = match.group(2) or None
                setattr(page, PAGE_KEYS[key], value if key not in ("scene", "场景") else (value or ""))
                continue
        if page is not None:
            body.append(line)
        elif stripped:
            raise BookError(located(source, Message("book.story.text_before_page", line=number)))
    if story is None:
        raise BookError(located(source, Message("book.story.no_title")))
    finish_page()
    if not story.pages:
        raise BookError(located(source, Message("book.story.no_pages")))
    story.language = detect_language(" ".join([story.title] + [p.text for p in story.pages]))
    return story


def _join_paragraphs(lines: list[str]) -> str:
    """Blank-line separated paragraphs, each folded onto one line: wrapped lines join as
    :func:`app.book.cjk.wrap_separator` says (Chinese without a space, Latin words with one).

    Only a script being imported goes through here: text already stored in a book is never rejoined."""
    paragraphs: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            paragraphs[-1].append(line.strip())
        elif paragraphs[-1]:
            paragraphs.append([])
    out = []
    for para in paragraphs:
        if not para:
            continue
        joined = para[0]
        for nxt in para[1:]:
            joined += wrap_separator(joined, nxt) + nxt
        out.append(joined)
    return "\n".join(out)


MAX_STORY_BYTES = 32 * 2**20
"""Largest story script read, in bytes (32 MiB: a thousand pages at the page limit of 20,000 characters in
UTF-8). Read with this bound, so ``--from /dev/zero`` or a huge file cannot fill the memory."""


def read_story(path: str | Path) -> Story:
    """Read and parse a story file (UTF-8, a BOM is fine): a regular file of at most :data:`MAX_STORY_BYTES`.
    Raises BookError naming the file (not found, a device, FIFO or folder, too large, not UTF-8)."""
    path = Path(path)
    try:
        if path.exists() and not path.is_file():
            raise BookError(located(path, Message("book.story.not_a_file")))
        with open(path, "rb") as handle:
            raw = handle.read(MAX_STORY_BYTES + 1)
        if len(raw) > MAX_STORY_BYTES:
            raise BookError(located(path, Message("book.story.too_large", mb=MAX_STORY_BYTES // 2**20)))
        text = raw.decode("utf-8-sig")
    except FileNotFoundError:
        raise BookError(located(path, Message("book.story.missing"))) from None
    except UnicodeDecodeError as err:
        raise BookError(located(path, Message("book.story.not_utf8", why=err.reason))) from err
    except OSError as err:
        raise BookError(located(path, Message("book.story.unreadable", why=os_reason(err)))) from err
    return parse_story(text, source=str(path))


def find_photo(name: str, story_path: Path, photos_dir: Path | None) -> Path:
    """Resolve a page's ``photo:`` file name: in ``photos_dir``, beside the story, in ``photos/`` beside it,
    or in ``../photos``. The name must stay inside the folder it is found in, links followed
    (:mod:`app.book.closed`): ``../x.jpg`` or ``/home/…`` is refused without looking. Raises BookError
    listing where it looked."""
    check_story_photo(name)
    base = story_path.parent
    folders = [photos_dir] if photos_dir is not None else []
    folders += [base, base / "photos", base.parent / "photos"]
    for folder in folders:
        found = inside_folder(folder, name)
        if found is not None:
            return found
    for folder in folders:  # there, but not a photo one may take: say which, not "not found"
        path = folder / name
        if path.is_dir():
            raise BookError(located(name, Message("book.photo.is_folder")))
        if path.is_symlink():  # one inside_folder did not take: out of the folder or broken (lstat only)
            raise BookError(located(name, Message("book.story.photo_link", folder=folder)))
    looked = list(dict.fromkeys(str(folder.resolve()) for folder in folders))
    raise BookError(
        Message("book.story.photo_not_found", name=repr(name), story=story_path.name, looked=looked)
    )


def create_book_from_story(
    story_path: str | Path,
    root: str | Path,
    photos_dir: str | Path | None = None,
    refused: list[Message | str] | None = None,
):
    """Make a new book folder at ``root`` from a story script, copying in the photos its pages name.

    The book is built in a hidden folder beside ``root`` and renamed into place at the end, so a failure
    leaves nothing behind. With a ``refused`` list, a ``photo:`` line that cannot come in — a damaged file,
    not a photo, a FIFO, a photo not found, a name leading out of its folder or a link out — does not stop
    the rest: its page comes in without it and one line ("page 3 (Title): why") is appended to the list;
    without one, it raises. A page whose title or text the book cannot hold (control characters, over
    20,000 characters) always raises, naming the script, the page and the fix. Returns the opened
    :class:`app.book.project.BookProject`. Raises BookError / PhotoError naming the file or page.
    """
    import shutil

    from app.book.fileio import staging_folder, sweep_output_folder
    from app.book.model import Book, Page
    from app.book.project import BookProject

    story_path, root = Path(story_path), Path(root)
    photos = Path(photos_dir) if photos_dir is not None else None
    if photos is not None and not photos.is_dir():
        raise BookError(located(photos, Message("book.story.photo_folder_missing")))
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise BookError(located(root, Message("book.folder.not_empty")))
    story = read_story(story_path)
    root.parent.mkdir(parents=True, exist_ok=True)
    sweep_output_folder(root.parent)  # what a killed new, unpack, pack or build left there
    staging = staging_folder(root.parent, root.name)
    try:
        book = _validated(story_path, None, lambda: Book(title=story.title, subtitle=story.subtitle,
                          dedication=story.dedication, language=story.language))  # fmt: skip
        project = BookProject.create(staging / "book", book)
        for index, spage in enumerate(story.pages, start=1):
            page = _validated(
                story_path,
                index,
                lambda s=spage: Page(title=s.title, text=s.text, scene=s.scene),
                spage.title,
            )
            if spage.style:
                page.style = spage.style
            if spage.photo:
                _add_page_photo(project, page, spage, index, (story_path, photos), refused)
            book.pages.append(page)
        _choose_cover(story, book, story_path, refused)
        _validated(story_path, None, lambda: Book.model_validate(book.model_dump()))  # styles, ids
        project.save()
        if root.exists():
            root.rmdir()
        (staging / "book").rename(root)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return BookProject.open(root)


def _choose_cover(story: Story, book, story_path: Path, refused: list[Message | str] | None) -> None:
    """``book.cover_photo`` from the script's ``Cover:`` line: the photo of the page that names that file. A
    name no page's photo line gives (or whose photo did not come in) is listed in ``refused`` (the cover then
    shows the first page's picture), or raises BookError without a list."""
    if not story.cover:
        return
    found = [
        page.photo for spage, page in zip(story.pages, book.pages, strict=True) if spage.photo == story.cover
    ]
    if found and found[0]:
        book.cover_photo = found[0]
        return
    named = list(dict.fromkeys(p.photo for p in story.pages if p.photo)) or Message("book.story.none")
    problem = Message("book.story.cover_not_a_page_photo", name=story.cover, names=named)
    if refused is None:
        raise BookError(located(story_path.name, problem))
    refused.append(problem)


def _add_page_photo(
    project, page, spage, index: int, where_from, refused: list[Message | str] | None
) -> None:
    """Copy the page's photo in; with a ``refused`` list a photo that cannot come in — a damaged file, one
    not found, a ``photo:`` line leading out of its folder — is listed ("page 3 (Title): why") and the page
    comes in without it; without one it raises (BookError / PhotoError naming the page)."""
    story_path, photos = where_from
    where = Message("book.story.page", number=index, title=spage.title)
    try:
        page.photo = project.add_photo(find_photo(spage.photo, story_path, photos))
    except BookError as err:  # PhotoError too
        if refused is None:
            raise type(err)(located(where, message_of(err))) from err
        refused.append(located(where, message_of(err)))


def _validated(story_path: Path, index: int | None, make, spage_title: str = ""):
    """``make()`` (a Book or Page from the script); its ValidationError becomes one BookError line naming
    the script, the page (number and title) and the fix (:func:`app.book.field_errors.field_message`)."""
    from pydantic import ValidationError

    from app.book.field_errors import field_message, long_page_message

    try:
        return make()
    except ValidationError as err:
        if index is None:
            raise BookError(field_message(err, story_path.name)) from None
        first = err.errors()[0]
        if first["loc"] == ("text",) and first["type"] == "string_too_long":
            long_page = long_page_message(index - 1, first["input"], spage_title)
            raise BookError(located(story_path.name, long_page)) from None
        problem = field_message(err, "")
        label = (
            Message("book.page.titled", number=index, title=spage_title)
            if spage_title
            else Message("where.page", number=index)
        )
        raise BookError(located(story_path.name, located(label, problem))) from None
