"""Ink in a CMYK file: the total a press takes (total area coverage, TAC), and black text in black ink only.

- :func:`limit_ink` caps a converted picture's (or colour's) total ink at the service's limit, taking the
  excess out of cyan, magenta and yellow in proportion (the black plate keeps the shadows' depth): the FOGRA39
  conversion (:mod:`app.print.pdfx`) lays down up to 330 %, IngramSpark's presses take 240 %.
- :func:`key_text_black` sets text whose colour converted to a *rich black* (the black plate nearly solid, the
  other inks under it) in black ink alone: small type in four inks shows coloured fringes wherever the plates
  shift (printers' rule: text in 100 % K; e.g. Drummond, "100% black vs 4-color black"), and the CMY under it
  adds ink and nothing a reader sees.
- :func:`heavy_ink` and :func:`text_colours` read a written file back for the order's preflight
  (:mod:`app.print.order_checks`).

Ink amounts are fractions 0–1 per ink in the content stream (``k``/``K``) and 0–255 in Pillow's CMYK pictures;
totals are in percent (0–400).
"""

from __future__ import annotations

from typing import Any

from app.print.services import FOGRA39_TAC

RICH_BLACK_K = 0.85
"""Text whose black ink is at least this (0–1) ..."""
RICH_BLACK_CMY = 0.3
"""... with at least this much cyan + magenta + yellow under it (0–3) is set in rich black."""

PICTURE_MARGIN_PCT = 8.0
"""Pictures are capped this far (percent points) under the limit: JPEG's rounding moves dark pixels by up to
about 6 points (measured on the sample book's washes: capped at 237 %, read back at 243 %), and the file check
reads the JPEG back."""

TEXT_SHOWING = ("Tj", "TJ", "'", '"')
"""The operators that paint text (ISO 32000-1 §9.4.3)."""


def limit_ink(picture, limit_pct: float = FOGRA39_TAC):
    """``picture`` (a Pillow CMYK image, ink 0–255) with no pixel above ``limit_pct`` % total ink: where the
    sum is higher, C, M and Y are scaled down together until it is ``limit_pct`` (K is kept). Returns the same
    image when nothing is above the limit."""
    import numpy as np
    from PIL import Image

    ink = np.asarray(picture, dtype=np.float32)
    cap = limit_pct / 100.0 * 255.0
    total = ink.sum(axis=2)
    over = total > cap
    if not over.any():
        return picture
    cmy = ink[..., :3].sum(axis=2)
    scale = np.where(over, np.clip((cap - ink[..., 3]) / np.maximum(cmy, 1e-6), 0.0, 1.0), 1.0)
    ink[..., :3] *= scale[..., None]
    return Image.fromarray(np.clip(np.floor(ink), 0, 255).astype(np.uint8), "CMYK")


def is_rich_black(cmyk) -> bool:
    """Whether ``cmyk`` (four fractions 0–1) is a rich black: K ≥ :data:`RICH_BLACK_K` and C + M + Y ≥
    :data:`RICH_BLACK_CMY`."""
    c, m, y, k = (float(v) for v in cmyk)
    return k >= RICH_BLACK_K and c + m + y >= RICH_BLACK_CMY


def black_only(cmyk) -> list[float]:
    """The K-only colour for the rich black ``cmyk``: K darkened by a third of the CMY it had (each of those inks
    under the black absorbs a little of what the black lets through), at most 100 %."""
    c, m, y, k = (float(v) for v in cmyk)
    return [0.0, 0.0, 0.0, round(min(1.0, k + (c + m + y) / 3 * (1.0 - k)), 4)]


def key_text_black(ops: list[tuple[list, Any]]) -> list[tuple[list, Any]]:
    """``ops`` (a page's content stream as ``(operands, operator)`` pairs, colours already CMYK) with every
    fill colour that paints text and is a rich black replaced by :func:`black_only` (the same fill, if it
    also paints shapes before it changes, then is K-only too: dark either way)."""
    import pikepdf

    out = list(ops)
    current: int | None = None  # the index of the fill colour in effect
    stack: list[int | None] = []
    for index, (_operands, op) in enumerate(out):
        name = str(op)
        if name == "q":
            stack.append(current)
        elif name == "Q" and stack:
            current = stack.pop()
        elif name in ("k", "g", "rg", "sc", "scn", "cs"):
            current = index
        elif name in TEXT_SHOWING and current is not None:
            colour, fill = out[current]
            if str(fill) == "k" and len(colour) == 4 and is_rich_black(colour):
                out[current] = (black_only(colour), pikepdf.Operator("k"))
    return out


def text_colours(page) -> list[tuple[float, float, float, float]]:
    """The CMYK fill colours (fractions 0–1) text on ``page`` (a pikepdf page) is painted in, each once, in the
    order met; text in other colour spaces (grey, RGB) is not listed."""
    import pikepdf

    found: list[tuple[float, float, float, float]] = []
    current: Any = None
    stack: list[Any] = []
    for instruction in pikepdf.parse_content_stream(page.obj):
        operands, op = instruction.operands, instruction.operator
        name = str(op)
        if name == "q":
            stack.append(current)
        elif name == "Q" and stack:
            current = stack.pop()
        elif name == "k" and len(operands) == 4:
            current = tuple(round(float(v), 4) for v in operands)
        elif name in ("g", "rg", "sc", "scn", "cs"):
            current = None
        elif name in TEXT_SHOWING and current is not None and current not in found:
            found.append(current)
    return found


def heavy_ink(pdf, limit: float = FOGRA39_TAC) -> list[tuple[int, float]]:
    """``(page number, total ink %)`` for each page of ``pdf`` whose CMYK colours (``k``/``K`` operators) or
    CMYK pictures (every pixel of a reduced copy) lay down more than ``limit`` % of ink."""
    import pikepdf

    out = []
    for number, page in enumerate(pdf.pages, start=1):
        most = 0.0
        for instruction in pikepdf.parse_content_stream(page.obj):
            operands, op = instruction.operands, instruction.operator
            if str(op) in ("k", "K") and len(operands) == 4:
                most = max(most, 100.0 * sum(float(v) for v in operands))
        for image in page.obj.get("/Resources", {}).get("/XObject", {}).values():
            if image.get("/Subtype") == "/Image" and image.get("/ColorSpace") == "/DeviceCMYK":
                most = max(most, _image_ink(image))
        if most > limit + 0.5:
            out.append((number, most))
    return out


def _image_ink(image) -> float:
    """The most ink (%) any pixel of a CMYK image XObject lays down, on a copy reduced to about 256 px a side
    (``/Decode [1 0 …]``: Adobe's inverted CMYK JPEGs, read back as ink amounts)."""
    import numpy as np
    import pikepdf

    picture = pikepdf.PdfImage(image).as_pil_image()
    factor = max(1, -(-max(picture.size) // 256))
    picture = picture.reduce(
        factor
    )  # box averages: never above the darkest pixel, unlike a resampling filter
    values = np.asarray(picture.convert("CMYK"), dtype=float) / 255.0
    decode = [float(v) for v in image.get("/Decode", [0, 1] * 4)]
    if decode[:2] == [1.0, 0.0] and picture.info.get("adobe_transform") is None:
        values = 1.0 - values
    return float(values.sum(axis=2).max() * 100.0)
