"""Photo intake: family photos as they really come (phones, scanners, old files) → upright sRGB pixels.

:func:`load_photo` opens a photo read-only and returns a :class:`LoadedPhoto` whose ``image`` is an upright
8-bit RGB :class:`PIL.Image.Image` in sRGB with no metadata, or raises :class:`~app.book.errors.PhotoError`
with one line naming the file (as given) and what to do. :func:`check_photo` is the never-raising form used by
``memorybook photos check``. :func:`store_photo` copies the original bytes, untouched, into a book's
``photos/`` folder under their SHA-256. :func:`print_image` gives the pixels the PDF embeds, capped in size.

Decoding and refusing live here; turning the decoded pixels upright, into sRGB and free of metadata lives in
:mod:`app.book.photocolour`; reading a file safely (regular files only, JPEG reduction) in
:mod:`app.book.photofile`.

What comes in, and how (every awkward photo of ``tests/sample_data.py`` is covered by ``tests/test_photos.py``):

- EXIF orientation is applied once with :func:`PIL.ImageOps.exif_transpose`. HEIC/HEIF opens through
  pillow-heif, which already turns the pixels upright and resets the tag, so nothing is turned twice.
- An embedded ICC profile (RGB, CMYK or grey) is used to convert to sRGB with LittleCMS
  (:mod:`PIL.ImageCms`, perceptual intent). CMYK JPEGs written by Adobe software store inverted values
  (Adobe APP14 transform flag); Pillow's JPEG reader undoes that, and without a profile Pillow's plain
  CMYK→RGB conversion is used.
- 16-bit grey (Pillow modes ``I;16*``, ``I``, ``F``) is scaled to 8 bits with numpy (value / 257 for the
  16-bit range) — Pillow's own ``convert("L")`` clips everything above 255 to white.
- Transparency (alpha channels, palette or ``tRNS`` transparent colours) is flattened onto white paper.
- Animations and multi-page files: the first frame is used, with a warning.
- Refused: missing files, folders, empty files, files that are not images, images cut off part way
  (a truncated file is refused rather than loaded with a grey band: the family still has the original, and a
  book printed with half a photo is worse than a clear message), formats outside :data:`SUFFIX_BY_FORMAT`,
  pictures under :data:`MIN_SIDE_PX` a side, and pictures over :data:`MAX_PIXELS` — the last refused from the
  header size, before any pixel is decoded, so a decompression bomb costs neither time nor memory. A JPEG
  over the limit is first asked for 1/2 or 1/4 of its size (libjpeg's DCT scaling, Pillow's draft mode):
  a 108-megapixel phone photo comes in at 27 MP with a note; only what even 1/4 cannot bring under the
  limit is refused (:data:`app.book.photofile.MAX_JPEG_REDUCTION`).
- Anything that is not a regular file (a FIFO, a device, a socket) is refused before it is opened; names
  whose bytes are not UTF-8 are shown with U+FFFD (:func:`printable_name`); the photo is stored by hash.

Nothing here writes to the original file: it is only ever opened with mode ``"rb"``.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import warnings
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import BinaryIO

import pillow_heif
from PIL import Image, UnidentifiedImageError

from app.book.errors import BookError, PhotoError, located, os_reason
from app.book.fileio import fsync_dir as _fsync_dir
from app.book.fileio import printable_name, temp_prefix
from app.book.model import PhotoInfo
from app.book.photocolour import to_srgb, upright, without_metadata
from app.book.photofile import open_regular, reduce_jpeg, reducible_jpeg
from words import Message, message_of

pillow_heif.register_heif_opener()

MAX_PIXELS = 80_000_000
"""Largest picture accepted, in pixels (80 MP). More than any phone (a 200 MP sensor saves 12-50 MP pictures
by default) or a 600 DPI scan of an A4 page (35 MP) produces, and half of Pillow's own warning threshold
(``Image.MAX_IMAGE_PIXELS``, ~89 MP). Decoding 80 MP as RGB takes 240 MB."""

MIN_SIDE_PX = 8
"""Pictures narrower or lower than this, in pixels, are refused: there is nothing in them to print."""

BLURRY_LONG_SIDE_PX = 320
"""Below this many pixels on the long side a photo gets a "will print blurry" warning: at 150 DPI (the
lowest resolution the PDF build accepts without warning) 320 px cover only 5.4 cm, smaller than any photo
frame of the book's layouts."""

LONG_NARROW_RATIO = 4.0
"""A photo longer than this ratio (long side / short side) gets a warning that it will print small."""

SUFFIX_BY_FORMAT = {
    "JPEG": ".jpg",
    "MPO": ".jpg",  # phone JPEGs with a second (depth/preview) picture; the first is the photo
    "PNG": ".png",
    "GIF": ".gif",
    "WEBP": ".webp",
    "TIFF": ".tif",
    "BMP": ".bmp",
    "DIB": ".bmp",
    "HEIF": ".heic",
    "AVIF": ".avif",
    "JPEG2000": ".jp2",
    "PPM": ".ppm",
}
"""Formats a photo may come in (Pillow's format name → the suffix the stored copy gets). Anything else that
Pillow recognises (PSD, EPS, ICO, …) is refused: those are not how family photos arrive, and some (EPS)
would run external programs to decode."""

_CHUNK = 1 << 20


@dataclass(frozen=True)
class LoadedPhoto:
    """A photo ready for a book.

    ``image`` is 8-bit RGB sRGB, upright, ``width`` × ``height`` pixels, with empty ``info`` (no EXIF, GPS,
    camera make or ICC profile). ``sha256`` is the hex digest of the original file's bytes; ``suffix`` is the
    canonical lower-case extension of its real format (``".jpg"``, ``".png"``, ``".heic"``…, from the content,
    not the name); ``warnings`` are messages to show the user; ``source`` is the path as given.
    """

    image: Image.Image
    width: int
    height: int
    warnings: list[Message]
    sha256: str
    suffix: str
    source: Path


@dataclass(frozen=True)
class PhotoCheck:
    """Whether one file will come into a book: its upright size and warnings, or why not (``error``), as
    messages (``str()`` of each is English)."""

    path: str
    ok: bool
    width: int | None = None
    height: int | None = None
    warnings: list[Message | str] = field(default_factory=list)
    error: Message | str | None = None

    def to_dict(self) -> dict[str, object]:
        """``{"path", "ok", "width", "height", "warnings", "error"}`` for JSON (the sentences in English)."""
        data = asdict(self)
        data["warnings"] = [str(w) for w in self.warnings]
        data["error"] = None if self.error is None else str(self.error)
        return data


def load_photo(path: str | os.PathLike[str]) -> LoadedPhoto:
    """Open the photo at ``path`` read-only and return it upright, in sRGB, as 8-bit RGB.

    Raises :class:`PhotoError` (one line naming ``path`` as given, and what to do) for a missing file, a
    folder, an empty file, a file that is not an image or is damaged or cut off, an unsupported format, a
    picture smaller than :data:`MIN_SIDE_PX` a side, or one larger than :data:`MAX_PIXELS` (refused from the
    header, before decoding). Never modifies the file.
    """
    source = Path(path)
    name = printable_name(path)
    try:
        with open_regular(source, name) as fh:
            image, fmt, warns = _decode(fh, name)  # first, so a film or an archive is refused unread
        with open_regular(source, name) as fh:  # Image.close() has closed the first handle
            digest = _sha256(fh)
    except PhotoError:
        raise
    except FileNotFoundError:
        raise PhotoError(located(name, Message("book.photo.no_such_file"))) from None
    except IsADirectoryError:
        raise PhotoError(located(name, Message("book.photo.is_folder"))) from None
    except PermissionError:
        raise PhotoError(located(name, Message("book.photo.permission_denied"))) from None
    except OSError as err:
        raise PhotoError(located(name, Message("book.photo.unreadable", why=os_reason(err)))) from None

    width, height = image.size
    if max(width, height) < BLURRY_LONG_SIDE_PX:
        warns.append(Message("book.photo.blurry", width=width, height=height))
    ratio = max(width, height) / min(width, height)
    if ratio > LONG_NARROW_RATIO:
        warns.append(Message("book.photo.long_and_narrow", ratio=round(ratio)))
    return LoadedPhoto(
        image=image,
        width=width,
        height=height,
        warnings=warns,
        sha256=digest,
        suffix=SUFFIX_BY_FORMAT[fmt],
        source=source,
    )


def check_photo(path: str | os.PathLike[str]) -> PhotoCheck:
    """Like :func:`load_photo` but never raises for a bad photo: the reason goes into ``error``."""
    try:
        loaded = load_photo(path)
    except PhotoError as err:
        return PhotoCheck(path=printable_name(path), ok=False, error=message_of(err))
    return PhotoCheck(
        path=printable_name(path),
        ok=True,
        width=loaded.width,
        height=loaded.height,
        warnings=list(loaded.warnings),
    )


def photo_info(loaded: LoadedPhoto) -> PhotoInfo:
    """The :class:`~app.book.model.PhotoInfo` a book records for a stored photo: its warnings as messages'
    JSON (``Message.to_json``; said by :meth:`~app.book.model.PhotoInfo.said_warnings`)."""
    return PhotoInfo(
        original_name=printable_name(loaded.source.name),
        width=loaded.width,
        height=loaded.height,
        warnings=[w.to_json() for w in loaded.warnings],
    )


def store_photo(path: str | os.PathLike[str], photos_dir: str | os.PathLike[str]) -> tuple[str, LoadedPhoto]:
    """Check the photo at ``path`` and copy its original bytes into ``photos_dir`` as ``<sha256><suffix>``.

    Returns the stored file name (e.g. ``"3f5a…e1.jpg"``) and the loaded photo. The same photo is stored once:
    if a file of that name already holds those bytes nothing is written. The copy is atomic (temporary file
    in ``photos_dir``, fsync, :func:`os.replace`), so a crash never leaves half a photo. Raises
    :class:`PhotoError` if the photo cannot come in or changed while being copied, :class:`BookError` if
    ``photos_dir`` cannot be written.
    """
    loaded = load_photo(path)
    folder = Path(photos_dir)
    stored_name = loaded.sha256 + loaded.suffix
    target = folder / stored_name
    try:
        if target.is_file():
            with open(target, "rb") as fh:
                if _sha256(fh) == loaded.sha256:
                    return stored_name, loaded
        folder.mkdir(parents=True, exist_ok=True)
        _atomic_copy(loaded.source, target, loaded.sha256, printable_name(path))
    except PhotoError:
        raise
    except OSError as err:
        stored = Message("book.photo.cannot_store", photo=printable_name(path), why=os_reason(err))
        raise BookError(located(folder, stored)) from None
    return stored_name, loaded


def print_image(
    photo: LoadedPhoto | str | os.PathLike[str], max_width_px: int, max_height_px: int
) -> Image.Image:
    """The photo's pixels for print: RGB, fitted inside ``max_width_px`` × ``max_height_px`` pixels.

    Shrunk with Lanczos filtering (``reducing_gap=3``, which Pillow documents as indistinguishable from a
    plain Lanczos resize in most cases) only when larger; never enlarged; the aspect ratio is kept. The result
    is a new image with empty ``info`` — no EXIF, GPS, camera make or profile can travel on to a PDF.
    Raises :class:`PhotoError` for a path that cannot be loaded, :class:`ValueError` for a size under 1.
    """
    if max_width_px < 1 or max_height_px < 1:
        raise ValueError(f"print_image: the size must be at least 1×1 px, got {max_width_px}×{max_height_px}")
    loaded = photo if isinstance(photo, LoadedPhoto) else load_photo(photo)
    image = loaded.image
    scale = min(max_width_px / image.width, max_height_px / image.height)
    if scale >= 1:
        out = image.copy()
    else:
        size = (
            min(max_width_px, max(1, round(image.width * scale))),
            min(max_height_px, max(1, round(image.height * scale))),
        )
        out = image.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
    return without_metadata(out)


# --- internals ------------------------------------------------------------------------------------------


def _sha256(fh: BinaryIO) -> str:
    digest = hashlib.sha256()
    while chunk := fh.read(_CHUNK):
        digest.update(chunk)
    return digest.hexdigest()


def _decode(fh: BinaryIO, name: str) -> tuple[Image.Image, str, list[Message]]:
    """Open, size-check, decode and convert; returns (upright RGB image, Pillow format, warnings). Raises
    PhotoError (one line naming ``name``)."""
    im = _open_image(fh, name)
    try:
        fmt = im.format or ""
        if fmt not in SUFFIX_BY_FORMAT:
            kind = fmt or Message("book.photo.unknown_format")
            raise PhotoError(located(name, Message("book.photo.format_refused", format=kind)))
        warns: list[Message] = []
        _check_size_and_load(im, name, fmt, warns)
        try:
            rgb = to_srgb(upright(im, warns), warns)
        except MemoryError:
            raise _too_large(name, _pixels(im.width, im.height)) from None
        except PhotoError:
            raise
        except Exception as err:
            raise _damaged(name, err) from None
    finally:
        im.close()  # frees the decoded original now; ``rgb`` is always a separate image
    return without_metadata(rgb), fmt, warns


def _open_image(fh: BinaryIO, name: str) -> Image.Image:
    """``Image.open`` of ``fh`` (nothing decoded yet); a decompression bomb gets one more chance as a JPEG
    decoded at 1/2-1/4 size (:func:`app.book.photofile.reducible_jpeg`). Raises PhotoError: empty, not a
    picture, too large, damaged header."""
    fh.seek(0, os.SEEK_END)
    if fh.tell() == 0:
        raise PhotoError(located(name, Message("book.photo.empty")))
    fh.seek(0)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            return Image.open(fh)
    except Image.DecompressionBombError as err:
        im = reducible_jpeg(fh, MAX_PIXELS)  # a JPEG decodes at 1/4 of its size: it may still come in
        if im is None:
            found = re.search(r"\((\d+) pixels\)", str(err))
            megapixels = round(int(found.group(1)) / 1e6) if found else 0
            size = Message("book.photo.megapixels", count=megapixels) if found else Message("book.photo.huge")
            raise _too_large(name, size) from None
        return im
    except UnidentifiedImageError:
        raise PhotoError(located(name, Message("book.photo.not_a_picture"))) from None
    except Exception as err:  # a damaged header can make any decoder raise anything
        raise _damaged(name, err) from None


def _check_size_and_load(im: Image.Image, name: str, fmt: str, warns: list[Message]) -> None:
    """Refuse by the header size (over :data:`MAX_PIXELS` once a JPEG is reduced, under
    :data:`MIN_SIDE_PX`), then decode the first frame. Raises PhotoError: too large, too small, cut off,
    damaged."""
    if im.width * im.height > MAX_PIXELS and fmt in ("JPEG", "MPO"):
        reduce_jpeg(im, warns, MAX_PIXELS)
    width, height = im.size
    if width * height > MAX_PIXELS:
        raise _too_large(name, _pixels(width, height))
    if min(width, height) < MIN_SIDE_PX:
        raise PhotoError(located(name, Message("book.photo.too_small", width=width, height=height)))
    try:
        if fmt != "MPO" and getattr(im, "is_animated", False):
            warns.append(Message("book.photo.several_frames"))
            im.seek(0)
        im.load()
    except MemoryError:
        raise _too_large(name, _pixels(width, height)) from None
    except Exception as err:
        if "truncated" in str(err) or isinstance(err, EOFError):
            raise PhotoError(located(name, Message("book.photo.cut_off"))) from None
        raise _damaged(name, err) from None


def _too_large(name: str, size: Message) -> PhotoError:
    limit = MAX_PIXELS // 1_000_000
    return PhotoError(located(name, Message("book.photo.too_large", size=size, limit=limit)))


def _pixels(width: int, height: int) -> Message:
    return Message("book.photo.pixels", width=width, height=height)


def _damaged(name: str, err: BaseException) -> PhotoError:
    detail = str(err).splitlines()[0] if str(err) else type(err).__name__
    return PhotoError(located(name, Message("book.photo.damaged", detail=detail)))


def _atomic_copy(source: Path, target: Path, sha256: str, name: str) -> None:
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=temp_prefix(target), suffix=".part")
    tmp = Path(tmp_name)
    try:
        digest = hashlib.sha256()
        with open_regular(source, name) as src, os.fdopen(fd, "wb") as dst:
            while chunk := src.read(_CHUNK):
                digest.update(chunk)
                dst.write(chunk)
            dst.flush()
            os.fsync(dst.fileno())
        if digest.hexdigest() != sha256:
            raise PhotoError(located(name, Message("book.photo.changed")))
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(target.parent)
