"""Opening a photo file safely, and decoding a very large JPEG at a reduced size (for :mod:`app.book.photos`).

- :func:`open_regular` refuses anything that is not a regular file (a FIFO, a device, a socket) before it is
  opened for reading: opening a FIFO waits for a writer forever, a device can be endless.
- :func:`reduce_jpeg` / :func:`reducible_jpeg`: a JPEG over the pixel limit is decoded at 1/2 or 1/4 of its
  size (libjpeg's DCT scaling through Pillow's draft mode), so a 108- or 200-megapixel phone photo comes in
  without its full size ever being held in memory; what even 1/4 cannot bring under the limit is a bomb.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from PIL import Image

from app.book.errors import PhotoError, located
from words import Message

MAX_JPEG_REDUCTION = 4
"""A JPEG over the pixel limit (:data:`app.book.photos.MAX_PIXELS`) is decoded at 1/2 or at most 1/4 of
its size (up to 320 MP: a 200-MP phone's full-resolution photo comes in at 50 MP). Beyond that it is
refused as a decompression bomb: a tiny file claiming gigapixels would still cost seconds and hundreds of
MB even at 1/8."""


def open_regular(source: Path, name: str) -> BinaryIO:
    """``source`` opened for reading in binary, after checking it is a regular file (links followed).

    A folder raises IsADirectoryError; a FIFO, device or socket is refused with a PhotoError *before* it is
    opened (opening a FIFO for reading waits for a writer; a device can be endless). The open itself is
    non-blocking and checked again (the file could be swapped in between). Raises OSError as ``open`` does.
    """
    kind = os.stat(source).st_mode
    if stat.S_ISDIR(kind):  # Windows reports a folder opened as a file as "permission denied"
        raise IsADirectoryError(name)
    if not stat.S_ISREG(kind):
        raise not_regular(name)
    fd = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise not_regular(name)
    return os.fdopen(fd, "rb")


def not_regular(name: str) -> PhotoError:
    """The one-line refusal of a FIFO, device or socket named ``name``."""
    return PhotoError(located(name, Message("book.photo.not_regular")))


def reducible_jpeg(fh: BinaryIO, max_pixels: int) -> Image.Image | None:
    """A JPEG that Pillow's :func:`PIL.Image.open` refused as a decompression bomb (over twice
    ``Image.MAX_IMAGE_PIXELS``), opened by the JPEG plugin itself (header only), when
    1/:data:`MAX_JPEG_REDUCTION` of it is within ``max_pixels`` — :func:`reduce_jpeg` then decodes it
    at that scale. None otherwise (not a JPEG, or a true bomb)."""
    from PIL.JpegImagePlugin import JpegImageFile

    fh.seek(0)
    try:
        im = JpegImageFile(fh)
    except Exception:  # not a JPEG, or a damaged one: refused as the bomb it claims to be
        return None
    if -(-im.width // MAX_JPEG_REDUCTION) * -(-im.height // MAX_JPEG_REDUCTION) > max_pixels:
        im.close()
        return None
    return im


def reduce_jpeg(im: Image.Image, warns: list[Message], max_pixels: int) -> None:
    """Ask the JPEG decoder for 1/2 or 1/4 of the size (the first under ``max_pixels``): libjpeg scales
    while decoding (DCT scaling), so a 108-megapixel photo is decoded straight to 27 MP without ever holding
    the whole. Adds a note to ``warns``; leaves ``im`` as it is when even 1/4 is too large."""
    width, height = im.size
    for scale in (s for s in (2, 4, 8) if s <= MAX_JPEG_REDUCTION):
        if -(-width // scale) * -(-height // scale) <= max_pixels:
            im.draft(im.mode, (width // scale, height // scale))
            size = Message("book.photo.pixels", width=width, height=height)
            warns.append(Message("book.photo.reduced", size=size, reduced=f"{im.width}×{im.height}"))
            return
