"""Garbage that holds the GUI thread's Qt objects is collected in the GUI thread, however much a worker job
allocates (app/viewmodels/gc_guard.py). Before the guard was tied to the worker bridge, a print-shop export
(pikepdf allocating in the worker) started a collection there that freed an earlier view-model with a running
QTimer: "QObject::~QObject: Timers cannot be stopped from another thread", then a segfault on the timer's
next tick in QApplicationPrivate::notify_helper."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, Qt, QTimer

from app.viewmodels.worker import WorkerBridge


class _Holder(QObject):
    """A GUI-thread object in a reference cycle, with a running timer (as a view-model's autosave has)."""


def _churn(ctx) -> None:
    """Allocate cyclic garbage well past every generation's threshold, in the worker thread."""
    for _ in range(300_000):
        cell: list = []
        cell.append(cell)


def test_qt_garbage_is_freed_in_the_gui_thread_while_a_worker_allocates(qtbot):
    bridge = WorkerBridge()
    assert not gc.isenabled()  # the bridge handed collection to the GUI thread
    freed_in: list[str] = []
    collected_in: list[str] = []

    def on_collection(phase: str, info: dict) -> None:
        if phase == "start":
            collected_in.append(threading.current_thread().name)

    holder = _Holder()
    holder.cycle = holder
    QTimer(holder).start(60_000)
    holder.destroyed.connect(
        lambda: freed_in.append(threading.current_thread().name), Qt.ConnectionType.DirectConnection
    )
    del holder
    gc.callbacks.append(on_collection)
    try:
        with qtbot.waitSignal(bridge.job_finished, timeout=60_000):
            bridge.submit("churn", _churn)
    finally:
        gc.callbacks.remove(on_collection)
    assert set(collected_in) <= {"MainThread"}  # no collection started in the worker
    assert freed_in in ([], ["MainThread"])
    qtbot.waitUntil(lambda: bool(freed_in), timeout=10_000)  # the GUI thread's timer collects it
    assert freed_in == ["MainThread"]
    assert bridge.shutdown(10_000)
