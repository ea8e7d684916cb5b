"""The print-shop PDF: PDF/X-4 in CMYK (ISO 15930-7), made from the regular PDF by a pikepdf pass.

The CMYK condition is FOGRA39 (offset printing on coated paper per ISO 12647-2:2004/Amd 1, a characterization
in the ICC registry): :data:`PROFILE_PATH` is an output profile built with ArgyllCMS from the FOGRA39
characterization data (zlib licence; see ``assets/color/README.md``), total ink limited to 330 %. Every
conversion is sRGB → that profile with LittleCMS (Pillow ``ImageCms``), perceptual intent.

Pictures are converted once: :func:`app.print.pdf.write_pdf` gives its :class:`app.print.images.ImageSpool`
:func:`cmyk_transform`, so the encoder threads write each picture straight as a CMYK JPEG (every component
at full resolution; DeviceCMYK, ``/Decode [1 0 1 0 1 0 1 0]`` because Pillow writes Adobe-style inverted CMYK). What :func:`make_print_shop`
then changes in the finished file:

- an image XObject still in RGB (DeviceRGB, ICCBased with N = 3, Indexed over RGB) becomes a CMYK JPEG the
  same way; CMYK and DeviceGray images (soft masks) stay as they are;
- every RGB colour in the page content streams (``rg``/``RG``, and ``sc``/``scn``/``SC``/``SCN`` after a
  ``cs``/``CS`` naming an RGB space) becomes CMYK (``k``/``K``) through the same transform, except pure
  black (0 0 0): a black *fill* (text, if any) becomes ``0 0 0 1 k`` — 100 % K, no rich black that would
  misregister on thin type — and a black *stroke* (only the crop marks, :data:`app.print.painter.MARK`)
  becomes registration colour: tint 1 of ``[/Separation /All /DeviceCMYK f]`` with ``f`` a Type 2
  function giving 1 1 1 1 (ISO 32000-1 §8.6.6.4: *All* marks every separation, so the marks print on each
  plate; §7.10.3), named in the page's ``/ColorSpace`` resources. A ``CS`` selecting an RGB space becomes
  ``/All CS`` (the initial RGB stroke colour is black, the initial tint 1.0). Colour state is followed
  through ``q``/``Q``. What the pass cannot convert (a shading or pattern over RGB) stays RGB but is
  colour-managed: each page gets ``/DefaultRGB`` = ICCBased sRGB, which PDF/X-4 allows;
- text whose colour converted to a rich black (the near-black ink of a large-print book: K 92 % over C 27,
  M 43, Y 44) is set in black ink alone (:func:`app.print.ink.key_text_black`), and a service whose press
  takes less than the profile's 330 % total ink (IngramSpark: 240 %) gets every colour and picture capped at
  its limit (``ink_limit``, :func:`app.print.ink.limit_ink`);
- ``/OutputIntents`` [<< /S /GTS_PDFX /OutputConditionIdentifier (FOGRA39) /RegistryName
  (http://www.color.org) /OutputCondition … /Info (the profile's description) /DestOutputProfile (the
  profile, /N 4) >>] (ISO 32000-1 §14.11.5; PDF/X-4 wants the profile embedded even for a registered
  condition), document info ``/GTS_PDFXVersion (PDF/X-4)``, ``/Trapped /False``, dates, and XMP metadata
  with the same keys (``pdfxid:GTS_PDFXVersion``, ``pdf:Trapped``, ``dc:title``, ``xmp:*Date``, ``xmpMM`` ids);
- the file is written whole as one revision (no incremental update), PDF 1.6.

Page boxes (MediaBox ⊇ BleedBox ⊇ TrimBox), embedded font subsets and the bleed come from ``write_pdf``
(``PrintOptions.print_shop`` forces bleed on); :func:`pad_for_print_shop` adds blank pages and a back cover so
the page count is a multiple of 4 (a book is printed and folded in sheets of 4 pages at least).
"""

from __future__ import annotations

import datetime as _dt
import threading
import uuid
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.book.errors import BookError
from app.print.ink import PICTURE_MARGIN_PCT, key_text_black, limit_ink
from app.print.padding import SHEET_PAGES, pad_for_print_shop, padding_note  # noqa: F401 (re-exported)
from app.print.pdfx1a import is_rgb as _is_rgb
from app.print.services import FOGRA39_TAC
from assets import COLOR_DIR
from words import Message

if TYPE_CHECKING:
    from PIL.Image import Image

PROFILE_PATH = COLOR_DIR / "fogra39_memorybook.icc"
"""The CMYK output profile: FOGRA39, built with ArgyllCMS from ``FOGRA39L.ti3`` (zlib licence; see
``assets/color/README.md``, rebuilt by ``assets/color/build_fogra39.sh``)."""

PROFILE_NAME = "FOGRA39 (Memory Picture Book, built with ArgyllCMS from FOGRA39L.ti3)"
"""The profile's own description tag, the output intent's /Info."""

OUTPUT_CONDITION_IDENTIFIER = "FOGRA39"
"""The condition's name in the ICC characterization registry (:data:`REGISTRY_NAME`)."""

REGISTRY_NAME = "http://www.color.org"

OUTPUT_CONDITION = (
    "Offset printing according to ISO 12647-2:2004/Amd 1, OFCOM, paper type 1 or 2 = coated art, 115 g/m2, "
    "tone value increase curves A (CMY) and B (K)"
)
"""The output intent's human-readable /OutputCondition: the printing condition FOGRA39 characterizes (as the
characterization data names it)."""

PDFX_VERSION = "PDF/X-4"

REGISTRATION = "/All"
"""The Separation colorant name that marks every plate (ISO 32000-1 §8.6.6.4): the crop marks' colour."""


def require_profile() -> None:
    """Raise BookError, in words the user can act on, when the shipped CMYK profile is missing (a broken
    installation)."""
    if not PROFILE_PATH.is_file():
        raise BookError(Message("print.no_profile", profile=PROFILE_PATH))


_TRANSFORMS: dict[Path, object] = {}
_TRANSFORMS_LOCK = threading.Lock()


def _lcms_transform():
    """The sRGB → :data:`PROFILE_PATH` LittleCMS transform (perceptual intent), built once per profile.

    Built with ``Flags.NOCACHE``: LittleCMS's 1-pixel cache is state inside the transform, so with it one
    transform must not be applied by two threads at once; without it the encoder threads can share one.
    Raises BookError when the profile is missing."""
    from PIL import ImageCms

    with _TRANSFORMS_LOCK:
        found = _TRANSFORMS.get(PROFILE_PATH)
        if found is None:
            require_profile()
            found = ImageCms.buildTransform(
                ImageCms.createProfile("sRGB"),
                ImageCms.getOpenProfile(str(PROFILE_PATH)),
                "RGB",
                "CMYK",
                renderingIntent=ImageCms.Intent.PERCEPTUAL,
                flags=ImageCms.Flags.NOCACHE,
            )
            _TRANSFORMS[PROFILE_PATH] = found
        return found


def cmyk_transform(image: Image, ink_limit: float = FOGRA39_TAC) -> Image:
    """``image`` (taken as sRGB; any mode Pillow converts to RGB) converted to CMYK for :data:`PROFILE_PATH`
    with LittleCMS, perceptual intent: the print-shop conversion of pictures and colours; below the profile's
    330 %, ``ink_limit`` (total ink, %) caps every pixel (:func:`app.print.ink.limit_ink`). Safe to call from
    several threads at once. Raises BookError when the profile is missing."""
    from PIL import ImageCms

    cmyk = ImageCms.applyTransform(image if image.mode == "RGB" else image.convert("RGB"), _lcms_transform())
    assert cmyk is not None  # a new image (not inPlace)
    return limit_ink(cmyk, ink_limit) if ink_limit < FOGRA39_TAC else cmyk


def picture_transform(ink_limit: float = FOGRA39_TAC):
    """The conversion of pictures for an image spool (:class:`app.print.images.ImageSpool`): CMYK capped
    :data:`app.print.ink.PICTURE_MARGIN_PCT` under ``ink_limit`` (JPEG rounding moves dark pixels a little)."""
    if ink_limit >= FOGRA39_TAC:
        return cmyk_transform
    return partial(cmyk_transform, ink_limit=ink_limit - PICTURE_MARGIN_PCT)


class _Converter:
    """Converts colours and images with :func:`cmyk_transform`; caches colours (a book uses a handful)."""

    def __init__(self, ink_limit: float = FOGRA39_TAC) -> None:
        self.colours: dict[tuple[float, ...], list[float]] = {}
        self.ink_limit, self.pictures = ink_limit, picture_transform(ink_limit)

    def colour(self, rgb: tuple[float, ...]) -> list[float]:
        """An RGB colour (components 0–1) as CMYK components 0–1, rounded to 4 places."""
        from PIL import Image

        if rgb not in self.colours:
            pixel = Image.new("RGB", (1, 1), tuple(round(max(0.0, min(1.0, v)) * 255) for v in rgb))
            converted = cmyk_transform(pixel, self.ink_limit).getpixel((0, 0))
            assert isinstance(converted, tuple)  # a CMYK pixel: four components
            self.colours[rgb] = [round(v / 255, 4) for v in converted]
        return self.colours[rgb]

    def image(self, obj) -> bool:
        """Rewrite image XObject ``obj`` as a CMYK JPEG when it is RGB; True when it was changed (pictures
        the spool already wrote in CMYK, and grey soft masks, are left alone)."""
        import pikepdf

        from app.print.images import encode_jpeg

        if not _is_rgb(obj.get(pikepdf.Name.ColorSpace)):
            return False
        picture = pikepdf.PdfImage(obj).as_pil_image()
        obj.write(encode_jpeg(self.pictures(picture)), filter=pikepdf.Name.DCTDecode)
        obj.ColorSpace = pikepdf.Name.DeviceCMYK
        obj.BitsPerComponent = 8
        obj.Decode = pikepdf.Array([1, 0] * 4)
        for key in (pikepdf.Name.DecodeParms, pikepdf.Name.Intent):
            if key in obj:
                del obj[key]
        return True


def registration_space(pdf):
    """The registration colour space ``[/Separation /All /DeviceCMYK f]`` as an indirect object of ``pdf``
    (a ``pikepdf.Pdf``): ``f`` is a Type 2 (exponential) function with C0 = 0 0 0 0, C1 = 1 1 1 1, N = 1,
    so tint 1 shows as 100 % of every process ink where a device cannot paint *All* (a screen). ISO 32000-1
    §8.6.6.4 (Separation, the colorant name All), §7.10.3 (Type 2 functions)."""
    import pikepdf

    tint = pikepdf.Dictionary(FunctionType=2, Domain=[0, 1], C0=[0, 0, 0, 0], C1=[1, 1, 1, 1], N=1)
    space = [pikepdf.Name.Separation, pikepdf.Name(REGISTRATION), pikepdf.Name.DeviceCMYK, tint]
    return pdf.make_indirect(pikepdf.Array(space))


class _PageColours:
    """Rewrites one page's colour operators (see the module docstring). ``rgb[0]``/``rgb[1]``: the source's
    current fill/stroke space is RGB; ``all_stroke``: the stroke space this pass last set is *All*. Both are
    saved by ``q`` and restored by ``Q`` with the rest of the graphics state (ISO 32000-1 §8.4.2)."""

    def __init__(self, conv: _Converter, spaces, all_name) -> None:
        self.conv, self.spaces, self.all_name = conv, spaces, all_name
        self.rgb, self.all_stroke = [False, False], False
        self.stack: list[tuple[list[bool], bool]] = []
        self.used_all, self.kept = False, 0

    def rewrite(self, operands, op) -> list[tuple[list, Any]]:
        """The operators to write in place of ``operands op``."""
        import pikepdf

        name = str(op)
        stroke = int(name.isupper())  # CS, SC, SCN, RG, G, K set the stroke colour; in lower case the fill
        if name == "q":
            self.stack.append((list(self.rgb), self.all_stroke))
        elif name == "Q" and self.stack:
            self.rgb, self.all_stroke = self.stack.pop()
        elif name in ("cs", "CS"):
            self.rgb[stroke] = _is_rgb(self.spaces.get(operands[0], operands[0]))
            if stroke:
                self.all_stroke = False
                if self.rgb[stroke]:  # the initial RGB stroke colour is black, the initial tint is 1.0
                    return [self._select_all()]
            elif self.rgb[stroke]:
                return [([pikepdf.Name.DeviceCMYK], op)]
        elif name in ("rg", "RG") or (name in ("sc", "scn", "SC", "SCN") and self.rgb[stroke]):
            self.rgb[stroke] = True  # rg/RG select DeviceRGB
            return self._colour(tuple(float(v) for v in operands), stroke)
        elif name in ("g", "G", "k", "K"):
            self.rgb[stroke] = False
            self.all_stroke = self.all_stroke and not stroke
        elif name in ("sh", "BI"):
            self.kept += 1
        return [(operands, op)]

    def _colour(self, rgb: tuple[float, ...], stroke: int) -> list[tuple[list, object]]:
        """An RGB fill or stroke colour as CMYK (``k``/``K``); black as 100 % K, or as tint 1 of *All* when
        stroked."""
        import pikepdf

        black = all(v == 0 for v in rgb)
        if stroke and black:
            select = [] if self.all_stroke else [self._select_all()]
            return [*select, ([1], pikepdf.Operator("SCN"))]
        self.all_stroke = self.all_stroke and not stroke
        cmyk = [0, 0, 0, 1] if black else self.conv.colour(rgb)
        return [(cmyk, pikepdf.Operator("K" if stroke else "k"))]

    def _select_all(self) -> tuple[list, object]:
        """``/All CS`` (by its resource name): registration colour at tint 1.0 as the stroke colour."""
        import pikepdf

        self.used_all, self.all_stroke = True, True
        return ([self.all_name], pikepdf.Operator("CS"))


REGISTRATION_RESOURCE = "/MemoryBookAll"
"""The name the registration colour space has in each page's /ColorSpace resources."""


def _rewrite_content(pdf, page, conv: _Converter, registration) -> int:
    """Turn the page's RGB fill/stroke colours into CMYK and its black strokes into registration colour
    (naming ``registration`` in the page's /ColorSpace resources, made if missing); returns how many
    operators stayed RGB."""
    import pikepdf

    resources = page.obj.Resources
    if pikepdf.Name.ColorSpace not in resources:
        resources.ColorSpace = pikepdf.Dictionary()
    name = pikepdf.Name(REGISTRATION_RESOURCE)
    colours = _PageColours(conv, resources.ColorSpace, name)
    out: list[Any] = []
    for instruction in pikepdf.parse_content_stream(page.obj):
        operands, op = instruction.operands, instruction.operator
        out += colours.rewrite(operands, op)
    out = key_text_black(out)  # text in black ink alone, never a four-ink black [text-k]
    page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(out))
    if colours.used_all:
        resources.ColorSpace[name] = registration
    return colours.kept


def _output_intent(pdf):
    """The PDF/X output intent dictionary (ISO 32000-1 §14.11.5): the registered FOGRA39 condition, with its
    profile embedded as /DestOutputProfile (which PDF/X-4 requires even for a registered condition)."""
    import pikepdf

    profile = pdf.make_stream(PROFILE_PATH.read_bytes())
    profile.N = 4
    return pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.OutputIntent,
            S=pikepdf.Name.GTS_PDFX,
            OutputConditionIdentifier=pikepdf.String(OUTPUT_CONDITION_IDENTIFIER),
            RegistryName=pikepdf.String(REGISTRY_NAME),
            OutputCondition=pikepdf.String(OUTPUT_CONDITION),
            Info=pikepdf.String(PROFILE_NAME),
            DestOutputProfile=profile,
        )
    )


def _metadata(pdf, title: str, creator: str) -> None:
    """Info and XMP keys PDF/X-4 requires: version, trapping, title, dates, document ids; an empty /Author
    (the regular export writes one) is dropped, having no ``dc:creator`` to match."""
    import pikepdf
    from pikepdf.models.metadata import encode_pdf_date

    now = _dt.datetime.now(_dt.UTC).replace(microsecond=0)
    info = pdf.docinfo
    info[pikepdf.Name.GTS_PDFXVersion] = PDFX_VERSION
    info[pikepdf.Name.Trapped] = pikepdf.Name("/False")
    info[pikepdf.Name.Title] = title
    info[pikepdf.Name.CreationDate] = encode_pdf_date(now)
    info[pikepdf.Name.ModDate] = encode_pdf_date(now)
    if pikepdf.Name.Author in info and not str(info.Author):  # Info and XMP must agree: no empty author
        del info[pikepdf.Name.Author]
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


def make_print_shop(
    source: Path,
    target: Path,
    title: str,
    creator: str,
    version: str = PDFX_VERSION,
    ink_limit: float = FOGRA39_TAC,
) -> list[Message | str]:
    """Write ``source`` (a finished regular PDF) as PDF/X-4 in CMYK to ``target`` (one revision, PDF 1.6), or,
    with ``version`` "PDF/X-1a:2001", as PDF/X-1a (ISO 15930-1: PDF 1.3, CMYK and the registration
    separation only, no transparency, no /DefaultRGB; :mod:`app.print.pdfx1a`).

    Pictures the spool already wrote in CMYK pass unchanged (qpdf copies their data from ``source``). Returns
    warnings: how many colour operators stayed RGB (colour-managed by /DefaultRGB in X-4; a fault in X-1a,
    which the service preflight reports). Raises BookError when the shipped profile is missing (a broken
    installation), pikepdf.PdfError for an unreadable ``source`` and OSError when ``target`` cannot be written."""
    import pikepdf

    require_profile()
    conv, x1a = _Converter(ink_limit), version.startswith("PDF/X-1a")
    warnings: list[Message | str] = []
    with pikepdf.open(source) as pdf:
        for obj in list(pdf.objects):
            if isinstance(obj, pikepdf.Stream) and obj.get(pikepdf.Name.Subtype) == pikepdf.Name.Image:
                conv.image(obj)
        kept, registration = 0, registration_space(pdf)
        default_rgb = None if x1a else pikepdf.Array([pikepdf.Name.ICCBased, _srgb_stream(pdf)])
        for page in pdf.pages:
            kept += _rewrite_content(pdf, page, conv, registration)
            if default_rgb is not None:
                page.obj.Resources.ColorSpace.DefaultRGB = default_rgb
        if kept:
            warnings.append(Message("print.pdfx.managed_srgb", kept=kept))
        pdf.Root.OutputIntents = pikepdf.Array([_output_intent(pdf)])
        if x1a:
            from app.print.pdfx1a import finish_x1a

            warnings += finish_x1a(pdf, title)
            pdf.save(target, force_version="1.3", fix_metadata_version=False)
        else:
            _metadata(pdf, title, creator)
            pdf.save(target, min_version="1.6", fix_metadata_version=False)
    return warnings


def _srgb_stream(pdf):
    """An sRGB ICC profile stream (N 3) in ``pdf``, for /DefaultRGB."""
    srgb = pdf.make_stream(_srgb_profile())
    srgb.N = 3
    return srgb


def _srgb_profile() -> bytes:
    """An sRGB ICC profile made by LittleCMS (for /DefaultRGB)."""
    from PIL import ImageCms

    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
