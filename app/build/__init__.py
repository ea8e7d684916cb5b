"""One book's build: a request per page → pictures (here, in replicas or across processes) → the PDF.

- :mod:`app.build.request` — :class:`BuildRequest`, every option of a build, checked once; :class:`OrderChoice`.
- :mod:`app.build.summary` — what a build reports (events, the summary, grouped warnings, the colophon).
- :mod:`app.build.pages` — drawing the pages' pictures, each checked and stored as it is made.
- :mod:`app.build.placement` — how the model is placed for a build (replica pool, planned loading, exactness).
- :mod:`app.build.distributed` — the same drawing spread over torchrun/Accelerate processes.
- :mod:`app.build.order` — a print-on-demand order: preflight first, interior and cover.
- :mod:`app.build.reuse` — the last build's PDF handed back when nothing that shapes it changed.
- :mod:`app.build.book` — :func:`build_book` (``project, output, request``), which ties them together and writes the PDF.

May import :mod:`app.book`, :mod:`app.preflight`, :mod:`app.print` and :mod:`model`; never Qt widgets or view-models.
Inside, ``request`` and ``summary`` are lowest, then ``pages``, then ``placement`` and ``distributed``, then ``book``.
The CLI and the app import the public names from here.
"""

from app.build.book import build_book, check_output_path
from app.build.pages import PageRequest, choose_illustration, illustrate_pages, page_requests
from app.build.request import BuildRequest, OrderChoice
from app.build.summary import (
    BuildEvent,
    BuildSummary,
    colophon_lines,
    grouped_warnings,
    repeated_by_preflight,
)

__all__ = [
    "BuildEvent",
    "BuildRequest",
    "BuildSummary",
    "OrderChoice",
    "PageRequest",
    "build_book",
    "check_output_path",
    "choose_illustration",
    "colophon_lines",
    "grouped_warnings",
    "illustrate_pages",
    "page_requests",
    "repeated_by_preflight",
]
