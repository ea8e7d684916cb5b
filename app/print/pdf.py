"""Write the book as a print-ready PDF: Qt's ``QPdfWriter`` draws the pages, pikepdf finishes the file.

What the file holds:

- every page at the MediaBox size of :func:`app.book.layout.media_size_mm`; TrimBox = the finished page,
  BleedBox = trim + 3 mm when bleed is on (else = TrimBox); crop marks in the slug;
- the shipped font embedded as TrueType subsets (``/FontFile2``) with a ToUnicode map rewritten from the
  glyphs actually drawn (:mod:`app.print.glyphs`, :mod:`app.print.tounicode`), so text is selectable and
  extracts back to exactly the story's characters (supplementary planes, shared glyphs, spaces included);
- pictures as JPEG (``/DCTDecode``), downscaled to at most 300 DPI for their frame and encoded once by
  Pillow at quality 94 with 4:2:0 chroma (a JPEG file that needs no change passes through with its
  metadata segments removed), then embedded as they are (:mod:`app.print.images`): Qt never re-encodes them,
  and no EXIF/GPS can reach the file;
- document info: /Title, an empty /Author, /Creator "Memory Picture Book"; no XMP metadata.

With ``PrintOptions.print_shop`` the file is PDF/X-4 in CMYK instead (:mod:`app.print.pdfx`): bleed on, the
page count padded to a multiple of 4 with blank pages and a back cover, pictures converted to CMYK with the
shipped FOGRA39 profile on the encoder threads and encoded once (:func:`app.print.pdfx.cmyk_transform`), then
colours converted, crop marks put in registration colour, output intent and XMP added, one revision.

The file is written to a temporary file in the target folder, fsynced, and moved into place with
``os.replace``: a failure leaves no half-written file and keeps any previous file intact.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from app.book.errors import BookError
from app.book.fileio import fsync_dir as _fsync_dir
from app.book.fileio import remove_stale_temp_files, temp_prefix
from app.book.layout import MM_PER_PT, PT_PER_MM, PrintDocument, PrintOptions, media_size_mm, page_geometry
from app.print.glyphs import GlyphLog, recording
from app.print.images import ImageSpool, spooling
from app.print.painter import begin_mm, page_name, paint_page
from app.print.pictures import LOW_DPI, MAX_DPI

PDF_RESOLUTION = 1200
"""QPdfWriter's logical resolution in dots per inch (sets the precision of coordinates in the file)."""

QT_JPEG_QUALITY = 94
"""The JPEG quality Qt's PDF engine uses for images (hard-coded in qtbase's qpdf.cpp)."""

CREATOR = "Memory Picture Book"


class Cancelled(BookError):
    """The PDF build was cancelled; no file was written."""


@dataclass
class PrintReport:
    """The outcome of :func:`write_pdf`: ``pages`` written, ``images`` as ``(label, effective_dpi)`` pairs in
        page order, ``warnings`` (one line each, naming the page), ``notes`` (what the writer added on its own, such as
    the padding pages, in the book's language), the output ``path`` and its size in ``bytes``."""

    pages: int
    images: list[tuple[str, float]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    path: Path | None = None
    bytes: int = 0
    layout: tuple | None = None
    """``(pages, continuations, layouts)`` from :func:`app.print.paginate.paginate`: the paginated pages, the
    continuation report and each story page's dry-run ``PageResult`` by index, so whoever checks the book
    next (the preflight after a build) need not lay it out again."""


def document_warnings(doc: PrintDocument) -> list[str]:
    """Characters the shipped fonts cannot draw, one warning per page that uses them, naming each character
    and its code point (e.g. ``page 3 “阿花”: the font cannot draw 𠀀 (U+20000)``)."""
    from app.print.fonts import missing_characters

    warnings = []
    for index, page in enumerate(doc.pages):
        parts = [page.title, page.text]
        if page.kind == "cover":
            parts += [doc.title, doc.subtitle, doc.dedication]
        if page.kind == "colophon":
            parts += doc.colophon
        missing = missing_characters("\n".join(parts))
        if missing:
            warnings.append(
                f"{page_name(doc, index)}: the font cannot draw {', '.join(missing)}; "
                "replace these characters or they will print wrongly"
            )
    return warnings


def tag_subset_names(pdf) -> int:
    """Give each Type0 font in ``pdf`` (a ``pikepdf.Pdf`` Qt wrote) and its CIDFont the subset-tagged name
    its font descriptor carries (``QFFAAA+MemoryBookWenKai-Regular``): ISO 32000-1 §9.6.4 wants a subset's
    ``/BaseFont`` and ``/FontName`` to begin with the same six-letter tag, and preflight tools use it to tell a
    subset from a whole font (Qt tags only ``/FontName``). Returns how many fonts were renamed."""
    import re

    import pikepdf

    renamed, seen = 0, set()
    for page in pdf.pages:
        for font in page.obj.get("/Resources", {}).get("/Font", {}).values():
            if font.objgen in seen or font.get("/Subtype") != "/Type0" or "/DescendantFonts" not in font:
                continue
            seen.add(font.objgen)
            cid_font = font.DescendantFonts[0]
            name = str(cid_font.get("/FontDescriptor", {}).get("/FontName", ""))
            if re.match(r"^/[A-Z]{6}\+", name) and str(font.get("/BaseFont")) != name:
                font.BaseFont = cid_font.BaseFont = pikepdf.Name(name)
                renamed += 1
    return renamed


def _finish(
    tmp_in: Path,
    tmp_out: Path,
    doc: PrintDocument,
    options: PrintOptions,
    glyphs: GlyphLog,
    images: ImageSpool,
) -> list[str]:
    """Set boxes, metadata, ToUnicode maps (from ``glyphs``) and the pictures (from ``images``) with pikepdf,
    writing ``tmp_out``; returns the problems :func:`app.print.tounicode.rewrite_to_unicode` found."""
    import pikepdf

    from app.print.tounicode import rewrite_to_unicode

    with pikepdf.open(tmp_in) as pdf:
        problems = rewrite_to_unicode(pdf, glyphs)
        tag_subset_names(pdf)
        for index, page in enumerate(pdf.pages):
            geo = page_geometry(doc.pages[index].kind, options, index)
            media = [0, 0, round(geo.media.w * PT_PER_MM, 3), round(geo.media.h * PT_PER_MM, 3)]
            page.obj[pikepdf.Name.MediaBox] = pikepdf.Array(media)
            if pikepdf.Name.CropBox in page.obj:
                del page.obj[pikepdf.Name.CropBox]
            page.obj[pikepdf.Name.TrimBox] = pikepdf.Array(geo.trim_box_pt())
            page.obj[pikepdf.Name.BleedBox] = pikepdf.Array(geo.bleed_box_pt())
        if pikepdf.Name.Metadata in pdf.Root:
            del pdf.Root[pikepdf.Name.Metadata]
        info = pdf.docinfo
        for key in list(info.keys()):
            del info[key]
        info[pikepdf.Name.Title] = doc.title
        info[pikepdf.Name.Author] = ""
        info[pikepdf.Name.Creator] = CREATOR
        info[pikepdf.Name.Producer] = "Qt QPdfWriter + pikepdf"
        images.mark(pdf)
        pdf.save(tmp_out, fix_metadata_version=False, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    images.append(tmp_out)
    return problems


def write_pdf(
    doc: PrintDocument,
    path: str | os.PathLike[str],
    options: PrintOptions | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> PrintReport:
    """Draw ``doc`` and write it as a PDF at ``path``; returns a :class:`PrintReport`.

    ``on_progress(done, total)`` is called after each page (total = pages + 1 for finishing the file).
    ``cancelled()`` is polled before each page; when it returns True, :class:`Cancelled` is raised and
    nothing is written. The report warns about characters the font cannot draw, text that does not fit,
    and images printing below 150 DPI, each naming the page.

    Raises BookError when the document is empty, the target folder is missing or not writable, or (print
    shop) the shipped CMYK profile is missing.
    """
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

    from app.print.fonts import register_fonts

    options = options or PrintOptions()
    target = Path(path)
    if not doc.pages:
        raise BookError("the book has no pages to print")
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise BookError(f"cannot write {target}: the folder {folder} does not exist")
    register_fonts()
    from app.print.paginate import paginate

    continuations, layouts = [], {}  # long stories continue on the next page instead of being cut off
    doc = paginate(doc, options, continuations, layouts)
    layout = (list(doc.pages), continuations, layouts)
    picture_transform = None
    if options.print_shop:
        from app.print.pdfx import cmyk_transform, pad_for_print_shop, padding_note, require_profile

        require_profile()  # before drawing: the encoder threads convert the pictures with it
        options = replace(options, bleed=True)
        before = len(doc.pages)
        doc = pad_for_print_shop(doc)
        picture_transform = cmyk_transform
        notes = [padding_note(len(doc.pages) - before - 1, doc.language)]
    else:
        notes = []
    report = PrintReport(
        len(doc.pages), warnings=document_warnings(doc), notes=[n for n in notes if n], layout=layout
    )
    total = len(doc.pages) + 1
    tmp_files: list[Path] = []
    cleanup: list[Callable[[], None]] = []
    try:
        try:
            remove_stale_temp_files(folder, target.name)  # what a killed export left
            fd, raw_name = tempfile.mkstemp(prefix=temp_prefix(target), suffix=".qt.tmp", dir=folder)
            os.close(fd)
            tmp_files.append(Path(raw_name))
            fd, final_name = tempfile.mkstemp(prefix=temp_prefix(target), suffix=".tmp", dir=folder)
            os.close(fd)
            tmp_files.append(Path(final_name))
        except OSError as exc:
            raise BookError(f"cannot write {target}: {exc.strerror or exc}") from exc

        writer = QPdfWriter(raw_name)
        writer.setResolution(PDF_RESOLUTION)
        writer.setCreator(CREATOR)
        writer.setTitle(doc.title)
        width_mm, height_mm = media_size_mm(options)
        # ExactMatch: the default fuzzy match would snap 236 × 323 mm to "A4 Extra" (235.5 × 322.3 mm).
        page_size = QPageSize(
            QSizeF(width_mm, height_mm),
            QPageSize.Unit.Millimeter,
            "book",
            QPageSize.SizeMatchPolicy.ExactMatch,
        )
        layout = QPageLayout(
            page_size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter
        )
        layout.setMode(QPageLayout.Mode.FullPageMode)
        writer.setPageLayout(layout)
        # Qt keeps page sizes in whole points and flips y about that rounded height; the exact MediaBox is
        # set afterwards, so shift the drawing by the rounding to keep mm geometry exact in the file.
        qt_height_pt = writer.pageLayout().fullRectPoints().height()
        shift_mm = (height_mm * PT_PER_MM - qt_height_pt) * MM_PER_PT
        painter = QPainter()
        glyph_log = GlyphLog()
        spool = ImageSpool(folder, transform=picture_transform, prefix=temp_prefix(target))
        cleanup.append(spool.close)
        if not painter.begin(writer):
            raise BookError(f"cannot write {target}: Qt could not open a PDF file in {folder}")
        try:
            for index, page in enumerate(doc.pages):
                if cancelled is not None and cancelled():
                    raise Cancelled(f"building {target.name} was cancelled; no file was written")
                if index:
                    writer.newPage()
                begin_mm(painter, PDF_RESOLUTION)
                painter.translate(0.0, -shift_mm)
                geo = page_geometry(page.kind, options, index)
                with recording(glyph_log), spooling(spool):
                    result = paint_page(painter, doc, index, options, geo, max_dpi=MAX_DPI)
                report.warnings += result.warnings
                for label, dpi in result.images:
                    report.images.append((label, dpi))
                    if dpi < LOW_DPI:
                        report.warnings.append(
                            f"{page_name(doc, index)}: the picture ({label}) prints at {dpi:.0f} DPI (below "
                            f"{LOW_DPI:.0f}) and may look soft — a larger scan of the photo would print sharper"
                        )
                if on_progress is not None:
                    on_progress(index + 1, total)
        finally:
            ended = painter.end()
        if not ended:
            raise BookError(f"cannot write {target}: Qt failed to finish the PDF")

        report.warnings += _finish(Path(raw_name), Path(final_name), doc, options, glyph_log, spool)
        if options.print_shop:
            from app.print.pdfx import make_print_shop

            # the Qt file is no longer needed: the PDF/X pass reads the finished file and writes over it
            report.warnings += make_print_shop(Path(final_name), Path(raw_name), doc.title, CREATOR)
            os.replace(raw_name, final_name)
            tmp_files.remove(Path(raw_name))
        with open(final_name, "rb+") as handle:
            os.fsync(handle.fileno())
        mask = os.umask(0o022)
        os.umask(mask)
        os.chmod(final_name, 0o666 & ~mask)  # mkstemp makes 0600: others (a print shop, a share) must read it
        os.replace(final_name, target)
        tmp_files.remove(Path(final_name))
        _fsync_dir(folder)
    finally:
        for done in cleanup:
            done()
        for tmp in tmp_files:
            try:
                tmp.unlink()
            except FileNotFoundError:
                pass
    report.path = target
    report.bytes = target.stat().st_size
    if on_progress is not None:
        on_progress(total, total)
    return report
