"""Pictures in the PDF: encoded once with Pillow (libjpeg-turbo), embedded as they are, never re-encoded by Qt.

Qt's PDF engine would JPEG-encode every image itself (``QImageWriter``, quality 94, 4:4:4 — twice the bytes
of 4:2:0 and slower than libjpeg-turbo). While an :class:`ImageSpool` is active (:func:`spooling`), the
painter draws a tiny stand-in ``QImage`` instead of each picture (its ``/Width`` is the picture's number + 1);
the spool encodes the real picture with Pillow at :data:`JPEG_QUALITY` with 4:2:0 chroma subsampling (a
print-shop picture, converted to CMYK by :attr:`ImageSpool.transform` on the same thread, without subsampling)
on worker threads while Qt draws on (or passes a JPEG file that needs no change through with its metadata
segments removed) straight into a spool file on disk (each encoder thread its own: Pillow releases the GIL
only while it encodes to a real file). :meth:`ImageSpool.mark` gives
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
import threading
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, wait
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image
    from PySide6.QtGui import QImage

    from app.print.pictures import PicturePlan

JPEG_QUALITY = 94
"""Pillow JPEG quality of embedded pictures (the quality Qt's own encoder used, now with 4:2:0 chroma)."""

JPEG_SUBSAMPLING = "4:2:0"
"""Chroma subsampling of embedded pictures: what cameras and print workflows use; half the bytes of 4:4:4."""

SPOOL_BATCH = 8
"""At most this many pictures wait for the encoder threads at once (their sources are held in memory until
they are encoded and stored in the spool file)."""

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


def save_jpeg(image: Image, handle, quality: int = JPEG_QUALITY) -> None:
    """Write ``image`` (RGB, L or CMYK) to the open binary file ``handle`` as a baseline JPEG at ``quality``,
    no metadata. RGB (stored as YCbCr) gets :data:`JPEG_SUBSAMPLING`; grey and CMYK every component at full
    resolution (4:4:4): Pillow would apply 4:2:0 to a CMYK image as C at full and M, Y and K at half
    resolution — black, which carries the detail in print, would lose half its resolution."""
    subsampling = JPEG_SUBSAMPLING if image.mode == "RGB" else "4:4:4"
    image.save(handle, "JPEG", quality=quality, subsampling=subsampling, optimize=False)


def encode_jpeg(image: Image, quality: int = JPEG_QUALITY) -> bytes:
    """``image`` as the JPEG bytes :func:`save_jpeg` writes."""
    buffer = io.BytesIO()
    save_jpeg(image, buffer, quality)
    return buffer.getvalue()


def passthrough_jpeg(source: Image) -> bytes | None:
    """The bytes of ``source``'s JPEG file, metadata removed, when it is an RGB or grey JPEG read from a file
    (the caller has checked that it prints exactly as stored); else None."""
    if source.format != "JPEG" or source.mode not in ("RGB", "L"):
        return None
    filename = getattr(source, "filename", "")
    try:
        data = Path(filename).read_bytes() if filename else b""
    except OSError:
        return None
    return strip_jpeg_metadata(data) if data else None


_POOL: tuple[int, ThreadPoolExecutor] | None = None
_POOL_LOCK = threading.Lock()


def encoder_pool() -> ThreadPoolExecutor:
    """The process's picture-encoding threads, started once (starting threads for every PDF cost about
    10 ms each) and started again in a forked child, which inherits the pool but not its threads. As many
    workers as CPUs, at most 4: Pillow releases the GIL while it resamples and encodes."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None or _POOL[0] != os.getpid():
            workers = max(1, min(4, os.cpu_count() or 1))
            _POOL = (os.getpid(), ThreadPoolExecutor(workers, thread_name_prefix="picture-encoder"))
        return _POOL[1]


@dataclass
class _Entry:
    width: int
    height: int
    mode: str
    file: int = -1  # which spool file holds the JPEG, once stored (each thread appends to its own)
    offset: int = 0  # where in that file it starts
    length: int = 0


MARKER = "/MemoryBookPicture"
"""Key :meth:`ImageSpool.mark` puts on each picture's image dictionary (its number) until it is written."""


@dataclass
class ImageSpool:
    """Pictures waiting to be embedded; see the module docstring. ``folder``: where the spool file goes (the
    output's folder, so nothing is written outside it); ``prefix``: the spool files' name prefix
    (:func:`app.book.fileio.temp_prefix` of the output, so a killed build's spool files are found and
    removed by :func:`app.book.fileio.remove_stale_temp_files` like its other temporary files).
    ``transform``: optional ``PIL.Image → PIL.Image`` applied before encoding (to CMYK for print-shop PDFs). ``passed_through``: how many JPEG files were
    embedded unchanged."""

    folder: Path
    transform: Callable[[Image], Image] | None = None
    prefix: str = ".images."
    entries: list[_Entry] = field(default_factory=list)
    passed_through: int = 0
    _files: list[Path] = field(default_factory=list)  # spool files, one per thread that stored a picture
    _handles: dict[int, tuple[int, io.FileIO]] = field(
        default_factory=dict
    )  # thread id → (file number, open file)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _in_flight: deque = field(default_factory=deque)  # Futures of pictures being prepared and encoded

    def add(self, source: Image, plan: PicturePlan) -> QImage:
        """Take the picture ``source`` as ``plan`` places it (:func:`app.print.pictures.plan_picture`) and
        return the stand-in to draw in its place: a 1-pixel-high ``QImage`` whose width is the picture's
        number + 1. The pixels are cropped, resampled, encoded and stored in the spool file by
        :func:`encoder_pool`'s threads while Qt draws on; when :data:`SPOOL_BATCH` pictures are waiting,
        this waits for the oldest (so at most that many sources are held)."""
        from PySide6.QtGui import QColor, QImage

        mode = "CMYK" if self.transform is not None else "RGB"
        entry = _Entry(plan.size[0], plan.size[1], mode)
        self.entries.append(entry)
        unchanged = self.transform is None and plan.prints_unchanged(source)
        data = passthrough_jpeg(source) if unchanged else None
        self.passed_through += data is not None
        if data is not None:
            self._store(entry, data)
        else:
            while len(self._in_flight) >= SPOOL_BATCH:
                self._in_flight.popleft().result()  # raises what the worker raised
            source.load()  # decoded here: a lazily opened file must not be read by two threads at once
            self._in_flight.append(encoder_pool().submit(self._encode_and_store, entry, source, plan))
        stand_in = QImage(len(self.entries), 1, QImage.Format.Format_RGB32)
        stand_in.fill(QColor(200, 120, 40))  # coloured: Qt writes grey images as DeviceGray
        return stand_in

    def _encode_and_store(self, entry: _Entry, source: Image, plan: PicturePlan) -> None:
        """On a worker thread: ``source`` as ``plan`` prints it, through :attr:`transform`, encoded straight
        into this thread's spool file (Pillow releases the GIL only while encoding to a real file)."""
        from app.print.pictures import render_picture

        image = render_picture(source, plan)
        image = self.transform(image) if self.transform is not None else image
        if image.mode not in ("RGB", "L", "CMYK"):
            image = image.convert("RGB")
        number, handle = self._spool_file()
        start = handle.tell()
        save_jpeg(image, handle)
        entry.file, entry.offset, entry.length = number, start, handle.tell() - start

    def _store(self, entry: _Entry, data: bytes) -> None:
        """Append ``data`` (a picture's JPEG) to this thread's spool file and note where it lies in ``entry``."""
        number, handle = self._spool_file()
        entry.file, entry.offset, entry.length = number, handle.tell(), len(data)
        handle.write(data)

    def _spool_file(self) -> tuple[int, io.FileIO]:
        """This thread's spool file (number, unbuffered file open for appending), made on first use."""
        with self._lock:
            found = self._handles.get(threading.get_ident())
            if found is None:
                fd, name = tempfile.mkstemp(prefix=self.prefix, suffix=".spool.tmp", dir=self.folder)
                self._files.append(Path(name))
                found = (len(self._files) - 1, os.fdopen(fd, "ab", buffering=0))
                self._handles[threading.get_ident()] = found
            return found

    def _wait_for_workers(self) -> None:
        """Wait until every picture is stored; raise the first error a worker raised."""
        while self._in_flight:
            self._in_flight.popleft().result()

    def mark(self, pdf) -> int:
        """In ``pdf`` (a ``pikepdf.Pdf`` Qt wrote), give each stand-in its picture's final image dictionary,
        empty data and the :data:`MARKER` key; :meth:`append` later writes the data. Returns how many
        were marked; raises RuntimeError when a picture has no stand-in."""

        marked = 0
        for resources in resource_dicts(pdf):
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
        self._wait_for_workers()
        objects, trailer = _marked_objects(path)
        with open(path, "rb") as handle:
            handle.seek(max(0, path.stat().st_size - 2048))
            tail = handle.read()
        previous = int(tail[tail.rindex(b"startxref") + 9 :].split()[0])
        offsets: dict[int, int] = {}
        with ExitStack() as stack:
            out = stack.enter_context(open(path, "ab"))
            spools = [stack.enter_context(open(name, "rb")) for name in self._files]
            for number, (objnum, gen) in sorted(objects.items(), key=lambda kv: kv[1]):
                entry = self.entries[number]
                offsets[objnum] = out.tell()
                out.write(f"{objnum} {gen} obj\n{_dictionary(entry)}\nstream\n".encode("ascii"))
                spools[entry.file].seek(entry.offset)
                shutil.copyfileobj(_Limited(spools[entry.file], entry.length), out, 1 << 20)
                out.write(b"\nendstream\nendobj\n")
            out.write(_xref_and_trailer(offsets, objects, trailer, previous, out.tell()))
            out.flush()
            os.fsync(out.fileno())

    def close(self) -> None:
        """Cancel the pictures still waiting for a worker, wait for those being encoded, and remove the spool
        files."""
        for future in self._in_flight:
            future.cancel()
        wait(self._in_flight)
        self._in_flight.clear()
        with self._lock:
            for _, handle in self._handles.values():
                handle.close()
            self._handles.clear()
        for name in self._files:
            name.unlink(missing_ok=True)
        self._files.clear()


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
        for resources in resource_dicts(pdf):
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


def resource_dicts(pdf):
    """Each distinct ``/Resources`` dictionary of the pages of ``pdf`` (a ``pikepdf.Pdf``) once: where the
    stand-ins Qt wrote (pictures here, pattern bands in :mod:`app.print.forms`) are looked for."""
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
