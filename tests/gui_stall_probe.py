"""Measure, in a fresh process, how long the GUI thread is stopped while pages are drawn with a diffusion model
from the app's view-models for the first time (torch not yet imported anywhere), and then while the model
dialog's work is done (the catalogue's GPU needs, the placement plan, finding the model).

Run by tests/test_viewmodels_diffusion.py as ``python -m tests.gui_stall_probe BOOK MODEL PAGES [PROCESSES]``
(PROCESSES: the settings' ``model_processes``, e.g. 2 CPU model processes drawing from one queue); prints one
JSON line: the longest gap between ticks of a 10 ms GUI-thread timer (ms), the number of ticks, whether this
process imported torch, how many model processes drew, and how the job ended.
"""

from __future__ import annotations

import json
import sys


def main(argv: list[str]) -> int:
    book, model, pages = argv[0], argv[1], int(argv[2])
    processes = int(argv[3]) if len(argv) > 3 else 0
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication([])
    from app.settings import Settings
    from app.viewmodels.book import BookViewModel
    from app.viewmodels.illustrate import IllustrateViewModel
    from app.viewmodels.models import ModelsViewModel
    from app.viewmodels.worker import WorkerBridge
    from model.runtime.process import shared_engine

    book_vm = BookViewModel()
    assert book_vm.open(book)
    book_vm.book.illustration.steps = 3
    book_vm.book.illustration.width = book_vm.book.illustration.height = 64
    bridge = WorkerBridge()
    illustrate_vm = IllustrateViewModel(
        book_vm, bridge, Settings(engine="diffusion", model=model, model_processes=processes)
    )
    models_vm = ModelsViewModel(bridge)
    ids = [p.id for p in book_vm.book.pages[:pages]]

    clock = QElapsedTimer()
    gaps: list[int] = []
    last = [0]
    ended: dict[str, str] = {}

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    def end(how: str, text: str) -> None:
        ended[how] = text
        app.quit()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    answers: dict[str, str] = {}

    def answered(what: str, text: str) -> None:
        answers[what] = text
        if len(answers) == 3:
            end("finished", ended.pop("drawn"))

    def drawn(text: str) -> None:
        ended["drawn"] = text  # then the model dialog's questions, as when a person opens it
        models_vm.catalogue_changed.connect(
            lambda entries: entries and entries[0].gpu_bytes and answered("gpu", "ok")
        )
        models_vm.plan_changed.connect(lambda text: answered("plan", text))
        models_vm.source_changed.connect(lambda found, text: answered("source", text))
        models_vm.load_catalogue()
        models_vm.explain_plan(model)
        models_vm.check_source(model)

    illustrate_vm.finished_changed.connect(drawn)
    illustrate_vm.error_changed.connect(lambda text: end("error", text))
    QTimer.singleShot(240_000, lambda: end("timeout", "no answer in 240 s"))
    clock.start()
    timer.start()
    QTimer.singleShot(0, lambda: illustrate_vm.illustrate(ids))
    app.exec()
    timer.stop()
    drew_with = len(getattr(illustrate_vm.illustrators._illustrator, "engines", [None]))
    bridge.shutdown()
    illustrate_vm.close()
    shared_engine().close()
    made = sum(1 for p in book_vm.book.pages if p.id in ids and p.illustration)
    print(
        json.dumps(
            {
                "longest_ms": max(gaps),
                "ticks": len(gaps),
                "seconds": clock.elapsed() / 1000,
                "torch_here": "torch" in sys.modules,
                "diffusers_here": "diffusers" in sys.modules,
                "made": made,
                "processes": drew_with,
                "plan": answers.get("plan", ""),
                "source": answers.get("source", ""),
                **ended,
            }
        ),
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
