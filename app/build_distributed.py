"""Pages shared between the processes of ``torchrun`` / ``accelerate launch`` (one machine or several)."""

from __future__ import annotations

from pathlib import Path

from app.book.project import BookProject
from app.build import BuildSummary, choose_illustration, page_requests
from model.api import Illustrator


def illustrate_pages_distributed(
    project: BookProject, illustrator: Illustrator, summary: BuildSummary | None = None
) -> tuple[BuildSummary, bool]:
    """Spread the pages that need drawing over the processes started by ``torchrun`` / ``accelerate launch``
    (Accelerate's ``PartialState.split_between_processes``, see :mod:`model.distributed`).

    Every process computes the same requests and cache keys; each draws its share; the pictures (PNG bytes and
    sidecars) are gathered, and only the main process writes them and the book. Every process needs the same
    book folder (on several machines: a shared folder, or a copy made with ``memorybook pack``). Returns the
    summary and whether this is the main process. Without a launcher it is the plain single-process loop.
    """
    import io

    from PIL import Image

    from model.distributed import process_state, run_distributed

    state = process_state()
    summary = summary or BuildSummary(output=Path())
    planned = page_requests(project, illustrator, project.book.pages)
    todo = [(request, key) for _, request, key, _ in planned if not project.has_illustration(key)]

    def draw(item):
        request, key = item
        illustration = illustrator.illustrate(request)
        buffer = io.BytesIO()
        illustration.image.save(buffer, format="PNG")
        return key, buffer.getvalue(), illustration.sidecar()

    results = run_distributed(todo, draw, state=state)
    summary.made, summary.reused = len(todo), len(planned) - len(todo)
    for number, (_, _, _, warnings) in enumerate(planned, start=1):
        summary.warnings += [f"page {number}: {w}" for w in warnings]
    if state.is_main_process:
        for key, png, sidecar in results:
            project.store_illustration(key, Image.open(io.BytesIO(png)), sidecar)
        for page, _, key, _ in planned:
            choose_illustration(project, page, key)
    state.wait_for_everyone()
    return summary, state.is_main_process
