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
from typing import Any

from app.book.errors import BookError
from app.book.fileio import fsync_dir as _fsync_dir
from app.book.fileio import named_when_disk_full, remove_stale_temp_files, temp_prefix
from app.book.geometry import media_size_mm, page_geometry
from app.book.layout import MM_PER_PT, PT_PER_MM, PrintDocument, PrintOptions
from app.print.forms import FormSpool, drawing_forms
from app.print.glyphs import GlyphLog, recording
from app.print.images import ImageSpool, spooling
from app.print.painter import PICTURE_LABELS, begin_mm, page_name, paint_page
from app.print.pictures import LOW_DPI, MAX_DPI
from model.errors import Cancelled  # the one Cancelled: the PDF build was cancelled, no file was written
from words import Message

PDF_RESOLUTION = 1200
"""QPdfWriter's logical resolution in dots per inch (sets the precision of coordinates in the file)."""

QT_JPEG_QUALITY = 94
"""The JPEG quality Qt's PDF engine uses for images (hard-coded in qtbase's qpdf.cpp)."""

CREATOR = "Memory Picture Book"


@dataclass
class PrintReport:
    """The outcome of :func:`write_pdf`: ``pages`` written, ``images`` as ``(label, effective_dpi)`` pairs in
        page order, ``warnings`` (one line each, naming the page), ``notes`` (what the writer added on its own, such as
    the padding pages, in the book's language), the output ``path`` and its size in ``bytes``."""

    pages: int
    images: list[tuple[Message | str, float]] = field(default_factory=list)
    warnings: list[Message | str] = field(default_factory=list)
    notes: list[Message | str] = field(default_factory=list)
    path: Path | None = None
    bytes: int = 0
    layout: tuple[Any, Any, Any] | None = None
    """``(pages, continuations, layouts)`` from :func:`app.print.paginate.paginate`: the paginated pages, the
    continuation report and each story page's dry-run ``PageResult`` by index, so whoever checks the book
    next (the preflight after a build) need not lay it out again."""


def document_warnings(doc: PrintDocument) -> list[Message | str]:
    """Characters the shipped fonts cannot draw, one warning per page that uses them, naming each character
    and its code point (e.g. ``page 3 “阿花”: the font cannot draw 𠀀 (U+20000)``)."""
    from app.print.fonts import missing_characters

    warnings: list[Message | str] = []
    for index, page in enumerate(doc.pages):
        parts = [page.title, page.text]
        if page.kind == "cover":
            parts += [doc.title, doc.subtitle, doc.dedication]
        if page.kind == "colophon":
            parts += doc.colophon
        missing = missing_characters("\n".join(parts))
        if missing:
            cannot = Message("print.font_cannot_draw", chars=list(missing))
            warnings.append(Message("located", where=page_name(doc, index), message=cannot))
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


def finish_file(
    tmp_in: Path,
    tmp_out: Path,
    title: str,
    boxes: Callable[[int], tuple[list[float], list[float], list[float]]],
    glyphs: GlyphLog,
    images: ImageSpool,
    forms: FormSpool | None = None,
) -> list[Message | str]:
    """Set boxes (``boxes(index)`` → MediaBox, TrimBox, BleedBox in points), metadata, ToUnicode maps (from
    ``glyphs``), the pictures (from ``images``) and the pattern bands (from ``forms``) with pikepdf, writing
    ``tmp_out``; returns the problems :func:`app.print.tounicode.rewrite_to_unicode` found."""
    import pikepdf

    from app.print.tounicode import rewrite_to_unicode

    with pikepdf.open(tmp_in) as pdf:
        problems = rewrite_to_unicode(pdf, glyphs)
        tag_subset_names(pdf)
        for index, page in enumerate(pdf.pages):
            media, trim, bleed = boxes(index)
            page.obj[pikepdf.Name.MediaBox] = pikepdf.Array(media)
            if pikepdf.Name.CropBox in page.obj:
                del page.obj[pikepdf.Name.CropBox]
            if pikepdf.Name.Annots in page.obj and not len(page.obj.Annots):  # Qt writes an empty one
                del page.obj[pikepdf.Name.Annots]
            page.obj[pikepdf.Name.TrimBox] = pikepdf.Array(trim)
            page.obj[pikepdf.Name.BleedBox] = pikepdf.Array(bleed)
        if pikepdf.Name.Metadata in pdf.Root:
            del pdf.Root[pikepdf.Name.Metadata]
        info = pdf.docinfo
        for key in list(info.keys()):
            del info[key]
        info[pikepdf.Name.Title] = title
        info[pikepdf.Name.Author] = ""
        info[pikepdf.Name.Creator] = CREATOR
        info[pikepdf.Name.Producer] = "Qt QPdfWriter + pikepdf"
        images.mark(pdf)
        if forms is not None:
            forms.mark(pdf)
        pdf.save(tmp_out, fix_metadata_version=False, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    images.append(tmp_out)
    return problems


def page_boxes(doc: PrintDocument, options: PrintOptions):
    """``boxes(index)`` for :func:`_finish`: MediaBox, TrimBox and BleedBox (points) of page ``index``."""

    def boxes(index: int) -> tuple[list[float], list[float], list[float]]:
        geo = page_geometry(doc.pages[index].kind, options, index)
        media = [0, 0, round(geo.media.w * PT_PER_MM, 3), round(geo.media.h * PT_PER_MM, 3)]
        return media, geo.trim_box_pt(), geo.bleed_box_pt()

    return boxes


def check_target(path: str | os.PathLike[str]) -> tuple[Path, Path]:
    """``(target, folder)`` of an output path; raises BookError when its folder does not exist."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise BookError(Message("print.no_folder", target=target, folder=folder))
    return target, folder


def prepare(
    doc: PrintDocument, options: PrintOptions, layout: list | None = None
) -> tuple[PrintDocument, PrintOptions, list[Message | str], object]:
    """What :func:`write_pdf` draws: ``doc`` paginated (long stories continue on the next page), for the print
    shop also padded (:func:`app.print.pdfx.pad_for_print_shop`) with bleed on; returns ``(doc, options,
    notes, picture_transform)``. ``layout`` (when given) gets ``(pages, continuations, layouts)`` of the
    pagination (:attr:`PrintReport.layout`). Raises BookError (print shop) when the shipped CMYK profile is
    missing."""
    from app.print.paginate import paginate

    continuations: list[Any] = []
    layouts: dict[Any, Any] = {}
    doc = paginate(doc, options, continuations, layouts)
    if layout is not None:
        layout.append((list(doc.pages), continuations, layouts))
    if not options.print_shop:
        return doc, options, [], None
    from app.print.pdfx import pad_for_print_shop, padding_note

    transform = _picture_transform(options)
    before = len(doc.pages)
    doc = pad_for_print_shop(doc)
    note = padding_note(len(doc.pages) - before - 1, doc.pages[before:-1])
    return doc, replace(options, bleed=True), [note] if note else [], transform


def _picture_transform(options: PrintOptions):
    """The spool's picture conversion: CMYK for the print shop (raises BookError when the shipped profile is
    missing), else None."""
    if not options.print_shop:
        return None
    from app.print.pdfx import picture_transform, require_profile

    require_profile()  # before drawing: the encoder threads convert the pictures with it
    return picture_transform(options.ink_limit)


class TempOutputs:
    """The two temporary files next to ``target`` a PDF is written through (``raw``: Qt's, ``final``: the
    finished one), removed on exit unless :meth:`publish` moved ``final`` into place."""

    def __init__(self, target: Path, folder: Path) -> None:
        self.target, self.folder, self.files = target, folder, []
        try:
            remove_stale_temp_files(folder, target.name)  # what a killed export left
            for suffix in (".qt.tmp", ".tmp"):
                fd, name = tempfile.mkstemp(prefix=temp_prefix(target), suffix=suffix, dir=folder)
                os.close(fd)
                self.files.append(Path(name))
        except OSError as exc:
            self.close()
            raise BookError(
                Message("print.cannot_write", target=target, reason=exc.strerror or str(exc))
            ) from exc
        self.raw, self.final = self.files

    def publish(self) -> None:
        """fsync ``final``, make it readable by others (mkstemp makes 0600) and move it onto ``target``."""
        with open(self.final, "rb+") as handle:
            os.fsync(handle.fileno())
        mask = os.umask(0o022)
        os.umask(mask)
        os.chmod(self.final, 0o666 & ~mask)  # others (a print shop, a share) must read it
        os.replace(self.final, self.target)
        self.files.remove(self.final)
        _fsync_dir(self.folder)

    def close(self) -> None:
        for tmp in self.files:
            try:
                tmp.unlink()
            except FileNotFoundError:
                pass


def open_writer(name: str, size_mm: tuple[float, float], title: str):
    """A ``QPdfWriter`` on ``name`` with pages of ``size_mm`` (width, height) and no margins, and the shift (mm)
    to apply to the drawing: Qt keeps page sizes in whole points and flips y about that rounded height; the
    exact MediaBox is set afterwards, so the drawing moves by the rounding to keep mm geometry exact."""
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    writer = QPdfWriter(name)
    writer.setResolution(PDF_RESOLUTION)
    writer.setCreator(CREATOR)
    writer.setTitle(title)
    width_mm, height_mm = size_mm
    # ExactMatch: the default fuzzy match would snap 236 × 323 mm to "A4 Extra" (235.5 × 322.3 mm).
    page_size = QPageSize(
        QSizeF(width_mm, height_mm), QPageSize.Unit.Millimeter, "book", QPageSize.SizeMatchPolicy.ExactMatch
    )
    layout = QPageLayout(
        page_size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter
    )
    layout.setMode(QPageLayout.Mode.FullPageMode)
    writer.setPageLayout(layout)
    qt_height_pt = writer.pageLayout().fullRectPoints().height()
    return writer, (height_mm * PT_PER_MM - qt_height_pt) * MM_PER_PT


def _draw_pages(doc, options, name, target, report, spools, glyph_log, on_progress, cancelled) -> None:
    """Draw every page of ``doc`` into a new PDF at ``name``, filling ``report``'s warnings and images;
    ``spools``: the pictures' :class:`ImageSpool` and the pattern's :class:`FormSpool` (None: drawn by Qt)."""
    from PySide6.QtGui import QPainter

    writer, shift_mm = open_writer(name, media_size_mm(options), doc.title)
    painter = QPainter()
    if not painter.begin(writer):
        raise BookError(Message("print.qt_cannot_open", target=target, folder=target.parent))
    try:
        for index, page in enumerate(doc.pages):
            if cancelled is not None and cancelled():
                raise Cancelled(Message("print.cancelled", file=target.name))
            if index:
                writer.newPage()
            begin_mm(painter, PDF_RESOLUTION)
            painter.translate(0.0, -shift_mm)
            geo = page_geometry(page.kind, options, index)
            with recording(glyph_log), spooling(spools[0]), drawing_forms(spools[1]):
                result = paint_page(painter, doc, index, options, geo, max_dpi=MAX_DPI)
            report.warnings += result.warnings
            for label, dpi in result.images:
                report.images.append((label, dpi))
                if dpi < LOW_DPI:
                    named = PICTURE_LABELS.get(label, label) if isinstance(label, str) else label
                    soft = Message("print.low_dpi", label=named, dpi=f"{dpi:.0f}", low=f"{LOW_DPI:.0f}")
                    report.warnings.append(Message("located", where=page_name(doc, index), message=soft))
            if on_progress is not None:
                on_progress(index + 1, len(doc.pages) + 1)
    finally:
        ended = painter.end()
    if not ended:
        raise BookError(Message("print.qt_cannot_finish", target=target))


def _finish(tmp: TempOutputs, doc: PrintDocument, options: PrintOptions, target: Path, glyph_log: GlyphLog,
            spools: tuple) -> list[Message | str]:  # fmt: skip
    """Qt's file in ``tmp`` finished by pikepdf (:func:`finish_file`), and made PDF/X for a print shop; returns the
    warnings. A full disk is named (Qt's writer cuts the file off silently: pikepdf cannot read it)."""
    import pikepdf

    with named_when_disk_full(target, tmp.folder, pikepdf.PdfError):
        spool, forms = spools
        warnings = finish_file(
            tmp.raw, tmp.final, doc.title, page_boxes(doc, options), glyph_log, spool, forms
        )
        if options.print_shop:
            warnings += _to_print_shop(tmp, doc.title, options)
        return warnings


def _to_print_shop(tmp: TempOutputs, title: str, options: PrintOptions) -> list[Message | str]:
    """Rewrite the finished file in ``tmp`` as PDF/X (:func:`app.print.pdfx.make_print_shop`); returns its
    warnings. The Qt file is no longer needed: the PDF/X pass reads the finished file and writes over it."""
    from app.print.pdfx import make_print_shop

    warnings = make_print_shop(tmp.final, tmp.raw, title, CREATOR, options.pdfx, options.ink_limit)
    os.replace(tmp.raw, tmp.final)
    tmp.files.remove(tmp.raw)
    return warnings


def write_pdf(
    doc: PrintDocument,
    path: str | os.PathLike[str],
    options: PrintOptions | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    *,
    prepared: bool = False,
) -> PrintReport:
    """Draw ``doc`` and write it as a PDF at ``path``; returns a :class:`PrintReport`.

    ``on_progress(done, total)`` is called after each page (total = pages + 1 for finishing the file).
    ``cancelled()`` is polled before each page; when it returns True, :class:`Cancelled` is raised and
    nothing is written. The report warns about characters the font cannot draw, text that does not fit,
    and images printing below 150 DPI, each naming the page. ``prepared``: ``doc`` is already paginated
    and padded (a print-on-demand preset, :mod:`app.print.order`), so it is drawn as it is.

    Raises BookError when the document is empty, the target folder is missing or not writable, or (print
    shop) the shipped CMYK profile is missing.
    """
    from app.print.fonts import register_fonts

    options = options or PrintOptions()
    if not doc.pages:
        raise BookError(Message("print.no_pages"))
    target, folder = check_target(path)
    register_fonts()
    layout: list = []  # what pagination laid out, for the preflight after a build
    if prepared:
        notes: list[Message | str] = []
        transform = _picture_transform(options)
    else:
        doc, options, notes, transform = prepare(doc, options, layout)
    report = PrintReport(pages=len(doc.pages), warnings=document_warnings(doc), notes=notes)
    report.layout = layout[0] if layout else None
    tmp = TempOutputs(target, folder)
    spool = None
    try:
        glyph_log = GlyphLog()
        spool = ImageSpool(folder, transform=transform, prefix=temp_prefix(target))
        forms = None if options.print_shop else FormSpool()  # the print-shop pass recolours pages only
        spools = (spool, forms)
        _draw_pages(doc, options, str(tmp.raw), target, report, spools, glyph_log, on_progress, cancelled)
        report.warnings += _finish(tmp, doc, options, target, glyph_log, spools)
        tmp.publish()
    finally:
        if spool is not None:
            spool.close()
        tmp.close()
    report.path = target
    report.bytes = target.stat().st_size
    if on_progress is not None:
        on_progress(len(doc.pages) + 1, len(doc.pages) + 1)
    return report
