"""Book → :class:`app.book.layout.PrintDocument`: the cover, one page per story page, the colophon, and the
book's unused photos as spare pages for padding."""

from __future__ import annotations

from app.book.layout import PrintDocument, PrintPage
from app.book.project import BookProject
from app.print.captions import caption
from app.print.voice_codes import voice_url


def _loader(project: BookProject, key: str):
    """A function loading illustration ``key``; raises BookError now when its file is missing."""
    if not project.illustration_path(key).is_file():
        project.load_illustration(key)  # raises BookError naming the file
    return lambda: project.load_illustration(key)


def spare_photos(project: BookProject) -> list[PrintPage]:
    """Photo pages (kind ``photo``) of the book's photos no page, cover or person shows and that are not a
    restored copy of another, in the order they came in; each loaded (upright, sRGB) when drawn."""
    from app.book.photos import load_photo

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
                    image_loader=lambda path=path: load_photo(path).image,
                    image_label=info.original_name,
                )
            )
    return pages


def document_for_book(project: BookProject, colophon: list[str]) -> PrintDocument:
    """The printable document of a book whose pages are illustrated (``page.illustration`` set).

    Pages with a photo print their illustration in the picture frame ("story"); pages without one drawn by
    the offline sketch engine get the text-led layout ("story-text") with the engine's wash behind the text.
    The cover shows the first photo page's picture (or the first picture). Pictures are loaded when their
    page is drawn (``PrintPage.image_loader``), so memory does not grow with the book's length. Raises
    BookError when a stored illustration is missing.
    """
    book = project.book
    pages: list[PrintPage] = []
    cover_loader = None
    for number, page in enumerate(book.pages, start=1):
        loader = _loader(project, page.illustration) if page.illustration else None
        engine = project.illustration_sidecar(page.illustration)["info"].get("engine") if loader else None
        text_led = loader is None or (engine == "sketch" and not page.photo)
        if cover_loader is None and loader is not None and page.photo:
            cover_loader = loader
        pages.append(
            PrintPage(
                kind="story-text" if text_led else "story",
                title=page.title,
                text=page.text,
                image_loader=loader,
                image_label=book.photos[page.photo].original_name
                if page.photo in book.photos
                else "illustration",
                number=number,
                voice_url=voice_url(book, page),
                caption=caption(book, page),
            )
        )
    if cover_loader is None:
        cover_loader = next((p.image_loader for p in pages if p.image_loader is not None), None)
    cover = PrintPage(
        kind="cover", title=book.title, text=book.subtitle, image_loader=cover_loader, image_label="cover"
    )
    colophon_page = PrintPage(kind="colophon", text="\n".join(colophon))
    return PrintDocument(
        title=book.title,
        subtitle=book.subtitle,
        dedication=book.dedication,
        language=book.language,
        pages=[cover, *pages, colophon_page],
        colophon=list(colophon),
        spare_photos=spare_photos(project),
    )
