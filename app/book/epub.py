"""The book as a fixed-layout EPUB 3 whose pages read themselves aloud in her voice (media overlays).

``write_epub(project, FILE)`` writes, inside one zip::

    mimetype                      "application/epub+zip", first and stored (EPUB OCF 3.3 §4.2.2)
    META-INF/container.xml        → OEBPS/content.opf
    OEBPS/content.opf             package: metadata (rendition:layout pre-paginated, media:duration of each
                                  overlay and of the whole), manifest, spine
    OEBPS/nav.xhtml               the table of contents (EPUB 3.3 §7: the navigation document)
    OEBPS/page-001.xhtml …        one fixed-layout page each: its picture, title and text; viewport = the trim
                                  size at :data:`PX_PER_MM` px per mm (EPUB 3.3 §8.2.2.1)
    OEBPS/page-001.smil …         the media overlay of a page from a recording: its text element with the
                                  page's clip (EPUB Media Overlays 3.3 §9.2)
    OEBPS/images/<page id>.jpg, OEBPS/audio/<page id>.m4a   as in the companion folder

Why the XML is written here and not with EbookLib (0.20, the maintained Python EPUB library, which has an
``EpubSMIL`` item and a ``media_overlay`` attribute): its ``EpubHtml`` rebuilds each page's ``<head>`` and
drops the ``<meta name="viewport">`` that a fixed-layout page must have (epubcheck HTM-046), it writes an
overlay's length as a ``duration`` attribute on the manifest item instead of a ``media:duration`` meta, and it
names an NCX in the spine that it does not write (epubcheck RSC-005). The files are few and their rules short.
The result is checked with epubcheck (Debian package ``epubcheck``) in tests/test_epub.py.
"""

from __future__ import annotations

import datetime
import html
import os
import tempfile
import uuid
import zipfile
from pathlib import Path

from app.book.companion import clip_name, page_picture
from app.book.errors import BookError, located
from app.book.layout import TRIM_SIZES_MM
from words import Message

PX_PER_MM = 5
"""Viewport pixels per millimetre of the trim (A4: 1050 × 1485 px)."""

ACTIVE_CLASS = "-epub-media-overlay-active"
"""The class a reading system gives the text being read aloud (EPUB Media Overlays 3.3 §9.3.2.1)."""

SIDE_PX, TITLE_PX, LINE = 60, 100, 1.6
"""Text margin left and right, the height a title takes (39 px type with its margins), line height (em)."""

FONT_PX = range(30, 15, -1)
IMAGE_SHARES = (0.55, 0.4, 0.25)
"""Type sizes tried for a page's text, px, largest first, and the share of the page height its picture may
take, largest first (:func:`page_fit`), so a long page keeps all of its words on the fixed page (a fixed
layout cannot flow on to the next)."""

_CSS = (
    "html,body{margin:0;padding:0}body{width:%(w)dpx;height:%(h)dpx;overflow:hidden;font-family:serif;"
    "line-height:1.6}img{display:block;width:%(w)dpx;object-fit:contain}"
    "h1{font-size:39px;margin:16px 60px 8px}section{margin:0 60px}p{margin:0 0 0.5em}"
    ".-epub-media-overlay-active{background:#fff3b0}"
)


def text_height(text: str, font_px: int, width_px: int) -> float:
    """Estimated height in px of ``text`` set at ``font_px`` in a column ``width_px`` wide: a CJK character
    (:func:`app.book.cjk.is_cjk`) advances one em, any other 0.55 em (a serif's average); each paragraph ends
    its last line and adds half an em."""
    from app.book.cjk import is_cjk

    per_line = width_px / font_px  # ems on one line
    height = 0.0
    for paragraph in (line for line in text.splitlines() if line.strip()):
        ems = sum(1.0 if is_cjk(ch) else 0.55 for ch in paragraph)
        height += max(1, -(-ems // per_line)) * LINE * font_px + 0.5 * font_px
    return height


def page_fit(text: str, viewport: tuple[int, int], picture: bool, title: bool) -> tuple[int, int]:
    """(type size px, picture height px) for a page: the largest of :data:`FONT_PX` at which
    :func:`text_height` fits under the picture and title, with the largest share of :data:`IMAGE_SHARES` that
    allows it (large type first: the book is read by elderly eyes); the smallest of both when nothing fits."""
    width, height = viewport
    for font in FONT_PX:
        for share in IMAGE_SHARES if picture else (0.0,):
            room = height - int(height * share) - (TITLE_PX if title else 0) - 40
            if text_height(text, font, width - 2 * SIDE_PX) <= room:
                return font, int(height * share)
    return FONT_PX[-1], int(height * IMAGE_SHARES[-1]) if picture else 0


def _clock(seconds: float) -> str:
    """A SMIL clock value ``h:mm:ss.fff`` (SMIL 3.0 §5.4.1, the form EPUB's ``media:duration`` takes)."""
    ms = int(round(seconds * 1000))
    hours, ms = divmod(ms, 3_600_000)
    minutes, ms = divmod(ms, 60_000)
    return f"{hours}:{minutes:02d}:{ms // 1000:02d}.{ms % 1000:03d}"


def _xhtml(title: str, lang: str, viewport: tuple[int, int], body: str) -> str:
    e = html.escape
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="{lang}" '
        f'xml:lang="{lang}">\n<head><meta charset="utf-8"/>'
        f'<meta name="viewport" content="width={viewport[0]}, height={viewport[1]}"/>'
        f'<title>{e(title)}</title><link rel="stylesheet" type="text/css" href="book.css"/></head>\n'
        f"<body>\n{body}\n</body>\n</html>\n"
    )


def _page_body(project, page, folder: Path, viewport: tuple[int, int]) -> tuple[str, bool]:
    """The page's XHTML body and whether it has a picture (written to ``folder/images``)."""
    e = html.escape
    parts = []
    picture = page_picture(project, page, folder / "images" / f"{page.id}.jpg")
    font, image = page_fit(page.text, viewport, picture, bool(page.title))
    if picture:
        alt = e(page.title or project.book.title)
        parts.append(f'<img src="images/{page.id}.jpg" style="height:{image}px" alt="{alt}"/>')
    if page.title:
        parts.append(f"<h1>{e(page.title)}</h1>")
    lines = [f"<p>{e(line)}</p>" for line in page.text.splitlines() if line.strip()]
    parts.append(f'<section id="story" style="font-size:{font}px">{"".join(lines)}</section>')
    return "\n".join(parts), picture


def _smil(xhtml_name: str, page_id: str, seconds: float) -> str:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">\n'
        f'<body><par id="read-{page_id}"><text src="{xhtml_name}#story"/>'
        f'<audio src="audio/{clip_name(page_id)}" clipBegin="0:00:00.000" clipEnd="{_clock(seconds)}"/>'
        "</par></body>\n</smil>\n"
    )


def _write_pages(project, folder: Path, viewport: tuple[int, int]) -> tuple[list[dict], float]:
    """Each page's files in ``folder``; returns one dict per page (names, picture, overlay seconds) and the
    total seconds of her voice."""
    from app.book.recordings import recording_path
    from model.speech.audio import cut_clip

    lang, pages, total = project.book.language, [], 0.0
    for number, page in enumerate(project.book.pages, start=1):
        name = f"page-{number:03d}.xhtml"
        body, picture = _page_body(project, page, folder, viewport)
        (folder / name).write_text(_xhtml(page.title or project.book.title, lang, viewport, body), "utf-8")
        entry = {"id": f"p{number:03d}", "name": name, "page": page, "picture": picture, "seconds": None}
        if page.recording and page.recording_end_s is not None:
            start = page.recording_start_s or 0.0
            seconds = max(0.0, page.recording_end_s - start)
            cut_clip(recording_path(project, page.recording), folder / "audio" / clip_name(page.id), start,
                     page.recording_end_s)  # fmt: skip
            (folder / f"page-{number:03d}.smil").write_text(_smil(name, page.id, seconds), "utf-8")
            entry["seconds"], total = seconds, total + seconds
        pages.append(entry)
    return pages, total


def _opf(project, pages: list[dict], total: float, identifier: str) -> str:
    e = html.escape
    book = project.book
    modified = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    meta = [
        f'<dc:identifier id="uid">{identifier}</dc:identifier>',
        f"<dc:title>{e(book.title)}</dc:title>",
        f"<dc:language>{book.language}</dc:language>",
        f'<meta property="dcterms:modified">{modified}</meta>',
        '<meta property="rendition:layout">pre-paginated</meta>',
        '<meta property="rendition:spread">none</meta>',
    ]
    items = [
        '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
        '<item id="css" href="book.css" media-type="text/css"/>',
    ]
    spine = []
    for p in pages:
        overlay = f' media-overlay="{p["id"]}-smil"' if p["seconds"] is not None else ""
        items.append(f'<item id="{p["id"]}" href="{p["name"]}" media-type="application/xhtml+xml"{overlay}/>')
        spine.append(f'<itemref idref="{p["id"]}"/>')
        if p["picture"]:
            items.append(
                f'<item id="{p["id"]}-img" href="images/{p["page"].id}.jpg" media-type="image/jpeg"/>'
            )
        if p["seconds"] is not None:
            smil = p["name"].replace(".xhtml", ".smil")
            items.append(f'<item id="{p["id"]}-smil" href="{smil}" media-type="application/smil+xml"/>')
            items.append(
                f'<item id="{p["id"]}-audio" href="audio/{clip_name(p["page"].id)}" media-type="audio/mp4"/>'
            )
            meta.append(
                f'<meta property="media:duration" refines="#{p["id"]}-smil">{_clock(p["seconds"])}</meta>'
            )
    if total:
        meta.append(f'<meta property="media:duration">{_clock(total)}</meta>')
        meta.append(f'<meta property="media:active-class">{ACTIVE_CLASS}</meta>')
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" '
        'prefix="rendition: http://www.idpf.org/vocab/rendition/#">\n'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n' + "\n".join(meta) + "\n</metadata>\n"
        "<manifest>\n" + "\n".join(items) + "\n</manifest>\n"
        "<spine>\n" + "\n".join(spine) + "\n</spine>\n</package>\n"
    )


def _nav(project, pages: list[dict], viewport: tuple[int, int]) -> str:
    e = html.escape
    links = "".join(
        f'<li><a href="{p["name"]}">{e(p["page"].title or str(i))}</a></li>' for i, p in enumerate(pages, 1)
    )
    body = f'<nav epub:type="toc" id="toc"><h1>{e(project.book.title)}</h1><ol>{links}</ol></nav>'
    return _xhtml(project.book.title, project.book.language, viewport, body)


CONTAINER = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n'
    '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
    "</rootfiles>\n</container>\n"
)


def write_epub(project, target: str | Path) -> int:
    """Write the book as a fixed-layout EPUB 3 at ``target`` (``.epub``); returns the number of pages with
    her voice. The file is written under a temporary name and moved into place, so it is whole or absent.

    Raises BookError for a target that is not an ``.epub`` name or a book without pages, BookError/AudioError
    for a page's missing or unreadable recording, OSError for the disk."""
    target = Path(target)
    if target.suffix.lower() != ".epub":
        raise BookError(located(target, Message("book.epub.suffix", name=f"{target.stem}.epub")))
    if not project.book.pages:
        raise BookError(located(project.root, Message("book.epub.no_pages")))
    w_mm, h_mm = TRIM_SIZES_MM[project.book.trim_size]
    viewport = (int(w_mm * PX_PER_MM), int(h_mm * PX_PER_MM))
    identifier = f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, project.root.resolve().as_uri())}"
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".epub.", dir=target.parent) as tmp:
        folder = Path(tmp) / "OEBPS"
        (folder / "images").mkdir(parents=True)
        (folder / "audio").mkdir()
        (folder / "book.css").write_text(_CSS % {"w": viewport[0], "h": viewport[1]}, "utf-8")
        pages, total = _write_pages(project, folder, viewport)
        (folder / "content.opf").write_text(_opf(project, pages, total, identifier), "utf-8")
        (folder / "nav.xhtml").write_text(_nav(project, pages, viewport), "utf-8")
        partial = Path(tmp) / "book.epub"
        _zip(folder, partial)
        os.replace(partial, target)
    return sum(p["seconds"] is not None for p in pages)


def _zip(folder: Path, target: Path) -> None:
    """The OCF zip: ``mimetype`` first and stored without an extra field, then the rest (media stored)."""
    with zipfile.ZipFile(target, "w") as out:
        out.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        out.writestr("META-INF/container.xml", CONTAINER, compress_type=zipfile.ZIP_DEFLATED)
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                packed = path.suffix in (".jpg", ".m4a")
                kind = zipfile.ZIP_STORED if packed else zipfile.ZIP_DEFLATED
                out.write(path, f"OEBPS/{path.relative_to(folder).as_posix()}", compress_type=kind)
