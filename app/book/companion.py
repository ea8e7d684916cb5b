"""The companion folder: the book as offline HTML pages that play her voice, for a USB stick.

``write_companion(project, DIR)`` writes::

    DIR/index.html            the title and a list of the pages
    DIR/page-001.html …       each page's picture, text and an <audio> player of its clip
    DIR/images/<page id>.jpg  the page's illustration (else its photo), at most 1600 px on the long side
    DIR/audio/<page id>.m4a   the clip of the recording the page came from (AAC, :func:`model.speech.audio.cut_clip`)

Every link is relative and points inside the folder (no scripts, fonts or styles from the network), so the
pages work from ``file://`` on a stick. The printed QR codes (:mod:`app.print.voice_codes`) point to
``<audio_url_prefix>/<page id>.m4a``: copy ``audio/`` to that address. The folder is built under a temporary
name beside ``DIR`` and renamed into place, so it is whole or absent.
"""

from __future__ import annotations

import html
import shutil
import tempfile
from pathlib import Path

from PIL import Image

from app.book.errors import BookError, located
from words import Message

MAX_IMAGE_PX = 1600
"""Long side of a companion picture, px (a screen, not a print)."""

_STYLE = (
    "body{font-family:sans-serif;max-width:48em;margin:2em auto;padding:0 1em;font-size:1.3em;line-height:1.7}"
    "img{max-width:100%}audio{width:100%}nav{margin:2em 0}"
)


def clip_name(page_id: str) -> str:
    """The clip's file name in ``audio/`` (and at the end of a QR code's address)."""
    return f"{page_id}.m4a"


def _document(title: str, body: str, lang: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head>\n<body>\n{body}\n</body></html>\n"
    )


def page_picture(project, page, target: Path) -> bool:
    """Write the page's picture (its illustration, else its upright photo) as a JPEG of at most
    :data:`MAX_IMAGE_PX` px on the long side at ``target``; False when it has none."""
    from app.book.project import upright_photo

    source = None
    if page.illustration and project.has_illustration(page.illustration):
        source = project.illustration_path(page.illustration)
    elif page.photo:
        source = upright_photo(project, page.photo)
    if source is None:
        return False
    with Image.open(source) as opened:
        image = opened.convert("RGB")
        image.thumbnail((MAX_IMAGE_PX, MAX_IMAGE_PX))
        image.save(target, format="JPEG", quality=88)
    return True


def _page_html(project, index: int, page, folder: Path) -> str:
    from app.book.recordings import recording_path
    from model.speech.audio import cut_clip

    lang = project.book.language
    parts = [f"<h1>{html.escape(page.title)}</h1>"]
    if page_picture(project, page, folder / "images" / f"{page.id}.jpg"):
        parts.append(f'<img src="images/{page.id}.jpg" alt="{html.escape(page.title)}">')
    if page.recording and page.recording_end_s is not None:
        source = recording_path(project, page.recording)
        cut_clip(
            source, folder / "audio" / clip_name(page.id), page.recording_start_s or 0.0, page.recording_end_s
        )
        parts.append(f'<audio controls preload="none" src="audio/{clip_name(page.id)}"></audio>')
    parts += [f"<p>{html.escape(line)}</p>" for line in page.text.splitlines() if line.strip()]
    count = len(project.book.pages)
    nav = ['<a href="index.html">⌂</a>']
    if index > 1:
        nav.append(f'<a href="page-{index - 1:03d}.html">←</a>')
    if index < count:
        nav.append(f'<a href="page-{index + 1:03d}.html">→</a>')
    parts.append(f"<nav>{' '.join(nav)}</nav>")
    return _document(page.title or project.book.title, "\n".join(parts), lang)


def write_companion(project, folder: str | Path) -> int:
    """Write the companion folder at ``folder`` (which must not exist, or be empty); returns the page count.

    Raises BookError when ``folder`` holds anything, or a page's recording is missing; OSError for the disk.
    """
    folder = Path(folder)
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise BookError(located(folder, Message("book.companion.not_empty")))
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        (staging / "images").mkdir()
        (staging / "audio").mkdir()
        items = []
        for index, page in enumerate(project.book.pages, start=1):
            (staging / f"page-{index:03d}.html").write_text(
                _page_html(project, index, page, staging), "utf-8"
            )
            items.append(
                f'<li><a href="page-{index:03d}.html">{html.escape(page.title or str(index))}</a></li>'
            )
        body = f"<h1>{html.escape(project.book.title)}</h1>\n<ol>\n" + "\n".join(items) + "\n</ol>"
        (staging / "index.html").write_text(
            _document(project.book.title, body, project.book.language), "utf-8"
        )
        if folder.exists():
            folder.rmdir()
        staging.rename(folder)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return len(project.book.pages)
