"""Pictures in the PDF: encoded once with Pillow (libjpeg-turbo), embedded as they are, never re-encoded by Qt.

Qt's PDF engine would JPEG-encode every image itself (``QImageWriter``, quality 94, 4:4:4 — twice the bytes
of 4:2:0 and slower than libjpeg-turbo). While an :class:`ImageSpool` is active (:func:`spooling`), the
painter draws a tiny stand-in ``QImage`` instead of each picture (its ``/Width`` is the picture's number + 1);
the spool encodes the real picture with Pillow at :data:`JPEG_QUALITY` with 4:2:0 chroma subsampling on
worker threads while Qt draws on (or passes a JPEG file that needs no change through with its metadata
segments removed) and appends it to a spool file on disk, a batch at a time. :meth:`ImageSpool.mark` gives
each stand-in its final image dictionary before pikepdf saves the file, and :meth:`ImageSpool.append` then
writes the JPEG data as an incremental update (ISO 32000-1 §7.5.6), copied from the spool in chunks: a
book's pictures are never all in memory at once — qpdf would hold every stream it writes (pikepdf copies
foreign streams immediately). Image dictionaries: ISO 32000-1 §8.9.5; DCTDecode: §7.4.8.
"""

from __future__ import annotations

import contextvars
import io
import os
import shutil
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image
    from PySide6.QtGui import QImage

JPEG_QUALITY = 94
"""Pillow JPEG quality of embedded pictures (the quality Qt's own encoder used, now with 4:2:0 chroma)."""

JPEG_SUBSAMPLING = "4:2:0"
"""Chroma subsampling of embedded pictures: what cameras and print workflows use; half the bytes of 4:4:4."""

SPOOL_BATCH = 8
"""Encoded pictures are appended to the spool file this many at a time: at most about this many are in
memory at once."""

_KEEP_MARKERS = {0xE0, 0xEE}  # APP0 (JFIF) and APP14 (Adobe colour transform) describe the pixels; keep them


def strip_jpeg_metadata(data: bytes) -> bytes | None:
    """``data`` (a JPEG file) without its APP1–APP13/APP15 segments (EXIF, GPS, XMP, ICC, maker notes) and
    comments; the entropy-coded image is untouched. None when ``data`` is not a well-formed JPEG
    (ITU-T T.81 §B.1.1: SOI, marker segments, SOS, scan data)."""
    if data[:2] != b"\xff\xd8":
        return None
    out, pos = [b"\xff\xd8"], 2
    while pos + 4 <= len(data):
        if data[pos] != 0xFF:
            return None
        marker = data[pos + 1]
        if marker == 0xFF:  # fill byte
            pos += 1
            continue
        length = int.from_bytes(data[pos + 2 : pos + 4], "big")
        segment = data[pos : pos + 2 + length]
        if marker == 0xDA:  # start of scan: the rest is image data
            out.append(data[pos:])
            return b"".join(out)
        if not (0xE1 <= marker <= 0xEF or marker == 0xFE) or marker in _KEEP_MARKERS:
            out.append(segment)
        pos += 2 + length
    return None


def encode_jpeg(image: Image, quality: int = JPEG_QUALITY) -> bytes:
    """``image`` (RGB, L or CMYK) as baseline JPEG bytes at ``quality`` with :data:`JPEG_SUBSAMPLING`
    (grey and CMYK images are not subsampled by libjpeg), no metadata."""
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality, subsampling=JPEG_SUBSAMPLING, optimize=False)
    return buffer.getvalue()


def passthrough_jpeg(placed: Image, source: Image) -> bytes | None:
    """The bytes of ``source``'s JPEG file, metadata removed, when the picture prints exactly as stored
    (``placed`` is ``source`` itself: not cropped, scaled or converted, RGB or grey); else None."""
    if placed is not source or source.format != "JPEG" or source.mode not in ("RGB", "L"):
        return None
    filename = getattr(source, "filename", "")
    try:
        data = Path(filename).read_bytes() if filename else b""
    except OSError:
        return None
    return strip_jpeg_metadata(data) if data else None


@dataclass
class _Entry:
    width: int
    height: int
    mode: str
    data: object  # bytes, or a Future of them while a worker encodes
    offset: int = -1  # where the JPEG lies in the spool file
    length: int = 0


MARKER = "/MemoryBookPicture"
"""Key :meth:`ImageSpool.mark` puts on each picture's image dictionary (its number) until it is written."""


@dataclass
class ImageSpool:
    """Pictures waiting to be embedded; see the module docstring. ``folder``: where the spool file goes (the
    output's folder, so nothing is written outside it). ``transform``: optional ``PIL.Image → PIL.Image``
    applied before encoding (to CMYK for print-shop PDFs). ``passed_through``: how many JPEG files were
    embedded unchanged."""

    folder: Path
    transform: object = None
    entries: list[_Entry] = field(default_factory=list)
    passed_through: int = 0
    _spool: Path | None = None
    _written: int = 0
    _pool: ThreadPoolExecutor | None = None

    def add(self, placed: Image, source: Image) -> QImage:
        """Take the picture ``placed`` (prepared from ``source`` by :func:`app.print.painter.place_image`) and
        return the stand-in to draw in its place: a 1-pixel-high ``QImage`` whose width is the picture's
        number + 1."""
        from PySide6.QtGui import QColor, QImage

        data = None if self.transform is not None else passthrough_jpeg(placed, source)
        self.passed_through += data is not None
        mode = "CMYK" if self.transform is not None else ("L" if placed.mode == "L" else "RGB")
        if data is None:  # encoded on a worker thread (Pillow releases the GIL) while Qt draws on
            data = self._executor().submit(_prepare_and_encode, placed, self.transform)
        self.entries.append(_Entry(placed.width, placed.height, mode, data))
        if len(self.entries) - self._written >= SPOOL_BATCH:
            self._flush()
        stand_in = QImage(len(self.entries), 1, QImage.Format.Format_RGB32)
        stand_in.fill(QColor(200, 120, 40))  # coloured: Qt writes grey images as DeviceGray
        return stand_in

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1)))
        return self._pool

    def _flush(self) -> None:
        """Append the encoded pictures not yet spooled to the spool file (waiting for their workers)."""
        if self._spool is None:
            fd, name = tempfile.mkstemp(prefix=".images.", suffix=".spool", dir=self.folder)
            os.close(fd)
            self._spool = Path(name)
        with open(self._spool, "ab") as handle:
            for entry in self.entries[self._written :]:
                data = entry.data if isinstance(entry.data, bytes) else entry.data.result()
                entry.offset, entry.length, entry.data = handle.tell(), len(data), None
                handle.write(data)
        self._written = len(self.entries)

    def mark(self, pdf) -> int:
        """In ``pdf`` (a ``pikepdf.Pdf`` Qt wrote), give each stand-in its picture's final image dictionary,
        empty data and the :data:`MARKER` key; :meth:`append` later writes the data. Returns how many
        were marked; raises RuntimeError when a picture has no stand-in."""

        marked = 0
        for resources in _resource_dicts(pdf):
            xobjects = resources.get("/XObject", {})
            for name in list(xobjects.keys()):
                number = int(xobjects[name].get("/Width", 0)) - 1
                if xobjects[name].get("/Height") == 1 and 0 <= number < len(self.entries):
                    stream = _image_stream(pdf, b"", self.entries[number])
                    stream[MARKER] = number
                    xobjects[name] = pdf.make_indirect(stream)
                    marked += 1
        if marked < len(self.entries):
            raise RuntimeError(
                f"{len(self.entries) - marked} of {len(self.entries)} pictures have no stand-in"
            )
        return marked

    def append(self, path: Path) -> None:
        """Write the pictures into ``path`` (saved from a :meth:`mark`-ed file with a classic cross-reference
        table) as an incremental update (ISO 32000-1 §7.5.6): each marked object again, now with its JPEG
        data copied from the spool file, a cross-reference section and a trailer pointing back (``/Prev``).
        Nothing is written when there are no pictures."""
        if not self.entries:
            return
        self._flush()
        objects, trailer = _marked_objects(path)
        tail = path.read_bytes()[-2048:] if path.stat().st_size > 2048 else path.read_bytes()
        previous = int(tail[tail.rindex(b"startxref") + 9 :].split()[0])
        offsets: dict[int, int] = {}
        with open(path, "ab") as out, open(self._spool, "rb") if self._spool else io.BytesIO() as spool:
            for number, (objnum, gen) in sorted(objects.items(), key=lambda kv: kv[1]):
                entry = self.entries[number]
                offsets[objnum] = out.tell()
                out.write(f"{objnum} {gen} obj\n{_dictionary(entry)}\nstream\n".encode("ascii"))
                spool.seek(entry.offset)
                shutil.copyfileobj(_Limited(spool, entry.length), out, 1 << 20)
                out.write(b"\nendstream\nendobj\n")
            out.write(_xref_and_trailer(offsets, objects, trailer, previous, out.tell()))
            out.flush()
            os.fsync(out.fileno())

    def close(self) -> None:
        """Stop the encoding threads and remove the spool file."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._spool is not None:
            self._spool.unlink(missing_ok=True)
            self._spool = None


class _Limited(io.RawIOBase):
    """The next ``length`` bytes of ``handle``, as a file to copy from."""

    def __init__(self, handle, length: int) -> None:
        self.handle, self.left = handle, length

    def read(self, size: int = -1) -> bytes:
        size = self.left if size < 0 else min(size, self.left)
        data = self.handle.read(size)
        self.left -= len(data)
        return data


def _dictionary(entry: _Entry) -> str:
    colour_space = {"RGB": "/DeviceRGB", "L": "/DeviceGray", "CMYK": "/DeviceCMYK"}[entry.mode]
    decode = " /Decode [1 0 1 0 1 0 1 0]" if entry.mode == "CMYK" else ""
    return (
        f"<< /Type /XObject /Subtype /Image /Width {entry.width} /Height {entry.height} /ColorSpace "
        f"{colour_space} /BitsPerComponent 8 /Filter /DCTDecode{decode} /Length {entry.length} >>"
    )


def _marked_objects(path: Path) -> tuple[dict[int, tuple[int, int]], dict[str, str]]:
    """Picture number → (object number, generation) of each marked image in the saved file, and the trailer
    entries an update repeats (``/Root``, ``/Info``, ``/ID``, ``/Size``) as PDF syntax."""
    import pikepdf

    found: dict[int, tuple[int, int]] = {}
    with pikepdf.open(path) as pdf:
        for resources in _resource_dicts(pdf):
            for xobject in resources.get("/XObject", {}).values():
                if MARKER in xobject:
                    found[int(xobject[MARKER])] = xobject.objgen
        trailer = {"Size": str(int(pdf.trailer.Size))}
        for key in ("Root", "Info"):
            if f"/{key}" in pdf.trailer:
                objnum, gen = pdf.trailer[f"/{key}"].objgen
                trailer[key] = f"{objnum} {gen} R"
        if "/ID" in pdf.trailer:
            ids = [bytes(v).hex().upper() for v in pdf.trailer.ID]
            trailer["ID"] = "[" + " ".join(f"<{v}>" for v in ids) + "]"
    return found, trailer


def _xref_and_trailer(offsets, objects, trailer, previous: int, start: int) -> bytes:
    """A classic cross-reference section for ``offsets`` (object number → byte offset), then the trailer."""
    gens = {objnum: gen for objnum, gen in objects.values()}
    lines = ["xref"]
    numbers = sorted(offsets)
    i = 0
    while i < len(numbers):
        j = i
        while j + 1 < len(numbers) and numbers[j + 1] == numbers[j] + 1:
            j += 1
        lines.append(f"{numbers[i]} {j - i + 1}")
        lines += [f"{offsets[n]:010d} {gens[n]:05d} n\r" for n in numbers[i : j + 1]]
        i = j + 1
    size = max([int(trailer["Size"])] + [n + 1 for n in numbers])
    entries = [f"/Size {size}", f"/Prev {previous}"]
    entries += [f"/{key} {trailer[key]}" for key in ("Root", "Info", "ID") if key in trailer]
    lines.append(f"trailer\n<< {' '.join(entries)} >>\nstartxref\n{start}\n%%EOF\n")
    return ("\n".join(lines)).encode("ascii")


def _prepare_and_encode(image: Image, transform) -> bytes:
    """``image`` through ``transform`` (if any), as RGB / L / CMYK, encoded by :func:`encode_jpeg`."""
    if transform is not None:
        image = transform(image)
    elif image.mode not in ("RGB", "L"):
        image = image.convert("RGB")
    return encode_jpeg(image)


def _image_stream(owner, data: bytes, entry: _Entry):
    """A ``pikepdf.Stream`` image XObject for ``entry`` holding ``data`` (JPEG bytes)."""
    import pikepdf

    colour_space = {"RGB": "/DeviceRGB", "L": "/DeviceGray", "CMYK": "/DeviceCMYK"}[entry.mode]
    stream = pikepdf.Stream(owner, data)
    stream.Type = pikepdf.Name.XObject
    stream.Subtype = pikepdf.Name.Image
    stream.Width, stream.Height = entry.width, entry.height
    stream.ColorSpace = pikepdf.Name(colour_space)
    stream.BitsPerComponent = 8
    stream.Filter = pikepdf.Name.DCTDecode
    if entry.mode == "CMYK":  # Pillow writes CMYK JPEGs inverted, as Adobe's do
        stream.Decode = pikepdf.Array([1, 0, 1, 0, 1, 0, 1, 0])
    return stream


def _resource_dicts(pdf):
    """Each distinct ``/Resources`` dictionary of the pages of ``pdf`` once."""
    seen = set()
    for page in pdf.pages:
        resources = page.obj.get("/Resources")
        if resources is not None and resources.objgen not in seen:
            if resources.objgen != (0, 0):
                seen.add(resources.objgen)
            yield resources


_ACTIVE: contextvars.ContextVar[ImageSpool | None] = contextvars.ContextVar("image_spool", default=None)


def active_spool() -> ImageSpool | None:
    """The :class:`ImageSpool` pictures go to now (None: the painter draws pixels, as for the screen)."""
    return _ACTIVE.get()


@contextmanager
def spooling(spool: ImageSpool) -> Iterator[ImageSpool]:
    """Send the pictures the painter draws in this block to ``spool``."""
    token = _ACTIVE.set(spool)
    try:
        yield spool
    finally:
        _ACTIVE.reset(token)
