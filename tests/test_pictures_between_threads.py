"""Pictures handed between threads (issue 23, item 9): a preview made in a worker thread reaches the GUI thread
whole, however soon the worker drops or overwrites what it was made from.

The app makes every picture it shows as a ``QImage`` in the worker (``app.viewmodels.images.pil_to_qimage``) and
sends it through a queued signal; only the GUI thread turns it into a ``QPixmap``. A ``QImage`` made over a bytes
buffer without a copy would point into memory Python frees once the worker's frame is gone: the GUI would paint
garbage or crash. This test makes many pictures in a thread, frees their sources at once, churns the allocator, and
compares every pixel the GUI thread receives.
"""

from __future__ import annotations

import gc
import threading

import numpy as np
from PIL import Image
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPixmap

from app.viewmodels.images import pil_to_qimage

PICTURES = 40


class _Sender(QObject):
    picture = Signal(int, QImage)


def _pattern(i: int) -> np.ndarray:
    """A picture that differs in every pixel from every other one (so a stale buffer cannot match)."""
    y, x = np.mgrid[0:48, 0:64]
    return np.stack([(x * 3 + i) % 256, (y * 5 + 7 * i) % 256, (x + y + 11 * i) % 256], axis=-1).astype(
        np.uint8
    )


def _pixels(image: QImage) -> np.ndarray:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    row = rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), np.uint8, count=row * rgb.height()).reshape(rgb.height(), row)
    return data[:, : rgb.width() * 3].reshape(rgb.height(), rgb.width(), 3).copy()


def test_pictures_made_in_a_worker_arrive_whole_in_the_gui_thread(qtbot):
    sender = _Sender()
    received: dict[int, np.ndarray] = {}

    def on_picture(i: int, image: QImage) -> None:
        assert threading.current_thread() is threading.main_thread()
        pixmap = QPixmap.fromImage(image)  # what the preview does with it, on the GUI thread only
        assert not pixmap.isNull()
        received[i] = _pixels(pixmap.toImage())

    sender.picture.connect(on_picture)  # auto connection: queued across threads

    def worker() -> None:
        frame = np.zeros((48, 64, 3), np.uint8)  # one buffer overwritten per step, as a live preview's is
        for i in range(PICTURES):
            frame[:] = _pattern(i)
            source = Image.fromarray(frame)
            image = pil_to_qimage(source)
            del source
            gc.collect()
            _ = [
                bytes(48 * 64 * 3) for _ in range(8)
            ]  # reuse the freed memory if anything still points at it
            sender.picture.emit(i, image)

    thread = threading.Thread(target=worker)
    thread.start()
    qtbot.waitUntil(lambda: len(received) == PICTURES, timeout=60_000)
    thread.join()
    for i in range(PICTURES):
        assert np.array_equal(received[i], _pattern(i)), f"picture {i} changed on its way to the GUI thread"
