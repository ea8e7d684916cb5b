"""Render the app icon from ``packaging/icons/memorybook.svg`` into the PNG, ICO and ICNS files.

Run once after editing the SVG (the results are checked in)::

    QT_QPA_PLATFORM=offscreen python packaging/make_icon.py

Writes ``packaging/icons/memorybook-<size>.png`` for each size in ``bundle_data.ICON_SIZES`` (RGBA, square,
pixels), ``memorybook.ico`` (Windows: 16–256 px) and ``memorybook.icns`` (macOS: 16–512 px). The SVG is drawn
with Qt's SVG renderer (antialiased); the ICO and ICNS containers are written by Pillow.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bundle_data import ICON_SIZES, ICON_SVG  # noqa: E402


def render_png(size: int) -> bytes:
    """The SVG rendered at ``size`` × ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICON_SVG))
    if not renderer.isValid():
        raise SystemExit(f"{ICON_SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def main() -> int:
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (Qt needs an app to paint)
    out = ICON_SVG.parent
    images = {}
    for size in ICON_SIZES:
        png = render_png(size)
        (out / f"memorybook-{size}.png").write_bytes(png)
        images[size] = Image.open(io.BytesIO(png)).convert("RGBA")
    ico_sizes = [(s, s) for s in ICON_SIZES if s <= 256]
    images[256].save(out / "memorybook.ico", sizes=ico_sizes)
    images[512].save(out / "memorybook.icns", append_images=[images[s] for s in ICON_SIZES if s < 512])
    print(f"wrote {len(ICON_SIZES)} PNGs, memorybook.ico and memorybook.icns into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
