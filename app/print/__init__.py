"""The printed book: Qt draws each page (:mod:`app.print.painter`), the same painter feeds the on-screen
preview and the PDF writer (:mod:`app.print.pdf`); line breaking with kinsoku in :mod:`app.print.text`;
the shipped fonts in :mod:`app.print.fonts`. Geometry (mm) and the print input values live Qt-free in
:mod:`app.book.layout`.
"""

from app.book.layout import PrintDocument, PrintOptions, PrintPage

__all__ = ["PrintDocument", "PrintOptions", "PrintPage"]
