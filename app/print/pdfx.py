"""The print-shop PDF: PDF/X-4 in CMYK (ISO 15930-7), made from the regular PDF by a pikepdf pass.

What :func:`make_print_shop` changes in the file :func:`app.print.pdf.write_pdf` wrote:

- every RGB image XObject (DeviceRGB, ICCBased with N = 3, Indexed over RGB) becomes a CMYK JPEG
  (Pillow/libjpeg-turbo, quality :data:`CMYK_JPEG_QUALITY`, ``/Decode [1 0 1 0 1 0 1 0]`` because Pillow
  writes Adobe-style inverted CMYK), converted sRGB → :data:`PROFILE_PATH` with LittleCMS (``ImageCms``,
  perceptual intent); soft masks (DeviceGray) stay as they are;
- every RGB colour in the page content streams (``rg``/``RG``, and ``sc``/``scn``/``SC``/``SCN`` after a
  ``cs``/``CS`` naming DeviceRGB) becomes the same colour in CMYK through the same transform (``k``/``K``, or
  ``/DeviceCMYK cs`` + four components); what the pass cannot convert (a pattern over RGB) stays RGB but is
  colour-managed: each page gets ``/DefaultRGB`` = ICCBased sRGB, which PDF/X-4 allows;
- ``/OutputIntents`` [<< /S /GTS_PDFX /DestOutputProfile (the profile, /N 4) … >>], document info
  ``/GTS_PDFXVersion (PDF/X-4)``, ``/Trapped /False``, dates, and XMP metadata with the same keys
  (``pdfxid:GTS_PDFXVersion``, ``pdf:Trapped``, ``dc:title``, ``xmp:*Date``, ``xmpMM`` ids);
- the file is written whole as one revision (no incremental update), PDF 1.6.

Page boxes (MediaBox ⊇ BleedBox ⊇ TrimBox), embedded font subsets and the bleed come from ``write_pdf``
(``PrintOptions.print_shop`` forces bleed on); :func:`pad_for_print_shop` adds blank pages and a back cover so
the page count is a multiple of 4 (a book is printed and folded in sheets of 4 pages at least).
"""

from __future__ import annotations

import datetime as _dt
import io
import re
import uuid
from dataclasses import replace
from pathlib import Path

from app.book.errors import BookError
from app.book.layout import PrintDocument, PrintPage
from assets import COLOR_DIR

PROFILE_PATH = COLOR_DIR / "default_cmyk.icc"
"""The CMYK output profile (Artifex CMYK SWOP Profile, AGPL-3.0-or-later; see ``assets/color/README.md``)."""

PROFILE_NAME = "Artifex CMYK SWOP Profile"
"""The profile's own description tag, named in the output intent's /Info and /OutputCondition."""

PDFX_VERSION = "PDF/X-4"
CMYK_JPEG_QUALITY = 94
SHEET_PAGES = 4
"""The page count of a print-shop book is padded to a multiple of this."""

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def pad_for_print_shop(doc: PrintDocument) -> PrintDocument:
    """``doc`` with blank pages and a back cover appended so its page count is a multiple of 4.

    The back cover (kind ``back-cover``, always the last page) prints the title, the first line of the
    dedication (``PrintPage.title``) and the colophon's line holding the date (``PrintPage.text``)."""
    dedication = next((line.strip() for line in doc.dedication.splitlines() if line.strip()), "")
    dated = next((line for line in doc.colophon if _DATE.search(line)), "")
    back = PrintPage(kind="back-cover", title=dedication, text=dated)
    blanks = (-(len(doc.pages) + 1)) % SHEET_PAGES
    pages = [*doc.pages, *(PrintPage(kind="blank") for _ in range(blanks)), back]
    return replace(doc, pages=pages)


def _transform():
    """The sRGB → CMYK (output profile) LittleCMS transform, perceptual intent."""
    from PIL import ImageCms

    return ImageCms.buildTransform(
        ImageCms.createProfile("sRGB"),
        ImageCms.getOpenProfile(str(PROFILE_PATH)),
        "RGB",
        "CMYK",
        renderingIntent=ImageCms.Intent.PERCEPTUAL,
    )


class _Converter:
    """Converts colours and images with one transform; caches colours (a book uses a handful)."""

    def __init__(self) -> None:
        self.transform = _transform()
        self.colours: dict[tuple[float, ...], list[float]] = {}

    def colour(self, rgb: tuple[float, ...]) -> list[float]:
        """An RGB colour (components 0–1) as CMYK components 0–1, rounded to 4 places."""
        from PIL import Image, ImageCms

        if rgb not in self.colours:
            pixel = Image.new("RGB", (1, 1), tuple(round(max(0.0, min(1.0, v)) * 255) for v in rgb))
            cmyk = ImageCms.applyTransform(pixel, self.transform).getpixel((0, 0))
            self.colours[rgb] = [round(v / 255, 4) for v in cmyk]
        return self.colours[rgb]

    def image(self, obj) -> bool:
        """Rewrite image XObject ``obj`` as a CMYK JPEG when it is RGB; True when it was changed."""
        import pikepdf
        from PIL import ImageCms

        if not _is_rgb(obj.get(pikepdf.Name.ColorSpace)):
            return False
        picture = pikepdf.PdfImage(obj).as_pil_image().convert("RGB")
        cmyk = ImageCms.applyTransform(picture, self.transform)
        data = io.BytesIO()
        cmyk.save(data, "JPEG", quality=CMYK_JPEG_QUALITY)
        obj.write(data.getvalue(), filter=pikepdf.Name.DCTDecode)
        obj.ColorSpace = pikepdf.Name.DeviceCMYK
        obj.BitsPerComponent = 8
        obj.Decode = pikepdf.Array([1, 0] * 4)
        for key in (pikepdf.Name.DecodeParms, pikepdf.Name.Intent):
            if key in obj:
                del obj[key]
        return True


def _is_rgb(space) -> bool:
    """Whether a PDF colour space (a name or an array) is RGB: DeviceRGB, ICCBased N 3, Indexed over those."""
    import pikepdf

    if space is None:
        return False
    if isinstance(space, pikepdf.Name):
        return space == pikepdf.Name.DeviceRGB
    if isinstance(space, pikepdf.Array) and len(space):
        family = space[0]
        if family == pikepdf.Name.ICCBased:
            return int(space[1].get(pikepdf.Name.N, 0)) == 3
        if family == pikepdf.Name.Indexed:
            return _is_rgb(space[1])
    return False


def _rewrite_content(pdf, page, conv: _Converter) -> int:
    """Turn the page's RGB fill/stroke colours into CMYK; returns how many operators stayed RGB."""
    import pikepdf

    spaces = page.obj.Resources.get(pikepdf.Name.ColorSpace, pikepdf.Dictionary())
    current = {"fill": False, "stroke": False}  # True while that colour space is RGB
    out, kept = [], 0
    for operands, op in pikepdf.parse_content_stream(page.obj):
        name = str(op)
        if name in ("cs", "CS"):
            which = "fill" if name == "cs" else "stroke"
            space = operands[0]
            resolved = spaces.get(space, space) if space != pikepdf.Name.DeviceRGB else space
            current[which] = _is_rgb(resolved)
            if current[which]:
                operands = [pikepdf.Name.DeviceCMYK]
        elif name in ("rg", "RG"):
            op = pikepdf.Operator("k" if name == "rg" else "K")
            operands = conv.colour(tuple(float(v) for v in operands))
        elif name in ("sc", "scn", "SC", "SCN"):
            if current["fill" if name in ("sc", "scn") else "stroke"]:
                operands = conv.colour(tuple(float(v) for v in operands))
        elif name in ("sh", "BI"):
            kept += 1
        out.append((operands, op))
    page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(out))
    return kept


def _output_intent(pdf):
    """The PDF/X output intent dictionary holding the embedded profile."""
    import pikepdf

    profile = pdf.make_stream(PROFILE_PATH.read_bytes())
    profile.N = 4
    return pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.OutputIntent,
            S=pikepdf.Name.GTS_PDFX,
            OutputConditionIdentifier=pikepdf.String("Custom"),
            OutputCondition=pikepdf.String(f"{PROFILE_NAME} (Ghostscript default_cmyk.icc)"),
            Info=pikepdf.String(PROFILE_NAME),
            DestOutputProfile=profile,
        )
    )


def _metadata(pdf, title: str, creator: str) -> None:
    """Info and XMP keys PDF/X-4 requires: version, trapping, title, dates, document ids."""
    import pikepdf
    from pikepdf.models.metadata import encode_pdf_date

    now = _dt.datetime.now(_dt.UTC).replace(microsecond=0)
    info = pdf.docinfo
    info[pikepdf.Name.GTS_PDFXVersion] = PDFX_VERSION
    info[pikepdf.Name.Trapped] = pikepdf.Name("/False")
    info[pikepdf.Name.Title] = title
    info[pikepdf.Name.CreationDate] = encode_pdf_date(now)
    info[pikepdf.Name.ModDate] = encode_pdf_date(now)
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as meta:
        meta["dc:title"] = title
        meta["pdfxid:GTS_PDFXVersion"] = PDFX_VERSION
        meta["pdf:Trapped"] = "False"
        meta["pdf:Producer"] = str(info.get(pikepdf.Name.Producer, ""))
        meta["xmp:CreatorTool"] = creator
        for key in ("xmp:CreateDate", "xmp:ModifyDate", "xmp:MetadataDate"):
            meta[key] = now.isoformat()
        meta["xmpMM:DocumentID"] = f"uuid:{uuid.uuid4()}"
        meta["xmpMM:InstanceID"] = f"uuid:{uuid.uuid4()}"
        meta["xmpMM:VersionID"] = "1"
        meta["xmpMM:RenditionClass"] = "default"


def make_print_shop(source: Path, target: Path, title: str, creator: str) -> list[str]:
    """Write ``source`` (a finished regular PDF) as PDF/X-4 in CMYK to ``target`` (one revision, PDF 1.6).

    Returns warnings: how many colour operators stayed RGB (colour-managed by /DefaultRGB). Raises BookError
    when the shipped profile is missing (a broken installation), pikepdf.PdfError for an unreadable ``source``
    and OSError when ``target`` cannot be written."""
    import pikepdf

    if not PROFILE_PATH.is_file():
        raise BookError(
            f"cannot make the print-shop PDF: the colour profile {PROFILE_PATH} is missing; reinstall Memory "
            "Picture Book, or export without the print-shop choice"
        )

    conv = _Converter()
    warnings: list[str] = []
    with pikepdf.open(source) as pdf:
        srgb = pdf.make_stream(_srgb_profile())
        srgb.N = 3
        default_rgb = pikepdf.Array([pikepdf.Name.ICCBased, srgb])
        for obj in list(pdf.objects):
            if isinstance(obj, pikepdf.Stream) and obj.get(pikepdf.Name.Subtype) == pikepdf.Name.Image:
                conv.image(obj)
        kept = 0
        for page in pdf.pages:
            kept += _rewrite_content(pdf, page, conv)
            resources = page.obj.Resources
            if pikepdf.Name.ColorSpace not in resources:
                resources.ColorSpace = pikepdf.Dictionary()
            resources.ColorSpace.DefaultRGB = default_rgb
        if kept:
            warnings.append(f"print-shop PDF: {kept} shading(s) or inline image(s) stay in managed sRGB")
        pdf.Root.OutputIntents = pikepdf.Array([_output_intent(pdf)])
        _metadata(pdf, title, creator)
        pdf.save(target, min_version="1.6", fix_metadata_version=False)
    return warnings


def _srgb_profile() -> bytes:
    """An sRGB ICC profile made by LittleCMS (for /DefaultRGB)."""
    from PIL import ImageCms

    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
