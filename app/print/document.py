"""Book → :class:`app.book.layout.PrintDocument`: the cover, one page per story page, the colophon, and the
book's unused photos as spare pages for padding."""

from __future__ import annotations

from app.book.layout import PrintDocument, PrintPage
from app.book.project import BookProject
from app.print.captions import caption
from app.print.voice_codes import voice_url


class _Pictures:
    """Decodes a book's illustrations for one document: each picture once per page drawn, and the cover's
    (the picture of a story page too) decoded once for both, kept until its story page is drawn — never
    more than that one picture held besides the page being drawn."""

    def __init__(self, project: BookProject, on_decode=None) -> None:
        self.project = project
        self.on_decode = on_decode
        self.cover_key: str | None = None
        self._kept: tuple[str, object] | None = None
        self._cover_uses = 0

    def loader(self, key: str):
        """A function decoding illustration ``key``; raises BookError now when its file is missing."""
        if not self.project.illustration_path(key).is_file():
            self.project.load_illustration(key)  # raises BookError naming the file
        return lambda: self._load(key)

    def sizer(self, key: str):
        """A function returning illustration ``key``'s (width, height) in px from its PNG header."""
        return lambda: _image_size(self.project.illustration_path(key))

    def _load(self, key: str):
        if self._kept is not None and self._kept[0] == key:
            image = self._kept[1]
            self._cover_uses += 1
            if self._cover_uses >= 2:  # the cover and its story page have both been drawn
                self._kept = None
            return image
        image = self.project.load_illustration(key)
        if self.on_decode is not None:
            self.on_decode(key, image)
        if key == self.cover_key:
            self._kept, self._cover_uses = (key, image), 1
        return image


def _image_size(path) -> tuple[int, int]:
    """(width, height) in px of the picture at ``path``, read from its header (Pillow decodes no pixels
    until asked). Raises BookError when it cannot be read."""
    from PIL import Image

    from app.book.errors import BookError
    from words import Message

    try:
        with Image.open(path) as image:
            return image.size
    except (OSError, ValueError) as err:
        unreadable = Message("print.illustration_unreadable")
        raise BookError(Message("located", where=path, message=unreadable)) from err


def _photo_loader(path):
    """A function loading the photo at ``path`` upright (:func:`app.book.photos.load_photo`), when it is printed."""
    from app.book.photos import load_photo

    return lambda: load_photo(path).image


def spare_photos(project: BookProject) -> list[PrintPage]:
    """Photo pages (kind ``photo``) of the book's photos no page, cover or person shows and that are not a
    restored copy of another, in the order they came in; each loaded (upright, sRGB) when drawn."""

    book = project.book
    used = {p.photo for p in book.pages} | {book.cover_photo}
    used |= {info.restored for info in book.photos.values() if info.restored}
    for person in book.people:
        used |= set(person.photos) | {name for era in person.eras for name in era.photos}
    pages = []
    for name, info in book.photos.items():
        if name not in used and project.root.joinpath("photos", name).is_file():
            path = project.photo_path(name)
            pages.append(
                PrintPage(
                    kind="photo",
                    image_loader=_photo_loader(path),
                    image_label=info.original_name,
                )
            )
    return pages


def document_for_book(project: BookProject, colophon: list[str], on_decode=None) -> PrintDocument:
    """The printable document of a book whose pages are illustrated (``page.illustration`` set).

    Pages with a photo print their illustration in the picture frame ("story"); pages without one drawn by
    the offline sketch engine get the designed text page ("story-text": a pattern in the style's palette, a
    seal, the title as a heading, larger type — :func:`app.print.pages.story_text`); the engine's wash is not
    printed.
    The cover shows the picture of the page whose photo is ``book.cover_photo`` (chosen in the app or by a
    story's ``Cover:`` line), else the first photo page's picture (or the first picture). Pictures are loaded when their
    page is drawn (``PrintPage.image_loader``), so memory does not grow with the book's length; each is
    decoded once per drawing (the cover's once for the cover and its page), and ``on_decode(key, image)``,
    when given, sees each decoded picture (the build checks its pixels there for the preflight). Raises
    BookError when a stored illustration is missing.
    """
    book = project.book
    pages: list[PrintPage] = []
    cover_loader, cover_chosen = None, False  # the cover: the chosen photo's page, else the first photo page
    pictures = _Pictures(project, on_decode)
    for number, page in enumerate(book.pages, start=1):
        printed = _story_page(project, page, number, pictures)
        loader = printed.image_loader
        chosen = book.cover_photo is not None and page.photo == book.cover_photo
        if loader is not None and page.photo and (cover_loader is None or (chosen and not cover_chosen)):
            cover_loader, pictures.cover_key, cover_chosen = loader, page.illustration, chosen
        pages.append(printed)
    if cover_loader is None:
        first = next(
            (p for p in book.pages if p.illustration and project.has_illustration(p.illustration)), None
        )
        cover_loader = next((p.image_loader for p in pages if p.image_loader is not None), None)
        pictures.cover_key = first.illustration if first is not None else None
    cover = PrintPage(
        kind="cover",
        title=book.title,
        text=book.subtitle,
        image_loader=cover_loader,
        image_size=pictures.sizer(pictures.cover_key) if cover_loader and pictures.cover_key else None,
        image_label="cover",
    )  # its size read without decoding: the preflight's dry run of the cover decodes nothing
    colophon_page = PrintPage(kind="colophon", text="\n".join(colophon))
    return PrintDocument(
        title=book.title,
        subtitle=book.subtitle,
        dedication=book.dedication,
        language=book.language,
        pages=[cover, *pages, colophon_page],
        colophon=list(colophon),
        palette=_palette(book.style),
        spare_photos=spare_photos(project),
    )


def _story_page(project: BookProject, page, number: int, pictures: _Pictures) -> PrintPage:
    """Story page ``number`` (1-based) of ``page``: its picture in the frame ("story"), or the designed text
    page ("story-text") when its picture is gone (the preflight names it) or is the sketch engine's wash of a
    page without a photo."""
    book = project.book
    stored = bool(page.illustration) and project.has_illustration(page.illustration)
    loader = pictures.loader(page.illustration) if stored else None
    text_led = loader is None or (not page.photo and project.drawn_by_sketch(page.illustration))
    return PrintPage(
        kind="story-text" if text_led else "story",
        title=page.title,
        text=page.text,
        image_loader=loader,
        image_size=pictures.sizer(page.illustration) if loader else None,
        image_label=book.photos[page.photo].original_name if page.photo in book.photos else "illustration",
        number=number,
        voice_url=voice_url(book, page),
        caption=caption(book, page),
    )


def _palette(style: str) -> tuple[str, ...]:
    """The colours of preset ``style`` (``#rrggbb``), empty for "none" or a preset this app lacks."""
    from model.errors import ModelError
    from model.styles import get_style

    try:
        return tuple(get_style(style).palette) if style and style != "none" else ()
    except (ModelError, KeyError, ValueError):
        return ()
