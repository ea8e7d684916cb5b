"""The printed book: Qt draws each page (:mod:`app.print.painter`), the same painter feeds the on-screen
preview and the PDF writer (:mod:`app.print.pdf`); line breaking with kinsoku and no lone characters in
:mod:`app.print.text`; the shipped fonts and their fallbacks in :mod:`app.print.fonts` (``missing_glyphs``:
what no shipped font draws); glyph runs and the ToUnicode maps that make text copy back in
:mod:`app.print.glyphs` / :mod:`app.print.tounicode`; pictures embedded as Pillow's JPEGs in
:mod:`app.print.images`; fitting and continuing long stories in :mod:`app.print.fitting` /
:mod:`app.print.paginate` (``continuations``: the continuation pages a book needs); English curly quotes in
:mod:`app.print.typography`; the print-shop PDF/X-4 (CMYK for FOGRA39, output intent, crop marks in
registration colour, pages padded to a multiple of 4 with a back cover) in :mod:`app.print.pdfx`, PDF/X-1a in
:mod:`app.print.pdfx1a`; padding (spare photos, notes pages) in :mod:`app.print.padding`. Print-on-demand orders
(docs/PRINT.md): the presets in :mod:`app.print.services`, the cover wrap's geometry in :mod:`app.print.wrap` and
its PDF in :mod:`app.print.cover_pdf`, the order and its preflight in :mod:`app.print.order` /
:mod:`app.print.order_checks`. Units, sizes and print input values live Qt-free in :mod:`app.book.layout`,
page geometry in :mod:`app.book.geometry`.
"""

from app.book.layout import PrintDocument, PrintOptions, PrintPage

__all__ = ["PrintDocument", "PrintOptions", "PrintPage"]
