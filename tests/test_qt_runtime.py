"""The installed PySide6 keeps Python's reference counts right.

PySide6 6.12.0 on Python 3.11 dropped a reference to ``None`` on every Qt method returning void (QFont.setBold,
QPen.setWidthF, …); after a few thousand calls the interpreter aborted at exit with "none_dealloc" — a build
that wrote six PDFs crashed. pyproject.toml excludes that release; this test catches any like it.
"""

import sys

import pytest

from app.print.fonts import ensure_qt_app


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_void_qt_calls_do_not_consume_references_to_none():
    from PySide6.QtGui import QFont, QPen

    ensure_qt_app()
    font, pen = QFont("x"), QPen()
    before = sys.getrefcount(None)
    for _ in range(200):
        font.setBold(True)
        pen.setWidthF(0.3)
    assert sys.getrefcount(None) - before >= -5
