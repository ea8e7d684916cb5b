"""Images drawn at the screen's device pixel ratio, so photos and pictures stay sharp at 125–200 % scaling.

A widget ``w`` logical px wide covers ``w × devicePixelRatio`` device pixels. A pixmap scaled to the logical
size and shown on a 150 % screen is stretched by Qt and looks soft; :func:`sharp_pixmap` scales the source to
the device size and tags the pixmap with the ratio instead (Qt's high-DPI rule: "QPixmap::setDevicePixelRatio",
Qt 6 High DPI documentation).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import QWidget


def sharp_pixmap(image: QImage, size: QSize, widget: QWidget) -> QPixmap:
    """``image`` scaled to fit ``size`` (logical px, aspect kept) at ``widget``'s device pixel ratio.

    The pixmap holds ``size × ratio`` device pixels at most (fewer when the source is smaller: it is never
    enlarged beyond its own pixels) and carries the ratio, so Qt draws it 1:1 on the screen."""
    ratio = widget.devicePixelRatioF()
    if image.isNull():
        return QPixmap()
    target = size * ratio
    if image.width() > target.width() or image.height() > target.height():
        image = image.scaled(
            target, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def sharp_icon(image: QImage, size: QSize, widget: QWidget) -> QIcon:
    """An icon for item views: :func:`sharp_pixmap` of ``image`` at ``size`` (the view's icon size)."""
    return QIcon(sharp_pixmap(image, size, widget))
