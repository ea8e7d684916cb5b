"""PDF/X-1a:2001 (ISO 15930-1), IngramSpark's default ("Using the default PDF/X-1a:2001 setting",
IngramSpark Help, *File Problems that Cause Printing Problems*): what :func:`app.print.pdfx.make_print_shop`
does beyond its CMYK conversion when asked for it.

- no transparency: ExtGState entries that only restate the opaque defaults (``/CA 1``, ``/ca 1``,
  ``/SMask /None``, ``/AIS false``, ISO 32000-1 §8.4.5) are removed, being PDF 1.4 keys a PDF 1.3 file
  should not carry; any other (``/ca`` < 1, a soft mask, a blend mode other than Normal) is live
  transparency X-1a forbids and is returned as a problem;
- document info ``/GTS_PDFXVersion (PDF/X-1:2001)``, ``/GTS_PDFXConformance (PDF/X-1a:2001)``,
  ``/Trapped /False``, ``/Title``, dates; no XMP stream (PDF 1.3 has none);
- the file is saved as PDF 1.3 by the caller.

:func:`transparency_problems` is shared with the service preflight (KDP: "Transparent objects and layers
should be flattened", KDP Help, *Paperback Submission Guidelines*).
"""

from __future__ import annotations

import datetime as _dt

from words import Message

X1A_VERSION = "PDF/X-1:2001"
X1A_CONFORMANCE = "PDF/X-1a:2001"

_OPAQUE = {"/CA": 1, "/ca": 1, "/AIS": False}


def transparency_problems(pdf, strip_opaque: bool = False) -> list[tuple[int, str]]:
    """Live transparency in ``pdf`` (a ``pikepdf.Pdf``): ``(page number, what)`` for each page that has it
    (constant alpha below 1, a soft mask, a blend mode, an image with a soft mask). With ``strip_opaque``,
    ExtGState keys that only restate the opaque defaults are removed on the way."""
    import pikepdf

    problems = []
    for number, page in enumerate(pdf.pages, start=1):
        found = set()
        resources = page.obj.get("/Resources", {})
        for state in resources.get("/ExtGState", {}).values():
            for key in list(state.keys()):
                value = state[key]
                if key in _OPAQUE and _same(value, _OPAQUE[key]):
                    if strip_opaque:
                        del state[key]
                elif key == "/SMask" and str(value) == "/None":
                    if strip_opaque:
                        del state[key]
                elif key in ("/CA", "/ca", "/SMask"):
                    found.add(f"{key} {value}")
                elif key == "/BM" and value not in (pikepdf.Name.Normal, pikepdf.Name.Compatible):
                    found.add(f"blend mode {value}")
        for image in resources.get("/XObject", {}).values():
            if "/SMask" in image:  # a /Mask (stencil or colour key) is PDF 1.3 masking, not transparency
                found.add("an image with a soft mask")
        if found:
            problems.append((number, ", ".join(sorted(found))))
    return problems


def is_rgb(space) -> bool:
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
            return is_rgb(space[1])
    return False


def _same(value, expected) -> bool:
    try:
        return bool(value) == expected if isinstance(expected, bool) else float(value) == expected
    except (TypeError, ValueError):
        return False


def _drop_unused_rgb_spaces(page) -> None:
    """Remove the RGB colour spaces (and patterns over RGB) Qt declares in a page's resources but its content
    never selects: X-1a allows no RGB colour space in the file."""
    import pikepdf

    spaces = page.obj.get("/Resources", {}).get("/ColorSpace")
    if spaces is None:
        return
    used = {
        str(instruction.operands[0])
        for instruction in pikepdf.parse_content_stream(page.obj)
        if str(instruction.operator) in ("cs", "CS")
    }
    for name in list(spaces.keys()):
        space = spaces[name]
        pattern_rgb = isinstance(space, pikepdf.Array) and len(space) > 1 and is_rgb(space[1])
        if name not in used and (is_rgb(space) or pattern_rgb):
            del spaces[name]


def finish_x1a(pdf, title: str) -> list[Message]:
    """Make ``pdf`` (already CMYK with its output intent) PDF/X-1a:2001 as the module docstring says; returns
    the transparency it could not remove, one line per page (each a reason the file is not X-1a)."""
    import pikepdf
    from pikepdf.models.metadata import encode_pdf_date

    problems = transparency_problems(pdf, strip_opaque=True)
    for page in pdf.pages:
        _drop_unused_rgb_spaces(page)
    if pikepdf.Name.Metadata in pdf.Root:
        del pdf.Root[pikepdf.Name.Metadata]
    now = _dt.datetime.now(_dt.UTC).replace(microsecond=0)
    info = pdf.docinfo
    info[pikepdf.Name.GTS_PDFXVersion] = X1A_VERSION
    info[pikepdf.Name.GTS_PDFXConformance] = X1A_CONFORMANCE
    info[pikepdf.Name.Trapped] = pikepdf.Name("/False")
    info[pikepdf.Name.Title] = title
    info[pikepdf.Name.CreationDate] = encode_pdf_date(now)
    info[pikepdf.Name.ModDate] = encode_pdf_date(now)
    if pikepdf.Name.Author in info and not str(info.Author):
        del info[pikepdf.Name.Author]
    return [Message("print.pdfx1a.transparency", number=number, what=what) for number, what in problems]
